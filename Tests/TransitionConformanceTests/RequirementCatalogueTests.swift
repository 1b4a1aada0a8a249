import Foundation
import Testing
import TransitionConformance
@testable import ConformanceCorpus

/// The catalogue's shape and text conventions.
///
/// Conventions, checked for every requirement:
/// - `statement`: one line, a clause that starts with a lowercase letter or with code (a backtick),
///   and has no trailing period (it is quoted inside report lines and checklist items);
/// - `hint`: one line, starts with a lowercase imperative verb, no trailing period;
/// - `rationale`: one to three full sentences, ending with a period;
/// - `source`: names a rule of the UIKit contract, Apple documentation or a real-world bug;
/// - `appliesTo`: one line, starts lowercase, no trailing period.
@Suite struct RequirementCatalogueTests {
    /// The IDs of the issue's table, with the constant each one is exposed as and its family.
    static let expected: [(requirement: Requirement, id: String, family: Requirement.Family)] = [
        (.animCompleteOnce, "ANIM-COMPLETE-ONCE", .animator),
        (.animCompleteFlag, "ANIM-COMPLETE-FLAG", .animator),
        (.animCompleteAfterAnimations, "ANIM-COMPLETE-AFTER-ANIMATIONS", .animator),
        (.animDuration, "ANIM-DURATION", .animator),
        (.animToViewAdded, "ANIM-TO-VIEW-ADDED", .animator),
        (.animFinalFrame, "ANIM-FINAL-FRAME", .animator),
        (.animFromViewRemoved, "ANIM-FROM-VIEW-REMOVED", .animator),
        (.animCancelRestoresHierarchy, "ANIM-CANCEL-RESTORES-HIERARCHY", .animator),
        (.animCancelRestoresState, "ANIM-CANCEL-RESTORES-STATE", .animator),
        (.animRoundTrip, "ANIM-ROUND-TRIP", .animator),
        (.animTempViewsRemoved, "ANIM-TEMP-VIEWS-REMOVED", .animator),
        (.animContainerOnly, "ANIM-CONTAINER-ONLY", .animator),
        (.animContainerKept, "ANIM-CONTAINER-KEPT", .animator),
        (.animNoRunaway, "ANIM-NO-RUNAWAY", .animator),
        (.animNoRaisingMisuse, "ANIM-NO-RAISING-MISUSE", .animator),
        (.animAnimationsEnabledRestored, "ANIM-ANIMATIONS-ENABLED-RESTORED", .animator),
        (.animNotAnimated, "ANIM-NOT-ANIMATED", .animator),
        (.animNilViews, "ANIM-NIL-VIEWS", .animator),
        (.animPresenterViewUntouched, "ANIM-PRESENTER-VIEW-UNTOUCHED", .animator),
        (.animDismissedFinalFrame, "ANIM-DISMISSED-FINAL-FRAME", .animator),
        (.animInterruptibleSameInstance, "ANIM-INTERRUPTIBLE-SAME-INSTANCE", .animator),
        (.animReusable, "ANIM-REUSABLE", .animator),
        (.animReleases, "ANIM-RELEASES", .animator),
        (.animAppearanceBalanced, "ANIM-APPEARANCE-BALANCED", .animator),
        (.animReduceMotion, "ANIM-REDUCE-MOTION", .animator),
        (.intCompletes, "INT-COMPLETES", .interactionController),
        (.intGestureEnd, "INT-GESTURE-END", .interactionController),
        (.intNotVendedWithoutGesture, "INT-NOT-VENDED-WITHOUT-GESTURE", .interactionController),
        (.intProgressRange, "INT-PROGRESS-RANGE", .interactionController),
        (.intFinishAtFull, "INT-FINISH-AT-FULL", .interactionController),
        (.intCompletionSpeed, "INT-COMPLETION-SPEED", .interactionController),
        (.intReusable, "INT-REUSABLE", .interactionController),
    ]

