//! Battle questions: retreat before combat, where to, losses, guarding stars, a
//! forced retreat, and fleet tactics.

use super::common::*;
use super::forms::*;
use crate::rules::board::hex_label;
use crate::rules::combat::battle_value;
use crate::rules::data::RulesData;
use crate::rules::model::*;
use crate::rules::player::*;
use crate::rules::prompt::Guarding;
use crate::view::input::fleet_special;
use crate::view::keymap::{Action, shown};
use crate::view::names::{field_name, seat_name};
use crate::view::state::viewer;
use crate::view::words::place;
use bevy::prelude::*;
use bevy_egui::egui;
use hexx::Hex;

pub(super) fn retreat(
    world: &mut World,
    ui: &mut egui::Ui,
    hex: (i32, i32),
    attacker: Seat,
    sees: bool,
) {
    let roster = world.resource::<crate::rules::table::Roster>().clone();
    let behalf = on_behalf_of(world);
    let you = behalf.unwrap_or_else(|| viewer(world));
    let h = Hex::new(hex.0, hex.1);
    // Your combat value as the battle will count it (people and cards included).
    let (_, mine) = battle_value(world, you, h, &[attacker], true);
    if let Some(them) = behalf {
        title(
            ui,
            &crate::t!("battle-retreat-title-for", who = seat_name(&roster, them)),
        );
        deciding_for(world, ui, them);
        ui.label(crate::t!(
            "battle-retreat-attacked-for",
            attacker = seat_name(&roster, attacker),
            who = seat_name(&roster, them),
            place = place(world, h),
            cv = mine
        ));
    } else {
        title(ui, &crate::t!("battle-retreat-title"));
        ui.label(crate::t!(
            "battle-retreat-attacked",
            attacker = seat_name(&roster, attacker),
            place = place(world, h),
            cv = mine
        ));
    }
    // Fleets are revealed after this choice, unless your E fleet's ×2 tactic lets you
    // wait for them: otherwise you see their pieces and the fleet counters only.
    let own_rules = roster
        .kind(attacker)
        .and_then(|k| k.battle_words(world, attacker, you, h));
    if let Some(words) = own_rules {
        ui.label(words);
    } else if sees {
        let (_, theirs) = battle_value(world, attacker, h, &[you], false);
        ui.label(crate::t!("battle-retreat-sees-fleets", cv = theirs));
    } else {
        let (pieces, fleets) = crate::rules::ships::ships_entities_at(world, attacker, h);
        let letters: Vec<String> = fleets
            .iter()
            .filter_map(|&e| world.get::<crate::rules::model::Fleet>(e))
            .map(|f| format!("{:?}", f.letter))
            .collect();
        let level = world
            .resource::<crate::rules::model::Technology>()
            .level(attacker, crate::rules::model::Field::Military);
        let per_ship = world
            .resource::<crate::rules::data::RulesData>()
            .tech
            .cv_per_ship(level);
        let fleets = if letters.is_empty() {
            crate::t!("battle-retreat-no-fleet")
        } else {
            crate::t!("battle-retreat-hidden-fleets", letters = letters.join(", "))
        };
        ui.label(crate::t!(
            "battle-retreat-you-see",
            pieces = pieces.len(),
            fleets = fleets,
            field = field_name(crate::rules::model::Field::Military),
            level = level,
            per_ship = per_ship
        ));
    }
    ui.label(crate::t!("battle-retreat-question"));
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(crate::t!("battle-retreat-button", key = shown(Action::Yes)))
            .clicked()
        {
            send(world, PlayerCommand::Retreat(true));
        }
        if ui
            .button(crate::t!("battle-fight-button", key = shown(Action::No)))
            .clicked()
        {
            send(world, PlayerCommand::Retreat(false));
        }
    });
}

