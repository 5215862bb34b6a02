// swift-tools-version:5.9
import PackageDescription

let package = Package(name: "Hanging", targets: [.target(name: "Hanging")])

// A manifest that never returns: dump-package would wait for it forever.
while true {}
