import SharedModels

public enum ApiClientMarker {}
