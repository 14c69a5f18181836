import Foundation
import FeelAloudCore

/// `reminders-sent.json` in the store directory: which slot was notified on which day.
/// Read-modify-write happens under an exclusive `flock` on `reminders-sent.lock`, so a timer
/// and a cron job firing together still send a slot only once.
public struct ReminderStateFile: Sendable {
    public static let fileName = "reminders-sent.json"
    public static let lockName = "reminders-sent.lock"

    public let directory: String
    public var path: String { directory + "/" + Self.fileName }
    public var lockPath: String { directory + "/" + Self.lockName }

    public init(directory: String) { self.directory = directory }

    /// The stored state; an unreadable or corrupt file yields an empty state plus a warning
    /// (the worst case is one extra reminder).
    public func load() -> (ReminderSentState, warning: String?) {
        do {
            guard let bytes = try PrivateFile.read(path) else { return (ReminderSentState(), nil) }
            let json = try JSONValue.parse(String(decoding: bytes, as: UTF8.self))
            return (try ReminderSentState(json: json), nil)
        } catch let e as StoreError {
            return (ReminderSentState(), Messages.remindStateUnreadable(path, Messages.storeError(e)))
        } catch let e as JSONParseError {
            return (ReminderSentState(), Messages.remindStateUnreadable(path, e.reason))
        } catch is ReminderSettingsError {  // the sent-state file's only error: not an object
            return (ReminderSentState(), Messages.remindStateUnreadable(path, Messages.notAJSONObject))
        } catch {
            return (ReminderSentState(), Messages.remindStateUnreadable(path, String(describing: error)))
        }
    }

    public func save(_ state: ReminderSentState) throws(StoreError) {
        try PrivateFile.write(state.json.serialized() + "\n", to: path)
    }

    /// Runs `body` while holding the exclusive lock.
    public func withLock<T>(_ body: () throws(StoreError) -> T) throws(StoreError) -> T {
        try PrivateFile.makeDirectory(directory)
        let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .cannotLock(path: lockPath, reason: .system(errno)) }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            if errno == EINTR { continue }
            throw .cannotLock(path: lockPath, reason: .system(errno))
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }
}
