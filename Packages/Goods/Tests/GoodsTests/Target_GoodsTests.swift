import Foundation
import GoodsMediator
import Mediator
import MediatorTesting
import Networking
import Storage
import XCTest

@testable import Goods

final class Target_GoodsTests: XCTestCase {
    private var mediator: Mediator!
    private var storage: StorageFacade!
    /// Stand-ins Goods asks for the member price: who is logged in, and that member's discount.
    private let account = ScriptedComponent(name: "Account", local: [], remote: ["currentUser"])
    private let member = ScriptedComponent(name: "Member", local: ["discount"])

    /// Makes `username` the logged-in member with `percent` discount (`nil`: nobody logged in).
    private func logIn(_ username: String?, discount percent: Int = 0) {
        account.answer("currentUser", with: ["username": username.map(MediatorValue.string) ?? .null])
        let level: MediatorValue = percent >= 10 ? "gold" : percent >= 5 ? "silver" : "bronze"
        member.answer(
            "discount", with: ["username": .string(username ?? ""), "discountPercent": .int(percent), "level": level])
    }

    /// A real mediator whose context has in-memory storage, Networking and a catalog URL setting.
    private func makeMediator(catalogURL: String?, networking: Bool = true) throws -> Mediator {
        let mediator = try ScriptedComponent.mediator(serving: [account, member])
        let context = mediator.context
        let storage = try StorageFacade.inMemory()
        self.storage = storage
        context.register(storage)
        if networking { context.register(NetworkingFacade()) }
        var configuration = Configuration()
        configuration["goods.catalogURL"] = catalogURL
        context.register(configuration)
        context.register(WallClock.fixed(Date(timeIntervalSince1970: 1_700_000_000)))
        mediator.declareComponents(["Goods": 50])
        logIn(nil)
        return mediator
    }

    override func setUp() async throws {
        let url = try GoodsFixtures.file(try GoodsFixtures.json(GoodsFixtures.items), self)
        mediator = try makeMediator(catalogURL: url.absoluteString)
        let report = await mediator.send(.launch)
        XCTAssertEqual(report.failures.count, 0, "\(report.failures.map { String(describing: $0.error) })")
    }

    private func ids(_ value: MediatorValue) -> [Int] {
        (value["items"]?.arrayValue ?? []).compactMap {
            if case .int(let id)? = $0["id"] { return id } else { return nil }
        }
    }

    private func assertFails(
        _ action: String, _ params: Params, code: String, line: UInt = #line
    ) {
        XCTAssertThrowsError(try mediator.perform(target: "Goods", action: action, params: params), line: line) {
            error in
            XCTAssertEqual((error as? MediatorError)?.code, code, "\(error)", line: line)
            if let declared = GoodsErrorCode(rawValue: code) {
                XCTAssertEqual(
                    (error as? MediatorError)?.kind, declared.kind, "the kind is the interface's", line: line)
            }
        }
    }

    // MARK: Launch and seed

    func testLaunch_seedsTheCatalogFromTheConfiguredURL() throws {
        XCTAssertEqual(try GoodsFacade(storage: storage).itemCount(), 12)
    }

    func testLaunch_withoutConfiguredURL_seedsTheBundledCatalog() async throws {
        mediator = try makeMediator(catalogURL: nil)
        let report = await mediator.send(.launch)
        XCTAssertEqual(report.failures.count, 0)
        XCTAssertGreaterThanOrEqual(try GoodsFacade(storage: storage).itemCount(), 30)
    }

    func testLaunch_withBadCatalogURL_reportsItAndLeavesTheTableEmpty() async throws {
        mediator = try makeMediator(catalogURL: "ftp://example.com/catalog.json")
        let report = await mediator.send(.launch)
        XCTAssertEqual(report.failures.first?.error?.code, "invalidCatalogURL")
        XCTAssertEqual(try GoodsFacade(storage: storage).itemCount(), 0)
    }

