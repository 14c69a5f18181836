import FeelAloudCore

/// Clauses whose meaning is given by another clause of the utterance:
/// - a **negated matrix clause** denies the "dass" clause it frames ("es war nicht so, dass ich
///   allein war", "ich würde nicht sagen, dass mich das Lied genervt hat", "dass ich gestresst war,
///   stimmt nicht"), as `NegationScope` reads "Dass ich gestresst war, kann ich nicht sagen";
/// - a **right-dislocated label** ("gar nicht mal so schlecht, die Stimmung") names the field of
///   the value clause beside it.
extension CorrectionParser {
    /// Words a matrix clause may consist of besides its negation ("es war nicht so", "das stimmt
    /// so nicht", "ich kann nicht behaupten", "würde ich nicht sagen", "ist nicht der Fall").
    static let matrixFrameWords: Set<String> = CorrectionYesNoWords.folded([
        "es", "das", "des", "dat", "war", "ist", "is", "wars", "so", "stimmt", "stimmte", "sagen", "sag", "behaupten",
        "würde", "würd", "wuerde", "kann", "könnte", "man", "ich", "i", "glaube", "glaub", "denke", "gar", "überhaupt",
        "wirklich", "wahr", "richtig", "korrekt", "der", "fall", "trifft", "zu", "eigentlich", "doch", "also", "ja", "halt",
        "eben", "aber", "nee", "nein", "mal", "ganz", "jetzt", "hab", "habe", "gesagt", "gemeint", "meinte", "wollte",
        "schreiben", "geschrieben", "steht", "da", "dort", "wie", "angegeben", "eingetragen", "erkannt", "direkt",
        "ehrlich", "gesagt", "sicher", "keineswegs", "gelogen", "quatsch", "unsinn", "blödsinn", "falsch", "von", "wegen",
    ])
    /// Rejection words that deny like a negation in a matrix clause ("es ist falsch, dass …").
    static let matrixRejections: Set<String> = CorrectionYesNoWords.folded([
        "falsch", "quatsch", "unsinn", "blödsinn", "gelogen", "keineswegs", "wegen",
    ])

    /// A short clause that only denies ("es war nicht so", "stimmt nicht", "ich würde nicht sagen").
    static func isNegatedMatrix(_ words: [String]) -> Bool {
        guard !words.isEmpty, words.count <= 7, words.allSatisfy({ matrixFrameWords.contains($0) || CorrectionValueWords.negators.contains($0) })
        else { return false }
        return words.contains { ["nicht", "nich", "ned", "net", "nit", "nie", "niemals"].contains($0) || matrixRejections.contains($0) }
    }

    /// The "dass" that opens a clause ("dass ich …"; a bare "das" only before a subject or object).
    static func opensThatClause(_ w: [String]) -> Bool {
        guard let f = w.first else { return false }
        if f == "dass" { return w.count >= 2 }
        return f == "das" && w.count >= 3 && ["ich", "i", "mich", "mir", "es", "mi"].contains(w[1])
    }

    /// "stimmt nicht dass ich allein war" without a comma: the frame and the clause as two segments.
    /// "die Stimmung war nicht gut aber auch nicht schlecht" (no comma): the "aber auch nicht"
    /// half becomes a clause of its own, so `neitherNor` reads both sides.
    static func splitNeitherNor(_ segments: [CorrectionSegment]) -> [CorrectionSegment] {
        segments.flatMap { seg -> [CorrectionSegment] in
            let w = seg.words
            guard let k = w.indices.first(where: { $0 >= 2 && $0 + 2 < w.count && w[$0] == "aber" && w[$0 + 1] == "auch"
                      && CorrectionValueWords.negators.contains(w[$0 + 2]) }),
                  w[..<k].contains(where: { CorrectionValueWords.negators.contains($0) }) else { return [seg] }
            return [CorrectionSegment(seg.text(0..<k)), CorrectionSegment(seg.text(k..<w.count))]
        }
    }

    static func splitMatrix(_ segments: [CorrectionSegment]) -> [CorrectionSegment] {
        splitNeitherNor(segments).flatMap { seg -> [CorrectionSegment] in
            let w = seg.words
            guard let k = w.indices.first(where: { $0 > 0 && w[$0] == "dass" }), isNegatedMatrix(Array(w[..<k])),
                  k + 1 < w.count else { return [seg] }
            return [CorrectionSegment(seg.text(0..<k)), CorrectionSegment(seg.text(k..<w.count))]
        }
    }

