//! The side panel (your turn's controls, the state of the game, every track with what
//! its levels do) and the log at the bottom, filterable by seat, round and text.

use super::loading::LoadFailure;
use super::screen::Screen;
use super::state::AutoPlay;
use super::state::{Speed, ViewSettings, viewer};
use super::theme::{LOG_HEIGHT, SIDE_WIDTH};
use super::words::sector_bonus_text;

use crate::rules::data::RulesData;
use crate::rules::log::{GameLog, LogEntry};
use crate::rules::model::*;
use crate::rules::phases::GamePhase;
use crate::rules::player::{CommandLog, CommandResult, PlayerCommand, SeatCommand};
use crate::rules::prompt::PromptSlot;
use crate::rules::table::Roster;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

/// The log's filters.
#[derive(Resource, Debug, Clone, Default)]
pub struct LogFilter {
    /// Only entries about this seat (events mentioning it, its decisions).
    pub seat: Option<Seat>,
    pub round: Option<u8>,
    pub text: String,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<AutoPlay>()
        .init_resource::<LogFilter>()
        .add_systems(
            EguiPrimaryContextPass,
            (
                apply_ui_scale,
                side_and_log.run_if(
                    in_state(Screen::Game).or_else(
                        in_state(Screen::GameOver).and_then(|s: Res<ViewSettings>| s.review),
                    ),
                ),
                broken.run_if(in_state(Screen::Broken)),
            )
                .chain(),
        )
        // Where a person's commands are applied: then the rules take the same steps
        // after an answer as in a headless game (the same game, whoever answers).
        .add_systems(
            PreUpdate,
            policy_plays
                .run_if(in_state(Screen::Game))
                .after(crate::rules::player::apply_submitted_commands)
                .before(crate::rules::phases::drive_after_commands),
        );
}

fn apply_ui_scale(mut contexts: EguiContexts, settings: Res<ViewSettings>) -> Result {
    let ctx = contexts.ctx_mut()?;
    if (ctx.zoom_factor() - settings.ui_scale).abs() > 0.001 {
        ctx.set_zoom_factor(settings.ui_scale);
    }
    Ok(())
}

fn policy_plays(world: &mut World) {
    let auto = world.resource::<AutoPlay>();
    // The seats the game's setup gives the policy play whenever they are asked.
    let policy_seat = world
        .resource::<PromptSlot>()
        .asked()
        .is_some_and(|s| super::state::played_by_policy(world, s));
    if !(auto.on || auto.step_once || policy_seat)
        || world.resource::<PromptSlot>().0.is_none()
        || world.resource::<super::animation::Animations>().busy()
    {
        return;
    }
    world.resource_mut::<AutoPlay>().step_once = false;
    if let Err(e) = crate::sim::policy::supports(world) {
        warn!("{e}");
        world.resource_mut::<AutoPlay>().on = false;
        return;
    }
    // The guide cannot script the policy: it steps aside first (a recorded command).
    if super::state::guide_showing(world) {
        let _ = crate::rules::player::apply_command(
            world,
            crate::rules::player::PlayerCommand::LeaveGuide,
        );
    }
    let before = world.resource::<CommandLog>().0.len();
    crate::sim::policy::act(world);
    // Report what the policy did as a person's commands are reported, so that the view
    // shows the same cards and messages for it.
    let done: Vec<SeatCommand> = world.resource::<CommandLog>().0[before..].to_vec();
    for c in done {
        world.write_message(CommandResult {
            seat: c.seat,
            command: c.command,
            result: Ok(String::new()),
        });
    }
}

fn broken(mut contexts: EguiContexts, failure: Option<Res<LoadFailure>>) -> Result {
    let ctx = contexts.ctx_mut()?;
    egui::Window::new("The rules could not be loaded").show(ctx, |ui| {
        ui.label(failure.map_or("unknown error".into(), |f| f.0.clone()));
        ui.label("Fix the file named above and start the game again.");
    });
    Ok(())
}

