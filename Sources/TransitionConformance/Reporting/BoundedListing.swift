extension Array where Element == String {
    /// The items joined with `separator`, at most `limit` of them, then "… and N more": what a check
    /// observed about every view stays readable, and its cost bounded, however many views there are.
    ///
    /// ```swift
    /// ["a left in b", "c left in b"].joinedBounded()  // "a left in b; c left in b"
    /// ```
    func joinedBounded(separator: String = "; ", limit: Int = 20) -> String {
        guard count > limit else { return joined(separator: separator) }
        return prefix(limit).joined(separator: separator) + "\(separator)… and \(count - limit) more"
    }
}
