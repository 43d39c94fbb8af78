//! Resolving your growth counters: where each growth action applies, in the order you
//! choose, with the free actions your people and content give.

use super::common::*;
use super::forms::*;
use super::selection::gain_candidates;
use crate::rules::board::{Board, hex_label};
use crate::rules::model::*;
use crate::rules::player::*;
use crate::rules::snapshot::Snapshot;
use crate::view::names::{field_name, seat_name};
use crate::view::state::viewer;
use bevy::prelude::*;
use bevy_egui::egui;
use hexx::Hex;

/// The growth turn's free actions: teleport population (Propulsion 5+) and move your
/// home-star miniature to another of your stars.
pub(super) fn free_action_options(world: &mut World, ui: &mut egui::Ui, form: &mut ResolveForm) {
    let you = viewer(world);
    let snap = Snapshot::take(world);
    let mine: Vec<crate::rules::snapshot::StarView> = snap
        .stars
        .iter()
        .filter(|s| s.owner == Some(you))
        .cloned()
        .collect();
    let allowance = teleport_allowance(world, you);
    if allowance > 0 && mine.len() > 1 {
        let used: u32 = form.teleport.iter().map(|t| t.2).sum();
        ui.label(crate::t!(
            "resolution-teleport",
            used = used,
            allowance = allowance
        ))
        .on_hover_text(crate::t!(
            "resolution-teleport-hover",
            field = field_name(Field::Propulsion)
        ));
        ui.horizontal_wrapped(|ui| {
            ui.label(crate::t!("resolution-teleport-from"));
            for a in &mine {
                let discs = crate::rules::discs::discs_on(world, a);
                let on = form.teleport_from == Some(a.hex);
                let pick = ui.add_enabled(
                    discs > 0,
                    egui::Button::selectable(on, format!("{} ({discs})", a.name)),
                );
                if pick
                    .on_disabled_hover_text(crate::t!("resolution-teleport-no-disc"))
                    .clicked()
                {
                    form.teleport_from = if on { None } else { Some(a.hex) };
                }
            }
        });
        if let Some(from) = form.teleport_from {
            ui.horizontal_wrapped(|ui| {
                ui.label(crate::t!("resolution-teleport-to"));
                for b in mine.iter().filter(|b| b.hex != from) {
                    let button =
                        ui.add_enabled(used < allowance, egui::Button::new(b.name.as_ref()));
                    if button
                        .on_disabled_hover_text(crate::t!("resolution-teleport-used-up"))
                        .clicked()
                    {
                        match form
                            .teleport
                            .iter_mut()
                            .find(|t| t.0 == from && t.1 == b.hex)
                        {
                            Some(t) => t.2 += 1,
                            None => form.teleport.push((from, b.hex, 1)),
                        }
                    }
                }
            });
        }
        for (a, b, n) in &form.teleport {
            let name = |h: &Hex| {
                snap.star_at(*h)
                    .map_or_else(|| hex_label(*h), |s| s.name.to_string())
            };
            ui.small(crate::t!(
                "resolution-teleport-line",
                n = *n,
                from = name(a),
                to = name(b)
            ));
        }
        if !form.teleport.is_empty()
            && ui
                .small_button(crate::t!("resolution-teleport-clear"))
                .clicked()
        {
            form.teleport.clear();
        }
    }
}

