/// A declaration as a wrapper makes it: completed by the name of the property that declares it.
final class ArgumentDeclaration: Sendable {
    let make: @Sendable (_ property: String) -> ArgumentDefinition

    /// Makes the declaration and hands it to the recorder reading the declaring instance, if any.
    @discardableResult
    init(_ make: @escaping @Sendable (_ property: String) -> ArgumentDefinition) {
        self.make = make
        DeclarationRecorder.current?.append(self)
    }
}

/// Collects the declarations a type's wrappers make, in order, while its declaring instance is created.
///
/// This is how definitions are read without reflection: stored properties are initialised in
/// declaration order, and the synthesised `init(from:)` asks for their keys in the same order, so
/// the n-th declaration belongs to the n-th key. (`Mirror` would cost about a millisecond at
/// start-up before its first answer; this costs microseconds.)
final class DeclarationRecorder: Sendable {
    /// The recorder of the declaring instance being created on this task or thread, if any.
    @TaskLocal static var current: DeclarationRecorder?

    private let declarations = LockedValue<[ArgumentDeclaration]>([])

    func append(_ declaration: ArgumentDeclaration) { declarations.withLock { $0.append(declaration) } }

    /// The declarations `make` creates, in the order its wrappers were initialised.
    static func record(_ make: () -> Void) -> [ArgumentDeclaration] {
        let recorder = DeclarationRecorder()
        $current.withValue(recorder) { make() }
        return recorder.declarations.withLock { $0 }
    }
}

/// A parsed argument's value, and how the argument is spelled (for messages).
struct ParsedArgument<Value: Sendable>: Sendable {
    let value: Value
    let spelling: String

    /// Reads the value `ArgumentsDecoder` hands a property; `nil` while `KeyOrderDecoder` only
    /// learns the property names.
    static func decode(from decoder: any Decoder) throws -> ParsedArgument? {
        if decoder is KeyOrderDecoder.Slot { return nil }
        return try ParsedArgument(from: decoder)
    }

    private init(from decoder: any Decoder) throws {
        guard let slot = decoder as? ArgumentValueDecoder else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "arguments are decoded by CommandSet only"))
        }
        guard let value = slot.value as? Value else {
            throw DecodingError.typeMismatch(
                Value.self,
                .init(
                    codingPath: decoder.codingPath, debugDescription: "\(slot.spelling) holds \(type(of: slot.value))"))
        }
        self.value = value
        self.spelling = slot.spelling
    }

    /// The parsed value; `nil` (a declaring instance) is a programming error: a command used before parsing.
    static func value(_ parsed: ParsedArgument?) -> Value {
        guard let parsed else {
            preconditionFailure("an argument was read before the command line was parsed (use CommandSet.instantiate)")
        }
        return parsed.value
    }
}

/// How an argument is written on the command line, for messages: `"\($card)"` is `--card`.
public struct ArgumentSpelling: Sendable, Equatable, CustomStringConvertible {
    /// `--card` or `<order-id>`.
    public let text: String
    /// The spelling.
    public var description: String { text }
}

extension ArgumentDefinition {
    /// A definition whose values come from `type`, stored in the property as `wrap(value)`.
    ///
    /// A positional is named by the help's `valueName`, else the property in kebab case; an
    /// option by `names`, its value's placeholder the help's `valueName`, else the type's, else the
    /// property's name in capitals (`--page-size PAGE-SIZE`).
    static func make<T: Sendable, Value: Sendable>(
        _ kind: Kind, property: String, names: NameSpecification = .long, help: ArgumentHelp?,
        type: ValueType<T>, required: Bool, variadic: Bool = false, repeating: Bool = false, defaultText: String?,
        absent: Value?, wrap: @escaping @Sendable (T) -> Value,
        append: (@Sendable (any Sendable, any Sendable) -> any Sendable)? = nil
    ) -> ArgumentDefinition {
        let resolved: (long: String?, short: Character?, problem: String?) =
            kind == .positional
            ? (help?.valueName ?? ArgumentName.kebab(property), nil, nil) : names.resolve(for: property)
        let valueName = help?.valueName ?? (type.name.isEmpty ? ArgumentName.placeholder(property) : type.name)
        return ArgumentDefinition(
            kind: kind, property: property, name: resolved.long ?? resolved.short.map { String($0) } ?? property,
            shortName: resolved.short, hasLongName: resolved.long != nil, nameProblem: resolved.problem,
            valueName: valueName, help: help?.abstract ?? "", isRequired: required, isVariadic: variadic,
            isRepeating: repeating,
            defaultText: defaultText, constraint: type.constraint, allowedValues: type.allowedValues,
            completion: type.completion, convert: { word in type.convert(word).map { wrap($0) as any Sendable } },
            absentValue: absent.map { $0 as any Sendable }, append: append)
    }

    /// Joins two collected values of a variadic positional or a repeating option.
    static func concatenate<Element: Sendable>(_ type: Element.Type)
        -> @Sendable (any Sendable, any Sendable) -> any Sendable
    {
        { list, next in ((list as? [Element]) ?? []) + ((next as? [Element]) ?? []) }
    }
}
