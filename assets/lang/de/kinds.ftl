# Die Kartenreihen, die eine Automa-Art über das Spielbrett legt (src/view/table_rows.rs):
# der Titel jeder Reihe, die zwei kurzen Zeilen jeder Karte und ihr Hover-Text.
# Namen aus den Regeln ($role, $card, $event, $automa, $shadow, $scan) bleiben, wie die
# Regeln sie schreiben.

## Die Uralten (src/rules/automa/ancients/display.rs)
kinds-ancients-queue-title = Warteschlange: Das Ereignis der rechten Karte kommt als Nächstes
kinds-ancients-rondel-title = Rondell; sie haben { $n ->
        [one] { $n } Credit
       *[other] { $n } Credits
    }
# Die untere Zeile einer Rondellkarte: der Monolith steht auf dieser Rolle, oder die
# Credits, die hier liegen.
kinds-ancients-rondel-monolith = Monolith
kinds-ancients-rondel-credits = { $n } cr
# $role: der Name der Rolle; $here: "yes", wenn der Monolith auf ihr steht; $does: eine
# von kinds-ancients-role-...; $lying: die Credits auf ihr; $left: die Karten, die in
# ihrem Stapel übrig sind; $back: die Rückseite der obersten Karte ("H3" oder "-").
kinds-ancients-rondel-hover = { $here ->
        [yes] { $role }, jetzt die Rolle des Monolithen
       *[other] { $role }
    }: { $does }. { $lying ->
        [one] { $lying } Credit liegt
       *[other] { $lying } Credits liegen
    } hier (der Monolith legt auf jede Rolle, an der er vorbeizieht, einen ab und sammelt die ein, wo er stehen bleibt). Ihr Stapel: noch { $left ->
        [one] { $left } Karte
       *[other] { $left } Karten
    }, die Rückseite der obersten Karte { $back }.
# Was sie tun, wenn sie die jeweilige Rolle nehmen.
kinds-ancients-role-explorer = sie legen Grenzmarker als neue Sterne aus
kinds-ancients-role-scientist = sie nehmen eine Archivkarte
kinds-ancients-role-steward = sie erhalten Credits, und du legst eine Scheibe
kinds-ancients-role-merchant = sie erhalten Credits (mehr für deine reichen Sterne) und können fernen Raum kaufen
kinds-ancients-role-engineer = sie erhalten einen Kreuzer und ziehen, ohne Kämpfe
kinds-ancients-role-warlord = sie ziehen, mit Kämpfen
kinds-ancients-role-regent = sie werten einen Koloniemarker und einen Galaxiemarker; du legst Scheiben
# Die offene Karte (rechts in der Warteschlange): die Geschichtenkarte einer Rolle, ihre
# untere Zeile.
kinds-ancients-story-top = Geschichte { $role }
kinds-ancients-no-event = kein Ereignis
kinds-ancients-event = Ereignis { $key }
# $card: die Karte in den Worten der Regeln; $event: ihr Ereignis in den Worten der Regeln.
kinds-ancients-face-up-hover-event = Offen: { $card }. Nach deinem nächsten Zug wird ihr Ereignis abgehandelt ({ $event }); dann wird die nächste Karte aufgedeckt, und der Monolith zieht zu ihrer Rolle.
kinds-ancients-face-up-hover = Offen: { $card }. Nach deinem nächsten Zug geht sie ohne Ereignis ab; dann wird die nächste Karte aufgedeckt, und der Monolith zieht zu ihrer Rolle.
# Die verdeckten Karten; $back: der Bezirk auf der Rückseite ("H3").
kinds-ancients-face-down-top = verdeckt
kinds-ancients-face-down-story = Geschichte
kinds-ancients-face-down-back = Rückseite { $back }
kinds-ancients-face-down-hover = Eine verdeckte Karte; ihre Rückseite zeigt Bezirk { $back }. Sie rückt nach rechts, während deine Rollen die Warteschlange füttern; wird sie aufgedeckt, zieht der Monolith zur Rolle auf ihrer Vorderseite.
kinds-ancients-face-down-story-hover = Eine verdeckte Geschichtenkarte: eine Rolle und kein Ereignis. Wird sie aufgedeckt, zieht der Monolith zu ihrer Rolle.

## Die Chronisten (src/rules/automa/chroniclers/display.rs)
kinds-chroniclers-pair-title = Das geltende Paar (fahre über eine Karte)
# $id: die Nummer der Karte.
kinds-chroniclers-track = Leiste { $id }
# $card: die Karte in den Worten der Regeln; $automa, $shadow: die Namen der beiden Symbole.
kinds-chroniclers-track-hover = Die Leistenkarte: { $card }. Der Automa rückt ein Gebiet nach seinem Symbol vor ({ $automa }), das Schattenimperium nach seinem eigenen ({ $shadow }).
kinds-chroniclers-tiebreak = Gleichstand { $id }
# $scan: die Reihenfolge, in der Felder gelesen werden, in den Worten der Regeln.
kinds-chroniclers-tiebreak-hover = Die Gleichstandskarte: { $card }. Bei Gleichstand zwischen Gebieten gewinnt das erste in ihrer Reihenfolge (der Automa liest sie von oben, das Schattenimperium von unten); bei Gleichstand zwischen Feldern das erste in ihrer Lesereihenfolge: { $scan }.
kinds-chroniclers-deck = Stapel
kinds-chroniclers-deck-cards = { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }
kinds-chroniclers-deck-hover = Ihr Entscheidungsstapel: { $n ->
        [one] { $n } Karte
       *[other] { $n } Karten
    }. Jeder ihrer Züge zieht zwei; ein leerer Stapel bedeutet einen Einkommenszug.
# $n: die bisher gespielten Einkommenszüge.
kinds-chroniclers-mat-title = Einkommenstableau; { $n ->
        [one] { $n } Einkommenszug
       *[other] { $n } Einkommenszüge
    } gespielt
# $turn: der Einkommenszug (ab 2).
kinds-chroniclers-income = Einkommen { $turn }
kinds-chroniclers-income-covered = verdeckt
# $a, $b, $c: die drei Faktoren; $covered: "yes", wenn eine Chronikkarte es verdeckt.
kinds-chroniclers-income-hover = Einkommenszug { $turn }: (Sterne + Meilensteine) x { $a }, Stufen über 1 in Militär und Antrieb x { $b }, Stufen über 1 in den anderen Gebieten x { $c }{ $covered ->
        [yes] {" "}(gewertet, jetzt von einer Chronikkarte verdeckt)
       *[other] {""}
    }.
