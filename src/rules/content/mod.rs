//! Game content on hook points: the rules report what happens as typed facts (a star
//! gained, a battle won, a field researched...), and content (galactic stories today;
//! goals, domination cards and relics next) reads them to score or to act.

pub mod card;
pub mod goal;
pub mod people;
pub mod relic;
pub mod remote_view;
pub mod story;

pub use crate::rules::facts::{Fact, OnFact, RoundFacts, at, record};
use crate::rules::hooks::AddHook;
use bevy::prelude::*;

pub fn plugin(app: &mut App) {
    // Content's state comes from `reset`, run for every new game (and when the rules'
    // app is built).
    app.init_resource::<RoundFacts>()
        .add_hook::<crate::rules::moments::GameReset>(reset)
        // Listeners of what happens, in this order: a relic turned up first, then the
        // peoples', the story's and the goal's reactions.
        .add_hook::<OnFact>(relic::on_fact)
        .add_hook::<OnFact>(people::on_fact)
        .add_hook::<OnFact>(story::on_fact)
        .add_hook::<OnFact>(goal::on_fact)
        // A relic's defense grid, unless the taker's people goes through it.
        .add_hook::<crate::rules::gain::DefenseGrid>(|world, taker, star| {
            match relic::defense_grid_extra(world, star) {
                0 => 0,
                _ if people::through_defense_grid(world, taker) => 0,
                extra => extra,
            }
        })
        .add_hook::<crate::rules::ships::MoveHub>(relic::super_stargate)
        .add_hook::<crate::rules::content_commands::FireRay>(relic::fire)
        .add_hook::<crate::rules::modifiers::AutomaMoveEnded>(relic::automa_death_ray)
        .add_hook::<crate::rules::modifiers::WarProtected>(card::protected_from_war)
        .add_hook::<crate::rules::modifiers::AutomaWarRoll>(goal::automa_war_roll)
        .add_hook::<crate::rules::modifiers::AutomaTradeRange>(goal::automa_trade_range)
        .add_hook::<crate::rules::modifiers::Barred>(people::barred)
        .add_hook::<crate::rules::ships::ShipsOutOfPlay>(goal::ships_on_tile)
        .add_hook::<crate::rules::population::BonusDiscs>(relic::pyramids)
        // Setup: relics go on the board before anyone is seated.
        .add_hook::<crate::rules::setup::BoardPlaced>(|world, config| {
            relic::place_at_setup(world, config.seed)
        })
        .add_plugins((
            story::plugin,
            goal::plugin,
            card::plugin,
            people::plugin,
            remote_view::plugin,
        ));
}

/// Content's own state for a new game: no story, peoples, goal, relic uses or cards yet.
fn reset(world: &mut World) {
    world.insert_resource(story::ActiveStory::default());
    world.insert_resource(people::Peoples::default());
    world.insert_resource(people::SectorBonuses::default());
    world.insert_resource(people::FreeGainsLeft::default());
    world.insert_resource(people::ForcedRetreats::default());
    world.insert_resource(goal::ActiveGoal::default());
    world.insert_resource(goal::GoalState::default());
    world.insert_resource(relic::DeathRayUse::default());
    world.insert_resource(relic::RelicStars::default());
    world.insert_resource(card::Cards::default());
    world.insert_resource(remote_view::RemoteViews::default());
}

#[cfg(test)]
mod tests {
    use crate::says;

    /// The messages read as the English the rules wrote before they were messages.
    #[test]
    fn the_messages_keep_their_english_words() {
        let cases = [
            (
                says!(
                    "log-rem-garrison",
                    chits = 3,
                    names = "ship-2, blank, base-2",
                    mobile = 2,
                    bases = 2,
                    short = 0
                ),
                "3 chits (ship-2, blank, base-2): 2 mobile ships, 2 bases",
            ),
            (
                says!(
                    "log-rem-garrison",
                    chits = 1,
                    names = "ship-1",
                    mobile = 1,
                    bases = 1,
                    short = 2
                ),
                "1 chit (ship-1): 1 mobile ship, 1 base; the pool ran out (2 not drawn)",
            ),
            (
                says!(
                    "log-rem-bounced",
                    list = says!(
                        "words-semicolon",
                        a = says!(
                            "log-rem-bounce",
                            at = "(1, 2)",
                            from = 3,
                            to = 4,
                            between = "yes"
                        ),
                        b = says!(
                            "log-rem-bounce",
                            at = "(0, 0)",
                            from = 1,
                            to = 2,
                            between = "no"
                        )
                    )
                ),
                "bounced at (1, 2) from direction 3 to 4 (a die between two); at (0, 0) from \
                 direction 1 to 2",
            ),
            (
                says!(
                    "log-rem-force-moves",
                    from = "(0, 0)",
                    to = "(1, 0)",
                    what = "deep"
                ),
                "A Remnant force moves from (0, 0) to (1, 0) into deep space",
            ),
            (
                says!("log-rem-dp-campaign", spare = 1),
                "campaign won with 1 round to spare",
            ),
            (
                says!("log-cont-view", who = "Zed", how = "pyramids", seen = "x"),
                "Zed: remote view (the Pyramids' view): x",
            ),
            (
                says!("log-cont-view", who = "Zed", how = "own", seen = ""),
                "Zed: remote view: ",
            ),
            (
                says!(
                    "log-cont-ray-disc",
                    who = "A",
                    victim = "B",
                    star = "Vega",
                    empty = "yes"
                ),
                "Death Ray (A): B lose a population disc at Vega; Vega is uninhabited now",
            ),
            (
                says!("log-cont-b-threes", stars = 7, n = 2),
                "7 stars: 2 full threes",
            ),
            (
                says!(
                    "log-cont-card-played",
                    who = "Zed",
                    card = "Military",
                    section = "A",
                    dp = "+5"
                ),
                "Zed play Military for A: +5 DP",
            ),
            (
                says!(
                    "log-cont-goal-chosen",
                    goal = "Power",
                    how = "random",
                    text = "t"
                ),
                "Galactic goal: Power (drawn at random): t",
            ),
        ];
        for (says, english) in cases {
            assert_eq!(says.english(), english);
        }
    }
}
