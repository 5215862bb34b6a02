import Foundation
import XCTest

/// Text from storage, the network or a link never drives the terminal: the shop shows its controls
/// visibly (`\u{1B}`) on stdout and stderr, keeps `--json` exact, and quotes input within bounds.
final class UntrustedTextTests: XCTestCase {
    /// Sets the terminal's title, clears the screen, then reverses the rest of the line.
    private let hostile = "\u{1B}]0;PWNED\u{07}\u{1B}[2J\u{202E}"
    /// How `hostile` is shown.
    private let shown = #"\u{1B}]0;PWNED\u{07}\u{1B}[2J\u{202E}"#

    /// The controls no output may carry raw (newline and tab are layout).
    private func rawControls(_ text: String) -> [String] {
        text.unicodeScalars.filter { scalar in
            switch scalar.value {
            case 0x09, 0x0A: return false
            case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: return true
            default: return false
            }
        }.map { "U+" + String($0.value, radix: 16, uppercase: true) }
    }

    private func assertNoRawControl(
        _ text: String, _ label: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(rawControls(text), [], "\(label): \(text.debugDescription)", file: file, line: line)
    }

    /// A catalog whose sku and description carry `hostile` (and a C1 CSI and an isolate), and whose
    /// title carries the bidi override (a title refuses C0 controls already).
    private func catalog() throws -> (json: Data, sku: String, title: String, description: String) {
        let sku = "EVIL-\(hostile)1"
        let title = "Plain \u{202E}gum"
        let description = "A mug \(hostile) for \u{9B}31m coffee \u{2066}x"
        let document: [String: Any] = [
            "version": 1,
            "items": [
                [
                    "id": 1, "sku": sku, "title": title, "description": description, "category": "kitchen",
                    "price": 1000, "stock": 5,
                ],
                ["id": 2, "sku": "POT-1", "title": "Teapot", "category": "kitchen", "price": 2000, "stock": 5],
            ],
        ]
        return (try JSONSerialization.data(withJSONObject: document), sku, title, description)
    }

    func testServedCatalog_descriptionSkuAndTitle_areShownVisibly_andJSONKeepsThemExactly() throws {
        let shop = try ShopHarness()
        let catalog = try catalog()
        let server = try FixtureServer(["/catalog.json": (200, catalog.json)])
        // The first run seeds the catalog from the server; the others read it from storage.
        let list = try shop.run(["goods", "list"], extraEnvironment: ["SHOP_CATALOG_URL": server.url("/catalog.json")])
        XCTAssertEqual(list.status, 0, list.stderr)
        assertNoRawControl(list.stdout, "goods list")
        XCTAssertTrue(list.stdout.contains(#"Plain \u{202E}gum"#), list.stdout)

        let show = try shop.run(["goods", "show", "1"])
        XCTAssertEqual(show.status, 0, show.stderr)
        assertNoRawControl(show.stdout, "goods show")
        XCTAssertTrue(show.stdout.contains(#"A mug \#(shown) for \u{9B}31m coffee \u{2066}x"#), show.stdout)
        XCTAssertTrue(show.stdout.contains(#"sku: EVIL-\#(shown)1"#), show.stdout)

        let search = try shop.run(["goods", "search", "gum"])
        XCTAssertEqual(search.status, 0, search.stderr)
        assertNoRawControl(search.stdout, "goods search")

        for arguments in [["goods", "show", "1", "--json"], ["goods", "list", "--json"]] {
            let run = try shop.run(arguments)
            XCTAssertEqual(run.status, 0, run.stderr)
            assertNoRawControl(run.stdout, arguments.joined(separator: " "))
        }
        let json = try shop.json(["goods", "show", "1"])
        XCTAssertEqual(json["sku"] as? String, catalog.sku)
        XCTAssertEqual(json["title"] as? String, catalog.title)
        XCTAssertEqual(json["description"] as? String, catalog.description)
    }

    func testServedCatalog_onATerminal_keepsTheShopsOwnColour_andShowsTheTitlesControls() throws {
        let shop = try ShopHarness()
        let server = try FixtureServer(["/catalog.json": (200, try catalog().json)])
        var environment = shop.environment
        environment.removeValue(forKey: "NO_COLOR")
        environment["TERM"] = "xterm-256color"
        environment["SHOP_CATALOG_URL"] = server.url("/catalog.json")
        let run = try PseudoTerminal.run(
            [ShopHarness.binary.path, "goods", "list"], answers: [], environment: environment)
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertTrue(run.output.contains("\u{1B}[1mID  TITLE"), "the bold header: \(run.output.debugDescription)")
        XCTAssertTrue(run.output.contains(#"Plain \u{202E}gum"#), run.output.debugDescription)
        XCTAssertFalse(run.output.unicodeScalars.contains("\u{202E}"), run.output.debugDescription)
    }

    func testServerErrorBody_isShownVisibly_inTheHTTPStatusMessage() throws {
        let shop = try ShopHarness()
        let server = try FixtureServer(["/catalog.json": (404, Data("gone \(hostile) for good".utf8))])
        let run = try shop.run(["goods", "list"], extraEnvironment: ["SHOP_CATALOG_URL": server.url("/catalog.json")])
        XCTAssertEqual(run.status, 5, run.stderr)
        assertNoRawControl(run.stderr, "error")
        XCTAssertTrue(run.stderr.contains(#"server answered HTTP 404: gone \#(shown) for good"#), run.stderr)
    }

    func testLinkParameter_echoedInAnError_isShownVisibly() throws {
        let shop = try ShopHarness()
        let run = try shop.run(["open", "shop://goods/show?id=%1B%5D0%3BPWNED%07%1B%5B2J%E2%80%AE"])
        XCTAssertEqual(run.status, 2, run.stderr)
        assertNoRawControl(run.stderr, "open")
        XCTAssertTrue(run.stderr.contains(shown), run.stderr)
    }

    func testOneHugeCharacter_isEchoedBounded() throws {
        let shop = try ShopHarness()
        // One character of 120,001 bytes: a letter with 60,000 combining marks.
        let cluster = "a" + String(repeating: "\u{0301}", count: 60_000)
        let run = try shop.run(["goods", "show", cluster])
        XCTAssertEqual(run.status, 2, String(run.stderr.utf8.prefix(200)) ?? "")
        XCTAssertLessThan(run.stderr.utf8.count, 1_024, "\(run.stderr.utf8.count) bytes of stderr")
        XCTAssertTrue(run.stderr.contains("(120001 bytes)"), String(run.stderr.utf8.prefix(1_024)) ?? "")
        // Through a link the parameter is echoed by the remote entry: bounded by the message cut.
        let encoded = "a" + String(repeating: "%CC%81", count: 20_000)
        let link = try shop.run(["open", "shop://goods/show?id=\(encoded)"])
        XCTAssertEqual(link.status, 2, String(link.stderr.utf8.prefix(200)) ?? "")
        XCTAssertLessThan(link.stderr.utf8.count, 1_024, "\(link.stderr.utf8.count) bytes of stderr")
    }
}
