//! Your choices in their turn (RULES.md 14): which frontier counter becomes your star
//! and where, where the discs Regent and Steward give you go, the disc Regent sells, the
//! archive card Scientist sells. Each is a question with a proposal; a seat no person
//! plays takes the proposal at once.

use super::moves::{self, you};
use super::state::{self, Ancients, Ask, key_hex};
use super::tables::kind_says;
use super::tables::{AncientsTable, ArchiveType};
use super::{ROLE, ancients};
use crate::lang::Says;
use crate::rules::board::hex_label;
use crate::rules::log::DpKind;
use crate::rules::model::*;
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

/// A question: its title, its text, its options and the proposed one (words written out
/// only when a person is asked: a seat no person plays takes the proposal unread).
struct Question {
    title: Says,
    text: Says,
    options: Vec<Opt>,
    suggested: usize,
}

/// An option of a question: its key, its label and its tooltip, the hex it is about.
struct Opt {
    key: String,
    label: Says,
    hover: Says,
    hex: Option<Hex>,
}

impl Opt {
    fn new(key: impl Into<String>, label: impl Into<Says>, hover: impl Into<Says>) -> Self {
        Opt {
            key: key.into(),
            label: label.into(),
            hover: hover.into(),
            hex: None,
        }
    }

    fn at(mut self, h: Hex) -> Self {
        self.hex = Some(h);
        self
    }

    /// The option as the person reads it, in the language in use.
    fn shown(&self) -> ChoiceOption {
        let o = ChoiceOption::new(self.key.clone(), self.label.clone(), self.hover.clone());
        match self.hex {
            Some(h) => o.at(h),
            None => o,
        }
    }
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
            options: q.options.iter().map(Opt::shown).collect(),
            suggested: q.suggested,
        },
    );
}

