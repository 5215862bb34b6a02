import SettingsFeature
import SharedModels

public enum DatabaseClientMarker {}
