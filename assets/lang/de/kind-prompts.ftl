# Fragen, die die Art einer Automa dir stellt (Prompt::KindChoice): Titel, Texte,
# Beschriftungen der Optionen und ihre Tooltips, und der Hinweis unter jeder Frage.

## Die Uralten (src/rules/automa/ancients/)

kind-prompts-ancients-hint-asking = Eine Wahl, die ihr Zug dir überlässt. Der Vorschlag ist markiert ({ $key } nimmt ihn); sind die Optionen Felder oder Sterne, sind sie auch auf dem Brett markiert, und ein Klick dort antwortet.
kind-prompts-ancients-hint-push = Du hast die Taktik gewonnen: Schiebe ihre Kreuzer, wenn es hilft. Klicke das Feld eines Kreuzers, dann sein Ziel (markiert). Ein Kreuzer, der einen Stern verlässt, zerstört ihn: von einem Stern der Sklavenhändler schadet das den Sklavenhändlern; von deinem dir.
kind-prompts-ancients-hint-losses = Jeder Treffer kostet ein Schiff oder eine Scheibe deines Sterns hier. Eine verlorene Scheibe bringt ihnen einen Koloniemarker; ein verlorenes Schiff bringt nichts.
kind-prompts-ancients-hint-role = Deine Rolle legt die oberste Karte ihres Stapels in ihre Warteschlange (verdeckt, links auf ihrer Tafel über dem Brett) und gibt ihnen, was ihre Zeile sagt. Die offene Karte rechts wird nach deinem Zug abgehandelt; dann zieht der Monolith zur Rolle der nächsten Karte, und diese Rolle ist ihre. { $key } nimmt den Vorschlag.
kind-prompts-ancients-hint-move = Alle ihre Kreuzer ziehen in den Bezirk auf der Rückseite der nächsten Karte des Stapels, den du aufdeckst: Jede Schaltfläche zeigt die oberste Rückseite eines Stapels. Jeder Stern, den ein Kreuzer verlässt, wird zerstört, auch deiner (dein Heimatstern beendet das Spiel): Schick sie dorthin, wo sie dir am wenigsten schaden.
kind-prompts-ancients-hint-battle = Mehr Taktik als sie gewinnt einen Galaxiemarker und lässt dich Kreuzer schieben; deine Waffen über ihren Schilden zerstören Kreuzer (ein Koloniemarker für dich); deine Schilde halten ihre Waffen auf. Zeige auf einen Plan: Er wird mit ihrer Durchschnittskarte verglichen.

kind-prompts-ancients-role-explorer = Entdecker
kind-prompts-ancients-role-scientist = Wissenschaftler
kind-prompts-ancients-role-steward = Verwalter
kind-prompts-ancients-role-merchant = Händler
kind-prompts-ancients-role-engineer = Ingenieur
kind-prompts-ancients-role-warlord = Kriegsherr
kind-prompts-ancients-role-regent = Regent

kind-prompts-ancients-role-title = Deine Rolle
kind-prompts-ancients-role-text-move = Erkläre deine Rolle für diesen Bewegungszug. Kriegsherr lässt die Uralten vor dir ziehen und dich gegen sie kämpfen; Händler ist friedlich. Der Stapel deiner Rolle füllt ihre Warteschlange.
kind-prompts-ancients-role-text-growth = Erkläre die Rolle, mit der deine Wachstumsmarker beginnen. Der Stapel deiner Rolle füllt ihre Warteschlange, und ihre Wirkung folgt deinen Aktionen.
kind-prompts-ancients-role-hover-warlord-move = Die Uralten ziehen zuerst, mit Kämpfen; dann ziehst du, und ein Feld, auf dem du mit Kreuzern endest, ist ein Kampf. Füllt den Kriegsherr-Stapel (die härtesten Scheiben).
kind-prompts-ancients-role-hover-merchant = Ein friedlicher Zug: Die Uralten erhalten nach deinem Zug Credits und können in fernen Raum investieren. Füllt den Händler-Stapel (milde Scheiben).
kind-prompts-ancients-role-hover-explorer = Du legst den wertvollsten Grenzmarker als neuen Stern von dir (eine Scheibe) nahe deiner Heimat aus; die anderen Marker gehen ab.
kind-prompts-ancients-role-hover-scientist = Die Uralten nehmen eine Archivkarte (militärische zuerst); ein Satz einer Art bringt ihnen einen Koloniemarker.
kind-prompts-ancients-role-hover-steward = Die Uralten erhalten 3 Credits.
kind-prompts-ancients-role-hover-engineer = Sie tauschen eine militärische Archivkarte gegen einen Kreuzer und ziehen dann (ohne Kämpfe).
kind-prompts-ancients-role-hover-regent = Du legst 2 Scheiben auf deine Sterne; die Uralten werten einen Koloniemarker und einen Galaxiemarker.
kind-prompts-ancients-role-hover-warlord = Kriegsherr.

