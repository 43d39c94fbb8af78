# English: the game's own language. Every message the game shows is here; another
# language may leave some out (they are then shown in English).
language-name = English