    /// The requirements whose violation is a warning; every other one is a `must`.
    static let shouldIDs: Set<String> = [
        "ANIM-DURATION", "ANIM-REUSABLE", "ANIM-RELEASES", "INT-PROGRESS-RANGE", "PRES-RELEASES",
        // UIKit discards the container after a dismissal, with what is left in it (contract F3).
        "ANIM-FROM-VIEW-REMOVED", "PRES-DISMISS-REMOVES-CHROME",
        // A break under only one answer to an open point of UIKit's is fragile, not known broken (F10).
        "ANIM-DISMISSED-FINAL-FRAME",
        // Apple's hint not to manipulate a withheld view; UIKit absorbs a change that is undone (R8).
        "ANIM-PRESENTER-VIEW-UNTOUCHED",
        // A view outside the container that is gone by the end; one left behind is ANIM-TEMP-VIEWS-REMOVED.
        "ANIM-CONTAINER-ONLY",
        // Later animations jump to their end; nothing breaks outright (F13).
        "ANIM-ANIMATIONS-ENABLED-RESTORED",
        // The transition works; the motion is only uncomfortable for people who asked for less (Apple's HIG).
        "ANIM-REDUCE-MOTION",
    ]

    @Test("no two requirements share an ID")
    func idsAreUnique() {
        let ids = Requirement.catalogue.map(\.id)
        #expect(Set(ids).count == ids.count)
    }

    @Test("every ID is a family prefix followed by upper-case words joined by hyphens")
    func idsHaveTheCatalogueShape() {
        for requirement in Requirement.catalogue {
            #expect(
                requirement.id.wholeMatch(of: #/(ANIM|INT|PRES|DELEGATE|CTX)-[A-Z0-9-]+/#) != nil,
                "\(requirement.id)")
        }
    }

    @Test("an ID's prefix names its family")
    func prefixesMatchFamilies() {
        let prefixes: [Requirement.Family: String] = [
            .animator: "ANIM-", .interactionController: "INT-", .presentationController: "PRES-",
            .transitioningDelegate: "DELEGATE-", .transitionContext: "CTX-",
        ]
        for requirement in Requirement.catalogue {
            #expect(requirement.id.hasPrefix(prefixes[requirement.family]!), "\(requirement.id)")
        }
    }

    @Test("all 32 animator and interaction IDs are present, in order, with their family")
    func theIssuesIDsArePresent() {
        #expect(Requirement.catalogue.count >= 32)
        #expect(Requirement.animatorRequirements.map(\.id) == Self.expected.prefix(25).map(\.id))
        #expect(Requirement.interactionRequirements.map(\.id) == Self.expected.suffix(7).map(\.id))
        for (requirement, id, family) in Self.expected {
            #expect(requirement.id == id)
            #expect(requirement.family == family, "\(id)")
            #expect(Requirement.withID(id) == requirement, "\(id)")
        }
    }

