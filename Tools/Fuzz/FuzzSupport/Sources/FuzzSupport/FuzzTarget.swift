import Foundation

/// A fuzz target's entry: how one input runs against the real code, and the planted bugs whose
/// stand-ins the same properties must report.
///
/// The target's `LLVMFuzzerInitialize` calls `initialize()` and its `LLVMFuzzerTestOneInput` calls
/// `runOne`. Two environment variables change what the binary does (both set by `Tools/fuzz`):
/// - `FUZZ_SELF_TEST=FOLDER`: run the self-test over the inputs in FOLDER and exit (0 when it passed);
/// - `FUZZ_PLANTED=NAME`: fuzz the stand-in of planted bug NAME instead of the real code, to measure
///   how long the fuzzer takes to find it.
public struct FuzzTarget: Sendable {
    /// The target's name (`StorageSQL`).
    public let name: String
    /// The planted bugs whose stand-ins the properties must report.
    public let planted: [PlantedBug]
    private let real: @Sendable (inout FuzzInput) -> Void
    private let active: @Sendable (inout FuzzInput) -> Void

    /// A target named `name` that runs one input with `real`; `FUZZ_PLANTED` picks a stand-in instead.
    public init(name: String, planted: [PlantedBug], real: @escaping @Sendable (inout FuzzInput) -> Void) {
        self.name = name
        self.planted = planted
        self.real = real
        if let wanted = ProcessInfo.processInfo.environment["FUZZ_PLANTED"], !wanted.isEmpty {
            guard let bug = planted.first(where: { $0.name == wanted }) else {
                Property.harnessFailure(
                    "\(name) has no planted bug '\(wanted)' (known: \(planted.map(\.name).joined(separator: ", ")))")
            }
            active = bug.run
        } else {
            active = real
        }
    }

    /// Runs the self-test and exits when `FUZZ_SELF_TEST` names a folder; otherwise does nothing.
    public func initialize() {
        guard let folder = ProcessInfo.processInfo.environment["FUZZ_SELF_TEST"], !folder.isEmpty else { return }
        exit(selfTest(inputsIn: folder) ? 0 : 1)
    }

    /// Runs one input from libFuzzer.
    public func runOne(_ data: UnsafePointer<UInt8>?, _ size: Int) {
        var input = FuzzInput(data, count: size)
        active(&input)
    }

    /// Runs every input in `folder` against the real code (no property may be violated) and against
    /// each planted bug's stand-in (at least one input must make the watching check report it).
    /// Reports one line per check on standard error; returns whether all passed.
    public func selfTest(inputsIn folder: String) -> Bool {
        let inputs: [(name: String, bytes: [UInt8])]
        do {
            let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
            inputs = try names.map { name in
                (name, [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder).appendingPathComponent(name))))
            }
        } catch {
            say("\(name) self-test: cannot read the inputs in \(folder): \(error)")
            return false
        }
        guard !inputs.isEmpty else {
            say("\(name) self-test: no inputs in \(folder)")
            return false
        }
        say("\(name) self-test: \(inputs.count) inputs from \(folder)")
        var passed = true
        let realViolations = inputs.flatMap { named in
            violations(of: real, on: named.bytes).map { (named.name, $0) }
        }
        if let (input, first) = realViolations.first {
            say(
                "  FAIL real code: \(realViolations.count) violations; first, on \(input): \(oneLine(first.description))"
            )
            passed = false
        } else {
            say("  ok   real code: no property violated")
        }
        for bug in planted {
            var reports: [String: (input: String, violation: Property.Violation, count: Int)] = [:]
            var others: [Property.Violation] = []
            for named in inputs {
                let found = violations(of: bug.run, on: named.bytes)
                for expected in bug.expected {
                    guard let report = found.first(where: { $0.message.contains(expected) }) else { continue }
                    let count = (reports[expected]?.count ?? 0) + 1
                    reports[expected] = (
                        reports[expected]?.input ?? named.name, reports[expected]?.violation ?? report, count
                    )
                }
                others += found.filter { violation in !bug.expected.contains { violation.message.contains($0) } }
            }
            for expected in bug.expected {
                if let report = reports[expected] {
                    say(
                        "  ok   planted \(bug.name) (\(bug.summary)): '\(expected)' reported on \(report.count) of "
                            + "\(inputs.count) inputs; first, on \(report.input): \(oneLine(report.violation.description))"
                    )
                } else {
                    let other = others.first.map { "; other checks reported: \(oneLine($0.description))" } ?? ""
                    say(
                        "  FAIL planted \(bug.name) (\(bug.summary)): no input made a check report "
                            + "'\(expected)'\(other)")
                    passed = false
                }
            }
        }
        say("\(name) self-test: \(passed ? "passed" : "FAILED")")
        return passed
    }

    /// Writes a line of the self-test's report to standard error (a target may capture its output).
    private func say(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    /// A violation's text on one line of at most 240 characters, for the self-test's report.
    private func oneLine(_ text: String) -> String {
        String(text.replacingOccurrences(of: "\n", with: " | ").prefix(240))
    }

    private func violations(of run: (inout FuzzInput) -> Void, on bytes: [UInt8]) -> [Property.Violation] {
        Property.recording {
            var input = FuzzInput(bytes: bytes)
            run(&input)
        }
    }
}
