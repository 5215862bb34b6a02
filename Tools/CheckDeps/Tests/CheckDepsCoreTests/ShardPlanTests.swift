import CheckDepsCore
import Foundation
import XCTest

/// `--shard I/N`: every selected unit in exactly one shard, balanced by recorded durations.
final class ShardPlanTests: XCTestCase {
    private var fixtures: [PlanFixture] = []

    override func tearDown() {
        fixtures.forEach { $0.delete() }
    }

    func testAssignment_withoutDurations_balancesByCount() {
        let shards = ShardAssignment.assign(estimates: Array(repeating: 1, count: 7), count: 3)
        XCTAssertEqual(shards, [0, 1, 2, 0, 1, 2, 0])
    }

    func testAssignment_longestFirstToTheLeastLoadedShard() {
        // 10 alone; 6 + 4 together; 3 + 3 + 2 + 1 together: loads 10, 10, 9.
        let estimates: [Double] = [1, 3, 10, 2, 6, 3, 4]
        let shards = ShardAssignment.assign(estimates: estimates, count: 3)
        var loads = [0.0, 0.0, 0.0]
        for (index, shard) in shards.enumerated() { loads[shard] += estimates[index] }
        XCTAssertEqual(loads.max() ?? 0, 10)
        XCTAssertEqual(loads.min() ?? 0, 9)
        XCTAssertEqual(shards[2], 0)
    }

    func testAssignment_moreShardsThanUnits_leavesShardsEmpty() {
        XCTAssertEqual(ShardAssignment.assign(estimates: [5, 5], count: 4), [0, 1])
        XCTAssertEqual(ShardAssignment.assign(estimates: [], count: 2), [])
    }

    func testShards_togetherRunEveryUnitExactlyOnce_andEachPlanAgrees() throws {
        let fixture = try PlanFixture.make(
            ["A": [], "B": ["A"], "C": ["A"], "D": ["B"], "E": [], "F": ["E"], "G": []], app: ["D", "F"], git: false)
        fixtures.append(fixture)
        var state = TestRunState()
        state.durations = ["Packages/A": 30, "Packages/B": 5, "Packages/C": 12, "Packages/D": 8, ".": 20]
        try state.save(to: TestRunState.defaultURL(root: fixture.root))
        let full = try fixture.plan()
        var seen: [String] = []
        var loads: [Double] = []
        for index in 1...3 {
            let plan = try fixture.plan(["--shard", "\(index)/3"])
            seen += plan.tested
            loads.append(plan.summary.estimatedSeconds)
            XCTAssertEqual(plan.packages.map(\.shard), try fixture.plan(["--shard", "1/3"]).packages.map(\.shard))
            for entry in plan.packages where entry.action == "skip" {
                XCTAssertEqual(entry.reason, "in shard \(entry.shard ?? 0)/3")
            }
        }
        XCTAssertEqual(seen.sorted(), full.tested.sorted())
        XCTAssertEqual(Set(seen).count, seen.count)
        // Unmeasured units are estimated at the average of the measured ones (15 s).
        XCTAssertEqual(full.packages.first { $0.name == "G" }?.estimatedSeconds, 15)
        XCTAssertEqual(full.packages.first { $0.name == "G" }?.measured, false)
        XCTAssertEqual(loads.reduce(0, +), full.summary.estimatedSeconds)
        XCTAssertLessThanOrEqual((loads.max() ?? 0) - (loads.min() ?? 0), 5)  // 42, 40, 38
    }

    func testShards_splitOnlyTheAffectedUnits() throws {
        let fixture = try PlanFixture.make(["A": [], "B": ["A"], "C": ["A"], "D": []])
        fixtures.append(fixture)
        try fixture.touch("Packages/A/Sources/A/A.swift")
        let first = try fixture.plan(["--affected", "main", "--shard", "1/2"])
        let second = try fixture.plan(["--affected", "main", "--shard", "2/2"])
        XCTAssertEqual((first.tested + second.tested).sorted(), ["A", "B", "C"])
        XCTAssertNil(first.packages.first { $0.name == "D" }?.shard)
    }

    func testShardOptions_rejectNonsense() {
        for bad in ["0/2", "3/2", "1/0", "x/2", "1"] {
            let outcome = TestPlanCommand.run(arguments: ["--shard", bad], currentDirectory: "/")
            XCTAssertEqual(outcome.exitCode, 2, bad)
            XCTAssertEqual(
                outcome.standardError,
                "check-deps plan: error: --shard takes I/N with 1 <= I <= N, not '\(bad)' (see --help)\n")
        }
    }
}
