# Speichern und Laden: was mit einem Spielstand schiefgeht, in Worten für dich.
