import FeelAloudCore

/// What a matched phrase means to the extractor. Each lexicon file maps phrases to cues;
/// the extractor's control flow only ever looks at cues, never at words.
public enum Cue: Sendable, Equatable {
    // Mood (field 1)
    /// Evaluative word or statement; weight > 0 joy, < 0 suffering. `explicit` marks direct
    /// statements about the person's mood or the day ("gute Laune", "mieser Tag").
    case mood(weight: Int, explicit: Bool)
    /// Explicitly balanced/unremarkable day ("so mittel", "ganz normaler Tag").
    case moodNeutral
    /// Ironic praise marker ("Bester Tag ever", "na toll").
    case sarcasm
    /// A small misfortune ("Fahrrad geklaut", "Heizung aus"), evidence against praise.
    case misfortune
    // Music in the head (fields 2–4)
    /// Self-sufficient sign of music in the head ("Ohrwurm", "dudelt").
    case earworm
    /// Where the music plays ("im Kopf", "geht nicht aus dem Kopf"); needs a music anchor.
    case headLocus
    /// Mentions music itself ("Lied", "Song", "Melodie", "summen").
    case musicAnchor
    /// Music only heard from outside ("Radio", "Konzert").
    case heardOnly
    /// The head is explicitly free of music ("Kopf ist frei", "Ohrwurm ist weg").
    case musicOff
    /// The writer says the earworm is someone else's or hypothetical ("ich zum Glück nicht"):
    /// no music in the head anywhere in the entry.
    case musicOffParagraph
    /// Music sticks ("klebt", "kommt immer wieder hoch"); needs a music anchor or a title.
    case musicStick
    /// Noun that introduces an unquoted title ("das Lied X", "Ohrwurm von X").
    case songIntro
    /// Verb after which a title was played or sung ("X gesungen", "X laufen lassen").
    case songOutro
    /// Intensity/persistence of the earworm (field 4); `tight` cues count only in the same
    /// clause as the music ("kurz", "oft").
    case strength(EarwormStrength, tight: Bool)
    // Distress (field 5) and stress (field 9)
    case distress(Severity)
    /// Non-music subject ("Kollege", "Wetter"): distress words in its clause are not about music.
    case otherSubject
    case stress(Severity)
    // Countermeasures (fields 6–7)
    /// An activity; `phrase` is the short German description ("*" = the words as written);
    /// `inherent` activities are
    /// countermeasures by nature (chewing gum against an earworm).
    case activity(phrase: String, inherent: Bool)
    /// Purpose or effect against the music ("um ihn loszuwerden", "hat geholfen").
    case purpose
    /// Merely intended ("wollte", "war zu faul"); `sentenceWide` markers cover the sentence.
    case intention(sentenceWide: Bool)
    /// The person did something generic against the music without naming it.
    case genericCountermeasure
    // Social contact (field 8)
    /// Interaction that stands on its own ("telefoniert", "Videocall").
    case socialInteraction
    /// Interaction that needs a person in the clause ("geredet", "besucht").
    case socialVerb
    /// A known person ("Schwester", "Kollegen", first names).
    case person(group: Bool)
    /// A preposition that ties a person to the writer ("mit", "bei").
    case companion
    /// Incidental service contact or pet; cancels interaction in its clause.
    case serviceContact
    /// The person is absent or did not answer ("ist verreist", "nicht geantwortet").
    case socialAbsent
    // Grammar
    case negator(NegationKind)
    case intensifier
    case softener
    /// Negation that only weakens ("nicht so", "nicht besonders").
    case partialNegation
    case time(DayReference)
    /// "Nachtrag": the entry is written about an earlier day.
    case addendum
    /// Hypothetical/feared ("hoffentlich", "falls"): no facts in this clause.
    case hypothetical
    /// Suppresses other matches overlapping it ("mehr nicht", "Entscheidung getroffen").
    case block
}

/// How far a negation word reaches (see Negation.swift).
public enum NegationKind: Sendable, Equatable {
    /// "nicht", "nie", "niemand": the whole clause, before and after.
    case clause
    /// "kein", "ohne": the next few words; "kein" at the end of a clause reaches back.
    case determiner
    /// "ohne": forward only.
    case forward
}

/// Which day a time phrase refers to.
public enum DayReference: Sendable, Equatable {
    case today
    case past(days: Int)
    /// Another day, not counted back exactly ("letzte Woche", "morgen").
    case otherDay
}
