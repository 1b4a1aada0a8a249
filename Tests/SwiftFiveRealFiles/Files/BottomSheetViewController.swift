#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A bottom sheet's content as apps write it: a view controller that is its own transitioning
/// delegate's owner, lays itself out with Auto Layout, closes through a `UIAction`, keeps a lazy
/// grabber view, and attaches its pull-down interactor once it has a view.
final class BottomSheetViewController: UIViewController {
    private let sheetTransitioningDelegate = CardTransitioningDelegate()
    private var interactor: PanDismissInteractor?
    private let closeButton = UIButton(type: .system)
    private let contentStack = UIStackView()
    private lazy var grabber: UIView = {
        let grabber = UIView()
        grabber.backgroundColor = UIColor.systemGray
        grabber.layer.cornerRadius = 2.5
        grabber.translatesAutoresizingMaskIntoConstraints = false
        return grabber
    }()
    var onClose: (() -> Void)?

    init() {
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .custom
        transitioningDelegate = sheetTransitioningDelegate
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(grabber)
        contentStack.axis = .vertical
        contentStack.spacing = 12
        contentStack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(contentStack)
        closeButton.setTitle("Close", for: .normal)
        closeButton.addAction(UIAction { [weak self] _ in self?.close() }, for: .touchUpInside)
        contentStack.addArrangedSubview(closeButton)
        NSLayoutConstraint.activate([
            grabber.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
            grabber.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            grabber.widthAnchor.constraint(equalToConstant: 36),
            grabber.heightAnchor.constraint(equalToConstant: 5),
            contentStack.topAnchor.constraint(equalTo: grabber.bottomAnchor, constant: 16),
            contentStack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            contentStack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
        let interactor = PanDismissInteractor(attachTo: self)
        sheetTransitioningDelegate.interactiveDismissal = interactor
        self.interactor = interactor
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if isBeingDismissed { onClose?() }
    }

    private func close() {
        dismiss(animated: true)
    }
}
