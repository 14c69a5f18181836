/// Why an extraction failed or an extractor is unavailable (`ExtractionError`,
/// `ExtractorUnavailability`, `ModelFailure`, `PromptLoadError`): each case worded here once.
extension Messages {
    public static func extractionError(_ e: ExtractionError) -> String {
        switch e {
        case .emptyInput: return "Der Text ist leer – bitte schreib ein paar Worte über deinen Tag."
        case .notText: return "Das sieht nicht nach Text aus (Binärdaten oder Steuerzeichen). Bitte gib normalen Text ein."
        case let .unavailable(reason): return "Die Auswertung ist nicht verfügbar: \(extractorUnavailable(reason))"
        case let .modelFailed(reason): return "Das Sprachmodell hat keine gültige Antwort geliefert: \(modelFailure(reason))"
        case .cancelled: return "Abgebrochen."
        }
    }

    /// The German sentence for why an extractor cannot run.
    public static func extractorUnavailable(_ u: ExtractorUnavailability) -> String {
        switch u {
        case .notBuiltHere: return llamaNotBuiltHere
        case .notCompiledIn: return llamaNotCompiledIn
        case let .modelMissing(path): return llamaModelMissing(path)
        case let .modelUnreadable(path): return llamaModelUnreadable(path)
        case let .notGGUF(path): return llamaNotGGUF(path)
        case let .tooLittleMemory(needed, available): return llamaTooLittleMemory(needed, available)
        case let .modelLoadFailed(path): return llamaModelNotLoaded(path)
        case .noVocabulary: return llamaNoVocabulary
        case .noContext: return llamaNoContext
        case .notLoadedYet: return llamaModelNotLoadedYet
        case let .prompts(error): return llamaPromptsBroken(error)
        }
    }

    /// The German words for why the model's answer is not usable.
    public static func modelFailure(_ f: ModelFailure) -> String {
        switch f {
        case .chatTemplateUnsupported: return llamaChatTemplateUnsupported
        case .tokenizeFailed: return llamaTokenizeFailed
        case .timeout: return llamaTimeout
        case let .decodeFailed(code): return llamaDecodeFailed(code)
        case let .promptTooLong(tokens): return llamaPromptTooLong(tokens)
        case let .grammarInvalid(file): return llamaGrammarInvalid(file)
        case .cacheResetFailed: return llamaCacheResetFailed
        case .answerNotUTF8: return llamaAnswerNotUTF8
        case .noLogits: return llamaNoLogits
        case .grammarDeadEnd: return llamaGrammarDeadEnd
        case let .answerNotJSON(error): return llamaAnswerNotJSON(error.offset, error.reason)
        case .answerNotAnObject: return notAJSONObject
        case let .unknownField(key): return llamaUnknownField(key)
        case let .fieldMissing(key): return grammarFieldMissing(key)
        case let .badField(error): return keyedReason(error.key, error.reason)
        }
    }

    /// The German words for a prompt-file problem (`PromptLoadError.message`).
    public static func promptLoadError(_ e: PromptLoadError) -> String {
        switch e {
        case let .notFound(variable): return llamaPromptsNotFound(variable)
        case let .missingFile(path): return fileMissing(path)
        case let .invalid(file, line, reason): return "\(file)\(line.map { ":\($0)" } ?? ""): \(promptDefect(reason))"
        }
    }

    /// What is wrong inside one prompt file.
    public static func promptDefect(_ d: PromptDefect) -> String {
        switch d {
        case .empty: return promptFileEmpty
        case .notUTF8: return notUTF8Short
        case let .exampleNotJSON(error): return llamaAnswerNotJSON(error.offset, error.reason)
        case .textMissing: return llamaTextMissing
        case .fieldsMissing: return llamaFieldsMissing
        case let .badField(error): return keyedReason(error.key, error.reason)
        case let .exampleTextNotInGrammar(text, maxLength): return llamaExampleTextNotInGrammar(text, maxLength)
        case .noExamples: return llamaNoExamples
        case let .badRuleName(name): return grammarBadRuleName(name)
        case .lineWithoutRule: return grammarLineWithoutRule
        case let .unterminatedLiteral(rule): return grammarUnterminatedLiteral(rule)
        case .rootMissing: return grammarRootMissing
        case let .unknownReference(rule, reference): return grammarUnknownReference(rule, reference)
        case let .fieldMissing(key): return grammarFieldMissing(key)
        case let .ruleMissing(name): return grammarRuleMissing(name)
        case let .valuesDiffer(rule, allowed, expected): return grammarValuesDiffer(rule, allowed, expected)
        case let .valueMustUseText(key): return grammarValueMustUseText(key)
        }
    }

