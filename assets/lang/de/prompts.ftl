# Die Fragen im Seitenbereich: was die Regeln gerade von dir wissen wollen, und die
# Knöpfe zum Antworten. Namen von Plätzen, Sternen, Völkern und Technologiegebieten
# kommen so, wie die Regeln sie liefern.
# $for_other / $human sind "yes" oder "no": ob du für einen anderen Platz entscheidest,
# ob der genannte Platz ein Mensch ist.

## Jede Frage (src/view/prompts/mod.rs, common.rs)

prompt-replay = Du siehst eine Wiederholung: Die aufgezeichneten Aktionen laufen der Reihe nach ab.
prompt-game-over = Das Spiel ist vorbei: { $dp } DP, { $rank }.
prompt-game-over-fleets = Alle verdeckten Flotten sind jetzt aufgedeckt.
prompt-automas-playing = Die Automas spielen …
prompt-automas-skip = Leertaste springt ans Ende ihres Zuges.
prompt-common-title-hover = F1 über dieser Frage: ihre Regeln
prompt-common-deciding-for = Du entscheidest für { $who } (macht keine eigenen Züge: Wer nicht gegen { $who } kämpft, beantwortet die Kampffragen).
prompt-common-undo = Letzte Aktion rückgängig ({ $key })
prompt-common-undo-hover = Nimmt deine letzte Aktion zurück, solange danach nichts kam, was du nicht wissen konntest.
prompt-common-undo-not-now = Jetzt nicht: { $why }.

## Die Frage einer Automa-Art (kind_choice.rs)

kind-choice-proposed-button = { $label } ({ $key })
kind-choice-many-hexes = Insgesamt sind { $n } Felder auf dem Brett markiert: Klicke eines davon an.
kind-choice-proposed = Vorschlag: { $label }. { $hover }

## Kampffragen (battle.rs)

battle-retreat-title-for = Kampf: Rückzug für { $who }?
battle-retreat-attacked-for = Angriff von { $attacker } auf die Schiffe von { $who } bei { $place }. Ihr Kampfwert ist { $cv }.
battle-retreat-title = Kampf: Rückzug?
battle-retreat-attacked = Angriff von { $attacker } auf deine Schiffe bei { $place }. Dein Kampfwert ist { $cv }.
battle-retreat-sees-fleets = Deine E-Flotte (×2) zeigt dir ihre Flotten vorher: Ihr Kampfwert ist { $cv }.
battle-retreat-no-fleet = keine Flotte
battle-retreat-hidden-fleets = Flotte(n) { $letters } von verdeckter Größe
battle-retreat-you-see = Du siehst { $pieces ->
        [one] { $pieces } Schiffsfigur
       *[other] { $pieces } Schiffsfiguren
    } und { $fleets }; { $field } { $level } gibt ihnen { $per_ship } pro Schiff. Flotten werden nur aufgedeckt, wenn du bleibst.
