import Foundation
import Testing
@testable import ConformanceCorpus
@testable import TransitionConformance

#if canImport(FoundationXML)
import FoundationXML
#endif

@MainActor
@Suite("Trace and filmstrip attachments")
struct AttachmentTests {

    func attachments(for defect: Defect, setting: ConformanceAttachments? = .onFailure) -> [FailureAttachment] {
        FailureAttachments.asking(setting) { verifyAnimator(features: defect.features) { _ in defect.makeAnimator() } }.filmstrips
    }

    func trace(_ attachment: FailureAttachment?) throws -> TransitionTrace {
        try JSONDecoder().decode(TransitionTrace.self, from: Data(try #require(attachment).contents.utf8))
    }

    @Test("a failing animator gets a JSON trace and an SVG filmstrip with a short name: the ID and a hash of test, subject and scenario")
    func namesForTheIDAndScenario() throws {
        let names = attachments(for: .leavesSnapshotBehind).map(\.name)
        #expect(names.count == 2)
        let base = try #require(names.first?.dropLast(".json".count))
        #expect(names == ["\(base).json", "\(base).svg"])
        #expect(base.hasPrefix("ANIM-TEMP-VIEWS-REMOVED-"))
        #expect(base.count == "ANIM-TEMP-VIEWS-REMOVED-".count + 8)
        #expect(base.suffix(8).allSatisfy { $0.isHexDigit })
    }

    @Test("short names differ by scenario and by subject, and are stable for the same ones")
    func shortNamesAreUnique() {
        let name = FailureAttachments.shortName("ANIM-COMPLETE-ONCE", subject: "FadeAnimator", scenario: "presentation, animated, 844×390")
        #expect(name == FailureAttachments.shortName("ANIM-COMPLETE-ONCE", subject: "FadeAnimator", scenario: "presentation, animated, 844×390"))
        #expect(name != FailureAttachments.shortName("ANIM-COMPLETE-ONCE", subject: "FadeAnimator", scenario: "dismissal, animated, 844×390"))
        #expect(name != FailureAttachments.shortName("ANIM-COMPLETE-ONCE", subject: "SlideAnimator", scenario: "presentation, animated, 844×390"))
        #expect(name.count <= 40)
    }

    @Test("every checker's report attachment is the report as JSON, decoding to the same violations")
    func reportAttachment() throws {
        let report = verifyPresentationController { MutantPresentationController(.removesChromeOnCancelledDismissal, presented: $0, presenting: $1) }
        let attachment = FailureAttachments.forReport(report)
        #expect(attachment.name.hasPrefix("report-") && attachment.name.hasSuffix(".json"))
        let decoded = try JSONDecoder().decode(ConformanceReport.self, from: Data(attachment.contents.utf8))
        #expect(decoded.violations == report.violations)
    }

    @Test("the trace decodes back and names the violated ID, the calls and the view left behind")
    func traceDecodes() throws {
        let trace = try trace(attachments(for: .leavesSnapshotBehind).first)
        #expect(trace.schema == "transition-conformance.trace/1")
        #expect(trace.subject == "MutantAnimator")
        #expect(trace.scenario == "presentation, animated, 844×390, presenter kept")
        #expect(trace.violations.map(\.id) == ["ANIM-TEMP-VIEWS-REMOVED"])
        #expect(trace.violations.first?.level == "must")
        #expect(trace.events == [TransitionTrace.Event(time: 0.3, call: "completeTransition(true)")])
        #expect(trace.outcome == "idle at t=0.30")
        #expect(trace.interval == 0.05)
        #expect(
            trace.views.map(\.name) == [
                "containerView", "PresentingViewController.view", "PresentedViewController.view", "snapshot of PresentedViewController.view",
            ])
        #expect(trace.views.map(\.role) == ["container", "from-view", "to-view", "added"])
        // The scene goes idle at 0.30 with the completion, before the step there.
        #expect(trace.samples.map(\.moment) == ["start", "step", "step", "step", "step", "step", "completeTransition", "end"])
        #expect(trace.samples.map(\.time) == [0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.3])
        #expect(trace.leftovers == [TransitionTrace.Leftover(key: "v4", problem: "left in containerView after the end")])
    }

    @Test("samples read what is on screen: the to-view's presentation alpha half-way through its fade")
    func samplesArePresentationValues() throws {
        let trace = try trace(attachments(for: .leavesSnapshotBehind).first)
        let halfway = try #require(trace.samples.first { $0.time == 0.15 })
        let toView = try #require(halfway.views.first { $0.key == "v3" })
        #expect(abs(toView.alpha - 0.5) < 0.001, "ease-in-out at half time")
        #expect(toView.frame == TransitionTrace.Rect(x: 0, y: 0, width: 844, height: 390))
        #expect(toView.superview == "containerView")
        #expect(trace.samples.last?.views.first { $0.key == "v3" }?.alpha == 1)
    }

    @Test("a cancelled transition that leaves the from-view at alpha 0 points at the from-view")
    func alphaLeftAtZero() throws {
        let trace = try trace(attachments(for: .doesNotRestoreAlphaOnCancel).first)
        #expect(trace.violations.map(\.id) == ["ANIM-CANCEL-RESTORES-STATE"])
        #expect(trace.scenario == "presentation, interactive, cancelled at 40 %, 844×390, presenter removed")
        let name = trace.views.first { $0.key == trace.leftovers.first?.key }?.name
        #expect(name == "PresentingViewController.view")
        #expect(trace.leftovers.map(\.problem) == ["alpha 0.0 (was 1.0) after completeTransition(false)"])
    }

    @Test("the filmstrip is well-formed SVG 1.1 with a rect per view per frame and the snapshot marked in red")
    func filmstripIsValidSVG() throws {
        let all = attachments(for: .leavesSnapshotBehind)
        let trace = try trace(all.first)
        let svg = try SVGSummary(try #require(all.last).contents)
        #expect(svg.root == "svg")
        #expect(svg.rootAttributes["xmlns"] == "http://www.w3.org/2000/svg")
        #expect(svg.rootAttributes["version"] == "1.1")
        #expect(svg.rootAttributes["viewBox"]?.hasPrefix("0 0 ") == true)
        #expect(svg.viewRectsPerFrame == trace.samples.map(\.views.count))
        #expect(svg.viewRectsPerFrame == [4, 4, 4, 4, 4, 4, 4, 4])
        #expect(svg.culpritIDs == ["f7-v4", "end-v4"], "the snapshot, in the last frame and the end-state picture")
        #expect(svg.texts.contains("1 snapshot of PresentedViewController.view"))
        #expect(svg.texts.contains("1. snapshot of PresentedViewController.view: left in containerView after the end"))
    }

    @Test("text in the filmstrip is escaped")
    func filmstripEscapesText() throws {
        let view = TransitionTrace.ViewState(
            key: "v1", frame: .init(x: 0, y: 0, width: 10, height: 10), alpha: 1, isHidden: false, inWindow: true, superview: "<root>")
        let trace = TransitionTrace(
            subject: "Fade<T> & \"Slide\"", scenario: "it's <odd>", window: .init(x: 0, y: 0, width: 10, height: 20),
            violations: [.init(id: "ANIM-DURATION", level: "should", observed: "a < b && c > d")], events: [], diagnostics: [], outcome: "idle",
            views: [.init(key: "v1", name: "<card>", role: "added")], interval: 0.05,
            samples: [.init(time: 0, moment: "end", views: [view])], leftovers: [.init(key: "v1", problem: "left in <root> & more")])
        let svg = try SVGSummary(trace.filmstripSVG())
        #expect(svg.texts.contains("Fade<T> & \"Slide\" — ANIM-DURATION"))
        #expect(svg.texts.contains("1. <card>: left in <root> & more"))
    }

    @Test("recording does not change the run: same calls, same clock outcome, same final state")
    func recordingChangesNothing() {
        let scenario = TransitionScenario(kind: .dismissal, mode: .interactiveCancelled(at: 0.4), containerSize: TransitionScenario.phoneLandscape)
        let plain = TransitionRun(scenario: scenario, animator: MinimalSlideAnimator())
        plain.start()
        plain.runToEnd()
        let recorded = TransitionRun(scenario: scenario, animator: MinimalSlideAnimator())
        recorded.recorder = TransitionRecorder()
        recorded.start()
        recorded.runToEnd()
        #expect(recorded.context.events == plain.context.events)
        #expect(recorded.outcome == plain.outcome)
        #expect(recorded.after?.entries.map(\.frame) == plain.after?.entries.map(\.frame))
        #expect((recorded.recorder?.samples.count ?? 0) > 5)
    }

    @Test("a failing interaction controller gets attachments for its failing gesture script")
    func interactionAttachments() throws {
        let factory: (TransitionScenario) -> InteractionSubject = { _ in MutantInteractionController.subject(.ignoresCancelledGesture) }
        let all = FailureAttachments.asking(.onFailure) { verifyInteractiveTransition(factory: factory) }.filmstrips
        #expect(all.map { $0.name.hasPrefix("INT-GESTURE-END-") } == [true, true])
        let base = all.first.map { $0.name.dropLast(".json".count) } ?? ""
        #expect(all.map(\.name) == ["\(base).json", "\(base).svg"])
        let trace = try trace(all.first)
        #expect(trace.scenario == "dismissal, gesture cancelled at 50 %")
        #expect(trace.violations.map(\.id) == ["INT-GESTURE-END"])
        // The gesture ends at t = 0.20: the deadline is 1.2 s after the interaction ended.
        #expect(trace.outcome.hasPrefix("timed out at t=1.40"))
        #expect(trace.samples.last?.moment == "end")
    }

    @Test("the first scenario of each violated ID is re-run, once per scenario, at most three, never a multi-transition ID")
    func picks() {
        var report = ConformanceReport(subject: "animator")
        let sizes = [TransitionScenario.phoneLandscape, TransitionScenario.phonePortrait, TransitionScenario.tablet, TransitionScenario.compactSplit]
        let found: [(Requirement, CGSize)] = [
            (.animReusable, sizes[0]), (.animDuration, sizes[0]), (.animDuration, sizes[1]), (.animFinalFrame, sizes[0]),
            (.animTempViewsRemoved, sizes[1]), (.animContainerOnly, sizes[2]), (.animNotAnimated, sizes[3]),
        ]
        for (requirement, size) in found {
            report.add(
                Violation(requirement: requirement, scenario: TransitionScenario(kind: .push, containerSize: size), observed: "", trace: []),
                knownDeviations: [])
        }
        let picked = FailureAttachments.picks(report) { $0.scenario == $1.scenario }
        #expect(picked.map(\.requirement.id) == ["ANIM-DURATION", "ANIM-TEMP-VIEWS-REMOVED", "ANIM-CONTAINER-ONLY"])
        #expect(picked.map(\.scenario.containerSize) == [sizes[0], sizes[1], sizes[2]])
    }

    @Test("a passing check attaches nothing")
    func passingAttachesNothing() {
        #expect(FailureAttachments.asking(.onFailure) { verifyAnimator { _ in MinimalAnimator() } }.filmstrips.isEmpty)
    }

    @Test("attachments are on for failures by default")
    func onByDefault() {
        #expect(ConformanceAttachments.current == .onFailure)
        #expect(attachments(for: .leavesSnapshotBehind, setting: nil).count == 2)
    }

    @Test("the trait switches attaching off", .conformanceAttachments(.disabled))
    func traitSwitchesOff() {
        #expect(ConformanceAttachments.current == .disabled)
        #expect(attachments(for: .leavesSnapshotBehind, setting: nil).isEmpty)
        #expect(attachments(for: .leavesSnapshotBehind, setting: .onFailure).count == 2, "the call's argument wins")
    }

    @Test("the check call's argument switches attaching off")
    func argumentSwitchesOff() {
        #expect(attachments(for: .leavesSnapshotBehind, setting: .disabled).isEmpty)
    }

    /// CI runs this one with `--attachments-path` and checks a report is written there.
    @Test("checkPresentationController attaches its report to a failing test")
    func checkPresentationControllerAttaches() {
        withKnownIssue {
            checkPresentationController { MutantPresentationController(.removesChromeOnCancelledDismissal, presented: $0, presenting: $1) }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("[PRES-DISMISS-CANCEL-KEEPS-CHROME]") }
        }
    }

    /// CI runs this one with `--attachments-path` and checks an SVG is written there.
    @Test("checkAnimator attaches a trace and a filmstrip to a failing test")
    func checkAnimatorAttaches() {
        withKnownIssue {
            checkAnimator(features: Defect.leavesSnapshotBehind.features) { _ in Defect.leavesSnapshotBehind.makeAnimator() }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("[ANIM-TEMP-VIEWS-REMOVED]") }
        }
    }
}

