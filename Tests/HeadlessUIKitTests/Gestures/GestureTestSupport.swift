import Testing
@testable import HeadlessUIKit

/// The states a recognizer's handler saw, in order, with a value read in each call.
@MainActor
final class HandlerLog<Value> {
    private(set) var states: [UIGestureRecognizer.State] = []
    private(set) var values: [Value] = []

    func record(_ state: UIGestureRecognizer.State, _ value: Value) {
        states.append(state)
        values.append(value)
    }
}