kind-prompts-ancients-deck-label = { $role } ({ $back })
kind-prompts-ancients-deck-hover = Decke die oberste Karte des Stapels { $role } auf (ihre Rückseite zeigt { $back }; noch { $left }): Sie verlässt das Spiel, und sie ziehen in den Bezirk auf der Rückseite der nächsten Karte { $role }.
kind-prompts-ancients-move-title = Die Uralten ziehen: { $why }
kind-prompts-ancients-move-text = Wähle den Stapel, dessen oberste Karte du aufdeckst. Die Rückseite seiner nächsten Karte nennt den Bezirk, in den alle ihre Kreuzer ziehen; jeder Stern, den ein Kreuzer verlässt, wird zerstört. Vorgeschlagen ist der Stapel, dessen oberste Rückseite am weitesten von deinem Heimatstern liegt.

kind-prompts-ancients-plan-title = Dein Kampfplan
kind-prompts-ancients-plan-text = Ein Kampf mit den Uralten bei { $hex }. Dein Kampfwert hier gibt { $points } Stärkepunkte: Teile sie auf in Taktik (die höhere gewinnt einen Galaxiemarker), Waffen (jeder Punkt über ihren Schilden zerstört einen Kreuzer) und Schilde (jeder Punkt hält eine ihrer Waffen auf). Dann wählst du den Stapel, dessen oberste Karte ihr Plan ist.
kind-prompts-ancients-plan-balanced = Ausgewogen
kind-prompts-ancients-plan-strike = Angriff
kind-prompts-ancients-plan-shield = Schildwall
kind-prompts-ancients-plan-outmanoeuvre = Ausmanövrieren
kind-prompts-ancients-plan-label = { $plan } { $t }/{ $w }/{ $s }
kind-prompts-ancients-plan-hover = Taktik { $t }, Waffen { $w }, Schilde { $s }. Gegen ihren mittleren Plan ({ $mt }/{ $mw }/{ $ms } nach { $cut } Abzug für fehlende Kreuzer): Taktik { $tactics ->
        [yours] wohl deine (ein Galaxiemarker)
       *[theirs] wohl ihre
    }, etwa { $on_them } Treffer bei ihnen und { $on_you } bei dir.

kind-prompts-ancients-battle-deck-title = Ihr Kampfplan: welcher Stapel?
kind-prompts-ancients-battle-deck-text = Wähle den Stapel, dessen oberste Karte ihr Plan ist. Die Stapel unterscheiden sich: Kriegsherr- und Ingenieur-Karten kämpfen am härtesten, Verwalter- und Händler-Karten am wenigsten. Vorgeschlagen ist ihr vollster Stapel.
kind-prompts-ancients-battle-deck-label = { $role } (noch { $left })
kind-prompts-ancients-battle-deck-hover = Ihr Plan ist die oberste Karte des Stapels { $role }: Seine übrigen Karten haben im Schnitt { $t }/{ $w }/{ $s } (Taktik/Waffen/Schilde) vor dem Abzug für ihre fehlenden Kreuzer. Die Karte verlässt das Spiel.

