extension StorageFacade {
    /// The value stored under `key` in `storage_settings`, or `nil` when there is none.
    public func setting(_ key: String) throws -> String? {
        try queryOne("SELECT value FROM storage_settings WHERE key = ?", [.text(key)])?.string("value")
    }

    /// Stores `value` under `key`, replacing any earlier value; `nil` removes the key.
    public func setSetting(_ key: String, _ value: String?) throws {
        if let value {
            try execute(
                "INSERT INTO storage_settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                [.text(key), .text(value)])
        } else {
            try execute("DELETE FROM storage_settings WHERE key = ?", [.text(key)])
        }
    }

    /// Every setting, sorted by key.
    public func allSettings() throws -> [(key: String, value: String)] {
        try query("SELECT key, value FROM storage_settings ORDER BY key").map {
            (key: try $0.string("key"), value: try $0.string("value"))
        }
    }
}
