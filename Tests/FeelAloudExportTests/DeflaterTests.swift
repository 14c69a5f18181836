import Foundation
import Testing
@testable import FeelAloudExport

/// The raw DEFLATE streams `FastDeflater` produces (any chunking) must be inflated exactly by
/// an independent decoder (Python's zlib).
@Suite struct DeflaterTests {
    static func deflate(_ data: [UInt8], chunk: Int) -> [UInt8] {
        let d = FastDeflater()
        var out: [UInt8] = []
        var i = 0
        while i < data.count {
            let end = min(i + chunk, data.count)
            data[i..<end].withUnsafeBytes { d.compress($0) }
            out += d.takeOutput()
            i = end
        }
        d.finish()
        return out + d.takeOutput()
    }

    static func samples() -> [(String, [UInt8])] {
        var seed: UInt64 = 42
        func rnd() -> UInt8 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1
            return UInt8(truncatingIfNeeded: seed >> 56)
        }
        let xml = Array(String(repeating: "<row r=\"1\"><c r=\"A1\" t=\"inlineStr\"><is><t>Ärger über Öl</t></is></c></row>", count: 3000).utf8)
        let random = (0..<100_000).map { _ in rnd() }
        var runs = [UInt8](repeating: 0x41, count: 70_000)
        runs += [1, 2, 3]
        runs += [UInt8](repeating: 0, count: 1000)
        var mixed: [UInt8] = []
        for i in 0..<200_000 {
            let letter = UInt8(65 + i % 13)
            mixed.append(i % 7 == 0 ? rnd() : letter)
        }
        // Repeats exactly one window back (distance 32768) and just beyond it (never matched).
        let block = (0..<32_768).map { _ in rnd() }
        let windowEdge = block + block + Array(block[0..<5000])
        let beyond = (0..<32_769).map { _ in rnd() }
        let pastWindow = beyond + beyond
        // Every match length 3…258 and short distances (1…4), all byte values.
        var lengths: [UInt8] = []
        for n in 1...300 {
            lengths += [UInt8](repeating: UInt8(n % 256), count: n)
            lengths += Array(xml[0..<min(n, xml.count)])
        }
        return [("leer", []), ("ein Byte", [7]), ("drei Bytes", [1, 2, 1]), ("xml", xml), ("zufall", random),
                ("läufe", runs), ("gemischt", mixed), ("fensterrand", windowEdge), ("hinter dem Fenster", pastWindow),
                ("längen", lengths), ("alle Bytes", (0..<256).map { UInt8($0) } + (0..<256).map { UInt8(255 - $0) })]
    }

    @Test func pythonZlibInflatesOurOutput() throws {
        guard ExternalTool.require("python3", probe: ["--version"], hint: ExternalTool.installHint) else { return }
        let dir = ExportFixtures.tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var names: [String] = []
        for (name, data) in Self.samples() {
            for chunk in [1, 1000, 65_536, 1 << 18, 1 << 20] where chunk > 1 || data.count < 5000 {
                let file = dir + "/\(names.count)"
                try Data(Self.deflate(data, chunk: chunk)).write(to: URL(fileURLWithPath: file + ".z"))
                try Data(data).write(to: URL(fileURLWithPath: file + ".raw"))
                names.append(file)
                _ = name
            }
        }
        let script = """
            import sys, zlib
            bad = []
            for base in sys.argv[1:]:
                z = open(base + '.z', 'rb').read(); raw = open(base + '.raw', 'rb').read()
                d = zlib.decompressobj(-15)
                out = d.decompress(z) + d.flush()
                if out != raw or not d.eof or d.unused_data: bad.append(base)
            print('ok' if not bad else 'bad ' + ' '.join(bad))
            """
        let r = try ExternalTool.run("python3", ["-c", script] + names)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "ok")
    }

    @Test func compressesXMLWell() {
        let xml = Self.samples()[3].1
        #expect(Self.deflate(xml, chunk: 1 << 18).count * 10 < xml.count)
        // Incompressible bytes grow by at most 9 bits in 8 (fixed codes), plus the block's bits.
        let random = Self.samples()[4].1
        #expect(Self.deflate(random, chunk: 1 << 18).count <= random.count * 9 / 8 + 8)
    }
}
