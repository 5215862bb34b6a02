// swift-tools-version: 6.0
import PackageDescription

// One manifest, many modules, as isowords writes it: features on top, clients (interfaces) and
// their live implementations in the middle, models at the bottom, the app composing everything.
let package = Package(
    name: "Modular",
    targets: [
        .target(name: "SharedModels"),
        .target(name: "Styleguide"),
        .target(name: "ApiClient", dependencies: ["SharedModels"]),
        .target(name: "ApiClientLive", dependencies: ["ApiClient", "SharedModels"]),
        .target(name: "DatabaseClient", dependencies: ["SharedModels"]),
        .target(name: "DatabaseLive", dependencies: ["DatabaseClient"]),
        .target(name: "SettingsFeature", dependencies: ["ApiClient", "Styleguide"]),
        .target(name: "HomeFeature", dependencies: ["ApiClient", "DatabaseClient", "SettingsFeature"]),
        .executableTarget(name: "App", dependencies: ["HomeFeature", "ApiClientLive", "DatabaseLive"]),
        .testTarget(name: "HomeFeatureTests", dependencies: ["HomeFeature", "ApiClientLive"]),
    ]
)
