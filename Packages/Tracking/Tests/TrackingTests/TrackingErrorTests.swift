import Mediator
import Tracking
import TrackingMediator
import XCTest

final class TrackingErrorTests: XCTestCase {
    private let everyCase: [(TrackingError, TrackingErrorCode)] = [
        (.invalidEventName(name: "", reason: "it is empty"), .invalidEventName),
        (.invalidProperties(reason: "got a JSON array"), .invalidProperties),
        (.invalidUsername(reason: "it is empty"), .invalidUsername),
        (.invalidDuration(milliseconds: -1), .invalidDuration),
        (.invalidOption(key: "tracking.maxRows", value: "x", reason: "must be a whole number"), .invalidOption),
        (.invalidExportPath(path: "", reason: "the path is empty"), .invalidExportPath),
        (.exportFailed(path: "/x", reason: "Permission denied"), .exportFailed),
    ]

    func testEveryCase_reportsItsInterfaceCode_andThatCodesKind() {
        for (error, code) in everyCase {
            XCTAssertEqual(error.errorCode, code)
            XCTAssertEqual(error.code, code.rawValue)
            XCTAssertEqual(error.kind, code.kind)
            XCTAssertFalse(error.description.isEmpty)
        }
        XCTAssertEqual(Set(everyCase.map(\.1)), Set(TrackingErrorCode.allCases), "every code is reachable")
    }

    func testKinds_badInputIsInvalid_configurationAndFilesAreUnavailable() {
        for code in [TrackingErrorCode.invalidEventName, .invalidProperties, .invalidUsername, .invalidDuration] {
            XCTAssertEqual(code.kind, .invalid, "\(code)")
        }
        XCTAssertEqual(TrackingErrorCode.invalidExportPath.kind, .invalid)
        XCTAssertEqual(TrackingErrorCode.invalidOption.kind, .unavailable)
        XCTAssertEqual(TrackingErrorCode.exportFailed.kind, .unavailable)
    }
}
