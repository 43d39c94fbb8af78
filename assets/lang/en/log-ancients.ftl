# The game log's and the automa decisions' words: ancients.
# The Ancients (src/rules/automa/ancients/). $role, $named, $target, $stop, $from: a
# role's name (kind-prompts-ancients-role-...); $at: a hex's label; $card: a card in words
# (log-anc-card...); $kind: a star kind (log-anc-kind-...).

## Pieces that join words into a list.

## Star kinds and archive types as the log names them.
log-anc-kind-home = Home
log-anc-kind-uninhabited = Uninhabited
log-anc-kind-primitive = Primitive
log-anc-kind-advanced = Advanced
log-anc-archive-military = Military
log-anc-archive-industry = Industry
log-anc-archive-culture = Culture

## Their cards. $n: the card's number in its deck; $t, $w, $s: its dial; $event: its
## event's key.
log-anc-card-name = { $role } { $n }
log-anc-card = { $card } (back { $back }, dial { $t }/{ $w }/{ $s })
log-anc-card-event = { $card } (back { $back }, dial { $t }/{ $w }/{ $s }, event { $event })
log-anc-card-story = the story card of the { $role }

## The Ancient turn: the queue fed, the face-up card's event, the next card turned up.
log-anc-queue = the Ancients' queue
log-anc-queue-result = { $resolved }: { $then }
log-anc-resolves = resolves { $card }
log-anc-queue-empty = the queue was empty
log-anc-event-then-up = event { $key }: { $event }; then { $card } turns face up
log-anc-no-event-up = no event; { $card } turns face up
log-anc-no-card-up = no card left to turn up

## The events in words.
log-anc-event-lose-ships = you lose { $n ->
    [one] { $n } ship
   *[other] { $n } ships
} where their cruisers stand
log-anc-event-credits = they gain { $n ->
    [one] { $n } credit
   *[other] { $n } credits
}
log-anc-event-lose-discs = your most populous star loses { $n ->
    [one] { $n } disc
   *[other] { $n } discs
}
log-anc-event-cruisers = they gain { $n ->
    [one] { $n } cruiser
   *[other] { $n } cruisers
}
log-anc-event-move-battle = they move, with battles
log-anc-event-move = they move
log-anc-event-ships-home = you gain { $n ->
    [one] { $n } ship
   *[other] { $n } ships
} at your home star
log-anc-event-levels = you gain { $n ->
    [one] { $n } level
   *[other] { $n } levels
} in your lowest field
log-anc-event-dp = you gain { $n } DP
log-anc-event-no-genetics = your next Grow Population has no Genetics bonus
log-anc-event-fewer-ships = your next Build Ships makes { $n } fewer
log-anc-event-discs-least = your least populous star gains { $n ->
    [one] { $n } disc
   *[other] { $n } discs
}
log-anc-event-galaxy = they take a galaxy token
log-anc-you-lose-ships = You lose { $n ->
    [one] { $n } ship
   *[other] { $n } ships
} beside their cruisers at { $at }
log-anc-star-loses-discs = { $star } loses { $n ->
    [one] { $n } disc
   *[other] { $n } discs
}

## The Monolith's walk. $n: credits dropped; $roles: the roles passed.
log-anc-first-role = the Monolith's first role
log-anc-first-role-result = the Monolith starts on { $role }
log-anc-monolith-walk = the Monolith's walk
log-anc-walk-result = { $walk } => the Ancients are { $role }
log-anc-walk = { $path }; collects { $collected } on { $stop } (credits { $before } -> { $after })
log-anc-walk-instead = the card names { $named }, where the Monolith stands: { $target } instead; { $path }
log-anc-walk-nothing = { $from } to { $target }: no role passed, nothing dropped
log-anc-walk-dropped = { $from } to { $target }: { $n ->
    [one] { $n } credit
   *[other] { $n } credits
} dropped on { $roles }
log-anc-walk-short = { $path }; too few credits to pass every role: stops on { $stop }

## Why they move (a move's decision, and the question of its deck).
log-anc-why-event = event: the Ancients move
log-anc-why-you-engineer = you chose Engineer: the Ancients move
log-anc-why-you-warlord = you chose Warlord: the Ancients move first
log-anc-why-engineer = the Ancients are Engineer: they move
log-anc-why-warlord = the Ancients are Warlord: they move