    func testLaunch_withBadCatalog_reportsTheItemAndLeavesTheTableEmpty() async throws {
        var items = GoodsFixtures.items
        items[5]["price"] = -3
        let url = try GoodsFixtures.file(try GoodsFixtures.json(items), self)
        mediator = try makeMediator(catalogURL: url.absoluteString)
        let report = await mediator.send(.launch)
        let error = try XCTUnwrap(report.failures.first?.error)
        XCTAssertEqual(error.code, "invalidCatalogItem")
        XCTAssertTrue(error.description.contains("#6 (id 6"), error.description)
        XCTAssertEqual(try GoodsFacade(storage: storage).itemCount(), 0)
    }

    func testLaunch_withoutNetworking_failsNamingTheMissingService() async throws {
        mediator = try makeMediator(catalogURL: nil, networking: false)
        let report = await mediator.send(.launch)
        XCTAssertEqual(report.failures.first?.error?.code, "serviceMissing")
    }

    func testTarget_withoutStorage_isUnavailable() {
        let bare = Mediator(context: MediatorContext())
        XCTAssertThrowsError(try bare.perform(target: "Goods", action: "list")) { error in
            XCTAssertEqual((error as? MediatorError)?.code, "targetUnavailable")
        }
    }

    func testSeedAction_onAFilledCatalog_skips() async throws {
        let value = try await mediator.perform(target: "Goods", action: "seed")
        XCTAssertEqual(value, ["inserted": 0, "updated": 0, "skipped": true], "no source: nothing was loaded")
        XCTAssertEqual(try value.decode(GoodsSeedResult.self), .skippedRun)
    }

    func testSeedAction_withRefreshAndURL_updatesItems() async throws {
        var items = GoodsFixtures.items
        items[0]["title"] = "Alpha Book, 2nd ed."
        let url = try GoodsFixtures.file(try GoodsFixtures.json(items), self)
        let value = try await mediator.perform(
            target: "Goods", action: "seed", params: ["url": .string(url.absoluteString), "refresh": true])
        XCTAssertEqual(value["updated"], .int(12))
        let shown = try await mediator.perform(target: "Goods", action: "show", params: ["id": 1])
        XCTAssertEqual(shown["title"], .string("Alpha Book, 2nd ed."))
    }

    func testSeedAction_isAsyncOnly() {
        assertFails("seed", [:], code: "requiresAsync")
    }

    // MARK: Browsing

    func testList_returnsAPageObject() throws {
        let value = try mediator.perform(
            target: "Goods", action: "list", params: ["page": 2, "pageSize": 5, "sort": "price-asc"])
        XCTAssertEqual(value["page"], .int(2))
        XCTAssertEqual(value["pageSize"], .int(5))
        XCTAssertEqual(value["total"], .int(12))
        XCTAssertEqual(value["pageCount"], .int(3))
        XCTAssertEqual(value["hasMore"], .bool(true))
        XCTAssertEqual(value["listing"], .string("standard"))
        XCTAssertEqual(value["items"]?.arrayValue?.count, 5)
        let page = try value.decode(GoodsPage.self)
        XCTAssertEqual(try MediatorValue(encoding: page), value, "the wire shape round-trips")
    }

    func testList_withStringParamsFromAURL_reads() throws {
        let value = try mediator.perform(
            target: "Goods", action: "list", params: ["page": "1", "pageSize": "3", "category": "toys"])
        XCTAssertEqual(ids(value), [8, 7])
    }

    func testList_withBadParams_failsWithTypedErrors() {
        assertFails("list", ["page": "two"], code: "invalidParameter")
        assertFails("list", ["pageSize": 0], code: "invalidPage")
        assertFails("list", ["sort": "cheapest"], code: "invalidSort")
        assertFails("list", ["category": "nope"], code: "unknownCategory")
    }

