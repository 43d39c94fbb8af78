# Die Wörter des Spielprotokolls und der Automa-Entscheidungen: ancients.
# Die Uralten (src/rules/automa/ancients/).

## Teile, die Wörter zu einer Liste fügen.

## Sternarten und Archivarten.
log-anc-kind-home = Heimat
log-anc-kind-uninhabited = Unbewohnt
log-anc-kind-primitive = Primitiv
log-anc-kind-advanced = Fortgeschritten
log-anc-archive-military = Militär
log-anc-archive-industry = Industrie
log-anc-archive-culture = Kultur

## Ihre Karten.
log-anc-card-name = { $role } { $n }
log-anc-card = { $card } (Rückseite { $back }, Wählscheibe { $t }/{ $w }/{ $s })
log-anc-card-event = { $card } (Rückseite { $back }, Wählscheibe { $t }/{ $w }/{ $s }, Ereignis { $event })
log-anc-card-story = die Geschichtenkarte { $role }

## Der Zug der Uralten.
log-anc-queue = die Warteschlange der Uralten
log-anc-queue-result = { $resolved }: { $then }
log-anc-resolves = handelt { $card } ab
log-anc-queue-empty = die Warteschlange war leer
log-anc-event-then-up = Ereignis { $key }: { $event }; dann wird { $card } aufgedeckt
log-anc-no-event-up = kein Ereignis; { $card } wird aufgedeckt
log-anc-no-card-up = keine Karte mehr zum Aufdecken

## Die Ereignisse in Worten.
log-anc-event-lose-ships = du verlierst { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffe
}, wo ihre Kreuzer stehen
log-anc-event-credits = sie erhalten { $n ->
    [one] { $n } Credit
   *[other] { $n } Credits
}
log-anc-event-lose-discs = dein bevölkerungsreichster Stern verliert { $n ->
    [one] { $n } Scheibe
   *[other] { $n } Scheiben
}
log-anc-event-cruisers = sie erhalten { $n ->
    [one] { $n } Kreuzer
   *[other] { $n } Kreuzer
}
log-anc-event-move-battle = sie ziehen, mit Kämpfen
log-anc-event-move = sie ziehen
log-anc-event-ships-home = du erhältst { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffe
} an deinem Heimatstern
log-anc-event-levels = du steigst in deinem niedrigsten Feld um { $n ->
    [one] { $n } Stufe
   *[other] { $n } Stufen
} auf
log-anc-event-dp = du erhältst { $n } DP
log-anc-event-no-genetics = deine nächste Aktion „Bevölkerung wachsen“ hat keinen Genetik-Bonus
log-anc-event-fewer-ships = deine nächste Aktion „Schiffe bauen“ baut { $n } weniger
log-anc-event-discs-least = dein bevölkerungsärmster Stern erhält { $n ->
    [one] { $n } Scheibe
   *[other] { $n } Scheiben
}
log-anc-event-galaxy = sie nehmen einen Galaxiemarker
log-anc-you-lose-ships = Du verlierst { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffe
} neben ihren Kreuzern auf { $at }
log-anc-star-loses-discs = { $star } verliert { $n ->
    [one] { $n } Scheibe
   *[other] { $n } Scheiben
}

## Der Weg des Monolithen.
log-anc-first-role = die erste Rolle des Monolithen
log-anc-first-role-result = der Monolith beginnt auf { $role }
log-anc-monolith-walk = der Weg des Monolithen
log-anc-walk-result = { $walk } => die Uralten sind { $role }
log-anc-walk = { $path }; sammelt { $collected } auf { $stop } ein (Credits { $before } -> { $after })
log-anc-walk-instead = die Karte nennt { $named }, wo der Monolith steht: stattdessen { $target }; { $path }
log-anc-walk-nothing = { $from } nach { $target }: keine Rolle passiert, nichts abgelegt
log-anc-walk-dropped = { $from } nach { $target }: { $n ->
    [one] { $n } Credit
   *[other] { $n } Credits
} abgelegt auf { $roles }
log-anc-walk-short = { $path }; zu wenige Credits, um jede Rolle zu passieren: hält auf { $stop }

