#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// One behaviour UIKit requires of transition code, with a stable ID: the unit the kit checks,
/// reports and turns into the contributor checklist.
///
/// The catalogue (``Requirement/catalogue``) is the single source of truth: checks name the
/// requirement they verify by ID, reports quote its statement and hint, and
/// `transition-conformance checklist` renders it. An ID's meaning never changes.
public struct Requirement: Sendable, Hashable, Codable, Identifiable, CustomStringConvertible {
    /// How serious a violation is.
    public enum Level: String, Sendable, Hashable, Codable, CaseIterable {
        /// UIKit misbehaves (frozen UI, corrupted hierarchy): reported as an error.
        case must
        /// Fragile or wasteful but not broken: reported as a warning.
        case should
    }

    /// The kind of object a requirement is about.
    public enum Family: String, Sendable, Hashable, Codable, CaseIterable {
        case animator = "Animators"
        case interactionController = "Interaction controllers"
        case presentationController = "Presentation controllers"
        case transitioningDelegate = "Transitioning delegates"
        case transitionContext = "Custom container contexts"
    }

    /// The stable ID, e.g. `ANIM-COMPLETE-ONCE`.
    public let id: String
    /// The kind of object it applies to.
    public let family: Family
    /// `must` (error) or `should` (warning).
    public let level: Level
    /// One sentence: what the object must do.
    public let statement: String
    /// Why UIKit needs it and what breaks otherwise.
    public let rationale: String
    /// Where the rule comes from: a rule of the UIKit contract (R1–R26), Apple documentation, or a
    /// cited real-world bug.
    public let source: String
    /// One line telling a contributor how to satisfy it; the "Hint" of a report.
    public let hint: String
    /// In which scenarios the requirement is checked, in words (e.g. "cancelled interactive
    /// transitions").
    public let appliesTo: String

    public init(
        id: String, family: Family, level: Level, statement: String, rationale: String,
        source: String, hint: String, appliesTo: String
    ) {
        self.id = id
        self.family = family
        self.level = level
        self.statement = statement
        self.rationale = rationale
        self.source = source
        self.hint = hint
        self.appliesTo = appliesTo
    }

    public var description: String { "[\(id)] \(statement)" }

    /// The requirement with the given ID, or nil.
    public static func withID(_ id: String) -> Requirement? {
        catalogue.first { $0.id == id }
    }

    /// Every requirement, animators first, in a stable order.
    public static var catalogue: [Requirement] {
        animatorRequirements + interactionRequirements + presentationControllerRequirements + transitioningDelegateRequirements
            + transitionContextRequirements
    }
}
