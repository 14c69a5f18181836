import FeelAloudCore
import Testing
@testable import FeelAloudLanguage

/// The regular sound shifts of the regions (`SoundShifts`): forms no table lists read as their
/// standard word, real words keep their meaning, and extraction and corrections agree.
struct SoundShiftsTests {
    @Test(arguments: [
        ("glicklich", "gluecklich"),    // Saxon, Hessian, Swabian unrounding
        ("fiar", "fuer"),               // Bavarian diphthong
        ("kumbel", "kumpel"),           // Hessian lenition
        ("schian", "schoen"),           // Tyrolean
        ("sonscht", "sonst"),           // Swabian
        ("zfrieden", "zufrieden"),      // Bavarian
        ("unner", "unter"),             // Hessian, Palatinate
    ])
    func regionalFormsReadAsTheirStandardWord(_ form: String, _ standard: String) {
        #expect(SoundShifts.standard(form) == standard, "\(form)")
        #expect(GermanNormalizer.standard(form, known: PhraseIndex.lexiconKnownWords) == [standard], "\(form)")
        #expect(PhraseIndex.shared.derivedStandard[form] == standard, "\(form)")
    }

    /// Real words a shift would make keep their own meaning (the Debian word lists).
    @Test(arguments: ["jude", "ober", "kennt", "here", "hoid", "freud"])
    func realWordsAreNoShiftedForms(_ word: String) {
        #expect(SoundShifts.standard(word) == nil, "\(word)")
    }

    @Test func noFormIsAKnownWordOrARegionalTableForm() {
        let known = PhraseIndex.lexiconKnownWords
        for (form, standard) in SoundShifts.forms {
            #expect(!known.contains(form) && RegionalForms.map[form] == nil, "\(form)")
            #expect(known.contains(standard), "\(form) -> \(standard)")
        }
        #expect(SoundShifts.forms.count > 5_000)
    }

    /// `realWords` is current: each entry is a form the shifts still make (regenerate with
    /// scripts/sound-shift-real-words.py after changing the table or the lexicons).
    @Test func realWordListIsCurrent() {
        let forms = SoundShifts.unfilteredForms()
        let stale = SoundShifts.realWords.filter { forms[$0] == nil }.sorted()
        #expect(stale.isEmpty, "nicht mehr erzeugt: \(stale)")
    }

    @Test func extractionAndCorrectionsReadTheSameRegionalWords() throws {
        let fields = try RuleBasedExtractor().extract("Mit meim Kumbel beim Äppelwoi gsesse, war glicklich.").fields
        #expect(fields.socialContact == true)
        #expect(fields.mood == .good)
        #expect(CorrectionDialect.standard("glicklich", previous: nil) == "gluecklich")
    }
}
