# Playing on the board: the coach's suggestion, the hex tooltip and clicks on the
# board, screenshots, and the sound controls.

## src/view/suggest.rs

suggest-coach-stopped = the coach stopped before it finished
suggest-title = The coach suggests
suggest-thinking = Thinking: playing the rest of the game out for each answer ({ $secs } s)…
suggest-no-suggestion = No suggestion: { $why }.
suggest-would-pass = Nothing to do here: the coach would pass.
suggest-play-it = Play it  ({ $key })
suggest-play-it-hover = Give these commands now
suggest-no-thanks = No thanks  ({ $key })
suggest-no-thanks-hover = Close the coach; nothing is played
suggest-answer = Answer
suggest-dp-at-end = DP at the end
suggest-dp-at-end-hover = The mean of the seat's DP at the end of the futures played for it
suggest-won = Won
suggest-same-as = (the same as: { $answers })
suggest-over-futures = { $n ->
    [one] over { $n } future
   *[other] over { $n } futures
}
suggest-futures-played = { $n ->
    [one] { $n } future played.
   *[other] { $n } futures played.
} The rest of each game is played by the built-in policy; hidden counters, fleets, decks and dice are drawn at random, so the advice hints at nothing you cannot see.
suggest-futures-played-browser = In the browser it thinks on one thread with fewer futures, and the game pauses while it does.

# A command in words, as the coach suggests it.
suggest-do-choose = choose { $key }
suggest-do-move-ships = { $n ->
    [one] move { $n } ship from { $from } to { $to }
   *[other] move { $n } ships from { $from } to { $to }
}
suggest-do-move-fleet = move fleet { $letter } to { $to }
suggest-do-undo-move = take back the last move
suggest-do-form-fleet = { $n ->
    [one] put { $n } ship at { $at } into fleet { $letter }
   *[other] put { $n } ships at { $at } into fleet { $letter }
}
suggest-do-split-fleet = { $n ->
    [one] take { $n } ship out of fleet { $letter }
   *[other] take { $n } ships out of fleet { $letter }
}
suggest-do-swap-fleets = swap fleets { $a } and { $b }
suggest-do-declare-war = declare war on the { $who }
suggest-do-ask-peace = ask the { $who } for peace
suggest-do-play-card = play the card { $card } for { $how }
suggest-do-exchange-card = exchange the card { $card }
suggest-do-remote-view = remote view: { $target }
suggest-do-death-ray = fire the Death Ray: { $target }
suggest-do-end-movement = end your movement
suggest-do-retreat = retreat before combat
suggest-do-stay = stay and fight
suggest-do-retreat-to = retreat to { $to }
suggest-do-inflict-losses = { $n ->
    [one] destroy one of their ships
   *[other] destroy { $n } of their ships
}
suggest-do-fight = fight the battle
suggest-do-winner-loss-order = choose which of its ships it loses
suggest-do-force-retreat = force them out before combat
suggest-do-let-stay = let them stay
suggest-do-accept-offer = accept the offer
suggest-do-refuse-offer = refuse the offer
suggest-do-guard-none = guard none of the offered stars
suggest-do-guard = guard { $stars }
suggest-do-loss-order = losses first from { $order }
suggest-do-evacuate = move your home to { $to }
suggest-do-select-growth = growth counters: { $counters }
suggest-do-trade-giving = trade with the { $who } for { $take }, giving { $give }
suggest-do-trade = trade with the { $who } for { $take }
suggest-do-end-trading = end trading
suggest-do-leave-guide = leave the guided game
suggest-do-levy = levy { $take } from the { $who }
suggest-do-assign-tactic = fleet { $letter } takes the { $side } tactic
suggest-growth-gain = gain { $stars }
suggest-growth-build = { $n ->
    [one] build { $n } ship at { $at }
   *[other] build { $n } ships at { $at }
}
suggest-growth-resolve = resolve your growth
suggest-growth-resolve-with = resolve growth: { $parts }

## src/view/input.rs

