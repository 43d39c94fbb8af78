# Die Wörter des Spielprotokolls und der Automa-Entscheidungen: solo.

## Für jede Art von Automa (src/rules/automa/shared.rs)

log-solo-retreat-hex = Rückzugsfeld ({ $why })
log-solo-retreat-hex-tie = gleich nahe Felder ohne feindliche Schiffe, ausgewürfelt
log-solo-tactic = fortgeschrittene Flottentaktik (Seite x2)
log-solo-tactic-doubled = Flotte { $fleet } verdoppelt ihre Sonderfähigkeit

## Antworten im Kampf, Krieg und Frieden, Handel (answers.rs, mod.rs, events.rs)

log-solo-retreat-before-combat = Rückzug vor dem Kampf
log-solo-retreat = Rückzug
log-solo-stand = bleiben und kämpfen
log-solo-war-roll = Krieg erklären (Kooperation)
log-solo-war = Krieg
log-solo-no-war = kein Krieg
log-solo-peace-request = Friedensangebot
log-solo-never-peace = { $n }+ Scheiben abseits des Spielplans: Die { $who } schließen nie Frieden
log-solo-peace = Frieden
log-solo-peace-refused = abgelehnt
log-solo-trade-willing = bereit zu handeln
log-solo-willing = bereit
log-solo-not-willing = nicht bereit
log-solo-research-capped = { $who } erforschen { $field }: schon an der Obergrenze, ohne Wirkung
log-solo-field-to-research = zu erforschendes Gebiet ({ $why })
log-solo-field-named = { $field } wurde schon genannt
log-solo-field-no-level = { $field } brächte keine Stufe
log-solo-no-field = kein Gebiet kann eine Stufe gewinnen
log-solo-why-robotics = Robotik 5+: eine Stufe in einem anderen Gebiet
log-solo-why-no-trade = Macht abseits des Spielplans: kein Handel in dieser Runde

# Die Aussichten, die ein Angebot zeigt, bevor es gemacht wird (Handel und Frieden).
log-solo-odds-no-peace-rule = für sie gibt es keine Friedensregel
log-solo-odds-never-peace = mit { $n }+ Scheiben abseits des Spielplans schließen die { $who } nie Frieden
log-solo-odds-peace = Frieden bei einem Wurf von 1-{ $max }
log-solo-odds-willing = in dieser Runde bereit (schon gewürfelt)
log-solo-odds-not-willing = in dieser Runde nicht bereit (schon gewürfelt)
log-solo-odds-no-trade-rule = für sie gibt es keine Handelsregel
log-solo-odds-trade = du bist { $side }: Handel bei einem Wurf von 1-{ $max }
log-solo-odds-passive-peace = sie lehnt Frieden nie ab
log-solo-odds-passive-trade = sie handelt mit allen, die mit ihr im Frieden und in Kontakt sind
log-solo-odds-passive-extra-trade = ihr Handel dieser Runde ist getan; der zusätzliche Handel deiner Karte gibt einen weiteren
log-solo-odds-passive-traded = sie hat in dieser Runde schon gehandelt

## Wachstum (growth.rs)

log-solo-growth-row = Wachstumszeile
log-solo-row-without-ships = keine Schiffe auf dem Spielplan: Zeile { $row } ohne Wurf
log-solo-why-row-rolled = gewählt, als die Zeile gewürfelt wurde
log-solo-action-cancelled = { $who }: { $action } entfällt
log-solo-spawn-instead = { $who } können ihre Bevölkerung nicht wachsen lassen: Sie setzen stattdessen Schiffe ein
log-solo-spawn-ships = Schiffe einsetzen
log-solo-spawn-each = je { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffe
} auf { $at }
log-solo-why-no-star = kein Stern gewonnen
log-solo-gain-yours = einen deiner Sterne gewinnen
log-solo-gain-neutral = einen neutralen Stern gewinnen
log-solo-gain-any = einen Stern gewinnen
log-solo-gain-no-war = Sterne, die eine Kriegserklärung brauchen: Der Kooperationswurf ist misslungen
log-solo-gain-none = keiner kann gewonnen werden
log-solo-gain-blocked = { $verb } { $star }: durch eine Kriegserklärung verhindert ({ $who })

## Flotten und neue Schiffe (fleets.rs)

