/// Where each value of a JSON document sits in its text, as UTF-8 offsets.
///
/// `JSONDecoder` reads values but forgets where they were. `check-deps register` needs both: it
/// decodes `architecture.json` into `ArchitectureConfig`, then adds lines to the hand-formatted text
/// at the positions found here, so nothing else in the file moves. Callers decode the document
/// first; this scan still throws, never traps, on text that is not JSON.
struct JSONSourceMap: Sendable {
    /// A value and the span of its text.
    struct Node: Sendable {
        /// The value's text, from its first byte to its last.
        var range: Range<Int>
        /// What it is.
        var value: Value

        /// The member `key` of an object.
        func member(_ key: String) -> Node? {
            guard case .object(let members) = value else { return nil }
            return members.first { $0.key == key }?.value
        }

        /// The elements of an array (empty for any other value).
        var elements: [Node] {
            guard case .array(let elements) = value else { return [] }
            return elements
        }
    }

    /// One `"key": value` pair of an object.
    struct Member: Sendable {
        /// The key, decoded.
        var key: String
        /// The value.
        var value: Node
    }

    /// The shape of a value; only containers keep their children.
    indirect enum Value: Sendable {
        /// `{ … }`, members in text order.
        case object([Member])
        /// `[ … ]`, elements in text order.
        case array([Node])
        /// A string, number, `true`, `false` or `null`.
        case scalar
    }

    /// Why a text is not JSON, and where.
    struct Malformed: Error, Equatable, Sendable {
        /// The UTF-8 offset where reading stopped.
        var offset: Int
    }

    /// The document's top-level value.
    static func scan(_ text: String) throws(Malformed) -> Node {
        var scanner = Scanner(bytes: Array(text.utf8))
        let node = try scanner.value(depth: 0)
        scanner.skipSpace()
        guard scanner.position == scanner.bytes.count else { throw Malformed(offset: scanner.position) }
        return node
    }

    private struct Scanner {
        let bytes: [UInt8]
        var position = 0

        /// Deeper nesting than this is refused rather than recursed into.
        static let maximumDepth = 256

        mutating func skipSpace() {
            while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
        }

        mutating func expect(_ character: Unicode.Scalar) throws(Malformed) {
            skipSpace()
            guard position < bytes.count, bytes[position] == UInt8(ascii: character) else {
                throw Malformed(offset: position)
            }
            position += 1
        }

        mutating func value(depth: Int) throws(Malformed) -> Node {
            skipSpace()
            guard position < bytes.count, depth < Self.maximumDepth else { throw Malformed(offset: position) }
            let start = position
            switch bytes[position] {
            case UInt8(ascii: "{"):
                position += 1
                var members: [Member] = []
                skipSpace()
                if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
                    position += 1
                    return Node(range: start..<position, value: .object(members))
                }
                repeat {
                    skipSpace()
                    let key = try string()
                    try expect(":")
                    members.append(Member(key: decode(key), value: try value(depth: depth + 1)))
                    skipSpace()
                } while try separator(closing: "}")
                return Node(range: start..<position, value: .object(members))
            case UInt8(ascii: "["):
                position += 1
                var elements: [Node] = []
                skipSpace()
                if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
                    position += 1
                    return Node(range: start..<position, value: .array(elements))
                }
                repeat {
                    elements.append(try value(depth: depth + 1))
                    skipSpace()
                } while try separator(closing: "]")
                return Node(range: start..<position, value: .array(elements))
            case UInt8(ascii: "\""):
                return Node(range: try string(), value: .scalar)
            default:
                let delimiters: [UInt8] = [
                    0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"),
                ]
                while position < bytes.count, !delimiters.contains(bytes[position]) { position += 1 }
                guard position > start else { throw Malformed(offset: start) }
                return Node(range: start..<position, value: .scalar)
            }
        }

        /// Consumes `,` (true: another item follows) or `closing` (false).
        mutating func separator(closing: Unicode.Scalar) throws(Malformed) -> Bool {
            guard position < bytes.count else { throw Malformed(offset: position) }
            if bytes[position] == UInt8(ascii: ",") {
                position += 1
                return true
            }
            try expect(closing)
            return false
        }

        /// The span of the string literal at `position`, quotes included.
        mutating func string() throws(Malformed) -> Range<Int> {
            let start = position
            guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { throw Malformed(offset: start) }
            position += 1
            while position < bytes.count {
                switch bytes[position] {
                case UInt8(ascii: "\\"): position += 2
                case UInt8(ascii: "\""):
                    position += 1
                    return start..<position
                default: position += 1
                }
            }
            throw Malformed(offset: start)
        }

        /// A key's value: its text between the quotes when it has no escape (every key of the files
        /// read here), else nothing a caller looks for.
        func decode(_ range: Range<Int>) -> String {
            let inner = bytes[(range.lowerBound + 1)..<(range.upperBound - 1)]
            return inner.contains(UInt8(ascii: "\\")) ? "" : String(decoding: inner, as: UTF8.self)
        }
    }
}
