# Was ein Schwierigkeitsgrad bei jeder Automa-Art ändert: die Wahl des Schwierigkeitsgrads
# beim neuen Spiel und die Karten der Tische. Jede Zeile steht hinter dem Namen des Automas
# und einem Doppelpunkt ("Sklavenhändler: bringen ...", words-difficulty-line).
# $name: der Name der Stufe aus den Regeldaten (content-level-...-name).

## Die Solo-Automas (src/rules/automa/solo/mod.rs); Subjekt ist der Automa (Plural)
levels-solo-spawn = bringen beim Erscheinen { $n ->
        [one] { $n } Schiff
       *[other] { $n } Schiffe
    } mehr an jedes Wurmloch
# $peace: ab so vielen Scheiben schließen sie nie Frieden.
levels-solo-discs-no-peace = beginnen mit { $n ->
        [one] { $n } Scheibe
       *[other] { $n } Scheiben
    } auf ihrer Machtleiste abseits des Spielplans (sie schließen nie Frieden)
levels-solo-discs = beginnen mit { $n ->
        [one] { $n } Scheibe
       *[other] { $n } Scheiben
    } auf ihrer Machtleiste abseits des Spielplans (ab { $peace } schließen sie nie Frieden)
levels-solo-and = { $list } und { $item }

## Die Überreste (src/rules/automa/remnants/mod.rs)
# $systems: eins der levels-remnants-systems-... (im Dativ, nach "bei");
# $military: ihre Militärstufe je Ära, "1, 3, 4".
levels-remnants = { $name }: eine verborgene Garnison bei { $systems }; sie kämpfen mit Militär { $military } je nach Ära
levels-remnants-systems-all = jedem neutralen Stern
levels-remnants-systems-outside-home = jedem neutralen Stern außerhalb der Heimatsektoren
# $kinds: Wörter levels-remnants-kind-... (Dativ Plural nach "den"), verbunden mit
# levels-remnants-kinds-and.
levels-remnants-systems-by-kind = den { $kinds } Sternen außerhalb der Heimatsektoren
levels-remnants-kind-home = heimischen
levels-remnants-kind-uninhabited = unbewohnten
levels-remnants-kind-primitive = primitiven
levels-remnants-kind-advanced = fortschrittlichen
levels-remnants-kinds-and = { $list } und { $item }

## Die Uralten (src/rules/automa/ancients/mod.rs)
# $max: all ihre Kreuzer; $dp: was jeder ihrer Koloniemarker wert ist.
levels-ancients = { $name }: { $cruisers } Kreuzer zu Beginn im Spiel (von { $max }), { $credits ->
        [one] { $credits } Credit
       *[other] { $credits } Credits
    }, ihre Koloniemarker je { $dp } DP

## Die Chronisten (src/rules/automa/chroniclers/display.rs)
levels-chroniclers = { $name }: { $parts }
levels-chroniclers-next = { $list }, { $item }
levels-chroniclers-mat-normal = normales Tableau
levels-chroniclers-mat-hard = schweres Tableau
# Die DP des Automas bei jedem Einkommenszug über sein Tableau hinaus ($dp ist positiv).
levels-chroniclers-income-more = +{ $dp } DP bei jedem Einkommenszug
levels-chroniclers-income-less = -{ $dp } DP bei jedem Einkommenszug
levels-chroniclers-you-start-level = du beginnst in einem Gebiet deiner Wahl eine Stufe höher
# Was die Bots beim ersten Einkommenszug erhalten.
levels-chroniclers-first-income = { $n ->
        [one] { $n } Aufstieg
       *[other] { $n } Aufstiege
    } zu Beginn
levels-chroniclers-extra-civilization = eine zweite Zivilisation
