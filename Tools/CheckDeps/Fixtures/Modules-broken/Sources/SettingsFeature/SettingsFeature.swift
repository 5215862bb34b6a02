import ApiClient
import DatabaseLive
import Styleguide

public enum SettingsFeatureMarker {}