fn side_and_log(world: &mut World) {
    // While the device is passed on, nothing of the game is drawn (the cover hides it).
    if super::state::passing(world) {
        return;
    }
    let Some(ctx) = super::screen::egui_ctx(world) else {
        return;
    };
    let mut root = egui::Ui::new(
        ctx.clone(),
        "viewport".into(),
        egui::UiBuilder::new()
            .layer_id(egui::LayerId::background())
            .max_rect(ctx.viewport_rect()),
    );
    egui::Panel::right("status")
        .exact_size(SIDE_WIDTH - 20.0)
        .show(&mut root, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                ui.set_max_width(SIDE_WIDTH - 36.0);
                header(world, ui);
                ui.separator();
                super::guide::show(world, ui);
                super::prompts::prompt_controls(world, ui);
                ui.separator();
                status(world, ui);
            });
        });
    egui::Panel::bottom("log")
        .exact_size(LOG_HEIGHT - 20.0)
        .show(&mut root, |ui| log_panel(world, ui));
    if world.resource::<ViewSettings>().show_decisions {
        super::decisions::show(world, &mut root);
    }
    // What the panels left is the board's: its labels are clipped to it.
    let board_area = root.available_rect_before_wrap();
    // The guide's rings under the labels: a star's name stays readable inside its ring.
    super::guide::paint_rings(world, &ctx, board_area);
    super::labels::paint(world, &ctx, board_area);
    super::legend::show(world, &ctx, board_area);
}

fn header(world: &mut World, ui: &mut egui::Ui) {
    // At a hot-seat game: whose side the screen shows.
    if super::state::hot_seat(world) {
        let roster = world.resource::<Roster>();
        let you = viewer(world);
        ui.label(
            egui::RichText::new(format!("{}'s side", roster.name(you)))
                .strong()
                .size(17.0)
                .color(super::theme::egui_color(super::theme::seat_color(
                    roster,
                    Some(you),
                ))),
        )
        .on_hover_text(
            "Your fleets, counters and card show only while you hold the device: when the \
             other person is asked something, the screen asks to pass it on.",
        );
    }
    let rounds = world.resource::<RulesData>().base.rounds;
    let round = world.resource::<Round>().0;
    let phase = *world.resource::<State<GamePhase>>().get();
    ui.horizontal(|ui| {
        ui.heading(format!("Round {round} of {rounds}"));
        let mut s = world.resource_mut::<ViewSettings>();
        if ui.small_button("Menu").on_hover_text("Esc").clicked() {
            s.menu_open = true;
        }
        if ui
            .small_button("?")
            .on_hover_text("Keys and help (F1)")
            .clicked()
        {
            s.show_help = !s.show_help;
        }
    });
    let rules = world.resource::<RulesData>();
    ui.label(format!(
        "Era {} ({} era) - {} phase",
        rules.base.era(round),
        rules.base.era_alignment(round).name(),
        match phase {
            GamePhase::Setup => "setup",
            GamePhase::MoveCombat => "movement and combat",
            GamePhase::Growth => "growth",
            GamePhase::Trading => "trading",
            GamePhase::Scoring => "scoring",
            GamePhase::GameOver => "game over",
        }
    ))
    .on_hover_text(
        "In an STO era peaceful empires score alignment DP; in an STS era aggressive ones do.",
    );
    let mut settings = world.resource_mut::<ViewSettings>();
    ui.horizontal_wrapped(|ui| {
        ui.label("Automa speed:");
        for s in Speed::ALL {
            ui.radio_value(&mut settings.speed, s, s.name());
        }
    })
    .response
    .on_hover_text("Keys 1-4. Instant plays the same rules without animation. Space skips the rest of an automa turn.");
}

fn status(world: &mut World, ui: &mut egui::Ui) {
    // Borrowed, not copied: this runs every frame.
    // Your cards first (they are actions, like the prompt above); the card rules read the
    // rules tables from the world, so outside the scope below.
    cards_panel(world, ui);
    remote_view_panel(world, ui);
    // The people's rules read the tables from the world too.
    people_panel(world, ui);
    world.resource_scope(|world, rules: Mut<RulesData>| status_with(world, ui, &rules));
}

