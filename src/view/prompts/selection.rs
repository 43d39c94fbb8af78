//! Choosing your growth counters: the squares and ovals, and what each would do.

use super::common::*;
use super::forms::*;
use super::offers::diplomacy_buttons;
use crate::rules::board::Board;
use crate::rules::data::RulesData;
use crate::rules::gain;
use crate::rules::model::*;
use crate::rules::player::*;
use crate::rules::snapshot::Snapshot;
use crate::view::names::{field_description, field_name};
use crate::view::state::viewer;
use bevy::prelude::*;
use bevy_egui::egui;
use hexx::Hex;

/// What an oval counter would do now, in words.
pub(super) fn oval_effect(world: &mut World, o: Oval, sel: &GrowthSelection) -> String {
    let you = viewer(world);
    let tech = world.resource::<Technology>().clone();
    let rules = world.resource::<RulesData>();
    match o {
        Oval::Research => match sel.squares.iter().find_map(|s| match s {
            Square::Tech(f) => Some(*f),
            _ => None,
        }) {
            Some(f) => {
                let l = tech.level(you, f);
                if l >= 6 {
                    crate::t!("selection-research-max", field = field_name(f))
                } else {
                    format!(
                        "{} {l} -> {}: {}",
                        field_name(f),
                        l + 1,
                        field_description(&rules.tech, f, l + 1)
                    )
                }
            }
            None => crate::t!("selection-research-any"),
        },
        Oval::GrowPopulation => crate::t!(
            "selection-grow",
            n = rules.tech.genetics_bonus(tech.level(you, Field::Genetics))
        ),
        Oval::GainStar => {
            let n = gain_candidates(world)
                .iter()
                .filter(|c| c.1.is_ok())
                .count();
            crate::t!("selection-gain", n = n)
        }
        Oval::BuildShips => crate::t!("selection-build", n = build_count(world, viewer(world))),
        Oval::SwitchAlignment => {
            let now = world.resource::<Alignments>().of(you);
            let other = match now {
                Alignment::Sto => Alignment::Sts,
                Alignment::Sts => Alignment::Sto,
            };
            crate::t!("selection-switch", other = other.name(), now = now.name())
        }
    }
}

/// Stars you could gain now, with the reason for those you cannot.
pub(super) fn gain_candidates(world: &mut World) -> Vec<(Hex, Result<(), String>, String)> {
    let you = viewer(world);
    let snap = Snapshot::take(world);
    let board = world.resource::<Board>().clone();
    let mut out = Vec::new();
    for s in snap.stars.clone() {
        if s.owner == Some(you) || snap.ships(&board, s.hex, you) == 0 {
            continue;
        }
        let declare = crate::rules::player::may_declare_to_take(world, you, s.owner);
        let plan = gain::plan_gain(world, &snap, you, &s, declare);
        // Taking it declares war on its owner: the list says so.
        let mut name = match (&plan, s.owner) {
            (Ok(p), Some(owner)) if p.needs_war => crate::t!(
                "selection-gain-war",
                star = &*s.name,
                who = crate::view::names::seat_name(
                    world.resource::<crate::rules::table::Roster>(),
                    owner
                )
            ),
            _ => s.name.to_string(),
        };
        // Another person said they defend it: taking it means their war, and it fails.
        if let Some(g) = crate::rules::block::guard_of(world, you, s.hex) {
            name += " ";
            name += &crate::t!(
                "selection-gain-defended",
                who = crate::view::names::seat_name(
                    world.resource::<crate::rules::table::Roster>(),
                    g
                )
            );
        }
        out.push((s.hex, plan.map(|_| ()), name));
    }
    out
}

