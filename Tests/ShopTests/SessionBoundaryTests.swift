import Foundation
import XCTest

/// `shop interactive` is the surface a shop can hand its customers: it starts logged out, keeps its
/// login to itself, reaches no operator command and writes no file; its lines are bounded.
final class SessionBoundaryTests: XCTestCase {
    // MARK: Login

    func testSession_withTheHomeLoggedIn_startsLoggedOut() throws {
        let shop = try ShopHarness()
        try shop.signIn("alice")
        try shop.ok(["cart", "add", "3"])
        let session = try shop.run(["interactive"], stdin: "account whoami\nwallet balance\ncart show\norder list\n")
        XCTAssertTrue(session.stdout.contains("not logged in"), session.stdout)
        XCTAssertFalse(session.stdout.contains("alice"), "a session never acts as the shell's user: \(session.stdout)")
        XCTAssertEqual(session.stderr.components(separatedBy: "log in first").count - 1, 3, session.stderr)
        XCTAssertEqual(session.status, 4, "the last line (order list) is refused: log in first")
        XCTAssertEqual(try shop.ok(["account", "whoami"]), "alice\n", "the shell's login is unchanged")
    }

    func testSession_login_lastsForThatSessionOnly() throws {
        let shop = try ShopHarness()
        try shop.signIn("alice")
        try shop.ok(["account", "register", "bob", "--password-stdin"], stdin: "bob's password\n")
        let first = try shop.run(
            ["interactive"],
            stdin: "account login bob --password-stdin\nbob's password\naccount whoami\ncart add 5\ncart show\n")
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stdout.contains("logged in as bob"), first.stdout)
        XCTAssertTrue(first.stdout.contains("\nbob\n"), first.stdout)
        XCTAssertEqual(try shop.ok(["account", "whoami"]), "alice\n", "a session's login never reaches the home")
        XCTAssertFalse(try shop.ok(["cart", "show"]).contains("#5"), "the shell still acts as alice, not bob")

        // The end of input ended bob's login; a new session starts logged out again.
        let second = try shop.run(["interactive"], stdin: "account whoami\n")
        XCTAssertEqual(second.stdout, "not logged in\n", second.stderr)

