import FeelAloudLanguage

/// Cost of songs as knowledge (release build, `make bench`): building the gazetteer once, and
/// the matcher's work per paragraph (`SongKey.pieces` of the scanned words + one pass of
/// `hits(in:)`), measured on every paragraph though only paragraphs with music pay it.
public enum SongBenchmark {
    public static func run(paragraphs: [String]) -> [(String, String)] {
        let clock = ContinuousClock()
        let build = clock.measure { _ = SongGazetteer() }
        let g = SongGazetteer.shared
        _ = g.songs.count
        var latencies: [Duration] = []
        latencies.reserveCapacity(paragraphs.count * 4)
        var found = 0
        let scanned = paragraphs.map(SongGazetteer.scan)
        for _ in 0..<4 {
            for paragraph in scanned {
                let t0 = clock.now
                found &+= g.hitCount(in: paragraph)
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
