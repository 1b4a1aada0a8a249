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
/// The reference is weak: a transcript does not keep an app's view alive (the release checks
/// look at what else does). A view freed since keeps the name it had when the run ended.
@MainActor
struct ReportedView: Hashable {
    /// The view's identity, for comparing and for looking it up in a ``ViewTreeSnapshot``.
    let identity: ObjectIdentifier
    private let view: Weak<UIView>
    private let nameWhenRecorded: String

    init(_ view: UIView) {
        identity = ObjectIdentifier(view)
        self.view = Weak(view)
        nameWhenRecorded = view.reportName
    }

    /// The view's name in reports, as named when the report is written.
    var name: String { view.object?.reportName ?? nameWhenRecorded }

    /// Whether this is `view`.
    func `is`(_ view: UIView) -> Bool { identity == ObjectIdentifier(view) }

    nonisolated static func == (lhs: ReportedView, rhs: ReportedView) -> Bool { lhs.identity == rhs.identity }
    nonisolated func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}
