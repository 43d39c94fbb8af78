# The game log's and the automa decisions' words: remnants.
# $at: a hex's label, "(3, -2)"; $who: the seat's name.
log-rem-start = { $who } ({ $level }) hold { $count } unopened systems
log-rem-bases-lost = { $bases } Remnant base(s) at { $at } cannot retreat: lost
log-rem-dp-source = the Remnants
log-rem-dp-garrison = a Remnant garrison destroyed at { $at }
log-rem-dp-campaign = campaign won with { $spare ->
    [one] { $spare } round
   *[other] { $spare } rounds
} to spare
log-rem-garrison-what = garrison of the Remnant system at { $at }
# The chits drawn: $names lists them as the table names them ("ship-2, blank").
log-rem-garrison = { $chits ->
    [one] { $chits } chit
   *[other] { $chits } chits
} ({ $names }): { $mobile ->
    [one] { $mobile } mobile ship
   *[other] { $mobile } mobile ships
}, { $bases ->
    [one] { $bases } base
   *[other] { $bases } bases
}{ $short ->
    [0] {""}
   *[other] ; the pool ran out ({ $short } not drawn)
}
log-rem-opens = The Remnant system at { $at } opens: { $garrison }
log-rem-free = No { $who } hold the star: it is free
log-rem-moves-what = does the garrison at { $at } move?
log-rem-it-moves = it moves
log-rem-it-stays = it stays
log-rem-new-garrison-what = new garrison left at { $at }
log-rem-force-what = where the force of { $n ->
    [one] { $n } ship
   *[other] { $n } ships
} at { $at } goes
log-rem-came-from = { $at } (the star it came from)
log-rem-cannot-move = it cannot move
log-rem-direction = direction { $dir }
# A bounce at the board's edge; $between: "yes" when a die chose between two turns.
log-rem-bounce = at { $at } from direction { $from } to { $to }{ $between ->
    [yes] {" "}(a die between two)
   *[other] {""}
}
log-rem-bounced = bounced { $list }
log-rem-walks = walks to { $at }
log-rem-star-at = star at { $at }
# $what: "joins" (a force there), "seat" (a seat's star), "star", else deep space.
log-rem-force-moves = A Remnant force moves from { $from } to { $to } { $what ->
    [joins] and joins the force there
    [seat] onto a seat's star
    [star] to a star
   *[other] into deep space
}
log-rem-scenario-force = a Remnant force of { $mobile ->
    [one] { $mobile } ship
   *[other] { $mobile } ships
} and { $bases ->
    [one] { $bases } base
   *[other] { $bases } bases
} stands at { $at } (scenario)
log-rem-veto = a Remnant garrison holds it: end a move there to fight it

# The board's mark beside an unopened Remnant system, and its hover text.
log-rem-mark = RS
log-rem-mark-hover = An unopened Remnant system: end a move here to draw its garrison (one die of chits) and fight it. It cannot be gained before.
# The Remnants' section of the side panel.
log-rem-panel-title = The Remnants
log-rem-panel-unopened = { $n ->
    [one] { $n } unopened system
   *[other] { $n } unopened systems
}
log-rem-panel-forces = { $n ->
    [one] { $n } force
   *[other] { $n } forces
}, { $deep } in deep space; { $ships ->
    [one] { $ships } ship
   *[other] { $ships } ships
} in all
log-rem-panel-destroyed = { $n ->
    [one] { $n } garrison
   *[other] { $n } garrisons
} destroyed
log-rem-panel-pool = pool: { $left ->
    [one] { $left } chit
   *[other] { $left } chits
} left, { $discarded } discarded

# The Remnants' table in the rules reference.
log-rem-table-intro = The chits a Remnant garrison is drawn from (one die of them), and the numbers the Remnants play by.
# $faces: the die faces, "[6]"; $reach, $walk: hexes.
log-rem-table-moves = a garrison moves on { $faces }; a force goes to a star within { $reach } hexes, else walks { $walk }
log-rem-table-military = Military by era: { $levels }
log-rem-table-dp = { $dp } DP a garrison destroyed; campaign: { $bonus } DP, { $spare } a round to spare

