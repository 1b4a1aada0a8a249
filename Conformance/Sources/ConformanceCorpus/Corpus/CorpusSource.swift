import Foundation

/// The corpus's own source files, read from the checkout the corpus was built from, so that
/// `transition-conformance explain` can show a sample's code and where it is.
///
/// ## The model
///
/// The files are found next to this one (`#filePath`): a tool built from a checkout finds them,
/// a binary copied elsewhere does not, and then ``excerpts(forType:)`` and
/// ``excerpts(forDefect:ofType:)`` return nothing. Code is found by name, not by compiling: a type by its
/// declaration line (`class Name`, `struct Name`, …), a mutant's defect by the lines of its type's
/// file that test it (`defect == .name`, `!= .name`, `has(.name)`), each with the comment above it and, for an opening line, its
/// block.
public enum CorpusSource {
    /// Some lines of one corpus file.
    public struct Excerpt: Sendable, Equatable {
        /// The file, relative to the package root, e.g.
        /// `Conformance/Sources/ConformanceCorpus/Mutants/MutantAnimator.swift`.
        public let path: String
        /// The first line shown, from 1.
        public let firstLine: Int
        /// The lines shown.
        public let lines: [String]
        /// How many lines of the declaration were left out after these.
        public let omitted: Int

        /// `path:line`, then the lines numbered, then what was left out.
        public var text: String {
            var out = ["\(path):\(firstLine)"]
            let width = String(firstLine + lines.count).count
            for (offset, line) in lines.enumerated() {
                let number = String(firstLine + offset)
                out.append(String(repeating: " ", count: width - number.count) + number + "  " + line)
            }
            if omitted > 0 { out.append("… \(omitted) more lines in \(path)") }
            return out.joined(separator: "\n")
        }
    }

    /// The most lines a type's excerpt shows.
    static let maximumTypeLines = 60
    /// The most lines one block of a defect shows.
    static let maximumBlockLines = 14

    /// The package root, two levels above the corpus folder; nil when the sources are not there.
    static let packageRoot: URL? = {
        let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        let root = corpus.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return FileManager.default.fileExists(atPath: corpus.appendingPathComponent("Samples").path) ? root : nil
    }()

    /// Where samples are declared: the corpus, then the kit's reference subjects (its fakes).
    static let folders = ["Conformance/Sources/ConformanceCorpus", "Sources/TransitionConformance/Fakes"]

    /// Every Swift file of ``folders``, relative path and lines, in path order.
    static let files: [(path: String, lines: [String])] = {
        guard let root = packageRoot else { return [] }
        return folders.flatMap { folder in
            let directory = root.appendingPathComponent(folder)
            let found = FileManager.default.enumerator(atPath: directory.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
            return found.sorted().compactMap { relative -> (path: String, lines: [String])? in
                guard let text = try? String(contentsOf: directory.appendingPathComponent(relative), encoding: .utf8) else { return nil }
                return (folder + "/" + relative, text.components(separatedBy: "\n"))
            }
        }
    }()

    /// The declaration of the type named `name` (with its doc comment), at most
    /// ``maximumTypeLines`` lines; empty when no corpus file declares it.
    public static func excerpts(forType name: String) -> [Excerpt] {
        let pattern = try? NSRegularExpression(
            pattern:
                "^\\s*(?:(?:public|final|open|private|fileprivate|internal|@MainActor)\\s+)*(?:class|struct|enum|actor)\\s+\(NSRegularExpression.escapedPattern(for: name))\\b"
        )
        for file in files {
            for (index, line) in file.lines.enumerated() {
                let range = NSRange(line.startIndex..., in: line)
                guard pattern?.firstMatch(in: line, range: range) != nil else { continue }
                let start = commentStart(above: index, in: file.lines)
                let end = blockEnd(from: index, in: file.lines)
                let shown = min(end - start + 1, maximumTypeLines)
                return [Excerpt(path: file.path, firstLine: start + 1, lines: Array(file.lines[start..<(start + shown)]), omitted: end - start + 1 - shown)]
            }
        }
        return []
    }

    /// The lines that make a mutant's defect `name` what it is: each line of the file declaring
    /// `type` (the mutant's type) that tests for `.name`, with its comment and block; empty when
    /// none does.
    public static func excerpts(forDefect name: String, ofType type: String) -> [Excerpt] {
        let path = excerpts(forType: type).first?.path
        var excerpts: [Excerpt] = []
        for file in files where file.path == path {
            var covered = -1
            for (index, line) in file.lines.enumerated() where index > covered && testsDefect(line, name) {
                // The comment above it, or else the two lines before it (the `if` of an `else if`).
                let comment = commentStart(above: index, in: file.lines)
                let start = max(comment < index ? comment : index - 2, covered + 1, 0)
                let end = line.trimmingCharacters(in: .whitespaces).hasSuffix("{") ? blockEnd(from: index, in: file.lines) : index
                let shownEnd = min(end, index + maximumBlockLines)
                excerpts.append(Excerpt(path: file.path, firstLine: start + 1, lines: Array(file.lines[start...shownEnd]), omitted: end - shownEnd))
                covered = shownEnd
            }
        }
        return excerpts
    }

    /// Whether `line` tests for the defect: `== .name`, `!= .name`, `case .name` in a condition
    /// (not the enum's mapping of names to IDs, `case .name: "ID"`).
    private static func testsDefect(_ line: String, _ name: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("//") { return false }
        return ["== .\(name)", "!= .\(name)", "if case .\(name)", "has(.\(name))"].contains { mentions(line, $0) }
    }

    /// Whether `needle` occurs in `line` not followed by another identifier character.
    private static func mentions(_ line: String, _ needle: String) -> Bool {
        var search = line[...]
        while let range = search.range(of: needle) {
            let next = search[range.upperBound...].first
            if next.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
            search = search[range.upperBound...]
        }
        return false
    }

    /// The first line of the comment right above line `index` (`index` itself when there is none).
    private static func commentStart(above index: Int, in lines: [String]) -> Int {
        var start = index
        while start > 0 {
            let previous = lines[start - 1].trimmingCharacters(in: .whitespaces)
            guard previous.hasPrefix("//") || previous.hasPrefix("@") else { break }
            start -= 1
        }
        return start
    }

    /// The line that closes the block opened on or after line `index` (braces counted outside
    /// strings, roughly); the last line when it never closes.
    private static func blockEnd(from index: Int, in lines: [String]) -> Int {
        var depth = 0
        var opened = false
        for current in index..<lines.count {
            var inString = false
            // An opening line may start by closing the block before it (`} else if … {`).
            let line = current == index ? String(lines[current].drop { $0 == " " || $0 == "}" }) : lines[current]
            for character in line {
                if character == "\"" { inString.toggle() }
                guard !inString else { continue }
                if character == "{" {
                    depth += 1
                    opened = true
                } else if character == "}" {
                    depth -= 1
                }
            }
            if opened && depth <= 0 { return current }
        }
        return lines.count - 1
    }
}
