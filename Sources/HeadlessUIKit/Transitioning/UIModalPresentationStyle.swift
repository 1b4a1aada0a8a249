import Foundation

/// How a presented view controller is shown, with UIKit's raw values.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0
    case pageSheet = 1
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case blurOverFullScreen = 8
    case none = -1
    case automatic = -2
}

/// The built-in transition used to present a view controller when no animator is supplied.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical = 0
    case flipHorizontal = 1
    case crossDissolve = 2
    case partialCurl = 3
}
