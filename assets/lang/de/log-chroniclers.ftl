# Die Wörter des Spielprotokolls und der Automa-Entscheidungen: chroniclers.

## Namen (src/rules/automa/chroniclers/state.rs, tables.rs)
# $bot: "automa" oder "shadow" (die beiden Bots).
log-chr-bot = { $bot ->
        [automa] der Automa
       *[other] das Schattenimperium
    }
log-chr-bot-start = { $bot ->
        [automa] Der Automa
       *[other] Das Schattenimperium
    }
# $icon: ein Symbol einer Leistenkarte (welche Gebiete ein Bot aufsteigen darf).
log-chr-icon = { $icon ->
        [any] beliebiges Gebiet
        [milestone] nächster Meilenstein
        [end] nächstes Ende
       *[favourite] Lieblingsgebiet
    }
# Eine Entscheidungskarte: ihre Nummer, der Buchstabe des Automa-Symbols und der des Schattenimperiums.
log-chr-card = Karte { $id } ({ $automa }/{ $shadow })
# Die Gebietsreihenfolge einer Karte, von oben nach unten.
log-chr-order-next = { $list } > { $item }
log-chr-achievement = { $achievement ->
        [pinnacle] Gipfel
        [zenith] Zenit
       *[take-two-stars] Zwei Sterne nehmen
    }
# $name: "trap" oder "plain".
log-chr-chronicle-card = { $name ->
        [trap] Falle
       *[other] gewöhnlich
    }

## Aufbau und deine Übernahmen (src/rules/automa/chroniclers/mod.rs)
log-chr-civilization-what = die Zivilisation des Automas
log-chr-civilization-option = { $civ } ({ $field })
log-chr-civilization-result = der Automa spielt { $civs } mit dem Lieblingsgebiet { $field }; das Schattenimperium bevorzugt { $shadow }
log-chr-capital-what = die Hauptstadt des Automas
# $scan: die zwei Wörter einer Lesereihenfolge ("y+ x+").
log-chr-capital-tie-break = Feldreihenfolge { $scan } der ersten Karte
log-chr-capital-result = die Hauptstadt des Automas ist { $at } ({ $n ->
        [one] { $n } Scheibe
       *[other] { $n } Scheiben
    })
log-chr-trap-what = die Chronikkarten des Automas gegen deine Übernahme
log-chr-trap-sprung = er wirft { $cards } ab: eine Falle. Deine Übernahme von { $star } scheitert; deine Schiffe bleiben
log-chr-trap-none = er wirft { $cards } ab: keine Falle
log-chr-no-field = „{ $key }“ ist kein Gebiet
log-chr-nothing-asked = gerade wird nichts von dir verlangt
log-chr-cannot-rise = { $field } kann nicht steigen
log-chr-you-start-with = du beginnst mit { $field } { $level }
log-chr-fortified-veto = vom Schattenimperium befestigt: er kann nicht genommen werden

## Aufsteigen (src/rules/automa/chroniclers/advance.rs, benefits.rs)
# Warum ein Bot aufsteigt ($why von log-chr-advance-what).
log-chr-why-track-card = die Leistenkarte
log-chr-why-first-income = Einkommenszug 1, das Geschenk des Schwierigkeitsgrads
log-chr-why-income-again = Einkommenszug, noch einmal das letzte Paar
log-chr-advance-what = { $bot } steigt auf ({ $why })
log-chr-advance-none = { $bot } hat jedes Gebiet auf Stufe 6: kein Aufstieg
log-chr-advance-tie-break = das erste in { $order } ({ $card }, { $bot ->
        [automa] von oben
       *[other] von unten
    } gelesen)
log-chr-advance-result = { $bot } steigt in { $field } auf { $level }
log-chr-bot-milestone = { $bot ->
        [automa] Der Automa
       *[other] Das Schattenimperium
    } holt den Meilenstein { $field } { $level } für das Tableau des Automas
log-chr-place-taken = { $who } belegt Platz { $place } des Erfolgs { $achievement } ({ $dp } DP)
log-chr-place-taken-shadow = { $who } belegt Platz { $place } des Erfolgs { $achievement } (es wertet nichts, aber der Platz ist vergeben)
log-chr-dp-achievements = Erfolge
log-chr-dp-achievement-place = { $achievement }, Platz { $place }
log-chr-person-milestone = { $who } { $many ->
        [one] holt
       *[other] holst
    } den Meilenstein { $field } { $level }
