# Die Spielansicht: Animationen, Gerätewechsel, Spielstände, Wiederholung, Mods, Spielsteine.

## Fenster
view-window-title = Galactic Automa

## Animationskarten
animation-dp-title = Schicksalspunkte
animation-card-count = { $title } ({ $i } von { $n })
animation-ruin-title = Ein Stern zerstört
animation-ruin-text = { $star } { $hex } ist jetzt eine Ruine: Dort wird nie wieder ein Stern stehen.
animation-dp-line = { $dp } DP  { $source }: { $detail }
animation-roll-title = Wurf: { $who }
animation-roll-result = => { $result }
animation-skip-turn = Leertaste: zum Ende des Automa-Zugs springen
animation-spawn-title = Verstärkung: { $who }
animation-spawn-hidden = Eine verdeckte Flotte (Größe unbekannt) erscheint
animation-spawn-ships = { $noun ->
        [cruiser] { $n ->
            [one] { $n } neuer Kreuzer erscheint
           *[other] { $n } neue Kreuzer erscheinen
        }
       *[other] { $n ->
            [one] { $n } neues Schiff erscheint
           *[other] { $n } neue Schiffe erscheinen
        }
    }
animation-spawn-at = { $what } bei { $place }
animation-spawn-at-wormhole = { $what } am Wurmloch bei { $place }
animation-merge-title = { $who }: Streitkräfte vereinen sich
animation-merge-text = { $joined ->
        [one] { $joined_ships } stößt
       *[other] { $joined_ships } stoßen
    } zur Streitmacht bei { $hex }: { $total_ships } kämpfen jetzt gemeinsam.
animation-ships = { $n ->
        [one] { $n } Schiff
       *[other] { $n } Schiffe
    }
animation-go-on = Leertaste: weiter
animation-battle-title = Kampf
animation-and = { $list } und { $next }
animation-battle-attack = { $attacker } greifen { $defenders } bei { $hex } an.
animation-battle-retreated = Der Verteidiger hat sich vor dem Kampf zurückgezogen.
animation-battle-attack-full = { $attacker } ({ $attacker_ships }, Kampfwert { $attacker_cv }) greifen { $defenders } ({ $defender_ships }, Kampfwert { $defender_cv }) bei { $hex } an
animation-battle-allies = Die Verteidiger kämpfen gemeinsam: Ihre Kampfwerte werden addiert.
animation-battle-tie-attacker = Gleichstand im Kampfwert: Der Angreifer gewinnt mit der höheren Military-Stufe.
animation-battle-tie-defenders = Gleichstand im Kampfwert: Die Verteidiger gewinnen (die Military-Stufe des Angreifers ist nicht höher).
animation-battle-won = { $winners } gewinnen. Die Verlierer verlieren { $lost }, die Gewinner { $won }.
animation-battle-no-winner = Kein Sieger.

## Hot-Seat: Gerät weitergeben
handover-on-behalf = {" "}für { $who }
handover-ask-move = deine Bewegung und Kämpfe
handover-ask-retreat = ein Kampf: vor dem Kampf zurückziehen{ $behalf }?
handover-ask-force-retreat = ein Kampf: die andere Seite zum Rückzug zwingen?
handover-ask-retreat-where = ein Kampf: wohin zurückziehen{ $behalf }?
handover-ask-losses = ein gewonnener Kampf: welche Schiffe fallen{ $behalf }?
handover-ask-battle-cards = ein Kampf: eine Karte dafür spielen oder kämpfen
handover-ask-growth = deine Wachstumsmarker (geheim, bis alle gewählt haben)
handover-ask-growth-where = wo deine Wachstumsaktionen wirken
handover-ask-trading = Handel
handover-ask-tactics = deine neuen Flottentaktiken
handover-ask-guard-gains = ob du Sterne verteidigst, die gleich genommen werden
handover-ask-guard-jumps = ob du Sprünge blockierst, wo deine Schiffe stehen
handover-ask-offer-peace = { $who } bieten Frieden an: annehmen oder ablehnen
handover-ask-offer-trade = { $who } bieten einen Handel an: annehmen oder ablehnen
handover-pass = Gib das Gerät an { $who } weiter
handover-hidden = { $who }: Deine Seite ist jetzt verdeckt. Gib das Gerät weiter und schau weg.
handover-next = Als Nächstes für { $who }: { $question }.
handover-take = Ich bin { $who }: meine Seite zeigen  ({ $key })
handover-take-hover = Deine Flotten, Marker und Karte sind nur zu sehen, solange du das Gerät hältst.
handover-menu = Menü  ({ $key })

## Spielstände
saving-saved-as = Gespeichert als „{ $slot }“
saving-not-saved = Nicht gespeichert: { $error }
saving-cannot-load = „{ $slot }“ lässt sich nicht laden: { $error }
saving-deleted = „{ $slot }“ gelöscht
saving-cannot-watch = „{ $slot }“ lässt sich nicht ansehen: { $error }
saving-undone = Deine letzte Aktion wurde zurückgenommen.
saving-autosave-failed = Automatisches Speichern fehlgeschlagen: { $error }
saving-loaded = Geladen: Runde { $round }, { $dp } DP
saving-load-failed = Der Spielstand ließ sich nicht laden: { $error }
saving-no-replay = der Spielstand lässt sich nicht nachspielen: { $error }
saving-cannot-undo = Rückgängig nicht möglich: { $why }
start-mod-changed = die Mod „{ $name }“ hat sich geändert, seit dieses Spiel gespeichert wurde ({ $error })

## Wiederholung
replay-watching = Wiederholung „{ $title }“: Aktion { $action } von { $actions }
replay-watching-hover = { $skip } überspringt die Animation; im Menü ({ $back }) stellst du das Tempo ein.
replay-resume = Weiter
replay-pause = Pause
replay-step = Schritt
replay-step-hover = Die nächste aufgezeichnete Aktion ausführen (während der Pause)
replay-take-over = Übernehmen
replay-take-over-hover = Nicht mehr zusehen und ab hier selbst weiterspielen

## Mods und Laden
mods-no-folder = es gibt keinen Mod-Ordner
mods-desktop-only = Mods gibt es nur in der Desktop-Version ({ $name })
loading-file-failed = { $file }: { $error }

## Spielbrett
pieces-relic-up = R
pieces-relic-down = R?
board-sector-bonus = Sektorbonus: { $bonus }
board-sector-bonus-beside =
    Sektorbonus:
    { $bonus }
state-speed-slow = Langsam
state-speed-normal = Normal
state-speed-fast = Schnell
state-speed-instant = Sofort
