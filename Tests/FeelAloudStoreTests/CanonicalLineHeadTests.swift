import Foundation
import Testing
import FeelAloudCore
@testable import FeelAloudStore

/// Issue #14: the JSON backup copies journal lines whose head is in the codec's form without
/// decoding them. That is only right if every line the codec writes has such a head, the head
/// says what the decoded record says (kind, id, revision, written time), and the codec's line
/// is a fixed point (decoding and encoding it again gives the same bytes).
@Suite struct CanonicalLineHeadTests {
    static func records() -> [JournalRecord] {
        var out: [JournalRecord] = []
        let offsets = [0, 3600, 7200, -18_000, 19_800, 50_400, -36_000]
        let texts = ["", "Schöner Tag", "Er sagte \"nie\" \\ und\nging\t.", "C1 \u{85} und \u{2028}", "😀 € ß",
                     String(repeating: "ä", count: 3000)]
        var epoch = LocalTimestamp(iso8601: "1999-12-31T23:59:59+01:00")!.epochSeconds
        for n in 0..<300 {
            epoch += n * 7919 + 61
            let at = LocalTimestamp(epochSeconds: epoch, utcOffsetSeconds: offsets[n % offsets.count])
            let later = LocalTimestamp(epochSeconds: epoch + n * 13, utcOffsetSeconds: offsets[(n + 3) % offsets.count])
            let id = n % 3 == 0 ? UUIDish(n) : "id-\(n)-ä"
            switch n % 3 {
            case 0:
                var raw = EntryFields.Raw()
                raw.mood = [.good, .neutral, .bad][n % 3]
                raw.musicInHead = n % 2 == 0
                raw.songName = n % 4 == 0 ? texts[n % texts.count] : nil
                out.append(.entry(DiaryEntry(id: id, revision: 1 + n % 12, createdAt: at, revisedAt: later, day: at.day,
                                             fields: EntryFields(raw: raw), transcript: texts[n % texts.count],
                                             source: n % 2 == 0 ? .repl : .cli)))
            case 1:
                out.append(.tombstone(Tombstone(id: id, revision: 2 + n, deletedAt: later)))
            default:
                out.append(.snapshot(Snapshot(id: id, revision: 1 + n % 3, createdAt: at, revisedAt: later,
                                              rating: .good, source: .manual, followUpNote: n % 2 == 0 ? texts[n % texts.count] : nil)))
            }
        }
        return out
    }

    static func UUIDish(_ n: Int) -> String { String(format: "%08X-1234-4ABC-8DEF-%012X", n, n * 977) }

    static func key(_ r: JournalRecord) -> CanonicalLineHead {
        switch r {
        case let .entry(e): return .init(kind: 0, id: e.id, revision: e.revision, writtenEpoch: e.revisedAt.epochSeconds)
        case let .tombstone(t): return .init(kind: 1, id: t.id, revision: t.revision, writtenEpoch: t.deletedAt.epochSeconds)
        case let .snapshot(s): return .init(kind: 2, id: s.id, revision: s.revision, writtenEpoch: s.revisedAt.epochSeconds)
        }
    }

    static func head(_ line: String) -> CanonicalLineHead? {
        var copy = line
        return copy.withUTF8 { CanonicalLineHead.parse($0) }
    }

    @Test func everyLineTheCodecWritesHasACanonicalHeadAndIsAFixedPoint() throws {
        for r in Self.records() {
            let line = JournalCodec.line(for: r)
            #expect(Self.head(line) == Self.key(r), "\(line.prefix(120))")
            guard case let .record(back, version) = JournalCodec.decode(line: line) else {
                Issue.record("does not decode: \(line.prefix(80))")
                continue
            }
            #expect(version == JournalCodec.currentVersion)
            #expect(JournalCodec.line(for: back) == line)
        }
    }

