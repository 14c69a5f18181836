import Testing
import FeelAloudCore
@testable import FeelAloudLanguage

/// Round 7 mechanisms of the correction dialogue, checked on phrasings of their own (not the
/// dev-file sentences they were found on): regional sound shifts, intensifying prefixes,
/// regional weekdays and day frames, number words in a row, unidentified music, the means of a
/// countermeasure, failed attempts, elliptic contrasts, intended-but-not-done activities, work
/// done alone, fronted titles.
@Suite struct CorrectionsRound7Tests {
    let withMusic = EntryFields(mood: .good, musicInHead: true, songName: "Skandal im Sperrbezirk",
                                earwormStrength: .medium, distress: .low)
    let withoutMusic = EntryFields(mood: .neutral, musicInHead: false, socialContact: true, stress: .medium)
    let written = DayKey(year: 2026, month: 12, day: 1)!  // a Tuesday

    func changes(_ u: String, _ f: EntryFields) -> EntryFields? {
        if case let .changes(n, _) = CorrectionParser.parse(u, current: f) { return n }
        return nil
    }
    func words(_ u: String) -> [String] { CorrectionSegment(u).words }
    func offset(_ u: String) -> Int? {
        CorrectionDayReader.day(in: u, writtenOn: written).map { $0.dayNumber - written.dayNumber }
    }

    /// Berlin "j" for "g" and Swabian "schd" for "st", only where the written word is unknown.
    @Test func regionalSoundShifts() {
        #expect(words("jar nich")[0] == "gar")
        #expect(words("Schdress")[0] == "stress")
        #expect(words("Schtress")[0] == "stress")
        #expect(words("hat mich null gejuckt")[3] == "gejuckt")   // standard "ge-": no "geguckt"
        #expect(words("ja jetzt")[0...1] == ["ja", "jetzt"])
        #expect(changes("dr Schdress war hoch", withoutMusic)?.stress == .high)
        var f = withMusic
        f.countermeasures = true; f.countermeasureActivity = "Radio gehört"
        #expect(changes("ick hab jar nüscht dajejen jemacht", f)?.countermeasures == false)
    }

    /// "sau-", "mega-", "super-" written together with the word raise it one step.
    @Test func intensifyingPrefixes() {
        #expect(words("saunervig") == ["total", "nervig"])
        #expect(changes("Stimmung superschlecht", withoutMusic)?.mood == .bad)
        #expect(changes("der Ohrwurm war megastark", withMusic).map { $0.earwormStrength == .strong && $0.songName == "Skandal im Sperrbezirk" } == true)
        #expect(changes("der Ohrwurm war saunervig", withMusic)?.distress == .high)
        #expect(changes("ich war megagestresst", withoutMusic)?.stress == .high)
        #expect(words("Supermarkt") == ["supermarkt"])   // no known word after the prefix
    }

    /// Weekdays one letter off ("Mittwuch", "Freitach") and no-words of the regional table in a day frame.
    @Test func regionalWeekdaysAndFrames() {
        #expect(offset("das war am Mittwuch") == -6)
        #expect(offset("am Freitach wars") == -4)
        #expect(offset("nö, net gestern, vorgestern") == -2)
        #expect(offset("das war am Feiertag") == nil)
    }

    /// "vier schwach fünf hoch": number words in a row split like digits; "vier und fünf beide hoch" stays one.
    @Test func numberWordsInARow() throws {
        let f = try #require(changes("vier schwach fünf nur gering", withMusic))
        #expect(f.earwormStrength == .weak && f.distress == .low)
        let both = try #require(changes("vier und fünf beide hoch", withMusic))
        #expect(both.earwormStrength == .strong && both.distress == .high)
    }

    /// "irgendein Sound", "irgendwas aus der Werbung": nothing identifies the music (null);
    /// an artist after "von" does.
    @Test func unidentifiedMusic() {
        #expect(changes("das Lied war irgendwas aus der Werbung", withMusic).map { $0.songName == nil && $0.musicInHead } == true)
        #expect(changes("der Song war irgendeiner von Queen", withMusic)?.songName == "Queen")
    }

    /// "ihn mit Klavier spielen zu vertreiben": "mit" before a verb phrase names the means;
    /// "…, hat nicht geklappt" is a failed attempt, which counts.
    @Test func meansAndFailedAttempts() {
        #expect(changes("hab versucht, ihn mit Klavier spielen zu vertreiben", withMusic)?.countermeasureActivity == "Klavier spielen")
        #expect(changes("hab versucht, ihn mit lauter Musik zu übertönen", withMusic)?.countermeasureActivity == "mit lauter Musik")
        let failed = changes("hab dagegen Tee getrunken, hat nicht geklappt", withMusic)
        #expect(failed?.countermeasures == true && failed?.countermeasureActivity == "Tee getrunken")
    }

    /// "der Ohrwurm hat mich nicht gestört, eher unterhalten": the ellipsis keeps the music as
    /// its subject, so "unterhalten" is no conversation.
    @Test func ellipticContrastKeepsTheSubject() throws {
        var f = withMusic
        f.socialContact = false
        let out = try #require(changes("der Ohrwurm hat mich nicht gestört, eher unterhalten", f))
        #expect(out.distress == Severity.none && out.socialContact == false)
    }

