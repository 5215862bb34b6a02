import Foundation
import Mediator
import NetworkingMediator

/// The Target-Action adapter of Networking: reads the app's `NetworkingFacade` from the mediator context.
///
/// Both actions are local only: a remote caller (a URL opened from outside) must never make the app
/// fetch URLs of its choosing, which would turn the app into a proxy for probing private networks
/// and local files.
public struct Target_Networking: MediatorTarget {
    /// Bytes `fetchJSON` accepts at most: it returns the whole document as a `MediatorValue`.
    static let fetchJSONSizeLimit = 256 * 1024

    let facade: NetworkingFacade

    /// Creates the target from the services in the mediator's context.
    public init(mediator: Mediator) throws {
        facade = try mediator.context.require(NetworkingFacade.self)
    }

    /// The actions this target answers.
    public var actions: [Action] {
        let facade = self.facade
        return [
            .localAsync("probe", summary: "GETs url once: {status, latencyMs, sizeBytes}") { params in
                try await facade.probe(try Self.url(params))
            },
            .localAsync("fetchJSON", summary: "GETs url and returns its JSON (256 KiB at most)") { params in
                let url = try Self.url(params)
                let request = HTTPRequest(
                    url: url, headers: ["Accept": "application/json"], responseSizeLimit: Self.fetchJSONSizeLimit)
                let response = try await facade.send(request)
                try response.requireSuccess()
                return try facade.decode(MediatorValue.self, from: response.body)
            },
        ]
    }

    /// The `url` param as an absolute URL.
    static func url(_ params: Params) throws -> URL {
        let text = try params.string("url")
        guard let url = URL(string: text), url.scheme != nil else {
            throw MediatorError.invalidParameter(
                key: "url", expected: "an absolute http, https or file URL", actual: "\"\(text.prefix(80))\"")
        }
        return url
    }
}
