import Testing
@testable import FeelAloudCore

/// Errors carry data; the catalogue words every case once (issue #16). For each typed reason
/// every case has a sample below — the exhaustive `name` switches make a new case a compile
/// error here until it gets one — and its German text must be a real phrase: not empty, no
/// leftover placeholder, and every piece of data the case carries (key, path, code, offset)
/// appears in it.
@Suite struct FailureWordingTests {
    static let parse = JSONParseError(offset: 17, kind: .keyExpected)
    static let field = FieldDecodingError(key: "mood", defect: .unknownValue("grumpy"))

    static let recordDefects: [RecordDefect] = [
        .notJSON(parse), .notAnObject, .missing(key: "createdAt"), .notText(key: "kind"), .empty(key: "id"),
        .notBool(key: "followUpDismissed"), .badRevision(key: "revision"),
        .notTimestamp(key: "createdAt", text: "gestern"), .notDay(key: "day", text: "2026-13-01"),
        .unknownValue(key: "source", value: "fax"), .badRating(key: "rating"), .field(field), .versionMissing,
        .versionUnsupported(3, expected: 2), .dataMissing, .unknownKind("party"), .unknownKindV1("party"),
        .schemaVersionMissing, .badSchemaVersion, .unknownSchemaVersion(0), .remindersNotAnObject,
        .hourNotANumber(slot: "morgens"), .minuteNotANumber(slot: "abends"), .badReminderTime(slot: "mittags"),
        .badDayOffset,
    ]
    static func name(_ d: RecordDefect) -> String {
        switch d {
        case .notJSON: "notJSON"
        case .notAnObject: "notAnObject"
        case .missing: "missing"
        case .notText: "notText"
        case .empty: "empty"
        case .notBool: "notBool"
        case .badRevision: "badRevision"
        case .notTimestamp: "notTimestamp"
        case .notDay: "notDay"
        case .unknownValue: "unknownValue"
        case .badRating: "badRating"
        case .field: "field"
        case .versionMissing: "versionMissing"
        case .versionUnsupported: "versionUnsupported"
        case .dataMissing: "dataMissing"
        case .unknownKind: "unknownKind"
        case .unknownKindV1: "unknownKindV1"
        case .schemaVersionMissing: "schemaVersionMissing"
        case .badSchemaVersion: "badSchemaVersion"
        case .unknownSchemaVersion: "unknownSchemaVersion"
        case .remindersNotAnObject: "remindersNotAnObject"
        case .hourNotANumber: "hourNotANumber"
        case .minuteNotANumber: "minuteNotANumber"
        case .badReminderTime: "badReminderTime"
        case .badDayOffset: "badDayOffset"
        }
    }

    static let fieldDefects: [FieldDecodingError.Defect] = [.notAnObject, .textExpected, .boolExpected, .unknownValue("grumpy")]
    static func name(_ d: FieldDecodingError.Defect) -> String {
        switch d {
        case .notAnObject: "notAnObject"
        case .textExpected: "textExpected"
        case .boolExpected: "boolExpected"
        case .unknownValue: "unknownValue"
        }
    }

    static let unavailabilities: [ExtractorUnavailability] = [
        .notBuiltHere, .notCompiledIn, .modelMissing(path: "/m/q.gguf"), .modelUnreadable(path: "/m/q.gguf"),
        .notGGUF(path: "/m/q.gguf"), .tooLittleMemory(neededMiB: 2048, availableMiB: 512),
        .modelLoadFailed(path: "/m/q.gguf"), .noVocabulary, .noContext, .notLoadedYet,
        .prompts(.missingFile("/p/system.txt")),
    ]
    static func name(_ u: ExtractorUnavailability) -> String {
        switch u {
        case .notBuiltHere: "notBuiltHere"
        case .notCompiledIn: "notCompiledIn"
        case .modelMissing: "modelMissing"
        case .modelUnreadable: "modelUnreadable"
        case .notGGUF: "notGGUF"
        case .tooLittleMemory: "tooLittleMemory"
        case .modelLoadFailed: "modelLoadFailed"
        case .noVocabulary: "noVocabulary"
        case .noContext: "noContext"
        case .notLoadedYet: "notLoadedYet"
        case .prompts: "prompts"
        }
    }

