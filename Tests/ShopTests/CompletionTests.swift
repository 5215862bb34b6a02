import Foundation
import XCTest

/// `shop completion bash|zsh|fish`, exercised in the real shells: what Tab offers for typed lines.
final class CompletionTests: XCTestCase {
    private func script(_ shop: ShopHarness, _ shell: String) throws -> URL {
        let text = try shop.ok(["completion", shell])
        let file = shop.root.appendingPathComponent(shell == "zsh" ? "zsh/_shop" : "shop.\(shell)")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return file
    }

    /// The environment the shells run in: the harness's, with the shop binary first on `PATH`.
    private func environment(_ shop: ShopHarness) -> [String: String] {
        var environment = shop.environment
        environment["PATH"] =
            ShopHarness.binary.deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        environment.removeValue(forKey: "BASH_ENV")
        return environment
    }

    /// What bash's `_shop` puts in COMPREPLY for each line (words as bash splits them; the last is the
    /// word under the cursor).
    private func bash(_ shop: ShopHarness, _ lines: [[String]]) throws -> [[String]] {
        let bash = try ShellRunner.require("bash")
        let script = try script(shop, "bash")
        var driver = "source \(script.path) || exit 9\ncomplete -p shop\n"
        for words in lines {
            let quoted = words.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(
                separator: " ")
            driver += "COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); COMPREPLY=(); _shop\n"
            driver += "printf '%s\\n' \"${COMPREPLY[*]}\"\n"
        }
        let result = try ShellRunner.run(bash, ["--norc", "--noprofile", "-c", driver], environment: environment(shop))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(result.stderr, "", "the script prints no errors")
        var output = result.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(output.first, "complete -F _shop shop", "the script registers its function for shop")
        output.removeFirst()
        return lines.indices.map { index in
            index < output.count ? output[index].split(separator: " ").map(String.init) : ["<missing>"]
        }
    }