kind-prompts-ancients-losses-title = Deine Verluste
kind-prompts-ancients-losses-text = Ihre Waffen treffen dich { $hits }-mal bei { $hex }. Jeder Treffer nimmt eines deiner Schiffe dort oder eine Scheibe deines Sterns dort, wie du willst. { $said }
kind-prompts-ancients-losses-label = { $ships ->
        [one] { $ships } Schiff
       *[other] { $ships } Schiffe
    }, { $discs ->
        [one] { $discs } Scheibe
       *[other] { $discs } Scheiben
    }
kind-prompts-ancients-losses-hover = Verliere hier { $ships ->
        [one] { $ships } Schiff
       *[other] { $ships } Schiffe
    } und { $discs ->
        [one] { $discs } Scheibe
       *[other] { $discs } Scheiben
    } deines Sterns (jede Scheibe, die sie nehmen, bringt ihnen einen Koloniemarker, { $dp } DP).

kind-prompts-ancients-push-your-star = , dein Stern { $star }
kind-prompts-ancients-push-their-star = , { $star } von { $owner }
kind-prompts-ancients-push-free-star = , { $star }
kind-prompts-ancients-push-from-star-hover = Schiebe einen Kreuzer von hier: Der Stern, den er verlässt, wird zerstört (sie werten einen Koloniemarker, einen mehr, wenn ein Platz ihn hielt).
kind-prompts-ancients-push-from-empty-hover = Schiebe einen Kreuzer von hier (kein Stern hier: nichts wird zerstört).
kind-prompts-ancients-push-done = Nicht mehr schieben
kind-prompts-ancients-push-done-hover = Lass ihre Kreuzer, wo sie stehen.
kind-prompts-ancients-push-title = Ihre Kreuzer schieben
kind-prompts-ancients-push-text = Du hast die Taktik gewonnen: Du darfst { $n ->
        [one] { $n } weiteren Kreuzer
       *[other] { $n } weitere Kreuzer
    } von ihnen schieben, jeden bis zu { $range } Felder weit (klicke einen auf dem Brett oder unten). Ein Kreuzer, der einen Stern verlässt, zerstört ihn: Von einem Stern eines anderen Platzes schadet das diesem Platz; von deinem dir.
kind-prompts-ancients-push-to-hover = Der Kreuzer von { $from } zieht nach { $to }.
kind-prompts-ancients-push-to-star-hover = Der Kreuzer von { $from } zieht nach { $to } (ein Stern: Er wird zerstört, wenn sie ihn verlassen).
kind-prompts-ancients-push-back = Anderer Kreuzer
kind-prompts-ancients-push-back-hover = Wähle einen anderen Kreuzer zum Schieben.
kind-prompts-ancients-push-where-title = Den Kreuzer von { $hex } schieben
kind-prompts-ancients-push-where-text = Wohin zieht er? Bis zu { $range } Felder mit der üblichen Bewegung; kein Stern bleibt zurück.
kind-prompts-ancients-push-where-text-star = Wohin zieht er? Bis zu { $range } Felder mit der üblichen Bewegung; der Stern, den er verlässt, wird zerstört.

## Die Chronisten (src/rules/automa/chroniclers/)

kind-prompts-chroniclers-hint-start-level = Der leichteste Schwierigkeitsgrad gibt dir vor deinem ersten Zug eine Stufe in einem Feld deiner Wahl: Eines, das zu einem Meilenstein führt (Stufen 3 und 5), hilft am meisten.
kind-prompts-chroniclers-start-level-title = Eine Stufe zum Start
kind-prompts-chroniclers-start-level-text = Bei diesem Schwierigkeitsgrad der Chronisten beginnst du eine Stufe höher in einem Feld deiner Wahl.
kind-prompts-chroniclers-start-level-hover = Du beginnst mit { $field } 2: eine Stufe näher an ihrem Meilenstein bei 3.
