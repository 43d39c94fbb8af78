//! The new-game screen: the table, difficulty, seed, sides, story, goal, star people
//! and mod, filled from your last choices.

use super::common::screen_window_top;
use crate::rules::content::story::ContentPick;
use crate::rules::data::RulesData;
use crate::rules::model::*;
use crate::rules::setup::GameConfig;
use crate::view::keymap::{self, Action};
use crate::view::names::{
    difficulty_levels, goal_name, goal_text, people_both_text, people_name, people_side_name,
    people_side_text, seat_spec_name, story_name,
};
use crate::view::screen::Screen;
use crate::view::start::start_game;
use crate::view::state::AutoPlay;
use crate::view::words::{people_summary, story_summary};
use bevy::prelude::*;
use bevy_egui::egui;

/// The new-game form: what the player is choosing before pressing Start.
#[derive(Resource, Debug, Clone)]
pub(super) struct NewGameForm {
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

pub(super) fn fill_form(
    mut commands: Commands,
    config: Res<GameConfig>,
    active: Option<Res<crate::rules::data::ModName>>,
    start_mod: Option<Res<crate::view::mods::StartMod>>,
    scripted: Option<Res<crate::view::state::ScriptedCapture>>,
) {
    let mods = crate::view::mods::list();
    // The mod in play, else the one named on the command line (which could not start).
    let rules_choice = active
        .and_then(|m| m.0.clone())
        .or(start_mod.map(|m| m.0.clone()))
        .filter(|m| mods.contains(m));
    commands.remove_resource::<crate::view::mods::StartMod>();
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
pub(super) fn fresh_seed() -> u64 {
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

pub(super) fn new_game_form(world: &mut World) {
    let Some(ctx) = crate::view::screen::egui_ctx(world) else {
        return;
    };
    // Taken out while the screen is drawn (not copied every frame), put back before a
    // game starts (which may load other rules).
    let Some(rules) = world.remove_resource::<RulesData>() else {
        return;
    };
    let mut form = world.resource::<NewGameForm>().clone();
    let now = world.resource::<Time<Real>>().elapsed_secs_f64();
    let mut watch = world
        .remove_resource::<crate::view::mods::ModWatch>()
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
    let lasts = super::tables::last_games(
        &rules,
        &world.resource::<crate::view::saving::SaveList>().history,
    );
    screen_window_top(&crate::t!("new-game-title"), &ctx).show(&ctx, |ui| {
        ui.horizontal_top(|ui| {
            ui.vertical(|ui| {
                super::tables::table_gallery(ui, &rules, &lasts, &mut form.table);
            });
            ui.separator();
            ui.vertical(|ui| {
                (start, back) = options(ui, &rules, &mut form, &watch, &people);
            });
        });
    });
    world.insert_resource(rules);
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
                let started = crate::view::mods::use_rules(world, form.rules_choice.as_deref())
                    .and_then(|()| start_game(world, config));
                // The built-in policy plays only when you ask it to, in this game.
                world.resource_mut::<AutoPlay>().on = false;
                if let Err(e) = started {
                    form.error = Some(e);
                }
            }
            Err(_) => form.error = Some(crate::t!("new-game-seed-error")),
        }
    }
    world.insert_resource(form);
    world.insert_resource(watch);
}

