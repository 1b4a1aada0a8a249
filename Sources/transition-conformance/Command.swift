import Foundation
import TransitionConformance

/// What the tool was asked to do.
enum Command {
    case corpus(verbose: Bool)
    case checklist(RequirementDocuments.ChecklistFormat, families: Set<Requirement.Family>)
    case requirements
    case explain(String)
    case list(json: Bool)
    case bench(quick: Bool, json: Bool)
    case benchSuite(repetitions: Int)
    case help(String)

    struct UsageError: Error {
        let message: String
    }

    static let usage = """
        USAGE: transition-conformance [<command>] [options]

        Runs TransitionConformance over its bundled corpus (Conformance/) and prints, per sample, the
        requirements violated and whether that is the expected verdict. Exits 0 when every verdict
        matches its expectation.

        COMMANDS:
          (none)         run the corpus; --verbose prints every violation message
          checklist      the contributor checklist (--format markdown|github, --for animator,delegate,…)
          requirements   Conformance/REQUIREMENTS.md, generated from the catalogue
          explain <ID>   one requirement: statement, rationale, source, a correct and a broken example
                         with their code and paths
          list           every requirement ID with its level (--json: every field, for tools)
          bench          the kit's speed: bare runs vs the checker, memory, scaling (--quick, --json)

        Each command takes --help.
        """

    static let helps: [String: String] = [
        "checklist": """
        USAGE: transition-conformance checklist [--format markdown|github] [--for <objects>]

        Prints the contributor checklist: one checkbox per requirement, grouped by object family, with
        the statement and how to satisfy it. `markdown` (the default) suits a CONTRIBUTING file;
        `github` is a pull-request template (.github/pull_request_template.md).

        --for lists what your project has, comma-separated, and keeps only those families:
          \(RequirementDocuments.familyNames.map(\.key).joined(separator: ", "))
        e.g. `checklist --for animator,presentation-controller`. Every family by default.
        """,
        "requirements": """
        USAGE: transition-conformance requirements

        Prints the requirement reference (ID, level, statement, rationale, source, checker) that is
        checked in as Conformance/REQUIREMENTS.md:
          swift run transition-conformance requirements > Conformance/REQUIREMENTS.md
        """,
        "explain": """
        USAGE: transition-conformance explain <ID>

        Prints one requirement — statement, level, rationale, source, where it is checked, how to
        satisfy it — with a correct sample that meets it and a broken one: their paths in
        Conformance/, their code (the declaration of the correct one; the lines that make the broken
        one broken), and what the kit reports for the broken one. IDs: `transition-conformance list`.
        """,
        "bench": BenchCommand.help,
        "list": """
        USAGE: transition-conformance list [--json]

        Prints every requirement ID with its level (must: error, should: warning). With --json, an
        array of objects with every field of each requirement (id, level, family, statement,
        rationale, source, hint, appliesTo, checkers), for tools.
        """,
    ]

    static func parse(_ arguments: [String]) -> Result<Command, UsageError> {
        guard let first = arguments.first else { return .success(.corpus(verbose: false)) }
        let rest = Array(arguments.dropFirst())
        if first == "--help" || first == "-h" || first == "help" { return .success(.help(usage)) }
        if rest.contains("--help") || rest.contains("-h") {
            guard let help = helps[first] else { return .failure(UsageError(message: "unknown command '\(first)'.\n\n\(usage)")) }
            return .success(.help(help))
        }
        switch first {
        case "--verbose", "-v":
            return rest.isEmpty ? .success(.corpus(verbose: true)) : unexpected(rest, after: first)
        case "checklist":
            return parseChecklist(rest)
        case "requirements":
            return rest.isEmpty ? .success(.requirements) : unexpected(rest, after: first)
        case "explain":
            guard rest.count == 1 else {
                return .failure(UsageError(message: "explain takes one requirement ID, e.g. `explain ANIM-COMPLETE-ONCE`; see `transition-conformance list`."))
            }
            return .success(.explain(rest[0]))
        case "list":
            if rest.isEmpty { return .success(.list(json: false)) }
            return rest == ["--json"] ? .success(.list(json: true)) : unexpected(rest, after: first)
        case "bench":
            if rest.first == "--suite" {
                guard rest.count <= 2, let repetitions = rest.count == 2 ? Int(rest[1]) : 21, repetitions > 0 else {
                    return unexpected(Array(rest.dropFirst()), after: "--suite")
                }
                return .success(.benchSuite(repetitions: repetitions))
            }
            let known: Set<String> = ["--quick", "--json"]
            if let other = rest.first(where: { !known.contains($0) }) { return unexpected([other], after: first) }
            return .success(.bench(quick: rest.contains("--quick"), json: rest.contains("--json")))
        default:
            return .failure(UsageError(message: "unknown command or option '\(first)'.\n\n\(usage)"))
        }
    }

