/// Comparison whose running time does not depend on where two byte strings differ.
enum ConstantTime {
    /// Whether `a` and `b` hold the same bytes, looking at every byte of the longer one.
    ///
    /// Lengths are not secret here (hash strings have a fixed format), but the loop still runs over
    /// the longer input so a length mismatch costs the same as a content mismatch.
    @inline(never)
    static func equals(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        let length = max(a.count, b.count)
        var difference: UInt8 = a.count == b.count ? 0 : 1
        for index in 0..<length {
            let left = index < a.count ? a[index] : 0
            let right = index < b.count ? b[index] : 0
            difference |= left ^ right
        }
        return difference == 0
    }
}
