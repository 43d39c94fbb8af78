# Deutsch. Fehlende Meldungen erscheinen auf Englisch.
language-name = Deutsch
