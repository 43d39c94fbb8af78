# Hilfe: die Regelübersicht, die Legende des Spielplans, die Automa-Entscheidungen,
# die Tipps, die Karte des geführten Spiels und Regeldinge in Spielerworten.

## Die Regelübersicht (src/view/reference.rs)

reference-view-title = Regelübersicht
reference-view-prose-in-english = Die langen Regeltexte sind auf Englisch; Namen, Tabellen und die erzeugten Einträge sind in deiner Sprache.
reference-view-search-hint = Regeln durchsuchen
reference-view-back = < Zurück
reference-view-top-hint = F1 auf einem Tooltip öffnet seinen Eintrag. Esc schließt.
reference-view-group-game = Spiel
reference-view-keys-title = Tasten und Maus
reference-view-nothing-found = Nichts gefunden.
reference-view-loading = Die Regelseite lädt noch ...
reference-view-see-also = Siehe auch:
reference-view-tip-hover = Zeig auf ein Feld, einen Stern, einen Schiffsstapel oder eine Leistenstufe, um zu sehen, was es ist und warum es zählt; drück F1, solange der Tooltip zu sehen ist, für die Regeln dazu.
reference-view-tip-decisions = Die Automa-Entscheidungen zeigen jeden Wurf, die gewählte Tabellenzeile (hervorgehoben), die Kandidaten und den Gleichstandsentscheid, mit einem Link zur Regel.
reference-view-tip-log = Das Protokoll unten hält jedes Ereignis fest; filtere es nach Platz, Runde oder Text. F1 über einer seiner Zeilen oder über der Frage rechts öffnet die Regeln dazu.

# Die Tasten (ihre Namen, wie der Spieler sie liest) und was sie tun.

## Die Legende des Spielplans (src/view/legend.rs)

legend-show = Legende ({ $key })
legend-hide = Legende zu ({ $key })
legend-show-tooltip = Was die Formen und Farben auf dem Spielplan bedeuten
legend-stars-heading = Sterne (die Zahl: Bevölkerung)
legend-star-face-down = verdeckter Sternmarker: seine Art zeigt sich, wenn Schiffe ihn erreichen
legend-star-uninhabited = unbewohnter Stern
legend-star-primitive = primitiver Stern
legend-star-advanced = fortschrittlicher Stern
legend-star-home = ein Heimatstern (gelber Ring), in der Farbe seines Besitzers
legend-ships-heading = Schiffe und Flotten
# $who: Name eines Platzes; $piece: wie die Regeln seine Figuren nennen ("ship" oder
# "cruiser"); $shape: die Form seines Markers, wie die Regeln sie nennen (englisch).
legend-seat-pieces = { $who }: { $piece ->
    [cruiser] Kreuzer
   *[other] Schiffe
} ({ $shape ->
    [arrow] Pfeil
    [square] Quadrat
    [diamond] Raute
    [hexagon] Sechseck
    [circle] Kreis
    [triangle] Dreieck
    [pentagon] Fünfeck
    [cross] Kreuz
   *[other] { $shape }
} als Marker, Anzahl auf dem Abzeichen)
legend-fleet = ein Flottenmarker: sein Buchstabe, seine Schiffe auf dem Abzeichen
legend-fleet-face-down = eine verdeckte Flotte: Buchstabe und Größe bleiben geheim bis zu einem Kampf oder zum Spielende
legend-space-heading = Weltraum
legend-nebula = Nebel (rosa Wolken)
legend-asteroids = Asteroidensystem (Felsen)
legend-neutron-star = Neutronenstern (ein heller Punkt und sein Strahl)
legend-wormhole = Wurmloch
legend-relic = ein Relikt, verdeckt (R, sobald aufgedeckt)
legend-sector-border = eine Sektorgrenze
legend-decision-hexes = die Felder der links gezeigten Automa-Entscheidung
legend-scan-arrow = ein Pfeil durch Felder: die Reihenfolge, in der die Karte einer Entscheidung gleichwertige Felder las; das erste (umrandete) wurde genommen
legend-ruin = eine Ruine: das Feld eines zerstörten Sterns, auf dem kein neuer Stern erscheinen darf
legend-marks-heading = Markierungen
# $who: Name eines Platzes; $text: was seine Markierung bedeutet (Worte der Regeln).
legend-mark = { $who }: { $text }

## Die Automa-Entscheidungen (src/view/decisions.rs)

