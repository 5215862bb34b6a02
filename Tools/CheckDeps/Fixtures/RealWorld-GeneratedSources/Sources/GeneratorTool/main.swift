let arguments = CommandLine.arguments
