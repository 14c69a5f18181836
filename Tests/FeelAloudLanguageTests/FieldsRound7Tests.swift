import FeelAloudCore
import Testing
@testable import FeelAloudLanguage

/// Round 7, the earworm block, distress, stress and countermeasures on regional and dictated
/// text: one story per shared mechanism, each a sentence of its own (not a corpus line), with
/// the boundary next to it.
struct FieldsRound7Tests {
    let extractor = RuleBasedExtractor()

    func read(_ text: String) throws -> EntryFields { try extractor.extract(text).fields }

    // MARK: negation behind particles, post-posed, pronominal

    @Test func pronominalKeinBeforeANewPhraseInDictation() throws {
        // no comma: "koan" before an article or pronoun is a pronoun, it denies the earworm
        #expect(try read("war a langer tog ohrwurm hob i koan des is wenigstens guad").musicInHead == false)
        // a "kein" before its noun stays a determiner of that noun
        #expect(try read("Ohrwurm hab ich seit heute früh, keine Ahnung warum.").musicInHead)
    }

    @Test func postVerbalNegationAcrossCopulaAndPronoun() throws {
        #expect(try read("mei fuass duad weh gstresst bin i ned").stress == Severity.none)
        #expect(try read("Gestresst war ich heute null.").stress == Severity.none)
        #expect(try read("Gestresst war ich heute.").stress == .medium)
    }

    @Test func emphaticKeinBisschenAfterAFrontedLevelWord() throws {
        #expect(try read("Gestresst war ich kein bisschen, alles lief glatt.").stress == Severity.none)
        #expect(try read("Stress hatte ich heut kaum.").stress == .low)
    }

    @Test func swabianAuItAndSaxonGee() throws {
        #expect(try read("Viel Arbeit im Stall. Stress hon i koin ghet, an Ohrwurm au it.").musicInHead == false)
        #expect(try read("Im Lager war Chaos. Gee Ohrwurm, gee Zeit für nüscht.").musicInHead == false)
        // Saxon "gee" = geh stays a verb before anything that is no capitalised noun cue
        #expect(try read("Ich gee jetzt heeme, hab seit Mittag en Ohrwurm.").musicInHead)
    }

    @Test func contrastiveNichtSondernKeepsTheCue() throws {
        let f = try read("Im Kopf hab ich aber nicht Beethoven, sondern den Radetzky-Marsch. Kommt immer wieder.")
        #expect(f.musicInHead)
        #expect(f.songName == "Radetzky-Marsch")
    }

    // MARK: music played somewhere vs. in the head

    @Test func aSourceThatDudelsIsHeardOnly() throws {
        #expect(try read("Im Laden hat das Radio den ganzen Vormittag Schlager gedudelt, ich hab nur eingekauft.").musicInHead == false)
        #expect(try read("Seit dem Frühstück dudelt mir Despacito im Kopf rum.").musicInHead)
    }

    @Test func aDeniedStickCancelsIndirectEvidence() throws {
        #expect(try read("Im Chor haben wir 'Kein schöner Land' so oft gesungen. Im Kopf ist mir aber nichts hängen geblieben.").musicInHead == false)
        #expect(try read("Im Chor haben wir 'Kein schöner Land' gesungen, und das ist hängen geblieben.").musicInHead)
    }

    @Test func gettingRidOfMusicSaysItIsInTheHead() throws {
        let f = try read("Hab laut einen Podcast gehört, um das Lied loszuwerden.")
        #expect(f.musicInHead)
        #expect(f.countermeasures)
    }

    @Test func aNamingCueAnchorsAStickVerb() throws {
        #expect(try read("Das Lied hat mich verfolgt.").musicInHead)
    }

    // MARK: titles

    @Test func greetingsAndFunWordsAreNoTitles() throws {
        let f = try read("Moin. Den ganzen Dag Regen. Keen Stress, keen Ohrwurm.")
        #expect(f.musicInHead == false)
        #expect(f.stress == Severity.none)
    }

    @Test func participleBetweenNamingCueAndTitle() throws {
        #expect(try read("i hob an Ohrwurm ghabt vo Hulapalu, hot mi ned gstört.").songName == "Hulapalu")
    }

    @Test(arguments: [
        ("Seit dem Speedrun läuft die Lost Woods Melodie in meinem Kopf.", "Lost Woods"),
        ("Beim Fest haben alle das Badnerlied gesungen, jetzt hab ich es im Kopf.", "Badnerlied"),
        ("Hab seit der Feier Sto lat im Ohr.", "Sto lat"),
        ("Seit heute früh hab ich Şımarık von Tarkan im Kopf.", "Şımarık"),
        ("Seit heute früh hab ich Simarik von Tarkan im Kopf.", "Simarik"),
        ("Ds Guggerzytli isch mer de ganz Tag im Chopf gsi.", "Guggerzytli"),
    ])
    func gazetteerKnowsMoreWellKnownTitles(_ text: String, _ title: String) throws {
        let f = try read(text)
        #expect(f.musicInHead, "\(text)")
        #expect(f.songName.map { SongKey.words($0).joined(separator: " ").contains(SongKey.words(title).joined(separator: " ")) } == true, "\(text): \(f.songName ?? "nil")")
    }

