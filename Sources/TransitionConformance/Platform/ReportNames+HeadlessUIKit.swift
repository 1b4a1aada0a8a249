#if !canImport(UIKit) && !UIKIT_TYPECHECK
import HeadlessUIKit

/// A change to a view the kit saw: on HeadlessUIKit, every change, from the view's mutation record
/// (`UIView.headlessMutations`).
public typealias RecordedChange = ViewMutation

/// A property value as reports print it, e.g. `(0.0, 0.0, 390.0×844.0)`.
public typealias ReportValue = HeadlessValue

/// A view's recorded changes as they were at one moment (``UIView/recordedChangeLog``), for a
/// record that reads them only if a check asks: on HeadlessUIKit, the view's mutation record then
/// (a copy of the array, which shares its storage), its equal-value writes left out only when
/// ``changes`` is read — what ``UIView/recordedChanges`` gave at that moment.
struct RecordedChangeLog {
    fileprivate let records: [RecordedChange]

    /// The changes, as ``UIView/recordedChanges`` gave them when the log was taken.
    @MainActor
    var changes: [RecordedChange] { UIView.droppingEqualWrites(records[...]).map(Array.init) ?? records }
}

extension UIView {
    /// The name reports give the view: the name the kit gave it, else its
    /// `accessibilityIdentifier`, else its type.
    var reportName: String { headlessDisplayName }

    /// Names a view the kit made, for reports.
    func nameForReports(_ name: String) {
        headlessName = name
    }

    /// Names an app's view for reports when it has no name yet (no kit name, no
    /// `accessibilityIdentifier`): on HeadlessUIKit a name only reports see. Returns whether it did.
    @discardableResult
    func nameForReportsIfUnnamed(_ name: @autoclosure () -> String) -> Bool {
        guard headlessName == nil, accessibilityIdentifier == nil else { return false }
        headlessName = name()
        return true
    }

    /// The view this one is a snapshot of (`snapshotView(afterScreenUpdates:)`), when known.
    var snapshotSourceForReports: UIView? { headlessSnapshotSource }

    /// The changes recorded since the last ``clearRecordedChanges()``: on HeadlessUIKit, every
    /// write that changed a value, when it happened and whether it was animated. A write of the
    /// value a property already had ("cornerRadius 16 → 16") is no change and is left out, as the
    /// UIKit side's sampler never sees one; a NaN is never equal to anything, so a write of NaN stays.
    var recordedChanges: [RecordedChange] {
        let all = headlessMutations
        return Self.droppingEqualWrites(all[...]).map(Array.init) ?? all
    }

    /// The changes recorded so far, kept to be read later (``RecordedChangeLog``): the record
    /// as it is, equal-value writes left out only when read.
    var recordedChangeLog: RecordedChangeLog { RecordedChangeLog(records: headlessMutations) }

    /// How many records there are so far, equal-value writes included, to pass to
    /// ``recordedChanges(after:)`` later: cheaper than counting ``recordedChanges``.
    var recordedChangeCount: Int { headlessMutations.count }

    /// The changes recorded after the first `count` records (a ``recordedChangeCount`` read
    /// earlier), equal-value writes left out as in ``recordedChanges``.
    func recordedChanges(after count: Int) -> ArraySlice<RecordedChange> {
        let all = headlessMutations
        guard count < all.count else { return [] }
        let tail = all[max(count, 0)...]
        return Self.droppingEqualWrites(tail) ?? tail
    }

    /// `records` without the writes of a value equal to the old one, or nil when there are none:
    /// most records hold none, and the caller then hands them back as they are, without a copy.
    /// (Loops, not closures: a closure here paid an isolation check per change.)
    fileprivate static func droppingEqualWrites(_ records: ArraySlice<RecordedChange>) -> ArraySlice<RecordedChange>? {
        var firstEqual: Int?
        var index = records.startIndex  // index loops: `for in` makes a generic iterator, costly in a debug build
        while index < records.endIndex {
            let record = records[index]  // read once: each subscript copies the record
            if record.oldValue == record.newValue {
                firstEqual = index
                break
            }
            index += 1
        }
        guard let firstEqual else { return nil }
        var changes = Array(records[..<firstEqual])
        index = firstEqual + 1
        while index < records.endIndex {
            let record = records[index]
            if record.oldValue != record.newValue { changes.append(record) }
            index += 1
        }
        return changes[...]
    }

    /// Forgets the recorded changes.
    func clearRecordedChanges() {
        headlessClearMutations()
    }
}
#endif
