//! The new-game screen's gallery of tables: a card for each setup file, with who sits
//! there (their tokens in their colours), how the opponents play, the difficulty ladder
//! and what you last scored there.

use crate::rules::data::{ControllerSpec, RulesData, SetupFile};
use crate::save::history::{History, PlayedGame};
use crate::view::keymap::{self, Action};
use crate::view::legend::paint_token;
use crate::view::names::{difficulty_levels, rank_name, seat_spec_name, setup_about, setup_title};
use crate::view::theme::{HIGHLIGHT, egui_color};
use crate::view::words::difficulty_lines;
use bevy_egui::egui;

/// A card's width in points (two cards a row).
const CARD_WIDTH: f32 = 232.0;

/// The tables there are, in the rules' order: the solo table (`None`), then every other
/// setup file by its name.
fn tables(rules: &RulesData) -> Vec<(Option<String>, &SetupFile)> {
    rules
        .setups
        .iter()
        .map(|(key, setup)| ((key != "solo").then(|| key.clone()), setup))
        .collect()
}

/// The last game you finished at each table, in [`tables`]' order.
pub(super) fn last_games(rules: &RulesData, history: &History) -> Vec<Option<PlayedGame>> {
    tables(rules)
        .iter()
        .map(|(value, _)| history.last_at(value.as_deref()).cloned())
        .collect()
}

/// The cards, two a row; a click on one chooses it, T moves to the next (while no text
/// box has the keys).
pub(super) fn table_gallery(
    ui: &mut egui::Ui,
    rules: &RulesData,
    lasts: &[Option<PlayedGame>],
    table: &mut Option<String>,
) {
    let all = tables(rules);
    let typing = ui.ctx().memory(|m| m.focused().is_some());
    if !typing && ui.input(|i| keymap::egui_hit(Action::Tables, i)) {
        let at = all.iter().position(|(v, _)| v == table).unwrap_or(0);
        if let Some((next, _)) = all.get((at + 1) % all.len().max(1)) {
            *table = next.clone();
        }
    }
    ui.label(crate::t!("tables-choose"));
    egui::Grid::new("tables")
        .num_columns(2)
        .spacing([8.0, 8.0])
        .show(ui, |ui| {
            for (i, (value, setup)) in all.iter().enumerate() {
                let chosen = value == table;
                let last = lasts.get(i).and_then(Option::as_ref);
                if table_card(ui, rules, value.as_deref(), setup, chosen, last).clicked() {
                    *table = value.clone();
                }
                if i % 2 == 1 {
                    ui.end_row();
                }
            }
        });
}

/// One table's card. Its hover shows the whole difficulty ladder.
fn table_card(
    ui: &mut egui::Ui,
    rules: &RulesData,
    key: Option<&str>,
    setup: &SetupFile,
    chosen: bool,
    last: Option<&PlayedGame>,
) -> egui::Response {
    let accent = egui_color(HIGHLIGHT);
    // The setup file's name, as [`tables`] keeps it (the solo table's is `solo`).
    let file = key.unwrap_or("solo");
    let visuals = ui.visuals().clone();
    let frame = egui::Frame::group(ui.style())
        .inner_margin(8.0)
        .stroke(if chosen {
            egui::Stroke::new(2.0, accent)
        } else {
            visuals.widgets.noninteractive.bg_stroke
        })
        .fill(if chosen {
            visuals.extreme_bg_color
        } else {
            visuals.window_fill
        });
    let people = setup
        .seats
        .iter()
        .filter(|s| s.controller == ControllerSpec::Human)
        .count();
    let shown = frame.show(ui, |ui| {
        ui.set_width(CARD_WIDTH);
        ui.set_min_height(176.0);
        ui.vertical(|ui| {
            ui.label(
                egui::RichText::new(setup_title(file, setup))
                    .strong()
                    .size(15.0)
                    .color(if chosen {
                        accent
                    } else {
                        visuals.strong_text_color()
                    }),
            );
            seats_row(ui, setup);
            if !setup.about.is_empty() {
                ui.small(setup_about(file, setup));
            }
            ui.add_space(2.0);
            if people > 1 {
                ui.small(crate::t!("tables-no-levels"));
            } else {
                let names: Vec<String> = difficulty_levels(rules, setup)
                    .into_iter()
                    .map(|(_, n)| n)
                    .collect();
                ui.small(crate::t!("tables-levels", levels = names.join(" · ")));
            }
            ui.small(match last {
                Some(g) if g.by_policy => {
                    crate::t!(
                        "tables-last-time-by-policy",
                        dp = g.dp,
                        rank = rank_name(&g.rank)
                    )
                }
                Some(g) => crate::t!("tables-last-time", dp = g.dp, rank = rank_name(&g.rank)),
                None => crate::t!("tables-not-played"),
            });
        });
    });
    let id = ui.id().with(("table card", key)); // not shown
    let response = ui
        .interact(shown.response.rect, id, egui::Sense::click())
        .on_hover_cursor(egui::CursorIcon::PointingHand);
    if people > 1 {
        response
    } else {
        // Worked out only while the card is hovered (the screen redraws as its sky
        // drifts).
        response.on_hover_ui(|ui| {
            ui.label(ladder(rules, key));
        })
    }
}

/// Every seat at the table: its token in its colour, and its name.
fn seats_row(ui: &mut egui::Ui, setup: &SetupFile) {
    ui.horizontal_wrapped(|ui| {
        ui.spacing_mut().item_spacing.x = 4.0;
        for (seat, shape) in setup.seats.iter().zip(setup.token_shapes()) {
            let (r, g, b) = seat.colour;
            let (rect, _) = ui.allocate_exact_size(egui::vec2(16.0, 16.0), egui::Sense::hover());
            paint_token(
                ui.painter(),
                rect.center(),
                shape,
                egui::Color32::from_rgb(r, g, b),
                11.0,
            );
            ui.small(seat_spec_name(seat));
            ui.add_space(6.0);
        }
    });
}

/// The difficulty ladder in a player's words: each level and what it does here.
pub(super) fn ladder(rules: &RulesData, key: Option<&str>) -> String {
    let setup = key
        .and_then(|k| rules.setup_named(k))
        .unwrap_or(&rules.setup);
    difficulty_levels(rules, setup)
        .into_iter()
        .map(|(level, name)| {
            let lines = difficulty_lines(rules, key, level);
            if lines.is_empty() {
                crate::t!("tables-ladder-as-printed", level = level, name = name)
            } else {
                format!("{level} {name}:\n{}", lines.join("\n"))
            }
        })
        .collect::<Vec<_>>()
        .join("\n\n")
}

#[cfg(test)]
mod tests {
    use super::ladder;

    #[test]
    fn each_tables_ladder_names_every_level_and_what_it_changes() {
        let rules = RulesData::embedded().unwrap();
        let solo = ladder(&rules, None);
        assert!(
            solo.starts_with("0 easy: the automas as their tables print them."),
            "{solo}"
        );
        assert!(
            solo.contains("2 hard:\nSlavers: bring 2 more ships"),
            "{solo}"
        );
        assert_eq!(
            solo.matches("\n\n").count(),
            rules.difficulty.levels.len() - 1
        );
        let campaign = ladder(&rules, Some("campaign"));
        assert!(
            campaign.contains("2 hard:\nRemnants: Infested"),
            "{campaign}"
        );
    }

    use crate::rules::data::RulesData;
}
