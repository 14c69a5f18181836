/// Small edit-distance check for typos in long label words ("Stimmmung", "Leidensdurck").
enum CorrectionFuzzy {
    /// Whether the optimal-string-alignment distance between `a` and `b` is at most `limit`.
    static func distance(_ a: String, _ b: String, limit: Int) -> Bool {
        let x = Array(a), y = Array(b)
        if abs(x.count - y.count) > limit { return false }
        var prev2 = [Int](repeating: 0, count: y.count + 1)
        var prev = Array(0...y.count)
        var cur = [Int](repeating: 0, count: y.count + 1)
        for i in 1...max(1, x.count) where !x.isEmpty {
            cur[0] = i
            var rowMin = cur[0]
            for j in 1...max(1, y.count) where !y.isEmpty {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                var v = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
                if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] { v = min(v, prev2[j - 2] + 1) }
                cur[j] = v
                rowMin = min(rowMin, v)
            }
            if rowMin > limit { return false }
            prev2 = prev; prev = cur
        }
        return prev[y.count] <= limit
    }
}
