import SharedModels

public enum DatabaseClientMarker {}
