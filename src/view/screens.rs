//! The screens around the game: title, new game, game over, and the in-game menu with
//! its confirmation before a game in progress is left.

use super::screen::Screen;
use super::start::start_game;
use super::state::AutoPlay;
use super::state::{Speed, ViewSettings};
use super::words::{people_summary, story_summary};
use crate::rules::content::story::ContentPick;
use crate::rules::data::RulesData;
use crate::rules::model::*;
use crate::rules::phases::{FinalResult, GamePhase, RulesGate};
use crate::rules::setup::GameConfig;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The new-game form: what the player is choosing before pressing Start.
#[derive(Resource, Debug, Clone)]
struct NewGameForm {
    difficulty: u8,
    seed_text: String,
    alignment: Alignment,
    story: ContentPick,
    goal: ContentPick,
    people: ContentPick,
    sector_bonus: bool,
    error: Option<String>,
    /// The mods found in `mods/`, and the one chosen (`None`: the game's own rules).
    mods: Vec<String>,
    rules_choice: Option<String>,
    /// The table: a setup file's name (`None`: the solo table).
    table: Option<String>,
    /// At a table of several people: each person's starting alignment and whether the
    /// built-in policy plays them, in the roster's order.
    people_sides: Vec<Alignment>,
    policy_plays: Vec<bool>,
}

/// What the menu is asking to confirm.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Confirm {
    #[default]
    Nothing,
    ToTitle,
    Quit,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<Confirm>()
        .add_systems(OnEnter(Screen::NewGame), fill_form)
        .add_systems(OnExit(Screen::GameOver), |mut s: ResMut<ViewSettings>| {
            s.review = false;
        })
        .add_systems(
            EguiPrimaryContextPass,
            (
                title.run_if(in_state(Screen::Title)),
                new_game_form.run_if(in_state(Screen::NewGame)),
                game_over.run_if(in_state(Screen::GameOver)),
                game_menu.run_if(in_state(Screen::Game)),
            ),
        )
        .add_systems(
            Update,
            (
                hold_rules_off_game,
                to_game_over.run_if(in_state(Screen::Game)),
                log_screen_changes,
            ),
        );
}

/// Each screen change in the log (the rendered tests follow the game by it).
fn log_screen_changes(mut changes: MessageReader<StateTransitionEvent<Screen>>) {
    for c in changes.read() {
        if let Some(to) = c.entered {
            info!("screen: {to:?}");
        }
    }
}

/// The rules only play while the game screen shows.
fn hold_rules_off_game(screen: Res<State<Screen>>, mut gate: ResMut<RulesGate>) {
    if *screen.get() != Screen::Game && !gate.hold {
        gate.hold = true;
    }
}

fn to_game_over(
    phase: Res<State<GamePhase>>,
    result: Option<Res<FinalResult>>,
    mut next: ResMut<NextState<Screen>>,
) {
    if *phase.get() == GamePhase::GameOver && result.is_some() {
        next.set(Screen::GameOver);
    }
}

/// A centred, fixed window for a screen.
fn screen_window(title: &str) -> egui::Window<'_> {
    egui::Window::new(title)
        .anchor(egui::Align2::CENTER_CENTER, egui::Vec2::ZERO)
        .collapsible(false)
        .resizable(false)
        .movable(false)
}

