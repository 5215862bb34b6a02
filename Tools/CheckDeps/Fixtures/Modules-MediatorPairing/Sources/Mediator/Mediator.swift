public enum MediatorMarker {}