    static let modelFailures: [ModelFailure] = [
        .chatTemplateUnsupported, .tokenizeFailed, .timeout, .decodeFailed(code: -3), .promptTooLong(tokens: 4097),
        .grammarInvalid(file: "extraction.gbnf"), .cacheResetFailed, .answerNotUTF8, .noLogits, .grammarDeadEnd,
        .answerNotJSON(parse), .answerNotAnObject, .unknownField("advice"), .fieldMissing("stress"), .badField(field),
    ]
    static func name(_ f: ModelFailure) -> String {
        switch f {
        case .chatTemplateUnsupported: "chatTemplateUnsupported"
        case .tokenizeFailed: "tokenizeFailed"
        case .timeout: "timeout"
        case .decodeFailed: "decodeFailed"
        case .promptTooLong: "promptTooLong"
        case .grammarInvalid: "grammarInvalid"
        case .cacheResetFailed: "cacheResetFailed"
        case .answerNotUTF8: "answerNotUTF8"
        case .noLogits: "noLogits"
        case .grammarDeadEnd: "grammarDeadEnd"
        case .answerNotJSON: "answerNotJSON"
        case .answerNotAnObject: "answerNotAnObject"
        case .unknownField: "unknownField"
        case .fieldMissing: "fieldMissing"
        case .badField: "badField"
        }
    }

    static let promptDefects: [PromptDefect] = [
        .empty, .notUTF8, .exampleNotJSON(parse), .textMissing, .fieldsMissing, .badField(field),
        .exampleTextNotInGrammar(text: "a\"b", maxLength: 60), .noExamples, .badRuleName("a b"), .lineWithoutRule,
        .unterminatedLiteral(rule: "mood-value"), .rootMissing, .unknownReference(rule: "extra", reference: "nowhere"),
        .fieldMissing("stress"), .ruleMissing("stress-value"),
        .valuesDiffer(rule: "mood-value", allowed: ["\"awful\""], expected: ["\"bad\""]), .valueMustUseText("songName"),
    ]
    static func name(_ d: PromptDefect) -> String {
        switch d {
        case .empty: "empty"
        case .notUTF8: "notUTF8"
        case .exampleNotJSON: "exampleNotJSON"
        case .textMissing: "textMissing"
        case .fieldsMissing: "fieldsMissing"
        case .badField: "badField"
        case .exampleTextNotInGrammar: "exampleTextNotInGrammar"
        case .noExamples: "noExamples"
        case .badRuleName: "badRuleName"
        case .lineWithoutRule: "lineWithoutRule"
        case .unterminatedLiteral: "unterminatedLiteral"
        case .rootMissing: "rootMissing"
        case .unknownReference: "unknownReference"
        case .fieldMissing: "fieldMissing"
        case .ruleMissing: "ruleMissing"
        case .valuesDiffer: "valuesDiffer"
        case .valueMustUseText: "valueMustUseText"
        }
    }

    static let promptErrors: [PromptLoadError] = [
        .notFound(variable: "FEELALOUD_PROMPTS"), .missingFile("/p/few-shot.jsonl"),
        .invalid(file: "few-shot.jsonl", line: 7, reason: .textMissing), .invalid(file: "system.txt", line: nil, reason: .empty),
    ]

    static let failureReasons: [FailureReason] = [
        .system(28), .notARegularFile, .recordWouldNotRoundTrip, .invalidContent(.badReminderTime(slot: "mittags")),
        .lockedByOther, .storeBusy, .storeNotWritable, .notInCheckIn, .noConfigDirectory, .tooLarge,
        .store(.notADirectory(path: "/s")),
    ]

    /// Strings and numbers a value carries, found by reflection (tuples, structs, nested enums).
    static func data(in value: Any) -> [String] {
        switch value {
        case let s as String: return [s]
        case let n as Int: return [String(n)]
        case let n as Int32: return [String(n)]
        case let n as UInt64: return [String(n)]
        default: return Mirror(reflecting: value).children.flatMap { data(in: $0.value) }
        }
    }

