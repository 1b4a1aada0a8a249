import Foundation
import TransitionConformance
import XCTest

@testable import ConformanceCorpus
@testable import TransitionConformanceXCTest

/// Under XCTest on Linux (no `XCTAttachment`), the adapter writes the report of a check that
/// found something to the folder `TRANSITION_CONFORMANCE_ATTACHMENTS` names.
final class AttachReportTests: XCTestCase {
    @MainActor func testAFailingReportIsWrittenToTheAttachmentsFolderAsJSON() async throws {
        #if canImport(Darwin)
        throw XCTSkip("Apple platforms attach an XCTAttachment instead")
        #else
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tc-attachments-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let report = verifyAnimator(features: Defect.leavesSnapshotBehind.features) { _ in Defect.leavesSnapshotBehind.makeAnimator() }
        attachReport(report, folder: folder)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        XCTAssertEqual(files.count, 1)
        let name = try XCTUnwrap(files.first)
        XCTAssertTrue(name.hasPrefix("report-") && name.hasSuffix(".json"), name)
        let data = try XCTUnwrap(FileManager.default.contents(atPath: folder + "/" + name))
        let decoded = try JSONDecoder().decode(ConformanceReport.self, from: data)
        XCTAssertEqual(decoded.violatedIDs, report.violatedIDs)
        #endif
    }

    @MainActor func testAPassingReportWritesNothing() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tc-attachments-\(UUID().uuidString)").path
        attachReport(verifyAnimator { _ in MinimalAnimator() }, folder: folder)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder))
    }
}
