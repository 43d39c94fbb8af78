# Die Wörter des Spielprotokolls und der Automa-Entscheidungen: remnants.
# $at: die Bezeichnung eines Felds, "(3, -2)"; $who: der Name des Platzes.
log-rem-start = { $who } ({ $level }) halten { $count } ungeöffnete Systeme
log-rem-bases-lost = { $bases ->
    [one] { $bases } Basis der Überreste auf { $at } kann sich nicht zurückziehen: verloren
   *[other] { $bases } Basen der Überreste auf { $at } können sich nicht zurückziehen: verloren
}
log-rem-dp-source = die Überreste
log-rem-dp-garrison = eine Garnison der Überreste auf { $at } zerstört
log-rem-dp-campaign = Feldzug gewonnen, { $spare ->
    [one] { $spare } Runde
   *[other] { $spare } Runden
} vor Schluss
log-rem-garrison-what = Garnison des Überreste-Systems auf { $at }
log-rem-garrison = { $chits ->
    [one] { $chits } Marker
   *[other] { $chits } Marker
} ({ $names }): { $mobile ->
    [one] { $mobile } bewegliches Schiff
   *[other] { $mobile } bewegliche Schiffe
}, { $bases ->
    [one] { $bases } Basis
   *[other] { $bases } Basen
}{ $short ->
    [0] {""}
   *[other] ; der Vorrat ist erschöpft ({ $short } nicht gezogen)
}
log-rem-opens = Das Überreste-System auf { $at } öffnet sich: { $garrison }
log-rem-free = Keine { $who } halten den Stern: er ist frei
log-rem-moves-what = zieht die Garnison auf { $at }?
log-rem-it-moves = sie zieht
log-rem-it-stays = sie bleibt
log-rem-new-garrison-what = neue Garnison auf { $at } zurückgelassen
log-rem-force-what = wohin die Streitmacht aus { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffen
} auf { $at } zieht
log-rem-came-from = { $at } (der Stern, von dem sie kam)
log-rem-cannot-move = sie kann nicht ziehen
log-rem-direction = Richtung { $dir }
log-rem-bounce = auf { $at } von Richtung { $from } nach { $to }{ $between ->
    [yes] {" "}(ein Würfel zwischen zweien)
   *[other] {""}
}
log-rem-bounced = abgeprallt { $list }
log-rem-walks = zieht nach { $at }
log-rem-star-at = Stern auf { $at }
log-rem-force-moves = Eine Streitmacht der Überreste zieht von { $from } nach { $to } { $what ->
    [joins] und vereinigt sich mit der Streitmacht dort
    [seat] auf den Stern eines Platzes
    [star] zu einem Stern
   *[other] in den leeren Raum
}
log-rem-scenario-force = eine Streitmacht der Überreste aus { $mobile ->
    [one] { $mobile } Schiff
   *[other] { $mobile } Schiffen
} und { $bases ->
    [one] { $bases } Basis
   *[other] { $bases } Basen
} steht auf { $at } (Szenario)
log-rem-veto = eine Garnison der Überreste hält ihn: beende dort einen Zug, um sie zu bekämpfen

log-rem-mark = RS
log-rem-mark-hover = Ein ungeöffnetes System der Überreste: beende hier einen Zug, um seine Garnison zu ziehen (ein Würfel voll Marker) und sie zu bekämpfen. Vorher kann es nicht gewonnen werden.
log-rem-panel-title = Die Überreste
log-rem-panel-unopened = { $n ->
    [one] { $n } ungeöffnetes System
   *[other] { $n } ungeöffnete Systeme
}
log-rem-panel-forces = { $n ->
    [one] { $n } Streitmacht
   *[other] { $n } Streitmächte
}, { $deep } im leeren Raum; insgesamt { $ships ->
    [one] { $ships } Schiff
   *[other] { $ships } Schiffe
}
log-rem-panel-destroyed = { $n ->
    [one] { $n } Garnison
   *[other] { $n } Garnisonen
} zerstört
log-rem-panel-pool = Vorrat: { $left ->
    [one] { $left } Marker
   *[other] { $left } Marker
} übrig, { $discarded } abgelegt

