import FeelAloudCore

extension Messages {
    public static func llamaPromptsBroken(_ error: PromptLoadError) -> String {
        "Die Prompt-Dateien sind nicht benutzbar: \(error.message)"
    }

    public static func llamaInputTrimmed(original: Int, kept: Int) -> String {
        "Hinweis: Der Text ist sehr lang (\(original) Zeichen); das Sprachmodell liest nur die ersten \(kept) Zeichen."
    }

    public static func llamaLoading(percent: Int) -> String {
        "Sprachmodell wird geladen … \(percent) %"
    }

    public static func llamaFallback(reason: String) -> String {
        "Das Sprachmodell ist nicht verfügbar: \(reason) Es wird die regelbasierte Auswertung verwendet."
    }
}

/// Sentences that used to be built in function bodies (issue #16).
extension Messages {
    public static func llamaFewShotNotJSON(_ reason: String) -> String {
        "kein gültiges JSON (\(reason))"
    }
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
    public static let corpusGoldMissing = "„gold“ fehlt"
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

/// Sentences that used to be built in function bodies (issue #16).
extension Messages {
    public static func llamaExampleTextNotInGrammar(_ text: String, _ maxLength: Int) -> String {
        "Text „\(text)“ passt nicht zur Grammatik (1–\(maxLength) Zeichen, ohne \" und \\)"
    }
    public static func grammarUnknownReference(_ rule: String, _ reference: String) -> String {
        "Regel „\(rule)“ verweist auf unbekannte Regel „\(reference)“"
    }
}
