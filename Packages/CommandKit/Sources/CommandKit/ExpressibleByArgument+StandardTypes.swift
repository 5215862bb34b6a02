extension String: ExpressibleByArgument {
    /// The word itself.
    public init?(argument: String) { self = argument }

    /// Any text.
    public static var argumentValueType: ValueType<String> { .expressible(requirement: "must be text") }
}

extension Bool: ExpressibleByArgument {
    /// `true` or `false`.
    public init?(argument: String) { self.init(argument) }

    /// `true` or `false`.
    public static var argumentValueType: ValueType<Bool> { .expressible(requirement: "must be true or false") }
}

extension Double: ExpressibleByArgument {
    /// A decimal number such as `2.5`.
    public init?(argument: String) { self.init(argument) }

    /// A number.
    public static var argumentValueType: ValueType<Double> { .expressible(requirement: "must be a number") }
}

extension Float: ExpressibleByArgument {
    /// A decimal number such as `2.5`.
    public init?(argument: String) { self.init(argument) }

    /// A number.
    public static var argumentValueType: ValueType<Float> { .expressible(requirement: "must be a number") }
}

extension ExpressibleByArgument where Self: FixedWidthInteger {
    /// A whole number in the type's range, in decimal.
    public init?(argument: String) { self.init(argument, radix: 10) }

    /// A whole number.
    public static var argumentValueType: ValueType<Self> {
        .expressible(requirement: "must be a whole number")
    }
}

extension Int: ExpressibleByArgument {}
extension Int8: ExpressibleByArgument {}
extension Int16: ExpressibleByArgument {}
extension Int32: ExpressibleByArgument {}
extension Int64: ExpressibleByArgument {}
extension UInt: ExpressibleByArgument {}
extension UInt8: ExpressibleByArgument {}
extension UInt16: ExpressibleByArgument {}
extension UInt32: ExpressibleByArgument {}
extension UInt64: ExpressibleByArgument {}
