//! The Ancients: the solo opponent of Empire of the Stars, mapped onto our galaxy
//! (design: `seed-automas.md` section 1; RULES.md section 14). They build no empire: a
//! queue of event cards that your roles feed drives them, a Monolith walks a rondel of
//! seven roles dropping and collecting credits, and their cruisers destroy every star
//! they leave. One seat with no turn of its own, at war with everyone: they act before
//! your move turn (the role you declare) and after each of your turns (the Ancient turn).

pub mod asks;
pub mod battle;
pub mod display;
pub mod monolith;
pub mod moves;
pub mod scenario;
pub mod state;
pub mod steps;
pub mod tables;
pub mod turn;

pub use monolith::{Walk, walk};
pub use state::{Ancients, Card};
pub use tables::*;

use crate::rules::choice::{Question, Reply};
use crate::rules::counters::{Growths, Oval, Square};
use crate::rules::data::{AutomaTraits, DataError, KindTable, parse_ron};
use crate::rules::facts::{Fact, OnFact};
use crate::rules::hooks::AddHook;
use crate::rules::kind::{AutomaKind, KindPanel};
use crate::rules::log::KindRule;
use crate::rules::model::*;
use crate::rules::moments::{GamePhase, PersonTurnEnded, PersonTurnStarting};
use crate::rules::narrate;
use crate::rules::prompt::{ChoiceOption, Prompt, PromptSlot};
use crate::rules::snapshot::Snapshot;
use crate::rules::table;
use bevy::prelude::*;
use std::sync::Arc;

/// The rules reference topics of their decisions.
pub const ROLE: KindRule = KindRule("rules-14-your-role-and-theirs");
pub const TURN: KindRule = KindRule("rules-14-the-ancient-turn");
pub const MOVE: KindRule = KindRule("rules-14-moving-the-ancients");
pub const BATTLE: KindRule = KindRule("rules-14-battles-with-the-ancients");

/// The Ancients' kind, as the registry in `automa/mod.rs` lists it.
pub static KIND: AncientsKind = AncientsKind;

pub struct AncientsKind;

/// Reads an Ancients table file (its name for errors, its text), checked.
pub fn read_table(file: &str, text: &str) -> Result<AncientsTable, DataError> {
    parse_ron(file, text)
}

/// The Ancients' seat and table, when they sit at this table.
pub fn ancients(world: &World) -> Option<(Seat, Arc<AncientsTable>)> {
    let seat = world.get_resource::<Ancients>()?.seat?;
    let t = table::kind_data::<Arc<AncientsTable>>(world, seat)?;
    Some((seat, t))
}

