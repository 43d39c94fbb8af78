//! The top of the side panel: the round and phase, the controls that drive the game,
//! and the state of the game (every track with what its levels do, the DP so far).

use super::cards::cards_panel;
use super::content::goal_panel;
use super::content::people_panel;
use super::content::story_panel;
use super::remote::remote_view_panel;
use crate::rules::data::RulesData;
use crate::rules::log::{GameLog, LogEntry};
use crate::rules::model::*;
use crate::rules::phases::GamePhase;
use crate::rules::table::Roster;
use crate::view::state::AutoPlay;
use crate::view::state::{Speed, ViewSettings, viewer};
use bevy::prelude::*;
use bevy_egui::egui;

pub(super) fn header(world: &mut World, ui: &mut egui::Ui) {
    // At a hot-seat game: whose side the screen shows.
    if crate::view::state::hot_seat(world) {
        let roster = world.resource::<Roster>();
        let you = viewer(world);
        ui.label(
            egui::RichText::new(format!("{}'s side", roster.name(you)))
                .strong()
                .size(17.0)
                .color(crate::view::theme::egui_color(
                    crate::view::theme::seat_color(roster, Some(you)),
                )),
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

pub(super) fn status(world: &mut World, ui: &mut egui::Ui) {
    // Borrowed, not copied: this runs every frame.
    // Your cards first (they are actions, like the prompt above); the card rules read the
    // rules tables from the world, so outside the scope below.
    cards_panel(world, ui);
    remote_view_panel(world, ui);
    // The people's rules read the tables from the world too.
    people_panel(world, ui);
    world.resource_scope(|world, rules: Mut<RulesData>| status_with(world, ui, &rules));
}

pub(super) fn status_with(world: &mut World, ui: &mut egui::Ui, rules: &RulesData) {
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
                        crate::view::reference::names(
                            &r,
                            &crate::rules::reference::topic_of_field(f),
                        );
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
                "{on_counted} left on your population track; uncovered value {value}"
            , on_counted = crate::rules::nouns::count(on, "disc")))
            .on_hover_text("Discs leave the track for your stars as population grows. The uncovered value sets how many ships Build Ships makes and scores at game end.");
            ui.label(format!("Build Ships makes {ships_counted} at this value (plus asteroids and Robotics)", ships_counted = crate::rules::nouns::count(ships, "ship")));
            // The track as on the board: a disc on each covered space, its number
            // showing through; uncovered spaces in your colour.
            let yours = crate::view::theme::egui_color(crate::view::theme::seat_color(&roster, Some(you)));
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
            "The coach: it plays the rest of the game out for each answer worth weighing \
             and shows what each came to, and why; played only if you accept.",
        )
        .clicked()
    {
        world.insert_resource(crate::view::state::Asked);
    }
}

/// Your destiny points round by round, each with its source: the latest round open,
/// the others a click away, and the game-end scoring once it is done.
pub(super) fn scoring_card(world: &World, ui: &mut egui::Ui, you: Seat, per_round: &[i32]) {
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