pub(super) fn force_retreat(world: &mut World, ui: &mut egui::Ui, hex: (i32, i32), other: Seat) {
    let roster = world.resource::<crate::rules::table::Roster>().clone();
    let you = viewer(world);
    let h = Hex::new(hex.0, hex.1);
    let people = crate::rules::content::people::name(world, you).unwrap_or_default();
    title(ui, &crate::t!("battle-force-title"));
    let defending = world
        .resource::<crate::rules::combat::BattleQueue>()
        .0
        .front()
        .is_some_and(|b| b.defends(you));
    let (_, mine) = battle_value(world, you, h, &[other], defending);
    let (_, theirs) = battle_value(world, other, h, &[you], !defending);
    ui.label(crate::t!(
        "battle-force-values",
        other = seat_name(&roster, other),
        place = place(world, h),
        mine = mine,
        theirs = theirs
    ));
    ui.label(crate::t!("battle-force-may", people = people));
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(crate::t!("battle-force-button", key = shown(Action::Yes)))
            .clicked()
        {
            send(world, PlayerCommand::ForceRetreat(true));
        }
        if ui
            .button(crate::t!("battle-fight-button", key = shown(Action::No)))
            .clicked()
        {
            send(world, PlayerCommand::ForceRetreat(false));
        }
    });
}

/// Before an STS seat's growth turn: which innocent stars where your ships stand you
/// defend (war, at the moment it picks one). Before another seat's movement, as STS:
/// at which hexes your ships block its jumps (war, when a move needs one).
pub(super) fn guard_stars(
    world: &mut World,
    ui: &mut egui::Ui,
    taker: Seat,
    stars: &[(i32, i32)],
    what: Guarding,
) {
    let roster = world.resource::<crate::rules::table::Roster>().clone();
    // A person is named alone, an automa with its article (the message chooses).
    let human = if roster.is_human(taker) { "yes" } else { "no" };
    let them = seat_name(&roster, taker);
    match what {
        Guarding::Gains => {
            title(ui, &crate::t!("battle-guard-gains-title"));
            ui.label(crate::t!(
                "battle-guard-gains-text",
                who = them,
                human = human
            ));
            ui.small(crate::t!("battle-guard-gains-note"));
        }
        Guarding::Jumps => {
            title(ui, &crate::t!("battle-guard-jumps-title"));
            ui.label(crate::t!(
                "battle-guard-jumps-text",
                who = them,
                human = human
            ));
            ui.small(crate::t!("battle-guard-jumps-note"));
        }
    }
    let name = |world: &World, h: (i32, i32)| {
        let h = Hex::new(h.0, h.1);
        crate::rules::snapshot::Snapshot::take(world)
            .stars
            .iter()
            .find(|s| s.hex == h)
            .map_or_else(|| hex_label(h), |s| format!("{} {}", s.name, hex_label(h)))
    };
    // One star's button: `only` when it is the only one (then it takes Y).
    let one_star = |star: String, only: bool| match (what, only) {
        (Guarding::Gains, false) => crate::t!("battle-guard-defend", star = star),
        (Guarding::Gains, true) => crate::t!(
            "battle-guard-defend-only",
            star = star,
            key = shown(Action::Yes)
        ),
        (Guarding::Jumps, false) => crate::t!("battle-guard-block", star = star),
        (Guarding::Jumps, true) => crate::t!(
            "battle-guard-block-only",
            star = star,
            key = shown(Action::Yes)
        ),
    };
    let (all, none) = match what {
        Guarding::Gains => (
            crate::t!("battle-guard-defend-all", key = shown(Action::Yes)),
            crate::t!("battle-guard-let", key = shown(Action::No)),
        ),
        Guarding::Jumps => (
            crate::t!("battle-guard-block-all", key = shown(Action::Yes)),
            crate::t!("battle-guard-let-jump", key = shown(Action::No)),
        ),
    };
    ui.horizontal_wrapped(|ui| {
        if stars.len() > 1 {
            for &h in stars {
                if ui.button(one_star(name(world, h), false)).clicked() {
                    send(world, PlayerCommand::GuardStars(vec![h]));
                }
            }
        }
        let all = match stars {
            [one] => one_star(name(world, *one), true),
            _ => all,
        };
        if ui.button(all).clicked() {
            send(world, PlayerCommand::GuardStars(stars.to_vec()));
        }
        if ui.button(none).clicked() {
            send(world, PlayerCommand::GuardStars(Vec::new()));
        }
    });
}

