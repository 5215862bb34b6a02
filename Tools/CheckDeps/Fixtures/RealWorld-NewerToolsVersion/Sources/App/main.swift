import Core

_ = Core()