    @Test func turkishAndPolishLettersFoldInSongKeys() {
        #expect(SongKey.words("Şımarık") == ["simarik"])
        #expect(SongKey.words("Hej Sokoły") == ["hej", "sokoly"])
    }

    // MARK: levels

    @Test func frequencyOfStressIsNoEarwormStrength() throws {
        let f = try read("Heut wars stressig ohne Ende, aber i hob an Ohrwurm ghabt vo Hulapalu.")
        #expect(f.musicInHead)
        #expect(f.earwormStrength == nil)
    }

    @Test func stressWithoutEndIsNoEarworm() throws {
        let f = try read("Bus ausgefallen, dann im Büro Stress ohne Ende. Ick war so jenervt.")
        #expect(f.musicInHead == false)
        #expect(f.stress == .medium)
    }

    @Test func istMirGleichIsNoDistress() throws {
        #expect(try read("Ha hüt de ganz Tag es Lied im Chopf gha, isch mer aber glich gsi.").distress == Severity.none)
    }
}

extension FieldsRound7Tests {
    @Test func notOutOfTheHeadIsAnEarwormForgettingIsNot() throws {
        #expect(try read("Die Melodie vom Tatort ist mir nicht aus dem Kopf gegangen.").musicInHead)
        #expect(try read("De Melodie is ma ned aus'm Kopf ganga, den gonzen Tog.").musicInHead)
        #expect(try read("Den Namen vom Lied hab ich vergessen, ist mir aus dem Kopf gegangen.").musicInHead == false)
    }

    @Test func thePerfectOfFertigMachen() throws {
        #expect(try read("Ich hatte nen richtig fiesen Ohrwurm, der hat mich fertig gemacht.").distress == .high)
    }
}

extension FieldsRound7Tests {
    @Test func aSoftenerClosingTheClauseOfAFrontedDistressWord() throws {
        let f = try read("Ich hatte einen Ohrwurm. Lästig war der Ohrwurm schon ein bisschen.")
        #expect(f.distress == .low)
        #expect(f.earwormStrength == nil)
        #expect(try read("Ich hatte einen Ohrwurm. Genervt hat mich der Ohrwurm nur ein wenig.").distress == .low)
        #expect(try read("Ein Ohrwurm plagt mich seit Stunden, ich könnt schreien.").distress == .high)
    }
}

extension FieldsRound7Tests {
    @Test func overAndOverAfterTheHeadAndCannotGetItOut() throws {
        #expect(try read("Seit dem Training läuft die Melodie in meinem Kopf 🎶 rauf und runter.").earwormStrength == .strong)
        #expect(try read("Hatte Atemlos im Kopf und bin die Treppe rauf und runter gelaufen.").earwormStrength == nil)
        #expect(try read("Ein Straßenmusiker hat 'Alperose' gespielt, und jetzt bring ich das Lied nicht mehr aus dem Kopf.").earwormStrength == .strong)
        #expect(try read("Dat Lied es mer hück dä janze Morje em Kopp erömjejange.").earwormStrength == .strong)
    }
}

extension FieldsRound7Tests {
    @Test func overallStatementsJudgeTheDayNotTheMusic() throws {
        #expect(try read("Jetzt summ ich's ständig vor mich hin. Insgesamt anstrengend, aber okay.").distress == nil)
        #expect(try read("Jetzt summ ich's ständig vor mich hin. Das nervt.").distress == .medium)
    }

    @Test func aSoftenerAfterTheDistressWordAcrossParticles() throws {
        #expect(try read("beim joggen hat sich das lied fest gesetzt läuft voll oft nervt aber kaum").distress == .low)
        #expect(try read("Hab seit heute früh einen Ohrwurm. Nicht so schlimm.").distress == Severity.none)
    }
}

extension FieldsRound7Tests {
    @Test func swissIMimChopfIsInTheHead() throws {
        let f = try read("Sit em Zmittag lauft es Lied vo Bligg i mim Chopf. Han Chäugummi gchätschet, hät nüt gnützt.")
        #expect(f.musicInHead)
        #expect(f.countermeasures)
    }

    @Test func theEffectAfterTheActivityTiesItToTheMusic() throws {
        #expect(try read("Han dä janze Daach en Ohrwurm em Kopp. Han dann Podcast jehürt, es jeht nit fott.").countermeasures)
    }

    @Test func noAnswersInEnglish() throws {
        #expect(try read("heute earworm? none. Stress? Nö.").musicInHead == false)
    }
}

extension FieldsRound7Tests {
    @Test func theArtistsTitleBesideTheHeadCountsWhenTheCuesFoundTheArtist() throws {
        let f = try read("Beim Aufwärmen ham se wieder Wolfgang Petry jespielt und nu hab ich hölle hölle hölle im kopp. Is mir ejal.")
        #expect(f.songName.map { SongKey.words($0) } == ["hoelle", "hoelle", "hoelle"])
        #expect(f.distress == Severity.none)
    }
}
