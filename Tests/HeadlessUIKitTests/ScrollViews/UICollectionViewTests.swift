import Testing
@testable import HeadlessUIKit

@MainActor
final class CountingCell: UICollectionViewCell {
    static var made = 0
    var reuses = 0
    let label = UILabel()
    override init(frame: CGRect) {
        CountingCell.made += 1
        super.init(frame: frame)
        contentView.addSubview(label)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A data source of `counts[section]` items whose cells are `CountingCell`s, and a delegate that
/// records selections.
@MainActor
final class GridSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var counts: [Int]
    var asked: [IndexPath] = []
    var selected: [IndexPath] = []
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        asked.append(indexPath)
        return collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
}

@MainActor
@Suite("UICollectionView and UICollectionViewFlowLayout: item frames, cells in view, dequeue and reuse")
struct UICollectionViewTests {
    /// A 320 × 480 collection of 100 × 100 items in the window, three a line, 5 pt apart and
    /// inset 5 pt left and right, lines 10 pt apart, sections inset 20 pt top and bottom.
    private func grid(_ counts: [Int], in scene: HeadlessScene) -> (UICollectionView, UICollectionViewFlowLayout, GridSource) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumInteritemSpacing = 5
        layout.minimumLineSpacing = 10
        layout.sectionInset = UIEdgeInsets(top: 20, left: 5, bottom: 20, right: 5)
        // 5 + 100 + 5 + 100 + 5 + 100 + 5 = 320: three items fill a line exactly.
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "Photo")
        let source = GridSource(counts)
        collectionView.dataSource = source
        collectionView.delegate = source
        scene.window.addSubview(collectionView)
        return (collectionView, layout, source)
    }

    @Test("a vertical flow layout puts item 4 of a 3-wide grid at (110, 130) and the content is 320 × 470 for 12 items")
    func flowLayoutFrames() {
        let scene = makeScene()
        let (collectionView, _, source) = grid([12], in: scene)
        defer { withExtendedLifetime(source) {} }
        collectionView.layoutIfNeeded()
        // Lines at y = 20, 130, 240, 350; 20 + 4 × 100 + 3 × 10 + 20 = 470.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 5, y: 20, width: 100, height: 100))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 110, y: 130, width: 100, height: 100))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 11, section: 0))?.frame == CGRect(x: 215, y: 350, width: 100, height: 100))
        #expect(collectionView.contentSize == CGSize(width: 320, height: 470))
    }

    @Test("a second section starts below the first's bottom inset; a horizontal layout fills columns top to bottom")
    func sectionsAndHorizontal() {
        let scene = makeScene()
        let (collectionView, layout, source) = grid([4, 2], in: scene)
        defer { withExtendedLifetime(source) {} }
        collectionView.layoutIfNeeded()
        // Section 0: lines at 20 and 130, ends at 130 + 100 + 20 = 250; section 1 starts at 270.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 5, y: 130, width: 100, height: 100))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame == CGRect(x: 110, y: 270, width: 100, height: 100))
        layout.scrollDirection = .horizontal
        layout.sectionInset = .zero
        layout.minimumInteritemSpacing = 10
        collectionView.layoutIfNeeded()
        // Columns of up to four (4 × 100 + 3 × 10 = 430 ≤ 480), one per section here; sections
        // follow each other with no spacing but their insets (zero).
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 220, width: 100, height: 100))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 100, y: 0, width: 100, height: 100))
        #expect(collectionView.contentSize == CGSize(width: 200, height: 480))
    }

    @Test("a full line spreads its spare room between its items; the last line keeps that spacing; a section's only item is centred")
    func justifiedAndCentredLines() {
        let lines = UICollectionViewFlowLayout.lines(of: [100, 100, 100, 100], room: 310, spacing: 0)
        #expect(lines == [[0, 1, 2], [3]])
        let scene = makeScene()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 330, height: 200), collectionViewLayout: layout)
        let source = GridSource([4])
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "Photo")
        collectionView.dataSource = source
        scene.window.addSubview(collectionView)
        // Three fit (320 ≤ 330): 30 pt of room spread as 15 pt gaps; the fourth, alone on the last
        // line, starts at the leading edge.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minX == 115)
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 0, y: 60, width: 100, height: 50))
        source.counts = [1]
        collectionView.reloadData()
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 115, y: 0, width: 100, height: 50))
    }

    @Test("only items in view have cells; after scrolling down 400 pt the first lines' cells are reused for the new ones")
    func visibleCellsAndReuse() {
        let scene = makeScene()
        CountingCell.made = 0
        let (collectionView, _, source) = grid([30], in: scene)
        collectionView.layoutIfNeeded()
        // 480 pt show lines at 20, 130, 240, 350 (the fifth starts at 460): 15 items.
        #expect(collectionView.indexPathsForVisibleItems == (0..<15).map { IndexPath(item: $0, section: 0) })
        #expect(collectionView.visibleCells.count == 15)
        #expect(CountingCell.made == 15)
        #expect(collectionView.cellForItem(at: IndexPath(item: 20, section: 0)) == nil)
        let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
        #expect(first?.frame == CGRect(x: 5, y: 20, width: 100, height: 100))
        #expect(first?.superview === collectionView)

        collectionView.contentOffset = CGPoint(x: 0, y: 400)
        collectionView.layoutIfNeeded()
        // Visible 400…880: lines at 350, 460, 570, 680, 790 → items 9 … 23.
        #expect(collectionView.indexPathsForVisibleItems.first == IndexPath(item: 9, section: 0))
        #expect(collectionView.indexPathsForVisibleItems.last == IndexPath(item: 23, section: 0))
        #expect(first?.superview == nil || collectionView.visibleCells.contains { $0 === first })
        #expect(CountingCell.made == 15)  // nine cells left view and were reused for nine new items
        #expect(collectionView.visibleCells.compactMap { $0 as? CountingCell }.map(\.reuses).reduce(0, +) == 9)
        #expect(source.asked.count == 24)
    }

    @Test(
        "a cell converts to the window through the scroll offset: item 4's bounds are at (110, 30) in the window with the collection at y = 100 scrolled 200 pt"
    )
    func convertFromCellToWindow() {
        let scene = makeScene()
        let (collectionView, _, source) = grid([12], in: scene)
        defer { withExtendedLifetime(source) {} }
        collectionView.frame.origin = CGPoint(x: 0, y: 100)
        collectionView.contentOffset = CGPoint(x: 0, y: 200)
        collectionView.layoutIfNeeded()
        let cell = try! #require(collectionView.cellForItem(at: IndexPath(item: 4, section: 0)))
        #expect(cell.convert(cell.bounds, to: nil) == CGRect(x: 110, y: 30, width: 100, height: 100))
        #expect(cell.contentView.frame == cell.bounds)
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 150, y: 150)) == IndexPath(item: 4, section: 0))
        #expect(collectionView.indexPathForItem(at: CGPoint(x: 107, y: 150)) == nil)
        #expect(collectionView.indexPath(for: cell) == IndexPath(item: 4, section: 0))
    }

    @Test("reloadData asks the data source again; selectItem marks the cell selected without telling the delegate")
    func reloadAndSelect() {
        let scene = makeScene()
        let (collectionView, _, source) = grid([12], in: scene)
        collectionView.layoutIfNeeded()
        source.counts = [2]
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfItems(inSection: 0) == 2)
        #expect(collectionView.visibleCells.count == 2)
        collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(source.selected.isEmpty)
    }

    @Test("dequeuing an unregistered identifier is a misuse UIKit raises for")
    func unregisteredIdentifier() {
        let scene = makeScene()
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        scene.window.addSubview(collectionView)
        _ = collectionView.dequeueReusableCell(withReuseIdentifier: "Nope", for: IndexPath(item: 0, section: 0))
        #expect(scene.diagnostics.contains { $0.raisesInUIKit })
    }
}
