import Testing
import FeelAloudCore
@testable import FeelAloudLanguage

/// Tricky rules of the correction parser (issue 4 item 2).
@Suite struct CorrectionParserTests {
    let withMusic = EntryFields(mood: .good, musicInHead: true, songName: "Skandal im Sperrbezirk",
                                earwormStrength: .medium, distress: .low)
    let withoutMusic = EntryFields(mood: .neutral, musicInHead: false, socialContact: true, stress: .medium)

    func changes(_ u: String, _ f: EntryFields) -> (EntryFields, [FieldKey])? {
        if case let .changes(n, c) = CorrectionParser.parse(u, current: f) { return (n, c) }
        return nil
    }

    func isClarify(_ o: CorrectionOutcome) -> Bool {
        if case .clarify = o { return true }
        return false
    }

    /// Forms with two readings are decided by their neighbours (`RegionalForms.contextual`),
    /// both ways: the regional reading in its context, the other reading elsewhere.
    @Test func contextualFormsReadBothWays() {
        let words = { (u: String) in CorrectionSegment(u).words }
        #expect(words("isch war ganz allää dehääm").prefix(2) == ["ich", "war"])   // Palatinate "ich"
        #expect(words("dagege hab isch Radio gehört")[2] == "ich")
        #expect(words("de Ohrwurm isch de ganz Tag gsi")[2] == "ist")                // Swiss "ist"
        #expect(words("Stress hob i kann ghabt")[3] == "keinen")                    // Franconian "keinen"
        #expect(words("hob kann Stress ghabt")[1] == "keinen")
        #expect(words("ich kann nicht klagen")[1] == "kann")                        // the verb
        #expect(words("das kann gemacht werden")[1] == "kann")
        #expect(words("dr Ohrwurm hot mi it gstört")[4] == "nicht")                 // Upper Swabian
        #expect(words("mir isch's heit it guat ganga")[3] == "nicht")
        #expect(words("hate it lol")[1] == "it")                                    // English
        #expect(words("is ma wurscht gwesn")[2] == "egal")                          // predicate
        #expect(words("a Wurscht gessn")[1] == "wurscht")                           // the sausage
        #expect(words("d stimmig isch guet gsi")[1] == "stimmung")
        #expect(words("das war stimmig")[2] == "stimmig")
        // and through the parser
        #expect(changes("dr Ohrwurm hot mi it gstört", withMusic)?.0.distress == Severity.none)
        #expect(changes("Stress hob i kann ghabt", withoutMusic)?.0.stress == Severity.none)
        #expect(changes("isch war ganz allää dehääm", withoutMusic)?.0.socialContact == false)
    }

    /// A label-only clause is a topic; a sentence after a song label is no title.
    @Test func topicClausesAndSentencesAfterALabel() {
        #expect(changes("is ma wurscht gwesn, des Liad", withMusic)?.0.distress == Severity.none)
        #expect(isClarify(CorrectionParser.parse("Stimmung gut, das Lied", current: withMusic)))  // no value of the song
        let r = changes("des Liad is ma ned aus'm Schädl gangen, den ganzn Tog", withMusic)
        #expect(r?.0.songName == "Skandal im Sperrbezirk" && r?.0.earwormStrength == .strong)
        #expect(changes("das Lied war Atemlos", withMusic)?.0.songName == "Atemlos")
        #expect(changes("Hulapalu lief bei mir im Kopf", withMusic)?.0.songName == "Hulapalu")
        // "no stress" with the music switched on in the same utterance is no conflict; a level is
        let on = changes("koan Stress, oba a Ohrwurm, Hulapalu", withoutMusic)
        #expect(on?.0.musicInHead == true && on?.0.songName == "Hulapalu" && on?.0.stress == nil)
        #expect(isClarify(CorrectionParser.parse("Stress hoch, Ohrwurm ja", current: withoutMusic)))
    }

    /// Relative corrections move the shown value: "eine Stufe höher" one step, "zwei Stufen"
    /// two, a mood comparative one step from the shown mood; a bare "besser" is a value.
    @Test func relativeStepsMoveTheShownValue() {
        #expect(changes("Leidensdruck eine Stufe höher", withMusic)?.0.distress == .medium)      // low -> medium
        #expect(changes("Leidensdruck zwei Stufen höher", withMusic)?.0.distress == .high)
        #expect(changes("der Ohrwurm war eine Stufe stärker", withMusic)?.0.earwormStrength == .strong)
        #expect(changes("Stress eine Stufe weniger", withoutMusic)?.0.stress == .low)
        let bad = EntryFields(mood: .bad, musicInHead: false, stress: .low)
        #expect(changes("die Stimmung war etwas besser als angegeben", bad)?.0.mood == .neutral)
        #expect(changes("Stimmung eine Stufe schlechter", withMusic)?.0.mood == .neutral)       // good -> neutral
        #expect(changes("Stimmung besser", bad)?.0.mood == .good)                               // a value, not a step
    }

