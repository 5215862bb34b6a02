import App
import swift_openapi_generator

public struct Tool {}
