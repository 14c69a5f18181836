import Foundation
import CEditLineShim
import FeelAloudCore

/// The interactive line editor on libedit: UTF-8 editing, session history (Up, Ctrl-R),
/// a persistent history file for commands and questions only, Tab completion of slash
/// commands, Ctrl-C cancelling the current line.
public final class EditLineReader: LineReader {
    private let el: OpaquePointer
    private let sessionHistory: OpaquePointer
    private let persistentHistory: OpaquePointer
    private let historyPath: String?
    private var pendingPrefill: String?
    private var lastInterruptedLength: Int32 = 0
    /// Whether the terminal is asked to bracket pastes (not on TERM=dumb).
    private let bracketsPastes: Bool

    /// The prompt libedit's C callback returns; one REPL per process.
    nonisolated(unsafe) static var promptBuffer: UnsafeMutablePointer<CChar> = strdup("> ")!

    public init(historyPath: String?) {
        // Swift never calls setlocale; in the C locale libedit drops every non-ASCII byte.
        _ = fa_setup_utf8_locale()
        el = fa_el_open("feelaloud")
        sessionHistory = fa_history_open()
        persistentHistory = fa_history_open()
        self.historyPath = historyPath
        let term = ProcessInfo.processInfo.environment["TERM"] ?? ""
        bracketsPastes = isatty(1) == 1 && term != "dumb" && !term.isEmpty
        fa_history_set_size(sessionHistory, 1000)
        fa_history_set_unique(sessionHistory, 1)
        fa_history_set_size(persistentHistory, 1000)
        fa_history_set_unique(persistentHistory, 1)
        if let historyPath, FileManager.default.fileExists(atPath: historyPath) {
            _ = fa_history_load(persistentHistory, historyPath)
            _ = fa_history_load(sessionHistory, historyPath)
        }
        fa_el_set_editor(el, "emacs")
        fa_el_set_signal(el, 1)
        fa_el_set_history(el, sessionHistory)
        fa_el_use_polling_reader(el)
        fa_el_set_prompt_esc(el, { _ in UnsafePointer(EditLineReader.promptBuffer) }, 1)
        fa_el_add_function(el, "fa-complete", "complete slash commands", { el, _ in
            guard let el else { return 6 }
            return EditLineReader.complete(el)
        })
        fa_el_bind(el, "^I", "fa-complete")
        fa_el_bind(el, "^R", "em-inc-search-prev")
        // Home/End/Delete as xterm, VT and rxvt send them (not bound by default).
        for key in ["\\e[H", "\\eOH", "\\e[1~", "\\e[7~"] { fa_el_bind(el, key, "ed-move-to-beg") }
        for key in ["\\e[F", "\\eOF", "\\e[4~", "\\e[8~"] { fa_el_bind(el, key, "ed-move-to-end") }
        fa_el_bind(el, "\\e[3~", "ed-delete-next-char")
        fa_install_sigint()
    }

    public func readLine(prompt: String) -> LineReadResult {
        free(EditLineReader.promptBuffer)
        EditLineReader.promptBuffer = strdup(prompt)!
        if let text = pendingPrefill {
            pendingPrefill = nil
            // Queue without the newline so the person edits it; el_push reads it as typed input.
            fa_el_push(el, text.replacingOccurrences(of: "\n", with: " "))
        }
        fa_sigint_clear()
        // Bracketed paste only while libedit reads: a paste arrives as ESC[200~ … ESC[201~
        // and its line breaks become spaces (the reader in the shim), so it is one input.
        if bracketsPastes { fa_bracketed_paste(1) }
        defer { if bracketsPastes { fa_bracketed_paste(0) } }
        var count: Int32 = 0
        guard let raw = fa_el_gets(el, &count) else {
            if fa_sigint_seen() != 0 {
                lastInterruptedLength = fa_interrupted_line_length()
                fa_sigint_clear()
                return .interrupted
            }
            return .endOfInput
        }
        var line = String(cString: raw)
        if line.hasSuffix("\n") { line.removeLast() }
        if fa_sigint_seen() != 0 {
            lastInterruptedLength = Int32(line.utf8.count)
            fa_sigint_clear()
            return .interrupted
        }
        return .line(line)
    }

    public var keepsPersistentHistory: Bool { historyPath != nil }

    public func remember(_ line: String, persistent: Bool) {
        let trimmed = line.trimmingWhitespace()
        guard !trimmed.isEmpty else { return }
        fa_history_enter(sessionHistory, trimmed)
        guard persistent, let historyPath else { return }
        fa_history_enter(persistentHistory, trimmed)
        let dir = (historyPath as NSString).deletingLastPathComponent
        do throws(StoreError) { try PrivateFile.makeDirectory(dir) } catch {
            ProcessIO.writeAll(fd: 2, "Warnung: " + Messages.storeError(error) + "\n")  // German errno text
            return
        }
        // Create with 0600 before libedit writes it, then keep it private.
        let fd = open(historyPath, O_WRONLY | O_CREAT, 0o600)
        if fd >= 0 { Glibc.close(fd) }
        chmod(historyPath, 0o600)
        if fa_history_save(persistentHistory, historyPath) < 0 {
            ProcessIO.writeAll(fd: 2, Messages.historyNotWritten(historyPath))
        }
    }

    public func prefill(_ text: String) { pendingPrefill = text }

    /// On at the idle prompt: lines that arrive in one burst without paste brackets (a
    /// terminal that does not bracket) are one paragraph. Off while a draft is reviewed.
    public func setParagraphMode(_ on: Bool) { fa_set_coalesce_bursts(on ? 1 : 0) }

    public var lastInterruptedLineWasEmpty: Bool { lastInterruptedLength == 0 }

    public func close() {
        fa_el_close(el)
        fa_history_close(sessionHistory)
        fa_history_close(persistentHistory)
    }

    /// Tab: completes a slash command (unique prefix -> full name; several -> common prefix
    /// or the list).
    static func complete(_ el: OpaquePointer) -> UInt8 {
        var buf = [CChar](repeating: 0, count: 1024)
        let n = fa_el_line_before_cursor(el, &buf, 1024)
        let before = String(decoding: buf.prefix(Int(n)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard before.hasPrefix("/"), !before.contains(" ") else {
            fa_el_beep(el)
            return 0
        }
        let options = SlashCommand.completions(for: before)
        if options.count == 1 {
            _ = fa_el_insertstr(el, String(options[0].dropFirst(before.count)) + " ")
            return 4  // CC_REFRESH
        }
        guard !options.isEmpty else {
            fa_el_beep(el)
            return 0
        }
        let common = options.dropFirst().reduce(options[0]) { acc, s in String(zip(acc, s).prefix { $0 == $1 }.map(\.0)) }
        if common.count > before.count {
            _ = fa_el_insertstr(el, String(common.dropFirst(before.count)))
            return 4
        }
        ProcessIO.writeAll(fd: 1, "\n" + options.joined(separator: "  ") + "\n")
        return 8  // CC_REDISPLAY
    }
}
