import ApiClient
import DatabaseClient
import SettingsFeature

public enum HomeFeatureMarker {}
