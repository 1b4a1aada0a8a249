import Foundation

/// A headless model of `UIControl`: a view with a state (enabled, selected, highlighted) that
/// runs actions for events.
///
/// ## The model
///
/// Actions are ``UIAction`` closures registered for events with ``addAction(_:for:)``, the API
/// UIKit has had since iOS 14. Nothing delivers touches headlessly, so a test "taps" a control
/// by sending the event itself: `button.sendActions(for: .touchUpInside)` runs, at once and in
/// the order they were added, the actions registered for any of the given events — each action
/// once. As in UIKit, a control keeps one action per identifier and event: adding an action
/// whose identifier is already registered for an event replaces it for that event. Sending
/// works whatever the control's state, as UIKit's programmatic `sendActions(for:)` does.
///
/// ## What it does not model
///
/// **Target–action.** `addTarget(_:action:for:)` takes a `#selector`, which needs the
/// Objective-C runtime that Linux does not have, so it is not provided. Instead of
///
/// ```swift
/// button.addTarget(self, action: #selector(close), for: .touchUpInside)
/// ```
///
/// write (on iOS 14 and later as well as headlessly)
///
/// ```swift
/// button.addAction(UIAction { [weak self] _ in self?.close() }, for: .touchUpInside)
/// ```
///
/// Touch tracking (`beginTracking(_:with:)` and the like), context menus, and content
/// alignment are not modelled either.
@preconcurrency @MainActor
open class UIControl: UIView {
    private final var registrations: [(action: UIAction, events: Event)] = []

    /// Whether the control is enabled; when false its ``UIControl/state`` contains `.disabled`.
    open var isEnabled = true
    /// Whether the control is selected; when true its ``UIControl/state`` contains `.selected`.
    open var isSelected = false
    /// Whether the control is highlighted (touched); when true its ``UIControl/state`` contains `.highlighted`.
    open var isHighlighted = false

    /// Makes a control with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Makes a control from an archive; HeadlessUIKit has no archives, so this makes a zero-frame control.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Makes a control with the given frame that runs `primaryAction` for `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// The control's state, made of ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    open var state: State {
        var state: State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Registers `action` to run for `controlEvents`, replacing an action of the same identifier
    /// registered for those events.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        unregister(identifier: action.identifier, for: controlEvents)
        registrations.append((action, controlEvents))
    }

    /// Stops `action` (any action with its identifier) running for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        unregister(identifier: action.identifier, for: controlEvents)
    }

    /// Stops the action with the given identifier running for `controlEvents`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        unregister(identifier: actionIdentifier, for: controlEvents)
    }

    /// Runs, now and in the order they were added, the actions registered for any of
    /// `controlEvents`, each once, with the control as their sender. This is how a test taps a
    /// control: `sendActions(for: .touchUpInside)`.
    open func sendActions(for controlEvents: Event) {
        let matching = registrations.filter { !$0.events.isDisjoint(with: controlEvents) }.map(\.action)
        for action in matching { sendAction(action) }
    }

    /// Runs `action` now with the control as its sender.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// The events for which actions are registered.
    open var allControlEvents: Event {
        registrations.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// The actions registered for any of `controlEvents`, in the order they were added.
    /// HeadlessUIKit only.
    public func headlessActions(for controlEvents: Event) -> [UIAction] {
        registrations.filter { !$0.events.isDisjoint(with: controlEvents) }.map(\.action)
    }

    private func unregister(identifier: UIAction.Identifier, for controlEvents: Event) {
        for index in registrations.indices where registrations[index].action.identifier == identifier {
            registrations[index].events.subtract(controlEvents)
        }
        // An index loop, not `removeAll(where:)` with a closure (see IdentitySearch.swift); an
        // option set is empty when its raw value is 0.
        let all = registrations
        var kept: [(action: UIAction, events: Event)] = []
        var index = 0
        while index < all.count {
            if all[index].events.rawValue != 0 { kept.append(all[index]) }
            index += 1
        }
        registrations = kept
    }
}

extension UIControl {
    /// A control's state, with UIKit's raw values.
    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// The events a control sends, with UIKit's raw values.
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
