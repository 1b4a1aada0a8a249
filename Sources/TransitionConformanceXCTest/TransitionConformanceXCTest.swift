// TransitionConformanceXCTest: the conformance checkers for XCTest.
//
// Swift Testing issues recorded inside an `XCTestCase` are dropped on Linux, so `check…` cannot
// serve XCTest. This module's `assert…Conforms` functions run the same `verify…` checkers and fail
// through `XCTFail` at the caller's file and line. Importing it is enough: it re-exports
// TransitionConformance (and, through it, UIKit or HeadlessUIKit).

@_exported import TransitionConformance