impl AutomaKind for AncientsKind {
    fn key(&self) -> &'static str {
        "ancients"
    }

    fn read(&self, file: &str, text: &str) -> Result<KindTable, DataError> {
        let t = read_table(file, text)?;
        // No population track, no fleets, no people: cruisers that destroy all they beat.
        let traits = AutomaTraits {
            destroy_all_on_win: true,
            ..Default::default()
        };
        Ok(KindTable::new(Arc::new(t), traits))
    }

    /// Their cruisers never retreat before combat, destroy all when they win, and a
    /// forced retreat takes the first hex offered.
    fn answer(&self, _world: &mut World, _seat: Seat, question: &Question) -> Reply {
        crate::rules::automa::shared::never_yields(question)
    }

    fn scores(&self) -> bool {
        true
    }

    fn piece_noun(&self) -> &'static str {
        "cruiser"
    }

    fn question_hint(&self, world: &World, topic: KindRule) -> Option<&'static str> {
        let a = world.get_resource::<Ancients>()?;
        if a.asking.is_some() {
            return Some("kind-prompts-ancients-hint-asking");
        }
        if let Some(after) = &a.after {
            return Some(if after.landed {
                "kind-prompts-ancients-hint-push"
            } else {
                "kind-prompts-ancients-hint-losses"
            });
        }
        Some(match topic {
            ROLE => "kind-prompts-ancients-hint-role",
            MOVE => "kind-prompts-ancients-hint-move",
            BATTLE => "kind-prompts-ancients-hint-battle",
            _ => return None,
        })
    }

    fn battle_words(
        &self,
        world: &mut World,
        seat: Seat,
        foe: Seat,
        hex: hexx::Hex,
    ) -> Option<String> {
        Some(battle::words(world, seat, foe, hex))
    }

    /// Each level of their table: its name, their cruisers in play and their credits,
    /// and what each colony token of theirs is worth.
    fn difficulty_words(
        &self,
        _difficulty: &crate::rules::data::DifficultyTable,
        table: &KindTable,
        level: u8,
    ) -> Option<String> {
        let t = table.get::<Arc<AncientsTable>>()?;
        let l = t.level(level);
        Some(crate::t!(
            "levels-ancients",
            name = crate::lang::content("level", &l.name, "name", &l.name),
            cruisers = l.cruisers,
            max = t.cruisers_max,
            credits = l.credits,
            dp = t.colony_dp(level)
        ))
    }

    fn level_name(&self, table: &KindTable, level: u8) -> Option<String> {
        let l = table.get::<Arc<AncientsTable>>()?.level(level);
        Some(l.name.clone())
    }

    fn init(&self, world: &mut World, _seats: usize) {
        world.insert_resource(Ancients::default());
    }

    /// Their decks shuffled, the queue dealt, the Monolith's first role by die, the
    /// frontier display laid out, the credits and the cruisers of the difficulty.
    fn start(&self, world: &mut World, seat: Seat) {
        let Some(t) = table::kind_data::<Arc<AncientsTable>>(world, seat) else {
            return;
        };
        let t = t.clone();
        let level = t.level(world.resource::<DifficultyLevel>().0).clone();
        state::set_up(world, seat, &t, level.cruisers, level.credits);
        let pick = world
            .resource_mut::<crate::rules::dice::Dice>()
            .pick(t.rondel.len(), "the Monolith's first role"); // not shown
        let first = t.rondel[pick.index];
        world.resource_mut::<Ancients>().monolith = Some(first);
        let round = narrate::current_round(world);
        let mut d = crate::rules::log::Decision::new(
            round,
            seat,
            crate::rules::log::DecisionKind::Kind(ROLE),
            crate::says!("log-anc-first-role"),
        );
        d.rolls = pick.faces;
        d.result = crate::says!("log-anc-first-role-result", role = first.says());
        world
            .resource_mut::<crate::rules::log::GameLog>()
            .decision(d);
        moves::refill(world, &t);
    }

    fn chosen(
        &self,
        world: &mut World,
        _automa: Seat,
        person: Seat,
        key: &str,
    ) -> Result<crate::lang::Says, crate::lang::Says> {
        let Some((_, t)) = ancients(world) else {
            return Err(crate::says!("log-anc-refuse-absent"));
        };
        if world.resource::<Ancients>().after.is_some() {
            return battle::chosen_after(world, key);
        }
        if world.resource::<Ancients>().asking.is_some() {
            let said = asks::answer(world, key)?;
            // What waited for your answer, then an end found.
            if world.resource::<Ancients>().asking.is_none() {
                steps::run(world);
            }
            if world.resource::<PromptSlot>().0.is_none() {
                finish_steps(world);
            }
            return Ok(said);
        }
        if world.resource::<Ancients>().pending_plan.is_some() {
            return battle::choose_plan(world, key);
        }
        if world.resource::<Ancients>().pending_battle_deck {
            return battle::choose_battle_deck(world, key);
        }
        if let Some((battle, why)) = world.resource_mut::<Ancients>().pending_move.take() {
            let Some(deck) = Role::named(key) else {
                world.resource_mut::<Ancients>().pending_move = Some((battle, why));
                return Err(crate::says!(
                    "log-anc-refuse-no-deck",
                    key = format!("{key:?}")
                ));
            };
            moves::move_ancients_from(world, &t, battle, &why, Some(deck));
            // What waited for the move (the rest of their turn), then an end found.
            steps::run(world);
            if world.resource::<PromptSlot>().0.is_none() {
                finish_steps(world);
            }
            return Ok(crate::says!("log-anc-said-reveal", role = deck.says()));
        }
        let Some(role) = Role::named(key) else {
            return Err(crate::says!(
                "log-anc-refuse-no-role",
                key = format!("{key:?}")
            ));
        };
        let phase = *world.resource::<State<GamePhase>>().get();
        let round = narrate::current_round(world);
        world.resource_mut::<Ancients>().declared = Some((round, phase, role));
        narrate::log_seat_event(
            world,
            person,
            None,
            crate::says!("log-anc-you-declare", role = role.says()),
        );
        // Warlord on your move turn: the Ancients move first, with battles, revealing
        // from the deck you choose.
        if role == Role::Warlord && phase == GamePhase::MoveCombat {
            ask_deck(
                world,
                &t,
                person,
                true,
                crate::says!("log-anc-why-you-warlord"),
            );
        }
        Ok(crate::says!("log-anc-said-declare", role = role.says()))
    }

    /// A scenario's credits, Monolith, queue, cruisers off the board and tokens
    /// ([`scenario::AncientsState`]).
    fn scenario_state(
        &self,
        world: &mut World,
        seat: Seat,
        state: ron::Value,
    ) -> Result<(), String> {
        // A position is not a new game: their setup (decks, queue, frontier) first.
        if world.resource::<Ancients>().seat.is_none() {
            self.start(world, seat);
        }
        let Some((_, t)) = ancients(world) else {
            return Err(crate::t!("log-anc-refuse-absent"));
        };
        let state: scenario::AncientsState = state.into_rust().map_err(|e| e.to_string())?;
        scenario::set(world, &t, state)
    }

    fn table_rows(&self, world: &World, _seat: Seat) -> Vec<crate::rules::kind::TableRow> {
        ancients(world).map_or(Vec::new(), |(_, t)| display::rows(world, &t))
    }

    fn panel(&self, world: &World, _seat: Seat) -> Vec<KindPanel> {
        let Some((_, t)) = ancients(world) else {
            return Vec::new();
        };
        let a = world.resource::<Ancients>();
        let list = |parts: Vec<String>| parts.join(", ");
        let mut lines = vec![
            (
                crate::t!(
                    "log-anc-panel-monolith",
                    role = a
                        .monolith
                        .map_or(crate::t!("log-anc-panel-no-role"), |r| r.says().text()),
                    n = a.credits
                ),
                false,
            ),
            (
                crate::t!(
                    "log-anc-panel-lying",
                    list = list(
                        t.rondel
                            .iter()
                            .zip(&a.lying)
                            .filter(|(_, n)| **n > 0)
                            .map(|(r, n)| crate::t!(
                                "log-anc-panel-lying-on",
                                role = r.says(),
                                n = *n
                            ))
                            .collect()
                    )
                ),
                false,
            ),
        ];
        if let Some(&right) = a.queue.last() {
            lines.push((
                crate::t!("log-anc-panel-face-up", card = state::describe(&t, right)),
                true,
            ));
        }
        for &c in a.queue.iter().rev().skip(1) {
            let line = match c {
                Card::Event { role, index } => crate::t!(
                    "log-anc-panel-face-down",
                    back = t
                        .deck(role)
                        .and_then(|d| d.cards.get(index))
                        .map_or("?".to_string(), |c| c.back.label())
                ),
                Card::Story(_) => crate::t!("log-anc-panel-face-down-story"),
            };
            lines.push((line, false));
        }
        lines.push((
            crate::t!(
                "log-anc-panel-cruisers",
                staging = a.staging,
                supply = a.supply
            ),
            false,
        ));
        lines.push((
            crate::t!(
                "log-anc-panel-tokens",
                colony = a.colony,
                colony_max = t.colony_tokens,
                galaxy = format!("{:?}", a.galaxy),
                far = a.far_space,
                far_max = t.far_space_dp(world.resource::<DifficultyLevel>().0).len()
            ),
            false,
        ));
        lines.push((
            crate::t!(
                "log-anc-panel-won",
                n = a.your_colony,
                galaxy = format!("{:?}", a.your_galaxy)
            ),
            false,
        ));
        lines.push((
            crate::t!(
                "log-anc-panel-decks",
                list = list(
                    t.rondel
                        .iter()
                        .map(|&r| crate::t!(
                            "log-anc-panel-deck",
                            role = r.says(),
                            back = state::top_back(world, &t, r).map_or("-".into(), |b| b.label()),
                            left = state::left_in(world, r)
                        ))
                        .collect()
                )
            ),
            false,
        ));
        vec![KindPanel {
            title: crate::t!("log-anc-panel-title"),
            lines,
        }]
    }

    fn plugin(&self, app: &mut App) {
        app.add_hook::<PersonTurnStarting>(ask_role)
            .add_hook::<PersonTurnEnded>(after_turn)
            .add_hook::<crate::rules::population::GeneticsBonusWithheld>(|w, s| {
                w.get_resource::<Ancients>()
                    .is_some_and(|a| a.no_genetics_bonus && a.seat.is_some() && s == moves::you(w))
            })
            .add_hook::<crate::rules::player::FewerShipsBuilt>(|w, s| {
                w.get_resource::<Ancients>()
                    .filter(|a| a.seat.is_some() && s == moves::you(w))
                    .map_or(0, |a| a.fewer_ships)
            })
            .add_hook::<OnFact>(on_fact)
            .add_hook::<crate::rules::combat::OwnBattle>(battle::own_battle)
            .add_hook::<crate::rules::player::MoveEndForbidden>(merchant_keeps_away);
    }
}

