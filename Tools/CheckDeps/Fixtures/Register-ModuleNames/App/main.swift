// The app: prints every registered component.
for registration in Registry.all {
    print(registration.name)
}
