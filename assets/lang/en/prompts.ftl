# The side panel's questions: what the rules ask you now, and the controls to answer.
# Names of seats, stars, peoples and technology fields come from the rules as they are.
# $for_other / $human are "yes" or "no": whether you decide for another seat (an automa
# you answer for), whether the seat named is a person.

## Every question (src/view/prompts/mod.rs, common.rs)

prompt-replay = Watching a replay: the recorded actions are given in turn.
prompt-game-over = The game is over: { $dp } DP, { $rank }.
prompt-game-over-fleets = Every face-down fleet is told now.
prompt-automas-playing = The automas are playing...
prompt-automas-skip = Space skips to the end of their turn.
prompt-common-title-hover = F1 over this question: its rules
prompt-common-deciding-for = You decide for the { $who } (it takes no turns: the person it is not fighting answers its battle questions).
prompt-common-undo = Undo your last action ({ $key })
prompt-common-undo-hover = Takes back your last action while nothing you could not have known came after it.
# $why: the rules' reason (in English until the rules are translated).
prompt-common-undo-not-now = Not now: { $why }.

## An automa kind's question (kind_choice.rs): $label and $hover come from the automa's rules.

kind-choice-proposed-button = { $label } ({ $key })
kind-choice-many-hexes = { $n } hexes in all are marked on the board: click any of them.
kind-choice-proposed = Proposed: { $label }. { $hover }

## Battle questions (battle.rs)

battle-retreat-title-for = Battle: does the { $who } retreat?
battle-retreat-attacked-for = The { $attacker } attack the ships of { $who } at { $place }. Their combat value is { $cv }.
battle-retreat-title = Battle: retreat?
battle-retreat-attacked = The { $attacker } attack your ships at { $place }. Your combat value is { $cv }.
battle-retreat-sees-fleets = Your E fleet (×2) lets you see their fleets first: their combat value is { $cv }.
battle-retreat-no-fleet = no fleet
# $letters: fleet letters, "A, C".
battle-retreat-hidden-fleets = fleet(s) { $letters } of hidden size
# $fleets: battle-retreat-no-fleet or battle-retreat-hidden-fleets; $field: Military.
battle-retreat-you-see = You see { $pieces ->
        [one] { $pieces } ship piece
       *[other] { $pieces } ship pieces
    } and { $fleets }; { $field } { $level } gives them { $per_ship } per ship. Fleets are revealed only if you stay.
battle-retreat-question = Retreat to the nearest hex without hostile ships, or stand and fight?
battle-retreat-button = Retreat ({ $key })
battle-fight-button = Fight ({ $key })
battle-force-title = Battle: force them out?
battle-force-values = Battle with the { $other } at { $place }. Your combat value { $mine }, theirs { $theirs }.
battle-force-may = As the { $people }, once a round you may force them to retreat before combat.
battle-force-button = Force them out ({ $key })
battle-guard-gains-title = Defend innocent population?
battle-guard-gains-text = { $human ->
        [yes] { $who } is
       *[other] The { $who } are
    } about to grow, and they could take these stars where your ships stand (highlighted). As STO you may declare war only to block such a conquest: if they pick a star you defend, you are at war with them at once, your ships there block the gain, and they try another star.
battle-guard-gains-note = A blocked Gain Star may cost them a disc to their offboard power.
battle-guard-jumps-title = Block their jumps?
battle-guard-jumps-text = { $human ->
        [yes] { $who } is
       *[other] The { $who } are
    } about to move, and their stargate or wormhole jumps could start or end at these hexes where your ships stand (highlighted). You are at peace: if a move of theirs cannot get where it goes without jumping at a hex you block, you declare war on them at that moment and the jump is blocked. Moves that can go round it do so, and nothing is declared.
battle-guard-jumps-note = War makes your ships hostile to theirs: where they share a hex, they fight.
# $star: a star's name and place, or the place alone.
battle-guard-defend = Defend { $star }
battle-guard-defend-only = Defend { $star } ({ $key })
battle-guard-defend-all = Defend them all ({ $key })
battle-guard-let = Let them ({ $key })
battle-guard-block = Block at { $star }
battle-guard-block-only = Block at { $star } ({ $key })
battle-guard-block-all = Block at them all ({ $key })
battle-guard-let-jump = Let them jump ({ $key })
battle-retreat-where-title-for = Where do the { $who }' ships retreat?
battle-retreat-where-title = Where do your ships retreat?
battle-retreat-where-text = { $for_other ->
        [yes] Its ships
       *[other] Your ships
    } leave { $place }. These hexes are equally near and free of hostile ships: click one on the board (highlighted) or below.