decisions-title = Automa-Entscheidungen
decisions-hide-tooltip = Verbergen ({ $key })
decisions-none-yet = Noch keine Automa-Entscheidung.
decisions-held = { $n ->
    [one] 1 neuere Entscheidung
   *[other] { $n } neuere Entscheidungen
}: angehalten, solange der Zeiger hier ist
decisions-older = < älter
decisions-newer = neuer >
decisions-newest = neueste
decisions-position = { $n } von { $total }
# $what: die Entscheidung, in den Worten der Regeln.
decisions-heading = Runde { $round }: { $who } - { $what }
decisions-rolled = Gewürfelt
decisions-rolled-again-tooltip = Neu gewürfelt: dieses Ergebnis wählte nichts.
decisions-struck-through = { $n ->
    [one] Durchgestrichen: ein neu gewürfelter Würfel.
   *[other] Durchgestrichen: { $n } neu gewürfelte Würfel.
}
decisions-table-row = Tabelle: { $row }
decisions-candidates = Kandidaten ({ $n }):
decisions-left-out = Ausgelassen: { $what }
decisions-tie-break = Gleichstand: { $how }
decisions-hexes-outlined = Ihre Felder sind auf dem Spielplan in ihrer Farbe umrandet.
decisions-scan-drawn = Die Suche beim Gleichstand ist auf dem Spielplan eingezeichnet: ein Pfeil durch die gleichwertigen Felder in der Reihenfolge, in der die Karte sie liest; das erste, das er trifft, wird genommen.
decisions-the-rule = Die Regel
decisions-the-rule-tooltip = Die Regelübersicht bei dieser Regel öffnen
decisions-whole-table = Die ganze Tabelle
decisions-whole-table-tooltip = Jede Zeile der Tabelle jedes Automas

## Regeldinge in Spielerworten (src/view/words.rs)

words-bonus-extra-growth = ein Wachstumsmarker mehr, kostenlos, in Runde 1
# $field: ein Technologiefeld, wie die Regeln es nennen; $level: seine Stufe.
words-bonus-level = { $field } { $level }
words-bonus-ships = { $n ->
    [one] { $n } Schiff mehr
   *[other] { $n } Schiffe mehr
}
words-bonus-population = { $n } Bevölkerung mehr auf deinem Heimatstern
# $text: der Text des Sternenvolks (Worte der Regeln).
words-people-both = Beide Seiten: { $text }
# $side: Name der Seite; $alignment: STO oder STS; $text: Text der Seite.
words-people-side = { $side } ({ $alignment }): { $text }
words-era = Ära { $n }:
# $dp: was der Eintrag wert ist (words-dp-...); $text: der Eintrag (Worte der Regeln).
words-story-item = { $dp }: { $text }
# $dp: eine Zahl mit Vorzeichen, "+3" oder "-2".
words-dp-each = { $dp } DP
words-dp-minus-level = { $n } - Stufe DP
words-difficulty-nothing = An diesem Tisch ändert der Schwierigkeitsgrad nichts.
# $who: Name eines Automa-Platzes; $words: was der Grad bei ihm ändert (Worte der Regeln).
words-difficulty-line = { $who }: { $words }.

## Tipps (src/view/hints.rs)

