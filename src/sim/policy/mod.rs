//! The built-in policy for the human seat in headless games: it expands to nearby
//! stars, builds, researches, defends its home, asks the Slavers for peace and trades.
//! It only issues ordinary commands, so it obeys the same validation as a person.

mod cards;
mod growth;
pub mod style;

pub use style::Style;

use crate::rules::board::Board;
use crate::rules::combat;
use crate::rules::data::StoryHook;
use crate::rules::model::*;
use crate::rules::narrate;
use crate::rules::player::{
    GrowthChoices, GrowthSelection, Oval, PlayerCommand, Square, apply_command,
};
use crate::rules::prompt::{Prompt, PromptSlot};
use crate::rules::ships;
use crate::rules::snapshot::{self, Snapshot};
use bevy::prelude::*;
use hexx::Hex;

pub(super) fn h(x: Hex) -> (i32, i32) {
    (x.x, x.y)
}

/// Whether this policy can play the table: any table with a person at it (it plays
/// whichever person the game asks).
pub fn supports(world: &World) -> Result<(), String> {
    let roster = world.resource::<crate::rules::table::Roster>();
    if roster.humans().next().is_some() {
        Ok(())
    } else {
        Err(crate::t!("coach-no-person", seats = roster.len()))
    }
}

/// The seat the policy is answering for: the one the open prompt asks (kept for the
/// whole answer, which may close the prompt half way).
#[derive(Resource, Debug, Clone, Copy)]
struct PolicySeat(Seat);

/// The seat the policy plays now.
pub(super) fn me(world: &World) -> Seat {
    world
        .get_resource::<PolicySeat>()
        .map_or_else(|| crate::rules::table::human(world), |p| p.0)
}

/// The seat it watches as its main threat: the first other seat that sits down STS
/// (the Slavers at the solo table), else the first other person, else the first other
/// seat.
pub(super) fn rival(world: &World) -> Seat {
    let me = me(world);
    let roster = world.resource::<crate::rules::table::Roster>();
    let others = || roster.seats().filter(move |&s| s != me);
    others()
        .find(|&s| roster.info(s).alignment == Alignment::Sts)
        .or_else(|| others().find(|&s| roster.is_human(s)))
        .or_else(|| others().next())
        .unwrap_or(me)
}

/// The automa seats, in the roster's order (the ones it may trade with).
pub(super) fn automas(world: &World) -> Vec<Seat> {
    world
        .resource::<crate::rules::table::Roster>()
        .automas()
        .collect()
}

/// What the policy would answer to the open prompt, without answering it: the game is
/// replayed (seed and commands) into a copy, the policy acts there, and its commands
/// come back. The game itself is not touched.
pub fn suggestion(world: &World) -> Result<Suggestion, String> {
    supports(world)?;
    if world
        .get_resource::<crate::rules::tutorial::Guide>()
        .is_some_and(|g| !g.left)
    {
        return Err(crate::t!("coach-guided-do-it"));
    }
    let rules = world.resource::<crate::rules::data::RulesData>().clone();
    let config = world
        .get_resource::<crate::rules::setup::GameConfig>()
        .cloned()
        .ok_or_else(|| crate::t!("coach-no-game"))?;
    let commands = world
        .resource::<crate::rules::player::CommandLog>()
        .0
        .clone();
    let mut copy = crate::sim::game::replay(&rules, config, &commands)?;
    let copy_world = copy.world_mut();
    if copy_world.resource::<PromptSlot>().0 != world.resource::<PromptSlot>().0 {
        return Err(crate::t!("coach-between-questions"));
    }
    act(copy_world);
    let new: Vec<PlayerCommand> = copy_world.resource::<crate::rules::player::CommandLog>().0
        [commands.len()..]
        .iter()
        .map(|c| c.command.clone())
        .collect();
    Ok(Suggestion {
        commands: new,
        for_commands: commands.len(),
    })
}

