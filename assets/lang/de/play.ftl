# Spielen auf dem Brett: der Vorschlag des Coachs, der Tooltip der Felder und Klicks
# aufs Brett, Bildschirmfotos und die Toneinstellungen.

## src/view/suggest.rs

suggest-coach-stopped = der Coach hat aufgehört, bevor er fertig war
suggest-title = Der Coach schlägt vor
suggest-thinking = Denke nach: spiele für jede Antwort den Rest des Spiels durch ({ $secs } s)…
suggest-no-suggestion = Kein Vorschlag: { $why }.
suggest-would-pass = Hier gibt es nichts zu tun: der Coach würde passen.
suggest-play-it = Spielen  ({ $key })
suggest-play-it-hover = Diese Befehle jetzt geben
suggest-no-thanks = Nein danke  ({ $key })
suggest-no-thanks-hover = Den Coach schließen; nichts wird gespielt
suggest-answer = Antwort
suggest-dp-at-end = DP am Ende
suggest-dp-at-end-hover = Der Mittelwert der DP dieses Platzes am Ende der dafür gespielten Durchläufe
suggest-won = Gewonnen
suggest-same-as = (dasselbe wie: { $answers })
suggest-over-futures = { $n ->
    [one] aus { $n } Durchlauf
   *[other] aus { $n } Durchläufen
}
suggest-futures-played = { $n ->
    [one] { $n } Durchlauf gespielt.
   *[other] { $n } Durchläufe gespielt.
} Den Rest jeder Partie spielt die eingebaute Strategie; verdeckte Marker, Flotten, Stapel und Würfel werden zufällig gezogen, daher verrät der Rat nichts, was du nicht sehen kannst.
suggest-futures-played-browser = Im Browser denkt er auf einem Thread mit weniger Durchläufen, und das Spiel hält so lange an.

# Ein Befehl in Worten, wie der Coach ihn vorschlägt.
suggest-do-choose = { $key } wählen
suggest-do-move-ships = { $n ->
    [one] { $n } Schiff von { $from } nach { $to } ziehen
   *[other] { $n } Schiffe von { $from } nach { $to } ziehen
}
suggest-do-move-fleet = Flotte { $letter } nach { $to } ziehen
suggest-do-undo-move = die letzte Bewegung zurücknehmen
suggest-do-form-fleet = { $n ->
    [one] { $n } Schiff auf { $at } in Flotte { $letter } legen
   *[other] { $n } Schiffe auf { $at } in Flotte { $letter } legen
}
suggest-do-split-fleet = { $n ->
    [one] { $n } Schiff aus Flotte { $letter } nehmen
   *[other] { $n } Schiffe aus Flotte { $letter } nehmen
}
suggest-do-swap-fleets = Flotten { $a } und { $b } tauschen
suggest-do-declare-war = Krieg erklären: { $who }
suggest-do-ask-peace = um Frieden bitten: { $who }
suggest-do-play-card = die Karte { $card } spielen ({ $how })
suggest-do-exchange-card = die Karte { $card } tauschen
suggest-do-remote-view = Fernsicht: { $target }
suggest-do-death-ray = den Todesstrahl abfeuern: { $target }
suggest-do-end-movement = deine Bewegung beenden
suggest-do-retreat = vor dem Kampf zurückziehen
suggest-do-stay = bleiben und kämpfen
suggest-do-retreat-to = nach { $to } zurückziehen
suggest-do-inflict-losses = { $n ->
    [one] eines ihrer Schiffe zerstören
   *[other] { $n } ihrer Schiffe zerstören
}
suggest-do-fight = den Kampf austragen
suggest-do-winner-loss-order = wählen, welche seiner Schiffe der Sieger verliert
suggest-do-force-retreat = sie vor dem Kampf vertreiben
suggest-do-let-stay = sie bleiben lassen
suggest-do-accept-offer = das Angebot annehmen
suggest-do-refuse-offer = das Angebot ablehnen
suggest-do-guard-none = keinen der angebotenen Sterne bewachen
suggest-do-guard = { $stars } bewachen
suggest-do-loss-order = Verluste zuerst aus { $order }
suggest-do-evacuate = deine Heimat nach { $to } verlegen
suggest-do-select-growth = Wachstumsmarker: { $counters }
suggest-do-trade-giving = Handel mit { $who }: { $take } erhalten, { $give } abgeben
suggest-do-trade = Handel mit { $who }: { $take } erhalten
suggest-do-end-trading = den Handel beenden
suggest-do-leave-guide = das geführte Spiel verlassen
suggest-do-levy = { $take } eintreiben von: { $who }
suggest-do-assign-tactic = Flotte { $letter } nimmt die Taktik { $side }
suggest-growth-gain = { $stars } gewinnen
suggest-growth-build = { $n ->
    [one] { $n } Schiff auf { $at } bauen
   *[other] { $n } Schiffe auf { $at } bauen
}
suggest-growth-resolve = dein Wachstum ausführen
suggest-growth-resolve-with = Wachstum ausführen: { $parts }

