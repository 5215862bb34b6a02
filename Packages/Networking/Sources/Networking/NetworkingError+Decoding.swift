import Foundation

extension NetworkingError {
    /// Turns a `DecodingError` into `.decoding` with a readable path such as `items[2].price`.
    init(decodingError: DecodingError) {
        switch decodingError {
        case .typeMismatch(let type, let context):
            self = .decoding(
                codingPath: Self.path(context.codingPath),
                message: "expected \(type): \(context.debugDescription)")
        case .valueNotFound(let type, let context):
            self = .decoding(
                codingPath: Self.path(context.codingPath),
                message: "expected \(type) but found null: \(context.debugDescription)")
        case .keyNotFound(let key, let context):
            self = .decoding(
                codingPath: Self.path(context.codingPath + [key]),
                message: "missing key '\(key.stringValue)'")
        case .dataCorrupted(let context):
            let underlying = context.underlyingError.map { " (\($0))" } ?? ""
            self = .decoding(codingPath: Self.path(context.codingPath), message: context.debugDescription + underlying)
        @unknown default:
            self = .decoding(codingPath: "", message: String(describing: decodingError))
        }
    }

    /// Writes a coding path as `a.b[2].c`.
    static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue, key.stringValue == "Index \(index)" || key.stringValue == String(index) {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text
    }
}
