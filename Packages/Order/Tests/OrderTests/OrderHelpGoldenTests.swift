import ComponentCommandsTesting
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
        let transcript = await HelpGolden.transcript(of: shop.runner)
        await shop.close()
        if let difference = try HelpGolden.compare(transcript, with: Self.golden) { XCTFail(difference) }
    }
}
