import FeelAloudCore

extension Messages {
    public static func llamaInputTrimmed(original: Int, kept: Int) -> String {
        "Hinweis: Der Text ist sehr lang (\(original) Zeichen); das Sprachmodell liest nur die ersten \(kept) Zeichen."
    }

    public static func llamaLoading(percent: Int) -> String {
        "Sprachmodell wird geladen … \(percent) %"
    }
}

extension Messages {
    public static let corpusGoldMissing = "„gold“ fehlt"
}
