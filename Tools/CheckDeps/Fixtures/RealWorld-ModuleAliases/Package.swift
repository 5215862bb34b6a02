// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ModuleAliases",
    dependencies: [
        .package(path: "Packages/Draw")
    ],
    targets: [
        .target(name: "ExtForPlugin"),
        // `-module-alias Ext=ExtForPlugin`: `import Ext` loads ExtForPlugin.
        .target(
            name: "Flagged",
            dependencies: ["ExtForPlugin"],
            swiftSettings: [.unsafeFlags(["-module-alias", "Ext=ExtForPlugin"])]
        ),
        // `moduleAliases: ["Utils": "DrawUtils"]`: Draw's module Utils is built as DrawUtils.
        .target(
            name: "Renamed",
            dependencies: [
                .product(name: "Utils", package: "Draw", moduleAliases: ["Utils": "DrawUtils"])
            ]
        ),
        // The same alias, but the source names the module the alias replaced.
        .target(
            name: "Misnamed",
            dependencies: ["ExtForPlugin"],
            swiftSettings: [.unsafeFlags(["-module-alias", "Ext=ExtForPlugin"])]
        ),
    ]
)
