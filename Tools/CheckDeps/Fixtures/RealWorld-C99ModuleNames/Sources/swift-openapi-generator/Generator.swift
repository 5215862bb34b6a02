public struct Generator {}