battle-losses-title-for = The { $who } won the battle
battle-losses-title = You won the battle
battle-losses-choose = Choose how many of the { $loser }' ships at { $place } to destroy (0 to { $max }). The survivors retreat.
# $w: the winner's combat value (CV), $l: the loser's, $ratio: 3 (for 3:1).
battle-losses-no-loss = { $for_other ->
        [yes] Its CV { $w } is { $ratio }x theirs ({ $l }) or more: it loses no ships, whatever you choose.
       *[other] Your CV { $w } is { $ratio }x theirs ({ $l }) or more: you lose no ships, whatever you choose.
    }
battle-losses-half = { $for_other ->
        [yes] Its CV { $w } against { $l } (below { $ratio }:1): it loses half as many ships as it destroys, rounded up.
       *[other] Your CV { $w } against { $l } (below { $ratio }:1): you lose half as many ships as it destroys, rounded up.
    }
# The slider's label: how many ships to destroy.
battle-losses-slider = destroy
# $cost: the ships the winner loses for it.
battle-losses-destroy-all = { $for_other ->
        [yes] Destroy all { $max } (it loses { $cost })
       *[other] Destroy all { $max } (you lose { $cost })
    }
battle-losses-destroy = { $for_other ->
        [yes] Destroy { $n } (it loses { $cost })
       *[other] Destroy { $n } (you lose { $cost })
    }
battle-winner-groups = Its own losses come off first:
battle-winner-groups-hover = The 2-player variant: you choose which of its ships are lost.
battle-winner-group-pieces = its ship pieces
battle-fleet-letter = fleet { $letter }
battle-tactics-title = Advanced fleet tactics
battle-tactics-count = { $n ->
        [one] { $n } counter
       *[other] { $n } counters
    } to assign to your fleet letters.
battle-tactics-hover = Your { $field } level gives advanced fleet tactic counters. Each goes on one fleet letter, on one of its two sides, for the rest of the game: x2 doubles that fleet's special (hover a letter to read it); +3 DP scores 3 DP each time that fleet is in a battle you win (not a retreat before combat).
battle-tactic-double = x2 special
battle-tactic-double-hover = Doubles it: { $special }
battle-tactic-dp = +3 DP per win
battle-tactic-dp-hover = 3 DP each time fleet { $letter } is in a battle you win (not a retreat before combat)
battle-cards-title = Battle at { $place }: a card for it?
battle-cards-text = A card in your hand can be played for this battle before it is fought: its combat value (in your home sector) or no losses for you. Play it from the Cards panel, or fight without it.
battle-cards-fight = Fight ({ $key })
battle-cards-fight-hover = Fight the battle now.

## Your move turn (movement.rs)

movement-title = Your move
movement-help = Click your ships, then a highlighted hex. Drag to pan, wheel to zoom.
movement-selected = Selected at { $place }
movement-ship-pieces = { $n ->
        [one] { $n } ship piece
       *[other] { $n } ship pieces
    }
# The slider's label: how many pieces to move.
movement-to-move = to move
movement-fleet-choice = fleet { $letter } ({ $n ->
        [one] { $n } ship
       *[other] { $n } ships
    })
movement-undo = Undo move ({ $key })
movement-undo-hover = Takes back your last move this turn.
movement-end = End movement ({ $key })
movement-end-hover = Battles are fought where you share a hex with an enemy, then the next seat moves.
movement-death-ray = Planetary Death Ray (once per round): remove one of
movement-death-ray-disc = a population disc ({ $victim }) at { $hex }
movement-death-ray-ship = a ship ({ $victim }) at { $hex }
movement-death-ray-hover = A faction at war with you, within 3 hexes of the relic's star.
movement-fleets-here = Fleets here
# A slider's label (how many pieces), and the group of ships that are no fleet.
movement-pieces = pieces
movement-into-fleet = Into fleet:
movement-fleet = Fleet { $letter } ({ $n ->
        [one] { $n } ship
       *[other] { $n } ships
    })
