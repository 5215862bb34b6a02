import ComponentCommandsTesting
import Foundation

// Order alone: `swift run --package-path Packages/Order OrderExample order checkout` (see `ExampleProgram`).
let user = ExampleProgram.user(standard: OrderExampleShop.user)
let code = await ExampleProgram.run(program: "OrderExample", arguments: Array(CommandLine.arguments.dropFirst())) {
    width, colors in
    try await OrderExampleShop.launch(user: user, width: width, colors: colors)
}
exit(code)
