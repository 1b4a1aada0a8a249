import TransitionConformance
import XCTest

/// The one funnel through which the adapter reports: `XCTFail` at the caller's file and line for
/// each configuration error, each `must` violation (and each `should` one under
/// ``ShouldViolationPolicy/fail``) and the truncation note; a printed warning for each `should`
/// violation under ``ShouldViolationPolicy/print``.
///
/// The messages are those of the Swift Testing funnel behind `check…`: the violation's four lines,
/// configuration errors prefixed with "Kit misuse: ".
func reportFailures(_ report: ConformanceReport, shouldViolations: ShouldViolationPolicy, file: StaticString, line: UInt) {
    for error in report.configurationErrors {
        XCTFail("Kit misuse: \(error)", file: file, line: line)
    }
    for violation in report.violations {
        if violation.requirement.level == .must || shouldViolations == .fail {
            XCTFail(violation.message, file: file, line: line)
        } else {
            print("\(file):\(line): warning: \(violation.message)")
        }
    }
    if report.truncatedViolationCount > 0 {
        XCTFail(
            "\(report.truncatedViolationCount) more violations were found and not kept (cap \(ConformanceReport.maximumViolations)); fix the ones above first.",
            file: file, line: line)
    }
}
