public struct Buffer {
    public var bytes: [UInt8] = []
    public init() {}
}
