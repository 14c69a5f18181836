import FeelAloudCore
import Testing
@testable import FeelAloudLanguage

/// Round 7 (branch r7-mood): mechanisms for field #1 on text nobody tuned to — another
/// person's mood in regional and unpunctuated text, contrast words against irony, tolerance
/// ("nicht schlimm" post-posed), joy phrases holding a distress word, emoji, closing verdicts,
/// overall markers in dictation, denied day judgements. Sentences are synthetic (none from
/// the held-out or check files).
struct MoodRound7Tests {
    let extractor = RuleBasedExtractor()

    func mood(_ text: String) throws -> Mood { try extractor.extract(text).fields.mood }

    @Test(arguments: [
        // a demonstrative pronoun after a clause naming a person
        ("Mit der Nachbarin geredet, die ist grad arg schlecht drauf. Sonst Wäsche gemacht.", Mood.neutral),
        ("in da früh mit da chefin brezn gmacht die war heit net gut aufglegt ohrwurm hob i koan", .neutral),
        // a person with a prepositional phrase before the verb
        ("Da Ferdl aus'm Büro woa heit komplett grantig. I hob ma nix draus gmacht. Leiwand wor's!", .good),
        // another person's state before the writer's in one unpunctuated clause
        ("mein kollege war heute mega gut drauf ich war normal", .neutral),
        // another person's attitude
        ("Hab einen Ohrwurm, der macht mich wahnsinnig! Mit meiner Schwester gechattet, die fand's lustig.", .bad),
        // congratulating someone is their joy (EvaluativeLexicon's `b` rows), not the writer's
        ("Die Kollegin war so happy wegen ihrer Beförderung. Ich hab gratuliert.", .neutral),
        // a loss stays the writer's
        ("Meine Oma ist gestorben.", .bad),
    ])
    func otherPeoplesMoods(_ text: String, _ want: Mood) throws {
        #expect(try mood(text) == want, "\(text)")
    }

    @Test(arguments: [
        // a contrast word between a misfortune and praise turns, it does not mock
        ("Nachtdienst, jetzt völlig kaputt, aber glücklich.", Mood.good),
        // a distress word inside a joy phrase
        ("Die Kleine hatte so winzige Finger, ich könnte heulen vor Rührung.", .good),
        // a post-posed denied "schlimm" is tolerance, not praise
        ("Stress war da, die Maschine ist kaputt gegangen. Ganz schlimm war das nicht.", .neutral),
        // torn between the poles
        ("Gehaltserhöhung bekommen, dann steigt die Miete. Weiß nicht, ob ich lachen oder heulen soll.", .neutral),
        // a closing annoyance-only sentence without music is a verdict
        ("Küche sieht aus wie Sau. Mit dem Mitbewohner diskutiert, ohne Ergebnis. Genervt.", .bad),
        // an overall marker in unpunctuated dictation judges from its clause on
        ("heute ohrwurm gehabt echt schlimm hat mich wahnsinnig gemacht dann musik gehört danach war ruhe also alles in allem okay", .neutral),
        // denied judgements of the day and of the mood
        ("War kein guter Tag.", .bad),
        ("Keine gute Laune heute.", .bad),
        ("Kein Stress, aber auch keine Freude.", .neutral),
        ("Gar nicht mal so übel heute.", .good),
        // a one-word praise sentence opening the entry before a misfortune
        ("Super. Zug verpasst und das Handy ist kaputt.", .bad),
        ("Super. Alles geklappt heute.", .good),
        // irony markers
        ("Super Montag. Das Update hat alles lahmgelegt, wie passend. Nervig ohne Ende.", .bad),
    ])
    func negationIronyAndVerdicts(_ text: String, _ want: Mood) throws {
        #expect(try mood(text) == want, "\(text)")
    }

    @Test(arguments: [
        ("Training, Wende endlich sauber 🥹🥹", Mood.good),
        ("Heute aufgestiegen 🔥 GG", .good),
        ("Heute nur 😔 den ganzen Tag.", .bad),
        // an emoji ends today's words before another day's in one unpunctuated clause
        ("stream dreimal gecrasht. bin so am limit rn 😤 gestern lief noch musik im kopf. heute nix", .bad),
        ("heute mega happy 🥳 gestern war noch doof", .good),
        ("Die Erdmännchen waren so süß! Abends mit Mama telefoniert, ich vermisse sie bisschen.", .good),
        // an opening filler before a clear evaluation is no neutral judgement
        ("Joa, war eigentlich schon ziemlich cool heute.", .good),
        ("Naja, war halt so ein Tag.", .neutral),
        // regional judgement words
        ("Heut war a leiwander Tag.", .good),
        ("Heit wars subba.", .good),
    ])
    func emojiHedgesAndRegionalWords(_ text: String, _ want: Mood) throws {
        #expect(try mood(text) == want, "\(text)")
    }

    /// "das System läuft wieder" is relief about a thing; "vergessen einzutragen" is about the diary.
    @Test func reliefAndDiaryRemarksAreNoMood() throws {
        #expect(try mood("Nachts Alarm, bis fünf am Fixen. Jetzt bin ich platt, aber das System läuft wieder.") == .neutral)
        #expect(try mood("Hab ich vergessen einzutragen: den ganzen Tag allein, ein bisschen angespannt.") == .neutral)
    }
}