    public static func llamaPromptsBroken(_ error: PromptLoadError) -> String {
        "Die Prompt-Dateien sind nicht benutzbar: \(promptLoadError(error))"
    }
    public static let llamaNotBuiltHere = "Dieses FeelAloud wurde ohne llama.cpp gebaut. „make llama“ baut es mit Sprachmodell."
    public static let promptFileEmpty = "leer"
    public static func grammarUnterminatedLiteral(_ rule: String) -> String {
        "offenes Zeichenketten-Literal in „\(rule)“"
    }
    /// "key: reason" (a field error inside a model answer or a few-shot example).
    public static func keyedReason(_ key: String, _ reason: String) -> String {
        "\(key): \(reason)"
    }
    public static func grammarValuesDiffer(_ rule: String, _ allowed: [String], _ expected: [String]) -> String {
        "„\(rule)“ erlaubt \(allowed.joined(separator: ", ")) statt \(expected.joined(separator: ", "))"
    }
}

extension Messages {
    public static let llamaTextMissing = "„text“ fehlt"
    public static let llamaFieldsMissing = "„fields“ fehlt"
    public static let llamaNoExamples = "keine Beispiele"
    public static func grammarBadRuleName(_ name: String) -> String {
        "ungültiger Regelname „\(name)“"
    }
    public static let grammarLineWithoutRule = "Zeile gehört zu keiner Regel"
    public static let grammarRootMissing = "Regel „root“ fehlt"
    public static func grammarFieldMissing(_ key: String) -> String {
        "Feld „\(key)“ fehlt"
    }
    public static func grammarRuleMissing(_ name: String) -> String {
        "Regel „\(name)“ fehlt"
    }
    public static func grammarValueMustUseText(_ key: String) -> String {
        "„\(key)-value“ muss die Regel „text“ verwenden"
    }
    public static let llamaNotCompiledIn = "Dieses Programm wurde ohne llama.cpp gebaut (einmalig `make llama` ausführen)."
    public static func llamaTooLittleMemory(_ neededMiB: UInt64, _ availableMiB: UInt64) -> String {
        "Zu wenig freier Arbeitsspeicher für das Modell: \(neededMiB) MiB nötig, \(availableMiB) MiB frei."
    }
    public static func llamaModelMissing(_ path: String) -> String {
        "Die Modelldatei \(path) fehlt (`make llama` installiert das Standardmodell, oder --model PFAD angeben)."
    }
    public static func llamaModelUnreadable(_ path: String) -> String {
        "Die Modelldatei \(path) ist nicht lesbar."
    }
    public static func llamaNotGGUF(_ path: String) -> String {
        "Die Datei \(path) ist kein GGUF-Modell."
    }
    public static func llamaModelNotLoaded(_ path: String) -> String {
        "Das Modell \(path) konnte nicht geladen werden."
    }
    public static let llamaNoVocabulary = "Das Modell hat kein Vokabular."
    public static let llamaNoContext = "Für das Modell konnte kein Kontext angelegt werden (Speicher?)."
    public static let llamaChatTemplateUnsupported = "Die Chat-Vorlage des Modells wird nicht unterstützt."
    public static let llamaTokenizeFailed = "Der Text konnte nicht in Tokens zerlegt werden."
    public static let llamaTimeout = "Zeitlimit überschritten."
    public static func llamaDecodeFailed(_ code: Int32) -> String {
        "llama_decode meldet Fehler \(code)."
    }
    public static func llamaPromptTooLong(_ tokens: Int) -> String {
        "Der Text ist zu lang für das Kontextfenster des Modells (\(tokens) Tokens)."
    }
    public static func llamaGrammarInvalid(_ file: String) -> String {
        "Die Grammatik prompts/\(file) ist ungültig."
    }
    public static let llamaCacheResetFailed = "Der KV-Cache konnte nicht zurückgesetzt werden."
    public static let llamaAnswerNotUTF8 = "Die Antwort ist kein gültiges UTF-8."
    public static let llamaNoLogits = "Keine Logits vom Modell."
    public static let llamaGrammarDeadEnd = "Die Grammatik lässt kein weiteres Token zu."
    public static let llamaModelNotLoadedYet = "Modell nicht geladen."
    public static func llamaPromptsNotFound(_ variable: String) -> String {
        "Der Ordner „prompts/“ wurde nicht gefunden (Umgebungsvariable \(variable) setzen)."
    }
    public static func llamaAnswerNotJSON(_ offset: Int, _ reason: String) -> String {
        "kein gültiges JSON (Zeichen \(offset): \(reason))"
    }
    public static func llamaUnknownField(_ key: String) -> String {
        "unbekanntes Feld „\(key)“"
    }
}

extension Messages {
    public static func llamaExampleTextNotInGrammar(_ text: String, _ maxLength: Int) -> String {
        "Text „\(text)“ passt nicht zur Grammatik (1–\(maxLength) Zeichen, ohne \" und \\)"
    }
    public static func grammarUnknownReference(_ rule: String, _ reference: String) -> String {
        "Regel „\(rule)“ verweist auf unbekannte Regel „\(reference)“"
    }
}
