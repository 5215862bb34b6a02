import Shapes

public struct Model {
    public var shape: Shape
}