## Their moves. $district: a district's label; $hexes: the hexes they took.
log-anc-move-no-deck = no deck has a card left: they do not move
log-anc-move-no-hex = district { $district } has no hex: the cruisers wait in staging
log-anc-move-to = { $n ->
    [one] { $n } cruiser
   *[other] { $n } cruisers
} to district { $district }: { $hexes }

## Exploring: the frontier counters that become stars.
log-anc-explore = the Ancients explore
log-anc-new-stars = new stars: { $list }
log-anc-new-star-at = { $kind } at { $at }
log-anc-new-star-none = { $kind }: no legal hex, it leaves the game
log-anc-you-colonize = You colonize the new { $kind } star at { $at } (Explorer)
log-anc-no-disc-to-colonize = No disc left on your track to colonize a new star
log-anc-no-hex-for-star = No legal hex for a new star

## Your answers to their questions, in the log and as what the answer did.
log-anc-you-declare = You declare { $role }
log-anc-you-place-disc = You place a disc on { $star } { $at }
log-anc-you-buy-archive = You buy an archive card for { $dp } DP: { $field } +1
log-anc-before-warlord = Before their Warlord move: { $said }
log-anc-said-declare = you declare { $role }
log-anc-said-reveal = they reveal the { $role } deck
log-anc-said-counter = you take counter { $n }
log-anc-said-new-star = your new star at { $at }
log-anc-said-disc = a disc on { $star }
log-anc-said-buy-disc = you buy a disc for { $dp } DP
log-anc-said-no-disc = you buy no disc
log-anc-said-no-archive = you buy no archive card
log-anc-said-pile = you choose the card of pile { $n }
log-anc-said-field = { $field } +1
log-anc-said-no-ship = you move no ship first
log-anc-said-pick-ship = you pick a ship at { $at }
log-anc-said-pick-again = you pick again
# You moved one ship before their Warlord move; $cost: its movement points.
log-anc-said-ship-moved = 1 ship moves { $from } to { $to } ({ $cost ->
    [one] { $cost } movement point
   *[other] { $cost } movement points
})
log-anc-said-plan = your plan: { $plan }, { $t }/{ $w }/{ $s }
log-anc-said-plan-deck = their plan comes from the { $role } deck
log-anc-said-lose-ships = you lose { $n ->
    [one] { $n } ship
   *[other] { $n } ships
}
log-anc-said-push-done = you push no more cruisers
log-anc-said-push-pick = you pick the cruiser at { $at }
log-anc-said-push-again = you pick another cruiser
log-anc-said-push = you push a cruiser from { $from } to { $to }

## Refusals of an answer. $key: the answer's key.
log-anc-refuse-absent = the Ancients are not at this table
log-anc-refuse-nothing-asked = nothing of theirs waits for your answer
log-anc-refuse-not-option = { $key } is not one of the options
log-anc-refuse-no-counter = { $key } is no counter
log-anc-refuse-no-hex = { $key } is no hex
log-anc-refuse-no-star = { $key } is no star
log-anc-refuse-no-star-there = no star there
log-anc-refuse-no-card = { $key } is no card
log-anc-refuse-no-field = { $key } is no field
log-anc-refuse-no-deck = { $key } is no deck
log-anc-refuse-no-role = { $key } is no role
log-anc-refuse-no-plan-wait = no battle with the Ancients waits for a plan
log-anc-refuse-no-plan = { $key } is no plan
log-anc-refuse-no-battle-wait = no battle with the Ancients waits for you
log-anc-refuse-hits = { $key } is not a way to take the hits
log-anc-refuse-no-cruiser = { $key } is no hex with a cruiser of theirs
log-anc-refuse-out-of-reach = { $key } is not within their reach
log-anc-refuse-merchant = you declared Merchant: no move may end where the Ancients' cruisers stand ({ $at })