/// The policy's answer to a question, not yet given.
#[derive(Debug, Clone, PartialEq)]
pub struct Suggestion {
    /// Only the commands: what they did in the copy is not told (a move there may have
    /// turned up a star you have not seen).
    pub commands: Vec<PlayerCommand>,
    /// The number of commands played when it was made: it is stale after another one.
    pub for_commands: usize,
}

/// Answers the open prompt with one or more commands.
pub fn act(world: &mut World) {
    let Some(p) = world.resource::<PromptSlot>().0.clone() else {
        return;
    };
    let slot = world.resource::<PromptSlot>();
    let me = slot.asked().unwrap_or(slot.1);
    world.insert_resource(PolicySeat(me));
    match p {
        Prompt::MoveTurn => move_turn(world),
        // War with the Slavers costs more than a neutral star they would take.
        // The option the game proposes, as a player who does not care would take it.
        Prompt::KindChoice {
            options, suggested, ..
        } => {
            let key = options
                .get(style::of(world).option.unwrap_or(suggested))
                .or(options.first())
                .map(|o| o.key.clone());
            if let Some(key) = key {
                let _ = apply_command(world, PlayerCommand::Choose(key));
            }
        }
        Prompt::GuardStars { .. } => {
            let _ = apply_command(world, PlayerCommand::GuardStars(Vec::new()));
        }
        Prompt::AssignTactics { .. } => {
            let letter = FleetLetter::ALL
                .into_iter()
                .find(|&l| world.resource::<FleetTactics>().side(me, l).is_none())
                .unwrap_or(FleetLetter::A);
            let side = if letter == FleetLetter::A {
                TacticSide::Double
            } else {
                TacticSide::DestinyPoints
            };
            let _ = apply_command(world, PlayerCommand::AssignTactic { letter, side });
        }
        Prompt::Retreat { hex, attacker, .. } => {
            // Asked for another seat (a passive automa), it weighs that seat's ships.
            let ships = world.resource::<PromptSlot>().subject().unwrap_or(me);
            let at = Hex::new(hex.0, hex.1);
            let (_, mine) = combat::battle_value(world, ships, at, &[attacker], true);
            let (_, theirs) = combat::battle_value(world, attacker, at, &[ships], false);
            let retreat = style::of(world).retreat.unwrap_or(mine < theirs);
            let _ = apply_command(world, PlayerCommand::Retreat(retreat));
        }
        Prompt::ForceRetreat { hex, other } => {
            // Force them out when the battle would not be clearly ours.
            let at = Hex::new(hex.0, hex.1);
            let defending = world
                .resource::<crate::rules::combat::BattleQueue>()
                .0
                .front()
                .is_some_and(|b| b.defends(me));
            let (_, mine) = combat::battle_value(world, me, at, &[other], defending);
            let (_, theirs) = combat::battle_value(world, other, at, &[me], !defending);
            let force = style::of(world).retreat.unwrap_or(theirs >= mine);
            let _ = apply_command(world, PlayerCommand::ForceRetreat(force));
        }
        Prompt::RetreatWhere { options, .. } => {
            // The first of the equally near hexes, in reading order.
            let _ = apply_command(world, PlayerCommand::RetreatTo(options[0]));
        }
        Prompt::ChooseLosses { max, .. } => {
            let _ = apply_command(world, PlayerCommand::InflictLosses(max));
        }
        // It plays its cards in its movement; before a battle it fights.
        Prompt::BattleCards { .. } => {
            let _ = apply_command(world, PlayerCommand::Fight);
        }
        Prompt::GrowthSelection => {
            let sel = growth::choose_growth(world);
            if apply_command(world, PlayerCommand::SelectGrowth(sel)).is_err() {
                let fallback = GrowthSelection {
                    ovals: vec![Oval::Research, Oval::BuildShips],
                    squares: vec![Square::Tech(Field::Propulsion)],
                };
                apply_command(world, PlayerCommand::SelectGrowth(fallback))
                    .expect("fallback growth selection");
            }
        }
        Prompt::GrowthResolution => {
            let choices = growth::growth_choices(world);
            if apply_command(world, PlayerCommand::ResolveGrowth(choices)).is_err() {
                apply_command(
                    world,
                    PlayerCommand::ResolveGrowth(GrowthChoices::default()),
                )
                .expect("empty growth choices are always valid");
            }
        }
        Prompt::Trading => trading(world),
        // Peace, unless the story pays for war; a trade, since both gain a level.
        Prompt::Offer { offer, .. } => {
            let yes = style::of(world).accept.unwrap_or(match offer {
                crate::rules::prompt::Offer::Peace => !story_rewards_war(world),
                crate::rules::prompt::Offer::Trade { .. } => true,
            });
            let _ = apply_command(world, PlayerCommand::AnswerOffer(yes));
        }
    }
}

