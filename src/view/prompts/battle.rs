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
            &format!("Battle: does the {} retreat?", roster.name(them)),
        );
        deciding_for(world, ui, them);
        ui.label(format!(
            "The {} attack its ships at {}. Its combat value is {mine}.",
            roster.name(attacker),
            place(world, h)
        ));
    } else {
        title(ui, "Battle: retreat?");
        ui.label(format!(
            "The {} attack your ships at {}. Your combat value is {mine}.",
            roster.name(attacker),
            place(world, h)
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
        ui.label(format!(
            "Your E fleet (×2) lets you see their fleets first: their combat value is {theirs}."
        ));
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
            "no fleet".to_string()
        } else {
            format!("fleet(s) {} of hidden size", letters.join(", "))
        };
        ui.label(format!(
            "You see {} and {fleets}; Military {level} gives them {per_ship} per ship. \
             Fleets are revealed only if you stay.",
            crate::rules::nouns::count(pieces.len(), "ship piece")
        ));
    }
    ui.label("Retreat to the nearest hex without hostile ships, or stand and fight?");
    ui.horizontal(|ui| {
        if ui.button("Retreat (Y)").clicked() {
            send(world, PlayerCommand::Retreat(true));
        }
        if ui.button("Fight (N)").clicked() {
            send(world, PlayerCommand::Retreat(false));
        }
    });
}

