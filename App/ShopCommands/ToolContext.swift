import CommandKit
import ComponentCommands
import Foundation
import Mediator

/// What a `ToolCommand` runs with: the command set, the global options and the process environment.
struct ToolContext: Sendable {
    /// Every command, for help and completion scripts.
    let commands: CommandSet<RegisteredCommand>
    /// `--home`, `--json`, `--dispatch-url`.
    let globals: GlobalOptions
    /// The process environment (`COLUMNS`, `SHOP_HOME`, `HOME`, …).
    let environment: [String: String]

    /// The width help is laid out for (`COLUMNS`, else the terminal, else 80).
    var width: Int { TerminalWidth.current(environment: environment) }

    /// The shop in the home as it is, when the home already has a database: nothing is created,
    /// seeded or tracked (see `ShopEnvironment.openExisting`).
    func existingShop() throws -> Mediator? {
        try ShopEnvironment.openExisting(globals, environment: environment)
    }
}