/// Offers another person the trade that gains it most (the field where they lead it
/// most; in return the level that helps them least). Whether an offer was made: the
/// question is then theirs.
fn offer_trade_to_people(world: &mut World, me: Seat, tech: &Technology) -> bool {
    let people: Vec<Seat> = world
        .resource::<crate::rules::table::Roster>()
        .humans()
        .filter(|&s| s != me)
        .collect();
    for with in people {
        let mut fields: Vec<Field> = Field::ALL
            .into_iter()
            .filter(|&f| tech.level(with, f) > tech.level(me, f))
            .collect();
        fields.sort_by_key(|&f| std::cmp::Reverse(tech.level(with, f) - tech.level(me, f)));
        for take in fields {
            let Some(give) = give_in_trade(world, me, with, take) else {
                continue;
            };
            let trade = PlayerCommand::Trade {
                with,
                take,
                give: Some(give),
            };
            if apply_command(world, trade).is_ok() {
                return true;
            }
        }
    }
    false
}

/// Where the partner lets it choose what the partner learns: the field that helps the
/// partner least against it (Military, which it fights with, last).
fn give_in_trade(world: &World, me: Seat, with: Seat, take: Field) -> Option<Field> {
    let picks = world
        .resource::<crate::rules::table::Roster>()
        .is_human(with)
        || crate::rules::table::traits(world, with).is_some_and(|t| t.trader_picks_level);
    if !picks {
        return None;
    }
    [
        Field::Spirituality,
        Field::Genetics,
        Field::Robotics,
        Field::Propulsion,
        Field::Military,
    ]
    .into_iter()
    .filter(|&f| f != take)
    .find(|&g| crate::rules::phases::why_not_give(world, me, with, g).is_none())
}

/// The story in play and the era of the current round.
pub(super) fn story_era(
    world: &World,
) -> Option<(std::sync::Arc<crate::rules::data::Story>, usize)> {
    let story = world
        .resource::<crate::rules::content::story::ActiveStory>()
        .0
        .clone()?;
    let round = narrate::current_round(world);
    let era = world
        .resource::<crate::rules::data::RulesData>()
        .base
        .era(round) as usize;
    (era >= 1 && era <= story.eras.len()).then_some((story, era))
}

/// Whether staying at war pays in this era: the story gives 2 DP or more a round for it
/// (less is not worth the Slavers' attacks).
fn story_rewards_war(world: &World) -> bool {
    story_era(world).is_some_and(|(story, era)| {
        story.eras[era - 1].items.iter().any(|i| {
            matches!(i.on, StoryHook::AtWar)
                && matches!(i.dp, crate::rules::data::StoryDp::Each(n) if n >= 2)
        })
    })
}

/// Whether the story rewards something matching `hook` in this era.
pub(super) fn story_wants(world: &World, hook: impl Fn(&StoryHook) -> bool) -> bool {
    story_era(world)
        .is_some_and(|(story, era)| story.eras[era - 1].items.iter().any(|i| hook(&i.on)))
}

