import Mediator

/// What the properties drive: JSON text to a `MediatorValue` (with the key an error names). `real`
/// is `MediatorValue(jsonText:key:)`; the planted bug is a stand-in that wraps it.
struct JSONCodec: Sendable {
    let decode: @Sendable (String, String) throws -> MediatorValue

    static let real = JSONCodec { text, key in try MediatorValue(jsonText: text, key: key) }

    /// A planted bug: decoded fractional numbers keep only single precision.
    static let singlePrecision = JSONCodec { text, key in
        narrowed(try MediatorValue(jsonText: text, key: key))
    }

    private static func narrowed(_ value: MediatorValue) -> MediatorValue {
        switch value {
        case .double(let number): return .double(Double(Float(number)))
        case .array(let items): return .array(items.map(narrowed))
        case .object(let fields): return .object(fields.mapValues(narrowed))
        default: return value
        }
    }
}
