import Foundation
import Testing
import TransitionConformance

@Suite("Conformance/REQUIREMENTS.md")
struct RequirementsDocumentTests {
    @Test("is the catalogue as generated today")
    func upToDate() throws {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("REQUIREMENTS.md")
        let checkedIn = try String(contentsOf: url, encoding: .utf8)
        #expect(checkedIn == RequirementDocuments.requirementsReference(),
                "Conformance/REQUIREMENTS.md is out of date: run `swift run transition-conformance requirements > Conformance/REQUIREMENTS.md` and commit it.")
    }
}
