import Foundation
import Testing
import FeelAloudFiles

/// Property 5 of issue #13: one file-safety module; temp files never outlive their writer.
@Suite struct SafeFileTests {
    @Test func tempNamesCarryTheirOwner() {
        let temp = SafeFile.tempPath(for: "/x/config.json")
        let name = SafeFile.split(temp).name
        #expect(name.hasPrefix(".config.json.tmp-"))
        #expect(SafeFile.tempOwner(of: name) == ProcessIdentity.current)
        #expect(SafeFile.tempOwner(of: ".draft.json.tmp-4242") == ProcessIdentity(pid: 4242, startTime: 0))
        #expect(SafeFile.tempOwner(of: "config.json") == nil)
        #expect(SafeFile.tempOwner(of: ".t.csv.tmp-AbC123") == nil)
    }

    @Test func sweepRemovesOnlyTempFilesOfEndedProcesses() throws {
        let tmp = TempDirectory()
        try FileManager.default.createDirectory(atPath: tmp.path + "/d", withIntermediateDirectories: true)
        let dir = tmp.path + "/d"
        let mine = SafeFile.tempPath(for: dir + "/a.json")
        let dead = dir + "/.a.json.tmp-" + ReliabilityTests.endedSession.token + "-ab12"
        for p in [mine, dead, dir + "/a.json"] { FileManager.default.createFile(atPath: p, contents: Data("x".utf8)) }
        #expect(SafeFile.sweepStaleTemps(in: dir) == [SafeFile.split(dead).name])
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: dir)) == [SafeFile.split(mine).name, "a.json"])
    }

    @Test func failedWriteLeavesNoTempAndKeepsTheOldContent() throws {
        let tmp = TempDirectory()
        let path = tmp.path + "/f.json"
        try SafeFile.replace(path, with: Array("alt".utf8))
        struct Boom: Error {}
        #expect(throws: SafeFile.WriteFailure<Boom>.self) {
            try SafeFile.write(path) { (_: Int32) throws(Boom) in throw Boom() }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.path) == ["f.json"])
        #expect(try SafeFile.readAll(path) == Array("alt".utf8))
        // Without overwrite permission an existing file is kept.
        #expect(throws: SafeFile.WriteFailure<FileFailure>.self) {
            try SafeFile.write(path, existing: .keep) { (fd: Int32) throws(FileFailure) in
                try SafeFile.writeAll(fd, Array("neu".utf8), path: path)
            }
        }
        #expect(try SafeFile.readAll(path) == Array("alt".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.path) == ["f.json"])
    }
}