#[allow(clippy::too_many_arguments)]
fn title(
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
    mut settings: ResMut<ViewSettings>,
    list: Res<super::saving::SaveList>,
    status: Res<super::state::SaveStatus>,
    mut confirm: ResMut<Confirm>,
    mut commands: Commands,
    mut reference: ResMut<super::reference::ReferenceView>,
) -> Result {
    use super::saving::PendingLoad;
    let ctx = contexts.ctx_mut()?;
    // F1 and H open the help; Esc closes it, else asks whether to quit.
    let typing = ctx.egui_wants_keyboard_input();
    let (help_key, esc) = ctx.input(|i| {
        (
            !typing && (i.key_pressed(egui::Key::F1) || i.key_pressed(egui::Key::H)),
            i.key_pressed(egui::Key::Escape),
        )
    });
    if help_key {
        reference.key(&mut settings, ctx);
    }
    if esc {
        if settings.show_help {
            settings.show_help = false;
        } else if cfg!(not(target_arch = "wasm32")) {
            *confirm = if *confirm == Confirm::Quit {
                Confirm::Nothing
            } else {
                Confirm::Quit
            };
        }
    }
    if *confirm == Confirm::Quit {
        let mut answer = None;
        screen_window("Quit the game?").show(ctx, |ui| {
            ui.label("Your games are saved: Continue takes you back to the last one.");
            ui.horizontal(|ui| {
                if ui.button("Quit  (Enter)").clicked()
                    || ui.input(|i| i.key_pressed(egui::Key::Enter))
                {
                    answer = Some(true);
                }
                if ui.button("Stay  (Esc)").clicked() {
                    answer = Some(false);
                }
            });
        });
        match answer {
            Some(true) => {
                exit.write(AppExit::Success);
            }
            Some(false) => *confirm = Confirm::Nothing,
            None => {}
        }
        return Ok(());
    }
    screen_window("Galactic Automa").show(ctx, |ui| {
        ui.set_width(360.0);
        ui.vertical_centered(|ui| {
            ui.label(
                "The Galactic Era solo variant: you against the Genetic Farmers and the Slavers.",
            );
            ui.add_space(12.0);
            let mut guided = false;
            let first_run = !settings.guide_offered
                && list.resume.is_none()
                && list.slots.is_empty()
                && list.history.games.is_empty();
            if first_run {
                let accent = super::theme::egui_color(super::theme::HIGHLIGHT);
                egui::Frame::group(ui.style())
                    .stroke(egui::Stroke::new(1.5, accent))
                    .show(ui, |ui| {
                        ui.label(
                            egui::RichText::new("New to Galactic Era?")
                                .strong()
                                .color(accent),
                        );
                        ui.label(
                            "The guided first game plays one round with you, step by step: \
                             moving, a battle, growth, an automa's decision, a trade and \
                             scoring. About ten minutes.",
                        );
                        ui.horizontal(|ui| {
                            if ui.button("Start the guided game  (G)").clicked() {
                                guided = true;
                            }
                            if ui.button("No, thanks").clicked() {
                                settings.guide_offered = true;
                            }
                        });
                    });
                ui.add_space(8.0);
            }
            if let Some(resume) = &list.resume {
                let about = &resume.about;
                if ui
                    .add_sized([220.0, 32.0], egui::Button::new("Continue  (C)"))
                    .on_hover_text(format!(
                        "Your last game, saved {}: round {}, {} DP{}.",
                        crate::save::date_text(about.saved_at),
                        about.round,
                        about.dp,
                        about
                            .people
                            .as_ref()
                            .map_or(String::new(), |p| format!(", {p}"))
                    ))
                    .clicked()
                    || ui.input(|i| i.key_pressed(egui::Key::C))
                {
                    commands.insert_resource(PendingLoad(resume.clone()));
                }
                if ui
                    .small_button("Watch it from the start")
                    .on_hover_text("A replay of your last game, up to where you left it")
                    .clicked()
                {
                    commands.insert_resource(super::saving::SaveRequest::Watch(
                        crate::save::store::AUTOSAVE.into(),
                    ));
                }
            }
            if ui
                .add_sized([220.0, 32.0], egui::Button::new("New game  (N)"))
                .clicked()
                || ui.input(|i| i.key_pressed(egui::Key::N) || i.key_pressed(egui::Key::Enter))
            {
                next.set(Screen::NewGame);
            }
            if !first_run
                && ui
                    .add_sized([220.0, 28.0], egui::Button::new("Guided first game  (G)"))
                    .on_hover_text(
                        "One round played with you step by step; it keeps its own save, \
                         so your game in progress stays as it is",
                    )
                    .clicked()
            {
                guided = true;
            }
            if ui.input(|i| i.key_pressed(egui::Key::G)) {
                guided = true;
            }
            if guided {
                settings.guide_offered = true;
                commands.queue(|world: &mut World| {
                    let config = crate::rules::setup::GameConfig {
                        tutorial: true,
                        ..Default::default()
                    };
                    if let Err(e) = start_game(world, config) {
                        world.resource_mut::<super::state::SaveStatus>().message =
                            Some((false, format!("The guided game cannot start: {e}")));
                    }
                });
            }
            if ui
                .add_sized([220.0, 28.0], egui::Button::new("Rules and keys  (F1)"))
                .clicked()
            {
                settings.show_help = !settings.show_help;
            }
            #[cfg(not(target_arch = "wasm32"))]
            if ui
                .add_sized([220.0, 28.0], egui::Button::new("Quit"))
                .clicked()
            {
                exit.write(AppExit::Success);
            }
            #[cfg(target_arch = "wasm32")]
            let _ = &mut exit;
            if let Some((ok, text)) = &status.message {
                super::theme::outcome(ui, *ok, text);
            }
            if !list.history.games.is_empty() {
                ui.add_space(8.0);
                egui::CollapsingHeader::new(format!(
                    "Your games ({} played)",
                    list.history.games.len()
                ))
                .default_open(true)
                .show(ui, |ui| history(ui, &list.history));
            }
            if !list.slots.is_empty() {
                ui.add_space(8.0);
                egui::CollapsingHeader::new(format!("Saved games ({})", list.slots.len()))
                    .default_open(false)
                    .show(ui, |ui| saved_games(ui, &list.slots, &mut commands));
            }
            ui.add_space(8.0);
            ui.small("Every automa decision is shown with its roll, table row and candidates.");
            ui.small("Your game is saved after every action you take.");
        });
    });
    Ok(())
}

/// Your finished games: the best at each difficulty and the last results in a chart.
fn history(ui: &mut egui::Ui, h: &crate::save::history::History) {
    for (d, dp, rank) in h.best_per_difficulty() {
        let name = ["easy", "standard", "hard", "insane"]
            .get(d as usize)
            .copied()
            .unwrap_or("custom");
        ui.label(format!("Best at {name} (difficulty {d}): {dp} DP, {rank}"));
    }
    // The last 20 games, oldest first, numbered as played.
    let skip = h.games.len().saturating_sub(20);
    let values: Vec<i32> = h.games[skip..].iter().map(|g| g.dp).collect();
    dp_chart(ui, &values, |i| format!("#{}", skip + i + 1));
    if let Some(last) = h.games.last() {
        ui.small(format!(
            "Last: {}, {} DP ({}){}",
            crate::save::date_text(last.date),
            last.dp,
            last.rank,
            last.people
                .as_ref()
                .map_or(String::new(), |p| format!(", {p}"))
        ));
    }
}

