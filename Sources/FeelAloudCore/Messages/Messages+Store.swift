extension Messages {
    public static func storeError(_ e: StoreError) -> String {
        switch e {
        case let .cannotCreateDirectory(path, reason):
            return "Das Verzeichnis \(path) konnte nicht angelegt werden: \(reason)"
        case let .cannotOpen(path, reason):
            return "Die Datei \(path) konnte nicht geöffnet werden: \(reason)"
        case let .cannotWrite(path, reason):
            return "Schreiben nach \(path) ist fehlgeschlagen: \(reason). Nichts wurde gespeichert."
        case let .cannotLock(path, reason):
            return "Die Sperre \(path) konnte nicht gesetzt werden: \(reason)"
        case let .notADirectory(path):
            return "\(path) ist kein Verzeichnis."
        case let .unsafePermissions(path):
            return "Die Rechte von \(path) sind zu offen und ließen sich nicht korrigieren."
        }
    }

    public static func storeProblem(_ p: StoreProblem) -> String {
        let place = "\(p.file):\(p.line)"
        let kept = p.quarantinedTo.map { " Die Zeile wurde nach \($0) gesichert." } ?? ""
        switch p.kind {
        case .tornLastLine:
            return "Warnung: \(place) – die letzte Zeile ist unvollständig (Abbruch beim Schreiben?).\(kept)"
        case let .corruptLine(reason):
            return "Warnung: \(place) – beschädigte Zeile (\(reason)).\(kept)"
        case let .newerSchema(version):
            return "Warnung: \(place) – Schemaversion \(version) ist neuer als dieses Programm; die Zeile wird übersprungen, aber nicht verändert."
        }
    }
}
