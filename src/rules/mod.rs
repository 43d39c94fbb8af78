//! The rules of the Galactic Era solo variant, as ECS. Nothing here knows about the
//! renderer: the whole module compiles and runs without the `gui` feature.

pub mod automa;
pub mod battle_preview;
pub mod block;
pub mod board;
pub mod choice;
pub mod combat;
pub mod commands;
pub mod content;
pub mod content_commands;
pub mod counters;
pub mod data;
pub mod deck;
pub mod dice;
pub mod discs;
pub mod dp;
pub mod effects;
pub mod facts;
pub mod fleet_supply;
pub mod gain;
pub mod hooks;
pub mod jump_block;
pub mod kind;
pub mod levels;
pub mod log;
pub mod model;
pub mod modifiers;
pub mod moments;
pub mod narrate;
pub mod nouns;
pub mod phases;
pub mod player;
pub mod population;
pub mod prompt;
pub mod question;
pub mod reference;
pub mod seat;
pub mod secrets;
pub mod setup;
pub mod ships;
pub mod snapshot;
pub mod stars;
pub mod table;
pub mod trade_rights;
pub mod trading;
pub mod turns;
pub mod tutorial;
pub mod undo;

use bevy::ecs::schedule::ScheduleLabel;
use bevy::prelude::*;
use bevy::state::app::StatesPlugin;

/// Registers the game state, the phases and the automa and player systems.
/// Expects [`data::RulesData`] to be inserted before the game starts.
pub fn plugin(app: &mut App) {
    if !app.is_plugin_added::<StatesPlugin>() {
        app.add_plugins(StatesPlugin);
    }
    app.init_resource::<snapshot::Lookups>()
        .init_resource::<model::BoardCache>()
        .init_resource::<ships::LossOrders>()
        .init_resource::<board::ReachCache>()
        .add_plugins((phases::plugin, player::plugin, content::plugin));
    add_kind_plugins(app, &automa::builtin());
    insert_game_resources(app.world_mut());
}