log-rem-table-intro = Die Marker, aus denen eine Garnison der Überreste gezogen wird (ein Würfel voll), und die Zahlen, nach denen die Überreste spielen.
log-rem-table-moves = eine Garnison zieht bei { $faces }; eine Streitmacht zieht zu einem Stern in bis zu { $reach } Feldern, sonst { $walk } Felder weit
log-rem-table-military = Militär je Ära: { $levels }
log-rem-table-dp = { $dp } DP je zerstörter Garnison; Feldzug: { $bonus } DP, { $spare } je Runde vor Schluss

log-rem-scen-not-neutral = `unopened`: { $at } ist kein neutraler Stern (nur ein Stern, der niemandem gehört, kann ein ungeöffnetes System halten)
log-rem-scen-twice = `unopened`: { $at } steht doppelt in der Liste
log-rem-scen-off-board = { $field }: { $at } liegt nicht auf dem Spielbrett
log-rem-scen-second-force = { $field }: eine zweite Streitmacht auf { $at } (Streitmächte, die sich treffen, sind eine)
log-rem-scen-ships = { $field }: { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffe
} (bewegliche Schiffe und Basen zusammen müssen 1-{ $max } sein)
log-rem-scen-too-many = { $field }: mehr als { $max } Schiffe in allen Streitmächten zusammen
log-rem-scen-occupied = { $field }: auf { $at } stehen Schiffe von Platz { $seat } (eine Schlacht wird geschlagen, wenn eine Streitmacht ankommt, nicht beim Aufstellen)
log-rem-scen-origin = { $field }: ihr Ursprung { $at } ist kein Stern
log-rem-data-eras = `{ $field }` hat { $n } Stufen; die Runden aus base.ron ergeben { $eras } Ären
log-rem-data-pool-size = `pool` muss 1 bis { $max } Marker enthalten, gefunden: { $chits }
log-rem-data-zero-chit = `pool[{ $i }]`: ein Marker mit 0 Schiffen ist ein Blank
log-rem-data-no-ships = `pool` hat keinen Marker mit Schiffen: die Überreste würden nie kämpfen
log-rem-data-move-on = `move_on` muss mindestens eine Würfelzahl nennen (6: eine Garnison zieht bei einer 6)
log-rem-data-no-level = `difficulty` muss mindestens eine Stufe haben
log-rem-data-level-name = `difficulty[{ $i }].name` ist leer
log-rem-data-military = `{ $field }` muss für jede Ära eine Stufe angeben (1 bis 10)
log-rem-data-no-kind = `{ $field }`: ByType nennt keine Sternart
log-rem-data-home = `{ $field }`: ein Heimatstern ist nie ein System der Überreste

## Die Inhalte: Karten, Ziele, Geschichten, Relikte, Völker.
log-cont-star-kind = { $kind ->
    [home] Heimatstern
    [uninhabited] unbewohnt
    [primitive] primitiv
   *[other] fortgeschritten
}

## Dominanzkarten: was der B-Teil einer Karte zählt.
log-cont-b-plus = { $list } + { $item }
log-cont-b-field-level = { $field } { $level }
log-cont-b-neutral-alone = { $n ->
    [one] { $n } neutraler Stern
   *[other] { $n } neutrale Sterne
} allein gehalten
log-cont-b-alignment-scored = du hast in dieser Runde die Ausrichtungs-DP bekommen
log-cont-b-alignment-none = keine Ausrichtungs-DP in dieser Runde
log-cont-b-best-center = dein bester Stern im Zentrum hat { $best } Bevölkerung
log-cont-b-home-intruders = eine andere Fraktion besitzt einen Stern in deinem Heimatsektor
log-cont-b-home-alone = dein Heimatsektor gehört dir allein
log-cont-b-populous = { $n ->
    [one] { $n } Stern
   *[other] { $n } Sterne
} mit { $population }+ Bevölkerung
log-cont-b-other-homes = deine Schiffe auf { $n ->
    [one] { $n } fremden Heimatstern
   *[other] { $n } fremden Heimatsternen
}
log-cont-b-asteroids = { $n ->
    [one] { $n } Asteroidensystem
   *[other] { $n } Asteroidensysteme
} mit deinen Schiffen
log-cont-b-sectors = Schiffe in { $n ->
    [one] { $n } Sektor
   *[other] { $n } Sektoren
}
log-cont-b-lowest = niedrigste Stufe { $level }
log-cont-b-highest = höchste Stufe { $level }
log-cont-b-only-fleets = nur deine Flotten in { $n ->
    [one] { $n } Sektor
   *[other] { $n } Sektoren
}
log-cont-b-threes = { $stars ->
    [one] { $stars } Stern
   *[other] { $stars } Sterne
}: { $n ->
    [one] { $n } volles Dreierpaket
   *[other] { $n } volle Dreierpakete
}

