# Die Wörter des Spielprotokolls und der Automa-Entscheidungen: rules.
# Listen und die Namen der Wachstumsmarker.
log-rules-oval-research = Forschung
log-rules-oval-grow-population = Bevölkerung wachsen
log-rules-oval-gain-star = Stern gewinnen
log-rules-oval-build-ships = Schiffe bauen
log-rules-oval-switch-alignment = Ausrichtung wechseln
log-rules-square-turn-order-up = Zugreihenfolge vor
log-rules-square-turn-order-down = Zugreihenfolge zurück
log-rules-counters-chosen = { $ovals } und { $squares }
# Schicksalspunkte.
log-rules-dp-limit = { $dp } DP aus { $source } enden an der Grenze der Punkte: Die DP-Werte der Regeldateien liegen außerhalb ihrer beschriebenen Bereiche
# Die Wachstumsphase (player/growth.rs).
log-rules-growth-counter-void = { $who }: Der zusätzliche Marker { $counters } verfällt (ein Stern, der ihn gekauft hat, ist jetzt blockiert)
log-rules-dp-growth-actions = zusätzliche Wachstumsaktionen
log-rules-dp-growth-actions-detail = Wachstumsmarker über die freien hinaus
log-rules-growth-chosen = { $who }: { $counters } gewählt
log-rules-growth-military-cancel = Militär 6+ ({ $who }): { $action } von { $whom } gestrichen
log-rules-growth-upgrade = { $who }: { $star } { $at } fortgeschritten gemacht
log-rules-growth-gain-blocked = { $who }: { $star } nicht genommen, der Gewinn ist blockiert
log-rules-growth-relic-too-late = { $field } 6+ durch das Relikt: Sein Effekt wird mit den Wachstumsmarkern gewählt, jetzt zu spät (nichts)
log-rules-growth-genetics-6 = Genetik 6+: ein kostenloses „Bevölkerung wachsen“ mit +2 Bonus
log-rules-growth-propulsion-6 = Antrieb 6+: zwei kostenlose „Stern gewinnen“-Aktionen in diesem Zug
log-rules-dp-robotics-6 = Robotik 6+
log-rules-dp-robotics-6-detail = eine weitere Stufe in einem anderen erforschten Gebiet
log-rules-growth-robotics-6 = Robotik 6+: { $field } eine Stufe mehr für 2 DP
log-rules-growth-robotics-6-none = Robotik 6+: kein anderes erforschtes Gebiet zu erhöhen
log-rules-growth-spirituality-6 = Spiritualität 6+: ein kostenloser zusätzlicher Wachstumsmarker nächste Runde und ein Tausch einer Herrschaftskarte
log-rules-growth-military-6 = Militär 6+ ({ $who }): eine Wachstumsaktion einer Fraktion streichbar, die mit { $you ->
    [yes] dir
   *[other] ihnen
} im Krieg ist
log-rules-growth-no-build-star = Kein Stern von dir kann neue Schiffe aufnehmen: { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffe
} nicht gebaut
log-rules-growth-built = { $who }: { $built } von { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffen
} gebaut
log-rules-growth-teleport = { $who }: { $n } Bevölkerung von { $from } nach { $to } teleportiert
log-rules-growth-population-to-ships = { $who }: { $discs } Bevölkerung von { $star } zu { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffen
} gemacht
refuse-growth-two-ovals = wähle zwei ovale Marker
refuse-growth-too-many-ovals = { $n } ovale Marker gewählt; du darfst { $most } nehmen (jeder nicht blockierte Stern mit 5+ Bevölkerung außer deinem Heimatstern kauft einen mehr)
refuse-growth-one-counter = du hast nur einen Marker { $counter }
refuse-growth-two-gain-star = du hast zwei „Stern gewinnen“-Marker
refuse-growth-one-square = wähle einen quadratischen Marker
refuse-growth-one-or-two-squares = wähle einen oder zwei quadratische Marker
refuse-growth-squares-differ = die zwei quadratischen Marker müssen verschieden sein
refuse-growth-sto-for-good = mit Spiritualität 5+ bleibst du für immer STO
refuse-growth-not-ordered = { $action } gehört nicht zu deinen Aktionen
refuse-growth-ordered-twice = { $action } steht zweimal in der Reihenfolge
refuse-growth-no-upgrades = dein Volk kann primitive Sterne nicht fortgeschritten machen
refuse-growth-gain-counters = du hast { $gains } „Stern gewinnen“-Marker gewählt, nicht { $asked }
refuse-growth-not-primitive = { $at } ist kein primitiver neutraler Stern
refuse-growth-no-ship-at = du hast kein Schiff auf { $at }
refuse-growth-listed-twice = { $at } steht zweimal in der Liste
refuse-growth-no-ships-to-population = dein Volk kann keine Schiffe in Bevölkerung verwandeln
refuse-growth-ships-to-population-needs-grow = Schiffe werden zu Bevölkerung, wenn du wächst: Du hast „Bevölkerung wachsen“ nicht gewählt
refuse-growth-ships-to-population-most = höchstens { $n ->
    [one] { $n } Stern verwandelt
   *[other] { $n } Sterne verwandeln
} ein Schiff in Bevölkerung
refuse-growth-not-your-star = { $star } ist nicht dein Stern
refuse-growth-no-population-to-ships = dein Volk kann keine Bevölkerung in Schiffe verwandeln
refuse-growth-population-to-ships-needs-build = Bevölkerung wird zu Schiffen, wenn du baust: Du hast „Schiffe bauen“ nicht gewählt
refuse-growth-no-star-at = auf { $at } ist kein Stern
refuse-growth-discs-to-ships = { $at } kann { $n ->
    [one] { $n } Scheibe
   *[other] { $n } Scheiben
} für Schiffe abgeben
refuse-growth-cannot-gain = { $star } kann nicht gewonnen werden: { $why }
refuse-growth-no-free-gain = für { $star } ({ $kind }) bleibt deinem Volk kein kostenloser Gewinn
refuse-growth-teleport-allowance = du darfst in diesem Zug { $allowance } Bevölkerung teleportieren (Antrieb 5: 1, 6: 3), nicht { $moved }
refuse-growth-teleport-between = Bevölkerung teleportiert zwischen zwei deiner Sterne
refuse-growth-teleport-blocked = blockierte Sterne senden und empfangen keine Bevölkerung
refuse-growth-too-few-discs = { $star } hat weniger als { $n ->
    [one] { $n } Scheibe
   *[other] { $n } Scheiben
}
refuse-growth-bonus-needs-grow = Bonusscheiben kommen mit „Bevölkerung wachsen“, das du nicht gewählt hast
refuse-growth-not-gained = { $at } ist kein Stern, den du gewinnst
refuse-growth-no-owner = { $at } hat keinen Besitzer, dem du eine Stufe nehmen könntest
refuse-growth-not-leading = die { $who } führen in { $field } nicht vor dir
refuse-growth-cancel-needs-military = einen Marker zu streichen braucht Forschung in Militär auf Stufe 6
refuse-not-at-war = du bist nicht im Krieg mit den { $who }
refuse-growth-already-resolved = die { $who } haben ihr Wachstum schon ausgeführt
refuse-growth-cancel-count = die { $who } haben { $n ->
    [one] { $n } Wachstumsaktion
   *[other] { $n } Wachstumsaktionen
} zum Streichen
refuse-growth-no-build = du hast „Schiffe bauen“ nicht gewählt
refuse-growth-build-population = { $star } braucht { $min }+ Bevölkerung, um dort zu bauen
refuse-growth-build-blocked = { $star } ist blockiert
refuse-growth-evacuate-where = deine Heimatstern-Miniatur kann nur zu einem anderen deiner Sterne ziehen, nicht nach { $at }
log-rules-reply-evacuated = Heimatstern nach { $at } geräumt
# Die Befehle der Spieler (player/command.rs): Protokollzeilen, Antworten und Ablehnungen.
log-rules-war-declared = { $who }: Kriegserklärung an { $whom }
log-rules-peace-accepted = { $who }: Frieden mit { $them } angenommen
log-rules-peace-refused = { $who }: Frieden mit { $them } abgelehnt
log-rules-trade-refused = { $who }: Handel um { $field } mit { $them } abgelehnt
log-rules-peace-offered = { $who }: Friedensangebot an { $them }
log-rules-automa-peace = Die { $them } nehmen den Frieden an
log-rules-automa-no-peace = Die { $them } lehnen den Frieden ab
log-rules-reply-turn-ended = Zug beendet
log-rules-reply-retreat = du ziehst dich zurück
log-rules-reply-stand = du bleibst und kämpfst
log-rules-reply-pieces = Figuren
log-rules-reply-loss-order = Verluste kommen jetzt aus: { $order }
log-rules-reply-force-out = du drängst sie hinaus
log-rules-reply-battle-goes-on = du lässt die Schlacht weitergehen
log-rules-reply-guard-none = du lässt sie jeden Stern nehmen
log-rules-reply-guard-stars = du verteidigst { $n ->
    [one] { $n } Stern
   *[other] { $n } Sterne
}
log-rules-reply-let-jump = du lässt sie springen
log-rules-reply-block-jumps = deine Schiffe blockieren Sprünge auf { $n ->
    [one] 1 Feld
   *[other] { $n } Feldern
}
log-rules-reply-retreat-to = deine Schiffe ziehen sich nach { $at } zurück
log-rules-reply-winner-loss-order = seine Verluste fallen in dieser Reihenfolge
log-rules-reply-to-battle = in die Schlacht
log-rules-reply-destroy = du zerstörst { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffe
}
log-rules-reply-growth-chosen = Wachstumsmarker gewählt
log-rules-reply-growth-resolved = Wachstum ausgeführt
log-rules-reply-leave-guide = du verlässt die Anleitung: Das Spiel geht als normales weiter
log-rules-reply-trading-ended = Handel beendet
log-rules-reply-tactic = Flotte { $letter } bekommt { $side }
log-rules-reply-war-declared = Krieg erklärt
log-rules-reply-peace-made = Frieden geschlossen
log-rules-reply-peace-refused = Frieden abgelehnt
log-rules-reply-trade-refused = Handel abgelehnt
log-rules-reply-peace-offered = Frieden angeboten
log-rules-reply-peace = Frieden
log-rules-reply-refused = abgelehnt
refuse-no-seat = an diesem Tisch gibt es keinen Platz { $seat }
refuse-waiting-for = das Spiel wartet auf { $asked }, nicht auf { $who }
refuse-ships-move-turn = Schiffe ziehen nur in deinem Bewegungs- und Kampfzug
refuse-fleets-move-turn = Flotten ziehen nur in deinem Bewegungs- und Kampfzug
refuse-undo-move-turn = außerhalb deines Bewegungszugs gibt es nichts zurückzunehmen
refuse-fleets-formed = Flotten werden zu Beginn deines Bewegungszugs gebildet
refuse-fleets-split = Flotten werden zu Beginn deines Bewegungszugs geteilt
refuse-fleets-swapped = Flotten werden zu Beginn deines Bewegungszugs getauscht
refuse-exchange-when = Karten werden getauscht, wenn das Spiel auf dich wartet
refuse-remote-view-when = Fernsichten werden genutzt, wenn das Spiel auf dich wartet
refuse-death-ray-when = der Todesstrahl feuert in deiner Bewegung
refuse-peace-when = um Frieden bittest du in einem deiner Züge (Bewegung, Wachstum oder Handel)
refuse-no-offer = niemand bietet dir etwas an
refuse-not-move-turn = es ist nicht dein Bewegungs- und Kampfzug
refuse-no-retreat-pending = keine Rückzugsentscheidung steht an
refuse-evacuate-when = deinen Heimatstern räumst du in deiner Wachstumsphase
refuse-nothing-to-choose = gerade ist nichts zu wählen
refuse-not-an-option = { $key } gehört nicht zur Auswahl: { $options }
refuse-automa-not-here = dieser Automa sitzt nicht an diesem Tisch
refuse-no-forced-retreat = kein erzwungener Rückzug wird angeboten
refuse-no-star-to-defend = kein Stern zum Verteidigen wird angeboten
refuse-star-not-offered = { $at } gehört nicht zu den angebotenen Sternen
refuse-no-retreat-hex = kein Rückzugsfeld zu wählen
refuse-retreat-hex-not-offered = { $at } ist keines der nächsten Felder ohne feindliche Schiffe
refuse-no-winner-choice = keine für einen Automa gewonnene Schlacht wartet auf deine Wahl
refuse-own-loss-order = deine eigenen Schiffe folgen deiner Verlustreihenfolge (LossOrder)
refuse-no-battle = keine Schlacht wartet auf dich
refuse-no-losses = keine Verluste zu wählen
refuse-loser-has-only = der Verlierer hat nur { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffe
}
refuse-growth-selection-when = Wachstumsmarker werden zu Beginn der Wachstumsphase gewählt
refuse-not-growth-turn = es ist nicht dein Wachstumszug
refuse-trade-when = gehandelt wird in der Handelsphase
refuse-levy-when = eine Stufe wird in der Handelsphase genommen
refuse-not-guided = dies ist kein angeleitetes Spiel
refuse-not-trading = es ist nicht die Handelsphase
refuse-no-tactic = du hast keine fortgeschrittene Flottentaktik zu verteilen
refuse-fleet-has-tactic = Flotte { $letter } hat schon eine Taktik
refuse-war-on-whom = Krieg wird einem anderen Platz am Tisch erklärt
refuse-war-in-growth = in der Wachstumsauswahl wird Krieg nur als STS erklärt, um die zusätzliche Aktion einer anderen Person zu verhindern: ein Stern von ihr (nicht ihr Heimatstern) mit 5+ Bevölkerung, wo deine Schiffe sind
refuse-war-when = Krieg erklärst du in deinem Bewegungs- und Kampfzug
refuse-war-already = du bist schon im Krieg mit den { $who }
refuse-war-never = dein Volk darf nie Krieg erklären
refuse-war-sto = als STO darfst du Krieg nur erklären, um eine STS-Eroberung zu blockieren
refuse-must-trade = { $them } verpflichtet Handelspartner zum Handel (die Macht des eigenen Volkes): nimm an
refuse-peace-of-whom = um Frieden wird ein anderer Platz am Tisch gebeten
refuse-peace-never = die { $who } sind für immer mit dir im Krieg: Sie schließen nie Frieden
refuse-peace-asked = du hast die { $who } in dieser Runde schon um Frieden gebeten
# Züge und Flotten (player/moves.rs, ships.rs).
refuse-undo-revealed = ein Zug hat einen verdeckten Sternmarker aufgedeckt: Was gesehen wurde, lässt sich nicht ungesehen machen
refuse-no-move-to-undo = in diesem Zug gibt es keinen Zug zurückzunehmen
refuse-move-off-board = { $at } liegt nicht auf dem Spielbrett
refuse-move-out-of-reach = { $to } ist von { $from } aus nicht erreichbar (Reichweite { $range })
refuse-move-range-unlimited = unbegrenzt
log-rules-reply-jump-blocked = { $wars }: Der Sprung ist blockiert und deine Schiffe bleiben auf { $at }
refuse-move-no-piece = keine Schiffsfigur von dir auf { $at }
log-rules-reply-ships-moved = { $n ->
    [one] { $n } Schiff zieht
   *[other] { $n } Schiffe ziehen
} von { $from } nach { $to } ({ $cost ->
    [one] { $cost } Bewegungspunkt
   *[other] { $cost } Bewegungspunkte
})
refuse-move-no-ship = ziehe mindestens ein Schiff
refuse-move-unmoved-pieces = nur { $n } ungezogene Schiffsfiguren auf { $at }
refuse-fleet-not-on-board = du hast keine Flotte { $letter } auf dem Spielbrett
refuse-fleet-already-moved = Flotte { $letter } ist in diesem Zug schon gezogen
refuse-fleet-moved = Flotte { $letter } ist in diesem Zug gezogen
log-rules-reply-fleet-moved = Flotte { $letter } zieht von { $from } nach { $to } ({ $cost ->
    [one] { $cost } Bewegungspunkt
   *[other] { $cost } Bewegungspunkte
})
log-rules-reply-move-undone = letzter Zug zurückgenommen
refuse-fleet-empty = eine Flotte braucht mindestens ein Schiff
refuse-fleet-elsewhere = Flotte { $letter } steht auf { $at }, nicht auf { $asked }
refuse-fleet-not-in-supply = Flottenmarker { $letter } ist nicht in deinem Vorrat
log-rules-reply-fleet-joined = { $n ->
    [one] { $n } Schiff stößt
   *[other] { $n } Schiffe stoßen
} auf { $at } zu Flotte { $letter }
refuse-swap-same = wähle zwei verschiedene Flotten
refuse-swap-apart = Flotten { $a } und { $b } müssen im selben Feld oder beide an deinen Sternen stehen
refuse-swap-neither = du hast weder Flotte { $a } noch { $b } auf dem Spielbrett
log-rules-reply-fleets-swapped = Flotten { $a } und { $b } tauschen die Plätze: { $a } auf { $a_at }, { $b } auf { $b_at }
log-rules-reply-fleet-renamed = Flotte { $old } auf { $at } wird zu Flotte { $new }
refuse-fleet-has = Flotte { $letter } hat { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffe
}
refuse-no-pieces-in-supply = nicht genug Schiffsfiguren in deinem Vorrat
log-rules-reply-fleet-left = { $n ->
    [one] { $n } Schiff verlässt
   *[other] { $n } Schiffe verlassen
} Flotte { $letter }
# Handel (trading.rs).
refuse-levy-people = dein Volk kann keine Stufe statt eines Handels nehmen
refuse-levy-traded = du hast in dieser Runde gehandelt
refuse-not-in-contact = du hast keinen Kontakt zu den { $who }
refuse-not-ahead = die { $who } sind dir in { $field } nicht voraus
log-rules-levy = { $who }: { $field } von den { $from } genommen (kein Handel in dieser Runde)
refuse-trade-offered = du hast { $who } in dieser Runde schon einen Handel angeboten
refuse-trade-with-whom = du handelst mit einem anderen Platz am Tisch
refuse-partner-traded = { $who }: in dieser Runde schon gehandelt
refuse-traded-with = du hast in dieser Runde schon mit den { $who } gehandelt
refuse-traded = du hast in dieser Runde schon gehandelt
refuse-trade-at-war = du bist im Krieg mit den { $who }
refuse-trade-no-contact = du hast keinen Kontakt zu den { $who } (teilt ein Feld oder habt Spiritualität { $level })
refuse-give-by-die = die { $who } wählen per Würfel, was sie lernen
refuse-give-not-ahead = die { $who } können nur ein Gebiet lernen, in dem du ihnen voraus bist ({ $field } ist es nicht)
refuse-trade-say-give = sag, welche Stufe { $who } dafür von dir lernen
log-rules-trade-offered = { $who }: Handelsangebot an { $to }, { $take } gegen { $give }
log-rules-reply-trade-offered = Handel an { $who } angeboten
refuse-trade-automa = du handelst mit einem Automa
log-rules-reply-not-willing = die { $who } wollen in dieser Runde nicht handeln
log-rules-decision-trade-level = im Handel gelernte Stufe
log-rules-filter-ahead = nur Gebiete, in denen du voraus bist
log-rules-tie-trader-chose = gewählt von { $who }, die mit ihnen gehandelt haben
log-rules-nothing-to-learn = nichts zu lernen
log-rules-reply-traded = mit den { $who } gehandelt: du gewinnst { $field }
log-rules-traded = Handel zwischen { $a } und { $b }: { $a } lernt { $a_learns }, { $b } lernt { $b_learns }
# Sterne gewinnen (gain.rs).
log-rules-gain-yours = gehört schon dir
log-rules-gain-no-ships = dort sind keine Schiffe
log-rules-gain-no-disc = keine Bevölkerungsscheibe mehr auf der Leiste oder auf deinen nicht blockierten Sternen
log-rules-gain-blocked = von feindlichen Schiffen blockiert
log-rules-gain-not-at-war = nicht im Krieg mit dem Besitzer
log-rules-gain-defended = die Schiffe des Besitzers verteidigen ihn
log-rules-gain-kind = { $alignment } kann diese Art Stern nicht gewinnen
log-rules-gain-needs = braucht { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffe
}, hat { $has }
log-rules-gained = { $who }: { $verb } { $star } auf { $at } ({ $n } Bevölkerung)
log-rules-reserve-behind = Notreserve: { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffe
} an deinem Heimatstern (2 Sterne hinter allen anderen)
log-rules-decision-tech-with-star = mit einem Stern genommene Technologie
log-rules-filter-loser-ahead = nur Gebiete, in denen der Verlierer voraus ist
log-rules-evacuate = { $who }: Heimatstern { $from } nach { $to } geräumt
log-rules-decision-evacuation = neuer Heimatstern nach der Räumung
log-rules-tie-any-star = irgendeiner seiner Sterne, per Würfel gewählt
log-rules-no-new-home = { $who }: kein Stern mehr für die Heimatstern-Miniatur und kein leeres Feld im Heimatsektor
log-rules-miniature-yours = Deine Heimatstern-Miniatur zieht nach { $to }
log-rules-miniature = Die Heimatstern-Miniatur von { $who } zieht nach { $to }
log-rules-reserve = Notreserve: { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffe
} auf { $at }
# Wertung und Spielende (phases/scoring.rs).
log-rules-game-ends-now = Das Spiel endet sofort in Runde { $round }: { $why }
log-rules-dp-alignment = Ausrichtung passend zur Ära
log-rules-dp-alignment-detail = { $alignment } in einer { $alignment }-Ära
log-rules-round-end-you = Ende von Runde { $round }: Du hast { $dp } DP
log-rules-round-end = Ende von Runde { $round }: { $who } { $dp } DP
log-rules-game-ends-after = Das Spiel endet nach Runde { $round }: { $why }
log-rules-dp-track = Bevölkerungsleiste
log-rules-dp-track-detail = das höchste aufgedeckte Feld
log-rules-dp-sectors = Sektormehrheiten
log-rules-dp-sectors-detail = die meisten Schiffe in { $n ->
    [one] { $n } Sektor
   *[other] { $n } Sektoren
}
log-rules-standing = { $who } { $dp } DP
log-rules-game-over = Spielende: { $standings }; Sieg: { $who }
log-rules-game-over-solo = Spielende: { $dp } DP, { $rank }
# Die Schritte der Wachstumsphase (phases/growth.rs).
log-rules-stay-sto = { $who }: bleibt STO, ab Spiritualität { $level }+ bewirkt „Ausrichtung wechseln“ nichts
log-rules-switched = { $who }: Wechsel zu { $alignment }, jetzt mit allen im Frieden
log-rules-turn-order = Zugreihenfolge: { $order }
# Bewegung und Wiederholungen (phases/move_combat.rs, phases/mod.rs).
log-rules-no-first-move = { $who }: keine Bewegung in der ersten Runde
refuse-replay-ended = das Spiel endete vor dem aufgezeichneten Befehl { $command }
refuse-replay-refused = aufgezeichneter Befehl { $command } bei der Wiederholung abgelehnt: { $why }
refuse-replay-endless = die Wiederholung endete nicht
# Schlachten (combat.rs).
log-rules-retreat-before-combat = Rückzug vor dem Kampf
log-rules-retreat-lost = Schlacht verloren
log-rules-retreat-forced-out = vor dem Kampf hinausgedrängt
log-rules-cv-ships = { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffe
} x { $per_ship } (Militär { $military })
log-rules-cv-fleet = Flotte { $letter }: { $what ->
    [assault] Angriff
   *[counter] Konter gegen A
}{ $x2 ->
    [yes] , x2-Taktik
   *[other] {""}
}
log-rules-no-retreat = { $who }: kein Rückzug möglich, { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffe
} verloren
log-rules-retreat = { $who }: Rückzug von { $from } nach { $to } ({ $why })
log-rules-battle = Schlacht auf { $at }: { $attacker } ({ $a_ships ->
    [one] { $a_ships } Schiff
   *[other] { $a_ships } Schiffe
}, KW { $a_cv }) greifen { $defenders } an ({ $d_ships ->
    [one] { $d_ships } Schiff
   *[other] { $d_ships } Schiffe
}, KW { $d_cv }); { $winners } gewinnen; Verluste { $lost } / { $winner_lost }
log-rules-seat-lost = { $who } { $n }
log-rules-battle-each = { $line } ({ $each })
log-rules-dp-tactics = Flottentaktik
log-rules-dp-tactics-detail = Flotte { $letter } hat mit ihrer DP-Taktik eine Schlacht gewonnen
# Die Schlachtvorschau (battle_preview.rs).
refuse-preview-retreat-first = die { $who } dürfen sich zuerst zurückziehen (höhere { $field })
refuse-preview-e-evades = sie dürfen sich zuerst zurückziehen (eine E-Flotte weicht aus)
refuse-preview-e-may-evade = sie dürfen sich zuerst zurückziehen, falls eine ihrer verdeckten Flotten E (Ausweichen) ist
# Ein neues Spiel (setup.rs).
refuse-setup-no-table = kein Tisch { $name } (es gibt: { $tables })
refuse-setup-no-difficulty = Schwierigkeit { $level } gibt es an diesem Tisch nicht (0-{ $most })
log-rules-new-game-person = { $who } { $alignment }
log-rules-new-solo-game = Neues Solospiel: Seed { $seed }, Schwierigkeit { $level } ({ $difficulty }), du bist { $alignment }
log-rules-new-game = Neues Spiel, { $table }: Seed { $seed }; { $people }
log-rules-decision-turn-order = anfängliche Zugreihenfolge
# Zerstörte und neue Sterne (stars.rs).
log-rules-star-destroyed = { $star } { $at } ist zerstört: jetzt eine Ruine
log-rules-star-destroyed-discs = { $line }; { $n ->
    [one] { $n } Scheibe
   *[other] { $n } Scheiben
} zurück auf die Leiste
log-rules-star-destroyed-ships = { $line }; { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffe
} von { $whom } nach { $to }
log-rules-new-star = Ein neuer Stern erscheint: { $star } { $at }
# Bevölkerung (population.rs).
log-rules-grown = { $who }: Bevölkerung wächst um { $n } ({ $stars })
log-rules-decision-bonus-discs = Genetik-Bonusscheiben
# Schiffe (ships.rs).
log-rules-ship-pieces = Schiffsfiguren
log-rules-fleet = Flotte { $letter }
log-rules-decision-ships-lost = zuerst verlorene Schiffe
log-rules-loss-group = { $group } ({ $n })
log-rules-then = { $a }, dann { $b }
log-rules-no-piece-left = Keine Schiffsfigur und keine Flotte mehr: { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffe
} nicht gebaut
# Die Vorgaben einer Automa-Art (kind.rs).
refuse-kind-never-peace = er schließt nie Frieden
refuse-kind-never-trades = er handelt nie
refuse-kind-asks-nothing = dieser Automa fragt nichts
# Zurücknehmen, Inhaltsbefehle und das angeleitete Spiel (undo.rs, content_commands.rs, tutorial.rs).
refuse-undo-other-person = die letzte Aktion war die einer anderen Person
refuse-undo-nothing = noch nichts zurückzunehmen
refuse-undo-die = seit deiner letzten Aktion wurde gewürfelt
refuse-undo-settled = seit deiner letzten Aktion hat ein Automa gehandelt oder es wurde eine Schlacht geschlagen
refuse-undo-revealed-since = seit deiner letzten Aktion wurde etwas Verdecktes aufgedeckt
refuse-no-cards = dieses Spiel hat keine Herrschaftskarten
refuse-no-death-ray = dieses Spiel hat keinen Todesstrahl
refuse-no-remote-views = dieses Spiel hat keine Fernsichten
log-rules-guide-turn-order = { $name }: Die Zugreihenfolge ist { $order }
log-rules-guide-war = { $line }; du bist im Krieg mit den { $who }
log-rules-guide-ships = { $line }; { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffe
} von { $who } auf { $at }
refuse-guide-asks-else = das angeleitete Spiel erwartet hier etwas anderes: „{ $title }“ (verlasse die Anleitung, um frei zu spielen)
log-rules-cv-of = { $who }: { $source }
# Kriege der Wächter und Stufen (block.rs, jump_block.rs, levels.rs).
log-rules-guard-war = { $who }: Kriegserklärung an { $whom }, um { $what ->
    [gain] ihren Gewinn
   *[jump] ihren Sprung
} auf { $at } zu blockieren
log-rules-forced-sto = Spiritualität zwingt dich zu STO: Du bist mit allen im Frieden
log-rules-level-gained = { $who }: { $field } { $level } erreicht
