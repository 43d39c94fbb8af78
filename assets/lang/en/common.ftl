# English: the game's own language. Every message the game shows is here; another
# language may leave some out (they are then shown in English).
language-name = English
language-label = Language
language-tip = The language of the game's words. Kept for the next run. A language file in languages/ beside the game adds a language (or changes a word): see the README.
language-problems = { $n ->
    [one] One problem in the language files
   *[other] { $n } problems in the language files
}
