import Foundation

/// What a visual-format string could not be made of, with the offset UIKit's message points at.
struct VisualFormatError: Error {
    let message: String
    let position: Int
}

/// The parser of ``NSLayoutConstraint/constraints(withVisualFormat:options:metrics:views:)``:
/// Apple's grammar, read left to right, each constraint made as the format is read.
@MainActor
struct VisualFormatParser {
    /// One predicate: `relation object @priority`.
    struct Predicate {
        var relation: NSLayoutConstraint.Relation = .equal
        var constant: CGFloat = 0
        var view: UIView?
        var priority: UILayoutPriority = .required
    }

    /// What stands at one end of a connection: the superview edge or a view.
    enum End {
        case superview
        case view(UIView)
    }

    static let standardSpacing: CGFloat = 8
    static let standardSuperviewSpacing: CGFloat = 20

    let characters: [Character]
    let options: NSLayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]
    var index = 0
    var made: [NSLayoutConstraint] = []

    init(format: String, options: NSLayoutConstraint.FormatOptions, metrics: [String: Any], views: [String: Any]) {
        characters = Array(format.filter { !$0.isWhitespace })
        self.options = options
        self.metrics = metrics
        self.views = views
    }

    private var peek: Character? { index < characters.count ? characters[index] : nil }

    private func failure(_ message: String) -> VisualFormatError { VisualFormatError(message: message, position: index) }

    private mutating func expect(_ character: Character) throws {
        guard peek == character else { throw failure("Expected '\(character)'.") }
        index += 1
    }

    // MARK: The format

    mutating func parse() throws -> [NSLayoutConstraint] {
        var vertical = false
        if characters.count >= 2, characters[1] == ":" {
            guard characters[0] == "H" || characters[0] == "V" else { throw failure("Expected an orientation, H: or V:.") }
            vertical = characters[0] == "V"
            index = 2
        }
        let axis = Axis(vertical: vertical, options: options)
        var previous: End?
        var pending: [Predicate]?  // the connection read since the previous end; nil for none yet
        var arranged: [UIView] = []
        if peek == "|" {
            index += 1
            previous = .superview
            pending = try connection(standard: Self.standardSuperviewSpacing)
        }
        repeat {
            try expect("[")
            let view = try viewName()
            if peek == "(" {
                for predicate in try predicateList(allowsViews: true) {
                    made.append(
                        make(view, axis.length, predicate.relation, predicate.view, predicate.view == nil ? .notAnAttribute : axis.length, predicate))
                }
            }
            try expect("]")
            if let previous { try connect(previous, to: .view(view), pending ?? [], axis: axis) }
            arranged.append(view)
            previous = .view(view)
            pending = nil
            guard peek != nil else { break }
            let standard = index + 1 < characters.count && characters[index + 1] == "|" ? Self.standardSuperviewSpacing : Self.standardSpacing
            pending = try connection(standard: standard)
            if peek == "|" {
                index += 1
                try connect(.view(view), to: .superview, pending ?? [], axis: axis)
                guard peek == nil else { throw failure("Nothing may follow the closing '|'.") }
                break
            }
        } while true
        try alignAll(arranged, vertical: vertical)
        return made
    }

    /// The predicates of a connection: none (`[a][b]`: 0), `-` (`standard`), `-c-` or `-(…)-`.
    private mutating func connection(standard: CGFloat) throws -> [Predicate] {
        guard peek == "-" else { return [Predicate()] }
        index += 1
        if peek == "[" || peek == "|" { return [Predicate(constant: standard)] }
        guard peek != nil else { throw failure("Expected a view or '|' after '-'.") }
        let predicates: [Predicate]
        if peek == "(" {
            predicates = try predicateList(allowsViews: false)
        } else {
            predicates = [Predicate(constant: try constant())]
        }
        try expect("-")
        return predicates
    }

    /// `(predicate, predicate, …)`.
    private mutating func predicateList(allowsViews: Bool) throws -> [Predicate] {
        try expect("(")
        var predicates: [Predicate] = []
        repeat {
            var predicate = Predicate()
            let symbol = String(characters[index..<min(index + 2, characters.count)])
            let relations: [String: NSLayoutConstraint.Relation] = ["==": .equal, "<=": .lessThanOrEqual, ">=": .greaterThanOrEqual]
            if let relation = relations[symbol] {
                predicate.relation = relation
                index += 2
            }
            if allowsViews, let first = peek, first.isLetter || first == "_", views[peekIdentifier()] != nil {
                let view = try viewName()
                predicate.view = view
            } else {
                predicate.constant = try constant()
            }
            if peek == "@" {
                index += 1
                let value = try constant()
                guard value >= 1, value <= 1000 else { throw failure("A priority must be greater than 0 and at most 1000.") }
                predicate.priority = UILayoutPriority(Float(value))
            }
            predicates.append(predicate)
            guard peek == "," else { break }
            index += 1
        } while true
        try expect(")")
        return predicates
    }

    /// A number or a metric's name.
    private mutating func constant() throws -> CGFloat {
        let start = index
        if peek == "-" || peek == "+" { index += 1 }
        if let first = peek, first.isNumber || first == "." {
            while let next = peek, next.isNumber || next == "." { index += 1 }
            guard let value = Double(String(characters[start..<index])) else { throw failure("Expected a number.") }
            return CGFloat(value)
        }
        index = start
        let name = identifier()
        guard !name.isEmpty else { throw failure("Expected a number or a metric name.") }
        guard let metric = metrics[name] else {
            index = start
            throw failure("\(name) is not a key in the metrics dictionary.")
        }
        if let number = metric as? CGFloat { return number }
        if let number = metric as? Double { return CGFloat(number) }
        if let number = metric as? Int { return CGFloat(number) }
        if let number = metric as? Float { return CGFloat(number) }
        if let number = metric as? NSNumber { return CGFloat(number.doubleValue) }
        throw failure("The metric \(name) is not a number.")
    }

    /// A view's name, looked up in `views`.
    private mutating func viewName() throws -> UIView {
        let start = index
        let name = identifier()
        guard !name.isEmpty else { throw failure("Expected a view name.") }
        guard let view = views[name] as? UIView else {
            index = start
            throw failure("\(name) is not a key in the views dictionary.")
        }
        return view
    }

    /// The name at the current position, without moving past it.
    private func peekIdentifier() -> String {
        var end = index
        while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
        return String(characters[index..<end])
    }

    private mutating func identifier() -> String {
        let start = index
        while let next = peek, next.isLetter || next.isNumber || next == "_" { index += 1 }
        return String(characters[start..<index])
    }
}