fn at_war_with_rival(world: &World) -> bool {
    let me = me(world);

    let rival = rival(world);
    world.resource::<Diplomacy>().at_war(me, rival)
}

/// Stars this policy wants: neutral stars it could gain with the ships it would bring,
/// and (third) whether a garrison the board does not show yet is expected there (a
/// kind's hint, such as an unopened Remnant system): then it brings enough ships to beat
/// it, all at once.
fn wanted_stars(world: &World, snap: &Snapshot) -> Vec<(Hex, u32, bool)> {
    let me = me(world);
    let align = world.resource::<Alignments>().of(me);
    let roster = world.resource::<crate::rules::table::Roster>();
    let rules = world.resource::<crate::rules::data::RulesData>();
    let tech = world.resource::<Technology>();
    let my_cv = rules
        .tech
        .cv_per_ship(tech.level(me, Field::Military))
        .max(1);
    // Each automa's kind and combat value per ship, read once.
    let automas: Vec<(Seat, &dyn crate::rules::kind::AutomaKind, u32)> = roster
        .automas()
        .filter_map(|a| {
            let cv = rules.tech.cv_per_ship(tech.level(a, Field::Military));
            Some((a, roster.kind(a)?, cv))
        })
        .collect();
    snap.stars
        .iter()
        .filter(|s| s.owner.is_none())
        .filter_map(|s| {
            let gain = rules
                .base
                .gain_rule(crate::rules::data::GainTarget::Neutral(s.kind), align)
                .map(|rule| rule.ships);
            // Hidden defenders' combat value, and the ships that beat it.
            let hidden: u32 = automas
                .iter()
                .map(|&(a, kind, cv)| kind.expected_ships(world, a, s.hex) * cv)
                .sum();
            let beat = if hidden > 0 { hidden / my_cv + 1 } else { 0 };
            match (gain, beat) {
                (None, 0) => None,
                (gain, beat) => Some((s.hex, gain.unwrap_or(0).max(beat), beat > 0)),
            }
        })
        .collect()
}

/// Ship pieces at a hex that have not moved this turn.
fn unmoved_pieces(world: &mut World, at: Hex) -> u32 {
    let me = me(world);
    let (pieces, _) = ships::ships_entities_at(world, me, at);
    let moved = &world.resource::<crate::rules::player::TurnMoves>().moved;
    pieces.iter().filter(|e| !moved.contains(e)).count() as u32
}

/// The built-in player's strikes in one move turn: what it reads once (the board, the
/// position, how far its ships go, each starting hex's reach) to send enough ships at a
/// target, gathered from the hexes that reach it.
struct Strikes {
    board: Board,
    snap: std::sync::Arc<Snapshot>,
    ability: crate::rules::board::MoveAbility,
    reaches: Vec<(Hex, std::sync::Arc<crate::rules::board::Reach>)>,
    home: Option<Hex>,
}

impl Strikes {
    fn new(world: &mut World, home: Option<Hex>) -> Self {
        let me = me(world);
        let board = world.resource::<Board>().clone();
        let snap = Snapshot::take(world);
        let ability = ships::move_ability(world, &snap, me, 0);
        Strikes {
            board,
            snap,
            ability,
            reaches: Vec::new(),
            home,
        }
    }

    /// Your hexes, nearest to `anchor` first (reading order among equals).
    fn sorted(hexes: &mut [Hex], anchor: Hex) {
        hexes.sort_by_key(|e| (e.unsigned_distance_to(anchor), e.y, e.x));
    }

