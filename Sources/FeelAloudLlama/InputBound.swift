/// Trims an over-long paragraph before it goes to the model: at the last sentence end within
/// the limit when that keeps at least half of it, else at the last space, else hard.
public enum InputBound {
    public static func trim(_ text: String, maxCharacters: Int) -> String {
        guard text.count > maxCharacters, maxCharacters > 0 else { return text }
        let head = text.prefix(maxCharacters)
        if let end = head.lastIndex(where: { ".!?".contains($0) }),
           head.distance(from: head.startIndex, to: end) >= maxCharacters / 2 {
            return String(head[...end])
        }
        if let space = head.lastIndex(of: " "),
           head.distance(from: head.startIndex, to: space) >= maxCharacters / 2 {
            return String(head[..<space])
        }
        return String(head)
    }
}
