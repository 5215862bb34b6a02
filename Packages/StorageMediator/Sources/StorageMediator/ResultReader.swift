import Mediator

/// Reads the fields of a Storage result, turning any surprise into `StorageCallError.malformedResult`.
struct ResultReader {
    let value: MediatorValue
    let what: String

    init(_ value: MediatorValue, _ what: String) throws {
        guard value.objectValue != nil else {
            throw StorageCallError.malformedResult("\(what) should be an object, got \(value.kindName)")
        }
        self.value = value
        self.what = what
    }

    func int(_ key: String) throws -> Int {
        guard case .int(let number)? = value[key] else { throw wrong(key, "Int") }
        return number
    }

    func bool(_ key: String) throws -> Bool {
        guard case .bool(let flag)? = value[key] else { throw wrong(key, "Bool") }
        return flag
    }

    func string(_ key: String) throws -> String {
        guard case .string(let text)? = value[key] else { throw wrong(key, "String") }
        return text
    }

    /// A string, or `nil` for null; an absent field is malformed, since Storage always sends it.
    func optionalString(_ key: String) throws -> String? {
        switch value[key] {
        case .string(let text)?: return text
        case .null?: return nil
        default: throw wrong(key, "String or null")
        }
    }

    func array(_ key: String) throws -> [MediatorValue] {
        guard case .array(let items)? = value[key] else { throw wrong(key, "Array") }
        return items
    }

    func strings(_ key: String) throws -> [String] {
        try array(key).map { item in
            guard case .string(let text) = item else { throw wrong(key, "Array of String") }
            return text
        }
    }

    private func wrong(_ key: String, _ expected: String) -> StorageCallError {
        .malformedResult("\(what) field '\(key)' should be \(expected), got \(value[key]?.kindName ?? "nothing")")
    }
}
