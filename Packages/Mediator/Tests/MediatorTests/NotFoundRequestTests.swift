import Mediator
import Testing

/// The not-found chain: the target's own handler, then the entry's fallback target, then the error.
@Suite struct NotFoundRequestTests {
    // MARK: Local entry

    @Test func local_targetsOwnHandlerAnswersFirst() throws {
        let mediator = Mediator()
        try mediator.setFallback("Fallback", for: .local)
        #expect(try mediator.perform(target: "Echo", action: "legacyList") == "Echo handled local legacyList")
    }

    @Test func local_unknownAction_goesToTheFallbackWhenTheTargetDeclines() throws {
        let mediator = Mediator()
        try mediator.setFallback("Fallback", for: .local)
        let value = try mediator.perform(target: "Echo", action: "gone", params: ["x": 1])
        #expect(
            value == [
                "handledBy": "Fallback", "target": "Echo", "action": "gone", "entry": "local", "targetMissing": false,
            ])
    }

    @Test func local_unknownTarget_goesToTheFallback() throws {
        let mediator = Mediator()
        try mediator.setFallback("Fallback", for: .local)
        let value = try mediator.perform(target: "Ghost", action: "list")
        #expect(
            value == [
                "handledBy": "Fallback", "target": "Ghost", "action": "list", "entry": "local", "targetMissing": true,
            ])
    }

    @Test func local_whenNobodyHandlesIt_throwsTheNotFoundError() throws {
        let mediator = Mediator()
        try mediator.setFallback("Fallback", for: .local)
        #expect(
            capture { try mediator.perform(target: "Echo", action: "unhandledX") }
                == .actionNotFound(target: "Echo", action: "unhandledX"))
        #expect(
            capture { try mediator.perform(target: "Ghost", action: "unhandledX") } == .targetNotFound(target: "Ghost"))
    }

    @Test func local_withoutFallback_throwsAfterTheTargetDeclines() throws {
        let mediator = Mediator()
        #expect(
            capture { try mediator.perform(target: "Echo", action: "gone") }
                == .actionNotFound(target: "Echo", action: "gone"))
        #expect(try mediator.perform(target: "Echo", action: "legacyX") == "Echo handled local legacyX")
    }

    @Test func local_ignoresTheRemoteFallback() throws {
        let mediator = Mediator()
        try mediator.setFallback("Fallback", for: .remote)
        #expect(
            capture { try mediator.perform(target: "Echo", action: "gone") }
                == .actionNotFound(target: "Echo", action: "gone"))
    }

    @Test func local_fallbackNeverAnswersForItselfTwice() throws {
        let mediator = Mediator()
        try mediator.setFallback("Fallback", for: .local)
        #expect(try mediator.perform(target: "Fallback", action: "gone")["handledBy"] == "Fallback")
        #expect(
            capture { try mediator.perform(target: "Fallback", action: "unhandledY") }
                == .actionNotFound(target: "Fallback", action: "unhandledY"))
    }

    @Test func local_handlerThatThrows_surfacesItsErrorAsActionFailed() throws {
        let mediator = Mediator()
        try mediator.setFallback("Fallback", for: .local)
        let error = capture { try mediator.perform(target: "Echo", action: "explodeNow") }
        #expect(
            error
                == .actionFailed(
                    target: "Echo", action: "explodeNow", code: "outOfStock", kind: .refused,
                    message: "'explodeNow' is out of stock"))
    }

    @Test func asyncLocal_followsTheSameChain() async throws {
        let mediator = Mediator()
        try mediator.setFallback("Fallback", for: .local)
        #expect(try await mediator.perform(target: "Echo", action: "legacyA") == "Echo handled local legacyA")
        #expect(try await mediator.perform(target: "Ghost", action: "a")["targetMissing"] == true)
    }

    // MARK: Remote entry

    @Test func remote_targetsOwnHandlerAnswers404WithItsValue() async throws {
        let mediator = remoteMediator()
        try mediator.setFallback("Fallback", for: .remote)
        let response = await mediator.open("shop://echo/legacyPage")
        #expect(response.status == 404)
        #expect(response.value == "Echo handled remote legacyPage")
        #expect(response.error == nil)
    }

    @Test func remote_unknownAction_goesToTheRemoteFallbackWith404() async throws {
        let mediator = remoteMediator()
        try mediator.setFallback("Fallback", for: .remote)
        let response = await mediator.open("shop://echo/gone")
        #expect(response.status == 404)
        #expect(
            response.value == [
                "handledBy": "Fallback", "target": "Echo", "action": "gone", "entry": "remote", "targetMissing": false,
            ])
    }

    @Test func remote_unlistedOrMissingTarget_goesToTheRemoteFallback() async throws {
        let mediator = remoteMediator()
        try mediator.setFallback("Fallback", for: .remote)
        let unlisted = await mediator.open("shop://Nowhere/page")
        #expect(unlisted.status == 404)
        #expect(unlisted.value["targetMissing"] == true)
        #expect(unlisted.value["target"] == "Nowhere")
        let missing = await mediator.open("shop://ghost/page")
        #expect(missing.value["target"] == "Ghost")
        #expect(missing.value["entry"] == "remote")
    }

    @Test func remote_whenNobodyHandlesIt_answers404WithTheError() async throws {
        let mediator = remoteMediator()
        try mediator.setFallback("Fallback", for: .remote)
        let response = await mediator.open("shop://Echo/unhandledZ")
        #expect(response.status == 404)
        #expect(response.error == .actionNotFound(target: "Echo", action: "unhandledZ"))
        #expect(response.value == .null)
    }

    @Test func remote_ignoresTheLocalFallback() async throws {
        let mediator = remoteMediator()
        try mediator.setFallback("Fallback", for: .local)
        let response = await mediator.open("shop://Echo/gone")
        #expect(response.status == 404)
        #expect(response.error == .actionNotFound(target: "Echo", action: "gone"))
    }

    // MARK: Configuration

    @Test func setFallback_toAnUnknownTarget_isInvalidConfigurationAndChangesNothing() throws {
        let mediator = Mediator()
        try mediator.setFallback("Fallback", for: .local)
        #expect(
            capture { try mediator.setFallback("Ghost", for: .local) }
                == .invalidConfiguration(reason: "fallback target 'Ghost' does not exist"))
        #expect(try mediator.perform(target: "Echo", action: "gone")["handledBy"] == "Fallback")
    }

    @Test func setFallback_toATargetThatCannotStart_namesTheReason() {
        let error = capture { try Mediator().setFallback("Broken", for: .remote) }
        #expect(
            error
                == .invalidConfiguration(
                    reason:
                        "fallback target 'Broken' cannot start: target 'Broken' could not start: no RequiredService in the mediator context; the app must provide one at launch"
                ))
    }

    @Test func setFallback_nil_removesIt() throws {
        let mediator = Mediator()
        try mediator.setFallback("Fallback", for: .local)
        try mediator.setFallback(nil, for: .local)
        #expect(capture { try mediator.perform(target: "Echo", action: "gone") }?.isNotFound == true)
    }
}
