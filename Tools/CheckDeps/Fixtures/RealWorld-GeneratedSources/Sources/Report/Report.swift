public enum Report {}
