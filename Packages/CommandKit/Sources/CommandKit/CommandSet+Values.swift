extension CommandSet {
    /// The command the line names, its properties set from the line: every value converted and
    /// validated, defaults filled in.
    ///
    /// - Throws: `UsageError` naming the argument and what it must be (`--quantity must be a whole
    ///   number from 1 to 99, got '0'`), a required option that is missing, or what the command's
    ///   `validate()` threw (its description, with the command's usage).
    public func instantiate<T: ParsableCommand>(_ type: T.Type, from line: ParsedCommandLine<Command>)
        throws(UsageError)
        -> T
    {
        guard let entry = line.entry else { throw UsageError("no command given", usage: programUsage) }
        return try decode(
            T.self, definitions: entry.arguments, positionals: line.positionals, options: line.options,
            flags: line.flags, usage: entry.usage)
    }

    /// The global options of the line, converted and validated, defaults filled in.
    ///
    /// - Throws: `UsageError` naming the option and what it must be.
    public func globals<T: ParsableArguments>(_ type: T.Type, from line: ParsedCommandLine<Command>) throws(UsageError)
        -> T
    {
        try decode(
            T.self, definitions: globals, positionals: [], options: line.globalOptions, flags: line.globalFlags,
            usage: nil)
    }

    /// `T` from the words of a line: each converted and checked, defaults filled in, `validate()` run.
    func decode<T: ParsableArguments>(
        _ type: T.Type, definitions: [ArgumentDefinition], positionals: [String], options: [String: [String]],
        flags: Set<String>, usage: String?
    ) throws(UsageError) -> T {
        var values: [String: (value: any Sendable, spelling: String)] = [:]
        var remaining = positionals[...]
        for definition in definitions {
            let words: [String]
            switch definition.kind {
            case .positional:
                if definition.isVariadic {
                    words = Array(remaining)
                    remaining = []
                } else {
                    words = remaining.first.map { [$0] } ?? []
                    remaining = remaining.dropFirst()
                }
            case .option:
                words = options[definition.spelling] ?? []
            case .flag:
                words = flags.contains(definition.spelling) ? [""] : []
            }
            var value: (any Sendable)?
            if let offSpelling = definition.offSpelling, flags.contains(offSpelling) { value = false }
            for word in words {
                switch definition.convert(word) {
                case .success(let converted):
                    value = value.flatMap { old in definition.append.map { $0(old, converted) } } ?? converted
                case .failure(let error):
                    throw UsageError(
                        "\(definition.spelling) \(error.requirement), got \(Quoted.prefix(of: word))"
                            + (error.hint.map { " (\($0))" } ?? ""),
                        usage: usage)
                }
            }
            if value == nil { value = definition.absentValue }
            guard let value else {
                if definition.kind == .option {
                    let choices = definition.allowedValues.map { values in
                        " (" + (values.count == 2 ? "\(values[0]) or \(values[1])" : values.joined(separator: ", "))
                            + ")"
                    }
                    throw UsageError("\(definition.spelling) is required" + (choices ?? ""), usage: usage)
                }
                throw UsageError("missing \(definition.spelling)", usage: usage)
            }
            values[definition.property] = (value, definition.spelling)
        }
        var parsed: T
        do {
            parsed = try T(from: ArgumentsDecoder(values: values))
        } catch {
            // Only a declaration the set's `problems` already reports can get here.
            throw UsageError("\(T.self) cannot be read from the command line: \(error)", usage: usage)
        }
        do {
            try parsed.validate()
        } catch let error as UsageError {
            throw UsageError(error.message, usage: error.usage ?? usage)
        } catch let error as ValidationError {
            throw UsageError(error.message, usage: usage)
        } catch {
            throw UsageError("\(error)", usage: usage)
        }
        return parsed
    }
}
