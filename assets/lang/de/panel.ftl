# Die Seitenleiste (Stand, Karten, Volk/Geschichte/Ziel, Fernsicht), das Protokoll,
# die Wahl der Wachstumsmarker und die Angebote.

## src/view/panel/mod.rs

panel-broken-title = Die Regeln konnten nicht geladen werden
panel-broken-unknown = unbekannter Fehler
panel-broken-fix = Berichtige die oben genannte Datei und starte das Spiel neu.

## src/view/panel/status.rs

status-side = Seite von { $who }
status-side-hint = Deine Flotten, Marker und Karte sind nur zu sehen, solange du das Gerät hältst: Wird die andere Person etwas gefragt, bittet der Bildschirm, es weiterzugeben.
status-round = Runde { $round } von { $rounds }
status-menu = Menü
status-menu-key = { $key }
status-help-hint = Tasten und Hilfe ({ $key })
status-era = Ära { $era } ({ $alignment }-Ära) – Phase: { $phase }
status-phase-setup = Aufbau
status-phase-move-combat = Bewegung und Kampf
status-phase-growth = Wachstum
status-phase-trading = Handel
status-phase-scoring = Wertung
status-phase-game-over = Spielende
status-era-hint = In einer STO-Ära bekommen friedliche Reiche die DP für ihre Ausrichtung, in einer STS-Ära die aggressiven.
status-speed = Automa-Tempo:
status-speed-hint = Tasten { $speeds }. Sofort spielt dieselben Regeln ohne Animation. { $skip } überspringt den Rest eines Automa-Zugs.
status-you-are = Du bist { $alignment } mit { $dp } DP
status-turn-order = Zugreihenfolge: { $order }
status-turn-order-then = dann
status-turn-order-hint = In dieser Reihenfolge bewegen, wachsen und handeln die Plätze. Wachstumsmarker bringen dich nach vorn oder hinten.
status-scores = Punkte: { $list }
status-score-item = { $who } { $dp } DP
status-at-war = { $who }: im Krieg mit dir
status-at-peace = { $who }: im Frieden mit dir
status-war-hint = Im Krieg kämpfen Schiffe im selben Feld. Bitte in deinem Zug oder beim Handel um Frieden (ein Würfel entscheidet).
status-your-tech = Deine Technologie
status-tech-level = { $field } { $level }: { $text }
    { $key }: alle Stufen in der Regelübersicht
status-tech-level-here = { $field } { $level } (du bist hier): { $text }
    { $key }: alle Stufen in der Regelübersicht
status-population = Bevölkerung und Schiffe
status-track = { $n ->
    [one] { $n } Scheibe
   *[other] { $n } Scheiben
} auf deiner Bevölkerungsleiste; aufgedeckter Wert { $value }
status-track-hint = Scheiben verlassen die Leiste für deine Sterne, wenn die Bevölkerung wächst. Der aufgedeckte Wert bestimmt, wie viele Schiffe „Schiffe bauen“ baut, und zählt bei Spielende.
status-build-ships = „Schiffe bauen“ baut bei diesem Wert { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffe
} (plus Asteroiden und Robotik)
status-space-covered = noch von einer Scheibe bedeckt
status-space-value = dein Leistenwert: das höchste aufgedeckte Feld
status-space-uncovered = aufgedeckt: deine Scheiben sind von hier zu deinen Sternen gezogen
status-all-tech = Technologie aller
status-autoplay = Automatisch für dich spielen lassen
status-suggest = Vorschlag  ({ $key })
status-suggest-hint = Der Coach: Er spielt für jede erwägenswerte Antwort den Rest des Spiels durch und zeigt, was dabei herauskam und warum; gespielt wird nur, wenn du annimmst.
status-dp-card = Deine DP nach Quelle
status-dp-round-end = Runde { $round } + Spielende: { $gained } DP
status-dp-round = Runde { $round }: { $gained } DP ({ $total } insgesamt)
status-dp-round-so-far = Runde { $round } bisher: { $gained } DP

