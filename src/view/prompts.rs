//! Your side of the game in the side panel: what the rules are asking now, with
//! controls for each question (move turn, retreat, losses, growth counters, where the
//! growth actions apply, trading, fleet tactics). Every control sends a command; a
//! refused one shows its reason and changes nothing.

use super::input::{fleet_special, movable_at, select_hex};
use super::state::{Feedback, Selection, viewer};
use crate::rules::board::{Board, hex_label};
use crate::rules::combat::battle_value;
use crate::rules::data::RulesData;
use crate::rules::gain;
use crate::rules::model::*;
use crate::rules::player::*;
use crate::rules::prompt::{Prompt, PromptSlot};
use crate::rules::ships;
use crate::rules::snapshot::{self, Snapshot};
use bevy::prelude::*;
use bevy_egui::egui;
use hexx::Hex;

/// The level each trading partner who lets you choose would learn from you (another
/// person, or an automa whose rules say so), as chosen in the trading panel.
#[derive(Resource, Debug, Clone, Default)]
pub struct TradeForm {
    pub give: Vec<(Seat, Field)>,
}

/// Counters being chosen in the growth selection.
#[derive(Resource, Debug, Clone, Default)]
pub struct GrowthForm {
    pub selection: GrowthSelection,
}

/// Where growth actions apply, being chosen.
#[derive(Resource, Debug, Clone, Default)]
pub struct ResolveForm {
    pub gain: Vec<Hex>,
    /// Stars taken with your people's free gains.
    pub free_gain: Vec<Hex>,
    /// Primitive stars your people turns advanced.
    pub upgrade: Vec<Hex>,
    /// Your stars where a ship becomes population (your people's).
    pub ships_to_population: Vec<Hex>,
    /// Discs of your stars turned into ships (your people's).
    pub population_to_ships: Vec<(Hex, u32)>,
    /// The field to take first with a faction's star you gain.
    pub take_field: Vec<(Hex, Field)>,
    /// Population to teleport (Propulsion 5+): from, to, discs.
    pub teleport: Vec<(Hex, Hex, u32)>,
    /// The star a teleport is being sent from.
    pub teleport_from: Option<Hex>,
    /// Your stars to get the Genetics bonus first, in the order clicked.
    pub bonus_first: Vec<Hex>,

    pub build: Vec<(Hex, u32)>,
    pub cancel: Option<(Seat, usize)>,
    /// The order of your actions (empty: the default).
    pub order: Vec<crate::rules::player::Oval>,
    /// Filled for this selection already.
    pub ready: bool,
}

/// The number of pieces chosen in the fleet tools.
#[derive(Resource, Debug, Clone, Default)]
pub struct FleetForm {
    pub ships: u32,
}

pub fn plugin(app: &mut App) {
    app.init_resource::<GrowthForm>()
        .init_resource::<TradeForm>()
        .init_resource::<ResolveForm>()
        .init_resource::<FleetForm>()
        .add_systems(
            Update,
            prompt_keys
                .run_if(in_state(super::screen::Screen::Game).and_then(super::state::not_passing)),
        );
}

fn send(world: &mut World, c: PlayerCommand) {
    super::send::submit(world, c);
}

/// Drops whatever was being chosen in the panel (the device goes to another person).
pub fn reset_forms(world: &mut World) {
    world.insert_resource(GrowthForm::default());
    world.insert_resource(ResolveForm::default());
    world.insert_resource(FleetForm::default());
    world.insert_resource(TradeForm::default());
}

/// Another person's offer: yes or no.
fn offer_answer(
    world: &mut World,
    ui: &mut egui::Ui,
    from: Seat,
    offer: crate::rules::prompt::Offer,
) {
    use crate::rules::prompt::Offer;
    let roster = world.resource::<crate::rules::table::Roster>().clone();
    let you = viewer(world);
    let them = roster.name(from);
    match offer {
        Offer::Peace => {
            title(ui, &format!("{them} offer peace"));
            ui.label(format!(
                "Accepted, you and {them} are at peace: your ships no longer fight theirs, \
                 and you may trade when in contact."
            ));
        }
        Offer::Trade { take, give } => {
            let tech = world.resource::<Technology>().clone();
            title(ui, &format!("{them} offer a trade"));
            ui.label(format!(
                "You learn {} (yours {} -> {}); {them} learn {} from you (theirs {} -> {}). \
                 Accepted, it is your trade of this round too.",
                give.name(),
                tech.level(you, give),
                tech.level(you, give) + 1,
                take.name(),
                tech.level(from, take),
                tech.level(from, take) + 1
            ));
        }
    }
    ui.horizontal(|ui| {
        if ui.button("Accept (Y)").clicked() {
            send(world, PlayerCommand::AnswerOffer(true));
        }
        if ui.button("Refuse (N)").clicked() {
            send(world, PlayerCommand::AnswerOffer(false));
        }
    });
}

