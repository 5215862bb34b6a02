import ComponentCommands
import Foundation
import XCTest

@testable import ShopCommands

/// What the sources declare and say agrees with the command set: every component registered in
/// `architecture.json` shows its groups and commands in `shop --help`, every command type is
/// registered, and every `shop …` line the shop suggests to its users is one it accepts.
final class CommandRegistrationTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The shell's sources and every linked component's `Commands` folder.
    static func sourceTexts() throws -> [(name: String, text: String)] {
        let folders =
            ["App/ShopCommands"]
            + ShopEnvironment.linkedTargets.map { "Packages/\($0)/Sources/\($0)/Commands" }
        return try folders.flatMap { folder -> [(name: String, text: String)] in
            let url = root.appendingPathComponent(folder)
            guard FileManager.default.fileExists(atPath: url.path) else { return [] }
            return try FileManager.default.contentsOfDirectory(atPath: url.path).filter { $0.hasSuffix(".swift") }
                .sorted().map { ($0, try String(contentsOf: url.appendingPathComponent($0), encoding: .utf8)) }
        }
    }

    /// The business components `architecture.json` registers (a launch priority), in its order.
    static func registeredBusinessComponents() throws -> [String] {
        let data = try Data(contentsOf: root.appendingPathComponent("architecture.json"))
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let packages = try XCTUnwrap(object["packages"] as? [[String: Any]])
        return packages.filter { $0["kind"] as? String == "component" && $0["launch"] != nil }
            .compactMap { $0["name"] as? String }
    }

    /// A component added to `architecture.json` but not to the app (its registry line, its link),
    /// or whose commands the app cannot find, fails here by name: no golden file lists the
    /// components, so this is where a missing one shows.
    func testEveryRegisteredComponent_showsItsGroupsAndCommands_inShopHelp() throws {
        let components = try Self.registeredBusinessComponents()
        XCTAssertGreaterThanOrEqual(components.count, 7, "the scan read architecture.json: \(components)")
        XCTAssertEqual(
            ComponentRegistry.all.filter { $0.launch != nil }.map(\.name), components,
            "App/ShopCommands/ComponentRegistry.swift lists the business components of architecture.json")
        XCTAssertNil(ShopCommands.catalogFailure, "every registered component's commands load")
        // Wide enough that no summary wraps: one line per command.
        let help = ShopCommands.set.help(.program, width: 400).components(separatedBy: "\n")
        for name in components {
            let loaded: [CommandCatalog]
            do {
                loaded = try CommandCatalog.load([name])
            } catch {
                XCTFail("\(name)'s commands cannot be read: \(error)")
                continue
            }
            guard let catalog = loaded.first else { return XCTFail("no catalog for \(name)") }
            XCTAssertEqual(
                ShopCommands.catalogs.first { $0.component == name }?.commands.count, catalog.commands.count,
                "the app reads \(name)'s catalog")
            for group in catalog.groups {
                XCTAssertTrue(ShopCommands.set.topWords.contains(group.name), "\(name)'s group \(group.name)")
                XCTAssertTrue(
                    ShopCommands.set.help(.group(group.name), width: 400).contains(group.summary),
                    "shop help \(group.name) shows \(name)'s summary \(group.summary)")
            }
            for command in catalog.commands {
                let path = command.configuration.path.joined(separator: " ")
                let listed = help.contains { line in
                    line.hasPrefix("  \(path) ") && line.hasSuffix(" \(command.configuration.summary)")
                }
                XCTAssertTrue(listed, "shop --help lists \(name)'s '\(path)' with its summary")
            }
        }
    }

    func testEveryDeclaredCommandType_isRegistered() throws {
        let pattern = try NSRegularExpression(
            pattern: #"struct (\w+): (ComponentCommand|ToolCommand|ParsableCommand) \{"#)
        var declared: [String] = []
        for (name, text) in try Self.sourceTexts() {
            let enclosing = name.replacingOccurrences(of: ".swift", with: "")
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let type = (text as NSString).substring(with: match.range(at: 1))
                declared.append("\(enclosing).\(type)")
            }
        }
        XCTAssertGreaterThanOrEqual(declared.count, 38, "\(declared)")
        // `Goods.GoodsCommands.List` -> `GoodsCommands.List`: the module is the folder's.
        let registered = ShopCommands.all.map {
            String(reflecting: $0.type).split(separator: ".").dropFirst().joined(separator: ".")
        }
        XCTAssertEqual(
            Set(declared), Set(registered),
            "a command type in no catalog (or not in the shell's list) is never reachable")
        XCTAssertEqual(registered.count, Set(registered).count, "registered once each")
    }

    /// `log in first: shop account login <username>`, `pay it with: shop pay 7 --method wallet`, `see: shop goods list`:
    /// every such suggestion in the sources, its interpolations and placeholders filled in, reads as a command.
    func testEverySuggestedCommandLine_isOneTheShopAccepts() throws {
        let literal = try NSRegularExpression(pattern: #""((?:[^"\\]|\\.)*)""#)
        // A suggestion follows a colon, an opening parenthesis or a middle dot: `see: shop goods list`.
        let suggestion = try NSRegularExpression(
            pattern: #"(?:^|: |\(|· )shop((?: (?:[a-z][a-z-]*|--[a-z-]+|<[a-z-]+>|\\\([^)]*\)))+)"#)
        var checked = 0
        for (name, text) in try Self.sourceTexts() {
            for match in literal.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let string = (text as NSString).substring(with: match.range(at: 1))
                for found in suggestion.matches(in: string, range: NSRange(string.startIndex..., in: string)) {
                    let raw = (string as NSString).substring(with: found.range(at: 1)).split(separator: " ")
                    // `shop \(version)`, `shop <command> --help`: not a particular command.
                    guard let first = raw.first, !first.hasPrefix("<"), !first.hasPrefix("\\(") else { continue }
                    let words = raw.map { $0.hasPrefix("<") || $0.hasPrefix("\\(") ? "1" : String($0) }
                    let line = ["shop"] + words
                    do {
                        _ = try ShopCLI().read(words)
                        checked += 1
                    } catch {
                        XCTFail("\(name): '\(line.joined(separator: " "))' is suggested but does not read: \(error)")
                    }
                }
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 8, "the scan found the suggestions")
    }
}