log-chr-dp-milestones = Meilensteine
log-chr-dp-milestone = { $field } { $level }
log-chr-roll-what = der Automa würfelt ein Gebiet zum Aufsteigen aus
log-chr-roll-none = kein Gebiet, das er würfeln darf, liegt unter Stufe 6
log-chr-roll-result = der Automa steigt in { $field } auf { $level }{ $benefit ->
        [yes] , mit seinem Vorteil
       *[other] {""}
    }

## Erobern und Erkunden (src/rules/automa/chroniclers/conquer.rs)
log-chr-no-path = kein Weg
log-chr-steps = { $n ->
        [one] { $n } Schritt
       *[other] { $n } Schritte
    }
# $words: die Lesereihenfolge in Worten; $hexes: die Felder in dieser Reihenfolge; $first: das genommene.
log-chr-scan-tie-break = Feldreihenfolge { $scan } von { $card }: { $words } ({ $hexes }): zuerst { $first }
log-chr-conquer-yours-what = der Automa erobert einen deiner Sterne
log-chr-out-of-reach = { $star } { $at }: außer Reichweite
# $steps: log-chr-steps oder log-chr-no-path.
log-chr-farther-from-zenith = weiter vom herrenlosen Zenit entfernt als { $steps }
log-chr-conquer-yours-result = der Automa nimmt { $star } { $at }: deine Scheibe kehrt auf deine Leiste zurück, dein Anspruchsmarker bleibt
log-chr-conquer-neutral-what = der Automa erobert einen neutralen Stern
log-chr-near-you-left-out = { $n ->
        [one] { $n } Feld
       *[other] { $n } Felder
    } höchstens { $near } von deinen Sternen entfernt ausgeschlossen (die Karte hat kein Nachbarsymbol)
log-chr-conquer-nothing = nichts, was er erobern darf: er lässt die Eroberung aus
log-chr-empty-hex = { $at } (leer)
log-chr-farther-from-small = weiter von deinen Sternen mit Bevölkerung 1 entfernt als { $steps }
log-chr-farther-from-yours = weiter von deinen Sternen entfernt als { $steps }
log-chr-pool-empty-conquest = der Vorrat neuer Sterne ist leer: er lässt die Eroberung aus
log-chr-conquer-neutral-result = der Automa { $made ->
        [yes] setzt einen neuen Stern und nimmt
       *[other] nimmt
    } { $star } { $at }{ $fortified ->
        [yes] ; das Schattenimperium beansprucht ihn auch (das Schattensymbol der Karte): befestigt
       *[other] {""}
    }
log-chr-explore-what = der Automa erkundet
log-chr-explore-nothing = kein Feld in Reichweite, auf das ein Stern darf: er lässt die Erkundung aus
log-chr-nearer-your-stars = näher an deinen Sternen als { $steps } (sein Lieblingsgebiet ist nicht Militär: er erkundet weit weg von dir)
log-chr-pool-empty-exploration = der Vorrat neuer Sterne ist leer: er lässt die Erkundung aus
log-chr-explore-result = ein neuer neutraler Stern, { $star }, auf { $at }
log-chr-chronicle-empty = Der Chronikstapel ist leer: keine Karte
log-chr-chronicle-taken = Der Automa nimmt verdeckt eine Chronikkarte ({ $n } auf der Hand)

## Einkommenszüge (src/rules/automa/chroniclers/income.rs)
log-chr-favourite-finished = { $field } ist fertig
log-chr-favourite-behind = jemand anderes ist in { $field } weiter ({ $other } zu { $mine })
log-chr-favourite-what = { $bot ->
        [automa] das Lieblingsgebiet des Automas
       *[other] das Lieblingsgebiet des Schattenimperiums
    }
log-chr-favourite-result = { $why }: { $bot } bevorzugt jetzt { $field }
log-chr-income-turn = Einkommenszug { $n } der Chronisten
# $card: "yes", wenn eine Chronikkarte die Faktoren verdeckt, "no", wenn es ein Marker tut.
log-chr-income-covered = { $card ->
        [yes] Eine Chronikkarte verdeckt
       *[other] Der Chronikstapel ist leer: ein Marker verdeckt
    } die Faktoren von Einkommenszug { $n }; ihr Entscheidungsstapel wird neu gemischt: { $left ->
        [one] { $left } Karte
       *[other] { $left } Karten
    }
