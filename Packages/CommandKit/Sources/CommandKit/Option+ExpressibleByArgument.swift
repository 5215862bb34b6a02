extension Option where Value: ExpressibleByArgument {
    /// An option with a default, its words read by the property's type, as in swift-argument-parser:
    /// `@Option(name: .shortAndLong, help: "how many") var count: Int = 1`.
    public init(wrappedValue: Value, name: NameSpecification = .long, help: ArgumentHelp? = nil) {
        self.init(wrappedValue: wrappedValue, name: name, help: help, value: Value.argumentValueType)
    }
}

extension Option {
    /// An optional option whose absence help describes: `@Option(help: "…", absent: "every category")
    /// var category: String?`.
    public init<Wrapped: ExpressibleByArgument>(
        name: NameSpecification = .long, help: ArgumentHelp? = nil, absent: String
    ) where Value == Wrapped? {
        self.init(name: name, help: help, absent: absent, value: Wrapped.argumentValueType)
    }

    /// An optional option declared `= nil`: `@Option var name: String? = nil`, the same as without it.
    public init<Wrapped: ExpressibleByArgument>(
        wrappedValue: _OptionalNilComparisonType, name: NameSpecification = .long, help: ArgumentHelp? = nil,
        absent: String? = nil
    ) where Value == Wrapped? {
        self.init(name: name, help: help, absent: absent, value: Wrapped.argumentValueType)
    }

    /// A repeating option with a default, its words read by the element type:
    /// `@Option var tag: [String] = []` reads `--tag a --tag b`.
    public init<Element: ExpressibleByArgument>(
        wrappedValue: [Element], name: NameSpecification = .long, help: ArgumentHelp? = nil
    ) where Value == [Element] {
        self.init(wrappedValue: wrappedValue, name: name, help: help, value: Element.argumentValueType)
    }
}
