/// Everything the diary says about one calendar day, folded from all its entries.
///
/// Several entries on one day: mood is the latest entry's mood (the day's last word);
/// music, social contact and countermeasures are true if any entry says so; strength,
/// distress and stress are the highest stated level; songs and activities are collected.
public struct DaySummary: Equatable, Sendable {
    public var day: DayKey
    public var entryCount: Int
    public var mood: Mood
    public var musicInHead: Bool
    public var songs: [String]
    public var earwormStrength: EarwormStrength?
    public var distress: Severity?
    public var stress: Severity?
    public var socialContact: Bool
    public var countermeasures: Bool
    public var activities: [String]

    /// A day as the index's per-day aggregates store it (issue #14).
    public init(day: DayKey, entryCount: Int, mood: Mood, musicInHead: Bool, songs: [String], earwormStrength: EarwormStrength?,
                distress: Severity?, stress: Severity?, socialContact: Bool, countermeasures: Bool, activities: [String]) {
        self.day = day
        self.entryCount = entryCount
        self.mood = mood
        self.musicInHead = musicInHead
        self.songs = songs
        self.earwormStrength = earwormStrength
        self.distress = distress
        self.stress = stress
        self.socialContact = socialContact
        self.countermeasures = countermeasures
        self.activities = activities
    }

    /// Folds a day's entries (non-empty, in chronological order).
    public init(day: DayKey, entries: some BidirectionalCollection<DiaryEntry>) {
        self.day = day
        entryCount = entries.count
        mood = entries.last?.fields.mood ?? .neutral
        musicInHead = false; songs = []; earwormStrength = nil; distress = nil; stress = nil
        socialContact = false; countermeasures = false; activities = []
        // a day of hundreds of entries (an import, a stress test) must not cost their square
        var seenSongs = Set<String>(), seenActivities = Set<String>()
        let many = entries.count > 16
        for e in entries {
            let f = e.fields
            if f.musicInHead { musicInHead = true }
            if let s = f.songName, many ? seenSongs.insert(s).inserted : !songs.contains(s) { songs.append(s) }
            if let s = f.earwormStrength { earwormStrength = max(earwormStrength ?? s, s) }
            if let d = f.distress { distress = max(distress ?? d, d) }
            if let s = f.stress { stress = max(stress ?? s, s) }
            if f.socialContact { socialContact = true }
            if f.countermeasures { countermeasures = true }
            if let a = f.countermeasureActivity, many ? seenActivities.insert(a).inserted : !activities.contains(a) { activities.append(a) }
        }
    }
}
