import Foundation

/// The machine's load, printed with the results: wall times on a shared machine depend on it.
public enum MachineLoad {
    /// `/proc/loadavg`'s 1, 5 and 15 minute averages, or "unknown" where there is no /proc.
    public static func averages() -> String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }

    /// One line: cores and load average.
    public static func summary() -> String {
        "\(ProcessInfo.processInfo.activeProcessorCount) cores, load average \(averages()) (1, 5, 15 min)"
    }
}
