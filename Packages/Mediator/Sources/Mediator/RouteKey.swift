/// A requested target/action pair as a dictionary key, hashed cheaply.
///
/// Both names are folded into one word once (`NameHash`, a word at a time), and the dictionary's
/// seeded hash is a cheap mix of that word instead of SipHash over both strings. Equality still
/// compares the strings, so a collision costs time, never correctness; only resolved calls are
/// stored, so callers cannot flood the table.
struct RouteKey: Hashable {
    let target: String
    let action: String
    let digest: UInt64

    init(target: String, action: String) {
        self.target = target
        self.action = action
        digest = Self.digest(target: target, action: action)
    }

    /// The word both names fold into; `RouteTable` probes with it without building a key.
    @inline(__always)
    static func digest(target: String, action: String) -> UInt64 {
        NameHash.finish(NameHash.combine(NameHash.combine(NameHash.seed, target), action))
    }

    static func == (lhs: RouteKey, rhs: RouteKey) -> Bool {
        lhs.digest == rhs.digest && lhs.target == rhs.target && lhs.action == rhs.action
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }

    /// The seeded hash `Dictionary` asks for, without a `Hasher` (SipHash) round trip.
    func _rawHashValue(seed: Int) -> Int {
        Int(truncatingIfNeeded: NameHash.finish(digest ^ UInt64(UInt(bitPattern: seed))))
    }
}