/// The named saves, newest first: load or delete each; one that cannot be read says why.
fn saved_games(ui: &mut egui::Ui, slots: &[crate::save::store::Listed], commands: &mut Commands) {
    use super::saving::SaveRequest;
    egui::ScrollArea::vertical()
        .max_height(220.0)
        .show(ui, |ui| {
            for l in slots {
                ui.horizontal(|ui| {
                    match &l.info {
                        Ok(about) => {
                            let state = about
                                .result
                                .as_ref()
                                .map_or(format!("round {}", about.round), |r| format!("over, {r}"));
                            ui.label(format!(
                                "{}: {}, {state}, {} DP",
                                l.slot,
                                crate::save::date_text(about.saved_at),
                                about.dp
                            ))
                            .on_hover_text(
                                [about.people.clone(), about.story.clone()]
                                    .into_iter()
                                    .flatten()
                                    .collect::<Vec<_>>()
                                    .join(", "),
                            );
                            if ui.small_button("Load").clicked() {
                                commands.insert_resource(SaveRequest::Load(l.slot.clone()));
                            }
                            if ui
                                .small_button("Watch")
                                .on_hover_text("Watch this game from its start")
                                .clicked()
                            {
                                commands.insert_resource(SaveRequest::Watch(l.slot.clone()));
                            }
                        }
                        Err(e) => {
                            ui.colored_label(
                                egui::Color32::from_rgb(230, 159, 0),
                                format!("{}: unreadable", l.slot),
                            )
                            .on_hover_text(e);
                        }
                    }
                    if ui.small_button("Delete").clicked() {
                        commands.insert_resource(SaveRequest::Delete(l.slot.clone()));
                    }
                });
            }
        });
}

fn fill_form(
    mut commands: Commands,
    config: Res<GameConfig>,
    active: Option<Res<crate::rules::data::ModName>>,
    start_mod: Option<Res<super::mods::StartMod>>,
    scripted: Option<Res<super::state::ScriptedCapture>>,
) {
    let mods = super::mods::list();
    // The mod in play, else the one named on the command line (which could not start).
    let rules_choice = active
        .and_then(|m| m.0.clone())
        .or(start_mod.map(|m| m.0.clone()))
        .filter(|m| mods.contains(m));
    commands.remove_resource::<super::mods::StartMod>();
    commands.insert_resource(NewGameForm {
        mods,
        rules_choice,
        difficulty: config.difficulty,
        // Every new game gets a seed of its own (shown, and editable to replay one); a
        // scripted run keeps its given seed, for screenshots that do not change.
        seed_text: if scripted.is_some() {
            config.seed.to_string()
        } else {
            fresh_seed().to_string()
        },
        alignment: config.alignment,
        story: config.story.clone(),
        goal: config.goal.clone(),
        people: config.people.clone(),
        sector_bonus: config.sector_bonus,
        error: None,
        table: config.setup.clone(),
        people_sides: config.alignments.clone(),
        policy_plays: Vec::new(),
    });
}

/// A seed from the clock, for a new game (the game itself stays deterministic): the
/// nanoseconds of the wall clock, mixed so that close instants give unrelated seeds.
fn fresh_seed() -> u64 {
    #[cfg(not(target_arch = "wasm32"))]
    let t = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    #[cfg(target_arch = "wasm32")]
    let t = (js_sys::Date::now() * 1000.0) as u64;
    // SplitMix64's finaliser.
    let mut z = t.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (z ^ (z >> 31)) % 1_000_000
}

