//! Your choices in their turn (RULES.md 14): which frontier counter becomes your star
//! and where, where the discs Regent and Steward give you go, the disc Regent sells, the
//! archive card Scientist sells. Each is a question with a proposal; a seat no person
//! plays takes the proposal at once.

use super::moves::{self, you};
use super::state::{self, Ancients, Ask, key_hex};
use super::tables::{AncientsTable, ArchiveType};
use super::{ROLE, ancients};
use crate::rules::board::hex_label;
use crate::rules::log::DpKind;
use crate::rules::model::*;
use crate::rules::nouns::count;
use crate::rules::prompt::{ChoiceOption, Prompt, PromptSlot};
use crate::rules::snapshot::Snapshot;
use crate::rules::table::Roster;
use crate::rules::{discs, dp, levels, narrate, ships};
use bevy::prelude::*;
use hexx::Hex;

/// The fields an archive card of type `t` may raise (ours: the design names none).
pub fn fields(t: ArchiveType) -> &'static [Field] {
    match t {
        ArchiveType::Military => &[Field::Military],
        ArchiveType::Industry => &[Field::Robotics, Field::Propulsion],
        ArchiveType::Culture => &[Field::Spirituality, Field::Genetics],
    }
}

/// A question: its title, its text, its options and the proposed one.
struct Question {
    title: String,
    text: String,
    options: Vec<ChoiceOption>,
    suggested: usize,
}

/// Puts the question `ask`: to you when a person plays your seat, else its proposal is
/// taken. A question with no option is skipped (what follows it is skipped too).
pub fn ask(world: &mut World, ask: Ask) {
    let Some((seat, table)) = ancients(world) else {
        return;
    };
    let Some(q) = question(world, &table, &ask) else {
        // No counter, hex or disc for your star: the counters leave all the same.
        if matches!(ask, Ask::ExploreCounter | Ask::ExploreHex { .. }) {
            moves::you_colonize(world, &table, None, None);
        }
        return;
    };
    let person = you(world);
    // One field to raise: nothing to ask.
    let only = matches!(ask, Ask::ArchiveField { .. }) && q.options.len() == 1;
    if !world.resource::<Roster>().is_human(person) || only {
        let key = q.options[q.suggested.min(q.options.len() - 1)].key.clone();
        let _ = apply(world, &table, ask, &key);
        return;
    }
    world.resource_mut::<Ancients>().asking = Some(ask);
    world.resource_mut::<PromptSlot>().ask(
        person,
        Prompt::KindChoice {
            automa: seat,
            topic: ROLE,
            title: q.title,
            text: q.text,
            options: q.options,
            suggested: q.suggested,
        },
    );
}

/// Your answer to the question waiting; a refused one leaves it waiting.
pub fn answer(world: &mut World, key: &str) -> Result<String, String> {
    let Some((_, table)) = ancients(world) else {
        return Err("the Ancients are not at this table".into());
    };
    let Some(waiting) = world.resource_mut::<Ancients>().asking.take() else {
        return Err("nothing of theirs waits for your answer".into());
    };
    // Only an option offered now is taken.
    let offered =
        question(world, &table, &waiting).is_some_and(|q| q.options.iter().any(|o| o.key == key));
    if !offered {
        world.resource_mut::<Ancients>().asking = Some(waiting);
        return Err(format!("{key:?} is not one of the options"));
    }
    apply(world, &table, waiting, key)
}

/// Your stars a disc may go to now: not one already given a disc this time, within the
/// growth limit when `limit`; each with its discs.
fn disc_stars(world: &World, limit: bool, used: &[(i32, i32)]) -> Vec<(Hex, String, u32)> {
    let me = you(world);
    let snap = Snapshot::take(world);
    let mut stars: Vec<(Hex, String, u32)> = snap
        .stars
        .iter()
        .filter(|s| s.owner == Some(me) && !used.contains(&(s.hex.x, s.hex.y)))
        .filter(|s| !limit || s.population < discs::growth_limit(world, &snap, me, s.hex))
        .map(|s| (s.hex, s.name.to_string(), discs::discs_on(world, s)))
        .collect();
    // The least populous first (reading order on ties): the proposal.
    stars.sort_by(|a, b| {
        a.2.cmp(&b.2)
            .then(crate::rules::board::hex_order(&a.0, &b.0))
    });
    stars
}

