// swift-tools-version: 999.0
// A helper package kept for a toolchain that does not exist yet: no toolchain today loads it.
import PackageDescription

let package = Package(name: "Future", targets: [.target(name: "Future")])
