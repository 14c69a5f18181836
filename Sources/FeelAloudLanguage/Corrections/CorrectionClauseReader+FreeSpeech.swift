import FeelAloudCore

/// The parts of a free-speech clause `CorrectionClauseReader.readFree` puts together: is the
/// music switched off, a title, the contact, the strength, and what follows an earworm label.
extension CorrectionClauseReader {
    /// A music phrase ("im Kopf", "Ohrwurm gehabt"), not thoughts ("ich hatte viel im Kopf").
    static func musicPhrase(_ w: [String], from start: Int) -> Range<Int>? {
        guard let hit = Free.musicOn.find(in: w, from: start) else { return nil }
        if ["im", "in"].contains(w[hit.lowerBound]),
           w[max(start, hit.lowerBound - 3)..<hit.lowerBound].contains(where: { Free.thoughtsNotMusic.contains($0) }) { return nil }
        return hit
    }

    /// "kein Ohrwurm", a negated earworm label, or "im Kopf hatte ich es nicht" (a negated
    /// music phrase that carries no other value).
    static func switchesMusicOff(_ w: [String], _ body: [String], from start: Int, earwormLabel: Range<Int>?, musicHit: Range<Int>?) -> Bool {
        if Free.musicOff.contains(in: body) || (earwormLabel.map { negatedBefore(w, $0.lowerBound, floor: start) } ?? false) { return true }
        guard let hit = musicHit, !w[hit].contains("nicht"),
              body.contains(where: { ["nicht", "nie", "niemals", "kein", "keinen", "keine"].contains($0) }) else { return false }
        return CorrectionValueReader.distress(body, generic: false) == nil
            && CorrectionValueReader.strength(body, generic: true) == nil
            && CorrectionValueReader.stress(body, generic: false) == nil
    }

    /// The title of a free clause: quoted (not "nicht „X“"), or "hatte X im Kopf".
    static func freeTitle(_ seg: CorrectionSegment, from start: Int, musicHit: Range<Int>?, litotes: Bool) -> String? {
        let w = seg.words
        if let q = seg.quoted, !(seg.quotedTokenRange.map { $0.lowerBound > 0 && ["nicht", "kein", "statt", "anstatt"].contains(w[$0.lowerBound - 1]) } ?? false) {
            return q
        }
        guard let hit = musicHit, !litotes else { return nil }
        if ["im", "in"].contains(w[hit.lowerBound]) {
            let title = CorrectionText.songBeforeInHead(seg, start..<hit.lowerBound)
            return title.isEmpty ? nil : title
        }
        // "hab den ganzen Tag Atemlos gesummt": a name before a humming verb (capitalised as
        // written, or a known title) is the song
        guard humVerbs.contains(w[hit.upperBound - 1]) else { return nil }
        let title = CorrectionText.songBeforeInHead(seg, start..<hit.lowerBound)
        guard !title.isEmpty, title.first?.isUppercase == true && seg.original != seg.original.lowercased()
                || SongGazetteer.shared.canonical(title) != nil else { return nil }
        return title
    }

    /// "niemanden gesehen außer meiner Schwester", "mit keinem geredet bis auf Tom": the one
    /// exception is a person one knows (a cashier or the cat after "außer" leaves it false).
    static func exceptedPerson(_ seg: CorrectionSegment, _ body: [String]) -> Bool {
        guard let k = body.firstIndex(where: { ["ausser", "ausser", "bis", "ausgenommen", "abgesehen"].contains($0) }),
              body[k] != "bis" || (k + 1 < body.count && body[k + 1] == "auf") else { return false }
        let after = Array(body[(k + 1)...])
        if after.contains(where: { Free.serviceNouns.contains($0) || Free.petNouns.contains($0) }) { return false }
        if after.contains(where: { Free.personNouns.contains($0) || Free.firstNames.contains($0) }) { return true }
        // a capitalised name right after it ("außer Jonas")
        let offset = seg.words.count - body.count
        let i = offset + k + 1 + (body[k] == "bis" ? 1 : 0)
        guard i < seg.tokens.count, seg.original != seg.original.lowercased() else { return false }
        let orig = seg.text(i..<(i + 1))
        return orig.first?.isUppercase == true && !Free.notNamesAfterMit.contains(seg.words[i]) && !CorrectionValueVocabulary.words.contains(seg.words[i])
    }

    /// Verbs of humming, singing, whistling the music ("gesummt", "vor mich hin gesungen").
    static let humVerbs: Set<String> = CorrectionYesNoWords.folded([
        "summe", "gesummt", "summte", "mitgesummt", "gesungen", "sang", "mitgesungen", "gepfiffen", "pfiff", "geträllert", "trällerte",
    ])