log-solo-consolidate-what = Flotten auf { $at } zusammenlegen
log-solo-fleet-of-hex = Flotte { $n } des Feldes
log-solo-consolidate-tie = die Flotte, die die anderen aufnimmt, wird ausgewürfelt
log-solo-consolidate-result = Flotte { $n } behält alle Schiffe
log-solo-consolidate = { $who } legen { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffe
} auf { $at } zu einer Flotte zusammen
log-solo-spawn = { $who } setzen { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffe
} auf { $at } ein
log-solo-no-pieces = { $who } haben keine Schiffsfiguren mehr zum Einsetzen
log-solo-spawn-into-hidden-fleet = { $who } setzen Schiffe in ihre verdeckte Flotte auf { $at } ein
log-solo-spawn-into-fleet = { $who } setzen { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffe
} in ihre Flotte auf { $at } ein
log-solo-out-of-fleets = { $who } haben keine Flotten mehr: keine neuen Schiffe auf { $at }
log-solo-counter-for-spawn = Flottenmarker für neue Schiffe auf { $at }
log-solo-counter-tie = verdeckte Marker aus dem Vorrat, ausgewürfelt
log-solo-counter-result = Flotte { $fleet } mit { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffen
}
log-solo-spawn-new-hidden-fleet = { $who } setzen eine neue verdeckte Flotte auf { $at } ein
log-solo-spawn-new-fleet = { $who } setzen eine neue Flotte mit { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffen
} auf { $at } ein
log-solo-wormhole-at = Wurmloch auf { $at }
log-solo-fleet = Flotte { $fleet }

## Die Machtleiste abseits des Spielplans (offboard.rs)

log-solo-no-disc = { $who } haben keine Scheibe mehr, die den Spielplan verlassen kann ({ $why })
log-solo-disc-offboard = { $who }: Eine Scheibe kommt auf die Machtleiste abseits des Spielplans ({ $why }); { $n } dort
log-solo-why-difficulty = Schwierigkeitsgrad
log-solo-panel-title = Machtleiste der { $who }
log-solo-panel-discs = { $n ->
    [one] { $n } Scheibe
   *[other] { $n } Scheiben
} auf der Leiste
log-solo-panel-from = { $n }+: { $what }
log-solo-panel-never-peace = sie schließen nie Frieden
log-solo-panel-tech = sie gewinnen eine Stufe in einer Handelsphase ohne Handel
log-solo-panel-lower = sie werfen zwei Würfel und nehmen den niedrigeren
log-solo-panel-dp-loss = jede neue Scheibe kostet dich { $dp } DP

## Der Startbonus (setup.rs)

log-solo-start-bonus = Startbonus
log-solo-field-level = { $field } { $n }
log-solo-start-reroll = { $a } und { $b } gewürfelt: ein Pasch oder eine Sechs, noch einmal
log-solo-two-fields = { $a } { $n } und { $b } { $n }
log-solo-start-discs = { $n ->
    [one] { $n } Scheibe
   *[other] { $n } Scheiben
} auf die Machtleiste abseits des Spielplans

## Bewegung (movement.rs)

log-solo-movement-row = Bewegungszeile
log-solo-declare-war = { $who } erklären dir den Krieg
log-solo-move-target = Bewegungsziel für { $group }
log-solo-group-ship = Schiff { $n } auf { $at }
log-solo-group-ships = Schiffe auf { $at }
log-solo-detour = umfliegt die Sprünge, die Schiffe eines Platzes im Frieden mit ihm blockieren
log-solo-barred = darf kein Feld betreten, aus dem es in dieser Runde vertrieben wurde
log-solo-stay-at = bleiben auf { $at }
log-solo-move-via = von { $from } nach { $to } über { $via }
log-solo-row-declare-war = Krieg erklären, wenn im Frieden; { $target }
log-solo-tie = { $n } gleich gute: { $why }; der Würfel wählte Nummer { $face }
log-solo-tie-and = { $first }; { $then }
log-solo-why-stopping = Haltefelder so nah wie möglich
log-solo-why-your-stars = nächste deiner Sterne
log-solo-no-your-star = du hast keinen Stern: keine Bewegung
log-solo-star-here = { $star } ist, wo die Schiffe stehen
log-solo-star-own = { $star } gehört ihnen
log-solo-why-stars = nächste Sterne
log-solo-star-not-neutral = { $star } ist nicht neutral
log-solo-no-star-in-range = kein solcher Stern in Reichweite: Ersatzziel
log-solo-why-in-range = Sterne in Reichweite
log-solo-no-hostile-in-range = keine feindlichen Schiffe in Reichweite: Ersatzziel
log-solo-why-most-hostile = Felder mit den meisten feindlichen Schiffen
log-solo-why-hostile = nächste feindliche Schiffe
log-solo-no-hostile = nirgends feindliche Schiffe: keine Bewegung
log-solo-why-safe = nächste Felder ohne feindliche Schiffe
log-solo-no-direction = keine Richtung kann betreten werden
log-solo-direction = Richtung { $n }
log-solo-random-direction = zufällige Richtung { $n }

