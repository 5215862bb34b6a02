import Foundation
import XCTest

/// Inputs the shop does not control are bounded: network bodies, silent servers, the rewrite file.
final class BoundedInputTests: XCTestCase {
    /// 64 MiB, the most a hostile configuration source may make the shop hold.
    private let peakLimitKiB = 64 * 1024

    func testEndlessOrHugeResponses_toEitherConfigurationURL_failClearly_withBoundedMemory() throws {
        let shop = try ShopHarness()
        var environment = shop.environment
        environment["SHOP_HOME"] = shop.home.appendingPathComponent("catalog").path
        for behaviour in [HostileServer.Behaviour.endless, .endlessChunked, .hugeLength] {
            for (arguments, env, what) in [
                (
                    ["--dispatch-url", "http://127.0.0.1:{PORT}/dispatch.json", "goods", "list"], shop.environment,
                    "rewrite table"
                ),
                (
                    ["goods", "list"],
                    environment.merging(["SHOP_CATALOG_URL": "http://127.0.0.1:{PORT}/catalog.json"]) { $1 }, "catalog"
                ),
            ] {
                let run = try HostileServer.run(behaviour, arguments, environment: env)
                let label = "\(behaviour) \(what)"
                XCTAssertEqual(run.status, 5, "\(label): \(run.stderr)")
                XCTAssertTrue(run.stderr.contains("exceeds the limit of 10485760 bytes"), "\(label): \(run.stderr)")
                XCTAssertLessThanOrEqual(run.peakKiB, peakLimitKiB, "\(label): peak \(run.peakKiB) KiB")
                XCTAssertLessThan(run.seconds, 5, "\(label): took \(run.seconds) s")
                print(
                    "bounded-input: \(label): exit \(run.status), peak RSS \(run.peakKiB) KiB, \(String(format: "%.2f", run.seconds)) s"
                )
            }
        }
    }

    /// The HTTPS server's throwaway CA, trusted the way an operator trusts a private CA: OpenSSL's
    /// `SSL_CERT_FILE` (which replaces the system's roots; nothing turns verification off).
    private func trustingTheTestCA(_ environment: [String: String]) -> [String: String] {
        environment.merging(["SSL_CERT_FILE": "{CA}"]) { $1 }
    }

