//! The galactic goal of a game, if one is played: chosen or drawn at setup; it scores
//! from the facts of play (wars declared, trades, neutral stars taken), at the end of
//! each era (Leadership) and at game end, and it lowers the ranking by a row.

use super::Fact;
use super::story::{ActiveStory, ContentPick};
use crate::lang::JoinedBy as _;
use crate::lang::Says;
use crate::rules::board::{Board, hex_order};
use crate::rules::data::{Goal, GoalScoring, RulesData};
use crate::rules::log::DpKind;
use crate::rules::model::*;
use crate::rules::moments::{GameEndScoring, RoundScoring, ScoringStep};
use crate::rules::narrate;
use crate::rules::ships;
use crate::rules::snapshot::Snapshot;
use crate::rules::table::Roster;
use bevy::prelude::*;
use std::sync::Arc;

/// The goal of the game, if one is played.
#[derive(Resource, Debug, Clone, Default)]
pub struct ActiveGoal(pub Option<Arc<Goal>>);

/// What the goal keeps track of during the game.
#[derive(Resource, Debug, Clone, Default)]
pub struct GoalState {
    /// Seats each seat has declared war on at least once (Cooperation).
    pub wars_declared: Vec<(Seat, Seat)>,
    /// Neutral star counters taken, per seat: uninhabited, primitive, advanced
    /// (Discovery).
    pub counters: Vec<(Seat, [u32; 3])>,
    /// Ships on the goal tile, in the order they were put there (Leadership).
    pub tile: Vec<Seat>,
}

impl GoalState {
    pub fn counters_of(&self, seat: Seat) -> [u32; 3] {
        self.counters
            .iter()
            .find(|(s, _)| *s == seat)
            .map_or([0; 3], |(_, c)| *c)
    }
    pub fn on_tile(&self, seat: Seat) -> u32 {
        self.tile.iter().filter(|&&s| s == seat).count() as u32
    }
}

/// Ship pieces `seat` put on the Leadership goal tile: out of play.
pub fn ships_on_tile(world: &World, seat: Seat) -> u32 {
    world
        .get_resource::<GoalState>()
        .map_or(0, |g| g.on_tile(seat))
}

pub fn plugin(app: &mut App) {
    use crate::rules::hooks::AddHook;
    app
        // Dealt after the story (a story may rule a goal out).
        .add_hook::<crate::rules::setup::ContentDealt>(|world, config| {
            choose(world, &config.goal, config.seed)
        })
        .add_hook::<crate::rules::moments::RankedWithGoal>(in_play)
        .add_systems(
            RoundScoring,
            place_on_leadership_tile.after(ScoringStep::Story),
        )
        .add_systems(
            GameEndScoring,
            score_game_end
                .after(ScoringStep::PopulationTrack)
                .before(ScoringStep::Sectors),
        );
}

/// Whether a goal is in play (the ranking is then one row lower).
pub fn in_play(world: &World) -> bool {
    world
        .get_resource::<ActiveGoal>()
        .is_some_and(|g| g.0.is_some())
}

fn scoring(world: &World) -> Option<GoalScoring> {
    world
        .get_resource::<ActiveGoal>()?
        .0
        .as_ref()
        .map(|g| g.scoring.clone())
}

/// Why a goal cannot be played at this table (written out only when shown: the random
/// draw of every game asks about each goal).
enum Unplayable {
    /// Its rival seat (the key) is not at the table.
    NoRival(String),
    /// It puts ships of its rival seat (the key) on its tile.
    NoRivalTile(String),
    /// It has no marks for this story (its name).
    NoMarks(crate::lang::Says),
    NeedsStory,
}

impl Unplayable {
    fn words(&self, goal: &Goal) -> String {
        let name = goal_says(goal);
        match self {
            Unplayable::NoRival(rival) => crate::t!(
                "log-cont-goal-no-rival",
                goal = name,
                rival = format!("{rival:?}")
            ),
            Unplayable::NoRivalTile(rival) => crate::t!(
                "log-cont-goal-no-rival-tile",
                goal = name,
                rival = format!("{rival:?}")
            ),
            Unplayable::NoMarks(story) => {
                crate::t!("log-cont-goal-no-marks", goal = name, story = story)
            }
            Unplayable::NeedsStory => crate::t!("log-cont-goal-needs-story", goal = name),
        }
    }
}

