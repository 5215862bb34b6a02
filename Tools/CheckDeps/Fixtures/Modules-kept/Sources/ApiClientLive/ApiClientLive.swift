import ApiClient
import SharedModels

public enum ApiClientLiveMarker {}
