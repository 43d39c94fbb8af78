# Questions an automa's kind puts to you (Prompt::KindChoice): titles, texts, option
# labels and their tooltips, and the hint under each question. The option keys the
# answers carry stay in the code.

## The Ancients (src/rules/automa/ancients/)

# The hint under their questions.
kind-prompts-ancients-hint-asking = A choice their turn leaves to you. The proposal is marked ({ $key } takes it); when the options are hexes or stars they are marked on the board too, and a click there answers.
kind-prompts-ancients-hint-push = You won tactics: push their cruisers if it helps. Click a cruiser's hex, then where it goes (marked). A cruiser that leaves a star destroys it: off a Slaver star that hurts the Slavers; off yours, you.
kind-prompts-ancients-hint-losses = Each hit costs a ship or a disc of your star here. A disc lost scores them a colony token; a ship lost scores nothing.
kind-prompts-ancients-hint-role = Your role feeds its deck's top card into their queue (face down, at the left of their table over the board) and gives them what its line says. The face-up card at the right resolves after your turn; the Monolith then walks to the next card's role, and that role is theirs. { $key } takes the proposal.
kind-prompts-ancients-hint-move = All their cruisers go to the district on the back of the next card of the deck you reveal: each button shows a deck's top back. Every star a cruiser leaves is destroyed, yours too (your home star ends the game): send them where they hurt you least.
kind-prompts-ancients-hint-battle = Tactics above theirs wins a galaxy token and lets you push cruisers; your weapons above their shields destroy cruisers (a colony token for you); your shields stop their weapons. Hover a plan: it is compared with their average card.

# The roles, as buttons and in questions show them.
kind-prompts-ancients-role-explorer = Explorer
kind-prompts-ancients-role-scientist = Scientist
kind-prompts-ancients-role-steward = Steward
kind-prompts-ancients-role-merchant = Merchant
kind-prompts-ancients-role-engineer = Engineer
kind-prompts-ancients-role-warlord = Warlord
kind-prompts-ancients-role-regent = Regent

# "Your role": the question before your move turn and your growth turn.
kind-prompts-ancients-role-title = Your role
kind-prompts-ancients-role-text-move = Declare your role for this move turn. Warlord moves the Ancients before you and lets you fight them; Merchant is peaceful. Your role's deck feeds their queue.
kind-prompts-ancients-role-text-growth = Declare the role your growth counters lead with. Your role's deck feeds their queue, and its effect follows your actions.
kind-prompts-ancients-role-hover-warlord-move = The Ancients move first, with battles; then you move, and a hex where you end with cruisers is a battle. Feeds the Warlord deck (the hardest dials).
kind-prompts-ancients-role-hover-merchant = A peaceful turn: the Ancients gain credits after your move and may invest in far space. Feeds the Merchant deck (mild dials).
kind-prompts-ancients-role-hover-explorer = You place the most valued frontier counter as a new star of yours (one disc) near your home; the other counters leave.
kind-prompts-ancients-role-hover-scientist = The Ancients take an archive card (military first); a set of one type scores them a colony token.
kind-prompts-ancients-role-hover-steward = The Ancients gain 3 credits.
kind-prompts-ancients-role-hover-engineer = They trade a military archive card for a cruiser, then move (no battles).
kind-prompts-ancients-role-hover-regent = You place 2 discs at your stars; the Ancients score a colony token and a galaxy token.
kind-prompts-ancients-role-hover-warlord = Warlord.

# Which deck a move of theirs reveals. $role: a role's name (above); $back: the district
# its top card's back shows; $left: the cards left in it; $why: the reason for the move
# (from the rules).
kind-prompts-ancients-deck-label = { $role } ({ $back })
kind-prompts-ancients-deck-hover = Reveal the top card of the { $role } deck (its back shows { $back }; { $left } left): it leaves the game, and they go to the district on the back of the next { $role } card.
kind-prompts-ancients-move-title = Move the Ancients: { $why }
kind-prompts-ancients-move-text = Choose the deck whose top card you reveal. Its next card's back names the district all their cruisers go to; every star a cruiser leaves is destroyed. The proposal is the deck whose top back is farthest from your home star.

