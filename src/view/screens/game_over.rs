//! The game-over screen: final DP by source, the ranking, the standings and the DP
//! chart.

use super::common::{screen_window, screen_window_top};
use crate::rules::data::RulesData;
use crate::rules::model::*;
use crate::rules::phases::FinalResult;
use crate::rules::setup::GameConfig;
use crate::view::keymap::{self, Action};
use crate::view::names::{difficulty_name, goal_name, rank_name, seat_name, story_name};
use crate::view::screen::Screen;
use crate::view::state::ViewSettings;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

/// Final score, rank and the DP chart.
#[allow(clippy::too_many_arguments)]
pub(super) fn game_over(
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
    if ctx.input(|i| keymap::egui_hit(Action::Review, i))
        || (settings.review && ctx.input(|i| keymap::egui_hit(Action::Back, i)))
    {
        settings.review = !settings.review;
    }
    if settings.review {
        egui::Window::new("The final board") // not shown
            .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 8.0))
            .collapsible(false)
            .resizable(false)
            .title_bar(false)
            .show(ctx, |ui| {
                ui.horizontal(|ui| {
                    ui.label(crate::t!(
                        "game-over-review-line",
                        dp = result.dp,
                        rank = rank_name(&result.rank)
                    ));
                    if ui
                        .button(crate::t!(
                            "game-over-back-to-results",
                            key = crate::view::keymap::shown(crate::view::keymap::Action::Review),
                        ))
                        .clicked()
                    {
                        settings.review = false;
                    }
                });
            });
        return Ok(());
    }
    if !result.standings.is_empty() {
        screen_window(&crate::t!("game-over-title")).show(ctx, |ui| {
            ui.set_width(460.0);
            standings(ui, &result, &scores, &roster, &config);
            game_over_buttons(ui, &mut settings, &mut next);
        });
        return Ok(());
    }
    screen_window_top(&crate::t!("game-over-title"), ctx).show(ctx, |ui| {
        ui.set_width(460.0);
        ui.vertical_centered(|ui| {
            ui.heading(crate::t!(
                "game-over-heading",
                dp = result.dp,
                rank = rank_name(&result.rank)
            ));
            let diff = rules
                .difficulty
                .get(config.difficulty)
                .map_or(String::new(), |d| difficulty_name(&d.name));
            ui.label(crate::t!(
                "game-over-seed-difficulty",
                seed = config.seed.to_string(),
                level = config.difficulty,
                name = diff
            ));
            if let Some(story) = &story.0 {
                ui.label(crate::t!("game-over-story", name = story_name(story)));
            }
            if let Some(goal) = &goal.0 {
                ui.label(crate::t!("game-over-goal", name = goal_name(goal)));
            }
        });
        ui.separator();
        ui.label(crate::t!("game-over-dp-sources"));
        egui::Grid::new("dp_sources").striped(true).show(ui, |ui| {
            for (source, dp) in &result.by_source {
                ui.label(source);
                ui.label(format!("{dp:+}"));
                ui.end_row();
            }
        });
        ui.separator();
        ui.label(crate::t!("game-over-chart-caption"));
        // The rounds, then the game end (track, goal, sector majorities).
        let mut points = score.per_round.clone();
        if points.last() != Some(&result.dp) {
            points.push(result.dp);
        }
        let rounds = score.per_round.len();
        dp_chart(ui, &points, |i| {
            if i < rounds {
                crate::t!("game-over-chart-round", n = i + 1)
            } else {
                crate::t!("game-over-chart-end")
            }
        });
        ui.separator();
        ui.label(crate::t!("game-over-ranking"));
        let ranks = &rules.ranking.ranks;
        // With a goal the result is one row below the row of your DP: mark the row of
        // your DP and say what it becomes.
        let row_of_dp = rules.ranking.rank(result.dp, false).to_string();
        for (i, r) in ranks.iter().enumerate() {
            let here = r.name == row_of_dp;
            let text = match ranks.get(i + 1) {
                Some(next) if i == 0 && r.min_dp < 0 => {
                    crate::t!(
                        "game-over-rank-below",
                        dp = next.min_dp,
                        name = rank_name(&r.name)
                    )
                }
                _ => crate::t!(
                    "game-over-rank-from",
                    dp = r.min_dp,
                    name = rank_name(&r.name)
                ),
            };
            if here {
                ui.colored_label(egui::Color32::from_rgb(240, 228, 66), format!("> {text}"));
            } else {
                ui.label(text);
            }
        }
        if goal.0.is_some() {
            ui.label(crate::t!(
                "game-over-goal-result",
                rank = rank_name(&result.rank)
            ));
        }
        game_over_buttons(ui, &mut settings, &mut next);
    });
    Ok(())
}

/// The game-over screen's way on: the final board, a new game, the title.
pub(super) fn game_over_buttons(
    ui: &mut egui::Ui,
    settings: &mut ViewSettings,
    next: &mut NextState<Screen>,
) {
    ui.add_space(8.0);
    ui.horizontal(|ui| {
        if ui
            .button(crate::t!(
                "game-over-final-board",
                key = crate::view::keymap::shown(crate::view::keymap::Action::Review),
            ))
            .on_hover_text(crate::t!("game-over-final-board-hover"))
            .clicked()
        {
            settings.review = true;
        }
        if ui.button(crate::t!("game-over-new-game")).clicked() {
            next.set(Screen::NewGame);
        }
        if ui.button(crate::t!("game-over-to-title")).clicked() {
            next.set(Screen::Title);
        }
    });
}

/// At a table of several people: who won, and each person's DP by source side by side.
pub(super) fn standings(
    ui: &mut egui::Ui,
    result: &FinalResult,
    scores: &Scores,
    roster: &crate::rules::table::Roster,
    config: &GameConfig,
) {
    let colour =
        |s: Seat| crate::view::theme::egui_color(crate::view::theme::seat_color(roster, Some(s)));
    ui.vertical_centered(|ui| {
        if let Some(&(winner, dp)) = result.standings.first() {
            // A person wins ("Player 2 wins"); an automa is a people ("the Ancients win").
            let title = if roster.is_human(winner) {
                crate::t!(
                    "game-over-winner-person",
                    who = seat_name(roster, winner),
                    dp = dp
                )
            } else {
                crate::t!(
                    "game-over-winner-automa",
                    who = seat_name(roster, winner),
                    dp = dp
                )
            };
            ui.heading(egui::RichText::new(title).color(colour(winner)));
        }
        ui.label(crate::t!("game-over-tie-rule"));
        ui.label(crate::t!("game-over-seed", seed = config.seed.to_string()));
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
                egui::RichText::new(seat_name(roster, s))
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
        ui.strong(crate::t!("game-over-total"));
        for &(_, dp) in &result.standings {
            ui.strong(dp.to_string());
        }
        ui.end_row();
    });
}

/// A small line chart of DP per round.
/// `values` per round, the points after the first `rounds` being the game end.
pub(super) fn dp_chart(ui: &mut egui::Ui, values: &[i32], label: impl Fn(usize) -> String) {
    let size = egui::vec2(ui.available_width().min(420.0), 140.0);
    let (rect, _) = ui.allocate_exact_size(size, egui::Sense::hover());
    let painter = ui.painter_at(rect);
    painter.rect_filled(rect, 4.0, egui::Color32::from_rgb(20, 24, 40));
    if values.is_empty() {
        painter.text(
            rect.center(),
            egui::Align2::CENTER_CENTER,
            crate::t!("game-over-chart-empty"),
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
