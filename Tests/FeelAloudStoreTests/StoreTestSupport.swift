import Foundation
import FeelAloudCore
import FeelAloudStore

/// A fresh temporary directory, removed when the value is released.
final class TempDirectory {
    let path: String

    init() {
        var template = Array((NSTemporaryDirectory() + "feelaloud-store-XXXXXX").utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        precondition(made != nil, "mkdtemp failed")
        path = String(cString: template.withUnsafeBufferPointer { $0.baseAddress! })
    }

    var store: String { path + "/store" }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

enum Sample {
    static func at(_ iso: String) -> LocalTimestamp { LocalTimestamp(iso8601: iso)! }

    static func entry(_ id: String, revision: Int = 1, at iso: String = "2026-11-29T21:14:05+01:00",
                      revisedAt: String? = nil, transcript: String = "Heute hatte ich „Über den Wolken“ im Kopf – schön!")
        -> DiaryEntry {
        var raw = EntryFields.Raw()
        raw.mood = .good
        raw.musicInHead = true
        raw.songName = "Über den Wolken"
        raw.earwormStrength = .strong
        raw.distress = .low
        raw.countermeasureActivity = "Kaugummi gekaut"
        raw.countermeasures = true
        raw.socialContact = true
        let created = at(iso)
        return DiaryEntry(id: id, revision: revision, createdAt: created, revisedAt: revisedAt.map(at) ?? created,
                          day: created.day, fields: EntryFields(raw: raw), transcript: transcript, source: .repl)
    }

    static func snapshot(_ id: String, revision: Int = 1, note: String? = nil) -> Snapshot {
        Snapshot(id: id, revision: revision, createdAt: at("2026-11-29T08:00:00+01:00"),
                 revisedAt: at("2026-11-29T08:0\(revision):00+01:00"), rating: .bad, source: .notification,
                 followUpNote: note, followUpDismissed: false)
    }

    static func read(_ path: String) -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }

    static func write(_ text: String, to path: String) {
        let dir = (path as NSString).deletingLastPathComponent
        try! FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let ok = FileManager.default.createFile(atPath: path, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600])
        precondition(ok, "cannot create \(path)")
    }

    static func append(_ text: String, to path: String) {
        let h = FileHandle(forWritingAtPath: path)!
        h.seekToEndOfFile()
        h.write(Data(text.utf8))
        try! h.close()
    }

    static func mode(_ path: String) -> Int {
        var st = stat()
        guard stat(path, &st) == 0 else { return -1 }
        return Int(st.st_mode & 0o777)
    }
}
