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
    let mut cache = world.remove_resource::<LogLines>().unwrap_or_default();
    cache.update(world.resource::<GameLog>(), knows);
    let needle = filter.text.to_lowercase();
    // A line about no seat in particular is about the seat it names.
    let wanted = filter.seat.map(|s| (s, seat_name(&roster, s)));
    let lines: Vec<(&str, Option<Seat>, Option<&'static str>)> = cache
        .lines
        .iter()
        .filter(|l| filter.round.is_none_or(|r| l.round == r))
        .filter(|l| {
            wanted.as_ref().is_none_or(|(s, name)| {
                l.seat == Some(*s) || (l.seat.is_none() && l.text.contains(name.as_str()))
            })
        })
        .filter(|l| needle.is_empty() || l.lower.contains(&needle))
        .map(|l| (l.text.as_str(), l.seat, l.topic))
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
                let shown = ui.colored_label(c, *line);
                if let Some(topic) = topic {
                    crate::view::reference::names(
                        &shown.on_hover_text(crate::t!("log-panel-f1")),
                        topic,
                    );
                }
            }
        });
    drop(lines);
    world.insert_resource(filter);
    world.insert_resource(cache);
}

/// The log's lines as written for the reader, kept between frames: a line is written
/// once (in the language in use, as the viewer may see it), not every frame; all are
/// written again when the language, the viewer or the log's past changes (an undo).
#[derive(Resource, Default)]
struct LogLines {
    lines: Vec<Line>,
    /// Entries of the log looked at so far (with a line or not).
    seen: usize,
    /// The last entry looked at: another one at its place means the past changed.
    last: Option<LogEntry>,
    generation: u64,
    viewer: Option<Option<Seat>>,
    setup_len: Option<usize>,
}

struct Line {
    text: String,
    /// `text` in lower case, for the search box.
    lower: String,
    round: u8,
    seat: Option<Seat>,
    topic: Option<&'static str>,
}

impl LogLines {
    fn update(&mut self, log: &GameLog, viewer: Option<Seat>) {
        let same_past = self.seen <= log.entries.len()
            && (self.seen == 0 || log.entries.get(self.seen - 1) == self.last.as_ref());
        if !same_past
            || self.generation != crate::lang::generation()
            || self.viewer != Some(viewer)
            || self.setup_len != log.setup_len()
        {
            *self = LogLines {
                generation: crate::lang::generation(),
                viewer: Some(viewer),
                setup_len: log.setup_len(),
                ..default()
            };
        }
        for (i, e) in log.entries.iter().enumerate().skip(self.seen) {
            if e.is_record_only() {
                continue;
            }
            let e = &*crate::rules::log::seen_by(e, viewer);
            let text = log.line_at(i, e);
            self.lines.push(Line {
                lower: text.to_lowercase(),
                text,
                round: GameLog::round_of(e),
                seat: match e {
                    LogEntry::Decision(d) => Some(d.seat),
                    LogEntry::Event { seat, .. } => *seat,
                    _ => None,
                },
                topic: crate::rules::reference::topic_of_entry(e),
            });
        }
        self.seen = log.entries.len();
        self.last = log.entries.last().cloned();
    }
}
