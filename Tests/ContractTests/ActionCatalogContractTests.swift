import Foundation
import Mediator
import XCTest

/// Checks the caller side against the callee side by reading the sources at test time: every
/// `target: "X", action: "y"` literal in the extension packages (and the components' observer
/// registrations) must name an action the real target answers, async actions must be awaited,
/// and the remote surface of each target is exactly what its README documents.
final class ActionCatalogContractTests: XCTestCase {
    /// One literal target/action pair found in a source file.
    struct Call: Hashable, CustomStringConvertible {
        let file: String
        let target: String
        let action: String
        /// Whether the pair is the start of a `perform(...)` call preceded by `await`.
        let awaited: Bool
        /// Whether the pair is the start of a `perform(...)` call (else, e.g., an observer registration).
        let isPerform: Bool

        var description: String { "\(file): \(target)/\(action)" }
    }

    /// The repository root.
    static let root = ContractRegistry.root
    /// Every component, each with its extension package `<Name>Mediator` (from architecture.json).
    static let components = ContractRegistry.names

    /// What each target lets the remote entry call, as its README's actions table documents it.
    static let remoteSurface: [String: Set<String>] = Dictionary(
        uniqueKeysWithValues: components.map { name in
            (name, Set(((try? ContractRegistry.documentedActions(of: name)) ?? [:]).filter(\.value).keys))
        })

