import ApiClientLive
import DatabaseLive
import HomeFeature

print("app")