/// The face-up archive cards: (pile, type, cost).
fn shown_archive(world: &World, table: &AncientsTable) -> Vec<(usize, ArchiveType, u32)> {
    (0..table.archive.len())
        .filter_map(|p| {
            let top = world
                .resource::<crate::rules::deck::Decks>()
                .get(&state::archive_name(p))?
                .top()?;
            let (t, cost) = state::archive_card(table, p, top)?;
            Some((p, t, cost))
        })
        .collect()
}

/// The question for `ask` now, or `None` when it has no option (nothing to place, no
/// disc on your track, no card shown).
fn question(world: &mut World, table: &AncientsTable, ask: &Ask) -> Option<Question> {
    let me = you(world);
    let track = world.resource::<PopulationTracks>().0[me];
    match ask {
        Ask::ExploreCounter => {
            let shown = world.resource::<Ancients>().frontier.clone();
            if shown.is_empty() {
                return None;
            }
            let best = moves::by_value(world, table).first().copied().unwrap_or(0);
            Some(Question {
                title: "Explorer: your new star".into(),
                text: "Choose the frontier counter that becomes a new star of yours (one disc from your track); the other counters leave the game and the display is refilled.".into(),
                options: shown
                    .iter()
                    .enumerate()
                    .map(|(i, &c)| {
                        let kind = state::frontier_kind(table, c);
                        ChoiceOption::new(
                            format!("counter:{i}"),
                            format!("{kind:?}"),
                            format!("A new {kind:?} star, yours with one disc, on a hex you choose next."),
                        )
                    })
                    .collect(),
                suggested: best,
            })
        }
        Ask::ExploreHex { pick } => {
            let shown = world.resource::<Ancients>().frontier.clone();
            let kind = state::frontier_kind(table, *shown.get(*pick)?);
            let hexes = moves::your_frontier_hexes(world, table);
            if hexes.is_empty() || track == 0 {
                return None;
            }
            Some(Question {
                title: format!("Explorer: where does your {kind:?} star go?"),
                text: format!(
                    "Any empty hex at least {} from every star (no ruin, anomaly or wormhole): click a marked hex or choose below. Proposed: the nearest to your home star.",
                    table.frontier.min_star_distance
                ),
                options: hexes
                    .iter()
                    .map(|&h| {
                        ChoiceOption::new(
                            format!("hex:{},{}", h.x, h.y),
                            hex_label(h),
                            format!("Your new {kind:?} star at {}.", hex_label(h)),
                        )
                        .at(h)
                    })
                    .collect(),
                suggested: 0,
            })
        }
        Ask::Disc {
            left, limit, used, ..
        } => {
            let stars = disc_stars(world, *limit, used);
            if stars.is_empty() || track == 0 || *left == 0 {
                return None;
            }
            Some(Question {
                title: format!("Place a disc ({} to place)", left),
                text: if *limit {
                    "A disc from your track onto one of your stars, within its growth limit.".into()
                } else {
                    "A disc from your track onto one of your stars (one per star; the growth limit does not count).".into()
                },
                options: stars
                    .iter()
                    .map(|(h, name, d)| {
                        ChoiceOption::new(
                            format!("star:{},{}", h.x, h.y),
                            format!("{name} ({})", count(*d, "disc")),
                            format!("A disc on {name} {}.", hex_label(*h)),
                        )
                        .at(*h)
                    })
                    .collect(),
                suggested: 0,
            })
        }
        Ask::BuyDisc { dp, limit, used } => {
            if disc_stars(world, *limit, used).is_empty() || track == 0 {
                return None;
            }
            Some(Question {
                title: format!("Buy one more disc for {dp} DP?"),
                text: format!(
                    "Regent sells you one more disc from your track onto a star of yours that had none this time, for {dp} DP."
                ),
                options: vec![
                    ChoiceOption::new("no", "No", "Keep your DP."),
                    ChoiceOption::new(
                        "buy",
                        format!("Buy ({dp} DP)"),
                        format!("Pay {dp} DP, then place the disc."),
                    ),
                ],
                suggested: 0,
            })
        }
        Ask::Archive { dp } => {
            let shown = shown_archive(world, table);
            let raisable = |t: ArchiveType| {
                fields(t)
                    .iter()
                    .any(|&f| levels::can_gain_level(world, me, f))
            };
            let mut options: Vec<ChoiceOption> =
                vec![ChoiceOption::new("none", "No card", "Keep your DP.")];
            let mut suggested = 0;
            for &(p, t, cost) in &shown {
                if !raisable(t) {
                    continue;
                }
                // A level for 1 DP is worth it; for more, the proposal is to pass.
                if suggested == 0 && *dp <= 1 {
                    suggested = options.len();
                }
                let names: Vec<String> = fields(t).iter().map(|f| format!("{f:?}")).collect();
                options.push(ChoiceOption::new(
                    format!("card:{p}"),
                    format!("{t:?} ({cost})"),
                    format!(
                        "Pay {dp} DP for this {t:?} card: +1 level in {}.",
                        names.join(" or ")
                    ),
                ));
            }
            if options.len() == 1 {
                return None;
            }
            Some(Question {
                title: format!("Buy an archive card for {dp} DP?"),
                text: format!(
                    "Scientist sells you one face-up archive card for {dp} DP: +1 level in a field of its type (military: Military; industry: Robotics or Propulsion; culture: Spirituality or Genetics)."
                ),
                options,
                suggested,
            })
        }
        Ask::ArchiveField { pile, .. } => {
            let (_, t, _) = shown_archive(world, table)
                .into_iter()
                .find(|s| s.0 == *pile)?;
            let tech = world.resource::<Technology>();
            let open: Vec<Field> = fields(t)
                .iter()
                .copied()
                .filter(|&f| levels::can_gain_level(world, me, f))
                .collect();
            if open.is_empty() {
                return None;
            }
            let lowest = (0..open.len())
                .min_by_key(|&i| tech.level(me, open[i]))
                .unwrap_or(0);
            Some(Question {
                title: "Which field gains the level?".into(),
                text: format!("The {t:?} card raises one field of its type by 1."),
                options: open
                    .iter()
                    .map(|f| {
                        ChoiceOption::new(
                            format!("field:{f:?}"),
                            format!("{f:?} {}", tech.level(me, *f)),
                            format!(
                                "{f:?} from {} to {}.",
                                tech.level(me, *f),
                                tech.level(me, *f) + 1
                            ),
                        )
                    })
                    .collect(),
                suggested: lowest,
            })
        }
        Ask::FollowPiece => {
            let snap = Snapshot::take(world);
            let mut hexes: Vec<Hex> = snap.occupied.to_vec();
            hexes.retain(|&h| !ships::ships_entities_at(world, me, h).0.is_empty());
            hexes.sort_by(crate::rules::board::hex_order);
            if hexes.is_empty() {
                return None;
            }
            let mut options = vec![ChoiceOption::new(
                "stay",
                "Move none",
                "Leave your ships where they stand.",
            )];
            options.extend(hexes.iter().map(|&h| {
                ChoiceOption::new(
                    format!("from:{},{}", h.x, h.y),
                    hex_label(h),
                    format!("Move one ship piece from {} first.", hex_label(h)),
                )
                .at(h)
            }));
            Some(Question {
                title: "Their Warlord: move one ship first?".into(),
                text: "Following their Warlord, you may move one ship piece (by your usual movement, to a hex with no hostile ships) before all their cruisers move, with battles, to the district on the back of the next card of the deck you reveal.".into(),
                options,
                suggested: 0,
            })
        }
        Ask::FollowTo { from } => {
            let from = Hex::new(from.0, from.1);
            let targets = follow_targets(world, me, from);
            if targets.is_empty() {
                return None;
            }
            let mut options: Vec<ChoiceOption> = targets
                .iter()
                .map(|&h| {
                    ChoiceOption::new(
                        format!("to:{},{}", h.x, h.y),
                        hex_label(h),
                        format!(
                            "The ship from {} goes to {}.",
                            hex_label(from),
                            hex_label(h)
                        ),
                    )
                    .at(h)
                })
                .collect();
            options.push(ChoiceOption::new(
                "back",
                "Another ship",
                "Pick another ship, or none.",
            ));
            Some(Question {
                title: format!("Where does the ship from {} go?", hex_label(from)),
                text: "Within your usual reach, to a hex with no hostile ships.".into(),
                suggested: options.len() - 1,
                options,
            })
        }
    }
}

