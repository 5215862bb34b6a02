// swift-tools-version: 6.0
import PackageDescription

/// NetworkingBench: sequential loopback GETs through NetworkingFacade next to Python's urllib.
let package = Package(
    name: "NetworkingBench",
    platforms: [.macOS(.v15), .iOS(.v18)],
    products: [
        .executable(name: "NetworkingBench", targets: ["NetworkingBench"])
    ],
    dependencies: [
        .package(path: "../../../Packages/Networking")
    ],
    targets: [
        // Starts the Networking fixture server, times both clients, prints a table.
        .executableTarget(
            name: "NetworkingBench", dependencies: [.product(name: "Networking", package: "Networking")])
    ],
    swiftLanguageModes: [.v6]
)