fn new_game_form(world: &mut World) {
    let Some(ctx) = super::screen::egui_ctx(world) else {
        return;
    };
    let rules = world.resource::<RulesData>().clone();
    let mut form = world.resource::<NewGameForm>().clone();
    let now = world.resource::<Time<Real>>().elapsed_secs_f64();
    let mut watch = world
        .remove_resource::<super::mods::ModWatch>()
        .unwrap_or_default();
    if watch.look(now, &mut form.mods, form.rules_choice.as_deref()) {
        // A mod that went away is no longer a choice.
        if let Some(c) = &form.rules_choice
            && !form.mods.contains(c)
        {
            form.rules_choice = None;
        }
    }
    let mut start = false;
    let mut back = false;
    // The people at the chosen table (one at the solo table).
    let people = people_at(&rules, &form.table);
    let several = people.len() > 1;
    form.people_sides.resize(people.len(), form.alignment);
    form.policy_plays.resize(people.len(), false);
    screen_window("New game").show(&ctx, |ui| {
        ui.set_width(420.0);
        table_choice(ui, &rules, &mut form.table);
        ui.add_space(6.0);
        if several {
            people_at_table(ui, &people, &mut form.people_sides, &mut form.policy_plays);
        } else {
            ui.label("Difficulty");
            for d in &rules.difficulty.levels {
                ui.radio_value(
                    &mut form.difficulty,
                    d.level,
                    format!("{} - {}", d.level, d.name),
                )
                .on_hover_text(format!(
                    "{} of the Slavers' discs start on their offboard power track; automas spawn {} more ship(s).",
                    d.discs_removed, d.spawn_bonus
                ));
            }
        }
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            ui.label("Seed");
            ui.add(egui::TextEdit::singleline(&mut form.seed_text).desired_width(140.0))
                .on_hover_text("The same seed and the same moves give the same game.");
            if ui.button("Random").clicked() {
                form.seed_text = fresh_seed().to_string();
            }
        });
        if !several {
            ui.add_space(6.0);
            ui.horizontal(|ui| {
                ui.label("You start as");
                ui.radio_value(&mut form.alignment, Alignment::Sto, "STO (peaceful)");
                ui.radio_value(&mut form.alignment, Alignment::Sts, "STS (aggressive)");
            });
        }
        ui.add_space(6.0);
        people_choice(ui, &rules, &mut form.people);
        if let Ok(seed) = form.seed_text.trim().parse::<u64>()
            && !several
        {
            dealt_tiles(ui, &rules, seed, form.alignment, &mut form.people);
        }
        ui.checkbox(&mut form.sector_bonus, "Home sector starting bonus")
            .on_hover_text(
                "Your home sector gives one bonus, drawn with the seed: a free growth counter in round 1, a field at level 2, 2 ships or 2 population.",
            );
        story_choice(ui, &rules, &mut form.story);
        goal_choice(ui, &rules, &mut form.goal);
        if !form.mods.is_empty() {
            ui.add_space(6.0);
            ui.horizontal_wrapped(|ui| {
                ui.label("Rules").on_hover_text(
                    "A mod is a rules folder in mods/ beside the game. It is read again \
                     when the game starts, so your latest changes are in.",
                );
                ui.radio_value(&mut form.rules_choice, None, "the game's own");
                for m in form.mods.clone() {
                    ui.radio_value(&mut form.rules_choice, Some(m.clone()), m);
                }
            });
            mod_status(ui, &watch);
        }
        if let Some(e) = &form.error {
            ui.colored_label(egui::Color32::from_rgb(230, 159, 0), e);
        }
        ui.add_space(8.0);
        let broken_mod = form.rules_choice.is_some()
            && matches!(watch.status, Some(super::mods::ModStatus::Broken(_)));
        ui.horizontal(|ui| {
            start = ui
                .add_enabled(!broken_mod, egui::Button::new("Start  (Enter)"))
                .on_disabled_hover_text(
                    "The chosen mod has problems (listed above): fix them, or choose the game's own rules.",
                )
                .clicked()
                || (!broken_mod && ui.input(|i| i.key_pressed(egui::Key::Enter)));
            back = ui.button("Back  (Esc)").clicked()
                || ui.input(|i| i.key_pressed(egui::Key::Escape));
        });
    });
    if back {
        world.resource_mut::<NextState<Screen>>().set(Screen::Title);
    } else if start {
        match form.seed_text.trim().parse::<u64>() {
            Ok(seed) => {
                let config = GameConfig {
                    seed,
                    difficulty: form.difficulty,
                    alignment: form.alignment,
                    story: form.story.clone(),
                    goal: form.goal.clone(),
                    people: form.people.clone(),
                    people_field: None,
                    sector_bonus: form.sector_bonus,
                    setup: form.table.clone(),
                    alignments: if several {
                        form.people_sides.clone()
                    } else {
                        Vec::new()
                    },
                    tutorial: false,
                    policy: people
                        .iter()
                        .zip(&form.policy_plays)
                        .filter(|(_, p)| **p)
                        .map(|(x, _)| x.key.clone())
                        .collect(),
                };
                let started = super::mods::use_rules(world, form.rules_choice.as_deref())
                    .and_then(|()| start_game(world, config));
                // The built-in policy plays only when you ask it to, in this game.
                world.resource_mut::<AutoPlay>().on = false;
                if let Err(e) = started {
                    form.error = Some(e);
                }
            }
            Err(_) => form.error = Some("the seed is a whole number, like 42".into()),
        }
    }
    world.insert_resource(form);
    world.insert_resource(watch);
}

/// The tables there are: the solo game, and every other setup file (the 2-player
/// variant). T moves to the next one (while no text field has the keys).
fn table_choice(ui: &mut egui::Ui, rules: &RulesData, table: &mut Option<String>) {
    let values: Vec<Option<String>> = rules
        .setups
        .iter()
        .map(|(key, _)| (key != "solo").then(|| key.clone()))
        .collect();
    let typing = ui.ctx().memory(|m| m.focused().is_some());
    if !typing && ui.input(|i| i.key_pressed(egui::Key::T)) {
        let at = values.iter().position(|v| v == table).unwrap_or(0);
        if let Some(next) = values.get((at + 1) % values.len().max(1)) {
            *table = next.clone();
        }
    }
    ui.horizontal_wrapped(|ui| {
        ui.label("Table  (T)").on_hover_text(
            "Who sits at the table (each is a setup file): you against the two solo \
             automas; the same with the neutral Remnants holding the stars; the \
             Remnants' campaign, you alone against them; or two people at this device \
             (hot-seat) with the passive Elder Civilization between them.",
        );
        for (key, setup) in &rules.setups {
            let value = (key != "solo").then(|| key.clone());
            let label = if key == "solo" {
                "Solo".to_string()
            } else {
                setup.name.clone()
            };
            ui.radio_value(table, value, label);
        }
    });
}