## Battles with them. $whose: whose plan; $whom: who is hit; $points: strength points.
log-anc-battle-at = battle at { $at }
log-anc-plan-yours = your plan
log-anc-plan-of = the plan of { $whom }
log-anc-plan-points = { $whose } { $t }/{ $w }/{ $s } ({ $points } strength points)
log-anc-tactics-yours = tactics won by you
log-anc-tactics-theirs = tactics won by the Ancients
log-anc-tactics-tied = tactics tied: no token
log-anc-no-hit-them = no hit on them
log-anc-hits-them = { $n ->
    [one] { $n } hit
   *[other] { $n } hits
} on them: { $destroyed ->
    [one] { $destroyed } cruiser
   *[other] { $destroyed } cruisers
} destroyed
log-anc-no-hit-on = no hit on { $whom }
log-anc-hits-on = { $n ->
    [one] { $n } hit
   *[other] { $n } hits
} on { $whom }: { $lost }
log-anc-lost-nothing = nothing to lose
log-anc-lost-ships = { $n ->
    [one] { $n } ship
   *[other] { $n } ships
} lost
log-anc-lost-discs = { $n ->
    [one] { $n } disc
   *[other] { $n } discs
} lost
log-anc-lost-both = { $ships ->
    [one] { $ships } ship
   *[other] { $ships } ships
} and { $discs ->
    [one] { $discs } disc
   *[other] { $discs } discs
} lost
log-anc-your-push = your push
log-anc-push = you push a cruiser from { $from } to { $to }
log-anc-push-destroys = you push a cruiser from { $from } to { $to }: the star it left is destroyed
# Before a battle with them (for the question whether to retreat). $cv: your combat
# value; $cut: what their missing cruisers take off each value; $owned, $max: their
# cruisers owned and all they may have; $here: their cruisers in the hex.
log-anc-battle-words = They fight by their own rules: your combat value { $cv } gives { $points } strength points to split into tactics, weapons and shields; their plan is the dial of a card from a deck you choose, each value { $cut ->
    [0] as printed
   *[other] less { $cut }
} ({ $owned } of their { $max } cruisers owned). Their cruisers here: { $here }.

## Their panel.
log-anc-panel-title = The Ancients
log-anc-panel-monolith = Monolith on { $role }; { $n ->
    [one] { $n } credit
   *[other] { $n } credits
}
log-anc-panel-no-role = -
log-anc-panel-lying = Credits lying: { $list }
log-anc-panel-lying-on = { $role } { $n }
log-anc-panel-face-up = Face up: { $card }
log-anc-panel-face-down = Face down, back { $back }
log-anc-panel-face-down-story = Face down, back story
log-anc-panel-cruisers = Cruisers: { $staging } in staging, { $supply } to gain
log-anc-panel-tokens = Colony tokens { $colony }/{ $colony_max }; galaxy tokens { $galaxy }; far space { $far }/{ $far_max }
log-anc-panel-won = You won from them: { $n ->
    [one] { $n } colony token
   *[other] { $n } colony tokens
}, galaxy tokens { $galaxy }
log-anc-panel-decks = Tops of the decks (backs): { $list }
log-anc-panel-deck = { $role } { $back } ({ $left } left)

## Their questions in your turn (src/rules/automa/ancients/asks.rs). $kind: a star kind
## (log-anc-kind-...); $archive: an archive card's type (log-anc-archive-...); $field: a
## field's name.
kind-prompts-ancients-explore-title = Explorer: your new star
kind-prompts-ancients-explore-text = Choose the frontier counter that becomes a new star of yours (one disc from your track); the other counters leave the game and the display is refilled.
kind-prompts-ancients-explore-hover = A new { $kind } star, yours with one disc, on a hex you choose next.
kind-prompts-ancients-explore-hex-title = Explorer: where does your { $kind } star go?
kind-prompts-ancients-explore-hex-text = Any empty hex at least { $n } from every star (no ruin, anomaly or wormhole): click a marked hex or choose below. Proposed: the nearest to your home star.
kind-prompts-ancients-explore-hex-hover = Your new { $kind } star at { $at }.
kind-prompts-ancients-disc-title = Place a disc ({ $n } to place)
kind-prompts-ancients-disc-text-limit = A disc from your track onto one of your stars, within its growth limit.
kind-prompts-ancients-disc-text = A disc from your track onto one of your stars (one per star; the growth limit does not count).
kind-prompts-ancients-disc-label = { $star } ({ $n ->
    [one] { $n } disc
   *[other] { $n } discs
})
kind-prompts-ancients-disc-hover = A disc on { $star } { $at }.
kind-prompts-ancients-buy-disc-title = Buy one more disc for { $dp } DP?
kind-prompts-ancients-buy-disc-text = Regent sells you one more disc from your track onto a star of yours that had none this time, for { $dp } DP.
kind-prompts-ancients-no = No
kind-prompts-ancients-keep-dp = Keep your DP.
kind-prompts-ancients-buy-disc-label = Buy ({ $dp } DP)
kind-prompts-ancients-buy-disc-hover = Pay { $dp } DP, then place the disc.
kind-prompts-ancients-no-card = No card
kind-prompts-ancients-archive-label = { $archive } ({ $cost })
kind-prompts-ancients-archive-hover = Pay { $dp } DP for this { $archive } card: +1 level in { $fields }.
kind-prompts-ancients-or = { $a } or { $b }
kind-prompts-ancients-archive-title = Buy an archive card for { $dp } DP?
kind-prompts-ancients-archive-text = Scientist sells you one face-up archive card for { $dp } DP: +1 level in a field of its type (military: Military; industry: Robotics or Propulsion; culture: Spirituality or Genetics).
kind-prompts-ancients-field-title = Which field gains the level?
kind-prompts-ancients-field-text = The { $archive } card raises one field of its type by 1.
kind-prompts-ancients-field-label = { $field } { $level }
kind-prompts-ancients-field-hover = { $field } from { $level } to { $next }.
kind-prompts-ancients-follow-none = Move none
kind-prompts-ancients-follow-none-hover = Leave your ships where they stand.
kind-prompts-ancients-follow-from-hover = Move one ship piece from { $at } first.
kind-prompts-ancients-follow-title = Their Warlord: move one ship first?
kind-prompts-ancients-follow-text = Following their Warlord, you may move one ship piece (by your usual movement, to a hex with no hostile ships) before all their cruisers move, with battles, to the district on the back of the next card of the deck you reveal.
kind-prompts-ancients-follow-to-hover = The ship from { $from } goes to { $to }.
kind-prompts-ancients-follow-back = Another ship
kind-prompts-ancients-follow-back-hover = Pick another ship, or none.
kind-prompts-ancients-follow-to-title = Where does the ship from { $from } go?
kind-prompts-ancients-follow-to-text = Within your usual reach, to a hex with no hostile ships.

