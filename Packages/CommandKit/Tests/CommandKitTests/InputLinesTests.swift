import Foundation
import XCTest

@testable import CommandKit

/// `InputLines` reads exact bytes, bounded per line, from a descriptor.
final class InputLinesTests: XCTestCase {
    /// Lines read from a pipe holding `bytes`, with `limit`.
    private func lines(_ bytes: [UInt8], limit: Int) throws -> [InputLines.Line] {
        var ends: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&ends), 0)
        let writeEnd = ends[1]
        let writer = Thread {
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes { write(writeEnd, $0.baseAddress, $0.count) }
                if written <= 0 { break }
                offset += written
            }
            close(writeEnd)
        }
        writer.start()
        defer { close(ends[0]) }
        let input = InputLines(descriptor: ends[0])
        var result: [InputLines.Line] = []
        while let line = input.next(limit: limit) { result.append(line) }
        return result
    }

    func testLines_keepExactBytesAndStripNewlines() throws {
        let bytes: [UInt8] = Array("one\r\ntwo\n\n".utf8) + [0xFF, 0xFE] + Array("\nlast".utf8)
        XCTAssertEqual(
            try lines(bytes, limit: 100),
            [
                .bytes(Array("one".utf8)), .bytes(Array("two".utf8)), .bytes([]), .bytes([0xFF, 0xFE]),
                .bytes(Array("last".utf8)),
            ])
    }

    func testLongLine_isDroppedWholeWithItsPrefixAndTheNextLineRead() throws {
        let long = [UInt8](repeating: UInt8(ascii: "x"), count: 1_000_000)
        let result = try lines(long + Array("\nnext\n".utf8) + long, limit: 1000)
        XCTAssertEqual(result.count, 3)
        XCTAssertEqual(
            result[0], .tooLong(prefix: [UInt8](repeating: UInt8(ascii: "x"), count: 64), byteCount: 1_000_000))
        XCTAssertEqual(result[1], .bytes(Array("next".utf8)))
        XCTAssertEqual(
            result[2], .tooLong(prefix: [UInt8](repeating: UInt8(ascii: "x"), count: 64), byteCount: 1_000_000))
    }

    func testLineAtTheLimit_isKept() throws {
        let line = [UInt8](repeating: UInt8(ascii: "y"), count: 1000)
        XCTAssertEqual(try lines(line + [0x0A], limit: 1000), [.bytes(line)])
        XCTAssertEqual(
            try lines(line + [0x79, 0x0A], limit: 1000).first, .tooLong(prefix: Array(line.prefix(64)), byteCount: 1001)
        )
    }
}