/// For each faction's star you chose to gain: the field to take from it (by default the
/// one where it leads you most).
pub(super) fn take_field_options(world: &mut World, ui: &mut egui::Ui, form: &mut ResolveForm) {
    let you = viewer(world);
    let snap = Snapshot::take(world);
    let tech = world.resource::<Technology>().clone();
    for &h in form.gain.iter().chain(&form.free_gain) {
        let Some(owner) = snap.star_at(h).and_then(|s| s.owner) else {
            continue;
        };
        let ahead: Vec<Field> = Field::ALL
            .into_iter()
            .filter(|&f| tech.level(owner, f) > tech.level(you, f))
            .collect();
        if ahead.is_empty() {
            continue;
        }
        let current = form
            .take_field
            .iter()
            .find(|(x, _)| *x == h)
            .map(|(_, f)| *f);
        ui.horizontal_wrapped(|ui| {
            ui.label(crate::t!("resolution-take-level", hex = hex_label(h)));
            for f in &ahead {
                if ui
                    .selectable_label(current == Some(*f), field_name(*f))
                    .on_hover_text(crate::t!("resolution-take-level-hover"))
                    .clicked()
                {
                    form.take_field.retain(|(x, _)| *x != h);
                    form.take_field.push((h, *f));
                }
            }
        });
    }
}

/// Your people's growth options: primitives turned advanced (instead of gains), ships
/// turned into population when you grow, population into ships when you build.
pub(super) fn people_growth_options(
    world: &mut World,
    ui: &mut egui::Ui,
    sel: &GrowthSelection,
    form: &mut ResolveForm,
) {
    use crate::rules::data::PeopleEffect;
    let you = viewer(world);
    let number = |world: &World, pick: fn(PeopleEffect) -> Option<u32>| {
        crate::rules::content::people::find(world, you, pick)
    };
    let snap = Snapshot::take(world);
    let board = world.resource::<Board>().clone();
    if let Some(per) = number(world, |e| match e {
        PeopleEffect::UpgradePrimitives(n) => Some(n),
        _ => None,
    }) && gain_actions(world, you, sel) > 0
    {
        ui.label(crate::t!("resolution-upgrade", per = per));
        for s in snap.stars.iter().filter(|s| {
            s.owner.is_none() && s.kind == StarKind::Primitive && snap.ships(&board, s.hex, you) > 0
        }) {
            let on = form.upgrade.contains(&s.hex);
            if ui
                .selectable_label(
                    on,
                    crate::t!(
                        "resolution-upgrade-star",
                        star = s.name.to_string(),
                        hex = hex_label(s.hex)
                    ),
                )
                .clicked()
            {
                if on {
                    form.upgrade.retain(|&x| x != s.hex);
                } else {
                    form.upgrade.push(s.hex);
                }
            }
        }
    }
    if let Some(most) = number(world, |e| match e {
        PeopleEffect::ShipsToPopulation(n) => Some(n),
        _ => None,
    }) && sel.ovals.contains(&Oval::GrowPopulation)
    {
        ui.label(crate::t!("resolution-ships-to-population", most = most));
        for s in snap
            .stars
            .iter()
            .filter(|s| s.owner == Some(you) && snap.ships(&board, s.hex, you) > 0)
        {
            let on = form.ships_to_population.contains(&s.hex);
            if ui
                .selectable_label(
                    on,
                    crate::t!(
                        "resolution-star-at",
                        star = s.name.to_string(),
                        hex = hex_label(s.hex)
                    ),
                )
                .clicked()
            {
                if on {
                    form.ships_to_population.retain(|&x| x != s.hex);
                } else if form.ships_to_population.len() < most as usize {
                    form.ships_to_population.push(s.hex);
                }
            }
        }
    }
    if let Some(per) = number(world, |e| match e {
        PeopleEffect::PopulationToShips(n) => Some(n),
        _ => None,
    }) && sel.ovals.contains(&Oval::BuildShips)
    {
        ui.label(crate::t!("resolution-population-to-ships", per = per));
        for s in snap.stars.iter().filter(|s| s.owner == Some(you)) {
            let keep = u32::from(
                world
                    .get::<crate::rules::snapshot::HomeStar>(s.entity)
                    .is_none(),
            );
            let spare = crate::rules::discs::discs_on(world, s).saturating_sub(keep);
            if spare == 0 {
                continue;
            }
            let i = match form
                .population_to_ships
                .iter()
                .position(|(h, _)| *h == s.hex)
            {
                Some(i) => i,
                None => {
                    form.population_to_ships.push((s.hex, 0));
                    form.population_to_ships.len() - 1
                }
            };
            let n = &mut form.population_to_ships[i].1;
            ui.horizontal_wrapped(|ui| {
                ui.label(format!("{} {}", s.name, hex_label(s.hex)));
                if ui.small_button("-").clicked() && *n > 0 {
                    *n -= 1;
                }
                ui.label(n.to_string());
                if ui.small_button("+").clicked() && *n < spare {
                    *n += 1;
                }
            });
        }
    }
}

