# The game log's and the automa decisions' words: rules.
# Lists and the growth counters' names.
log-rules-oval-research = Research
log-rules-oval-grow-population = Grow population
log-rules-oval-gain-star = Gain star
log-rules-oval-build-ships = Build ships
log-rules-oval-switch-alignment = Switch alignment
log-rules-square-turn-order-up = Turn order up
log-rules-square-turn-order-down = Turn order down
log-rules-counters-chosen = { $ovals } and { $squares }
# Destiny points.
log-rules-dp-limit = { $dp } DP from { $source } stop at the score's limit: the rules files' DP values are beyond their documented ranges
# The growth phase (player/growth.rs).
log-rules-growth-counter-void = { $who }: the additional { $counters } counter is void (a star that bought it is blocked now)
log-rules-dp-growth-actions = additional growth actions
log-rules-dp-growth-actions-detail = growth counters beyond the free ones
log-rules-growth-chosen = { $who } choose { $counters }
log-rules-growth-military-cancel = Military 6+: { $who } cancel the { $action } of { $whom }
log-rules-growth-upgrade = { $who } turn { $star } { $at } advanced
log-rules-growth-gain-blocked = { $who } cannot take { $star }: the gain is blocked
log-rules-growth-relic-too-late = { $field } 6+ from the relic: its effect is chosen with the growth counters, too late now (nothing)
log-rules-growth-genetics-6 = Genetics 6+: a free Grow Population with +2 bonus
log-rules-growth-propulsion-6 = Propulsion 6+: two free Gain Star actions this turn
log-rules-dp-robotics-6 = Robotics 6+
log-rules-dp-robotics-6-detail = one more level in another researched field
log-rules-growth-robotics-6 = Robotics 6+: { $field } one more level for 2 DP
log-rules-growth-robotics-6-none = Robotics 6+: no other researched field to raise
log-rules-growth-spirituality-6 = Spirituality 6+: a free extra growth counter next round, and a domination card exchange
log-rules-growth-military-6 = Military 6+: { $who } may cancel a growth action of a faction at war with { $you ->
    [yes] you
   *[other] them
}
log-rules-growth-no-build-star = No star of yours can take new ships: { $n ->
    [one] { $n } ship
   *[other] { $n } ships
} not built
log-rules-growth-built = { $who } build { $built } of { $n ->
    [one] { $n } ship
   *[other] { $n } ships
}
log-rules-growth-teleport = { $who } teleport { $n } population from { $from } to { $to }
log-rules-growth-population-to-ships = { $who } turn { $discs } population of { $star } into { $n ->
    [one] { $n } ship
   *[other] { $n } ships
}
refuse-growth-two-ovals = choose two oval counters
refuse-growth-too-many-ovals = { $n } oval counters chosen; you may take { $most } (each unblocked star with 5+ population besides your home star buys one more)
refuse-growth-one-counter = you have only one { $counter } counter
refuse-growth-two-gain-star = you have two Gain Star counters
refuse-growth-one-square = choose one square counters
refuse-growth-one-or-two-squares = choose one or two square counters
refuse-growth-squares-differ = the two square counters must differ
refuse-growth-sto-for-good = with Spirituality 5+ you stay STO for good
refuse-growth-not-ordered = { $action } is not ordered with your actions
refuse-growth-ordered-twice = { $action } is listed twice in the order
refuse-growth-no-upgrades = your people cannot turn primitive stars advanced
refuse-growth-gain-counters = you chose { $gains } Gain Star counter(s), not { $asked }
refuse-growth-not-primitive = { $at } is not a primitive neutral star
refuse-growth-no-ship-at = you have no ship at { $at }
refuse-growth-listed-twice = { $at } is listed twice
refuse-growth-no-ships-to-population = your people cannot turn ships into population
refuse-growth-ships-to-population-needs-grow = ships become population when you grow: you did not choose Grow Population
refuse-growth-ships-to-population-most = at most { $n ->
    [one] { $n } star
   *[other] { $n } stars
} turn a ship into population
refuse-growth-not-your-star = { $star } is not your star
refuse-growth-no-population-to-ships = your people cannot turn population into ships
refuse-growth-population-to-ships-needs-build = population becomes ships when you build: you did not choose Build Ships
refuse-growth-no-star-at = there is no star at { $at }
refuse-growth-discs-to-ships = { $at } can give { $n ->
    [one] { $n } disc
   *[other] { $n } discs
} to ships
refuse-growth-cannot-gain = cannot gain { $star }: { $why }
refuse-growth-no-free-gain = no free gain of your people is left for { $star } ({ $kind })
refuse-growth-teleport-allowance = you may teleport { $allowance } population this turn (Propulsion 5: 1, 6: 3), not { $moved }
refuse-growth-teleport-between = population teleports between two of your stars
refuse-growth-teleport-blocked = blocked stars neither send nor receive population
refuse-growth-too-few-discs = { $star } has fewer than { $n ->
    [one] { $n } disc
   *[other] { $n } discs
}
refuse-growth-bonus-needs-grow = bonus discs come with Grow Population, which you did not choose
refuse-growth-not-gained = { $at } is not a star you gain
refuse-growth-no-owner = { $at } has no owner to take a level from
refuse-growth-not-leading = the { $who } do not lead you in { $field }
refuse-growth-cancel-needs-military = cancelling a counter needs Research of Military at level 6
refuse-not-at-war = you are not at war with the { $who }
refuse-growth-already-resolved = the { $who } have already resolved their growth
refuse-growth-cancel-count = the { $who } have { $n ->
    [one] { $n } growth action
   *[other] { $n } growth actions
} to cancel
refuse-growth-no-build = you did not choose Build Ships
refuse-growth-build-population = { $star } needs { $min }+ population to build there
refuse-growth-build-blocked = { $star } is blocked
refuse-growth-evacuate-where = your home-star miniature can move only to another star of yours, not { $at }
log-rules-reply-evacuated = home star evacuated to { $at }
# The player's commands (player/command.rs): log lines, replies and refusals.
log-rules-war-declared = { $who } declare war on { $whom }
log-rules-peace-accepted = { $who } accept peace with { $them }
log-rules-peace-refused = { $who } refuse peace with { $them }
log-rules-trade-refused = { $who } refuse to trade { $field } with { $them }
log-rules-peace-offered = { $who } offer peace to { $them }
log-rules-automa-peace = The { $them } accept peace
log-rules-automa-no-peace = The { $them } refuse peace
log-rules-reply-turn-ended = turn ended
log-rules-reply-retreat = you retreat
log-rules-reply-stand = you stand and fight
log-rules-reply-pieces = pieces
log-rules-reply-loss-order = losses now come from: { $order }
log-rules-reply-force-out = you force them out
log-rules-reply-battle-goes-on = you let the battle go on
log-rules-reply-guard-none = you let them take any star
log-rules-reply-guard-stars = you defend { $n ->
    [one] { $n } star
   *[other] { $n } stars
}
log-rules-reply-let-jump = you let them jump
log-rules-reply-block-jumps = your ships block jumps at { $n ->
    [one] 1 hex
   *[other] { $n } hexes
}
log-rules-reply-retreat-to = your ships retreat to { $at }
log-rules-reply-winner-loss-order = its losses will come off in that order
log-rules-reply-to-battle = to battle
log-rules-reply-destroy = you destroy { $n ->
    [one] { $n } ship
   *[other] { $n } ships
}
log-rules-reply-growth-chosen = growth counters chosen
log-rules-reply-growth-resolved = growth resolved
log-rules-reply-leave-guide = you leave the guide: the game goes on as a normal one
log-rules-reply-trading-ended = trading ended
log-rules-reply-tactic = fleet { $letter } gets { $side }
log-rules-reply-war-declared = war declared
log-rules-reply-peace-made = peace made
log-rules-reply-peace-refused = peace refused
log-rules-reply-trade-refused = trade refused
log-rules-reply-peace-offered = peace offered
log-rules-reply-peace = peace
log-rules-reply-refused = refused
refuse-no-seat = there is no seat { $seat } at this table
refuse-waiting-for = the game is waiting for { $asked }, not { $who }
refuse-ships-move-turn = ships move only during your move/combat turn
refuse-fleets-move-turn = fleets move only during your move/combat turn
refuse-undo-move-turn = nothing to undo outside your move turn
refuse-fleets-formed = fleets are formed at the start of your move turn
refuse-fleets-split = fleets are split at the start of your move turn
refuse-fleets-swapped = fleets are swapped at the start of your move turn
refuse-exchange-when = cards are exchanged when the game waits for you
refuse-remote-view-when = remote views are used when the game waits for you
refuse-death-ray-when = the Death Ray fires in your movement
refuse-peace-when = peace is asked on one of your turns (move, growth or trading)
refuse-no-offer = nobody is offering you anything
refuse-not-move-turn = it is not your move/combat turn
refuse-no-retreat-pending = no retreat decision is pending
refuse-evacuate-when = you evacuate your home star in your growth phase
refuse-nothing-to-choose = nothing is asked to choose now
refuse-not-an-option = { $key } is not one of the options: { $options }
refuse-automa-not-here = that automa is not at this table
refuse-no-forced-retreat = no forced retreat is offered
refuse-no-star-to-defend = no star to defend is offered
refuse-star-not-offered = { $at } is not one of the stars offered
refuse-no-retreat-hex = no retreat hex to choose
refuse-retreat-hex-not-offered = { $at } is not one of the nearest hexes without hostile ships
refuse-no-winner-choice = no battle won for an automa waits for your choice
refuse-own-loss-order = your own ships follow your loss order (LossOrder)
refuse-no-battle = no battle waits for you
refuse-no-losses = no losses to choose
refuse-loser-has-only = the loser has only { $n ->
    [one] { $n } ship
   *[other] { $n } ships
}
refuse-growth-selection-when = growth counters are chosen at the start of the growth phase
refuse-not-growth-turn = it is not your growth turn
refuse-trade-when = trades happen in the trading phase
refuse-levy-when = a level is taken in the trading phase
refuse-not-guided = this is not a guided game
refuse-not-trading = it is not the trading phase
refuse-no-tactic = you have no advanced fleet tactic to assign
refuse-fleet-has-tactic = fleet { $letter } already has a tactic
refuse-war-on-whom = war is declared on another seat at the table
refuse-war-in-growth = in the growth selection, war is declared only as STS, to stop another person's additional action: a star of theirs (not their home) with 5+ population where your ships are
refuse-war-when = you declare war during your move/combat turn
refuse-war-already = you are already at war with the { $who }
refuse-war-never = your people may never declare war
refuse-war-sto = as STO you may declare war only to block an STS conquest
refuse-must-trade = { $them } oblige their partners to trade (their people's power): accept
refuse-peace-of-whom = peace is asked of another seat at the table
refuse-peace-never = the { $who } are at war with you for good: they never make peace
refuse-peace-asked = you have already asked the { $who } for peace this round
# Moves and fleets (player/moves.rs, ships.rs).
refuse-undo-revealed = a move turned up a face-down star counter: what was seen cannot be unseen
refuse-no-move-to-undo = no move to undo this turn
refuse-move-off-board = { $at } is not on the board
refuse-move-out-of-reach = { $to } is out of reach from { $from } (range { $range })
refuse-move-range-unlimited = unlimited
log-rules-reply-jump-blocked = { $wars }: the jump is blocked and your ships stay at { $at }
refuse-move-no-piece = no ship piece of yours at { $at }
log-rules-reply-ships-moved = { $n ->
    [one] { $n } ship moves
   *[other] { $n } ships move
} { $from } to { $to } ({ $cost ->
    [one] { $cost } movement point
   *[other] { $cost } movement points
})
refuse-move-no-ship = move at least one ship
refuse-move-unmoved-pieces = only { $n } unmoved ship pieces at { $at }
refuse-fleet-not-on-board = you have no fleet { $letter } on the board
refuse-fleet-already-moved = fleet { $letter } has already moved this turn
refuse-fleet-moved = fleet { $letter } has moved this turn
log-rules-reply-fleet-moved = fleet { $letter } moves { $from } to { $to } ({ $cost ->
    [one] { $cost } movement point
   *[other] { $cost } movement points
})
log-rules-reply-move-undone = last move taken back
refuse-fleet-empty = a fleet needs at least one ship
refuse-fleet-elsewhere = fleet { $letter } is at { $at }, not { $asked }
refuse-fleet-not-in-supply = fleet counter { $letter } is not in your supply
log-rules-reply-fleet-joined = { $n ->
    [one] { $n } ship
   *[other] { $n } ships
} join fleet { $letter } at { $at }
refuse-swap-same = choose two different fleets
refuse-swap-apart = fleets { $a } and { $b } must share a hex, or both be at your stars
refuse-swap-neither = you have neither fleet { $a } nor { $b } on the board
log-rules-reply-fleets-swapped = fleets { $a } and { $b } swap places: { $a } at { $a_at }, { $b } at { $b_at }
log-rules-reply-fleet-renamed = fleet { $old } at { $at } becomes fleet { $new }
refuse-fleet-has = fleet { $letter } has { $n ->
    [one] { $n } ship
   *[other] { $n } ships
}
refuse-no-pieces-in-supply = not enough ship pieces in your supply
log-rules-reply-fleet-left = { $n ->
    [one] { $n } ship
   *[other] { $n } ships
} leave fleet { $letter }
# Trading (trading.rs).
refuse-levy-people = your people cannot take a level instead of trading
refuse-levy-traded = you traded this round
refuse-not-in-contact = you are not in contact with the { $who }
refuse-not-ahead = the { $who } are not ahead of you in { $field }
log-rules-levy = { $who } take { $field } from the { $from } (no trade this round)
refuse-trade-offered = you have offered { $who } a trade this round already
refuse-trade-with-whom = you trade with another seat at the table
refuse-partner-traded = { $who } have already traded this round
refuse-traded-with = you have already traded with the { $who } this round
refuse-traded = you have already traded this round
refuse-trade-at-war = you are at war with the { $who }
refuse-trade-no-contact = you are not in contact with the { $who } (share a hex, or have Spirituality { $level })
refuse-give-by-die = the { $who } choose what they learn by die
refuse-give-not-ahead = the { $who } can learn only a field where you are ahead of them ({ $field } is not)
refuse-trade-say-give = say which level { $who } learn from you in return
log-rules-trade-offered = { $who } offer { $to } a trade: { $take } for { $give }
log-rules-reply-trade-offered = trade offered to { $who }
refuse-trade-automa = you trade with an automa
log-rules-reply-not-willing = the { $who } are not willing to trade this round
log-rules-decision-trade-level = level learned in a trade
log-rules-filter-ahead = only fields where you are ahead
log-rules-tie-trader-chose = chosen by { $who }, who traded with them
log-rules-nothing-to-learn = nothing to learn
log-rules-reply-traded = traded with the { $who }: you gain { $field }
log-rules-traded = { $a } and { $b } trade: { $a } learn { $a_learns }, { $b } learn { $b_learns }
# Gaining stars (gain.rs).
log-rules-gain-yours = already yours
log-rules-gain-no-ships = no ships there
log-rules-gain-no-disc = no population disc left on the track or on your unblocked stars
log-rules-gain-blocked = blocked by hostile ships
log-rules-gain-not-at-war = not at war with the owner
log-rules-gain-defended = the owner's ships defend it
log-rules-gain-kind = { $alignment } cannot gain this kind of star
log-rules-gain-needs = needs { $n ->
    [one] { $n } ship
   *[other] { $n } ships
}, has { $has }
log-rules-gained = { $who } { $verb } { $star } at { $at } ({ $n } population)
log-rules-reserve-behind = Emergency Reserve: { $n ->
    [one] { $n } ship
   *[other] { $n } ships
} at your home star (2 stars behind everyone)
log-rules-decision-tech-with-star = technology taken with a star
log-rules-filter-loser-ahead = only fields where the loser is ahead
log-rules-evacuate = { $who } evacuate the home star { $from } to { $to }
log-rules-decision-evacuation = new home star after evacuation
log-rules-tie-any-star = any of its stars, chosen by die
log-rules-no-new-home = { $who } have no star left for the home-star miniature, and no empty hex in the home sector
log-rules-miniature-yours = Your home-star miniature evacuates to { $to }
log-rules-miniature = The home-star miniature of { $who } evacuates to { $to }
log-rules-reserve = Emergency Reserve: { $n ->
    [one] { $n } ship
   *[other] { $n } ships
} at { $at }
# Scoring and the game's end (phases/scoring.rs).
log-rules-game-ends-now = The game ends at once in round { $round }: { $why }
log-rules-dp-alignment = alignment with the era
log-rules-dp-alignment-detail = { $alignment } in an era of { $alignment }
log-rules-round-end-you = End of round { $round }: you have { $dp } DP
log-rules-round-end = End of round { $round }: { $who } { $dp } DP
log-rules-game-ends-after = The game ends after round { $round }: { $why }
log-rules-dp-track = population track
log-rules-dp-track-detail = the highest uncovered space
log-rules-dp-sectors = sector majorities
log-rules-dp-sectors-detail = most ships in { $n ->
    [one] { $n } sector
   *[other] { $n } sectors
}
log-rules-standing = { $who } { $dp } DP
log-rules-game-over = Game over: { $standings }; { $who } { $many ->
    [one] wins
   *[other] win
}
log-rules-game-over-solo = Game over: { $dp } DP, { $rank }
# The growth phase's steps (phases/growth.rs).
log-rules-stay-sto = { $who } stay STO: at Spirituality { $level }+ Switch Alignment has no effect
log-rules-switched = { $who } switch to { $alignment } and are at peace with everyone
log-rules-turn-order = Turn order: { $order }
# Moves and replays (phases/move_combat.rs, phases/mod.rs).
log-rules-no-first-move = { $who } do not move in the first round
refuse-replay-ended = the game ended before the recorded command { $command }
refuse-replay-refused = recorded command { $command } refused on replay: { $why }
refuse-replay-endless = the replay did not end
# Battles (combat.rs).
log-rules-retreat-before-combat = retreat before combat
log-rules-retreat-lost = lost the battle
log-rules-retreat-forced-out = forced out before combat
log-rules-cv-ships = { $n ->
    [one] { $n } ship
   *[other] { $n } ships
} x { $per_ship } (Military { $military })
log-rules-cv-fleet = fleet { $letter }: { $what ->
    [assault] assault
   *[counter] counter against A
}{ $x2 ->
    [yes] , x2 tactic
   *[other] {""}
}
log-rules-no-retreat = { $who } have nowhere to retreat: { $n ->
    [one] { $n } ship
   *[other] { $n } ships
} lost
log-rules-retreat = { $who } retreat from { $from } to { $to } ({ $why })
log-rules-battle = Battle at { $at }: { $attacker } ({ $a_ships ->
    [one] { $a_ships } ship
   *[other] { $a_ships } ships
}, CV { $a_cv }) attack { $defenders } ({ $d_ships ->
    [one] { $d_ships } ship
   *[other] { $d_ships } ships
}, CV { $d_cv }); { $winners } win; losses { $lost } / { $winner_lost }
log-rules-seat-lost = { $who } { $n }
log-rules-battle-each = { $line } ({ $each })
log-rules-dp-tactics = fleet tactics
log-rules-dp-tactics-detail = fleet { $letter } won a battle with its DP tactic
# The battle preview (battle_preview.rs).
refuse-preview-retreat-first = the { $who } may retreat first (higher { $field })
refuse-preview-e-evades = they may retreat first (an E fleet evades)
refuse-preview-e-may-evade = they may retreat first if a face-down fleet of theirs is E (Evade)
# A new game (setup.rs).
refuse-setup-no-table = no table { $name } (there are: { $tables })
refuse-setup-no-difficulty = difficulty { $level } does not exist at this table (0-{ $most })
log-rules-new-game-person = { $who } { $alignment }
log-rules-new-solo-game = New solo game: seed { $seed }, difficulty { $level } ({ $difficulty }), you are { $alignment }
log-rules-new-game = New game, { $table }: seed { $seed }; { $people }
log-rules-decision-turn-order = initial turn order
# Stars destroyed and created (stars.rs).
log-rules-star-destroyed = { $star } { $at } is destroyed: a ruin now
log-rules-star-destroyed-discs = { $line }; { $n ->
    [one] { $n } disc
   *[other] { $n } discs
} back to the track
log-rules-star-destroyed-ships = { $line }; { $n ->
    [one] { $n } ship
   *[other] { $n } ships
} of { $whom } to { $to }
log-rules-new-star = A new star, { $star } { $at }, appears
# Population (population.rs).
log-rules-grown = { $who } grow { $n } population ({ $stars })
log-rules-decision-bonus-discs = Genetics bonus discs
# Ships (ships.rs).
log-rules-ship-pieces = ship pieces
log-rules-fleet = fleet { $letter }
log-rules-decision-ships-lost = Ships lost first
log-rules-loss-group = { $group } ({ $n })
log-rules-then = { $a }, then { $b }
log-rules-no-piece-left = No ship piece or fleet left: { $n ->
    [one] { $n } ship
   *[other] { $n } ships
} not built
# An automa kind's defaults (kind.rs).
refuse-kind-never-peace = it never makes peace
refuse-kind-never-trades = it never trades
refuse-kind-asks-nothing = this automa asks nothing
# Undo, content commands and the guided game (undo.rs, content_commands.rs, tutorial.rs).
refuse-undo-other-person = the last action was another person's
refuse-undo-nothing = nothing to undo yet
refuse-undo-die = a die was rolled since your last action
refuse-undo-settled = an automa acted or a battle was fought since your last action
refuse-undo-revealed-since = something hidden was revealed since your last action
refuse-no-cards = this game has no domination cards
refuse-no-death-ray = this game has no Death Ray
refuse-no-remote-views = this game has no remote views
log-rules-guide-turn-order = { $name }: the turn order is { $order }
log-rules-guide-war = { $line }; you are at war with the { $who }
log-rules-guide-ships = { $line }; { $n ->
    [one] { $n } ship
   *[other] { $n } ships
} of { $who } at { $at }
refuse-guide-asks-else = the guided game asks for something else here: "{ $title }" (leave the guide to play freely)
log-rules-cv-of = { $who }: { $source }
# Guards' wars and levels (block.rs, jump_block.rs, levels.rs).
log-rules-guard-war = { $who } { $many ->
    [one] declares
   *[other] declare
} war on { $whom } to block their { $what ->
    [gain] gain
   *[jump] jump
} at { $at }
log-rules-forced-sto = Spirituality forces you to STO: you are at peace with everyone
log-rules-level-gained = { $who } gain { $field } { $level }