/// The roles you may declare now, and the one proposed: on your move turn Warlord when
/// a cruiser stands within 3 hexes of your ships, else Merchant; in growth the role whose
/// deck has the most cards left. A proposal whose deck would run dry (one card or none
/// left: an empty deck ends the game) gives way to the role with the most cards left.
fn role_options(world: &World, person: Seat, phase: GamePhase) -> (Vec<Role>, usize) {
    let (roles, natural) = natural_options(world, person, phase);
    let fullest = state::fullest(world, &roles).unwrap_or(0);
    let proposed = if state::left_in(world, roles[natural]) <= 1 {
        fullest
    } else {
        natural
    };
    (roles, proposed)
}

fn natural_options(world: &World, person: Seat, phase: GamePhase) -> (Vec<Role>, usize) {
    match phase {
        GamePhase::MoveCombat => {
            // Warlord proposed when a cruiser stands within 3 hexes of your ships.
            let snap = Snapshot::take(world);
            let board = world.resource::<crate::rules::board::Board>();
            let seat = world.resource::<Ancients>().seat;
            let cruisers: Vec<hexx::Hex> = snap
                .occupied
                .iter()
                .copied()
                .filter(|&h| seat.is_some_and(|s| snap.ships(board, h, s) > 0))
                .collect();
            let near = snap
                .occupied
                .iter()
                .filter(|&&h| snap.ships(board, h, person) > 0)
                .any(|&h| cruisers.iter().any(|&c| c.unsigned_distance_to(h) <= 3));
            (vec![Role::Warlord, Role::Merchant], usize::from(!near))
        }
        _ => {
            let sel = world.resource::<Growths>().0[person]
                .selection
                .clone()
                .unwrap_or_default();
            let mut roles = Vec::new();
            for o in &sel.ovals {
                let r = match o {
                    Oval::GainStar => Role::Explorer,
                    Oval::Research => Role::Scientist,
                    Oval::GrowPopulation => Role::Steward,
                    Oval::BuildShips => Role::Engineer,
                    Oval::SwitchAlignment => Role::Regent,
                };
                if !roles.contains(&r) {
                    roles.push(r);
                }
            }
            let turn_order = sel
                .squares
                .iter()
                .any(|s| matches!(s, Square::TurnOrderUp | Square::TurnOrderDown));
            if turn_order && !roles.contains(&Role::Regent) {
                roles.push(Role::Regent);
            }
            if roles.is_empty() {
                roles.push(Role::Regent);
            }
            let most = state::fullest(world, &roles).unwrap_or(0);
            (roles, most)
        }
    }
}

