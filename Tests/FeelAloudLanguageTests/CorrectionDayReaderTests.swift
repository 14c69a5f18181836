import Testing
import FeelAloudCore
@testable import FeelAloudLanguage

/// Corrections of the entry's day (CONTRACT.md §5.3), relative to the day of writing.
@Suite struct CorrectionDayReaderTests {
    /// Sunday, 29 November 2026.
    let written = DayKey(year: 2026, month: 11, day: 29)!

    func offset(_ utterance: String) -> Int? {
        CorrectionDayReader.day(in: utterance, writtenOn: written).map { $0.dayNumber - written.dayNumber }
    }

    @Test(arguments: [
        ("das war gestern", -1), ("Das war heute, nicht gestern.", 0), ("nicht gestern, heute", 0),
        ("nicht gestern sondern heute", 0), ("war vorgestern", -2), ("das war am Freitag", -2),
        ("das war am Sonntag", 0), ("das war letzten Sonntag", -7), ("Datum 15.11.", -14),
        ("Datum: 15.11.2026", -14), ("der Eintrag ist von gestern", -1), ("das war vor drei Tagen", -3),
        ("eigentlich war das am 27.", -2), ("15. November", -14), ("das war am 3.12.", -361),
        ("Tag: gestern", -1), ("das war morgen", 1),
        // the questions' time grammar (CONTRACT.md §5.1), shared by the day reader
        ("das war am dritten März", -271), ("das war an Ostern", -238), ("Heiligabend", -340),
        ("das war am Mittwoch vor zwei Wochen", -18), ("vor einer Woche", -7), ("an Pfingsten", -189),
        ("das war Freitag letzte Woche", -9), ("am Tag der Deutschen Einheit", -57), ("am ersten Advent", 0),
        ("das war nicht an Ostern, sondern an Pfingsten", -189), ("Datum: dritter Oktober", -57),
    ])
    func readsTheDay(_ c: (String, Int)) {
        #expect(offset(c.0) == c.1, "\(c.0)")
    }

    @Test(arguments: [
        "gestern hatte ich keinen Ohrwurm", "heute war ich gestresst", "Stimmung gut", "ja", "das war nicht gestern",
        "am Sonntag war ich mit Paul unterwegs", "4 stark", "15 Minuten gejoggt", "gestern oder heute",
        "das war letzte Woche", "im Oktober", "an Ostern hatte ich Stress",
    ])
    func otherUtterancesAreNoDayCorrection(_ u: String) {
        #expect(offset(u) == nil, "\(u)")
    }

    @Test func correctJSONChangesAndAlwaysCarriesTheOffset() throws {
        let fields = #"{"mood":"good","musicInHead":false,"songName":null,"earwormStrength":null,"distress":null,"countermeasures":false,"countermeasureActivity":null,"socialContact":true,"stress":"none"}"#
        let r = CorrectionJSON.run(input: #"{"fields": \#(fields), "utterance": "das war gestern"}"#, today: written)
        let out = try JSONValue.parse(r.output)
        #expect(r.failure == nil)
        #expect(out["dayOffset"]?.intValue == -1)
        #expect(out["changed"] == .array([.string("dayOffset")]))
        #expect(try EntryFields(json: out["fields"]!) == EntryFields(json: JSONValue.parse(fields)))
        // Input offset -1, "heute, nicht gestern" goes back to 0.
        let back = try JSONValue.parse(CorrectionJSON.run(
            input: #"{"fields": \#(fields), "dayOffset": -1, "utterance": "heute, nicht gestern"}"#, today: written).output)
        #expect(back["dayOffset"]?.intValue == 0 && back["changed"] == .array([.string("dayOffset")]))
        // A field correction keeps the given offset.
        let field = try JSONValue.parse(CorrectionJSON.run(
            input: #"{"fields": \#(fields), "dayOffset": -2, "utterance": "Stimmung schlecht"}"#, today: written).output)
        #expect(field["dayOffset"]?.intValue == -2 && field["changed"] == .array([.string("mood")]))
        // The future is asked back; a positive input offset is a usage error.
        let future = try JSONValue.parse(CorrectionJSON.run(input: #"{"fields": \#(fields), "utterance": "das war morgen"}"#, today: written).output)
        #expect(future["clarify"] != nil && future["dayOffset"]?.intValue == 0 && future["changed"] == .array([]))
        #expect(CorrectionJSON.run(input: #"{"fields": \#(fields), "dayOffset": 1, "utterance": "ja"}"#, today: written).failure == .badDayOffset)
    }

    @Test func aDayClauseNextToAFieldCorrection() throws {
        let split = try #require(CorrectionDayReader.dayAndRest(in: "das war gestern, und die Stimmung war eher schlecht", writtenOn: written))
        #expect(split.day == written.adding(days: -1) && split.rest == "die Stimmung war eher schlecht")
        let negated = try #require(CorrectionDayReader.dayAndRest(in: "nicht heute, vorgestern; Nr. 8 nein", writtenOn: written))
        #expect(negated.day == written.adding(days: -2) && negated.rest == "Nr. 8 nein")
        #expect(CorrectionDayReader.dayAndRest(in: "das war gestern", writtenOn: written) == nil, "nothing else")
        #expect(CorrectionDayReader.dayAndRest(in: "gestern Stress, heute Ruhe", writtenOn: written) == nil, "no day clause")
        let fields = #"{"mood":"good","musicInHead":false,"songName":null,"earwormStrength":null,"distress":null,"countermeasures":false,"countermeasureActivity":null,"socialContact":true,"stress":"none"}"#
        let out = try JSONValue.parse(CorrectionJSON.run(
            input: #"{"fields": \#(fields), "utterance": "das war gestern, und die Stimmung war schlecht"}"#, today: written).output)
        #expect(out["fields"]?["mood"]?.stringValue == "bad")
        #expect(out["changed"] == .array([.string("mood"), .string("dayOffset")]), "\(out.serialized())")
        #expect(out["dayOffset"]?.intValue == -1)
    }
}
