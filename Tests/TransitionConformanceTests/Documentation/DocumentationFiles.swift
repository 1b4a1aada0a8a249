import Foundation

/// The package's user documentation, read from the source tree: the README and the articles of
/// TransitionConformance's and TransitionConformanceXCTest's DocC catalogs.
enum DocumentationFiles {
    /// The package's root: the folder that holds Package.swift.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The text of a file, by its path from the package's root ("" when it cannot be read).
    static func text(_ path: String) -> String {
        (try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)) ?? ""
    }

    /// README.md.
    static var readme: String { text("README.md") }

    /// An article of TransitionConformance.docc, by its file name without `.md`.
    static func article(_ name: String) -> String {
        text("Sources/TransitionConformance/TransitionConformance.docc/\(name).md")
    }

    /// The documents whose code blocks the tests compile: the README and every article of the two
    /// catalogs, as paths from the package's root. HeadlessUIKit's catalog has its own tests.
    static var documents: [String] {
        let catalogs = ["Sources/TransitionConformance/TransitionConformance.docc", "Sources/TransitionConformanceXCTest/TransitionConformanceXCTest.docc"]
        let articles = catalogs.flatMap { catalog in
            ((try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path)) ?? [])
                .filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
        }
        return ["README.md"] + articles
    }

    /// The fenced code blocks of a Markdown text, with their language ("" for none).
    static func codeBlocks(in text: String) -> [(language: String, lines: [String])] {
        var blocks: [(language: String, lines: [String])] = []
        var current: (language: String, lines: [String])?
        for line in text.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                if let block = current {
                    blocks.append(block)
                    current = nil
                } else {
                    current = (String(trimmed.dropFirst(3)), [])
                }
            } else if current != nil {
                current?.lines.append(line)
            }
        }
        return blocks
    }
}
