import Foundation
import Storage
import Testing

@Suite struct SettingsTests {
    @Test func testSetting_whenAbsent_isNil() throws {
        #expect(try StorageFacade.inMemory().setting("nope") == nil)
    }

    @Test func testSetSetting_storesReplacesAndRemoves() throws {
        let storage = try StorageFacade.inMemory()
        try storage.setSetting("currency", "EUR")
        #expect(try storage.setting("currency") == "EUR")
        try storage.setSetting("currency", "CZK")
        #expect(try storage.setting("currency") == "CZK")
        try storage.setSetting("theme", "dark ☾ ' OR 1=1 --")
        #expect(try storage.setting("theme") == "dark ☾ ' OR 1=1 --")
        #expect(try storage.allSettings().map(\.key) == ["currency", "theme"])
        try storage.setSetting("currency", nil)
        #expect(try storage.setting("currency") == nil)
        #expect(try storage.allSettings().map(\.value) == ["dark ☾ ' OR 1=1 --"])
        // Removing an absent key is fine.
        try storage.setSetting("currency", nil)
    }

    @Test func testSettings_emptyStringIsAValue() throws {
        let storage = try StorageFacade.inMemory()
        try storage.setSetting("empty", "")
        #expect(try storage.setting("empty") == "")
    }

    @Test func testSettings_persistAcrossReopen() throws {
        let folder = try TemporaryFolder()
        let path = folder.path("settings.sqlite")
        try StorageFacade(path: path).setSetting("k", "v")
        #expect(try StorageFacade(path: path).setting("k") == "v")
    }
}