## Die Zeilen der Tabellen in Worten (tables.rs)

log-solo-target-your-star = zu deinem nächsten Stern
log-solo-target-nearest-star = zum nächsten Stern{ $current ->
    [yes] {" "}(nicht dem, auf dem sie stehen)
   *[no] {""}
}{ $own ->
    [yes] , der nicht ihr eigener ist
   *[no] {""}
}
log-solo-target-center = zur Mitte ihres Sektors
log-solo-target-star-in-range = zu einem { $neutral ->
    [yes] neutralen{" "}
   *[no] {""}
}Stern in Reichweite{ $own ->
    [yes] , der nicht ihr eigener ist
   *[no] {""}
}, sonst { $otherwise }
log-solo-target-most-hostile = zum Feld in Reichweite mit den meisten feindlichen Schiffen, sonst { $otherwise }
log-solo-target-hostile = zu den nächsten feindlichen Schiffen
log-solo-target-random = volle Reichweite in eine zufällige Richtung
log-solo-target-stay = bleiben
log-solo-target-stay-unless = bleiben, außer feindliche Schiffe teilen das Feld
log-solo-row-war-then = Krieg erklären, dann { $target }
log-solo-row-two-random = zwei zufällige Gebiete auf { $n }
log-solo-row-offboard = { $n ->
    [one] { $n } Scheibe
   *[other] { $n } Scheiben
} auf die Machtleiste abseits des Spielplans
log-solo-table-start-bonus = Startbonus
log-solo-table-movement = Bewegung
log-solo-table-growth = Wachstum
log-solo-excerpt-intro = Ein Würfel wählt die Zeile der Tabelle „{ $table }“ jedes Automas (die Entscheidungsanzeige zeigt den Wurf und hebt die Zeile hervor).

## Der Aufbau der Alten Zivilisation (passive/)

log-solo-passive-no-home = { $who }: kein Heimatstern, der Aufbau hat keinen Heimatsektor für sie
log-solo-passive-home-sector = { $who }: Bevölkerung im Heimatsektor (Scheiben nach Entfernung vom Heimatstern: { $discs }), mit { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffen
} auf jedem dieser Sterne
log-solo-passive-chips = verdeckte Schiffsplättchen für die Flotte am Heimatstern
log-solo-passive-chips-tie = Plättchen verdeckt eines nach dem anderen gezogen, jedes ausgewürfelt
log-solo-passive-chips-result = Plättchen { $chips }: { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffe
}
log-solo-passive-counter = Flottenmarker für die Flotte am Heimatstern
log-solo-passive-counter-tie = verdeckte Marker, ausgewürfelt
log-solo-passive-fleet = { $who }: eine verdeckte Flotte aus { $n } verdeckten Plättchen auf { $at }
log-solo-passive-boost = zusätzliche Technologiestufen
log-solo-passive-six = eine Sechs: noch einmal gewürfelt
log-solo-passive-raised = { $field } +{ $n } (jetzt { $now }{ $cap ->
    [yes] , ihre Obergrenze
   *[no] {""}
})

## Die Tabellendatei eines Modders, die nicht stimmt (tables.rs, passive/table.rs)

