import Foundation
import Testing

/// docs/STYLE.md through the real binary: every subcommand explains itself with --help (exit 0),
/// a spreadsheet is not taken for a backup, a build without llama.cpp refuses to switch to it.
struct OneVoiceTests {
    @Test(arguments: ["extract", "correct", "ask", "checkin", "remind", "export", "import"])
    func everySubcommandAnswersHelp(_ sub: String) throws {
        let env = BinaryRunner.environment(store: BinaryRunner.makeTempDir("help"))
        for flag in ["--help", "-h"] {
            let r = try BinaryRunner.run([sub, flag], environment: env)
            #expect(r.code == 0, "\(sub) \(flag): \(r.stderr)")
            #expect(r.stdout.contains("Aufruf: feelaloud \(sub)"), "\(sub) \(flag): \(r.stdout)")
            #expect(r.stderr.isEmpty)
        }
    }

    @Test func importOfASpreadsheetSaysOnlyAJSONBackupImports() throws {
        let dir = BinaryRunner.makeTempDir("import")
        let env = BinaryRunner.environment(store: dir + "/store")
        FileManager.default.createFile(atPath: dir + "/alles.csv", contents: Data("Datum;Stimmung\n".utf8))
        let r = try BinaryRunner.run(["import", dir + "/alles.csv"], environment: env)
        #expect(r.code == 1)
        #expect(r.stderr.contains("nur eine JSON-Sicherung"), "\(r.stderr)")
    }

    @Test func anUnknownFileFormatNamesTheFormatsThatExist() throws {
        let env = BinaryRunner.environment(store: BinaryRunner.makeTempDir("export"))
        for args in [["export", "pdf"], ["export", "--format", "pdf"]] {
            let r = try BinaryRunner.run(args, environment: env)
            #expect(r.code == 2, "\(args)")
            #expect(r.stderr.contains("möglich sind xlsx, csv und json"), "\(args): \(r.stderr)")
        }
        let repl = try BinaryRunner.run([], stdin: "/export pdf\n", environment: env)
        #expect(repl.stdout.contains("Unbekanntes Format „pdf“ – möglich sind xlsx, csv und json."))
    }

    @Test func settingsRefuseLlamaWhenTheBuildHasNone() throws {
        let env = BinaryRunner.environment(store: BinaryRunner.makeTempDir("settings"))
        let r = try BinaryRunner.run([], stdin: "/einstellungen auswertung llama\n/einstellungen\n", environment: env)
        #expect(r.code == 0)
        if r.stdout.contains("Nicht geändert") {
            #expect(r.stdout.contains("ohne llama.cpp gebaut"))
            #expect(r.stdout.contains("Auswertung:  Regeln"))
            #expect(!r.stdout.contains("Gespeichert."))
        } else {
            // A llama build: the choice is saved.
            #expect(r.stdout.contains("Sprachmodell (llama)"), "\(r.stdout)")
        }
    }
}
