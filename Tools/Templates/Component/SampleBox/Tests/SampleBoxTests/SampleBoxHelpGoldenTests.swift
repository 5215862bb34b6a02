import ComponentCommands
import ComponentCommandsTesting
import Foundation
import Mediator
import XCTest

/// The help of SampleBox's group and of each of its commands, as a program running SampleBox's catalog alone
/// shows it, compared with `Golden/help.txt`. `SHOP_UPDATE_GOLDEN=1 swift test --package-path
/// Packages/SampleBox --filter SampleBoxHelpGoldenTests` rewrites it (and fails, so a recording run never
/// passes); review the difference as you would code.
final class SampleBoxHelpGoldenTests: XCTestCase {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden").appendingPathComponent("help.txt")

    func testHelp_matchesTheGoldenFile() async throws {
        // 200 columns: the scaffolded golden wraps no line, whatever the component's name. Narrow it
        // to 80 (as the other components' goldens are) once the commands are your own, and record.
        let runner = CommandRunner(
            program: "samplebox-test", summary: "SampleBox alone", catalogs: try CommandCatalog.load(["SampleBox"]),
            width: 200
        ) { usage in
            CommandContext(mediator: Mediator(), usage: usage, loginHint: "shop account login <username>") { nil }
        }
        let transcript = await HelpGolden.transcript(of: runner)
        if let difference = try HelpGolden.compare(transcript, with: Self.golden) { XCTFail(difference) }
    }
}
