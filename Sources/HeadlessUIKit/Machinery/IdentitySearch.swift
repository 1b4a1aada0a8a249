/// Searches by identity (`===`) over arrays of objects, written as plain loops.
///
/// The view and layer trees search their children by identity on every move, and layers their
/// animations on every end. A closure written in a main-actor context (`firstIndex { $0 === x }`)
/// and handed to the standard library is checked for its isolation each time it is called, in
/// Swift 6 mode; these loops take no closure, so they cost a comparison per element and nothing
/// more. Internal to HeadlessUIKit.
///
/// ```swift
/// if let index = storedSubviews.firstIndex(ofIdentical: view) { storedSubviews.remove(at: index) }
/// ```
extension Array where Element: AnyObject {
    /// The index of the first element that is `object`, or nil.
    func firstIndex(ofIdentical object: AnyObject?) -> Int? {
        guard let object else { return nil }
        // By index: `for in` makes a generic iterator, whose cost in a debug build is many times
        // that of the comparisons in a short array.
        var index = 0
        while index < count {
            if self[index] === object { return index }
            index += 1
        }
        return nil
    }

    /// Whether some element is `object`.
    func containsIdentical(_ object: AnyObject?) -> Bool {
        firstIndex(ofIdentical: object) != nil
    }

    /// Removes the one element that is `object`, keeping the others in order, for arrays that
    /// hold each object at most once (subviews, sublayers, children).
    ///
    /// Searches from both ends at once: taking thousands of views out of a superview first to
    /// last, or last to first, costs a step each, not a walk over the rest.
    mutating func removeOnly(identicalTo object: AnyObject) {
        var (low, high) = (0, count - 1)
        while low <= high {
            if self[low] === object {
                remove(at: low)
                return
            }
            if self[high] === object {
                remove(at: high)
                return
            }
            low += 1
            high -= 1
        }
    }

    /// Removes every element that is `object`, keeping the others in order.
    mutating func removeAll(identicalTo object: AnyObject) {
        guard var index = firstIndex(ofIdentical: object) else { return }
        remove(at: index)
        while index < count {
            if self[index] === object { remove(at: index) } else { index += 1 }
        }
    }
}

extension ArraySlice where Element: AnyObject {
    /// Whether some element is `object`.
    func containsIdentical(_ object: AnyObject?) -> Bool {
        guard let object else { return false }
        var index = startIndex  // by index, as `firstIndex(ofIdentical:)`
        while index < endIndex {
            if self[index] === object { return true }
            index += 1
        }
        return false
    }
}
