//! Round scoring (the era's alignment; galactic stories will plug into the same
//! schedule) and game-end scoring with the solo ranking.

use super::{GamePhase, TurnDone, TurnsDone};
use crate::rules::board::Board;
use crate::rules::data::RulesData;
use crate::rules::dp;
use crate::rules::hooks::hooked;
use crate::rules::log::DpKind;
use crate::rules::model::*;
use crate::rules::moments::{EarlyEnd, GameEndScoring, RankedWithGoal, RoundScoring, ScoringStep};
use crate::rules::narrate;
use crate::rules::snapshot::{self, Snapshot};
use crate::rules::table::{self, Roster};
use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// The final result.
#[derive(Resource, Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinalResult {
    pub dp: i32,
    pub rank: String,
    pub by_source: Vec<(String, i32)>,
    /// At a table of several people: each person's DP, the winner first (most DP, then
    /// more stars, then a person before an automa, then earlier in turn order).
    #[serde(default, skip_serializing_if = "Vec::is_empty")] // not shown
    pub standings: Vec<(Seat, i32)>,
    /// The round after which the game ended early, and why (a kind's campaign won).
    #[serde(default, skip_serializing_if = "Option::is_none")] // not shown
    pub ended_early: Option<(u8, crate::lang::Says)>,
}

/// The game ends early after this round, for this reason (set at the round's end), or
/// at once in it ([`end_now`]).
#[derive(Resource, Debug, Clone)]
pub struct EndsEarly(pub u8, pub crate::lang::Says);

/// Ends the game at once, in the middle of a round (a kind's trigger: a home star
/// destroyed, a deck run out): the step under way finishes, the reason is logged and
/// kept as an early end's, and the game-end scoring follows. The first reason holds.
pub fn end_now(world: &mut World, why: impl Into<crate::lang::Says>) {
    if world.contains_resource::<EndsEarly>() {
        return;
    }
    let why = why.into();
    let round = narrate::current_round(world);
    narrate::log_event(
        world,
        crate::says!("log-rules-game-ends-now", round = round, why = &why),
    );
    world.insert_resource(EndsEarly(round, why));
    world
        .resource_mut::<NextState<GamePhase>>()
        .set(GamePhase::GameOver);
}

pub fn plugin(app: &mut App) {
    app.init_schedule(RoundScoring)
        .init_schedule(GameEndScoring)
        .configure_sets(
            RoundScoring,
            (ScoringStep::Alignment, ScoringStep::Story).chain(),
        )
        .configure_sets(
            GameEndScoring,
            (ScoringStep::PopulationTrack, ScoringStep::Sectors).chain(),
        )
        .add_systems(RoundScoring, score_alignment.in_set(ScoringStep::Alignment))
        .add_systems(
            GameEndScoring,
            (
                score_population_track.in_set(ScoringStep::PopulationTrack),
                score_sectors.in_set(ScoringStep::Sectors),
            ),
        )
        .add_systems(OnEnter(GamePhase::Scoring), end_round)
        .add_systems(
            OnExit(GamePhase::Scoring),
            next_round.in_set(ScoringStep::NextRound),
        )
        .add_systems(OnEnter(GamePhase::GameOver), end_game);
}

/// The seats that score: the people at the table, and the automas of a kind that
/// scores (the solo automas and most others only deny the people); a seat acting in
/// another's turns never does.
pub fn scoring_seats(roster: &Roster) -> Vec<Seat> {
    roster
        .taking_turns()
        .filter(|&s| roster.is_human(s) || roster.kind(s).is_some_and(|k| k.scores()))
        .collect()
}

/// The scoring seats that play the base game's scoring (alignment, population track,
/// sector majorities): the people, and scoring automas with a population track. A kind
/// that scores by its own rules only (the Ancients' tokens) scores none of these.
fn base_scoring_seats(world: &World) -> Vec<Seat> {
    let roster = world.resource::<Roster>();
    scoring_seats(roster)
        .into_iter()
        .filter(|&s| table::has_population_track(world, s))
        .collect()
}

fn score_alignment(world: &mut World) {
    let round = narrate::current_round(world);
    for seat in base_scoring_seats(world) {
        let rules = world.resource::<RulesData>();
        let era = rules.base.era_alignment(round);
        let dp = rules.base.alignment_round_dp;
        if era == world.resource::<Alignments>().of(seat) {
            dp::award(
                world,
                seat,
                dp,
                DpKind::Alignment,
                "alignment with the era", // not shown
                crate::says!("log-rules-dp-alignment"),
                crate::says!("log-rules-dp-alignment-detail", alignment = era.name()),
                None,
            );
        }
    }
}

