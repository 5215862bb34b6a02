import ComponentCommands
import ComponentCommandsTesting
import Foundation
import Mediator
import Storage
import TrackingMediator
import XCTest

@testable import Tracking

/// Tracking's commands in process: the real Tracking on an in-memory database recording a few calls,
/// run through `CommandRunner` as an app would run them.
final class TrackingCommandsTests: XCTestCase {
    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Golden").appendingPathComponent("help.txt")

    private func runner() async throws -> (Mediator, CommandRunner) {
        let context = MediatorContext()
        context.register(try StorageFacade.inMemory())
        let mediator = Mediator(context: context)
        mediator.declareComponents(["Tracking": 10])
        _ = await mediator.send(.launch)
        let catalogs = try CommandCatalog.load(["Tracking"])
        let runner = CommandRunner(program: "tracking-test", summary: "Tracking alone", catalogs: catalogs) {
            CommandContext(mediator: mediator, usage: $0, loginHint: "not needed") { nil }
        }
        return (mediator, runner)
    }

    func testReport_countsWhatWasRecorded_asTextAndJSON() async throws {
        let (mediator, runner) = try await runner()
        let before = try MediatorValue(jsonText: (await runner.run(["tracking", "report", "--json"])).standardOutput)
            .decode(TrackingReport.self)
        let text = await runner.run(["tracking", "report"])
        XCTAssertEqual(text.exitCode, 0, text.standardError)
        XCTAssertTrue(text.standardOutput.hasPrefix("dispatches: "), text.standardOutput)
        XCTAssertTrue(text.standardOutput.contains("TARGET"), text.standardOutput)
        let report = try mediator.tracking.report()
        XCTAssertGreaterThanOrEqual(report.dispatchCount, before.dispatchCount, "records only grow")
        let limited = await runner.run(["tracking", "report", "--since", "0"])
        XCTAssertEqual(limited.exitCode, 2, "minutes start at 1")
    }

    func testExport_writesJSONLines_toAFileOrStandardOutput() async throws {
        let (mediator, runner) = try await runner()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tracking-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("export.jsonl").path
        let written = await runner.run(["tracking", "export", "--output", file, "--json"])
        XCTAssertEqual(written.exitCode, 0, written.standardError)
        let summary = try MediatorValue(jsonText: written.standardOutput).decode(TrackingExportFile.self)
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(summary.lines, lines.count)
        let printed = await runner.run(["tracking", "export"])
        let printedLines = printed.standardOutput.split(separator: "\n")
        XCTAssertGreaterThanOrEqual(printedLines.count, lines.count, "what was written is still there, and more")
        XCTAssertEqual(
            try mediator.tracking.exportText().split(separator: "\n").prefix(lines.count), lines.prefix(lines.count))
        for line in printedLines {
            XCTAssertNoThrow(try MediatorValue(jsonText: String(line)), "each line is one JSON record: \(line)")
        }
    }

    func testHelp_matchesTheGoldenFile() async throws {
        let (_, runner) = try await runner()
        if let difference = try HelpGolden.compare(await HelpGolden.transcript(of: runner), with: Self.golden) {
            XCTFail(difference)
        }
    }
}
