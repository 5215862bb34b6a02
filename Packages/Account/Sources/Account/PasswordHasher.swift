import CCrypt
import Foundation

/// Hashes and verifies passwords with libcrypt's yescrypt (`$y$`), each hash with a fresh salt.
struct PasswordHasher: Sendable {
    /// The prefix every hash this component writes starts with.
    static let prefix = "$y$"

    /// Called once per yescrypt computation that ran; tests count work with it.
    var onHash: (@Sendable () -> Void)?

    /// A new salted setting string (`$y$<params>$<salt>`); libcrypt draws the salt from the OS RNG.
    func makeSetting() throws(AccountError) -> String {
        var output = [CChar](repeating: 0, count: Int(CRYPT_GENSALT_OUTPUT_SIZE))
        // count 0 picks libcrypt's default cost; nil/0 random bytes make it read the OS RNG itself.
        guard crypt_gensalt_rn(Self.prefix, 0, nil, 0, &output, Int32(output.count)) != nil else {
            throw .hashingFailed(reason: "crypt_gensalt_rn: \(String(cString: strerror(errno)))")
        }
        return Self.string(fromNulTerminated: output)
    }

    /// The yescrypt hash of `password` with a fresh salt.
    func hash(_ password: String) throws(AccountError) -> String {
        try crypt(password, setting: try makeSetting())
    }

    /// Whether `password` matches `storedHash`, recomputed with the stored setting and compared in
    /// constant time. A hash that is not a yescrypt hash never matches.
    func verify(_ password: String, against storedHash: String) throws(AccountError) -> Bool {
        guard storedHash.hasPrefix(Self.prefix) else { return false }
        let computed = try crypt(password, setting: storedHash)
        return ConstantTime.equals(Array(computed.utf8), Array(storedHash.utf8))
    }

    /// Runs `crypt_rn`; `setting` may be a bare setting or a whole earlier hash.
    func crypt(_ password: String, setting: String) throws(AccountError) -> String {
        onHash?()
        let size = MemoryLayout<crypt_data>.size
        // crypt_data is 32 KiB: too large for the stack of a secondary thread, so it lives on the heap.
        let scratch = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: MemoryLayout<crypt_data>.alignment)
        scratch.initializeMemory(as: UInt8.self, repeating: 0, count: size)
        defer {
            // The scratch area held the password's derived state; wipe it before giving it back.
            scratch.initializeMemory(as: UInt8.self, repeating: 0, count: size)
            scratch.deallocate()
        }
        guard let result = crypt_rn(password, setting, scratch, Int32(size)) else {
            throw .hashingFailed(reason: "crypt_rn: \(String(cString: strerror(errno)))")
        }
        let hash = String(cString: result)
        guard hash.hasPrefix(Self.prefix) else {
            throw .hashingFailed(reason: "crypt_rn returned a non-yescrypt hash")
        }
        return hash
    }

    private static func string(fromNulTerminated buffer: [CChar]) -> String {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
