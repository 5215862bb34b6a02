import AccountMediator
import CartMediator
import GoodsMediator
import Mediator
import Networking
import NetworkingMediator
import OrderMediator

let mediator = Mediator()
_ = NetworkingFacade()
_ = try mediator.accountLogin()
_ = try mediator.cartAdd()
_ = try mediator.goodsList()
_ = try mediator.orderCreate()
_ = try mediator.networkingGet()
