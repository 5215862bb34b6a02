import CommandKit
import ComponentCommandsTesting
import Foundation
import XCTest

@testable import ShopCommands

/// What the shell itself shows, laid out at 60, 80 and 120 columns and compared with the files in
/// `Golden/`: `shop --help` with the shell's own commands only (its header, global options and
/// closing line), and the help of each of those commands (`routes`, `open`, `doctor`, `interactive`,
/// `help`, `completion`). `SHOP_UPDATE_GOLDEN=1 swift test --filter HelpGoldenTests` rewrites them
/// (and fails, so a recording run is never mistaken for a passing one).
///
/// A component's commands are not here: each component keeps its own help golden in its package
/// (`Packages/<Name>/Tests/<Name>Tests/Golden/help.txt`), so adding or changing a component changes
/// no file in this folder. `CommandRegistrationTests` checks that the real `shop --help` lists every
/// registered component's groups and commands.
final class HelpGoldenTests: XCTestCase {
    static let widths = [60, 80, 120]

    /// The shell's own commands, with the real command set's program line, global options, refused
    /// options and completion command, and no component.
    static let shell = CommandSet(
        program: ShopCommands.set.program, summary: ShopCommands.set.summary, groups: [],
        globals: GlobalArguments.self, commands: SystemCommands.all + ToolCommands.all,
        refusedOptions: ShopCommands.set.refusedOptions, completionCommand: ShopCommands.set.completionCommand,
        type: \.type)

    /// Every help text `set` can show, each under a heading naming the command that shows it.
    static func allHelp(_ set: CommandSet<RegisteredCommand>, width: Int) throws -> String {
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

    func testShellHelp_matchesTheGoldenFiles() throws {
        XCTAssertEqual(Self.shell.problems, [])
        for width in Self.widths {
            let actual = try Self.allHelp(Self.shell, width: width)
            if let difference = try HelpGolden.compare(actual, with: Self.golden(width)) {
                XCTFail("at \(width) columns: \(difference)")
            }
        }
    }

    /// The golden's set is the real one less the components: the shell's commands close the real
    /// list, in the same order, and `shop --help` opens and closes with the same lines.
    func testShellHelp_isTheRealHelpLessTheComponents() {
        let real = ShopCommands.set
        let shellTypes = Self.shell.entries.map { "\($0.command.type)" }
        XCTAssertEqual(real.entries.suffix(shellTypes.count).map { "\($0.command.type)" }, shellTypes)
        XCTAssertGreaterThan(real.entries.count, shellTypes.count, "the components' commands are in the real set")
        for width in Self.widths {
            let ours = Self.shell.help(.program, width: width).components(separatedBy: "\n")
            let theirs = real.help(.program, width: width).components(separatedBy: "\n")
            guard let ourCommands = ours.firstIndex(of: "commands:"),
                let ourGlobals = ours.firstIndex(of: "global options:"),
                let theirCommands = theirs.firstIndex(of: "commands:"),
                let theirGlobals = theirs.firstIndex(of: "global options:")
            else { return XCTFail("no commands or global options section at \(width) columns") }
            XCTAssertEqual(Array(ours[...ourCommands]), Array(theirs[...theirCommands]), "header, \(width) columns")
            XCTAssertEqual(Array(ours[ourGlobals...]), Array(theirs[theirGlobals...]), "closing, \(width) columns")
        }
    }

    /// Every help text of the real set, components' included, fits its width and keeps its words.
    func testEveryHelp_fitsItsWidth_andCutsNoWord() throws {
        for width in Self.widths {
            for line in try Self.allHelp(ShopCommands.set, width: width).split(separator: "\n")
            where !line.hasPrefix("=== ") {
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
