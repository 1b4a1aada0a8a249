extension Array {
    /// `insert(_:at:)`, done as a plain `append` — at the end, the usual case — or as an `append`
    /// followed by moving the elements after `index` up by one.
    ///
    /// The standard library inserts through a generic `replaceSubrange`, a few hundred
    /// instructions even at the end and a few thousand elsewhere in a debug build; the view and
    /// layer trees insert on every move (`addSubview(_:)` appends, `insertSubview(_:at: 0)` puts
    /// a view at the back of a few others) and the clock on every piece of work it queues (most of
    /// it due after everything queued before). The arrays are short, so moving their elements one
    /// by one costs less than the generic path. Internal to HeadlessUIKit.
    mutating func insertAppending(_ element: Element, at index: Int) {
        let end = count
        if index == end {
            append(element)
            return
        }
        precondition(index >= 0 && index < end, "Array index is out of range")
        append(element)
        // An index loop: the element just appended is written over as the others move up.
        var position = end
        while position > index {
            self[position] = self[position - 1]
            position -= 1
        }
        self[index] = element
    }
}
