/// The schemes the remote entry accepts, matched against a URL's lowercased scheme bytes without
/// building a string.
struct AcceptedSchemes: Sendable {
    /// The configured schemes, as `RemoteConfiguration` holds them.
    let names: Set<String>
    /// Every configured scheme's bytes, when all are ASCII (the usual case); `nil` sends every match
    /// through `names`, which compares as `String` does.
    private let ascii: [[UInt8]]?

    init(_ names: Set<String>) {
        self.names = names
        let all = names.map { Array($0.utf8) }
        ascii = all.allSatisfy { $0.allSatisfy { $0 < 0x80 } } ? all : nil
    }

    /// Whether the scheme spelled by `bytes` (any ASCII case) is accepted: whether `names` contains
    /// its lowercased form.
    func accepts(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let ascii else {
            return names.contains(String(decoding: bytes.lazy.map(NameHash.asciiLowercased), as: UTF8.self))
        }
        // Equal ASCII strings are equal bytes: the same answer `Set<String>.contains` gives.
        return ascii.contains { scheme in
            scheme.count == bytes.count && zip(scheme, bytes).allSatisfy { $0 == NameHash.asciiLowercased($1) }
        }
    }

    /// `shop://, app://` for an error message, or `none`.
    var list: String {
        let accepted = names.sorted().map { "\($0)://" }.joined(separator: ", ")
        return accepted.isEmpty ? "none" : accepted
    }
}
