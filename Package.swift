// swift-tools-version:6.0
import PackageDescription

/// Platforms without UIKit use HeadlessUIKit, the kit's headless model of UIKit.
/// On iOS, tvOS and Mac Catalyst the kit compiles against the real UIKit instead.
let headlessPlatforms: [Platform] = [.linux, .macOS, .windows, .android, .wasi, .openbsd]

let package = Package(
    name: "TransitionConformance",
    platforms: [.macOS(.v14), .iOS(.v16), .tvOS(.v16), .macCatalyst(.v16)],
    products: [
        .library(name: "HeadlessUIKit", targets: ["HeadlessUIKit"]),
        .library(name: "TransitionConformance", targets: ["TransitionConformance"]),
        .library(name: "TransitionConformanceXCTest", targets: ["TransitionConformanceXCTest"]),
        .executable(name: "transition-conformance", targets: ["transition-conformance"]),
    ],
    targets: [
        .target(name: "HeadlessUIKit"),
        .target(
            name: "TransitionConformance",
            dependencies: [.target(name: "HeadlessUIKit", condition: .when(platforms: headlessPlatforms))]
        ),
        // The XCTest adapter: the same checkers, failing through XCTFail at the caller's line.
        .target(
            name: "TransitionConformanceXCTest",
            dependencies: [
                "TransitionConformance",
                .target(name: "HeadlessUIKit", condition: .when(platforms: headlessPlatforms)),
            ]
        ),
        // The kit's own corpus: samples of the source material and one mutant per requirement,
        // each with the verdict the kit must give (Conformance/README.md).
        .target(
            name: "ConformanceCorpus",
            dependencies: ["TransitionConformance"],
            path: "Conformance/Sources/ConformanceCorpus",
            // What the ensemble checkers are expected to report for each ensemble sample.
            exclude: ["Samples/Ensembles/EXPECTED.md"]
        ),
        .executableTarget(
            name: "transition-conformance",
            dependencies: [
                "TransitionConformance",
                "ConformanceCorpus",
                .target(name: "HeadlessUIKit", condition: .when(platforms: headlessPlatforms)),
            ]
        ),
        // The Apple-guide tests run the corpus's Listing 10-2 and 11-x implementations.
        .testTarget(name: "HeadlessUIKitTests", dependencies: ["HeadlessUIKit", "ConformanceCorpus"]),
        .testTarget(name: "TransitionConformanceTests", dependencies: ["TransitionConformance", "ConformanceCorpus"]),
        .testTarget(name: "TransitionConformanceXCTestTests", dependencies: ["TransitionConformanceXCTest", "ConformanceCorpus"]),
        .testTarget(name: "ConformanceTests", dependencies: ["ConformanceCorpus"], path: "Conformance/Tests/ConformanceTests"),
        // Whole transition files in real libraries' styles, compiled in the Swift 5 language mode most
        // iOS code still uses; .ci/swift-modes compiles the same files (Files/) in the Swift 6 mode.
        .testTarget(
            name: "SwiftFiveRealFiles",
            dependencies: [.target(name: "HeadlessUIKit", condition: .when(platforms: headlessPlatforms))],
            path: "Tests/SwiftFiveRealFiles",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ],
    swiftLanguageModes: [.v6]
)
