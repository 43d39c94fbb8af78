# The side panel (status, cards, people/story/goal, remote views), the game log, and
# the growth selection and offer prompts.

## src/view/panel/mod.rs

panel-broken-title = The rules could not be loaded
panel-broken-unknown = unknown error
panel-broken-fix = Fix the file named above and start the game again.

## src/view/panel/status.rs

status-side = { $who }'s side
status-side-hint = Your fleets, counters and card show only while you hold the device: when the other person is asked something, the screen asks to pass it on.
status-round = Round { $round } of { $rounds }
status-menu = Menu
status-menu-key = { $key }
status-help-hint = Keys and help ({ $key })
# $alignment is STO or STS; $phase is one of the status-phase-... messages.
status-era = Era { $era } ({ $alignment } era) - { $phase } phase
status-phase-setup = setup
status-phase-move-combat = movement and combat
status-phase-growth = growth
status-phase-trading = trading
status-phase-scoring = scoring
status-phase-game-over = game over
status-era-hint = In an STO era peaceful empires score alignment DP; in an STS era aggressive ones do.
status-speed = Automa speed:
status-speed-hint = Keys { $speeds }. Instant plays the same rules without animation. { $skip } skips the rest of an automa turn.
status-you-are = You are { $alignment } with { $dp } DP
# $order is the seats' names joined by ", " + status-turn-order-then + " ".
status-turn-order = Turn order: { $order }
status-turn-order-then = then
status-turn-order-hint = Seats move, grow and trade in this order. Growth counters move you up or down.
# $list is the status-score-item messages joined by ", ".
status-scores = Scores: { $list }
status-score-item = { $who } { $dp } DP
status-at-war = { $who }: at war with you
status-at-peace = { $who }: at peace with you
status-war-hint = At war, ships in the same hex fight. Ask for peace in your turn or when trading (a die decides).
status-your-tech = Your technology
status-tech-level = { $field } { $level }: { $text }
    { $key }: every level in the rules reference
status-tech-level-here = { $field } { $level } (you are here): { $text }
    { $key }: every level in the rules reference
status-population = Population and ships
status-track = { $n ->
    [one] { $n } disc
   *[other] { $n } discs
} left on your population track; uncovered value { $value }
status-track-hint = Discs leave the track for your stars as population grows. The uncovered value sets how many ships Build Ships makes and scores at game end.
status-build-ships = Build Ships makes { $n ->
    [one] { $n } ship
   *[other] { $n } ships
} at this value (plus asteroids and Robotics)
status-space-covered = still covered by a disc
status-space-value = your track value: the highest uncovered space
status-space-uncovered = uncovered: your discs left this space for your stars
status-all-tech = Everyone's technology
status-autoplay = Let the built-in policy play for you
status-suggest = Suggest  ({ $key })
status-suggest-hint = The coach: it plays the rest of the game out for each answer worth weighing and shows what each came to, and why; played only if you accept.
status-dp-card = Your DP, source by source
# $gained is signed: +3, -1, +0.
status-dp-round-end = Round { $round } + game end: { $gained } DP
status-dp-round = Round { $round }: { $gained } DP ({ $total } in all)
status-dp-round-so-far = Round { $round } so far: { $gained } DP

## src/view/panel/cards.rs

cards-title = Domination cards ({ $n } played of 2)
cards-a = A, { $dp } DP: { $text }
cards-a-effect = Immediate effect: { $effect }
cards-played-a = you have played a card for A
cards-a-now = A: you can play it now
cards-a-not-yet = A not yet: { $why }
# $b is signed (+2, -1); $how is the rules' reason.
cards-b-now = B now: { $b } DP ({ $how })
cards-play-a = Play for A
cards-play-b = Play for B ({ $b } DP)
cards-exchange = Exchange
cards-exchange-hint = Put it under the deck and draw the top card.
cards-hint = Two plays a game, one for A. Played when the game waits for you; after your first play you draw a card.
    F1: every card in the rules reference
cards-effect-research = A + research { $field }
cards-effect-gain = A + gain { $star } { $hex }
# $n discs from the star $from to the star $to.
cards-effect-move = A + move { $n } from { $from } to { $to }
cards-effect-no-losses = A + no losses in this battle
cards-effect-no-retreat = A + no retreat for your opponents
cards-effect-plain = Play for A with its effect

## src/view/panel/content.rs

content-panel-people = People: { $side } ({ $alignment })
content-panel-home-bonus = Home sector bonus: { $bonus }
content-panel-people-hint = { $summary }
    F1: every people in the rules reference