hints-title = Tipp
hints-hide = Tipps aus
hints-hide-tooltip = Tipps ausschalten (im Menü wieder einschalten)
hints-on-behalf = Dieser Kampf ist nicht deiner: Du antwortest für den Automa, den die andere Person angegriffen hat. Seine Verluste und Überlebenden sind seine eigenen; entscheide, wie du es für richtig hältst (die Regeln erlauben dir, deinen Rivalen zu schwächen).
hints-automas-playing = Die Automas spielen. Jede ihrer Entscheidungen erscheint links: der Würfel, die gewählte Tabellenzeile und warum; ihre Felder bleiben auf dem Spielplan umrandet.
hints-move-selected = Klick ein hervorgehobenes Feld an, um die ausgewählten Schiffe dorthin zu schicken (der Regler „zu bewegen“ wählt, wie viele). Über einem feindlichen Stapel zeigt der Tooltip den Kampf vorab. Rechtsklick hebt die Auswahl auf.
# $gains: hints-gains-sto oder hints-gains-sts.
hints-move-first = Klick einen deiner Schiffsmarker an (deine Form, in deiner Farbe), um seine Schiffe auszuwählen. Ziehst du auf einen verdeckten Stern (?), zeigt sich seine Art; { $gains }
hints-gains-sto = einen unbewohnten Stern (kolonisiert) oder einen fortschrittlichen (verbündet, 3 Scheiben), den deine Schiffe erreichen, kannst du in der Wachstumsphase gewinnen; als STO nimmst du nie einen primitiven.
hints-gains-sts = einen unbewohnten Stern (kolonisiert), einen primitiven (unterworfen) oder einen fortschrittlichen (erobert mit 4 Schiffen), den deine Schiffe erreichen, kannst du in der Wachstumsphase gewinnen.
hints-move-more = Zieh weitere Schiffe, nimm einen Zug zurück ({ $undo }) oder beende deine Bewegung ({ $end }): Kämpfe werden ausgetragen, wenn sie endet.
hints-retreat = Du wirst angegriffen: kämpf oder zieh dich vor dem Kampf zurück. Die Frage vergleicht, was sie über beide Seiten weiß.
hints-force-retreat = Dein Volk kann die andere Seite vor dem Kampf fortschicken: entscheide, ob du das willst.
hints-retreat-where = Wähl eines der gelben Felder für deine zurückweichenden Schiffe.
hints-battle-cards = Eine Karte auf deiner Hand kann für diesen Kampf gespielt werden (Kartenbereich): spiel sie, dann Kämpfen ({ $key }).
hints-choose-losses = Wähl, wie viele Schiffe des Verlierers zerstört werden. Jede Wahl zeigt, was sie dich kostet: halb so viele, aufgerundet, außer du hast den dreifachen Kampfwert.
hints-kind-choice = Die Regeln eines Automas lassen dich wählen. Die vorgeschlagene Option ist markiert: { $key } nimmt sie; zeig auf eine Option, um zu sehen, was sie tut.
hints-offer = Die andere Person wartet auf deine Antwort: annehmen ({ $yes }) oder ablehnen ({ $no }). Danach geht ihr Zug weiter.
hints-growth-selection = Wähl zwei Ovale und ein Quadrat. Forschung hebt das Feld deines Quadrats um eine Stufe; Bevölkerung wachsen lässt Scheiben auf deine Sterne; Schiffe bauen baut Schiffe an deinen Sternen mit genug Bevölkerung; Stern gewinnen nimmt einen Stern, wo deine Schiffe stehen. Zeig auf einen Marker, um zu sehen, was er dir jetzt gibt.
hints-growth-resolution = Sag, wohin geht, was deine Marker geben; zeig auf eine Option für ihre Wirkung.
hints-trading = Tausch eine Stufe mit einem Automa, mit dem du Frieden und Kontakt hast (er erfährt eine deiner Stufen), oder bitte um Frieden. Beende den Handel, wenn du fertig bist; dann wird die Runde gewertet.
hints-assign-tactics = Gib jeder neuen Flotte ihren Buchstaben: zeig auf einen Buchstaben für seine Taktik.
hints-guard-gains = Ein STS-Platz darf einen unschuldigen Stern nehmen, wo deine Schiffe stehen. Wähl die Sterne, die du verteidigst: nimmt er einen davon, erklärst du den Krieg und verhinderst es.
hints-guard-jumps = Sprünge eines anderen Platzes könnten dort beginnen oder enden, wo deine Schiffe stehen. Wähl, wo du sie blockierst: ein Zug, der so einen Sprung braucht, lässt dich den Krieg erklären.

## Die Karte des geführten Spiels (src/view/guide.rs)

guide-complete = Geführtes Spiel beendet
guide-complete-text = Das Spiel geht als normales weiter: spiel es zu Ende oder starte dein eigenes vom Titelbildschirm aus.
guide-play-on = Weiterspielen  ({ $key })
guide-title-screen = Titelbildschirm
guide-step = Geführtes Spiel: Schritt { $n } von { $total }
guide-leave = Anleitung verlassen
guide-leave-tooltip = Die Schritte beenden und dieses Spiel frei spielen
guide-next = Weiter  ({ $key })
guide-waiting = Wartet darauf, dass du es tust.
guide-do-it = Mach es für mich  ({ $key })
guide-do-it-tooltip = Das Spiel führt die Aktion dieses Schritts für dich aus
guide-watch = Beobachte den Spielplan: das Spiel läuft weiter.
guide-more = Mehr dazu
guide-more-tooltip = Die Regelübersicht hier öffnen
