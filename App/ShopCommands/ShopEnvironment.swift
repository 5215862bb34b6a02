import AccountMediator
import CommandKit
import ComponentCommands
import Foundation
import Mediator
import Networking
import Storage

/// The composed shop for one run: home folder, context services, mediator configuration, launch.
///
/// This is the composition root's logic. It builds the base services, puts them into the
/// mediator's context, configures the remote entry, middleware, variants and rewrites, and
/// fans out the launch event. It never imports a business component.
public struct ShopEnvironment: Sendable {
    /// The components that receive lifecycle events, with their priorities (lower first at launch).
    static let components: [String: Int] = Dictionary(
        uniqueKeysWithValues: ComponentRegistry.all.compactMap { entry in entry.launch.map { (entry.name, $0) } })
    /// Every component the app links, for introspection (`shop routes`): those without lifecycle
    /// events (the base ones) in registry order, then the others by name.
    static let linkedTargets =
        ComponentRegistry.all.filter { $0.launch == nil }.map(\.name) + components.keys.sorted()
    /// Targets a `shop://` URL may reach; each still allows only its remote-callable actions.
    static let remoteTargets = ComponentRegistry.all.filter(\.remote).map(\.name)

    /// The home folder.
    let home: URL
    /// The mediator every command calls through.
    let mediator: Mediator

    /// Builds and launches the shop in the home chosen by `--home`, `SHOP_HOME` or `~/.shop`.
    ///
    /// - Parameter session: for `shop interactive`: Account keeps the login in memory for this run
    ///   only, starting logged out (`AccountSessionMemory`).
    static func launch(_ globals: GlobalOptions, session: Bool = false) async throws -> ShopEnvironment {
        let environment = ProcessInfo.processInfo.environment
        let home = homeURL(globals, environment: environment)
        if let notice = try ShopHome.prepare(home, userHome: environment["HOME"]) {
            ShopCommands.console.notice(notice)
        }
        let storage: StorageFacade
        do {
            storage = try StorageFacade(path: home.appendingPathComponent("shop.sqlite").path)
        } catch {
            throw CommandError.environment("cannot open the shop database in \(home.path): \(error)")
        }
        let fetch = try fetchConfiguration(environment)
        let networking = NetworkingFacade(configuration: fetch)
        var configuration = Configuration(["home": home.path])
        configuration["goods.catalogURL"] = environment["SHOP_CATALOG_URL"]
        configuration["goods.variant"] = environment["SHOP_GOODS_VARIANT"]
        configuration["tracking.maxRows"] = environment["SHOP_TRACKING_MAX_ROWS"]

        let context = MediatorContext()
        context.register(storage)
        context.register(networking)
        context.register(configuration)
        if session { context.register(AccountSessionMemory()) }
        let mediator = Mediator(context: context)
        mediator.configureRemote(RemoteConfiguration(schemes: ["shop"], targets: remoteTargets))
        mediator.declareComponents(components)
        installGuards(on: mediator)
        if let variant = configuration["goods.variant"], !variant.isEmpty {
            do {
                try mediator.setVariant(variant, for: "Goods")
            } catch {
                throw CommandError.environment("SHOP_GOODS_VARIANT: \(error)")
            }
        }
        try await loadRewrites(
            into: mediator, home: home, url: globals.dispatchURL, networking: networking,
            seconds: fetch.totalTimeout ?? defaultFetchTimeout)

        let report = await mediator.send(.launch)
        // Kept for `shop doctor`, which shows how long each component took to start.
        context.register(report)
        if let failure = report.failures.first, let error = failure.error {
            if case .targetNotFound = error {
                let typeName = TargetNaming.standard.typeName(failure.target, nil)
                throw CommandError.environment(
                    "component \(failure.target) is registered, but its target \(typeName) was not found: declare it "
                        + "public (struct, final class or enum) in the \(failure.target) module, and link the "
                        + "\(failure.target) product into the app")
            }
            throw CommandError.environment("\(failure.target) failed to start: \(error)")
        }
        // No session lookup here: a command that needs to know who is logged in asks Account once
        // (`CommandContext.session()`); `shop open` also sets the mediator state from it; the others never ask.
        return ShopEnvironment(home: home, mediator: mediator)
    }

