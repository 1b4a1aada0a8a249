import Foundation

/// A headless model of UIKit's `UITableViewDataSource`: the rows a table view shows.
/// ``numberOfSections(in:)`` is optional in UIKit (one section); here it is a requirement with
/// that default. Editing and index titles are not declared.
@preconcurrency @MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    /// The number of sections; 1 by default.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The number of rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for the row at `indexPath`, from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
}

extension UITableViewDataSource {
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

/// A headless model of UIKit's `UITableViewDelegate`: row heights and selection, on top of the
/// scroll view delegate's calls. Members are requirements with UIKit's defaults; headers,
/// footers, editing, display and context menus are not declared.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The height of the row; the table view's `rowHeight` by default.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// Called after the user selected the row (not after `selectRow(at:animated:scrollPosition:)`).
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
}
