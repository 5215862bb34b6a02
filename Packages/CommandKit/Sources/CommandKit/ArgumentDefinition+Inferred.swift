extension ArgumentDefinition {
    /// The definition of an argument or option declared without a `ValueType`, from the property's
    /// type `Value`: an `ExpressibleByArgument` type is required, an optional of one is optional, an
    /// array of one takes every word (a positional) or repeats (an option) and is required.
    ///
    /// Any other type gives a definition whose `nameProblem` says so and whose every word is refused.
    static func inferred<Value>(
        _ kind: Kind, property: String, names: NameSpecification = .long, help: ArgumentHelp?, as type: Value.Type
    ) -> ArgumentDefinition {
        if let single = type as? any ExpressibleByArgument.Type {
            return required(single, kind, property: property, names: names, help: help)
        }
        if let optional = type as? any OptionalArgumentValue.Type {
            return optional.definition(kind, property: property, names: names, help: help)
        }
        if let array = type as? any ArrayArgumentValue.Type {
            return array.definition(kind, property: property, names: names, help: help)
        }
        let refused = ValueType<String>(name: "", requirement: "cannot be read") { _ in nil }
        let definition = make(
            kind, property: property, names: names, help: help, type: refused, required: true, defaultText: nil,
            absent: String?.none, wrap: { $0 })
        return definition.with(
            nameProblem:
                "has type \(Value.self), which no word spells: make it ExpressibleByArgument or give a ValueType")
    }

    /// A required argument or option of an `ExpressibleByArgument` type (a generic function, so the
    /// existential metatype opens).
    private static func required<T: ExpressibleByArgument>(
        _ type: T.Type, _ kind: Kind, property: String, names: NameSpecification, help: ArgumentHelp?
    ) -> ArgumentDefinition {
        make(
            kind, property: property, names: names, help: help, type: T.argumentValueType, required: true,
            defaultText: nil, absent: T?.none, wrap: { $0 })
    }

    /// The same definition with `nameProblem` set.
    private func with(nameProblem: String) -> ArgumentDefinition {
        ArgumentDefinition(
            kind: kind, property: property, name: name, shortName: shortName, hasLongName: hasLongName,
            inversion: inversion, nameProblem: self.nameProblem ?? nameProblem, valueName: valueName, help: help,
            isRequired: isRequired, isVariadic: isVariadic, isRepeating: isRepeating, defaultText: defaultText,
            constraint: constraint, allowedValues: allowedValues, completion: completion, convert: convert,
            absentValue: absentValue, append: append)
    }
}

/// An optional of an `ExpressibleByArgument` type, as a property declared without a `ValueType` has it.
protocol OptionalArgumentValue {
    /// The definition of an optional argument or option of this type: `nil` when not given.
    static func definition(
        _ kind: ArgumentDefinition.Kind, property: String, names: NameSpecification, help: ArgumentHelp?
    ) -> ArgumentDefinition
}

extension Optional: OptionalArgumentValue where Wrapped: ExpressibleByArgument {
    static func definition(
        _ kind: ArgumentDefinition.Kind, property: String, names: NameSpecification, help: ArgumentHelp?
    ) -> ArgumentDefinition {
        .make(
            kind, property: property, names: names, help: help, type: Wrapped.argumentValueType, required: false,
            defaultText: kind == .option ? "none" : nil, absent: Wrapped?.none, wrap: { Optional($0) })
    }
}

/// An array of an `ExpressibleByArgument` type, as a property declared without a `ValueType` has it.
protocol ArrayArgumentValue {
    /// The definition of a required variadic argument or repeating option of this type.
    static func definition(
        _ kind: ArgumentDefinition.Kind, property: String, names: NameSpecification, help: ArgumentHelp?
    ) -> ArgumentDefinition
}

extension Array: ArrayArgumentValue where Element: ExpressibleByArgument {
    static func definition(
        _ kind: ArgumentDefinition.Kind, property: String, names: NameSpecification, help: ArgumentHelp?
    ) -> ArgumentDefinition {
        .make(
            kind, property: property, names: names, help: help, type: Element.argumentValueType, required: true,
            variadic: kind == .positional, repeating: kind == .option, defaultText: nil, absent: [Element]?.none,
            wrap: { [$0] }, append: ArgumentDefinition.concatenate(Element.self))
    }
}