fn status_with(world: &mut World, ui: &mut egui::Ui, rules: &RulesData) {
    let you = viewer(world);
    let score = world.resource::<Scores>().of(you).clone();
    let roster = world.resource::<Roster>().clone();
    let align = world.resource::<Alignments>().of(you);
    let order = world.resource::<TurnOrder>().0.clone();
    let dip = world.resource::<Diplomacy>().clone();
    let tech = world.resource::<Technology>().clone();
    let tracks = world.resource::<PopulationTracks>().clone();
    // What each automa's kind shows of its own state (the Slavers' offboard power).
    let kind_panels: Vec<crate::rules::kind::KindPanel> = roster
        .automas()
        .filter_map(|s| roster.kind(s).map(|k| k.panel(world, s)))
        .flatten()
        .collect();

    ui.label(format!("You are {} with {} DP", align.name(), score.dp))
        .on_hover_text(
            score
                .by_source
                .iter()
                .map(|(s, v)| format!("{s}: {v:+}"))
                .collect::<Vec<_>>()
                .join("\n"),
        );
    scoring_card(world, ui, you, &score.per_round);
    story_panel(world, ui, rules);
    goal_panel(world, ui);
    ui.label(format!(
        "Turn order: {}",
        order
            .iter()
            .map(|&s| roster.name(s))
            .collect::<Vec<_>>()
            .join(", then ")
    ))
    .on_hover_text(
        "Seats move, grow and trade in this order. Growth counters move you up or down.",
    );
    // Every other seat's war or peace with you (in a game of two people, the other
    // person's too), and at such a table everyone's DP: the score track is public.
    if roster.humans().count() > 1 {
        let scores = world.resource::<Scores>();
        ui.label(format!(
            "Scores: {}",
            roster
                .humans()
                .map(|s| format!("{} {} DP", roster.name(s), scores.of(s).dp))
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    for automa in roster.seats().filter(|&s| s != you) {
        let war = dip.at_war(you, automa);
        let color = if war {
            egui::Color32::from_rgb(230, 159, 0)
        } else {
            egui::Color32::from_rgb(150, 200, 150)
        };
        ui.colored_label(
            color,
            format!("{}: {}", roster.name(automa), if war { "at war with you" } else { "at peace with you" }),
        )
        .on_hover_text("At war, ships in the same hex fight. Ask for peace in your turn or when trading (a die decides).");
    }

    egui::CollapsingHeader::new("Your technology")
        .default_open(true)
        .show(ui, |ui| {
            for f in Field::ALL {
                let l = tech.level(you, f);
                ui.horizontal(|ui| {
                    ui.label(format!("{:<13}", f.name()));
                    for level in 1..=6u8 {
                        let reached = level <= l;
                        let text = egui::RichText::new(level.to_string()).monospace();
                        let text = if level == l {
                            text.strong().color(egui::Color32::from_rgb(86, 180, 233))
                        } else if reached {
                            text.color(egui::Color32::LIGHT_GRAY)
                        } else {
                            text.color(egui::Color32::DARK_GRAY)
                        };
                        let r = ui.label(text).on_hover_text(format!(
                            "{} {level}{}: {}\nF1: every level in the rules reference",
                            f.name(),
                            if level == l { " (you are here)" } else { "" },
                            rules.tech.description(f, level)
                        ));
                        super::reference::names(&r, &crate::rules::reference::topic_of_field(f));
                    }
                });
            }
        });

    egui::CollapsingHeader::new("Population and ships")
        .default_open(true)
        .show(ui, |ui| {
            let on = tracks.0[you];
            let value = rules.base.track_value(on);
            let ships = rules.base.ships_for_track_value(value);
            ui.label(format!(
                "{on} discs left on your population track; uncovered value {value}"
            ))
            .on_hover_text("Discs leave the track for your stars as population grows. The uncovered value sets how many ships Build Ships makes and scores at game end.");
            ui.label(format!("Build Ships makes {ships} ships at this value (plus asteroids and Robotics)"));
            // The track as on the board: a disc on each covered space, its number
            // showing through; uncovered spaces in your colour.
            let yours = super::theme::egui_color(super::theme::seat_color(&roster, Some(you)));
            ui.horizontal_wrapped(|ui| {
                ui.spacing_mut().item_spacing = egui::vec2(2.0, 2.0);
                // Discs leave the track from its low end: the first spaces uncover first.
                let total = rules.base.population_track.len() as u32;
                let removed = total.saturating_sub(on) as usize;
                for (i, v) in rules.base.population_track.iter().enumerate() {
                    let covered = i >= removed;
                    let (rect, response) =
                        ui.allocate_exact_size(egui::vec2(24.0, 24.0), egui::Sense::hover());
                    let painter = ui.painter_at(rect);
                    let text_color = if covered {
                        painter.circle_filled(rect.center(), 11.0, egui::Color32::from_gray(150));
                        egui::Color32::BLACK
                    } else {
                        // The highest uncovered space is the value that counts.
                        let current = i + 1 == removed;
                        painter.circle_stroke(
                            rect.center(),
                            11.0,
                            if current {
                                egui::Stroke::new(2.0, yours)
                            } else {
                                egui::Stroke::new(1.0, egui::Color32::from_gray(90))
                            },
                        );
                        yours
                    };
                    painter.text(
                        rect.center(),
                        egui::Align2::CENTER_CENTER,
                        v.to_string(),
                        egui::FontId::proportional(13.0),
                        text_color,
                    );
                    response.on_hover_text(if covered {
                        "still covered by a disc"
                    } else if i + 1 == removed {
                        "your track value: the highest uncovered space"
                    } else {
                        "uncovered: your discs left this space for your stars"
                    });
                }
            });
        });

    for panel in &kind_panels {
        egui::CollapsingHeader::new(&panel.title)
            .default_open(true)
            .show(ui, |ui| {
                for (line, in_force) in &panel.lines {
                    if *in_force {
                        ui.colored_label(egui::Color32::from_rgb(230, 159, 0), format!("> {line}"));
                    } else {
                        ui.label(format!("  {line}"));
                    }
                }
            });
    }

    egui::CollapsingHeader::new("Everyone's technology")
        .default_open(false)
        .show(ui, |ui| {
            egui::Grid::new("tech").striped(true).show(ui, |ui| {
                ui.label("");
                for s in roster.seats() {
                    ui.label(roster.name(s));
                }
                ui.end_row();
                for f in Field::ALL {
                    ui.label(f.name());
                    for s in roster.seats() {
                        let l = tech.level(s, f);
                        ui.label(l.to_string())
                            .on_hover_text(rules.tech.description(f, l));
                    }
                    ui.end_row();
                }
            });
        });

    let mut auto = world.resource_mut::<AutoPlay>();
    ui.separator();
    ui.checkbox(&mut auto.on, "Let the built-in policy play for you");
    if ui
        .button("Suggest  (P)")
        .on_hover_text(
            "What the built-in policy would do here, in words; played only if you accept.",
        )
        .clicked()
    {
        world.insert_resource(super::state::Asked);
    }
}

fn log_panel(world: &mut World, ui: &mut egui::Ui) {
    let roster = world.resource::<Roster>().clone();
    let rounds = world.resource::<RulesData>().base.rounds;
    let mut filter = world.resource::<LogFilter>().clone();
    ui.horizontal(|ui| {
        ui.strong("Game log");
        egui::ComboBox::from_id_salt("log_seat")
            .selected_text(filter.seat.map_or("everyone", |s| roster.name(s)))
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut filter.seat, None, "everyone");
                for s in roster.seats() {
                    ui.selectable_value(&mut filter.seat, Some(s), roster.name(s));
                }
            });
        egui::ComboBox::from_id_salt("log_round")
            .selected_text(
                filter
                    .round
                    .map_or("all rounds".into(), |r| format!("round {r}")),
            )
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut filter.round, None, "all rounds");
                for r in 1..=rounds {
                    ui.selectable_value(&mut filter.round, Some(r), format!("round {r}"));
                }
            });
        ui.add(
            egui::TextEdit::singleline(&mut filter.text)
                .hint_text("search")
                .desired_width(140.0),
        );
    });
    let knows = super::state::secrets_for(world);
    let log = world.resource::<GameLog>();
    let needle = filter.text.to_lowercase();
    let lines: Vec<(String, Option<Seat>, Option<&'static str>)> = log
        .text_entries_from(0)
        .filter(|e| filter.round.is_none_or(|r| GameLog::round_of(e) == r))
        .filter_map(|e| {
            let e = &*crate::rules::log::seen_by(e, knows);
            let line = log.line(e);
            let seat = match e {
                LogEntry::Decision(d) => Some(d.seat),
                LogEntry::Event { seat, .. } => *seat,
                _ => None,
            };
            let about =
                |s: Seat| seat == Some(s) || (seat.is_none() && line.contains(roster.name(s)));
            if filter.seat.is_some_and(|s| !about(s)) {
                return None;
            }
            if !needle.is_empty() && !line.to_lowercase().contains(&needle) {
                return None;
            }
            Some((line, seat, crate::rules::reference::topic_of_entry(e)))
        })
        .collect();
    egui::ScrollArea::vertical()
        .stick_to_bottom(true)
        .auto_shrink([false, false])
        .show_rows(ui, 16.0, lines.len(), |ui, range| {
            for (line, seat, topic) in &lines[range] {
                let c = seat.map_or(egui::Color32::LIGHT_GRAY, |s| {
                    let [r, g, b, _] = super::theme::seat_color(&roster, Some(s))
                        .to_srgba()
                        .to_u8_array();
                    egui::Color32::from_rgb(r, g, b)
                });
                let shown = ui.colored_label(c, line);
                if let Some(topic) = topic {
                    super::reference::names(&shown.on_hover_text("F1: its rules"), topic);
                }
            }
        });
    world.insert_resource(filter);
}

