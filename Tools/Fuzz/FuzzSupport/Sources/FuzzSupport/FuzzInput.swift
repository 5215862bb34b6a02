/// Reads structured values out of the fuzzer's bytes, front to back.
///
/// Reading never fails: once the bytes run out, numbers read as their lowest value and byte strings
/// as empty, so every input (even the empty one) drives the target somewhere. Small mutations of the
/// input change few of the values read, which is what lets libFuzzer's coverage feedback work.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var position = 0

    /// Wraps the bytes libFuzzer hands to `LLVMFuzzerTestOneInput`.
    public init(_ data: UnsafePointer<UInt8>?, count: Int) {
        if let data, count > 0 {
            bytes = Array(UnsafeBufferPointer(start: data, count: count))
        } else {
            bytes = []
        }
    }

    /// Wraps bytes already in memory (used by tests and by targets that split their input).
    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    public var isAtEnd: Bool { position >= bytes.count }

    /// How many bytes are left.
    public var remainingCount: Int { bytes.count - position }

    /// The next byte, or 0 when none is left.
    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A boolean from the low bit of the next byte.
    public mutating func bool() -> Bool {
        byte() & 1 == 1
    }

    /// A number in `range` from the next one or two bytes (two only when the range needs them).
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt(bitPattern: range.upperBound &- range.lowerBound)
        guard width > 0 else { return range.lowerBound }
        var raw = UInt(byte())
        if width > 255 { raw = raw << 8 | UInt(byte()) }
        return range.lowerBound &+ Int(bitPattern: raw % (width &+ 1 == 0 ? UInt.max : width &+ 1))
    }

    /// One of `choices` (which must not be empty).
    public mutating func pick<T>(_ choices: [T]) -> T {
        choices[int(in: 0...(choices.count - 1))]
    }

    /// A run of bytes: one length byte (at most `maxLength`), then that many bytes or what is left.
    public mutating func bytes(upTo maxLength: Int) -> [UInt8] {
        let wanted = min(int(in: 0...max(0, min(maxLength, 255))), remainingCount)
        defer { position += wanted }
        return Array(bytes[position..<(position + wanted)])
    }

    /// A run of bytes as text: invalid UTF-8 is repaired (to U+FFFD), as a `String` would be.
    public mutating func string(upTo maxLength: Int) -> String {
        String(decoding: bytes(upTo: maxLength), as: UTF8.self)
    }

    /// Everything not read yet.
    public mutating func rest() -> [UInt8] {
        defer { position = bytes.count }
        return Array(bytes[min(position, bytes.count)...])
    }
}
