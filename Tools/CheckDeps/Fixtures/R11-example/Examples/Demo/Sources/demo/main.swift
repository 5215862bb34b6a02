import KitCore

print(greeting("demo"))
