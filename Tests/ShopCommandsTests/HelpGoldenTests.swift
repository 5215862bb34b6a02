import CommandKit
import Foundation
import XCTest

@testable import ShopCommands

/// `shop --help`, every group's and every command's help, laid out at 60, 80 and 120 columns, compared
/// with the files in `Golden/`. `SHOP_UPDATE_GOLDEN=1 swift test --filter HelpGoldenTests` rewrites them
/// (and fails, so a recording run is never mistaken for a passing one).
final class HelpGoldenTests: XCTestCase {
    static let widths = [60, 80, 120]

    /// Every help text the shop can show, each under a heading naming the command that shows it.
    static func allHelp(width: Int) throws -> String {
        let set = ShopCommands.set
        var sections: [(String, CommandSet<RegisteredCommand>.HelpTopic)] = [("shop --help", .program)]
        for word in set.topWords where !set.subcommands(of: word).isEmpty {
            sections.append(("shop help \(word)", .group(word)))
        }
        for entry in set.visibleEntries {
            sections.append(("shop help \(entry.path.joined(separator: " "))", try set.helpTopic(entry.path)))
        }
        return sections.map { "=== \($0.0) (\(width) columns)\n\(set.help($0.1, width: width))\n" }
            .joined(separator: "\n")
    }

    static func golden(_ width: Int) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Golden").appendingPathComponent("help-\(width).txt")
    }

    func testHelp_matchesTheGoldenFiles() throws {
        let record = ProcessInfo.processInfo.environment["SHOP_UPDATE_GOLDEN"] == "1"
        for width in Self.widths {
            let actual = try Self.allHelp(width: width)
            let file = Self.golden(width)
            if record {
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(actual.utf8).write(to: file)
                XCTFail("recorded \(file.path); run again without SHOP_UPDATE_GOLDEN")
                continue
            }
            let expected = try String(contentsOf: file, encoding: .utf8)
            if actual != expected {
                let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
                let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
                let first = Array(zip(a, e)).firstIndex { $0.0 != $0.1 } ?? min(a.count, e.count)
                XCTFail(
                    "help at \(width) columns differs from \(file.lastPathComponent) at line \(first + 1):\n"
                        + "expected: \(first < e.count ? String(e[first]) : "<end>")\n"
                        + "actual:   \(first < a.count ? String(a[first]) : "<end>")\n"
                        + "(SHOP_UPDATE_GOLDEN=1 to record)")
            }
        }
    }

    func testGoldenHelp_fitsItsWidth_andCutsNoWord() throws {
        for width in Self.widths {
            for line in try Self.allHelp(width: width).split(separator: "\n") where !line.hasPrefix("=== ") {
                XCTAssertLessThanOrEqual(line.count, width, "'\(line)'")
            }
        }
        // Words survive wrapping: every usage element appears whole at every width.
        for entry in ShopCommands.set.visibleEntries {
            for width in Self.widths {
                let help = ShopCommands.set.help(.command(entry), width: width)
                for element in entry.usageElements.dropFirst() {
                    XCTAssertTrue(help.contains(element), "\(element) cut at \(width) columns in:\n\(help)")
                }
            }
        }
    }
}