pub(super) fn growth_resolution(world: &mut World, ui: &mut egui::Ui) {
    let roster = world.resource::<crate::rules::table::Roster>().clone();
    let you = viewer(world);
    title(ui, &crate::t!("resolution-title"));
    let sel = world.resource::<Growths>().0[you]
        .selection
        .clone()
        .unwrap_or_default();
    let mut form = world.resource::<ResolveForm>().clone();
    let gains = gain_actions(world, viewer(world), &sel);
    let free = free_gains(world, you, &sel);
    // The stars your ships could gain, worked out once for every list below.
    let candidates = if gains > 0 || !free.is_empty() {
        gain_candidates(world)
    } else {
        Vec::new()
    };
    if gains > 0 {
        ui.label(crate::t!("resolution-gain", n = gains));
        for (h, ok, name) in candidates.iter().cloned() {
            let on = form.gain.contains(&h);
            let text = crate::t!("resolution-star-at", star = name, hex = hex_label(h));
            match ok {
                Ok(()) => {
                    if ui.selectable_label(on, text).clicked() {
                        if on {
                            form.gain.retain(|&x| x != h);
                        } else if form.gain.len() < gains {
                            form.gain.push(h);
                        }
                    }
                }
                Err(why) => {
                    ui.add_enabled(false, egui::Button::new(text))
                        .on_disabled_hover_text(why);
                }
            }
        }
    }
    if !free.is_empty() {
        let kinds: Vec<String> = free
            .iter()
            .map(|(k, n)| format!("{n} {}", k.says().text()))
            .collect();
        ui.label(crate::t!("resolution-free-gains", kinds = kinds.join(", ")))
            .on_hover_text(crate::t!("resolution-free-gains-hover"));
        let snap = Snapshot::take(world);
        for (h, ok, name) in candidates.iter().cloned() {
            let Some(kind) = snap
                .star_at(h)
                .filter(|s| s.owner.is_none())
                .map(|s| s.kind)
            else {
                continue;
            };
            let Some(&(_, most)) = free.iter().find(|(k, _)| *k == kind) else {
                continue;
            };
            if form.gain.contains(&h) {
                continue;
            }
            let on = form.free_gain.contains(&h);
            let used = form
                .free_gain
                .iter()
                .filter(|x| snap.star_at(**x).is_some_and(|s| s.kind == kind))
                .count();
            let text = crate::t!("resolution-free-star", star = name, hex = hex_label(h));
            match ok {
                Ok(()) => {
                    if ui.selectable_label(on, text).clicked() {
                        if on {
                            form.free_gain.retain(|&x| x != h);
                        } else if used < most {
                            form.free_gain.push(h);
                        }
                    }
                }
                Err(why) => {
                    ui.add_enabled(false, egui::Button::new(text))
                        .on_disabled_hover_text(why);
                }
            }
        }
    }
    free_action_options(world, ui, &mut form);
    if bonus_placement_matters(world, you, &sel) {
        let snap = Snapshot::take(world);
        ui.label(crate::t!(
            "resolution-bonus-first",
            field = field_name(Field::Genetics)
        ));
        ui.horizontal_wrapped(|ui| {
            for s in snap.stars.iter().filter(|s| s.owner == Some(you)) {
                let at = form.bonus_first.iter().position(|&h| h == s.hex);
                let text = match at {
                    Some(i) => format!("{}. {}", i + 1, s.name),
                    None => s.name.to_string(),
                };
                if ui.selectable_label(at.is_some(), text).clicked() {
                    if at.is_some() {
                        form.bonus_first.retain(|&h| h != s.hex);
                    } else {
                        form.bonus_first.push(s.hex);
                    }
                }
            }
        });
    }
    take_field_options(world, ui, &mut form);
    people_growth_options(world, ui, &sel, &mut form);
    if sel.ovals.contains(&Oval::BuildShips) {
        let total = build_count(world, viewer(world));
        let places = build_places(world);
        if !form.ready {
            // Everything at the first place by default.
            form.build = places.iter().map(|&h| (h, 0)).collect();
            if let Some(first) = form.build.first_mut() {
                first.1 = total;
            }
            form.ready = true;
        }
        let placed: u32 = form.build.iter().map(|b| b.1).sum();
        ui.label(crate::t!(
            "resolution-build",
            placed = placed,
            total = total
        ));
        if places.is_empty() {
            ui.small(crate::t!("resolution-build-nowhere"));
        }
        for (h, n) in form.build.iter_mut() {
            let name = Snapshot::take(world)
                .star_at(*h)
                .map_or(String::new(), |s| s.name.to_string());
            ui.horizontal_wrapped(|ui| {
                ui.label(format!("{name} {}", hex_label(*h)));
                if ui.small_button("-").clicked() && *n > 0 {
                    *n -= 1;
                }
                ui.label(n.to_string());
                if ui.small_button("+").clicked() && placed < total {
                    *n += 1;
                }
            });
        }
    }
    if military_plus(world, viewer(world), &sel) {
        ui.label(crate::t!(
            "resolution-cancel",
            field = field_name(Field::Military)
        ));
        for other in roster.seats().filter(|&s| s != you).collect::<Vec<_>>() {
            if !world.resource::<Diplomacy>().at_war(you, other) {
                continue;
            }
            let row = crate::rules::player::cancellable_actions(world, other);
            for (i, a) in row.iter().enumerate() {
                let on = form.cancel == Some((other, i));
                if ui
                    .selectable_label(on, format!("{}: {a}", seat_name(&roster, other)))
                    .clicked()
                {
                    form.cancel = if on { None } else { Some((other, i)) };
                }
            }
        }
    }
    action_order(ui, &sel, &mut form.order);
    let choices = GrowthChoices {
        order: form.order.clone(),
        gain: form.gain.iter().map(|h| (h.x, h.y)).collect(),
        free_gain: form.free_gain.iter().map(|h| (h.x, h.y)).collect(),
        upgrade: form.upgrade.iter().map(|h| (h.x, h.y)).collect(),
        bonus_first: form.bonus_first.iter().map(|h| (h.x, h.y)).collect(),
        teleport: form
            .teleport
            .iter()
            .map(|(a, b, n)| ((a.x, a.y), (b.x, b.y), *n))
            .collect(),

        take_fields: form
            .take_field
            .iter()
            .filter(|(h, _)| form.gain.contains(h) || form.free_gain.contains(h))
            .map(|(h, f)| ((h.x, h.y), vec![*f]))
            .collect(),
        ships_to_population: form
            .ships_to_population
            .iter()
            .map(|h| (h.x, h.y))
            .collect(),
        population_to_ships: form
            .population_to_ships
            .iter()
            .filter(|(_, n)| *n > 0)
            .map(|(h, n)| ((h.x, h.y), *n))
            .collect(),
        build: form
            .build
            .iter()
            .filter(|b| b.1 > 0)
            .map(|&(h, n)| BuildOrder {
                at: (h.x, h.y),
                ships: n,
                fleet: None,
            })
            .collect(),
        cancel: form.cancel,
    };
    // A Gain Star left unused while a star could still be gained is asked about first:
    // resolving spends the counter either way.
    let unused = gains.saturating_sub(form.gain.len());
    let could_gain: Vec<String> = if unused > 0 {
        candidates
            .iter()
            .filter(|(h, ok, _)| ok.is_ok() && !form.gain.contains(h))
            .map(|(h, _, name)| {
                crate::t!(
                    "resolution-star-at",
                    star = name.as_str(),
                    hex = hex_label(*h)
                )
            })
            .collect()
    } else {
        Vec::new()
    };
    let question = unused_gain_question(unused, &could_gain);
    if let Some(question) = question.as_ref().filter(|_| form.confirm_unused_gain) {
        ui.colored_label(
            crate::view::theme::egui_color(crate::view::theme::HIGHLIGHT),
            question,
        );
        ui.horizontal_wrapped(|ui| {
            if ui.button(crate::t!("resolution-resolve-anyway")).clicked() {
                form.confirm_unused_gain = false;
                send(world, PlayerCommand::ResolveGrowth(choices.clone()));
            }
            if ui.button(crate::t!("resolution-go-back")).clicked() {
                form.confirm_unused_gain = false;
            }
        });
    } else if ui.button(crate::t!("resolution-resolve")).clicked() {
        if question.is_none() {
            send(world, PlayerCommand::ResolveGrowth(choices));
        } else {
            form.confirm_unused_gain = true;
        }
    }
    world.insert_resource(form);
}