## Dominanzkarten: Ausspielen, Ablehnungen, Effekte und Tausch.
log-cont-no-card = keine Dominanzkarte { $key }
log-cont-no-such-card = keine solche Karte
log-cont-not-in-hand = { $card } ist nicht auf deiner Hand
log-cont-played-max = du hast in diesem Spiel schon { $n } Karten gespielt
log-cont-play-when-waiting = Karten werden gespielt, wenn das Spiel auf dich wartet
log-cont-played-a = du hast in diesem Spiel schon eine Karte für A gespielt
log-cont-condition-fails = { $card }: die Bedingung von A ist nicht erfüllt ({ $why })
log-cont-no-effect-yet = der Soforteffekt von { $card } ist noch nicht im Spiel: spiel sie ohne ihn für A
log-cont-card-source = { $card } ({ $section })
log-cont-card-played = { $who }: { $card } für { $section } gespielt, { $dp } DP
log-cont-card-drawn = { $who }: Dominanzkarte gezogen: { $card }
log-cont-card-played-ok = { $card } für { $section } gespielt
log-cont-free-research-when = die freie Forschung wird in deinem Wachstumszug eingesetzt, nachdem deine Marker gewählt sind
log-cont-counter-selected = du hast in dieser Runde den Marker { $field } gewählt
log-cont-field-highest = { $field } ist auf der höchsten Stufe
log-cont-name-field = nenne das Feld, das erforscht wird
log-cont-name-star-to = nenne den Stern, zu dem die Bevölkerung zieht
log-cont-up-to-population = bis zu { $most } Bevölkerung zieht um
log-cont-between-your-stars = Bevölkerung zieht zwischen zwei deiner Sterne um
log-cont-too-few-discs = { $star } hat weniger als { $n ->
    [one] { $n } Scheibe
   *[other] { $n } Scheiben
} zum Umziehen
log-cont-name-star-from = nenne den Stern, von dem die Bevölkerung kommt
log-cont-no-retreat-when = „kein Rückzug für deine Gegner“ wird in deiner Bewegung gespielt, vor deinen Schlachten
log-cont-battle-effect-losses = dieser Effekt wird in einer Schlacht eingesetzt, die du schlägst, bevor sie geschlagen wird (oder wenn du gefragt wirst, ob du dich zurückziehst oder welche Verluste du wählst)
log-cont-free-gain-when = der freie Sterngewinn wird in deinem Wachstumszug eingesetzt, nachdem deine Marker gewählt sind
log-cont-name-center-star = nenne den Stern im Zentrumssektor, den du gewinnst
log-cont-battle-effect = dieser Effekt wird in einer Schlacht eingesetzt, die du schlägst, bevor sie geschlagen wird (oder wenn du gefragt wirst, ob du dich zurückziehst)
log-cont-not-home-battle = diese Schlacht ist nicht in deinem Heimatsektor
log-cont-no-victim-ahead = keine Fraktion, der du in dieser Runde einen Stern abgenommen hast, ist dir in einem Feld voraus
log-cont-ships-to-your-star = die Schiffe kommen auf einen deiner Sterne, nicht auf { $at }
log-cont-eff-population = { $who }: { $added } Bevölkerung auf Sterne mit { $min }+ gesetzt
log-cont-eff-ships = { $who }: { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffe
} auf { $at } gesetzt
log-cont-eff-level-from = { $who }: eine Stufe { $field } von { $from } übernommen
log-cont-eff-alignment-source = Ausrichtung (Effekt)
log-cont-eff-alignment-switches = { $n } Ausrichtungswechsel in dieser Runde
log-cont-eff-battle-cv = { $who }: +{ $cv } Kampfwert in dieser Schlacht
log-cont-eff-nebula = { $who }: Schiffe, die in einem Nebel starten, ziehen in dieser Runde { $n } weiter
log-cont-eff-extra-trade = { $who }: ein zusätzlicher Handel in dieser Runde
log-cont-eff-free-research = { $who }: { $field } frei erforscht
log-cont-eff-teleport = { $who }: { $n } Bevölkerung von { $from } nach { $to } versetzt
log-cont-eff-no-retreat = Die Gegner dürfen sich in diesem Zug in Schlachten von { $who } nicht vor dem Kampf zurückziehen
log-cont-eff-no-losses = { $who }: keine Schiffsverluste in dieser Schlacht
log-cont-eff-no-war = Niemand darf { $who } für den Rest der Runde den Krieg erklären
log-cont-that-not-in-hand = diese Karte ist nicht auf deiner Hand
log-cont-no-exchange = du hast jetzt keinen Kartentausch (zu Beginn der Ären 2 und 3 oder ab Spiritualität 6+)
log-cont-deck-empty = der Stapel ist leer
log-cont-card-exchanged = { $who }: Dominanzkarte getauscht, gezogen: { $card }
log-cont-card-exchanged-ok = Karte getauscht
log-cont-card-second = Ära { $era }: { $who }: zweite Dominanzkarte gezogen: { $card }
log-cont-not-center = { $at } liegt nicht im Zentrumssektor
log-cont-no-star-at = kein Stern auf { $at }

