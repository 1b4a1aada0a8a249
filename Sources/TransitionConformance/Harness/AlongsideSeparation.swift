/// Tells the changes the animator's own code makes from those of the alongside animations that run
/// inside its call.
///
/// On UIKit, a transition coordinator's stored alongside animations run "in the same animation
/// context as the transition" (UIViewControllerTransitionCoordinator.h): inside the first
/// animation block the animator starts, so inside `animateTransition(using:)`. They are the app's
/// presentation controller's (or a screen's), not the animator's: while they run, the kit treats
/// the animator's call as paused. On HeadlessUIKit the coordinator says when they run; on UIKit it
/// does not, and their changes read as the animator's.
enum AlongsideSeparation {}
