import Mediator
import Testing

/// A wire value that counts how often it is encoded.
public struct CountedBook: Codable, Equatable, Sendable {
    static let encodes = Locked(0)

    let id: Int
    let title: String

    public func encode(to encoder: any Encoder) throws {
        Self.encodes.withLock { $0 += 1 }
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(title, forKey: .title)
    }
}

/// Found as `MediatorTests.Target_Typed` (`TargetNaming.singleModule`): actions that return typed values.
public struct Target_Typed: MediatorTarget {
    public init(mediator: Mediator) throws {}

    public var actions: [Action] {
        [
            .remote("book") { params in CountedBook(id: try params.int("id"), title: "Dune") },
            .local("count") { _ in 42 },
        ]
    }
}

/// Values, locally; strings, remotely: a typed call receives the action's value by a cast, nothing is
/// encoded on the way; the remote entry encodes a remote action's result once.
@Suite(.serialized) struct TypedResultTests {
    enum TypedCode: String, ErrorCode {
        case broken
        var kind: ErrorKind { .unavailable }
    }

    let mediator: Mediator = {
        let mediator = Mediator(naming: .singleModule("MediatorTests"))
        mediator.configureRemote(RemoteConfiguration(schemes: ["test"], targets: ["Typed"]))
        return mediator
    }()

    private var client: ComponentClient<TypedCode> { ComponentClient(mediator, target: "Typed") }

    @Test func aTypedCall_receivesTheValueItself_withoutEncodingIt() throws {
        let before = CountedBook.encodes.withLock { $0 }
        let book = try client.call(action: "book", ["id": 7], as: CountedBook.self)
        #expect(book == CountedBook(id: 7, title: "Dune"))
        #expect(try mediator.result(target: "Typed", action: "book", params: ["id": 7]) as? CountedBook == book)
        #expect(CountedBook.encodes.withLock { $0 } == before)
    }

    @Test func theRemoteEntry_encodesTheResultOnce() {
        let before = CountedBook.encodes.withLock { $0 }
        let response = mediator.open("test://typed/book?id=7")
        #expect(response.status == 200)
        #expect(response.value == ["id": 7, "title": "Dune"])
        #expect(CountedBook.encodes.withLock { $0 } == before + 1)
    }

    @Test func theUntypedEntry_encodesTheValue() throws {
        #expect(try mediator.perform(target: "Typed", action: "book", params: ["id": 2]) == ["id": 2, "title": "Dune"])
        #expect(try mediator.perform(target: "Typed", action: "count") == 42)
    }

    @Test func aResultOfAnotherType_isMalformedResultNamingBothTypes() {
        struct Shelf: Decodable { let books: [CountedBook] }
        let error = #expect(throws: MediatorError.self) {
            _ = try client.call(action: "book", ["id": 1], as: Shelf.self)
        }
        guard case .malformedResult("Typed", "book", _, let reason)? = error else {
            Issue.record("expected malformedResult, got \(String(describing: error))")
            return
        }
        #expect(reason.contains("expected Shelf"))
        #expect(reason.contains("got CountedBook"))
        #expect(error?.kind == .unavailable)
    }
}
