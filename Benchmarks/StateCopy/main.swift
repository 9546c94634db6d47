print("state-copy: not built yet")
