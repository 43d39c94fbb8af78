# The game log's and the automa decisions' words: solo.

## Shared by every automa kind (src/rules/automa/shared.rs)

log-solo-retreat-hex = retreat hex ({ $why })
log-solo-retreat-hex-tie = equally near hexes without hostile ships, chosen by die
log-solo-tactic = advanced fleet tactic (x2 side)
log-solo-tactic-doubled = fleet { $fleet } doubles its special

## Battle answers, war and peace, trade (answers.rs, mod.rs, events.rs)

log-solo-retreat-before-combat = retreat before combat
log-solo-retreat = retreat
log-solo-stand = stand and fight
log-solo-war-roll = declare war (Cooperation)
log-solo-war = war
log-solo-no-war = no war
log-solo-peace-request = peace request
log-solo-never-peace = { $n }+ offboard discs: the { $who } never make peace
log-solo-peace = peace
log-solo-peace-refused = refused
log-solo-trade-willing = willing to trade
log-solo-willing = willing
log-solo-not-willing = not willing
log-solo-research-capped = { $who } research { $field }: already at its cap, no effect
log-solo-field-to-research = field to research ({ $why })
log-solo-field-named = { $field } was already named
log-solo-field-no-level = { $field } would give no level
log-solo-no-field = no field can gain a level
log-solo-why-robotics = Robotics 5+: a level in another field
log-solo-why-no-trade = offboard power: no trade this round

# The odds an offer shows before it is made (the trade and peace prompts).
log-solo-odds-no-peace-rule = it has no peace rule
log-solo-odds-never-peace = with { $n }+ offboard discs the { $who } never make peace
log-solo-odds-peace = peace on a die roll of 1-{ $max }
log-solo-odds-willing = willing this round (already rolled)
log-solo-odds-not-willing = not willing this round (already rolled)
log-solo-odds-no-trade-rule = it has no trade rule
log-solo-odds-trade = you are { $side }: trade on a die roll of 1-{ $max }
log-solo-odds-passive-peace = it never refuses peace
log-solo-odds-passive-trade = it trades with anyone at peace and in contact
log-solo-odds-passive-extra-trade = its trade of the round is done; your card's extra trade gives one more
log-solo-odds-passive-traded = it has traded this round already

## Growth (growth.rs)

log-solo-growth-row = growth row
log-solo-row-without-ships = no ships on the board: row { $row } without rolling
log-solo-why-row-rolled = chosen when the row is rolled
log-solo-action-cancelled = { $who }: { $action } is cancelled
log-solo-spawn-instead = { $who } cannot grow population: they spawn instead
log-solo-spawn-ships = spawn ships
log-solo-spawn-each = { $n ->
    [one] { $n } ship
   *[other] { $n } ships
} at each of { $at }
log-solo-why-no-star = no star gained
log-solo-gain-yours = gain a star of yours
log-solo-gain-neutral = gain a neutral star
log-solo-gain-any = gain a star
log-solo-gain-no-war = stars that need a declaration of war: the Cooperation roll failed
log-solo-gain-none = none can be gained
log-solo-gain-blocked = { $verb } { $star }: blocked by a declaration of war ({ $who })

## Fleets and spawns (fleets.rs)

log-solo-consolidate-what = consolidate fleets at { $at }
log-solo-fleet-of-hex = fleet { $n } of the hex
log-solo-consolidate-tie = the fleet that takes in the others is chosen by die
log-solo-consolidate-result = fleet { $n } keeps all ships
log-solo-consolidate = { $who } consolidate { $n ->
    [one] { $n } ship
   *[other] { $n } ships
} into one fleet at { $at }
log-solo-spawn = { $who } spawn { $n ->
    [one] { $n } ship
   *[other] { $n } ships
} at { $at }
log-solo-no-pieces = { $who } have no ship pieces left to spawn
log-solo-spawn-into-hidden-fleet = { $who } spawn ships into their face-down fleet at { $at }
log-solo-spawn-into-fleet = { $who } spawn { $n ->
    [one] { $n } ship
   *[other] { $n } ships
} into their fleet at { $at }
log-solo-out-of-fleets = { $who } are out of fleets: no spawn at { $at }
log-solo-counter-for-spawn = fleet counter for spawning at { $at }
log-solo-counter-tie = face-down counters from the supply, drawn by die
log-solo-counter-result = fleet { $fleet } with { $n ->
    [one] { $n } ship
   *[other] { $n } ships
}
log-solo-spawn-new-hidden-fleet = { $who } spawn a new face-down fleet at { $at }
log-solo-spawn-new-fleet = { $who } spawn a new fleet of { $n ->
    [one] { $n } ship
   *[other] { $n } ships
} at { $at }
log-solo-wormhole-at = wormhole at { $at }
log-solo-fleet = fleet { $fleet }

