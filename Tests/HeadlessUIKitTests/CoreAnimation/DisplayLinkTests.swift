import Foundation
import Testing
@testable import HeadlessUIKit

@MainActor
private final class Ticker {
    var stamps: [(timestamp: CFTimeInterval, target: CFTimeInterval, duration: CFTimeInterval, now: CFTimeInterval)] = []
    func step(_ link: CADisplayLink) {
        stamps.append((link.timestamp, link.targetTimestamp, link.duration, CACurrentMediaTime()))
    }
}

@MainActor
@Suite("CADisplayLink fires on the virtual clock at the display's frame rate")
struct DisplayLinkTests {
    @Test("a link fires at each 1/60 s frame after it was added, with timestamp = now, targetTimestamp one frame later, duration 1/60")
    func firesEveryFrame() throws {
        let scene = makeScene()
        scene.advance(by: 0.005)
        let ticker = Ticker()
        let link = CADisplayLink(target: ticker, headlessSelector: Ticker.step)
        #expect(link.duration == 0 && link.timestamp == 0, "undefined (0) before the first call")
        link.add(to: .main, forMode: .common)
        scene.advance(by: 0.05 - 0.005)
        try #require(ticker.stamps.count == 3)  // frames at 1/60, 2/60, 3/60
        for (index, stamp) in ticker.stamps.enumerated() {
            let frame = Double(index + 1) / 60
            #expect(close(stamp.timestamp, frame) && close(stamp.now, frame))
            #expect(close(stamp.target, frame + 1.0 / 60))
            #expect(close(stamp.duration, 1.0 / 60))
        }
        link.invalidate()
        scene.advance(by: 1)
        #expect(ticker.stamps.count == 3, "an invalidated link never fires again")
    }

    @Test("paused links do not fire; a lower preferred rate fires every nth frame and duration stays the display's")
    func pauseAndRate() {
        let scene = makeScene()
        var times: [CFTimeInterval] = []
        var durations: [CFTimeInterval] = []
        let link = CADisplayLink {
            times.append($0.timestamp)
            durations.append($0.duration)
        }
        link.preferredFramesPerSecond = 30
        link.add(to: .main, forMode: .default)
        scene.advance(by: 0.1)
        #expect(times.count == 3)  // 1/60, 3/60, 5/60
        #expect(close(times.last ?? 0, 5.0 / 60))
        #expect(durations.allSatisfy { close($0, 1.0 / 60) })
        link.isPaused = true
        scene.advance(by: 0.5)
        #expect(times.count == 3)
        link.isPaused = false
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 10, maximum: 60, preferred: 60)
        scene.advance(by: 0.05)
        #expect(times.count == 6)
        link.invalidate()
    }

    @Test("a running link keeps the scene busy, and the display's rate is the configuration's")
    func pendingAndRate() {
        var configuration = HeadlessScene.Configuration()
        configuration.displayFramesPerSecond = 120
        let scene = HeadlessScene(size: CGSize(width: 390, height: 844), configuration: configuration)
        var count = 0
        let link = CADisplayLink { _ in count += 1 }
        link.add(to: .main, forMode: .common)
        let result = scene.runUntilIdle(timeout: 0.1)
        #expect(!result.isIdle)
        #expect(count == 12)
        #expect(UIScreen.main.maximumFramesPerSecond == 120)
        link.invalidate()
        scene.advance(by: 0.01)
        #expect(scene.runUntilIdle(timeout: 1).isIdle)
    }

    @Test("the link retains its target until invalidate()")
    func retainsTarget() {
        _ = makeScene()
        weak var weakTicker: Ticker?
        var link: CADisplayLink?
        do {
            let ticker = Ticker()
            weakTicker = ticker
            link = CADisplayLink(target: ticker, headlessSelector: Ticker.step)
        }
        #expect(weakTicker != nil)
        link?.invalidate()
        #expect(weakTicker == nil)
        _ = link
    }
}
