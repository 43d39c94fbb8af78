//! Remote views: what you may look at this round, and the looks you have left.

use crate::rules::player::PlayerCommand;
use crate::rules::table::Roster;
use crate::view::names::seat_name;
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
        Some(n) => crate::t!("remote-left", n = n),
        None => crate::t!("remote-unlimited"),
    };
    let roster = world.resource::<Roster>().clone();
    egui::CollapsingHeader::new(crate::t!("remote-title", left = left))
        .id_salt("remote_view_panel")
        .default_open(false)
        .show(ui, |ui| {
            ui.horizontal_wrapped(|ui| {
                for (t, pyramids) in all {
                    let label = match t {
                        ViewTarget::Star(at) => crate::t!("remote-star", x = at.0, y = at.1),
                        ViewTarget::Relic(at) => crate::t!("remote-relic", x = at.0, y = at.1),
                        ViewTarget::Fleet { seat, letter } => crate::t!(
                            "remote-fleet",
                            who = seat_name(&roster, seat),
                            letter = format!("{letter:?}")
                        ),
                    };
                    let hover = if pyramids {
                        crate::t!("remote-pyramids-hint")
                    } else {
                        crate::t!("remote-spirit-hint")
                    };
                    if ui.button(label).on_hover_text(hover).clicked() {
                        crate::view::send::submit(world, PlayerCommand::RemoteView(t));
                    }
                }
            });
        })
        .header_response
        .on_hover_text(crate::t!("remote-hint"));
}
