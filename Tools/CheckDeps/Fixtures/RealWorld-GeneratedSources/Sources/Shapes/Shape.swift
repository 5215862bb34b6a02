public struct Shape {}
