import Foundation

/// What identifies the Swift toolchain for test results: its version line and the binary itself.
///
/// `swift --version` names the release; the fingerprint (real path, size, modification time of the
/// `swift` binary, as the manifest cache uses) catches a toolchain replaced under the same version.
public struct ToolchainIdentity: Equatable, Sendable {
    /// The first line of `swift --version`, e.g. `Swift version 6.3.1 (swift-6.3.1-RELEASE)`.
    public var version: String
    /// The binary's fingerprint.
    public var fingerprint: String

    /// Creates an identity from its parts.
    public init(version: String, fingerprint: String) {
        self.version = version
        self.fingerprint = fingerprint
    }

    /// One string holding both parts, as stored in the test state and mixed into input hashes.
    public var key: String { version + " | " + fingerprint }

    /// The identity of the `swift` that check-deps would run (`CHECK_DEPS_SWIFT`, else `PATH`).
    public static func current() throws -> ToolchainIdentity {
        let swift = try ManifestLoader.locateSwift()
        let result = try ExternalCommand(executable: swift).run(
            ["--version"], in: FileManager.default.currentDirectoryPath)
        guard result.status == 0 else {
            throw CheckDepsError.io(path: swift, reason: "swift --version failed: \(result.errorText)")
        }
        // The version banner goes to standard output or standard error depending on the release.
        let banner = result.text.isEmpty ? result.errorText : result.text
        let version = banner.split(separator: "\n").first.map(String.init) ?? "unknown"
        return ToolchainIdentity(version: version, fingerprint: ManifestLoader.fingerprint(ofExecutable: swift))
    }
}
