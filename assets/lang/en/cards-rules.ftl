# What is missing for a domination card's A condition (shown in the card panel, and in
# the reason a play for A is refused).

card-rules-center-stars = you own { $have } of { $n ->
    [one] { $n } star
   *[other] { $n } stars
} in the center sector
card-rules-home-sector = not every star of your home sector is yours
card-rules-populous-stars = { $have } of { $n ->
    [one] { $n } star
   *[other] { $n } stars
} with { $population }+ population
# $field: the Spirituality field's name; $level: the level needed; $have: yours.
card-rules-diplomatic = needs { $field } { $level }+ (you have { $have }), the center sector's central star and peace with everyone
card-rules-start-of-movement = this card is played at the start of your movement
card-rules-nebulae = your ships are in { $have } of { $n } nebulae
# $field: the Propulsion field's name; $level: the level needed; $n: the sectors needed;
# $have: the sectors with both now.
card-rules-sectors = needs { $field } { $level }+ and a ship and a star in { $n ->
    [one] { $n } sector
   *[other] { $n } sectors
} ({ $have })
card-rules-combat-value = your ships are worth { $have } of { $n } combat value
card-rules-stars = you own { $have } of { $n ->
    [one] { $n } star
   *[other] { $n } stars
}
card-rules-stars-taken = you took { $have } of { $n ->
    [one] { $n } star
   *[other] { $n } stars
} from other factions this round
card-rules-trading-turn = this card is played at the end of a round: in your trading turn
card-rules-alignment-lead-solo = needs { $min }+ DP (you have { $have }) and more technology levels than the automa of your alignment
card-rules-alignment-lead = needs { $min }+ DP and more DP than everyone of your alignment
card-rules-biggest-build = your biggest build this round: { $have } of { $n ->
    [one] { $n } ship
   *[other] { $n } ships
}
card-rules-total-levels = { $have } of { $n } technology levels
card-rules-six-and-five = needs one field at { $high } and another at { $next }+