/// At a table of several people: each person's side, and who plays them (a person at
/// this device, or the built-in policy).
fn people_at_table(
    ui: &mut egui::Ui,
    people: &[crate::rules::data::SeatSpec],
    sides: &mut [Alignment],
    policy: &mut [bool],
) {
    for (i, seat) in people.iter().enumerate() {
        ui.horizontal_wrapped(|ui| {
            let (r, g, b) = seat.colour;
            ui.label(
                egui::RichText::new(&seat.name)
                    .strong()
                    .color(egui::Color32::from_rgb(r, g, b)),
            );
            ui.radio_value(&mut sides[i], Alignment::Sto, "STO");
            ui.radio_value(&mut sides[i], Alignment::Sts, "STS");
            ui.separator();
            ui.radio_value(&mut policy[i], false, "plays here")
                .on_hover_text(
                    "A person at this device: the screen is passed to them on their turn.",
                );
            ui.radio_value(&mut policy[i], true, "built-in policy")
                .on_hover_text("The game's own player plays this seat.");
        });
    }
    let here = policy.iter().filter(|p| !**p).count();
    ui.small(match here {
        0 => "Nobody plays here: you watch the built-in policy play both seats.",
        1 => "One person plays here against the built-in policy.",
        _ => {
            "Hot-seat: each person's fleets, counters and card show only on their turn; \
              the screen asks to pass the device between them."
        }
    });
}

/// The people's seats at a table (`None`: the solo table), in the roster's order.
fn people_at(rules: &RulesData, table: &Option<String>) -> Vec<crate::rules::data::SeatSpec> {
    let config = GameConfig {
        setup: table.clone(),
        ..Default::default()
    };
    crate::rules::setup::setup_of(rules, &config)
        .map(|s| {
            s.seats
                .into_iter()
                .filter(|x| x.controller == crate::rules::data::ControllerSpec::Human)
                .collect()
        })
        .unwrap_or_default()
}

/// What the chosen mod changes, or why it cannot be played; said again each time its
/// files change.
fn mod_status(ui: &mut egui::Ui, watch: &super::mods::ModWatch) {
    use super::mods::ModStatus;
    let again = if watch.reloads > 0 {
        format!(" (read again after a change, {}x)", watch.reloads)
    } else {
        String::new()
    };
    match &watch.status {
        None => {}
        Some(ModStatus::Ready(own)) => {
            ui.label(format!("Ready{again}: its own {}; the rest built-in.", own.join(", ")))
                .on_hover_text("Edit its files while this screen shows: they are checked again within a second or two.");
        }
        Some(ModStatus::Broken(problems)) => {
            let warn = egui::Color32::from_rgb(230, 159, 0);
            ui.colored_label(warn, format!("This mod cannot be played{again}:"));
            for p in problems.iter().take(6) {
                ui.colored_label(warn, p);
            }
            if problems.len() > 6 {
                ui.colored_label(
                    warn,
                    format!(
                        "... and {} more (galactic-automa validate)",
                        problems.len() - 6
                    ),
                );
            }
        }
    }
}

/// Your star people: two dealt with the seed (the first kept), one by name, or none.
/// Its starting side is the alignment you start as.
fn people_choice(ui: &mut egui::Ui, rules: &RulesData, pick: &mut ContentPick) {
    let name_of = |p: &ContentPick| match p {
        ContentPick::Random => "two dealt, the first kept".to_string(),
        ContentPick::Off => "none (plain setup)".to_string(),
        ContentPick::Named(k) => rules
            .peoples
            .get(k)
            .map_or_else(|| k.clone(), |p| p.name.clone()),
    };
    ui.horizontal(|ui| {
        ui.label("Star people");
        egui::ComboBox::from_id_salt("people")
            .selected_text(name_of(pick))
            .show_ui(ui, |ui| {
                ui.selectable_value(pick, ContentPick::Random, name_of(&ContentPick::Random));
                for p in &rules.peoples.peoples {
                    let option = ContentPick::Named(p.key.clone());
                    ui.selectable_value(pick, option, &p.name)
                        .on_hover_text(people_summary(p));
                }
                ui.selectable_value(pick, ContentPick::Off, name_of(&ContentPick::Off))
                    .on_hover_text("No tile: the plain STO or STS player.");
            });
    })
    .response
    .on_hover_text("Your tile's abilities. The side that applies is your alignment's: it turns when you switch.");
}

/// The two tiles the seed deals you, side by side: pick the one to keep (the side is
/// the alignment you start as).
fn dealt_tiles(
    ui: &mut egui::Ui,
    rules: &RulesData,
    seed: u64,
    side: Alignment,
    pick: &mut ContentPick,
) {
    let file = &rules.peoples;
    let two: Vec<usize> = crate::rules::content::people::dealt(seed, file.peoples.len())
        .into_iter()
        .take(2)
        .collect();
    if two.len() < 2 || *pick == ContentPick::Off {
        return;
    }
    ui.label("Dealt to you with this seed: keep one");
    ui.horizontal(|ui| {
        for &i in &two {
            let p = &file.peoples[i];
            let kept = match pick {
                ContentPick::Named(k) => *k == p.key,
                ContentPick::Random => i == two[0],
                ContentPick::Off => false,
            };
            let frame = egui::Frame::group(ui.style()).inner_margin(6.0);
            frame.show(ui, |ui| {
                ui.set_width(190.0);
                ui.vertical(|ui| {
                    if ui
                        .selectable_label(kept, format!("{} ({})", p.side_name(side), side.name()))
                        .on_hover_text(people_summary(p))
                        .clicked()
                    {
                        *pick = ContentPick::Named(p.key.clone());
                    }
                    for text in [&p.both.text, &p.side(side).text] {
                        if !text.is_empty() {
                            ui.small(text.as_str());
                        }
                    }
                });
            });
        }
    });
}

