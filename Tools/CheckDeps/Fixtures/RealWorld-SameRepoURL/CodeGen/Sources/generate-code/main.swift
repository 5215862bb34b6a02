import ArgumentParser
import ParserCore
import ParserInternals

let parser = Parser()
