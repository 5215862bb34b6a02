import BenchSupport
import Foundation

/// One timed row: a program and its arguments, the floor it is compared with, and its goal.
struct Scenario {
    /// What the row must meet.
    enum Goal {
        /// A floor or a reference row: nothing to meet.
        case none
        /// Median CPU time at most `cpuMs`, and at most `ratio` times the floor's median CPU time.
        case startup(cpuMs: Double, ratio: Double)
    }

    let name: String
    let child: ChildProcess
    /// The row whose median CPU time the ratio column divides by; nil for a floor.
    let floor: String?
    let goal: Goal
    /// Whether the command only reads the home, so it must not sync the disk.
    let readsOnly: Bool

    var cpu = Samples()
    var wall = Samples()
    /// Distinct shared objects the loader maps in one run; nil when not measured.
    var libraries: [String]?
    /// `fsync` + `fdatasync` calls in one run; nil when strace is not available.
    var syncs: Int?
}
