import BenchTargets
import Mediator

/// `count` generated targets, discovered and cached, visited in a fixed pseudo-random order.
struct FlatnessSetup {
    let names: [String]
    let order: [String]
    let mediator: Mediator

    init(targets count: Int) throws {
        names = (0..<count).map { "T\($0)" }
        // The same visiting sequence length for every count, so only the number of targets differs.
        var state: UInt64 = 0x9E37_79B9
        order = (0..<4096).map { [names] _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return names[Int(state >> 33) % count]
        }
        mediator = Mediator(naming: .singleModule("BenchTargets"))
        for name in names { _ = try mediator.perform(target: name, action: "ping") }
    }

    /// `n` cached calls spread over the targets.
    func cachedCalls(_ n: Int) throws {
        for i in 0..<n { blackHole(try mediator.perform(target: order[i & 4095], action: "ping")) }
    }

    /// `n` fresh mediators, each discovering every target once.
    func discoveries(_ n: Int) throws {
        let rounds = max(1, n / names.count)
        for _ in 0..<rounds {
            let fresh = Mediator(naming: .singleModule("BenchTargets"))
            for name in names { blackHole(try fresh.perform(target: name, action: "ping")) }
        }
    }
}
