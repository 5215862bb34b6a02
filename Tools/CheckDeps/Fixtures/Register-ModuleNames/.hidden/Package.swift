// swift-tools-version: 6.0
import PackageDescription

/// A hidden directory: never a package of the repository.
let package = Package(name: "Hidden", targets: [.target(name: "Parcel")])
