import Testing
import TransitionConformance

@Suite("Documents generated from the catalogue")
struct RequirementDocumentsTests {
    @Test("the checklist has one checkbox per requirement, in both formats", arguments: RequirementDocuments.ChecklistFormat.allCases)
    func checklistHasEveryID(_ format: RequirementDocuments.ChecklistFormat) {
        let checklist = RequirementDocuments.checklist(format: format)
        let boxes = checklist.split(separator: "\n").filter { $0.hasPrefix("- [ ] ") }
        #expect(boxes.count == Requirement.catalogue.count)
        for requirement in Requirement.catalogue {
            #expect(boxes.contains { $0.contains(requirement.id) && $0.contains(requirement.statement) }, "\(requirement.id)")
        }
        for family in Requirement.Family.allCases {
            #expect(checklist.contains(family.rawValue))
        }
    }

    @Test("the markdown checklist says how to satisfy each item")
    func checklistHints() {
        let checklist = RequirementDocuments.checklist(format: .markdown)
        for requirement in Requirement.catalogue {
            #expect(checklist.contains("  How: \(requirement.hint)."), "\(requirement.id)")
        }
    }

    @Test("the reference names each requirement's checkers and source")
    func reference() {
        let reference = RequirementDocuments.requirementsReference()
        for requirement in Requirement.catalogue {
            #expect(reference.contains("### \(requirement.id)"))
            #expect(reference.contains("- Source: \(requirement.source)"))
            #expect(!RequirementDocuments.checkers(of: requirement).isEmpty)
        }
    }
}
