extension Argument where Value: ExpressibleByArgument {
    /// A positional argument with a default, its word read by the property's type:
    /// `@Argument var greeting = "hello"`.
    public init(wrappedValue: Value, help: ArgumentHelp? = nil) {
        self.init(wrappedValue: wrappedValue, help: help, value: Value.argumentValueType)
    }
}

extension Argument {
    /// Every remaining positional word, any number, each read by the element type:
    /// `@Argument var words: [String] = []`.
    public init<Element: ExpressibleByArgument>(wrappedValue: [Element], help: ArgumentHelp? = nil)
    where Value == [Element] {
        self.init(wrappedValue: wrappedValue, help: help, value: Element.argumentValueType)
    }
}