## src/view/input.rs

# Verbindet die Namen der Plätze einer Kampfseite: „Slavers und Remnants“.
input-and = und
input-battle-heading = Kampf, wenn du hierher ziehst
input-battle-you = Du
# Eine Seite des Kampfs: wer, ihre Schiffe, ihr Kampfwert (CV) und seine Teile.
input-battle-side = { $n ->
    [one] { $side }: { $n } Schiff, CV { $cv } ({ $parts })
   *[other] { $side }: { $n } Schiffe, CV { $cv } ({ $parts })
}
input-battle-hidden-fleets = { $n ->
    [one] … und { $n } verdeckte Flotte unbekannter Größe: jedes Schiff darin bringt mindestens { $per }
   *[other] … und { $n } verdeckte Flotten unbekannter Größe: jedes Schiff darin bringt mindestens { $per }
}
input-battle-you-win = Du gewinnst (CV { $yours } gegen { $theirs }).
input-battle-you-lose-none = Du wählst ihre Verluste (bis zu { $n }) und verlierst keine: dein CV ist mindestens das { $ratio }-Fache ihres.
input-battle-you-lose-half = Du wählst ihre Verluste (bis zu { $n }); du verlierst halb so viele, aufgerundet.
input-battle-you-lose = Du verlierst (CV { $yours } gegen { $theirs } oder mehr).
input-battle-they-destroy-all = { $n ->
    [one] Die { $them } zerstören dein einziges Schiff hier; sie verlieren halb so viele, aufgerundet, außer ihr CV ist das { $ratio }-Fache deines.
   *[other] Die { $them } zerstören alle { $n } deiner Schiffe hier; sie verlieren halb so viele, aufgerundet, außer ihr CV ist das { $ratio }-Fache deines.
}
input-battle-they-choose = Sie wählen deine Verluste; sie verlieren halb so viele, aufgerundet.
input-battle-hidden-decides = { $n ->
    [one] Du gewinnst, wenn ihre verdeckten Flotten insgesamt weniger als { $n } Schiff enthalten (noch weniger, wenn eine davon eine A-Flotte ist).
   *[other] Du gewinnst, wenn ihre verdeckten Flotten insgesamt weniger als { $n } Schiffe enthalten (noch weniger, wenn eine davon eine A-Flotte ist).
}
# $what: was die Regeln zum Rückzug sagen.
input-battle-before-combat = Vor dem Kampf: { $what }.
input-battle-no-retreat = Sie können sich vor dem Kampf nicht zurückziehen.

