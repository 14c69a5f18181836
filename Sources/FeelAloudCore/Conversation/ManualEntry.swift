/// Progress of a manual entry (`/eintrag`, or the fallback when no extractor is available):
/// the contract's fields asked one by one, skipping what the conditional rules exclude.
public struct ManualEntry: Equatable, Sendable {
    public var fields = EntryFields()
    public var answered: [FieldKey] = []
    public var unstated: Set<FieldKey> = []
    /// Text that triggered the fallback (kept as the transcript), or the note asked at the end.
    public var transcript: String
    public var askingNote: Bool
    /// „abbrechen“ was said after answers were given; the next ja/nein decides (docs/STYLE.md).
    public var confirmingCancel = false

    public init(transcript: String) {
        self.transcript = transcript
        self.askingNote = false
    }

    /// Whether anything was typed that cancelling would throw away.
    public var hasContent: Bool { !answered.isEmpty || !transcript.isEmpty }

    /// The next field to ask, or nil when all applicable fields are answered.
    public var nextField: FieldKey? {
        FieldKey.allCases.first { !answered.contains($0) && fields.applies($0) }
    }

    /// The German question for a field, with its options.
    public static func prompt(for key: FieldKey) -> String {
        let label = GermanLabels.label(key)
        switch key {
        case .mood: return "\(key.number) \(label)? (gut / neutral / schlecht)"
        case .musicInHead, .countermeasures, .socialContact: return "\(key.number) \(label)? (ja/nein)"
        case .songName: return "\(key.number) \(label)? (Titel oder Interpret; Enter = unbekannt)"
        case .earwormStrength: return "\(key.number) \(label)? (schwach / mittel / stark; Enter = offen lassen)"
        case .distress, .stress: return "\(key.number) \(label)? (keiner / gering / mittel / hoch; Enter = offen lassen)"
        case .countermeasureActivity: return "\(key.number) \(label)? (was hast du dagegen getan?)"
        }
    }

    /// The answers so far as a staged draft (resumed as a review after a crash or Ctrl-D).
    public func staged(at now: LocalTimestamp) -> StagedDraft {
        StagedDraft(stagedAt: now, transcript: transcript, fields: fields)
    }

    public static let notePrompt = "Notiz zum Tag? (Enter = keine)"

    /// Options per field: accepted words (folded ASCII) -> value setter.
    static func options(for key: FieldKey) -> [([String], (inout EntryFields) -> Void)] {
        switch key {
        case .mood:
            return [
                (["gut", "good", "super", "toll"], { $0.mood = .good }),
                (["neutral", "mittel", "okay", "ok", "normal"], { $0.mood = .neutral }),
                (["schlecht", "bad", "mies"], { $0.mood = .bad }),
            ]
        case .musicInHead, .countermeasures, .socialContact:
            return [
                (["ja", "j", "yes", "jo", "jep", "jup", "genau"], { $0.setFlag(key, true) }),
                (["nein", "n", "no", "nee", "noe", "nö", "ne"], { $0.setFlag(key, false) }),
            ]
        case .earwormStrength:
            return [
                (["schwach", "leicht", "leise", "weak"], { $0.earwormStrength = .weak }),
                (["mittel", "medium"], { $0.earwormStrength = .medium }),
                (["stark", "strong"], { $0.earwormStrength = .strong }),
            ]
        case .distress, .stress:
            return [
                (["keiner", "keine", "kein", "none", "gar nicht"], { $0.setSeverity(key, Severity.none) }),
                (["gering", "wenig", "niedrig", "low", "etwas"], { $0.setSeverity(key, .low) }),
                (["mittel", "medium"], { $0.setSeverity(key, .medium) }),
                (["hoch", "stark", "high", "viel"], { $0.setSeverity(key, .high) }),
            ]
        case .songName, .countermeasureActivity:
            return []
        }
    }