## Warum sie ziehen.
log-anc-why-event = Ereignis: die Uralten ziehen
log-anc-why-you-engineer = du hast Ingenieur gewählt: die Uralten ziehen
log-anc-why-you-warlord = du hast Kriegsherr gewählt: die Uralten ziehen zuerst
log-anc-why-engineer = die Uralten sind Ingenieur: sie ziehen
log-anc-why-warlord = die Uralten sind Kriegsherr: sie ziehen

## Ihre Züge.
log-anc-move-no-deck = kein Stapel hat noch eine Karte: sie ziehen nicht
log-anc-move-no-hex = Bezirk { $district } hat kein Feld: die Kreuzer warten in der Bereitstellung
log-anc-move-to = { $n ->
    [one] { $n } Kreuzer
   *[other] { $n } Kreuzer
} in Bezirk { $district }: { $hexes }

## Erkunden.
log-anc-explore = die Uralten erkunden
log-anc-new-stars = neue Sterne: { $list }
log-anc-new-star-at = { $kind } auf { $at }
log-anc-new-star-none = { $kind }: kein erlaubtes Feld, der Marker verlässt das Spiel
log-anc-you-colonize = Du besiedelst den neuen Stern ({ $kind }) auf { $at } (Entdecker)
log-anc-no-disc-to-colonize = Keine Scheibe mehr auf deiner Leiste, um einen neuen Stern zu besiedeln
log-anc-no-hex-for-star = Kein erlaubtes Feld für einen neuen Stern

## Deine Antworten.
log-anc-you-declare = Du erklärst { $role }
log-anc-you-place-disc = Du legst eine Scheibe auf { $star } { $at }
log-anc-you-buy-archive = Du kaufst eine Archivkarte für { $dp } DP: { $field } +1
log-anc-before-warlord = Vor dem Zug ihres Kriegsherrn: { $said }
log-anc-said-declare = du erklärst { $role }
log-anc-said-reveal = sie decken den Stapel { $role } auf
log-anc-said-counter = du nimmst Marker { $n }
log-anc-said-new-star = dein neuer Stern auf { $at }
log-anc-said-disc = eine Scheibe auf { $star }
log-anc-said-buy-disc = du kaufst eine Scheibe für { $dp } DP
log-anc-said-no-disc = du kaufst keine Scheibe
log-anc-said-no-archive = du kaufst keine Archivkarte
log-anc-said-pile = du wählst die Karte von Stapel { $n }
log-anc-said-field = { $field } +1
log-anc-said-no-ship = du ziehst zuerst kein Schiff
log-anc-said-pick-ship = du wählst ein Schiff auf { $at }
log-anc-said-pick-again = du wählst neu
log-anc-said-ship-moved = 1 Schiff zieht von { $from } nach { $to } ({ $cost ->
    [one] { $cost } Bewegungspunkt
   *[other] { $cost } Bewegungspunkte
})
log-anc-said-plan = dein Plan: { $plan }, { $t }/{ $w }/{ $s }
log-anc-said-plan-deck = ihr Plan kommt aus dem Stapel { $role }
log-anc-said-lose-ships = du verlierst { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffe
}
log-anc-said-push-done = du schiebst keine Kreuzer mehr
log-anc-said-push-pick = du wählst den Kreuzer auf { $at }
log-anc-said-push-again = du wählst einen anderen Kreuzer
log-anc-said-push = du schiebst einen Kreuzer von { $from } nach { $to }

