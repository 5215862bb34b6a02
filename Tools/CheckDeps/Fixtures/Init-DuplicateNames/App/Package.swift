// swift-tools-version: 5.9
import PackageDescription

// A placeholder, so Xcode does not show this folder as part of the package above.
let package = Package(name: "client", products: [], targets: [])