# Joins the names of the seats on one side of a battle: "Slavers and Remnants".
input-and = and
input-battle-heading = Battle if you move here
input-battle-you = You
# One side of the battle: who, their ships, their combat value (CV) and its parts.
input-battle-side = { $n ->
    [one] { $side }: { $n } ship, CV { $cv } ({ $parts })
   *[other] { $side }: { $n } ships, CV { $cv } ({ $parts })
}
input-battle-hidden-fleets = { $n ->
    [one] … and { $n } face-down fleet of hidden size: each ship in it adds at least { $per }
   *[other] … and { $n } face-down fleets of hidden size: each ship in them adds at least { $per }
}
input-battle-you-win = You win (CV { $yours } against { $theirs }).
input-battle-you-lose-none = You choose their losses (up to { $n }) and lose none: your CV is { $ratio }x theirs or more.
input-battle-you-lose-half = You choose their losses (up to { $n }); you lose half as many, rounded up.
input-battle-you-lose = You lose (CV { $yours } against { $theirs } or more).
input-battle-they-destroy-all = { $n ->
    [one] The { $them } destroy your only ship here; they lose half as many, rounded up, unless their CV is { $ratio }x yours.
   *[other] The { $them } destroy all { $n } of your ships here; they lose half as many, rounded up, unless their CV is { $ratio }x yours.
}
input-battle-they-choose = They choose your losses; they lose half as many, rounded up.
input-battle-hidden-decides = { $n ->
    [one] You win if their face-down fleets hold fewer than { $n } ship in all (fewer still if one is an A fleet).
   *[other] You win if their face-down fleets hold fewer than { $n } ships in all (fewer still if one is an A fleet).
}
# $what: what the rules say about retreating.
input-battle-before-combat = Before combat: { $what }.
input-battle-no-retreat = They cannot retreat before combat.

# The hex tooltip.
input-hex = Hex { $hex }
input-nebula = Nebula: costs 2 movement to enter; ships starting here move 2 farther.
input-asteroids = Asteroid system: +1 ship when you build while you have a ship here.
input-neutron-star = Neutron star: only ships with Propulsion 5+ may enter.
input-ruin = Ruin: a destroyed star. Empty space now; no new star may be placed here.
input-wormhole-entry = Wormhole: the automas' new ships appear here.
input-wormhole-link = Wormhole { $n }: one step on to the other wormhole { $n } at { $other }, unless hostile ships stand at either end.
input-home-sector = Home sector of { $who }: starting bonus { $bonus }.
# The owner of a star nobody owns.
input-neutral = neutral
input-star-face-down = { $star }: a face-down star counter ({ $owner }). Move a ship here to see what it is.
input-star = { $star }: { $kind } ({ $owner }), population { $population }
input-relic = Relic: { $name }. { $text }.
input-relic-seen = A face-down relic you looked at: { $name }. { $text }.
input-relic-face-down = A face-down ancient relic: whoever gains this star turns it up.
input-growth-limit = Growth limit { $limit }: population grows only up to the distance to the nearest other owned star.
input-blocked = Blocked: hostile ships here stop growth and building.
input-ships = { $n ->
    [one] { $n } ship
   *[other] { $n } ships
}
input-cruisers = { $n ->
    [one] { $n } cruiser
   *[other] { $n } cruisers
}
input-ships-and-hidden-fleets = { $n ->
    [one] { $n } ship
   *[other] { $n } ships
} and { $fleets ->
    [one] { $fleets } fleet
   *[other] { $fleets } fleets
} of hidden size
# A seat's ships at the hex: "Slavers: 3 ships".
input-seat = { $who }: { $what }
input-seat-at-war = { $who }: { $what } (at war with you)
input-fleet-face-down = face-down fleet
input-fleet = fleet { $letter }: { $special }
input-fleet-ships = { $n ->
    [one] { $fleet } ({ $n } ship)
   *[other] { $fleet } ({ $n } ships)
}
input-fleet-ships-viewed = { $n ->
    [one] { $fleet } ({ $n } ship, seen by remote view)
   *[other] { $fleet } ({ $n } ships, seen by remote view)
}
input-empty-space = Empty space: costs 1 movement to cross.
# What each fleet counter's letter does (the letters stay).
input-fleet-special-a = Assault: extra combat value per ship in every battle
input-fleet-special-b = Bomb: counts extra ships when taking a star
input-fleet-special-c = Counter: extra combat value per ship against an Assault fleet
input-fleet-special-d = Dart: extra movement range
input-fleet-special-e = Evade: may retreat before any combat
input-f1-its-rules = F1: its rules
input-out-of-reach = { $d ->
    [one] { $hex } is out of reach: it is { $d } hex from the selected ships, beyond where they can go this turn (the highlighted hexes). Click a highlighted hex to move, or the ships' own hex to put them down.
   *[other] { $hex } is out of reach: it is { $d } hexes from the selected ships, beyond where they can go this turn (the highlighted hexes). Click a highlighted hex to move, or the ships' own hex to put them down.
}
input-your-growth = Your growth
# $why: the rules' reason.
input-refused = Refused: { $why }

## src/view/capture.rs

capture-saved = Screenshot: { $path }
capture-failed = No screenshot: { $why }

## src/view/sound/mod.rs

sound-heading = Sound
sound-mute = mute ({ $key })
sound-volume = Volume
sound-effects = Effects
sound-music = Music
sound-none = This build has no sound.