/// Whether `goal` can be played at this table with this story, and why not.
fn playable(world: &World, goal: &Goal) -> Result<(), Unplayable> {
    let roster = world.resource::<Roster>();
    let rival_known = |key: &str| roster.seats().any(|s| roster.key(s) == key);
    match &goal.scoring {
        // Without its rival, a table of several people plays the base game's rule.
        GoalScoring::Discovery {
            rival: Some(rival), ..
        } if !rival_known(rival) && roster.humans().nth(1).is_none() => {
            Err(Unplayable::NoRival(rival.clone()))
        }
        GoalScoring::Leadership {
            rival, thresholds, ..
        } => {
            // Without its rival, a table of several people plays the base game's rule.
            if !rival_known(rival) && roster.humans().nth(1).is_none() {
                return Err(Unplayable::NoRivalTile(rival.clone()));
            }
            let story = world.resource::<ActiveStory>().0.clone();
            match story {
                Some(s) if thresholds.iter().any(|t| t.story == s.key) => Ok(()),
                Some(s) => Err(Unplayable::NoMarks(Says::content(
                    "story", &s.key, "name", &s.name,
                ))),
                None => Err(Unplayable::NeedsStory),
            }
        }
        _ => Ok(()),
    }
}

/// Puts the chosen goal in play, or draws one among those this game can play.
/// Call after the story is chosen.
pub fn choose(world: &mut World, pick: &ContentPick, seed: u64) -> Result<(), String> {
    let goals = world.resource::<RulesData>().goals.clone();
    world.insert_resource(GoalState::default());
    let (goal, how) = match pick {
        ContentPick::Off => (None, ""),
        ContentPick::Named(key) => match goals.get(key) {
            Some(g) => {
                playable(world, g).map_err(|why| why.words(g))?;
                (Some(g.clone()), "chosen")
            }
            None => {
                return Err(crate::t!(
                    "log-cont-goal-unknown",
                    key = format!("{key:?}"),
                    keys = goals.keys().join(", ")
                ));
            }
        },
        ContentPick::Random => {
            let fit: Vec<&Goal> = goals
                .goals
                .iter()
                .filter(|g| playable(world, g).is_ok())
                .collect();
            if fit.is_empty() {
                return Err(crate::t!("log-cont-goal-none-playable"));
            }
            let i = crate::rules::dice::deck_draw(seed, "galactic goals", fit.len()); // not shown: a purpose
            (Some(fit[i].clone()), "random")
        }
    };
    if let Some(g) = &goal {
        narrate::log_event(
            world,
            crate::says!(
                "log-cont-goal-chosen",
                goal = goal_says(g),
                how = how,
                text = Says::content("goal", &g.key, "text", &g.text)
            ),
        );
    }
    world.insert_resource(ActiveGoal(goal.map(Arc::new)));
    Ok(())
}

fn award(world: &mut World, seat: Seat, dp: i32, detail: Says) {
    if !world.resource::<Roster>().is_human(seat) {
        return;
    }
    let Some(goal) = world.resource::<ActiveGoal>().0.clone() else {
        return;
    };
    crate::rules::dp::award(
        world,
        seat,
        dp,
        DpKind::Goal,
        &goal.name,
        goal_says(&goal),
        detail,
        None,
    );
}

/// A goal's name as words for the player.
fn goal_says(g: &Goal) -> Says {
    Says::content("goal", &g.key, "name", &g.name)
}

