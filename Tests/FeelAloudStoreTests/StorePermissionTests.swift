import Foundation
import Testing
import FeelAloudCore
import FeelAloudStore

@Suite struct StorePermissionTests {
    @Test func newStoreIsPrivate() throws {
        let tmp = TempDirectory()
        let store = FileJournalStore(directory: tmp.store + "/tief/verschachtelt")
        try store.append(.entry(Sample.entry("e1")))
        try store.stageDraft(StagedDraft(stagedAt: Sample.at("2026-11-29T21:00:00+01:00"), transcript: "x", fields: EntryFields(raw: .init())))
        try store.saveConfig(AppConfig())
        Sample.append("kaputt", to: store.journalDirectory + "/2026-11.jsonl")
        _ = try store.load()
        #expect(Sample.mode(store.directory) == 0o700)
        #expect(Sample.mode(store.journalDirectory) == 0o700)
        #expect(Sample.mode(store.quarantineDirectory) == 0o700)
        let draft = "drafts/" + store.session.token + ".json"
        for file in ["journal/2026-11.jsonl", "quarantine/2026-11.jsonl", draft, "config.json", "lock"] {
            #expect(Sample.mode(store.directory + "/" + file) == 0o600, "\(file)")
        }
        #expect(Sample.mode(store.draftsDirectory) == 0o700)
        // No temp files left behind by the atomic writes.
        #expect(try directoryListing(store.directory) == ["config.json", "drafts", "journal", "lock", "quarantine"])
        #expect(try directoryListing(store.draftsDirectory) == [store.session.token + ".json"])
    }

    @Test func looserExistingPermissionsAreTightened() throws {
        let tmp = TempDirectory()
        let file = tmp.store + "/journal/2026-11.jsonl"
        Sample.write(JournalCodec.line(for: .entry(Sample.entry("e1"))) + "\n", to: file)
        Sample.write("{}", to: tmp.store + "/config.json")
        chmod(tmp.store, 0o755)
        chmod(tmp.store + "/journal", 0o777)
        chmod(file, 0o644)
        chmod(tmp.store + "/config.json", 0o666)
        let (diary, _) = try FileJournalStore(directory: tmp.store).load()
        #expect(diary.entries.count == 1)
        #expect(Sample.mode(tmp.store) == 0o700)
        #expect(Sample.mode(tmp.store + "/journal") == 0o700)
        #expect(Sample.mode(file) == 0o600)
        #expect(Sample.mode(tmp.store + "/config.json") == 0o600)
    }
}