/// What a role does, for its button's tooltip.
fn role_hover(role: Role, phase: GamePhase) -> crate::lang::Says {
    match (role, phase) {
        (Role::Warlord, GamePhase::MoveCombat) => {
            crate::says!("kind-prompts-ancients-role-hover-warlord-move")
        }
        (Role::Merchant, _) => crate::says!("kind-prompts-ancients-role-hover-merchant"),
        (Role::Explorer, _) => crate::says!("kind-prompts-ancients-role-hover-explorer"),
        (Role::Scientist, _) => crate::says!("kind-prompts-ancients-role-hover-scientist"),
        (Role::Steward, _) => crate::says!("kind-prompts-ancients-role-hover-steward"),
        (Role::Engineer, _) => crate::says!("kind-prompts-ancients-role-hover-engineer"),
        (Role::Regent, _) => crate::says!("kind-prompts-ancients-role-hover-regent"),
        (Role::Warlord, _) => crate::says!("kind-prompts-ancients-role-hover-warlord"),
    }
}

/// Before your move turn and your growth turn: which role do you declare?
fn ask_role(world: &mut World, person: Seat, phase: GamePhase) -> bool {
    let Some((automa, _)) = ancients(world) else {
        return false;
    };
    if person != moves::you(world) {
        return false;
    }
    let round = narrate::current_round(world);
    if world
        .resource::<Ancients>()
        .declared
        .is_some_and(|(r, p, _)| r == round && p == phase)
    {
        return false;
    }
    if let Some(role) = world.resource_mut::<Ancients>().preset.take() {
        world.resource_mut::<Ancients>().declared = Some((round, phase, role));
        return false;
    }
    let (roles, suggested) = role_options(world, person, phase);
    let options = roles
        .iter()
        .map(|&r| ChoiceOption::new(r.name(), r.says(), role_hover(r, phase)))
        .collect();
    let text = match phase {
        GamePhase::MoveCombat => crate::says!("kind-prompts-ancients-role-text-move"),
        _ => crate::says!("kind-prompts-ancients-role-text-growth"),
    };
    world.resource_mut::<PromptSlot>().ask(
        person,
        Prompt::KindChoice {
            automa,
            topic: ROLE,
            title: crate::says!("kind-prompts-ancients-role-title"),
            text,
            options,
            suggested,
        },
    );
    true
}