# Your battle plan. $t, $w, $s: tactics, weapons, shields; $mt, $mw, $ms: their mean
# plan; $cut: what their missing cruisers take off; $tactics: yours or theirs;
# $on_them, $on_you: the hits expected.
kind-prompts-ancients-plan-title = Your battle plan
kind-prompts-ancients-plan-text = A battle with the Ancients at { $hex }. Your combat value here gives { $points } strength points: split them into tactics (the higher wins a galaxy token), weapons (each point above their shields destroys a cruiser) and shields (each point stops one of their weapons). Then you choose the deck whose top card is their plan.
kind-prompts-ancients-plan-balanced = Balanced
kind-prompts-ancients-plan-strike = Strike
kind-prompts-ancients-plan-shield = Shield wall
kind-prompts-ancients-plan-outmanoeuvre = Outmanoeuvre
kind-prompts-ancients-plan-label = { $plan } { $t }/{ $w }/{ $s }
kind-prompts-ancients-plan-hover = Tactics { $t }, weapons { $w }, shields { $s }. Against their mean plan ({ $mt }/{ $mw }/{ $ms } after { $cut } off for missing cruisers): tactics { $tactics ->
        [yours] likely yours (a galaxy token)
       *[theirs] likely theirs
    }, about { $on_them } hits on them and { $on_you } on you.

# Which deck their battle plan comes from.
kind-prompts-ancients-battle-deck-title = Their battle plan: which deck?
kind-prompts-ancients-battle-deck-text = Choose the deck whose top card is their plan. Decks differ: Warlord and Engineer cards fight hardest, Steward and Merchant cards least. The proposal is their fullest deck.
kind-prompts-ancients-battle-deck-label = { $role } ({ $left } left)
kind-prompts-ancients-battle-deck-hover = Their plan is the top card of the { $role } deck: its cards left average { $t }/{ $w }/{ $s } (tactics/weapons/shields) before the cut for their missing cruisers. The card leaves the game.

# How you take their hits. $said: what the battle said so far (from the rules).
kind-prompts-ancients-losses-title = Your losses
kind-prompts-ancients-losses-text = Their weapons hit you { $hits } time(s) at { $hex }. Each hit takes one of your ships there or one disc of your star there, as you prefer. { $said }
kind-prompts-ancients-losses-label = { $ships ->
        [one] { $ships } ship
       *[other] { $ships } ships
    }, { $discs ->
        [one] { $discs } disc
       *[other] { $discs } discs
    }
kind-prompts-ancients-losses-hover = Lose { $ships ->
        [one] { $ships } ship
       *[other] { $ships } ships
    } here and { $discs ->
        [one] { $discs } disc
       *[other] { $discs } discs
    } of your star (each disc they take scores them a colony token, { $dp } DP).

# Pushing their cruisers after you won tactics. The star words follow a hex's label
# ("0304, your star Vega"); $owner: a seat's name (from the rules).
kind-prompts-ancients-push-your-star = , your star { $star }
kind-prompts-ancients-push-their-star = , { $star } of { $owner }
kind-prompts-ancients-push-free-star = , { $star }
kind-prompts-ancients-push-from-star-hover = Push a cruiser from here: the star it leaves is destroyed (they score a colony token, one more if a seat held it).
kind-prompts-ancients-push-from-empty-hover = Push a cruiser from here (no star here: nothing is destroyed).
kind-prompts-ancients-push-done = Push no more
kind-prompts-ancients-push-done-hover = Leave their cruisers where they stand.
kind-prompts-ancients-push-title = Push their cruisers
kind-prompts-ancients-push-text = You won tactics: you may push { $n ->
        [one] { $n } more cruiser
       *[other] { $n } more cruisers
    } of theirs, each up to { $range } hexes (click one on the board or below). A cruiser that leaves a star destroys it: pushing them off a star of another seat hurts that seat; off yours, you.
kind-prompts-ancients-push-to-hover = The cruiser from { $from } goes to { $to }.
kind-prompts-ancients-push-to-star-hover = The cruiser from { $from } goes to { $to } (a star: it is destroyed when they leave it).
kind-prompts-ancients-push-back = Another cruiser
kind-prompts-ancients-push-back-hover = Pick another cruiser to push.
kind-prompts-ancients-push-where-title = Push the cruiser from { $hex }
kind-prompts-ancients-push-where-text = Where does it go? Up to { $range } hexes by the usual movement; no star is left behind.
kind-prompts-ancients-push-where-text-star = Where does it go? Up to { $range } hexes by the usual movement; the star it leaves is destroyed.

## The Chroniclers (src/rules/automa/chroniclers/)

# A level to start with, at their easiest level. $field: a field's name (from the rules).
kind-prompts-chroniclers-hint-start-level = The easiest level gives you a level in a field of your choice before your first turn: one that leads to a milestone (levels 3 and 5) helps most.
kind-prompts-chroniclers-start-level-title = A level to start with
kind-prompts-chroniclers-start-level-text = At this level of the Chroniclers you start one level up in a field of your choice.
kind-prompts-chroniclers-start-level-hover = You start with { $field } 2: one level nearer its milestone at 3.
