import Mediator

public enum CartMediatorMarker {}
