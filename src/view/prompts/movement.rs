//! Your move turn: where your ships go, the Death Ray, the fleet tools (form, split,
//! swap fleets) and the order in which your ships take losses.

use super::common::*;
use super::forms::*;
use super::offers::diplomacy_buttons;
use crate::rules::board::hex_label;
use crate::rules::model::*;
use crate::rules::player::*;
use crate::rules::ships;
use crate::rules::snapshot::{self};
use crate::view::input::{fleet_special, movable_at, select_hex};
use crate::view::keymap::{Action, shown};
use crate::view::names::seat_name;
use crate::view::state::{Selection, viewer};
use bevy::prelude::*;
use bevy_egui::egui;
use hexx::Hex;

pub(super) fn move_turn(world: &mut World, ui: &mut egui::Ui) {
    title(ui, &crate::t!("movement-title"));
    ui.label(crate::t!("movement-help"));
    loss_order(world, ui);
    let sel = world.resource::<Selection>().clone();
    if let Some(h) = sel.hex {
        let (pieces, fleets) = movable_at(world, h);
        ui.group(|ui| {
            ui.label(crate::t!(
                "movement-selected",
                place = crate::view::words::place(world, h)
            ));
            if pieces > 0 {
                let mut chosen = sel.fleet.is_none();
                if ui
                    .radio(chosen, crate::t!("movement-ship-pieces", n = pieces))
                    .clicked()
                    && !chosen
                {
                    select_hex(world, h, None);
                    chosen = true;
                }
                if chosen && pieces > 1 {
                    let mut count = world.resource::<Selection>().count;
                    if ui
                        .add(
                            egui::Slider::new(&mut count, 1..=pieces)
                                .text(crate::t!("movement-to-move")),
                        )
                        .changed()
                    {
                        world.resource_mut::<Selection>().count = count;
                    }
                }
            }
            for l in fleets {
                let f = fleet_at(world, l);
                let chosen = sel.fleet == Some(l);
                if ui
                    .radio(
                        chosen,
                        crate::t!(
                            "movement-fleet-choice",
                            letter = format!("{l:?}"),
                            n = f.map_or(0, |f| f.ships)
                        ),
                    )
                    .on_hover_text(fleet_special(l))
                    .clicked()
                {
                    select_hex(world, h, Some(l));
                }
            }
        });
        fleet_tools(world, ui, h);
    }
    ui.horizontal_wrapped(|ui| {
        // The rules' own reason, before you click.
        let why_not = world
            .resource::<crate::rules::player::TurnMoves>()
            .why_no_undo();
        if ui
            .add_enabled(
                why_not.is_none(),
                egui::Button::new(crate::t!("movement-undo", key = shown(Action::Undo))),
            )
            .on_hover_text(crate::t!("movement-undo-hover"))
            .on_disabled_hover_text(why_not.unwrap_or_default())
            .clicked()
        {
            send(world, PlayerCommand::UndoMove);
        }
        if ui
            .button(crate::t!("movement-end", key = shown(Action::EndTurn)))
            .on_hover_text(crate::t!("movement-end-hover"))
            .clicked()
        {
            world.resource_mut::<Selection>().clear();
            send(world, PlayerCommand::EndTurn);
        }
    });
    diplomacy_buttons(world, ui, true);
    death_ray_buttons(world, ui);
}

/// The Planetary Death Ray, when you hold it and it has a target: one button per ship or
/// disc it may hit (once per round).
pub(super) fn death_ray_buttons(world: &mut World, ui: &mut egui::Ui) {
    let you = viewer(world);
    let targets = crate::rules::content::relic::death_ray_targets(world, you);
    if targets.is_empty() {
        return;
    }
    let roster = world.resource::<crate::rules::table::Roster>().clone();
    ui.separator();
    ui.label(crate::t!("movement-death-ray"));
    ui.horizontal_wrapped(|ui| {
        for t in targets {
            let at = Hex::new(t.at.0, t.at.1);
            let text = if t.disc {
                crate::t!(
                    "movement-death-ray-disc",
                    victim = seat_name(&roster, t.victim),
                    hex = hex_label(at)
                )
            } else {
                crate::t!(
                    "movement-death-ray-ship",
                    victim = seat_name(&roster, t.victim),
                    hex = hex_label(at)
                )
            };
            if ui
                .button(text)
                .on_hover_text(crate::t!("movement-death-ray-hover"))
                .clicked()
            {
                send(world, PlayerCommand::FireDeathRay(t));
            }
        }
    });
}

