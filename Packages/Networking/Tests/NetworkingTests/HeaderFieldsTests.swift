import Foundation
import Testing

@testable import Networking

/// Header fields merge and look up by ASCII-lowercased name, at a cost that does not grow with their number.
@Suite struct HeaderFieldsTests {
    @Test func append_repeatedNameInAnyCase_joinsValuesUnderTheFirstSpelling() {
        var fields = HeaderFields()
        fields.append(name: "Set-Cookie", value: "a=1")
        fields.append(name: "content-type", value: "text/plain")
        fields.append(name: "SET-COOKIE", value: "b=2")
        #expect(fields.dictionary == ["Set-Cookie": "a=1, b=2", "content-type": "text/plain"])
        #expect(fields.value("set-cookie") == "a=1, b=2")
        #expect(fields.value("Content-Type") == "text/plain")
        #expect(fields.value("Content-Length") == nil)
    }

    @Test func lowercased_lowersASCIILettersOnly() {
        #expect(HeaderFields.lowercased("X-Request-ID_9") == "x-request-id_9")
        #expect(HeaderFields.lowercased("Ä-Header") == "Ä-header")
    }

    /// Comparing each name with every earlier one made 8 times the fields cost 64 times the time.
    @Test func append_eightTimesTheFields_costsAboutEightTimesTheTime() {
        /// This thread's CPU time: other tests running in parallel do not count.
        func cpuTime() -> Duration {
            var now = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
            return .seconds(now.tv_sec) + .nanoseconds(now.tv_nsec)
        }
        func time(_ names: [String]) -> Duration {
            let start = cpuTime()
            var fields = HeaderFields()
            for name in names { fields.append(name: name, value: "") }
            let elapsed = cpuTime() - start
            #expect(fields.dictionary.count == names.count)
            return elapsed
        }
        // Short names, as in the flood; the best of several interleaved runs.
        let (fewer, more) = ((0..<2_000).map { "x\($0)" }, (0..<16_000).map { "x\($0)" })
        var (small, large) = (Duration.seconds(3600), Duration.seconds(3600))
        for _ in 0..<7 {
            small = min(small, time(fewer))
            large = min(large, time(more))
        }
        let ratio = large / small
        #expect(ratio < 20, "2,000 fields: \(small), 16,000 fields: \(large)")
    }

    @Test func response_header_matchesIgnoringCase() {
        let response = HTTPResponse(status: 200, headers: ["Retry-After": "3", "x-one": "1"])
        #expect(response.header("retry-after") == "3")
        #expect(response.header("X-ONE") == "1")
        #expect(response.header("missing") == nil)
    }
}