/// The kinds whose plugins an app has added (each once).
#[derive(Resource, Default)]
struct KindPlugins(Vec<&'static str>);

/// Adds the plugin of each kind the app does not have yet (the built-in kinds, and a
/// kind a test or a tool reads its rules with).
pub fn add_kind_plugins(app: &mut App, kinds: &kind::Kinds) {
    for k in &kinds.0 {
        let known = app.world_mut().get_resource_or_init::<KindPlugins>();
        if known.0.contains(&k.key()) {
            continue;
        }
        app.world_mut()
            .resource_mut::<KindPlugins>()
            .0
            .push(k.key());
        k.plugin(app);
    }
}

/// Puts every per-game resource at its value before a game starts. One list, used
/// both when the plugin is built and when a finished game's app is reused. The per-seat
/// resources are sized for the rules' default setup (once the rules are there).
pub fn insert_game_resources(world: &mut World) {
    use model::*;
    world.insert_resource(Round::default());
    world.insert_resource(DifficultyLevel::default());
    world.insert_resource(log::GameLog::default());
    world.insert_resource(prompt::PromptSlot::default());
    world.insert_resource(prompt::SuspendedPrompt::default());
    world.insert_resource(combat::BattleQueue::default());
    world.insert_resource(phases::TurnCursor::default());
    world.insert_resource(phases::TurnsDone::default());
    world.insert_resource(phases::MoveTurn::default());
    world.insert_resource(phases::StartCursor::default());
    world.insert_resource(player::CommandLog::default());
    world.insert_resource(player::TurnMoves::default());
    world.insert_resource(player::SelectionsShown::default());
    world.insert_resource(dice::Dice::new(0));
    world.insert_resource(deck::Decks::default());
    world.remove_resource::<phases::FinalResult>();
    world.remove_resource::<phases::EndsEarly>();
    world.remove_resource::<tutorial::Guide>();
    world.insert_resource(facts::RoundFacts::default());
    world.insert_resource(ships::LossOrders::default());
    world.insert_resource(block::Guards::default());
    world.insert_resource(undo::UndoMarks::default());
    world.insert_resource(board::ReachCache::default());
    world.insert_resource(BoardCache::default());
    // Content's own state for a new game (the story, the peoples, the goal, the relics,
    // the cards).
    for reset in hooks::hooked_mut::<moments::GameReset>(world).iter() {
        reset(world);
    }
    let roster = world
        .get_resource::<data::RulesData>()
        .map(table::Roster::default_for)
        .unwrap_or(table::Roster {
            name: "".into(),
            seats: Vec::new().into(),
            permanent_war: Vec::new().into(),
            sectors: Vec::new().into(),
            removed_cards: Vec::new().into(),
            removed_peoples: Vec::new().into(),
            wormholes: Default::default(),
        });
    seat_resources(world, roster);
}

/// Seats a roster at the table: every per-seat resource sized for it, at its value
/// before a game (everyone at peace but the permanent pairs, roster turn order, each
/// seat's own alignment).
pub fn seat_resources(world: &mut World, roster: table::Roster) {
    use model::*;
    let n = roster.len();
    world.insert_resource(Technology::new(n));
    world.insert_resource(Scores(PerSeat::filled(n, Score::default())));
    world.insert_resource(PopulationTracks(PerSeat::filled(n, 0)));
    world.insert_resource(Diplomacy::new(n, &roster.permanent_war));
    world.insert_resource(TurnOrder(roster.taking_turns().collect()));
    world.insert_resource(Alignments(PerSeat(
        roster.seats.iter().map(|s| s.alignment).collect(),
    )));
    world.insert_resource(FleetSupply(PerSeat::filled(n, Vec::new())));
    world.insert_resource(FleetTactics {
        assigned: PerSeat::filled(n, Vec::new()),
        unassigned: PerSeat::filled(n, 0),
    });
    world.insert_resource(RoundFlags::new(n));
    world.insert_resource(player::Growths(PerSeat::filled(
        n,
        player::PlayerGrowth::default(),
    )));
    world.insert_resource(player::FreeCounters(PerSeat::filled(n, 0)));
    world.insert_resource(gain::EmergencyReserveUsed(PerSeat::filled(n, false)));
    world.insert_resource(deck::Decks::default());
    let kinds = world
        .get_resource::<data::RulesData>()
        .map(|r| r.kinds.clone())
        .unwrap_or_default();
    for kind in kinds.0 {
        kind.init(world, n);
    }
    world.resource_mut::<log::GameLog>().set_seat_names(
        roster
            .seats
            .iter()
            .map(|s| crate::lang::Says::content("faction", &s.key, "name", &*s.name))
            .collect(),
    );
    world.insert_resource(roster);
}

/// Clears a game away (its entities and state) so the same app can start another.
pub fn reset_game(world: &mut World) {
    use model::*;
    let mut q = world.query_filtered::<Entity, Or<(
        With<Star>,
        With<ShipPiece>,
        With<Fleet>,
        With<Wormhole>,
        With<Sector>,
    )>>();
    let doomed: Vec<Entity> = q.iter(world).collect();
    for e in doomed {
        world.despawn(e);
    }
    // Each despawn is noted for the systems that watch removals (none here). An app
    // update forgets the notes; a headless run steps the rules without updates, so the
    // notes are forgotten here, game by game, or they would pile up. Twice: the notes
    // are kept over two turnovers, and the last game's must all go.
    world.clear_trackers();
    world.clear_trackers();
    insert_game_resources(world);
}

/// A headless app with the rules, ready for [`setup::new_game`].
pub fn headless_app(rules: data::RulesData) -> App {
    let mut app = App::new();
    let kinds = rules.kinds.clone();
    app.add_plugins(StatesPlugin)
        .insert_resource(rules)
        .add_plugins(plugin);
    add_kind_plugins(&mut app, &kinds);
    // The rules are many tiny systems: one thread is fastest, and runs are the same
    // whether or not the game was built with the multi-threaded renderer.
    let mut schedules = app.world_mut().resource_mut::<Schedules>();
    for (_, schedule) in schedules.iter_mut() {
        schedule.set_executor(bevy::ecs::schedule::SingleThreadedExecutor::new());
    }
    // Each update runs only the schedules the rules use (messages, commands, state
    // transitions, the phase drivers): every schedule run costs a look-up and a move
    // of the schedule, even when it is empty, and a simulation makes thousands of
    // updates a game.
    // The phase changes run last in the pre-update (see the phases' plugin).
    let used = [First.intern(), PreUpdate.intern(), Update.intern()];
    app.world_mut()
        .resource_mut::<bevy::app::MainScheduleOrder>()
        .labels
        .retain(|l| used.contains(l));
    app
}
