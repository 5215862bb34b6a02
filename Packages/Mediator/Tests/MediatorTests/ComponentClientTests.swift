import Mediator
import MediatorTesting
import Testing

/// An interface package's typed calls: results decode into wire types, the component's own codes
/// become `CallFailure` with their kind, a bad result names its key path, other errors pass through.
@Suite struct ComponentClientTests {
    enum ShelfCode: String, ErrorCode {
        case notFound, soldOut, taken
        var kind: ErrorKind {
            switch self {
            case .notFound: return .notFound
            case .soldOut: return .refused
            case .taken: return .conflict
            }
        }
    }

    struct Book: Codable, Equatable {
        let id: Int
        let title: String
        let tags: [String]
    }

    let shelf = ScriptedComponent(name: "Shelf", local: ["show", "list"], localAsync: ["refresh"])

    private func client() -> ComponentClient<ShelfCode> { ComponentClient(shelf.mediator(), target: "Shelf") }

    @Test func call_decodesTheResultIntoTheWireType() throws {
        shelf.answer("show", with: ["id": 3, "title": "Dune", "tags": ["sf"]])
        let book: Book = try client().call(action: "show", ["id": 3])
        #expect(book == Book(id: 3, title: "Dune", tags: ["sf"]))
        #expect(shelf.calls == [.init(action: "show", params: ["id": 3])])
    }

    @Test func asyncCall_decodesToo() async throws {
        shelf.answer("refresh", with: [["id": 1, "title": "A", "tags": []]])
        let books = try await client().call(action: "refresh", as: [Book].self)
        #expect(books.map(\.id) == [1])
    }

    @Test func aDeclaredCode_becomesACallFailureWithItsKind() throws {
        shelf.fail("show", code: ShelfCode.soldOut, message: "Dune is sold out")
        #expect(throws: CallFailure(ShelfCode.soldOut, message: "Dune is sold out")) {
            _ = try client().call(action: "show", as: Book.self)
        }
        do {
            _ = try client().call(action: "show", as: Book.self)
        } catch let failure as CallFailure<ShelfCode> {
            #expect(failure.kind == .refused)
            #expect(failure.code == "soldOut")
            #expect(failure.description == "Dune is sold out")
        }
    }

    @Test func anUndeclaredCode_passesThroughAsMediatorErrorWithItsKind() throws {
        shelf.fail("show", code: "diskFull", kind: .unavailable, message: "no space")
        let error = #expect(throws: MediatorError.self) { _ = try client().call(action: "show", as: Book.self) }
        #expect(error?.kind == .unavailable)
        #expect(error?.code == "diskFull")
    }

    @Test func aResultOfTheWrongShape_isMalformedResultNamingTheKeyPath() throws {
        shelf.answer("list", with: [["id": 1, "title": "A", "tags": []], ["id": "two", "title": "B", "tags": []]])
        #expect(
            throws: MediatorError.malformedResult(
                target: "Shelf", action: "list", path: "[1].id", reason: #"expected Int, got String "two""#)
        ) {
            _ = try client().call(action: "list", as: [Book].self)
        }
        #expect(
            MediatorError.malformedResult(target: "Shelf", action: "list", path: "[1].id", reason: "x").kind
                == .unavailable)
    }

    @Test func aMissingActionOrTarget_isUnchanged() throws {
        #expect(throws: MediatorError.actionNotFound(target: "Shelf", action: "burn")) {
            _ = try client().call(action: "burn", as: MediatorValue.self)
        }
        let nowhere = ComponentClient<ShelfCode>(shelf.mediator(), target: "Nowhere")
        let error = #expect(throws: MediatorError.self) { _ = try nowhere.call(action: "show", as: MediatorValue.self) }
        #expect(error?.kind == .notFound)
    }
}
