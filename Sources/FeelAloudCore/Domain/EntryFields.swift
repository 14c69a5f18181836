/// The nine typed fields of a diary entry (CONTRACT.md §1).
///
/// The contract's conditional rules are enforced by the type itself: every mutation goes
/// through `normalized`, so no caller can build an inconsistent value:
/// - musicInHead false => songName, earwormStrength, distress, countermeasureActivity nil and
///   countermeasures false;
/// - musicInHead true => stress nil;
/// - countermeasures false => countermeasureActivity nil; an activity implies countermeasures.
public struct EntryFields: Equatable, Hashable, Sendable {
    public struct Raw: Equatable, Hashable, Sendable {
        public var mood: Mood = .neutral
        public var musicInHead = false
        public var songName: String? = nil
        public var earwormStrength: EarwormStrength? = nil
        public var distress: Severity? = nil
        public var countermeasures = false
        public var countermeasureActivity: String? = nil
        public var socialContact = false
        public var stress: Severity? = nil
        public init() {}
    }

    public private(set) var raw: Raw

    public init(
        mood: Mood = .neutral, musicInHead: Bool = false, songName: String? = nil,
        earwormStrength: EarwormStrength? = nil, distress: Severity? = nil,
        countermeasures: Bool = false, countermeasureActivity: String? = nil,
        socialContact: Bool = false, stress: Severity? = nil
    ) {
        var r = Raw()
        r.mood = mood; r.musicInHead = musicInHead; r.songName = songName
        r.earwormStrength = earwormStrength; r.distress = distress
        r.countermeasures = countermeasures; r.countermeasureActivity = countermeasureActivity
        r.socialContact = socialContact; r.stress = stress
        raw = Self.normalized(r)
    }

    public init(raw: Raw) { self.raw = Self.normalized(raw) }

    /// Applies the contract's conditional rules.
    public static func normalized(_ input: Raw) -> Raw {
        var r = input
        if let s = r.songName?.trimmingWhitespace(), !s.isEmpty { r.songName = s } else { r.songName = nil }
        if let a = r.countermeasureActivity?.trimmingWhitespace(), !a.isEmpty {
            r.countermeasureActivity = a
        } else { r.countermeasureActivity = nil }
        if r.countermeasureActivity != nil { r.countermeasures = true }
        if !r.countermeasures { r.countermeasureActivity = nil }
        if r.musicInHead {
            r.stress = nil
        } else {
            r.songName = nil; r.earwormStrength = nil; r.distress = nil
            r.countermeasures = false; r.countermeasureActivity = nil
        }
        return r
    }

    private mutating func update(_ change: (inout Raw) -> Void) {
        var r = raw
        change(&r)
        raw = Self.normalized(r)
    }

    public var mood: Mood { get { raw.mood } set { update { $0.mood = newValue } } }
    public var musicInHead: Bool { get { raw.musicInHead } set { update { $0.musicInHead = newValue } } }
    public var songName: String? { get { raw.songName } set { update { $0.songName = newValue } } }
    public var earwormStrength: EarwormStrength? {
        get { raw.earwormStrength } set { update { $0.earwormStrength = newValue } }
    }
    public var distress: Severity? { get { raw.distress } set { update { $0.distress = newValue } } }
    public var countermeasures: Bool {
        get { raw.countermeasures } set { update { $0.countermeasures = newValue } }
    }
    public var countermeasureActivity: String? {
        get { raw.countermeasureActivity } set { update { $0.countermeasureActivity = newValue } }
    }
    public var socialContact: Bool { get { raw.socialContact } set { update { $0.socialContact = newValue } } }
    public var stress: Severity? { get { raw.stress } set { update { $0.stress = newValue } } }

    /// Keys whose values differ between two field sets, in contract order.
    public func changedKeys(from other: EntryFields) -> [FieldKey] {
        FieldKey.allCases.filter { self.value(of: $0) != other.value(of: $0) }
    }

    /// Whether the field applies under the conditional rules (otherwise shown as "—").
    public func applies(_ key: FieldKey) -> Bool {
        switch key {
        case .mood, .musicInHead, .socialContact: return true
        case .songName, .earwormStrength, .distress, .countermeasures: return musicInHead
        case .countermeasureActivity: return musicInHead && countermeasures
        case .stress: return !musicInHead
        }
    }

    /// The contract's raw value of one field (string, bool or nil).
    public func value(of key: FieldKey) -> FieldValue {
        switch key {
        case .mood: return .text(mood.rawValue)
        case .musicInHead: return .flag(musicInHead)
        case .songName: return songName.map(FieldValue.text) ?? .null
        case .earwormStrength: return earwormStrength.map { .text($0.rawValue) } ?? .null
        case .distress: return distress.map { .text($0.rawValue) } ?? .null
        case .countermeasures: return .flag(countermeasures)
        case .countermeasureActivity: return countermeasureActivity.map(FieldValue.text) ?? .null
        case .socialContact: return .flag(socialContact)
        case .stress: return stress.map { .text($0.rawValue) } ?? .null
        }
    }
}

/// A field's value in contract terms: JSON string, bool or null.
public enum FieldValue: Equatable, Hashable, Sendable {
    case text(String)
    case flag(Bool)
    case null
}

extension String {
    /// Trims spaces, tabs and newlines at both ends.
    public func trimmingWhitespace() -> String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }
}
