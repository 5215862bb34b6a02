/// "Did you mean …?": the closest known word to a mistyped one.
public enum Suggestion {
    /// The longest word (in UTF-8 bytes) given a suggestion: nobody mistypes a 5 MB word, and the
    /// edit distance costs its length times each candidate's.
    public static let maximumWordBytes = 64

    /// The candidate nearest `word` by edit distance when it is close enough to be a likely typo,
    /// else one that `word` begins (`good` → `goods`), else `nil` (always for a word longer than
    /// `maximumWordBytes`).
    public static func closest(to word: String, among candidates: [String]) -> String? {
        guard word.utf8.count <= maximumWordBytes else { return nil }
        let scored = candidates.map { ($0, distance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { $0.1 < $1.1 }) else { return nil }
        if best.1 <= max(2, word.count / 3) { return best.0 }
        return candidates.first { $0.hasPrefix(word) && word.count >= 2 }
    }

    /// `" (did you mean 'cart'?)"` when a close match exists, else `""`.
    public static func hint(for word: String, among candidates: [String]) -> String {
        closest(to: word, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// The Levenshtein distance between `a` and `b`, in characters.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
