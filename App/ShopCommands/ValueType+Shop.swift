import CommandKit
import Foundation

extension ValueType where Value == String {
    /// An absolute URL with a scheme (`http://…`, `file:///…`), kept as text.
    static var url: ValueType {
        ValueType(name: "URL", requirement: "must be a URL with a scheme, such as http://host/path or file:///path") {
            text in
            guard let url = URL(string: text), let scheme = url.scheme, !scheme.isEmpty else { return nil }
            return text
        }
    }
}
