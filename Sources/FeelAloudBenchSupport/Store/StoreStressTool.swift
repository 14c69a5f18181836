import Foundation
import FeelAloudCore
import FeelAloudStore

/// Concurrency check for the journal lock: several writers (threads with their own store
/// instance, or separate processes via `feelaloud-bench stress append`) each append `count` entries
/// tagged with their name; `verify` then checks that every line is intact and nothing is
/// lost or interleaved.
public enum StoreStressTool {
    /// All stress records are written on this day, so they land in `journal/2026-01.jsonl`.
    public static let moment = LocalTimestamp(iso8601: "2026-01-15T12:00:00+01:00")!

    static let filler = String(repeating: "Über den Wolken muss die Freiheit wohl grenzenlos sein – „schön“! ", count: 6)

    /// The entry writer `tag` appends as its `index`-th record.
    public static func record(tag: String, index: Int) -> JournalRecord { record(tag: tag, index: index, base: moment) }

    static func record(tag: String, index: Int, after generated: Int) -> JournalRecord {
        record(tag: tag, index: index, base: StoreBenchmark.momentAfterGenerated(generated))
    }

    static func record(tag: String, index: Int, base: LocalTimestamp) -> JournalRecord {
        let at = LocalTimestamp(epochSeconds: base.epochSeconds + index, utcOffsetSeconds: base.utcOffsetSeconds)
        var fields = EntryFields(raw: EntryFields.Raw())
        fields.musicInHead = true
        fields.songName = "Lied \(tag) \(index)"
        return .entry(DiaryEntry(id: "\(tag)-\(index)", createdAt: at, day: at.day, fields: fields,
                                 transcript: "Stresstest \(tag) \(index): " + filler, source: .cli))
    }

    /// Appends `count` records tagged `tag`, one `append` (lock + fsync) each.
    public static func runAppendStress(directory: String, count: Int, tag: String) throws(StoreError) {
        let store = FileJournalStore(directory: directory)
        for i in 0..<count { try store.append(record(tag: tag, index: i)) }
    }

    /// Checks the journal after a stress run: every file ends with a newline, every line is a
    /// current-schema record written by one of `tags`, each tag has exactly `countPerTag`
    /// distinct records in its own order. Returns what is wrong (empty: all fine).
    public static func verify(directory: String, tags: [String], countPerTag: Int) throws(StoreError) -> [String] {
        var failures: [String] = []
        var next: [String: Int] = Dictionary(uniqueKeysWithValues: tags.map { ($0, 0) })
        var lines = 0
        let journal = directory + "/journal"
        let names: [String]
        do { names = try FileManager.default.contentsOfDirectory(atPath: journal) } catch {
            let posix = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
            throw .cannotOpen(path: journal, reason: .system(Int32(posix?.code ?? Int(EIO))))
        }
        for name in names.sorted() where FileJournalStore.isJournalFileName(name) {
            guard let data = FileManager.default.contents(atPath: journal + "/" + name) else { continue }
            let bytes = [UInt8](data)
            if let last = bytes.last, last != 0x0A { failures.append("\(name): endet nicht mit Zeilenumbruch") }
            var lineNo = 0
            for raw in bytes.split(separator: 0x0A, omittingEmptySubsequences: false) where !raw.isEmpty {
                lineNo += 1
                lines += 1
                let text = String(decoding: raw, as: UTF8.self)
                guard case let .record(record, version) = JournalCodec.decode(line: text), version == JournalCodec.currentVersion else {
                    failures.append("\(name):\(lineNo): keine intakte Zeile")
                    continue
                }
                let id = record.id
                guard let dash = id.lastIndex(of: "-"), let index = Int(id[id.index(after: dash)...]),
                      let expected = next[String(id[..<dash])] else {
                    failures.append("\(name):\(lineNo): fremde Kennung \(id)")
                    continue
                }
                let tag = String(id[..<dash])
                if index != expected { failures.append("\(name):\(lineNo): \(id) statt \(tag)-\(expected)") }
                if record != Self.record(tag: tag, index: index) { failures.append("\(name):\(lineNo): Inhalt verändert") }
                next[tag] = index + 1
            }
        }
        for tag in tags where next[tag] != countPerTag {
            failures.append("\(tag): \(next[tag] ?? 0) von \(countPerTag) Datensätzen")
        }
        if lines != tags.count * countPerTag { failures.append("\(lines) Zeilen statt \(tags.count * countPerTag)") }
        return failures
    }
}
