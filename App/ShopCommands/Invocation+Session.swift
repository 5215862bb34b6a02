import AccountMediator
import Foundation

extension Invocation {
    /// The logged-in user.
    ///
    /// - Throws: `ShopError.forbidden` telling how to log in.
    func user() throws -> String {
        guard let user = try mediator.account.currentUser() else {
            throw ShopError.forbidden("log in first: shop account login <username>")
        }
        return user
    }

    /// A password from `--password`, else one line of standard input (never echoed back).
    func password(_ option: String = "--password", prompt: String = "password: ") throws -> String {
        if let value = self.option(option) { return value }
        if isatty(STDIN_FILENO) == 1 {
            FileHandle.standardError.write(Data(prompt.utf8))
        }
        guard let line = readLine(strippingNewline: true) else {
            throw ShopError.usage("\(option) is required (or give it on standard input)", usage: spec.usage)
        }
        return line
    }
}