pub(super) fn fleet_at(world: &mut World, l: FleetLetter) -> Option<Fleet> {
    let you = viewer(world);
    snapshot::all_fleets(world)
        .into_iter()
        .find(|(_, f, _)| f.owner == you && f.letter == l)
        .map(|(_, f, _)| f)
}

/// Form a fleet from pieces at the selected hex, or split ships out of one there.
pub(super) fn fleet_tools(world: &mut World, ui: &mut egui::Ui, h: Hex) {
    let you = viewer(world);
    let (pieces, _) = ships::ships_entities_at(world, you, h);
    let fleets_here: Vec<Fleet> = snapshot::all_fleets(world)
        .into_iter()
        .filter(|(_, f, at)| f.owner == you && *at == h)
        .map(|(_, f, _)| f)
        .collect();
    let supply = world.resource::<FleetSupply>().0[you].clone();
    let mut form = world.resource::<FleetForm>().clone();
    egui::CollapsingHeader::new(crate::t!("movement-fleets-here")).show(ui, |ui| {
        let most = pieces.len() as u32;
        if most > 0 {
            form.ships = form.ships.clamp(1, most);
            ui.add(egui::Slider::new(&mut form.ships, 1..=most).text(crate::t!("movement-pieces")));
            ui.horizontal_wrapped(|ui| {
                ui.label(crate::t!("movement-into-fleet"));
                let mut letters: Vec<FleetLetter> = supply.clone();
                letters.extend(fleets_here.iter().map(|f| f.letter));
                letters.sort();
                letters.dedup();
                for l in letters {
                    if ui
                        .button(format!("{l:?}"))
                        .on_hover_text(fleet_special(l))
                        .clicked()
                    {
                        send(
                            world,
                            PlayerCommand::FormFleet {
                                at: (h.x, h.y),
                                letter: l,
                                ships: form.ships,
                            },
                        );
                        world.resource_mut::<Selection>().clear();
                    }
                }
            });
        }
        for f in &fleets_here {
            let choices = swap_partners(world, h, f.letter);
            ui.horizontal_wrapped(|ui| {
                ui.label(crate::t!(
                    "movement-fleet",
                    letter = format!("{:?}", f.letter),
                    n = f.ships
                ));
                if !choices.is_empty() {
                    ui.menu_button(crate::t!("movement-swap"), |ui| {
                        for (l, what) in &choices {
                            if ui
                                .button(crate::t!(
                                    "movement-swap-with",
                                    letter = format!("{l:?}"),
                                    what = what
                                ))
                                .on_hover_text(fleet_special(*l))
                                .clicked()
                            {
                                send(world, PlayerCommand::SwapFleets { a: f.letter, b: *l });
                                world.resource_mut::<Selection>().clear();
                                ui.close();
                            }
                        }
                    })
                    .response
                    .on_hover_text(crate::t!("movement-swap-hover"));
                }
                if ui.button(crate::t!("movement-split-one")).clicked() {
                    send(
                        world,
                        PlayerCommand::SplitFleet {
                            letter: f.letter,
                            ships: 1,
                        },
                    );
                }
                if ui.button(crate::t!("movement-break-up")).clicked() {
                    send(
                        world,
                        PlayerCommand::SplitFleet {
                            letter: f.letter,
                            ships: f.ships,
                        },
                    );
                }
            });
        }
        if most == 0 && fleets_here.is_empty() {
            ui.label(crate::t!("movement-no-ships"));
        }
    });
    world.insert_resource(form);
}

