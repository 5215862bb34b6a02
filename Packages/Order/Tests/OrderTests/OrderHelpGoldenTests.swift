import Foundation
import XCTest

@testable import OrderExample

/// The help of Order's groups and of each of its commands at 80 columns, as `OrderExample` shows it,
/// compared with `Golden/help.txt`. `SHOP_UPDATE_GOLDEN=1 swift test --package-path Packages/Order
/// --filter OrderHelpGoldenTests` rewrites it (and fails, so a recording run never passes).
final class OrderHelpGoldenTests: XCTestCase {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden").appendingPathComponent("help.txt")

    func testHelp_matchesTheGoldenFile() async throws {
        let shop = try await OrderExampleShop.launch()
        let commands = shop.runner.commands
        var asked = commands.topWords.filter { !commands.subcommands(of: $0).isEmpty }.map { [$0] }
        asked += commands.visibleEntries.map(\.path)
        var sections: [String] = []
        for words in asked {
            let outcome = await shop.run(words + ["--help"])
            XCTAssertEqual(outcome.exitCode, 0, outcome.standardError)
            sections.append("=== OrderExample \(words.joined(separator: " ")) --help\n\(outcome.standardOutput)")
        }
        await shop.close()
        let actual = sections.joined(separator: "\n")
        if ProcessInfo.processInfo.environment["SHOP_UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(
                at: Self.golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: Self.golden)
            XCTFail("recorded \(Self.golden.path); run again without SHOP_UPDATE_GOLDEN")
            return
        }
        let expected = try String(contentsOf: Self.golden, encoding: .utf8)
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
        if let line = zip(a, e).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset
            ?? (a.count == e.count ? nil : min(a.count, e.count))
        {
            XCTFail(
                "help differs from \(Self.golden.lastPathComponent) at line \(line + 1):\n"
                    + "expected: \(line < e.count ? String(e[line]) : "<end>")\n"
                    + "actual:   \(line < a.count ? String(a[line]) : "<end>")\n(SHOP_UPDATE_GOLDEN=1 to record)")
        }
    }
}
