import Foundation
import Testing
import TransitionConformance
import XCTest

/// The one funnel through which the adapter reports: `XCTFail` at the caller's file and line for
/// each configuration error, each violated `must` requirement (and each `should` one under
/// ``ShouldViolationPolicy/fail``); a printed warning for each violated `should` requirement under
/// ``ShouldViolationPolicy/print``, for the count of violations the cap did not keep, and for each
/// UIKit misuse no requirement judged (`misuseNotJudged`). One failure per requirement (and
/// object, in ensemble checks), not per scenario: ``ConformanceReport/violationGroups``.
///
/// The messages are those of the Swift Testing funnel behind `check…`: the simplest failing
/// scenario's four lines and a line naming the other scenarios, configuration errors prefixed
/// with "Kit misuse: ".
///
/// Called from inside a Swift Testing test (`Test.current != nil`), where an `XCTFail` is not seen
/// by the test (on Linux it is dropped: the report said FAILED and the test passed), each failure
/// is recorded with `Issue.record` at the same file and line instead.
@MainActor
func reportFailures(_ report: ConformanceReport, shouldViolations: ShouldViolationPolicy, file: StaticString, line: UInt) {
    let fail: (String) -> Void
    if Test.current != nil {
        let location = swiftTestingLocation(file: file, line: line)
        fail = { Issue.record(Comment(rawValue: $0), sourceLocation: location) }
    } else {
        fail = { XCTFail($0, file: file, line: line) }
    }
    for error in report.configurationErrors {
        fail("Kit misuse: \(error)")
    }
    // Warnings go out in one print, so that checks running in parallel do not interleave them.
    var warnings: [String] = []
    for group in report.violationGroups {
        if group.requirement.level == .must || shouldViolations == .fail {
            fail(group.message)
        } else {
            warnings.append("\(file):\(line): warning: \(group.message)")
        }
    }
    if report.truncatedViolationCount > 0 {
        // Not a requirement of its own (each violated one has its failure above): printed.
        warnings.append(
            "\(file):\(line): warning: \(report.truncatedViolationCount) more violations of the requirements above were found and not kept (cap \(ConformanceReport.maximumViolations) examples; every violated requirement is reported)."
        )
    }
    // Misuse no requirement of the checker judges: printed warnings, as `check…` records them.
    warnings += report.misuseNotJudged.map { "\(file):\(line): warning: \($0.description)" }
    if !warnings.isEmpty { print(warnings.joined(separator: "\n")) }
    attachReport(report)
}

/// The caller's `#filePath` and `#line` as a Swift Testing location: the module is the folder the
/// file is in (`Tests/MyTransitionsTests/FadeTests.swift` → `MyTransitionsTests/FadeTests.swift`).
private func swiftTestingLocation(file: StaticString, line: UInt) -> SourceLocation {
    let path = "\(file)"
    let parts = path.split(separator: "/")
    let fileID = parts.count >= 2 ? "\(parts[parts.count - 2])/\(parts[parts.count - 1])" : "TransitionConformanceXCTest/\(path)"
    return SourceLocation(fileID: fileID, filePath: path, line: max(Int(line), 1), column: 1)
}

/// The environment variable naming a folder where, under XCTest on a platform without
/// `XCTAttachment` (Linux), the adapter writes the report of each check that found something.
let attachmentsFolderVariable = "TRANSITION_CONFORMANCE_ATTACHMENTS"

/// Attaches the report of a check that found something (JSON, a short name unique per test): with
/// `Attachment.record` inside a Swift Testing test; as an `XCTAttachment` kept always under
/// XCTest on Apple platforms; elsewhere written to the folder `TRANSITION_CONFORMANCE_ATTACHMENTS`
/// names, when set, with its path printed.
@MainActor
func attachReport(_ report: ConformanceReport, folder: String? = ProcessInfo.processInfo.environment[attachmentsFolderVariable]) {
    guard !report.violations.isEmpty else { return }
    let attachment = FailureAttachments.forReport(report)
    if Test.current != nil {
        Attachment.record(attachment.contents, named: attachment.name)
        return
    }
    #if canImport(Darwin)
    let xctAttachment = XCTAttachment(string: attachment.contents)
    xctAttachment.name = attachment.name
    xctAttachment.lifetime = .keepAlways
    XCTContext.runActivity(named: "TransitionConformance report: \(report.subject)") { $0.add(xctAttachment) }
    #else
    guard let folder else { return }
    let url = URL(fileURLWithPath: folder).appendingPathComponent(attachment.name)
    do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(attachment.contents.utf8).write(to: url)
        print("TransitionConformance: attached \(url.path)")
    } catch {
        print("TransitionConformance: could not write the report to \(url.path): \(error)")
    }
    #endif
}
