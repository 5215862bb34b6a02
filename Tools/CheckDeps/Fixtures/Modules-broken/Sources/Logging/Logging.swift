import ApiClient
import HomeFeature

public enum LoggingMarker {}