## Abgelehnte Antworten.
log-anc-refuse-absent = die Uralten sitzen nicht an diesem Tisch
log-anc-refuse-nothing-asked = nichts von ihnen wartet auf deine Antwort
log-anc-refuse-not-option = { $key } ist keine der Optionen
log-anc-refuse-no-counter = { $key } ist kein Marker
log-anc-refuse-no-hex = { $key } ist kein Feld
log-anc-refuse-no-star = { $key } ist kein Stern
log-anc-refuse-no-star-there = dort ist kein Stern
log-anc-refuse-no-card = { $key } ist keine Karte
log-anc-refuse-no-field = { $key } ist kein Feld der Technologie
log-anc-refuse-no-deck = { $key } ist kein Stapel
log-anc-refuse-no-role = { $key } ist keine Rolle
log-anc-refuse-no-plan-wait = kein Kampf mit den Uralten wartet auf einen Plan
log-anc-refuse-no-plan = { $key } ist kein Plan
log-anc-refuse-no-battle-wait = kein Kampf mit den Uralten wartet auf dich
log-anc-refuse-hits = { $key } ist keine Art, die Treffer zu nehmen
log-anc-refuse-no-cruiser = { $key } ist kein Feld mit einem ihrer Kreuzer
log-anc-refuse-out-of-reach = { $key } liegt nicht in ihrer Reichweite
log-anc-refuse-merchant = du hast Händler erklärt: kein Zug darf enden, wo die Kreuzer der Uralten stehen ({ $at })

## Kämpfe mit ihnen.
log-anc-battle-at = Kampf auf { $at }
log-anc-plan-yours = dein Plan
log-anc-plan-of = der Plan ({ $whom })
log-anc-plan-points = { $whose } { $t }/{ $w }/{ $s } ({ $points } Stärkepunkte)
log-anc-tactics-yours = Taktik von dir gewonnen
log-anc-tactics-theirs = Taktik von den Uralten gewonnen
log-anc-tactics-tied = Taktik gleich: kein Marker
log-anc-no-hit-them = kein Treffer bei ihnen
log-anc-hits-them = { $n ->
    [one] { $n } Treffer
   *[other] { $n } Treffer
} bei ihnen: { $destroyed ->
    [one] { $destroyed } Kreuzer
   *[other] { $destroyed } Kreuzer
} zerstört
log-anc-no-hit-on = kein Treffer gegen { $whom }
log-anc-hits-on = { $n ->
    [one] { $n } Treffer
   *[other] { $n } Treffer
} gegen { $whom }: { $lost }
log-anc-lost-nothing = nichts zu verlieren
log-anc-lost-ships = { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffe
} verloren
log-anc-lost-discs = { $n ->
    [one] { $n } Scheibe
   *[other] { $n } Scheiben
} verloren
log-anc-lost-both = { $ships ->
    [one] { $ships } Schiff
   *[other] { $ships } Schiffe
} und { $discs ->
    [one] { $discs } Scheibe
   *[other] { $discs } Scheiben
} verloren
log-anc-your-push = dein Schieben
log-anc-push = du schiebst einen Kreuzer von { $from } nach { $to }
log-anc-push-destroys = du schiebst einen Kreuzer von { $from } nach { $to }: der Stern, den er verließ, ist zerstört
log-anc-battle-words = Sie kämpfen nach eigenen Regeln: Dein Kampfwert { $cv } gibt { $points } Stärkepunkte, aufzuteilen in Taktik, Waffen und Schilde; ihr Plan ist die Wählscheibe einer Karte aus einem Stapel deiner Wahl, jeder Wert { $cut ->
    [0] wie gedruckt
   *[other] weniger { $cut }
} ({ $owned } ihrer { $max } Kreuzer im Besitz). Ihre Kreuzer hier: { $here }.

## Ihre Tafel.
log-anc-panel-title = Die Uralten
log-anc-panel-monolith = Monolith auf { $role }; { $n ->
    [one] { $n } Credit
   *[other] { $n } Credits
}
log-anc-panel-no-role = -
log-anc-panel-lying = Liegende Credits: { $list }
log-anc-panel-lying-on = { $role } { $n }
log-anc-panel-face-up = Offen: { $card }
log-anc-panel-face-down = Verdeckt, Rückseite { $back }
log-anc-panel-face-down-story = Verdeckt, Rückseite Geschichte
log-anc-panel-cruisers = Kreuzer: { $staging } in Bereitstellung, { $supply } noch zu erhalten
log-anc-panel-tokens = Koloniemarker { $colony }/{ $colony_max }; Galaxiemarker { $galaxy }; ferner Raum { $far }/{ $far_max }
log-anc-panel-won = Von ihnen gewonnen: { $n ->
    [one] { $n } Koloniemarker
   *[other] { $n } Koloniemarker
}, Galaxiemarker { $galaxy }
log-anc-panel-decks = Oberste Karten der Stapel (Rückseiten): { $list }
log-anc-panel-deck = { $role } { $back } (noch { $left })

