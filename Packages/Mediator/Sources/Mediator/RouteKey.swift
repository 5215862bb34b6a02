/// A requested target/action pair as a dictionary key, hashed cheaply.
///
/// The hot path looks one of these up on every call. Both names are folded into one FNV-1a word
/// once, and the dictionary's seeded hash is a cheap mix of that word instead of SipHash over both
/// strings (about a sixth of a cached call's instructions). Equality still compares the strings, so
/// a collision costs time, never correctness; only resolved calls are stored, so callers cannot
/// flood the table.
struct RouteKey: Hashable {
    let target: String
    let action: String
    private let digest: UInt64

    init(target: String, action: String) {
        self.target = target
        self.action = action
        digest = Self.mix(action, (Self.mix(target, 0xcbf2_9ce4_8422_2325) ^ 0xFF) &* Self.prime)
    }

    static func == (lhs: RouteKey, rhs: RouteKey) -> Bool {
        lhs.digest == rhs.digest && lhs.target == rhs.target && lhs.action == rhs.action
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }

    /// The seeded hash `Dictionary` asks for, without a `Hasher` (SipHash) round trip.
    func _rawHashValue(seed: Int) -> Int {
        var mixed = digest ^ UInt64(UInt(bitPattern: seed))
        mixed = (mixed ^ (mixed >> 33)) &* 0xff51_afd7_ed55_8ccd
        mixed = (mixed ^ (mixed >> 33)) &* 0xc4ce_b9fe_1a85_ec53
        return Int(truncatingIfNeeded: mixed ^ (mixed >> 33))
    }

    private static let prime: UInt64 = 0x0000_0100_0000_01b3

    /// Folds `text`'s bytes into `state` (FNV-1a); the same for contiguous and bridged strings.
    private static func mix(_ text: String, _ state: UInt64) -> UInt64 {
        let folded = text.utf8.withContiguousStorageIfAvailable { bytes in
            var digest = state
            for byte in bytes { digest = (digest ^ UInt64(byte)) &* prime }
            return digest
        }
        if let folded { return folded }
        var digest = state
        for byte in text.utf8 { digest = (digest ^ UInt64(byte)) &* prime }
        return digest
    }
}
