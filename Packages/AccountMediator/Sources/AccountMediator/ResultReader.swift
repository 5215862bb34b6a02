import Mediator

/// Reads the fields of an Account action's result, failing with `unexpectedResult` naming the field.
struct ResultReader {
    let action: String
    let fields: [String: MediatorValue]

    init(_ value: MediatorValue, action: String) throws(AccountCallError) {
        guard let fields = value.objectValue else {
            throw .unexpectedResult(action: action, detail: "expected an object, got \(value.kindName)")
        }
        self.action = action
        self.fields = fields
    }

    func string(_ key: String) throws(AccountCallError) -> String {
        guard let value = try optionalString(key) else {
            throw .unexpectedResult(action: action, detail: "'\(key)' is missing")
        }
        return value
    }

    /// The string at `key`, `nil` for null; a missing key is a contract mismatch, not a null.
    func optionalString(_ key: String) throws(AccountCallError) -> String? {
        switch fields[key] {
        case .string(let value)?: return value
        case .null?: return nil
        case nil: throw .unexpectedResult(action: action, detail: "'\(key)' is missing")
        case let other?: throw .unexpectedResult(action: action, detail: "'\(key)' is \(other.kindName), not String")
        }
    }

    func int(_ key: String) throws(AccountCallError) -> Int {
        guard case .int(let value)? = fields[key] else {
            throw .unexpectedResult(action: action, detail: "'\(key)' is not an Int")
        }
        return value
    }

    func observerErrors() throws(AccountCallError) -> [AccountObserverError] {
        guard case .array(let items)? = fields["observerErrors"] else {
            throw .unexpectedResult(action: action, detail: "'observerErrors' is not an Array")
        }
        var errors: [AccountObserverError] = []
        for item in items {
            let reader = try ResultReader(item, action: action)
            errors.append(
                AccountObserverError(
                    event: try reader.string("event"), observer: try reader.string("observer"),
                    code: try reader.string("code"), message: try reader.string("message")))
        }
        return errors
    }
}
