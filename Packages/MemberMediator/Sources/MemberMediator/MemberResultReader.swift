import Mediator

/// Reads typed fields out of a Member result object; a missing or mistyped field is a clear error.
struct MemberResultReader {
    let fields: [String: MediatorValue]
    let action: String

    init(_ value: MediatorValue, source action: String) throws {
        guard let fields = value.objectValue else {
            throw MemberCallError.unexpectedResult(action: action, reason: "expected an object, got \(value.kindName)")
        }
        self.fields = fields
        self.action = action
    }

    private func fail(_ key: String, _ expected: String) -> MemberCallError {
        let actual = fields[key].map(\.kindName) ?? "nothing"
        return .unexpectedResult(action: action, reason: "field '\(key)' should be \(expected), got \(actual)")
    }

    func int(_ key: String) throws -> Int {
        guard case .int(let value)? = fields[key] else { throw fail(key, "Int") }
        return value
    }

    func optionalInt(_ key: String) throws -> Int? {
        guard let raw = fields[key], raw != .null else { return nil }
        return try int(key)
    }

    func string(_ key: String) throws -> String {
        guard case .string(let value)? = fields[key] else { throw fail(key, "String") }
        return value
    }

    func optionalString(_ key: String) throws -> String? {
        guard let raw = fields[key], raw != .null else { return nil }
        return try string(key)
    }

    func array(_ key: String) throws -> [MediatorValue] {
        guard case .array(let value)? = fields[key] else { throw fail(key, "Array") }
        return value
    }
}