log-chr-civ-income-what = das Einkommen der Zivilisation { $civ }
log-chr-civ-few-stars = { $stars ->
        [one] { $stars } Stern
       *[other] { $stars } Sterne
    }, weniger als { $n }: er erobert
log-chr-civ-enough-stars = { $stars ->
        [one] { $stars } Stern
       *[other] { $stars } Sterne
    }, nicht weniger als { $n }: nichts
log-chr-civ-milestones = { $milestones ->
        [one] { $milestones } Meilenstein
       *[other] { $milestones } Meilensteine
    } x { $k } = { $dp } DP
log-chr-civ-explores = er erkundet
log-chr-civ-hex-tie-break = Feldreihenfolge { $scan }
log-chr-civ-fortifies = { $count ->
        [one] { $count } seiner Sterne hat
       *[other] { $count } seiner Sterne haben
    } keinen Anspruchsmarker (mehr als { $k }): das Schattenimperium befestigt { $at }
log-chr-civ-no-fortify = { $count ->
        [one] { $count } seiner Sterne hat
       *[other] { $count } seiner Sterne haben
    } keinen Anspruchsmarker: nichts
log-chr-civ-fortified = { $fortified ->
        [one] { $fortified } befestigter Stern
       *[other] { $fortified } befestigte Sterne
    } x { $k } = { $dp } DP
log-chr-dp-civilization = Zivilisation
log-chr-score-what = die Wertung des Automas in Einkommenszug { $n }
# $every: log-chr-score-every-level oder nichts; $level: log-chr-score-level oder nichts.
log-chr-score-result = ({ $stars ->
        [one] { $stars } Stern
       *[other] { $stars } Sterne
    } + { $milestones ->
        [one] { $milestones } Meilenstein
       *[other] { $milestones } Meilensteine
    }) x { $a } + { $lb } Stufen in Militär/Antrieb x { $b } + { $lc } andere Stufen x { $c }{ $every }{ $level } = { $total } DP
# $dp: mit Vorzeichen ("+4", "-2").
log-chr-score-every-level = {" "}{ $dp } (jeder Schwierigkeitsgrad)
log-chr-score-level = {" "}{ $dp } ({ $level })
log-chr-dp-income-turns = Einkommenszüge
log-chr-dp-income-turn = Einkommenszug { $n }

## Ihr Zug (src/rules/automa/chroniclers/turn.rs)
log-chr-pair-what = das Paar der Chronisten
log-chr-pair-result = { $track } ist die Leistenkarte (der Automa { $automa }, das Schattenimperium { $shadow }{ $income ->
        [yes] , Einkommen
       *[other] {""}
    }); { $tie } die Gleichstandskarte (Gebiete { $order }, Felder { $scan })
log-chr-income-instead = Der Stapel ist leer und die Leistenkarte zeigt Einkommen: stattdessen ein Einkommenszug

## Was die Ansicht von ihnen zeigt (src/rules/automa/chroniclers/display.rs)
# Eine Entscheidungskarte in Worten; $income, $adjacent, $claim: "yes", wenn sie das Symbol hat.
log-chr-card-line = { $card }: Automa { $automa }, Schatten { $shadow }{ $income ->
        [yes] , Einkommen
       *[other] {""}
    }; Gebiete { $order }; Felder { $scan }{ $adjacent ->
        [yes] , Nachbar
       *[other] {""}
    }{ $claim ->
        [yes] , Schattenanspruch
       *[other] {""}
    }
# $field: der Name eines Gebiets, auf drei Buchstaben gekürzt.
log-chr-panel-level = { $field } { $level }
log-chr-panel-automa = Automa: { $levels }; Lieblingsgebiet { $favourite }; Zivilisation { $civs }
log-chr-panel-shadow = Schattenimperium: { $levels }; Lieblingsgebiet { $favourite }
log-chr-panel-reach-everywhere = Reichweite: das ganze Spielbrett
log-chr-panel-reach = Reichweite: { $n ->
        [one] { $n } Feld
       *[other] { $n } Felder
    } von seinen Sternen