/// What the tests read from a filmstrip: the root, the `view` rectangles of each frame, the
/// culprits, and the text.
final class SVGSummary: NSObject, XMLParserDelegate {
    var root: String?
    var rootAttributes: [String: String] = [:]
    var viewRectsPerFrame: [Int] = []
    var culpritIDs: [String] = []
    var texts: [String] = []
    private var frameDepth: Int?
    private var depth = 0
    private var text: String?

    init(_ svg: String) throws {
        super.init()
        let parser = XMLParser(data: Data(svg.utf8))
        parser.delegate = self
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        depth += 1
        if root == nil {
            root = name
            rootAttributes = attributes
        }
        let classes = (attributes["class"] ?? "").split(separator: " ")
        if name == "g" && classes.contains("frame") {
            frameDepth = depth
            viewRectsPerFrame.append(0)
        }
        if name == "rect" && classes.contains("view") && frameDepth != nil { viewRectsPerFrame[viewRectsPerFrame.count - 1] += 1 }
        if name == "rect" && classes.contains("culprit") { culpritIDs.append(attributes["id"] ?? "") }
        if name == "text" { text = "" }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text? += string
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "text", let text { texts.append(text) }
        if name == "text" { text = nil }
        if depth == frameDepth { frameDepth = nil }
        depth -= 1
    }
}