log-solo-data-row-without-ships = `growth_row_without_ships` muss eine Würfelzahl 1-6 sein
log-solo-data-die-face = `{ $name }` muss eine Würfelzahl 0-6 sein, gefunden: { $found }
log-solo-data-cap = `level_caps`: Die Obergrenze von { $field } muss 1-6 sein, gefunden: { $found }
log-solo-data-capped-twice = `level_caps[{ $i }]`: { $field } hat zweimal eine Obergrenze
log-solo-data-start-levels = `start_bonus[{ $i }]`: Levels nennt mindestens ein Gebiet, jedes nur einmal
log-solo-data-growth-empty = `growth[{ $i }]` muss mindestens eine Aktion nennen
log-solo-data-chip-pool = `chip_pool` muss 1 bis { $max } Plättchen enthalten, gefunden: { $found }
log-solo-data-chip-size = `chip_pool`: ein Plättchen mit { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffen
} (höchstens 30)
log-solo-data-chips-drawn = `chips_drawn` muss 1 bis zu den { $chips } Plättchen des Vorrats sein, gefunden: { $found }
log-solo-data-no-letters = `fleet_letters` muss mindestens einen Flottenmarker nennen
log-solo-data-letter-d = `fleet_letters`: D hat keine verdeckte Seite; die Flotte wird verdeckt gezogen
log-solo-data-letter-twice = `fleet_letters`: { $letter } steht zweimal in der Liste
log-solo-data-home-ships = `ships_at_other_home_stars` darf höchstens 16 sein, gefunden: { $found }
log-solo-data-population = `population_by_distance` muss (niedrigster, höchster) sein mit 1 <= niedrigster <= höchster <= 10, gefunden: ({ $lo }, { $hi })
log-solo-data-tech-dice = `technology_dice` muss 0-5 sein, gefunden: { $found }
log-solo-data-levels-per-die = `levels_per_die` muss 0-5 sein, gefunden: { $found }

## Die DP, die die Macht abseits des Spielplans kostet (offboard.rs)

log-solo-dp-source = Machtleiste der { $who }
log-solo-dp-detail = eine Scheibe auf ihrer Machtleiste abseits des Spielplans ({ $n } dort)
log-solo-tables-movement = Bewegungstabellen
log-solo-tables-growth = Wachstumstabellen
log-solo-tables-start-bonus = Startbonustabellen

## Die Zeilen, die eine Entscheidung nutzte, in Worten (answers.rs, events.rs, mod.rs)

log-solo-row-retreat = Rückzug bei einem Wurf von 1-{ $max }
log-solo-row-war-roll = Ziel Kooperation: Krieg nur bei einem Wurf von 1-{ $max }
# $side: STO oder STS; $table: der eigene Bereich der Tabelle, bevor Kooperation ihn um $wider erweitert.
log-solo-row-trade-wider = du bist { $side }: Handel bei einem Wurf von 1-{ $max } (1-{ $table }, +{ $wider } durch Kooperation)

## Die Aktionen einer Wachstumszeile (src/rules/data/automa.rs)

log-solo-act-research = { $field } erforschen
log-solo-act-research-random = ein zufälliges Gebiet erforschen
log-solo-act-turn-order-up = Zugreihenfolge vor
log-solo-act-turn-order-down = Zugreihenfolge zurück
log-solo-act-spawn-wormholes = Schiffe an { $n ->
    [one] { $n } Wurmloch
   *[other] { $n } Wurmlöchern
} einsetzen
log-solo-act-spawn-center = Schiffe am Wurmloch des Zentrums einsetzen
log-solo-act-gain-yours = einen deiner Sterne gewinnen, sonst { $n ->
    [one] { $n } neutralen Stern
   *[other] { $n } neutrale Sterne
}
log-solo-act-gain-any = irgendeinen Stern gewinnen
log-solo-act-gain-neutral = einen neutralen Stern gewinnen, sonst einen deiner
log-solo-act-grow = Bevölkerung wachsen lassen, sonst Schiffe am Wurmloch des Zentrums einsetzen

## Einen Stern gewinnen (growth.rs). $star: sein Name; $at: sein Feld; $verb: wie er gewonnen wird.

# $why: warum er nicht gewonnen werden kann.
log-solo-gain-not = { $star } { $at }: { $why }
# $kind: die Art des Sterns (log-cont-star-kind).
log-solo-gain-candidate = { $star } { $at } ({ $kind })
log-solo-gain-result = { $star }: { $verb }
