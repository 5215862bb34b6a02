// swift-tools-version: 6.0
import PackageDescription

/// A tool of the repository, outside the registry: its modules are taken all the same.
let package = Package(
    name: "Gen",
    products: [.executable(name: "gen-tool", targets: ["GenTool"])],
    targets: [
        .executableTarget(name: "GenTool"),
        .executableTarget(name: "VoucherExample"),
        .testTarget(name: "TicketMediatorTests"),
    ]
)