/// The order your chosen actions resolve in, when you chose two or more of them: each
/// may be moved one place earlier.
pub(super) fn action_order(
    ui: &mut egui::Ui,
    sel: &crate::rules::player::GrowthSelection,
    order: &mut Vec<crate::rules::player::Oval>,
) {
    use crate::rules::player::{Oval, full_order};
    let chosen: Vec<Oval> = full_order(order)
        .into_iter()
        .filter(|o| sel.ovals.contains(o))
        .collect();
    if chosen.len() < 2 {
        return;
    }
    ui.label(crate::t!("resolution-order"))
        .on_hover_text(crate::t!("resolution-order-hover"));
    let mut moved = None;
    ui.horizontal_wrapped(|ui| {
        for (i, o) in chosen.iter().enumerate() {
            ui.label(format!("{}. {}", i + 1, o.says().text()));
            if i > 0
                && ui
                    .small_button(crate::t!("resolution-order-earlier"))
                    .clicked()
            {
                moved = Some(i);
            }
        }
    });
    if let Some(i) = moved {
        let mut now = chosen.clone();
        now.swap(i - 1, i);
        *order = now;
    }
}

/// Your stars where ships can be built now (the rules' own check).
pub(super) fn build_places(world: &mut World) -> Vec<Hex> {
    let snap = Snapshot::take(world);
    snap.stars
        .iter()
        .filter(|s| can_build_at(world, viewer(world), &snap, s).is_ok())
        .map(|s| s.hex)
        .collect()
}

/// What to ask before resolving when `unused` Gain Star counters are left while the stars
/// named in `could_gain` could still be gained (none to ask when either is empty).
fn unused_gain_question(unused: usize, could_gain: &[String]) -> Option<String> {
    (unused > 0 && !could_gain.is_empty()).then(|| {
        crate::t!(
            "resolution-unused-gain",
            unused = unused,
            stars = could_gain.join(", ")
        )
    })
}

#[cfg(test)]
mod tests {
    use super::unused_gain_question;

    #[test]
    fn an_unused_gain_star_is_asked_about_only_when_a_star_could_still_be_gained() {
        let stars = vec!["Rigel at (2, 1)".to_string()];
        assert_eq!(unused_gain_question(0, &stars), None);
        assert_eq!(unused_gain_question(1, &[]), None);
        assert_eq!(
            unused_gain_question(1, &stars).as_deref(),
            Some(
                "1 Gain Star counter is unused: you could still gain Rigel at (2, 1). Resolve anyway?"
            )
        );
        assert!(
            unused_gain_question(2, &stars)
                .unwrap()
                .starts_with("2 Gain Star counters are")
        );
    }
}
