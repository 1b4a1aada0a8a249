import Foundation

#if !canImport(QuartzCore)
/// A time interval in seconds, as Core Animation measures it.
public typealias CFTimeInterval = Double
#endif

/// The current media time: the current scene's virtual clock (`HeadlessScene.now`).
///
/// On a device this is the time since boot; headlessly it is the virtual time of
/// `HeadlessScene.current`, so code that reads it to drive layer timing works on the clock.
///
/// Swift Testing runs tests in parallel and may run another test's suite initialiser between
/// yours and your test body; call `scene.makeCurrent()` in the test body before running code
/// that reads this.
@preconcurrency @MainActor
@discardableResult
public func CACurrentMediaTime() -> CFTimeInterval {
    HeadlessScene.current.now
}

/// Core Animation's media-timing properties, as `CALayer` and animations adopt them.
@preconcurrency @MainActor
public protocol CAMediaTiming {
    /// When the object begins, in its parent's time.
    var beginTime: CFTimeInterval { get set }
    /// How fast time passes for the object relative to its parent; 0 freezes it.
    var speed: Float { get set }
    /// An offset added to the object's local time.
    var timeOffset: CFTimeInterval { get set }
}

extension CALayer: CAMediaTiming {}

extension CALayer {
    /// A linear map from the scene's clock to this layer's local time:
    /// `local = scale × sceneTime + offset`, following Core Animation's
    /// `(parentTime − beginTime) × speed + timeOffset` from the root down.
    ///
    /// Computed from the root down by recursion, without collecting the ancestry in an array,
    /// and kept until any layer's timing or tree changes (``timingGeneration``): the clock asks
    /// for it for every animation at every step, and in a deep tree a walk to the root each time
    /// would cost the square of the layers.
    var timeMapping: (scale: Double, offset: Double) {
        let generation = Self.timingGeneration
        let state = time  // one access for the cached mapping and the timing
        if state.cache.generation == generation { return (state.cache.scale, state.cache.offset) }
        var parent = (scale: 1.0, offset: 0.0)
        if let superlayer = superlayerReference {
            parent = superlayer.timeMapping
        } else if let maskOwner {
            parent = maskOwner.timeMapping  // a mask keeps the time of the layer it masks
        }
        let timing = state.timing  // the stored values, not three overridable getters
        let speed = Double(timing.speed)
        let map = (scale: parent.scale * speed, offset: (parent.offset - timing.beginTime) * speed + timing.timeOffset)
        time.cache = (generation, map.scale, map.offset)
        return map
    }

    /// This layer's local time at the given scene time.
    func localTime(atSceneTime t: TimeInterval) -> CFTimeInterval {
        let map = timeMapping
        return map.scale * t + map.offset
    }

    /// The scene time at which this layer's local time reaches `local`, or nil if it never
    /// does going forward (time frozen or running backwards here).
    func sceneTime(atLocalTime local: CFTimeInterval) -> TimeInterval? {
        let map = timeMapping
        guard map.scale > 0 else { return nil }
        return (local - map.offset) / map.scale
    }

    /// Converts a time from `layer`'s local time (or the scene's clock if nil) to this layer's.
    @discardableResult
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        let sceneTime: Double
        if let layer {
            let map = layer.timeMapping
            guard map.scale != 0 else { return localTime(atSceneTime: HeadlessScene.time(for: owningView)) }
            sceneTime = (t - map.offset) / map.scale
        } else {
            sceneTime = t
        }
        return localTime(atSceneTime: sceneTime)
    }

    /// Converts a time from this layer's local time to `layer`'s (or to the scene's clock if nil).
    @discardableResult
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let map = timeMapping
        guard map.scale != 0 else { return layer?.localTime(atSceneTime: HeadlessScene.time(for: owningView)) ?? HeadlessScene.time(for: owningView) }
        let sceneTime = (t - map.offset) / map.scale
        return layer?.localTime(atSceneTime: sceneTime) ?? sceneTime
    }
}
