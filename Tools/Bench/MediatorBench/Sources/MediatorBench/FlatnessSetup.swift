import BenchTargets
import Mediator

/// `count` generated targets, discovered, cached and configured for the remote entry, visited in a
/// fixed pseudo-random order.
struct FlatnessSetup {
    let names: [String]
    let order: [String]
    let mediator: Mediator
    /// `open` URLs naming the target first, in the middle and last in the configured list, in
    /// lowercase (the configured names are `T<i>`), with one query parameter.
    let urls: [(position: String, url: String)]

    init(targets count: Int) throws {
        names = (0..<count).map { "T\($0)" }
        // The same visiting sequence length for every count, so only the number of targets differs.
        var state: UInt64 = 0x9E37_79B9
        order = (0..<4096).map { [names] _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return names[Int(state >> 33) % count]
        }
        mediator = Mediator(naming: .benchTargets)
        mediator.configureRemote(RemoteConfiguration(schemes: ["bench"], targets: names))
        for name in names { _ = try mediator.perform(target: name, action: "ping") }
        urls = [("first", 0), ("middle", count / 2), ("last", count - 1)].map { ($0, "bench://t\($1)/show?id=3") }
        for (index, (_, url)) in zip([0, count / 2, count - 1], urls) {
            let response: RemoteResponse = mediator.open(url)
            guard response.status == 200, response.value == .string("T\(index)") else {
                throw BenchFailure(description: "\(url) answered \(response.status) \(response.value)")
            }
        }
    }

    /// `n` cached calls spread over the targets.
    func cachedCalls(_ n: Int) throws {
        for i in 0..<n { blackHole(try mediator.perform(target: order[i & 4095], action: "ping")) }
    }

    /// `n` fresh mediators' worth of first calls, each discovering every target once.
    func discoveries(_ n: Int) throws {
        let rounds = max(1, n / names.count)
        for _ in 0..<rounds {
            let fresh = Mediator(naming: .benchTargets)
            for name in names { blackHole(try fresh.perform(target: name, action: "ping")) }
        }
    }

    /// `n` remote opens of `url`, end to end; returns their CPU nanoseconds.
    func opens(_ url: String) -> (Int) async throws -> Double {
        { [mediator] n in
            let mark = ThreadClock.mark()
            for _ in 0..<n { blackHole(await mediator.open(url)) }
            return try mark.elapsed("open \(url)")
        }
    }
}

/// A benchmark precondition that did not hold.
struct BenchFailure: Error, CustomStringConvertible {
    let description: String
}
