//! Trading: a level from each partner in contact, and what they learn from you.

use super::common::*;
use super::forms::*;
use super::offers::peace_button;
use crate::rules::model::*;
use crate::rules::player::*;
use crate::view::keymap::{Action, shown};
use crate::view::names::{field_name, seat_name};
use crate::view::state::viewer;
use bevy::prelude::*;
use bevy_egui::egui;

pub(super) fn trading(world: &mut World, ui: &mut egui::Ui) {
    let roster = world.resource::<crate::rules::table::Roster>().clone();
    let you = viewer(world);
    title(ui, &crate::t!("trading-title"));
    ui.label(crate::t!("trading-help"));
    let dip = world.resource::<Diplomacy>().clone();
    let mut form = world.resource::<TradeForm>().clone();
    for partner in roster.seats().filter(|&s| s != you).collect::<Vec<_>>() {
        let person = roster.is_human(partner);
        ui.group(|ui| {
            ui.label(seat_name(&roster, partner));
            if dip.at_war(you, partner) {
                let label = if person {
                    crate::t!("trading-offer-peace")
                } else {
                    crate::t!("trading-ask-peace")
                };
                peace_button(world, ui, partner, &label);
                return;
            }
            // Whether an automa will be willing, before you ask (a person's people may
            // oblige them: the trade then says so). A person answers for themselves.
            if !person && let Some(k) = crate::rules::table::automa_kind(world, partner) {
                let (faces, why) = k.trade_odds(world, you, partner);
                ui.small(crate::t!("trading-willing", faces = faces, why = why));
            }
            // What they learn, where you choose it.
            let givable: Vec<Field> = Field::ALL
                .into_iter()
                .filter(|&g| crate::rules::phases::why_not_give(world, you, partner, g).is_none())
                .collect();
            let picks = person
                || crate::rules::table::traits(world, partner)
                    .is_some_and(|t| t.trader_picks_level);
            let mut give = None;
            if picks {
                let chosen = form
                    .give
                    .iter()
                    .find(|(s, _)| *s == partner)
                    .map(|(_, f)| *f)
                    .filter(|f| givable.contains(f))
                    .or(givable.first().copied());
                ui.horizontal_wrapped(|ui| {
                    ui.label(crate::t!("trading-they-learn"));
                    if givable.is_empty() {
                        ui.small(crate::t!("trading-they-learn-nothing"));
                    }
                    for &g in &givable {
                        if ui
                            .selectable_label(chosen == Some(g), field_name(g))
                            .on_hover_text(crate::t!("trading-they-learn-hover"))
                            .clicked()
                        {
                            form.give.retain(|(s, _)| *s != partner);
                            form.give.push((partner, g));
                        }
                    }
                });
                give = form
                    .give
                    .iter()
                    .find(|(s, _)| *s == partner)
                    .map(|(_, f)| *f)
                    .filter(|f| givable.contains(f))
                    .or(chosen);
            }
            ui.horizontal_wrapped(|ui| {
                ui.label(crate::t!("trading-you-take"));
                let tech = world.resource::<Technology>().clone();
                for f in Field::ALL {
                    let theirs = tech.level(partner, f);
                    let mine = tech.level(you, f);
                    let why_not = crate::rules::phases::why_not_trade(world, you, partner, f)
                        .or_else(|| {
                            (person && give.is_none())
                                .then(|| crate::says!("trading-nothing-to-offer"))
                        });
                    let button = ui.add_enabled(
                        why_not.is_none(),
                        egui::Button::new(format!("{} {theirs}", field_name(f))),
                    );
                    let hover = if person {
                        crate::t!(
                            "trading-take-offer-hover",
                            mine = mine,
                            field = field_name(f)
                        )
                    } else {
                        crate::t!("trading-take-hover", mine = mine, field = field_name(f))
                    };
                    if button
                        .on_hover_text(hover)
                        .on_disabled_hover_text(why_not.unwrap_or_default().text())
                        .clicked()
                    {
                        send(
                            world,
                            PlayerCommand::Trade {
                                with: partner,
                                take: f,
                                give,
                            },
                        );
                    }
                }
            });
        });
    }
    world.insert_resource(form);
    if ui
        .button(crate::t!("trading-end", key = shown(Action::EndTurn)))
        .clicked()
    {
        send(world, PlayerCommand::EndTrading);
    }
}
