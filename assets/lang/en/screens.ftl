# The screens around the game: title, new game, table gallery, game over, in-game menu.
# A key in brackets after a button, like "(Esc)", is the shortcut that presses it.

## Shared by the screens (src/view/screens/common.rs)
screens-ui-scale = UI scale
screens-ui-scale-hover = Applied when you let go.
screens-fullscreen = Fullscreen  ({ $key })
screens-fullscreen-hover = The whole screen, without a border; again for a window.
# Before the buttons with window sizes (1280x720, ...).
screens-window = Window
screens-window-size-hover = A window of this size (kept for the next run).

## Title screen
title-quit-title = Quit the game?
title-quit-saved = Your games are saved: Continue takes you back to the last one.
title-quit-yes = Quit  ({ $key })
title-quit-stay = Stay  ({ $key })
# The game's name, drawn large in two lines.
title-wordmark-top = GALACTIC
title-wordmark-bottom = AUTOMA
title-about = Galactic Era against its automas: the solo variant's Genetic Farmers and Slavers, the neutral Remnants, the Ancients who destroy the galaxy, or a second player and the Elder Civilization.
title-first-run-heading = New to Galactic Era?
title-first-run-about = The guided first game plays one round with you, step by step: moving, a battle, growth, an automa's decision, a trade and scoring. About ten minutes.
title-first-run-start = Start the guided game  ({ $key })
title-first-run-no = No, thanks
title-continue = Continue  ({ $key })
# $date: when it was saved; $people: your star people.
title-continue-hover = Your last game, saved { $date }: round { $round }, { $dp } DP.
title-continue-hover-people = Your last game, saved { $date }: round { $round }, { $dp } DP, { $people }.
title-watch-last = Watch it from the start
title-watch-last-hover = A replay of your last game, up to where you left it
title-new-game = New game  ({ $key })
title-guided = Guided first game  ({ $key })
title-guided-hover = One round played with you step by step; it keeps its own save, so your game in progress stays as it is
title-guided-continue = Continue the guided game
# Quotes the button title-guided (without its key).
title-guided-continue-hover = Where you left it: round { $round }. "Guided first game" starts it afresh.
# $error: why, from the rules.
title-guided-error = The guided game cannot start: { $error }
title-rules-and-keys = Rules and keys  ({ $key })
title-quit = Quit
title-your-games = Your games ({ $n } played)
title-saved-games = Saved games ({ $n })
title-footer-decisions = Every automa decision is shown with its roll, table row and candidates.
title-footer-autosave = Your game is saved after every action you take.
# The difficulty levels of the solo table, in the best results.
title-difficulty-easy = easy
title-difficulty-standard = standard
title-difficulty-hard = hard
title-difficulty-insane = insane
title-difficulty-custom = custom
# $name: a title-difficulty-... word; $d: its number; $rank: the ranking's name.
title-best-solo = Best solo at { $name } (difficulty { $d }): { $dp } DP, { $rank }
title-best-solo-hover = Games you finished yourself at the solo table.
# Under the chart: a * marks the games the built-in player finished.
title-chart-by-policy = * finished by the built-in player
title-history-last = Last: { $date }, { $dp } DP ({ $rank })
title-history-last-people = Last: { $date }, { $dp } DP ({ $rank }), { $people }
# $last: title-history-last or title-history-last-people.
title-history-last-by-policy = { $last }, finished by the built-in player
# A saved game's state ($state in title-save-line): its round, or its result.
title-save-round = round { $round }
title-save-over = over, { $result }
# $slot: the save's name.
title-save-line = { $slot }: { $date }, { $state }, { $dp } DP
title-save-load = Load
title-save-watch = Watch
title-save-watch-hover = Watch this game from its start
title-save-unreadable = { $slot }: unreadable
title-save-delete = Delete