    /// A value after a clause that only names (or points at) a flag's field is that flag's value.
    @Test func flagValueAfterAPointerToItsField() {
        let cm = EntryFields(mood: .neutral, musicInHead: true, songName: "Layla", earwormStrength: .medium,
                             distress: .low, countermeasures: true, countermeasureActivity: "Radio gehört")
        let r = changes("was bei Gegenmaßnahme steht, war keine, das Radio lief nur zufällig", cm)
        #expect(r?.0.countermeasures == false && r?.0.countermeasureActivity == nil && r?.0.distress == .low)
        #expect(changes("Gegenmaßnahme, keine", cm)?.0.countermeasures == false)
        #expect(changes("was du bei Kontakt eingetragen hast, stimmt nicht", withoutMusic)?.0.socialContact == false)
        #expect(isClarify(CorrectionParser.parse("was bei Stress steht", current: withoutMusic)))  // pointer, no value
    }

    /// Negation after a fronted mood word; "un-" is never taken for a typo of the plain word.
    @Test func postposedNegationAndUnPrefix() {
        let bad = EntryFields(mood: .bad, musicInHead: false, stress: .none)
        #expect(changes("unglücklich war ich heute nicht", bad)?.0.mood == .good)
        #expect(changes("ich war unglücklich", withMusic)?.0.mood == .bad)
        #expect(changes("Stimmung unglücklich", withMusic)?.0.mood == .bad)
        #expect(changes("glücklich war ich heute nicht", withMusic)?.0.mood == .bad)
        #expect(CorrectionValueVocabulary.corrected(["ungluecklich"], skip: nil) == nil)
        #expect(CorrectionValueVocabulary.corrected(["schelcht"], skip: nil) == ["schlecht"])
    }

    /// "ganz schön" before the word it modifies is a degree adverb (no praise, no shift);
    /// "ganz schön" at the end is praise.
    @Test func degreeGanzSchoen() {
        #expect(changes("ganz schön genervt hat mich das Lied", withMusic)?.0.distress == .medium)
        #expect(changes("das hat mich schon ganz schön genervt", withMusic)?.0.distress == .medium)
        #expect(changes("den song fand ich eigentlich ganz schön", withMusic)?.0.distress == Severity.none)
        let low = EntryFields(mood: .neutral, musicInHead: false, stress: .low)
        #expect(changes("war schon ganz schön gestresst", low)?.0.stress == .medium)
        #expect(changes("war schon richtig gestresst", low)?.0.stress == .high)
    }

    /// Whose earworm: another person's earworm beside the writer's own stress means none for
    /// the writer; "auch" shares it.
    @Test func anotherPersonsEarworm() {
        let r = changes("den Ohrwurm hatte meine Tochter, ich hatte nur Stress, ziemlich viel", withMusic)
        #expect(r?.0.musicInHead == false && r?.0.songName == nil && r?.0.stress == .medium)
        let kids = changes("die Kinder waren super drauf, ich leider gar nicht", withMusic)
        #expect(kids?.0.mood == .bad)
    }

    /// A bare activity of the shared countermeasure lexicon answers #7; after an activity it
    /// is one more; an indefinite description after a song label is no title.
    @Test func bareActivitiesAndDescriptions() {
        let k = changes("Kaugummi.", withMusic)
        #expect(k?.0.countermeasures == true && k?.0.countermeasureActivity == "Kaugummi")
        #expect(changes("Gegenmaßnahmen: Tee getrunken und spazieren gegangen", withMusic)?.0.countermeasureActivity == "Tee getrunken, spazieren gegangen")
        #expect(isClarify(CorrectionParser.parse("Kaugummi.", current: withoutMusic)))  // no music: asked back
        let b = changes("song war lowkey ein banger, hat null genervt", withMusic)
        #expect(b?.0.songName == "Skandal im Sperrbezirk" && b?.0.distress == Severity.none)
        #expect(changes("der song war ein anderer, nämlich Bohemian Rhapsody", withMusic)?.0.songName == "Bohemian Rhapsody")
        let chat = EntryFields(mood: .neutral, musicInHead: true, songName: "Layla", earwormStrength: .weak, distress: .low)
        let c = changes("Moment, da muss ich was ergänzen: ich hab gegen den Ohrwurm ein Hörbuch gehört, und die Stärke war nicht schwach, eher mittel, und gestört hat er mich schon ziemlich – nee, doch nicht ziemlich, nur ein bisschen.", chat)
        #expect(c?.0.countermeasureActivity == "Hörbuch gehört" && c?.0.earwormStrength == .medium && c?.0.distress == .low)
    }

