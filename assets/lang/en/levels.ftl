# What a difficulty level does to each automa kind: the new-game screen's difficulty
# choice and the table gallery's cards. Each line is shown after the automa's name and
# a colon ("Slavers: bring 2 more ships ...", words-difficulty-line).
# $name: the level's name from the rules data (content-level-...-name).

## The solo automas (src/rules/automa/solo/mod.rs); the subject is the automa
levels-solo-spawn = bring { $n ->
        [one] { $n } more ship
       *[other] { $n } more ships
    } to each wormhole when they spawn
# $peace: the discs at which they never make peace (as many or fewer than $n here).
levels-solo-discs-no-peace = start with { $n ->
        [one] { $n } disc
       *[other] { $n } discs
    } of offboard power (they never make peace)
levels-solo-discs = start with { $n ->
        [one] { $n } disc
       *[other] { $n } discs
    } of offboard power (with { $peace } they never make peace)
# Joins levels-solo-spawn and levels-solo-discs.
levels-solo-and = { $list }, and { $item }

## The Remnants (src/rules/automa/remnants/mod.rs)
# $systems: one of levels-remnants-systems-...; $military: their Military level in
# each era, "1, 3, 4".
levels-remnants = { $name }: a hidden garrison at { $systems }; they fight at Military { $military } by era
levels-remnants-systems-all = every neutral star
levels-remnants-systems-outside-home = every neutral star outside the home sectors
# $kinds: levels-remnants-kind-... words, joined by levels-remnants-kinds-and.
levels-remnants-systems-by-kind = the { $kinds } stars outside the home sectors
levels-remnants-kind-home = home star
levels-remnants-kind-uninhabited = uninhabited
levels-remnants-kind-primitive = primitive
levels-remnants-kind-advanced = advanced
levels-remnants-kinds-and = { $list } and { $item }

## The Ancients (src/rules/automa/ancients/mod.rs)
# $max: their cruisers in all; $dp: what each of their colony tokens is worth.
levels-ancients = { $name }: { $cruisers ->
        [one] { $cruisers } cruiser
       *[other] { $cruisers } cruisers
    } in play at the start (of { $max }), { $credits ->
        [one] { $credits } credit
       *[other] { $credits } credits
    }, their colony tokens { $dp } DP

## The Chroniclers (src/rules/automa/chroniclers/display.rs)
# $parts: the levels-chroniclers-... below that apply, joined by levels-chroniclers-next.
levels-chroniclers = { $name }: { $parts }
levels-chroniclers-next = { $list }, { $item }
levels-chroniclers-mat-normal = normal mat
levels-chroniclers-mat-hard = hard mat
# The Automa's DP at each income turn, beyond its mat: more, or fewer ($dp is positive).
levels-chroniclers-income-more = +{ $dp } DP at each income turn
levels-chroniclers-income-less = -{ $dp } DP at each income turn
levels-chroniclers-you-start-level = you start a level up in a field of your choice
# What the bots gain at the first income turn.
levels-chroniclers-first-income = { $n ->
        [one] { $n } advance
       *[other] { $n } advances
    } at the start
levels-chroniclers-extra-civilization = a second civilization