log-chr-panel-milestone = { $field } { $level }: { $by }
log-chr-panel-open = offen
log-chr-panel-milestones = Meilensteine: { $list }
# $dp: die DP der Plätze ("5/3/1").
log-chr-panel-achievement = { $achievement } ({ $dp } DP): { $by }
log-chr-panel-held = Chronikkarten auf der Hand: { $n } (jede kann eine Falle sein, wenn du ihren Stern nimmst)
log-chr-panel-title = Die Chronisten
log-chr-mark-fortified = Vom Schattenimperium befestigt auf { $at }: ihn zu nehmen braucht mehr Schiffe
log-chr-mark-claim = Dein Anspruchsmarker: Der Automa hat dir diesen Stern genommen und kann ihn nicht erneut nehmen, solange der Marker bleibt
# $deck: "start" oder "progress".
log-chr-table-card = { $id } ({ $deck ->
        [start] Start
       *[other] Fortschritt
    }): { $card }
log-chr-table-cards-intro = Jede Karte: das Symbol des Automas und das des Schattenimperiums, die Gebietsreihenfolge (von oben nach unten) und die Lesereihenfolge der Felder, die ihre Gleichstände entscheiden.
log-chr-table-benefits-intro = Was der Automa erhält, wenn er eine Stufe eines Gebiets erreicht (das Schattenimperium erhält nichts).

## Fehler in ihrer Tabellendatei (src/rules/automa/chroniclers/tables.rs)
# $at: eine Stelle der Datei ("milestones"); $what: was dort gezählt oder gemessen wird.
log-chr-data-at = { $what ->
        [levels] { $at } (Stufen)
        [places] { $at } (Plätze)
        [cards] { $at } (Karten)
        [multipliers] { $at } (Faktoren)
        [levels-2-6] { $at } (2 bis 6)
        [length] { $at } (Länge)
        [how-many-kinds] { $at } (wie viele Arten)
        [start-cards] { $at } (Startkarten)
        [count] { $at } Anzahl
       *[how-many] { $at } (wie viele)
    }
log-chr-data-field-twice = `{ $at }.fields` nennt { $field } zweimal
log-chr-data-milestones-rise = `milestones` muss steigen, jede Stufe einmal
log-chr-data-achievement-twice = `achievements[{ $i }]`: { $achievement } steht zweimal in der Liste
log-chr-data-benefit-rows = `benefits` braucht eine Zeile für jedes Gebiet: { $field } hat { $n }
log-chr-data-civilizations = `civilizations` braucht eine für jedes Gebiet: { $field } hat { $n }
log-chr-data-home-star = `frontier.pool[{ $i }]`: ein Heimatstern ist kein Marker
log-chr-data-card-twice = `{ $at }.id`: Karte { $id } steht zweimal in der Liste
# $found: die Gebiete, die die Datei nennt.
log-chr-data-card-order = `{ $at }.order` muss jedes der fünf Gebiete einmal nennen, gefunden: { $found }
log-chr-data-first-deck = der erste Entscheidungsstapel braucht mindestens 2 Karten

## Das Vorteilstableau in der Regelübersicht (src/rules/automa/chroniclers/display.rs)
# $benefit: was das Erreichen einer Stufe dem Automa bringt.
log-chr-benefit = { $benefit ->
        [conquer] erobern
        [conquer-anywhere] überall erobern
        [explore] erkunden
        [explore-anywhere] überall erkunden
       *[chronicle] eine Chronikkarte
    }
# $fields: die Gebiete, die er würfeln darf (log-chr-or), oder log-chr-benefit-any-field.
log-chr-benefit-roll = { $fields } würfeln und aufsteigen{ $keep ->
        [yes] {" "}(mit seinem Vorteil)
       *[other] {""}
    }
log-chr-benefit-any-field = ein Gebiet
log-chr-or = { $list } oder { $item }
log-chr-benefit-then = { $list }, dann { $item }
# $benefits: was das Erreichen der Stufe $level bringt, oder "-".
log-chr-benefit-level = { $level } { $benefits }
log-chr-benefit-next = { $list }; { $item }
log-chr-benefit-row = { $field }: { $levels }
log-chr-table-cards-title = Die Entscheidungskarten der Chronisten
log-chr-table-benefits-title = Die Vorteilstafel des Automa
log-chr-legend-fortified = ein Stern, den das Schattenimperium befestigt hat: 3 Schiffe mehr, um ihn zu nehmen
log-chr-legend-claim = dein Anspruchsmarker auf einem Stern, den dir der Automa genommen hat: er kann ihn nicht noch einmal nehmen
log-chr-trap-gain-fails = Eine Chronikfalle: Deine Übernahme von { $star } scheitert