    @Test func yesNoCancelUndoAlone() {
        for w in ["ja", "jo", "jup", "genau", "stimmt", "passt", "passt so", "speichern", "Ja, passt!", "jo passt scho"] {
            #expect(CorrectionParser.parse(w, current: withMusic) == .confirm, "\(w)")
        }
        for w in ["nein", "nee", "nö", "falsch", "Nein.", "stimmt nicht"] {
            #expect(CorrectionParser.parse(w, current: withMusic) == .reject, "\(w)")
        }
        for w in ["abbrechen", "verwerfen", "nein, abbrechen"] {
            #expect(CorrectionParser.parse(w, current: withMusic) == .cancel, "\(w)")
        }
        for w in ["rückgängig", "mach das rückgängig", "rueckgaengig"] {
            #expect(CorrectionParser.parse(w, current: withMusic) == .undo, "\(w)")
        }
    }

    @Test func rejectWordOpeningACorrectionIsAFiller() {
        let r = changes("nein, das Lied war „Verdammt, ich lieb dich“", withMusic)
        #expect(r?.0.songName == "Verdammt, ich lieb dich")
        #expect(r?.1 == [.songName])
    }

    @Test func stressWhileMusicAsksBack() {
        let o = CorrectionParser.parse("Stress war hoch", current: withMusic)
        #expect(isClarify(o))
        if case let .clarify(q, options) = o {
            #expect(q.contains("Leidensdruck"))
            #expect(options.count == 2)
        }
        #expect(isClarify(CorrectionParser.parse("9 hoch", current: withMusic)))
    }

    @Test func distressWithoutMusicAsksBack() {
        #expect(isClarify(CorrectionParser.parse("Leidensdruck hoch", current: withoutMusic)))
        #expect(isClarify(CorrectionParser.parse("5 hoch", current: withoutMusic)))
        // …but not when the same utterance says there was an earworm.
        let r = changes("doch ein Ohrwurm, Leidensdruck hoch", withoutMusic)
        #expect(r?.0.musicInHead == true && r?.0.distress == .high && r?.0.stress == nil)
    }

    @Test func ambiguousBareValueAsksWithOptions() {
        let o = CorrectionParser.parse("mittel", current: withMusic)
        guard case let .clarify(_, options) = o else { Issue.record("expected clarify"); return }
        #expect(options.contains("4 mittel") && options.contains("5 mittel"))
    }

    @Test func musicOffClearsItsFields() {
        let r = changes("kein Ohrwurm, das war nur im Radio", withMusic)
        #expect(r?.0 == EntryFields(mood: .good))
        #expect(r?.1 == [.musicInHead, .songName, .earwormStrength, .distress])
    }

    @Test func songInHeadSetsMusicSongAndStrength() {
        let r = changes("doch, ich hatte den ganzen Tag „Zombie“ im Kopf", withoutMusic)
        #expect(r?.0.musicInHead == true)
        #expect(r?.0.songName == "Zombie")
        #expect(r?.0.earwormStrength == .strong)
        #expect(r?.0.stress == nil)
    }

    @Test func activityImpliesCountermeasures() {
        let r = changes("hab dagegen Radio gehört", withMusic)
        #expect(r?.0.countermeasures == true)
        #expect(r?.0.countermeasureActivity == "Radio gehört")
        #expect(r?.1 == [.countermeasures, .countermeasureActivity])
    }

    @Test func numbersNameFields() {
        #expect(changes("4 stark", withMusic)?.0.earwormStrength == .strong)
        #expect(changes("4: stark", withMusic)?.0.earwormStrength == .strong)
        #expect(changes("Nr. 8 nein", withoutMusic)?.0.socialContact == false)
        #expect(changes("8 ja", withMusic)?.0.socialContact == true)
        #expect(changes("5 hoch", withMusic)?.0.distress == .high)
    }