/// Your star people: the side that applies now (your alignment's) and what it does;
/// the other side on hover.
fn people_panel(world: &World, ui: &mut egui::Ui) {
    let you = viewer(world);
    let Some(p) = crate::rules::content::people::of(world, you) else {
        return;
    };
    let align = world.resource::<Alignments>().of(you);
    let side = p.side(align);
    let shown =
        egui::CollapsingHeader::new(format!("People: {} ({})", p.side_name(align), align.name()))
            .id_salt("people_panel")
            .default_open(false)
            .show(ui, |ui| {
                for text in [&p.both.text, &side.text] {
                    if !text.is_empty() {
                        ui.label(text.as_str());
                    }
                }
                if let Some((_, bonus)) = world
                    .resource::<crate::rules::content::people::SectorBonuses>()
                    .0
                    .iter()
                    .find(|(s, _)| *s == you)
                {
                    ui.small(format!("Home sector bonus: {}", sector_bonus_text(*bonus)));
                }
            })
            .header_response
            .on_hover_text(format!(
                "{}\nF1: every people in the rules reference",
                super::words::people_summary(p)
            ));
    super::reference::names(&shown, "peoples");
}

/// The galactic story: what this era rewards (what you scored from it on hover), and
/// the other eras on hover of the title.
fn story_panel(world: &World, ui: &mut egui::Ui, rules: &RulesData) {
    let Some(story) = world
        .resource::<crate::rules::content::story::ActiveStory>()
        .0
        .clone()
    else {
        return;
    };
    let round = world.resource::<Round>().0;
    let era = rules.base.era(round);
    let you = viewer(world);
    let source = format!("{}, era {era}", story.name);
    let scored: i32 = world
        .resource::<Scores>()
        .of(you)
        .by_source
        .iter()
        .filter(|(s, _)| *s == source)
        .map(|(_, v)| v)
        .sum();
    let shown =
        egui::CollapsingHeader::new(format!("Story: {} (era {era}, {scored:+} DP)", story.name))
            .id_salt("story_panel")
            .default_open(true)
            .show(ui, |ui| {
                if let Some(items) = story.eras.get(era as usize - 1) {
                    for item in &items.items {
                        let when = if item.on.at_round_end() {
                            "at the end of each round of this era"
                        } else {
                            "as it happens, in this era"
                        };
                        ui.label(format!("{}: {}", super::words::dp_text(item.dp), item.text))
                            .on_hover_text(format!("Scored {when}."));
                    }
                }
            })
            .header_response
            .on_hover_text(format!(
                "{}\nF1: every story in the rules reference",
                super::words::story_summary(&story)
            ));
    super::reference::names(&shown, "stories");
}

