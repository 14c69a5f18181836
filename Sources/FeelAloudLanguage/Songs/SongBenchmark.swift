/// Cost of songs as knowledge (release build, `make bench`): building the gazetteer once, and
/// the matcher's work per paragraph (key words of every word + one pass of `hits(in:)`), an
/// upper bound of what `SongNameFinder.resolveKnown` adds to a paragraph with music.
public enum SongBenchmark {
    public static func run(paragraphs: [String]) -> [(String, String)] {
        let clock = ContinuousClock()
        let build = clock.measure { _ = SongGazetteer() }
        let g = SongGazetteer.shared
        _ = g.songs.count
        var latencies: [Duration] = []
        latencies.reserveCapacity(paragraphs.count * 4)
        var found = 0
        for _ in 0..<4 {
            for p in paragraphs {
                let t0 = clock.now
                var keys: [String] = []
                for w in p.split(whereSeparator: { $0 == " " || $0 == "\n" }) { keys += SongKey.words(w) }
                found &+= g.hits(in: keys).count
                latencies.append(clock.now - t0)
            }
        }
        latencies.sort()
        func us(_ d: Duration) -> String {
            let v = Double(d.components.seconds) * 1e6 + Double(d.components.attoseconds) / 1e12
            return "\((v * 10).rounded() / 10) µs"
        }
        let i50 = latencies.count / 2, i99 = min(latencies.count - 1, latencies.count * 99 / 100)
        return [
            ("Liedverzeichnis: Lieder", "\(g.songs.count)"),
            ("Liedverzeichnis: Aufbau (einmal, beim ersten Lied)", "\(build)"),
            ("Liedabgleich je Absatz: p50", us(latencies.isEmpty ? .zero : latencies[i50])),
            ("Liedabgleich je Absatz: p99", us(latencies.isEmpty ? .zero : latencies[i99])),
            ("Liedabgleich: Treffer", "\(found)"),
        ]
    }
}