## Ihre Fragen in deinem Zug.
kind-prompts-ancients-explore-title = Entdecker: dein neuer Stern
kind-prompts-ancients-explore-text = Wähle den Grenzmarker, der ein neuer Stern von dir wird (eine Scheibe von deiner Leiste); die anderen Marker verlassen das Spiel, und die Auslage wird aufgefüllt.
kind-prompts-ancients-explore-hover = Ein neuer Stern ({ $kind }), deiner mit einer Scheibe, auf einem Feld, das du als Nächstes wählst.
kind-prompts-ancients-explore-hex-title = Entdecker: Wohin kommt dein Stern ({ $kind })?
kind-prompts-ancients-explore-hex-text = Jedes leere Feld mindestens { $n } von jedem Stern entfernt (keine Ruine, Anomalie oder Wurmloch): Klicke ein markiertes Feld oder wähle unten. Vorgeschlagen: das nächste an deinem Heimatstern.
kind-prompts-ancients-explore-hex-hover = Dein neuer Stern ({ $kind }) auf { $at }.
kind-prompts-ancients-disc-title = Lege eine Scheibe (noch { $n })
kind-prompts-ancients-disc-text-limit = Eine Scheibe von deiner Leiste auf einen deiner Sterne, innerhalb seiner Wachstumsgrenze.
kind-prompts-ancients-disc-text = Eine Scheibe von deiner Leiste auf einen deiner Sterne (eine je Stern; die Wachstumsgrenze zählt nicht).
kind-prompts-ancients-disc-label = { $star } ({ $n ->
    [one] { $n } Scheibe
   *[other] { $n } Scheiben
})
kind-prompts-ancients-disc-hover = Eine Scheibe auf { $star } { $at }.
kind-prompts-ancients-buy-disc-title = Noch eine Scheibe für { $dp } DP kaufen?
kind-prompts-ancients-buy-disc-text = Regent verkauft dir noch eine Scheibe von deiner Leiste auf einen deiner Sterne, der diesmal keine bekam, für { $dp } DP.
kind-prompts-ancients-no = Nein
kind-prompts-ancients-keep-dp = Behalte deine DP.
kind-prompts-ancients-buy-disc-label = Kaufen ({ $dp } DP)
kind-prompts-ancients-buy-disc-hover = Zahle { $dp } DP, dann lege die Scheibe.
kind-prompts-ancients-no-card = Keine Karte
kind-prompts-ancients-archive-label = { $archive } ({ $cost })
kind-prompts-ancients-archive-hover = Zahle { $dp } DP für diese Karte ({ $archive }): +1 Stufe in { $fields }.
kind-prompts-ancients-or = { $a } oder { $b }
kind-prompts-ancients-archive-title = Eine Archivkarte für { $dp } DP kaufen?
kind-prompts-ancients-archive-text = Wissenschaftler verkauft dir eine offene Archivkarte für { $dp } DP: +1 Stufe in einem Feld ihrer Art (Militär: Militär; Industrie: Robotik oder Antrieb; Kultur: Spiritualität oder Genetik).
kind-prompts-ancients-field-title = Welches Feld steigt auf?
kind-prompts-ancients-field-text = Die Karte ({ $archive }) hebt ein Feld ihrer Art um 1.
kind-prompts-ancients-field-label = { $field } { $level }
kind-prompts-ancients-field-hover = { $field } von { $level } auf { $next }.
kind-prompts-ancients-follow-none = Keines ziehen
kind-prompts-ancients-follow-none-hover = Lass deine Schiffe, wo sie stehen.
kind-prompts-ancients-follow-from-hover = Ziehe zuerst ein Schiff von { $at }.
kind-prompts-ancients-follow-title = Ihr Kriegsherr: zuerst ein Schiff ziehen?
kind-prompts-ancients-follow-text = Ihrem Kriegsherrn folgend darfst du ein Schiff ziehen (mit deiner üblichen Bewegung, auf ein Feld ohne feindliche Schiffe), bevor alle ihre Kreuzer mit Kämpfen in den Bezirk auf der Rückseite der nächsten Karte des Stapels ziehen, den du aufdeckst.
kind-prompts-ancients-follow-to-hover = Das Schiff von { $from } zieht nach { $to }.
kind-prompts-ancients-follow-back = Anderes Schiff
kind-prompts-ancients-follow-back-hover = Wähle ein anderes Schiff oder keines.
kind-prompts-ancients-follow-to-title = Wohin zieht das Schiff von { $from }?
kind-prompts-ancients-follow-to-text = In deiner üblichen Reichweite, auf ein Feld ohne feindliche Schiffe.