fn end_round(world: &mut World) {
    world.run_schedule(RoundScoring);
    world
        .resource_mut::<crate::rules::facts::RoundFacts>()
        .0
        .clear();
    let round = narrate::current_round(world);
    let roster = world.resource::<Roster>().clone();
    for seat in roster.seats() {
        let dp = world.resource::<Scores>().of(seat).dp;
        world.resource_mut::<Scores>().0[seat].per_round.push(dp);
    }
    for seat in scoring_seats(&roster) {
        let dp = world.resource::<Scores>().of(seat).dp;
        let text = if narrate::is_sole_person(world, seat) {
            crate::says!("log-rules-round-end-you", round = round, dp = dp)
        } else {
            crate::says!(
                "log-rules-round-end",
                round = round,
                who = narrate::name_says(world, seat),
                dp = dp
            )
        };
        narrate::log_seat_event(world, seat, None, text);
    }
    let last = world.resource::<RulesData>().base.rounds;
    let early = if round < last {
        hooked::<EarlyEnd>(world).iter().find_map(|f| f(world))
    } else {
        None
    };
    if let Some(why) = &early {
        narrate::log_event(
            world,
            crate::says!("log-rules-game-ends-after", round = round, why = why),
        );
        world.insert_resource(EndsEarly(round, why.clone()));
    }
    if round >= last || early.is_some() {
        world
            .resource_mut::<NextState<GamePhase>>()
            .set(GamePhase::GameOver);
    } else {
        world
            .resource_mut::<NextState<GamePhase>>()
            .set(GamePhase::MoveCombat);
    }
    world.resource_mut::<TurnsDone>().0.push(TurnDone {
        round,
        phase: GamePhase::Scoring,
        seat: None,
    });
}

/// The next round begins when scoring is left (not after the last round).
pub fn next_round(mut round: ResMut<Round>, rules: Res<RulesData>) {
    if round.0 < rules.base.rounds {
        round.0 += 1;
    }
}

pub fn score_population_track(world: &mut World) {
    for seat in base_scoring_seats(world) {
        let uncovered = world.resource::<PopulationTracks>().0[seat];
        let value = world.resource::<RulesData>().base.track_value(uncovered);
        dp::award(
            world,
            seat,
            value as i32,
            DpKind::PopulationTrack,
            "population track", // not shown
            crate::says!("log-rules-dp-track"),
            crate::says!("log-rules-dp-track-detail"),
            None,
        );
    }
}

/// 4 DP per sector where a scoring seat has at least one ship and no other seat more
/// (every seat's ships count, so an automa that scores none may still deny it).
pub fn score_sectors(world: &mut World) {
    let seats = base_scoring_seats(world);
    let snap = Snapshot::take(world);
    let board = world.resource::<Board>();
    let mut count_per_sector = Vec::new();
    for sector in board.sector_ids() {
        let mut count = PerSeat::filled(snap.seat_count(), 0u32);
        for h in board.hexes_of(sector) {
            for s in Seat::all(snap.seat_count()) {
                count[s] += snap.ships(board, h, s);
            }
        }
        count_per_sector.push(count);
    }
    let per_sector = world.resource::<RulesData>().base.sector_majority_dp;
    for me in seats {
        let sectors = count_per_sector
            .iter()
            .filter(|count| {
                let mine = count[me];
                mine > 0 && count.iter().all(|(s, &c)| s == me || c <= mine)
            })
            .count() as i32;
        dp::award(
            world,
            me,
            per_sector * sectors,
            DpKind::SectorMajority,
            "sector majorities", // not shown
            crate::says!("log-rules-dp-sectors"),
            crate::says!("log-rules-dp-sectors-detail", n = sectors),
            None,
        );
    }
}

/// The game's result is the first person's (the solo player's).
fn end_game(world: &mut World) {
    world.run_schedule(GameEndScoring);
    let you = table::human(world);
    let score = world.resource::<Scores>().of(you).clone();
    let with_goal = hooked::<RankedWithGoal>(world).iter().any(|f| f(world));
    let rank = world
        .resource::<RulesData>()
        .ranking
        .rank(score.dp, with_goal)
        .to_string();
    let standings = standings(world);
    if standings.len() > 1 {
        let line: Vec<crate::lang::Says> = standings
            .iter()
            .map(|&(s, dp)| {
                crate::says!(
                    "log-rules-standing",
                    who = narrate::name_says(world, s),
                    dp = dp
                )
            })
            .collect();
        let text = crate::says!(
            "log-rules-game-over",
            standings = crate::lang::Says::listing(line, false),
            who = narrate::subject_says(world, standings[0].0),
            many = narrate::agreement(world, standings[0].0)
        );
        narrate::log_event(world, text);
    } else {
        narrate::log_event(
            world,
            crate::says!(
                "log-rules-game-over-solo",
                dp = score.dp,
                rank = crate::lang::Says::content("ranking", rank.as_str(), "name", rank.as_str())
            ),
        );
    }
    world.insert_resource(FinalResult {
        dp: score.dp,
        rank,
        by_source: score.by_source,
        standings: if standings.len() > 1 {
            standings
        } else {
            Vec::new()
        },
        ended_early: world
            .get_resource::<EndsEarly>()
            .map(|e| (e.0, e.1.clone())),
    });
}

/// The people in finishing order with their DP: most DP, then more stars, then a person
/// before an automa, then the earlier turn-order position.
pub fn standings(world: &mut World) -> Vec<(Seat, i32)> {
    let roster = world.resource::<Roster>().clone();
    let snap = snapshot::Snapshot::take(world);
    let order = world.resource::<TurnOrder>().clone();
    let scores = world.resource::<Scores>();
    let mut people: Vec<(Seat, i32)> = scoring_seats(&roster)
        .into_iter()
        .map(|s| (s, scores.of(s).dp))
        .collect();
    let stars = |s: Seat| snap.stars.iter().filter(|x| x.owner == Some(s)).count();
    // A tie between a person and an automa goes to the person (the Chroniclers' design;
    // an automa's win should be earned outright).
    people.sort_by_key(|&(s, dp)| {
        (
            std::cmp::Reverse(dp),
            std::cmp::Reverse(stars(s)),
            !roster.is_human(s),
            order.position(s),
        )
    });
    people
}
