import Foundation
import Testing
import FeelAloudCore
import FeelAloudBenchSupport
@testable import FeelAloudExport

@Test func writesWithMode0600AndNoLeftovers() throws {
    let dir = ExportFixtures.tempDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/tagebuch.csv"
    let report = try Exporter.export(.csv, diary: ExportFixtures.diary, range: nil, to: path, force: false)
    #expect(report.path == path)
    #expect(report.entries == 13)
    let attrs = try FileManager.default.attributesOfItem(atPath: path)
    #expect((attrs[.posixPermissions] as? NSNumber)?.intValue == 0o600)
    #expect((attrs[.size] as? NSNumber)?.uint64Value == report.bytes)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["tagebuch.csv"])
    #expect(report.summary.hasPrefix("Export gespeichert: \(path) (13 Einträge"))
}

@Test func neverOverwritesWithoutForce() throws {
    let dir = ExportFixtures.tempDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let path = dir + "/x.json"
    try Data("alt".utf8).write(to: URL(fileURLWithPath: path))
    #expect(throws: ExportError.fileExists(path: path)) {
        _ = try Exporter.export(.json, diary: ExportFixtures.diary, range: nil, to: path, force: false)
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "alt")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["x.json"])
    #expect(Messages.exportError(.fileExists(path: path)).contains("--force"))
    _ = try Exporter.export(.json, diary: ExportFixtures.diary, range: nil, to: path, force: true)
    #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("{\n  \"format\": \"feelaloud-backup\""))
}

@Test func writeFailureLeavesNothingBehind() throws {
    let dir = ExportFixtures.tempDir()
    defer { try? FileManager.default.removeItem(atPath: dir) }
    #expect(throws: ExportError.self) {
        try AtomicFileWriter.write(to: dir + "/fehlt/x.csv", force: false) { _ throws(ExportError) in }
    }
    #expect(throws: ExportError.isDirectory(path: dir)) {
        try AtomicFileWriter.write(to: dir, force: true) { _ throws(ExportError) in }
    }
    #expect(throws: ExportError.cannotWrite(path: dir + "/y", reason: .system(EIO))) {
        try AtomicFileWriter.write(to: dir + "/y", force: false) { sink throws(ExportError) in
            try sink.write(Array("teil".utf8))
            throw .cannotWrite(path: dir + "/y", reason: .system(EIO))
        }
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty)
}

@Test func progressIsReported() throws {
    let diary = ExportSampleData.diary(entries: 3000, snapshots: 500)
    var calls: [(Int, Int)] = []
    _ = try Exporter.write(.xlsx, diary: diary, range: nil, to: MemorySink()) { calls.append(($0, $1)) }
    #expect(calls.count >= 3)
    #expect(calls.last! == (calls.last!.1, calls.last!.1))
}