/// The new game's options beside the tables: the level or who plays each seat, the
/// seed, your side, people, story, goal and rules. Returns whether Start and Back were
/// pressed.
fn options(
    ui: &mut egui::Ui,
    rules: &RulesData,
    form: &mut NewGameForm,
    watch: &crate::view::mods::ModWatch,
    people: &[crate::rules::data::SeatSpec],
) -> (bool, bool) {
    let several = people.len() > 1;
    ui.set_width(400.0);
    if several {
        people_at_table(ui, people, &mut form.people_sides, &mut form.policy_plays);
    } else {
        ui.horizontal_wrapped(|ui| {
            ui.label(crate::t!("new-game-difficulty"));
            // A table whose automa has levels of its own offers those.
            let setup = form
                .table
                .as_deref()
                .and_then(|t| rules.setup_named(t))
                .unwrap_or(&rules.setup);
            let levels = difficulty_levels(rules, setup);
            if !levels.iter().any(|(l, _)| *l == form.difficulty)
                && let Some(&(last, _)) = levels.last()
            {
                form.difficulty = form.difficulty.min(last);
            }
            for (level, name) in levels {
                ui.radio_value(&mut form.difficulty, level, format!("{level} {name}"))
                    .on_hover_ui(|ui| {
                        ui.label(crate::view::words::difficulty_words(
                            rules,
                            form.table.as_deref(),
                            level,
                        ));
                    });
            }
        });
        ui.small(crate::view::words::difficulty_words(
            rules,
            form.table.as_deref(),
            form.difficulty,
        ));
    }
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        ui.label(crate::t!("new-game-seed"));
        ui.add(egui::TextEdit::singleline(&mut form.seed_text).desired_width(140.0))
            .on_hover_text(crate::t!("new-game-seed-hover"));
        if ui.button(crate::t!("new-game-seed-random")).clicked() {
            form.seed_text = fresh_seed().to_string();
        }
    });
    if !several {
        ui.add_space(6.0);
        ui.horizontal(|ui| {
            ui.label(crate::t!("new-game-start-as"));
            ui.radio_value(
                &mut form.alignment,
                Alignment::Sto,
                crate::t!("new-game-sto-peaceful"),
            );
            ui.radio_value(
                &mut form.alignment,
                Alignment::Sts,
                crate::t!("new-game-sts-aggressive"),
            );
        });
    }
    ui.add_space(6.0);
    people_choice(ui, rules, &mut form.people);
    if let Ok(seed) = form.seed_text.trim().parse::<u64>()
        && !several
    {
        dealt_tiles(ui, rules, seed, form.alignment, &mut form.people);
    }
    ui.checkbox(&mut form.sector_bonus, crate::t!("new-game-sector-bonus"))
        .on_hover_text(crate::t!("new-game-sector-bonus-hover"));
    story_choice(ui, rules, &mut form.story);
    goal_choice(ui, rules, &mut form.goal);
    if !form.mods.is_empty() {
        ui.add_space(6.0);
        ui.horizontal_wrapped(|ui| {
            ui.label(crate::t!("new-game-rules"))
                .on_hover_text(crate::t!("new-game-rules-hover"));
            ui.radio_value(
                &mut form.rules_choice,
                None,
                crate::t!("new-game-rules-own"),
            );
            for m in form.mods.clone() {
                ui.radio_value(&mut form.rules_choice, Some(m.clone()), m);
            }
        });
        mod_status(ui, watch);
    }
    if let Some(e) = &form.error {
        ui.colored_label(egui::Color32::from_rgb(230, 159, 0), e);
    }
    ui.add_space(8.0);
    let broken_mod = form.rules_choice.is_some()
        && matches!(watch.status, Some(crate::view::mods::ModStatus::Broken(_)));
    ui.horizontal(|ui| {
        let start = ui
            .add_enabled(
                !broken_mod,
                egui::Button::new(crate::t!(
                    "new-game-start",
                    key = crate::view::keymap::shown(crate::view::keymap::Action::Confirm),
                )),
            )
            .on_disabled_hover_text(crate::t!("new-game-start-broken-mod"))
            .clicked()
            || (!broken_mod && ui.input(|i| keymap::egui_hit(Action::Confirm, i)));
        let back = ui
            .button(crate::t!(
                "new-game-back",
                key = crate::view::keymap::shown(crate::view::keymap::Action::Back),
            ))
            .clicked()
            || ui.input(|i| keymap::egui_hit(Action::Back, i));
        (start, back)
    })
    .inner
}

/// At a table of several people: each person's side, and who plays them (a person at
/// this device, or the built-in policy).
pub(super) fn people_at_table(
    ui: &mut egui::Ui,
    people: &[crate::rules::data::SeatSpec],
    sides: &mut [Alignment],
    policy: &mut [bool],
) {
    for (i, seat) in people.iter().enumerate() {
        ui.horizontal_wrapped(|ui| {
            let (r, g, b) = seat.colour;
            ui.label(
                egui::RichText::new(seat_spec_name(seat))
                    .strong()
                    .color(egui::Color32::from_rgb(r, g, b)),
            );
            ui.radio_value(&mut sides[i], Alignment::Sto, Alignment::Sto.name());
            ui.radio_value(&mut sides[i], Alignment::Sts, Alignment::Sts.name());
            ui.separator();
            ui.radio_value(&mut policy[i], false, crate::t!("new-game-plays-here"))
                .on_hover_text(crate::t!("new-game-plays-here-hover"));
            ui.radio_value(&mut policy[i], true, crate::t!("new-game-policy-plays"))
                .on_hover_text(crate::t!("new-game-policy-plays-hover"));
        });
    }
    let here = policy.iter().filter(|p| !**p).count();
    ui.small(match here {
        0 => crate::t!("new-game-nobody-here"),
        1 => crate::t!("new-game-one-here"),
        _ => crate::t!("new-game-hot-seat"),
    });
}