/// Keyboard answers: E ends the move turn or trading, U / Backspace undoes the last
/// move, P asks the policy once, Y / N answer a retreat.
fn prompt_keys(world: &mut World) {
    if world
        .resource::<bevy_egui::input::EguiWantsInput>()
        .wants_any_keyboard_input()
        || world.resource::<super::state::ViewSettings>().menu_open
        || world.contains_resource::<super::replay::Replay>()
    {
        return;
    }
    let keys = world.resource::<ButtonInput<KeyCode>>().clone();
    let prompt = world.resource::<PromptSlot>().0.clone();
    if keys.just_pressed(KeyCode::KeyP) {
        world.insert_resource(super::state::Asked);
    }
    match prompt {
        Some(Prompt::MoveTurn) => {
            if keys.just_pressed(KeyCode::KeyE) {
                world.resource_mut::<Selection>().clear();
                send(world, PlayerCommand::EndTurn);
            }
            if keys.just_pressed(KeyCode::KeyU) || keys.just_pressed(KeyCode::Backspace) {
                send(world, PlayerCommand::UndoMove);
            }
        }
        Some(Prompt::Trading) if keys.just_pressed(KeyCode::KeyE) => {
            send(world, PlayerCommand::EndTrading)
        }
        Some(Prompt::Retreat { .. }) => {
            if keys.just_pressed(KeyCode::KeyY) {
                send(world, PlayerCommand::Retreat(true));
            }
            if keys.just_pressed(KeyCode::KeyN) {
                send(world, PlayerCommand::Retreat(false));
            }
        }
        Some(Prompt::GuardStars { stars, .. }) => {
            if keys.just_pressed(KeyCode::KeyY) {
                send(world, PlayerCommand::GuardStars(stars));
            } else if keys.just_pressed(KeyCode::KeyN) {
                send(world, PlayerCommand::GuardStars(Vec::new()));
            }
        }
        Some(Prompt::ForceRetreat { .. }) => {
            if keys.just_pressed(KeyCode::KeyY) {
                send(world, PlayerCommand::ForceRetreat(true));
            }
            if keys.just_pressed(KeyCode::KeyN) {
                send(world, PlayerCommand::ForceRetreat(false));
            }
        }
        Some(Prompt::Offer { .. }) => {
            if keys.just_pressed(KeyCode::KeyY) {
                send(world, PlayerCommand::AnswerOffer(true));
            }
            if keys.just_pressed(KeyCode::KeyN) {
                send(world, PlayerCommand::AnswerOffer(false));
            }
        }
        _ => {}
    }
}

pub fn prompt_controls(world: &mut World, ui: &mut egui::Ui) {
    // While you watch a replay its recorded answers are given: no controls to press by
    // mistake ("Take over" in the banner hands the game to you).
    if world.contains_resource::<super::replay::Replay>() {
        ui.label("Watching a replay: the recorded actions are given in turn.");
        return;
    }
    if let Some(r) = world.get_resource::<crate::rules::phases::FinalResult>() {
        ui.label(format!("The game is over: {} DP, {}.", r.dp, r.rank));
        ui.small("Every face-down fleet is told now.");
        return;
    }
    let prompt = world.resource::<PromptSlot>().0.clone();
    // F1 anywhere over the question opens its rules.
    let topic = prompt
        .as_ref()
        .map(crate::rules::reference::topic_of_prompt);
    let area = ui.scope(|ui| match prompt {
        None => {
            ui.label("The automas are playing...");
            if world.resource::<super::animation::Animations>().busy() {
                ui.small("Space skips to the end of their turn.");
            }
        }
        Some(Prompt::MoveTurn) => move_turn(world, ui),
        Some(Prompt::Retreat {
            hex,
            attacker,
            sees_fleets,
        }) => retreat(world, ui, hex, attacker, sees_fleets),
        Some(Prompt::ForceRetreat { hex, other }) => force_retreat(world, ui, hex, other),
        Some(Prompt::RetreatWhere { hex, options }) => retreat_where(world, ui, hex, &options),
        Some(Prompt::ChooseLosses { hex, loser, max }) => losses(world, ui, hex, loser, max),
        Some(Prompt::GrowthSelection) => growth_selection(world, ui),
        Some(Prompt::GrowthResolution) => growth_resolution(world, ui),
        Some(Prompt::Trading) => trading(world, ui),
        Some(Prompt::AssignTactics { count }) => tactics(world, ui, count),
        Some(Prompt::GuardStars { taker, stars }) => guard_stars(world, ui, taker, &stars),
        Some(Prompt::Offer { from, offer }) => offer_answer(world, ui, from, offer),
    });
    if let Some(topic) = topic
        && area.response.contains_pointer()
    {
        super::reference::points_at(ui.ctx(), topic);
    }
    undo_button(world, ui);
    let fb = world.resource::<Feedback>().clone();
    if !fb.text.is_empty() {
        super::theme::outcome(ui, fb.ok, &fb.text);
    }
    super::hints::show(world, ui);
}