        let loggedOut = try shop.run(
            ["interactive"],
            stdin: "account login bob --password-stdin\nbob's password\naccount logout\naccount whoami\n")
        XCTAssertTrue(loggedOut.stdout.hasSuffix("not logged in\n"), loggedOut.stdout)
        XCTAssertEqual(try shop.ok(["account", "whoami"]), "alice\n", "a session's logout leaves the home's login")
    }

    // MARK: Operator commands and files

    func testSession_operatorCommandsAndTheCompletionLister_areRefused() throws {
        let shop = try ShopHarness()
        try shop.signIn("alice")
        try shop.ok(["cart", "add", "3"])
        try shop.ok(["order", "checkout"])
        for line in [
            "staff grant alice", "staff list", "tracking report", "tracking export", "doctor",
            "__complete order-id",
        ] {
            let session = try shop.run(["interactive"], stdin: line + "\n")
            XCTAssertEqual(session.status, 4, "\(line): \(session.stderr)")
            XCTAssertEqual(session.stdout, "", "\(line) printed \(session.stdout)")
            XCTAssertEqual(session.stderr.split(separator: "\n").count, 1, "one clear line: \(session.stderr)")
            XCTAssertTrue(session.stderr.contains("session"), session.stderr)
        }
        XCTAssertEqual(try shop.ok(["staff", "list"]), "no staff yet: shop staff grant <username>\n")
    }

    func testSession_exportToAnyFile_writesNothing() throws {
        let shop = try ShopHarness()
        try shop.signIn("alice")
        let database = shop.home.appendingPathComponent("shop.sqlite")
        let outside = shop.root.appendingPathComponent("operator-notes.txt")
        try Data("keep me\n".utf8).write(to: outside)
        for target in [database.path, outside.path, "shop.sqlite", "../operator-notes.txt", "notes.jsonl"] {
            let before = try Data(contentsOf: database)
            let session = try shop.run(["interactive"], stdin: "tracking export --output '\(target)'\n")
            XCTAssertEqual(session.status, 4, "\(target): \(session.stderr)")
            XCTAssertEqual(session.stderr.split(separator: "\n").count, 1, session.stderr)
            XCTAssertEqual(try Data(contentsOf: outside), Data("keep me\n".utf8))
            XCTAssertTrue(
                try Data(contentsOf: database).starts(with: Data("SQLite format 3".utf8)),
                "the database is still a database")
            XCTAssertGreaterThanOrEqual(try Data(contentsOf: database).count, before.count)
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: shop.home.path)
        XCTAssertFalse(files.contains("notes.jsonl"), "\(files)")
        XCTAssertEqual(try shop.ok(["account", "whoami"]), "alice\n")
        XCTAssertEqual(try shop.run(["doctor"]).status, 0)
    }

    // MARK: Bounded lines

    func testSession_fiveMegabyteWord_isDroppedQuicklyWithAShortMessage() throws {
        let shop = try ShopHarness()
        var input = Data(String(repeating: "y", count: 5_000_000).utf8)
        input.append(Data("\ngoods show 3\n".utf8))
        let session = try shop.run(["interactive"], stdinBytes: input)
        XCTAssertEqual(session.status, 0, "the next line still runs: \(session.stderr)")
        XCTAssertTrue(session.stdout.contains("Le Petit Prince"), session.stdout)
        XCTAssertLessThan(session.stderr.utf8.count, 400, "the line is not printed back")
        XCTAssertTrue(session.stderr.contains("5000000 bytes, more than the 65536"), session.stderr)
    }

    func testSession_longUnknownWordUnderTheCap_isQuotedShortWithoutSuggestion() throws {
        let shop = try ShopHarness()
        let word = "goods" + String(repeating: "z", count: 60_000)
        let session = try shop.run(["interactive"], stdin: word + "\ngoods show 3 " + word + "\n")
        XCTAssertEqual(session.status, 2)
        XCTAssertLessThan(session.stderr.utf8.count, 600, session.stderr)
        XCTAssertTrue(session.stderr.contains("60005 bytes"), session.stderr)
        XCTAssertFalse(session.stderr.contains("did you mean"), session.stderr)
    }

    func testSession_longValues_areQuotedShortInEveryMessage() throws {
        let shop = try ShopHarness()
        let word = String(repeating: "a", count: 60_000)
        for line in [
            "account register \(word) --password-stdin", "account login \(word) --password-stdin",
            "goods list --category \(word)", "goods search \(word)", "cart add \(word)", "order show \(word)",
            "open shop://goods/show?id=\(word)", "open shop://\(word)/show", "help \(word)",
            "cart add 3 --quantity \(word)",
        ] {
            let session = try shop.run(["interactive"], stdin: line + "\ncorrect horse battery\n")
            XCTAssertNotEqual(session.status, 0, line.prefix(30) + "…")
            XCTAssertLessThan(session.stderr.utf8.count, 1_200, "\(line.prefix(30))…: \(session.stderr.prefix(300))")
        }
    }

    func testSession_lineThatIsNotUTF8_isRefusedAndTheSessionGoesOn() throws {
        let shop = try ShopHarness()
        let input = Data([0x67, 0x6F, 0x6F, 0x64, 0x73, 0x20, 0xFF, 0x0A]) + Data("account whoami\n".utf8)
        let session = try shop.run(["interactive"], stdinBytes: input)
        XCTAssertTrue(session.stderr.contains("not valid UTF-8"), session.stderr)
        XCTAssertEqual(session.stdout, "not logged in\n")
    }

    // MARK: Exact passwords

    func testPassword_isComparedAsTheExactBytesGiven() throws {
        let shop = try ShopHarness()
        // U+FFFD is what a lossy decoding makes of 0xFF and 0xFE alike.
        try shop.ok(["account", "register", "alice", "--password-stdin"], stdin: "p\u{FFFD}w-secret-1\n")
        for byte: UInt8 in [0xFF, 0xFE] {
            let password = Data("p".utf8) + Data([byte]) + Data("w-secret-1\n".utf8)
            let login = try shop.run(["account", "login", "alice", "--password-stdin"], stdinBytes: password)
            XCTAssertEqual(login.status, 2, "byte \(byte): \(login.stdout) \(login.stderr)")
            XCTAssertTrue(login.stderr.contains("not valid UTF-8"), login.stderr)
            let register = try shop.run(["account", "register", "bob", "--password-stdin"], stdinBytes: password)
            XCTAssertEqual(register.status, 2, register.stderr)
        }
        XCTAssertEqual(try shop.run(["account", "whoami"]).stdout, "not logged in\n")
        try shop.ok(["account", "login", "alice", "--password-stdin"], stdin: "p\u{FFFD}w-secret-1\n")
    }

    // MARK: The home

    func testHome_foreignFolder_isRefusedAndKeepsItsMode() throws {
        let shop = try ShopHarness()
        let folder = shop.root.appendingPathComponent("documents")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        chmod(folder.path, 0o755)
        try Data("mine".utf8).write(to: folder.appendingPathComponent("letter.txt"))
        let run = try shop.run(["--home", folder.path, "goods", "list"])
        XCTAssertEqual(run.status, 5, run.stderr)
        XCTAssertTrue(run.stderr.contains(folder.path) && run.stderr.contains("'letter.txt'"), run.stderr)
        XCTAssertEqual(try mode(folder.path), 0o755, "a refused folder keeps its mode")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["letter.txt"])
    }

    func testHome_systemFolders_areRefusedUntouched() throws {
        let shop = try ShopHarness()
        for folder in ["/proc", "/"] {
            let before = try mode(folder)
            let run = try shop.run(["--home", folder, "goods", "list"])
            XCTAssertEqual(run.status, 5, "\(folder): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("the home \(folder) is not a shop home"), run.stderr)
            XCTAssertEqual(try mode(folder), before, "\(folder) keeps its mode")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: "/shop.sqlite"))
    }

    func testHome_emptyFolderOrOnlyTheShopsFiles_becomesTheHome() throws {
        let shop = try ShopHarness()
        let empty = shop.root.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: false)
        chmod(empty.path, 0o755)
        XCTAssertEqual(try shop.run(["--home", empty.path, "goods", "list"]).status, 0)
        XCTAssertEqual(try mode(empty.path), 0o700, "a folder that became the shop's home is made private")

        let prepared = shop.root.appendingPathComponent("prepared")
        try FileManager.default.createDirectory(at: prepared, withIntermediateDirectories: false)
        try Data(#"{"rewrites": []}"#.utf8).write(to: prepared.appendingPathComponent("dispatch.json"))
        let run = try shop.run(["--home", prepared.path, "goods", "list"])
        XCTAssertEqual(run.status, 0, run.stderr)
        // Once it holds the database it is a shop home, whatever else is put beside it.
        try Data("notes".utf8).write(to: prepared.appendingPathComponent("NOTES.txt"))
        XCTAssertEqual(try shop.run(["--home", prepared.path, "goods", "list"]).status, 0)
    }

    // MARK: Links

    func testDatabaseFiles_thatAreLinks_areRefusedAndNothingIsWrittenThroughThem() throws {
        let shop = try ShopHarness()
        let victim = shop.root.appendingPathComponent("hashes.txt")
        for name in ["shop.sqlite", "shop.sqlite-wal", "shop.sqlite-shm", "shop.sqlite-journal"] {
            for dangling in [false, true] {
                let home = shop.root.appendingPathComponent("home-\(name)-\(dangling)")
                try FileManager.default.createDirectory(at: home, withIntermediateDirectories: false)
                try? FileManager.default.removeItem(at: victim)
                if !dangling {
                    try Data("operator data\n".utf8).write(to: victim)
                    chmod(victim.path, 0o644)
                }
                try FileManager.default.createSymbolicLink(
                    atPath: home.appendingPathComponent(name).path, withDestinationPath: victim.path)
                let run = try shop.run(
                    ["--home", home.path, "account", "register", "eve", "--password-stdin"],
                    stdin: "eve's password\n")
                XCTAssertEqual(run.status, 5, "\(name) dangling=\(dangling): \(run.stderr)")
                XCTAssertTrue(run.stderr.contains("symbolic link"), run.stderr)
                if dangling {
                    XCTAssertFalse(
                        FileManager.default.fileExists(atPath: victim.path), "nothing created through \(name)")
                } else {
                    XCTAssertEqual(try Data(contentsOf: victim), Data("operator data\n".utf8))
                    XCTAssertEqual(try mode(victim.path), 0o644)
                }
            }
        }
    }

    func testExport_toALink_isRefused() throws {
        let shop = try ShopHarness()
        try shop.ok(["goods", "list"])
        let victim = shop.root.appendingPathComponent("victim.txt")
        try Data("keep\n".utf8).write(to: victim)
        let link = shop.root.appendingPathComponent("export.jsonl")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: victim.path)
        let run = try shop.run(["tracking", "export", "--output", link.path])
        XCTAssertEqual(run.status, 5, run.stderr)
        XCTAssertTrue(run.stderr.contains("symbolic link"), run.stderr)
        XCTAssertEqual(try Data(contentsOf: victim), Data("keep\n".utf8))
        XCTAssertEqual(
            try FileManager.default.destinationOfSymbolicLink(atPath: link.path), victim.path,
            "the link is left as it was")
    }

    private func mode(_ path: String) throws -> mode_t {
        var info = stat()
        guard stat(path, &info) == 0 else { throw CocoaError(.fileReadNoSuchFile) }
        return info.st_mode & 0o7777
    }
}

extension ShopHarness {
    /// Runs `shop arguments` with `stdinBytes` as its exact standard input (bytes that are not UTF-8).
    func run(_ arguments: [String], stdinBytes: Data) throws -> Run {
        let result = try ShellRunner.run(Self.binary.path, arguments, environment: environment, stdinBytes: stdinBytes)
        return Run(status: result.status, stdout: result.stdout, stderr: result.stderr)
    }
}