    func testBash_completesCommandsOptionsValuesAndGoodsIDs() throws {
        let shop = try ShopHarness()
        let ids = try XCTUnwrap(try shop.json(["goods", "list", "--page-size", "100"])["items"] as? [[String: Any]])
            .compactMap { $0["id"] as? Int }.map(String.init)
        XCTAssertEqual(ids.count, 36)
        let categories = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(shop.ok(["goods", "categories", "--json"]).utf8))
                as? [[String: Any]]
        )
        .compactMap { $0["name"] as? String }
        let shopPath = ShopHarness.binary.path
        let tens: [String] = (10...19).map(String.init)
        let cases: [(words: [String], expected: [String], exact: Bool)] = [
            (["shop", ""], ["goods", "cart", "account", "order", "pay", "wallet", "help", "completion"], false),
            (["shop", "ca"], ["cart"], true),
            (["shop", "cart", ""], ["add", "update", "remove", "show", "clear"], true),
            (["shop", "cart", "add", "--q"], ["--quantity"], true),
            (["shop", "goods", "list", "--s"], ["--sort"], true),
            (["shop", "goods", "list", "--sort", ""], ["price-asc", "price-desc", "title", "rating"], true),
            // bash splits `--sort=ra` into `--sort`, `=`, `ra` (COMP_WORDBREAKS).
            (["shop", "goods", "list", "--sort", "=", "ra"], ["rating"], true),
            (["shop", "goods", "list", "--sort", "="], ["price-asc", "price-desc", "title", "rating"], true),
            (["shop", "pay", "1", "--method", ""], ["wallet", "card"], true),
            (["shop", "pay", "1", "--method", "c"], ["card"], true),
            (["shop", "goods", "list", "--category", ""], categories, true),
            (["shop", "completion", ""], ["bash", "zsh", "fish"], true),
            (["shop", "help", ""], ["goods", "cart", "staff", "completion"], false),
            (["shop", "help", "wallet", ""], ["topup", "balance", "cards"], true),
            (["shop", "--json", "wallet", "t"], ["topup"], true),
            (["shop", "--home", shop.home.path, "cart", "add", ""], ids, true),
            (["shop", "cart", "add", "3"], ["3", "30", "31", "32", "33", "34", "35", "36"], true),
            (["shop", "goods", "show", "1"], ["1"] + tens, true),
            (["shop", "cart", "add", "1", ""], ["--quantity", "--home", "--json", "--help", "--version"], false),
            (
                ["shop", "routes", "--"], ["--remote", "--home", "--json", "--dispatch-url", "--help", "--version"],
                true
            ),
            (["shop", "goods", "search", ""], [], true),
            // An option already given is not offered again (each may be given once).
            (
                ["shop", "goods", "list", "--page", "2", "--json", "--"],
                ["--page-size", "--category", "--sort", "--home", "--dispatch-url", "--help", "--version"], true
            ),
            (["shop", "goods", "list", "--sort", "=", "rating", "--s"], [], true),
            (
                ["shop", "--json", "interactive", "-"],
                ["--home", "--dispatch-url", "--help", "-h", "--version"], true
            ),
        ]
        var lines = cases.map(\.words)
        // The program as typed: a path works as well as a name on PATH.
        lines.append([shopPath, "goods", "show", "2"])
        let replies = try bash(shop, lines)
        for (index, testCase) in cases.enumerated() {
            let reply = replies[index]
            let line = testCase.words.joined(separator: " ")
            if testCase.exact {
                XCTAssertEqual(Set(reply), Set(testCase.expected), "[\(line)]")
                XCTAssertEqual(reply.count, testCase.expected.count, "[\(line)] offers each once: \(reply)")
            } else {
                XCTAssertTrue(Set(testCase.expected).isSubset(of: Set(reply)), "[\(line)] offers \(reply)")
            }
        }
        let viaPath: Set<String> = Set(["2"] + (20...29).map(String.init))
        XCTAssertEqual(Set(replies[cases.count]), viaPath, "through the binary's path")
    }

    func testBash_completesFilesAndFolders() throws {
        let shop = try ShopHarness()
        let folder = shop.root.appendingPathComponent("exports-here")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data().write(to: shop.root.appendingPathComponent("exports-file.jsonl"))
        let prefix = shop.root.appendingPathComponent("exports-").path
        let replies = try bash(
            shop, [["shop", "tracking", "export", "--output", prefix], ["shop", "--home", prefix]])
        XCTAssertEqual(Set(replies[0]), [folder.path, prefix + "file.jsonl"], "files and folders for --output")
        XCTAssertEqual(replies[1], [folder.path], "folders only for --home")
    }

    func testCompletionValues_readTheHomeAsItIs_creatingAndTrackingNothing() throws {
        let shop = try ShopHarness()
        let fresh = shop.root.appendingPathComponent("never-used")
        let none = try shop.run(["--home", fresh.path, "__complete", "goods-id"])
        XCTAssertEqual(none.status, 0, none.stderr)
        XCTAssertEqual(none.stdout, "", "no database yet: nothing to offer")
        XCTAssertFalse(FileManager.default.fileExists(atPath: fresh.path), "Tab never creates a home")

        try shop.ok(["goods", "list"])
        let before = try shop.ok(["tracking", "export"])
        let values = try shop.ok(["__complete", "goods-id"]).split(separator: "\n")
        XCTAssertEqual(values.count, 36)
        XCTAssertTrue(values.contains("1\tThe Pragmatic Programmer"), "\(values.prefix(3))")
        let categories = try shop.ok(["__complete", "category"])
        XCTAssertTrue(categories.contains("books\t"), categories)
        XCTAssertEqual(try shop.ok(["__complete", "order-id"]), "", "nobody is logged in: no orders to offer")
        let after = try shop.ok(["tracking", "export"])
        XCTAssertEqual(after, before, "no completion call was recorded (an export records nothing itself)")

        try shop.signIn("cora")
        try shop.ok(["cart", "add", "2"])
        try shop.ok(["order", "checkout"])
        XCTAssertEqual(try shop.ok(["__complete", "order-id"]), "1\tpendingPayment, 49.99\n")
        XCTAssertEqual(try shop.run(["__complete", "prices"]).status, 2, "an unknown kind is a usage error")
        XCTAssertFalse(try shop.ok(["--help"]).contains("__complete"), "the completion command is hidden")
    }

    func testZsh_scriptParsesLoadsAndCompletesInARealShell() throws {
        let zsh = try ShellRunner.require("zsh")
        let shop = try ShopHarness()
        try shop.ok(["goods", "list"])
        let script = try script(shop, "zsh")
        let environment = environment(shop)
        let parse = try ShellRunner.run(zsh, ["-n", script.path], environment: environment)
        XCTAssertEqual(parse.status, 0, "zsh -n: \(parse.stderr)")
        // Sourced after compinit, it registers itself for shop.
        let load = try ShellRunner.run(
            zsh,
            [
                "-f", "-c",
                "autoload -Uz compinit && compinit -u -d \(shop.root.path)/zcompdump && source \(script.path) && print -r -- ${_comps[shop]}",
            ], environment: environment)
        XCTAssertEqual(load.stdout.trimmingCharacters(in: .whitespacesAndNewlines), "_shop", load.stderr)
        // Tab in an interactive zsh on a pseudo-terminal (zsh's own zpty), from fpath.
        let lines = [
            "shop cart ", "shop goods list --sort=r", "shop pay 1 --method ", "shop cart add 1", "shop help wallet ",
            "shop cart add 1 --quantity 2 --",
        ]
        let driver = """
            zmodload zsh/zpty
            zpty z zsh -f -i
            zpty -w z "PS1='%% '; fpath=(\(script.deletingLastPathComponent().path) \\$fpath); autoload -Uz compinit; compinit -u -d \(shop.root.path)/zcompdump2; LISTMAX=1000"
            # Reads until nothing more has come for 1 s (after something came, or for 5 s in all).
            settle() {
              out=''
              local chunk idle=0
              for i in {1..300}; do
                chunk=''
                if zpty -r -t z chunk; then out+=$chunk; idle=0; else (( idle++ )); sleep 0.05; fi
                (( idle >= 20 && ${#out} > 0 )) && break
                (( idle >= 100 )) && break
              done
            }
            settle
            for line in "$@"; do
              zpty -w -n z "$line"$'\\t'
              settle
              print -r -- "=== $line"
              print -r -- "$out"
              zpty -w -n z $'\\C-u'
              settle
            done
            zpty -d z
            """
        let run = try ShellRunner.run(zsh, ["-f", "-c", driver, "zsh"] + lines, environment: environment)
        XCTAssertEqual(run.status, 0, run.stderr)
        let sections = Self.sections(Self.withoutEscapes(run.stdout))
        XCTAssertTrue(sections["shop cart "]?.contains("add     -- Put goods in your cart") == true, "\(sections)")
        XCTAssertTrue(sections["shop cart "]?.contains("update  -- Set the quantity of a line") == true)
        XCTAssertTrue(sections["shop goods list --sort=r"]?.contains("--sort=rating") == true, "\(sections)")
        XCTAssertTrue(sections["shop pay 1 --method "]?.contains("wallet") == true, "\(sections)")
        XCTAssertTrue(sections["shop pay 1 --method "]?.contains("card") == true)
        XCTAssertTrue(sections["shop cart add 1"]?.contains("The Pragmatic Programmer") == true, "\(sections)")
        XCTAssertTrue(sections["shop cart add 1"]?.contains("Portable SSD 1 TB") == true)
        XCTAssertTrue(sections["shop help wallet "]?.contains("topup") == true, "\(sections)")
        let given = sections["shop cart add 1 --quantity 2 --"] ?? ""
        XCTAssertTrue(given.contains("--dispatch-url"), "\(sections)")
        XCTAssertFalse(given.contains("--quantity  "), "an option given once is not offered again: \(given)")
    }

    func testFish_scriptParsesAndCompletes() throws {
        let fish = try ShellRunner.require("fish")
        let shop = try ShopHarness()
        try shop.ok(["goods", "list"])
        let script = try script(shop, "fish")
        var environment = environment(shop)
        environment["XDG_CONFIG_HOME"] = shop.root.appendingPathComponent("fish-config").path
        environment["XDG_DATA_HOME"] = shop.root.appendingPathComponent("fish-data").path
        let parse = try ShellRunner.run(fish, ["--no-config", "-n", script.path], environment: environment)
        XCTAssertEqual(parse.status, 0, "fish -n: \(parse.stderr)")
        func complete(_ line: String) throws -> [String: String] {
            let run = try ShellRunner.run(
                fish, ["--no-config", "-c", "source \(script.path); complete -C \(Self.fishQuoted(line))"],
                environment: environment)
            XCTAssertEqual(run.status, 0, run.stderr)
            var candidates: [String: String] = [:]
            for row in run.stdout.split(separator: "\n") {
                let parts = row.split(separator: "\t", maxSplits: 1).map(String.init)
                candidates[parts[0]] = parts.count > 1 ? parts[1] : ""
            }
            return candidates
        }
        XCTAssertEqual(try complete("shop ca")["cart"], "Your cart: lines, quantities and totals")
        XCTAssertEqual(Set(try complete("shop cart ").keys), ["add", "update", "remove", "show", "clear"])
        XCTAssertEqual(Set(try complete("shop pay 1 --method ").keys), ["wallet", "card"])
        XCTAssertEqual(
            Set(try complete("shop goods list --sort=").keys),
            Set(["price-asc", "price-desc", "title", "rating"].map { "--sort=" + $0 }))
        let ids = try complete("shop cart add ")
        XCTAssertEqual(ids.count, 36)
        XCTAssertEqual(ids["1"], "The Pragmatic Programmer")
        XCTAssertNotNil(try complete("shop cart add 1 --")["--quantity"])
        XCTAssertNil(try complete("shop cart add 1 --quantity 2 --")["--quantity"], "given once already")
        XCTAssertNil(try complete("shop --json cart add 1 --")["--json"], "given once already")
        XCTAssertEqual(Set(try complete("shop help cart ").keys), ["add", "update", "remove", "show", "clear"])
        XCTAssertEqual(Set(try complete("shop completion ").keys), ["bash", "zsh", "fish"])
    }

    /// The output split at the driver's `=== LINE` headings.
    static func sections(_ text: String) -> [String: String] {
        var sections: [String: String] = [:]
        var current: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("=== ") {
                current = String(line.dropFirst(4))
                sections[current!] = ""
            } else if let current {
                sections[current, default: ""] += line + "\n"
            }
        }
        return sections
    }

    /// Terminal output without its escape sequences, backspaces and carriage returns.
    static func withoutEscapes(_ text: String) -> String {
        var out = ""
        var scalars = Array(text.unicodeScalars)[...]
        while let scalar = scalars.popFirst() {
            if scalar == "\u{1B}" {
                if scalars.first == "[" {
                    scalars = scalars.dropFirst()
                    while let next = scalars.first, !(0x40...0x7E).contains(next.value) {
                        scalars = scalars.dropFirst()
                    }
                    scalars = scalars.dropFirst()
                } else {
                    scalars = scalars.dropFirst()
                }
            } else if scalar != "\r" && scalar != "\u{8}" && scalar != "\u{7}" {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    static func fishQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