/// Asks which deck a move of theirs reveals (each deck by its top card's back, the
/// proposal the policy's rule); the answer moves them.
fn ask_deck(
    world: &mut World,
    t: &AncientsTable,
    person: Seat,
    battle: bool,
    why: crate::lang::Says,
) {
    let Some(automa) = world.resource::<Ancients>().seat else {
        return;
    };
    let decks = state::decks_left(world, t);
    let proposed = moves::deck_for_move(world, t)
        .and_then(|r| decks.iter().position(|&d| d == r))
        .unwrap_or(0);
    let options = decks
        .iter()
        .map(|&r| {
            let back = state::top_back(world, t, r).map_or("-".into(), |b| b.label());
            ChoiceOption::new(
                r.name(),
                crate::says!(
                    "kind-prompts-ancients-deck-label",
                    role = r.says(),
                    back = back.clone()
                ),
                crate::says!(
                    "kind-prompts-ancients-deck-hover",
                    role = r.says(),
                    back = back,
                    left = state::left_in(world, r)
                ),
            )
        })
        .collect();
    let title = crate::says!("kind-prompts-ancients-move-title", why = &why);
    world.resource_mut::<Ancients>().pending_move = Some((battle, why));
    world.resource_mut::<PromptSlot>().ask(
        person,
        Prompt::KindChoice {
            automa,
            topic: MOVE,
            title,
            text: crate::says!("kind-prompts-ancients-move-text"),
            options,
            suggested: proposed,
        },
    );
}

