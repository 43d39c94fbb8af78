# Die Wörter des Spielprotokolls und der Automa-Entscheidungen: solo.
