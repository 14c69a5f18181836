/// Plain substring replacement without Foundation's bridging (hot paths of the rule tables).
extension String {
    /// Replaces every occurrence of `target` (non-empty) with `replacement`.
    func replacingAll(_ target: String, with replacement: String) -> String {
        guard !target.isEmpty, self.contains(target) else { return self }
        var out = ""
        var rest = Substring(self)
        while let r = rest.firstRange(of: target) {
            out += rest[..<r.lowerBound]
            out += replacement
            rest = rest[r.upperBound...]
        }
        out += rest
        return out
    }
}
