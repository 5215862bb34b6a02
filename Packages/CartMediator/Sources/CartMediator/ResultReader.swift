import Foundation
import Mediator

/// Reads the fields of a Cart result, turning any surprise into `CartCallError.malformedResult`.
struct ResultReader {
    let value: MediatorValue
    let what: String

    init(_ value: MediatorValue, _ what: String) throws {
        guard value.objectValue != nil else {
            throw CartCallError.malformedResult("\(what) should be an object, got \(value.kindName)")
        }
        self.value = value
        self.what = what
    }

    func int(_ key: String) throws -> Int {
        guard case .int(let number)? = value[key] else { throw missing(key, "Int") }
        return number
    }

    func string(_ key: String) throws -> String {
        guard case .string(let text)? = value[key] else { throw missing(key, "String") }
        return text
    }

    func date(_ key: String) throws -> Date {
        Date(timeIntervalSince1970: TimeInterval(try int(key)))
    }

    func array(_ key: String) throws -> [MediatorValue] {
        guard case .array(let items)? = value[key] else { throw missing(key, "Array") }
        return items
    }

    private func missing(_ key: String, _ expected: String) -> CartCallError {
        .malformedResult("\(what) field '\(key)' should be \(expected), got \(value[key]?.kindName ?? "nothing")")
    }
}
