# The game view: animations, hand-over, saving, replay, mods, board pieces and labels.

## Window
view-window-title = Galactic Automa

## Animation cards (src/view/animation.rs)
animation-dp-title = Destiny points
# A card among several shown in turn: "Your growth (2 of 3)".
animation-card-count = { $title } ({ $i } of { $n })
animation-ruin-title = A star destroyed
# $star: the star's name; $hex: where it stood ("C4").
animation-ruin-text = { $star } { $hex } is a ruin now: no star will stand there again.
# $dp with its sign ("+3"); $source and $detail come from the rules.
animation-dp-line = { $dp } DP  { $source }: { $detail }
animation-roll-title = { $who } roll
# What an automa's roll picked.
animation-roll-result = => { $result }
animation-skip-turn = Space: skip to the end of the automa turn
animation-spawn-title = { $who } spawn
animation-spawn-hidden = A face-down fleet (its size hidden) arrives
# $noun is "cruiser" (the Ancients) or "ship".
animation-spawn-ships = { $noun ->
        [cruiser] { $n ->
            [one] { $n } new cruiser arrives
           *[other] { $n } new cruisers arrive
        }
       *[other] { $n ->
            [one] { $n } new ship arrives
           *[other] { $n } new ships arrive
        }
    }
# $what: one of the two messages above; $place: a hex ("C4").
animation-spawn-at = { $what } at { $place }
animation-spawn-at-wormhole = { $what } at the wormhole at { $place }
animation-merge-title = { $who } forces merge
# $joined_ships and $total_ships are written by animation-ships.
animation-merge-text = { $joined ->
        [one] { $joined_ships } joins
       *[other] { $joined_ships } join
    } the force at { $hex }: { $total_ships } now fight as one.
animation-ships = { $n ->
        [one] { $n } ship
       *[other] { $n } ships
    }
animation-go-on = Space: go on
animation-battle-title = Battle
# Joins the defenders' names: "Slavers and Remnants".
animation-and = { $list } and { $next }
animation-battle-attack = { $attacker } attack { $defenders } at { $hex }.
animation-battle-retreated = The defender retreated before combat.
animation-battle-attack-full = { $attacker } ({ $attacker_ships }, combat value { $attacker_cv }) attack { $defenders } ({ $defender_ships }, combat value { $defender_cv }) at { $hex }
animation-battle-allies = The defenders fight together: their combat values are added.
animation-battle-tie-attacker = A tie in combat value: the attacker's higher Military wins it.
animation-battle-tie-defenders = A tie in combat value: the defenders win it (the attacker's Military is not higher).
# $lost is written by animation-ships; $won is a bare number.
animation-battle-won = { $winners } win. The losers lose { $lost }, the winners { $won }.
animation-battle-no-winner = No winner.

## Hot-seat hand-over (src/view/handover.rs)
# Put at the end of a question; keeps its leading space.
handover-on-behalf = {" "}for the { $who }
handover-ask-move = your movement and combat
# $behalf: empty, or handover-on-behalf.
handover-ask-retreat = a battle: retreat before combat{ $behalf }?
handover-ask-force-retreat = a battle: force the other side out?
handover-ask-retreat-where = a battle: where to retreat{ $behalf }?
handover-ask-losses = a battle won: which ships fall{ $behalf }?
handover-ask-battle-cards = a battle: play a card for it, or fight
handover-ask-growth = your growth counters (secret until all have chosen)
handover-ask-growth-where = where your growth actions apply
handover-ask-trading = trading
handover-ask-tactics = your new fleet tactics
handover-ask-guard-gains = whether to defend stars about to be taken
handover-ask-guard-jumps = whether to block jumps where your ships stand
handover-ask-offer-peace = { $who } offer peace: accept or refuse
handover-ask-offer-trade = { $who } offer a trade: accept or refuse
handover-pass = Pass the device to { $who }
handover-hidden = { $who }: your side is hidden now. Hand over and look away.
# $question: one of the handover-ask-... messages.
handover-next = Next for { $who }: { $question }.
handover-take = I am { $who }: show my side  ({ $key })
handover-take-hover = Your fleets, counters and card show only while you hold the device.
handover-menu = Menu  ({ $key })

## Saving and loading (src/view/saving.rs, src/view/start.rs)
saving-saved-as = Saved as "{ $slot }"
saving-not-saved = Not saved: { $error }
saving-cannot-load = "{ $slot }" cannot be loaded: { $error }
saving-deleted = Deleted "{ $slot }"
saving-cannot-watch = "{ $slot }" cannot be watched: { $error }
saving-undone = Your last action was taken back.
saving-autosave-failed = Autosave failed: { $error }
saving-loaded = Loaded: round { $round }, { $dp } DP
saving-load-failed = Could not load the save: { $error }
saving-no-replay = the save does not replay: { $error }
saving-cannot-undo = cannot undo: { $why }
start-mod-changed = the mod "{ $name }" has changed since this game was saved ({ $error })

## Watching a saved game (src/view/replay.rs)
replay-watching = Watching "{ $title }": action { $action } of { $actions }
replay-watching-hover = { $skip } skips the animation; the menu ({ $back }) sets the speed.
replay-resume = Resume
replay-pause = Pause
replay-step = Step
replay-step-hover = Give the next recorded action (while paused)
replay-take-over = Take over
replay-take-over-hover = Stop watching and play on from here yourself

## Mods and loading (src/view/mods.rs, src/view/loading.rs)
mods-no-folder = there is no mods folder
mods-desktop-only = mods are desktop only ({ $name })
# A rules file that could not be read: its path, then why.
loading-file-failed = { $file }: { $error }

## Board (src/view/pieces.rs, src/view/board.rs, src/view/state.rs)
# Beside a star: a relic turned up, or still face down.
pieces-relic-up = R
pieces-relic-down = R?
board-sector-bonus = Sector bonus: { $bonus }
# Beside a sector: on two lines, to stay narrow.
board-sector-bonus-beside =
    Sector bonus:
    { $bonus }
state-speed-slow = Slow
state-speed-normal = Normal
state-speed-fast = Fast
state-speed-instant = Instant
