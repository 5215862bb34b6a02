import CommandKit

/// A program that uses the names CommandKit shares with swift-argument-parser the way that library's
/// users write them: short names, repeated options, inverted flags, array arguments, `validate()`.
enum FidelityFixture {
    enum Topping: String, CaseIterable, Sendable {
        case nuts
        case sauce
        case sprinkles
    }

    struct Globals: ParsableArguments {
        @Flag(name: .shortAndLong, help: "machine-readable output")
        var json = false

        @Option(name: [.customShort("C"), .long], help: "the folder to work in", absent: "here", value: .directory())
        var directory: String?
    }

    struct Serve: ParsableCommand {
        static let configuration = CommandConfiguration("serve", summary: "Serve cones")

        @Argument(help: "who to serve", value: .text("NAME"))
        var customers: [String]

        @Option(name: .shortAndLong, help: "cones for each", value: .int(in: 1...9))
        var count = 1

        @Option(name: [.customShort("t"), .long], help: "a topping", value: .choice(name: "TOPPING"))
        var topping: [Topping] = []

        @Option(name: .customLong("table-number"), help: "a table served", value: .positive("N"))
        var tables: [Int]

        @Flag(name: .short, help: "say nothing")
        var quiet = false

        @Flag(name: .shortAndLong, help: "say more")
        var verbose = false

        @Flag(inversion: .prefixedNo, help: "wrap each cone")
        var wrap = true

        @Flag(inversion: .prefixedEnableDisable, help: "hand out napkins")
        var napkins = false

        mutating func validate() throws {
            guard topping.count <= 2 else { throw UsageError("at most 2 toppings, got \(topping.count)") }
        }
    }

    struct Count: ParsableCommand {
        static let configuration = CommandConfiguration("count", summary: "Count words")

        @Argument(help: "the words", value: .text("WORD"))
        var words: [String] = ["one"]
    }

    static let set = CommandSet(
        program: "cart", summary: "an ice-cream cart", groups: [], globals: Globals.self,
        commands: [Serve.self, Count.self] as [any ParsableCommand.Type], type: { $0 })
}
