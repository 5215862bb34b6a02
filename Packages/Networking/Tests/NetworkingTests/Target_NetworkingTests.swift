import Foundation
import Mediator
import NetworkingMediator
import Testing

@testable import Networking

/// The Target-Action adapter, called through a real mediator as other components call it.
@Suite(.fixtureServer) final class Target_NetworkingTests {
    let server: FixtureServer
    let mediator: Mediator

    init() throws {
        server = try #require(FixtureServer.current)
        let context = MediatorContext()
        context.register(NetworkingFacade(configuration: fastConfiguration))
        mediator = Mediator(context: context)
        mediator.configureRemote(RemoteConfiguration(schemes: ["shop"], targets: ["Networking"]))
    }

    /// Runs `operation` and returns the `MediatorError` it threw.
    func mediatorError(_ operation: () async throws -> Void) async -> MediatorError? {
        do {
            try await operation()
            Issue.record("expected a MediatorError, but the call succeeded")
        } catch let error as MediatorError {
            return error
        } catch {
            Issue.record("expected a MediatorError, got \(error)")
        }
        return nil
    }

    @Test func probe_with200_reportsStatusLatencyAndSize() async throws {
        let result = try await mediator.perform(
            target: "Networking", action: "probe", params: ["url": .string(server.url("/json").absoluteString)])
        #expect(result["status"] == .int(200))
        #expect(result["sizeBytes"] == .int(119))
        guard case .double(let latency)? = result["latencyMs"] else {
            Issue.record("latencyMs missing: \(result)")
            return
        }
        // Milliseconds, measured: above zero, and far below a unit slip's thousands of seconds (the bound is
        // wide: one loopback GET took over 5 s under AddressSanitizer on a busy machine).
        #expect(latency > 0 && latency < 30_000)
        let decoded = try result.decode(ProbeResult.self)
        #expect(decoded == ProbeResult(status: 200, latencyMs: latency, sizeBytes: 119))
        #expect(try MediatorValue(encoding: decoded) == result, "the wire shape round-trips")
    }

    @Test func probe_with503_reportsTheStatusWithoutRetrying() async throws {
        let key = uniqueKey()
        let url = server.url("/status?code=503&key=\(key)").absoluteString
        let result = try await mediator.perform(target: "Networking", action: "probe", params: ["url": .string(url)])
        #expect(result["status"] == .int(503))
        #expect(try await server.hits(key) == 1)
    }

    @Test func fetchJSON_returnsTheDocumentAsMediatorValue() async throws {
        let result = try await mediator.perform(
            target: "Networking", action: "fetchJSON", params: ["url": .string(server.url("/json").absoluteString)])
        #expect(result["name"] == "widget")
        #expect(result["priceCents"] == 1299)
        #expect(result["tags"] == ["a", "b"])
        #expect(result["items"]?.arrayValue?.first?["sku"] == "A1")
    }

    @Test func fetchJSON_with404_failsWithHTTPStatusCode() async throws {
        let url = server.url("/404").absoluteString
        let error = await mediatorError {
            _ = try await mediator.perform(target: "Networking", action: "fetchJSON", params: ["url": .string(url)])
        }
        #expect(error?.code == "httpStatus")
        #expect(error?.kind == .unavailable)
        #expect(error?.description.contains("HTTP 404") == true)
    }

    @Test func fetchJSON_withInvalidJSON_failsWithDecodingCode() async throws {
        let url = server.url("/invalid-json").absoluteString
        let error = await mediatorError {
            _ = try await mediator.perform(target: "Networking", action: "fetchJSON", params: ["url": .string(url)])
        }
        #expect(error?.code == "decoding")
    }

    @Test func fetchJSON_overItsSmallSizeCap_failsWithTooLarge() async throws {
        let bytes = Target_Networking.fetchJSONSizeLimit + 1
        let url = server.url("/big?bytes=\(bytes)").absoluteString
        let error = await mediatorError {
            _ = try await mediator.perform(target: "Networking", action: "fetchJSON", params: ["url": .string(url)])
        }
        #expect(error?.code == "tooLarge")
        #expect(error?.kind == .unavailable)
    }

    @Test func actions_withoutURL_failWithMissingParameter() async throws {
        for action in ["probe", "fetchJSON"] {
            let error = await mediatorError {
                _ = try await mediator.perform(target: "Networking", action: action, params: [:])
            }
            guard case .missingParameter(let key, _)? = error else {
                Issue.record("\(action): expected missingParameter, got \(String(describing: error))")
                continue
            }
            #expect(key == "url")
        }
    }

    @Test func actions_withBadURL_failWithTypedErrors() async throws {
        let cases: [(MediatorValue, String)] = [
            ("not a url", "invalidParameter"), ("", "invalidParameter"), (.bool(true), "invalidParameter"),
            ("gopher://example.com/", "invalidURL"),
        ]
        for (value, code) in cases {
            let error = await mediatorError {
                _ = try await mediator.perform(target: "Networking", action: "probe", params: ["url": value])
            }
            #expect(error?.code == code, "url \(value)")
        }
    }

    @Test func actions_throughTheRemoteEntry_areForbidden() async throws {
        let url = server.url("/json").absoluteString
        for action in ["probe", "fetchJSON"] {
            let response = await mediator.open("shop://Networking/\(action)?url=\(url)")
            #expect(response.status == 403, "\(action) answered \(response.status)")
            #expect(response.error?.code == "remoteForbidden")
        }
    }

    @Test func target_withoutFacadeInContext_isUnavailable() async throws {
        let bare = Mediator()
        let error = await mediatorError {
            _ = try await bare.perform(target: "Networking", action: "probe", params: ["url": "http://127.0.0.1/"])
        }
        guard case .targetUnavailable(let target, let reason)? = error else {
            Issue.record("expected targetUnavailable, got \(String(describing: error))")
            return
        }
        #expect(target == "Networking")
        #expect(reason.contains("NetworkingFacade"))
    }

    @Test func describe_listsBothActionsAsLocalAsync() throws {
        let description = try mediator.describe(target: "Networking")
        let names = description.actions.map(\.name).sorted()
        #expect(names == ["fetchJSON", "probe"])
        #expect(description.actions.allSatisfy { !$0.isRemote && $0.isAsync })
    }
}
