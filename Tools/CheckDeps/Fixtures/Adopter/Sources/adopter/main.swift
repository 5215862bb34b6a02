import CartMediator
import Mediator

let mediator = Mediator()
print(try mediator.cartShow())
