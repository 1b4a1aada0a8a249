import Testing
@testable import HeadlessUIKit

@MainActor
@Suite("Layer writes on a view are recorded as layer.<property>")
struct LayerWriteRecordTests {
    @Test("every animatable key is recorded under layer. followed by its name")
    func recordedNames() {
        for key in LayerKey.allCases {
            #expect(key.recordedName == "layer." + key.rawValue)
        }
    }

    @Test("a corner radius written on a view's layer is recorded as layer.cornerRadius, 0.0 → 8.0")
    func cornerRadiusRecord() {
        let scene = makeScene()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        scene.window.addSubview(view)
        view.headlessClearMutations()
        view.layer.cornerRadius = 8
        #expect(view.headlessMutations.map(\.property) == ["layer.cornerRadius"])
        #expect(view.headlessMutations.first?.description == "layer.cornerRadius 0.0 → 8.0 at t=0.00")
    }
}
