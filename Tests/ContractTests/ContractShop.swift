import Foundation
import Mediator
import Networking
import Storage
import XCTest

/// A mediator wired like the app over the real component targets, for one test.
///
/// Each shop has its own in-memory database, a `NetworkingFacade`, a configuration whose
/// `goods.catalogURL` points at `ContractCatalog` written to a temporary folder, and a clock
/// stopped at `ContractShop.now`. The components are found by the mediator at runtime: this test
/// target links their products but never imports them.
struct ContractShop {
    /// The time every component sees.
    static let now = Date(timeIntervalSince1970: 1_700_000_000)
    /// `now` as the unix seconds components store.
    static let nowSeconds = 1_700_000_000
    /// The components that get lifecycle events, with the app's priorities (from architecture.json).
    static let components: [String: Int] = ContractRegistry.launchPriorities

    let mediator: Mediator
    let storage: StorageFacade
    let directory: URL
    let catalogURL: URL
    /// What the `ContractTests` probe target saw (see `Target_ContractTests`).
    let events: EventLog

    /// Builds a shop and, unless `launching` is empty, sends `.launch` to those components.
    ///
    /// - Parameters:
    ///   - launching: components and priorities to declare and launch (the app's by default).
    ///   - storage: the database to use; a fresh in-memory one when `nil`.
    static func make(
        _ test: XCTestCase, launching: [String: Int] = ContractShop.components, storage: StorageFacade? = nil,
        file: StaticString = #filePath, line: UInt = #line
    ) async throws -> ContractShop {
        let directory = try temporaryDirectory(test)
        let catalogURL = directory.appendingPathComponent("catalog.json")
        try Data(ContractCatalog.document().utf8).write(to: catalogURL)

        let context = MediatorContext()
        let database = try storage ?? StorageFacade.inMemory()
        let events = EventLog()
        context.register(database)
        context.register(NetworkingFacade())
        context.register(Configuration(["goods.catalogURL": catalogURL.absoluteString]))
        context.register(WallClock.fixed(now))
        context.register(events)
        let mediator = Mediator(context: context)
        if !launching.isEmpty {
            mediator.declareComponents(launching)
            let report = await mediator.send(.launch)
            for failure in report.failures {
                XCTFail(
                    "\(failure.target) failed to launch: \(failure.error.map(String.init(describing:)) ?? "")",
                    file: file, line: line)
            }
            XCTAssertEqual(report.steps.map(\.target).sorted(), launching.keys.sorted(), file: file, line: line)
        }
        return ContractShop(
            mediator: mediator, storage: database, directory: directory, catalogURL: catalogURL, events: events)
    }

    /// A new folder under the system's temporary folder, removed when `test` ends.
    static func temporaryDirectory(_ test: XCTestCase) throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "contract-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        test.addTeardownBlock { try? FileManager.default.removeItem(at: directory) }
        return directory
    }

    /// Writes `text` to `name` in this shop's folder and returns its `file://` URL.
    func write(_ text: String, to name: String) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }
}
