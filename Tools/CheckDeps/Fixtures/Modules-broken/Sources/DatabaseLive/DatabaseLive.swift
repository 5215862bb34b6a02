import DatabaseClient

public enum DatabaseLiveMarker {}