/// The galactic goal and where you stand: what it would give if the game ended now.
fn goal_panel(world: &mut World, ui: &mut egui::Ui) {
    let Some(goal) = world
        .resource::<crate::rules::content::goal::ActiveGoal>()
        .0
        .clone()
    else {
        return;
    };
    let you = viewer(world);
    let now = crate::rules::content::goal::evaluate(world, you);
    let so_far: i32 = world
        .resource::<Scores>()
        .of(you)
        .by_source
        .iter()
        .filter(|(s, _)| *s == goal.name)
        .map(|(_, v)| v)
        .sum();
    let shown = egui::CollapsingHeader::new(format!("Goal: {}", goal.name))
        .id_salt("goal_panel")
        .default_open(true)
        .show(ui, |ui| {
            ui.label(&goal.text);
            match now {
                Some((dp, why)) => ui.label(format!("If the game ended now: {dp:+} DP ({why})")),
                None => ui.label(format!("So far: {so_far:+} DP")),
            };
        })
        .header_response
        .on_hover_text(
            "Playing with a goal lowers your ranking by one row.\nF1: every goal in the rules reference",
        );
    super::reference::names(&shown, "goals");
}

/// Your domination cards: the A condition (met or what is missing), the B value now, and
/// buttons to play them (the rules refuse a play that is not allowed, with the reason).
fn cards_panel(world: &mut World, ui: &mut egui::Ui) {
    use crate::rules::content::card::{CardPlay, Cards, b_value, condition_holds};
    let you = viewer(world);
    let state = world.resource::<Cards>().clone();
    let hand = state.hand(you);
    if hand.is_empty() && state.plays(you) == 0 {
        return;
    }
    let defs = world.resource::<RulesData>().cards.clone();
    let exchange_now = state
        .exchanges
        .iter()
        .any(|(s, r)| *s == you && r.is_none_or(|r| r == world.resource::<Round>().0));
    let shown = egui::CollapsingHeader::new(format!(
        "Domination cards ({} played of 2)",
        state.plays(you)
    ))
    .id_salt("cards_panel")
    .default_open(true)
    .show(ui, |ui| {
        for index in hand {
            let card = defs.cards[index].clone();
            let holds = condition_holds(world, you, card.a.condition);
            let (b, how) = b_value(world, you, &card);
            ui.group(|ui| {
                ui.strong(&card.name);
                ui.label(format!("A, {} DP: {}", card.a.dp, card.a.text))
                    .on_hover_text(format!("Immediate effect: {}", card.a.effect_text));
                // Why A cannot be played yet, in the card's own words.
                let why_not_a = match &holds {
                    _ if state.played_a(you) => Some("you have played a card for A".to_string()),
                    Ok(()) => None,
                    Err(why) => Some(why.clone()),
                };
                match &why_not_a {
                    None => ui.colored_label(egui::Color32::from_rgb(150, 200, 150), "A: you can play it now"),
                    Some(why) => ui.label(format!("A not yet: {why}")),
                };
                ui.label(format!("B now: {b:+} DP ({how})")).on_hover_text(&card.b.text);
                ui.horizontal_wrapped(|ui| {
                    let can_a = holds.is_ok() && !state.played_a(you);
                    // The effect's choices, one button per option it needs, once the card
                    // can be played for A (before that, one greyed "Play for A" says so).
                    let options = if can_a {
                        effect_options(world, you, card.a.effect)
                    } else {
                        Vec::new()
                    };
                    for (label, at, choice) in options {
                        if ui
                            .add_enabled(can_a, egui::Button::new(label))
                            .on_hover_text(&card.a.effect_text)
                            .clicked()
                        {
                            super::send::submit(
                                world,
                                PlayerCommand::PlayCard {
                                    card: card.key.clone(),
                                    how: CardPlay::A {
                                        effect: true,
                                        at,
                                        choice,
                                    },
                                },
                            );
                        }
                    }
                    if ui
                        .add_enabled(can_a, egui::Button::new("Play for A"))
                        .on_disabled_hover_text(why_not_a.clone().unwrap_or_default())
                        .clicked()
                    {
                        super::send::submit(
                            world,
                            PlayerCommand::PlayCard {
                                card: card.key.clone(),
                                how: CardPlay::A { effect: false, at: None, choice: Default::default() },
                            },
                        );
                    }
                    if ui.button(format!("Play for B ({b:+} DP)")).clicked() {
                        super::send::submit(
                            world,
                            PlayerCommand::PlayCard {
                                card: card.key.clone(),
                                how: CardPlay::B,
                            },
                        );
                    }
                    if exchange_now
                        && ui
                            .button("Exchange")
                            .on_hover_text("Put it under the deck and draw the top card.")
                            .clicked()
                    {
                        super::send::submit(world, PlayerCommand::ExchangeCard(card.key.clone()));
                    }
                });
            });
        }
    })
    .header_response
    .on_hover_text("Two plays a game, one for A. Played when the game waits for you; after your first play you draw a card.\nF1: every card in the rules reference");
    super::reference::names(&shown, "cards");
}