movement-swap = Swap
# $what: movement-swap-here, movement-swap-at or movement-swap-supply.
movement-swap-with = with { $letter }: { $what }
movement-swap-hover = Trade counters with another fleet here (or at another of your stars when this is one), or take a letter from your supply
movement-swap-here = { $n ->
        [one] { $n } ship
       *[other] { $n } ships
    } here
movement-swap-at = { $n ->
        [one] { $n } ship
       *[other] { $n } ships
    } at { $hex }
movement-swap-supply = from your supply
movement-split-one = Split 1 out
movement-break-up = Break up
movement-no-ships = No ships of yours here.
movement-losses-first = Losses come first from:
movement-losses-first-hover = In a battle you lose ships from this group first, then pieces and fleets in letter order.
movement-fleet-letter = fleet { $letter }

## Growth: where your actions apply (resolution.rs)

resolution-title = Growth: where your actions apply
resolution-teleport = Teleport population: { $used } of { $allowance }
# $field: Propulsion.
resolution-teleport-hover = { $field } 5 moves 1 disc a turn between your unblocked stars, 6 moves 3. Pick the star to send from, then each click on a star to receive moves one disc.
# Before the stars to send from, and before those to send to.
resolution-teleport-from = from
resolution-teleport-to = to
resolution-teleport-no-disc = No disc to send (a home star's miniature stays).
resolution-teleport-used-up = Nothing left to teleport this turn.
resolution-teleport-line = { $n ->
        [one] { $n } disc
       *[other] { $n } discs
    }: { $from } → { $to }
resolution-teleport-clear = Clear teleports
resolution-take-level = Level to take at { $hex }:
resolution-take-level-hover = Taken first when the star is yours; a second level (6+ population) goes where they lead you most.
resolution-upgrade = Turn primitive stars advanced: up to { $per } for each Gain Star counter not used on a star
resolution-upgrade-star = advance { $star } at { $hex }
resolution-ships-to-population = A ship becomes population at up to { $most } of your stars
resolution-population-to-ships = Population into ships: { $per ->
        [one] { $per } ship
       *[other] { $per } ships
    } per disc
resolution-star-at = { $star } at { $hex }
resolution-gain = Gain star: choose up to { $n }
# $kinds: counts and kinds of star, "1 primitive, 2 advanced".
resolution-free-gains = Free gains of your people: { $kinds }
resolution-free-gains-hover = They cost no counter; each needs your ship at a neutral star of that kind.
resolution-free-star = free: { $star } at { $hex }
# $field: Genetics.
resolution-bonus-first = { $field } bonus discs go first to (in the order you click; then the least populated):
resolution-build = Build ships: { $placed } of { $total } placed
resolution-build-nowhere = None of your stars can build now (population too low, or blocked).
# $field: Military.
resolution-cancel = { $field } 6+: cancel one growth action of a faction at war with you
# $stars: the stars that could still be gained, "Rigel at (2, 1), Vega at (0, 3)".
resolution-unused-gain = { $unused ->
        [one] { $unused } Gain Star counter is
       *[other] { $unused } Gain Star counters are
    } unused: you could still gain { $stars }. Resolve anyway?
resolution-resolve-anyway = Resolve anyway
resolution-go-back = Go back and choose
resolution-resolve = Resolve growth
resolution-order = Order of your actions
resolution-order-hover = Where it matters: growing before you gain a star keeps your growth limits (a new star nearby lowers them); gaining first lets the new star grow too.
# A button moving an action one place earlier.
resolution-order-earlier = earlier

## Trading (trading.rs)

trading-title = Trading
trading-help = Take a level from a partner at peace with you who is ahead there. An automa learns a field its rules pick; another person learns the level you offer, if they accept.
trading-offer-peace = Offer peace
trading-ask-peace = Ask for peace
# $why: the automa's rule (in English until the rules are translated).
trading-willing = Willing to trade: { $faces } in 6 ({ $why })
trading-they-learn = They learn:
trading-they-learn-nothing = nothing: you are ahead in no field they can learn
trading-they-learn-hover = The level they learn from you in this trade.
trading-you-take = You take:
trading-nothing-to-offer = you have no level to offer them in return
trading-take-offer-hover = Yours is { $mine }: offer to take +1 in { $field } (they answer)
trading-take-hover = Yours is { $mine }: take +1 in { $field }
trading-end = End trading ({ $key })
