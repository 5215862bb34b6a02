import CartMediator
import Goods
import GoodsMediator
import Mediator

public enum CartMarker {}
