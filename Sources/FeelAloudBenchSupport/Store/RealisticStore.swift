import Foundation
import FeelAloudCore
import FeelAloudStore

/// Writes a realistic journal for the scaling benchmark (issue #14): `count` records spread
/// over the years up to `today` (at most ten years, at least one; a bigger diary is written
/// more densely, as by someone with several check-ins a day), about 70 % entries with
/// ~300-character German paragraphs, 20 % check-ins, 6 % edits and 4 % deletions — edits and
/// deletions of entries up to two years old, so they land in later month files than the
/// entry they change. Deterministic (fixed seed); written straight into the month files.
public enum RealisticStore {
    static let sentences = [
        "Heute früh war ich schon um sechs wach und konnte nicht mehr einschlafen.",
        "Im Büro war viel los, die Abgabe für das Projekt rückt näher und alle sind angespannt.",
        "Mittags bin ich mit Jule eine Runde um den See gelaufen, das hat richtig gutgetan.",
        "Seit dem Frühstück habe ich „Über den Wolken“ im Kopf, es hört einfach nicht auf.",
        "Ich habe Kaugummi gekaut, danach war der Ohrwurm für eine Weile leiser.",
        "Abends mit meiner Schwester telefoniert, wir haben über die Feiertage gesprochen.",
        "Eigentlich ein ruhiger Tag, nichts Besonderes passiert, ich war aber müde.",
        "Die Tetris-Melodie dudelt wieder, eher angenehm als störend.",
        "Total gestresst wegen der Steuererklärung, niemanden gesehen und kaum gegessen.",
        "Nach dem Sport ging es mir deutlich besser, die Laune ist gestiegen.",
        "Im Radio lief ein altes Lied von Nena, seitdem summe ich es ständig vor mich hin.",
        "Mit den Kollegen Kaffee getrunken und über den Urlaub im Sommer geredet.",
        "Der Regen hat den ganzen Tag nicht aufgehört, ich bin drinnen geblieben.",
        "Habe versucht, mit Podcasts gegen die Musik im Kopf anzukommen, hat halb geholfen.",
        "Am Wochenende waren wir wandern, oben auf dem Berg war es wunderschön.",
        "Heute war ein schlechter Tag, alles ist schiefgegangen und ich war gereizt.",
    ]

    public static let today = DayKey("2026-11-29")!

    /// The paragraph for record `i`: sentences until about 300 characters.
    static func paragraph(_ rng: inout SplitMix) -> String {
        var text = ""
        while text.count < 280 {
            if !text.isEmpty { text += " " }
            text += sentences[Int(rng.next() % UInt64(sentences.count))]
        }
        return text
    }

    static func fields(_ rng: inout SplitMix) -> EntryFields {
        var raw = EntryFields.Raw()
        let r = rng.next()
        raw.mood = [Mood.good, .neutral, .bad][Int(r % 3)]
        raw.musicInHead = r & 8 != 0
        raw.songName = raw.musicInHead ? ["Über den Wolken", "99 Luftballons", "Tetris"][Int((r >> 8) % 3)] : nil
        raw.earwormStrength = raw.musicInHead ? .strong : nil
        raw.distress = raw.musicInHead ? .medium : nil
        raw.countermeasures = raw.musicInHead && r & 16 != 0
        raw.countermeasureActivity = raw.countermeasures == true ? "Kaugummi gekaut" : nil
        raw.socialContact = r & 32 != 0
        raw.stress = raw.musicInHead ? nil : .low
        return EntryFields(raw: raw)
    }

    /// Days the diary spans for `count` records.
    public static func spanDays(_ count: Int) -> Int { min(3650, max(365, count / 2)) }

    public static func generate(directory: String, count: Int) throws {
        var writer = try MonthFileWriter(store: directory)
        var rng = SplitMix(seed: 14)
        let span = spanDays(count)
        let end = LocalTimestamp(iso8601: today.description + "T07:00:00+01:00")!.epochSeconds
        let start = end - span * 86_400
        let step = Double(end - start) / Double(max(count, 1))
        var live: [(id: String, revision: Int, entry: DiaryEntry)] = []
        for i in 0..<count {
            let at = LocalTimestamp(epochSeconds: start + Int(Double(i) * step), utcOffsetSeconds: 3600)
            let roll = rng.next() % 100
            let record: JournalRecord
            // An entry of up to two years ago (biased to recent ones), for an edit or deletion.
            func pickOld() -> Int? {
                guard !live.isEmpty else { return nil }
                let back = Int(rng.next() % UInt64(min(live.count, max(1, Int(730.0 * 86_400 / step * 0.7)))))
                return live.count - 1 - back
            }
            if roll < 4, let k = pickOld() {
                let old = live.remove(at: k)
                record = .tombstone(Tombstone(id: old.id, revision: old.revision + 1, deletedAt: at))
            } else if roll < 10, let k = pickOld() {
                var e = live[k].entry
                e.revision += 1
                e.revisedAt = at
                e.fields = fields(&rng)
                e.transcript = paragraph(&rng)
                live[k] = (e.id, e.revision, e)
                record = .entry(e)
            } else if roll < 30 {
                let rating = SnapshotRating(rawValue: Int(rng.next() % 5) + 1)!
                record = .snapshot(Snapshot(id: "bench-s\(i)", createdAt: at, rating: rating, source: .notification,
                                            followUpNote: rating.awaitsFollowUp ? "Kaffee mit Ben" : nil,
                                            followUpDismissed: false))
            } else {
                // A few entries are written the next morning about the day before.
                let day = roll % 7 == 0 ? at.day.adding(days: -1) : at.day
                let e = DiaryEntry(id: String(format: "%08x-bench-%08d", UInt32(truncatingIfNeeded: rng.next()), i),
                                   createdAt: at, day: day, fields: fields(&rng), transcript: paragraph(&rng),
                                   source: .repl)
                live.append((e.id, 1, e))
                record = .entry(e)
            }
            try writer.add(record)
        }
        try writer.flush()
    }
}