    /// `checklist [--format markdown|github] [--for a,b]`, options in any order, each at most once.
    private static func parseChecklist(_ rest: [String]) -> Result<Command, UsageError> {
        var format: RequirementDocuments.ChecklistFormat?
        var families: Set<Requirement.Family>?
        var index = 0
        while index < rest.count {
            let option = rest[index]
            guard option == "--format" || option == "--for" else { return unexpected([option], after: "checklist") }
            guard index + 1 < rest.count else {
                return .failure(UsageError(message: "\(option) needs a value; see `transition-conformance checklist --help`."))
            }
            let value = rest[index + 1]
            if option == "--format" {
                guard format == nil else { return .failure(UsageError(message: "--format given twice.")) }
                guard let parsed = RequirementDocuments.ChecklistFormat(rawValue: value) else {
                    return .failure(UsageError(message: "unknown checklist format '\(value)'; use markdown or github."))
                }
                format = parsed
            } else {
                guard families == nil else { return .failure(UsageError(message: "--for given twice; list every object once, comma-separated.")) }
                var chosen: Set<Requirement.Family> = []
                for name in value.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }) where !name.isEmpty {
                    guard let family = RequirementDocuments.family(named: name) else {
                        let names = RequirementDocuments.familyNames.map(\.key).joined(separator: ", ")
                        return .failure(UsageError(message: "unknown object '\(name)' in --for; use \(names)."))
                    }
                    chosen.insert(family)
                }
                guard !chosen.isEmpty else { return .failure(UsageError(message: "--for names no object; e.g. --for animator,delegate.")) }
                families = chosen
            }
            index += 2
        }
        return .success(.checklist(format ?? .markdown, families: families ?? Set(Requirement.Family.allCases)))
    }

    private static func unexpected(_ rest: [String], after command: String) -> Result<Command, UsageError> {
        .failure(UsageError(message: "unexpected argument '\(rest[0])' after '\(command)'; see `transition-conformance \(command) --help`."))
    }

    /// Runs the command and returns the exit status.
    @MainActor
    func run() -> Int32 {
        switch self {
        case .corpus(let verbose): return CorpusCommand.run(verbose: verbose)
        case .checklist(let format, let families): print(RequirementDocuments.checklist(format: format, families: families), terminator: "")
        case .requirements: print(RequirementDocuments.requirementsReference(), terminator: "")
        case .explain(let id): return ExplainCommand.run(id)
        case .bench(let quick, let json): return BenchCommand.run(quick: quick, json: json)
        case .benchSuite(let repetitions): return BenchCommand.runSuite(repetitions: repetitions)
        case .list(json: true): print(RequirementDocuments.catalogueJSON(), terminator: "")
        case .list(json: false):
            for requirement in Requirement.catalogue {
                print("\(requirement.id.padding(toLength: 38, withPad: " ", startingAt: 0)) \(requirement.level.rawValue)")
            }
        case .help(let text): print(text)
        }
        return 0
    }
}
