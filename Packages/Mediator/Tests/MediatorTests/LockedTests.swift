import Testing

@testable import Mediator

/// The lock behind the mediator's state.
@Suite struct LockedTests {
    @Test func concurrentUpdates_areNeverLost() async {
        let counter = Locked<[Int: Int]>([:])
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    for i in 0..<1_000 { counter.withLock { $0[i % 16, default: 0] += worker + 1 } }
                }
            }
        }
        let total = counter.withLock { $0.values.reduce(0, +) }
        #expect(total == 1_000 * 36)
    }

    @Test func withLock_returnsTheBodysValue_andRethrowsItsTypedError() {
        struct Refused: Error, Equatable {}
        let value = Locked(3)
        #expect(value.withLock { $0 * 2 } == 6)
        #expect(throws: Refused.self) { try value.withLock { (_: inout Int) throws(Refused) in throw Refused() } }
        #expect(value.withLock { $0 } == 3)
    }
}
