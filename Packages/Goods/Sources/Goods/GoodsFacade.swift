import Foundation
import GoodsMediator
import Networking
import Storage

/// The public face of Goods: browse, search and show the catalog, reserve and release stock, seed it.
///
/// It returns `GoodsMediator`'s wire types, declared once there. Every method is synchronous except seeding, which fetches the
/// catalog through Networking; writes run on the shared connection so they join a caller's
/// transaction (as savepoints) when one is open.
public final class GoodsFacade: Sendable {
    /// The largest page size a listing accepts.
    public static let maxPageSize = 100
    /// The largest quantity one reservation or release may move (and the largest stock).
    public static let maxQuantity = 1_000_000
    /// The longest search text accepted, in characters.
    public static let maxSearchLength = 100
    /// The catalog file written beside the database on first run.
    public static let catalogFileName = "goods-catalog.json"

    private static let columns = "id, sku, title, description, category, price, stock, rating, created_at"

    let storage: StorageFacade
    let now: @Sendable () -> Date

    /// Creates the Facade on `storage` and applies Goods' migrations.
    ///
    /// - Parameter now: the clock used for `createdAt` when seeding.
    public init(storage: StorageFacade, now: @escaping @Sendable () -> Date = { Date() }) throws {
        self.storage = storage
        self.now = now
        try storage.migrate(owner: "goods", GoodsMigrations.all)
    }

    // MARK: Browsing

    /// One page of items, optionally in one category, in the order `sort` gives.
    ///
    /// - Throws: `.invalidPage` (page < 1, size outside 1...100), `.unknownCategory`.
    public func list(page: Int = 1, pageSize: Int = 20, category: String? = nil, sort: GoodsSort = .title) throws
        -> GoodsPage
    {
        try pageOfItems(page: page, pageSize: pageSize, category: category, orderBy: sort.orderBy, listing: .standard)
    }

    /// One page of the experimental listing: in-stock items first, then highest rated, then by title.
    ///
    /// - Throws: `.invalidPage`, `.unknownCategory`.
    public func featuredList(page: Int = 1, pageSize: Int = 20, category: String? = nil) throws -> GoodsPage {
        try pageOfItems(
            page: page, pageSize: pageSize, category: category,
            orderBy: "(stock > 0) DESC, rating DESC, title COLLATE NOCASE ASC, id ASC", listing: .experimental)
    }

    /// Every category with its item counts, sorted by name.
    public func categories() throws -> [GoodsCategory] {
        try storage.query(
            """
            SELECT category, COUNT(*) AS count, SUM(stock > 0) AS in_stock
            FROM goods_items GROUP BY category ORDER BY category
            """
        ).map { row in
            GoodsCategory(
                name: try row.string("category"), count: try row.int("count"), inStock: try row.int("in_stock"))
        }
    }

