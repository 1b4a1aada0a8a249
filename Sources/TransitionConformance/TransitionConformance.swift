// TransitionConformance: conformance suites for UIKit custom transitions.
//
// The requirement catalogue, fakes, harnesses and checkers arrive with the issue
// "TransitionConformance: requirement catalogue, fake contexts, harnesses, animator and
// interactive suites". Until then this module only re-exports the model it will run on.

#if canImport(UIKit)
@_exported import UIKit
#else
@_exported import HeadlessUIKit
#endif
