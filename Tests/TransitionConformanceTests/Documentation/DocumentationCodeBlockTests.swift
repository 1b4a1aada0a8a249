import Foundation
import Testing

/// Every Swift code block of the README and of TransitionConformance's and
/// TransitionConformanceXCTest's articles is compiled by a test: each of its lines appears in the
/// package's test sources (spaces and line breaks aside), so a block that drifts from the code the
/// tests compile and run fails here. Lines with an elision (`…`) and comments are not compared;
/// manifest fragments (`.package(…)`, `.target(…)`, `.testTarget(…)`) belong in a Package.swift,
/// not a test, and are left out.
@Suite("The documentation's code blocks are compiled by the tests")
struct DocumentationCodeBlockTests {
    /// Every Swift file under Tests/, whitespace removed, in one string.
    static let testSources: String = {
        let tests = DocumentationFiles.root.appendingPathComponent("Tests")
        let files =
            FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return files.compactMap { try? String(contentsOf: $0, encoding: .utf8) }.map(withoutWhitespace).joined()
    }()

    static func withoutWhitespace(_ text: String) -> String {
        String(text.unicodeScalars.filter { !CharacterSet.whitespacesAndNewlines.contains($0) }.map(Character.init))
    }

    /// The code of a line: without its trailing `// …` comment; nil for a comment line, a blank
    /// line or a line with an elision.
    static func code(of line: String) -> String? {
        var code = line
        if let comment = code.range(of: " // ") ?? code.range(of: "  //") { code = String(code[..<comment.lowerBound]) }
        let trimmed = code.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed.hasPrefix("//") || trimmed.contains("…") { return nil }
        return withoutWhitespace(trimmed)
    }

    static let manifestFragments = [".package(", ".target(", ".testTarget("]

    @Test("each Swift line of each document is in the test sources", arguments: DocumentationFiles.documents)
    func linesAreCompiled(document: String) {
        let blocks = DocumentationFiles.codeBlocks(in: DocumentationFiles.text(document)).filter { $0.language == "swift" }
        for block in blocks {
            let first = block.lines.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?.trimmingCharacters(in: .whitespaces) ?? ""
            if Self.manifestFragments.contains(where: first.hasPrefix) { continue }
            for line in block.lines {
                guard let code = Self.code(of: line) else { continue }
                let compiled = Self.testSources.contains(code)
                #expect(compiled, "\(document): no test compiles the line\n\(line)")
            }
        }
    }

    @Test("the documents are found")
    func documentsAreFound() {
        #expect(DocumentationFiles.documents.count > 10)
        #expect(DocumentationFiles.readme.hasPrefix("# TransitionConformance"))
    }
}
