// swift-tools-version: 6.0
import PackageDescription

// This repository's convention (component X, interface XMediator) written as module layers in one
// manifest: Cart reaches Goods's implementation and a higher layer's interface.
let package = Package(
    name: "Components",
    targets: [
        .target(name: "Mediator"),
        .target(name: "CartMediator", dependencies: ["Mediator"]),
        .target(name: "Cart", dependencies: ["CartMediator", "Mediator", "GoodsMediator", "Goods"]),
        .target(name: "GoodsMediator", dependencies: ["Mediator"]),
        .target(name: "Goods", dependencies: ["GoodsMediator", "CartMediator"]),
        .executableTarget(name: "shop", dependencies: ["Cart", "Goods", "Mediator"]),
    ]
)
