import Foundation
import Testing
import FeelAloudCore
@testable import FeelAloudStore

/// Issue #14: the spreadsheet exports (like the store's reads and the import) read journal lines
/// with `CanonicalRecordDecoder` instead of the JSON tree. It must give exactly the full
/// decoder's record for every line the codec writes (any field values, escapes, offsets), and
/// for any other line either that same record or nil — "decode it fully"; never another record.
/// (`CanonicalLineDecoderTests` adds damaged lines and a realistic store.)
@Suite struct CanonicalRecordDecoderTests {
    static func lean(_ line: String) -> JournalRecord? {
        var copy = line
        return copy.withUTF8 { CanonicalRecordDecoder.record($0) }
    }

    static func full(_ line: String) -> JournalRecord? {
        guard case let .record(r, _) = JournalCodec.decode(line: line) else { return nil }
        return r
    }

    /// Entries over every field combination and check-ins over every rating, source and note.
    static func records() -> [JournalRecord] {
        var out = CanonicalLineHeadTests.records()
        let texts = ["", "Lied \"X\" – „Y“", "a\\b/c\u{1}\u{1F}\u{7F}\u{9F}", "\u{2028}\u{2029}\u{FEFF}",
                     "𝄞 und 😀", "=1+2", "Zeile\r\nzwei"]
        var n = 0
        for mood in Mood.allCases {
            for music in [false, true] {
                for strength in [nil] + EarwormStrength.allCases.map(Optional.some) {
                    for severity in [nil] + Severity.allCases.map(Optional.some) {
                        n += 1
                        var raw = EntryFields.Raw()
                        raw.mood = mood
                        raw.musicInHead = music
                        raw.songName = n % 3 == 0 ? nil : texts[n % texts.count]
                        raw.earwormStrength = strength
                        raw.distress = severity
                        raw.countermeasures = n % 2 == 0
                        raw.countermeasureActivity = n % 4 == 0 ? nil : texts[(n + 1) % texts.count]
                        raw.socialContact = n % 5 == 0
                        raw.stress = severity
                        let at = LocalTimestamp(epochSeconds: 1_700_000_000 + n * 40_000, utcOffsetSeconds: (n % 5 - 2) * 3600)
                        out.append(.entry(DiaryEntry(id: "e\(n)", revision: n, createdAt: at, day: at.day,
                                                     fields: EntryFields(raw: raw), transcript: texts[(n + 2) % texts.count],
                                                     source: EntrySource.allCases[n % 3])))
                    }
                }
            }
        }
        for rating in SnapshotRating.allCases {
            for source in SnapshotSource.allCases {
                for dismissed in [false, true] {
                    n += 1
                    let at = LocalTimestamp(epochSeconds: 1_600_000_000 + n * 7777, utcOffsetSeconds: 19_800)
                    out.append(.snapshot(Snapshot(id: "s\(n)", revision: 1, createdAt: at, rating: rating, source: source,
                                                  followUpNote: n % 3 == 0 ? nil : texts[n % texts.count],
                                                  followUpDismissed: dismissed)))
                }
            }
        }
        return out
    }

    @Test func readsEveryEntryAndCheckInLineTheCodecWritesAsTheFullDecoderDoes() throws {
        var read = 0
        for r in Self.records() {
            let line = JournalCodec.line(for: r)
            let lean = try #require(Self.lean(line), "\(line.prefix(160))")
            #expect(lean == r)
            #expect(lean == Self.full(line))
            read += 1
        }
        #expect(read > 200)
    }

