import CheckDepsCore
import XCTest

final class ActionScannerTests: XCTestCase {
    func testDeclarations_readAllFourFormsWithTrailingArguments() {
        let source = """
            let actions: [Action] = [
                .local("list") { _ in [:] },
                .remote("detail", summary: "x"),
                .localAsync("sync"),
                .remoteAsync("nativeOpen"),
                .local(name),            // not a literal: ignored
                .other("ignored"),
            ]
            // .remote("commented")
            """
        let found = ActionScanner.declarations(in: SwiftLexer.lex(source), path: "T.swift")
        XCTAssertEqual(found.map(\.name), ["list", "detail", "sync", "nativeOpen"])
        XCTAssertEqual(found.map(\.isRemote), [false, true, false, true])
        XCTAssertEqual(found.map(\.line), [2, 3, 4, 5])
    }

    func testTargetTypes_reportVisibilityOfTargetAndVariants() {
        let source = """
            public struct Target_Goods: MediatorTarget {}
            struct Target_Goods_experimental: MediatorTarget {}
            public final class Target_Goods_legacy: MediatorTarget {}
            final class Target_Goods_hidden {}
            struct Target_GoodsExtra {}
            let x = Target_Goods.self
            // struct Target_Goods_commented {}
            """
        let found = ActionScanner.targetTypes(of: "Goods", in: SwiftLexer.lex(source))
        XCTAssertEqual(
            found.map(\.name),
            ["Target_Goods", "Target_Goods_experimental", "Target_Goods_legacy", "Target_Goods_hidden"])
        XCTAssertEqual(found.map(\.isPublic), [true, false, true, false])
        XCTAssertEqual(found.map(\.line), [1, 2, 3, 4])
    }

    func testUsages_pairActionWithClosestPrecedingTarget() {
        let source = """
            try await mediator.perform(target: "Goods", action: "list", params: p)
            let client = ComponentClient(mediator, target: "Goods"); _ = try client.call(action: "detail")
            perform(
                target: "Cart",
                action: "add@guest")
            other(action: "orphan")
            """
        let found = ActionScanner.usages(in: SwiftLexer.lex(source), path: "E.swift")
        XCTAssertEqual(found.map(\.action), ["list", "detail", "add@guest", "orphan"])
        XCTAssertEqual(found.map(\.target), ["Goods", "Goods", "Cart", "Cart"])
        XCTAssertEqual(found.map(\.line), [1, 2, 5, 6])
        XCTAssertEqual(found.map(\.targetLine), [1, 2, 4, 4])
    }

    func testUsage_withoutAnyTarget_hasNilTarget() {
        let found = ActionScanner.usages(in: SwiftLexer.lex(#"call(action: "x")"#), path: "E.swift")
        XCTAssertEqual(found.first?.target, nil)
    }

    func testDeclaresType_findsClassStructAndEnum() {
        XCTAssertTrue(ActionScanner.declaresType("Target_Goods", in: SwiftLexer.lex("final class Target_Goods: T {}")))
        XCTAssertTrue(ActionScanner.declaresType("Target_Goods", in: SwiftLexer.lex("struct Target_Goods {}")))
        XCTAssertFalse(ActionScanner.declaresType("Target_Goods", in: SwiftLexer.lex("let x = Target_Goods()")))
    }
}