    /// Strikes `target` with `need` ships or more: unmoved pieces from your hexes that
    /// reach it, nearest first (one ship stays home), each hex giving all it has, or
    /// (`capped`) no more than is still needed. Nothing moves when too few reach it.
    fn at(&mut self, world: &mut World, target: Hex, need: u32, capped: bool) {
        let me = me(world);
        let mut group = Vec::new();
        let mut gathered = 0;
        let mut mine = self.snap.hexes_of(&self.board, me);
        Self::sorted(&mut mine, target);
        for from in mine {
            let mut n = unmoved_pieces(world, from);
            if Some(from) == self.home {
                n = n.saturating_sub(1);
            }
            if n == 0 {
                continue;
            }
            if !self.reaches.iter().any(|(h, _)| *h == from) {
                let r = crate::rules::board::reach_in(world, from, &self.ability);
                self.reaches.push((from, r));
            }
            let r = &self.reaches.iter().find(|(h, _)| *h == from).unwrap().1;
            if !r.contains(&self.board, target) {
                continue;
            }
            let take = if capped { n.min(need - gathered) } else { n };
            group.push((from, take));
            gathered += take;
            if gathered >= need {
                break;
            }
        }
        if gathered < need {
            return;
        }
        for (from, n) in group {
            let _ = apply_command(
                world,
                PlayerCommand::MoveShips {
                    from: h(from),
                    to: h(target),
                    count: n,
                },
            );
        }
    }
}

/// At war with `rival` (the Slavers, or a seat always at war such as the Remnants):
/// strike its stacks that the ships in reach can beat, nearest to home first.
fn fight_back(world: &mut World, home: Option<Hex>, rival: Seat) {
    let me = me(world);
    let per_ship = {
        let rules = world.resource::<crate::rules::data::RulesData>();
        rules
            .tech
            .cv_per_ship(world.resource::<Technology>().level(me, Field::Military))
    };
    if per_ship == 0 {
        return;
    }
    let mut strikes = Strikes::new(world, home);
    let mut enemies = strikes.snap.hexes_of(&strikes.board, rival);
    Strikes::sorted(&mut enemies, home.unwrap_or(Hex::ZERO));
    for target in enemies {
        let (_, their_cv) = combat::combat_value(world, rival, target, &[me]);
        // Enough ships to have more combat value than theirs.
        strikes.at(world, target, their_cv / per_ship + 1, false);
    }
}

/// Garrisons the board does not show yet (an unopened Remnant system): each is struck
/// at once by enough ships to beat the garrison expected there, nearest to home first;
/// one it cannot beat yet waits.
fn strike_garrisons(world: &mut World, home: Option<Hex>, wanted: &[(Hex, u32, bool)]) {
    // Most tables have none: nothing to read then.
    if !wanted.iter().any(|w| w.2) {
        return;
    }
    let me = me(world);
    let mut strikes = Strikes::new(world, home);
    let (board, snap) = (&strikes.board, &strikes.snap);
    let mut guarded: Vec<(Hex, u32)> = wanted
        .iter()
        .filter(|&&(t, _, guarded)| guarded && snap.ships(board, t, me) == 0)
        .map(|&(t, need, _)| (t, need))
        .collect();
    let anchor = home.unwrap_or(Hex::ZERO);
    guarded.sort_by_key(|(t, _)| (t.unsigned_distance_to(anchor), t.y, t.x));
    for (target, need) in guarded {
        strikes.at(world, target, need, true);
    }
}

/// When the story pays for contact: one ship goes to share a hex with each automa at
/// peace with you that you have not met (its nearest ships or star in reach), taken
/// from a hex that keeps at least one ship and is not the home star.
fn make_contact(world: &mut World) {
    let me = me(world);
    let board = world.resource::<Board>().clone();
    let dip = world.resource::<Diplomacy>().clone();
    let automas: Vec<Seat> = world
        .resource::<crate::rules::table::Roster>()
        .automas()
        .collect();
    let home = snapshot::home_star(world, me);
    for other in automas {
        let snap = Snapshot::take(world);
        if dip.at_war(me, other) || snap.in_contact(&board, me, other) {
            continue;
        }
        let mut spots = snap.hexes_of(&board, other);
        spots.extend(
            snap.stars
                .iter()
                .filter(|s| s.owner == Some(other))
                .map(|s| s.hex),
        );
        let ability = ships::move_ability(world, &snap, me, 0);
        let mut best: Option<(u32, Hex, Hex)> = None;
        for from in snap.hexes_of(&board, me) {
            let spare = unmoved_pieces(world, from);
            if spare < 2 || Some(from) == home {
                continue;
            }
            let r = crate::rules::board::reach_in(world, from, &ability);
            for &to in &spots {
                if let Some(cost) = r.cost(&board, to)
                    && best.is_none_or(|b| (cost, to.y, to.x) < (b.0, b.2.y, b.2.x))
                {
                    best = Some((cost, from, to));
                }
            }
        }
        if let Some((_, from, to)) = best {
            let _ = apply_command(
                world,
                PlayerCommand::MoveShips {
                    from: h(from),
                    to: h(to),
                    count: 1,
                },
            );
        }
    }
}

