import ComponentCommands
import ComponentCommandsTesting
import Foundation
import Mediator
import Storage
import TrackingMediator
import XCTest

@testable import Tracking

/// `tracking export --output PATH` writes only a new path or a regular file: a FIFO, a device, a
/// socket or a folder is refused with exit 2 and left exactly as it was (the atomic rename used to
/// replace it; as root, `--output /dev/null` replaced the system's null device).
final class ExportTargetTests: XCTestCase {
    func testExportCommand_toANodeThatIsNotARegularFile_exits2_andTheNodeStays() async throws {
        let context = MediatorContext()
        context.register(try StorageFacade.inMemory())
        let mediator = Mediator(context: context)
        mediator.declareComponents(["Tracking": 10])
        _ = await mediator.send(.launch)
        try mediator.tracking.record("kept")
        let runner = CommandRunner(
            program: "tracking-test", summary: "Tracking alone", catalogs: try CommandCatalog.load(["Tracking"])
        ) {
            CommandContext(mediator: mediator, usage: $0, loginHint: "not needed") { nil }
        }
        let folder = try temporaryFolder(self)
        for kind in SpecialNode.Kind.allCases {
            let path = folder.appendingPathComponent("export-\(kind)").path
            guard try SpecialNode.make(kind, at: path) != nil else { continue }
            var before = stat()
            XCTAssertEqual(lstat(path, &before), 0)
            let run = await runner.run(["tracking", "export", "--output", path])
            XCTAssertEqual(run.exitCode, 2, "\(kind): \(run.standardError)")
            XCTAssertTrue(run.standardError.contains(path), "\(kind): \(run.standardError)")
            XCTAssertTrue(run.standardError.contains(kind.description), "\(kind): \(run.standardError)")
            XCTAssertEqual(SpecialNode.kind(at: path), kind, "the \(kind) is still there")
            var after = stat()
            XCTAssertEqual(lstat(path, &after), 0)
            XCTAssertEqual(after.st_ino, before.st_ino, "\(kind): the same node, not a replacement")
            XCTAssertEqual(after.st_rdev, before.st_rdev, "\(kind): the same device numbers")
        }
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix(".") }, [],
            "no temporary file is left behind")
        XCTAssertTrue(try mediator.tracking.exportText().contains("\"name\":\"kept\""), "the records are kept")
    }

    func testExport_toARegularFileOrANewPath_stillReplacesOrCreatesIt() throws {
        let folder = try temporaryFolder(self)
        let tracking = try TrackingFacade(storage: try StorageFacade.inMemory())
        try tracking.record("a")
        let existing = folder.appendingPathComponent("old.jsonl").path
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: existing))
        XCTAssertEqual(try tracking.export(to: existing), 1)
        XCTAssertTrue(try String(contentsOfFile: existing, encoding: .utf8).contains("\"name\":\"a\""))
        let new = folder.appendingPathComponent("new.jsonl").path
        XCTAssertEqual(try tracking.export(to: new), 1)
        XCTAssertEqual(try String(contentsOfFile: new, encoding: .utf8), try tracking.exportText())
    }
}