/// The letters your fleet `letter` (in `h`) may swap with now, by the rules' own
/// check, each with where it is.
pub(super) fn swap_partners(
    world: &mut World,
    h: Hex,
    letter: FleetLetter,
) -> Vec<(FleetLetter, String)> {
    let mut out = Vec::new();
    for other in FleetLetter::ALL {
        let what = match check_swap(world, viewer(world), letter, other) {
            Ok(Swap::Places { b: (e, at), .. }) => {
                let ships = world.get::<Fleet>(e).map_or(0, |f| f.ships);
                if at == h {
                    crate::t!("movement-swap-here", n = ships)
                } else {
                    crate::t!("movement-swap-at", n = ships, hex = hex_label(at))
                }
            }
            Ok(Swap::Rename { .. }) => crate::t!("movement-swap-supply"),
            Err(_) => continue,
        };
        out.push((other, what));
    }
    out
}

/// Which of your ships absorb losses first in your battles (a standing choice).
pub(super) fn loss_order(world: &mut World, ui: &mut egui::Ui) {
    let you = viewer(world);
    let order = world
        .resource::<crate::rules::ships::LossOrders>()
        .0
        .iter()
        .find(|(s, _)| *s == you)
        .map(|(_, o)| o.clone())
        .unwrap_or_else(crate::rules::ships::default_loss_order);
    // Only a choice once you have a fleet on the board: offer pieces and those fleets.
    let mut letters: Vec<FleetLetter> = crate::rules::snapshot::all_fleets(world)
        .into_iter()
        .filter(|(_, f, _)| f.owner == you)
        .map(|(_, f, _)| f.letter)
        .collect();
    letters.sort();
    letters.dedup();
    if letters.is_empty() {
        return;
    }
    ui.horizontal_wrapped(|ui| {
        ui.label(crate::t!("movement-losses-first"))
            .on_hover_text(crate::t!("movement-losses-first-hover"));
        let groups = std::iter::once(None).chain(letters.into_iter().map(Some));
        for g in groups {
            let name = g.map_or_else(
                || crate::t!("movement-pieces"),
                |l| crate::t!("movement-fleet-letter", letter = format!("{l:?}")),
            );
            let on = order.first() == Some(&g);
            if ui.selectable_label(on, name).clicked() && !on {
                send(world, PlayerCommand::LossOrder(vec![g]));
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::board::Board;

    #[test]
    fn the_swap_menu_lists_fleets_here_at_your_other_stars_and_in_your_supply() {
        let mut app = crate::view::game_at_your_move(5);
        let world = app.world_mut();
        let home = crate::view::your_home(world);
        // Make a second star yours, and put fleets at home, there, and in open space.
        let (star, other) = world
            .query::<(Entity, &Position, &Star)>()
            .iter(world)
            .find(|(_, p, s)| p.0 != home && s.owner.is_none())
            .map(|(e, p, _)| (e, p.0))
            .unwrap();
        crate::rules::ships::modify::<Star>(world, star, |s| s.owner = Some(Seat::PLAYER));
        let board = world.resource::<Board>().clone();
        let open = *board
            .hexes
            .iter()
            .find(|&&h| h != home && board.terrain(h) == Some(Terrain::Empty))
            .unwrap();
        place_new_fleet(world, viewer(world), FleetLetter::A, home, 2);
        place_new_fleet(world, viewer(world), FleetLetter::C, other, 3);
        place_new_fleet(world, viewer(world), FleetLetter::E, open, 1);
        let partners = swap_partners(world, home, FleetLetter::A);
        let letters: Vec<FleetLetter> = partners.iter().map(|(l, _)| *l).collect();
        // Not itself, not E (in open space, away from your stars).
        assert_eq!(
            letters,
            vec![FleetLetter::B, FleetLetter::C, FleetLetter::D],
            "{partners:?}"
        );
        let c = &partners[1].1;
        assert!(c.contains("3 ships at"), "{c}");
        assert_eq!(partners[0].1, "from your supply");
        // Every offer the menu makes is one the rules accept.
        let said = apply_command(
            world,
            PlayerCommand::SwapFleets {
                a: FleetLetter::A,
                b: FleetLetter::C,
            },
        );
        assert!(said.is_ok(), "{said:?}");
    }
}