    /// "Spaziergang wollte ich machen, hab ich dann aber nicht gemacht": the current activity did not happen.
    @Test func intendedButNotDone() {
        var f = withMusic
        f.countermeasures = true; f.countermeasureActivity = "Spaziergang, Tee getrunken"
        #expect(changes("Spaziergang wollte ich eigentlich machen, hab ich dann aber nicht gemacht", f)?.countermeasureActivity == "Tee getrunken")
        f.countermeasureActivity = "Spaziergang"
        #expect(changes("den Spaziergang wollte ich machen, hab ich aber nicht getan", f)?.countermeasures == false)
    }

    /// "ich musste alles alleine stemmen" is the work load, not a day without people.
    @Test func workDoneAlone() throws {
        let out = try #require(changes("Stress hoch, ich musste alles alleine stemmen", withoutMusic))
        #expect(out.stress == .high && out.socialContact == true)
        #expect(changes("ich war den ganzen Tag allein", withoutMusic)?.socialContact == false)
    }

    /// "das Kufsteinlied hatte ich den ganzen Tag im Kopf": the fronted object is the title.
    @Test func frontedTitle() throws {
        let out = try #require(changes("das Kufsteinlied hatte ich den ganzen Tag im Kopf", withoutMusic))
        #expect(out.musicInHead && out.songName == "Kufsteinlied" && out.earwormStrength == .strong)
        #expect(changes("heute hatte ich den ganzen Tag Ruhe im Kopf", withoutMusic)?.songName == nil)
    }

    /// Negation scope past degree words ("nicht so richtig genervt" is partial, like "nicht so
    /// genervt"), clause-final modifiers of a fronted predicate whose subject is the music
    /// ("genervt hat mich das Lied kaum" / "… total"), and "nicht wirklich allein".
    @Test func negationScopeAndClauseFinalModifiers() {
        #expect(changes("der Song hat mich nicht so richtig gestört", withMusic)?.distress == .low)
        #expect(changes("gestresst war ich nicht", withoutMusic)?.stress == Severity.none)
        let soft = changes("gestört hat mich der Song eigentlich kaum", withMusic)
        #expect(soft?.distress == .low && soft?.earwormStrength == .medium)
        #expect(changes("genervt hat mich das Lied extrem", withMusic)?.distress == .high)
        #expect(changes("so schlimm war das Lied gar nicht", withMusic)?.distress == .low)
        var alone = withoutMusic
        alone.socialContact = false
        #expect(changes("ich war nicht wirklich alleine, die Nachbarin war da", alone)?.socialContact == true)
        #expect(changes("Kontakt stimmt nicht, ganz allein war ich", withoutMusic)?.socialContact == false)
    }

    /// A clause-final negation past the four-word window, "nicht X aber auch nicht Y" without a
    /// comma, "was von <artist>".
    @Test func finalNegationNeitherNorSomethingBy() {
        #expect(changes("nee, gestört hat er mich eigentlich überhaupt nicht", withMusic)?.distress == Severity.none)
        var f = withoutMusic
        f.mood = .good
        #expect(changes("die Laune war nicht super aber auch nicht mies", f)?.mood == .neutral)
        #expect(changes("Ohrwurm hatte ich schon, aber nicht Skandal im Sperrbezirk, sondern was von Queen", withMusic)?.songName == "Queen")
    }

    /// "bin heut ziemlich down gewesen": the writer as subject of a copula with a mood word is the
    /// mood; "aber eher selten im Kopf" names no title; "gehört zum Samstag" is a day.
    @Test func writerCopulaModifierTitlesDayFrame() {
        #expect(changes("war heute ehrlich gesagt ziemlich down", withoutMusic)?.mood == .bad)
        #expect(changes("bin heut richtig happy gewesen", withoutMusic)?.mood == .good)
        let f = changes("das Lied war nervig, aber eher selten im Kopf", withMusic)
        #expect(f?.songName == "Skandal im Sperrbezirk")
        #expect(offset("gehört eigentlich zum Sonntag") == -2)
    }

    /// "nicht X, sondern Y" shapes: a negated level word before the label bends the level, not
    /// the label; an activity after a rejected one replaces it even when it mentions music.
    @Test func notXButY() {
        let strong = changes("das war kein schwacher Ohrwurm, sondern ein ziemlich starker", withMusic)
        #expect(strong?.musicInHead == true && strong?.earwormStrength == .strong)
        var f = withMusic
        f.countermeasures = true; f.countermeasureActivity = "Tee getrunken"
        let out = changes("nicht Tee getrunken, sondern laut Musik gehört", f)
        #expect(out?.countermeasures == true && out?.countermeasureActivity == "laut Musik gehört")
    }

    /// Another person's state never becomes the writer's, also without a clause of the writer's
    /// ("mein Vater hat angerufen, ihm ging es schlecht": contact yes, mood unchanged); a bare
    /// "sie" after a field label is that field ("die Stimmung ist falsch, sie war schlecht").
    @Test func otherPeopleWithoutAWriterClause() throws {
        var f = withoutMusic
        f.socialContact = false
        let out = try #require(changes("mein Vater hat angerufen, ihm ging es schlecht", f))
        #expect(out.socialContact == true && out.mood == .neutral)
        #expect(changes("die Laune ist falsch, sie war mies", withoutMusic)?.mood == .bad)
        #expect(changes("die Kollegen hatten Stress, ich hatte keinen", withoutMusic)?.stress == Severity.none)
    }
}
