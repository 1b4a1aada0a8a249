extension Array {
    /// `insert(_:at:)` before the end: an `append` followed by moving the elements from `index`
    /// up by one. At the end, callers `append` on their concrete array themselves: through this
    /// generic function an append costs about twice as much in a debug build.
    ///
    /// The standard library inserts through a generic `replaceSubrange`, a few thousand
    /// instructions in a debug build; the view and layer trees insert on moves
    /// (`insertSubview(_:at: 0)` puts a view at the back of a few others) and the clock on work
    /// queued before other work. The arrays are short, so moving their elements one by one costs
    /// less than the generic path. Internal to HeadlessUIKit.
    mutating func insertMovingUp(_ element: Element, at index: Int) {
        let end = count
        precondition(index >= 0 && index < end, "Array index is out of range (insertMovingUp(_:at:) inserts before the end)")
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
