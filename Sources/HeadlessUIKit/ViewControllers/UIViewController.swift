import Foundation

/// A headless model of `UIViewController`: view loading, appearance callbacks, containment and
/// modal presentation with UIKit's transition machinery.
///
/// ## The model
///
/// ``view`` loads on first access: ``loadView()`` makes a plain view sized like `UIScreen.main`
/// with flexible width and height (override it to make your own), then ``viewDidLoad()`` runs.
/// Whenever the view lays out its subviews, ``viewWillLayoutSubviews()`` and
/// ``viewDidLayoutSubviews()`` bracket its `layoutSubviews()`.
/// ``present(_:animated:completion:)`` and ``dismiss(animated:completion:)`` run UIKit's
/// documented sequence — transitioning delegate, presentation controller, animator, interaction
/// controller, transition context and coordinator — on the scene's virtual clock; see
/// `HeadlessScene.Configuration` for the points UIKit leaves undocumented.
///
/// Members that subclasses override are declared in the class body (without the Objective-C
/// runtime, extension members cannot be overridden); their behaviour lives in the concept files
/// beside this one.
///
/// ## What it does not model
///
/// Storyboards and nib loading (``init(nibName:bundle:)`` loads nothing; segues are registered
/// with ``headlessRegisterSegue(identifier:_:)``), trait
/// collections, status bar and home-indicator preferences, state restoration.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UIContentContainer {
    final var storedView: UIView?
    final var storedChildren: [UIViewController] = []
    /// ``overrideUserInterfaceStyle``'s value.
    final var storedInterfaceStyleOverride = UIUserInterfaceStyle.unspecified
    weak final var storedParent: UIViewController?
    final var presentationState = PresentationState()
    final var appearance = AppearanceState.disappeared
    /// The appearance callbacks UIKit's calls ran, in order (``headlessAppearanceCalls``).
    final var appearanceCalls: [HeadlessAppearanceCall] = []
    /// The deprecated top and bottom layout guides, made when first read (UIViewController+LayoutSupport.swift).
    final var layoutSupports: [ViewControllerLayoutSupport] = []
    /// The segues registered with `headlessRegisterSegue(identifier:_:)` (UIStoryboardSegue.swift).
    final var registeredSegues = [String: HeadlessSegueFactory]()  // `init()`: a `[:]` literal costs more in a debug build

    /// Makes a view controller; the nib name and bundle are kept, nothing is loaded.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        super.init()
    }

    /// Makes a view controller with no nib.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// Makes a view controller from an archive; HeadlessUIKit has none, so this is `init()`.
    public required init?(coder: NSCoder) {
        nibName = nil
        super.init()
    }

    /// The nib name given at initialisation.
    public let nibName: String?

    /// The view controller's title.
    open var title: String?

    // MARK: View loading (see UIViewController+View.swift)

    /// The root view; loaded by ``loadView()`` on first access.
    open var view: UIView! {
        get {
            // A loaded view at once: every read of `view` came through `loadViewIfNeeded()`,
            // whose checks cost more than the read in a debug build; and no second look for it
            // before loading (`loadViewIfNeeded()` is not overridable, so this is the same).
            if let view = storedView { return view }
            loadViewNow()
            return storedView
        }
        set { installView(newValue) }
    }

    /// Makes the root view: a plain view sized like `UIScreen.main.headlessBounds` that resizes with its
    /// superview (`autoresizingMask == [.flexibleWidth, .flexibleHeight]`), as UIKit's default root
    /// views do (contract F1), so a presented or pushed view follows its container through a
    /// rotation. Override to make your own — its mask is then yours to set; do not call `super`.
    open func loadView() {
        let view = UIView(frame: UIScreen.main.headlessBounds)
        view.autoresizingMask = .flexibleSize
        self.view = view
    }

    /// Called once after the view loaded.
    open func viewDidLoad() {}

    // MARK: Appearance (see UIViewController+Appearance.swift)

    /// Called before the view is added to the window hierarchy.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view was added to the window hierarchy.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view is removed from the window hierarchy.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view was removed from the window hierarchy.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Whether ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()`` pass
    /// on to the children whose views are in this view controller's view; true. A custom container
    /// that overrides it to return false forwards them itself, calling the children's
    /// `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()` (Apple:
    /// `shouldAutomaticallyForwardAppearanceMethods`).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    /// Called before the view lays out its subviews: each time its `layoutSubviews()` runs — after
    /// it joins a window or superview, after its size changes, at `layoutIfNeeded()` when it needs
    /// layout (contract F6). The default does nothing.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews (right after its `layoutSubviews()`; contract
    /// F6). The default does nothing.
    open func viewDidLayoutSubviews() {}

    // MARK: Containment (see UIViewController+Containment.swift)

    /// Adds a child view controller; call `willMove(toParent:)` is done for you, as in UIKit.
    open func addChild(_ childController: UIViewController) {
        performAddChild(childController)
    }

    /// Removes the view controller from its parent; `didMove(toParent: nil)` is called for you.
    open func removeFromParent() {
        performRemoveFromParent()
    }

    /// Called before the view controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the view controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation (see UIViewController+Presentation.swift)

    /// How the view controller is presented modally. `.automatic` by default, which resolves to
    /// `.pageSheet` as on iOS 13 and later.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The standard transition used when no animator is supplied.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// The delegate that vends animators, interaction controllers and the presentation
    /// controller; held weakly, as in UIKit.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
    /// Whether this view controller's view covers when a descendant presents over the current context.
    open var definesPresentationContext = false
    /// Whether this view controller's `modalTransitionStyle` replaces a descendant's when it
    /// presents in this context. Stored only: the built-in transition styles run as one.
    open var providesPresentationContextTransitionStyle = false

    /// Presents a view controller modally, with UIKit's transition machinery.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        performPresent(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the view controller this one presented (or, if it presented none, the one that
    /// presented it dismisses it).
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        performDismiss(animated: flag, completion: completion)
    }

    // MARK: UIContentContainer

    /// The size the view controller prefers for its content.
    open var preferredContentSize: CGSize = .zero
    /// Called when the size of the view's container is about to change (rotation, resize).
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        forwardViewWillTransition(to: size, with: coordinator)
    }
    /// Called when a child's preferred content size changed.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// Called when a child's Auto Layout fitting size changed.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// The size of a child's content container; the parent's size by default.
    @discardableResult
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    /// Called before the trait collection changes (a resize across a size class); forwards to the
    /// children. Overrides should call `super`.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        forwardWillTransition(to: newCollection, with: coordinator)
    }

    // MARK: Environment (see Environment/)

    /// The traits of the view controller: its view's while the view is in a scene's window,
    /// else its parent's or presenter's, else all unspecified — with its own
    /// ``overrideUserInterfaceStyle``.
    open var traitCollection: UITraitCollection {
        if let view = viewIfLoaded, view.window?.headlessScene != nil { return view.traitCollection }
        let inherited = parent?.traitCollection ?? presentingViewController?.traitCollection ?? UITraitCollection()
        return inherited.overridingStyle(with: storedInterfaceStyleOverride)
    }
    /// Called after the scene's traits changed. Override to observe; the default does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Whether the presentation refuses interactive dismissal; false by default. A sheet pulled
    /// down (``UISheetPresentationController/headlessDrag(toHeight:)``) stays while this view
    /// controller or one of its children says true.
    open var isModalInPresentation = false

    /// The status-bar style the view controller wants; `.default`.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the view controller wants the status bar hidden; false.
    open var prefersStatusBarHidden: Bool { false }
    /// The animation for status-bar changes; `.fade`.
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// The child whose status-bar style is used instead; nil.
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The child whose status-bar visibility is used instead; nil.
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Whether a non-full-screen presented view controller takes over the status bar's appearance; false.
    open var modalPresentationCapturesStatusBarAppearance = false

    /// The interface orientations the view controller supports; all but upside down on a phone,
    /// all on a pad (``HeadlessScene/deviceIdiom`` of the current scene), as in UIKit.
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        HeadlessScene.current.deviceIdiom == .pad ? .all : .allButUpsideDown
    }
    /// The orientation to present in; `.portrait`. Read by nothing headlessly (no rotation on present).
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
    /// Whether the view controller's content rotates; true.
    open var shouldAutorotate: Bool { true }

    // MARK: Segues (UIStoryboardSegue.swift); in the class body so subclasses can override them

    /// Called before a segue from this view controller is performed, to pass data to
    /// `segue.destination`; the default does nothing.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether the segue the storyboard is about to trigger should be performed; true by default.
    /// Not asked by `performSegue(withIdentifier:sender:)`; asked by
    /// ``headlessTriggerSegue(withIdentifier:sender:)``.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
}