## Destiny points they score or you win from them: the source and what for. $why: what
## scored (below); $v: a galaxy token's value; $spot: a far-space spot.
log-anc-source-colony = colony tokens
log-anc-source-galaxy = galaxy tokens
log-anc-source-far-space = far space
log-anc-source-ancients = the Ancients
log-anc-colony-detail = { $n ->
    [one] { $n } colony token
   *[other] { $n } colony tokens
}: { $why }
log-anc-galaxy-detail = a galaxy token worth { $v }: { $why }
log-anc-far-space-detail = far-space spot { $spot } for { $cost } credits
log-anc-why-archive-set = a set of { $archive } archive cards
log-anc-why-destroyed = { $star } { $at } destroyed
log-anc-why-exploring = exploring
log-anc-why-you-regent = you chose Regent
log-anc-why-regent = the Ancients are Regent
log-anc-why-far-space-full = far space is full
log-anc-why-tactics = tactics won
log-anc-why-battle-discs = discs destroyed in battle
log-anc-detail-event = an event
log-anc-detail-merchant = following Merchant
log-anc-detail-tactics = tactics won: a galaxy token
log-anc-detail-cruisers = cruisers destroyed: a colony token
log-anc-detail-buy-disc = a disc bought (Regent)
log-anc-detail-buy-archive = an archive card bought
# Your ships retreat after a battle they won.
log-anc-hold-field = the Ancients hold the field
# Why the game ends early against the Ancients.
log-anc-end-colony-tokens = the Ancients have scored all their colony tokens
log-anc-end-deck-empty = the { $role } deck is empty
log-anc-end-home-destroyed = your home star is destroyed
log-anc-end-frontier = the frontier display cannot be refilled
log-anc-end-track-empty = your population track is empty

## A decision's table row: the rule used. $district: a district's label; $rule: which
## deck and why (log-anc-row-deck-...).
log-anc-row-feed = your role, { $role }, feeds its deck: its top card goes face down at the left
log-anc-row-feed-empty = your role, { $role }: its deck is empty
log-anc-row-names = the face-up card names { $role }
log-anc-row-deck-chosen = the deck you chose
log-anc-row-deck-farthest = the deck whose top back is farthest from your home star
log-anc-row-move = { $rule }, { $role }: revealed { $card }; the next { $role } card's back: district { $district }
log-anc-row-explore = the top { $role } card's back: district { $district }
# Their battle plan: the card's dial ($t, $w, $s), the cut ($less) and the plan after it
# ($ct, $cw, $cs).
log-anc-row-battle = { $card }: dial { $t }/{ $w }/{ $s }, less { $less } for their missing cruisers: { $ct }/{ $cw }/{ $cs }
log-anc-row-no-card = no card left
