#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A photo grid, the presenting side of the photo-zoom ensemble: thumbnails three to a row,
/// laid out in `viewDidLayoutSubviews()` (the stand-in for a collection view and its flow layout),
/// one of which is the selected photo. ``showPhoto(at:)`` presents a ``PhotoDetailViewController``
/// with `.custom` style and the grid's ``PhotoZoomTransitioningDelegate``, which zooms the
/// selected thumbnail into the detail screen and back. The grid stays in the window under the
/// detail screen (no presentation controller: `.custom` keeps the presenter).
@MainActor
public final class PhotoListViewController: UIViewController {
    /// The delegate the grid presents its detail screens with.
    public let zoomTransition: PhotoZoomTransitioningDelegate
    /// The photos, one per thumbnail.
    public let photos: [UIImage?] = (1...9).map { UIImage(named: "photo-\($0)") }
    /// The index of the photo last shown (or about to be shown).
    public var selectedIndex = 4
    private(set) var thumbnails: [UIImageView] = []

    public init(zoomTransition: PhotoZoomTransitioningDelegate = PhotoZoomTransitioningDelegate()) {
        self.zoomTransition = zoomTransition
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { nil }

    /// The thumbnail of the selected photo: where the zoom starts and ends.
    public var selectedImageView: UIImageView {
        loadViewIfNeeded()
        return thumbnails[selectedIndex]
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityIdentifier = "PhotoList.view"
        view.backgroundColor = .systemBackground
        thumbnails = photos.enumerated().map { index, photo in
            let thumbnail = UIImageView(image: photo)
            thumbnail.contentMode = .scaleAspectFill
            thumbnail.clipsToBounds = true
            thumbnail.accessibilityIdentifier = "PhotoList.thumbnail\(index)"
            view.addSubview(thumbnail)
            return thumbnail
        }
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let spacing: CGFloat = 2
        let side = ((view.bounds.width - 2 * spacing) / 3).rounded(.down)
        for (index, thumbnail) in thumbnails.enumerated() {
            let row = CGFloat(index / 3)
            let column = CGFloat(index % 3)
            thumbnail.frame = CGRect(x: column * (side + spacing), y: 100 + row * (side + spacing), width: side, height: side)
        }
    }

    /// The thumbnail's tap: shows the photo full screen, zooming from its thumbnail.
    public func showPhoto(at index: Int) {
        selectedIndex = index
        let detail = PhotoDetailViewController(photo: photos[index])
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = zoomTransition
        present(detail, animated: true)
    }
}
