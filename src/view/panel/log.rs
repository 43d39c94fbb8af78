//! The game log at the bottom: every line, filterable by seat, round and text; F1 over
//! a line opens the rule that explains it.

use crate::rules::data::RulesData;
use crate::rules::log::{GameLog, LogEntry};
use crate::rules::model::*;
use crate::rules::table::Roster;
use crate::view::names::seat_name;
use bevy::prelude::*;
use bevy_egui::egui;

/// The log's filters.
#[derive(Resource, Debug, Clone, Default)]
pub struct LogFilter {
    /// Only entries about this seat (events mentioning it, its decisions).
    pub seat: Option<Seat>,
    pub round: Option<u8>,
    pub text: String,
}

pub(super) fn log_panel(world: &mut World, ui: &mut egui::Ui) {
    let roster = world.resource::<Roster>().clone();
    let rounds = world.resource::<RulesData>().base.rounds;
    let mut filter = world.resource::<LogFilter>().clone();
    ui.horizontal_wrapped(|ui| {
        ui.strong(crate::t!("log-panel-title"));
        egui::ComboBox::from_id_salt("log_seat")
            .selected_text(filter.seat.map_or_else(
                || crate::t!("log-panel-everyone"),
                |s| seat_name(&roster, s),
            ))
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut filter.seat, None, crate::t!("log-panel-everyone"));
                for s in roster.seats() {
                    ui.selectable_value(&mut filter.seat, Some(s), seat_name(&roster, s));
                }
            });
        egui::ComboBox::from_id_salt("log_round")
            .selected_text(filter.round.map_or_else(
                || crate::t!("log-panel-all-rounds"),
                |r| crate::t!("log-panel-round", round = r),
            ))
            .show_ui(ui, |ui| {
                ui.selectable_value(&mut filter.round, None, crate::t!("log-panel-all-rounds"));
                for r in 1..=rounds {
                    ui.selectable_value(
                        &mut filter.round,
                        Some(r),
                        crate::t!("log-panel-round", round = r),
                    );
                }
            });
        ui.add(
            egui::TextEdit::singleline(&mut filter.text)
                .hint_text(crate::t!("log-panel-search"))
                .desired_width(140.0),
        );
    });
    let knows = crate::view::state::secrets_for(world);
    let log = world.resource::<GameLog>();
    let needle = filter.text.to_lowercase();
    let lines: Vec<(String, Option<Seat>, Option<&'static str>)> = log
        .indexed_text_entries()
        .filter(|(_, e)| filter.round.is_none_or(|r| GameLog::round_of(e) == r))
        .filter_map(|(i, e)| {
            let e = &*crate::rules::log::seen_by(e, knows);
            let line = log.line_at(i, e);
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
                    let [r, g, b, _] = crate::view::theme::seat_color(&roster, Some(s))
                        .to_srgba()
                        .to_u8_array();
                    egui::Color32::from_rgb(r, g, b)
                });
                let shown = ui.colored_label(c, line);
                if let Some(topic) = topic {
                    crate::view::reference::names(
                        &shown.on_hover_text(crate::t!("log-panel-f1")),
                        topic,
                    );
                }
            }
        });
    world.insert_resource(filter);
}
