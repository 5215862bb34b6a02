#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input as lines of exact bytes, each bounded: a session's commands and the passwords piped
/// to them come from one buffer, so neither reader can swallow what belongs to the other.
///
/// A line longer than the limit is never held whole: its first bytes are kept for the message, the
/// rest is read and dropped up to its newline, so a 5 MB line costs a 64 KiB buffer, not 5 MB.
/// `@unchecked Sendable` is sound because the buffer is read and written only while `lock` is held.
public final class InputLines: @unchecked Sendable {
    /// One line read.
    public enum Line: Equatable, Sendable {
        /// The line's bytes, without its `\n` (or `\r\n`).
        case bytes([UInt8])
        /// A line longer than the limit, dropped: its first bytes, and how many bytes it had.
        case tooLong(prefix: [UInt8], byteCount: Int)
    }

    /// The process's standard input.
    public static let standard = InputLines(descriptor: STDIN_FILENO)

    /// The most bytes a session line or a piped password may have (64 KiB), stated in `shop interactive`'s help.
    public static let maximumLineBytes = 65_536

    private let descriptor: Int32
    private let lock = LockedValue<Void>(())
    private var buffer: [UInt8] = []
    private var atEnd = false

    /// Lines read from `descriptor`, which stays open (the caller owns it).
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// The next line, or `nil` at end of input (a last line without a newline still counts).
    public func next(limit: Int = InputLines.maximumLineBytes) -> Line? {
        lock.withLock { _ in nextLine(limit: limit) }
    }

    private func nextLine(limit: Int) -> Line? {
        var dropped = 0
        var prefix: [UInt8] = []
        // Bytes already searched for a newline: each byte is looked at once, however long the line.
        var searched = 0
        while true {
            if let newline = buffer[searched...].firstIndex(of: UInt8(ascii: "\n")) {
                var line = Array(buffer[..<newline])
                buffer.removeSubrange(...newline)
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                if dropped > 0 || line.count > limit {
                    if prefix.isEmpty { prefix = Array(line.prefix(Self.prefixBytes)) }
                    return .tooLong(prefix: prefix, byteCount: dropped + line.count)
                }
                return .bytes(line)
            }
            if buffer.count > limit {
                // No newline within the limit: keep only the start for the message, drop the rest as it comes.
                if prefix.isEmpty { prefix = Array(buffer.prefix(Self.prefixBytes)) }
                dropped += buffer.count
                buffer.removeAll(keepingCapacity: true)
            }
            searched = buffer.count
            if atEnd {
                guard !buffer.isEmpty || dropped > 0 else { return nil }
                let line = buffer
                buffer.removeAll()
                if dropped > 0 { return .tooLong(prefix: prefix, byteCount: dropped + line.count) }
                return .bytes(line)
            }
            fill()
        }
    }

    /// How many bytes of a dropped line are kept for its message.
    private static let prefixBytes = 64

    private func fill() {
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.append(contentsOf: chunk[..<count])
                return
            }
            if count < 0 && errno == EINTR { continue }
            atEnd = true
            return
        }
    }
}