## New-game screen
new-game-title = New game
new-game-seed-error = the seed is a whole number, like 42
new-game-difficulty = Difficulty
new-game-seed = Seed
new-game-seed-hover = The same seed and the same moves give the same game.
new-game-seed-random = Random
new-game-start-as = You start as
new-game-sto-peaceful = STO (peaceful)
new-game-sts-aggressive = STS (aggressive)
new-game-sector-bonus = Home sector starting bonus
new-game-sector-bonus-hover = Your home sector gives one bonus, drawn with the seed: a free growth counter in round 1, a field at level 2, 2 ships or 2 population.
new-game-rules = Rules
new-game-rules-hover = A mod is a rules folder in mods/ beside the game. It is read again when the game starts, so your latest changes are in.
new-game-rules-own = the game's own
new-game-start = Start  ({ $key })
new-game-start-broken-mod = The chosen mod has problems (listed above): fix them, or choose the game's own rules.
new-game-back = Back  ({ $key })
# Who plays a seat at a table of several people.
new-game-plays-here = plays here
new-game-plays-here-hover = A person at this device: the screen is passed to them on their turn.
new-game-policy-plays = built-in policy
new-game-policy-plays-hover = The game's own player plays this seat.
new-game-nobody-here = Nobody plays here: you watch the built-in policy play both seats.
new-game-one-here = One person plays here against the built-in policy.
new-game-hot-seat = Hot-seat: each person's fleets, counters and card show only on their turn; the screen asks to pass the device between them.
# The chosen mod. $own: what it brings of its own (a list); $n: how often it was read again.
new-game-mod-ready = Ready: its own { $own }; the rest built-in.
new-game-mod-ready-again = Ready (read again after a change, { $n }x): its own { $own }; the rest built-in.
new-game-mod-ready-hover = Edit its files while this screen shows: they are checked again within a second or two.
new-game-mod-broken = This mod cannot be played:
new-game-mod-broken-again = This mod cannot be played (read again after a change, { $n }x):
new-game-mod-more = ... and { $n } more (galactic-automa validate)
new-game-people = Star people
new-game-people-random = two dealt, the first kept
new-game-people-none = none (plain setup)
new-game-people-none-hover = No tile: the plain STO or STS player.
new-game-people-hint = Your tile's abilities. The side that applies is your alignment's: it turns when you switch.
new-game-dealt = Dealt to you with this seed: keep one
new-game-story = Galactic story
new-game-story-random = drawn at random
new-game-story-none = none (learning game)
new-game-story-none-hover = Only alignment, population and sector majorities score.
new-game-story-hint = Each era of the story rewards different things: see the panel in game.
new-game-goal = Galactic goal
new-game-goal-random = drawn at random
new-game-goal-none = none
new-game-goal-hint = An extra way to score. Playing with a goal lowers your ranking by one row.

## The tables on the new-game screen
tables-choose = Choose a table  (T for the next)
tables-no-levels = No difficulty levels: people against people.
# $levels: the difficulty levels' names.
tables-levels = Levels: { $levels }
# $rank: the ranking's name.
tables-last-time = Last time: { $dp } DP, { $rank }
tables-last-time-by-policy = Last time: { $dp } DP, { $rank } (the built-in player finished it)
tables-not-played = Not played yet
# A difficulty level that changes nothing. $level: its number; $name: its name.
tables-ladder-as-printed = { $level } { $name }: the automas as their tables print them.

## Game-over screen
game-over-title = Game over
# $rank: the ranking's name.
game-over-review-line = Game over: { $dp } DP, { $rank }
game-over-back-to-results = Back to the results  ({ $key })
game-over-heading = { $dp } DP: { $rank }
# $level: the difficulty's number; $name: its name.
game-over-seed-difficulty = Seed { $seed } at difficulty { $level } ({ $name })
game-over-story = Galactic story: { $name }
game-over-goal = Galactic goal: { $name } (ranking one row lower)
game-over-dp-sources = Where your DP came from
game-over-chart-caption = DP at the end of each round, then with the game-end scoring
# Under the chart: round $n, short.
game-over-chart-round = R{ $n }
# Under the chart: the game-end scoring, short.
game-over-chart-end = End
game-over-chart-empty = no round scored
game-over-ranking = The solo ranking
# A row of the ranking; $name: the rank.
game-over-rank-below = below { $dp } DP: { $name }
game-over-rank-from = { $dp } DP and more: { $name }
game-over-goal-result = With a galactic goal the result is one row lower: { $rank }
game-over-final-board = Look at the final board and log  ({ $key })
game-over-final-board-hover = Every face-down fleet and counter is told now.
game-over-new-game = New game
game-over-to-title = Title
# A person won; $who: their name ("Player 2").
game-over-winner-person = { $who } wins with { $dp } DP
# An automa won; $who: its people ("Ancients").
game-over-winner-automa = The { $who } win with { $dp } DP
game-over-tie-rule = Most DP wins; on a tie, more stars, then the earlier place in turn order.
game-over-seed = Seed { $seed }
game-over-total = Total

## In-game menu (Esc)
menu-title = Menu
# The name the save box offers first.
menu-default-save-name = my game
menu-keys = Keys…
menu-keys-hover = Every shortcut, and the keys you give them instead
menu-resume = Resume  ({ $key })
menu-animation-speed = Animation speed
menu-auto-play = Let the built-in policy play for you
menu-auto-play-hover = For this game only: a new or loaded game starts with it off.
menu-hints = Hints for what to do next
menu-hints-hover = A short hint under each question in the right panel.
menu-save-under-name = Save this game under a name (it is also saved after every action)
menu-save-enter-hover = Enter saves too.
menu-save = Save
menu-to-title = Return to the title screen
menu-quit = Quit the game
# Quotes the title screen's button title-guided-continue.
menu-leave-guided = Leave the guided game? It is saved: "Continue the guided game" on the title screen picks it up.
# "Continue" is the title screen's button title-continue (without its key).
menu-leave-game = Leave this game? It is saved: Continue on the title screen picks it up.
menu-leave-yes = Yes, leave it
menu-leave-no = No, keep playing
