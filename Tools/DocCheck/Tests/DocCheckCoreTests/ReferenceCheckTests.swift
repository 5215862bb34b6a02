import XCTest

@testable import DocCheckCore

final class ReferenceCheckTests: XCTestCase {
    /// A small repository in memory: path → text.
    private func problems(_ files: [String: String]) -> [String] {
        ReferenceCheck.problems(
            in: files.keys.sorted(), root: "/repo", read: { files[$0] }, exists: { files[$0] != nil }
        ).map(\.description)
    }

    func testCitationOfADocumentOutsideTheRepository_isReported() {
        let found = problems([
            "README.md": "Values cross as they are (`ARCHITECTURE.md` §4).\n",
            "Sources/A.swift": "/// See STYLE.md for the conventions.\nlet x = 1\n",
        ])
        XCTAssertEqual(
            found,
            [
                "README.md:1: error: ARCHITECTURE.md is not a file of this repository",
                "Sources/A.swift:1: error: STYLE.md is not a file of this repository",
            ])
    }

    func testSectionNumber_mustExistInTheCitedDocument() {
        let architecture = "# Design\n## 3. The rules\n```\n## 9. inside a fence\n```\n"
        let found = problems([
            "ARCHITECTURE.md": architecture,
            "Packages/A/README.md": "As ARCHITECTURE.md §3 says; and §9 of `ARCHITECTURE.md` is not a citation.\n",
            "Tests/B.swift": "// R4 as ARCHITECTURE.md §9 states it.\n",
        ])
        XCTAssertEqual(found, ["Tests/B.swift:1: error: ARCHITECTURE.md §9: ARCHITECTURE.md has no section 9"])
    }

    func testMarkdownLinks_needTheFileAndTheHeading() {
        let found = problems([
            "README.md": """
            [design](ARCHITECTURE.md#3-the-rules-and-why) [gone](docs/GONE.md) [web](https://example.com/x.md)
            [anchor](#quick-start) [bad anchor](#nowhere) [up](Packages/A/../../ARCHITECTURE.md)
            ## Quick start
            """,
            "ARCHITECTURE.md": "## 3. The rules, and why\n",
        ])
        XCTAssertEqual(
            found,
            [
                "README.md:1: error: link to docs/GONE.md: no such file",
                "README.md:2: error: link to #nowhere: README.md has no such heading",
            ])
    }

    func testStringLiteralsInSwift_andPlaceholders_areNotCitations() {
        let found = problems([
            "Tests/C.swift": #"let path = "Packages/Other/README.md"  // a fixture path, not a citation"# + "\n",
            "Tools/tool.swift": "/// `tool snippets ARTICLE.md`: the article's blocks.\n",
        ])
        XCTAssertEqual(found, [])
    }

    func testNameResolvesFromTheCitingFolder_theRoot_orAUniqueSuffix() {
        let found = problems([
            "Tools/Fuzz/README.md": "# Fuzz\n",
            "Tools/Fuzz/Targets/A.swift": "// Details: README.md and Tools/Fuzz/README.md and Fuzz/README.md.\n",
            "README.md": "Fuzzing: Fuzz/README.md; the checker: CheckDeps/README.md.\n",
        ])
        XCTAssertEqual(found, ["README.md:1: error: CheckDeps/README.md is not a file of this repository"])
    }

    func testSlug_followsGitHubsAnchors() {
        XCTAssertEqual(ReferenceCheck.slug("3. The rules, and why"), "3-the-rules-and-why")
        XCTAssertEqual(ReferenceCheck.slug("Depend on it by URL"), "depend-on-it-by-url")
    }
}
