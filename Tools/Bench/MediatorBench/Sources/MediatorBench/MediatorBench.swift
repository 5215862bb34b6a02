import BenchTargets
import Catalog
import Foundation
import Mediator

/// Measures the Mediator's local and remote entries against direct, protocol and registry calls in
/// one release run, and checks first that runtime discovery works in this binary (exit 1 when it
/// does not).
///
/// Usage: `MediatorBench [--check-discovery] [--quick] [--strict]`
@main
struct MediatorBench {
    static func main() async {
        let arguments = Set(CommandLine.arguments.dropFirst())
        let known: Set<String> = ["--check-discovery", "--quick", "--strict"]
        if let unknown = arguments.subtracting(known).first {
            fail("unknown option '\(unknown)'; usage: MediatorBench [--check-discovery] [--quick] [--strict]", code: 2)
        }
        #if DEBUG
            if !arguments.contains("--check-discovery") {
                fail("build with -c release: debug numbers mean nothing", code: 2)
            }
        #endif
        // Measured before anything else looks a type up, so the runtime's own caches are cold.
        let cold = coldDiscovery()
        do {
            try await DiscoveryCheck.run()
        } catch {
            fail("DISCOVERY FAILED: \(error)", code: 1)
        }
        if arguments.contains("--check-discovery") {
            print("discovery OK: Catalog.Target_Catalog and \(generatedTargetCount) generated targets found by name")
            let hidden = DiscoveryCheck.internalStructSurvives()
            print(
                "note: an internal struct target is \(hidden ? "kept" : "dropped") by this build; targets must be public"
            )
            return
        }
        let timing = Timing(rounds: 7, scale: arguments.contains("--quick") ? 0.1 : 1)
        do {
            let loadBefore = Machine.loadAverage
            let report = try await measure(timing, cold: cold)
            report.print()
            // Absolute goals depend on the machine's other work; ratios far less.
            print("machine: \(Machine.cores) cores, load average \(loadBefore) before, \(Machine.loadAverage) after")
            if arguments.contains("--strict") && !report.allGoalsMet {
                fail("--strict: \(report.missedGoals) goal(s) missed", code: 1)
            }
        } catch {
            fail("benchmark failed: \(error)", code: 1)
        }
    }