## src/view/panel/cards.rs

cards-title = Dominanzkarten ({ $n } von 2 gespielt)
cards-a = A, { $dp } DP: { $text }
cards-a-effect = Sofortiger Effekt: { $effect }
cards-played-a = du hast schon eine Karte für A gespielt
cards-a-now = A: jetzt spielbar
cards-a-not-yet = A noch nicht: { $why }
cards-b-now = B jetzt: { $b } DP ({ $how })
cards-play-a = Für A spielen
cards-play-b = Für B spielen ({ $b } DP)
cards-exchange = Tauschen
cards-exchange-hint = Leg sie unter den Stapel und zieh die oberste Karte.
cards-hint = Zwei Ausspielungen pro Spiel, eine für A. Gespielt, wenn das Spiel auf dich wartet; nach deiner ersten ziehst du eine Karte.
    F1: alle Karten in der Regelübersicht
cards-effect-research = A + { $field } erforschen
cards-effect-gain = A + { $star } { $hex } gewinnen
cards-effect-move = A + { $n } von { $from } nach { $to } verlegen
cards-effect-no-losses = A + keine Verluste in diesem Kampf
cards-effect-no-retreat = A + kein Rückzug für deine Gegner
cards-effect-plain = Für A mit Effekt spielen

## src/view/panel/content.rs

content-panel-people = Volk: { $side } ({ $alignment })
content-panel-home-bonus = Bonus des Heimatsektors: { $bonus }
content-panel-people-hint = { $summary }
    F1: alle Sternenvölker in der Regelübersicht
content-panel-story = Geschichte: { $name } (Ära { $era }, { $scored } DP)
content-panel-scored-round-end = Gewertet am Ende jeder Runde dieser Ära.
content-panel-scored-now = Gewertet, sobald es geschieht, in dieser Ära.
content-panel-story-hint = { $summary }
    F1: alle Geschichten in der Regelübersicht
content-panel-goal = Ziel: { $name }
content-panel-goal-now = Endete das Spiel jetzt: { $dp } DP ({ $why })
content-panel-goal-so-far = Bisher: { $dp } DP
content-panel-goal-hint = Mit einem Ziel zu spielen senkt deine Wertung um eine Zeile.
    F1: alle Ziele in der Regelübersicht

## src/view/panel/log.rs

log-panel-title = Protokoll
log-panel-everyone = alle
log-panel-all-rounds = alle Runden
log-panel-round = Runde { $round }
log-panel-search = suchen
log-panel-f1 = F1: die Regeln dazu

## src/view/panel/remote.rs

remote-left = noch { $n } diese Runde
remote-unlimited = unbegrenzt
remote-title = Fernsicht ({ $left })
remote-star = Stern bei ({ $x }, { $y })
remote-relic = Relikt bei ({ $x }, { $y })
remote-fleet = { $who } Flotte { $letter }
remote-pyramids-hint = Die Sicht der Alten Pyramiden: jede Flotte, einmal pro Runde.
remote-spirit-hint = Spirituality: ein verdeckter Stern oder ein Relikt, oder eine Flotte einer Fraktion mit niedrigerer Spirituality.
remote-hint = Schau dir Verborgenes an: Was du siehst, bleibt im Tooltip des Felds und im Protokoll.

## src/view/prompts/selection.rs

