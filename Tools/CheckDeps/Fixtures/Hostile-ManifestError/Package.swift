// swift-tools-version:5.9
import PackageDescription

// The compiler prints this message raw: a CR, then text shaped like a workflow command.
#error("boom\r::error file=README.md,line=1::INJECTED\nnext")
let package = Package(name: "Hostile")