# Refusals of a scenario's Remnants state. $field: where in the file ("`forces[0]`").
log-rem-scen-not-neutral = `unopened`: { $at } is not a neutral star (only a star nobody owns can hold an unopened system)
log-rem-scen-twice = `unopened`: { $at } is listed twice
log-rem-scen-off-board = { $field }: { $at } is not on the board
log-rem-scen-second-force = { $field }: a second force at { $at } (forces that meet are one force)
log-rem-scen-ships = { $field }: { $n ->
    [one] { $n } ship
   *[other] { $n } ships
} (mobile and bases together must be 1-{ $max })
log-rem-scen-too-many = { $field }: more than { $max } ships in all the forces together
log-rem-scen-occupied = { $field }: { $at } holds ships of seat { $seat } (a battle is fought when a force arrives, not placed)
log-rem-scen-origin = { $field }: its origin { $at } is not a star
# Errors of the Remnants' table file. $field: a field of the file.
log-rem-data-eras = `{ $field }` has { $n } levels; base.ron's rounds make { $eras } eras
log-rem-data-pool-size = `pool` must hold 1 to { $max } chits, found { $chits }
log-rem-data-zero-chit = `pool[{ $i }]`: a chit of 0 ships is a Blank
log-rem-data-no-ships = `pool` has no chit with ships: the Remnants would never fight
log-rem-data-move-on = `move_on` must name at least one die face (6: a garrison moves on a 6)
log-rem-data-no-level = `difficulty` must have at least one level
log-rem-data-level-name = `difficulty[{ $i }].name` is empty
log-rem-data-military = `{ $field }` must give a level for each era (1 to 10)
log-rem-data-no-kind = `{ $field }`: ByType names no kind of star
log-rem-data-home = `{ $field }`: a home star is never a Remnant system

## The content: cards, goals, stories, relics, peoples.
# A list of names or words: $list (the items so far) and the next $item.
# A star's kind; $kind: home, uninhabited, primitive or advanced.
log-cont-star-kind = { $kind ->
    [home] home star
    [uninhabited] uninhabited
    [primitive] primitive
   *[other] advanced
}

## Domination cards: what a card's B section counts (the DP record's detail).
log-cont-b-plus = { $list } + { $item }
log-cont-b-field-level = { $field } { $level }
log-cont-b-neutral-alone = { $n ->
    [one] { $n } neutral star
   *[other] { $n } neutral stars
} held alone
log-cont-b-alignment-scored = you scored the alignment DP this round
log-cont-b-alignment-none = no alignment DP this round
log-cont-b-best-center = your best center star has { $best } population
log-cont-b-home-intruders = another faction owns a star in your home sector
log-cont-b-home-alone = your home sector is yours alone
log-cont-b-populous = { $n ->
    [one] { $n } star
   *[other] { $n } stars
} with { $population }+ population
log-cont-b-other-homes = your ships at { $n ->
    [one] { $n } other home star
   *[other] { $n } other home stars
}
log-cont-b-asteroids = { $n ->
    [one] { $n } asteroid system
   *[other] { $n } asteroid systems
} with your ships
log-cont-b-sectors = ships in { $n ->
    [one] { $n } sector
   *[other] { $n } sectors
}
log-cont-b-lowest = lowest level { $level }
log-cont-b-highest = highest level { $level }
log-cont-b-only-fleets = only your fleets in { $n ->
    [one] { $n } sector
   *[other] { $n } sectors
}
log-cont-b-threes = { $stars ->
    [one] { $stars } star
   *[other] { $stars } stars
}: { $n ->
    [one] { $n } full three
   *[other] { $n } full threes
}

