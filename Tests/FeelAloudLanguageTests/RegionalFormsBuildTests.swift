import Testing
@testable import FeelAloudLanguage

/// `RegionalForms.forms` is split and folded on bytes (issue #14, first-paragraph build); it
/// gives exactly what the string code it replaced (`referenceForms`) gives, for every pair of
/// every region, in the same order.
struct RegionalFormsBuildTests {
    @Test func byteBuildEqualsStringBuild() {
        let fast = RegionalForms.forms, reference = RegionalForms.referenceForms()
        #expect(fast.count == reference.count)
        #expect(fast.count > 500)
        for (a, b) in zip(fast, reference) {
            #expect(a.form == b.form && a.standard == b.standard && a.region == b.region,
                    "\(a.form)=\(a.standard) (\(a.region)) vs \(b.form)=\(b.standard) (\(b.region))")
        }
    }

    @Test func foldsLikeGermanFolding() {
        // umlauts, ß, apostrophes and a character only `GermanFolding` folds
        let forms = RegionalForms.forms.map(\.form)
        #expect(forms.contains("noe"))
        #expect(forms.contains("hab'"))
        #expect(forms.contains("o.k."))
        #expect(RegionalForms.map["nimma"] == ["nicht", "mehr"])
    }
}