## Sternenvölker und Heimatsektor-Boni.
log-cont-forced-out = { $who }: { $other } vor dem Kampf aus { $at } vertrieben ({ $by })
log-cont-refuge-what = Zuflucht für die Bevölkerung eines eroberten Sterns
log-cont-refuge-tie = einer ihrer Sterne in Reichweite, ausgewürfelt
log-cont-refuge-saved = { $who }: { $n } Bevölkerung von { $star } gerettet, sie flieht nach { $to }
log-cont-people-source = Sternenvolk
log-cont-people-trade-made = ein Handel von dir
log-cont-people-trade-caninoids = ein Handel mit den Caninoiden
log-cont-people-liberated = ein Stern, den du befreit hast
log-cont-people-switched = du hast die Ausrichtung gewechselt
log-cont-people-ships-lost = deine in einer Schlacht zerstörten Schiffe
log-cont-people-war-on-darkness = Kriegserklärung an die Allianz der Dunkelheit
log-cont-people-starting-dp = Start-DP des Plättchens
log-cont-people-dealt-two = { $who }: { $dealt } erhalten, { $kept } behalten
log-cont-people-dealt = { $who }: { $people } erhalten
log-cont-people-plays = { $who }: Sternenvolk { $side } ({ $alignment })
log-cont-people-field-what = Sternenvolk: ein Feld deiner Wahl
log-cont-sector-field-what = Heimatsektor-Bonus: ein anderes Feld
log-cont-fields-below = Felder unter Stufe { $level }
log-cont-no-field-raised = kein Feld kann erhöht werden
log-cont-sector-counter = ein zusätzlicher Wachstumsmarker, frei, in Runde 1
log-cont-sector-ships = { $n } Schiffe mehr
log-cont-sector-population = { $n } Bevölkerung mehr auf deinem Heimatstern
log-cont-sector-bonus = Startbonus des Heimatsektors ({ $who }): { $bonus }

