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

    /// The question for a field, with its options (from the message catalogue).
    public static func prompt(for key: FieldKey) -> String { Messages.manualPrompt(key) }

    /// The answers so far as a staged draft (resumed as a review after a crash or Ctrl-D).
    public func staged(at now: LocalTimestamp) -> StagedDraft {
        StagedDraft(stagedAt: now, transcript: transcript, fields: fields)
    }

    public static var notePrompt: String { Messages.manualNotePrompt }

    /// The values of a field in the order the prompt shows them: an answer „1“…„n“ picks one.
    public static func options(for key: FieldKey) -> [FieldValue] {
        switch key {
        case .mood: return [Mood.good, .neutral, .bad].map { .text($0.rawValue) }
        case .musicInHead, .countermeasures, .socialContact: return [.flag(true), .flag(false)]
        case .earwormStrength: return [EarwormStrength.weak, .medium, .strong].map { .text($0.rawValue) }
        case .distress, .stress: return [Severity.none, .low, .medium, .high].map { .text($0.rawValue) }
        case .songName, .countermeasureActivity: return []
        }
    }

    /// Applies one answer; its words are read by `language` (the German base: „eher gut“,
    /// „hob koan Stress ghabt“), a number picks an option. Returns false (and changes nothing)
    /// when it is not a valid answer.
    public mutating func answer(_ raw: String, language: any DialogueLanguage) -> Bool {
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
            } else {
                let opts = Self.options(for: key)
                let number = Int(text.filter { $0 != "." })
                let value = number.flatMap { (1...opts.count).contains($0) ? opts[$0 - 1] : nil }
                    ?? language.manualAnswer(text, for: key, current: fields)
                guard let value, fields.set(key, value) else { return false }
            }
        }
        answered.append(key)
        return true
    }

    public static func invalidAnswer(for key: FieldKey) -> String { Messages.manualInvalidAnswer(key) }
}

extension EntryFields {
    /// Sets one field to a contract value (`.text` of the enum's raw value, `.flag`, `.null`);
    /// false when the value does not fit the field. The conditional rules apply.
    public mutating func set(_ key: FieldKey, _ value: FieldValue) -> Bool {
        var r = raw
        guard r.set(key, value) else { return false }
        self = EntryFields(raw: r)
        return true
    }

    /// Takes one field's value from `other` (the conditional rules apply afterwards).
    public mutating func copy(_ key: FieldKey, from other: EntryFields) {
        var r = raw
        r.copy(key, from: other.raw)
        self = EntryFields(raw: r)
    }
}

extension EntryFields.Raw {
    /// The one per-field copy: `Conversation.merged` keeps corrections with it, and
    /// `EntryFields.copy` takes single fields with it.
    public mutating func copy(_ key: FieldKey, from old: EntryFields.Raw) {
        switch key {
        case .mood: mood = old.mood
        case .musicInHead: musicInHead = old.musicInHead
        case .songName: songName = old.songName
        case .earwormStrength: earwormStrength = old.earwormStrength
        case .distress: distress = old.distress
        case .countermeasures: countermeasures = old.countermeasures
        case .countermeasureActivity: countermeasureActivity = old.countermeasureActivity
        case .socialContact: socialContact = old.socialContact
        case .stress: stress = old.stress
        }
    }

    /// Sets one field from a contract value; false when it does not fit the field.
    mutating func set(_ key: FieldKey, _ value: FieldValue) -> Bool {
        switch (key, value) {
        case let (.mood, .text(t)):
            guard let m = Mood(rawValue: t) else { return false }
            mood = m
        case let (.musicInHead, .flag(b)): musicInHead = b
        case let (.countermeasures, .flag(b)): countermeasures = b
        case let (.socialContact, .flag(b)): socialContact = b
        case let (.songName, .text(t)): songName = t
        case (.songName, .null): songName = nil
        case let (.countermeasureActivity, .text(t)): countermeasureActivity = t
        case (.countermeasureActivity, .null): countermeasureActivity = nil
        case let (.earwormStrength, .text(t)):
            guard let v = EarwormStrength(rawValue: t) else { return false }
            earwormStrength = v
        case (.earwormStrength, .null): earwormStrength = nil
        case let (.distress, .text(t)):
            guard let v = Severity(rawValue: t) else { return false }
            distress = v
        case (.distress, .null): distress = nil
        case let (.stress, .text(t)):
            guard let v = Severity(rawValue: t) else { return false }
            stress = v
        case (.stress, .null): stress = nil
        default: return false
        }
        return true
    }
}