## Die Tabellenzeilen, die eine Entscheidung zeigt (advance.rs, conquer.rs, income.rs, mod.rs, tables.rs)
# Warum Gebiete für ein Symbol einer Leistenkarte gültig sind.
log-chr-fields-below-six = { $n ->
        [one] { $n } Gebiet
       *[other] { $n } Gebiete
    } unter Stufe 6
# Ein Gebiet und wie viele Stufen ihm fehlen.
log-chr-field-level = { $field } { $level }
# $levels: log-chr-field-level, aufgezählt mit log-chr-list-next.
log-chr-fewest-to-end = die wenigsten Stufen bis 6: { $levels }
log-chr-fewest-to-milestone = die wenigsten Stufen bis zu einem freien Meilenstein oder bis 6: { $levels }
log-chr-its-favourite = sein Lieblingsgebiet, { $field }
# $why: warum die Gebiete des Symbols L gültig sind.
log-chr-favourite-as-l = sein Lieblingsgebiet ist fertig, also wie L: { $why }
# $letter: der Buchstabe des Symbols (A, L, E, F); $icon: log-chr-icon.
log-chr-icon-row = Symbol { $letter } ({ $icon }): { $because }
log-chr-as-l-icon = wie das Symbol L: { $because }
# Wie weit der Automa gehen darf ($reach der Zeilen unten).
log-chr-reach-anywhere = das ganze Spielbrett (überall)
log-chr-reach-whole-board = Reichweite seiner Sterne (das ganze Spielbrett bei Antrieb 6)
log-chr-reach-hexes = { $r ->
        [one] { $r } Feld
       *[other] { $r } Feldern
    } um seine Sterne, nicht von deinen Schiffen versperrt
log-chr-conquer-yours-row = deine Sterne mit Bevölkerung { $population } oder weniger, ohne deine Schiffe, Anspruchsmarker oder Heimatstern, innerhalb von { $reach }
log-chr-conquer-neutral-row = neutrale Sterne ohne deine Schiffe und leere Felder, auf die ein Stern darf, innerhalb von { $reach }
log-chr-explore-row = leere Felder, auf die ein Stern darf, innerhalb von { $reach }
# $mat: "normal" oder "hard"; $a, $b, $c: die Faktoren der Spalte.
log-chr-mat-row = { $mat ->
        [hard] schweres
       *[normal] normales
    } Tableau, Spalte { $column } (die am weitesten links, die nicht verdeckt ist): A x{ $a }, B x{ $b }, C x{ $c }
log-chr-capital-row = die Sterne des Zentralsektors, die am weitesten von deinem Heimatstern entfernt sind (nicht Zenit)
# Eine Zivilisation und was sie in jedem Einkommenszug gibt ($bonus: log-chr-civ-bonus-*).
log-chr-civ-row = { $civ }: { $bonus }
log-chr-civ-bonus-few-stars = erobert, wenn er weniger Sterne besitzt, als die Nummer des Einkommenszugs angibt
log-chr-civ-bonus-milestones = { $n } DP je Meilenstein auf seinem Tableau
log-chr-civ-bonus-explores = erkundet
log-chr-civ-bonus-fortify = das Schattenimperium befestigt einen seiner Sterne, wenn mehr als { $n } keinen Anspruchsmarker haben
log-chr-civ-bonus-fortified = { $n } DP je befestigten Stern, den er besitzt

## Eine Lesereihenfolge der Felder in Worten (src/rules/board/scan.rs)
# $rows: die Achse, die entlang einer Reihe gleich bleibt (x, y, s); $along: die Achse, entlang der gelesen wird;
# $from, $read: "lowest" oder "highest", wo die Reihen und jede Reihe beginnen.
log-chr-scan-words = Reihen mit gleichem { $rows }, beginnend beim { $from ->
        [lowest] niedrigsten
       *[highest] höchsten
    }, jede gelesen ab dem { $read ->
        [lowest] niedrigsten
       *[highest] höchsten
    } { $along }