    /// Puts the shop's guards into `mediator`'s middleware chain.
    static func installGuards(on mediator: Mediator) {
        // Links may read only the logged-in user's own cart, orders and points.
        mediator.use(RemoteIdentityGuard(mediator: mediator), entry: .remote)
        // The money audit (shop doctor) reads the whole home, which its owner may do logged in or not.
        mediator.use(LoginGuard(mediator: mediator, exemptActions: ["Order/audit"]), for: .target("Order"))
        mediator.use(LoginGuard(mediator: mediator, exemptActions: ["Payment/audit"]), for: .target("Payment"))
        // Shipping and delivering are staff work: a customer cannot move their own order along. The
        // scope covers every state variant (`ship@member`), however a call names it.
        for action in ["ship", "deliver"] {
            mediator.use(StaffGuard(mediator: mediator), for: .action(target: "Order", action: action))
        }
    }

    /// Sends the terminate event (flushes buffers); failures are reported on stderr.
    func terminate() async {
        let report = await mediator.send(.terminate)
        for failure in report.failures {
            ShopCommands.console.warning(
                "\(failure.target) did not shut down cleanly: \(failure.error.map(String.init(describing:)) ?? "")")
        }
    }

    /// The home folder chosen by `--home`, else `SHOP_HOME`, else `~/.shop`.
    static func homeURL(_ globals: GlobalOptions, environment: [String: String]) -> URL {
        URL(fileURLWithPath: globals.home ?? environment["SHOP_HOME"] ?? defaultHome(environment))
    }

    /// The shop in the home as it is, for reading: `nil` when the home has no database yet.
    ///
    /// Nothing is created, tightened, seeded or tracked: no launch event is sent, so no middleware
    /// records the calls, and targets are created on first use (each migrates its own tables, as
    /// any run would). Completion values (`shop __complete`) read through it on every Tab.
    static func openExisting(_ globals: GlobalOptions, environment: [String: String]) throws -> Mediator? {
        let home = homeURL(globals, environment: environment)
        let database = home.appendingPathComponent("shop.sqlite").path
        guard FileManager.default.fileExists(atPath: database) else { return nil }
        let storage: StorageFacade
        do {
            storage = try StorageFacade(path: database)
        } catch {
            throw CommandError.environment("cannot open the shop database in \(home.path): \(error)")
        }
        let context = MediatorContext()
        context.register(storage)
        context.register(NetworkingFacade(configuration: try fetchConfiguration(environment)))
        context.register(Configuration(["home": home.path]))
        return Mediator(context: context)
    }

    /// The schema version of every component's tables in this build: each linked component's target
    /// is created on an empty in-memory database (creating a target applies its migrations).
    static func builtInSchemaVersions() throws -> [String: Int] {
        let storage = try StorageFacade.inMemory()
        let context = MediatorContext()
        context.register(storage)
        context.register(NetworkingFacade(configuration: NetworkingConfiguration()))
        context.register(Configuration(["home": FileManager.default.temporaryDirectory.path]))
        let mediator = Mediator(context: context)
        for component in ComponentRegistry.all {
            _ = try mediator.describe(target: component.name)
        }
        return try storage.schemaVersions()
    }

    /// The schema versions recorded in the home's database, or `nil` when it has none yet.
    static func homeSchemaVersions(_ globals: GlobalOptions, environment: [String: String]) throws -> (
        path: String, versions: [String: Int]
    )? {
        let database = homeURL(globals, environment: environment).appendingPathComponent("shop.sqlite").path
        guard FileManager.default.fileExists(atPath: database) else { return nil }
        return (database, try StorageFacade(path: database).schemaVersions())
    }

    /// Seconds a configuration fetch (`--dispatch-url`, `SHOP_CATALOG_URL`) may take in all, retries included.
    static let defaultFetchTimeout: TimeInterval = 10

    /// The HTTP client's settings: `SHOP_FETCH_TIMEOUT` (seconds, default 10) bounds every fetch as a whole.
    static func fetchConfiguration(_ environment: [String: String]) throws -> NetworkingConfiguration {
        var seconds = defaultFetchTimeout
        if let text = environment["SHOP_FETCH_TIMEOUT"] {
            guard let value = Double(text), value.isFinite, value > 0, value <= 3600 else {
                throw CommandError.environment(
                    "SHOP_FETCH_TIMEOUT must be a number of seconds from 0 to 3600, got \(Quoted.prefix(of: text))")
            }
            seconds = value
        }
        return NetworkingConfiguration(timeout: seconds, totalTimeout: seconds)
    }

    private static func defaultHome(_ environment: [String: String]) -> String {
        let base = environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path
        return (base as NSString).appendingPathComponent(".shop")
    }
}