    func testCategories_returnsNamesAndCounts() throws {
        let value = try mediator.perform(target: "Goods", action: "categories")
        let first = try XCTUnwrap(value["categories"]?.arrayValue?.first)
        XCTAssertEqual(first, ["name": "books", "count": 2, "inStock": 2])
        XCTAssertEqual(value["categories"]?.arrayValue?.count, 5)
    }

    func testSearch_findsEscapedTextAndRequiresQuery() throws {
        let value = try mediator.perform(target: "Goods", action: "search", params: ["query": "100%"])
        XCTAssertEqual(ids(value), [4])
        assertFails("search", [:], code: "missingParameter")
        assertFails("search", ["query": " "], code: "invalidSearch")
    }

    func testShow_asGuest_hasNoMemberPrice() throws {
        let value = try mediator.perform(target: "Goods", action: "show", params: ["id": 3])
        XCTAssertEqual(value["title"], .string("Café Crème"))
        XCTAssertEqual(value["price"], .int(1500))
        XCTAssertEqual(value["inStock"], .bool(true))
        XCTAssertEqual(value["createdAt"], .int(1_700_000_000))
        XCTAssertNil(value["memberPrice"])
        XCTAssertEqual(
            Set(value.objectValue?.keys.map { $0 } ?? []),
            ["id", "sku", "title", "description", "category", "price", "stock", "inStock", "rating", "createdAt"])
        XCTAssertEqual(try MediatorValue(encoding: try value.decode(GoodsItem.self)), value)
    }

    func testShow_withUnknownID_failsNotFound() {
        assertFails("show", ["id": 4040], code: "notFound")
        assertFails("show", [:], code: "missingParameter")
    }

    // MARK: State variant

    func testShow_inMemberState_addsTheMemberPriceAtTheLoggedInMembersDiscount() throws {
        mediator.setState("member")
        logIn("alice", discount: 5)
        let value = try mediator.perform(target: "Goods", action: "show", params: ["id": 7])
        XCTAssertEqual(value["price"], .int(1999))
        XCTAssertEqual(value["memberPrice"], .int(1899))
        XCTAssertEqual(value["discountPercent"], .int(5))
        XCTAssertEqual(member.calls.last?.params, ["username": "alice"], "Goods asked Member for alice's own discount")
    }

    func testShowInMemberState_ofAnUnknownItem_isNotFound_andAsksNobodyForADiscount() {
        mediator.setState("member")
        logIn("alice", discount: 5)
        let (accountCalls, memberCalls) = (account.calls.count, member.calls.count)
        assertFails("show", ["id": 4040], code: "notFound")
        assertFails("nativeShowForMember", ["id": 4040, "username": "alice"], code: "notFound")
        XCTAssertEqual(account.calls.count, accountCalls, "the item is found before anyone is asked")
        XCTAssertEqual(member.calls.count, memberCalls)
    }

    func testNativeShowForMember_pricesForTheNamedMember_withoutAskingAccount_andNeverThroughALink() async throws {
        let value = try await mediator.perform(
            target: "Goods", action: "nativeShowForMember", params: ["id": 7, "username": "carol"])
        XCTAssertEqual(member.calls.last?.params, ["username": "carol"])
        XCTAssertEqual(account.calls, [], "the caller said who: Account is not asked again")
        XCTAssertEqual(
            try value.decode(GoodsItem.self),
            try GoodsFacade(storage: storage).item(id: 7) { 0 })
        assertFails("nativeShowForMember", ["id": 7], code: "missingParameter")
        assertFails(
            "nativeShowForMember", ["id": 7, "username": "carol", "discountPercent": 50], code: "invalidParameter")
        mediator.configureRemote(RemoteConfiguration(schemes: ["shop"], targets: ["Goods"]))
        let link = await mediator.open("shop://Goods/nativeShowForMember?id=7&username=carol")
        XCTAssertEqual(link.status, 403)
    }

