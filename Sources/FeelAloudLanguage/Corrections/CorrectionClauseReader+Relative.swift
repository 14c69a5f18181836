import FeelAloudCore

/// Corrections relative to the shown entry and clause shapes that carry no value of their
/// own: comparatives and steps ("eine Stufe höher", "etwas besser als angegeben"), flips of a
/// yes/no field, pointers at a field ("was bei Gegenmaßnahme steht"), indefinite descriptions
/// that are no title, a bare softener.
extension CorrectionClauseReader {
    /// "Leidensdruck war höher" -> one step up from the shown value; "geringer" -> one down;
    /// "eine Stufe höher" one step, "zwei Stufen weniger" two.
    static func comparative(_ words: [String]) -> Int? {
        let up: Set<String> = ["hoeher", "mehr", "staerker", "groesser", "schlimmer", "heftiger", "intensiver"]
        let down: Set<String> = ["geringer", "niedriger", "weniger", "schwaecher", "kleiner", "leichter", "milder"]
        let core = words.filter { !comparativeFillers.contains($0) && !stepWords.contains($0) }
        guard core.count == 1 else { return nil }
        let steps = words.contains { ["zwei", "2"].contains($0) } && words.contains { stepWords.contains($0) } ? 2 : 1
        if up.contains(core[0]) { return steps }
        if down.contains(core[0]) { return -steps }
        // "eine Stufe runter", "ein Level rauf": direction words count only with a step word
        let stepped = words.contains { stepWords.contains($0) }
        if stepped, ["hoch", "rauf", "herauf", "nach oben", "oben", "drueber", "hinauf"].contains(core[0]) { return steps }
        if stepped, ["runter", "herunter", "hinunter", "tiefer", "unten", "drunter", "zurueck"].contains(core[0]) { return -steps }
        if ["runter", "herunter", "tiefer"].contains(core[0]) { return -steps }
        return nil
    }
    static let comparativeFillers: Set<String> = [
        "eher", "etwas", "bisschen", "ein", "noch", "viel", "deutlich", "als", "angezeigt", "gedacht", "doch", "nur", "sogar",
        "wesentlich", "klar", "tick", "stueck", "einen", "wohl", "um", "einiges", "eine", "angegeben", "eingetragen", "da",
        "steht", "notiert", "war", "es", "bitte",
    ]
    /// Words that count steps of a scale ("eine Stufe höher", "zwei Stufen runter").
    static let stepWords: Set<String> = ["stufe", "stufen", "level", "zwei", "2", "stueckchen"]

    /// "Stimmung etwas besser als angegeben", "eine Stufe schlechter": a mood comparative
    /// relative to the shown value (bad < neutral < good), one step.
    static func moodComparative(_ words: [String], current: Mood) -> Mood? {
        let relative = words.contains { ["als", "stufe", "tick", "etwas", "bisschen", "eher", "noch"].contains($0) }
        let core = words.filter { !comparativeFillers.contains($0) && !stepWords.contains($0)
            && !["bisschen", "wenig", "die", "der", "meine", "mein", "heute", "ich", "viel"].contains($0) }
        guard relative, core.count == 1 else { return nil }
        let order: [Mood] = [.bad, .neutral, .good]
        guard let i = order.firstIndex(of: current) else { return nil }
        if ["besser", "positiver", "froher", "heiterer"].contains(core[0]) { return order[min(2, i + 1)] }
        if ["schlechter", "mieser", "negativer", "truebe", "trueber"].contains(core[0]) { return order[max(0, i - 1)] }
        return nil
    }

    /// "was bei Gegenmaßnahme steht", "was du unter Stress eingetragen hast": pointer words
    /// around a label, no value.
    static func isFieldPointer(_ w: [String], _ range: Range<Int>, label: Range<Int>) -> Bool {
        let rest = range.filter { !label.contains($0) }.map { w[$0] }
        return rest.contains { pointerVerbs.contains($0) } && rest.allSatisfy { pointerVerbs.contains($0) || pointerWords.contains($0) }
    }
    static let pointerVerbs: Set<String> = ["steht", "stand", "eingetragen", "notiert", "drinsteht", "hast", "hattest", "angezeigt", "angegeben"]
    static let pointerWords: Set<String> = ["was", "das", "bei", "unter", "du", "ihr", "da", "dort", "hier", "jetzt", "als", "ist", "der", "die", "den", "dem", "fuer", "im", "in", "feld", "punkt"]

    /// The yes/no field `key` (#7 stands for #6) turned to the other value.
    static func flip(_ key: FieldKey, _ current: EntryFields) -> CorrectionAssignment? {
        switch key {
        case .musicInHead: return .init(key: key, value: .flag(!current.musicInHead))
        case .socialContact: return .init(key: key, value: .flag(!current.socialContact))
        case .countermeasures, .countermeasureActivity: return .init(key: .countermeasures, value: .flag(!current.countermeasures))
        default: return nil
        }
    }

    /// "song war lowkey ein banger", "das Lied war echt ein Hit": an indefinite description
    /// identifies no song (DECISIONS.md, songName), so it names no title — unless the words
    /// are a known title ("Ein bisschen Frieden").
    static func isIndefiniteDescription(_ seg: CorrectionSegment, from f: Int, to end: Int) -> Bool {
        guard let a = (f..<min(end, f + 3)).first(where: { ["ein", "eine", "einen", "so"].contains(seg.words[$0]) }), a + 1 < end,
              !["anderer", "anderes", "andere", "anderen"].contains(seg.words[a + 1]),  // "ein anderer, nämlich X"
              (f..<a).allSatisfy({ !(seg.tokens[$0].text.first?.isUppercase ?? false) }) else { return false }
        if seg.words[a] == "so", !["ein", "eine", "einen"].contains(seg.words[a + 1]) { return false }
        return SongGazetteer.shared.canonical(CorrectionText.clean(seg.text(a..<end))) == nil
    }

    /// Nothing but a softener and fillers ("nur ein bisschen", "eher etwas").
    static func isSoftenerOnly(_ body: [String]) -> Bool {
        let core = body.filter { !["nur", "eher", "so", "aber", "doch", "ja", "halt", "schon", "wohl", "mal", "war", "es", "wars"].contains($0) }
        return !core.isEmpty && CorrectionValueWords.softeners.matchesWhole(core)
    }
}