battle-retreat-question = Zum nächsten Feld ohne feindliche Schiffe zurückziehen oder bleiben und kämpfen?
battle-retreat-button = Rückzug ({ $key })
battle-fight-button = Kämpfen ({ $key })
battle-force-title = Kampf: Zum Rückzug zwingen?
battle-force-values = Kampf gegen { $other } bei { $place }. Dein Kampfwert { $mine }, ihrer { $theirs }.
battle-force-may = Als { $people } darfst du sie einmal pro Runde vor dem Kampf zum Rückzug zwingen.
battle-force-button = Vertreiben ({ $key })
battle-guard-gains-title = Unschuldige Bevölkerung verteidigen?
battle-guard-gains-text = Gleich wächst { $who } und könnte dabei diese Sterne nehmen, auf denen deine Schiffe stehen (markiert). Als STO darfst du nur Krieg erklären, um so eine Eroberung zu verhindern: Wird ein Stern gewählt, den du verteidigst, seid ihr sofort im Krieg, deine Schiffe dort verhindern den Gewinn, und ein anderer Stern wird versucht.
battle-guard-gains-note = Ein blockiertes „Stern gewinnen“ kann sie eine Scheibe an ihre Macht neben dem Spielbrett kosten.
battle-guard-jumps-title = Ihre Sprünge blockieren?
battle-guard-jumps-text = Gleich bewegt sich { $who }, und Sprünge durch Sternentore oder Wurmlöcher könnten auf diesen Feldern beginnen oder enden, auf denen deine Schiffe stehen (markiert). Ihr seid im Frieden: Kann eine Bewegung ihr Ziel nicht ohne Sprung an einem Feld erreichen, das du blockierst, erklärst du in diesem Moment den Krieg, und der Sprung ist blockiert. Bewegungen, die ausweichen können, tun das, und nichts wird erklärt.
battle-guard-jumps-note = Krieg macht eure Schiffe zu Feinden: Wo sie sich ein Feld teilen, kämpfen sie.
battle-guard-defend = { $star } verteidigen
battle-guard-defend-only = { $star } verteidigen ({ $key })
battle-guard-defend-all = Alle verteidigen ({ $key })
battle-guard-let = Zulassen ({ $key })
battle-guard-block = Bei { $star } blockieren
battle-guard-block-only = Bei { $star } blockieren ({ $key })
battle-guard-block-all = Überall blockieren ({ $key })
battle-guard-let-jump = Springen lassen ({ $key })
battle-retreat-where-title-for = Wohin ziehen sich die Schiffe von { $who } zurück?
battle-retreat-where-title = Wohin ziehen sich deine Schiffe zurück?
battle-retreat-where-text = { $for_other ->
        [yes] Seine Schiffe verlassen
       *[other] Deine Schiffe verlassen
    } { $place }. Diese Felder sind gleich nah und frei von feindlichen Schiffen: Klicke eines auf dem Brett (markiert) oder unten an.
battle-losses-title-for = Kampf gewonnen: { $who }
battle-losses-title = Du hast den Kampf gewonnen
battle-losses-choose = Wähle, wie viele Schiffe von { $loser } bei { $place } zerstört werden (0 bis { $max }). Die Überlebenden ziehen sich zurück.
battle-losses-no-loss = { $for_other ->
        [yes] Sein Kampfwert { $w } ist mindestens das { $ratio }-Fache ihres ({ $l }): Er verliert keine Schiffe, egal was du wählst.
       *[other] Dein Kampfwert { $w } ist mindestens das { $ratio }-Fache ihres ({ $l }): Du verlierst keine Schiffe, egal was du wählst.
    }
battle-losses-half = { $for_other ->
        [yes] Sein Kampfwert { $w } gegen { $l } (unter { $ratio }:1): Er verliert halb so viele Schiffe, wie er zerstört, aufgerundet.
       *[other] Dein Kampfwert { $w } gegen { $l } (unter { $ratio }:1): Du verlierst halb so viele Schiffe, wie du zerstörst, aufgerundet.
    }
battle-losses-slider = zerstören
battle-losses-destroy-all = { $for_other ->
        [yes] Alle { $max } zerstören (er verliert { $cost })
       *[other] Alle { $max } zerstören (du verlierst { $cost })
    }
battle-losses-destroy = { $for_other ->
        [yes] { $n } zerstören (er verliert { $cost })
       *[other] { $n } zerstören (du verlierst { $cost })
    }
battle-winner-groups = Seine eigenen Verluste zuerst aus:
battle-winner-groups-hover = Die Variante für 2 Spieler: Du wählst, welche seiner Schiffe verloren gehen.
battle-winner-group-pieces = seinen Schiffsfiguren
battle-fleet-letter = Flotte { $letter }
battle-tactics-title = Fortgeschrittene Flottentaktik
battle-tactics-count = { $n ->
        [one] { $n } Marker
       *[other] { $n } Marker
    } zum Verteilen auf deine Flottenbuchstaben.
