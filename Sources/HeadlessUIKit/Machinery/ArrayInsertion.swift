extension Array {
    /// `insert(_:at:)`, with the usual case — at the end — done as a plain `append`.
    ///
    /// The standard library inserts through a generic `replaceSubrange`, a few hundred
    /// instructions even at the end; the view and layer trees insert on every move
    /// (`addSubview(_:)` appends) and the clock on every piece of work it queues (most of it due
    /// after everything queued before). Internal to HeadlessUIKit.
    mutating func insertAppending(_ element: Element, at index: Int) {
        if index == count {
            append(element)
        } else {
            insert(element, at: index)
        }
    }
}