## Galaktische Ziele.
log-cont-goal-chosen = Galaktisches Ziel: { $goal } ({ $how ->
    [chosen] gewählt
   *[other] zufällig gezogen
}): { $text }
log-cont-goal-first-war = erste Kriegserklärung an { $on }
log-cont-goal-trade = ein Technologiehandel
log-cont-goal-lead-reach = Führung, Ende von Ära { $era }: deine { $dp } DP erreichen die Marke von { $mark }: eines deiner Schiffe kommt auf das Zielplättchen ({ $from })
log-cont-goal-lead-short = Führung, Ende von Ära { $era }: deine { $dp } DP bleiben unter der Marke von { $mark }: ein Schiff von { $rival } kommt auf das Zielplättchen
log-cont-goal-lead-best = Führung, Ende von Ära { $era }: { $who } an der Spitze der { $alignment }-Plätze mit { $dp } DP: ein eigenes Schiff kommt auf das Zielplättchen ({ $from })
log-cont-goal-its-mark = seine Marke für die Ära
log-cont-goal-from-supply = aus deinem Vorrat
log-cont-goal-taken-from = von { $at } genommen
log-cont-goal-no-ship-left = du hast kein Schiff mehr, es wird nur gezählt
log-cont-goal-no-dp = { $goal }: keine DP ({ $detail })
log-cont-goal-centers = { $n ->
    [one] { $n } Stern
   *[other] { $n } Sterne
} auf dem zentralen Feld eines Sektors
log-cont-goal-relics = { $n ->
    [one] { $n } eigener Stern
   *[other] { $n } eigene Sterne
} mit einem Relikt
log-cont-goal-majority = mehr Schiffe als alle anderen in { $n ->
    [one] { $n } Sektor
   *[other] { $n } Sektoren
}
log-cont-goal-sectors = { $stars }+ Sterne in { $n ->
    [one] { $n } Sektor
   *[other] { $n } Sektoren
}
log-cont-goal-no-counters = keine Art von Sternmarkern, bei der du führst
log-cont-goal-most-counters = die meisten Sternmarker: { $kinds }
log-cont-goal-tile = { $mine } von { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffen
} auf dem Zielplättchen
log-cont-goal-tile-only = nur { $mine } von { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffen
} auf dem Zielplättchen

## Galaktische Geschichten.
log-cont-story-chosen = Galaktische Geschichte: { $story } ({ $how ->
    [chosen] gewählt
   *[other] zufällig gezogen
})
log-cont-story-source = { $story }, Ära { $era }
log-cont-story-contact = in Kontakt mit { $names }
log-cont-story-top-researcher = beste Forschung in { $field } auf Stufe { $level }
log-cont-story-only-researcher = nur du hast { $field } erforscht
log-cont-story-highest = höchste Stufe in { $field } ({ $level })

## Relikte und der Todesstrahl.
log-cont-relic-found = { $who }: Relikt auf { $at } gefunden: { $relic } ({ $text })
log-cont-relic-ships-instead = { $who }: { $field } kann nicht erhöht werden, das Relikt gibt stattdessen { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffe
}
log-cont-relic-nothing = { $field } ist schon auf der höchsten Stufe: das Relikt gibt nichts
log-cont-relic-buried-ships = { $who }: { $n } vergrabene Schiffe auf { $at } gesetzt
log-cont-ray-none = du hast keinen Todesstrahl, oder er hat in dieser Runde schon gefeuert
log-cont-ray-cannot-hit = der Todesstrahl kann das auf { $at } nicht treffen: { $what ->
    [disc] eine Bevölkerungsscheibe
   *[other] ein Schiff
} einer Fraktion im Krieg mit dir, in Reichweite, außerhalb eines Verteidigungsgitters
log-cont-ray-disc = Todesstrahl ({ $who }): { $victim } – eine Bevölkerungsscheibe auf { $star } verloren{ $empty ->
    [yes] ; { $star } ist jetzt unbewohnt
   *[other] {""}
}
log-cont-ray-ship = Todesstrahl ({ $who }): { $victim } – ein Schiff auf { $at } verloren
log-cont-ray-fires = der Todesstrahl feuert
log-cont-ray-target-what = Ziel des Todesstrahls
log-cont-ray-victim-what = Opfer des Todesstrahls
log-cont-ray-population-preferred = Schiffe: feindliche Bevölkerung geht vor
log-cont-ray-at = { $what ->
    [population] Bevölkerung
   *[other] Schiffe
} auf { $at }
log-cont-ray-of = { $what ->
    [population] Bevölkerung
   *[other] Schiffe
} von { $victim } auf { $at }