    /// Applies the value the shared German reading found for the asked field (e.g. „eher gut“
    /// read by the correction parser as a correction of that field). False when it is not one.
    public mutating func answer(reading corrected: EntryFields) -> Bool {
        guard !askingNote, let key = nextField, fields.applies(key) else { return false }
        let changed = corrected.changedKeys(from: fields)
        guard changed.contains(key) || corrected.value(of: key) != .null else { return false }
        // Only the asked field is taken (the conditional rules of that field apply).
        var f = fields
        switch key {
        case .mood: f.mood = corrected.mood
        case .musicInHead: f.musicInHead = corrected.musicInHead
        case .songName: f.songName = corrected.songName
        case .earwormStrength: f.earwormStrength = corrected.earwormStrength
        case .distress: f.distress = corrected.distress
        case .countermeasures: f.countermeasures = corrected.countermeasures
        case .countermeasureActivity: f.countermeasureActivity = corrected.countermeasureActivity
        case .socialContact: f.socialContact = corrected.socialContact
        case .stress: f.stress = corrected.stress
        }
        fields = f
        answered.append(key)
        return true
    }

    /// Applies one answer. Returns false (and changes nothing) when it is not a valid answer.
    public mutating func answer(_ raw: String) -> Bool {
        let text = raw.trimmingWhitespace()
        if askingNote {
            transcript = text
            askingNote = false
            return true
        }
        guard let key = nextField else { return false }
        switch key {
        case .songName:
            fields.songName = text.isEmpty ? nil : text
            if text.isEmpty { unstated.insert(key) }
        case .countermeasureActivity:
            guard !text.isEmpty else { return false }
            fields.countermeasureActivity = text
        default:
            if text.isEmpty, key == .earwormStrength || key == .distress || key == .stress {
                unstated.insert(key)
            } else if !Self.choose(text, for: key, in: &fields) {
                return false
            }
        }
        answered.append(key)
        return true
    }

    /// Picks an option by number (1…n) or by word.
    static func choose(_ text: String, for key: FieldKey, in fields: inout EntryFields) -> Bool {
        let opts = options(for: key)
        var word = String(text.lowercased().filter { $0 != "." && $0 != "!" }).trimmingWhitespace()
        // Hedges do not change the choice: „eher gut“, „ziemlich schlecht“, „so mittel“.
        for hedge in ["eher ", "ziemlich ", "recht ", "ganz ", "eigentlich ", "so ", "insgesamt "] where word.hasPrefix(hedge) {
            word = String(word.dropFirst(hedge.count)).trimmingWhitespace()
        }
        if let n = Int(word), n >= 1, n <= opts.count {
            opts[n - 1].1(&fields)
            return true
        }
        guard let match = opts.first(where: { $0.0.contains(word) }) else { return false }
        match.1(&fields)
        return true
    }

    public static func invalidAnswer(for key: FieldKey) -> String {
        switch key {
        case .mood: return "Bitte antworte mit gut, neutral oder schlecht (auch „eher gut“; oder 1 = gut, 2 = neutral, 3 = schlecht)."
        case .musicInHead, .countermeasures, .socialContact: return Messages.answerYesNo
        case .earwormStrength:
            return "Bitte antworte mit schwach, mittel oder stark (oder 1 = schwach, 2 = mittel, 3 = stark) – Enter lässt es offen."
        case .distress, .stress:
            return "Bitte antworte mit keiner, gering, mittel oder hoch (oder 1 = keiner, 2 = gering, 3 = mittel, 4 = hoch) – Enter lässt es offen."
        case .countermeasureActivity: return "Was hast du dagegen getan? Ein paar Worte genügen."
        case .songName: return "Titel oder Interpret, oder Enter für unbekannt."
        }
    }
}

extension EntryFields {
    mutating func setFlag(_ key: FieldKey, _ value: Bool) {
        switch key {
        case .musicInHead: musicInHead = value
        case .countermeasures: countermeasures = value
        case .socialContact: socialContact = value
        default: break
        }
    }

    mutating func setSeverity(_ key: FieldKey, _ value: Severity) {
        if key == .distress { distress = value } else if key == .stress { stress = value }
    }
}
