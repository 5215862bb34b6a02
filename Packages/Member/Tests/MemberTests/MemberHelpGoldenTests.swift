import ComponentCommandsTesting
import Foundation
import XCTest

@testable import MemberExample

/// The help of Member's groups and of each of its commands at 80 columns, as `MemberExample` shows it,
/// compared with `Golden/help.txt`. `SHOP_UPDATE_GOLDEN=1 swift test --package-path Packages/Member
/// --filter MemberHelpGoldenTests` rewrites it (and fails, so a recording run never passes).
final class MemberHelpGoldenTests: XCTestCase {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden").appendingPathComponent("help.txt")

    func testHelp_matchesTheGoldenFile() async throws {
        let shop = try await MemberExampleShop.launch()
        let transcript = await HelpGolden.transcript(of: shop.runner)
        await shop.close()
        if let difference = try HelpGolden.compare(transcript, with: Self.golden) { XCTFail(difference) }
    }
}
