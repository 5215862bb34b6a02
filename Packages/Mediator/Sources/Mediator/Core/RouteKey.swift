/// A call's requested target and action, as the key of its cached resolution.
///
/// Hashed by one FNV-1a pass over both names' bytes, fed to the `Hasher` as a single word: the
/// route lookup is on every call, and hashing two `String`s through `Hasher` costs twice as much.
struct RouteKey: Hashable {
    let target: String
    let action: String

    func hash(into hasher: inout Hasher) { hasher.combine(digest) }

    func _rawHashValue(seed: Int) -> Int {
        var mixed = digest ^ UInt64(UInt(bitPattern: seed))
        mixed = (mixed ^ (mixed >> 33)) &* 0xff51_afd7_ed55_8ccd
        return Int(truncatingIfNeeded: mixed ^ (mixed >> 33))
    }

    private var digest: UInt64 {
        Self.fnv(action.utf8, Self.fnv(target.utf8, 0xcbf2_9ce4_8422_2325) ^ 0xFF)
    }

    /// FNV-1a over `bytes`, through contiguous storage (a small string's is a copy on the stack).
    private static func fnv(_ bytes: String.UTF8View, _ start: UInt64) -> UInt64 {
        func fold(_ buffer: some Sequence<UInt8>) -> UInt64 {
            buffer.reduce(start) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
        }
        return bytes.withContiguousStorageIfAvailable(fold) ?? fold(bytes)
    }
}
