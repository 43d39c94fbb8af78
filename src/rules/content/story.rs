//! The galactic story of a game: chosen or drawn at setup, it scores its era's items the
//! moment they happen (from the facts the rules report) or at the end of each round.

use super::Fact;
use crate::lang::JoinedBy as _;
use crate::lang::Says;
use crate::rules::board::Board;
use crate::rules::data::{RulesData, Story, StoryDp, StoryHook, StoryItem};
use crate::rules::log::DpKind;
use crate::rules::model::*;
use crate::rules::moments::{RoundScoring, ScoringStep};
use crate::rules::narrate;
use crate::rules::snapshot::Snapshot;
use crate::rules::table::Roster;
use bevy::prelude::*;
use hexx::Hex;
use std::sync::Arc;

pub use crate::rules::setup::ContentPick;

/// The story of the game, if one is played.
#[derive(Resource, Debug, Clone, Default)]
pub struct ActiveStory(pub Option<Arc<Story>>);

pub fn plugin(app: &mut App) {
    use crate::rules::hooks::AddHook;
    app.add_systems(RoundScoring, score_round_end.in_set(ScoringStep::Story))
        .add_hook::<crate::rules::setup::ContentDealt>(|world, config| {
            choose(world, &config.story, config.seed)
        });
}

/// Puts the chosen story in play (or draws one), and says so in the log.
pub fn choose(world: &mut World, pick: &ContentPick, seed: u64) -> Result<(), String> {
    let stories = world.resource::<RulesData>().stories.clone();
    let (story, how) = match pick {
        ContentPick::Off => (None, ""),
        ContentPick::Named(key) => match stories.get(key) {
            Some(s) => (Some(s.clone()), "chosen"),
            None => {
                return Err(crate::t!(
                    "log-cont-story-unknown",
                    key = format!("{key:?}"),
                    keys = stories.keys().join(", ")
                ));
            }
        },
        ContentPick::Random => {
            let i = crate::rules::dice::deck_draw(seed, "galactic stories", stories.stories.len()); // not shown: a purpose
            (Some(stories.stories[i].clone()), "random")
        }
    };
    if let Some(s) = &story {
        narrate::log_event(
            world,
            crate::says!(
                "log-cont-story-chosen",
                story = Says::content("story", &s.key, "name", &s.name),
                how = how
            ),
        );
    }
    world.insert_resource(ActiveStory(story.map(Arc::new)));
    Ok(())
}

/// The story's items for the era of the current round.
fn era_items(world: &World) -> Option<(Arc<Story>, u8)> {
    let story = world.resource::<ActiveStory>().0.clone()?;
    let round = narrate::current_round(world);
    let era = world.resource::<RulesData>().base.era(round);
    story.eras.get(era as usize - 1)?;
    Some((story, era))
}

/// Gives story DP to a person (the automas never score).
fn award(
    world: &mut World,
    seat: Seat,
    dp: i32,
    story: &Story,
    era: u8,
    detail: Says,
    hex: Option<Hex>,
) {
    if world.resource::<Roster>().is_human(seat) {
        crate::rules::dp::award(
            world,
            seat,
            dp,
            DpKind::Story,
            &source(story, era),
            crate::says!(
                "log-cont-story-source",
                story = Says::content("story", &story.key, "name", &story.name),
                era = era
            ),
            detail,
            hex,
        );
    }
}

/// How the score breakdown names a story's era.
fn source(story: &Story, era: u8) -> String {
    format!("{}, era {era}", story.name) // not shown: the score's key
}

/// The text of the story's item `index` (from 0) of `era` as words for the player.
fn item_says(story: &Story, era: u8, index: usize, item: &StoryItem) -> Says {
    Says::content(
        "story",
        format!("{}-era{era}-item{}", story.key, index + 1),
        "text",
        &item.text,
    )
}

/// Whether `hex` lies in `seat`'s home sector.
fn in_home_sector(world: &World, seat: Seat, hex: (i32, i32)) -> bool {
    world
        .resource::<Board>()
        .in_home_of(Hex::new(hex.0, hex.1), seat)
}

/// A story item hit by a fact: who scores, how many times, and where.
type Hit = (Seat, u32, Option<(i32, i32)>);

/// Scores the items of the current era that attach to this fact.
pub fn on_fact(world: &mut World, fact: &Fact) {
    let Some((story, era)) = era_items(world) else {
        return;
    };
    for (index, item) in story.eras[era as usize - 1].items.iter().enumerate() {
        let StoryDp::Each(each) = item.dp else {
            continue;
        };
        // Who scores, how many times, and where (if the fact has a place).
        let hit: Option<Hit> = match (&item.on, fact) {
            (StoryHook::StarGained, Fact::StarGained { seat, hex, .. }) => {
                Some((*seat, 1, Some(*hex)))
            }
            (
                StoryHook::StarTaken { outside_home },
                Fact::StarGained {
                    seat,
                    hex,
                    from: Some(from),
                    ..
                },
            ) if from != seat && !(*outside_home && in_home_sector(world, *seat, *hex)) => {
                Some((*seat, 1, Some(*hex)))
            }
            (
                StoryHook::PopulationRemoved,
                Fact::StarGained {
                    seat,
                    hex,
                    from: Some(from),
                    population,
                    ..
                },
            ) if from != seat => Some((*seat, *population, Some(*hex))),
            (StoryHook::BattleWon { outside_home }, Fact::BattleWon { winner, hex, .. })
                if !(*outside_home && in_home_sector(world, *winner, *hex)) =>
            {
                Some((*winner, 1, Some(*hex)))
            }
            (StoryHook::EnemyShipDestroyed, Fact::ShipsDestroyed { by, ships, hex, .. }) => {
                Some((*by, *ships, Some(*hex)))
            }
            (StoryHook::RetreatBeforeCombat, Fact::RetreatedBeforeCombat { seat, hex }) => {
                Some((*seat, 1, Some(*hex)))
            }
            (StoryHook::PopulationGrown, Fact::PopulationGrown { seat, discs }) if *discs > 0 => {
                Some((*seat, 1, None))
            }
            (StoryHook::ShipsBuilt, Fact::ShipsBuilt { seat, .. }) => Some((*seat, 1, None)),
            _ => None,
        };
        if let Some((seat, n, hex)) = hit
            && n > 0
        {
            let at = hex.map(|(x, y)| Hex::new(x, y));
            award(
                world,
                seat,
                each * n as i32,
                &story,
                era,
                item_says(&story, era, index, item),
                at,
            );
        }
    }
}