pub(super) fn growth_selection(world: &mut World, ui: &mut egui::Ui) {
    // A new selection starts its resolution choices afresh.
    if world.resource::<ResolveForm>().ready {
        world.insert_resource(ResolveForm::default());
    }
    title(ui, &crate::t!("selection-title"));
    diplomacy_buttons(world, ui, false);
    // War on another person (as STS) may stop their additional action: its button, off
    // with the reason when it may not (never shown for an automa: no use here).
    let you = viewer(world);
    let others: Vec<_> = {
        let roster = world.resource::<crate::rules::table::Roster>();
        let dip = world.resource::<crate::rules::model::Diplomacy>();
        roster
            .humans()
            .filter(|&p| p != you && !dip.at_war(you, p))
            .collect()
    };
    if !others.is_empty() {
        ui.horizontal_wrapped(|ui| {
            for p in others {
                super::war_button(world, ui, p);
            }
        });
    }
    evacuation_buttons(world, ui);
    let extra = additional_action_stars(world, viewer(world));
    ui.label(if extra == 0 {
        crate::t!("selection-counters-no-extra")
    } else {
        crate::t!("selection-counters-extra", n = extra)
    })
    .on_hover_text(crate::t!("selection-counters-hint"));
    let mut form = world.resource::<GrowthForm>().clone();
    let sel = form.selection.clone();
    for o in [
        Oval::Research,
        Oval::GrowPopulation,
        Oval::GainStar,
        Oval::BuildShips,
        Oval::SwitchAlignment,
    ] {
        let have = sel.ovals.iter().filter(|&&x| x == o).count();
        let most = if o == Oval::GainStar { 2 } else { 1 };
        let effect = oval_effect(world, o, &sel);
        let label = if most > 1 && have > 0 {
            format!("{} x{have}", o.says().text())
        } else {
            o.says().text()
        };
        if ui
            .selectable_label(have > 0, label)
            .on_hover_text(&effect)
            .clicked()
        {
            if have < most && (have == 0 || o == Oval::GainStar) {
                form.selection.ovals.push(o);
            } else {
                form.selection.ovals.retain(|&x| x != o);
            }
        }
        // Two lines kept for each effect: choosing one oval changes the others' words,
        // and the ovals below must not move under the pointer.
        let shown = ui.add(egui::Label::new(egui::RichText::new(effect).small()).wrap());
        reserve_lines(ui, &shown, 2.0);
    }
    ui.separator();
    ui.horizontal_wrapped(|ui| {
        let mut squares: Vec<Square> = Field::ALL.iter().map(|&f| Square::Tech(f)).collect();
        squares.push(Square::TurnOrderUp);
        squares.push(Square::TurnOrderDown);
        for s in squares {
            let on = form.selection.squares.contains(&s);
            let name = s.says().text();
            let what = match s {
                Square::Tech(f) => crate::t!("selection-square-research", field = field_name(f)),
                Square::TurnOrderUp => crate::t!("selection-square-up"),
                Square::TurnOrderDown => crate::t!("selection-square-down"),
            };
            if ui.selectable_label(on, name).on_hover_text(what).clicked() {
                if on {
                    form.selection.squares.retain(|&x| x != s);
                } else {
                    // One square unless Robotics allows a second.
                    if form.selection.squares.len() >= 2 {
                        form.selection.squares.remove(0);
                    }
                    form.selection.squares.push(s);
                    if form.selection.squares.len() == 2
                        && second_square_cost(world, viewer(world)).is_none()
                    {
                        form.selection.squares.remove(0);
                    }
                }
            }
        }
    });
    // The cost line and the confirm row keep their room whatever is chosen.
    let cost = selection_cost(world, viewer(world), &form.selection);
    let said = ui.small(if cost > 0 {
        crate::t!("selection-cost", cost = cost)
    } else {
        String::new()
    });
    reserve_lines(ui, &said, 1.0);
    let row = ui.horizontal_wrapped(|ui| {
        match validate_selection(world, viewer(world), &form.selection) {
            Ok(()) => {
                if ui.button(crate::t!("selection-confirm")).clicked() {
                    send(world, PlayerCommand::SelectGrowth(form.selection.clone()));
                    form = GrowthForm::default();
                    world.insert_resource(ResolveForm::default());
                }
            }
            Err(why) => {
                ui.small(crate::t!("selection-to-confirm", why = why));
            }
        }
    });
    reserve_lines(ui, &row.response, 2.0);
    world.insert_resource(form);
}

/// Voluntary evacuation, offered in your growth phase: a button per star of yours.
pub(super) fn evacuation_buttons(world: &mut World, ui: &mut egui::Ui) {
    let you = viewer(world);
    let Some(home) = crate::rules::snapshot::home_star(world, you) else {
        return;
    };
    let snap = Snapshot::take(world);
    let others: Vec<(Hex, String)> = snap
        .stars
        .iter()
        .filter(|s| s.owner == Some(you) && s.hex != home)
        .map(|s| (s.hex, s.name.to_string()))
        .collect();
    if others.is_empty() {
        return;
    }
    ui.collapsing(crate::t!("selection-evacuate"), |ui| {
        ui.small(crate::t!("selection-evacuate-hint"));
        ui.horizontal_wrapped(|ui| {
            for (h, name) in others {
                if ui
                    .small_button(crate::t!("selection-evacuate-to", star = name.as_str()))
                    .clicked()
                {
                    send(world, PlayerCommand::Evacuate((h.x, h.y)));
                }
            }
        });
    });
}
