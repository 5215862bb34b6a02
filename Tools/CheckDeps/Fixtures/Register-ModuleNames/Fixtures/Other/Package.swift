// swift-tools-version: 6.0
import PackageDescription

/// A test fixture reproducing another repository: its names are not this repository's modules.
let package = Package(name: "Other", targets: [.target(name: "Beacon")])
