// The `transition-conformance` command-line tool.
//
// Its main job — running the kit over the bundled Conformance/ corpus and printing a verdict per
// sample — needs the corpus, which a later issue builds. Until then it runs the suites that exist
// over the kit's own reference subjects, prints their reports, and says plainly what is missing.

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif
import Foundation
import TransitionConformance

@MainActor
func main() -> Int32 {
    print("transition-conformance — the Conformance/ corpus is not built yet; running the suites over the kit's reference subjects.\n")
    let clock = ContinuousClock()
    var allPassed = true
    let start = clock.now
    let animator = verifyAnimator(features: [.presentation, .dismissal, .push, .pop, .interactive]) { _ in MinimalAnimator() }
    let interaction = verifyInteractiveTransition { _ in MinimalInteractionController.subject() }
    let presentation = verifyPresentationController { MinimalPresentationController(presentedViewController: $0, presenting: $1) }
    let elapsed = clock.now - start
    let reports = [animator, interaction, presentation]
    for report in reports {
        print(report.description)
        print()
        allPassed = allPassed && report.passed && report.violations.isEmpty
    }
    let families: [(ConformanceReport, Requirement.Family)] = [(animator, .animator), (interaction, .interactionController), (presentation, .presentationController)]
    let checked = families.filter { !$0.0.scenariosRun.isEmpty }.flatMap { family in Requirement.catalogue.filter { $0.family == family.1 } }
    print("\(Requirement.catalogue.count) requirements in the catalogue, \(checked.count) checked by the suites run; \(reports.map(\.scenariosRun.count).reduce(0, +)) scenarios in \(elapsed.formatted(.units(allowed: [.milliseconds], width: .narrow))).")
    print(allPassed ? "Reference subjects: all requirements met." : "Reference subjects: VIOLATIONS FOUND — the kit disagrees with itself.")
    return allPassed ? 0 : 1
}

exit(MainActor.assumeIsolated { main() })
