print("bidi: work in progress")