## Fernsicht.
log-cont-view-none-left = keine Fernsicht mehr in dieser Runde (Spiritualität 2+ gibt welche)
log-cont-view-what = eine Fernsicht sieht einen verdeckten Stern oder ein verdecktes Relikt oder eine Flotte einer Fraktion mit niedrigerer Spiritualität
log-cont-view-star = { $star } auf { $at } ist { $kind }
log-cont-view-relic = das Relikt auf { $at } ist { $relic }
log-cont-view-fleet = { $who }: Flotte { $letter } auf { $at } hat { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffe
}
log-cont-view = { $who }: Fernsicht{ $how ->
    [pyramids] {" "}(die der Pyramiden)
   *[other] {""}
}: { $seen }

## Ablehnungen beim Aufbau.
log-cont-goal-unknown = kein galaktisches Ziel { $key } (es gibt: { $keys }, random, none)
log-cont-goal-none-playable = an diesem Tisch kann kein galaktisches Ziel gespielt werden
log-cont-goal-no-rival = { $goal } vergleicht mit dem Platz { $rival }, der nicht an diesem Tisch sitzt
log-cont-goal-no-rival-tile = { $goal } setzt Schiffe des Platzes { $rival } auf sein Plättchen, der nicht an diesem Tisch sitzt
log-cont-goal-no-marks = { $goal } hat keine Marken für die Geschichte { $story }
log-cont-goal-needs-story = { $goal } braucht eine galaktische Geschichte (seine Marken hängen von ihr ab)
log-cont-story-unknown = keine galaktische Geschichte { $key } (es gibt: { $keys }, random, none)
log-cont-people-unknown = kein Sternenvolk { $key } (es gibt: { $keys }, random, none)
log-cont-people-removed = `people`: { $people } wird an diesem Tisch von keiner Person gespielt („{ $table }“ nimmt es den Personen weg); nenne ein anderes oder `random`
log-cont-people-taken = `people`: { $people } wurde einem Automa zugeteilt
log-cont-people-none-left = kein Sternenvolk mehr zum Zuteilen
log-rem-pool-title = Der Vorrat der Überreste
log-rem-legend-system = ein ungeöffnetes System der Überreste: Beende dort einen Zug, um seine Besatzung zu ziehen und zu bekämpfen
log-rem-campaign-won = kein System und keine Streitmacht der Überreste ist übrig: Der Feldzug ist gewonnen
log-cont-cv-card = eine Dominanzkarte
log-cont-cv-people = Sternenvolk

## Die Zeilen, die eine Entscheidung der Überreste nutzte, in Worten (turn.rs)

log-rem-row-garrison = ein Würfel: so viele Marker aus dem Vorrat der Überreste
# $faces: die Würfelzahlen, bei denen sie zieht („6“, „5 oder 6“, log-rem-faces-or).
log-rem-row-moves = eine Garnison mit einem beweglichen Schiff zieht bei einem Wurf von { $faces }
log-rem-no-face = keiner Zahl
# Würfelzahlen: $list (alle außer der letzten, „4, 5“) oder die letzte, $last.
log-rem-faces-or = { $list } oder { $last }
log-rem-row-left-behind = eine Garnison, die zieht, lässt einen Würfel voll neuer Marker zurück
# $reach: Felder, in denen ein Stern gesucht wird; $steps: Felder des Wegs.
log-rem-row-walk = kein Stern innerhalb von { $reach ->
    [one] { $reach } Feld
   *[other] { $reach } Feldern
}: { $steps ->
    [one] { $steps } Feld
   *[other] { $steps } Felder
} in eine zufällige Richtung, am Rand abprallend
log-rem-row-to-star = zu einem Stern innerhalb von { $reach ->
    [one] { $reach } Feld
   *[other] { $reach } Feldern
}, ein Würfel unter mehreren
