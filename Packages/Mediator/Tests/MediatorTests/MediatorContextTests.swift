import Foundation
import Mediator
import Testing

/// The typed service container targets read.
@Suite struct MediatorContextTests {
    protocol Greeter: Sendable {
        func greet() -> String
    }

    struct LiveGreeter: Greeter {
        func greet() -> String { "live" }
    }

    struct FakeGreeter: Greeter {
        func greet() -> String { "fake" }
    }

    final class Store: Sendable {}

    @Test func register_thenResolveAndRequire_returnTheService() throws {
        let context = MediatorContext()
        let store = Store()
        context.register(store)
        #expect(context.resolve(Store.self) === store)
        #expect(try context.require(Store.self) === store)
    }

    @Test func register_again_replacesTheService() {
        let context = MediatorContext()
        context.register(Configuration(["a": "1"]))
        context.register(Configuration(["a": "2"]))
        #expect(context.configuration["a"] == "2")
    }

    @Test func require_ofAMissingService_throwsNamingTheType() {
        let context = MediatorContext()
        #expect(context.resolve(Store.self) == nil)
        let error = capture { _ = try context.require(Store.self) }
        #expect(error == .serviceMissing(service: "Store"))
        #expect(error?.description == "no Store in the mediator context; the app must provide one at launch")
    }

    @Test func protocolExistentialKeys_letTestsSwapImplementations() throws {
        let context = MediatorContext()
        context.register(LiveGreeter(), as: (any Greeter).self)
        #expect(try context.require((any Greeter).self).greet() == "live")
        context.register(FakeGreeter(), as: (any Greeter).self)
        #expect(try context.require((any Greeter).self).greet() == "fake")
        // Keyed by the existential, not by the concrete type.
        #expect(context.resolve(FakeGreeter.self) == nil)
        context.remove((any Greeter).self)
        #expect(capture { _ = try context.require((any Greeter).self) } == .serviceMissing(service: "Greeter"))
    }

    @Test func remove_dropsOnlyThatKey() {
        let context = MediatorContext()
        context.register(Store())
        context.register(Configuration(["k": "v"]))
        context.remove(Store.self)
        #expect(context.resolve(Store.self) == nil)
        #expect(context.configuration["k"] == "v")
        context.remove(Store.self)
    }

    @Test func configuration_defaultsToEmptyAndIsEditable() {
        let context = MediatorContext()
        #expect(context.configuration == Configuration())
        #expect(context.configuration.values.isEmpty)
        var configuration = Configuration(["goods.url": "file:///tmp"])
        configuration["goods.page"] = "20"
        configuration["goods.url"] = nil
        context.register(configuration)
        #expect(context.configuration.values == ["goods.page": "20"])
        #expect(context.configuration["absent"] == nil)
    }

    @Test func clock_defaultsToTheSystemClockAndCanBeFixed() {
        let context = MediatorContext()
        let before = Date()
        let now = context.clock.now()
        #expect(now >= before && now <= Date())
        let fixed = Date(timeIntervalSince1970: 1_700_000_000)
        context.register(WallClock.fixed(fixed))
        #expect(context.clock.now() == fixed)
        #expect(WallClock.system.now().timeIntervalSince(Date()) < 1)
    }

    @Test func targets_readServicesFromTheirMediatorsContext() throws {
        let context = MediatorContext()
        context.register(Configuration(["echo.greeting": "hej"]))
        let mediator = Mediator(context: context)
        #expect(mediator.context === context)
        #expect(try mediator.perform(target: "Echo", action: "greet", params: ["name": "Liv"]) == "hej Liv")
    }
}
