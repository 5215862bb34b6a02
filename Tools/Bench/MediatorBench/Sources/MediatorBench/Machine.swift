import Foundation

/// What the machine was doing, printed with the table: absolute numbers depend on it.
enum Machine {
    /// Active processor cores.
    static var cores: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// The 1-minute load average, formatted.
    static var loadAverage: String {
        var loads = [Double](repeating: 0, count: 1)
        guard getloadavg(&loads, 1) == 1 else { return "unknown" }
        return String(format: "%.2f", loads[0])
    }
}
