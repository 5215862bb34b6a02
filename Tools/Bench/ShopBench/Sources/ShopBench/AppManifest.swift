import BenchSupport
import Foundation

/// What the root package says about the app: the packages it depends on, the `ShopCommands` target
/// and the `shop` executable. Read from `swift package dump-package`, so the generated copy of the
/// app always links exactly what the real one links.
struct AppManifest {
    /// A product dependency: `.product(name:package:)`.
    struct Product: Equatable {
        let name: String
        let package: String
    }

    /// Absolute paths of the root package's local dependencies.
    let packagePaths: [String]
    /// The folder of the `ShopCommands` target, relative to the repository.
    let commandsPath: String
    /// What `ShopCommands` imports.
    let commandsProducts: [Product]
    /// The root package's own targets `ShopCommands` depends on (`CommandKit`): name, folder, products.
    let commandsLocalTargets: [(name: String, path: String, products: [Product])]
    /// The folder of the `shop` executable target (its `main.swift`), relative to the repository.
    let shopPath: String
    /// What `shop` links besides `ShopCommands`: the business components.
    let shopProducts: [Product]

    /// Parses the JSON of `swift package dump-package`.
    init(dumpPackageJSON data: Data) throws {
        guard let root = try JSONSerialization.jsonObject(with: data) as? [String: Any],
            let dependencies = root["dependencies"] as? [[String: Any]],
            let targets = root["targets"] as? [[String: Any]]
        else { throw BenchError("dump-package printed no dependencies or targets") }
        packagePaths = try dependencies.map { dependency in
            guard let entries = dependency["fileSystem"] as? [[String: Any]],
                let path = entries.first?["path"] as? String
            else { throw BenchError("the root package has a dependency that is not a local path: \(dependency)") }
            return path
        }
        func target(_ name: String) throws -> (path: String, products: [Product], byName: [String]) {
            guard let target = targets.first(where: { $0["name"] as? String == name }) else {
                throw BenchError("the root package has no target '\(name)'")
            }
            var products: [Product] = []
            var byName: [String] = []
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                if let product = dependency["product"] as? [Any], let name = product.first as? String {
                    products.append(Product(name: name, package: product.dropFirst().first as? String ?? name))
                } else if let target = (dependency["byName"] ?? dependency["target"]) as? [Any],
                    let name = target.first as? String
                {
                    byName.append(name)
                }
            }
            return (target["path"] as? String ?? "Sources/\(name)", products, byName)
        }
        let commands = try target("ShopCommands")
        let shop = try target("shop")
        guard shop.byName == ["ShopCommands"] else {
            throw BenchError("`shop` depends on targets \(shop.byName), expected only ShopCommands: update ShopBench")
        }
        commandsPath = commands.path
        commandsProducts = commands.products
        commandsLocalTargets = try commands.byName.map { name in
            let local = try target(name)
            guard local.byName.isEmpty else {
                throw BenchError("`\(name)` depends on targets \(local.byName): ShopBench copies one level only")
            }
            return (name, local.path, local.products)
        }
        shopPath = shop.path
        shopProducts = shop.products
    }
}
