// swift-tools-version: 5.9
import PackageDescription

// A manifest whose name is blank: SwiftPM accepts it, architecture.json cannot name it.
let package = Package(name: "", products: [], targets: [])