/// Fires the Death Ray when it can: the Slavers' population first (it feeds their
/// spawns), then their ships, then anything else hostile.
fn fire_death_ray(world: &mut World) {
    let me = me(world);
    let rival = rival(world);
    let targets = crate::rules::content::relic::death_ray_targets(world, me);
    let best = targets
        .iter()
        .max_by_key(|t| (t.victim == rival, t.disc, -t.at.1, -t.at.0))
        .copied();
    if let Some(t) = best {
        let _ = apply_command(world, PlayerCommand::FireDeathRay(t));
    }
}

fn move_turn(world: &mut World) {
    let me = me(world);

    let rival = rival(world);
    let style = style::of(world);
    cards::play_cards(world);
    fire_death_ray(world);
    if at_war_with_rival(world)
        && !style.stay_at_war
        && !story_rewards_war(world)
        && !world
            .resource::<RoundFlags>()
            .peace_asked
            .contains(&(me, rival))
    {
        let _ = apply_command(world, PlayerCommand::AskPeace(rival));
    }
    let home = snapshot::home_star(world, me);
    if at_war_with_rival(world) && !style.no_attacks {
        fight_back(world, home, rival);
    }
    // Seats always at war with you (the Remnants): their forces on the board, then
    // their garrisons not yet drawn.
    let foes: Vec<Seat> = {
        let dip = world.resource::<Diplomacy>();
        world
            .resource::<crate::rules::table::Roster>()
            .seats()
            .filter(|&s| s != me && s != rival && dip.permanent(me, s))
            .collect()
    };
    for foe in foes {
        if !style.no_attacks {
            fight_back(world, home, foe);
        }
    }
    // The stars it wants (ownership and levels do not change while ships move).
    let wanted = wanted_stars(world, &Snapshot::take(world));
    if !style.no_attacks {
        strike_garrisons(world, home, &wanted);
    }
    if story_wants(world, |h| matches!(h, StoryHook::Contact)) {
        make_contact(world);
    }
    let board = world.resource::<Board>().clone();
    let snap = Snapshot::take(world);
    let home = snapshot::home_star(world, me);
    let mut targets = if style.hold { Vec::new() } else { wanted };
    // Stars already being taken (our ships there) need no more ships.
    targets.retain(|(t, need, _)| snap.ships(&board, *t, me) < *need);
    let ability = ships::move_ability(world, &snap, me, 0);
    let dip = world.resource::<Diplomacy>().clone();
    // The card's center-sector stars first, when it asks for them.
    let center_first = cards::aim(world).center;
    for from in snap.hexes_of(&board, me) {
        let mut free = unmoved_pieces(world, from);
        // Keep one ship home, more when Slavers at war are near.
        if Some(from) == home {
            let danger = dip.at_war(me, rival)
                && snap
                    .hexes_of(&board, rival)
                    .iter()
                    .any(|s| s.unsigned_distance_to(from) <= 5);
            let keep = if danger { free } else { 1 };
            free = free.saturating_sub(keep);
        }
        // A star being gained here keeps the ships it needs.
        if let Some(s) = snap.star_at(from)
            && s.owner.is_none()
        {
            free = free.saturating_sub(4);
        }
        let r = crate::rules::board::reach_in(world, from, &ability);
        while free > 0 && !targets.is_empty() {
            targets.sort_by_key(|(t, _, _)| {
                (
                    center_first && !board.in_center(*t),
                    t.unsigned_distance_to(from),
                    t.y,
                    t.x,
                )
            });
            let (t, need, guarded) = targets[0];
            // A garrison is fought with all the ships that beat it, or not yet.
            if guarded && free < need {
                targets.remove(0);
                continue;
            }
            let send = need.min(free);
            let hostile_there = snap.hostile_ships(&board, &dip, t, me) > 0;
            if hostile_there {
                targets.remove(0);
                continue;
            }
            let dest = crate::rules::board::approach(&board, &r, t);
            if dest == from {
                targets.remove(0);
                continue;
            }
            if apply_command(
                world,
                PlayerCommand::MoveShips {
                    from: h(from),
                    to: h(dest),
                    count: send,
                },
            )
            .is_ok()
            {
                free -= send;
            }
            targets.remove(0);
        }
    }
    let _ = apply_command(world, PlayerCommand::EndTurn);
}