/// The galactic story: drawn with the seed, one by name, or none (a learning game).
fn story_choice(ui: &mut egui::Ui, rules: &RulesData, pick: &mut ContentPick) {
    let name_of = |p: &ContentPick| match p {
        ContentPick::Random => "drawn at random".to_string(),
        ContentPick::Off => "none (learning game)".to_string(),
        ContentPick::Named(k) => rules
            .stories
            .get(k)
            .map_or_else(|| k.clone(), |s| s.name.clone()),
    };
    ui.horizontal(|ui| {
        ui.label("Galactic story");
        egui::ComboBox::from_id_salt("story")
            .selected_text(name_of(pick))
            .show_ui(ui, |ui| {
                ui.selectable_value(pick, ContentPick::Random, name_of(&ContentPick::Random));
                for s in &rules.stories.stories {
                    let option = ContentPick::Named(s.key.clone());
                    ui.selectable_value(pick, option, &s.name)
                        .on_hover_text(story_summary(s));
                }
                ui.selectable_value(pick, ContentPick::Off, name_of(&ContentPick::Off))
                    .on_hover_text("Only alignment, population and sector majorities score.");
            });
    })
    .response
    .on_hover_text("Each era of the story rewards different things: see the panel in game.");
}

/// The galactic goal: none (the default), drawn at random, or one by name.
fn goal_choice(ui: &mut egui::Ui, rules: &RulesData, pick: &mut ContentPick) {
    let name_of = |p: &ContentPick| match p {
        ContentPick::Random => "drawn at random".to_string(),
        ContentPick::Off => "none".to_string(),
        ContentPick::Named(k) => rules
            .goals
            .get(k)
            .map_or_else(|| k.clone(), |g| g.name.clone()),
    };
    ui.horizontal(|ui| {
        ui.label("Galactic goal");
        egui::ComboBox::from_id_salt("goal")
            .selected_text(name_of(pick))
            .show_ui(ui, |ui| {
                ui.selectable_value(pick, ContentPick::Off, name_of(&ContentPick::Off));
                ui.selectable_value(pick, ContentPick::Random, name_of(&ContentPick::Random));
                for g in &rules.goals.goals {
                    let option = ContentPick::Named(g.key.clone());
                    ui.selectable_value(pick, option, &g.name)
                        .on_hover_text(&g.text);
                }
            });
    })
    .response
    .on_hover_text("An extra way to score. Playing with a goal lowers your ranking by one row.");
}

/// Final score, rank and the DP chart.
#[allow(clippy::too_many_arguments)]
fn game_over(
    mut contexts: EguiContexts,
    result: Option<Res<FinalResult>>,
    scores: Res<Scores>,
    roster: Res<crate::rules::table::Roster>,
    (config, story, goal): (
        Res<GameConfig>,
        Res<crate::rules::content::story::ActiveStory>,
        Res<crate::rules::content::goal::ActiveGoal>,
    ),
    rules: Res<RulesData>,
    mut next: ResMut<NextState<Screen>>,
    mut settings: ResMut<ViewSettings>,
) -> Result {
    let score = scores.of(roster.first_human());
    let ctx = contexts.ctx_mut()?;
    let Some(result) = result else {
        return Ok(());
    };
    if ctx.input(|i| i.key_pressed(egui::Key::B))
        || (settings.review && ctx.input(|i| i.key_pressed(egui::Key::Escape)))
    {
        settings.review = !settings.review;
    }
    if settings.review {
        egui::Window::new("The final board")
            .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 8.0))
            .collapsible(false)
            .resizable(false)
            .title_bar(false)
            .show(ctx, |ui| {
                ui.horizontal(|ui| {
                    ui.label(format!("Game over: {} DP, {}", result.dp, result.rank));
                    if ui.button("Back to the results  (B)").clicked() {
                        settings.review = false;
                    }
                });
            });
        return Ok(());
    }
    if !result.standings.is_empty() {
        screen_window("Game over").show(ctx, |ui| {
            ui.set_width(460.0);
            standings(ui, &result, &scores, &roster, &config);
            game_over_buttons(ui, &mut settings, &mut next);
        });
        return Ok(());
    }
    screen_window("Game over").show(ctx, |ui| {
        ui.set_width(460.0);
        ui.vertical_centered(|ui| {
            ui.heading(format!("{} DP: {}", result.dp, result.rank));
            let diff = rules
                .difficulty
                .get(config.difficulty)
                .map_or(String::new(), |d| d.name.clone());
            ui.label(format!(
                "Seed {} at difficulty {} ({diff})",
                config.seed, config.difficulty
            ));
            if let Some(story) = &story.0 {
                ui.label(format!("Galactic story: {}", story.name));
            }
            if let Some(goal) = &goal.0 {
                ui.label(format!(
                    "Galactic goal: {} (ranking one row lower)",
                    goal.name
                ));
            }
        });
        ui.separator();
        ui.label("Where your DP came from");
        egui::Grid::new("dp_sources").striped(true).show(ui, |ui| {
            for (source, dp) in &result.by_source {
                ui.label(source);
                ui.label(format!("{dp:+}"));
                ui.end_row();
            }
        });
        ui.separator();
        ui.label("DP at the end of each round, then with the game-end scoring");
        // The rounds, then the game end (track, goal, sector majorities).
        let mut points = score.per_round.clone();
        if points.last() != Some(&result.dp) {
            points.push(result.dp);
        }
        let rounds = score.per_round.len();
        dp_chart(ui, &points, |i| {
            if i < rounds {
                format!("R{}", i + 1)
            } else {
                "End".to_string()
            }
        });
        ui.separator();
        ui.label("The solo ranking");
        let ranks = &rules.ranking.ranks;
        // With a goal the result is one row below the row of your DP: mark the row of
        // your DP and say what it becomes.
        let row_of_dp = rules.ranking.rank(result.dp, false).to_string();
        for (i, r) in ranks.iter().enumerate() {
            let here = r.name == row_of_dp;
            let text = match ranks.get(i + 1) {
                Some(next) if i == 0 && r.min_dp < 0 => {
                    format!("below {} DP: {}", next.min_dp, r.name)
                }
                _ => format!("{} DP and more: {}", r.min_dp, r.name),
            };
            if here {
                ui.colored_label(egui::Color32::from_rgb(240, 228, 66), format!("> {text}"));
            } else {
                ui.label(text);
            }
        }
        if goal.0.is_some() {
            ui.label(format!(
                "With a galactic goal the result is one row lower: {}",
                result.rank
            ));
        }
        game_over_buttons(ui, &mut settings, &mut next);
    });
    Ok(())
}

