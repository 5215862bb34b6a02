import CartMediator
import GoodsMediator

public enum GoodsMarker {}
