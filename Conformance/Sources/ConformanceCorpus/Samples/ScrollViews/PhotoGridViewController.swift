#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A photo grid cell: a thumbnail filling the cell's `contentView`.
@MainActor
final class PhotoGridCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoGridCell"
    let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.frame = contentView.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(imageView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
    }
}

/// A photo grid as apps write it: a `UICollectionView` with a flow layout, three square
/// thumbnails a row 2 pt apart, filling the screen; selecting a photo presents a
/// ``PhotoDetailViewController`` with `.custom` style and the grid's
/// ``GridZoomTransitioningDelegate``, which zooms the selected cell into the detail screen.
@MainActor
public final class PhotoGridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The delegate the grid presents its detail screens with.
    public let zoomTransition: GridZoomTransitioningDelegate
    /// The grid.
    public private(set) var collectionView: UICollectionView!
    /// The photos, one per cell.
    public let photos: [UIImage?] = (1...30).map { UIImage(named: "photo-\(($0 - 1) % 9 + 1)") }
    /// The photo last shown (or about to be shown).
    public var selectedIndexPath = IndexPath(item: 4, section: 0)

    public init(zoomTransition: GridZoomTransitioningDelegate = GridZoomTransitioningDelegate()) {
        self.zoomTransition = zoomTransition
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityIdentifier = "PhotoGrid.view"
        view.backgroundColor = .systemBackground
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.accessibilityIdentifier = "PhotoGrid.collectionView"
        collectionView.register(PhotoGridCell.self, forCellWithReuseIdentifier: PhotoGridCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout else { return }
        let side = ((view.bounds.width - 2 * 2) / 3).rounded(.down)
        if layout.itemSize.width != side { layout.itemSize = CGSize(width: side, height: side) }
    }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        photos.count
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoGridCell.reuseIdentifier, for: indexPath)
        (cell as? PhotoGridCell)?.imageView.image = photos[indexPath.item]
        cell.accessibilityIdentifier = "PhotoGrid.cell\(indexPath.item)"
        return cell
    }

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selectedIndexPath = indexPath
        let detail = PhotoDetailViewController(photo: photos[indexPath.item])
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = zoomTransition
        present(detail, animated: true)
    }

    /// The selected photo's cell, scrolled into view first if it is not on screen (a cell out of
    /// view does not exist).
    func selectedCell() -> UICollectionViewCell? {
        loadViewIfNeeded()
        collectionView.layoutIfNeeded()
        if let cell = collectionView.cellForItem(at: selectedIndexPath) { return cell }
        collectionView.scrollToItem(at: selectedIndexPath, at: .centeredVertically, animated: false)
        collectionView.layoutIfNeeded()
        return collectionView.cellForItem(at: selectedIndexPath)
    }
}
