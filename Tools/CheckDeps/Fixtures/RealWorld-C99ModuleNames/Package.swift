// swift-tools-version: 6.0
import PackageDescription

// Target names that are not identifiers: SwiftPM names each module by its c99 name
// (swift-openapi-generator is swift_openapi_generator, 3D-Math is _D_Math, remote-kit is remote_kit).
let package = Package(
    name: "C99ModuleNames",
    dependencies: [
        .package(path: "Packages/Kit")
    ],
    targets: [
        .target(name: "swift-openapi-generator"),
        .target(name: "3D-Math"),
        .target(
            name: "App",
            dependencies: [
                "swift-openapi-generator",
                "3D-Math",
                .product(name: "remote-kit", package: "Kit"),
            ]
        ),
        .target(
            name: "Tool",
            dependencies: [
                "App",
                "3D-Math",
            ]
        ),
    ]
)
