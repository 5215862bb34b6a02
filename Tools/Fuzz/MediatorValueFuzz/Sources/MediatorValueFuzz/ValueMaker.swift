import FuzzSupport
import Mediator

/// Builds an ordinary `MediatorValue` tree from fuzzer bytes: every kind, extreme numbers, strings
/// with escapes, NUL, non-ASCII and combining marks, and keys that differ only in normalisation.
enum ValueMaker {
    static let strings = [
        "", "a", "\0", "\"", "\\", "/", "\u{7F}", "\u{2028}", "é", "e\u{301}", "\u{FEFF}", "😀", "\u{10FFFF}",
        "null", "true", "1", "-0", "1e3", " ",
    ]

    static func make(_ input: inout FuzzInput, depth: Int = 0) -> MediatorValue {
        switch input.int(in: 0...(depth > 4 ? 4 : 6)) {
        case 0: return .null
        case 1: return .bool(input.bool())
        case 2: return .int(int(&input))
        case 3: return .double(double(&input))
        case 4: return .string(string(&input))
        case 5: return .array((0..<input.int(in: 0...4)).map { _ in make(&input, depth: depth + 1) })
        default:
            var fields: [String: MediatorValue] = [:]
            for _ in 0..<input.int(in: 0...4) { fields[string(&input)] = make(&input, depth: depth + 1) }
            return .object(fields)
        }
    }

    static func int(_ input: inout FuzzInput) -> Int {
        switch input.int(in: 0...3) {
        case 0: return input.pick([Int.min, Int.max, 0, -1, 1 << 53, (1 << 53) + 1, -(1 << 53) - 1])
        case 1: return input.int(in: -1000...1000)
        default:
            var raw: UInt64 = 0
            for _ in 0..<8 { raw = raw << 8 | UInt64(input.byte()) }
            return Int(truncatingIfNeeded: raw)
        }
    }

    /// A finite double: JSON has no infinities or NaN, and the encoder refuses them.
    static func double(_ input: inout FuzzInput) -> Double {
        switch input.int(in: 0...3) {
        case 0:
            return input.pick([
                0.1, -0.0, 0.5, 1e300, -1e-300, 5e-324, Double.greatestFiniteMagnitude, 9007199254740993.0, 1e20,
                -2.5, 123456789.125,
            ])
        case 1: return Double(input.int(in: -1000...1000)) / 8
        default:
            var raw: UInt64 = 0
            for _ in 0..<8 { raw = raw << 8 | UInt64(input.byte()) }
            let value = Double(bitPattern: raw)
            return value.isFinite ? value : 0
        }
    }

    static func string(_ input: inout FuzzInput) -> String {
        input.bool() ? input.pick(strings) + input.pick(strings) : input.string(upTo: 16)
    }
}