    /// A real phrase that shows the data of `value`.
    static func checkWording(_ text: String, of value: Any, sourceLocation: SourceLocation = #_sourceLocation) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(trimmed.count >= 2, "\(value): empty wording", sourceLocation: sourceLocation)
        #expect(text == trimmed, "\(value): stray whitespace", sourceLocation: sourceLocation)
        for placeholder in ["\\(", "Optional(", "nil", "%@", "{}", "TODO"] {
            #expect(!text.contains(placeholder), "\(value): \(text)", sourceLocation: sourceLocation)
        }
        for piece in data(in: value) {
            #expect(text.contains(piece), "\(value): „\(piece)“ missing from „\(text)“", sourceLocation: sourceLocation)
        }
    }

    static func distinct<T>(_ samples: [T], _ name: (T) -> String) -> Bool { Set(samples.map(name)).count == samples.count }

    @Test func everyRecordDefectIsWorded() {
        #expect(Self.distinct(Self.recordDefects, Self.name) && Self.recordDefects.count == 25)
        for d in Self.recordDefects { Self.checkWording(Messages.recordDefect(d), of: d) }
        for d in Self.fieldDefects { Self.checkWording(Messages.fieldDefect(d), of: d) }
        #expect(Self.distinct(Self.fieldDefects, Self.name) && Self.fieldDefects.count == 4)
        #expect(Set(Self.recordDefects.map(Messages.recordDefect)).count == Self.recordDefects.count)
    }

    @Test func everyExtractionReasonIsWorded() {
        #expect(Self.distinct(Self.unavailabilities, Self.name) && Self.unavailabilities.count == 11)
        #expect(Self.distinct(Self.modelFailures, Self.name) && Self.modelFailures.count == 15)
        #expect(Self.distinct(Self.promptDefects, Self.name) && Self.promptDefects.count == 17)
        for u in Self.unavailabilities {
            Self.checkWording(Messages.extractorUnavailable(u), of: u)
            Self.checkWording(Messages.extractionError(.unavailable(reason: u)), of: u)
        }
        for f in Self.modelFailures {
            Self.checkWording(Messages.modelFailure(f), of: f)
            Self.checkWording(Messages.extractionError(.modelFailed(reason: f)), of: f)
        }
        for d in Self.promptDefects { Self.checkWording(Messages.promptDefect(d), of: d) }
        for e in Self.promptErrors { Self.checkWording(e.message, of: e) }
    }

    @Test func everyFailureReasonIsWorded() {
        for r in Self.failureReasons where r != .system(28) { Self.checkWording(Messages.failureReason(r), of: r) }
        // errno is worded, not printed as a number.
        #expect(Messages.failureReason(.system(28)) == Messages.systemError(28))
        #expect(!Messages.failureReason(.system(28)).isEmpty)
    }

    /// The wording is the one the messages had when they were built as strings (golden
    /// sessions and corpora pin the rest).
    @Test func wordingIsUnchanged() {
        #expect(Messages.recordDefect(.notJSON(Self.parse)) == "kein gültiges JSON bei Byte 17: Schlüssel erwartet")
        #expect(Messages.recordDefect(.field(Self.field)) == "Feld „mood“: unbekannter Wert „grumpy“")
        #expect(Messages.modelFailure(.badField(Self.field)) == "mood: unbekannter Wert „grumpy“")
        #expect(Messages.modelFailure(.decodeFailed(code: -3)) == "llama_decode meldet Fehler -3.")
        #expect(PromptLoadError.invalid(file: "few-shot.jsonl", line: 7, reason: .textMissing).message == "few-shot.jsonl:7: „text“ fehlt")
        #expect(Messages.promptDefect(.valuesDiffer(rule: "mood-value", allowed: ["\"awful\""], expected: ["\"bad\""]))
            == #"„mood-value“ erlaubt "awful" statt "bad""#)
        #expect(Messages.correctionInputError(.badField(Self.field)) == "Ungültiger Wert in „fields“ bei „mood“: unbekannter Wert „grumpy“.")
    }
}