battle-tactics-hover = Deine Stufe in { $field } gibt dir Marker für fortgeschrittene Flottentaktik. Jeder kommt auf einen Flottenbuchstaben, mit einer seiner zwei Seiten, für den Rest des Spiels: x2 verdoppelt die Sonderfähigkeit dieser Flotte (zeig auf einen Buchstaben, um sie zu lesen); +3 DP bringt 3 DP, jedes Mal wenn diese Flotte an einem Kampf teilnimmt, den du gewinnst (kein Rückzug vor dem Kampf).
battle-tactic-double = x2 Sonderfähigkeit
battle-tactic-double-hover = Verdoppelt: { $special }
battle-tactic-dp = +3 DP pro Sieg
battle-tactic-dp-hover = 3 DP jedes Mal, wenn Flotte { $letter } an einem Kampf teilnimmt, den du gewinnst (kein Rückzug vor dem Kampf)
battle-cards-title = Kampf bei { $place }: eine Karte dafür?
battle-cards-text = Eine Karte aus deiner Hand kann vor diesem Kampf für ihn gespielt werden: ihr Kampfwert (in deinem Heimatsektor) oder keine Verluste für dich. Spiel sie im Bereich „Karten“ aus oder kämpfe ohne sie.
battle-cards-fight = Kämpfen ({ $key })
battle-cards-fight-hover = Den Kampf jetzt austragen.

## Deine Bewegung (movement.rs)

movement-title = Deine Bewegung
movement-help = Klicke deine Schiffe an, dann ein markiertes Feld. Ziehen verschiebt, Mausrad zoomt.
movement-selected = Ausgewählt bei { $place }
movement-ship-pieces = { $n ->
        [one] { $n } Schiffsfigur
       *[other] { $n } Schiffsfiguren
    }
movement-to-move = bewegen
movement-fleet-choice = Flotte { $letter } ({ $n ->
        [one] { $n } Schiff
       *[other] { $n } Schiffe
    })
movement-undo = Bewegung rückgängig ({ $key })
movement-undo-hover = Nimmt deine letzte Bewegung in diesem Zug zurück.
movement-end = Bewegung beenden ({ $key })
movement-end-hover = Wo du dir ein Feld mit einem Feind teilst, wird gekämpft; dann bewegt sich der nächste Platz.
movement-death-ray = Planetarer Todesstrahl (einmal pro Runde): Entferne eines davon
movement-death-ray-disc = eine Bevölkerungsscheibe ({ $victim }) bei { $hex }
movement-death-ray-ship = ein Schiff ({ $victim }) bei { $hex }
movement-death-ray-hover = Eine Fraktion im Krieg mit dir, höchstens 3 Felder vom Stern des Relikts entfernt.
movement-fleets-here = Flotten hier
movement-pieces = Figuren
movement-into-fleet = In Flotte:
movement-fleet = Flotte { $letter } ({ $n ->
        [one] { $n } Schiff
       *[other] { $n } Schiffe
    })
movement-swap = Tauschen
movement-swap-with = mit { $letter }: { $what }
movement-swap-hover = Marker mit einer anderen Flotte hier tauschen (oder an einem anderen deiner Sterne, wenn dies einer ist) oder einen Buchstaben aus deinem Vorrat nehmen
movement-swap-here = { $n ->
        [one] { $n } Schiff
       *[other] { $n } Schiffe
    } hier
movement-swap-at = { $n ->
        [one] { $n } Schiff
       *[other] { $n } Schiffe
    } bei { $hex }
movement-swap-supply = aus deinem Vorrat
movement-split-one = 1 abspalten
movement-break-up = Auflösen
movement-no-ships = Hier sind keine Schiffe von dir.
movement-losses-first = Verluste zuerst aus:
movement-losses-first-hover = Im Kampf verlierst du zuerst Schiffe aus dieser Gruppe, dann Figuren und Flotten in Buchstabenfolge.
movement-fleet-letter = Flotte { $letter }

## Wachstum: wo deine Aktionen wirken (resolution.rs)