    /// Contact in free speech: "nicht allein", "allein", service people and pets (none),
    /// persons present or named, interaction words.
    static func freeSocial(_ seg: CorrectionSegment, _ body: [String], from start: Int) -> Bool? {
        if Free.isNotAlone(body) { return true }
        if Free.socialFalse.contains(in: body) { return exceptedPerson(seg, body) ? true : false }
        if body.contains(where: { Free.serviceNouns.contains($0) || Free.petNouns.contains($0) }),
           !mentionsPerson(body), !mentionsName(seg, from: start) { return false }
        if body.contains(where: { Free.personNouns.contains($0) }), body.contains(where: { Free.presence.contains($0) }) { return true }
        if Free.socialTrue.contains(in: body) || mentionsPerson(body) || mentionsName(seg, from: start) { return true }
        return nil
    }

    /// The earworm strength of a free clause: specific phrases when the clause is about the
    /// music (or says nothing else in a music context); not the scale words that modify a
    /// suffering word, nor a bare softener after a clause about a level.
    static func freeStrength(
        _ body: [String], named: Bool, aboutMusic: Bool, otherValue: Bool, distress: Bool, musicContext: Bool, previous: FieldKey?
    ) -> EarwormStrength? {
        guard let strength = CorrectionValueReader.strength(body, generic: named) else { return nil }
        if !aboutMusic, otherValue || !musicContext || !onlyStrengthWords(body) { return nil }
        // "gestört hat er mich schon ziemlich – nee, nur ein bisschen": a bare softener after a
        // clause about a level belongs to that level (see `bare`), not to the strength
        if !aboutMusic, previous == .distress || previous == .stress, isSoftenerOnly(body) { return nil }
        // "Der Ohrwurm war mir nur ein wenig lästig": next to a suffering word the scale words
        // modify that word; only a persistence phrase ("den ganzen Tag") is the strength.
        // ("ein bisschen genervt": a softener the strength table also lists modifies the
        // suffering word right after it, or is part of its phrase)
        // ("genervt hat mich das Lied kaum", "… total": the clause-final modifier is the fronted suffering word's)
        if distress, let dh = CorrectionValueReader.firstHit(body, CorrectionValueWords.distressSpecific),
           CorrectionNegation.softenedAtEnd(body, after: dh.range.upperBound) || CorrectionNegation.intensifiedAtEnd(body, after: dh.range.upperBound) {
            return nil
        }
        if distress,
           let sh = CorrectionValueReader.firstHit(body, CorrectionValueWords.strengthSpecific) ?? CorrectionValueReader.firstHit(body, CorrectionValueWords.strengthGeneric),
           CorrectionValueReader.strength(body, generic: false) == nil || CorrectionValueWords.softeners.matchesWhole(Array(body[sh.range])),
           let dh = CorrectionValueReader.firstHit(body, CorrectionValueWords.distressSpecific),
           sh.range.upperBound <= dh.range.lowerBound && dh.range.lowerBound - sh.range.upperBound <= 1
            || dh.range.contains(sh.range.lowerBound) { return nil }
        return strength
    }

    /// What follows an earworm label that carried no other value: "Ohrwurm von Queen" (the
    /// artist) and "Ohrwurm war Zombie" / "Ohrwurm: Atemlos" (a title: `.assignments` of the
    /// song, the music is switched on by the caller); "Ohrwurm nein" (the flag) and "Ohrwurm
    /// stark" (the strength) are the whole reading.
    static func afterEarwormLabel(_ seg: CorrectionSegment, _ label: Range<Int>, litotes: Bool) -> CorrectionReading? {
        let w = seg.words
        if label.upperBound < w.count, ["von", "vom"].contains(w[label.upperBound]) {
            let title = CorrectionText.songTitle(seg, label.upperBound..<w.count)
            if !title.isEmpty { return .assignments([CorrectionAssignment(key: .songName, value: .text(title), mentionsMusic: true)]) }
        }
        guard !litotes else { return nil }
        let after = valueWords(seg, label.upperBound..<w.count, excluding: nil)
        if let b = CorrectionValueReader.flag(after), after.count <= 3 {
            return .assignments([CorrectionAssignment(key: .musicInHead, value: .flag(b))])
        }
        if after.count <= 2, let fixed = CorrectionValueVocabulary.corrected(after, skip: nil),
           let s = CorrectionValueReader.strength(fixed, generic: true) {
            return .assignments([CorrectionAssignment(key: .earwormStrength, value: .strength(s), mentionsMusic: true)])
        }
        let hasCopula = label.upperBound < w.count && (CorrectionClauseWords.copulas.contains(w[label.upperBound]) || seg.original.contains(":"))
        guard hasCopula else { return nil }
        let title = CorrectionText.songTitle(seg, label.upperBound..<w.count)
        guard !title.isEmpty, CorrectionValueReader.strength(after, generic: true) == nil else { return nil }
        return .assignments([CorrectionAssignment(key: .songName, value: .text(title), mentionsMusic: true)])
    }
}
