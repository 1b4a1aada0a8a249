#if canImport(UIKit) || UIKIT_TYPECHECK

extension CompletionCaller {
    /// Unknown: UIKit does not say which completion handler, if any, is running.
    @MainActor
    static var current: CompletionCaller { .unknown }
}
#endif
