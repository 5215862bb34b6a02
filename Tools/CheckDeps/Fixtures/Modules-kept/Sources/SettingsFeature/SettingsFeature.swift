import ApiClient
import Styleguide

public enum SettingsFeatureMarker {}
