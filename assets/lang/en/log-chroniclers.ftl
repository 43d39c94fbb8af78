# The game log's and the automa decisions' words: chroniclers.

## Names (src/rules/automa/chroniclers/state.rs, tables.rs)
# $bot: "automa" or "shadow" (the two bots).
log-chr-bot = { $bot ->
        [automa] the Automa
       *[other] the Shadow Empire
    }
log-chr-bot-start = { $bot ->
        [automa] The Automa
       *[other] The Shadow Empire
    }
# $icon: an icon of a track card (which fields a bot may advance).
log-chr-icon = { $icon ->
        [any] any field
        [milestone] nearest a milestone
        [end] nearest the end
       *[favourite] favourite
    }
# A decision card: its number, the Automa's icon letter and the Shadow Empire's.
log-chr-card = card { $id } ({ $automa }/{ $shadow })
# A card's field order, top to bottom.
log-chr-order-next = { $list } > { $item }
log-chr-achievement = { $achievement ->
        [pinnacle] Pinnacle
        [zenith] Zenith
       *[take-two-stars] Take two stars
    }
# $name: "trap" or "plain".
log-chr-chronicle-card = { $name ->
        [trap] trap
       *[other] plain
    }

## Setup and your gains (src/rules/automa/chroniclers/mod.rs)
log-chr-civilization-what = the Automa's civilization
log-chr-civilization-option = { $civ } ({ $field })
log-chr-civilization-result = the Automa plays { $civs }, favouring { $field }; the Shadow Empire favours { $shadow }
log-chr-capital-what = the Automa's capital
# $scan: a scan order's two words ("y+ x+").
log-chr-capital-tie-break = hex tiebreaker { $scan } of the first card
log-chr-capital-result = the Automa's capital is { $at } ({ $n } discs)
log-chr-trap-what = the Automa's Chronicle cards against your gain
log-chr-trap-sprung = it discards { $cards }: a trap. Your gain of { $star } fails; your ships stay
log-chr-trap-none = it discards { $cards }: no trap
log-chr-no-field = "{ $key }" is no field
log-chr-nothing-asked = nothing is asked of you now
log-chr-cannot-rise = { $field } cannot rise
log-chr-you-start-with = you start with { $field } { $level }
log-chr-fortified-veto = fortified by the Shadow Empire: it cannot be taken

## Advancing (src/rules/automa/chroniclers/advance.rs, benefits.rs)
# Why a bot advances ($why of log-chr-advance-what).
log-chr-why-track-card = the track card
log-chr-why-first-income = income turn 1, the level's gift
log-chr-why-income-again = income turn, the last pair again
log-chr-advance-what = { $bot } advances ({ $why })
log-chr-advance-none = { $bot } has every field at level 6: no advance
log-chr-advance-tie-break = first in { $order } ({ $card }, read { $bot ->
        [automa] top-down
       *[other] bottom-up
    })
log-chr-advance-result = { $bot } advances { $field } to { $level }
log-chr-bot-milestone = { $bot ->
        [automa] The Automa
       *[other] The Shadow Empire
    } claims the { $field } { $level } milestone for the Automa's mat
log-chr-place-taken = { $who } takes place { $place } of the { $achievement } achievement ({ $dp } DP)
log-chr-place-taken-shadow = { $who } takes place { $place } of the { $achievement } achievement (it scores nothing, but the place is gone)
log-chr-dp-achievements = achievements
log-chr-dp-achievement-place = { $achievement }, place { $place }
log-chr-person-milestone = { $who } { $many ->
        [one] claims
       *[other] claim
    } the { $field } { $level } milestone
log-chr-dp-milestones = milestones
log-chr-dp-milestone = { $field } { $level }
log-chr-roll-what = the Automa rolls a field to advance
log-chr-roll-none = no field it may roll is below level 6
log-chr-roll-result = the Automa advances { $field } to { $level }{ $benefit ->
        [yes] , with its benefit
       *[other] {""}
    }

## Conquering and exploring (src/rules/automa/chroniclers/conquer.rs)
log-chr-no-path = no path
log-chr-steps = { $n ->
        [one] { $n } step
       *[other] { $n } steps
    }
