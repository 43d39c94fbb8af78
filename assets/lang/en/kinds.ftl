# The rows of cards an automa kind lays out over the board (src/view/table_rows.rs):
# each row's title, each card's two short lines and what hovering it says.
# Names the rules give ($role, $card, $event, $automa, $shadow, $scan) stay as the rules
# write them.

## The Ancients (src/rules/automa/ancients/display.rs)
kinds-ancients-queue-title = Queue: the right card's event comes next
kinds-ancients-rondel-title = Rondel; they hold { $n ->
        [one] { $n } credit
       *[other] { $n } credits
    }
# A rondel card's lower line: the Monolith stands on this role, or the credits lying here.
kinds-ancients-rondel-monolith = Monolith
kinds-ancients-rondel-credits = { $n } cr
# $role: the role's name; $here: "yes" when the Monolith stands on it; $does: one of
# kinds-ancients-role-...; $lying: the credits lying on it; $left: the cards left in its
# deck; $back: the top card's back ("H3", or "-").
kinds-ancients-rondel-hover = { $here ->
        [yes] { $role }, the Monolith's role now
       *[other] { $role }
    }: { $does }. { $lying ->
        [one] { $lying } credit
       *[other] { $lying } credits
    } lying here (the Monolith drops one on each role it passes and collects those where it stops). Its deck: { $left ->
        [one] { $left } card
       *[other] { $left } cards
    } left, the top card's back { $back }.
# What they do when they take each role.
kinds-ancients-role-explorer = they place frontier counters as new stars
kinds-ancients-role-scientist = they take an archive card
kinds-ancients-role-steward = they gain credits and you place a disc
kinds-ancients-role-merchant = they gain credits (more for your rich stars) and may buy far space
kinds-ancients-role-engineer = they gain a cruiser and move, without battles
kinds-ancients-role-warlord = they move, with battles
kinds-ancients-role-regent = they score a colony token and a galaxy token; you place discs
# The face-up card (the queue's right end): a role's story card, its lower line.
kinds-ancients-story-top = { $role } story
kinds-ancients-no-event = no event
kinds-ancients-event = event { $key }
# $card: the card in the rules' words; $event: its event in the rules' words.
kinds-ancients-face-up-hover-event = Face up: { $card }. After your next turn its event resolves ({ $event }); then the next card turns up and the Monolith walks to its role.
kinds-ancients-face-up-hover = Face up: { $card }. After your next turn it leaves with no event; then the next card turns up and the Monolith walks to its role.
# The face-down cards; $back: the district on the back ("H3").
kinds-ancients-face-down-top = face down
kinds-ancients-face-down-story = story
kinds-ancients-face-down-back = back { $back }
kinds-ancients-face-down-hover = A face-down card; its back shows district { $back }. It moves right as your roles feed the queue; when it turns up, the Monolith walks to the role on its front.
kinds-ancients-face-down-story-hover = A face-down story card: a role and no event. When it turns up, the Monolith walks to its role.

## The Chroniclers (src/rules/automa/chroniclers/display.rs)
kinds-chroniclers-pair-title = The pair in force (hover a card)
# $id: the card's number.
kinds-chroniclers-track = Track { $id }
# $card: the card in the rules' words; $automa, $shadow: the two icons' names.
kinds-chroniclers-track-hover = The track card: { $card }. The Automa advances a field by its icon ({ $automa }), the Shadow Empire by its own ({ $shadow }).
kinds-chroniclers-tiebreak = Tiebreak { $id }
# $scan: the hex scan order in the rules' words.
kinds-chroniclers-tiebreak-hover = The tiebreaker card: { $card }. Ties between fields go to the first in its order (the Automa reads it from the top, the Shadow Empire from the bottom); ties between hexes to the first in its scan: { $scan }.
kinds-chroniclers-deck = Deck
kinds-chroniclers-deck-cards = { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }
kinds-chroniclers-deck-hover = Their decision deck: { $n ->
        [one] { $n } card
       *[other] { $n } cards
    }. Each of their turns draws two; an empty deck means an income turn.
# $n: the income turns played so far.
kinds-chroniclers-mat-title = Income mat; { $n ->
        [one] { $n } income turn
       *[other] { $n } income turns
    } played
# $turn: the income turn (2 and up).
kinds-chroniclers-income = Income { $turn }
kinds-chroniclers-income-covered = covered
# $a, $b, $c: the three multipliers; $covered: "yes" when a Chronicle card covers it.
kinds-chroniclers-income-hover = Income turn { $turn }: (stars + milestones) x { $a }, Military and Propulsion levels above 1 x { $b }, the other fields' levels above 1 x { $c }{ $covered ->
        [yes] {" "}(scored, now covered by a Chronicle card)
       *[other] {""}
    }.