## Domination cards: plays, refusals, effects and exchanges. $who: a seat's name;
## $card: a card's name; $section: A or B.
log-cont-no-card = no domination card { $key }
log-cont-no-such-card = no such card
log-cont-not-in-hand = { $card } is not in your hand
log-cont-played-max = you have played { $n } cards this game
log-cont-play-when-waiting = cards are played when the game waits for you
log-cont-played-a = you have already played a card for A this game
log-cont-condition-fails = { $card }: the A condition does not hold ({ $why })
log-cont-no-effect-yet = { $card }'s immediate effect is not in the game yet: play it for A without it
log-cont-card-source = { $card } ({ $section })
# $dp: the DP with their sign, "+5".
log-cont-card-played = { $who } play { $card } for { $section }: { $dp } DP
log-cont-card-drawn = { $who } draw a domination card: { $card }
log-cont-card-played-ok = { $card } played for { $section }
log-cont-free-research-when = the free Research is used in your growth turn, after your counters are chosen
log-cont-counter-selected = you selected the { $field } counter this round
log-cont-field-highest = { $field } is at its highest level
log-cont-name-field = name the field to research
log-cont-name-star-to = name the star the population goes to
log-cont-up-to-population = up to { $most } population moves
log-cont-between-your-stars = population moves between two of your stars
log-cont-too-few-discs = { $star } has fewer than { $n ->
    [one] { $n } disc
   *[other] { $n } discs
} to move
log-cont-name-star-from = name the star the population comes from
log-cont-no-retreat-when = no retreat for your opponents is played in your movement, before your battles
log-cont-battle-effect-losses = this effect is used in a battle you fight, before it is fought (or when you are asked to retreat or to choose the losses)
log-cont-free-gain-when = the free Gain Star is used in your growth turn, after your counters are chosen
log-cont-name-center-star = name the center-sector star to gain
log-cont-battle-effect = this effect is used in a battle you fight, before it is fought (or when you are asked to retreat)
log-cont-not-home-battle = this battle is not in your home sector
log-cont-no-victim-ahead = no faction you took a star from this round is ahead of you in a field
log-cont-ships-to-your-star = the ships go to one of your stars, not { $at }
log-cont-eff-population = { $who } add { $added } population to stars with { $min }+
log-cont-eff-ships = { $who } place { $n ->
    [one] { $n } ship
   *[other] { $n } ships
} at { $at }
log-cont-eff-level-from = { $who } take a { $field } level from the { $from }
log-cont-eff-alignment-source = Alignment (effect)
log-cont-eff-alignment-switches = { $n } alignment switch(es) this round
log-cont-eff-battle-cv = { $who } get +{ $cv } combat value in this battle
log-cont-eff-nebula = { $who }' ships starting in a nebula move { $n } farther this round
log-cont-eff-extra-trade = { $who } may make one more trade this round
log-cont-eff-free-research = { $who } research { $field } for free
log-cont-eff-teleport = { $who } move { $n } population from { $from } to { $to }
log-cont-eff-no-retreat = Your opponents may not retreat before combat in { $who }' battles this turn
log-cont-eff-no-losses = { $who } lose no ships in this battle
log-cont-eff-no-war = Nobody may declare war on { $who } for the rest of the round
log-cont-that-not-in-hand = that card is not in your hand
log-cont-no-exchange = you have no card exchange now (at the start of eras 2 and 3, or from Spirituality 6+)
log-cont-deck-empty = the deck is empty
log-cont-card-exchanged = { $who } exchange a domination card and draw { $card }
log-cont-card-exchanged-ok = card exchanged
log-cont-card-second = Era { $era }: { $who } draw a second domination card: { $card }
log-cont-not-center = { $at } is not in the center sector
log-cont-no-star-at = no star at { $at }

