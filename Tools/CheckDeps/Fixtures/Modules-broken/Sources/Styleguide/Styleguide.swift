public enum StyleguideMarker {}
