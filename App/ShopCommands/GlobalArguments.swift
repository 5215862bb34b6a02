import CommandKit

/// The options every command accepts, anywhere on the line, declared once.
struct GlobalArguments: ParsableArguments {
    @Option(help: "the shop's folder", absent: "$SHOP_HOME, else ~/.shop", value: .directory())
    var home: String?

    @Flag(help: "machine-readable output (never coloured)")
    var json: Bool

    @Option(help: "load the rewrite table from URL", absent: "DIR/dispatch.json", value: .url)
    var dispatchURL: String?
}

/// The global settings of one run, as the environment and the commands read them.
struct GlobalOptions: Sendable {
    /// `--home`, if given.
    var home: String?
    /// `--json`.
    var json = false
    /// `--dispatch-url`, if given.
    var dispatchURL: String?

    init(home: String? = nil, json: Bool = false, dispatchURL: String? = nil) {
        self.home = home
        self.json = json
        self.dispatchURL = dispatchURL
    }

    init(_ arguments: GlobalArguments) {
        self.init(home: arguments.home, json: arguments.json, dispatchURL: arguments.dispatchURL)
    }
}