/// The game-over screen's way on: the final board, a new game, the title.
fn game_over_buttons(ui: &mut egui::Ui, settings: &mut ViewSettings, next: &mut NextState<Screen>) {
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        if ui
            .button("Look at the final board and log  (B)")
            .on_hover_text("Every face-down fleet and counter is told now.")
            .clicked()
        {
            settings.review = true;
        }
        if ui.button("New game").clicked() {
            next.set(Screen::NewGame);
        }
        if ui.button("Title").clicked() {
            next.set(Screen::Title);
        }
    });
}

/// At a table of several people: who won, and each person's DP by source side by side.
fn standings(
    ui: &mut egui::Ui,
    result: &FinalResult,
    scores: &Scores,
    roster: &crate::rules::table::Roster,
    config: &GameConfig,
) {
    let colour = |s: Seat| super::theme::egui_color(super::theme::seat_color(roster, Some(s)));
    ui.vertical_centered(|ui| {
        if let Some(&(winner, dp)) = result.standings.first() {
            ui.heading(
                egui::RichText::new(format!("{} wins with {dp} DP", roster.name(winner)))
                    .color(colour(winner)),
            );
        }
        ui.label("Most DP wins; on a tie, more stars, then the earlier place in turn order.");
        ui.label(format!("Seed {}", config.seed));
    });
    ui.separator();
    let people: Vec<Seat> = result.standings.iter().map(|&(s, _)| s).collect();
    let mut sources: Vec<String> = Vec::new();
    for &s in &people {
        for (name, _) in &scores.of(s).by_source {
            if !sources.contains(name) {
                sources.push(name.clone());
            }
        }
    }
    egui::Grid::new("standings").striped(true).show(ui, |ui| {
        ui.label("");
        for &s in &people {
            ui.label(
                egui::RichText::new(roster.name(s))
                    .strong()
                    .color(colour(s)),
            );
        }
        ui.end_row();
        for source in &sources {
            ui.label(source);
            for &s in &people {
                let dp = scores
                    .of(s)
                    .by_source
                    .iter()
                    .find(|(n, _)| n == source)
                    .map_or(0, |(_, v)| *v);
                ui.label(format!("{dp:+}"));
            }
            ui.end_row();
        }
        ui.strong("Total");
        for &(_, dp) in &result.standings {
            ui.strong(dp.to_string());
        }
        ui.end_row();
    });
}

/// A small line chart of DP per round.
/// `values` per round, the points after the first `rounds` being the game end.
fn dp_chart(ui: &mut egui::Ui, values: &[i32], label: impl Fn(usize) -> String) {
    let size = egui::vec2(ui.available_width().min(420.0), 140.0);
    let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, egui::Color32::from_rgb(20, 24, 40));
    if values.is_empty() {
        painter.text(
            rect.center(),
            egui::Align2::CENTER_CENTER,
            "no round scored",
            egui::FontId::proportional(14.0),
            egui::Color32::GRAY,
        );
        return;
    }
    let max = values.iter().copied().max().unwrap_or(0).max(1) as f32;
    let min = values.iter().copied().min().unwrap_or(0).min(0) as f32;
    let n = values.len().max(2) as f32 - 1.0;
    // Room above the highest point for its number.
    let inner = egui::Rect::from_min_max(
        rect.min + egui::vec2(18.0, 28.0),
        rect.max - egui::vec2(18.0, 18.0),
    );
    let point = |i: usize, v: i32| {
        egui::pos2(
            inner.left() + inner.width() * i as f32 / n,
            inner.bottom() - inner.height() * (v as f32 - min) / (max - min).max(1.0),
        )
    };
    let stroke = egui::Stroke::new(2.0, egui::Color32::from_rgb(86, 180, 233));
    for (i, w) in values.windows(2).enumerate() {
        painter.line_segment([point(i, w[0]), point(i + 1, w[1])], stroke);
    }
    for (i, &v) in values.iter().enumerate() {
        let p = point(i, v);
        painter.circle_filled(p, 3.5, egui::Color32::from_rgb(86, 180, 233));
        painter.text(
            p + egui::vec2(0.0, -10.0),
            egui::Align2::CENTER_BOTTOM,
            v.to_string(),
            egui::FontId::proportional(11.0),
            egui::Color32::LIGHT_GRAY,
        );
        painter.text(
            egui::pos2(p.x, rect.bottom() - 2.0),
            egui::Align2::CENTER_BOTTOM,
            label(i),
            egui::FontId::proportional(10.0),
            egui::Color32::GRAY,
        );
    }
}

