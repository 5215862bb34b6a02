import Foundation
import XCTest

/// Secrets on disk and on screen: private files whatever the umask, passwords never echoed or in argv.
final class SecretsTests: XCTestCase {
    /// Runs `shop arguments` through `/bin/sh` with `umask mask` (the harness's Process cannot set one).
    private func runWithUmask(_ shop: ShopHarness, _ mask: String, _ arguments: [String], stdin: String? = nil) throws
        -> ShopHarness.Run
    {
        let quoted = ([ShopHarness.binary.path] + arguments).map {
            "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
        let result = try ShellRunner.run(
            "/bin/sh", ["-c", "umask \(mask) && exec " + quoted.joined(separator: " ")], environment: shop.environment,
            stdin: stdin)
        return ShopHarness.Run(status: result.status, stdout: result.stdout, stderr: result.stderr)
    }

    private func mode(_ url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return try XCTUnwrap(attributes[.posixPermissions] as? Int, url.path)
    }

    func testFreshHome_is0700_andEveryFileTheShopWrites0600_whateverTheUmask() throws {
        for mask in ["000", "022"] {
            let shop = try ShopHarness()
            let home = shop.root.appendingPathComponent("fresh/shop")
            let export = shop.root.appendingPathComponent("exports/calls.jsonl")
            let password = "correct horse battery\n"
            for arguments in [
                ["--home", home.path, "account", "register", "erin", "--password-stdin"],
                ["--home", home.path, "account", "login", "erin", "--password-stdin"],
                ["--home", home.path, "cart", "add", "1"],
                ["--home", home.path, "tracking", "export", "--output", export.path],
            ] {
                let run = try runWithUmask(shop, mask, arguments, stdin: password)
                XCTAssertEqual(run.status, 0, "umask \(mask): \(arguments): \(run.stderr)")
                XCTAssertFalse(
                    run.stderr.contains("tightened"), "a home the shop created needs no tightening: \(run.stderr)")
            }
            XCTAssertEqual(try mode(home), 0o700, "umask \(mask): home")
            XCTAssertEqual(try mode(home.deletingLastPathComponent()), 0o700, "umask \(mask): created parent")
            XCTAssertEqual(try mode(export), 0o600, "umask \(mask): export")
            let names = try FileManager.default.contentsOfDirectory(atPath: home.path)
            XCTAssertTrue(names.contains("shop.sqlite") && names.contains("goods-catalog.json"), "\(names)")
            for name in names {
                XCTAssertEqual(try mode(home.appendingPathComponent(name)), 0o600, "umask \(mask): \(name)")
            }
        }
    }

    func testWALAndSHM_whileAnotherProcessHasTheDatabaseOpen_are0600() throws {
        let shop = try ShopHarness()
        try shop.signIn("walt")
        // `interactive` keeps the connection (and so the -wal and -shm files) open while we look.
        let input = Pipe()
        let null = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/null"))
        let process = try ChildProcess(
            ShopHarness.binary.path, ["interactive"], environment: shop.environment,
            stdin: input.fileHandleForReading.fileDescriptor, stdout: null.fileDescriptor, stderr: null.fileDescriptor)
        try input.fileHandleForReading.close()
        try null.close()
        defer {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
        input.fileHandleForWriting.write(Data("cart add 1\n".utf8))
        let wal = shop.home.appendingPathComponent("shop.sqlite-wal")
        let shm = shop.home.appendingPathComponent("shop.sqlite-shm")
        let deadline = Date().addingTimeInterval(20)
        while !(FileManager.default.fileExists(atPath: wal.path) && FileManager.default.fileExists(atPath: shm.path)),
            Date() < deadline
        {
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTAssertEqual(try mode(wal), 0o600)
        XCTAssertEqual(try mode(shm), 0o600)
    }

    func testWiderHome_isTightenedAtLaunch_withOneLineSayingSo() throws {
        let shop = try ShopHarness()
        try shop.ok(["goods", "list"])
        XCTAssertEqual(chmod(shop.home.path, 0o755), 0)
        XCTAssertEqual(chmod(shop.home.appendingPathComponent("shop.sqlite").path, 0o644), 0)
        XCTAssertEqual(chmod(shop.home.appendingPathComponent("goods-catalog.json").path, 0o664), 0)
        let run = try shop.run(["goods", "list"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let lines = run.stderr.split(separator: "\n")
        XCTAssertEqual(lines.count, 1, run.stderr)
        XCTAssertTrue(run.stderr.hasPrefix("shop: tightened permissions in \(shop.home.path)"), run.stderr)
        for part in ["folder 0755→0700", "shop.sqlite 0644→0600", "goods-catalog.json 0664→0600"] {
            XCTAssertTrue(run.stderr.contains(part), "expected '\(part)' in \(run.stderr)")
        }
        XCTAssertEqual(try mode(shop.home), 0o700)
        XCTAssertEqual(try mode(shop.home.appendingPathComponent("shop.sqlite")), 0o600)
        XCTAssertEqual(try shop.run(["goods", "list"]).stderr, "", "said once: the next launch has nothing to tighten")
    }

    func testPasswordOptions_areRefused_soNoPasswordReachesTheArguments() throws {
        let shop = try ShopHarness()
        for arguments in [
            ["account", "register", "frank", "--password", "a long secret"],
            ["account", "login", "frank", "--password=a long secret"],
            ["account", "passwd", "--old", "a long secret", "--new", "another secret"],
        ] {
            let run = try shop.run(arguments)
            XCTAssertEqual(run.status, 2, run.stderr)
            XCTAssertTrue(run.stderr.contains("--password-stdin"), run.stderr)
        }
        XCTAssertEqual(try shop.json(["account", "whoami"])["username"] as? NSNull, NSNull(), "nothing was registered")
    }

    func testPasswordOnATerminal_isNeverEchoed_andEchoComesBack() throws {
        let shop = try ShopHarness()
        let secret = "pty-secret-\(UUID().uuidString.prefix(8))"
        let register = try PseudoTerminal.run(
            [ShopHarness.binary.path, "account", "register", "gwen"], answers: [secret, secret],
            environment: shop.environment)
        XCTAssertEqual(register.status, 0, register.output)
        XCTAssertTrue(
            register.output.contains("password: ") && register.output.contains("repeat password: "), register.output)
        XCTAssertTrue(register.output.contains("registered gwen"), register.output)
        XCTAssertFalse(register.output.contains(secret), "the password was echoed: \(register.output)")
        XCTAssertTrue(register.echoAfterwards, "the terminal's echo was not restored")

        let login = try PseudoTerminal.run(
            [ShopHarness.binary.path, "account", "login", "gwen"], answers: [secret], environment: shop.environment)
        XCTAssertEqual(login.status, 0, login.output)
        XCTAssertTrue(login.output.contains("logged in as gwen"), login.output)
        XCTAssertFalse(login.output.contains(secret), "the password was echoed: \(login.output)")
        XCTAssertTrue(login.echoAfterwards)

        let mismatch = try PseudoTerminal.run(
            [ShopHarness.binary.path, "account", "register", "hank"], answers: [secret, secret + "x"],
            environment: shop.environment)
        XCTAssertEqual(mismatch.status, 2, mismatch.output)
        XCTAssertTrue(mismatch.output.contains("the two passwords differ"), mismatch.output)
    }
}
