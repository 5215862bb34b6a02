import CommandKit
import XCTest

final class HelpTests: XCTestCase {
    private let set = Fixture.set

    func testCommandHelp_showsEveryArgumentWithDefaultAndAllowedValues() throws {
        let help = set.help(try set.helpTopic(["cone", "add"]), width: 80)
        XCTAssertEqual(
            help,
            """
            usage: parlour cone add <cone-id> [--scoops N] [--flavour FLAVOUR] [--note TEXT]
                                    [--sprinkles]

            Add scoops to a cone

            arguments:
              <cone-id>  which cone

            options:
              --scoops N         how many scoops (1-5; default: 1)
              --flavour FLAVOUR  the flavour (one of: vanilla, chocolate, strawberry;
                                 default: vanilla)
              --note TEXT        a note for the cone (default: none)
              --sprinkles        add sprinkles

            global options: --work-dir DIR, --json, -h/--help (see: parlour --help)
            """)
    }

    func testHelpTopic_isTheSameAsTheParsedHelp() throws {
        for words in [["cone", "add"], ["order"], ["cone"], []] {
            let topic = try set.helpTopic(words)
            let parsed = try set.parse(words + ["--help"])
            let fromLine: CommandSet<any ParsableCommand.Type>.HelpTopic =
                parsed.entry.map { .command($0) } ?? parsed.group.map { .group($0) } ?? .program
            XCTAssertEqual(set.help(topic, width: 70), set.help(fromLine, width: 70), "\(words)")
        }
        XCTAssertThrowsError(try set.helpTopic(["con"])) { error in
            XCTAssertEqual((error as? UsageError)?.message, "unknown command 'con' (did you mean 'cone'?)")
        }
        XCTAssertThrowsError(try set.helpTopic(["order", "extra"]))
    }

    func testHelp_fitsEveryWidthWithoutCuttingWords() throws {
        let topics: [CommandSet<any ParsableCommand.Type>.HelpTopic] =
            [.program, .group("cone")] + set.visibleEntries.map { .command($0) }
        for width in [40, 60, 80, 120, 200] {
            for topic in topics {
                let help = set.help(topic, width: width)
                for line in help.split(separator: "\n") where line.count > width {
                    XCTAssertFalse(
                        line.trimmingCharacters(in: .whitespaces).contains(" "),
                        "width \(width): only a single unbreakable word may overflow: '\(line)'")
                }
                XCTAssertFalse(help.contains(" \n"), "no trailing spaces")
            }
        }
    }

    func testUsage_keepsEachElementWhole() throws {
        let help = set.help(try set.helpTopic(["cone", "add"]), width: 40)
        XCTAssertTrue(help.contains("[--flavour FLAVOUR]"), help)
        XCTAssertTrue(help.hasPrefix("usage: parlour cone add <cone-id>\n"), help)
    }
}
