/// How one unit fared in a test run, as the runner reports it (one tab-separated line per unit:
/// `id  name  status  seconds  input-hash  log  xunit-files  reason`).
public struct TestRunResult: Equatable, Sendable {
    /// The outcome of a unit.
    public enum Status: String, Sendable {
        /// Built, and every test passed.
        case passed = "PASS"
        /// Built, and a test failed (or the test process failed).
        case failed = "FAIL"
        /// Did not build.
        case buildFailed = "BUILD"
        /// Has a test directory but ran no test.
        case noTests = "NOTEST"
        /// Not run (see the reason).
        case skipped = "SKIP"

        /// Whether this outcome fails the run.
        public var isFailure: Bool { self == .failed || self == .buildFailed || self == .noTests }
    }

    /// The unit id.
    public var id: String
    /// The unit name.
    public var name: String
    /// The outcome.
    public var status: Status
    /// Wall-clock seconds.
    public var seconds: Double
    /// The input hash from the plan (empty when unknown).
    public var inputHash: String
    /// The log file, if any.
    public var log: String
    /// xUnit reports the unit's tests wrote (`swift test --xunit-output`), if any.
    public var xunitFiles: [String]
    /// Why the unit was tested or skipped.
    public var reason: String

    /// Creates a result.
    public init(
        id: String, name: String, status: Status, seconds: Double, inputHash: String = "", log: String = "",
        xunitFiles: [String] = [], reason: String = ""
    ) {
        self.id = id
        self.name = name
        self.status = status
        self.seconds = seconds
        self.inputHash = inputHash
        self.log = log
        self.xunitFiles = xunitFiles
        self.reason = reason
    }

    /// Parses the runner's results file; `displayPath` names it in errors.
    public static func parse(_ text: String, displayPath: String) throws -> [TestRunResult] {
        var results: [TestRunResult] = []
        for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: true).enumerated() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 8, !fields[0].isEmpty, let status = Status(rawValue: fields[2]),
                let seconds = Double(fields[3]), seconds >= 0
            else {
                throw CheckDepsError.invalidConfiguration(
                    path: displayPath,
                    reason: "line \(offset + 1) is not 'id name status seconds hash log xunit reason' separated by tabs"
                )
            }
            results.append(
                TestRunResult(
                    id: fields[0], name: fields[1], status: status, seconds: seconds, inputHash: fields[4],
                    log: fields[5],
                    xunitFiles: fields[6].split(separator: ",").map(String.init), reason: fields[7]))
        }
        return results
    }
}
