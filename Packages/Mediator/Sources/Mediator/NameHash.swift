/// A fast 64-bit hash of short byte strings (target, action and scheme names), a word at a time.
///
/// Not for untrusted keys in a table a caller can fill: the tables it serves hold only names the
/// app configured or calls that resolved, so nobody can flood them. It gives the same value for the
/// same bytes however a string is stored (contiguous, bridged, small).
enum NameHash {
    static let seed: UInt64 = 0x243F_6A88_85A3_08D3

    /// Folds `text`'s UTF-8 bytes into `state`.
    @inline(__always)
    static func combine(_ state: UInt64, _ text: String) -> UInt64 {
        if let folded = text.utf8.withContiguousStorageIfAvailable({ combine(state, $0) }) { return folded }
        return combine(state, text.utf8)
    }

    /// Folds `bytes` into `state`.
    @inline(__always)
    static func combine(_ state: UInt64, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = state ^ UInt64(bytes.count)
        guard let base = bytes.baseAddress else { return mix(hash, 0) }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= bytes.count {
            hash = mix(hash, UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            offset += 8
        }
        // The last 0 to 7 bytes in at most three loads, little-endian like the words above.
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        if bytes.count - offset >= 4 {
            tail = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
            offset += 4
            shift = 32
        }
        if bytes.count - offset >= 2 {
            tail |= UInt64(UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self))) &<< shift
            offset += 2
            shift += 16
        }
        if offset < bytes.count { tail |= UInt64(base[offset]) &<< shift }
        return mix(hash, tail)
    }

    /// Folds any sequence of bytes into `state`, exactly as `combine(_:_:)` over a buffer would.
    static func combine<Bytes: Collection<UInt8>>(_ state: UInt64, _ bytes: Bytes) -> UInt64 {
        var hash = state ^ UInt64(bytes.count)
        var word: UInt64 = 0
        var shift: UInt64 = 0
        for byte in bytes {
            word |= UInt64(byte) &<< shift
            shift += 8
            if shift == 64 {
                hash = mix(hash, word)
                word = 0
                shift = 0
            }
        }
        return mix(hash, word)
    }

    /// Folds `bytes` into `state` with ASCII letters lowercased: equal for names that differ only in
    /// ASCII case.
    @inline(__always)
    static func combineLowercased(_ state: UInt64, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = state ^ UInt64(bytes.count)
        var word: UInt64 = 0
        var shift: UInt64 = 0
        for byte in bytes {
            word |= UInt64(asciiLowercased(byte)) &<< shift
            shift += 8
            if shift == 64 {
                hash = mix(hash, word)
                word = 0
                shift = 0
            }
        }
        return mix(hash, word)
    }

    /// Spreads every input bit over the whole word, so a table can index by the low bits.
    @inline(__always)
    static func finish(_ state: UInt64) -> UInt64 {
        var hash = state
        hash = (hash ^ (hash &>> 33)) &* 0xff51_afd7_ed55_8ccd
        hash = (hash ^ (hash &>> 33)) &* 0xc4ce_b9fe_1a85_ec53
        return hash ^ (hash &>> 33)
    }

    @inline(__always)
    static func asciiLowercased(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }

    @inline(__always)
    private static func mix(_ state: UInt64, _ word: UInt64) -> UInt64 {
        let mixed = (state ^ word) &* 0x9E37_79B9_7F4A_7C15
        return mixed ^ (mixed &>> 29)
    }
}
