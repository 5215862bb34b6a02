import DocCheckCore
import Foundation
import XCTest

final class SnippetExtractorTests: XCTestCase {
    func testSwiftBlocks_areJoinedWithSourceLocations_manifestsAndOtherLanguagesSkipped() throws {
        let article = """
            # Title

            ```swift
            import Mediator
            let a = 1
            ```

            ```swift
            // Package.swift
            .target(name: "X")
            ```

            ```json
            {"a": 1}
            ```

            Text.

              ```swift
              print(a)
              ```
            """
        let result = try XCTUnwrap(SnippetExtractor.source(ofArticle: article, path: "Docs/A \"B\".md"))
        XCTAssertEqual(result.blockCount, 2)
        XCTAssertEqual(
            result.source,
            """
            #sourceLocation(file: "Docs/A \\"B\\".md", line: 4)
            import Mediator
            let a = 1
            #sourceLocation(file: "Docs/A \\"B\\".md", line: 20)
              print(a)
            #sourceLocation()

            """)
    }

    func testArticleWithoutSwiftBlocks_orWithAnUnclosedOne_hasNothingToCheck() {
        XCTAssertNil(SnippetExtractor.source(ofArticle: "# Only prose\n\n```text\nx\n```\n", path: "a.md"))
        XCTAssertNil(SnippetExtractor.source(ofArticle: "```swift\nlet x = 1\n", path: "a.md"))
    }

    func testCommand_printsTheSource_orFailsOnAMissingFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("doc-check-\(UUID().uuidString).md")
        try "```swift\nlet x = 1\n```\n".write(to: url, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: url) }
        let outcome = DocCheckCommand.run(arguments: ["snippets", url.path])
        XCTAssertEqual(outcome.exitCode, 0)
        XCTAssertEqual(
            outcome.standardOutput, "#sourceLocation(file: \"\(url.path)\", line: 2)\nlet x = 1\n#sourceLocation()\n")
        XCTAssertEqual(DocCheckCommand.run(arguments: ["snippets", "/nonexistent.md"]).exitCode, 2)
        XCTAssertEqual(DocCheckCommand.run(arguments: ["snippets"]).exitCode, 2)
    }
}
