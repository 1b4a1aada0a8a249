import Foundation
import TransitionConformance

/// What the tool was asked to do.
enum Command {
    case corpus(verbose: Bool)
    case checklist(RequirementDocuments.ChecklistFormat)
    case requirements
    case explain(String)
    case list
    case bench(quick: Bool, json: Bool)
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
          checklist      the contributor checklist (--format markdown|github)
          requirements   Conformance/REQUIREMENTS.md, generated from the catalogue
          explain <ID>   one requirement: statement, rationale, source, a correct and a broken example
          list           every requirement ID with its level
          bench          the kit's speed: bare runs vs the checker, memory, scaling (--quick, --json)

        Each command takes --help.
        """

    static let helps: [String: String] = [
        "checklist": """
        USAGE: transition-conformance checklist [--format markdown|github]

        Prints the contributor checklist: one checkbox per requirement, grouped by object family, with
        the statement and how to satisfy it. `markdown` (the default) suits a CONTRIBUTING file;
        `github` is a pull-request template (.github/pull_request_template.md).
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
        satisfy it — with a correct sample that meets it and a broken one, and what the kit reports
        for the broken one. IDs: `transition-conformance list`.
        """,
        "bench": BenchCommand.help,
        "list": """
        USAGE: transition-conformance list

        Prints every requirement ID with its level (must: error, should: warning).
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
            if rest.isEmpty { return .success(.checklist(.markdown)) }
            guard rest.count == 2, rest[0] == "--format" else { return unexpected(rest, after: first) }
            guard let format = RequirementDocuments.ChecklistFormat(rawValue: rest[1]) else {
                return .failure(UsageError(message: "unknown checklist format '\(rest[1])'; use markdown or github."))
            }
            return .success(.checklist(format))
        case "requirements":
            return rest.isEmpty ? .success(.requirements) : unexpected(rest, after: first)
        case "explain":
            guard rest.count == 1 else {
                return .failure(UsageError(message: "explain takes one requirement ID, e.g. `explain ANIM-COMPLETE-ONCE`; see `transition-conformance list`."))
            }
            return .success(.explain(rest[0]))
        case "list":
            return rest.isEmpty ? .success(.list) : unexpected(rest, after: first)
        case "bench":
            let known: Set<String> = ["--quick", "--json"]
            if let other = rest.first(where: { !known.contains($0) }) { return unexpected([other], after: first) }
            return .success(.bench(quick: rest.contains("--quick"), json: rest.contains("--json")))
        default:
            return .failure(UsageError(message: "unknown command or option '\(first)'.\n\n\(usage)"))
        }
    }

    private static func unexpected(_ rest: [String], after command: String) -> Result<Command, UsageError> {
        .failure(UsageError(message: "unexpected argument '\(rest[0])' after '\(command)'; see `transition-conformance \(command) --help`."))
    }

    /// Runs the command and returns the exit status.
    @MainActor
    func run() -> Int32 {
        switch self {
        case .corpus(let verbose): return CorpusCommand.run(verbose: verbose)
        case .checklist(let format): print(RequirementDocuments.checklist(format: format), terminator: "")
        case .requirements: print(RequirementDocuments.requirementsReference(), terminator: "")
        case .explain(let id): return ExplainCommand.run(id)
        case .bench(let quick, let json): return BenchCommand.run(quick: quick, json: json)
        case .list:
            for requirement in Requirement.catalogue {
                print("\(requirement.id.padding(toLength: 38, withPad: " ", startingAt: 0)) \(requirement.level.rawValue)")
            }
        case .help(let text): print(text)
        }
        return 0
    }
}