/// The goal's reaction to what happens in play.
pub fn on_fact(world: &mut World, fact: &Fact) {
    let Some(scoring) = scoring(world) else {
        return;
    };
    match (&scoring, fact) {
        (GoalScoring::Cooperation { first_war_dp, .. }, Fact::WarDeclared { by, on }) => {
            let first = !world
                .resource::<GoalState>()
                .wars_declared
                .contains(&(*by, *on));
            if first {
                world
                    .resource_mut::<GoalState>()
                    .wars_declared
                    .push((*by, *on));
                let name = narrate::name_says(world, *on);
                award(
                    world,
                    *by,
                    *first_war_dp,
                    crate::says!("log-cont-goal-first-war", on = name),
                );
            }
        }
        (GoalScoring::Cooperation { trade_dp, .. }, Fact::Traded { a, b }) => {
            for seat in [*a, *b] {
                award(world, seat, *trade_dp, crate::says!("log-cont-goal-trade"));
            }
        }
        (
            GoalScoring::Discovery { .. },
            Fact::StarGained {
                seat,
                hex,
                from: None,
                kind,
                ..
            },
        ) => {
            // A primitive turned advanced still counts as primitive.
            let kind = if upgraded_at(world, *hex) {
                StarKind::Primitive
            } else {
                *kind
            };
            let Some(i) = counter_index(kind) else {
                return;
            };
            let mut state = world.resource_mut::<GoalState>();
            match state.counters.iter_mut().find(|(s, _)| s == seat) {
                Some((_, c)) => c[i] += 1,
                None => {
                    let mut c = [0; 3];
                    c[i] = 1;
                    state.counters.push((*seat, c));
                }
            }
        }
        _ => {}
    }
}

/// Whether the star at `hex` is a primitive a people turned advanced.
fn upgraded_at(world: &mut World, hex: (i32, i32)) -> bool {
    let h = hexx::Hex::new(hex.0, hex.1);
    world
        .query_filtered::<&Position, (With<Star>, With<UpgradedPrimitive>)>()
        .iter(world)
        .any(|p| p.0 == h)
}

/// Which Discovery pile a neutral star's counter goes to.
fn counter_index(kind: StarKind) -> Option<usize> {
    match kind {
        StarKind::Uninhabited => Some(0),
        StarKind::Primitive => Some(1),
        StarKind::Advanced => Some(2),
        StarKind::Home => None,
    }
}

/// Cooperation in the solo game: the extra roll an automa needs to declare war (war
/// only on 1 to this face), if the goal in play asks for one.
pub fn automa_war_roll(world: &World) -> Option<u8> {
    match scoring(world)? {
        GoalScoring::Cooperation {
            automa_war_roll, ..
        } => automa_war_roll,
        _ => None,
    }
}

/// Cooperation in the solo game: how much wider every automa's trade range is.
pub fn automa_trade_range(world: &World) -> u8 {
    match scoring(world) {
        Some(GoalScoring::Cooperation {
            automa_trade_range, ..
        }) => automa_trade_range,
        _ => 0,
    }
}

/// Leadership, at the end of each era: your ship goes on the tile if your DP reach the
/// story's mark, else the rival's.
fn place_on_leadership_tile(world: &mut World) {
    let Some(GoalScoring::Leadership {
        rival, thresholds, ..
    }) = scoring(world)
    else {
        return;
    };
    let round = narrate::current_round(world);
    let base = &world.resource::<RulesData>().base;
    let era = base.era(round);
    let era_ends = round >= base.rounds || base.era(round + 1) != era;
    if !era_ends {
        return;
    }
    let Some(story) = world.resource::<ActiveStory>().0.clone() else {
        return;
    };
    let Some(mark) = thresholds
        .iter()
        .find(|t| t.story == story.key)
        .and_then(|t| t.dp.get(era as usize - 1).copied())
    else {
        return;
    };
    let roster = world.resource::<Roster>().clone();
    let Some(rival) = roster.seats().find(|&s| roster.key(s) == rival) else {
        leaders_to_tile(world, era, mark);
        return;
    };
    for me in roster.humans().collect::<Vec<_>>() {
        let dp = world.resource::<Scores>().of(me).dp;
        if dp >= mark {
            let from = take_ship_for_tile(world, me);
            world.resource_mut::<GoalState>().tile.push(me);
            narrate::log_seat_event(
                world,
                me,
                None,
                crate::says!(
                    "log-cont-goal-lead-reach",
                    era = era,
                    dp = dp,
                    mark = mark,
                    from = from
                ),
            );
        } else {
            world.resource_mut::<GoalState>().tile.push(rival);
            let name = narrate::name_says(world, rival);
            narrate::log_seat_event(
                world,
                me,
                None,
                crate::says!(
                    "log-cont-goal-lead-short",
                    era = era,
                    dp = dp,
                    mark = mark,
                    rival = name
                ),
            );
        }
    }
}