    @Test func softenersAndIntensifiers() {
        #expect(changes("Stress eher wenig", withoutMusic)?.0.stress == .low)
        #expect(changes("ein bisschen angespannt war ich schon", withoutMusic)?.0.stress == .low)
        #expect(changes("das hat mich total genervt", withMusic)?.0.distress == .high)
        #expect(changes("etwas lästig", withMusic)?.0.distress == .low)
        #expect(changes("Stress extrem hoch", withoutMusic)?.0.stress == .high)
    }

    @Test func contrastIsIgnored() {
        #expect(changes("Ohrwurm war stark, nicht schwach", withMusic)?.0.earwormStrength == .strong)
    }

    /// Replacement shapes that repeat the wrong (shown) value first: the echo is rejected, the
    /// words after it or the next clause name the real value; a rejected value only one field
    /// shows names that field.
    @Test func rejectedEchoReplacesTheShownValue() {
        #expect(changes("nicht Skandal im Sperrbezirk, sondern Major Tom", withMusic)?.0.songName == "Major Tom")
        #expect(changes("statt Skandal im Sperrbezirk eher Major Tom", withMusic)?.0.songName == "Major Tom")
        #expect(changes("Skandal im Sperrbezirk? nee, Major Tom", withMusic)?.0.songName == "Major Tom")
        #expect(isClarify(CorrectionParser.parse("nicht Skandal im Sperrbezirk", current: withMusic)))
        var chewing = withMusic
        chewing.countermeasureActivity = "Kaugummi gekaut"
        #expect(changes("statt Kaugummi hab ich Tee getrunken", chewing)?.0.countermeasureActivity == "Tee getrunken")
        #expect(changes("Gegenmaßnahme war Musik hören, nicht Kaugummi", chewing)?.0.countermeasureActivity == "Musik hören")
        #expect(changes("Stress statt mittel eher hoch", withoutMusic)?.0.stress == .high)
        #expect(changes("mittel? nee, hoch", withoutMusic)?.0.stress == .high)
        #expect(changes("nicht mittel, sondern hoch", withMusic)?.0.earwormStrength == .strong)  // only #4 shows "mittel"
        #expect(changes("eher gut als schlecht", withoutMusic)?.0.mood == .good)
    }

    /// A negated matrix clause denies its "dass" clause, before or after it.
    @Test func negatedMatrixClauseDeniesTheThatClause() {
        var alone = withoutMusic
        alone.socialContact = false
        #expect(changes("es war nicht so, dass ich allein war", alone)?.0.socialContact == true)
        #expect(changes("stimmt nicht dass ich niemanden getroffen habe", alone)?.0.socialContact == true)
        #expect(changes("dass ich Stress hatte, kann ich nicht sagen", withoutMusic)?.0.stress == Severity.none)
        #expect(changes("es ist nicht so, dass mich das Lied genervt hätte", withMusic)?.0.distress == Severity.none)
        #expect(changes("es ist nicht so, dass ich einen Ohrwurm hatte", withMusic)?.0.musicInHead == false)
    }

    /// Word families: cancel beside its companions, bother / indifference words, a label after its value.
    @Test func wordFamiliesAndDislocatedLabels() {
        for u in ["ach lass, abbrechen", "stopp, abbrechen", "vergiss es einfach", "lieber doch nicht speichern", "brich ab"] {
            if case .cancel = CorrectionParser.parse(u, current: withMusic) {} else { Issue.record("\(u) is no cancel") }
        }
        if case .confirm = CorrectionParser.parse("nichts zu ändern", current: withMusic) {} else { Issue.record("nichts zu ändern") }
        // "lass mal" alone: leave it as is, or forget it? Asked back (not understood), never a cancel
        if case .notUnderstood = CorrectionParser.parse("lass mal", current: withMusic) {} else { Issue.record("lass mal") }
        for u in ["der song hat mich null gejuckt", "war mir schnuppe", "ließ mich kalt", "hat mich nicht tangiert"] {
            #expect(changes(u, withMusic)?.0.distress == Severity.none, "\(u)")
        }
        #expect(changes("hat mich angenervt", withMusic)?.0.distress == .medium)
        var bad = withoutMusic
        bad.mood = .bad
        #expect(changes("gar nicht mal so schlecht, die Stimmung", bad)?.0.mood == .good)
        #expect(changes("es ging mir heute nicht gut", withoutMusic)?.0.mood == .bad)
        #expect(changes("niemanden gesehen außer meiner Schwester", bad)?.0.socialContact == true)
    }

