import Foundation
@testable import FeelAloudConsole
import FeelAloudCore
import FeelAloudTestSupport
import FeelAloudLanguage

/// A golden conversation: header directives, then the transcript ("> input" lines and the
/// expected output, including what is shown before the first input), then "== store" with
/// one summary line per journal record and "== draft" with the staged draft.
///
/// Header lines (the leading lines starting with "#" or "@"):
///   # comment
///   @now 2026-11-29T21:14:00+01:00
///   @entry 2026-11-27 {"mood":"good",…} Text of the entry   (pre-existing entry)
///   @draft 2026-11-29T20:00:00+01:00 {"mood":…} Text          (staged draft from a crash)
///   @fail-next-append                                         (the next write fails)
///   @snapshot 2026-11-29T18:00:00+01:00 2                     (a check-in, rating 1–5)
///   @follow-ups                                               (ask follow-ups although scripted)
///   @from-reminder                                            (started from a reminder: the choice first)
struct GoldenSession {
    var header: String
    var body: String
    var now: LocalTimestamp
    var inputs: [String]
    var records: [JournalRecord]
    var draft: StagedDraft?
    var failNextAppend = false
    var askFollowUps = false
    var fromReminder = false

    struct ParseError: Error, CustomStringConvertible {
        let description: String
    }

    static func parse(_ text: String) throws -> GoldenSession {
        var lines = text.components(separatedBy: "\n")
        var headerLines: [String] = []
        while let first = lines.first, first.hasPrefix("#") || first.hasPrefix("@") {
            headerLines.append(lines.removeFirst())
        }
        var session = GoldenSession(header: headerLines.map { $0 + "\n" }.joined(), body: lines.joined(separator: "\n"),
                                    now: LocalTimestamp(iso8601: "2026-11-29T21:14:00+01:00")!, inputs: [], records: [])
        var entryCount = 0
        for line in headerLines where line.hasPrefix("@") {
            let parts = line.split(separator: " ", maxSplits: 1).map(String.init)
            switch parts[0] {
            case "@now":
                guard parts.count == 2, let t = LocalTimestamp(iso8601: parts[1]) else { throw ParseError(description: line) }
                session.now = t
            case "@entry", "@draft":
                guard parts.count == 2 else { throw ParseError(description: line) }
                let rest = parts[1]
                let when = String(rest.prefix { $0 != " " })
                let afterWhen = rest.dropFirst(when.count + 1)
                guard let braceEnd = afterWhen.firstIndex(of: "}") else { throw ParseError(description: line) }
                let json = try JSONValue.parse(String(afterWhen[...braceEnd]))
                let fields = try EntryFields(json: json)
                let transcript = String(afterWhen[afterWhen.index(after: braceEnd)...]).trimmingWhitespace()
                if parts[0] == "@entry" {
                    entryCount += 1
                    guard let day = DayKey(when) else { throw ParseError(description: line) }
                    let at = LocalTimestamp(epochSeconds: day.dayNumber * 86_400 + 20 * 3600 - 3600, utcOffsetSeconds: 3600)
                    session.records.append(.entry(DiaryEntry(id: "e\(entryCount)", createdAt: at, day: day, fields: fields,
                                                             transcript: transcript, source: .repl)))
                } else {
                    guard let at = LocalTimestamp(iso8601: when) else { throw ParseError(description: line) }
                    session.draft = StagedDraft(stagedAt: at, transcript: transcript, fields: fields)
                }
            case "@fail-next-append":
                session.failNextAppend = true
            case "@follow-ups":
                session.askFollowUps = true
            case "@from-reminder":
                session.fromReminder = true
            case "@snapshot":
                let fields = parts.count == 2 ? parts[1].split(separator: " ").map(String.init) : []
                guard fields.count == 2, let at = LocalTimestamp(iso8601: fields[0]), let n = Int(fields[1]),
                      let rating = SnapshotRating(rawValue: n) else { throw ParseError(description: line) }
                session.records.append(.snapshot(Snapshot(id: "c\(session.records.count + 1)", createdAt: at, rating: rating,
                                                          source: .manual)))
            default:
                throw ParseError(description: "unknown directive: \(line)")
            }
        }
        session.inputs = lines.filter { $0.hasPrefix("> ") }.map { String($0.dropFirst(2)) }
        return session
    }

