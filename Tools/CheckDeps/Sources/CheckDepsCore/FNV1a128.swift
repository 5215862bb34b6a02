/// A 128-bit FNV-1a hash, used only as a content key for the manifest cache (not cryptographic).
public struct FNV1a128: Sendable {
    // 128-bit arithmetic on two 64-bit halves. Prime = 2^88 + 2^8 + 0x3b.
    private var high: UInt64 = 0x6c62_272e_07bb_0142
    private var low: UInt64 = 0x62b8_2175_6295_c58d

    /// Creates a hasher with the standard FNV-1a 128 offset basis.
    public init() {}

    /// Mixes bytes into the hash: a run of memory (a file's `Data`, a native string's UTF-8) in one
    /// pass over its buffer, any other sequence byte by byte.
    public mutating func combine<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        let mixed: Void? = bytes.withContiguousStorageIfAvailable { combine(UnsafeRawBufferPointer($0)) }
        guard mixed == nil else { return }
        for byte in bytes {
            low ^= UInt64(byte)
            multiplyByPrime()
        }
    }

    /// Mixes a buffer's bytes into the hash, with no generic code in the loop: the checker's debug
    /// build hashes every file of the repository on each plan.
    public mutating func combine(_ buffer: UnsafeRawBufferPointer) {
        var index = 0
        while index < buffer.count {
            low ^= UInt64(buffer[index])
            multiplyByPrime()
            index += 1
        }
    }

    /// Mixes a string's UTF-8 bytes and a separator into the hash.
    public mutating func combine(_ string: String) {
        combine(string.utf8)
        combine([0xFF])
    }

    /// The hash as 32 lowercase hex digits.
    public var hexDigest: String {
        hex(high) + hex(low)
    }

    private mutating func multiplyByPrime() {
        // (high, low) * (2^88 + 0x13b) mod 2^128.
        let lowTimesSmall = low.multipliedFullWidth(by: 0x13b)
        let highTimesSmall = high &* 0x13b
        let shifted = low << 24  // low * 2^88 contributes only to the high word: (low << 24) in high.
        low = lowTimesSmall.low
        high = highTimesSmall &+ lowTimesSmall.high &+ shifted
    }

    private func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
