import ComponentCommandsTesting
import Foundation

// Goods alone: `swift run --package-path Packages/Goods GoodsExample goods list` (see `ExampleProgram`).
let user = ExampleProgram.user(standard: GoodsExampleShop.user)
let code = await ExampleProgram.run(program: "GoodsExample", arguments: Array(CommandLine.arguments.dropFirst())) {
    width, colors in
    try await GoodsExampleShop.launch(user: user, width: width, colors: colors)
}
exit(code)