selection-research-max = { $field } ist auf 6: sein 6+-Effekt gilt
selection-research-any = eine Stufe im Gebiet deines quadratischen Markers
selection-grow = +1 Bevölkerung auf jedem deiner Sterne unter seiner Wachstumsgrenze (+{ $n } durch Genetics)
selection-gain = einen Stern nehmen, wo deine Schiffe sind ({ $n } jetzt möglich)
selection-build = { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffe
} an deinen Sternen bauen
selection-switch = werde { $other } (jetzt { $now }), bevor in dieser Wachstumsphase jemand handelt: Du bist sofort mit jedem Automa im Frieden, und ab der Wertung dieser Runde gibt es das +1 DP für die Ausrichtung in { $other }-Ären
selection-gain-war = { $star } (erklärt { $who } den Krieg)
selection-gain-defended = (verteidigt von { $who }: Es gibt Krieg und der Gewinn ist blockiert)
selection-title = Wachstum: wähle deine Marker
selection-counters-no-extra = Zwei Ovale und ein Quadrat; diese Runde kein zusätzliches Oval (jeder deiner nicht blockierten Sterne mit 5+ Bevölkerung außer dem Heimatstern kauft eines, gegen DP).
selection-counters-extra = Zwei Ovale und ein Quadrat; jetzt bis zu { $n ->
    [one] { $n } Oval
   *[other] { $n } Ovale
} mehr (jeder deiner nicht blockierten Sterne mit 5+ Bevölkerung außer dem Heimatstern kauft eines, gegen DP).
selection-counters-hint = Ovale sind deine Wachstumsaktionen dieser Runde. Das Quadrat sagt, welches Gebiet Forschung erhöht, oder bringt dich stattdessen einen Platz vor oder zurück in der Zugreihenfolge. Alle wählen geheim; die Marker werden zugleich aufgedeckt.
selection-square-research = Forschung erhöht { $field } (mit dem Forschungs-Oval; ohne es bewirkt dieses Quadrat nichts)
selection-square-up = Tausche den Platz mit dem Platz vor dir in der Zugreihenfolge, bevor in dieser Wachstumsphase jemand handelt
selection-square-down = Tausche den Platz mit dem Platz hinter dir in der Zugreihenfolge, bevor in dieser Wachstumsphase jemand handelt
selection-cost = Die zusätzlichen Marker kosten { $cost } DP.
selection-confirm = Marker bestätigen
selection-to-confirm = Zum Bestätigen: { $why }
selection-evacuate = Heimatstern räumen
selection-evacuate-hint = Deine Miniatur zieht zum gewählten Stern (seine Scheiben gehen zurück auf deine Leiste); die Notreserve stellt dort 6 Schiffe auf, einmal pro Spiel.
selection-evacuate-to = nach { $star }

## src/view/prompts/offers.rs

offers-peace-title = { $them } bieten Frieden an
offers-peace-text = Nimmst du an, sind du und { $them } im Frieden: Eure Schiffe kämpfen nicht mehr gegeneinander, und ihr könnt bei Kontakt handeln.
offers-trade-title = { $them } bieten einen Handel an
offers-trade-text = Du lernst { $give } (deine Stufe { $yours } -> { $yours_next }); { $them } lernen { $take } von dir (ihre Stufe { $theirs } -> { $theirs_next }). Nimmst du an, ist das auch dein Handel dieser Runde.
offers-caninoids = { $them } sind die STS-Caninoiden: Ihre Partner müssen mit ihnen handeln.
offers-accept = Annehmen ({ $key })
offers-refuse = Ablehnen ({ $key })
offers-refuse-disabled = Die Partner der STS-Caninoiden müssen handeln
offers-offer-peace = { $who } Frieden anbieten
offers-ask-peace = { $who } um Frieden bitten
offers-declare-war-person = { $who } den Krieg erklären
offers-declare-war-automa = { $who } den Krieg erklären
offers-war-hint = Im Krieg kämpfen deine Schiffe gegen ihre, wo sie sich treffen.
offers-person-answers = Sie nehmen sofort an oder lehnen ab (das Gerät wird ihnen gereicht). Einmal pro Runde.
offers-never-peace = es schließt nie Frieden
offers-chance = Chance: { $n } von 6 ({ $why }). Einmal pro Runde je Automa.
offers-settling = Krieg oder Frieden hat sich gerade geändert: einen Moment bis zum nächsten.
