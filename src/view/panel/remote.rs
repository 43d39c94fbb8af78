//! Remote views: what you may look at this round, and the looks you have left.

use crate::rules::player::PlayerCommand;
use crate::rules::table::Roster;
use crate::view::state::viewer;
use bevy::prelude::*;
use bevy_egui::egui;

/// Remote views left this round and what they can look at, one button each.
pub(super) fn remote_view_panel(world: &mut World, ui: &mut egui::Ui) {
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
                        crate::view::send::submit(world, PlayerCommand::RemoteView(t));
                    }
                }
            });
        })
        .header_response
        .on_hover_text("Look at something hidden: what you see stays in the hex tooltip and the log.");
}
