import Mediator

public enum GoodsMediatorMarker {}