# $scored is signed (+2, -1, +0).
content-panel-story = Story: { $name } (era { $era }, { $scored } DP)
content-panel-scored-round-end = Scored at the end of each round of this era.
content-panel-scored-now = Scored as it happens, in this era.
content-panel-story-hint = { $summary }
    F1: every story in the rules reference
content-panel-goal = Goal: { $name }
# $dp is signed; $why is the rules' reason.
content-panel-goal-now = If the game ended now: { $dp } DP ({ $why })
content-panel-goal-so-far = So far: { $dp } DP
content-panel-goal-hint = Playing with a goal lowers your ranking by one row.
    F1: every goal in the rules reference

## src/view/panel/log.rs

log-panel-title = Game log
log-panel-everyone = everyone
log-panel-all-rounds = all rounds
log-panel-round = round { $round }
log-panel-search = search
log-panel-f1 = F1: its rules

## src/view/panel/remote.rs

remote-left = { $n } left this round
remote-unlimited = unlimited
# $left is remote-left or remote-unlimited.
remote-title = Remote view ({ $left })
remote-star = star at ({ $x }, { $y })
remote-relic = relic at ({ $x }, { $y })
remote-fleet = { $who } fleet { $letter }
remote-pyramids-hint = The Ancient Pyramids' view: any fleet, once a round.
remote-spirit-hint = Spirituality: a face-down star or relic, or a fleet of a faction with lower Spirituality.
remote-hint = Look at something hidden: what you see stays in the hex tooltip and the log.

## src/view/prompts/selection.rs

selection-research-max = { $field } is at 6: its 6+ effect applies
selection-research-any = a level in the field of your square counter
selection-grow = +1 population on each of your stars below its growth limit (+{ $n } from Genetics)
selection-gain = take a star where your ships are ({ $n } possible now)
selection-build = build { $n ->
    [one] { $n } ship
   *[other] { $n } ships
} at your stars
selection-switch = become { $other } (now { $now }) before anyone acts this growth phase: you are at peace with every automa at once, and from this round's scoring on, the +1 DP for alignment comes in { $other } eras
selection-gain-war = { $star } (declares war on the { $who })
selection-gain-defended = (defended by { $who }: they declare war and the gain is blocked)
selection-title = Growth: choose your counters
selection-counters-no-extra = Two ovals and one square; no extra oval this round (each of your unblocked stars with 5+ population besides your home star buys one, at a DP cost).
selection-counters-extra = Two ovals and one square; up to { $n ->
    [one] { $n } oval
   *[other] { $n } ovals
} more now (each of your unblocked stars with 5+ population besides your home star buys one, at a DP cost).
selection-counters-hint = Ovals are your growth actions this round. The square says which field Research raises, or moves you one place up or down the turn order instead. Everyone chooses in secret; the counters are turned up together.
selection-square-research = Research raises { $field } (with the Research oval; without it this square does nothing)
selection-square-up = Swap places with the seat ahead of you in the turn order, before anyone acts this growth phase
selection-square-down = Swap places with the seat behind you in the turn order, before anyone acts this growth phase
selection-cost = The extra counters cost { $cost } DP.
selection-confirm = Confirm counters
selection-to-confirm = To confirm: { $why }
selection-evacuate = Evacuate your home star
selection-evacuate-hint = Your miniature moves to the star you pick (its discs go back to your track); the Emergency Reserve places 6 ships there, once per game.
selection-evacuate-to = to { $star }

## src/view/prompts/offers.rs

offers-peace-title = { $them } offer peace
offers-peace-text = Accepted, you and { $them } are at peace: your ships no longer fight theirs, and you may trade when in contact.
offers-trade-title = { $them } offer a trade
# You learn $give (your level $yours -> $yours_next); they learn $take ($theirs -> $theirs_next).
offers-trade-text = You learn { $give } (yours { $yours } -> { $yours_next }); { $them } learn { $take } from you (theirs { $theirs } -> { $theirs_next }). Accepted, it is your trade of this round too.
offers-caninoids = { $them } are the STS Caninoids: their partners must trade with them.
offers-accept = Accept ({ $key })
offers-refuse = Refuse ({ $key })
offers-refuse-disabled = The STS Caninoids' partners must trade
offers-offer-peace = Offer peace to { $who }
offers-ask-peace = Ask the { $who } for peace
offers-declare-war-person = Declare war on { $who }
offers-declare-war-automa = Declare war on the { $who }
offers-war-hint = At war, your ships fight theirs where they meet.
offers-person-answers = They accept or refuse on the spot (the device is passed to them). Once a round.
offers-never-peace = it never makes peace
# $why is the automa rule's reason.
offers-chance = Chance: { $n } in 6 ({ $why }). Once a round per automa.
offers-settling = War or peace just changed: a moment before the next.