    /// Denies the "dass" clause a negated matrix clause frames (before or after it); the frame
    /// itself says nothing.
    static func negatedMatrix(_ readings: [CorrectionReading], _ segments: [CorrectionSegment]) -> [CorrectionReading] {
        var out = readings
        for i in segments.indices where isNegatedMatrix(segments[i].words) {
            let clause: Int? = i + 1 < segments.count && opensThatClause(segments[i + 1].words) ? i + 1
                : i > 0 && opensThatClause(segments[i - 1].words) ? i - 1 : nil
            guard let c = clause, let denied = denied(readings[c], segments[c]) else { continue }
            out[c] = denied
            out[i] = .noise
        }
        return out
    }

    /// The opposite of a clause's reading: a flag flips, a level goes to none (a suffering or
    /// stress word) or to the lowest non-zero step (a scale word, or a denied "none"), a mood
    /// turns over, a title or activity is rejected. A music switch that only comes with another
    /// value of the clause ("dass mich das Lied genervt hat") stays.
    static func denied(_ r: CorrectionReading, _ seg: CorrectionSegment) -> CorrectionReading? {
        guard case let .assignments(a) = r, !a.isEmpty else { return nil }
        let scaleWord = CorrectionValueReader.firstHit(seg.words, CorrectionValueWords.severityGeneric) != nil
        var out: [CorrectionAssignment] = []
        for var x in a {
            if x.key == .musicInHead, a.count > 1 { out.append(x); continue }
            switch x.value {
            case let .flag(b): x.value = .flag(!b)
            case let .severity(s?):
                x.value = .severity(s == Severity.none || scaleWord ? .low : Severity.none)
            case .severity(nil): return nil
            case let .strength(s): x.value = .strength(s == nil ? nil : .weak)
            case let .mood(m): x.value = .mood(m == .good ? .bad : m == .bad ? .good : .neutral)
            case .text:
                if x.key == .songName { return CorrectionClauseReader.ask(.songName, []) }
                x = CorrectionAssignment(key: .countermeasures, value: .flag(false))
            }
            out.append(x)
        }
        return .assignments(out)
    }

    /// "gar nicht mal so schlecht, die Stimmung": a clause that is only a label with its
    /// article, beside a clause no field claimed, gives that clause its field.
    static func dislocatedLabels(_ readings: [CorrectionReading], _ segments: [CorrectionSegment], current: EntryFields) -> [CorrectionReading] {
        var out = readings
        for i in readings.indices {
            guard case let .missingValue(key, _, _) = readings[i], [.mood, .stress, .distress, .earwormStrength, .socialContact].contains(key),
                  topicKeys(segments[i]) != nil else { continue }
            for j in [i - 1, i + 1] where j >= 0 && j < readings.count {
                switch out[j] {
                case .unknown, .bare, .noise: break
                default: continue
                }
                let seg = segments[j]
                guard case let .assignments(a) = CorrectionClauseReader.readValue(key, seg, 0..<seg.words.count, current: current, negatedLabel: false),
                      !a.isEmpty else { continue }
                out[j] = .assignments(a)
                out[i] = .fieldConfirmed(key)
                break
            }
        }
        return out
    }

    /// Exhaustion words the mood table reads as a bad mood ("fertig", "durch", "k.o."): beside a
    /// stress value of the same utterance ("heit woa i gonz fertig, total im Stress") they
    /// describe the stress, not the mood.
    static let exhaustionWords: Set<String> = CorrectionYesNoWords.folded([
        "fertig", "durch", "k.o.", "ko", "erledigt", "platt", "kaputt", "erschöpft", "ausgelaugt", "groggy", "alle",
    ])

    static func exhaustionBesideStress(_ readings: [CorrectionReading], _ segments: [CorrectionSegment]) -> [CorrectionReading] {
        let stress = readings.contains { r in
            if case let .assignments(a) = r { return a.contains { $0.key == .stress } }
            return false
        }
        guard stress else { return readings }
        var out = readings
        for i in readings.indices {
            let a: [CorrectionAssignment]
            switch readings[i] {
            case let .assignments(x): a = x
            case let .bare(_, candidates) where candidates.count == 1: a = candidates
            default: continue
            }
            guard a.contains(where: { $0.key == .mood }), !a.contains(where: { $0.key == .stress }) else { continue }
            let w = segments[i].words
            guard w.contains(where: { exhaustionWords.contains($0) }),
                  CorrectionValueReader.mood(w.filter { !exhaustionWords.contains($0) }) == nil,
                  CorrectionClauseReader.firstLabel(w, from: 0)?.group != .mood else { continue }
            let rest = a.filter { $0.key != .mood }
            out[i] = rest.isEmpty ? .noise : .assignments(rest)
        }
        return out
    }
}