    /// A rewrite table of 10,000 rules in one chain, `R/a0 -> R/a1 -> … -> R/a10000`, as JSON.
    static let chainedRewrites: Data = {
        let entries = (0..<10_000).map { #"{"from": "R/a\#($0)", "to": "R/a\#($0 + 1)"}"# }
        return Data(#"{"schemaVersion": 1, "rewrites": [\#(entries.joined(separator: ", "))]}"#.utf8)
    }()

    /// Per-target time of the first lookups in this process: the first 10 generated targets, then the rest.
    static func coldDiscovery() -> (first: Double, rest: Double) {
        let mediator = Mediator(naming: .benchTargets)
        func discover(_ range: Range<Int>) -> Double {
            let start = ThreadClock.now()
            for index in range {
                guard (try? mediator.perform(target: "T\(index)", action: "ping")) == .int(index) else {
                    fail("DISCOVERY FAILED: BenchTargets.Target_T\(index) was not found", code: 1)
                }
            }
            return Double(ThreadClock.now() - start) / Double(range.count)
        }
        return (discover(0..<10), discover(10..<generatedTargetCount))
    }

    static func measure(_ timing: Timing, cold: (first: Double, rest: Double)) async throws -> BenchReport {
        let facade = CatalogFacade()
        let sku = opaque("A3")
        let params: Params = ["sku": .string(sku)]
        let context = MediatorContext()
        context.register(facade)
        let catalogURL = opaque("bench://catalog/price?sku=A3")
        let floors = Floors(facade: facade, params: params, url: opaque("bench://t999/show?id=3"))

        func catalogMediator() throws -> Mediator {
            let mediator = Mediator(context: context)
            mediator.configureRemote(RemoteConfiguration(schemes: ["bench"], targets: ["Catalog"]))
            _ = try performSync(mediator, params)
            return mediator
        }
        let plain = try catalogMediator()
        let emptyChain = try catalogMediator()
        for index in 0..<5 { emptyChain.use(NoOpMiddleware(name: "elsewhere\(index)"), for: .target("Elsewhere")) }
        let fiveMiddlewares = try catalogMediator()
        for index in 0..<5 { fiveMiddlewares.use(NoOpMiddleware(name: "noop\(index)")) }
        let flat = try [10, 200, generatedTargetCount].map { ($0, try FlatnessSetup(targets: $0)) }
        // The mangled name the mediator asks the runtime for (see `Mediator.lookUpType`).
        let typeName = opaque("7Catalog14Target_CatalogV")
        guard _typeByName(typeName) != nil else { fail("DISCOVERY FAILED: runtime lookup of \(typeName)", code: 1) }

        func local(_ mediator: Mediator) -> (Int) throws -> Void {
            { n in
                for _ in 0..<n { blackHole(try mediator.perform(target: "Catalog", action: "price", params: params)) }
            }
        }
        let typed = try TypedCases()
        var cases: [BenchCase] = [
            // The typed call the app makes, and its floors.
            BenchCase(name: "typedDirect", iterations: 1_000_000, run: typed.direct),
            BenchCase(name: "typedProtocol", iterations: 1_000_000, run: typed.protocolCall),
            BenchCase(name: "typed", iterations: 200_000, run: typed.typed),
            BenchCase(name: "typedShipped", iterations: 200_000, run: typed.typedShipped),
            BenchCase(name: "typedOpen", iterations: 100_000, run: typed.open),
            // Floors.
            BenchCase(name: "facade", iterations: 2_000_000) { n in
                for _ in 0..<n { blackHole(facade.price(of: sku)) }
            },
            BenchCase(name: "direct", iterations: 2_000_000, run: floors.direct),
            BenchCase(name: "protocol", iterations: 2_000_000, run: floors.protocolCall),
            BenchCase(name: "mutexDictionary", iterations: 1_000_000, run: floors.mutexDictionary),
            BenchCase(name: "urlComponents", iterations: 100_000, run: floors.urlComponents),
            BenchCase(name: "byteScan", iterations: 2_000_000, run: floors.byteScan),
            // Local entry.
            BenchCase(name: "local", iterations: 2_000_000, run: local(plain)),
            BenchCase(name: "localBuiltParams", iterations: 500_000) { n in
                for _ in 0..<n {
                    blackHole(try plain.perform(target: "Catalog", action: "price", params: ["sku": .string(sku)]))
                }
            },
            BenchCase(name: "emptyChain", iterations: 1_000_000, run: local(emptyChain)),
            BenchCase(name: "fiveMiddlewares", iterations: 500_000, run: local(fiveMiddlewares)),
            // Discovery.
            BenchCase(name: "discovery", iterations: 10_000) { n in
                for _ in 0..<n {
                    let fresh = Mediator(context: context)
                    blackHole(try fresh.perform(target: "Catalog", action: "price", params: params))
                }
            },
            BenchCase(name: "freshMediator", iterations: 50_000) { n in
                for _ in 0..<n { blackHole(Mediator(context: context)) }
            },
            BenchCase(name: "typeByName", iterations: 20_000) { n in
                for _ in 0..<n { blackHole(_typeByName(typeName)) }
            },
            // The remote boundary: Foundation's coders against a hand-written conversion.
            BenchCase(name: "boundaryEncode", iterations: 20_000, run: BoundaryCases.encode),
            BenchCase(name: "boundaryRoundTrip", iterations: 10_000, run: BoundaryCases.roundTrip),
            BenchCase(name: "jsonBytes", iterations: 50_000, run: BoundaryCases.jsonBytes),
            BenchCase(name: "handRoundTrip", iterations: 100_000, run: BoundaryCases.handWritten),
            // Configuration: a rewrite table of 10,000 chained rules (458 KB), parsed and checked.
            BenchCase(name: "rewriteTable10k", iterations: 20) { n in
                for _ in 0..<n { blackHole(try RewriteTable(jsonData: chainedRewrites)) }
            },
            // Remote entry.
            BenchCase(name: "parse", iterations: 200_000) { n in
                for _ in 0..<n { blackHole(try plain.parseRemote(catalogURL)) }
            },
            BenchCase(name: "remoteCatalog", iterations: 200_000) { n in
                let mark = ThreadClock.mark()
                for _ in 0..<n { blackHole(await plain.open(catalogURL)) }
                return try mark.elapsed("open \(catalogURL)")
            },
            // From the main actor and from a nonisolated context.
            BenchCase(name: "localOff", iterations: 1_000_000) { n in
                try await IsolationProbe.localOffMain(plain, params, n)
            },
            BenchCase(name: "localMain", iterations: 1_000_000) { n in
                try await IsolationProbe.localOnMain(plain, params, n)
            },
            BenchCase(name: "localAsyncOff", iterations: 500_000) { n in
                try await IsolationProbe.localAsyncOffMain(plain, params, n)
            },
            BenchCase(name: "localAsyncMain", iterations: 500_000) { n in
                try await IsolationProbe.localAsyncOnMain(plain, params, n)
            },
            BenchCase(name: "openOff", iterations: 200_000) { n in
                try await IsolationProbe.openOffMain(plain, catalogURL, n)
            },
            BenchCase(name: "openMain", iterations: 200_000) { n in
                try await IsolationProbe.openOnMain(plain, catalogURL, n)
            },
            BenchCase(name: "openSyncOff", iterations: 200_000) { n in
                await IsolationProbe.openSyncOffMain(plain, catalogURL, n)
            },
            BenchCase(name: "openSyncMain", iterations: 200_000) { n in
                await IsolationProbe.openSyncOnMain(plain, catalogURL, n)
            },
        ]
        for (count, setup) in flat {
            cases.append(BenchCase(name: "cached\(count)", iterations: 1_000_000, run: setup.cachedCalls))
            cases.append(BenchCase(name: "discovery\(count)", iterations: 2_000, run: setup.discoveries))
            for (position, url) in setup.urls {
                cases.append(
                    BenchCase(name: "open\(count)\(position)", iterations: 200_000, measuring: setup.opens(url)))
            }
        }
        let ns = try await timing.measure(cases)
        return report(ns, flat: flat.map { ($0, $1.urls.map(\.position)) }, cold: cold)
    }

    static func report(_ ns: [String: Spread], flat: [(Int, [String])], cold: (first: Double, rest: Double))
        -> BenchReport
    {
        func value(_ name: String) -> Double { ns[name]?.median ?? .nan }
        let direct = value("direct")
        var report = BenchReport(baseline: direct)
        // The path that ships first; its ratios are against its own direct call.
        let typedDirect = value("typedDirect")
        report.section("the typed call the app makes: mediator.goods.show(id:) -> GoodsItem (x: the direct call below)")
        report.add("direct call: shelf.item(id:)", typedDirect, spread: ns["typedDirect"], baseline: typedDirect)
        report.add(
            "protocol call: the same via `any GoodsItemSource`", value("typedProtocol"), spread: ns["typedProtocol"],
            baseline: typedDirect)
        report.add("typed call, no middleware", value("typed"), spread: ns["typed"], baseline: typedDirect)
        report.add(
            "typed call, the app's middleware (Tracking + guards)", value("typedShipped"), spread: ns["typedShipped"],
            baseline: typedDirect)
        report.add(
            "open bench://goods/show?id=3 (result encoded for the caller)", value("typedOpen"),
            spread: ns["typedOpen"], baseline: typedDirect)
        report.section("floors, measured in this run (the work of the Catalog/price action: read sku, look it up)")
        report.add("direct call of the action's work (the baseline)", direct)
        report.add("protocol call: the same work via `any PriceService`", value("protocol"))
        report.add("Mutex<[route: closure]> registry: the same work", value("mutexDictionary"))
        report.add("  the Facade lookup alone, no params", value("facade"))
        report.add("URLComponents(string:) of bench://t999/show?id=3", value("urlComponents"))
        report.add("byte scan of the same URL", value("byteScan"))
        report.section("local entry: perform(target:action:params:)")
        report.add("mediator local call, cached target", value("local"))
        report.add("  mediator's own share (local - direct)", value("local") - direct)
        report.add("  same, params built per call", value("localBuiltParams"))
        report.add("  + empty chain (5 middlewares scoped elsewhere)", value("emptyChain"))
        report.add("  + 5 no-op middlewares in the chain", value("fiveMiddlewares"))
        for (count, _) in flat { report.add("cached local call (ping), \(count) targets", value("cached\(count)")) }
        report.section("first-call discovery")
        report.add("fresh Mediator + first call (type known to the process)", value("discovery"))
        report.add("  of which creating the Mediator", value("freshMediator"))
        report.add("  of which Swift runtime lookup (_typeByName)", value("typeByName"))
        report.add("  cold, first 10 lookups in the process", cold.first)
        report.add("  cold, next \(generatedTargetCount - 10) lookups", cold.rest)
        for (count, _) in flat { report.add("discovery per target, \(count) targets", value("discovery\(count)")) }
        report.section("remote entry: open(url), end to end")
        report.add("RemoteRequest parse alone (Catalog URL)", value("parse"))
        report.add("open bench://catalog/price?sku=A3", value("remoteCatalog"))
        for (count, positions) in flat {
            for position in positions {
                report.add(
                    "open bench://t…/show?id=3, \(count) targets, target \(position)", value("open\(count)\(position)"))
            }
        }
        report.section("the remote boundary: a GoodsItem encoded for the remote caller (Foundation's coders)")
        report.add(
            "MediatorValue(encoding:): JSONEncoder, then JSONDecoder", value("boundaryEncode"),
            spread: ns["boundaryEncode"])
        report.add("  JSONEncoder alone (JSON bytes)", value("jsonBytes"), spread: ns["jsonBytes"])
        report.add("round trip: MediatorValue(encoding:), then decode(_:)", value("boundaryRoundTrip"))
        report.add("  the same round trip written by hand, field by field", value("handRoundTrip"))
        report.section("configuration")
        report.add("rewrite table: 10,000 chained rules parsed and checked, per table", value("rewriteTable10k"))
        report.section("main actor against nonisolated (same calls)")
        let pairs = [
            ("sync perform", "local"), ("async perform (await)", "localAsync"), ("async open (await)", "open"),
            ("sync open", "openSync"),
        ]
        for (label, key) in pairs {
            report.add("\(label), nonisolated", value("\(key)Off"))
            report.add("\(label), @MainActor", value("\(key)Main"))
        }

        // Goals (issue 23: the path that ships).
        let typedCall = value("typed")
        report.goal(
            "typed goods.show <= 5x direct call", typedCall <= 5 * typedDirect,
            String(format: "%.1fx", typedCall / typedDirect))
        report.goal("typed goods.show <= 250 ns", typedCall <= 250, String(format: "%.0f ns", typedCall))
        report.goal(
            "typed goods.show with the app's middleware <= 2x without", value("typedShipped") <= 2 * typedCall,
            String(format: "%.2fx", value("typedShipped") / typedCall))
        // Goals (issue 15, and the earlier ones still kept).
        for (count, positions) in flat {
            let worst = positions.map { value("open\(count)\($0)") }.max() ?? .nan
            report.goal(
                "open <= 1 us at \(count) targets (worst position)", worst <= 1_000, String(format: "%.0f ns", worst))
        }
        if let smallest = flat.first, let largest = flat.last {
            let ratios = largest.1.map { value("open\(largest.0)\($0)") / value("open\(smallest.0)\($0)") }
            let worst = ratios.max() ?? .nan
            report.goal(
                "open \(largest.0)/\(smallest.0) targets <= 1.2x (worst position)", worst <= 1.2,
                ratios.map { String(format: "%.2fx", $0) }.joined(separator: " "))
        }
        let rewriteTable = value("rewriteTable10k")
        report.goal(
            "rewrite table of 10,000 chained rules <= 200 ms", rewriteTable <= 200_000_000,
            String(format: "%.1f ms", rewriteTable / 1_000_000))
        let local = value("local")
        let protocolCall = value("protocol")
        report.goal("cached local call <= 60 ns", local <= 60, String(format: "%.1f ns", local))
        report.goal(
            "cached local call <= 1.5x protocol call", local <= 1.5 * protocolCall,
            String(format: "%.2fx", local / protocolCall))
        for (label, key) in pairs {
            let ratio = value("\(key)Main") / value("\(key)Off")
            report.goal("\(label): main actor <= 1.2x nonisolated", ratio <= 1.2, String(format: "%.2fx", ratio))
        }
        report.goal(
            "empty middleware chain adds <= 10%", value("emptyChain") <= local * 1.10,
            String(format: "%+.1f%%", (value("emptyChain") / local - 1) * 100))
        if let smallest = flat.first?.0, let largest = flat.last?.0 {
            let cachedRatio = value("cached\(largest)") / value("cached\(smallest)")
            report.goal(
                "cached calls flat \(smallest) -> \(largest) targets (<= 1.5x)", cachedRatio <= 1.5,
                String(format: "%.2fx", cachedRatio))
            // The earlier goal, kept as it was: discovery per target flat up to 200 targets. At 1,000
            // (reported above) a fresh mediator's instances and caches outgrow the CPU caches.
            let discoveryRatio = value("discovery200") / value("discovery\(smallest)")
            report.goal(
                "discovery per target flat \(smallest) -> 200 targets (<= 1.5x)", discoveryRatio <= 1.5,
                String(format: "%.2fx", discoveryRatio))
        }
        report.goal(
            "first call, fresh Mediator, type known <= 2 us", value("discovery") <= 2_000,
            String(format: "%.0f ns", value("discovery")))
        return report
    }

    /// A synchronous `perform` (this file's `main` is async, which would pick the async one).
    static func performSync(_ mediator: Mediator, _ params: Params) throws -> MediatorValue {
        try mediator.perform(target: "Catalog", action: "price", params: params)
    }

    static func fail(_ message: String, code: Int32) -> Never {
        fflush(nil)  // the table first, then the verdict
        FileHandle.standardError.write(Data("MediatorBench: \(message)\n".utf8))
        exit(code)
    }
}
