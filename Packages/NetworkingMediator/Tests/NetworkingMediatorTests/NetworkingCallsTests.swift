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

    @Test func probe_sendsTheURLAndDecodesTheResult() async throws {
        fake.answer(with: ["status": 503, "latencyMs": 12.5, "sizeBytes": 42])
        let result = try await mediator.networking.probe(url: url)
        #expect(result == ProbeResult(status: 503, latencyMs: 12.5, sizeBytes: 42))
        #expect(!result.isSuccess)
        #expect(fake.calls == [.init(action: "probe", params: ["url": .string(url.absoluteString)])])
    }

    @Test func probe_wireShapeRoundTrips_andAnIntegerLatencyReads() async throws {
        let result = ProbeResult(status: 200, latencyMs: 3.5, sizeBytes: 0)
        #expect(try MediatorValue(encoding: result) == ["status": 200, "latencyMs": 3.5, "sizeBytes": 0])
        fake.answer(with: ["status": 200, "latencyMs": 3, "sizeBytes": 0])
        let read = try await mediator.networking.probe(url: url)
        #expect(read == ProbeResult(status: 200, latencyMs: 3, sizeBytes: 0))
        #expect(read.isSuccess)
    }

    @Test func fetchJSON_returnsTheValueAsIs() async throws {
        let document: MediatorValue = ["name": "widget", "tags": ["a", "b"], "price": 1299]
        fake.answer(with: document)
        #expect(try await mediator.networking.fetchJSON(url: url) == document)
        #expect(fake.calls.map(\.action) == ["fetchJSON"])
    }

    @Test func probe_withMalformedResult_throwsMalformedResultNamingTheKeyPath() async throws {
        for (value, path) in [
            (["status": "200", "latencyMs": 1.0, "sizeBytes": 1] as MediatorValue, "status"),
            (["status": 200, "sizeBytes": 1], "latencyMs"),
            (["status": 200, "latencyMs": "fast", "sizeBytes": 1], "latencyMs"),
            ("text", ""),
        ] {
            fake.answer(with: value)
            do {
                _ = try await mediator.networking.probe(url: url)
                Issue.record("\(value): expected malformedResult")
            } catch MediatorError.malformedResult("Networking", "probe", let actual, _) {
                #expect(actual == path, "\(value)")
            } catch {
                Issue.record("\(value): expected malformedResult, got \(error)")
            }
        }
    }

    @Test func networkingFailures_arriveAsNetworkingFailureWithCodeKindAndMessage() async throws {
        for code in NetworkingErrorCode.allCases {
            fake.fail("fetchJSON", code: code, message: "m")
            let error = await #expect(throws: NetworkingFailure.self) {
                _ = try await mediator.networking.fetchJSON(url: url)
            }
            #expect(error == NetworkingFailure(code, message: "m"))
            #expect(error?.kind == code.kind)
            #expect(error?.code == code.rawValue)
        }
        #expect(NetworkingErrorCode.transport.kind == .unavailable)
        #expect(NetworkingErrorCode.timeout.kind == .unavailable)
        #expect(NetworkingErrorCode.tooLarge.kind == .unavailable)
        #expect(NetworkingErrorCode.invalidURL.kind == .invalid)
        #expect(NetworkingErrorCode.fileNotFound.kind == .notFound)
    }

    @Test func anUndeclaredCode_passesThroughAsMediatorErrorKeepingItsKind() async throws {
        fake.fail(code: "brandNew", kind: .conflict, message: "m")
        let error = await #expect(throws: MediatorError.self) { _ = try await mediator.networking.probe(url: url) }
        #expect(error?.code == "brandNew")
        #expect(error?.kind == .conflict)
    }

    @Test func otherFailures_passThroughAsMediatorError() async throws {
        let unavailable = MediatorError.targetUnavailable(
            target: "Networking", reason: "no NetworkingFacade in the context")
        fake.fail("probe", with: unavailable)
        let error = await #expect(throws: MediatorError.self) { _ = try await mediator.networking.probe(url: url) }
        #expect(error == unavailable)
    }
}
