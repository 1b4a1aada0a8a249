import Foundation

/// A minimal model of `UIResponder`, the superclass of views and view controllers: the keyboard
/// notifications' names and user-info keys, so keyboard-avoiding code compiles.
///
/// Not modelled: the responder chain (`next`), first responders and text input — HeadlessUIKit has
/// no keyboard and never posts the keyboard notifications; a test that wants to drive
/// keyboard-avoiding code posts them itself with these names and keys.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Posted before the keyboard appears.
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard appeared.
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard disappears.
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard disappeared.
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes.
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed.
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame at the start of the change (an `NSValue` of a `CGRect`).
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame at the end of the change (an `NSValue` of a `CGRect`).
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The duration of the keyboard's animation (an `NSNumber` of seconds).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The curve of the keyboard's animation (an `NSNumber` of a `UIView.AnimationCurve` raw value).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the notification is for the current app (an `NSNumber` of a Bool).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