## The offboard power track (offboard.rs)

log-solo-no-disc = { $who } have no disc left to move offboard ({ $why })
log-solo-disc-offboard = { $who }: a disc goes to the offboard power track ({ $why }); { $n } offboard
log-solo-why-difficulty = difficulty
log-solo-panel-title = The { $who }' offboard power
log-solo-panel-discs = { $n ->
    [one] { $n } disc
   *[other] { $n } discs
} on the track
log-solo-panel-from = { $n }+: { $what }
log-solo-panel-never-peace = they never make peace
log-solo-panel-tech = they gain a level in a trading phase without a trade
log-solo-panel-lower = they roll two dice and use the lower
log-solo-panel-dp-loss = each new disc costs you { $dp } DP

## The start bonus (setup.rs)

log-solo-start-bonus = start bonus
log-solo-field-level = { $field } { $n }
log-solo-start-reroll = rolled { $a } and { $b }: doubles or a six, roll again
log-solo-two-fields = { $a } { $n } and { $b } { $n }
log-solo-start-discs = { $n ->
    [one] { $n } disc
   *[other] { $n } discs
} to the offboard power track

## Movement (movement.rs)

log-solo-movement-row = movement row
log-solo-declare-war = { $who } declare war on you
log-solo-move-target = move target for { $group }
log-solo-group-ship = ship { $n } at { $at }
log-solo-group-ships = ships at { $at }
log-solo-detour = goes round the jumps blocked by ships of a seat at peace with it
log-solo-barred = may not enter a hex it was forced out of this round
log-solo-stay-at = stay at { $at }
log-solo-move-via = move { $from } to { $to } via { $via }
log-solo-row-declare-war = declare war if at peace; { $target }
log-solo-tie = { $n } equally good { $why }; die chose number { $face }
log-solo-tie-and = { $first }; { $then }
log-solo-why-stopping = stopping hexes as close as possible
log-solo-why-your-stars = nearest stars of yours
log-solo-no-your-star = you own no star: no movement
log-solo-star-here = { $star } is where the ships are
log-solo-star-own = { $star } is their own
log-solo-why-stars = nearest stars
log-solo-star-not-neutral = { $star } is not neutral
log-solo-no-star-in-range = no such star within range: fallback
log-solo-why-in-range = stars within range
log-solo-no-hostile-in-range = no hostile ships within range: fallback
log-solo-why-most-hostile = hexes with the most hostile ships
log-solo-why-hostile = nearest hostile ships
log-solo-no-hostile = no hostile ships anywhere: no movement
log-solo-why-safe = nearest hexes without hostile ships
log-solo-no-direction = no direction can be entered
log-solo-direction = direction { $n }
log-solo-random-direction = random direction { $n }

## The tables' rows in words (tables.rs)

log-solo-target-your-star = to your nearest star
log-solo-target-nearest-star = to the nearest star{ $current ->
    [yes] {" "}(not the one they are at)
   *[no] {""}
}{ $own ->
    [yes] {" "}not their own
   *[no] {""}
}
log-solo-target-center = toward the center of their sector
log-solo-target-star-in-range = to a { $neutral ->
    [yes] neutral{" "}
   *[no] {""}
}star in range{ $own ->
    [yes] {" "}not their own
   *[no] {""}
}, else { $otherwise }
log-solo-target-most-hostile = to the hex in range with the most enemy ships, else { $otherwise }
log-solo-target-hostile = toward the nearest enemy ships
log-solo-target-random = full range in a random direction
log-solo-target-stay = stay
log-solo-target-stay-unless = stay unless enemy ships share the hex
log-solo-row-war-then = declare war, then { $target }
log-solo-row-two-random = two random fields at { $n }
log-solo-row-offboard = { $n ->
    [one] { $n } disc
   *[other] { $n } discs
} to offboard power
log-solo-table-start-bonus = start bonus
log-solo-table-movement = movement
log-solo-table-growth = growth
log-solo-excerpt-intro = One die picks the row of each automa's { $table } table (the decision panel shows the roll and highlights the row).

## The Elder Civilization's setup (passive/)

