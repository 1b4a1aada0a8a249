import Foundation

/// Work queued on a scene's clock: ordered by due time, then by submission order.
struct WorkQueue {
    struct Item {
        let time: TimeInterval
        let sequence: UInt64
        /// What the work is, for reports of pending or runaway work: put into words only then
        /// (most work runs without ever being named, and naming costs more than queuing).
        let label: @MainActor () -> String
        let work: @MainActor () -> Void
    }

    private(set) var items: [Item] = []
    private var nextSequence: UInt64 = 0

    var isEmpty: Bool { items.count == 0 }  // Array's `count`, not the protocol's generic `isEmpty`
    var nextTime: TimeInterval? { items.count == 0 ? nil : items[0].time }

    /// Queues `work` at `time`; items due at the same time keep submission order.
    mutating func push(at time: TimeInterval, label: @escaping @MainActor () -> String, _ work: @escaping @MainActor () -> Void) {
        let item = Item(time: time, sequence: nextSequence, label: label, work: work)
        nextSequence += 1
        // Binary search for the first item due strictly later: FIFO among equal times.
        let count = items.count
        var low = 0
        var high = count
        while low < high {
            let mid = (low + high) / 2
            if items[mid].time <= time { low = mid + 1 } else { high = mid }
        }
        // Due after everything queued, the usual case: appended on the concrete array (see
        // `insertMovingUp(_:at:)`).
        if low == count {
            items.append(item)
        } else {
            items.insertMovingUp(item, at: low)
        }
    }

    /// Removes and returns the first item if it is due at or before `time`.
    mutating func popDue(notAfter time: TimeInterval) -> Item? {
        // By index, not `items.first`: that copied the item (and retained its closures) through generic code.
        guard items.count != 0, items[0].time <= time else { return nil }
        return items.remove(at: 0)  // Array's own, not the protocol's generic `removeFirst()`
    }

    /// Drops every item due at or before `time`; returns how many were dropped.
    mutating func dropDue(notAfter time: TimeInterval) -> Int {
        let count = items.prefix { $0.time <= time }.count
        items.removeFirst(count)
        return count
    }
}
