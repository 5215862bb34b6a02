import FixtureLog
import FuzzSupport
import Mediator

/// A mediator with the fixture components, remote-visible `Shelf` only, and a rewrite table; checks
/// what the remote entry does with one URL.
final class RemoteHarness: Sendable {
    let mediator: Mediator
    let log = FixtureLog()

    /// Handlers no URL may ever run: local-only, native, or on a target that is not remote-visible.
    static let neverRemote: Set<String> = [
        "Shelf/restock", "Shelf/stock@member", "Shelf/nativeWipe", "Vault/open", "Vault/empty",
    ]
    static let statuses: Set<Int> = [200, 400, 403, 404, 409, 422, 503]

    init() {
        mediator = Mediator()
        mediator.context.register(log)
        mediator.configureRemote(RemoteConfiguration(schemes: ["shop", "app"], targets: ["Shelf"]))
        do {
            mediator.setRewrites(
                try RewriteTable(rules: [
                    .init(target: "Shelf", action: "old"): .init(target: "Shelf", action: "echo"),
                    .init(target: "Shelf", action: "sneak"): .init(target: "Shelf", action: "restock"),
                    .init(target: "Shelf", action: "wipe"): .init(target: "Shelf", action: "nativeWipe"),
                    .init(target: "Shelf", action: "peek"): .init(target: "Vault", action: "open"),
                    .init(target: "Shelf", action: "legacyList"): .init(target: "Shelf", action: "items"),
                ]))
        } catch {
            Property.harnessFailure("the fixture rewrite table is refused: \(error)")
        }
    }

    /// Sets the state the next URLs run under (`member` picks `@member` variants).
    func setMember(_ on: Bool) {
        mediator.setState(on ? "member" : nil)
    }

    /// Parses `url` and opens it through `entry`, checking the remote entry's promises; returns the response.
    @discardableResult
    func check(_ url: String, _ entry: RemoteEntry) -> RemoteResponse {
        let parsed = Result { try mediator.parseRemote(url) }
        let response = AsyncBridge.wait { [mediator] in await entry.open(mediator, url) }
        let ran = log.drain()
        let forbidden = ran.filter(Self.neverRemote.contains)
        Property.check(forbidden.isEmpty, "\(url) ran \(forbidden) through the remote entry")
        Property.check(ran.count <= 1, "\(url) ran several handlers: \(ran)")
        Property.check(Self.statuses.contains(response.status), "\(url) answered status \(response.status)")
        Property.check(
            (response.status == 200) == (response.error == nil && !ran.isEmpty && ran != ["Shelf/notFound"]),
            "\(url): status \(response.status), error \(String(describing: response.error)), ran \(ran)")
        switch parsed {
        case .failure(let error):
            guard case .invalidURL = error as? MediatorError else {
                Property.fail("parseRemote(\(url)) threw \(error), not .invalidURL")
                return response
            }
            Property.check(
                response.status == 400 && response.error == (error as? MediatorError),
                "\(url) does not parse (\(error)) but open answered \(response.status) \(String(describing: response.error))"
            )
            Property.check(ran.isEmpty, "\(url) does not parse but ran \(ran)")
        case .success(let request):
            if case .invalidURL? = response.error {
                Property.fail("\(url) parses but open calls it invalid: \(String(describing: response.error))")
            }
            Property.check(request.params.isOrdinary, "\(url) parsed to non-ordinary params")
            if response.status == 200, ran == ["Shelf/echo"] || ran == ["Shelf/later"] {
                Property.check(response.value == request.params.value, "\(url): echo changed the params")
            }
            checkCanonicalForm(of: request, from: url, answered: response, entry)
        }
        return response
    }

    /// A parsed URL, written back canonically, parses to the same request and gets the same answer.
    private func checkCanonicalForm(
        of request: RemoteRequest, from url: String, answered response: RemoteResponse, _ entry: RemoteEntry
    ) {
        let canonical = CanonicalURL.string(for: request)
        // Percent-encoding can make the canonical form longer than the parser accepts: nothing to compare then.
        guard canonical.utf8.count <= RemoteRequest.maxLength else { return }
        let again: RemoteRequest
        do {
            again = try mediator.parseRemote(canonical)
        } catch {
            Property.fail("\(url) parses, but its canonical form \(canonical) does not: \(error)")
            return
        }
        Property.check(
            again == request, "\(url) -> \(canonical) parses differently: \(request.params) vs \(again.params)")
        let second = AsyncBridge.wait { [mediator] in await entry.open(mediator, canonical) }
        _ = log.drain()
        Property.check(
            second.status == response.status && second.value == response.value && second.error == response.error,
            "\(url) and its canonical form \(canonical) answer differently: \(response.status) vs \(second.status)")
    }
}