    func testShow_inMemberStateForGoodsOnly_addsTheMemberPrice() throws {
        mediator.setState("member", for: "Goods")
        logIn("bob", discount: 0)
        let value = try mediator.perform(target: "Goods", action: "show", params: ["id": 1])
        XCTAssertEqual(value["memberPrice"], .int(1000), "a bronze member pays the list price")
    }

    func testShow_inMemberStateWithNobodyLoggedIn_isTheGuestForm() throws {
        mediator.setState("member")
        let value = try mediator.perform(target: "Goods", action: "show", params: ["id": 7])
        XCTAssertNil(value["memberPrice"])
        XCTAssertEqual(member.calls, [], "no member, no discount asked")
    }

    func testShow_afterStateCleared_isTheGuestFormAgain() throws {
        mediator.setState("member")
        mediator.setState(nil)
        logIn("alice", discount: 5)
        let value = try mediator.perform(target: "Goods", action: "show", params: ["id": 7])
        XCTAssertNil(value["memberPrice"])
    }

    func testShow_withADiscountParam_isRefused_inEitherState() {
        for state in [nil, "member"] as [String?] {
            mediator.setState(state)
            logIn("alice", discount: 5)
            assertFails("show", ["id": 1, "discountPercent": 100], code: "invalidParameter")
            assertFails("show", ["id": 1, "discountPercent": 0], code: "invalidParameter")
        }
    }

    func testShow_whenMemberAnswersAnImpossibleDiscount_fails() {
        mediator.setState("member")
        logIn("alice", discount: 150)
        assertFails("show", ["id": 1], code: "invalidDiscount")
    }

    // MARK: Factory variant

    func testList_withExperimentalVariant_putsInStockBestRatedFirst() throws {
        try mediator.setVariant("experimental", for: "Goods")
        XCTAssertEqual(try mediator.describe(target: "Goods").typeName, "Goods.Target_Goods_experimental")
        let value = try mediator.perform(target: "Goods", action: "list", params: ["pageSize": 100])
        XCTAssertEqual(value["listing"], .string("experimental"))
        XCTAssertEqual(Array(ids(value).prefix(3)), [5, 3, 6])
        XCTAssertEqual(Array(ids(value).suffix(2)), [8, 2])
    }

    func testExperimentalVariant_servesTheOtherActionsUnchanged() throws {
        try mediator.setVariant("experimental", for: "Goods")
        XCTAssertEqual(
            try mediator.perform(target: "Goods", action: "show", params: ["id": 2])["title"], .string("beta Blender"))
        XCTAssertEqual(
            try mediator.perform(target: "Goods", action: "reserve", params: ["id": 1, "quantity": 1])["stock"], .int(4)
        )
    }

    func testList_afterVariantCleared_isTheStandardListingAgain() throws {
        try mediator.setVariant("experimental", for: "Goods")
        try mediator.setVariant(nil, for: "Goods")
        let value = try mediator.perform(target: "Goods", action: "list", params: ["pageSize": 3])
        XCTAssertEqual(value["listing"], .string("standard"))
        XCTAssertEqual(ids(value), [4, 10, 1], "title order")
    }

    // MARK: Stock

    func testReserveAndRelease_changeStock() throws {
        let reserved = try mediator.perform(target: "Goods", action: "reserve", params: ["id": 3, "quantity": 4])
        XCTAssertEqual(reserved, ["id": 3, "stock": 6])
        let released = try mediator.perform(target: "Goods", action: "release", params: ["id": 3, "quantity": 1])
        XCTAssertEqual(released, ["id": 3, "stock": 7])
    }

    func testStockLedger_listsStockBesideReservedUnits() throws {
        try mediator.perform(target: "Goods", action: "reserve", params: ["id": 3, "quantity": 4])
        let ledger = try mediator.perform(target: "Goods", action: "stockLedger").decode(GoodsStockLedger.self)
        XCTAssertEqual(ledger.items.count, 12)
        XCTAssertEqual(
            ledger.items.first { $0.id == 3 },
            GoodsStockLine(id: 3, stock: 6, reserved: 4, opening: 10, restocked: 0, reserves: 4, releases: 0))
        XCTAssertEqual(
            ledger.items.first { $0.id == 1 },
            GoodsStockLine(id: 1, stock: 5, reserved: 0, opening: 5, restocked: 0, reserves: 0, releases: 0))
    }

