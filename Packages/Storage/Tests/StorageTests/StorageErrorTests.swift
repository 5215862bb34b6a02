import Mediator
import Storage
import StorageMediator
import Testing

@Suite struct StorageErrorTests {
    private static let everyCase: [(StorageError, StorageErrorCode)] = [
        (.openFailed(path: "/x", message: "m", code: 14), .openFailed),
        (.notADatabase(path: nil, message: "m", code: 26), .notADatabase),
        (.busy(message: "m", code: 5, sql: "s"), .busy),
        (.constraint(kind: .unique, message: "m", code: 2067, sql: "s"), .constraint),
        (.misuse(message: "m", sql: "s"), .misuse),
        (.sqlite(message: "m", code: 1, sql: "s"), .failed),
        (.decoding(column: "c", expected: "Int", actual: "NULL"), .decoding),
        (.invalidMigrations(owner: "o", reason: "r"), .invalidMigrations),
        (
            .migrationFailed(
                owner: "o", version: 2, cause: .constraint(kind: .check, message: "m", code: 275, sql: "s")),
            .migrationFailed
        ),
    ]

    @Test func testEveryCase_reportsItsInterfaceCode_andThatCodesKind() {
        for (error, code) in Self.everyCase {
            #expect(error.errorCode == code)
            #expect(error.code == code.rawValue)
            #expect(error.kind == code.kind)
        }
        #expect(Set(Self.everyCase.map(\.1)) == Set(StorageErrorCode.allCases), "every code is reachable")
    }

    @Test func testKinds_aConstraintIsAConflict_everythingElseUnavailable() {
        #expect(StorageErrorCode.constraint.kind == .conflict)
        for code in StorageErrorCode.allCases where code != .constraint {
            #expect(code.kind == .unavailable, "\(code)")
        }
        // A failed migration is the database being unusable, whatever the step tripped over.
        #expect(Self.everyCase.last?.0.kind == .unavailable)
    }

}