/// Leadership at a table of several people, at the end of an era: within each alignment
/// the seats with the most DP put a ship on the tile (ties all do). An automa, which
/// scores none, counts the story's mark for the era (`mark`), plus what its people add
/// (the 2-player variant's table of the passive automa's DP).
fn leaders_to_tile(world: &mut World, era: u8, mark: i32) {
    let roster = world.resource::<Roster>().clone();
    let compared: Vec<(Seat, Alignment, i32)> = roster
        .seats()
        .map(|s| {
            let dp = if roster.is_human(s) {
                world.resource::<Scores>().of(s).dp
            } else {
                mark + super::people::comparison_dp(world, s)
            };
            (s, world.resource::<Alignments>().of(s), dp)
        })
        .collect();
    for align in [Alignment::Sto, Alignment::Sts] {
        let Some(best) = compared.iter().filter(|c| c.1 == align).map(|c| c.2).max() else {
            continue;
        };
        for &(seat, _, dp) in compared.iter().filter(|c| c.1 == align && c.2 == best) {
            let from = if roster.is_human(seat) {
                take_ship_for_tile(world, seat)
            } else {
                crate::says!("log-cont-goal-its-mark")
            };
            world.resource_mut::<GoalState>().tile.push(seat);
            let who = narrate::name_says(world, seat);
            narrate::log_seat_event(
                world,
                seat,
                None,
                crate::says!(
                    "log-cont-goal-lead-best",
                    era = era,
                    who = who,
                    alignment = align.name(),
                    dp = dp,
                    from = from
                ),
            );
        }
    }
}

/// A ship for the goal tile: from your supply, else from the board (your biggest stack,
/// then reading order). Says where it came from.
fn take_ship_for_tile(world: &mut World, me: Seat) -> Says {
    if ships::pieces_in_supply(world, me) > 0 {
        return crate::says!("log-cont-goal-from-supply");
    }
    let snap = Snapshot::take(world);
    let board = world.resource::<Board>().clone();
    let mut hexes = snap.hexes_of(&board, me);
    hexes.sort_by(|a, b| {
        snap.ships(&board, *b, me)
            .cmp(&snap.ships(&board, *a, me))
            .then(hex_order(a, b))
    });
    match hexes.first() {
        Some(&h) => {
            ships::remove_ships(world, me, h, 1);
            crate::says!(
                "log-cont-goal-taken-from",
                at = crate::rules::board::hex_label(h)
            )
        }
        None => crate::says!("log-cont-goal-no-ship-left"),
    }
}

/// The goals that score at game end (after the population track, before the sector
/// majorities).
fn score_game_end(world: &mut World) {
    let people: Vec<Seat> = world.resource::<Roster>().humans().collect();
    for me in people {
        let Some((dp, detail)) = evaluate(world, me) else {
            return;
        };
        if dp != 0 {
            award(world, me, dp, detail);
        } else {
            let name = world
                .resource::<ActiveGoal>()
                .0
                .as_ref()
                .map_or(Says::default(), |g| goal_says(g));
            narrate::log_seat_event(
                world,
                me,
                None,
                crate::says!("log-cont-goal-no-dp", goal = name, detail = detail),
            );
        }
    }
}

