# The game log's frame: how a line names its round, a decision's parts, and the records
# (moves, spawns, battles, destiny points) that have a line of their own.
log-line-round = [round { $round }] { $line }
log-line-setup = [setup] { $line }
log-at-hex = ({ $x }, { $y })
log-decision-what = { $who }: { $what }
log-decision-rolled = ; rolled { $faces }
log-decision-row = ; { $row }
log-decision-candidates = ; candidates: { $list }
log-decision-left-out = ; left out: { $list }
log-decision-tie-break = ; tie-break: { $how }
log-decision-result = {" "}=> { $result }
log-move = { $who } move along { $path }
log-spawn = { $who } spawn { $n ->
    [one] { $n } ship
   *[other] { $n } ships
} at { $at }
log-spawn-hidden = { $who } spawn a hidden number of ships at { $at }
log-merge = { $who }: { $n ->
    [one] { $n } ship joins
   *[other] { $n } ships join
} their force at { $at }, { $total } now
log-ruin = { $star } { $at } is destroyed: a ruin now
log-battle = battle at { $at }: { $attacker } against { $defender }
log-destiny = { $who }: { $dp } DP, { $source } ({ $detail })
log-secret-counters = face-down counters
log-secret-counter-drawn = a face-down fleet counter: its letter and ships stay hidden
# How the log names a seat: "You" for the one person at a solo table; an automa (a
# people) with its article after a verb or a preposition.
log-you = You
log-you-object = you
log-the-seat = the { $who }
# A decision's table row: "Slavers movement, row 3".
log-table-row = { $who } { $table }, row { $row }
# A finished game's result in its save's summary: "You win", "Player 2 wins".
save-result-wins = { $who } { $many ->
    [one] wins
   *[other] win
}
# Words joined in a list (every part of the rules lists words this way).
words-comma = { $a }, { $b }
words-semicolon = { $a }; { $b }
words-and = { $a } and { $b }