/// After each of your turns: your role's effect, then the Ancient turn; an end found on
/// the way ends the game.
fn after_turn(world: &mut World, person: Seat, phase: GamePhase) {
    if ancients(world).is_none() || person != moves::you(world) {
        return;
    }
    let round = narrate::current_round(world);
    let role = match world.resource::<Ancients>().declared {
        Some((r, p, role)) if r == round && p == phase => role,
        // Not declared (a position set up mid-turn): the proposal stands.
        _ => {
            let (roles, i) = role_options(world, person, phase);
            roles[i]
        }
    };
    steps::next(
        world,
        [
            steps::Step::YourRole(role),
            steps::Step::FeedAndEvent(role),
            steps::Step::WalkAndRole,
            steps::Step::Close,
        ],
    );
    steps::run(world);
}

/// Declared Merchant for this move turn: no move of yours may end where their cruisers
/// stand.
fn merchant_keeps_away(world: &World, seat: Seat, to: hexx::Hex) -> Option<String> {
    let a = world.get_resource::<Ancients>()?;
    let them = a.seat?;
    let round = narrate::current_round(world);
    if a.declared != Some((round, GamePhase::MoveCombat, Role::Merchant))
        || seat != moves::you(world)
    {
        return None;
    }
    let snap = Snapshot::take(world);
    let board = world.resource::<crate::rules::board::Board>();
    (snap.ships(board, to, them) > 0).then(|| {
        crate::t!(
            "log-anc-refuse-merchant",
            at = crate::rules::board::hex_label(to)
        )
    })
}

/// An end found during their steps ends the game now.
pub fn finish_steps(world: &mut World) {
    if let Some(why) = world.resource_mut::<Ancients>().ending.take() {
        crate::rules::phases::end_now(world, why);
    }
}

/// The events waiting for your next action are spent by it.
fn on_fact(world: &mut World, fact: &Fact) {
    let Some(mut a) = world.get_resource_mut::<Ancients>() else {
        return;
    };
    match fact {
        Fact::PopulationGrown { .. } => a.no_genetics_bonus = false,
        Fact::ShipsBuilt { .. } => a.fewer_ships = 0,
        _ => {}
    }
}

/// The shipped table's text.
pub const SHIPPED: &str = include_str!("../../../../assets/rules/automa/ancients/ancients.ron");

#[cfg(test)]
mod tests {
    use super::*;

    fn refused(from: &str, to: &str) -> String {
        assert!(SHIPPED.contains(from), "{from}");
        let text = SHIPPED.replacen(from, to, 1);
        let e = read_table("ancients.ron", &text).expect_err(to);
        e.to_string()
    }