# Der Tooltip eines Felds.
input-hex = Feld { $hex }
input-nebula = Nebel: Betreten kostet 2 Bewegung; Schiffe, die hier starten, ziehen 2 weiter.
input-asteroids = Asteroidensystem: +1 Schiff beim Bauen, solange du hier ein Schiff hast.
input-neutron-star = Neutronenstern: nur Schiffe mit Propulsion 5+ dürfen hinein.
input-ruin = Ruine: ein zerstörter Stern. Jetzt leerer Raum; hier darf kein neuer Stern hin.
input-wormhole-entry = Wurmloch: hier erscheinen die neuen Schiffe der Automas.
input-wormhole-link = Wurmloch { $n }: ein Schritt weiter zum anderen Wurmloch { $n } auf { $other }, außer feindliche Schiffe stehen an einem der Enden.
input-home-sector = Heimatsektor von { $who }: Startbonus { $bonus }.
# Der Besitzer eines Sterns, der niemandem gehört.
input-neutral = neutral
input-star-face-down = { $star }: ein verdeckter Sternmarker ({ $owner }). Zieh ein Schiff hierher, um zu sehen, was er ist.
input-star = { $star }: { $kind } ({ $owner }), Bevölkerung { $population }
input-relic = Relikt: { $name }. { $text }.
input-relic-seen = Ein verdecktes Relikt, das du angesehen hast: { $name }. { $text }.
input-relic-face-down = Ein verdecktes altes Relikt: wer diesen Stern gewinnt, deckt es auf.
input-growth-limit = Wachstumsgrenze { $limit }: die Bevölkerung wächst nur bis zur Entfernung zum nächsten anderen besetzten Stern.
input-blocked = Blockiert: feindliche Schiffe hier verhindern Wachstum und Bauen.
input-ships = { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffe
}
input-cruisers = { $n ->
    [one] { $n } Kreuzer
   *[other] { $n } Kreuzer
}
input-ships-and-hidden-fleets = { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffe
} und { $fleets ->
    [one] { $fleets } Flotte
   *[other] { $fleets } Flotten
} unbekannter Größe
# Die Schiffe eines Platzes auf dem Feld: „Slavers: 3 Schiffe“.
input-seat = { $who }: { $what }
input-seat-at-war = { $who }: { $what } (im Krieg mit dir)
input-fleet-face-down = verdeckte Flotte
input-fleet = Flotte { $letter }: { $special }
input-fleet-ships = { $n ->
    [one] { $fleet } ({ $n } Schiff)
   *[other] { $fleet } ({ $n } Schiffe)
}
input-fleet-ships-viewed = { $n ->
    [one] { $fleet } ({ $n } Schiff, per Fernsicht gesehen)
   *[other] { $fleet } ({ $n } Schiffe, per Fernsicht gesehen)
}
input-empty-space = Leerer Raum: Durchqueren kostet 1 Bewegung.
# Was der Buchstabe eines Flottenmarkers bewirkt (die Buchstaben bleiben).
input-fleet-special-a = Angriff: zusätzlicher Kampfwert pro Schiff in jedem Kampf
input-fleet-special-b = Bombe: zählt zusätzliche Schiffe beim Einnehmen eines Sterns
input-fleet-special-c = Konter: zusätzlicher Kampfwert pro Schiff gegen eine Angriffsflotte
input-fleet-special-d = Pfeil: zusätzliche Bewegungsreichweite
input-fleet-special-e = Ausweichen: darf sich vor jedem Kampf zurückziehen
input-f1-its-rules = F1: Regeln dazu
input-out-of-reach = { $d ->
    [one] { $hex } ist außer Reichweite: { $d } Feld von den ausgewählten Schiffen entfernt, weiter, als sie in diesem Zug kommen (die hervorgehobenen Felder). Klick ein hervorgehobenes Feld an, um zu ziehen, oder das Feld der Schiffe selbst, um sie abzulegen.
   *[other] { $hex } ist außer Reichweite: { $d } Felder von den ausgewählten Schiffen entfernt, weiter, als sie in diesem Zug kommen (die hervorgehobenen Felder). Klick ein hervorgehobenes Feld an, um zu ziehen, oder das Feld der Schiffe selbst, um sie abzulegen.
}
input-your-growth = Dein Wachstum
# $why: der Grund der Regeln.
input-refused = Abgelehnt: { $why }

## src/view/capture.rs

capture-saved = Bildschirmfoto: { $path }
capture-failed = Kein Bildschirmfoto: { $why }

## src/view/sound/mod.rs

sound-heading = Ton
sound-mute = stumm ({ $key })
sound-volume = Lautstärke
sound-effects = Effekte
sound-music = Musik
sound-none = Diese Version hat keinen Ton.