/// Remote views left this round and what they can look at, one button each.
fn remote_view_panel(world: &mut World, ui: &mut egui::Ui) {
    use crate::rules::content::remote_view::{ViewTarget, targets, views_left};
    let you = viewer(world);
    let all = targets(world, you);
    if all.is_empty() {
        return;
    }
    let left = match views_left(world, you) {
        Some(n) => format!("{n} left this round"),
        None => "unlimited".into(),
    };
    let roster = world.resource::<Roster>().clone();
    egui::CollapsingHeader::new(format!("Remote view ({left})"))
        .id_salt("remote_view_panel")
        .default_open(false)
        .show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                for (t, pyramids) in all {
                    let label = match t {
                        ViewTarget::Star(at) => format!("star at ({}, {})", at.0, at.1),
                        ViewTarget::Relic(at) => format!("relic at ({}, {})", at.0, at.1),
                        ViewTarget::Fleet { seat, letter } => {
                            format!("{} fleet {letter:?}", roster.name(seat))
                        }
                    };
                    let hover = if pyramids {
                        "The Ancient Pyramids' view: any fleet, once a round."
                    } else {
                        "Spirituality: a face-down star or relic, or a fleet of a faction with lower Spirituality."
                    };
                    if ui.button(label).on_hover_text(hover).clicked() {
                        super::send::submit(world, PlayerCommand::RemoteView(t));
                    }
                }
            });
        })
        .header_response
        .on_hover_text("Look at something hidden: what you see stays in the hex tooltip and the log.");
}

