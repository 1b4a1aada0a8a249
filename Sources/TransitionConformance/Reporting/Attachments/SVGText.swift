import Foundation

/// Small helpers for writing SVG 1.1 by hand: escaped text, short numbers, wrapped lines.
enum SVGText {
    /// `text` with the five XML special characters escaped, for text content and attribute values.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            default:
                // XML 1.0 allows no control characters other than tab, newline and return.
                if let scalar = character.unicodeScalars.first, scalar.value < 0x20, !"\t\n\r".unicodeScalars.contains(scalar) {
                    escaped += " "
                } else {
                    escaped.append(character)
                }
            }
        }
        return escaped
    }

    /// A coordinate with at most one decimal, e.g. `12.5`, `0`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%.1f", rounded)
    }

    /// Splits `text` into lines of at most `width` characters at spaces (a longer word stays
    /// whole), keeping at most `maximumLines` lines and ending a cut text with `…`.
    static func wrap(_ text: String, width: Int, maximumLines: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        if lines.count > maximumLines {
            lines = Array(lines.prefix(maximumLines))
            lines[maximumLines - 1] += " …"
        }
        return lines
    }

    /// A `<text>` element with one `<tspan>` per line, `lineHeight` apart.
    static func lines(_ lines: [String], x: Double, y: Double, lineHeight: Double, attributes: String) -> String {
        let spans = lines.enumerated().map { index, line in
            "<tspan x=\"\(number(x))\" y=\"\(number(y + Double(index) * lineHeight))\">\(escape(line))</tspan>"
        }
        return "<text \(attributes)>\(spans.joined())</text>"
    }
}