    /// Runs the conversation and renders transcript + store summary.
    func replay() -> String {
        let store = MemoryDiaryStore(records: records, draft: draft)
        if failNextAppend { store.failNextAppend = .cannotWrite(path: "/tmp/journal/2026-11.jsonl", reason: .system(ENOSPC)) }
        let io = BufferIO()
        let reader = EchoingReader(inputs: inputs, io: io)
        // /export writes into a fresh directory, shown as $EXPORTDIR in the transcript.
        var template = Array((NSTemporaryDirectory() + "/fa-golden-XXXXXX").utf8CString)
        let exportDir = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)!) }
        defer { try? FileManager.default.removeItem(atPath: exportDir) }
        var counter = 0
        let services = ConsoleServices.forTests(store: store, io: io, workingDirectory: exportDir, fromReminder: fromReminder)
        services.askFollowUpsWhenPiped = askFollowUps
        let repl = Repl(store: store, extractor: RuleBasedExtractor(), language: GermanDialogue(), reader: reader, io: io,
                        clock: FixedClock(now), style: TerminalStyle(color: false),
                        services: services,
                        interactive: false, fromReminder: fromReminder,
                        makeID: { counter += 1; return "id-\(counter)" })
        _ = repl.run()
        var out = io.output.replacingOccurrences(of: exportDir, with: "$EXPORTDIR")
        if !out.hasSuffix("\n") { out += "\n" }
        out += "== store\n"
        for record in store.records.dropFirst(records.count) { out += Self.summary(record) + "\n" }
        out += "== draft\n"
        if let d = store.draft {
            out += "staged: " + d.fields.json.serialized() + " " + d.transcript + "\n"
        } else {
            out += "none\n"
        }
        return out
    }

    static func summary(_ record: JournalRecord) -> String {
        switch record {
        case let .entry(e):
            return "entry \(e.id) r\(e.revision) \(e.day) \(e.fields.json.serialized()) \(e.transcript)"
        case let .tombstone(t):
            return "tombstone \(t.id) r\(t.revision)"
        case let .snapshot(s):
            return "snapshot \(s.id) r\(s.revision) \(s.rating.rawValue) note=\(s.followUpNote ?? "-") dismissed=\(s.followUpDismissed)"
        }
    }

    static func diff(expected: String, actual: String) -> String {
        let e = expected.components(separatedBy: "\n"), a = actual.components(separatedBy: "\n")
        var out: [String] = []
        let n = max(e.count, a.count)
        for i in 0..<n {
            let el = i < e.count ? e[i] : nil, al = i < a.count ? a[i] : nil
            if el == al { out.append("  " + (el ?? "")) } else {
                if let el { out.append("- " + el) }
                if let al { out.append("+ " + al) }
            }
        }
        return out.joined(separator: "\n")
    }
}

/// Feeds the session's inputs and echoes each one as "> line" into the transcript.
/// An input "[Einfügen] Zeile 1 ⏎ Zeile 2" is a paste: it reaches the REPL as the byte lines a
/// pipe or terminal delivers (ESC[200~Zeile 1, Zeile 2ESC[201~) and goes through the same
/// `PasteBrackets` reading as `PipedLineReader`.
final class EchoingReader: LineReader {
    var inputs: [String]
    let io: BufferIO
    static let pasteMarker = "[Einfügen] "
    init(inputs: [String], io: BufferIO) {
        self.inputs = inputs
        self.io = io
    }
    func readLine(prompt: String) -> LineReadResult {
        guard !inputs.isEmpty else { return .endOfInput }
        let line = inputs.removeFirst()
        io.write("> \(line)\n")
        guard line.hasPrefix(Self.pasteMarker) else { return .line(line) }
        var raw = line.dropFirst(Self.pasteMarker.count).components(separatedBy: " ⏎ ")
        raw[0] = PasteBrackets.start + raw[0]
        raw[raw.count - 1] += PasteBrackets.end
        let first = raw.removeFirst()
        return .line(PasteBrackets.join(first) { raw.isEmpty ? nil : raw.removeFirst() })
    }
    func remember(_ line: String, persistent: Bool) {}
    func prefill(_ text: String) { io.write("[vorausgefüllt: \(text)]\n") }
    func close() {}
}

extension ConsoleServices {
    /// Services for golden transcripts: in-memory settings, fixed zone, no reminder start.
    static func forTests(store: DiaryStore, io: CommandIO, workingDirectory: String = NSTemporaryDirectory(),
                         fromReminder: Bool = false) -> ConsoleServices {
        final class Box: @unchecked Sendable { var config = AppConfig() }
        let box = Box()
        return ConsoleServices(store: store, io: io,
                               settings: SettingsAccess(load: { box.config }, save: { box.config = $0 }),
                               fromReminder: fromReminder, zone: .fixed(3600), workingDirectory: workingDirectory)
    }
}
