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
        #expect(
            checkedIn == RequirementDocuments.requirementsReference(),
            "Conformance/REQUIREMENTS.md is out of date: run `swift run transition-conformance requirements > Conformance/REQUIREMENTS.md` and commit it.")
    }
}

@Suite("CONTRIBUTING.md")
struct ContributingChecklistTests {
    @Test("embeds the contributor checklist as generated today")
    func checklistUpToDate() throws {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("CONTRIBUTING.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        let begin = try #require(text.range(of: "<!-- checklist:begin -->\n"))
        let end = try #require(text.range(of: "<!-- checklist:end -->"))
        #expect(
            String(text[begin.upperBound..<end.lowerBound]) == RequirementDocuments.checklist(format: .markdown),
            "CONTRIBUTING.md's checklist is out of date: replace the text between the checklist markers with `swift run transition-conformance checklist`.")
    }
}
