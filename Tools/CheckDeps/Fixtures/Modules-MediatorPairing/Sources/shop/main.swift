import Cart
import Goods
import Mediator

print("shop")