# $words: the scan order in words; $hexes: the hexes in that order; $first: the one taken.
log-chr-scan-tie-break = hex tiebreaker { $scan } of { $card }: { $words } ({ $hexes }): first { $first }
log-chr-conquer-yours-what = the Automa conquers one of your stars
log-chr-out-of-reach = { $star } { $at }: out of reach
# $steps: log-chr-steps or log-chr-no-path.
log-chr-farther-from-zenith = those farther from Zenith, unowned, than { $steps }
log-chr-conquer-yours-result = the Automa takes { $star } { $at }: your disc goes back to your track, your claim marker stays
log-chr-conquer-neutral-what = the Automa conquers a neutral star
log-chr-near-you-left-out = { $n ->
        [one] { $n } hex
       *[other] { $n } hexes
    } within { $near } of your stars left out (the card has no adjacent icon)
log-chr-conquer-nothing = nothing it may conquer: it skips the conquest
log-chr-empty-hex = { $at } (empty)
log-chr-farther-from-small = those farther from your stars of population 1 than { $steps }
log-chr-farther-from-yours = those farther from your stars than { $steps }
log-chr-pool-empty-conquest = the pool of new stars is empty: it skips the conquest
log-chr-conquer-neutral-result = the Automa { $made ->
        [yes] places a new star and takes
       *[other] takes
    } { $star } { $at }{ $fortified ->
        [yes] ; the Shadow Empire claims it too (the card's Shadow icon): fortified
       *[other] {""}
    }
log-chr-explore-what = the Automa explores
log-chr-explore-nothing = no hex in reach where a star may go: it skips the exploration
log-chr-nearer-your-stars = those nearer your stars than { $steps } (its favourite is not Military: it explores far from you)
log-chr-pool-empty-exploration = the pool of new stars is empty: it skips the exploration
log-chr-explore-result = a new neutral star, { $star }, at { $at }
log-chr-chronicle-empty = The Chronicle deck is empty: no card
log-chr-chronicle-taken = The Automa takes a Chronicle card, face down ({ $n } held)

## Income turns (src/rules/automa/chroniclers/income.rs)
log-chr-favourite-finished = { $field } is finished
log-chr-favourite-behind = another is further along in { $field } ({ $other } to { $mine })
log-chr-favourite-what = { $bot ->
        [automa] the Automa's
       *[other] the Shadow Empire's
    } favourite field
log-chr-favourite-result = { $why }: { $bot } now favours { $field }
log-chr-income-turn = The Chroniclers' income turn { $n }
# $card: "yes" when a Chronicle card covers the multipliers, "no" when a marker does.
log-chr-income-covered = { $card ->
        [yes] A Chronicle card covers
       *[other] The Chronicle deck is empty: a marker covers
    } the multipliers of income turn { $n }; their decision deck is reshuffled: { $left } cards
log-chr-civ-income-what = the { $civ } civilization's income
log-chr-civ-few-stars = { $stars } stars, fewer than { $n }: it conquers
log-chr-civ-enough-stars = { $stars } stars, not fewer than { $n }: nothing
log-chr-civ-milestones = { $milestones } milestones x { $k } = { $dp } DP
log-chr-civ-explores = it explores
log-chr-civ-hex-tie-break = hex tiebreaker { $scan }
log-chr-civ-fortifies = { $count } of its stars have no claim (more than { $k }): the Shadow Empire fortifies { $at }
log-chr-civ-no-fortify = { $count } of its stars have no claim: nothing
log-chr-civ-fortified = { $fortified } fortified stars x { $k } = { $dp } DP
log-chr-dp-civilization = civilization
log-chr-score-what = the Automa's income turn { $n } score
# $every: log-chr-score-every-level or nothing; $level: log-chr-score-level or nothing.
log-chr-score-result = ({ $stars } stars + { $milestones } milestones) x { $a } + { $lb } Military/Propulsion levels x { $b } + { $lc } other levels x { $c }{ $every }{ $level } = { $total } DP
# $dp: signed ("+4", "-2").
log-chr-score-every-level = {" "}{ $dp } (every level)
log-chr-score-level = {" "}{ $dp } ({ $level })
log-chr-dp-income-turns = income turns
log-chr-dp-income-turn = income turn { $n }

## Their turn (src/rules/automa/chroniclers/turn.rs)
log-chr-pair-what = the Chroniclers' pair
log-chr-pair-result = { $track } is the track card (the Automa { $automa }, the Shadow Empire { $shadow }{ $income ->
        [yes] , income
       *[other] {""}
    }); { $tie } the tiebreaker (fields { $order }, hexes { $scan })
log-chr-income-instead = The deck is empty and the track card shows income: an income turn instead

## What the view shows of them (src/rules/automa/chroniclers/display.rs)
# A decision card in words; $income, $adjacent, $claim: "yes" when it has that icon.
log-chr-card-line = { $card }: Automa { $automa }, Shadow { $shadow }{ $income ->
        [yes] , income
       *[other] {""}
    }; fields { $order }; hexes { $scan }{ $adjacent ->
        [yes] , adjacent
       *[other] {""}
    }{ $claim ->
        [yes] , Shadow claim
       *[other] {""}
    }
# $field: a field's name cut to three letters.
log-chr-panel-level = { $field } { $level }
log-chr-panel-automa = Automa: { $levels }; favourite { $favourite }; civilization { $civs }
log-chr-panel-shadow = Shadow Empire: { $levels }; favourite { $favourite }
log-chr-panel-reach-everywhere = Reach: the whole board
log-chr-panel-reach = Reach: { $n } hexes from its stars
log-chr-panel-milestone = { $field } { $level }: { $by }
log-chr-panel-open = open
log-chr-panel-milestones = Milestones: { $list }
# $dp: the places' DP ("5/3/1").
log-chr-panel-achievement = { $achievement } ({ $dp } DP): { $by }
log-chr-panel-held = Chronicle cards held: { $n } (each may be a trap when you take their star)
log-chr-panel-title = The Chroniclers
log-chr-mark-fortified = Fortified by the Shadow Empire at { $at }: taking it needs more ships
log-chr-mark-claim = Your claim marker: the Automa took this star from you and cannot take it again while it stays
# $deck: "start" or "progress".
log-chr-table-card = { $id } ({ $deck ->
        [start] start
       *[other] progress
    }): { $card }
log-chr-table-cards-intro = Each card: the Automa's icon and the Shadow Empire's, the field order (top to bottom) and the hex scan order its tiebreakers use.
log-chr-table-benefits-intro = What the Automa gains on reaching each level of a field (the Shadow Empire gains nothing).

## Errors in their table file (src/rules/automa/chroniclers/tables.rs)
# $at: a place in the file ("milestones"); $what: what is counted or measured there.
log-chr-data-at = { $what ->
        [levels] { $at } (levels)
        [places] { $at } (places)
        [cards] { $at } (cards)
        [multipliers] { $at } (multipliers)
        [levels-2-6] { $at } (2 to 6)
        [length] { $at } (length)
        [how-many-kinds] { $at } (how many kinds)
        [start-cards] { $at } (start cards)
        [count] { $at } count
       *[how-many] { $at } (how many)
    }
log-chr-data-field-twice = `{ $at }.fields` names { $field } twice
log-chr-data-milestones-rise = `milestones` must rise, each level once
log-chr-data-achievement-twice = `achievements[{ $i }]`: { $achievement } is listed twice
log-chr-data-benefit-rows = `benefits` must hold one row for each field: { $field } has { $n }
log-chr-data-civilizations = `civilizations` must hold one for each field: { $field } has { $n }
log-chr-data-home-star = `frontier.pool[{ $i }]`: a home star is no counter
log-chr-data-card-twice = `{ $at }.id`: card { $id } is listed twice
# $found: the fields the file lists.
log-chr-data-card-order = `{ $at }.order` must list each of the five fields once, found { $found }
log-chr-data-first-deck = the first decision deck needs at least 2 cards

## The benefit board in the rules reference (src/rules/automa/chroniclers/display.rs)
# $benefit: what reaching a level brings the Automa.
log-chr-benefit = { $benefit ->
        [conquer] conquer
        [conquer-anywhere] conquer anywhere
        [explore] explore
        [explore-anywhere] explore anywhere
       *[chronicle] a Chronicle card
    }
# $fields: the fields it may roll (log-chr-or), or log-chr-benefit-any-field.
log-chr-benefit-roll = roll { $fields } and advance{ $keep ->
        [yes] {" "}(with its benefit)
       *[other] {""}
    }
log-chr-benefit-any-field = a field
log-chr-or = { $list } or { $item }
log-chr-benefit-then = { $list }, then { $item }
# $benefits: what reaching level $level brings, or "-".
log-chr-benefit-level = { $level } { $benefits }
log-chr-benefit-next = { $list }; { $item }
log-chr-benefit-row = { $field }: { $levels }
log-chr-table-cards-title = The Chroniclers' decision cards
log-chr-table-benefits-title = The Automa's benefit board
log-chr-legend-fortified = a star the Shadow Empire fortified: 3 more ships to take it
log-chr-legend-claim = your claim marker on a star the Automa took from you: it cannot take it again
log-chr-trap-gain-fails = A Chronicle trap: your gain of { $star } fails

## The tables' rows a decision shows (advance.rs, conquer.rs, income.rs, mod.rs, tables.rs)
# Why fields are valid for an icon of a track card.
log-chr-fields-below-six = { $n ->
        [one] { $n } field
       *[other] { $n } fields
    } below level 6
# A field and how many levels it lacks.
log-chr-field-level = { $field } { $level }
# $levels: log-chr-field-level, listed with log-chr-list-next.
log-chr-fewest-to-end = fewest levels to 6: { $levels }
log-chr-fewest-to-milestone = fewest levels to an unclaimed milestone or to 6: { $levels }
log-chr-its-favourite = its favourite, { $field }
# $why: why the fields of the L icon are valid.
log-chr-favourite-as-l = its favourite is finished, so as L: { $why }
# $letter: the icon's letter (A, L, E, F); $icon: log-chr-icon.
log-chr-icon-row = icon { $letter } ({ $icon }): { $because }
log-chr-as-l-icon = as the L icon: { $because }
# How far the Automa may go ($reach of the rows below).
log-chr-reach-anywhere = the whole board (anywhere)
log-chr-reach-whole-board = reach of its stars (the whole board at Propulsion 6)
log-chr-reach-hexes = { $r } hexes of its stars not blocked by your ships
log-chr-conquer-yours-row = your stars of population { $population } or less, without your ships, a claim or a home, within { $reach }
log-chr-conquer-neutral-row = neutral stars without your ships and empty hexes where a star may go, within { $reach }
log-chr-explore-row = empty hexes where a star may go, within { $reach }
# $mat: "normal" or "hard"; $a, $b, $c: the column's multipliers.
log-chr-mat-row = { $mat ->
        [hard] hard
       *[normal] normal
    } mat, column { $column } (the leftmost uncovered): A x{ $a }, B x{ $b }, C x{ $c }
log-chr-capital-row = the center sector's stars farthest from your home star (not Zenith)
# A civilization and what it gives at each income turn ($bonus: log-chr-civ-bonus-*).
log-chr-civ-row = { $civ }: { $bonus }
log-chr-civ-bonus-few-stars = conquers when it owns fewer stars than the income turn's number
log-chr-civ-bonus-milestones = { $n } DP per milestone on its mat
log-chr-civ-bonus-explores = explores
log-chr-civ-bonus-fortify = the Shadow Empire fortifies one of its stars when more than { $n } have no claim
log-chr-civ-bonus-fortified = { $n } DP per fortified star it owns

## A hex scan order in words (src/rules/board/scan.rs)
# $rows: the axis constant along a row (x, y, s); $along: the axis read along it;
# $from, $read: "lowest" or "highest", where the rows and each row start.
log-chr-scan-words = rows of equal { $rows } from the { $from ->
        [lowest] lowest
       *[highest] highest
    }, each read from the { $read ->
        [lowest] lowest
       *[highest] highest
    } { $along }
