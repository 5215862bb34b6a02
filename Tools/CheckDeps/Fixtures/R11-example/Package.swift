// swift-tools-version: 6.0
import PackageDescription

// A library, and its example built here too so that it keeps compiling against the API. The example's
// own package depends on this one by path, through the `Kit` product: it is not a copy kept for URL
// users, so R11 compares its kind and path, not its dependencies (`Kit` also names KitExtras).
let package = Package(
    name: "Kit",
    products: [.library(name: "Kit", targets: ["KitCore", "KitExtras"])],
    targets: [
        .target(name: "KitCore"),
        .target(name: "KitExtras", dependencies: ["KitCore"]),
        .executableTarget(name: "demo", dependencies: ["KitCore"], path: "Examples/Demo/Sources/demo"),
    ]
)
