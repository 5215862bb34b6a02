import Mediator

print(registrations.map(\.name))