    /// Every literal pair in the Swift files under `folder` (relative to the root): `target: "X", action: "y"`
    /// written together, and the typed calls of an interface package, `….call(action: "y", …)` on a
    /// `ComponentClient(mediator, target: "X")` declared in the same file.
    static func calls(under folder: String) throws -> [Call] {
        let base = root.appendingPathComponent(folder)
        guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else { return [] }
        let pair = try Regex(
            #"(await\s+)?(?:[A-Za-z_][A-Za-z0-9_]*\.)*(perform\(\s*)?target:\s*"([A-Za-z_][A-Za-z0-9_]*)"\s*,\s*action:\s*"([A-Za-z_][A-Za-z0-9_@]*)""#
        )
        let client = try Regex(#"ComponentClient(?:<[^>]*>)?\([^)]*target:\s*"([A-Za-z_][A-Za-z0-9_]*)""#)
        let typedCall = try Regex(
            #"(await\s+)?(?:[A-Za-z_][A-Za-z0-9_]*\.)*call\(\s*action:\s*"([A-Za-z_][A-Za-z0-9_@]*)""#)
        var found: [Call] = []
        for case let url as URL in walker where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            let relative = String(url.path.dropFirst(root.path.count + 1))
            for match in text.matches(of: pair) {
                guard let target = match.output[3].substring, let action = match.output[4].substring else { continue }
                found.append(
                    Call(
                        file: relative, target: String(target), action: String(action),
                        awaited: match.output[1].substring != nil, isPerform: match.output[2].substring != nil))
            }
            guard let target = text.firstMatch(of: client)?.output[1].substring else { continue }
            for match in text.matches(of: typedCall) {
                guard let action = match.output[2].substring else { continue }
                found.append(
                    Call(
                        file: relative, target: String(target), action: String(action),
                        awaited: match.output[1].substring != nil, isPerform: true))
            }
        }
        return found
    }

    /// Every target described by a fresh shop (the descriptions say which actions exist).
    private func descriptions() async throws -> [String: TargetDescription] {
        let shop = try await ContractShop.make(self, launching: [:])
        var described: [String: TargetDescription] = [:]
        for name in Self.components {
            described[name] = try shop.mediator.describe(target: name)
        }
        return described
    }

    func testScanner_findsTheKnownCallsOfEveryExtensionPackage() throws {
        let known: [String: Set<String>] = [
            "Networking": ["probe", "fetchJSON"], "Storage": ["statistics", "integrityCheck", "setting", "setSetting"],
            "Account": [
                "register", "login", "logout", "currentUser", "changePassword", "nativeSession", "role", "setRole",
                "usernamesWithRole",
            ],
            "Tracking": ["record", "report", "export", "nativeFlush"],
            "Payment": ["pay", "refund", "topUp", "balance", "payments", "payment", "audit", "nativeTestCards"],
            "Cart": ["show", "add", "update", "remove", "nativeClear", "count"],
            "Goods": [
                "list", "categories", "search", "show", "nativeShowForMember", "reserve", "release", "stockLedger",
                "seed",
            ],
            "Order": ["checkout", "pay", "cancel", "ship", "deliver", "list", "show", "audit"],
            "Member": ["show", "history", "ledger", "discount", "discounts"],
        ]
        XCTAssertTrue(Set(known.keys).isSubset(of: Self.components), "architecture.json lists every component")
        for name in known.keys.sorted() {
            let calls = try Self.calls(under: "Packages/\(name)Mediator/Sources")
            XCTAssertEqual(
                Set(calls.map(\.action)), known[name],
                "\(name)Mediator's calls changed: update this list and add a round-trip test for each new call")
            XCTAssertEqual(
                Set(calls.map(\.target)), [name], "\(name)Mediator must call only its own component")
        }
    }

    func testEveryInterfaceCall_ofEveryRegisteredComponent_isADocumentedActionOfItsOwnComponent() throws {
        XCTAssertGreaterThanOrEqual(Self.components.count, 9, "architecture.json is read")
        for name in Self.components {
            let calls = try Self.calls(under: "Packages/\(name)Mediator/Sources")
            XCTAssertFalse(calls.isEmpty, "\(name)Mediator makes no typed call")
            XCTAssertEqual(Set(calls.map(\.target)), [name], "\(name)Mediator must call only its own component")
            let documented = try ContractRegistry.documentedActions(of: name)
            for call in calls {
                XCTAssertNotNil(documented[call.action], "\(call): not in \(name)'s README actions table")
            }
        }
    }

    func testEveryLiteralPair_namesAnActionTheRealTargetAnswers() async throws {
        let described = try await descriptions()
        var calls: [Call] = []
        for name in Self.components {
            calls += try Self.calls(under: "Packages/\(name)Mediator/Sources")
            calls += try Self.calls(under: "Packages/\(name)/Sources")
        }
        XCTAssertTrue(
            calls.contains { $0.target == "Member" && $0.action == "nativeAwardPoints" },
            "Member's observer registration is scanned too")

        for call in calls {
            guard let description = described[call.target] else {
                XCTFail("\(call): no such component target")
                continue
            }
            XCTAssertTrue(
                description.actions.contains { $0.name == call.action },
                "\(call): Target_\(call.target) has no action '\(call.action)'; it has \(description.actions.map(\.name))"
            )
        }
    }

    func testEveryPerformOfAnAsyncAction_isAwaited() async throws {
        let described = try await descriptions()
        var performs: [Call] = []
        for name in Self.components {
            performs += try Self.calls(under: "Packages/\(name)Mediator/Sources").filter(\.isPerform)
        }
        XCTAssertFalse(performs.isEmpty)

        for call in performs {
            guard let action = described[call.target]?.actions.first(where: { $0.name == call.action }) else {
                continue
            }
            if action.isAsync {
                XCTAssertTrue(call.awaited, "\(call) is async on the target; a synchronous perform gets requiresAsync")
            }
        }
        XCTAssertTrue(
            performs.contains { $0.target == "Goods" && $0.action == "seed" && $0.awaited },
            "the one async business action is found and awaited")
    }

    func testRemoteSurface_ofEveryTarget_isExactlyWhatItDocuments() async throws {
        let described = try await descriptions()

        for name in Self.components {
            let remote = Set(described[name]?.actions.filter(\.isRemote).map(\.name) ?? [])
            XCTAssertEqual(remote, Self.remoteSurface[name], "remote-callable actions of \(name)")
        }
        // The README reader itself: Goods documents a variant, Payment a never-remote native action.
        XCTAssertEqual(Self.remoteSurface["Goods"], ["list", "categories", "search", "show", "show@member"])
        XCTAssertEqual(try ContractRegistry.documentedActions(of: "Payment")["nativeTestCards"], false)
    }

    func testRemoteURLs_builtByExtensionPackages_reachRemoteCallableActions() async throws {
        let described = try await descriptions()
        let link = try Regex(#""[a-z][a-z0-9+.-]*://([A-Za-z_][A-Za-z0-9_]*)/([A-Za-z_][A-Za-z0-9_]*)"#)
        XCTAssertEqual(#"let url = "shop://goods/show?id=1""#.matches(of: link).count, 1, "the scanner sees a link")
        var links: [(file: String, target: String, action: String)] = []
        for name in Self.components {
            let base = Self.root.appendingPathComponent("Packages/\(name)Mediator/Sources")
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
                continue
            }
            for case let url as URL in walker where url.pathExtension == "swift" {
                let text = try String(contentsOf: url, encoding: .utf8)
                for match in text.matches(of: link) {
                    guard let host = match.output[1].substring, let action = match.output[2].substring else { continue }
                    links.append((url.lastPathComponent, String(host), String(action)))
                }
            }
        }

        for link in links {
            // The remote entry matches target names case-insensitively (`shop://goods/...`).
            guard let target = Self.components.first(where: { $0.lowercased() == link.target.lowercased() }) else {
                XCTFail("\(link.file): URL names unknown target '\(link.target)'")
                continue
            }
            XCTAssertTrue(
                Self.remoteSurface[target]?.contains(link.action) == true
                    && described[target]?.actions.contains { $0.name == link.action && $0.isRemote } == true,
                "\(link.file): \(target)/\(link.action) is reached by URL but is not remote-callable")
        }
    }
}