/// Where your one ship may go before their Warlord move: within your reach, no hostile
/// ships there, `from` excluded.
fn follow_targets(world: &mut World, me: Seat, from: Hex) -> Vec<Hex> {
    let reach = crate::rules::player::player_reach(world, me, from, None);
    let snap = Snapshot::take(world);
    let board = world.resource::<crate::rules::board::Board>();
    let dip = world.resource::<Diplomacy>();
    reach
        .hexes
        .iter()
        .copied()
        .filter(|&h| h != from && snap.hostile_ships(board, dip, h, me) == 0)
        .collect()
}

/// You pay `dp` DP to them for `what`.
fn pay(world: &mut World, dp: u32, what: &str) {
    let me = you(world);
    dp::award_dp(
        world,
        me,
        -(dp as i32),
        DpKind::Kind,
        "the Ancients",
        what,
        None,
    );
}

/// Applies an answer (an option of the question), putting the next question if any.
fn apply(world: &mut World, table: &AncientsTable, ask: Ask, key: &str) -> Result<String, String> {
    let me = you(world);
    match ask {
        Ask::ExploreCounter => {
            let pick: usize = key
                .strip_prefix("counter:")
                .and_then(|k| k.parse().ok())
                .ok_or_else(|| format!("{key:?} is no counter"))?;
            self::ask(world, Ask::ExploreHex { pick });
            Ok(format!("you take counter {}", pick + 1))
        }
        Ask::ExploreHex { pick } => {
            let h = key_hex(key, "hex:").ok_or_else(|| format!("{key:?} is no hex"))?;
            moves::you_colonize(world, table, Some(pick), Some(h));
            Ok(format!("your new star at {}", hex_label(h)))
        }
        Ask::Disc {
            left,
            limit,
            mut used,
            buy_dp,
        } => {
            let h = key_hex(key, "star:").ok_or_else(|| format!("{key:?} is no star"))?;
            let snap = Snapshot::take(world);
            let star = snap.star_at(h).cloned().ok_or("no star there")?;
            if discs::take_disc(world, me) {
                ships::modify::<Star>(world, star.entity, |s| s.population += 1);
                narrate::log_seat_event(
                    world,
                    me,
                    Some(h),
                    format!("You place a disc on {} {}", star.name, hex_label(h)),
                );
            }
            used.push((h.x, h.y));
            if left > 1 {
                self::ask(
                    world,
                    Ask::Disc {
                        left: left - 1,
                        limit,
                        used,
                        buy_dp,
                    },
                );
            } else if let Some(dp) = buy_dp {
                self::ask(world, Ask::BuyDisc { dp, limit, used });
            }
            Ok(format!("a disc on {}", star.name))
        }
        Ask::BuyDisc { dp, limit, used } => {
            if key == "buy" {
                pay(world, dp, "a disc bought (Regent)");
                self::ask(
                    world,
                    Ask::Disc {
                        left: 1,
                        limit,
                        used,
                        buy_dp: None,
                    },
                );
                Ok(format!("you buy a disc for {dp} DP"))
            } else {
                Ok("you buy no disc".into())
            }
        }
        Ask::Archive { dp } => {
            if key == "none" {
                return Ok("you buy no archive card".into());
            }
            let pile: usize = key
                .strip_prefix("card:")
                .and_then(|k| k.parse().ok())
                .ok_or_else(|| format!("{key:?} is no card"))?;
            self::ask(world, Ask::ArchiveField { dp, pile });
            Ok(format!("you choose the card of pile {}", pile + 1))
        }
        Ask::ArchiveField { dp, pile } => {
            let field = Field::ALL
                .into_iter()
                .find(|f| key == format!("field:{f:?}"))
                .ok_or_else(|| format!("{key:?} is no field"))?;
            world
                .resource_mut::<crate::rules::deck::Decks>()
                .draw(&state::archive_name(pile), "an archive card you bought");
            pay(world, dp, "an archive card bought");
            levels::gain_level(world, me, field);
            narrate::log_seat_event(
                world,
                me,
                None,
                format!("You buy an archive card for {dp} DP: {field:?} +1"),
            );
            Ok(format!("{field:?} +1"))
        }
        Ask::FollowPiece => {
            if key == "stay" {
                return Ok("you move no ship first".into());
            }
            let from = key_hex(key, "from:").ok_or_else(|| format!("{key:?} is no hex"))?;
            self::ask(
                world,
                Ask::FollowTo {
                    from: (from.x, from.y),
                },
            );
            Ok(format!("you pick a ship at {}", hex_label(from)))
        }
        Ask::FollowTo { from } => {
            if key == "back" {
                self::ask(world, Ask::FollowPiece);
                return Ok("you pick again".into());
            }
            let to = key_hex(key, "to:").ok_or_else(|| format!("{key:?} is no hex"))?;
            let said =
                crate::rules::player::move_one_piece(world, me, Hex::new(from.0, from.1), to)?;
            narrate::log_seat_event(
                world,
                me,
                Some(to),
                format!("Before their Warlord move: {said}"),
            );
            Ok(said)
        }
    }
}
