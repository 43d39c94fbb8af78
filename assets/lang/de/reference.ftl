# Die Einträge der Regelübersicht (src/rules/reference.rs): Gruppen, Titel und die
# Satzrahmen um die Regeldaten. Die Regelseite selbst bleibt Englisch.

reference-group-rules = Regeln
reference-group-automa-tables = Automa-Tabellen
reference-group-technology = Technologie
reference-group-content = Inhalte

# Die Tabelle eines Platzes, wenn schon eine Tabelle gleichen Namens davor steht.
reference-seat-at-table = { $seat } ({ $table })

reference-intro-title = Über diese Regeln

reference-tech-level = Stufe { $level }: { $text }

reference-stories-title = Galaktische Geschichten
reference-stories-intro = Für jedes Spiel wird eine galaktische Geschichte gezogen. In jeder Ära belohnt sie, was für diese Ära aufgeführt ist.
reference-stories-item = Ära { $era }: { $text }

reference-goals-title = Galaktische Ziele
reference-goals-intro = Hat das Spiel ein galaktisches Ziel, bringt es eine eigene Wertung mit.

reference-cards-title = Dominanzkarten
reference-cards-intro = Du hältst Dominanzkarten und spielst jede für ihre Seite A (eine Bedingung, die mehr wert ist) oder ihre Seite B (eine Formel).
reference-cards-a = A, { $dp } DP: { $text }
reference-cards-b = B: { $text }

reference-relics-title = Relikte
reference-relics-intro = Relikte liegen verdeckt auf Sternen; die ersten Schiffe, die eines erreichen, decken es auf.

reference-peoples-title = Sternenvölker
reference-peoples-intro = Dein Sternenvolk gibt dir seinen Spielaufbau und seine Kräfte; manche unterscheiden sich zwischen STO und STS.
reference-peoples-sto = STO: { $text }
reference-peoples-sts = STS: { $text }