/// Your answer to the question waiting; a refused one leaves it waiting.
pub fn answer(world: &mut World, key: &str) -> Result<crate::lang::Says, crate::lang::Says> {
    let Some((_, table)) = ancients(world) else {
        return Err(crate::says!("log-anc-refuse-absent"));
    };
    let Some(waiting) = world.resource_mut::<Ancients>().asking.take() else {
        return Err(crate::says!("log-anc-refuse-nothing-asked"));
    };
    // Only an option offered now is taken.
    let offered =
        question(world, &table, &waiting).is_some_and(|q| q.options.iter().any(|o| o.key == key));
    if !offered {
        world.resource_mut::<Ancients>().asking = Some(waiting);
        return Err(crate::says!(
            "log-anc-refuse-not-option",
            key = format!("{key:?}")
        ));
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
                title: crate::says!("kind-prompts-ancients-explore-title"),
                text: crate::says!("kind-prompts-ancients-explore-text"),
                options: shown
                    .iter()
                    .enumerate()
                    .map(|(i, &c)| {
                        let kind = state::frontier_kind(table, c);
                        Opt::new(
                            format!("counter:{i}"),
                            kind_says(kind),
                            crate::says!(
                                "kind-prompts-ancients-explore-hover",
                                kind = kind_says(kind)
                            ),
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
                title: crate::says!(
                    "kind-prompts-ancients-explore-hex-title",
                    kind = kind_says(kind)
                ),
                text: crate::says!(
                    "kind-prompts-ancients-explore-hex-text",
                    n = table.frontier.min_star_distance
                ),
                options: hexes
                    .iter()
                    .map(|&h| {
                        Opt::new(
                            format!("hex:{},{}", h.x, h.y),
                            hex_label(h),
                            crate::says!(
                                "kind-prompts-ancients-explore-hex-hover",
                                kind = kind_says(kind),
                                at = hex_label(h)
                            ),
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
                title: crate::says!("kind-prompts-ancients-disc-title", n = *left),
                text: if *limit {
                    crate::says!("kind-prompts-ancients-disc-text-limit")
                } else {
                    crate::says!("kind-prompts-ancients-disc-text")
                },
                options: stars
                    .iter()
                    .map(|(h, name, d)| {
                        Opt::new(
                            format!("star:{},{}", h.x, h.y),
                            crate::says!("kind-prompts-ancients-disc-label", star = name, n = *d),
                            crate::says!(
                                "kind-prompts-ancients-disc-hover",
                                star = name,
                                at = hex_label(*h)
                            ),
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
                title: crate::says!("kind-prompts-ancients-buy-disc-title", dp = *dp),
                text: crate::says!("kind-prompts-ancients-buy-disc-text", dp = *dp),
                options: vec![
                    Opt::new(
                        "no",
                        crate::says!("kind-prompts-ancients-no"),
                        crate::says!("kind-prompts-ancients-keep-dp"),
                    ),
                    Opt::new(
                        "buy",
                        crate::says!("kind-prompts-ancients-buy-disc-label", dp = *dp),
                        crate::says!("kind-prompts-ancients-buy-disc-hover", dp = *dp),
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
            let mut options: Vec<Opt> = vec![Opt::new(
                "none",
                crate::says!("kind-prompts-ancients-no-card"),
                crate::says!("kind-prompts-ancients-keep-dp"),
            )];
            let mut suggested = 0;
            for &(p, t, cost) in &shown {
                if !raisable(t) {
                    continue;
                }
                // A level for 1 DP is worth it; for more, the proposal is to pass.
                if suggested == 0 && *dp <= 1 {
                    suggested = options.len();
                }
                let names = fields(t)
                    .iter()
                    .map(|f| f.says())
                    .reduce(|a, b| crate::says!("kind-prompts-ancients-or", a = a, b = b))
                    .unwrap_or_default();
                options.push(Opt::new(
                    format!("card:{p}"),
                    crate::says!(
                        "kind-prompts-ancients-archive-label",
                        archive = t.says(),
                        cost = cost
                    ),
                    crate::says!(
                        "kind-prompts-ancients-archive-hover",
                        dp = *dp,
                        archive = t.says(),
                        fields = names
                    ),
                ));
            }
            if options.len() == 1 {
                return None;
            }
            Some(Question {
                title: crate::says!("kind-prompts-ancients-archive-title", dp = *dp),
                text: crate::says!("kind-prompts-ancients-archive-text", dp = *dp),
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
                title: crate::says!("kind-prompts-ancients-field-title"),
                text: crate::says!("kind-prompts-ancients-field-text", archive = t.says()),
                options: open
                    .iter()
                    .map(|f| {
                        Opt::new(
                            format!("field:{f:?}"),
                            crate::says!(
                                "kind-prompts-ancients-field-label",
                                field = f.says(),
                                level = tech.level(me, *f)
                            ),
                            crate::says!(
                                "kind-prompts-ancients-field-hover",
                                field = f.says(),
                                level = tech.level(me, *f),
                                next = tech.level(me, *f) + 1
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
            let mut options = vec![Opt::new(
                "stay",
                crate::says!("kind-prompts-ancients-follow-none"),
                crate::says!("kind-prompts-ancients-follow-none-hover"),
            )];
            options.extend(hexes.iter().map(|&h| {
                Opt::new(
                    format!("from:{},{}", h.x, h.y),
                    hex_label(h),
                    crate::says!("kind-prompts-ancients-follow-from-hover", at = hex_label(h)),
                )
                .at(h)
            }));
            Some(Question {
                title: crate::says!("kind-prompts-ancients-follow-title"),
                text: crate::says!("kind-prompts-ancients-follow-text"),
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
            let mut options: Vec<Opt> = targets
                .iter()
                .map(|&h| {
                    Opt::new(
                        format!("to:{},{}", h.x, h.y),
                        hex_label(h),
                        crate::says!(
                            "kind-prompts-ancients-follow-to-hover",
                            from = hex_label(from),
                            to = hex_label(h)
                        ),
                    )
                    .at(h)
                })
                .collect();
            options.push(Opt::new(
                "back",
                crate::says!("kind-prompts-ancients-follow-back"),
                crate::says!("kind-prompts-ancients-follow-back-hover"),
            ));
            Some(Question {
                title: crate::says!(
                    "kind-prompts-ancients-follow-to-title",
                    from = hex_label(from)
                ),
                text: crate::says!("kind-prompts-ancients-follow-to-text"),
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
fn pay(world: &mut World, dp: u32, what: Says) {
    let me = you(world);
    dp::award(
        world,
        me,
        -(dp as i32),
        DpKind::Kind,
        "the Ancients", // not shown
        crate::says!("log-anc-source-ancients"),
        what,
        None,
    );
}

/// Refused: `key` is not an answer of this kind (`message`: the refusal, naming it).
fn refuse(message: fn(&str) -> String, key: &str) -> String {
    message(&format!("{key:?}"))
}

/// Applies an answer (an option of the question), putting the next question if any:
/// what it did, in words (written out only when a person answered).
fn apply(world: &mut World, table: &AncientsTable, ask: Ask, key: &str) -> Result<Says, Says> {
    let me = you(world);
    match ask {
        Ask::ExploreCounter => {
            let pick: usize = key
                .strip_prefix("counter:")
                .and_then(|k| k.parse().ok())
                .ok_or_else(|| refuse(|k| crate::t!("log-anc-refuse-no-counter", key = k), key))?;
            self::ask(world, Ask::ExploreHex { pick });
            Ok(crate::says!("log-anc-said-counter", n = pick + 1))
        }
        Ask::ExploreHex { pick } => {
            let h = key_hex(key, "hex:")
                .ok_or_else(|| refuse(|k| crate::t!("log-anc-refuse-no-hex", key = k), key))?;
            moves::you_colonize(world, table, Some(pick), Some(h));
            Ok(crate::says!("log-anc-said-new-star", at = hex_label(h)))
        }
        Ask::Disc {
            left,
            limit,
            mut used,
            buy_dp,
        } => {
            let h = key_hex(key, "star:")
                .ok_or_else(|| refuse(|k| crate::t!("log-anc-refuse-no-star", key = k), key))?;
            let snap = Snapshot::take(world);
            let star = snap
                .star_at(h)
                .cloned()
                .ok_or_else(|| crate::t!("log-anc-refuse-no-star-there"))?;
            if discs::take_disc(world, me) {
                ships::modify::<Star>(world, star.entity, |s| s.population += 1);
                narrate::log_seat_event(
                    world,
                    me,
                    Some(h),
                    crate::says!(
                        "log-anc-you-place-disc",
                        star = &*star.name,
                        at = hex_label(h)
                    ),
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
            Ok(crate::says!("log-anc-said-disc", star = &*star.name))
        }
        Ask::BuyDisc { dp, limit, used } => {
            if key == "buy" {
                pay(world, dp, crate::says!("log-anc-detail-buy-disc"));
                self::ask(
                    world,
                    Ask::Disc {
                        left: 1,
                        limit,
                        used,
                        buy_dp: None,
                    },
                );
                Ok(crate::says!("log-anc-said-buy-disc", dp = dp))
            } else {
                Ok(crate::says!("log-anc-said-no-disc"))
            }
        }
        Ask::Archive { dp } => {
            if key == "none" {
                return Ok(crate::says!("log-anc-said-no-archive"));
            }
            let pile: usize = key
                .strip_prefix("card:")
                .and_then(|k| k.parse().ok())
                .ok_or_else(|| refuse(|k| crate::t!("log-anc-refuse-no-card", key = k), key))?;
            self::ask(world, Ask::ArchiveField { dp, pile });
            Ok(crate::says!("log-anc-said-pile", n = pile + 1))
        }
        Ask::ArchiveField { dp, pile } => {
            let field = Field::ALL
                .into_iter()
                .find(|f| key == format!("field:{f:?}"))
                .ok_or_else(|| refuse(|k| crate::t!("log-anc-refuse-no-field", key = k), key))?;
            world
                .resource_mut::<crate::rules::deck::Decks>()
                .draw(&state::archive_name(pile), "an archive card you bought"); // not shown
            pay(world, dp, crate::says!("log-anc-detail-buy-archive"));
            levels::gain_level(world, me, field);
            narrate::log_seat_event(
                world,
                me,
                None,
                crate::says!("log-anc-you-buy-archive", dp = dp, field = field.says()),
            );
            Ok(crate::says!("log-anc-said-field", field = field.says()))
        }
        Ask::FollowPiece => {
            if key == "stay" {
                return Ok(crate::says!("log-anc-said-no-ship"));
            }
            let from = key_hex(key, "from:")
                .ok_or_else(|| refuse(|k| crate::t!("log-anc-refuse-no-hex", key = k), key))?;
            self::ask(
                world,
                Ask::FollowTo {
                    from: (from.x, from.y),
                },
            );
            Ok(crate::says!("log-anc-said-pick-ship", at = hex_label(from)))
        }
        Ask::FollowTo { from } => {
            if key == "back" {
                self::ask(world, Ask::FollowPiece);
                return Ok(crate::says!("log-anc-said-pick-again"));
            }
            let to = key_hex(key, "to:")
                .ok_or_else(|| refuse(|k| crate::t!("log-anc-refuse-no-hex", key = k), key))?;
            let from = Hex::new(from.0, from.1);
            // The movement points it costs, read before it moves (the move refuses one
            // out of reach, so the cost is there whenever it is told).
            let cost = {
                let snap = Snapshot::take(world);
                let ability = ships::move_ability(world, &snap, me, 0);
                crate::rules::board::reach_in(world, from, &ability)
                    .cost(world.resource::<crate::rules::board::Board>(), to)
                    .unwrap_or(0)
            };
            crate::rules::player::move_one_piece(world, me, from, to)?;
            let said = crate::says!(
                "log-anc-said-ship-moved",
                from = hex_label(from),
                to = hex_label(to),
                cost = cost
            );
            narrate::log_seat_event(
                world,
                me,
                Some(to),
                crate::says!("log-anc-before-warlord", said = said.clone()),
            );
            Ok(said)
        }
    }
}
