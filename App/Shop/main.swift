import Foundation
import ShopCommands

// Wiring only: the composition lives in ShopCommands.ShopEnvironment. The component products are
// linked into this executable (see Package.swift) so the mediator can find their targets by name;
// nothing here imports them.
let code = await ShopCLI().run(Array(CommandLine.arguments.dropFirst()))
exit(code)