    @Test(arguments: [
        // schema v1
        #"{"schema":1,"type":"entry","id":"a","rev":1,"created":"2026-01-01T10:00:00+01:00","date":"2026-01-01"}"#,
        // spaces, other key order, a "Z" offset, "-00:00", an escaped id, a leading zero, revision 0
        #"{"v":2, "kind":"entry","id":"a","revision":1,"data":{"createdAt":"2026-01-01T10:00:00+01:00","revisedAt":"2026-01-01T10:00:00+01:00"}}"#,
        #"{"v":2,"id":"a","kind":"entry","revision":1,"data":{"createdAt":"2026-01-01T10:00:00+01:00","revisedAt":"2026-01-01T10:00:00+01:00"}}"#,
        #"{"v":2,"kind":"entry","id":"a","revision":1,"data":{"createdAt":"2026-01-01T10:00:00Z","revisedAt":"2026-01-01T10:00:00Z"}}"#,
        #"{"v":2,"kind":"tombstone","id":"a","revision":2,"data":{"deletedAt":"2026-01-01T10:00:00-00:00"}}"#,
        #"{"v":2,"kind":"tombstone","id":"a\"b","revision":2,"data":{"deletedAt":"2026-01-01T10:00:00+01:00"}}"#,
        #"{"v":2,"kind":"tombstone","id":"a","revision":02,"data":{"deletedAt":"2026-01-01T10:00:00+01:00"}}"#,
        #"{"v":2,"kind":"tombstone","id":"a","revision":0,"data":{"deletedAt":"2026-01-01T10:00:00+01:00"}}"#,
        #"{"v":2,"kind":"snapshot","id":"a","revision":1,"data":{"createdAt":"2026-01-01T10:00:00+01:00","rating":3}}"#,
        #"{"v":2,"kind":"entry","id":"a","revision":1,"data":{"createdAt":"2026-02-30T10:00:00+01:00","revisedAt":"2026-01-01T10:00:00+01:00"}}"#,
        #"{"v":3,"kind":"entry","id":"a","revision":1,"data":{}}"#,
    ])
    func otherLinesAreNotTakenAsCanonical(line: String) {
        #expect(Self.head(line) == nil)
    }

    /// A journal with lines in other forms (schema v1, spaced JSON): the streamed backup
    /// re-encodes them and still equals the backup of the folded diary.
    @Test func nonCanonicalLinesAreReencodedInTheBackup() throws {
        let tmp = TempDirectory()
        let store = FileJournalStore(directory: tmp.store)
        try store.append(.entry(Sample.entry("e1")))
        let dir = tmp.store + "/journal"
        let name = try FileManager.default.contentsOfDirectory(atPath: dir).first { $0.hasSuffix(".jsonl") }!
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: dir + "/" + name))
        handle.seekToEndOfFile()
        handle.write(Data((#"{"schema":1,"type":"checkin","id":"c1","rev":1,"created":"2026-11-29T22:00:00+01:00","rating":4}"# + "\n").utf8))
        let spaced = JournalCodec.line(for: .entry(Sample.entry("e2", at: "2026-11-29T23:00:00+01:00")))
            .replacingOccurrences(of: #","data":"#, with: #", "data": "#)
        handle.write(Data((spaced + "\n").utf8))
        handle.closeFile()
        let indexed = IndexedJournalStore(journal: FileJournalStore(directory: tmp.store))
        _ = try indexed.loadPeriod(from: DayKey("2026-11-01")!, to: DayKey("2026-11-30")!)  // builds the index
        let lines = try #require(indexed.backupLines())
        #expect(lines.count == 3)
        var streamed: [String] = []
        for i in 0..<lines.count {
            var buf: [UInt8] = []
            try lines.appendLine(i, to: &buf)
            streamed.append(String(decoding: buf, as: UTF8.self))
        }
        let (diary, problems) = try FileJournalStore(directory: tmp.store).load()
        #expect(problems.isEmpty)
        let folded = diary.records.sorted { Self.key($0).writtenEpoch < Self.key($1).writtenEpoch }.map(JournalCodec.line(for:))
        #expect(streamed == folded)
        #expect(!streamed.contains(spaced))
    }
}