fn title(ui: &mut egui::Ui, text: &str) {
    ui.label(
        egui::RichText::new(text)
            .strong()
            .size(16.0)
            .color(egui::Color32::from_rgb(86, 180, 233)),
    )
    .on_hover_text("F1 over this question: its rules");
}

fn move_turn(world: &mut World, ui: &mut egui::Ui) {
    title(ui, "Your move");
    ui.label("Click your ships, then a highlighted hex. Drag to pan, wheel to zoom.");
    loss_order(world, ui);
    let sel = world.resource::<Selection>().clone();
    if let Some(h) = sel.hex {
        let (pieces, fleets) = movable_at(world, h);
        ui.group(|ui| {
            ui.label(format!("Selected at {}", hex_label(h)));
            if pieces > 0 {
                let mut chosen = sel.fleet.is_none();
                if ui
                    .radio(chosen, format!("{pieces} ship piece(s)"))
                    .clicked()
                    && !chosen
                {
                    select_hex(world, h, None);
                    chosen = true;
                }
                if chosen && pieces > 1 {
                    let mut count = world.resource::<Selection>().count;
                    if ui
                        .add(egui::Slider::new(&mut count, 1..=pieces).text("to move"))
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
                        format!("fleet {l:?} ({} ships)", f.map_or(0, |f| f.ships)),
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
    ui.horizontal(|ui| {
        // The rules' own reason, before you click.
        let why_not = world
            .resource::<crate::rules::player::TurnMoves>()
            .why_no_undo();
        if ui
            .add_enabled(why_not.is_none(), egui::Button::new("Undo move (U)"))
            .on_hover_text("Takes back your last move this turn.")
            .on_disabled_hover_text(why_not.unwrap_or_default())
            .clicked()
        {
            send(world, PlayerCommand::UndoMove);
        }
        if ui
            .button("End movement (E)")
            .on_hover_text(
                "Battles are fought where you share a hex with an enemy, then the next seat moves.",
            )
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
fn death_ray_buttons(world: &mut World, ui: &mut egui::Ui) {
    let you = viewer(world);
    let targets = crate::rules::content::relic::death_ray_targets(world, you);
    if targets.is_empty() {
        return;
    }
    let roster = world.resource::<crate::rules::table::Roster>().clone();
    ui.separator();
    ui.label("Planetary Death Ray (once per round): remove one of");
    ui.horizontal_wrapped(|ui| {
        for t in targets {
            let what = if t.disc {
                "a population disc"
            } else {
                "a ship"
            };
            let at = Hex::new(t.at.0, t.at.1);
            if ui
                .button(format!(
                    "{what} ({}) at {}",
                    roster.name(t.victim),
                    hex_label(at)
                ))
                .on_hover_text("A faction at war with you, within 3 hexes of the relic's star.")
                .clicked()
            {
                send(world, PlayerCommand::FireDeathRay(t));
            }
        }
    });
}

fn fleet_at(world: &mut World, l: FleetLetter) -> Option<Fleet> {
    let you = viewer(world);
    snapshot::all_fleets(world)
        .into_iter()
        .find(|(_, f, _)| f.owner == you && f.letter == l)
        .map(|(_, f, _)| f)
}

/// Form a fleet from pieces at the selected hex, or split ships out of one there.
fn fleet_tools(world: &mut World, ui: &mut egui::Ui, h: Hex) {
    let you = viewer(world);
    let (pieces, _) = ships::ships_entities_at(world, you, h);
    let fleets_here: Vec<Fleet> = snapshot::all_fleets(world)
        .into_iter()
        .filter(|(_, f, at)| f.owner == you && *at == h)
        .map(|(_, f, _)| f)
        .collect();
    let supply = world.resource::<FleetSupply>().0[you].clone();
    let mut form = world.resource::<FleetForm>().clone();
    egui::CollapsingHeader::new("Fleets here").show(ui, |ui| {
        let most = pieces.len() as u32;
        if most > 0 {
            form.ships = form.ships.clamp(1, most);
            ui.add(egui::Slider::new(&mut form.ships, 1..=most).text("pieces"));
            ui.horizontal_wrapped(|ui| {
                ui.label("Into fleet:");
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
            ui.horizontal(|ui| {
                ui.label(format!("Fleet {:?} ({} ships)", f.letter, f.ships));
                if !choices.is_empty() {
                    ui.menu_button("Swap", |ui| {
                        for (l, what) in &choices {
                            if ui
                                .button(format!("with {l:?}: {what}"))
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
                    .on_hover_text(
                        "Trade counters with another fleet here (or at another of your \
                         stars when this is one), or take a letter from your supply",
                    );
                }
                if ui.button("Split 1 out").clicked() {
                    send(
                        world,
                        PlayerCommand::SplitFleet {
                            letter: f.letter,
                            ships: 1,
                        },
                    );
                }
                if ui.button("Break up").clicked() {
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
            ui.label("No ships of yours here.");
        }
    });
    world.insert_resource(form);
}

/// The letters your fleet `letter` (in `h`) may swap with now, by the rules' own
/// check, each with where it is.
fn swap_partners(world: &mut World, h: Hex, letter: FleetLetter) -> Vec<(FleetLetter, String)> {
    let mut out = Vec::new();
    for other in FleetLetter::ALL {
        let what = match check_swap(world, viewer(world), letter, other) {
            Ok(Swap::Places { b: (e, at), .. }) => {
                let ships = world.get::<Fleet>(e).map_or(0, |f| f.ships);
                let place = if at == h {
                    "here".to_string()
                } else {
                    format!("at {}", hex_label(at))
                };
                format!("{ships} ships {place}")
            }
            Ok(Swap::Rename { .. }) => "from your supply".to_string(),
            Err(_) => continue,
        };
        out.push((other, what));
    }
    out
}

/// Peace with each automa at war with you, and (on your move turn) war on the others.
fn diplomacy_buttons(world: &mut World, ui: &mut egui::Ui, war_too: bool) {
    let roster = world.resource::<crate::rules::table::Roster>().clone();
    let you = viewer(world);
    let dip = world.resource::<Diplomacy>().clone();
    ui.horizontal_wrapped(|ui| {
        for other in roster.seats().filter(|&s| s != you).collect::<Vec<_>>() {
            if dip.at_war(you, other) {
                let label = if roster.is_human(other) {
                    format!("Offer peace to {}", roster.name(other))
                } else {
                    format!("Ask the {} for peace", roster.name(other))
                };
                peace_button(world, ui, other, &label);
            } else if war_too {
                war_button(world, ui, other);
            }
        }
    });
}

/// Declaring war, shown disabled with the rules' reason when they would refuse it.
fn war_button(world: &mut World, ui: &mut egui::Ui, automa: Seat) {
    let you = viewer(world);
    let name = world
        .resource::<crate::rules::table::Roster>()
        .name(automa)
        .to_string();
    let why_not = crate::rules::player::why_not_declare_war(world, you, automa, true);
    let the = if world
        .resource::<crate::rules::table::Roster>()
        .is_human(automa)
    {
        ""
    } else {
        "the "
    };
    if ui
        .add_enabled(
            why_not.is_none(),
            egui::Button::new(format!("Declare war on {the}{name}")),
        )
        .on_hover_text("At war, your ships fight theirs where they meet.")
        .on_disabled_hover_text(why_not.unwrap_or_default())
        .clicked()
    {
        send(world, PlayerCommand::DeclareWar(automa));
    }
}

/// Asking for peace, with its chance before you ask (or the rules' reason why not).
fn peace_button(world: &mut World, ui: &mut egui::Ui, automa: Seat, label: &str) {
    let you = viewer(world);
    let why_not = crate::rules::player::why_not_ask_peace(world, you, automa);
    // A person answers for themselves; an automa's rule gives the odds.
    let person = world
        .resource::<crate::rules::table::Roster>()
        .is_human(automa);
    let (text, chance) = if person {
        (
            label.to_string(),
            "They accept or refuse on the spot (the device is passed to them). Once a round."
                .to_string(),
        )
    } else {
        let odds = crate::rules::table::automa_kind(world, automa)
            .map(|k| k.peace_odds(world, you, automa))
            .unwrap_or((0, "it never makes peace".into()));
        (
            format!("{label}  ({}/6)", odds.0),
            format!(
                "Chance: {} in 6 ({}). Once a round per automa.",
                odds.0, odds.1
            ),
        )
    };
    if ui
        .add_enabled(why_not.is_none(), egui::Button::new(text))
        .on_hover_text(chance)
        .on_disabled_hover_text(why_not.unwrap_or_default())
        .clicked()
    {
        send(world, PlayerCommand::AskPeace(automa));
    }
}

/// The seat whose ships the open question is about, when you decide for another seat
/// (a passive automa's battle questions go to the person who is not attacking it).
fn on_behalf_of(world: &World) -> Option<Seat> {
    world.resource::<PromptSlot>().on_behalf_of()
}

/// "You decide for the Elder Civilization ...": said under the title of such a question.
fn deciding_for(world: &World, ui: &mut egui::Ui, them: Seat) {
    let roster = world.resource::<crate::rules::table::Roster>();
    ui.colored_label(
        super::theme::egui_color(super::theme::seat_color(roster, Some(them))),
        format!(
            "You decide for the {} (it takes no turns: the person it is not fighting \
             answers its battle questions).",
            roster.name(them)
        ),
    );
}

fn retreat(world: &mut World, ui: &mut egui::Ui, hex: (i32, i32), attacker: Seat, sees: bool) {
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
            hex_label(h)
        ));
    } else {
        title(ui, "Battle: retreat?");
        ui.label(format!(
            "The {} attack your ships at {}. Your combat value is {mine}.",
            roster.name(attacker),
            hex_label(h)
        ));
    }
    // Fleets are revealed after this choice, unless your E fleet's ×2 tactic lets you
    // wait for them: otherwise you see their pieces and the fleet counters only.
    if sees {
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
            "You see {} ship piece(s) and {fleets}; Military {level} gives them {per_ship} per ship. \
             Fleets are revealed only if you stay.",
            pieces.len()
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

/// Undo (Ctrl+Z): your last command, while no die, automa action or secret came after it.
fn undo_button(world: &mut World, ui: &mut egui::Ui) {
    if world
        .resource::<crate::rules::undo::UndoMarks>()
        .0
        .is_empty()
    {
        return;
    }
    let you = viewer(world);
    let why = crate::rules::undo::why_not_by(world, you);
    let pressed = ui.input(|i| i.modifiers.command && i.key_pressed(egui::Key::Z));
    let button = ui
        .add_enabled(
            why.is_none(),
            egui::Button::new("Undo your last action (Ctrl+Z)"),
        )
        .on_hover_text(
            "Takes back your last action while nothing you could not have known came after it.",
        )
        .on_disabled_hover_text(format!("Not now: {}.", why.unwrap_or_default()));
    if button.clicked() || (pressed && why.is_none()) {
        // Done at the end of the frame, not in the middle of drawing this panel.
        world.insert_resource(super::saving::SaveRequest::Undo);
    }
}

/// Which of your ships absorb losses first in your battles (a standing choice).
fn loss_order(world: &mut World, ui: &mut egui::Ui) {
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
        ui.label("Losses come first from:")
            .on_hover_text("In a battle you lose ships from this group first, then pieces and fleets in letter order.");
        let groups = std::iter::once(None).chain(letters.into_iter().map(Some));
        for g in groups {
            let name = g.map_or("pieces".to_string(), |l| format!("fleet {l:?}"));
            let on = order.first() == Some(&g);
            if ui.selectable_label(on, name).clicked() && !on {
                send(world, PlayerCommand::LossOrder(vec![g]));
            }
        }
    });
}

fn force_retreat(world: &mut World, ui: &mut egui::Ui, hex: (i32, i32), other: Seat) {
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
        hex_label(h)
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

/// Before an STS automa's growth turn: which innocent stars where your ships stand you
/// defend (war, at the moment it picks one).
fn guard_stars(world: &mut World, ui: &mut egui::Ui, taker: Seat, stars: &[(i32, i32)]) {
    let roster = world.resource::<crate::rules::table::Roster>().clone();
    let them = roster.name(taker);
    title(ui, "Defend innocent population?");
    ui.label(format!(
        "The {them} are about to grow, and they could take these stars where your ships \
         stand (highlighted). As STO you may declare war only to block such a conquest: \
         if they pick a star you defend, you are at war with them at once, your ships \
         there block the gain, and they try another star."
    ));
    ui.small("A blocked Gain Star may cost them a disc to their offboard power.");
    let name = |world: &World, h: (i32, i32)| {
        let h = Hex::new(h.0, h.1);
        crate::rules::snapshot::Snapshot::take(world)
            .stars
            .iter()
            .find(|s| s.hex == h)
            .map_or_else(|| hex_label(h), |s| format!("{} {}", s.name, hex_label(h)))
    };
    ui.horizontal_wrapped(|ui| {
        if stars.len() > 1 {
            for &h in stars {
                if ui.button(format!("Defend {}", name(world, h))).clicked() {
                    send(world, PlayerCommand::GuardStars(vec![h]));
                }
            }
        }
        let all = match stars {
            [one] => format!("Defend {} (Y)", name(world, *one)),
            _ => "Defend them all (Y)".to_string(),
        };
        if ui.button(all).clicked() {
            send(world, PlayerCommand::GuardStars(stars.to_vec()));
        }
        if ui.button("Let them (N)").clicked() {
            send(world, PlayerCommand::GuardStars(Vec::new()));
        }
    });
}

fn retreat_where(world: &mut World, ui: &mut egui::Ui, hex: (i32, i32), options: &[(i32, i32)]) {
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
        "{whose} ships leave {}. These hexes are equally near and free of hostile ships: \
         click one on the board (highlighted) or below.",
        hex_label(Hex::new(hex.0, hex.1))
    ));
    ui.horizontal_wrapped(|ui| {
        for &(x, y) in options {
            let h = Hex::new(x, y);
            // Described only while hovered: a description reads the whole board.
            let button = ui.button(hex_label(h));
            let clicked = button.clicked();
            button.on_hover_ui(|ui| {
                ui.label(super::input::describe_hex(world, h).join("\n"));
            });
            if clicked {
                send(world, PlayerCommand::RetreatTo((x, y)));
            }
        }
    });
}

fn losses(world: &mut World, ui: &mut egui::Ui, hex: (i32, i32), loser: Seat, max: u32) {
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
        hex_label(Hex::new(hex.0, hex.1))
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
    ui.horizontal(|ui| {
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
    world.insert_resource(form);
}

/// What an oval counter would do now, in words.
fn oval_effect(world: &mut World, o: Oval, sel: &GrowthSelection) -> String {
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
                    format!("{} is at 6: its 6+ effect applies", f.name())
                } else {
                    format!(
                        "{} {l} -> {}: {}",
                        f.name(),
                        l + 1,
                        rules.tech.description(f, l + 1)
                    )
                }
            }
            None => "a level in the field of your square counter".into(),
        },
        Oval::GrowPopulation => format!(
            "+1 population on each of your stars below its growth limit (+{} from Genetics)",
            rules.tech.genetics_bonus(tech.level(you, Field::Genetics))
        ),
        Oval::GainStar => {
            let n = gain_candidates(world)
                .iter()
                .filter(|c| c.1.is_ok())
                .count();
            format!("take a star where your ships are ({n} possible now)")
        }
        Oval::BuildShips => format!(
            "build {} ships at your stars",
            build_count(world, viewer(world))
        ),
        Oval::SwitchAlignment => "switch between STO and STS".into(),
    }
}

/// Stars you could gain now, with the reason for those you cannot.
fn gain_candidates(world: &mut World) -> Vec<(Hex, Result<(), String>, String)> {
    let you = viewer(world);
    let snap = Snapshot::take(world);
    let board = world.resource::<Board>().clone();
    let mut out = Vec::new();
    for s in snap.stars.clone() {
        if s.owner == Some(you) || snap.ships(&board, s.hex, you) == 0 {
            continue;
        }
        let r = gain::plan_gain(world, &snap, you, &s, false).map(|_| ());
        out.push((s.hex, r, s.name.to_string()));
    }
    out
}

fn growth_selection(world: &mut World, ui: &mut egui::Ui) {
    // A new selection starts its resolution choices afresh.
    if world.resource::<ResolveForm>().ready {
        world.insert_resource(ResolveForm::default());
    }
    title(ui, "Growth: choose your counters");
    diplomacy_buttons(world, ui, false);
    evacuation_buttons(world, ui);
    ui.label("Two ovals (more from stars with 5+ population, at a DP cost) and one square.");
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
            format!("{} x{have}", o.name())
        } else {
            o.name().to_string()
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
        ui.add(egui::Label::new(egui::RichText::new(effect).small()).wrap());
    }
    ui.separator();
    ui.horizontal_wrapped(|ui| {
        let mut squares: Vec<Square> = Field::ALL.iter().map(|&f| Square::Tech(f)).collect();
        squares.push(Square::TurnOrderUp);
        squares.push(Square::TurnOrderDown);
        for s in squares {
            let on = form.selection.squares.contains(&s);
            let name = s.name();
            if ui.selectable_label(on, name).clicked() {
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
    let cost = selection_cost(world, viewer(world), &form.selection);
    if cost > 0 {
        ui.label(format!("The extra counters cost {cost} DP."));
    }
    match validate_selection(world, viewer(world), &form.selection) {
        Ok(()) => {
            if ui.button("Confirm counters").clicked() {
                send(world, PlayerCommand::SelectGrowth(form.selection.clone()));
                form = GrowthForm::default();
                world.insert_resource(ResolveForm::default());
            }
        }
        Err(why) => {
            ui.small(format!("To confirm: {why}"));
        }
    }
    world.insert_resource(form);
}

/// The growth turn's free actions: teleport population (Propulsion 5+) and move your
/// home-star miniature to another of your stars.
fn free_action_options(world: &mut World, ui: &mut egui::Ui, form: &mut ResolveForm) {
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
        ui.label(format!("Teleport population: {used} of {allowance}"))
            .on_hover_text("Propulsion 5 moves 1 disc a turn between your unblocked stars, 6 moves 3. Pick the star to send from, then each click on a star to receive moves one disc.");
        ui.horizontal_wrapped(|ui| {
            ui.label("from");
            for a in &mine {
                let discs = crate::rules::discs::discs_on(world, a);
                let on = form.teleport_from == Some(a.hex);
                let pick = ui.add_enabled(
                    discs > 0,
                    egui::Button::selectable(on, format!("{} ({discs})", a.name)),
                );
                if pick
                    .on_disabled_hover_text("No disc to send (a home star's miniature stays).")
                    .clicked()
                {
                    form.teleport_from = if on { None } else { Some(a.hex) };
                }
            }
        });
        if let Some(from) = form.teleport_from {
            ui.horizontal_wrapped(|ui| {
                ui.label("to");
                for b in mine.iter().filter(|b| b.hex != from) {
                    let button =
                        ui.add_enabled(used < allowance, egui::Button::new(b.name.as_ref()));
                    if button
                        .on_disabled_hover_text("Nothing left to teleport this turn.")
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
            ui.small(format!("{n} disc(s): {} → {}", name(a), name(b)));
        }
        if !form.teleport.is_empty() && ui.small_button("Clear teleports").clicked() {
            form.teleport.clear();
        }
    }
}

/// Voluntary evacuation, offered in your growth phase: a button per star of yours.
fn evacuation_buttons(world: &mut World, ui: &mut egui::Ui) {
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
    ui.collapsing("Evacuate your home star", |ui| {
        ui.small("Your miniature moves to the star you pick (its discs go back to your track); the Emergency Reserve places 6 ships there, once per game.");
        ui.horizontal_wrapped(|ui| {
            for (h, name) in others {
                if ui.small_button(format!("to {name}")).clicked() {
                    send(world, PlayerCommand::Evacuate((h.x, h.y)));
                }
            }
        });
    });
}

/// For each faction's star you chose to gain: the field to take from it (by default the
/// one where it leads you most).
fn take_field_options(world: &mut World, ui: &mut egui::Ui, form: &mut ResolveForm) {
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
            ui.label(format!("Level to take at {}:", hex_label(h)));
            for f in &ahead {
                if ui
                    .selectable_label(current == Some(*f), f.name())
                    .on_hover_text("Taken first when the star is yours; a second level (6+ population) goes where they lead you most.")
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
fn people_growth_options(
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
        ui.label(format!(
            "Turn primitive stars advanced: up to {per} for each Gain Star counter not used on a star"
        ));
        for s in snap.stars.iter().filter(|s| {
            s.owner.is_none() && s.kind == StarKind::Primitive && snap.ships(&board, s.hex, you) > 0
        }) {
            let on = form.upgrade.contains(&s.hex);
            if ui
                .selectable_label(on, format!("advance {} at {}", s.name, hex_label(s.hex)))
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
        ui.label(format!(
            "A ship becomes population at up to {most} of your stars"
        ));
        for s in snap
            .stars
            .iter()
            .filter(|s| s.owner == Some(you) && snap.ships(&board, s.hex, you) > 0)
        {
            let on = form.ships_to_population.contains(&s.hex);
            if ui
                .selectable_label(on, format!("{} at {}", s.name, hex_label(s.hex)))
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
        ui.label(format!("Population into ships: {per} ships per disc"));
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
            ui.horizontal(|ui| {
                ui.label(format!("{} ({})", s.name, hex_label(s.hex)));
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

fn growth_resolution(world: &mut World, ui: &mut egui::Ui) {
    let roster = world.resource::<crate::rules::table::Roster>().clone();
    let you = viewer(world);
    title(ui, "Growth: where your actions apply");
    let sel = world.resource::<Growths>().0[you]
        .selection
        .clone()
        .unwrap_or_default();
    let mut form = world.resource::<ResolveForm>().clone();
    let gains = gain_actions(world, viewer(world), &sel);
    if gains > 0 {
        ui.label(format!("Gain star: choose up to {gains}"));
        for (h, ok, name) in gain_candidates(world) {
            let on = form.gain.contains(&h);
            let text = format!("{name} at {}", hex_label(h));
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
    let free = free_gains(world, you, &sel);
    if !free.is_empty() {
        let kinds: Vec<String> = free
            .iter()
            .map(|(k, n)| format!("{n} {}", k.name()))
            .collect();
        ui.label(format!("Free gains of your people: {}", kinds.join(", ")))
            .on_hover_text(
                "They cost no counter; each needs your ship at a neutral star of that kind.",
            );
        let snap = Snapshot::take(world);
        for (h, ok, name) in gain_candidates(world) {
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
            let text = format!("free: {name} at {}", hex_label(h));
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
        ui.label(
            "Genetics bonus discs go first to (in the order you click; then the least populated):",
        );
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
        ui.label(format!("Build ships: {placed} of {total} placed"));
        if places.is_empty() {
            ui.small("None of your stars can build now (population too low, or blocked).");
        }
        for (h, n) in form.build.iter_mut() {
            let name = Snapshot::take(world)
                .star_at(*h)
                .map_or(String::new(), |s| s.name.to_string());
            ui.horizontal(|ui| {
                ui.label(format!("{name} ({})", hex_label(*h)));
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
        ui.label("Military 6+: cancel one growth action of an automa at war with you");
        for automa in roster.automas().collect::<Vec<_>>() {
            if !world.resource::<Diplomacy>().at_war(you, automa) {
                continue;
            }
            let row = crate::rules::table::automa_kind(world, automa)
                .map(|k| k.planned_growth(world, automa))
                .unwrap_or_default();
            for (i, a) in row.iter().enumerate() {
                let on = form.cancel == Some((automa, i));
                if ui
                    .selectable_label(on, format!("{}: {}", roster.name(automa), a.describe()))
                    .clicked()
                {
                    form.cancel = if on { None } else { Some((automa, i)) };
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
    if ui.button("Resolve growth").clicked() {
        send(world, PlayerCommand::ResolveGrowth(choices));
    }
    world.insert_resource(form);
}

/// The order your chosen actions resolve in, when you chose two or more of them: each
/// may be moved one place earlier.
fn action_order(
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
    ui.label("Order of your actions").on_hover_text(
        "Where it matters: growing before you gain a star keeps your growth limits \
             (a new star nearby lowers them); gaining first lets the new star grow too.",
    );
    let mut moved = None;
    ui.horizontal_wrapped(|ui| {
        for (i, o) in chosen.iter().enumerate() {
            ui.label(format!("{}. {}", i + 1, o.name()));
            if i > 0 && ui.small_button("earlier").clicked() {
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
fn build_places(world: &mut World) -> Vec<Hex> {
    let snap = Snapshot::take(world);
    snap.stars
        .iter()
        .filter(|s| can_build_at(world, viewer(world), &snap, s).is_ok())
        .map(|s| s.hex)
        .collect()
}

fn trading(world: &mut World, ui: &mut egui::Ui) {
    let roster = world.resource::<crate::rules::table::Roster>().clone();
    let you = viewer(world);
    title(ui, "Trading");
    ui.label(
        "Take a level from a partner at peace with you who is ahead there. An automa \
         learns a field its rules pick; another person learns the level you offer, if \
         they accept.",
    );
    let dip = world.resource::<Diplomacy>().clone();
    let mut form = world.resource::<TradeForm>().clone();
    for partner in roster.seats().filter(|&s| s != you).collect::<Vec<_>>() {
        let person = roster.is_human(partner);
        ui.group(|ui| {
            ui.label(roster.name(partner));
            if dip.at_war(you, partner) {
                let label = if person {
                    "Offer peace"
                } else {
                    "Ask for peace"
                };
                peace_button(world, ui, partner, label);
                return;
            }
            // Whether an automa will be willing, before you ask (a person's people may
            // oblige them: the trade then says so). A person answers for themselves.
            if !person && let Some(k) = crate::rules::table::automa_kind(world, partner) {
                let (faces, why) = k.trade_odds(world, you, partner);
                ui.small(format!("Willing to trade: {faces} in 6 ({why})"));
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
                    ui.label("They learn:");
                    if givable.is_empty() {
                        ui.small("nothing: you are ahead in no field they can learn");
                    }
                    for &g in &givable {
                        if ui
                            .selectable_label(chosen == Some(g), g.name())
                            .on_hover_text("The level they learn from you in this trade.")
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
                ui.label("You take:");
                let tech = world.resource::<Technology>().clone();
                for f in Field::ALL {
                    let theirs = tech.level(partner, f);
                    let mine = tech.level(you, f);
                    let why_not = crate::rules::phases::why_not_trade(world, you, partner, f)
                        .or_else(|| {
                            (person && give.is_none())
                                .then(|| "you have no level to offer them in return".to_string())
                        });
                    let button = ui.add_enabled(
                        why_not.is_none(),
                        egui::Button::new(format!("{} {theirs}", f.name())),
                    );
                    let hover = if person {
                        format!(
                            "Yours is {mine}: offer to take +1 in {} (they answer)",
                            f.name()
                        )
                    } else {
                        format!("Yours is {mine}: take +1 in {}", f.name())
                    };
                    if button
                        .on_hover_text(hover)
                        .on_disabled_hover_text(why_not.unwrap_or_default())
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
    if ui.button("End trading (E)").clicked() {
        send(world, PlayerCommand::EndTrading);
    }
}

fn tactics(world: &mut World, ui: &mut egui::Ui, count: u32) {
    title(ui, "Advanced fleet tactics");
    ui.label(format!(
        "{count} counter(s) to assign to your fleet letters."
    ));
    for l in FleetLetter::ALL {
        ui.horizontal(|ui| {
            ui.label(format!("{l:?}")).on_hover_text(fleet_special(l));
            if ui.button("x2 special").clicked() {
                send(
                    world,
                    PlayerCommand::AssignTactic {
                        letter: l,
                        side: TacticSide::Double,
                    },
                );
            }
            if ui.button("+3 DP per win").clicked() {
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

#[cfg(test)]
mod tests {
    use super::*;

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