pub(super) fn force_retreat(world: &mut World, ui: &mut egui::Ui, hex: (i32, i32), other: Seat) {
    let roster = world.resource::<crate::rules::table::Roster>().clone();
    let you = viewer(world);
    let h = Hex::new(hex.0, hex.1);
    let people = crate::rules::content::people::name(world, you).unwrap_or_default();
    title(ui, "Battle: force them out?");
    let defending = world
        .resource::<crate::rules::combat::BattleQueue>()
        .0
        .front()
        .is_some_and(|b| b.defends(you));
    let (_, mine) = battle_value(world, you, h, &[other], defending);
    let (_, theirs) = battle_value(world, other, h, &[you], !defending);
    ui.label(format!(
        "Battle with the {} at {}. Your combat value {mine}, theirs {theirs}.",
        roster.name(other),
        place(world, h)
    ));
    ui.label(format!(
        "As the {people}, once a round you may force them to retreat before combat."
    ));
    ui.horizontal(|ui| {
        if ui.button("Force them out (Y)").clicked() {
            send(world, PlayerCommand::ForceRetreat(true));
        }
        if ui.button("Fight (N)").clicked() {
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
    let (them, are) = if roster.is_human(taker) {
        (roster.name(taker).to_string(), "is")
    } else {
        (format!("The {}", roster.name(taker)), "are")
    };
    match what {
        Guarding::Gains => {
            title(ui, "Defend innocent population?");
            ui.label(format!(
                "{them} {are} about to grow, and they could take these stars where your ships \
                 stand (highlighted). As STO you may declare war only to block such a \
                 conquest: if they pick a star you defend, you are at war with them at \
                 once, your ships there block the gain, and they try another star."
            ));
            ui.small("A blocked Gain Star may cost them a disc to their offboard power.");
        }
        Guarding::Jumps => {
            title(ui, "Block their jumps?");
            ui.label(format!(
                "{them} {are} about to move, and their stargate or wormhole jumps could start \
                 or end at these hexes where your ships stand (highlighted). You are at \
                 peace: if a move of theirs cannot get where it goes without jumping at a \
                 hex you block, you declare war on them at that moment and the jump is \
                 blocked. Moves that can go round it do so, and nothing is declared."
            ));
            ui.small("War makes your ships hostile to theirs: where they share a hex, they fight.");
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
    let (verb, all, none) = match what {
        Guarding::Gains => ("Defend", "Defend them all (Y)", "Let them (N)"),
        Guarding::Jumps => ("Block at", "Block at them all (Y)", "Let them jump (N)"),
    };
    ui.horizontal_wrapped(|ui| {
        if stars.len() > 1 {
            for &h in stars {
                if ui.button(format!("{verb} {}", name(world, h))).clicked() {
                    send(world, PlayerCommand::GuardStars(vec![h]));
                }
            }
        }
        let all = match stars {
            [one] => format!("{verb} {} (Y)", name(world, *one)),
            _ => all.to_string(),
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
    let whose = match on_behalf_of(world) {
        Some(them) => {
            let name = world
                .resource::<crate::rules::table::Roster>()
                .name(them)
                .to_string();
            title(ui, &format!("Where do the {name}' ships retreat?"));
            deciding_for(world, ui, them);
            "Its"
        }
        None => {
            title(ui, "Where do your ships retreat?");
            "Your"
        }
    };
    ui.label(format!(
        "{whose_counted} leave {}. These hexes are equally near and free of hostile ships: \
         click one on the board (highlighted) or below.",
        place(world, Hex::new(hex.0, hex.1)),
        whose_counted = crate::rules::nouns::count(whose, "ship")
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
            title(ui, &format!("The {} won the battle", roster.name(them)));
            deciding_for(world, ui, them);
        }
        None => title(ui, "You won the battle"),
    }
    ui.label(format!(
        "Choose how many of the {}' ships at {} to destroy (0 to {max}). The survivors retreat.",
        roster.name(loser),
        place(world, Hex::new(hex.0, hex.1))
    ));
    let mut form = world.resource::<FleetForm>().clone();
    form.ships = form.ships.min(max);
    // What each choice costs you: half of it, rounded up, below the 3:1 ratio. The
    // combat values are read once a frame; each choice's cost follows from them.
    let ratio = world.resource::<RulesData>().base.no_loss_ratio;
    let values = crate::rules::combat::losses_if(world, 0).map(|(_, w, l)| (w, l));
    // Deciding for the winner, its losses are its own, not yours.
    let (your, you_lose) = if behalf.is_some() {
        ("Its", "it loses")
    } else {
        ("Your", "you lose")
    };
    if let Some((w_cv, l_cv)) = values {
        ui.label(if w_cv >= ratio.saturating_mul(l_cv) {
            format!("{your} CV {w_cv} is {ratio}x theirs ({l_cv}) or more: {you_lose} no ships, whatever you choose.")
        } else {
            format!("{your} CV {w_cv} against {l_cv} (below {ratio}:1): {you_lose} half as many ships as it destroys, rounded up.")
        });
    }
    ui.add(egui::Slider::new(&mut form.ships, 0..=max).text("destroy"));
    let cost = |n: u32| {
        values.map_or(0, |(w, l)| {
            crate::rules::combat::winner_loss(w, l, n, ratio)
        })
    };
    let (chosen, all) = (cost(form.ships), cost(max));
    // Wrapped: both buttons fit the side panel at any window size.
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(format!("Destroy all {max} ({you_lose} {all})"))
            .clicked()
        {
            send(world, PlayerCommand::InflictLosses(max));
        }
        if ui
            .button(format!("Destroy {} ({you_lose} {chosen})", form.ships))
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
    ui.label("Its own losses come off first:")
        .on_hover_text("The 2-player variant: you choose which of its ships are lost.");
    ui.horizontal_wrapped(|ui| {
        for g in groups {
            let label = match g {
                None => "its ship pieces".to_string(),
                Some(l) => format!("fleet {l:?}"),
            };
            if ui.selectable_label(chosen == Some(g), label).clicked() {
                send(world, PlayerCommand::WinnerLossOrder(vec![g]));
            }
        }
    });
}

pub(super) fn tactics(world: &mut World, ui: &mut egui::Ui, count: u32) {
    title(ui, "Advanced fleet tactics");
    ui.label(format!(
        "{count_counted} to assign to your fleet letters.",
        count_counted = crate::rules::nouns::count(count, "counter")
    ))
    .on_hover_text(
        "Your Military level gives advanced fleet tactic counters. Each goes on one fleet \
         letter, on one of its two sides, for the rest of the game: x2 doubles that \
         fleet's special (hover a letter to read it); +3 DP scores 3 DP each time that \
         fleet is in a battle you win (not a retreat before combat).",
    );
    for l in FleetLetter::ALL {
        ui.horizontal(|ui| {
            ui.label(format!("{l:?}")).on_hover_text(fleet_special(l));
            if ui
                .button("x2 special")
                .on_hover_text(format!("Doubles it: {}", fleet_special(l)))
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
                .button("+3 DP per win")
                .on_hover_text(format!(
                    "3 DP each time fleet {l:?} is in a battle you win (not a retreat before \
                     combat)"
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
        &format!("Battle at {}: a card for it?", place(world, h)),
    );
    ui.label(
        "A card in your hand can be played for this battle before it is fought: its \
         combat value (in your home sector) or no losses for you. Play it from the Cards \
         panel, or fight without it.",
    );
    if ui
        .button("Fight (Enter)")
        .on_hover_text("Fight the battle now.")
        .clicked()
    {
        send(world, PlayerCommand::Fight);
    }
}
