import Testing
@testable import HeadlessUIKit

@MainActor
final class SubtitleCell: UITableViewCell {
    var reuses = 0
    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

@MainActor
final class RowSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    let counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in tableView: UITableView) -> Int { counts.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        indexPath.section == 0 && indexPath.row == 0 ? 100 : tableView.rowHeight
    }
}

@MainActor
@Suite("UITableView: row frames, cells in view, dequeue and reuse")
struct UITableViewTests {
    private func table(_ counts: [Int], in scene: HeadlessScene) -> (UITableView, RowSource) {
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        tableView.rowHeight = 50
        tableView.register(SubtitleCell.self, forCellReuseIdentifier: "Row")
        let source = RowSource(counts)
        tableView.dataSource = source
        tableView.delegate = source
        scene.window.addSubview(tableView)
        return (tableView, source)
    }

    @Test("rows stack at the delegate's heights, section after section: row 2 of section 1 is at y = 300 in 320 × 50")
    func rowFrames() {
        let scene = makeScene()
        let (tableView, source) = table([3, 4], in: scene)
        defer { withExtendedLifetime(source) {} }
        // Section 0: 100, 50, 50 (to 200); section 1 from 200: rows at 200, 250, 300, 350.
        #expect(tableView.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(tableView.rectForRow(at: IndexPath(row: 2, section: 1)) == CGRect(x: 0, y: 300, width: 320, height: 50))
        #expect(tableView.contentSize == CGSize(width: 320, height: 400))
        #expect(tableView.indexPathForRow(at: CGPoint(x: 10, y: 260)) == IndexPath(row: 1, section: 1))
    }

    @Test("only rows in view have cells, made by init(style:reuseIdentifier:); scrolling reuses the cells that left view")
    func visibleRowsAndReuse() {
        let scene = makeScene()
        let (tableView, source) = table([40], in: scene)
        defer { withExtendedLifetime(source) {} }
        tableView.layoutIfNeeded()
        // 0…400: row 0 (100 pt) and rows 1 … 6 (50 pt each, to 400).
        #expect(tableView.indexPathsForVisibleRows == (0...6).map { IndexPath(row: $0, section: 0) })  // row 7 only touches the bottom edge
        let first = try! #require(tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? SubtitleCell)
        #expect(first.detailTextLabel != nil)
        #expect(first.textLabel?.text == "Row 0")
        #expect(tableView.cellForRow(at: IndexPath(row: 10, section: 0)) == nil)
        tableView.contentOffset = CGPoint(x: 0, y: 1000)
        tableView.layoutIfNeeded()
        // 1000…1400: rows 19 … 26 (row n ≥ 1 at 50 + 50n); rows 18 and 27 only touch the edges.
        #expect(tableView.indexPathsForVisibleRows?.first == IndexPath(row: 19, section: 0))
        #expect(tableView.indexPathsForVisibleRows?.last == IndexPath(row: 26, section: 0))
        #expect(tableView.visibleCells.compactMap { $0 as? SubtitleCell }.map(\.reuses).reduce(0, +) == 7)
        let cell = try! #require(tableView.cellForRow(at: IndexPath(row: 20, section: 0)))
        #expect(cell.convert(cell.bounds, to: nil) == CGRect(x: 0, y: 50, width: 320, height: 50))
    }

    @Test("with rowHeight automaticDimension and no delegate, rows are 44 pt; dequeuing with no class registered gives nil")
    func automaticAndUnregistered() {
        let scene = makeScene()
        let tableView = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let source = RowSource([2])
        tableView.register(SubtitleCell.self, forCellReuseIdentifier: "Row")
        tableView.dataSource = source
        scene.window.addSubview(tableView)
        #expect(tableView.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 320, height: 44))
        #expect(tableView.dequeueReusableCell(withIdentifier: "Other") == nil)
        tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        #expect(tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }
}
