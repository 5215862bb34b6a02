import _D_Math
import remote_kit
import swift_openapi_generator

public struct App {}
