import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One TCP connection, plain or TLS, whose every wait is bounded by a deadline and can be cut short
/// by a cancel pipe.
///
/// With TLS (`startTLS`) the same pulls, counts and waits apply to the decrypted bytes: OpenSSL
/// never blocks, it says whether it needs the socket readable or writable, and `wait` does that
/// under the same deadline. Reads are pulled by the caller, a buffer at a time: nothing arrives that the caller did not ask
/// for, so memory is bounded by what the caller keeps. The deadline is checked before every read
/// and every line, not only while waiting, so a server that keeps bytes coming cannot make the
/// caller's parsing outlast it. Not thread-safe; one exchange uses it at a time.
final class SocketConnection {
    /// Why a wait ended without data.
    enum Interruption: Error {
        /// The deadline passed.
        case deadline
        /// The cancel pipe became readable.
        case cancelled
    }

    let descriptor: Int32
    /// Bytes read from the socket but not yet consumed.
    private(set) var buffered: [UInt8] = []
    private var consumed = 0
    /// The TLS session once `startTLS` has run; every byte then goes through it.
    private var tls: TLSStream?

    /// Adopts a connected, non-blocking stream socket; the connection closes it.
    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        tls?.shutdown()
        tls = nil
        close(descriptor)
    }

    /// Runs the TLS handshake for `host` within `deadline`; afterwards every read and send is encrypted.
    ///
    /// - Throws: `NetworkingError.transport` (a certificate that is not trusted or not for `host`
    ///   says so), or an `Interruption`.
    func startTLS(context: TLSContext, host: String, deadline: ContinuousClock.Instant, cancel: Int32) throws {
        let stream = try TLSStream(context: context, descriptor: descriptor, host: host)
        tls = stream
        while true {
            guard ContinuousClock.now < deadline else { throw Interruption.deadline }
            switch try stream.handshake() {
            case .done: return
            case .wantRead: try wait(for: Int16(POLLIN), deadline: deadline, cancel: cancel)
            case .wantWrite: try wait(for: Int16(POLLOUT), deadline: deadline, cancel: cancel)
            case .closed:
                throw NetworkingError.transport(
                    message: "the server at \(host) closed the connection during the TLS handshake")
            }
        }
    }

    /// Connects to `host`:`port`, trying each address the resolver gives, within `deadline`.
    ///
    /// - Throws: `NetworkingError.transport` naming the host, or an `Interruption`.
    static func connect(host: String, port: Int, deadline: ContinuousClock.Instant, cancel: Int32) throws
        -> SocketConnection
    {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Glibc)
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #else
            hints.ai_socktype = SOCK_STREAM
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let first = list else {
            throw NetworkingError.transport(message: "cannot resolve \(host): \(String(cString: gai_strerror(status)))")
        }
        defer { freeaddrinfo(first) }
        var lastError = "no address"
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let info = entry {
            entry = info.pointee.ai_next
            #if canImport(Glibc)
                let type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
            #else
                let type = SOCK_STREAM
            #endif
            let descriptor = socket(info.pointee.ai_family, type, info.pointee.ai_protocol)
            guard descriptor >= 0 else {
                lastError = String(cString: strerror(errno))
                continue
            }
            let connection = SocketConnection(descriptor: descriptor)
            var one: Int32 = 1
            setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
            if systemConnect(descriptor, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0 {
                return connection
            }
            guard errno == EINPROGRESS else {
                lastError = String(cString: strerror(errno))
                continue
            }
            try connection.wait(for: Int16(POLLOUT), deadline: deadline, cancel: cancel)
            var failure: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            getsockopt(descriptor, SOL_SOCKET, SO_ERROR, &failure, &length)
            if failure == 0 { return connection }
            lastError = String(cString: strerror(failure))
        }
        throw NetworkingError.transport(message: "cannot connect to \(host):\(port): \(lastError)")
    }

    /// Whether an idle pooled connection can carry another request: nothing to read and not closed.
    var isReusable: Bool {
        guard consumed == buffered.count else { return false }
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) == 0
    }

    /// Sends all of `bytes` before `deadline`.
    ///
    /// - Throws: `NetworkingError.transport`, or an `Interruption`.
    func send(_ bytes: [UInt8], deadline: ContinuousClock.Instant, cancel: Int32) throws {
        if let tls {
            try sendEncrypted(bytes, through: tls, deadline: deadline, cancel: cancel)
            return
        }
        var offset = 0
        while offset < bytes.count {
            let sent = bytes.withUnsafeBytes { buffer in
                systemSend(descriptor, UnsafeRawBufferPointer(rebasing: buffer[offset...]))
            }
            if sent > 0 {
                offset += sent
            } else if sent < 0 && (errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR) {
                try wait(for: Int16(POLLOUT), deadline: deadline, cancel: cancel)
            } else {
                throw NetworkingError.transport(message: "sending failed: \(String(cString: strerror(errno)))")
            }
        }
    }

    private func sendEncrypted(
        _ bytes: [UInt8], through tls: TLSStream, deadline: ContinuousClock.Instant, cancel: Int32
    ) throws {
        var offset = 0
        while offset < bytes.count {
            guard ContinuousClock.now < deadline else { throw Interruption.deadline }
            let progress = try bytes.withUnsafeBytes { buffer in
                try tls.write(UnsafeRawBufferPointer(rebasing: buffer[offset...]))
            }
            switch progress {
            case .done(let count): offset += count
            case .wantRead: try wait(for: Int16(POLLIN), deadline: deadline, cancel: cancel)
            case .wantWrite: try wait(for: Int16(POLLOUT), deadline: deadline, cancel: cancel)
            case .closed: throw NetworkingError.transport(message: "the server closed the connection")
            }
        }
    }

    /// Unconsumed bytes, reading once more from the socket when none are left; empty at end of stream.
    ///
    /// At most `maximum` bytes are returned (and at most 64 KiB are read at a time).
    func next(maximum: Int, deadline: ContinuousClock.Instant, cancel: Int32) throws -> ArraySlice<UInt8> {
        if consumed == buffered.count {
            try fill(deadline: deadline, cancel: cancel)
        }
        let end = min(buffered.count, consumed + maximum)
        let slice = buffered[consumed..<end]
        consumed = end
        return slice
    }

    /// One line ending in CRLF (or LF), without it; at most `maximum` bytes.
    ///
    /// - Throws: `NetworkingError.transport` for a longer line or a stream that ends first;
    ///   `Interruption.deadline` once the deadline has passed, even with the line already buffered.
    func line(maximum: Int, deadline: ContinuousClock.Instant, cancel: Int32) throws -> String {
        guard ContinuousClock.now < deadline else { throw Interruption.deadline }
        var line: [UInt8] = []
        while true {
            if consumed == buffered.count {
                try fill(deadline: deadline, cancel: cancel)
                if buffered.isEmpty {
                    throw NetworkingError.transport(message: "the server closed the connection mid-response")
                }
            }
            if let newline = buffered[consumed...].firstIndex(of: UInt8(ascii: "\n")) {
                line += buffered[consumed..<newline]
                consumed = newline + 1
                if line.last == UInt8(ascii: "\r") { line.removeLast() }
                guard line.count <= maximum else { throw Self.tooLong(maximum) }
                return String(decoding: line, as: UTF8.self)
            }
            line += buffered[consumed...]
            consumed = buffered.count
            guard line.count <= maximum else { throw Self.tooLong(maximum) }
        }
    }

    private static func tooLong(_ maximum: Int) -> NetworkingError {
        .transport(message: "the server sent a header line longer than \(maximum) bytes")
    }

    /// Replaces the buffer with the next read; an empty buffer means end of stream.
    private func fill(deadline: ContinuousClock.Instant, cancel: Int32) throws {
        // A server that always has the next bytes ready never makes `wait` run, so check the deadline
        // and the cancel pipe here too: a reader slower than a dripping server (a busy machine, a
        // sanitizer build) would otherwise never see a cancel.
        guard ContinuousClock.now < deadline else { throw Interruption.deadline }
        try checkCancelled(cancel)
        buffered.removeAll(keepingCapacity: true)
        consumed = 0
        let capacity = 64 * 1024
        if let tls {
            var chunk = [UInt8](repeating: 0, count: capacity)
            while true {
                let progress = try chunk.withUnsafeMutableBytes { try tls.read(into: $0) }
                switch progress {
                case .done(let count):
                    buffered = Array(chunk[0..<count])
                    return
                case .closed:
                    return
                case .wantRead:
                    try wait(for: Int16(POLLIN), deadline: deadline, cancel: cancel)
                case .wantWrite:
                    try wait(for: Int16(POLLOUT), deadline: deadline, cancel: cancel)
                }
                // Records that carry no data (tickets, key updates) must not outlast the deadline either.
                guard ContinuousClock.now < deadline else { throw Interruption.deadline }
                try checkCancelled(cancel)
            }
        }
        while true {
            var chunk = [UInt8](repeating: 0, count: capacity)
            let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, capacity, 0) }
            if count >= 0 {
                buffered = Array(chunk[0..<count])
                return
            }
            guard errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR else {
                throw NetworkingError.transport(message: "receiving failed: \(String(cString: strerror(errno)))")
            }
            try wait(for: Int16(POLLIN), deadline: deadline, cancel: cancel)
        }
    }

    /// Throws `Interruption.cancelled` when the cancel pipe has fired, without waiting.
    private func checkCancelled(_ cancel: Int32) throws {
        var entry = pollfd(fd: cancel, events: Int16(POLLIN), revents: 0)
        if poll(&entry, 1, 0) > 0 && entry.revents != 0 { throw Interruption.cancelled }
    }

    /// Waits until the socket is ready for `events`, the deadline passes or the cancel pipe fires.
    private func wait(for events: Int16, deadline: ContinuousClock.Instant, cancel: Int32) throws {
        while true {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { throw Interruption.deadline }
            let milliseconds = Int32(
                clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
            var entries = [
                pollfd(fd: descriptor, events: events, revents: 0),
                pollfd(fd: cancel, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&entries, 2, milliseconds)
            if ready < 0 {
                if errno == EINTR { continue }
                throw NetworkingError.transport(message: "poll failed: \(String(cString: strerror(errno)))")
            }
            if entries[1].revents != 0 { throw Interruption.cancelled }
            if entries[0].revents != 0 { return }
        }
    }
}

/// The C `connect(2)`, named apart from `SocketConnection.connect`.
private func systemConnect(_ descriptor: Int32, _ address: UnsafePointer<sockaddr>?, _ length: socklen_t) -> Int32 {
    connect(descriptor, address, length)
}

/// The C `send(2)` without SIGPIPE, named apart from `SocketConnection.send`.
private func systemSend(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Int {
    #if canImport(Glibc)
        send(descriptor, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL))
    #else
        send(descriptor, bytes.baseAddress, bytes.count, 0)
    #endif
}
