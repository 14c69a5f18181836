import Testing
@testable import FeelAloudCore

@Suite struct ReminderScheduleTests {
    let slots = standard.slots
    let day = DayKey("2026-11-30")!

    @Test func defaults() {
        let d = ReminderSlot.defaults
        #expect(d.map(\.timeText) == ["08:00", "12:30", "20:00"])
        #expect(d.map(\.id.rawValue) == ["morgens", "mittags", "abends"])
        #expect(d.allSatisfy { !$0.enabled })
        #expect(ReminderSchedule.due(slots: d, now: ts("2026-11-30T21:00:00+01:00"), lastSent: [:], snapshotsToday: []) == nil)
    }

    @Test func dueAtSlotTimeNotBefore() {
        #expect(ReminderSchedule.due(slots: slots, now: ts("2026-11-30T08:59:59+01:00"), lastSent: [:], snapshotsToday: []) == nil)
        #expect(ReminderSchedule.due(slots: slots, now: ts("2026-11-30T09:00:00+01:00"), lastSent: [:], snapshotsToday: [])?.id == .morgens)
        #expect(ReminderSchedule.due(slots: slots, now: ts("2026-11-30T12:59:00+01:00"), lastSent: [:], snapshotsToday: [])?.id == .morgens)
        #expect(ReminderSchedule.due(slots: slots, now: ts("2026-11-30T23:59:00+01:00"), lastSent: [:], snapshotsToday: [])?.id == .abends)
    }

    @Test func neverTwicePerSlotAndDay() {
        let now = ts("2026-11-30T09:01:00+01:00")
        #expect(ReminderSchedule.due(slots: slots, now: now, lastSent: [.morgens: day], snapshotsToday: []) == nil)
        // Sent yesterday -> due again today.
        #expect(ReminderSchedule.due(slots: slots, now: now, lastSent: [.morgens: day.adding(days: -1)], snapshotsToday: [])?.id == .morgens)
    }

    @Test func onlyTheLatestPassedSlot() {
        let now = ts("2026-11-30T14:00:00+01:00")
        #expect(ReminderSchedule.due(slots: slots, now: now, lastSent: [:], snapshotsToday: [])?.id == .mittags)
        #expect(ReminderSchedule.due(slots: slots, now: now, lastSent: [.mittags: day], snapshotsToday: []) == nil)
    }

    @Test func disabledSlotsAreSkipped() {
        var settings = standard
        settings[.mittags].enabled = false
        let now = ts("2026-11-30T14:00:00+01:00")
        #expect(ReminderSchedule.due(slots: settings.slots, now: now, lastSent: [:], snapshotsToday: [])?.id == .morgens)
        settings[.morgens].enabled = false
        #expect(ReminderSchedule.due(slots: settings.slots, now: now, lastSent: [:], snapshotsToday: []) == nil)
    }

    @Test func aCheckInCoversTheSlot() {
        let now = ts("2026-11-30T09:30:00+01:00")
        for at in ["2026-11-30T08:50:00+01:00", "2026-11-30T09:00:00+01:00", "2026-11-30T09:20:00+01:00"] {
            #expect(ReminderSchedule.due(slots: slots, now: now, lastSent: [:], snapshotsToday: [snap("x", at, .good)]) == nil, "\(at)")
        }
        // Too early (before the 15-minute lead) or yesterday: not covered.
        for at in ["2026-11-30T08:30:00+01:00", "2026-11-29T09:10:00+01:00"] {
            #expect(ReminderSchedule.due(slots: slots, now: now, lastSent: [:], snapshotsToday: [snap("x", at, .good)])?.id == .morgens, "\(at)")
        }
    }

    @Test func missedSlots() {
        let now = ts("2026-11-30T21:00:00+01:00")
        #expect(ReminderSchedule.missedSlots(slots: slots, now: now, snapshotsToday: []).map(\.id) == [.morgens, .mittags, .abends])
        let snaps = [snap("x", "2026-11-30T12:50:00+01:00", .good), snap("y", "2026-11-30T20:30:00+01:00", .bad)]
        #expect(ReminderSchedule.missedSlots(slots: slots, now: now, snapshotsToday: snaps).map(\.id) == [.morgens])
        #expect(ReminderSchedule.missedSlots(slots: slots, now: ts("2026-11-30T08:00:00+01:00"), snapshotsToday: []).isEmpty)
        #expect(Messages.remindersMissed(ReminderSchedule.missedSlots(slots: slots, now: now, snapshotsToday: snaps))
            == "Heute ist die Erinnerung morgens (09:00) ohne Momentaufnahme vergangen – /checkin?")
    }

    @Test func settingsJSONRoundTrip() throws {
        var s = standard
        s[.abends] = ReminderSlot(id: .abends, hour: 21, minute: 30)!
        s[.mittags].enabled = false
        #expect(s.json.serialized() == #"{"morgens":{"time":"09:00","enabled":true},"mittags":{"time":"13:00","enabled":false},"abends":{"time":"21:30","enabled":true}}"#)
        #expect(try ReminderSettings(json: s.json) == s)
        #expect(try ReminderSettings(json: JSONValue.parse(#"{"abends":{"enabled":false}}"#))[.abends].enabled == false)
        let nachts = try JSONValue.parse(#"{"nachts":{}}"#)
        #expect(throws: ReminderSettingsError.self) { try ReminderSettings(json: nachts) }
        let late = try JSONValue.parse(#"{"abends":{"time":"25:00"}}"#)
        #expect(throws: ReminderSettingsError.self) { try ReminderSettings(json: late) }
    }

    @Test func sentStateJSONRoundTrip() throws {
        let state = ReminderSentState(lastSent: [.abends: day, .morgens: day.adding(days: -1)])
        #expect(state.json.serialized() == #"{"version":1,"sent":{"morgens":"2026-11-29","abends":"2026-11-30"}}"#)
        #expect(try ReminderSentState(json: JSONValue.parse(state.json.serialized())) == state)
    }

    @Test(arguments: [("21:30", 21, 30), ("7:05", 7, 5), ("07.15", 7, 15), ("21 Uhr", 21, 0), ("8", 8, 0), ("21:30 uhr", 21, 30)])
    func timeParsing(_ text: String, _ h: Int, _ m: Int) {
        let parsed = ReminderSlot.parseTime(text)
        #expect(parsed?.hour == h && parsed?.minute == m)
    }

    @Test(arguments: ["24:00", "12:60", "12:5", "abc", "", "1:2:3", "-1"])
    func badTimes(_ text: String) { #expect(ReminderSlot.parseTime(text) == nil) }
}