/// The checks of the current era at the end of the round, for every person.
pub fn score_round_end(world: &mut World) {
    let Some((story, era)) = era_items(world) else {
        return;
    };
    let people: Vec<Seat> = world.resource::<Roster>().humans().collect();
    let snap = Snapshot::take(world);
    for (index, item) in story.eras[era as usize - 1]
        .items
        .iter()
        .enumerate()
        .filter(|(_, i)| i.on.at_round_end())
    {
        for &me in &people {
            for (dp, detail) in round_end_item(world, &snap, me, item) {
                let detail = detail.unwrap_or_else(|| item_says(&story, era, index, item));
                award(world, me, dp, &story, era, detail, None);
            }
        }
    }
}

/// What one end-of-round item gives `me`: DP with what it was for (None: the item's text).
fn round_end_item(
    world: &World,
    snap: &Snapshot,
    me: Seat,
    item: &StoryItem,
) -> Vec<(i32, Option<Says>)> {
    let roster = world.resource::<Roster>();
    let dip = world.resource::<Diplomacy>();
    let tech = world.resource::<Technology>();
    let board = world.resource::<Board>();
    let facts = &world.resource::<super::RoundFacts>().0;
    let others: Vec<Seat> = roster.seats().filter(|&s| s != me).collect();
    let each = |n: usize| match item.dp {
        StoryDp::Each(e) => e * n as i32,
        StoryDp::MinusLevel(_) => 0,
    };
    match &item.on {
        StoryHook::Contact => {
            let met: Vec<Seat> = others
                .iter()
                .copied()
                .filter(|&o| snap.in_contact(board, me, o))
                .collect();
            if met.is_empty() {
                return vec![];
            }
            let names = met
                .iter()
                .map(|&o| narrate::name_says(world, o))
                .joined_by(crate::lang::Joint::Comma);
            vec![(
                each(met.len()),
                Some(crate::says!("log-cont-story-contact", names = names)),
            )]
        }
        StoryHook::AtWar => {
            if others.iter().any(|&o| dip.at_war(me, o)) {
                vec![(each(1), None)]
            } else {
                vec![]
            }
        }
        StoryHook::BlockingEnemyStar => {
            let unblockable = world.resource::<RulesData>().tech.spirituality_unblockable;
            let n = snap
                .stars
                .iter()
                .filter(|s| {
                    s.owner.is_some_and(|o| {
                        o != me
                            && dip.at_war(me, o)
                            && tech.level(o, Field::Spirituality) < unblockable
                    }) && snap.ships(board, s.hex, me) > 0
                })
                .count();
            if n == 0 {
                vec![]
            } else {
                vec![(each(n), None)]
            }
        }
        StoryHook::TopResearcher(fields) => {
            let StoryDp::MinusLevel(from) = item.dp else {
                return vec![];
            };
            let mut out = Vec::new();
            for &f in fields {
                let reached = |s: Seat| {
                    facts
                        .iter()
                        .filter_map(|x| match x {
                            Fact::Researched { seat, field, level }
                                if *seat == s && *field == f =>
                            {
                                Some(*level)
                            }
                            _ => None,
                        })
                        .max()
                };
                let Some(mine) = reached(me) else { continue };
                let top = roster.seats().filter_map(reached).max().unwrap_or(mine);
                if mine == top {
                    out.push((
                        from - mine as i32,
                        Some(crate::says!(
                            "log-cont-story-top-researcher",
                            field = f.says(),
                            level = mine
                        )),
                    ));
                }
            }
            out
        }
        StoryHook::OnlyResearcher => {
            let mut out = Vec::new();
            for f in Field::ALL {
                let researchers: Vec<Seat> = roster
                    .seats()
                    .filter(|&s| {
                        facts.iter().any(|x| {
                            matches!(x, Fact::Researched { seat, field, .. } if *seat == s && *field == f)
                        })
                    })
                    .collect();
                if researchers == [me] {
                    out.push((
                        each(1),
                        Some(crate::says!(
                            "log-cont-story-only-researcher",
                            field = f.says()
                        )),
                    ));
                }
            }
            out
        }
        StoryHook::HighestLevel => {
            let mut out = Vec::new();
            for f in Field::ALL {
                let mine = tech.level(me, f);
                if roster.seats().all(|s| tech.level(s, f) <= mine) {
                    out.push((
                        each(1),
                        Some(crate::says!(
                            "log-cont-story-highest",
                            field = f.says(),
                            level = mine
                        )),
                    ));
                }
            }
            out
        }
        _ => vec![],
    }
}
