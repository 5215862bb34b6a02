/// Command-line names derived from Swift property names.
enum ArgumentName {
    /// `pageSize` → `page-size`, `goodsID` → `goods-id`, `dispatchURL` → `dispatch-url`, `URLValue` → `url-value`.
    static func kebab(_ property: String) -> String {
        let characters = Array(property)
        var out = ""
        for (index, character) in characters.enumerated() {
            if character.isUppercase && index > 0 {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let startsWord =
                    previous.isLowercase || previous.isNumber
                    || (previous.isUppercase && next.map { $0.isLowercase } == true)
                if startsWord { out.append("-") }
            }
            out += character.lowercased()
        }
        return out
    }
}
