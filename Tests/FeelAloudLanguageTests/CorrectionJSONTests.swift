import Testing
import FeelAloudCore
@testable import FeelAloudLanguage

/// `correct --json` (CONTRACT.md §3).
@Suite struct CorrectionJSONTests {
    let fields = #"{"mood":"good","musicInHead":true,"songName":"Skandal im Sperrbezirk","earwormStrength":"medium","distress":"low","countermeasures":false,"countermeasureActivity":null,"socialContact":false,"stress":null}"#

    @Test func appliesACorrection() throws {
        let r = CorrectionJSON.run(input: #"{"fields": \#(fields), "utterance": "5 hoch"}"#)
        #expect(r.failure == nil && r.error == nil)
        let out = try JSONValue.parse(r.output)
        #expect(out["fields"]?["distress"]?.stringValue == "high")
        #expect(out["changed"] == .array([.string("distress")]))
        #expect(out["clarify"] == nil)
        #expect(r.output.hasSuffix("\n"))
    }

    @Test func asksBackWithUnchangedFields() throws {
        let r = CorrectionJSON.run(input: #"{"fields": \#(fields), "utterance": "Stress war hoch"}"#)
        #expect(r.failure == nil)
        let out = try JSONValue.parse(r.output)
        #expect(out["changed"] == .array([]))
        #expect(out["clarify"]?.stringValue?.isEmpty == false)
        #expect(try EntryFields(json: out["fields"]!) == EntryFields(json: JSONValue.parse(fields)))
    }

    @Test func keysInContractOrder() throws {
        let r = CorrectionJSON.run(input: #"{"utterance": "kein Ohrwurm", "fields": \#(fields)}"#)
        let out = try JSONValue.parse(r.output)
        #expect(out.objectValue?.map(\.0) == ["fields", "changed", "dayOffset"])
        #expect(out["fields"]?.objectValue?.map(\.0) == FieldKey.allCases.map(\.rawValue))
        #expect(out["changed"] == .array(["musicInHead", "songName", "earwormStrength", "distress"].map { .string($0) }))
    }

    @Test func confirmationChangesNothing() throws {
        let r = CorrectionJSON.run(input: #"{"fields": \#(fields), "utterance": "ja, passt"}"#)
        let out = try JSONValue.parse(r.output)
        #expect(out["changed"] == .array([]) && out["clarify"] == nil)
    }

    @Test func malformedInputIsAUsageError() {
        for bad in ["", "nicht json", "[]", #"{"utterance": "ja"}"#, #"{"fields": {}, "utterance": 3}"#,
                    #"{"fields": {"mood": "super"}, "utterance": "ja"}"#] {
            let r = CorrectionJSON.run(input: bad)
            #expect(r.failure != nil, "\(bad)")
            #expect(r.output.isEmpty)
            #expect(r.error?.isEmpty == false)
        }
    }
}
