/// The remote entry's target lookup: configured names by their lowercased form, hashed.
///
/// It answers exactly what a scan of the configured list for the first name equal to the host after
/// `lowercased()` would: `byLowercased` keeps the first name per lowercased form, and `String`'s
/// hashing and equality are the same canonical comparison the scan made. When every name lowercases
/// to ASCII (the usual case), a second table answers ASCII hosts straight from the URL's bytes: for
/// ASCII, equal strings are equal bytes, so it finds the same name without building a string.
final class RemoteTargetIndex: Sendable {
    private struct Entry: Sendable {
        let hash: UInt64
        let start: Int
        let count: Int
        let name: String
    }

    private let byLowercased: [String: String]
    /// The ASCII table: lowercased names' bytes back to back, entries into them, and buckets holding
    /// entry index + 1 (0: empty), at most half full. `nil` when some name lowercases beyond ASCII.
    private let bytes: ContiguousArray<UInt8>
    private let entries: ContiguousArray<Entry>
    private let buckets: ContiguousArray<Int32>?
    private let mask: Int

    init(targets: [String]) {
        var byLowercased: [String: String] = Dictionary(minimumCapacity: targets.count)
        var firsts: [(lowercased: String, name: String)] = []
        for name in targets {
            let lowercased = name.lowercased()
            if byLowercased[lowercased] == nil {
                byLowercased[lowercased] = name
                firsts.append((lowercased, name))
            }
        }
        self.byLowercased = byLowercased
        var size = 2
        while size < firsts.count * 2 { size *= 2 }
        mask = size - 1
        guard firsts.allSatisfy({ $0.lowercased.utf8.allSatisfy { $0 < 0x80 } }) else {
            bytes = []
            entries = []
            buckets = nil
            return
        }
        var bytes = ContiguousArray<UInt8>()
        var entries = ContiguousArray<Entry>()
        var buckets = ContiguousArray<Int32>(repeating: 0, count: size)
        for (lowercased, name) in firsts {
            let start = bytes.count
            bytes.append(contentsOf: lowercased.utf8)
            let hash = NameHash.finish(NameHash.combine(NameHash.seed, lowercased.utf8))
            entries.append(Entry(hash: hash, start: start, count: bytes.count - start, name: name))
            var index = Int(truncatingIfNeeded: hash) & mask
            while buckets[index] != 0 { index = (index + 1) & mask }
            buckets[index] = Int32(entries.count)
        }
        self.bytes = bytes
        self.entries = entries
        self.buckets = buckets
    }

    /// The configured name `host` stands for, compared as `lowercased()` strings.
    func canonical(_ host: String) -> String? {
        byLowercased[host.lowercased()]
    }

    /// The configured name an ASCII `host` (as it appears in a URL, any case) stands for.
    func canonical(ascii host: UnsafeBufferPointer<UInt8>) -> String? {
        guard let buckets else { return canonical(String(decoding: host, as: UTF8.self)) }
        let hash = NameHash.finish(NameHash.combineLowercased(NameHash.seed, host))
        var index = Int(truncatingIfNeeded: hash) & mask
        while true {
            let slot = Int(buckets[index])
            if slot == 0 { return nil }
            let entry = entries[slot - 1]
            if entry.hash == hash && entry.count == host.count && matches(host, at: entry.start) {
                return entry.name
            }
            index = (index + 1) & mask
        }
    }

    private func matches(_ host: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        bytes.withUnsafeBufferPointer { stored in
            for offset in 0..<host.count where stored[start + offset] != NameHash.asciiLowercased(host[offset]) {
                return false
            }
            return true
        }
    }
}