## Schicksalspunkte, die sie werten oder du von ihnen gewinnst.
log-anc-source-colony = Koloniemarker
log-anc-source-galaxy = Galaxiemarker
log-anc-source-far-space = ferner Raum
log-anc-source-ancients = die Uralten
log-anc-colony-detail = { $n ->
    [one] { $n } Koloniemarker
   *[other] { $n } Koloniemarker
}: { $why }
log-anc-galaxy-detail = ein Galaxiemarker im Wert von { $v }: { $why }
log-anc-far-space-detail = Feld { $spot } im fernen Raum für { $cost } Credits
log-anc-why-archive-set = ein Satz Archivkarten ({ $archive })
log-anc-why-destroyed = { $star } { $at } zerstört
log-anc-why-exploring = Erkunden
log-anc-why-you-regent = du hast Regent gewählt
log-anc-why-regent = die Uralten sind Regent
log-anc-why-far-space-full = der ferne Raum ist voll
log-anc-why-tactics = Taktik gewonnen
log-anc-why-battle-discs = Scheiben im Kampf zerstört
log-anc-detail-event = ein Ereignis
log-anc-detail-merchant = dem Händler gefolgt
log-anc-detail-tactics = Taktik gewonnen: ein Galaxiemarker
log-anc-detail-cruisers = Kreuzer zerstört: ein Koloniemarker
log-anc-detail-buy-disc = eine Scheibe gekauft (Regent)
log-anc-detail-buy-archive = eine Archivkarte gekauft
log-anc-hold-field = die Uralten behaupten das Feld
log-anc-end-colony-tokens = die Uralten haben alle ihre Koloniemarker gewertet
log-anc-end-deck-empty = der Stapel { $role } ist leer
log-anc-end-home-destroyed = dein Heimatstern ist zerstört
log-anc-end-frontier = die Grenzauslage kann nicht aufgefüllt werden
log-anc-end-track-empty = deine Bevölkerungsleiste ist leer
log-anc-row-feed = deine Rolle, { $role }, speist ihren Stapel: dessen oberste Karte kommt verdeckt nach links
log-anc-row-feed-empty = deine Rolle, { $role }: ihr Stapel ist leer
log-anc-row-names = die offene Karte nennt { $role }
log-anc-row-deck-chosen = der von dir gewählte Stapel
log-anc-row-deck-farthest = der Stapel, dessen oberste Rückseite am weitesten von deinem Heimatstern entfernt ist
log-anc-row-move = { $rule }, { $role }: aufgedeckt { $card }; Rückseite der nächsten Karte ({ $role }): Bezirk { $district }
log-anc-row-explore = Rückseite der obersten Karte ({ $role }): Bezirk { $district }
log-anc-row-battle = { $card }: Wählscheibe { $t }/{ $w }/{ $s }, { $less } weniger für ihre fehlenden Kreuzer: { $ct }/{ $cw }/{ $cs }
log-anc-row-no-card = keine Karte mehr
