import Mediator

/// A parsed command line for one command: its positionals and options, with typed readers.
struct Invocation: Sendable {
    let spec: CommandSpec
    let positionals: [String]
    let options: [String: String]
    let flags: Set<String>
    let mediator: Mediator
    let globals: GlobalOptions

    /// The positional named `name`, or `nil` when it was not given.
    func positional(_ name: String) -> String? {
        guard let index = spec.positionals.firstIndex(where: { $0.name == name }), index < positionals.count else {
            return nil
        }
        return positionals[index]
    }

    /// The required positional `name`.
    func required(_ name: String) throws -> String {
        guard let value = positional(name) else {
            throw ShopError.usage("missing <\(name)>", usage: spec.usage)
        }
        return value
    }

    /// The required positional `name` as a positive integer (an id).
    func id(_ name: String) throws -> Int {
        let text = try required(name)
        guard let value = Int(text), value > 0 else {
            throw ShopError.usage("<\(name)> must be a positive whole number, got '\(text)'", usage: spec.usage)
        }
        return value
    }

    /// The option `name`'s value, or `nil`.
    func option(_ name: String) -> String? { options[name] }

    /// The option `name` as an integer within `range`, or `defaultValue` when absent.
    func int(_ name: String, default defaultValue: Int, in range: ClosedRange<Int>) throws -> Int {
        guard let text = options[name] else { return defaultValue }
        guard let value = Int(text), range.contains(value) else {
            throw ShopError.usage(
                "\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), got '\(text)'",
                usage: spec.usage)
        }
        return value
    }

    /// Whether the flag `name` was given.
    func flag(_ name: String) -> Bool { flags.contains(name) }

    /// An amount of money written `12.50` or `12` (currency units), as minor units (`Money.parse`'s grammar).
    func money(_ text: String, what: String) throws -> Int {
        guard let minor = Money.parse(text), minor > 0 else {
            throw ShopError.usage(
                "\(what) must be a positive amount like 12 or 12.50 (digits 0-9, at most two after the point), got '\(text)'",
                usage: spec.usage)
        }
        return minor
    }
}

/// Options every command accepts.
struct GlobalOptions: Sendable {
    var home: String?
    var json = false
    var dispatchURL: String?
    var help = false
}
