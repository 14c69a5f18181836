import Foundation
import Testing

/// Issue #14: `extract --jsonl` streams — one line in, one result out, any input size.
@Suite struct ExtractStreamingTests {
    @Test func answersEachLineBeforeTheInputEnds() throws {
        let env = BinaryRunner.environment(store: BinaryRunner.makeTempDir("stream"))
        let p = Process()
        p.executableURL = URL(fileURLWithPath: BinaryRunner.binary)
        p.arguments = ["extract", "--jsonl"]
        p.environment = env
        let inPipe = Pipe(), outPipe = Pipe()
        p.standardInput = inPipe
        p.standardOutput = outPipe
        p.standardError = FileHandle.nullDevice
        try p.run()
        defer { if p.isRunning { p.terminate() } }
        inPipe.fileHandleForWriting.write(Data("{\"id\":1,\"text\":\"Guter Tag mit Anna.\"}\n".utf8))
        // The answer to the first line arrives while stdin is still open.
        var got = Data()
        let deadline = Date().addingTimeInterval(20)
        while !got.contains(0x0A), Date() < deadline {
            got.append(outPipe.fileHandleForReading.availableData)
        }
        #expect(String(decoding: got, as: UTF8.self).hasPrefix("{\"id\":1,"))
        inPipe.fileHandleForWriting.write(Data("{\"id\":2,\"text\":\"Schlechter Tag.\"}\n".utf8))
        try inPipe.fileHandleForWriting.close()
        got.append(outPipe.fileHandleForReading.readDataToEndOfFile())
        p.waitUntilExit()
        #expect(p.terminationStatus == 0)
        #expect(String(decoding: got, as: UTF8.self).split(separator: "\n").count == 2)
    }

    @Test func inputBeyondTheOldEightMegabytesIsAnsweredLineByLine() throws {
        let env = BinaryRunner.environment(store: BinaryRunner.makeTempDir("stream"))
        // Short texts (the extractor's time is not the point) padded by a field it ignores.
        let pad = String(repeating: "x", count: 3_800)
        var input = ""
        let count = 2_400  // ~9.3 MB
        for i in 0..<count { input += "{\"id\":\(i),\"text\":\"Guter Tag mit Anna.\",\"pad\":\"\(pad)\"}\n" }
        #expect(input.utf8.count > 8 << 20)
        // A line that is too long and one that is not UTF-8 get an error each; the rest is answered.
        input += "{\"id\":\"big\",\"text\":\"" + String(repeating: "x", count: 4_100_000) + "\"}\n"
        let r = try BinaryRunner.run(["extract", "--jsonl"], stdin: input, environment: env)
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.count == count + 1)
        #expect(lines.first?.hasPrefix("{\"id\":0,") == true)
        #expect(lines.last?.contains("\"error\"") == true)
        #expect(lines.last?.contains("Zeile \(count + 1)") == true)
        #expect(r.code == 1)
    }
}
