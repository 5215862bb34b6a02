import Foundation
import Mediator

/// Reads the fields of a Payment result, turning any surprise into `PaymentCallError.malformedResult`.
struct ResultReader {
    let value: MediatorValue
    let what: String

    init(_ value: MediatorValue, _ what: String) throws {
        guard value.objectValue != nil else {
            throw PaymentCallError.malformedResult("\(what) should be an object, got \(value.kindName)")
        }
        self.value = value
        self.what = what
    }

    func int(_ key: String) throws -> Int {
        guard let number = try optionalInt(key) else { throw missing(key, "Int") }
        return number
    }

    func string(_ key: String) throws -> String {
        guard let text = try optionalString(key) else { throw missing(key, "String") }
        return text
    }

    func date(_ key: String) throws -> Date {
        Date(timeIntervalSince1970: TimeInterval(try int(key)))
    }

    func array(_ key: String) throws -> [MediatorValue] {
        guard let items = try optionalArray(key) else { throw missing(key, "Array") }
        return items
    }

    func optionalInt(_ key: String) throws -> Int? {
        switch value[key] {
        case nil, .null?: return nil
        case .int(let number)?: return number
        default: throw missing(key, "Int")
        }
    }

    func optionalString(_ key: String) throws -> String? {
        switch value[key] {
        case nil, .null?: return nil
        case .string(let text)?: return text
        default: throw missing(key, "String")
        }
    }

    func optionalBool(_ key: String) throws -> Bool? {
        switch value[key] {
        case nil, .null?: return nil
        case .bool(let flag)?: return flag
        default: throw missing(key, "Bool")
        }
    }

    func optionalDate(_ key: String) throws -> Date? {
        try optionalInt(key).map { Date(timeIntervalSince1970: TimeInterval($0)) }
    }

    func optionalArray(_ key: String) throws -> [MediatorValue]? {
        switch value[key] {
        case nil, .null?: return nil
        case .array(let items)?: return items
        default: throw missing(key, "Array")
        }
    }

    private func missing(_ key: String, _ expected: String) -> PaymentCallError {
        .malformedResult("\(what) field '\(key)' should be \(expected), got \(value[key]?.kindName ?? "nothing")")
    }
}
