# Help: the rules reference window, the board's legend, the automa decision panel,
# the hints, the guided game's card, and rules things in a player's words.

## The rules reference (src/view/reference.rs)

reference-view-title = Rules reference
reference-view-prose-in-english = The rules' long text is in English; names, tables and the generated entries are in your language.
reference-view-search-hint = search the rules
reference-view-back = < Back
reference-view-top-hint = F1 on a tooltip opens its entry. Esc closes.
reference-view-group-game = Game
reference-view-keys-title = Keys and mouse
reference-view-nothing-found = Nothing found.
reference-view-loading = The rules page is still loading...
reference-view-see-also = See also:
reference-view-tip-hover = Hover any hex, star, ship stack or track level for what it is and why it matters; press F1 while its tooltip shows for its rules.
reference-view-tip-decisions = The Automa decisions panel shows each roll, the table row it picked (highlighted), the candidates and the tie-break, with a link to the rule.
reference-view-tip-log = The log at the bottom keeps every event; filter it by seat, round or text. F1 over a line of it, or over the question in the right panel, opens its rules.

# The keys (their names as the player reads them) and what each does.

## The board's legend (src/view/legend.rs)

legend-show = Legend ({ $key })
legend-hide = Hide legend ({ $key })
legend-show-tooltip = What the shapes and colours on the board mean
legend-stars-heading = Stars (the number: population)
legend-star-face-down = face-down star counter: its kind is seen when ships reach it
legend-star-uninhabited = uninhabited star
legend-star-primitive = primitive star
legend-star-advanced = advanced star
legend-star-home = a home star (yellow ring), in its owner's colour
legend-ships-heading = Ships and fleets
# $who: a seat's name; $piece: what the rules call its pieces ("ship" or "cruiser");
# $shape: its token's shape as the rules name it ("arrow", "square", ...).
legend-seat-pieces = { $who }: { $piece ->
    [cruiser] cruisers
   *[other] ships
} ({ $shape } token, count on the badge)
legend-fleet = a fleet counter: its letter, its ships on the badge
legend-fleet-face-down = a face-down fleet: letter and size are secret until a battle or the game's end
legend-space-heading = Space
legend-nebula = nebula (pink clouds)
legend-asteroids = asteroid system (rocks)
legend-neutron-star = neutron star (a bright point and its beam)
legend-wormhole = wormhole
legend-relic = a relic, face down (R once turned up)
legend-sector-border = a sector border
legend-decision-hexes = the hexes of the automa decision shown on the left
legend-scan-arrow = an arrow through hexes: the order a decision's card read tied hexes in; the first (outlined) was taken
legend-ruin = a ruin: a destroyed star's hex, where no new star may appear
legend-marks-heading = Marks
# $who: a seat's name; $text: what its mark means (the rules' words).
legend-mark = { $who }: { $text }

## The automa decision panel (src/view/decisions.rs)

decisions-title = Automa decisions
decisions-hide-tooltip = Hide ({ $key })
decisions-none-yet = No automa decision yet.
decisions-held = { $n ->
    [one] 1 newer decision
   *[other] { $n } newer decisions
}: held while the pointer is here
decisions-older = < older
decisions-newer = newer >
decisions-newest = newest
decisions-position = { $n } of { $total }
# $what: the decision, in the rules' words.
decisions-heading = Round { $round }: { $who } - { $what }
decisions-rolled = Rolled
decisions-rolled-again-tooltip = Rolled again: this face chose nothing.
decisions-struck-through = { $n ->
    [one] Struck through: a die rolled again.
   *[other] Struck through: { $n } dice rolled again.
}
decisions-table-row = Table: { $row }
decisions-candidates = Candidates ({ $n }):
decisions-left-out = Left out: { $what }
decisions-tie-break = Tie-break: { $how }
decisions-hexes-outlined = Its hexes are outlined on the board in its colour.
decisions-scan-drawn = The tie's scan is drawn on the board: an arrow through the tied hexes in the order the card reads them; the first it meets is taken.
decisions-the-rule = The rule
decisions-the-rule-tooltip = Open the rules reference at this rule
decisions-whole-table = The whole table
decisions-whole-table-tooltip = Every row of every automa's table

## Rules things in a player's words (src/view/words.rs)