    @Test(arguments: [
        // a newline kept on the line, a space, other key order, a "Z" offset
        #"{"v":2,"kind":"snapshot","id":"a","revision":1,"data":{"createdAt":"2026-01-01T10:00:00+01:00","revisedAt":"2026-01-01T10:00:00+01:00","rating":3,"source":"manual","followUpNote":null,"followUpDismissed":false}} "#,
        #"{"v":2,"kind":"snapshot","id":"a","revision":1,"data":{"createdAt":"2026-01-01T10:00:00+01:00","revisedAt":"2026-01-01T10:00:00+01:00","rating":3,"followUpNote":null,"source":"manual","followUpDismissed":false}}"#,
        #"{"v":2,"kind":"snapshot","id":"a","revision":1,"data":{"createdAt":"2026-01-01T10:00:00Z","revisedAt":"2026-01-01T10:00:00Z","rating":3,"source":"manual","followUpNote":null,"followUpDismissed":false}}"#,
        // a rating out of range, an unknown source, a lone surrogate, a bad escape, a raw control
        #"{"v":2,"kind":"snapshot","id":"a","revision":1,"data":{"createdAt":"2026-01-01T10:00:00+01:00","revisedAt":"2026-01-01T10:00:00+01:00","rating":6,"source":"manual","followUpNote":null,"followUpDismissed":false}}"#,
        #"{"v":2,"kind":"snapshot","id":"a","revision":1,"data":{"createdAt":"2026-01-01T10:00:00+01:00","revisedAt":"2026-01-01T10:00:00+01:00","rating":3,"source":"robot","followUpNote":null,"followUpDismissed":false}}"#,
        #"{"v":2,"kind":"snapshot","id":"a","revision":1,"data":{"createdAt":"2026-01-01T10:00:00+01:00","revisedAt":"2026-01-01T10:00:00+01:00","rating":3,"source":"manual","followUpNote":"\ud800x","followUpDismissed":false}}"#,
        #"{"v":2,"kind":"snapshot","id":"a","revision":1,"data":{"createdAt":"2026-01-01T10:00:00+01:00","revisedAt":"2026-01-01T10:00:00+01:00","rating":3,"source":"manual","followUpNote":"\q","followUpDismissed":false}}"#,
        "{\"v\":2,\"kind\":\"snapshot\",\"id\":\"a\",\"revision\":1,\"data\":{\"createdAt\":\"2026-01-01T10:00:00+01:00\",\"revisedAt\":\"2026-01-01T10:00:00+01:00\",\"rating\":3,\"source\":\"manual\",\"followUpNote\":\"a\u{1}b\",\"followUpDismissed\":false}}",
        // an unknown mood, a flag as text, a missing field, a tombstone, schema v1
        #"{"v":2,"kind":"entry","id":"a","revision":1,"data":{"createdAt":"2026-01-01T10:00:00+01:00","revisedAt":"2026-01-01T10:00:00+01:00","day":"2026-01-01","fields":{"mood":"happy","musicInHead":false,"songName":null,"earwormStrength":null,"distress":null,"countermeasures":false,"countermeasureActivity":null,"socialContact":false,"stress":null},"transcript":"x","source":"repl"}}"#,
        #"{"v":2,"kind":"entry","id":"a","revision":1,"data":{"createdAt":"2026-01-01T10:00:00+01:00","revisedAt":"2026-01-01T10:00:00+01:00","day":"2026-01-01","fields":{"mood":"good","musicInHead":"ja","songName":null,"earwormStrength":null,"distress":null,"countermeasures":false,"countermeasureActivity":null,"socialContact":false,"stress":null},"transcript":"x","source":"repl"}}"#,
        #"{"v":2,"kind":"entry","id":"a","revision":1,"data":{"createdAt":"2026-01-01T10:00:00+01:00","revisedAt":"2026-01-01T10:00:00+01:00","day":"2026-01-01","fields":{"mood":"good","songName":null,"earwormStrength":null,"distress":null,"countermeasures":false,"countermeasureActivity":null,"socialContact":false,"stress":null},"transcript":"x","source":"repl"}}"#,
        #"{"v":2,"kind":"tombstone","id":"a","revision":2,"data":{"deletedAt":"2026-01-01T10:00:00+01:00"}}"#,
        #"{"schema":1,"type":"entry","id":"a","rev":1,"created":"2026-01-01T10:00:00+01:00","date":"2026-01-01"}"#,
        // names, timestamps and days read from their bytes: escaped or not ASCII, they are decoded first
        #"{"v":2,"kind":"entry","id":"a","revision":1,"data":{"createdAt":"2026-01-01T10:00:00+01:00","revisedAt":"2026-01-01T10:00:00+01:00","day":"2026-01-01","fields":{"mood":"g\u006fod","musicInHead":false,"songName":null,"earwormStrength":null,"distress":null,"countermeasures":false,"countermeasureActivity":null,"socialContact":false,"stress":null},"transcript":"x","source":"r\u0065pl"}}"#,
        #"{"v":2,"kind":"entry","id":"a","revision":1,"data":{"createdAt":"2026-01-01T10:00:00\u002b01:00","revisedAt":"2026-01-01T10:00:00+01:00","day":"2026-01-0\u0031","fields":{"mood":"good","musicInHead":false,"songName":null,"earwormStrength":null,"distress":null,"countermeasures":false,"countermeasureActivity":null,"socialContact":false,"stress":null},"transcript":"x","source":"repl"}}"#,
        #"{"v":2,"kind":"entry","id":"a","revision":1,"data":{"createdAt":"2026-01-01T10:00:00+01:00","revisedAt":"2026-01-01T10:00:00+01:00","day":"2026-01-01","fields":{"mood":"göod","musicInHead":false,"songName":null,"earwormStrength":"stärk","distress":null,"countermeasures":false,"countermeasureActivity":null,"socialContact":false,"stress":null},"transcript":"x","source":"repl"}}"#,
        #"{"v":2,"kind":"entry","id":"a","revision":1,"data":{"createdAt":"2026-01-01T10:00:00+01:00","revisedAt":"2026-01-01T10:00:00+01:00","day":"2026-01-01 ","fields":{"mood":"good","musicInHead":false,"songName":null,"earwormStrength":null,"distress":null,"countermeasures":false,"countermeasureActivity":null,"socialContact":false,"stress":null},"transcript":"x","source":"repl"}}"#,
        #"{"v":2,"kind":"snapshot","id":"a","revision":1,"data":{"createdAt":"2026-01-01T10:00:00+01:00","revisedAt":"2026-01-01T10:00:00+01:0","rating":3,"source":"manual","followUpNote":null,"followUpDismissed":false}}"#,
    ])
    func leavesOtherLinesToTheFullDecoder(line: String) {
        let lean = Self.lean(line)
        #expect(lean == nil || lean == Self.full(line))
    }

