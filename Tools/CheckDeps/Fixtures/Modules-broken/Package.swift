// swift-tools-version: 6.0
import PackageDescription

// Modules-kept with one violation of each module rule.
let package = Package(
    name: "Modular",
    targets: [
        .target(name: "SharedModels"),
        .target(name: "Styleguide"),
        .target(name: "ApiClient", dependencies: ["SharedModels"]),
        .target(name: "ApiClientLive", dependencies: ["ApiClient", "SharedModels"]),
        .target(name: "DatabaseClient", dependencies: ["SharedModels"]),
        .target(name: "DatabaseLive", dependencies: ["DatabaseClient"]),
        .target(
            name: "Logging",
            dependencies: [
                "HomeFeature",
                "ApiClient",
            ]
        ),
        .target(name: "SettingsFeature", dependencies: ["ApiClient", "Styleguide", "DatabaseLive"]),
        .target(name: "HomeFeature", dependencies: ["ApiClient", "DatabaseClient", "SettingsFeature"]),
        .executableTarget(name: "App", dependencies: ["HomeFeature", "ApiClientLive", "DatabaseLive"]),
        .testTarget(name: "HomeFeatureTests", dependencies: ["HomeFeature", "ApiClientLive"]),
    ]
)
