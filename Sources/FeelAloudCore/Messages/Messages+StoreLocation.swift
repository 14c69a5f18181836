extension Messages {
    /// `--store` given without a directory.
    public static func storeOptionMissingValue(option: String) -> String {
        "Nach \(option) fehlt das Verzeichnis, z. B. \(option) ~/tagebuch."
    }

    /// Neither --store, FEELALOUD_STORE, XDG_DATA_HOME nor HOME tells where the diary lives.
    public static let storeLocationUnknown =
        "Wo liegt das Tagebuch? Bitte --store VERZEICHNIS angeben oder FEELALOUD_STORE setzen (HOME ist nicht gesetzt)."
}
