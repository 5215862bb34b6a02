import ComponentCommandsTesting
import Foundation

// Member alone: `swift run --package-path Packages/Member MemberExample member show` (see `ExampleProgram`).
let user = ExampleProgram.user(standard: MemberExampleShop.user)
let code = await ExampleProgram.run(program: "MemberExample", arguments: Array(CommandLine.arguments.dropFirst())) {
    width, colors in
    try await MemberExampleShop.launch(user: user, width: width, colors: colors)
}
exit(code)
