#if canImport(UIKit) || UIKIT_TYPECHECK

extension AlongsideSeparation {
    /// Runs `body`: UIKit does not say when it runs a coordinator's alongside animations inside
    /// the animator's animation block, so their changes read as the animator's.
    @MainActor
    static func separating(_ onAnimatorCall: ((_ entering: Bool) -> Void)?, _ body: () -> Void) {
        body()
    }
}
#endif