/// A way to play a card's effect: the button's label, the hex and the choice it sends.
type EffectOption = (
    String,
    Option<(i32, i32)>,
    crate::rules::content::card::EffectChoice,
);

/// The ways to play a card's effect, each as a button: (label, hex, choice). A free
/// Research offers each field, the Central gain each center-sector star you could take,
/// Spatial each move of up to 3 discs from a star of yours to your home star or back.
fn effect_options(
    world: &mut World,
    you: Seat,
    effect: Option<crate::rules::data::Effect>,
) -> Vec<EffectOption> {
    use crate::rules::content::card::EffectChoice;
    use crate::rules::data::Effect;
    let Some(effect) = effect else {
        return Vec::new();
    };
    let snap = crate::rules::snapshot::Snapshot::take(world);
    let board = world.resource::<crate::rules::board::Board>().clone();
    let label = |h: hexx::Hex| crate::rules::board::hex_label(h);
    match effect {
        Effect::FreeResearch => Field::ALL
            .iter()
            .map(|&f| {
                (
                    format!("A + research {}", f.name()),
                    None,
                    EffectChoice::Field(f),
                )
            })
            .collect(),
        Effect::CenterGainStar { .. } => snap
            .stars
            .iter()
            .filter(|s| s.owner != Some(you) && board.in_center(s.hex))
            .map(|s| {
                (
                    format!("A + gain {} {}", s.name, label(s.hex)),
                    Some((s.hex.x, s.hex.y)),
                    EffectChoice::None,
                )
            })
            .collect(),
        Effect::Teleport(most) => {
            let mine: Vec<&crate::rules::snapshot::StarView> =
                snap.stars.iter().filter(|s| s.owner == Some(you)).collect();
            let mut out = Vec::new();
            // From your most populous star to each of your others (the rules check the
            // discs it can spare).
            if let Some(from) = mine.iter().max_by_key(|s| s.population) {
                for to in mine.iter().filter(|s| s.hex != from.hex) {
                    out.push((
                        format!("A + move {most} from {} to {}", from.name, to.name),
                        Some((to.hex.x, to.hex.y)),
                        EffectChoice::From {
                            star: (from.hex.x, from.hex.y),
                            discs: most,
                        },
                    ));
                }
            }
            out
        }
        Effect::NoLossesOrNoRetreat => vec![
            (
                "A + no losses in this battle".into(),
                None,
                EffectChoice::None,
            ),
            (
                "A + no retreat for your opponents".into(),
                None,
                EffectChoice::NoRetreat,
            ),
        ],
        _ => vec![(
            "Play for A with its effect".into(),
            None,
            EffectChoice::None,
        )],
    }
}