    @Test("the catalogue goes by family: animators, interaction controllers, presentation controllers, delegates, contexts")
    func catalogueOrder() {
        #expect(
            Requirement.catalogue == Requirement.animatorRequirements + Requirement.interactionRequirements
                + Requirement.presentationControllerRequirements + Requirement.transitioningDelegateRequirements
                + Requirement.transitionContextRequirements)
        #expect(Requirement.animatorRequirements.allSatisfy { $0.family == .animator })
        #expect(Requirement.interactionRequirements.allSatisfy { $0.family == .interactionController })
        #expect(Requirement.presentationControllerRequirements.allSatisfy { $0.family == .presentationController })
        #expect(Requirement.transitioningDelegateRequirements.allSatisfy { $0.family == .transitioningDelegate })
        #expect(Requirement.transitionContextRequirements.allSatisfy { $0.family == .transitionContext })
    }

    @Test("the presentation-controller and delegate IDs of issue 5 are present, in order")
    func presentationIDsArePresent() {
        #expect(
            Requirement.presentationControllerRequirements.map(\.id) == [
                "PRES-CHROME-IN-CONTAINER", "PRES-PRESENTED-VIEW-UNTOUCHED", "PRES-CANCEL-REMOVES-CHROME", "PRES-DISMISS-REMOVES-CHROME",
                "PRES-DISMISS-CANCEL-KEEPS-CHROME", "PRES-FRAME-IN-CONTAINER", "PRES-FRAME-STABLE", "PRES-PRESENTED-VIEW-CONTAINS-VC-VIEW",
                "PRES-RESIZE", "PRES-ROUND-TRIP", "PRES-RELEASES", "PRES-NO-RAISING-MISUSE",
            ])
        #expect(Requirement.transitioningDelegateRequirements.map(\.id) == ["DELEGATE-ANIMATOR-DIRECTION"])
    }

    @Test("levels: waste and fragility are `should`, everything that breaks the app is `must`")
    func levels() {
        for requirement in Requirement.catalogue {
            let expected: Requirement.Level = Self.shouldIDs.contains(requirement.id) ? .should : .must
            #expect(requirement.level == expected, "\(requirement.id)")
        }
    }

    @Test("every text field is filled in and trimmed")
    func textFieldsAreNotEmpty() {
        for requirement in Requirement.catalogue {
            for (name, text) in Self.textFields(of: requirement) {
                #expect(!text.isEmpty, "\(requirement.id).\(name)")
                #expect(text.trimmingCharacters(in: .whitespacesAndNewlines) == text, "\(requirement.id).\(name)")
                #expect(!text.contains("  "), "\(requirement.id).\(name) has a double space")
            }
        }
    }

    @Test("statements are one-line clauses: lowercase or code first, no trailing period")
    func statementConvention() {
        for requirement in Requirement.catalogue {
            let statement = requirement.statement
            #expect(!statement.contains("\n"), "\(requirement.id)")
            #expect(!statement.hasSuffix("."), "\(requirement.id)")
            let first = statement.first!
            #expect(first.isLowercase || first == "`", "\(requirement.id)")
        }
    }

    @Test("hints are one line, start with a lowercase verb and have no trailing period")
    func hintConvention() {
        for requirement in Requirement.catalogue {
            let hint = requirement.hint
            #expect(!hint.contains("\n"), "\(requirement.id)")
            #expect(!hint.hasSuffix("."), "\(requirement.id)")
            let firstWord = hint.prefix { $0.isLetter }
            #expect(!firstWord.isEmpty && firstWord.allSatisfy(\.isLowercase), "\(requirement.id)")
            #expect(!Self.nonVerbOpenings.contains(String(firstWord)), "\(requirement.id) starts with '\(firstWord)'")
        }
    }

    @Test("rationales are one to three sentences ending with a period")
    func rationaleConvention() {
        for requirement in Requirement.catalogue {
            let rationale = requirement.rationale
            #expect(rationale.hasSuffix("."), "\(requirement.id)")
            #expect(rationale.first!.isUppercase, "\(requirement.id)")
            let sentences = rationale.split(separator: ". ").count
            #expect((1...3).contains(sentences), "\(requirement.id) has \(sentences) sentences")
        }
    }

    @Test("sources cite the UIKit contract, Apple or a real-world bug")
    func sourcesCiteSomething() {
        for requirement in Requirement.catalogue {
            let source = requirement.source
            #expect(
                source.contains("UIKit contract") || source.contains("Apple:") || source.contains("real-world:"),
                "\(requirement.id)")
        }
    }

    @Test("scenario descriptions are one lowercase line with no trailing period")
    func appliesToConvention() {
        for requirement in Requirement.catalogue {
            let appliesTo = requirement.appliesTo
            #expect(!appliesTo.contains("\n"), "\(requirement.id)")
            #expect(!appliesTo.hasSuffix("."), "\(requirement.id)")
            #expect(appliesTo.first!.isLowercase, "\(requirement.id)")
        }
    }

    @Test("withID finds a requirement by its ID and nothing for an unknown one")
    func lookUpByID() {
        let found = Requirement.withID("ANIM-COMPLETE-ONCE")
        #expect(found == .animCompleteOnce)
        #expect(found?.level == .must)
        #expect(Requirement.withID("ANIM-NO-SUCH-THING") == nil)
        #expect(Requirement.withID("anim-complete-once") == nil)
    }

    @Test("a requirement describes itself as its ID and statement")
    func description() {
        #expect(
            Requirement.intCompletionSpeed.description
                == "[INT-COMPLETION-SPEED] `completionSpeed` is greater than 0")
    }

    // MARK: Helpers

    /// Words a hint must not open with: they start a description, not an instruction.
    static let nonVerbOpenings: Set<String> = [
        "the", "a", "an", "it", "its", "your", "this", "that", "every", "no", "in", "on", "if", "when", "after",
        "before", "for", "with",
    ]

    static func textFields(of requirement: Requirement) -> [(String, String)] {
        [
            ("id", requirement.id), ("statement", requirement.statement), ("rationale", requirement.rationale),
            ("source", requirement.source), ("hint", requirement.hint), ("appliesTo", requirement.appliesTo),
        ]
    }
}