/// The people's seats at a table (`None`: the solo table), in the roster's order.
pub(super) fn people_at(
    rules: &RulesData,
    table: &Option<String>,
) -> Vec<crate::rules::data::SeatSpec> {
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
pub(super) fn mod_status(ui: &mut egui::Ui, watch: &crate::view::mods::ModWatch) {
    use crate::view::mods::ModStatus;
    let n = watch.reloads;
    match &watch.status {
        None => {}
        Some(ModStatus::Ready(own)) => {
            let own = own.join(", ");
            ui.label(if n > 0 {
                crate::t!("new-game-mod-ready-again", own = own, n = n)
            } else {
                crate::t!("new-game-mod-ready", own = own)
            })
            .on_hover_text(crate::t!("new-game-mod-ready-hover"));
        }
        Some(ModStatus::Broken(problems)) => {
            let warn = egui::Color32::from_rgb(230, 159, 0);
            ui.colored_label(
                warn,
                if n > 0 {
                    crate::t!("new-game-mod-broken-again", n = n)
                } else {
                    crate::t!("new-game-mod-broken")
                },
            );
            for p in problems.iter().take(6) {
                ui.colored_label(warn, p);
            }
            if problems.len() > 6 {
                ui.colored_label(warn, crate::t!("new-game-mod-more", n = problems.len() - 6));
            }
        }
    }
}

/// Your star people: two dealt with the seed (the first kept), one by name, or none.
/// Its starting side is the alignment you start as.
pub(super) fn people_choice(ui: &mut egui::Ui, rules: &RulesData, pick: &mut ContentPick) {
    content_choice(
        ui,
        pick,
        ContentMenu {
            label: crate::t!("new-game-people"),
            random: crate::t!("new-game-people-random"),
            off: (
                crate::t!("new-game-people-none"),
                Some(crate::t!("new-game-people-none-hover")),
            ),
            off_first: false,
            hint: crate::t!("new-game-people-hint"),
            items: rules
                .peoples
                .peoples
                .iter()
                .map(|p| (p.key.as_str(), people_name(p), people_summary(p)))
                .collect(),
        },
    );
}

/// One content pick of the new-game screen: drawn, one by name, or none.
struct ContentMenu<'a> {
    label: String,
    /// How "drawn with the seed" reads.
    random: String,
    /// How "none" reads, and its hover text.
    off: (String, Option<String>),
    /// "None" first in the list (else last).
    off_first: bool,
    hint: String,
    /// Each one by name: key, name, hover text.
    items: Vec<(&'a str, String, String)>,
}

fn content_choice(ui: &mut egui::Ui, pick: &mut ContentPick, menu: ContentMenu) {
    let name_of = |p: &ContentPick| match p {
        ContentPick::Random => menu.random.clone(),
        ContentPick::Off => menu.off.0.clone(),
        ContentPick::Named(k) => menu
            .items
            .iter()
            .find(|(key, _, _)| key == k)
            .map_or_else(|| k.clone(), |(_, name, _)| name.clone()),
    };
    ui.horizontal(|ui| {
        ui.label(menu.label.as_str());
        egui::ComboBox::from_id_salt(&menu.label)
            .selected_text(name_of(pick))
            .show_ui(ui, |ui| {
                let off = |ui: &mut egui::Ui, pick: &mut ContentPick| {
                    let r = ui.selectable_value(pick, ContentPick::Off, menu.off.0.as_str());
                    if let Some(hint) = &menu.off.1 {
                        r.on_hover_text(hint.as_str());
                    }
                };
                if menu.off_first {
                    off(ui, pick);
                }
                ui.selectable_value(pick, ContentPick::Random, menu.random.as_str());
                for (key, name, hover) in &menu.items {
                    ui.selectable_value(pick, ContentPick::Named(key.to_string()), name.as_str())
                        .on_hover_text(hover);
                }
                if !menu.off_first {
                    off(ui, pick);
                }
            });
    })
    .response
    .on_hover_text(menu.hint.as_str());
}

/// The two tiles the seed deals you, side by side: pick the one to keep (the side is
/// the alignment you start as).
pub(super) fn dealt_tiles(
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
    ui.label(crate::t!("new-game-dealt"));
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
                        .selectable_label(
                            kept,
                            format!("{} ({})", people_side_name(p, side), side.name()),
                        )
                        .on_hover_text(people_summary(p))
                        .clicked()
                    {
                        *pick = ContentPick::Named(p.key.clone());
                    }
                    for text in [people_both_text(p), people_side_text(p, side)] {
                        if !text.is_empty() {
                            ui.small(text);
                        }
                    }
                });
            });
        }
    });
}

/// The galactic story: drawn with the seed, one by name, or none (a learning game).
pub(super) fn story_choice(ui: &mut egui::Ui, rules: &RulesData, pick: &mut ContentPick) {
    content_choice(
        ui,
        pick,
        ContentMenu {
            label: crate::t!("new-game-story"),
            random: crate::t!("new-game-story-random"),
            off: (
                crate::t!("new-game-story-none"),
                Some(crate::t!("new-game-story-none-hover")),
            ),
            off_first: false,
            hint: crate::t!("new-game-story-hint"),
            items: rules
                .stories
                .stories
                .iter()
                .map(|s| (s.key.as_str(), story_name(s), story_summary(s)))
                .collect(),
        },
    );
}

/// The galactic goal: none (the default), drawn at random, or one by name.
pub(super) fn goal_choice(ui: &mut egui::Ui, rules: &RulesData, pick: &mut ContentPick) {
    content_choice(
        ui,
        pick,
        ContentMenu {
            label: crate::t!("new-game-goal"),
            random: crate::t!("new-game-goal-random"),
            off: (crate::t!("new-game-goal-none"), None),
            off_first: true,
            hint: crate::t!("new-game-goal-hint"),
            items: rules
                .goals
                .goals
                .iter()
                .map(|g| (g.key.as_str(), goal_name(g), goal_text(g)))
                .collect(),
        },
    );
}