/// What the goal would give `me` if the game ended now, and why (None: no goal, or a
/// goal that scores only during play).
pub fn evaluate(world: &mut World, me: Seat) -> Option<(i32, Says)> {
    let scoring = scoring(world)?;
    let snap = Snapshot::take(world);
    let board = world.resource::<Board>();
    Some(match &scoring {
        GoalScoring::StarsOnSectorCenters { dp } => {
            let centers: Vec<hexx::Hex> =
                board.sector_ids().map(|s| board.sector_center(s)).collect();
            let n = snap
                .stars
                .iter()
                .filter(|s| s.owner == Some(me) && centers.contains(&s.hex))
                .count() as i32;
            (dp * n, crate::says!("log-cont-goal-centers", n = n))
        }
        GoalScoring::StarsWithRelics { dp } => {
            let n = snap
                .stars
                .iter()
                .filter(|s| s.owner == Some(me) && s.relic.is_some_and(|r| r.revealed))
                .count() as i32;
            (dp * n, crate::says!("log-cont-goal-relics", n = n))
        }
        GoalScoring::SectorShipMajority { dp } => {
            let n = board
                .sector_ids()
                .filter(|&sector| {
                    let mut mine = 0;
                    let mut others = 0;
                    for h in board.hexes_of(sector) {
                        for s in Seat::all(snap.seat_count()) {
                            let ships = snap.ships(board, h, s);
                            if s == me {
                                mine += ships;
                            } else {
                                others += ships;
                            }
                        }
                    }
                    mine > others
                })
                .count() as i32;
            (dp * n, crate::says!("log-cont-goal-majority", n = n))
        }
        GoalScoring::SectorsWithStars { stars, dp } => {
            let n = board
                .sector_ids()
                .filter(|&sector| {
                    snap.stars
                        .iter()
                        .filter(|s| s.owner == Some(me) && board.sector_of(s.hex) == Some(sector))
                        .count() as u32
                        >= *stars
                })
                .count() as i32;
            (
                dp * n,
                crate::says!("log-cont-goal-sectors", stars = *stars, n = n),
            )
        }
        GoalScoring::Discovery { dp, rival } => {
            let state = world.resource::<GoalState>();
            let roster = world.resource::<Roster>();
            let mine = state.counters_of(me);
            // Against its rival (the solo rule: strictly more), or, without it at the
            // table, the base game's: at least as many as every other seat.
            let rivals: Vec<Seat> = match rival {
                Some(key) => roster.seats().filter(|&s| roster.key(s) == key).collect(),
                None => Vec::new(),
            };
            let strict = !rivals.is_empty();
            let rivals = if strict {
                rivals
            } else {
                roster.seats().filter(|&s| s != me).collect()
            };
            let kinds = ["uninhabited", "primitive", "advanced"];
            let won: Vec<&str> = (0..3)
                .filter(|&i| {
                    rivals.iter().all(|&r| {
                        let theirs = state.counters_of(r)[i];
                        if strict {
                            mine[i] > theirs
                        } else {
                            mine[i] >= theirs
                        }
                    }) && mine[i] > 0
                })
                .map(|i| kinds[i])
                .collect();
            let detail = if won.is_empty() {
                crate::says!("log-cont-goal-no-counters")
            } else {
                let kinds = won
                    .iter()
                    .map(|k| crate::says!("log-cont-star-kind", kind = *k))
                    .joined_by(crate::lang::Joint::Comma);
                crate::says!("log-cont-goal-most-counters", kinds = kinds)
            };
            (dp * won.len() as i32, detail)
        }
        GoalScoring::Leadership {
            dp,
            rival,
            table_dp,
            ..
        } => {
            // Without its rival at the table, the base game's prize.
            let roster = world.resource::<Roster>();
            let dp = if roster.seats().any(|s| roster.key(s) == rival) {
                dp
            } else {
                table_dp
            };
            let state = world.resource::<GoalState>();
            let mine = state.on_tile(me);
            let most = world
                .resource::<Roster>()
                .seats()
                .filter(|&s| s != me)
                .all(|s| state.on_tile(s) < mine);
            if most {
                (
                    *dp,
                    crate::says!("log-cont-goal-tile", mine = mine, n = state.tile.len()),
                )
            } else {
                (
                    0,
                    crate::says!("log-cont-goal-tile-only", mine = mine, n = state.tile.len()),
                )
            }
        }
        GoalScoring::Cooperation { .. } | GoalScoring::CardDpMultiplier(_) => return None,
    })
}