    #[test]
    fn the_shipped_table_reads_with_seven_decks_of_eight_and_each_district_on_four_backs() {
        let t = read_table("ancients.ron", SHIPPED).unwrap();
        assert_eq!(t.decks.len(), 7);
        assert!(t.decks.iter().all(|d| d.cards.len() == 8));
        let backs: Vec<District> = t
            .decks
            .iter()
            .flat_map(|d| d.cards.iter().map(|c| c.back))
            .collect();
        for d in &t.district_cycle {
            assert_eq!(backs.iter().filter(|b| *b == d).count(), 4, "{}", d.label());
        }
        // Each deck has eight different backs.
        for d in &t.decks {
            let mut b: Vec<String> = d.cards.iter().map(|c| c.back.label()).collect();
            b.sort();
            b.dedup();
            assert_eq!(b.len(), 8, "{:?}", d.role);
        }
        assert_eq!(t.story.len(), 7);
        assert_eq!(t.level(1).name, "Stirring");
        // The easiest level keeps the gentler values; the others the table's.
        assert_eq!(t.colony_dp(0), 3);
        assert_eq!(t.colony_dp(1), t.colony_token_dp);
        assert_eq!(t.galaxy_stack(0)[0], 2);
        assert_eq!(t.galaxy_stack(3), &t.galaxy_tokens[..]);
        assert_eq!(t.far_space_dp(0).last(), Some(&6));
        assert_eq!(t.far_space_dp(2), &t.far_space.spots_dp[..]);
        assert_eq!(t.level(99).name, "Wrathful");
        let events: usize = t
            .decks
            .iter()
            .flat_map(|d| &d.cards)
            .filter(|c| c.event.is_some())
            .count();
        assert_eq!(events, 49, "7 cards of 56 have no event");
    }

    #[test]
    fn broken_tables_are_refused_by_line_and_field() {
        // A role the rondel lacks.
        let e = refused(
            "rondel: [Explorer, Scientist, Steward, Merchant, Engineer, Warlord, Regent]",
            "rondel: [Explorer, Scientist, Steward, Merchant, Engineer, Warlord, Warlord]",
        );
        assert!(e.contains("`rondel`") && e.contains("line "), "{e}");
        // An unknown role is a parse error with its line.
        let e = refused("(role: Regent, cards: [", "(role: Emperor, cards: [");
        assert!(e.contains("line ") && e.contains("Emperor"), "{e}");
        // A deck with no cards.
        let start = SHIPPED.find("(role: Steward, cards: [").unwrap();
        let end = start + SHIPPED[start..].find("]),").unwrap();
        let text = format!(
            "{}(role: Steward, cards: [{}",
            &SHIPPED[..start],
            &SHIPPED[end..]
        );
        let e = read_table("ancients.ron", &text).unwrap_err().to_string();
        assert!(
            e.contains("`decks[2].cards (how many)` is 0") && e.contains("line "),
            "{e}"
        );
        // A district that does not exist.
        let e = refused(
            "(back: H(0), dial: (3, 2, 2)",
            "(back: H(7), dial: (3, 2, 2)",
        );
        assert!(e.contains(".back") && e.contains("line "), "{e}");
        // Negative credits cannot even be read.
        let e = refused(
            "(name: \"Dormant\", cruisers: 0, credits: 10,",
            "(name: \"Dormant\", cruisers: 0, credits: -1,",
        );
        assert!(e.contains("line "), "{e}");
        // An event key no entry has.
        let e = refused("event: Some(\"WF\")", "event: Some(\"XX\")");
        assert!(
            e.contains("\"XX\"") && e.contains(".event") && e.contains("line "),
            "{e}"
        );
        // More cruisers than there are.
        let e = refused("cruisers: 3, credits: 15)", "cruisers: 5, credits: 15)");
        assert!(e.contains("difficulty[3].cruisers"), "{e}");
        // A level's own galaxy stack that is not lowest first, and its own far-space
        // spots worth more than any token may be.
        let e = refused(
            "galaxy_tokens: Some([2, 2, 3,",
            "galaxy_tokens: Some([9, 2, 3,",
        );
        assert!(e.contains("difficulty[0].galaxy_tokens"), "{e}");
        let e = refused("far_space_dp: Some([3, 3,", "far_space_dp: Some([300, 3,");
        assert!(e.contains("difficulty[0].far_space_dp"), "{e}");
        // A strength table that falls.
        let e = refused("(1, 3), (4, 4)", "(4, 3), (1, 4)");
        assert!(e.contains("battle.strength"), "{e}");
    }
}