/// The UI scale, applied when you let go of the slider: applied while dragging, it
/// rescaled the slider under the pointer, which then jumped to an end.
fn ui_scale_slider(ui: &mut egui::Ui, settings: &mut ViewSettings, pending: &mut Option<f32>) {
    let mut value = pending.unwrap_or(settings.ui_scale);
    let r = ui
        .add(
            egui::Slider::new(&mut value, 0.75..=2.0)
                .step_by(0.05)
                .text("UI scale"),
        )
        .on_hover_text("Applied when you let go.");
    if r.dragged() {
        *pending = Some(value);
    } else if r.changed() || r.drag_stopped() || pending.is_some() {
        settings.ui_scale = value;
        *pending = None;
    }
}

/// Fullscreen (F11) and a few window sizes.
fn window_controls(ui: &mut egui::Ui, window: &mut Window) {
    use bevy::window::{MonitorSelection, WindowMode};
    let full = !matches!(window.mode, WindowMode::Windowed);
    if ui
        .selectable_label(full, "Fullscreen  (F11)")
        .on_hover_text("The whole screen, without a border; again for a window.")
        .clicked()
    {
        window.mode = if full {
            WindowMode::Windowed
        } else {
            WindowMode::BorderlessFullscreen(MonitorSelection::Current)
        };
    }
    #[cfg(not(target_arch = "wasm32"))]
    ui.horizontal(|ui| {
        ui.label("Window");
        for (w, h) in [(1280, 720), (1600, 900), (1920, 1080)] {
            if ui
                .small_button(format!("{w}x{h}"))
                .on_hover_text("A window of this size (kept for the next run).")
                .clicked()
            {
                window.mode = WindowMode::Windowed;
                window.resolution.set(w as f32, h as f32);
            }
        }
    });
}

/// Esc in the game: resume, settings, return to the title or quit, with a confirmation
/// before a game in progress is given up.
#[allow(clippy::too_many_arguments)]
fn game_menu(
    mut contexts: EguiContexts,
    mut settings: ResMut<ViewSettings>,
    mut confirm: ResMut<Confirm>,
    mut auto: ResMut<AutoPlay>,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
    status: Res<super::state::SaveStatus>,
    mut name: Local<String>,
    mut pending_scale: Local<Option<f32>>,
    mut windows: Query<&mut Window, With<bevy::window::PrimaryWindow>>,
    mut commands: Commands,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if !settings.menu_open {
        *confirm = Confirm::Nothing;
        return Ok(());
    }
    screen_window("Menu").show(ctx, |ui| {
        ui.set_width(300.0);
        match *confirm {
            Confirm::Nothing => {
                if ui.button("Resume  (Esc)").clicked() {
                    settings.menu_open = false;
                }
                ui.separator();
                ui.label("Animation speed");
                ui.horizontal(|ui| {
                    for s in Speed::ALL {
                        ui.radio_value(&mut settings.speed, s, s.name());
                    }
                });
                ui_scale_slider(ui, &mut settings, &mut pending_scale);
                if let Ok(mut window) = windows.single_mut() {
                    window_controls(ui, &mut window);
                }
                ui.checkbox(&mut auto.on, "Let the built-in policy play for you")
                    .on_hover_text("For this game only: a new or loaded game starts with it off.");
                ui.checkbox(&mut settings.hints, "Hints for what to do next")
                    .on_hover_text("A short hint under each question in the right panel.");
                ui.separator();
                super::sound::controls(ui, &mut settings);
                ui.separator();
                ui.label("Save this game under a name (it is also saved after every action)");
                ui.horizontal(|ui| {
                    if name.is_empty() {
                        *name = "my game".into();
                    }
                    ui.add(egui::TextEdit::singleline(&mut *name).desired_width(160.0));
                    if ui.button("Save").clicked() {
                        commands.insert_resource(super::saving::SaveRequest::Save(name.clone()));
                    }
                });
                if let Some((ok, text)) = &status.message {
                    super::theme::outcome(ui, *ok, text);
                }
                ui.separator();
                if ui.button("Return to the title screen").clicked() {
                    *confirm = Confirm::ToTitle;
                }
                #[cfg(not(target_arch = "wasm32"))]
                if ui.button("Quit the game").clicked() {
                    *confirm = Confirm::Quit;
                }
            }
            c => {
                ui.label("Leave this game? It is saved: Continue on the title screen picks it up.");
                ui.horizontal(|ui| {
                    if ui.button("Yes, leave it").clicked() {
                        settings.menu_open = false;
                        auto.on = false;
                        if c == Confirm::Quit {
                            exit.write(AppExit::Success);
                        } else {
                            next.set(Screen::Title);
                        }
                        *confirm = Confirm::Nothing;
                    }
                    if ui.button("No, keep playing").clicked() {
                        *confirm = Confirm::Nothing;
                    }
                });
            }
        }
    });
    Ok(())
}
