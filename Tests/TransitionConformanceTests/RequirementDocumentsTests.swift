import Foundation
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

    @Test(
        "a checklist for an animator and a presentation controller has only their boxes, in both formats",
        arguments: RequirementDocuments.ChecklistFormat.allCases)
    func checklistForSomeFamilies(_ format: RequirementDocuments.ChecklistFormat) throws {
        let families = try ["animator", "presentation-controller"].map { try #require(RequirementDocuments.family(named: $0)) }
        let checklist = RequirementDocuments.checklist(format: format, families: Set(families))
        let boxes = checklist.split(separator: "\n").filter { $0.hasPrefix("- [ ] ") }
        let expected = Requirement.catalogue.filter { families.contains($0.family) }
        #expect(boxes.count == expected.count)
        #expect(boxes.count < Requirement.catalogue.count)
        #expect(!checklist.contains(Requirement.Family.transitionContext.rawValue))
        #expect(checklist.contains(Requirement.Family.presentationController.rawValue))
        for requirement in Requirement.catalogue {
            #expect(boxes.contains { $0.contains(requirement.id) } == families.contains(requirement.family), "\(requirement.id)")
        }
    }

    @Test("every family has a command-line name, and an unknown name none")
    func familyNames() {
        #expect(Set(RequirementDocuments.familyNames.map(\.value)) == Set(Requirement.Family.allCases))
        #expect(RequirementDocuments.family(named: "delegate") == .transitioningDelegate)
        #expect(RequirementDocuments.family(named: "container") == .transitionContext)
        #expect(RequirementDocuments.family(named: "animators") == nil)
    }

    @Test("list --json holds every requirement with every field, in catalogue order")
    func catalogueJSON() throws {
        let data = Data(RequirementDocuments.catalogueJSON().utf8)
        let entries = try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        #expect(entries.compactMap { $0["id"] as? String } == Requirement.catalogue.map(\.id))
        let first = try #require(entries.first)
        #expect(Set(first.keys) == ["id", "level", "family", "statement", "rationale", "source", "hint", "appliesTo", "checkers"])
        #expect(first["level"] as? String == Requirement.catalogue[0].level.rawValue)
        #expect((first["checkers"] as? [String])?.contains("checkAnimator") == true)
    }
}
