/// The rules for usernames and new passwords.
///
/// Usernames are normalised to lowercase before the rules apply, so `Alice` and `alice` are one
/// account: a user who types their name with a capital still reaches it, and two look-alike
/// accounts cannot exist.
enum CredentialPolicy {
    static let usernameLength = 3...32
    static let minimumPasswordLength = 8
    /// libcrypt refuses passphrases of `CRYPT_MAX_PASSPHRASE_SIZE` (512) bytes or more, NUL included.
    static let maximumPasswordBytes = 511

    /// The lowercase form of `username`, or the rule it breaks.
    static func normalizedUsername(_ username: String) throws(AccountError) -> String {
        let name = username.lowercased()
        guard usernameLength.contains(name.count) else {
            throw .invalidUsername(
                username: username,
                reason: "use \(usernameLength.lowerBound) to \(usernameLength.upperBound) characters")
        }
        guard let first = name.unicodeScalars.first, isLetter(first) else {
            throw .invalidUsername(username: username, reason: "start with a letter a-z")
        }
        guard name.unicodeScalars.allSatisfy({ isLetter($0) || isDigit($0) || $0 == "_" || $0 == "-" }) else {
            throw .invalidUsername(username: username, reason: "use only letters a-z, digits 0-9, '_' and '-'")
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
    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}