fn trading(world: &mut World) {
    let me = me(world);
    if style::of(world).no_trade {
        let _ = apply_command(world, PlayerCommand::EndTrading);
        return;
    }

    let rival = rival(world);
    cards::play_cards(world);
    if at_war_with_rival(world)
        && !story_rewards_war(world)
        && !world
            .resource::<RoundFlags>()
            .peace_asked
            .contains(&(me, rival))
    {
        let _ = apply_command(world, PlayerCommand::AskPeace(rival));
    }
    let tech = world.resource::<Technology>().clone();
    let each_partner = crate::rules::content::people::has(
        world,
        me,
        crate::rules::data::PeopleEffect::TradeWithEachPartner,
    );
    // Another person is offered one trade a round (they answer; this turn resumes after).
    if !world.resource::<RoundFlags>().traded[me] && offer_trade_to_people(world, me, &tech) {
        return;
    }
    'outer: for automa in automas(world) {
        let mut fields: Vec<Field> = Field::ALL
            .into_iter()
            .filter(|&f| tech.level(automa, f) > tech.level(me, f))
            .collect();
        fields.sort_by_key(|&f| std::cmp::Reverse(tech.level(automa, f) - tech.level(me, f)));
        for f in fields {
            let give = give_in_trade(world, me, automa, f);
            if apply_command(
                world,
                PlayerCommand::Trade {
                    with: automa,
                    take: f,
                    give,
                },
            )
            .is_ok()
            {
                // One trade a round, or one with each partner for a people that may (an
                // unwilling automa is no trade: the next one is asked).
                let traded = world
                    .resource::<RoundFlags>()
                    .traded_pairs
                    .contains(&(me, automa));
                if traded && !each_partner {
                    break 'outer;
                }
                break;
            }
        }
    }
    // The Greys' STS side: no trade this round, so take a level instead.
    if !world.resource::<RoundFlags>().traded[me]
        && crate::rules::content::people::has(
            world,
            me,
            crate::rules::data::PeopleEffect::LevyWithoutTrade,
        )
    {
        let tech = world.resource::<Technology>().clone();
        let mut offers: Vec<(u8, Seat, Field)> = automas(world)
            .into_iter()
            .flat_map(|s| Field::ALL.into_iter().map(move |f| (s, f)))
            .filter(|&(s, f)| tech.level(s, f) > tech.level(me, f))
            .map(|(s, f)| (tech.level(s, f) - tech.level(me, f), s, f))
            .collect();
        offers.sort_by_key(|&(lead, s, f)| (std::cmp::Reverse(lead), s.index(), f as u8));
        for (_, from, take) in offers {
            if apply_command(world, PlayerCommand::Levy { from, take }).is_ok() {
                return;
            }
        }
    }
    let _ = apply_command(world, PlayerCommand::EndTrading);
}
