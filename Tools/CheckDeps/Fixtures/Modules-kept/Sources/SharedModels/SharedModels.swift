public enum SharedModelsMarker {}