log-solo-passive-no-home = { $who } have no home star: the setup has no home sector for them
log-solo-passive-home-sector = { $who } people their home sector (discs by distance from their home star: { $discs }) with { $n ->
    [one] { $n } ship
   *[other] { $n } ships
} on each of those stars
log-solo-passive-chips = hidden ship chips for the home-star fleet
log-solo-passive-chips-tie = chips drawn face down one by one, each by die
log-solo-passive-chips-result = chips { $chips }: { $n ->
    [one] { $n } ship
   *[other] { $n } ships
}
log-solo-passive-counter = fleet counter for the home-star fleet
log-solo-passive-counter-tie = face-down counters, drawn by die
log-solo-passive-fleet = { $who } keep a face-down fleet of { $n } hidden chips at { $at }
log-solo-passive-boost = extra technology levels
log-solo-passive-six = a six: rolled again
log-solo-passive-raised = { $field } +{ $n } (now { $now }{ $cap ->
    [yes] , its cap
   *[no] {""}
})

## A modder's table file that does not hold (tables.rs, passive/table.rs)

log-solo-data-row-without-ships = `growth_row_without_ships` must be a die face 1-6
log-solo-data-die-face = `{ $name }` must be a die face 0-6, found { $found }
log-solo-data-cap = `level_caps`: the cap of { $field } must be 1-6, found { $found }
log-solo-data-capped-twice = `level_caps[{ $i }]`: { $field } is capped twice
log-solo-data-start-levels = `start_bonus[{ $i }]`: Levels names at least one field, each once
log-solo-data-growth-empty = `growth[{ $i }]` must name at least one action
log-solo-data-chip-pool = `chip_pool` must hold 1 to { $max } chips, found { $found }
log-solo-data-chip-size = `chip_pool`: a chip of { $n ->
    [one] { $n } ship
   *[other] { $n } ships
} (at most 30)
log-solo-data-chips-drawn = `chips_drawn` must be 1 to the { $chips } chips of the pool, found { $found }
log-solo-data-no-letters = `fleet_letters` must name at least one fleet counter
log-solo-data-letter-d = `fleet_letters`: D has no face-down side; the fleet is drawn face down
log-solo-data-letter-twice = `fleet_letters`: { $letter } is listed twice
log-solo-data-home-ships = `ships_at_other_home_stars` must be at most 16, found { $found }
log-solo-data-population = `population_by_distance` must be (lowest, highest) with 1 <= lowest <= highest <= 10, found ({ $lo }, { $hi })
log-solo-data-tech-dice = `technology_dice` must be 0-5, found { $found }
log-solo-data-levels-per-die = `levels_per_die` must be 0-5, found { $found }

## The DP the offboard power costs (offboard.rs)

log-solo-dp-source = { $who }' offboard power
log-solo-dp-detail = a disc on their offboard track ({ $n } there)
log-solo-tables-movement = Movement tables
log-solo-tables-growth = Growth tables
log-solo-tables-start-bonus = Start bonus tables

## The rows a decision used, in words (answers.rs, events.rs, mod.rs)

log-solo-row-retreat = retreat on a die roll of 1-{ $max }
log-solo-row-war-roll = Cooperation goal: war only on a die roll of 1-{ $max }
# $side: STO or STS; $table: the table's own range, before Cooperation widens it by $wider.
log-solo-row-trade-wider = you are { $side }: trade on a die roll of 1-{ $max } (1-{ $table }, +{ $wider } for Cooperation)

## A growth row's actions (src/rules/data/automa.rs)

log-solo-act-research = research { $field }
log-solo-act-research-random = research a random field
log-solo-act-turn-order-up = turn order up
log-solo-act-turn-order-down = turn order down
log-solo-act-spawn-wormholes = spawn at { $n ->
    [one] { $n } wormhole
   *[other] { $n } wormholes
}
log-solo-act-spawn-center = spawn at the center wormhole
log-solo-act-gain-yours = gain one of your stars, else { $n ->
    [one] { $n } neutral star
   *[other] { $n } neutral stars
}
log-solo-act-gain-any = gain any star
log-solo-act-gain-neutral = gain a neutral star, else one of yours
log-solo-act-grow = grow population, else spawn at the center wormhole

## Gaining a star (growth.rs). $star: its name; $at: its hex; $verb: how it is gained.

# $why: why it cannot be gained.
log-solo-gain-not = { $star } { $at }: { $why }
# $kind: the star's kind (log-cont-star-kind).
log-solo-gain-candidate = { $star } { $at } ({ $kind })
log-solo-gain-result = { $verb } { $star }
