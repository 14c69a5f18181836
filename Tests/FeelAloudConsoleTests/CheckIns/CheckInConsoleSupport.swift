import Foundation
import FeelAloudCore
@testable import FeelAloudConsole

/// Scripted key presses and lines.
final class ScriptedKeyboard: CheckInKeyboard {
    var keys: [UInt8]
    var lines: [String]
    init(keys: String = "", lines: [String] = []) {
        self.keys = Array(keys.utf8)
        self.lines = lines
    }
    func readKey() -> UInt8? { keys.isEmpty ? nil : keys.removeFirst() }
    func readLine() -> String? { lines.isEmpty ? nil : lines.removeFirst() }
}

func ts(_ text: String) -> LocalTimestamp { LocalTimestamp(iso8601: text)! }

func snap(_ id: String, _ at: String, _ rating: SnapshotRating) -> Snapshot {
    Snapshot(id: id, createdAt: ts(at), rating: rating, source: .manual)
}

/// A fresh temporary directory, removed by the caller via `defer`.
func makeTempDir() throws -> String {
    let path = FileManager.default.temporaryDirectory.path + "/feelaloud-checkin-" + UUID().uuidString
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

func readText(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

func fileMode(_ path: String) -> Int {
    var st = stat()
    return stat(path, &st) == 0 ? Int(st.st_mode & 0o777) : -1
}

/// The slots most tests use: 09:00, 13:00, 20:00, all on.
let standard = ReminderSettings(slots: [
    ReminderSlot(id: .morgens, hour: 9, minute: 0)!, ReminderSlot(id: .mittags, hour: 13, minute: 0)!,
    ReminderSlot(id: .abends, hour: 20, minute: 0)!,
])
