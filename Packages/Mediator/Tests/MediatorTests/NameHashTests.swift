import Testing

@testable import Mediator

/// The name hash must give one value per byte string, whichever way it reads the bytes: the remote
/// target index hashes its names one way and a URL's host another.
@Suite struct NameHashTests {
    @Test func bufferAndSequenceForms_agreeAtEveryLength_andLowercasingFoldsASCIICase() {
        var random = SplitMix64(seed: 7)
        for length in 0...40 {
            for _ in 0..<20 {
                let bytes = (0..<length).map { _ in UInt8(ascii: "A") + UInt8(random.next() % 58) }
                let lowered = bytes.map(NameHash.asciiLowercased)
                let viaBuffer = bytes.withUnsafeBufferPointer { NameHash.combine(NameHash.seed, $0) }
                #expect(viaBuffer == NameHash.combine(NameHash.seed, bytes[...]))
                let foldedViaBuffer = bytes.withUnsafeBufferPointer { NameHash.combineLowercased(NameHash.seed, $0) }
                #expect(foldedViaBuffer == NameHash.combine(NameHash.seed, lowered[...]))
                #expect(NameHash.combine(NameHash.seed, String(decoding: bytes, as: UTF8.self)) == viaBuffer)
            }
        }
    }

    @Test func asciiLowercased_foldsExactlyTheUppercaseLetters() {
        for byte in UInt8.min...UInt8.max {
            let expected = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
            #expect(NameHash.asciiLowercased(byte) == expected)
        }
    }

    @Test func isNative_agreesWithLowercasedPrefix() {
        var random = SplitMix64(seed: 11)
        let pieces = [
            "n", "N", "a", "t", "T", "i", "I", "v", "e", "E", "native", "NATIVE", "\u{301}", "é", "İ", "K", "x", "_",
            "\u{212A}",
        ]
        var samples = ["", "nativ", "native", "Native", "NATIVEx", "native\u{301}", "nativé", "natİve", "nat\u{131}ve"]
        for _ in 0..<5_000 {
            samples.append(
                (0..<Int(random.next() % 5)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined())
        }
        for name in samples {
            #expect(Action.isNative(name) == name.lowercased().hasPrefix("native"), "\(name.debugDescription)")
        }
    }
}
