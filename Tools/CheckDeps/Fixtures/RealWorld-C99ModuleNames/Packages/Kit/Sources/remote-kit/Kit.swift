public struct Kit {}
