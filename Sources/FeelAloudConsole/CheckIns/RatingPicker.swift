import FeelAloudCore

/// The five-level picker on a terminal: a digit 1–5 chooses at once; ←/→ (or ↑/↓) move a
/// bracketed selection and Enter confirms; q, Esc+other, Ctrl-C, Ctrl-D or EOF cancel.
struct RatingPicker {
    let keyboard: CheckInKeyboard
    let io: CommandIO

    func pick() -> SnapshotRating? {
        var selected: SnapshotRating?
        io.write(Messages.checkInOptions() )
        defer { io.write("\n") }
        while let key = keyboard.readKey() {
            if let r = SnapshotRating(key: key) {
                redraw(r)
                return r
            }
            switch key {
            case UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                if let selected { return selected }
            case 27:
                guard let next = keyboard.readKey(), next == UInt8(ascii: "[") || next == UInt8(ascii: "O"),
                      let arrow = keyboard.readKey() else { return nil }
                let step: Int
                switch arrow {
                case UInt8(ascii: "C"), UInt8(ascii: "A"): step = 1
                case UInt8(ascii: "D"), UInt8(ascii: "B"): step = -1
                default: continue
                }
                let current = selected?.rawValue ?? (step > 0 ? 2 : 4)
                selected = SnapshotRating(rawValue: min(5, max(1, current + step)))
                redraw(selected)
            case UInt8(ascii: "q"), UInt8(ascii: "Q"), 3, 4:
                return nil
            default:
                continue
            }
        }
        return nil
    }

    private func redraw(_ selected: SnapshotRating?) {
        io.write("\r\u{1B}[2K" + Messages.checkInOptions(selected: selected))
    }
}
