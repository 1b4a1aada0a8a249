#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A view a run saw added, and where, kept by reference so that a report names it as it is named
/// when the report is written — the name the app knows it by (see ``ViewNaming``) — not as it was
/// named when it was seen.
///
/// The references are weak: the run does not keep an app's views alive. A view freed since it was
/// seen keeps the name it had then.
@MainActor
struct AddedView {
    let view: Weak<UIView>
    private let superview: Weak<UIView>?
    private let nameWhenSeen: String
    private let superviewNameWhenSeen: String

    init(_ view: UIView, in superview: UIView?) {
        self.view = Weak(view)
        self.superview = superview.map { Weak($0) }
        nameWhenSeen = view.reportName
        superviewNameWhenSeen = superview?.reportName ?? "the window"
    }

    /// The view's name in reports.
    var name: String { view.object?.reportName ?? nameWhenSeen }
    /// The name in reports of the view it was added to.
    var superviewName: String { superview?.object?.reportName ?? superviewNameWhenSeen }

    /// `views` by name and the name of the view each was added to, each name once (the first).
    static func namedOnce(_ views: [AddedView]) -> [(name: String, superview: String)] {
        var names: Set<String> = []
        return views.map { ($0.name, $0.superviewName) }.filter { names.insert($0.0).inserted }
    }
}