words-bonus-extra-growth = one more growth counter, free, in round 1
# $field: a technology field as the rules name it; $level: its level.
words-bonus-level = { $field } { $level }
words-bonus-ships = { $n ->
    [one] { $n } more ship
   *[other] { $n } more ships
}
words-bonus-population = { $n } more population at your home star
# $text: the star people tile's text (the rules' words).
words-people-both = Both sides: { $text }
# $side: the side's name; $alignment: STO or STS; $text: the side's text.
words-people-side = { $side } ({ $alignment }): { $text }
words-era = Era { $n }:
# $dp: what the item is worth (words-dp-...); $text: the item (the rules' words).
words-story-item = { $dp }: { $text }
# $dp: a signed number, "+3" or "-2".
words-dp-each = { $dp } DP
words-dp-minus-level = { $n } - level DP
words-difficulty-nothing = At this table the level changes nothing.
# $who: an automa seat's name; $words: what the level does to it (the rules' words).
words-difficulty-line = { $who }: { $words }.

## Hints (src/view/hints.rs)

hints-title = Hint
hints-hide = hide hints
hints-hide-tooltip = Turn hints off (Menu turns them on again)
hints-on-behalf = This battle is not yours: you answer for the automa the other person attacked. Its losses and its survivors are its own; choose as you see fit (the rules let you weaken your rival).
hints-automas-playing = The automas are playing. Each of their decisions appears in the left panel: the die, the table row it picked and why; their hexes stay outlined on the board.
hints-move-selected = Click a highlighted hex to send the selected ships there (the "to move" slider chooses how many). Over a hostile stack the tooltip previews the battle. Right click drops the selection.
# $gains: hints-gains-sto or hints-gains-sts.
hints-move-first = Click one of your ship tokens (your shape, in your colour) to select its ships. Moving onto a face-down star (?) shows its kind; { $gains }
hints-gains-sto = an uninhabited star (colonized) or an advanced one (allied, 3 discs) that your ships reach can be gained in the growth phase; as STO you never take a primitive one.
hints-gains-sts = an uninhabited star (colonized), a primitive one (subjugated) or an advanced one (conquered with 4 ships) that your ships reach can be gained in the growth phase.
hints-move-more = Move more ships, take a move back ({ $undo }), or end your movement ({ $end }): battles are fought when it ends.
hints-retreat = You are attacked: fight, or retreat before combat. The prompt compares what it knows of both sides.
hints-force-retreat = Your people may send the other side away before combat: choose whether to.
hints-retreat-where = Pick one of the yellow hexes for your retreating ships.
hints-battle-cards = A card in your hand can be played for this battle (Cards panel): play it, then Fight ({ $key }).
hints-choose-losses = Choose how many of the loser's ships are destroyed. Each choice shows what it costs you: half as many, rounded up, unless you have three times their combat value.
hints-kind-choice = An automa's rules ask you to choose. The proposed option is marked: { $key } takes it; hover an option for what it does.
hints-offer = The other person waits for your answer: accept ({ $yes }) or refuse ({ $no }). Their turn goes on after it.
hints-growth-selection = Pick two ovals and one square. Research raises the field of your square by a level; Grow Population adds discs to your stars; Build Ships makes ships at your stars with enough population; Gain Star takes a star where your ships stand. Hover a counter for what it gives you now.
hints-growth-resolution = Say where what your counters give goes; hover an option for its effect.
hints-trading = Trade one level with an automa you are at peace and in contact with (it learns one of yours), or ask for peace. End trading when you are done; the round is then scored.
hints-assign-tactics = Give each new fleet its letter: hover a letter for its tactic.
hints-guard-gains = An STS seat may take an innocent star where your ships stand. Choose the stars you defend: if it picks one, you declare war and block it.
hints-guard-jumps = Another seat's jumps could start or end where your ships stand. Choose where you block them: a move that needs such a jump makes you declare war.

## The guided game's card (src/view/guide.rs)

guide-complete = Guided game complete
guide-complete-text = The game goes on as a normal one: play the rest of it, or start your own from the title screen.
guide-play-on = Play on  ({ $key })
guide-title-screen = Title screen
guide-step = Guided game: step { $n } of { $total }
guide-leave = leave the guide
guide-leave-tooltip = Stop the steps and play this game freely
guide-next = Next  ({ $key })
guide-waiting = Waiting for you to do it.
guide-do-it = Do it for me  ({ $key })
guide-do-it-tooltip = The game does this step's action for you
guide-watch = Watch the board: the game plays on.
guide-more = More about this
guide-more-tooltip = Open the rules reference here