resolution-title = Wachstum: wo deine Aktionen wirken
resolution-teleport = Bevölkerung teleportieren: { $used } von { $allowance }
resolution-teleport-hover = { $field } 5 bewegt pro Zug 1 Scheibe zwischen deinen nicht blockierten Sternen, 6 bewegt 3. Wähle den Stern, von dem du sendest; dann bewegt jeder Klick auf einen Zielstern eine Scheibe.
resolution-teleport-from = von
resolution-teleport-to = nach
resolution-teleport-no-disc = Keine Scheibe zum Senden (die Miniatur eines Heimatsterns bleibt).
resolution-teleport-used-up = In diesem Zug ist nichts mehr zu teleportieren.
resolution-teleport-line = { $n ->
        [one] { $n } Scheibe
       *[other] { $n } Scheiben
    }: { $from } → { $to }
resolution-teleport-clear = Teleports löschen
resolution-take-level = Stufe, die du bei { $hex } nimmst:
resolution-take-level-hover = Wird zuerst genommen, wenn der Stern dir gehört; eine zweite Stufe (ab 6 Bevölkerung) kommt dorthin, wo sie dir am weitesten voraus sind.
resolution-upgrade = Primitive Sterne fortgeschritten machen: bis zu { $per } je „Stern gewinnen“-Marker, der nicht für einen Stern genutzt wird
resolution-upgrade-star = { $star } bei { $hex } aufwerten
resolution-ships-to-population = Ein Schiff wird zu Bevölkerung, auf bis zu { $most } deiner Sterne
resolution-population-to-ships = Bevölkerung zu Schiffen: { $per ->
        [one] { $per } Schiff
       *[other] { $per } Schiffe
    } pro Scheibe
resolution-star-at = { $star } bei { $hex }
resolution-gain = Stern gewinnen: Wähle bis zu { $n }
resolution-free-gains = Freie Gewinne deines Volks: { $kinds }
resolution-free-gains-hover = Sie kosten keinen Marker; jeder braucht dein Schiff an einem neutralen Stern dieser Art.
resolution-free-star = frei: { $star } bei { $hex }
resolution-bonus-first = Bonusscheiben aus { $field } gehen zuerst an (in deiner Klickreihenfolge; dann an die am wenigsten bevölkerten):
resolution-build = Schiffe bauen: { $placed } von { $total } platziert
resolution-build-nowhere = Keiner deiner Sterne kann jetzt bauen (zu wenig Bevölkerung oder blockiert).
resolution-cancel = { $field } 6+: Streiche eine Wachstumsaktion einer Fraktion, die mit dir im Krieg ist
resolution-unused-gain = { $unused ->
        [one] { $unused } „Stern gewinnen“-Marker ist
       *[other] { $unused } „Stern gewinnen“-Marker sind
    } ungenutzt: Du könntest noch { $stars } gewinnen. Trotzdem ausführen?
resolution-resolve-anyway = Trotzdem ausführen
resolution-go-back = Zurück zur Wahl
resolution-resolve = Wachstum ausführen
resolution-order = Reihenfolge deiner Aktionen
resolution-order-hover = Wo es zählt: Wachsen, bevor du einen Stern gewinnst, erhält deine Wachstumsgrenzen (ein neuer Stern in der Nähe senkt sie); zuerst gewinnen lässt auch den neuen Stern wachsen.
resolution-order-earlier = früher

## Handel (trading.rs)

trading-title = Handel
trading-help = Nimm eine Stufe von einem Partner, der mit dir im Frieden ist und dort vorne liegt. Ein Automa lernt ein Gebiet, das seine Regeln wählen; eine andere Person lernt die Stufe, die du anbietest, wenn sie annimmt.
trading-offer-peace = Frieden anbieten
trading-ask-peace = Um Frieden bitten
trading-willing = Handelsbereit: { $faces } von 6 ({ $why })
trading-they-learn = Sie lernen:
trading-they-learn-nothing = nichts: Du liegst in keinem Gebiet vorne, das sie lernen können
trading-they-learn-hover = Die Stufe, die sie in diesem Handel von dir lernen.
trading-you-take = Du nimmst:
trading-nothing-to-offer = du hast ihnen keine Stufe als Gegenleistung anzubieten
trading-take-offer-hover = Deine Stufe ist { $mine }: Biete an, +1 in { $field } zu nehmen (sie antworten)
trading-take-hover = Deine Stufe ist { $mine }: Nimm +1 in { $field }
trading-end = Handel beenden ({ $key })
