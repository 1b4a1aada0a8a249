#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// The photo-zoom ensemble's presented screen: one photo, aspect-fit in the full width of a
/// black screen and centred vertically, laid out in `viewDidLayoutSubviews()`. ``imageView`` is
/// where ``PhotoZoomAnimator`` zooms the thumbnail to, and where it zooms back from.
@MainActor
public final class PhotoDetailViewController: UIViewController {
    /// The photo, full width.
    public let imageView = UIImageView()
    private let photo: UIImage?

    public init(photo: UIImage? = UIImage(named: "photo-5")) {
        self.photo = photo
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.accessibilityIdentifier = "PhotoDetail.view"
        view.backgroundColor = .black
        imageView.image = photo
        imageView.contentMode = .scaleAspectFit
        imageView.accessibilityIdentifier = "PhotoDetail.imageView"
        view.addSubview(imageView)
    }

    public override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        let size = photo?.size ?? CGSize(width: 4, height: 3)
        let aspect = size.width > 0 ? size.height / size.width : 0.75
        let height = min((bounds.width * aspect).rounded(), bounds.height)
        imageView.frame = CGRect(x: bounds.minX, y: bounds.midY - height / 2, width: bounds.width, height: height)
    }
}
