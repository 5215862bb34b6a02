/// A bug planted in a stand-in for the code under test: what the self-test runs to show that the
/// target's properties report it.
///
/// A stand-in is the real code with one guard removed, reached through the same seam the target's
/// entry point fills with the real code, so the property functions under test are the very ones
/// that fuzz.
public struct PlantedBug: Sendable {
    /// A short name (`nested-rollback`), for `FUZZ_PLANTED` and the self-test's report.
    public let name: String
    /// Which guard the stand-in lacks, in a few words.
    public let summary: String
    /// A piece of the message of each check that watches the removed guard: every one must report
    /// on some input (a report by another check does not count), so deleting one fails the self-test.
    public let expected: [String]
    /// Runs one input against the stand-in, checking the target's properties.
    public let run: @Sendable (inout FuzzInput) -> Void

    /// Describes a planted bug and how one input runs against its stand-in.
    public init(
        name: String, summary: String, expected: [String], run: @escaping @Sendable (inout FuzzInput) -> Void
    ) {
        self.name = name
        self.summary = summary
        self.expected = expected
        self.run = run
    }
}
