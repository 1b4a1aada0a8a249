import TransitionConformance

/// Seed 003's `CustomZoomTransitionConfiguration`: the transition's duration and spring, with the
/// repository's defaults (0.5 s, damping 0.85, initial velocity 0.8).
struct CustomZoomTransitionConfiguration {
    var transitionDuration: TimeInterval = 0.5
    var springWithDamping: CGFloat = 0.85
    var initialSpringVelocity: CGFloat = 0.8
}
