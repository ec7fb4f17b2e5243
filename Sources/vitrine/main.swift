// Vitrine — Apache License 2.0
print("vitrine")
