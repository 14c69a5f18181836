import FeelAloudCore

/// One piece of evidence the rule-based extractor saw for a field: the words as written and
/// how they were read (`feelaloud extract --explain`).
public struct EvidenceItem: Sendable, Equatable {
    /// The matched words of the original text.
    public let text: String
    /// The rule that matched (e.g. "stress.medium").
    public let rule: String
    public let negated: Bool
    /// The clause is about another day than the entry's.
    public let otherDay: Bool
    /// The clause is about another person ("Meine Schwester war völlig fertig").
    public let otherPerson: Bool
}

extension RuleBasedExtractor {
    /// Per field the words that were read as evidence for it, in text order.
    public static func explain(_ text: String) throws(ExtractionError) -> [FieldKey: [EvidenceItem]] {
        var bytes = Array(text.utf8.prefix(analysisLimit))
        while let l = bytes.last, l & 0xC0 == 0x80 { bytes.removeLast() }
        if text.utf8.count > analysisLimit, let l = bytes.last, l >= 0xC0 { bytes.removeLast() }
        try check(bytes)
        let reader = ParagraphReader(TextAnalysis(bytes: bytes))
        return reader.evidence()
    }
}

extension ParagraphReader {
    /// The field a cue is evidence for (nil: grammar, time, blocks).
    static func field(of cue: Cue) -> FieldKey? {
        switch cue {
        case .mood, .moodNeutral, .sarcasm, .misfortune: return .mood
        case .earworm, .headLocus, .musicAnchor, .heardOnly, .musicOff, .musicOffParagraph, .musicStick: return .musicInHead
        case .songIntro, .songOutro: return .songName
        case .strength: return .earwormStrength
        case .distress: return .distress
        case .activity, .purpose, .intention, .genericCountermeasure: return .countermeasures
        case .socialInteraction, .socialVerb, .person, .serviceContact, .socialAbsent: return .socialContact
        case .stress: return .stress
        default: return nil
        }
    }

    func evidence() -> [FieldKey: [EvidenceItem]] {
        var out: [FieldKey: [EvidenceItem]] = [:]
        for c in 0..<a.clauseCount {
            for k in a.byClause[c] {
                guard let f = ParagraphReader.field(of: a.cue(k)) else { continue }
                let m = a.matches[k]
                let item = EvidenceItem(text: a.original(m.start, m.end - 1), rule: a.index.rules[m.rule].id,
                                        negated: a.polarity(k) == .negated, otherDay: !isEntryDay(clause: c),
                                        otherPerson: aboutOtherPerson(c))
                out[f, default: []].append(item)
            }
        }
        return out
    }

    /// Fields decided without a clear cue: mood with no mood word at all, music in the head
    /// found only from weak signs (no "Ohrwurm"/"im Kopf"), social contact without any person
    /// or interaction word.
    func inferredFields(_ r: ReadingResult) -> Set<FieldKey> {
        var moodCue = false, musicCue = false, socialCue = false
        for c in 0..<a.clauseCount where isEntryDay(clause: c) {
            for k in a.byClause[c] {
                switch a.cue(k) {
                case .mood, .moodNeutral: moodCue = true
                case .earworm, .headLocus: musicCue = true
                case .socialInteraction, .socialVerb, .person, .socialAbsent: socialCue = true
                default: break
                }
            }
        }
        var out = Set<FieldKey>()
        if !moodCue { out.insert(.mood) }
        if r.musicInHead && !musicCue { out.insert(.musicInHead) }
        if r.socialContact && !socialCue { out.insert(.socialContact) }
        return out
    }
}
