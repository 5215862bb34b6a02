/// The rules for usernames and new passwords.
///
/// Usernames must be ASCII letters, digits, `_` and `-` as typed; then they are lowercased, so
/// `Alice` and `alice` are one account: a user who types their name with a capital still reaches
/// it. Nothing outside ASCII is ever folded into a name, so two look-alike accounts cannot exist.
enum CredentialPolicy {
    static let usernameLength = 3...32
    static let minimumPasswordLength = 8
    /// libcrypt refuses passphrases of `CRYPT_MAX_PASSPHRASE_SIZE` (512) bytes or more, NUL included.
    static let maximumPasswordBytes = 511

    /// The lowercase form of `username`, or the rule it breaks.
    ///
    /// The characters are checked before anything is folded: only ASCII letters, digits, `_` and `-`
    /// pass, so a character that lowercases to ASCII (the Kelvin sign `K` U+212A, `İ` U+0130) or a
    /// fullwidth letter is refused, never silently turned into another account's name.
    static func normalizedUsername(_ username: String) throws(AccountError) -> String {
        if let odd = username.unicodeScalars.first(where: { !isAllowedAsTyped($0) }) {
            throw .invalidUsername(
                username: username,
                reason: "use only letters a-z, digits 0-9, '_' and '-' (not \(Self.describe(odd)))")
        }
        let name = username.lowercased()
        guard usernameLength.contains(name.count) else {
            throw .invalidUsername(
                username: username,
                reason: "use \(usernameLength.lowerBound) to \(usernameLength.upperBound) characters")
        }
        guard let first = name.unicodeScalars.first, isLetter(first) else {
            throw .invalidUsername(username: username, reason: "start with a letter a-z")
        }
        return name
    }

    /// Checks a password a user chooses (register, change password).
    static func validateNewPassword(_ password: String) throws(AccountError) {
        try validateHashable(password)
        guard password.count >= minimumPasswordLength else {
            throw .weakPassword(minimum: minimumPasswordLength)
        }
    }

    /// Checks that libcrypt can hash `password` exactly (no silent truncation).
    static func validateHashable(_ password: String) throws(AccountError) {
        guard !password.utf8.contains(0) else { throw .invalidPasswordCharacter }
        guard password.utf8.count <= maximumPasswordBytes else {
            throw .passwordTooLong(maximumBytes: maximumPasswordBytes)
        }
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) }
    private static func isAllowedAsTyped(_ scalar: Unicode.Scalar) -> Bool {
        isLetter(scalar) || ("A"..."Z").contains(scalar) || isDigit(scalar) || scalar == "_" || scalar == "-"
    }

    /// `'K' (U+212A)`: the character as typed and its code point, since look-alikes are the point.
    private static func describe(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "'\(scalar.escaped(asASCII: false))' (U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex))"
    }
    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}