## Star peoples and home sector bonuses.
log-cont-forced-out = { $who } force { $other } out of { $at } before combat ({ $by })
log-cont-refuge-what = refuge for population fleeing a conquered star
log-cont-refuge-tie = one of its stars within range, chosen by die
log-cont-refuge-saved = { $who } save { $n } population from { $star }: they flee to { $to }
log-cont-people-source = star people
log-cont-people-trade-made = a trade you made
log-cont-people-trade-caninoids = a trade with the Caninoids
log-cont-people-liberated = a star you liberated
log-cont-people-switched = you switched alignment
log-cont-people-ships-lost = your ships destroyed in a battle
log-cont-people-war-on-darkness = declaring war on the Alliance of Darkness
log-cont-people-starting-dp = the tile's starting DP
log-cont-people-dealt-two = { $who } are dealt { $dealt } and keep { $kept }
log-cont-people-dealt = { $who } are dealt { $people }
# $side: the name of the people's side; $alignment: STO or STS.
log-cont-people-plays = { $who } play the { $side } ({ $alignment })
log-cont-people-field-what = star people: a field of your choice
log-cont-sector-field-what = home sector bonus: another field
log-cont-fields-below = fields below level { $level }
log-cont-no-field-raised = no field can be raised
log-cont-sector-counter = one more growth counter, free, in round 1
log-cont-sector-ships = { $n } more ships
log-cont-sector-population = { $n } more population at your home star
log-cont-sector-bonus = Home sector starting bonus ({ $who }): { $bonus }

## Galactic goals. $goal: the goal's name.
# $how: "chosen", else drawn at random.
log-cont-goal-chosen = Galactic goal: { $goal } ({ $how ->
    [chosen] chosen
   *[other] drawn at random
}): { $text }
log-cont-goal-first-war = first declaration of war on the { $on }
log-cont-goal-trade = a technology trade
# $from: where the ship came from (log-cont-goal-from-supply, -taken-from, -no-ship-left).
log-cont-goal-lead-reach = Leadership, end of era { $era }: your { $dp } DP reach the mark of { $mark }: one of your ships goes on the goal tile ({ $from })
log-cont-goal-lead-short = Leadership, end of era { $era }: your { $dp } DP are short of the mark of { $mark }: a ship of the { $rival } goes on the goal tile
log-cont-goal-lead-best = Leadership, end of era { $era }: { $who } lead the { $alignment } seats with { $dp } DP: a ship of theirs goes on the goal tile ({ $from })
log-cont-goal-its-mark = its mark for the era
log-cont-goal-from-supply = from your supply
log-cont-goal-taken-from = taken from { $at }
log-cont-goal-no-ship-left = you have no ship left, so it is only counted
log-cont-goal-no-dp = { $goal }: no DP ({ $detail })
log-cont-goal-centers = { $n ->
    [one] { $n } star
   *[other] { $n } stars
} on a sector's central hex
log-cont-goal-relics = { $n ->
    [one] { $n } star
   *[other] { $n } stars
} of yours with a relic
log-cont-goal-majority = more ships than all others in { $n ->
    [one] { $n } sector
   *[other] { $n } sectors
}
log-cont-goal-sectors = { $stars }+ stars in { $n ->
    [one] { $n } sector
   *[other] { $n } sectors
}
log-cont-goal-no-counters = no kind of star counter where you lead
log-cont-goal-most-counters = most { $kinds } star counters
log-cont-goal-tile = { $mine } of the { $n ->
    [one] { $n } ship
   *[other] { $n } ships
} on the goal tile
log-cont-goal-tile-only = only { $mine } of the { $n ->
    [one] { $n } ship
   *[other] { $n } ships
} on the goal tile

## Galactic stories. $story: the story's name.
log-cont-story-chosen = Galactic story: { $story } ({ $how ->
    [chosen] chosen
   *[other] drawn at random
})
log-cont-story-source = { $story }, era { $era }
log-cont-story-contact = in contact with { $names }
log-cont-story-top-researcher = top researcher of { $field } at level { $level }
log-cont-story-only-researcher = only you researched { $field }
log-cont-story-highest = highest { $field } ({ $level })

