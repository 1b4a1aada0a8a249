#if !canImport(UIKit) && !UIKIT_TYPECHECK
import HeadlessUIKit

/// A change to a view the kit saw: on HeadlessUIKit, every change, from the view's mutation record
/// (`UIView.headlessMutations`).
public typealias RecordedChange = ViewMutation

/// A property value as reports print it, e.g. `(0.0, 0.0, 390.0×844.0)`.
public typealias ReportValue = HeadlessValue

extension UIView {
    /// The name reports give the view: the name the kit gave it, else its
    /// `accessibilityIdentifier`, else its type.
    var reportName: String { headlessDisplayName }

    /// Names a view the kit made, for reports.
    func nameForReports(_ name: String) {
        headlessName = name
    }

    /// The changes recorded since the last ``clearRecordedChanges()``: on HeadlessUIKit, every
    /// change, when it happened and whether it was animated.
    var recordedChanges: [RecordedChange] { headlessMutations }

    /// Forgets the recorded changes.
    func clearRecordedChanges() {
        headlessClearMutations()
    }
}
#endif
