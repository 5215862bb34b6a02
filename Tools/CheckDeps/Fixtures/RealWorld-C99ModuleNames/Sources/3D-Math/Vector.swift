public struct Vector {}
