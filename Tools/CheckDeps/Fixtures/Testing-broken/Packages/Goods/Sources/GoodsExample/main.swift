import Mediator
import MediatorTesting

let account = ScriptedComponent()
print(account)