    /// The index's per-day aggregates read entries without their transcript: the same record
    /// with an empty transcript, and nil exactly where the full read is nil.
    @Test func readingWithoutTheTranscriptGivesTheSameRecordWithAnEmptyOne() throws {
        for r in Self.records() {
            let line = JournalCodec.line(for: r)
            var copy = line
            let lean = copy.withUTF8 { CanonicalRecordDecoder.record($0, transcript: false) }
            var expected = r
            if case var .entry(e) = r {
                e.transcript = ""
                expected = .entry(e)
            }
            #expect(lean == expected, "\(line.prefix(160))")
        }
        var damaged = JournalCodec.line(for: .entry(Sample.entry("e1")))
        damaged = damaged.replacingOccurrences(of: #""transcript":""#, with: #""transcript":"\q"#)
        #expect(damaged.withUTF8 { CanonicalRecordDecoder.record($0, transcript: false) } == nil)
    }

    @Test func invalidUTF8IsLeftToTheFullDecoder() {
        var bytes = Array(JournalCodec.line(for: .entry(Sample.entry("e1"))).utf8)
        let key = Array(#""transcript":""#.utf8)
        let start = (0...(bytes.count - key.count)).first { Array(bytes[$0..<($0 + key.count)]) == key }! + key.count
        bytes.insert(contentsOf: [0xC3, 0x28], at: start)
        #expect(bytes.withUnsafeBufferPointer { CanonicalRecordDecoder.record($0) } == nil)
    }
}
