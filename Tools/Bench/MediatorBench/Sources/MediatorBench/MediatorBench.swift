import Foundation
import BenchTargets
import Catalog
import Mediator

/// Measures the Mediator's local and remote entries against direct and protocol calls in one release
/// run, and checks first that runtime discovery works in this binary (exit 1 when it does not).
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
            let report = try await measure(timing, cold: cold)
            report.print()
            if arguments.contains("--strict") && !report.allGoalsMet { exit(1) }
        } catch {
            fail("benchmark failed: \(error)", code: 1)
        }
    }

    /// Per-target time of the first lookups in this process: the first 10 generated targets, then the rest.
    static func coldDiscovery() -> (first: Double, rest: Double) {
        let mediator = Mediator(naming: .singleModule("BenchTargets"))
        let clock = ContinuousClock()
        func discover(_ range: Range<Int>) -> Double {
            let start = clock.now
            for index in range {
                guard (try? mediator.perform(target: "T\(index)", action: "ping")) == .int(index) else {
                    fail("DISCOVERY FAILED: BenchTargets.Target_T\(index) was not found", code: 1)
                }
            }
            return Timing.nanoseconds(clock.now - start) / Double(range.count)
        }
        return (discover(0..<10), discover(10..<generatedTargetCount))
    }

    static func measure(_ timing: Timing, cold: (first: Double, rest: Double)) async throws -> BenchReport {
        let facade = CatalogFacade()
        let service: any CatalogService = opaque(facade)
        let sku = opaque("A3")
        let params: Params = ["sku": .string(sku)]
        let context = MediatorContext()
        context.register(facade)

        func catalogMediator() throws -> Mediator {
            let mediator = Mediator(context: context)
            _ = try perform(mediator.call(target: "Catalog", action: "price").with(params))
            return mediator
        }
        let plain = try catalogMediator()
        plain.configureRemote(RemoteConfiguration(schemes: ["bench"], targets: ["Catalog"]))
        let emptyChain = try catalogMediator()
        for index in 0..<5 { emptyChain.use(NoOpMiddleware(name: "elsewhere\(index)"), for: .target("Elsewhere")) }
        let fiveMiddlewares = try catalogMediator()
        for index in 0..<5 { fiveMiddlewares.use(NoOpMiddleware(name: "noop\(index)")) }
        let flat10 = try FlatnessSetup(targets: 10)
        let flat200 = try FlatnessSetup(targets: generatedTargetCount)
        // The mangled name the mediator asks the runtime for (see `Mediator.lookUpType`).
        let typeName = opaque("7Catalog14Target_CatalogV")
        guard _typeByName(typeName) != nil else { fail("DISCOVERY FAILED: runtime lookup of \(typeName)", code: 1) }
        let url = opaque("bench://catalog/price?sku=A3")

        func local(_ mediator: Mediator) -> (Int) throws -> Void {
            { n in
                for _ in 0..<n { blackHole(try mediator.perform(target: "Catalog", action: "price", params: params)) }
            }
        }
        let cases: [BenchCase] = [
            BenchCase(name: "direct", iterations: 2_000_000) { n in for _ in 0..<n { blackHole(facade.price(of: sku)) }
            },
            BenchCase(name: "protocol", iterations: 2_000_000) { n in
                for _ in 0..<n { blackHole(service.price(of: sku)) }
            },
            BenchCase(name: "local", iterations: 1_000_000, run: local(plain)),
            BenchCase(name: "localBuiltParams", iterations: 500_000) { n in
                for _ in 0..<n {
                    blackHole(try plain.perform(target: "Catalog", action: "price", params: ["sku": .string(sku)]))
                }
            },
            BenchCase(name: "builder", iterations: 500_000) { n in
                for _ in 0..<n {
                    blackHole(try perform(plain.call(target: "Catalog", action: "price").with("sku", .string(sku))))
                }
            },
            BenchCase(name: "emptyChain", iterations: 1_000_000, run: local(emptyChain)),
            BenchCase(name: "fiveMiddlewares", iterations: 500_000, run: local(fiveMiddlewares)),
            BenchCase(name: "discovery", iterations: 10_000) { n in
                for _ in 0..<n {
                    let fresh = Mediator(context: context)
                    blackHole(try fresh.perform(target: "Catalog", action: "price", params: params))
                }
            },
            BenchCase(name: "freshMediator", iterations: 50_000) { n in
                for _ in 0..<n { blackHole(Mediator(context: context)) }
            },
            BenchCase(name: "typeByName", iterations: 20_000) { n in for _ in 0..<n { blackHole(_typeByName(typeName)) }
            },
            BenchCase(name: "remote", iterations: 100_000) { n in for _ in 0..<n { blackHole(await plain.open(url)) } },
            BenchCase(name: "cached10", iterations: 1_000_000, run: flat10.cachedCalls),
            BenchCase(name: "cached200", iterations: 1_000_000, run: flat200.cachedCalls),
            BenchCase(name: "discovery10", iterations: 2_000, run: flat10.discoveries),
            BenchCase(name: "discovery200", iterations: 2_000, run: flat200.discoveries),
        ]
        let ns = try await timing.measure(cases)
        func value(_ name: String) -> Double { ns[name] ?? .nan }
        let direct = value("direct")
        var report = BenchReport(baseline: direct)
        report.add("direct Facade call", direct)
        report.add("protocol call on a cached target", value("protocol"))
        report.add("mediator local call, cached target", value("local"))
        report.add("  mediator's own share (local - direct)", value("local") - direct)
        report.add("  same, params built per call", value("localBuiltParams"))
        report.add("  same, chained-call builder", value("builder"))
        report.add("  + empty chain (5 middlewares scoped elsewhere)", value("emptyChain"))
        report.add("  + 5 no-op middlewares in the chain", value("fiveMiddlewares"))
        report.add("first-call discovery (fresh Mediator + call)", value("discovery"))
        report.add("  of which creating the Mediator", value("freshMediator"))
        report.add("  of which Swift runtime lookup (_typeByName)", value("typeByName"))
        report.add("  cold, first 10 lookups in the process", cold.first)
        report.add("  cold, next \(generatedTargetCount - 10) lookups", cold.rest)
        report.add("remote open(url), end to end", value("remote"))
        report.add("cached local call, 10 targets", value("cached10"))
        report.add("cached local call, \(generatedTargetCount) targets", value("cached200"))
        report.add("discovery per target, 10 targets", value("discovery10"))
        report.add("discovery per target, \(generatedTargetCount) targets", value("discovery200"))

        let local = value("local")
        report.goal("cached local call <= 50 ns", local <= 50, String(format: "%.1f ns", local))
        report.goal("cached local call <= 5x direct", local <= 5 * direct, String(format: "%.1fx", local / direct))
        report.goal(
            "empty middleware chain adds <= 10%", value("emptyChain") <= local * 1.10,
            String(format: "%+.1f%%", (value("emptyChain") / local - 1) * 100))
        report.goal("discovery <= 2 us", value("discovery") <= 2_000, String(format: "%.0f ns", value("discovery")))
        report.goal("remote open <= 2 us", value("remote") <= 2_000, String(format: "%.0f ns", value("remote")))
        let cachedRatio = value("cached200") / value("cached10")
        let discoveryRatio = value("discovery200") / value("discovery10")
        report.goal(
            "flat from 10 to \(generatedTargetCount) targets (<= 1.5x)", cachedRatio <= 1.5 && discoveryRatio <= 1.5,
            String(format: "cached %.2fx, discovery %.2fx", cachedRatio, discoveryRatio))
        return report
    }

    /// The builder's synchronous `perform` (this file's `main` is async, which would pick the async one).
    static func perform(_ builder: CallBuilder) throws -> MediatorValue {
        try builder.perform()
    }

    static func fail(_ message: String, code: Int32) -> Never {
        FileHandle.standardError.write(Data("MediatorBench: \(message)\n".utf8))
        exit(code)
    }
}