## Relics and the Death Ray. $relic: a relic's name; $text: what it does.
log-cont-relic-found = { $who } find a relic at { $at }: { $relic } ({ $text })
log-cont-relic-ships-instead = { $who } cannot raise { $field }: the relic gives { $n ->
    [one] { $n } ship
   *[other] { $n } ships
} instead
log-cont-relic-nothing = { $field } is already at its highest: the relic gives nothing
log-cont-relic-buried-ships = { $who } place { $n } buried ships at { $at }
log-cont-ray-none = you hold no Death Ray, or it has fired this round
# $what: "disc" (a population disc), else a ship.
log-cont-ray-cannot-hit = the Death Ray cannot hit that at { $at }: a { $what ->
    [disc] population disc
   *[other] ship
} of a faction at war with you, within range, outside a Defense Grid
# $empty: "yes" when the star has no population left.
log-cont-ray-disc = Death Ray ({ $who }): { $victim } lose a population disc at { $star }{ $empty ->
    [yes] ; { $star } is uninhabited now
   *[other] {""}
}
log-cont-ray-ship = Death Ray ({ $who }): { $victim } lose a ship at { $at }
log-cont-ray-fires = the Death Ray fires
log-cont-ray-target-what = Death Ray target
log-cont-ray-victim-what = Death Ray victim
log-cont-ray-population-preferred = ships: hostile population is preferred
# $what: "population", else ships.
log-cont-ray-at = { $what ->
    [population] population
   *[other] ships
} at { $at }
log-cont-ray-of = { $what ->
    [population] population
   *[other] ships
} of { $victim } at { $at }

## Remote view. $seen: what the look showed.
log-cont-view-none-left = no remote view left this round (Spirituality 2+ gives them)
log-cont-view-what = a remote view sees a face-down star or relic, or a fleet of a faction with lower Spirituality
log-cont-view-star = { $star } at { $at } is { $kind }
log-cont-view-relic = the relic at { $at } is { $relic }
log-cont-view-fleet = { $who } fleet { $letter } at { $at } has { $n ->
    [one] { $n } ship
   *[other] { $n } ships
}
# $how: "pyramids" for the Ancient Pyramids' extra look.
log-cont-view = { $who }: remote view{ $how ->
    [pyramids] {" "}(the Pyramids' view)
   *[other] {""}
}: { $seen }

## Setup refusals: a goal, story or people that cannot be played. $key: the key asked
## for, in quotes; $keys: the keys there are.
log-cont-goal-unknown = no galactic goal { $key } (there are: { $keys }, random, none)
log-cont-goal-none-playable = no galactic goal can be played at this table
log-cont-goal-no-rival = { $goal } compares with the seat { $rival }, who is not at this table
log-cont-goal-no-rival-tile = { $goal } puts ships of the seat { $rival } on its tile, who is not at this table
log-cont-goal-no-marks = { $goal } has no marks for the story { $story }
log-cont-goal-needs-story = { $goal } needs a galactic story (its marks depend on it)
log-cont-story-unknown = no galactic story { $key } (there are: { $keys }, random, none)
log-cont-people-unknown = no star people { $key } (there are: { $keys }, random, none)
# $table: the table's name.
log-cont-people-removed = `people`: the { $people } is not played by a person at this table ("{ $table }" removes it for the people); name another or `random`
log-cont-people-taken = `people`: the { $people } was dealt to an automa
log-cont-people-none-left = no star people left to deal
log-rem-pool-title = The Remnants' pool
log-rem-legend-system = an unopened Remnant system: end a move there to draw and fight its garrison
log-rem-campaign-won = no Remnant system or force is left: the campaign is won
# Where a battle's extra combat value comes from (the battle preview).
log-cont-cv-card = a domination card
log-cont-cv-people = star people

## The rows a Remnant decision used, in words (turn.rs)

log-rem-row-garrison = one die: that many chits from the Remnant pool
# $faces: the die faces it moves on ("6", "5 or 6", log-rem-faces-or).
log-rem-row-moves = a garrison with a mobile ship moves on a die roll of { $faces }
log-rem-no-face = no face
# Die faces: $list (all but the last, "4, 5") or the $last one.
log-rem-faces-or = { $list } or { $last }
log-rem-row-left-behind = a garrison that moves leaves one die of new chits behind
# $reach: hexes to look for a star within; $steps: hexes of the walk.
log-rem-row-walk = no star within { $reach } hexes: { $steps } hexes in a random direction, bouncing at the edge
log-rem-row-to-star = to a star within { $reach } hexes, a die among several
