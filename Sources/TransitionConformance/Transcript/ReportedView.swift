#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

/// A view as a transcript holds it: its identity, and the name a report gives it — nothing a
/// rule could read the view's live state through.
///
/// A transcript is the immutable record of a finished run: what it says about a view (its frame,
/// its superview, its changes) was read into the transcript when the run ended. A rule that
/// needs to name the view asks ``name``, which is the name when the report is written (see
/// ``ViewNaming``: the app's names are given only once a check has something to report); two
/// reported views are the same view when their ``identity`` is.
///
/// The reference is strong, as a ``ViewTreeSnapshot``'s are: a transcript lives as long as its
/// run is judged (the release checks run flows of their own), and naming a view only when a
/// report needs the name keeps a passing run cheap.
@MainActor
struct ReportedView: Hashable {
    /// The view's identity, for comparing and for looking it up in a ``ViewTreeSnapshot``.
    let identity: ObjectIdentifier
    private let view: UIView

    init(_ view: UIView) {
        identity = ObjectIdentifier(view)
        self.view = view
    }

    /// The view's name in reports, as named when the report is written.
    var name: String { view.reportName }

    /// Whether this is `view`.
    func `is`(_ view: UIView) -> Bool { identity == ObjectIdentifier(view) }

    nonisolated static func == (lhs: ReportedView, rhs: ReportedView) -> Bool { lhs.identity == rhs.identity }
    nonisolated func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}
