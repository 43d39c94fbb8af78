# Deutsch. Fehlende Meldungen erscheinen auf Englisch.
language-name = Deutsch
language-label = Sprache
language-tip = Die Sprache der Texte im Spiel. Bleibt für den nächsten Start gewählt. Eine Sprachdatei in languages/ neben dem Spiel fügt eine Sprache hinzu (oder ändert ein Wort): siehe README.
language-problems = { $n ->
    [one] Ein Problem in den Sprachdateien
   *[other] { $n } Probleme in den Sprachdateien
}
