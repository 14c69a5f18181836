import FeelAloudCore

/// A value a correction assigns to one field (internal to the parser).
enum CorrectionValue: Equatable, Sendable {
    case mood(Mood)
    case flag(Bool)
    case text(String?)
    case strength(EarwormStrength?)
    case severity(Severity?)

    /// German display text ("hoch", "ja", "„Zombie“", "nicht angegeben").
    var label: String {
        switch self {
        case let .mood(m): return GermanLabels.label(m)
        case let .flag(b): return GermanLabels.label(b)
        case let .text(t): return t ?? GermanLabels.notStated
        case let .strength(s): return s.map(GermanLabels.label) ?? GermanLabels.notStated
        case let .severity(s): return s.map(GermanLabels.label) ?? GermanLabels.notStated
        }
    }
}

/// One field assignment read from a clause.
struct CorrectionAssignment: Equatable, Sendable {
    var key: FieldKey
    var value: CorrectionValue
    /// The clause itself speaks of the music ("der Ohrwurm hat genervt"), so it implies #2 true.
    var mentionsMusic: Bool = false
    /// Named by label or number (not inferred from free speech).
    var explicit: Bool = false
    /// Rejects the current activity ("Radio hab ich nicht gehört"): a following clause may name the real one.
    var replacesActivity: Bool = false
}

/// What one clause says.
enum CorrectionReading: Sendable {
    /// Fillers, contrasts ("nicht schwach"), remarks without content.
    case noise
    /// A purpose clause ("um ihn loszuwerden"): the clause before it is a countermeasure.
    case purpose
    case assignments([CorrectionAssignment])
    /// A value without a field ("mittel"); candidates are the fields that could take it.
    case bare(text: String, candidates: [CorrectionAssignment])
    case clarify(question: String, options: [String])
    /// A field was named without a usable value ("Stimmung ist falsch"); another clause of
    /// the same utterance may supply it ("…, sie war gut"), else this is asked back.
    case missingValue(FieldKey, question: String, options: [String])
    /// The field was confirmed as shown ("Stimmung passt").
    case fieldConfirmed(FieldKey)
    case unknown
}
