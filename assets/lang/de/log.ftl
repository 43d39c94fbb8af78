# Das Spielprotokoll: wie eine Zeile ihre Runde nennt, die Teile einer Entscheidung und
# die Einträge (Züge, neue Schiffe, Schlachten, Schicksalspunkte) mit eigener Zeile.
log-line-round = [Runde { $round }] { $line }
log-line-setup = [Aufbau] { $line }
log-at-hex = ({ $x }, { $y })
log-decision-what = { $who }: { $what }
log-decision-rolled = ; gewürfelt { $faces }
log-decision-row = ; { $row }
log-decision-candidates = ; zur Wahl: { $list }
log-decision-left-out = ; ausgeschlossen: { $list }
log-decision-tie-break = ; Gleichstand gelöst: { $how }
log-decision-result = {" "}=> { $result }
log-move = { $who } ziehen über { $path }
log-spawn = { $who } setzen { $n ->
    [one] { $n } Schiff
   *[other] { $n } Schiffe
} auf { $at } ein
log-spawn-hidden = { $who } setzen eine verdeckte Zahl Schiffe auf { $at } ein
log-merge = { $who }: { $n ->
    [one] { $n } Schiff stößt
   *[other] { $n } Schiffe stoßen
} auf { $at } zu ihrer Streitmacht, jetzt { $total }
log-ruin = { $star } { $at } ist zerstört: jetzt eine Ruine
log-battle = Schlacht auf { $at }: { $attacker } gegen { $defender }
log-destiny = { $who }: { $dp } DP, { $source } ({ $detail })
log-secret-counters = verdeckte Flottenmarker
log-secret-counter-drawn = ein verdeckter Flottenmarker: Buchstabe und Schiffe bleiben geheim
log-you = Du
log-you-object = dich
log-the-seat = die { $who }
log-table-row = { $who }, { $table }, Zeile { $row }
save-result-wins = { $who } { $many ->
    [one] gewinnt
   *[other] gewinnen
}
words-comma = { $a }, { $b }
words-semicolon = { $a }; { $b }
words-and = { $a } und { $b }