    func testHTTPS_endlessOrHugeResponses_failClearly_withBoundedMemoryAndTime() throws {
        let shop = try ShopHarness()
        var environment = trustingTheTestCA(shop.environment)
        environment["SHOP_HOME"] = shop.home.appendingPathComponent("catalog").path
        environment["SHOP_CATALOG_URL"] = "https://127.0.0.1:{PORT}/catalog.json"
        for behaviour in [HostileServer.Behaviour.endless, .endlessChunked, .hugeLength] {
            let run = try HostileServer.run(behaviour, ["goods", "list"], environment: environment, tls: true)
            let label = "https \(behaviour) catalog"
            XCTAssertEqual(run.status, 5, "\(label): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("exceeds the limit of 10485760 bytes"), "\(label): \(run.stderr)")
            XCTAssertLessThanOrEqual(run.peakKiB, peakLimitKiB, "\(label): peak \(run.peakKiB) KiB")
            XCTAssertLessThan(run.seconds, 5, "\(label): took \(run.seconds) s")
            print(
                "bounded-input: \(label): exit \(run.status), peak RSS \(run.peakKiB) KiB, \(String(format: "%.2f", run.seconds)) s"
            )
        }
    }

    func testHTTPS_aBodyDrippingOneByteChunks_endsAtTheFetchDeadline_withBoundedMemory() throws {
        let shop = try ShopHarness()
        var environment = trustingTheTestCA(shop.environment)
        environment["SHOP_FETCH_TIMEOUT"] = "1.5"
        let run = try HostileServer.run(
            .drip, ["--dispatch-url", "https://127.0.0.1:{PORT}/dispatch.json", "goods", "list"],
            environment: environment, tls: true)
        XCTAssertEqual(run.status, 5, run.stderr)
        XCTAssertTrue(run.stderr.contains("no complete response within 1.5 s"), run.stderr)
        XCTAssertLessThanOrEqual(run.peakKiB, peakLimitKiB, "peak \(run.peakKiB) KiB")
        XCTAssertGreaterThanOrEqual(run.seconds, 1.4)
        XCTAssertLessThan(run.seconds, 6, "the deadline ends the fetch whatever the server sends")
        print(
            "bounded-input: https drip: exit \(run.status), peak RSS \(run.peakKiB) KiB, \(String(format: "%.2f", run.seconds)) s"
        )
    }

    func testHTTPS_aGzipBomb_isNotDecompressed() throws {
        let shop = try ShopHarness()
        var environment = trustingTheTestCA(shop.environment)
        environment["SHOP_HOME"] = shop.home.appendingPathComponent("catalog").path
        environment["SHOP_CATALOG_URL"] = "https://127.0.0.1:{PORT}/catalog.json"
        let run = try HostileServer.run(.gzipBomb, ["goods", "list"], environment: environment, tls: true)
        // The ~200 KB the server sent are the body, still compressed: not JSON, and never 200 MB.
        XCTAssertEqual(run.status, 5, run.stderr)
        XCTAssertTrue(run.stderr.contains("it is not valid JSON"), run.stderr)
        XCTAssertLessThanOrEqual(run.peakKiB, peakLimitKiB, "peak \(run.peakKiB) KiB")
        XCTAssertLessThan(run.seconds, 5, "took \(run.seconds) s")
        print(
            "bounded-input: https gzip bomb: exit \(run.status), peak RSS \(run.peakKiB) KiB, \(String(format: "%.2f", run.seconds)) s"
        )
    }

    func testHTTPS_aRedirectToPlainHTTPOnAnotherPort_isRefused() throws {
        let shop = try ShopHarness()
        var environment = trustingTheTestCA(shop.environment)
        environment["SHOP_HOME"] = shop.home.appendingPathComponent("catalog").path
        environment["SHOP_CATALOG_URL"] = "https://127.0.0.1:{PORT}/catalog.json"
        environment["SHOP_FETCH_TIMEOUT"] = "3"
        let run = try HostileServer.run(.redirectToPlainHTTP, ["goods", "list"], environment: environment, tls: true)
        XCTAssertEqual(run.status, 5, run.stderr)
        XCTAssertTrue(run.stderr.contains("server answered HTTP 302, a redirect to \"http://127.0.0.1:"), run.stderr)
        XCTAssertTrue(run.stderr.contains("which is not followed"), run.stderr)
        XCTAssertEqual(run.otherConnections, 0, "nothing connected to the plain-HTTP address")
    }

    func testHTTPS_aCertificateFromAnUntrustedCA_isRefused() throws {
        let shop = try ShopHarness()
        var environment = shop.environment
        environment["SHOP_HOME"] = shop.home.appendingPathComponent("catalog").path
        environment["SHOP_CATALOG_URL"] = "https://127.0.0.1:{PORT}/catalog.json"
        let run = try HostileServer.run(.endless, ["goods", "list"], environment: environment, tls: true)
        XCTAssertEqual(run.status, 5, run.stderr)
        XCTAssertTrue(run.stderr.contains("certificate for 127.0.0.1 not trusted"), run.stderr)
    }

    func testSilentServer_failsWithinTheFetchDeadline_whichIsConfigurable() throws {
        let shop = try ShopHarness()
        var environment = shop.environment
        environment["SHOP_FETCH_TIMEOUT"] = "1.5"
        let run = try HostileServer.run(
            .silent, ["--dispatch-url", "http://127.0.0.1:{PORT}/dispatch.json", "goods", "list"],
            environment: environment)
        XCTAssertEqual(run.status, 5, run.stderr)
        XCTAssertTrue(run.stderr.contains("no complete response within 1.5 s"), run.stderr)
        XCTAssertGreaterThanOrEqual(run.seconds, 1.4)
        XCTAssertLessThan(run.seconds, 4, "retries stay inside the one deadline")
        let bad = try shop.run(["goods", "list"], extraEnvironment: ["SHOP_FETCH_TIMEOUT": "forever"])
        XCTAssertEqual(bad.status, 5, bad.stderr)
        XCTAssertTrue(bad.stderr.contains("SHOP_FETCH_TIMEOUT must be a number of seconds"), bad.stderr)
    }

    func testSilentServer_byDefault_failsWithin10Seconds() throws {
        let shop = try ShopHarness()
        let run = try HostileServer.run(
            .silent, ["--dispatch-url", "http://127.0.0.1:{PORT}/dispatch.json", "goods", "list"],
            environment: shop.environment)
        XCTAssertEqual(run.status, 5, run.stderr)
        XCTAssertTrue(run.stderr.contains("no complete response within 10 s"), run.stderr)
        XCTAssertLessThan(run.seconds, 12)
    }

    func testDispatchFile_overTheSameCap_isAClearEnvironmentError() throws {
        let shop = try ShopHarness()
        let file = shop.home.appendingPathComponent("dispatch.json")
        let padding = String(repeating: " ", count: 10 * 1024 * 1024)
        try Data(("{\"rewrites\": []}" + padding).utf8).write(to: file)
        let run = try shop.run(["goods", "list"])
        XCTAssertEqual(run.status, 5, run.stderr)
        XCTAssertTrue(run.stderr.contains("cannot read \(file.path)"), run.stderr)
        XCTAssertTrue(run.stderr.contains("exceeds the limit of 10485760 bytes"), run.stderr)
        // A device that never ends is refused unread, not read for ever.
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createSymbolicLink(atPath: file.path, withDestinationPath: "/dev/zero")
        let endless = try shop.run(["goods", "list"])
        XCTAssertEqual(endless.status, 5, endless.stderr)
        XCTAssertTrue(endless.stderr.contains("is not a regular file"), endless.stderr)
        try FileManager.default.removeItem(at: file)
        try Data(#"{"rewrites": []}"#.utf8).write(to: file)
        XCTAssertEqual(try shop.run(["goods", "list"]).status, 0, "a table within the cap loads")
    }
}
