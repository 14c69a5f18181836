import Foundation

extension Messages {
    /// German text for an OS error number (`errno`). Never `strerror`: its text is English and
    /// would end up inside German sentences. Unknown numbers are named by their number.
    public static func systemError(_ code: Int32) -> String {
        switch code {
        case 0: return "unbekannter Fehler"
        case EPERM: return "Vorgang nicht erlaubt"
        case ENOENT: return "Datei oder Verzeichnis nicht vorhanden"
        case EINTR: return "Aufruf wurde unterbrochen"
        case EIO: return "Ein-/Ausgabefehler des Datenträgers"
        case ENXIO: return "Gerät nicht vorhanden"
        case E2BIG: return "Argumentliste zu lang"
        case EBADF: return "ungültiger Dateideskriptor"
        case EAGAIN: return "Ressource vorübergehend nicht verfügbar"
        case ENOMEM: return "nicht genug Arbeitsspeicher"
        case EACCES: return "Zugriff verweigert"
        case EFAULT: return "ungültige Adresse"
        case EBUSY: return "Gerät oder Ressource belegt"
        case EEXIST: return "Datei existiert bereits"
        case EXDEV: return "Verschieben zwischen Dateisystemen nicht möglich"
        case ENODEV: return "Gerät nicht vorhanden"
        case ENOTDIR: return "ist kein Verzeichnis"
        case EISDIR: return "ist ein Verzeichnis"
        case EINVAL: return "ungültiges Argument"
        case ENFILE: return "zu viele offene Dateien im System"
        case EMFILE: return "zu viele offene Dateien"
        case ETXTBSY: return "Programmdatei ist in Benutzung"
        case EFBIG: return "Datei zu groß"
        case ENOSPC: return "kein Platz mehr auf dem Datenträger"
        case ESPIPE: return "Positionieren nicht möglich"
        case EROFS: return "Dateisystem ist nur lesbar"
        case EMLINK: return "zu viele Verknüpfungen"
        case EPIPE: return "Verbindung zum Empfänger unterbrochen"
        case ENAMETOOLONG: return "Dateiname zu lang"
        case ENOLCK: return "keine Sperren verfügbar"
        case ENOSYS: return "Funktion nicht unterstützt"
        case ENOTEMPTY: return "Verzeichnis ist nicht leer"
        case ELOOP: return "zu viele symbolische Verknüpfungen"
        case EDQUOT: return "Speicherkontingent überschritten"
        case ESTALE: return "veraltete Dateiverbindung (Netzlaufwerk)"
        case EOVERFLOW: return "Wert zu groß für den Datentyp"
        case ETIMEDOUT: return "Zeitüberschreitung"
        case EOPNOTSUPP: return "Vorgang nicht unterstützt"
        case EILSEQ: return "ungültige Zeichenfolge"
        case ECANCELED: return "Vorgang abgebrochen"
        case EDEADLK: return "Verklemmung beim Sperren vermieden"
        default: return "Systemfehler Nr. \(code)"
        }
    }
}

extension Messages {
    public static let argumentsUnreadable = "Die Programmargumente ließen sich nicht lesen (Systemfehler); nichts wurde getan."
}