    @Test func dialect() {
        #expect(changes("naa, des hat mi überhaupt ned gstört", withMusic)?.0.distress == Severity.none)
        #expect(changes("koa stress", withoutMusic)?.0.stress == Severity.none)
    }

    @Test func severalCorrectionsAtOnce() {
        let r = changes("Stimmung gut und allein war ich auch", withoutMusic)
        #expect(r?.0.mood == .good && r?.0.socialContact == false)
        #expect(r?.1 == [.mood, .socialContact])
    }

    @Test func notUnderstood() {
        if case .notUnderstood = CorrectionParser.parse("bla bla", current: withMusic) {} else { Issue.record("expected notUnderstood") }
        if case .notUnderstood = CorrectionParser.parse("   ", current: withMusic) {} else { Issue.record("expected notUnderstood") }
    }

    @Test func songTitleWithoutArtist() {
        let r = changes("nee, der Song war eigentlich „Tage wie diese“ von den Toten Hosen", withMusic)
        #expect(r?.0.songName == "Tage wie diese")
        let r2 = changes("nee der song war eigentlich tage wie diese von den toten hosen", withMusic)
        #expect(r2?.0.songName == "Tage wie diese")
    }
}

/// More rules: comparatives, several numbers, contact that does not count.
@Suite struct CorrectionParserMoreTests {
    let withMusic = EntryFields(mood: .good, musicInHead: true, songName: "Skandal im Sperrbezirk",
                                earwormStrength: .medium, distress: .low)
    let alone = EntryFields(mood: .neutral, musicInHead: false, socialContact: true, stress: .medium)

    func fields(_ u: String, _ f: EntryFields) -> EntryFields? {
        if case let .changes(n, _) = CorrectionParser.parse(u, current: f) { return n }
        return nil
    }

    @Test func comparativeStepsFromTheShownValue() {
        #expect(fields("Leidensdruck war höher", withMusic)?.distress == .medium)
        #expect(fields("Stress war weniger", alone)?.stress == .low)
    }

    @Test func oneValueForSeveralNumbers() {
        let f = fields("4 und 5 hoch", withMusic)
        #expect(f?.earwormStrength == .strong && f?.distress == .high)
    }

    @Test func serviceContactAndPetsAreNoSocialContact() {
        #expect(fields("hab nur kurz mit der Kassiererin geredet", alone)?.socialContact == false)
        #expect(fields("nur mit meinem Kater geredet", alone)?.socialContact == false)
        #expect(fields("ich war doch mit meiner Schwester beim Bäcker", EntryFields())?.socialContact == true)
    }

    @Test func musicOnlyHeardIsNoEarworm() {
        #expect(fields("das Lied lief nur im Radio, im Kopf hatte ich es nicht", withMusic)?.musicInHead == false)
    }

    @Test func typoInAValueOnceTheFieldIsNamed() {
        #expect(fields("Stimmung schelcht", withMusic)?.mood == .bad)
    }

    @Test func severalActivitiesAreJoined() {
        #expect(fields("Gegenmaßnahme: joggen gegangen und Musik gehört", withMusic)?.countermeasureActivity
            == "joggen gegangen, Musik gehört")
    }
}

/// The options of an ask-back are themselves understood replies.
@Suite struct CorrectionAskBackOptionTests {
    @Test func everyOptionParsesToAChange() {
        let on = EntryFields(mood: .good, musicInHead: true, songName: "X", earwormStrength: .medium, distress: .low)
        let off = EntryFields(mood: .neutral, socialContact: true, stress: .medium)
        let asks: [(String, EntryFields)] = [
            ("mittel", on), ("hoch", on), ("Stress war hoch", on), ("Leidensdruck hoch", off),
            ("hab dagegen Radio gehört", off), ("Stimmung blau", on), ("Stärke lila", on), ("4", on), ("8", off),
        ]
        for (u, f) in asks {
            guard case let .clarify(_, options) = CorrectionParser.parse(u, current: f) else {
                Issue.record("expected clarify for \(u)"); continue
            }
            #expect(!options.isEmpty, "\(u)")
            for o in options {
                if case .changes = CorrectionParser.parse(o, current: f) {} else { Issue.record("option „\(o)“ of „\(u)“ not understood") }
            }
        }
    }
}
