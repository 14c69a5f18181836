import Foundation
import FeelAloudCore
import FeelAloudLanguage

/// `feelaloud checkin [1-5] [--source manual|notification]` (issue 6).
///
/// - With a rating argument (digit or word): saved at once, nothing asked.
/// - Piped stdin: the first non-empty line is the rating (digit or word); no follow-up question
///   (nobody to answer it — it stays open for the next interactive start).
/// - Terminal: unless started from a reminder (`--source notification` suppresses that one
///   check), today's most recent open snapshot is asked about first (its note may become a
///   diary entry, read and reviewed as in the REPL); then the five-level picker (single key 1–5,
///   or arrows + Enter). All of it runs as stages of `Conversation` (`CheckInSession`).
/// Exit 0 when a check-in was saved, 1 when cancelled/failed, 2 on a usage error.
public struct CheckInCommand {
    public let store: DiaryStore
    public let io: CommandIO
    public let clock: Clock
    public let zone: UTCOffsetRule
    public let keyboard: CheckInKeyboard?
    public let makeID: () -> String
    /// The extractor for a follow-up note that becomes an entry (made only then).
    public let makeExtractor: () -> Extractor

    /// `keyboard` nil -> a `TerminalKeyboard` when stdin is a terminal.
    public init(store: DiaryStore, io: CommandIO, clock: Clock,
                zone: UTCOffsetRule = UTCOffsetRule(timeZone: .current), keyboard: CheckInKeyboard? = nil,
                makeID: @escaping () -> String = { UUID().uuidString.lowercased() },
                makeExtractor: @escaping () -> Extractor = { RuleBasedExtractor() }) {
        self.makeExtractor = makeExtractor
        self.store = store
        self.io = io
        self.clock = clock
        self.zone = zone
        self.keyboard = keyboard
        self.makeID = makeID
    }

    /// `arguments` are those after "checkin".
    public func run(arguments: [String]) -> ExitCode {
        var source = SnapshotSource.manual
        var words: [String] = []
        var i = 0
        while i < arguments.count {
            let a = arguments[i]
            if a == "--source" || a.hasPrefix("--source=") {
                let value: String
                if a == "--source" {
                    guard i + 1 < arguments.count else {
                        return io.fail(.checkInUsage)
                    }
                    value = arguments[i + 1]
                    i += 1
                } else {
                    value = String(a.dropFirst("--source=".count))
                }
                guard let s = SnapshotSource(rawValue: value) else {
                    return io.fail(.checkInInvalidArgument(value))
                }
                source = s
            } else if a == "-h" || a == "--help" || a == "--hilfe" {
                io.write(Messages.checkInUsage + "\n")
                return .ok
            } else if a.hasPrefix("-") && Int(a) == nil {
                return io.fail(.checkInInvalidArgument(a))
            } else {
                words.append(a)
            }
            i += 1
        }
        // The level is read by the conversation's check-in stage (a wrong one is a usage error).
        let argument = words.joined(separator: " ")

        // Only the check-ins around today matter (today read in the current zone may be the
        // day before or after a snapshot's own day): read just those through the index.
        let today = clock.now().day
        let loaded = (store as? DiaryPeriodLoading).map {
            $0.loadPeriodReporting(from: today.adding(days: -2), to: today.adding(days: 1), to: io)
        } ?? store.loadReporting(to: io)
        guard let diary = loaded else { return io.fail(.loadFailed) }

        var keyboard: CheckInKeyboard?
        var lines: [String] = []
        if !argument.isEmpty {
            // Given up front: saved at once, nothing asked.
        } else if let k = self.keyboard ?? (io.stdinIsTerminal ? TerminalKeyboard() : nil) {
            keyboard = k
        } else {
            guard let bytes = io.readAllInput(limit: 1 << 20) else {
                return io.fail(.checkInNoInput)
            }
            lines = String(decoding: bytes, as: UTF8.self)
                .split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
                .map(String.init)
                .filter { !FollowUpPolicy.normalized($0).isEmpty }
            guard !lines.isEmpty else {
                return io.fail(.checkInNoInput)
            }
        }
        let session = CheckInSession(store: store, io: io, clock: clock, zone: zone, language: GermanDialogue(),
                                     keyboard: keyboard, lines: lines, diary: diary, makeID: makeID,
                                     makeExtractor: makeExtractor)
        // Nobody answers a follow-up on a pipe or with the level given: it stays open.
        let request = CheckInRequest(source: source, argument: argument,
                                     followUpFirst: keyboard != nil && source != .notification,
                                     asksAloud: keyboard != nil)
        let code = session.run(request)
        return code == .usage ? io.fail(.checkInUsage) : code
    }
}