/// Your destiny points round by round, each with its source: the latest round open,
/// the others a click away, and the game-end scoring once it is done.
fn scoring_card(world: &World, ui: &mut egui::Ui, you: Seat, per_round: &[i32]) {
    let log = world.resource::<GameLog>();
    let mut rounds: Vec<(u8, Vec<&crate::rules::log::DpRecord>)> = Vec::new();
    for e in &log.entries {
        if let LogEntry::Destiny(r) = e
            && r.seat == you
        {
            match rounds.last_mut() {
                Some((n, list)) if *n == r.round => list.push(r),
                _ => rounds.push((r.round, vec![r])),
            }
        }
    }
    let Some(&(last, _)) = rounds.last() else {
        return;
    };
    let over = world.contains_resource::<crate::rules::phases::FinalResult>();
    egui::CollapsingHeader::new("Your DP, source by source")
        .id_salt("scoring_card")
        .default_open(true)
        .show(ui, |ui| {
            for (round, list) in rounds.iter().rev() {
                let gained: i32 = list.iter().map(|r| r.dp).sum();
                let total = per_round.get(*round as usize - 1).copied();
                let title = if over && *round == last {
                    format!("Round {round} + game end: {gained:+} DP")
                } else {
                    match total {
                        Some(t) => format!("Round {round}: {gained:+} DP ({t} in all)"),
                        None => format!("Round {round} so far: {gained:+} DP"),
                    }
                };
                // A new round makes new headers: only the latest opens by itself.
                egui::CollapsingHeader::new(title)
                    .id_salt(("scoring_round", *round, last))
                    .default_open(*round == last)
                    .show(ui, |ui| {
                        egui::Grid::new(("scoring_rows", *round))
                            .striped(true)
                            .show(ui, |ui| {
                                for r in list {
                                    ui.label(format!("{:+}", r.dp));
                                    ui.label(&r.source).on_hover_text(&r.detail);
                                    ui.end_row();
                                }
                            });
                    });
            }
        });
}
