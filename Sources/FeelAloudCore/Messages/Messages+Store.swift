extension Messages {
    public static func storeError(_ e: StoreError) -> String {
        switch e {
        case let .cannotCreateDirectory(path, reason):
            return "Das Verzeichnis \(path) konnte nicht angelegt werden: \(failureReason(reason))"
        case let .cannotOpen(path, reason):
            return "Die Datei \(path) konnte nicht geöffnet werden: \(failureReason(reason))"
        case let .cannotWrite(path, reason):
            return "Schreiben nach \(path) ist fehlgeschlagen: \(failureReason(reason)). Nichts wurde gespeichert."
        case let .cannotLock(path, reason):
            return "Die Sperre \(path) konnte nicht gesetzt werden: \(failureReason(reason))"
        case let .notADirectory(path):
            return "\(path) ist kein Verzeichnis."
        case let .unsafePermissions(path):
            return "Die Rechte von \(path) sind zu offen und ließen sich nicht korrigieren."
        case let .conflictingRecord(id, revision, path):
            return "In \(path) steht schon ein anderer Datensatz mit der Kennung \(id) (Revision \(revision)); nichts wurde gespeichert. Vermutlich wurde der Eintrag inzwischen anderswo geändert."
        case let .writeUncertain(path, reason):
            return "Schreiben nach \(path) ist fehlgeschlagen (\(failureReason(reason))) und ließ sich nicht rückgängig machen; der Datensatz ist vielleicht gespeichert. Ein erneuter Versuch speichert ihn nicht doppelt."
        case let .recordTooLarge(limit):
            return "Der Datensatz ist zu groß (höchstens \(byteCount(limit)))."
        }
    }

    /// The German words for a `FailureReason` (the part after the colon of a store error).
    public static func failureReason(_ r: FailureReason) -> String {
        switch r {
        case let .system(code): return systemError(code)
        case .notARegularFile: return notARegularFile
        case .recordWouldNotRoundTrip: return recordWouldNotRoundTrip
        case let .invalidContent(defect): return invalidContent(defect)
        case .lockedByOther: return storeLockedByOther
        case .storeBusy: return storeBusy
        case .storeNotWritable: return storeNotWritable
        case .notInCheckIn: return notInCheckIn
        case .noConfigDirectory: return noConfigDirectory
        case .tooLarge: return tooLargeShort
        case let .store(error): return storeError(error)
        }
    }

    public static func storeProblem(_ p: StoreProblem) -> String {
        let place = "\(p.file):\(p.line)"
        let kept = p.quarantinedTo.map { " Die Zeile wurde nach \($0) gesichert." } ?? ""
        let failed = p.quarantineFailure.map { " Eine Sicherungskopie war nicht möglich (\(failureReason($0))); die Zeile bleibt unverändert im Journal." } ?? ""
        switch p.kind {
        case .tornLastLine:
            return "Warnung: \(place) – die letzte Zeile ist unvollständig (Abbruch beim Schreiben?).\(kept)\(failed)"
        case let .corruptLine(reason):
            return "Warnung: \(place) – beschädigte Zeile (\(recordDefect(reason))).\(kept)\(failed)"
        case let .conflictingRecord(id, revision, firstSeen):
            return "Warnung: \(place) – widersprüchlicher Datensatz: Kennung \(id), Revision \(revision) steht schon in \(firstSeen) mit anderem Inhalt (oder als andere Art). Er wird nicht geladen.\(kept)\(failed)"
        case let .invalidUTF8(offset):
            return "Warnung: \(place) – kein gültiges UTF-8 (Byte \(offset)); die Zeile wird nicht geladen.\(kept)\(failed)"
        case let .unreadableFile(reason):
            return "Warnung: \(p.file) konnte nicht gelesen werden (\(failureReason(reason))); die Einträge dieses Monats fehlen, alle anderen sind da."
        case let .readOnly(reason):
            return "Hinweis: In \(p.file) kann nicht geschrieben werden (\(failureReason(reason))); Lesen, Fragen und Export gehen, Speichern nicht."
        case let .newerSchema(version):
            return "Warnung: \(place) – Schemaversion \(version) ist neuer als dieses Programm; die Zeile wird übersprungen, aber nicht verändert."
        }
    }
}

extension Messages {
    /// "64 KiB", "1 MB": limits in messages.
    public static func byteCount(_ n: Int) -> String {
        if n >= 1_000_000 && n % 1_000_000 == 0 { return "\(n / 1_000_000) MB" }
        if n >= 1024 && n % 1024 == 0 { return "\(n / 1024) KiB" }
        return "\(n) Bytes"
    }

    /// A staged draft whose record is already in the journal (a crash after saving, before the
    /// draft was removed): it is removed instead of being offered again.
    public static func draftAlreadySaved(_ draft: StagedDraft) -> String {
        "Der Entwurf von \(GermanLabels.dayText(draft.stagedAt.day)) \(draft.stagedAt.clockText) war schon gespeichert; ich habe ihn entfernt."
    }

    /// A save went through but the new month file's directory entry could not be synced.
    public static func savedWithoutDirectorySync(_ reason: String) -> String {
        "Hinweis: Gespeichert, aber das Verzeichnis ließ sich nicht auf den Datenträger schreiben (\(reason)). Nur ein Stromausfall gerade jetzt könnte den Eintrag kosten."
    }

    /// The record was already stored (a repeated save): nothing doubled.
    public static let alreadyStored = "Dieser Eintrag war schon gespeichert; er wurde nicht doppelt angelegt."
}

extension Messages {
    /// Why a bad line could not be quarantined right now.
    public static let storeBusy = "der Speicher ist gerade gesperrt"
    public static let storeNotWritable = "der Speicher ist nicht beschreibbar"
    /// A FIFO, device or socket where a file belongs.
    public static let notARegularFile = "keine gewöhnliche Datei"
    public static let tooLargeShort = "zu groß"
    public static let storeLockedByOther = "ein anderer Prozess hält sie seit über 30 Sekunden"
}