pub(super) fn retreat_where(
    world: &mut World,
    ui: &mut egui::Ui,
    hex: (i32, i32),
    options: &[(i32, i32)],
) {
    let for_other = match on_behalf_of(world) {
        Some(them) => {
            let name = crate::view::names::seat_name(
                world.resource::<crate::rules::table::Roster>(),
                them,
            );
            title(ui, &crate::t!("battle-retreat-where-title-for", who = name));
            deciding_for(world, ui, them);
            "yes"
        }
        None => {
            title(ui, &crate::t!("battle-retreat-where-title"));
            "no"
        }
    };
    ui.label(crate::t!(
        "battle-retreat-where-text",
        for_other = for_other,
        place = place(world, Hex::new(hex.0, hex.1))
    ));
    ui.horizontal_wrapped(|ui| {
        for &(x, y) in options {
            let h = Hex::new(x, y);
            // Described only while hovered: a description reads the whole board.
            let button = ui.button(hex_label(h));
            let clicked = button.clicked();
            button.on_hover_ui(|ui| {
                ui.label(crate::view::input::describe_hex(world, h).join("\n"));
            });
            if clicked {
                send(world, PlayerCommand::RetreatTo((x, y)));
            }
        }
    });
}

pub(super) fn losses(world: &mut World, ui: &mut egui::Ui, hex: (i32, i32), loser: Seat, max: u32) {
    let roster = world.resource::<crate::rules::table::Roster>().clone();
    let behalf = on_behalf_of(world);
    match behalf {
        Some(them) => {
            title(
                ui,
                &crate::t!("battle-losses-title-for", who = seat_name(&roster, them)),
            );
            deciding_for(world, ui, them);
        }
        None => title(ui, &crate::t!("battle-losses-title")),
    }
    ui.label(crate::t!(
        "battle-losses-choose",
        loser = seat_name(&roster, loser),
        place = place(world, Hex::new(hex.0, hex.1)),
        max = max
    ));
    let mut form = world.resource::<FleetForm>().clone();
    form.ships = form.ships.min(max);
    // What each choice costs you: half of it, rounded up, below the 3:1 ratio. The
    // combat values are read once a frame; each choice's cost follows from them.
    let ratio = world.resource::<RulesData>().base.no_loss_ratio;
    let values = crate::rules::combat::losses_if(world, 0).map(|(_, w, l)| (w, l));
    // Deciding for the winner, its losses are its own, not yours.
    let for_other = if behalf.is_some() { "yes" } else { "no" };
    if let Some((w_cv, l_cv)) = values {
        ui.label(if w_cv >= ratio.saturating_mul(l_cv) {
            crate::t!(
                "battle-losses-no-loss",
                for_other = for_other,
                w = w_cv,
                l = l_cv,
                ratio = ratio
            )
        } else {
            crate::t!(
                "battle-losses-half",
                for_other = for_other,
                w = w_cv,
                l = l_cv,
                ratio = ratio
            )
        });
    }
    ui.add(egui::Slider::new(&mut form.ships, 0..=max).text(crate::t!("battle-losses-slider")));
    let cost = |n: u32| {
        values.map_or(0, |(w, l)| {
            crate::rules::combat::winner_loss(w, l, n, ratio)
        })
    };
    let (chosen, all) = (cost(form.ships), cost(max));
    // Wrapped: both buttons fit the side panel at any window size.
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(crate::t!(
                "battle-losses-destroy-all",
                for_other = for_other,
                max = max,
                cost = all
            ))
            .clicked()
        {
            send(world, PlayerCommand::InflictLosses(max));
        }
        if ui
            .button(crate::t!(
                "battle-losses-destroy",
                for_other = for_other,
                n = form.ships,
                cost = chosen
            ))
            .clicked()
        {
            send(world, PlayerCommand::InflictLosses(form.ships));
        }
    });
    // Deciding for the winning automa, you also say which of its groups lose its own
    // ships (their sizes stay hidden: only the groups show).
    if let Some(them) = behalf {
        winner_groups(world, ui, them, Hex::new(hex.0, hex.1));
    }
    world.insert_resource(form);
}