    func testReserve_whenShort_failsWithInsufficientStockAndItsMessage() throws {
        XCTAssertThrowsError(
            try mediator.perform(target: "Goods", action: "reserve", params: ["id": 4, "quantity": 9])
        ) {
            error in
            guard case .actionFailed(_, _, let code, let kind, let message)? = error as? MediatorError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(code, "insufficientStock")
            XCTAssertEqual(kind, .refused)
            XCTAssertEqual(message, "item 4 has only 3 in stock; 9 requested")
        }
        assertFails("reserve", ["id": 4, "quantity": 0], code: "invalidQuantity")
        assertFails("reserve", ["id": 4], code: "missingParameter")
    }

    // MARK: Remote entry

    func testRemote_browsingIsAllowed() async throws {
        mediator.configureRemote(RemoteConfiguration(schemes: ["shop"], targets: ["Goods"]))
        let list = await mediator.open("shop://goods/list?page=1&pageSize=2&sort=rating")
        XCTAssertEqual(list.status, 200)
        XCTAssertEqual(ids(list.value), [8, 2])
        let show = await mediator.open("shop://Goods/show?id=3")
        XCTAssertEqual(show.status, 200)
        XCTAssertEqual(show.value["sku"], .string("SKU-3"))
        let search = await mediator.open("shop://Goods/search?query=caf%C3%A9")
        XCTAssertEqual(ids(search.value), [3])
    }

    func testRemote_stockAndSeedAreForbiddenAndChangeNothing() async throws {
        mediator.configureRemote(RemoteConfiguration(schemes: ["shop"], targets: ["Goods"]))
        for url in [
            "shop://Goods/reserve?id=1&quantity=5", "shop://Goods/release?id=1&quantity=5", "shop://Goods/seed",
        ] {
            let response = await mediator.open(url)
            XCTAssertEqual(response.status, 403, url)
            XCTAssertEqual(response.error?.code, "remoteForbidden", url)
        }
        XCTAssertEqual(try GoodsFacade(storage: storage).item(id: 1).stock, 5)
    }

    func testRemote_inMemberState_showsTheMembersOwnPrice_andALinkCannotChooseOne() async throws {
        mediator.configureRemote(RemoteConfiguration(schemes: ["shop"], targets: ["Goods"]))
        mediator.setState("member")
        logIn("alice", discount: 10)
        let response = await mediator.open("shop://Goods/show?id=1")
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.value["memberPrice"], .int(900))
        let chosen = await mediator.open("shop://Goods/show?id=1&discountPercent=100")
        XCTAssertEqual(chosen.status, 400)
        XCTAssertEqual(chosen.error?.code, "invalidParameter")
        XCTAssertNil(chosen.value["memberPrice"])
    }

    func testDescribe_declaresRemoteAndLocalActions() throws {
        let actions = Dictionary(
            uniqueKeysWithValues: try mediator.describe(target: "Goods").actions.map { ($0.name, $0) })
        XCTAssertEqual(
            Set(actions.keys),
            [
                "list", "categories", "search", "show", "show@member", "nativeShowForMember", "reserve", "release",
                "stockLedger", "seed",
            ])
        for name in ["list", "categories", "search", "show", "show@member"] {
            XCTAssertEqual(actions[name]?.isRemote, true, name)
        }
        for name in ["reserve", "release", "stockLedger", "seed", "nativeShowForMember"] {
            XCTAssertEqual(actions[name]?.isRemote, false, name)
        }
        XCTAssertEqual(actions["seed"]?.isAsync, true)
    }
}