    /// Items whose title or description contains `text`, ignoring case, sorted by title.
    ///
    /// `%`, `_` and `\` in `text` match themselves; the text is bound, never spliced into SQL.
    /// - Throws: `.invalidSearch` for empty or over-long text or control characters.
    public func search(_ text: String, limit: Int = GoodsFacade.maxPageSize) throws -> [GoodsItem] {
        let needle = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !needle.isEmpty else { throw GoodsError.invalidSearch(reason: "the search text is empty") }
        guard needle.count <= Self.maxSearchLength else {
            throw GoodsError.invalidSearch(reason: "the search text is longer than \(Self.maxSearchLength) characters")
        }
        guard !needle.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw GoodsError.invalidSearch(reason: "the search text contains control characters")
        }
        guard (1...Self.maxPageSize).contains(limit) else { throw GoodsError.invalidPage(page: 1, pageSize: limit) }
        let pattern = "%" + Self.escapeLike(needle.lowercased()) + "%"
        return try storage.query(
            """
            SELECT \(Self.columns) FROM goods_items
            WHERE search_text LIKE ? ESCAPE '\\'
            ORDER BY title COLLATE NOCASE ASC, id ASC LIMIT ?
            """,
            [.text(pattern), SQLValue(limit)]
        ).map(Self.item)
    }

    /// The item with `id`; with a member discount, in the member form of `show` (`memberPrice` at
    /// `discountPercent`), built once from its row.
    ///
    /// - Parameter memberDiscount: asked only after the item is found; `nil` for guest prices.
    /// - Throws: `.notFound`; `.invalidDiscount` outside 0...100; what `memberDiscount` throws.
    public func item(id: Int, memberDiscount: () throws -> Int? = { nil }) throws -> GoodsItem {
        guard let row = try storage.queryOne("SELECT \(Self.columns) FROM goods_items WHERE id = ?", [SQLValue(id)])
        else { throw GoodsError.notFound(id: id) }
        return try Self.item(row, discountPercent: try memberDiscount())
    }

    /// How many items the catalog holds.
    public func itemCount() throws -> Int {
        try storage.queryOne("SELECT COUNT(*) AS count FROM goods_items")?.int("count") ?? 0
    }

    // MARK: Stock

    /// Takes `quantity` units of item `id` out of stock in one atomic update and returns what is left.
    ///
    /// Stock never goes negative, even with concurrent reservations from other connections. The
    /// movement is recorded in the same transaction as the update.
    /// - Throws: `.invalidQuantity`, `.notFound`, `.insufficientStock` (nothing reserved or recorded then).
    @discardableResult
    public func reserve(id: Int, quantity: Int) throws -> Int {
        try Self.check(quantity)
        return try storage.transaction {
            let changed = try storage.execute(
                "UPDATE goods_items SET stock = stock - ?, reserved = reserved + ? WHERE id = ? AND stock >= ?",
                [SQLValue(quantity), SQLValue(quantity), SQLValue(id), SQLValue(quantity)])
            guard changed == 1 else {
                let available = try stock(id: id)
                throw GoodsError.insufficientStock(id: id, requested: quantity, available: available)
            }
            try record(.reserve, id: id, quantity: quantity)
            return try stock(id: id)
        }
    }

    /// Puts `quantity` units of item `id` back into stock and returns the new stock.
    ///
    /// The movement is recorded in the same transaction as the update.
    /// - Throws: `.invalidQuantity`, `.notFound`, `.stockLimitExceeded` (nothing released or recorded then).
    @discardableResult
    public func release(id: Int, quantity: Int) throws -> Int {
        try Self.check(quantity)
        return try storage.transaction {
            let changed = try storage.execute(
                """
                UPDATE goods_items SET stock = stock + ?, reserved = MAX(reserved - ?, 0)
                WHERE id = ? AND stock + ? <= ?
                """,
                [SQLValue(quantity), SQLValue(quantity), SQLValue(id), SQLValue(quantity), SQLValue(Self.maxQuantity)])
            guard changed == 1 else {
                let current = try stock(id: id)
                throw GoodsError.stockLimitExceeded(id: id, stock: current, adding: quantity)
            }
            try record(.release, id: id, quantity: quantity)
            return try stock(id: id)
        }
    }

    /// Every item's stock and reserved units beside the sums of its recorded movements, for
    /// reconciling them: reserved = reserves − releases, stock = opening + restocked − reserved.
    ///
    /// `reserved` is nil when the row's column is NULL (reservations that predate tracking, or a
    /// row changed by hand); `opening`, `restocked`, `reserves` and `releases` are nil for an item
    /// with no recorded opening.
    public func stockLedger() throws -> [GoodsStockLine] {
        try storage.query(
            """
            SELECT i.id, i.stock, i.reserved,
                (SELECT m.quantity FROM goods_stock_movements m WHERE m.item_id = i.id AND m.kind = 'opening')
                    AS opening,
                \(Self.movementSum(.restock)) AS restocked,
                \(Self.movementSum(.reserve)) AS reserves,
                \(Self.movementSum(.release)) AS releases
            FROM goods_items i ORDER BY i.id
            """
        ).map {
            let tracked = try $0.optionalInt("opening") != nil
            return GoodsStockLine(
                id: try $0.int("id"), stock: try $0.int("stock"), reserved: try $0.optionalInt("reserved"),
                opening: try $0.optionalInt("opening"), restocked: tracked ? try $0.int("restocked") : nil,
                reserves: tracked ? try $0.int("reserves") : nil, releases: tracked ? try $0.int("releases") : nil)
        }
    }

    /// The SQL for the sum of item `i`'s movements of `kind` (0 with none).
    private static func movementSum(_ kind: GoodsStockMovementKind) -> String {
        """
        (SELECT COALESCE(SUM(m.quantity), 0) FROM goods_stock_movements m
            WHERE m.item_id = i.id AND m.kind = '\(kind.rawValue)')
        """
    }

    /// Records one stock movement of item `id`; callers run it in the transaction of the change itself.
    private func record(_ kind: GoodsStockMovementKind, id: Int, quantity: Int) throws {
        try storage.execute(
            "INSERT INTO goods_stock_movements (item_id, kind, quantity, created_at) VALUES (?, ?, ?, ?)",
            [SQLValue(id), .text(kind.rawValue), SQLValue(quantity), SQLValue(Int(now().timeIntervalSince1970))])
    }

    private func stock(id: Int) throws -> Int {
        guard let row = try storage.queryOne("SELECT stock FROM goods_items WHERE id = ?", [SQLValue(id)]) else {
            throw GoodsError.notFound(id: id)
        }
        return try row.int("stock")
    }

    private static func check(_ quantity: Int) throws {
        guard (1...maxQuantity).contains(quantity) else { throw GoodsError.invalidQuantity(quantity) }
    }

    // MARK: Seeding

    /// Parses a catalog URL setting: `http://`, `https://` or `file://` only.
    ///
    /// - Throws: `.invalidCatalogURL`.
    public static func catalogURL(_ text: String) throws -> URL {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let url = URL(string: trimmed), let scheme = url.scheme?.lowercased(),
            ["http", "https", "file"].contains(scheme), scheme == "file" || url.host != nil
        else { throw GoodsError.invalidCatalogURL(text) }
        return url
    }

    /// Loads the catalog through `networking` and inserts it in one transaction: all items or none.
    ///
    /// Without `url` it reads `goods-catalog.json` beside the database, writing the bundled catalog
    /// there first when the file does not exist (an in-memory database uses a temporary file).
    /// Unless `refresh` is set, a catalog that already has items is left alone (`skipped`); with
    /// `refresh`, items are updated by id and new ones added.
    /// - Throws: `.catalogUnavailable`, `.malformedCatalog`, `.invalidCatalogItem`, or a storage error.
    public func seed(from url: URL? = nil, networking: NetworkingFacade, refresh: Bool = false) async throws
        -> GoodsSeedResult
    {
        if !refresh, try itemCount() > 0 {
            return GoodsSeedResult.skippedRun
        }
        let source: URL
        var temporary: URL?
        if let url {
            source = url
        } else {
            (source, temporary) = try defaultCatalogFile()
        }
        defer { if let temporary { try? FileManager.default.removeItem(at: temporary) } }
        let data: Data
        do {
            data = try await networking.data(from: source)
        } catch {
            throw GoodsError.catalogUnavailable(url: source.absoluteString, reason: String(describing: error))
        }
        let catalog = try GoodsCatalog.parse(data, source: source.absoluteString)
        return try insert(catalog, source: source.absoluteString, refresh: refresh)
    }

    /// Where the default catalog lives for this database, writing the bundled one there if missing.
    ///
    /// Returns the file and, for an in-memory database, the same URL as a temporary to delete after use.
    private func defaultCatalogFile() throws -> (URL, URL?) {
        let file: URL
        var temporary: URL?
        if let path = storage.path, !path.isEmpty, path != ":memory:" {
            file = URL(fileURLWithPath: path).deletingLastPathComponent().appendingPathComponent(Self.catalogFileName)
        } else {
            file = FileManager.default.temporaryDirectory.appendingPathComponent(
                "goods-catalog-\(UUID().uuidString).json")
            temporary = file
        }
        if !FileManager.default.fileExists(atPath: file.path) {
            do {
                try PrivateFiles.write(Data(BundledCatalog.json.utf8), to: file)
            } catch {
                throw GoodsError.catalogUnavailable(
                    url: file.absoluteString, reason: "cannot write the bundled catalog: \(error)")
            }
        }
        return (file, temporary)
    }

    private func insert(_ catalog: GoodsCatalog, source: String, refresh: Bool) throws -> GoodsSeedResult {
        let createdAt = SQLValue(Int(now().timeIntervalSince1970))
        return try storage.transaction {
            // Checked again inside the transaction: another seeding may have won the race meanwhile.
            // The stock each existing item has now, so a changed stock is recorded as a restock.
            var existing: [Int: Int] = [:]
            for row in try storage.query("SELECT id, stock FROM goods_items") {
                existing[try row.int("id")] = try row.int("stock")
            }
            if !refresh, !existing.isEmpty {
                return GoodsSeedResult.skippedRun
            }
            var inserted = 0
            var updated = 0
            for entry in catalog.entries {
                let description = entry.description ?? ""
                let searchText = entry.title.lowercased() + "\n" + description.lowercased()
                try storage.execute(
                    """
                    INSERT INTO goods_items
                        (id, sku, title, description, category, price, stock, rating, created_at, search_text, reserved)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)
                    ON CONFLICT(id) DO UPDATE SET sku = excluded.sku, title = excluded.title,
                        description = excluded.description, category = excluded.category, price = excluded.price,
                        stock = excluded.stock, rating = excluded.rating, search_text = excluded.search_text
                    """,
                    [
                        SQLValue(entry.id), .text(entry.sku), .text(entry.title), .text(description),
                        .text(entry.category), SQLValue(entry.price), SQLValue(entry.stock), .real(entry.rating ?? 0),
                        createdAt, .text(searchText),
                    ])
                if let before = existing[entry.id] {
                    updated += 1
                    if entry.stock != before { try record(.restock, id: entry.id, quantity: entry.stock - before) }
                } else {
                    inserted += 1
                    try record(.opening, id: entry.id, quantity: entry.stock)
                }
            }
            return GoodsSeedResult(source: source, inserted: inserted, updated: updated, skipped: false)
        }
    }

    // MARK: Rows

    private func pageOfItems(page: Int, pageSize: Int, category: String?, orderBy: String, listing: GoodsListing) throws
        -> GoodsPage
    {
        guard page >= 1, (1...Self.maxPageSize).contains(pageSize) else {
            throw GoodsError.invalidPage(page: page, pageSize: pageSize)
        }
        var filter = ""
        var bindings: [SQLValue] = []
        if let category {
            let slug = category.trimmingCharacters(in: .whitespaces).lowercased()
            filter = "WHERE category = ?"
            bindings.append(.text(slug))
            if try storage.queryOne("SELECT 1 AS found FROM goods_items WHERE category = ? LIMIT 1", bindings) == nil {
                throw GoodsError.unknownCategory(category, known: try categories().map(\.name))
            }
        }
        let total =
            try storage.queryOne("SELECT COUNT(*) AS count FROM goods_items \(filter)", bindings)?.int("count") ?? 0
        // A page far past the end is empty, not an error; the multiplication cannot overflow then.
        let (offset, overflow) = (page - 1).multipliedReportingOverflow(by: pageSize)
        guard !overflow, offset < total else {
            return GoodsPage(items: [], page: page, pageSize: pageSize, total: total, listing: listing)
        }
        let items = try storage.query(
            "SELECT \(Self.columns) FROM goods_items \(filter) ORDER BY \(orderBy) LIMIT ? OFFSET ?",
            bindings + [SQLValue(pageSize), SQLValue(offset)]
        ).map(Self.item)
        return GoodsPage(items: items, page: page, pageSize: pageSize, total: total, listing: listing)
    }

    static func escapeLike(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "\\" || character == "%" || character == "_" { escaped.append("\\") }
            escaped.append(character)
        }
        return escaped
    }

    private static func item(_ row: Row) throws -> GoodsItem { try item(row, discountPercent: nil) }

    private static func item(_ row: Row, discountPercent: Int?) throws -> GoodsItem {
        let (id, price) = (try row.int("id"), try row.int("price"))
        return GoodsItem(
            id: id, sku: try row.string("sku"), title: try row.string("title"),
            description: try row.string("description"), category: try row.string("category"), price: price,
            stock: try row.int("stock"), rating: try row.double("rating"),
            createdAt: Date(timeIntervalSince1970: TimeInterval(try row.int64("created_at"))),
            memberPrice: try discountPercent.map { try GoodsItem.price(price, of: id, withDiscountPercent: $0) },
            discountPercent: discountPercent)
    }
}