/// The winning automa's ship groups at the battle (pieces, each fleet by letter): the
/// one clicked loses its ships first.
fn winner_groups(world: &mut World, ui: &mut egui::Ui, them: Seat, hex: Hex) {
    let groups: Vec<Option<FleetLetter>> = crate::rules::ships::loss_groups(world, them, hex)
        .into_iter()
        .map(|g| g.0)
        .collect();
    if groups.len() < 2 {
        return;
    }
    let chosen = world
        .resource::<crate::rules::combat::BattleQueue>()
        .0
        .front()
        .and_then(|b| b.winner_loss_order.clone())
        .and_then(|o| o.first().copied());
    ui.label(crate::t!("battle-winner-groups"))
        .on_hover_text(crate::t!("battle-winner-groups-hover"));
    ui.horizontal_wrapped(|ui| {
        for g in groups {
            let label = match g {
                None => crate::t!("battle-winner-group-pieces"),
                Some(l) => crate::t!("battle-fleet-letter", letter = format!("{l:?}")),
            };
            if ui.selectable_label(chosen == Some(g), label).clicked() {
                send(world, PlayerCommand::WinnerLossOrder(vec![g]));
            }
        }
    });
}

pub(super) fn tactics(world: &mut World, ui: &mut egui::Ui, count: u32) {
    title(ui, &crate::t!("battle-tactics-title"));
    ui.label(crate::t!("battle-tactics-count", n = count))
        .on_hover_text(crate::t!(
            "battle-tactics-hover",
            field = field_name(crate::rules::model::Field::Military)
        ));
    for l in FleetLetter::ALL {
        ui.horizontal_wrapped(|ui| {
            ui.label(format!("{l:?}")).on_hover_text(fleet_special(l));
            if ui
                .button(crate::t!("battle-tactic-double"))
                .on_hover_text(crate::t!(
                    "battle-tactic-double-hover",
                    special = fleet_special(l).to_string()
                ))
                .clicked()
            {
                send(
                    world,
                    PlayerCommand::AssignTactic {
                        letter: l,
                        side: TacticSide::Double,
                    },
                );
            }
            if ui
                .button(crate::t!("battle-tactic-dp"))
                .on_hover_text(crate::t!(
                    "battle-tactic-dp-hover",
                    letter = format!("{l:?}")
                ))
                .clicked()
            {
                send(
                    world,
                    PlayerCommand::AssignTactic {
                        letter: l,
                        side: TacticSide::DestinyPoints,
                    },
                );
            }
        });
    }
}

/// Before a battle you fight in: a card of yours may be played for it (from the Cards
/// panel); then fight.
pub(super) fn battle_cards(world: &mut World, ui: &mut egui::Ui, hex: (i32, i32)) {
    let h = Hex::new(hex.0, hex.1);
    title(
        ui,
        &crate::t!("battle-cards-title", place = place(world, h)),
    );
    ui.label(crate::t!("battle-cards-text"));
    if ui
        .button(crate::t!(
            "battle-cards-fight",
            key = shown(Action::Confirm)
        ))
        .on_hover_text(crate::t!("battle-cards-fight-hover"))
        .clicked()
    {
        send(world, PlayerCommand::Fight);
    }
}
