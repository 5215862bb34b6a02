import Foundation

/// Looks inside a linked binary for the generated target types, to show they were linked, not stripped.
enum BinaryScan {
    /// The distinct numbers `n` for which `<prefix><n>` (decimal digits) occurs in the file.
    static func numberedNames(prefix: String, in binary: URL) throws -> Set<Int> {
        let bytes = [UInt8](try Data(contentsOf: binary))
        let needle = [UInt8](prefix.utf8)
        guard let first = needle.first, bytes.count >= needle.count else { return [] }
        var found = Set<Int>()
        var index = 0
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first && bytes[index..<(index + needle.count)].elementsEqual(needle) {
                var cursor = index + needle.count
                var number = 0
                var digits = 0
                while cursor < bytes.count, bytes[cursor] >= 48, bytes[cursor] <= 57, digits < 9 {
                    number = number * 10 + Int(bytes[cursor] - 48)
                    cursor += 1
                    digits += 1
                }
                if digits > 0 { found.insert(number) }
                index = cursor
            } else {
                index += 1
            }
        }
        return found
    }
}
