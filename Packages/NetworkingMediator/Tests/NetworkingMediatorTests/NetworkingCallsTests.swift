import Foundation
import Mediator
import MediatorTesting
import NetworkingMediator
import Testing

/// The typed calls send the right target, action and params, and read results and failures.
@Suite struct NetworkingCallsTests {
    let fake = ScriptedComponent(name: "Networking", localAsync: ["probe", "fetchJSON"])
    let mediator: Mediator
    let url = URL(string: "http://127.0.0.1:8080/status?code=200") ?? URL(fileURLWithPath: "/")

    init() {
        mediator = fake.mediator()
    }

    @Test func probe_sendsTheURLAndReadsTheResult() async throws {
        fake.answer(with: ["status": 503, "latencyMs": 12.5, "sizeBytes": 42])
        let result = try await mediator.networking.probe(url: url)
        #expect(result == ProbeResult(status: 503, latencyMs: 12.5, sizeBytes: 42))
        #expect(!result.isSuccess)
        #expect(fake.calls == [.init(action: "probe", params: ["url": .string(url.absoluteString)])])
    }

    @Test func fetchJSON_returnsTheValueAsIs() async throws {
        let document: MediatorValue = ["name": "widget", "tags": ["a", "b"], "price": 1299]
        fake.answer(with: document)
        #expect(try await mediator.networking.fetchJSON(url: url) == document)
        #expect(fake.calls.map(\.action) == ["fetchJSON"])
    }

    @Test func probe_withMalformedResult_throwsMalformedResultNamingTheField() async throws {
        fake.answer(with: ["status": "200", "latencyMs": 1.0, "sizeBytes": 1])
        await #expect(throws: NetworkingCallError.malformedResult("probe result field 'status' should be Int, got String")) {
            _ = try await mediator.networking.probe(url: url)
        }
    }

    @Test func failures_mapToTypedErrors() async throws {
        let cases: [(String, NetworkingCallError)] = [
            ("invalidURL", .invalidURL("m")), ("transport", .unreachable("m")), ("timeout", .timeout("m")),
            ("httpStatus", .httpStatus("m")), ("decoding", .decoding("m")), ("tooLarge", .tooLarge("m")),
            ("fileNotFound", .fileNotFound("m")), ("cancelled", .cancelled),
            ("brandNew", .other(code: "brandNew", message: "m")),
        ]
        for (code, expected) in cases {
            fake.fail(code: code, message: "m")
            await #expect(throws: expected) { _ = try await mediator.networking.fetchJSON(url: url) }
            #expect(expected.code == code)
        }
    }

    @Test func otherFailures_passThroughAsMediatorError() async throws {
        fake.fail(
            "probe",
            with: MediatorError.targetUnavailable(target: "Networking", reason: "no NetworkingFacade in the context"))
        do {
            _ = try await mediator.networking.probe(url: url)
            Issue.record("expected the target's failure to start to pass through")
        } catch let error as MediatorError {
            #expect(error.code == "targetUnavailable")
        }
    }
}

/// Reading probe results on their own.
@Suite struct ProbeResultTests {
    @Test func decoding_acceptsIntegerLatency() throws {
        let result = try ProbeResult(decoding: ["status": 200, "latencyMs": 3, "sizeBytes": 0])
        #expect(result == ProbeResult(status: 200, latencyMs: 3, sizeBytes: 0))
        #expect(result.isSuccess)
    }

    @Test func decoding_rejectsWrongShapes() {
        let bad: [MediatorValue] = [
            "text", ["latencyMs": 1, "sizeBytes": 1], ["status": 200, "latencyMs": 1, "sizeBytes": -1],
            ["status": 200, "latencyMs": -2.0, "sizeBytes": 1], ["status": 200, "latencyMs": "fast", "sizeBytes": 1],
        ]
        for value in bad {
            #expect(throws: NetworkingCallError.self, "\(value)") { try ProbeResult(decoding: value) }
        }
    }

    @Test func callError_descriptionsCarryTheMessage() {
        #expect(NetworkingCallError.timeout("no answer in 3 s").description == "no answer in 3 s")
        #expect(NetworkingCallError.cancelled.description == "the request was cancelled")
        #expect(NetworkingCallError.malformedResult("x").description.contains("unexpected"))
    }
}
