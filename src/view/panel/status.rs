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
use crate::view::keymap::{Action, shown};
use crate::view::names::{field_description, field_name, seat_name};
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
            egui::RichText::new(crate::t!("status-side", who = seat_name(roster, you)))
                .strong()
                .size(17.0)
                .color(crate::view::theme::egui_color(
                    crate::view::theme::seat_color(roster, Some(you)),
                )),
        )
        .on_hover_text(crate::t!("status-side-hint"));
    }
    let rounds = world.resource::<RulesData>().base.rounds;
    let round = world.resource::<Round>().0;
    let phase = *world.resource::<State<GamePhase>>().get();
    ui.horizontal_wrapped(|ui| {
        ui.heading(crate::t!("status-round", round = round, rounds = rounds));
        let mut s = world.resource_mut::<ViewSettings>();
        if ui
            .small_button(crate::t!("status-menu"))
            .on_hover_text(crate::t!("status-menu-key", key = shown(Action::Back)))
            .clicked()
        {
            s.menu_open = true;
        }
        if ui
            .small_button("?")
            .on_hover_text(crate::t!("status-help-hint", key = shown(Action::Help)))
            .clicked()
        {
            s.show_help = !s.show_help;
        }
    });
    let rules = world.resource::<RulesData>();
    let phase = match phase {
        GamePhase::Setup => crate::t!("status-phase-setup"),
        GamePhase::MoveCombat => crate::t!("status-phase-move-combat"),
        GamePhase::Growth => crate::t!("status-phase-growth"),
        GamePhase::Trading => crate::t!("status-phase-trading"),
        GamePhase::Scoring => crate::t!("status-phase-scoring"),
        GamePhase::GameOver => crate::t!("status-phase-game-over"),
    };
    ui.label(crate::t!(
        "status-era",
        era = rules.base.era(round),
        alignment = rules.base.era_alignment(round).name(),
        phase = phase,
    ))
    .on_hover_text(crate::t!("status-era-hint"));
    let mut settings = world.resource_mut::<ViewSettings>();
    ui.horizontal_wrapped(|ui| {
        ui.label(crate::t!("status-speed"));
        for s in Speed::ALL {
            ui.radio_value(&mut settings.speed, s, s.name());
        }
    })
    .response
    .on_hover_text({
        let speeds = [
            Action::SpeedSlow,
            Action::SpeedNormal,
            Action::SpeedFast,
            Action::SpeedInstant,
        ]
        .map(shown)
        .join(", ");
        crate::t!(
            "status-speed-hint",
            speeds = speeds,
            skip = shown(Action::SkipTurn)
        )
    });
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

    ui.label(crate::t!(
        "status-you-are",
        alignment = align.name(),
        dp = score.dp
    ))
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
    let then = format!(", {} ", crate::t!("status-turn-order-then"));
    ui.label(crate::t!(
        "status-turn-order",
        order = order
            .iter()
            .map(|&s| seat_name(&roster, s))
            .collect::<Vec<_>>()
            .join(then.as_str())
    ))
    .on_hover_text(crate::t!("status-turn-order-hint"));
    // Every other seat's war or peace with you (in a game of two people, the other
    // person's too), and at such a table everyone's DP: the score track is public.
    if roster.humans().count() > 1 {
        let scores = world.resource::<Scores>();
        ui.label(crate::t!(
            "status-scores",
            list = roster
                .humans()
                .map(|s| crate::t!(
                    "status-score-item",
                    who = seat_name(&roster, s),
                    dp = scores.of(s).dp
                ))
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
            if war {
                crate::t!("status-at-war", who = seat_name(&roster, automa))
            } else {
                crate::t!("status-at-peace", who = seat_name(&roster, automa))
            },
        )
        .on_hover_text(crate::t!("status-war-hint"));
    }

    egui::CollapsingHeader::new(crate::t!("status-your-tech"))
        .default_open(true)
        .show(ui, |ui| {
            for f in Field::ALL {
                let l = tech.level(you, f);
                ui.horizontal_wrapped(|ui| {
                    ui.label(format!("{:<13}", field_name(f)));
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
                        let description = field_description(&rules.tech, f, level);
                        let r = ui.label(text).on_hover_text(if level == l {
                            crate::t!(
                                "status-tech-level-here",
                                field = field_name(f),
                                level = level,
                                text = description.as_str(),
                                key = shown(Action::Help)
                            )
                        } else {
                            crate::t!(
                                "status-tech-level",
                                field = field_name(f),
                                level = level,
                                text = description.as_str(),
                                key = shown(Action::Help)
                            )
                        });
                        crate::view::reference::names(
                            &r,
                            &crate::rules::reference::topic_of_field(f),
                        );
                    }
                });
            }
        });

    egui::CollapsingHeader::new(crate::t!("status-population"))
        .default_open(true)
        .show(ui, |ui| {
            let on = tracks.0[you];
            let value = rules.base.track_value(on);
            let ships = rules.base.ships_for_track_value(value);
            ui.label(crate::t!("status-track", n = on, value = value))
                .on_hover_text(crate::t!("status-track-hint"));
            ui.label(crate::t!("status-build-ships", n = ships));
            // The track as on the board: a disc on each covered space, its number
            // showing through; uncovered spaces in your colour.
            let yours =
                crate::view::theme::egui_color(crate::view::theme::seat_color(&roster, Some(you)));
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
                        crate::t!("status-space-covered")
                    } else if i + 1 == removed {
                        crate::t!("status-space-value")
                    } else {
                        crate::t!("status-space-uncovered")
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

    egui::CollapsingHeader::new(crate::t!("status-all-tech"))
        .default_open(false)
        .show(ui, |ui| {
            egui::Grid::new("tech").striped(true).show(ui, |ui| {
                ui.label("");
                for s in roster.seats() {
                    ui.label(seat_name(&roster, s));
                }
                ui.end_row();
                for f in Field::ALL {
                    ui.label(field_name(f));
                    for s in roster.seats() {
                        let l = tech.level(s, f);
                        ui.label(l.to_string())
                            .on_hover_text(field_description(&rules.tech, f, l));
                    }
                    ui.end_row();
                }
            });
        });

    let mut auto = world.resource_mut::<AutoPlay>();
    ui.separator();
    ui.checkbox(&mut auto.on, crate::t!("status-autoplay"));
    if ui
        .button(crate::t!("status-suggest", key = shown(Action::Suggest)))
        .on_hover_text(crate::t!("status-suggest-hint"))
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
    egui::CollapsingHeader::new(crate::t!("status-dp-card"))
        .id_salt("scoring_card")
        .default_open(true)
        .show(ui, |ui| {
            for (round, list) in rounds.iter().rev() {
                let gained: i32 = list.iter().map(|r| r.dp).sum();
                let total = per_round.get(*round as usize - 1).copied();
                let round_no = *round;
                let gained = format!("{gained:+}");
                let title = if over && *round == last {
                    crate::t!("status-dp-round-end", round = round_no, gained = gained)
                } else {
                    match total {
                        Some(t) => {
                            crate::t!(
                                "status-dp-round",
                                round = round_no,
                                gained = gained,
                                total = t
                            )
                        }
                        None => {
                            crate::t!("status-dp-round-so-far", round = round_no, gained = gained)
                        }
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
                                    ui.label(r.source.text()).on_hover_text(r.detail.text());
                                    ui.end_row();
                                }
                            });
                    });
            }
        });
}
