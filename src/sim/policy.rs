//! The built-in policy for the human seat in headless games: it expands to nearby
//! stars, builds, researches, defends its home, asks the Slavers for peace and trades.
//! It only issues ordinary commands, so it obeys the same validation as a person.

use crate::rules::board::Board;
use crate::rules::combat;
use crate::rules::data::StoryHook;
use crate::rules::gain;
use crate::rules::model::*;
use crate::rules::ops::{self, HomeStar, Snapshot};
use crate::rules::player::{
    BuildOrder, GrowthChoices, GrowthSelection, Oval, PlayerCommand, Square, apply_command,
};
use crate::rules::prompt::{Prompt, PromptSlot};
use bevy::prelude::*;
use hexx::Hex;

fn h(x: Hex) -> (i32, i32) {
    (x.x, x.y)
}

/// Answers the open prompt with one or more commands.
pub fn act(world: &mut World) {
    let Some(p) = world.resource::<PromptSlot>().0.clone() else {
        return;
    };
    match p {
        Prompt::MoveTurn => move_turn(world),
        Prompt::AssignTactics { .. } => {
            let letter = FleetLetter::ALL
                .into_iter()
                .find(|&l| {
                    world
                        .resource::<FleetTactics>()
                        .side(Seat::PLAYER, l)
                        .is_none()
                })
                .unwrap_or(FleetLetter::A);
            let side = if letter == FleetLetter::A {
                TacticSide::Double
            } else {
                TacticSide::DestinyPoints
            };
            let _ = apply_command(world, PlayerCommand::AssignTactic { letter, side });
        }
        Prompt::Retreat { hex, attacker } => {
            let at = Hex::new(hex.0, hex.1);
            let (_, mine) = combat::combat_value(world, Seat::PLAYER, at, attacker);
            let (_, theirs) = combat::combat_value(world, attacker, at, Seat::PLAYER);
            let _ = apply_command(world, PlayerCommand::Retreat(mine < theirs));
        }
        Prompt::RetreatWhere { options, .. } => {
            // The first of the equally near hexes, in reading order.
            let _ = apply_command(world, PlayerCommand::RetreatTo(options[0]));
        }
        Prompt::ChooseLosses { max, .. } => {
            let _ = apply_command(world, PlayerCommand::InflictLosses(max));
        }
        Prompt::GrowthSelection => {
            let sel = choose_growth(world);
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
            let choices = growth_choices(world);
            if apply_command(world, PlayerCommand::ResolveGrowth(choices)).is_err() {
                apply_command(
                    world,
                    PlayerCommand::ResolveGrowth(GrowthChoices::default()),
                )
                .expect("empty growth choices are always valid");
            }
        }
        Prompt::Trading => trading(world),
    }
}

/// The story in play and the era of the current round.
fn story_era(world: &World) -> Option<(std::sync::Arc<crate::rules::data::Story>, usize)> {
    let story = world
        .resource::<crate::rules::content::story::ActiveStory>()
        .0
        .clone()?;
    let round = ops::current_round(world);
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
fn story_wants(world: &World, hook: impl Fn(&StoryHook) -> bool) -> bool {
    story_era(world)
        .is_some_and(|(story, era)| story.eras[era - 1].items.iter().any(|i| hook(&i.on)))
}

fn at_war_with_slavers(world: &World) -> bool {
    world
        .resource::<Diplomacy>()
        .at_war(Seat::PLAYER, Seat::SLAVERS)
}

/// Stars this policy wants: neutral stars it could gain with the ships it would bring.
fn wanted_stars(world: &mut World, snap: &Snapshot) -> Vec<(Hex, u32)> {
    let align = world.resource::<Alignments>().of(Seat::PLAYER);
    let rules = world.resource::<crate::rules::data::RulesData>();
    snap.stars
        .iter()
        .filter(|s| s.owner.is_none())
        .filter_map(|s| {
            let rule = rules
                .base
                .gain_rule(crate::rules::data::GainTarget::Neutral(s.kind), align)?;
            Some((s.hex, rule.ships))
        })
        .collect()
}

/// Ship pieces at a hex that have not moved this turn.
fn unmoved_pieces(world: &mut World, at: Hex) -> u32 {
    let moved = world
        .resource::<crate::rules::player::TurnMoves>()
        .moved
        .clone();
    let (pieces, _) = ops::ships_entities_at(world, Seat::PLAYER, at);
    pieces.iter().filter(|e| !moved.contains(e)).count() as u32
}

/// At war with the Slavers: strike stacks that the ships in reach can beat.
fn fight_back(world: &mut World, home: Option<Hex>) {
    let board = world.resource::<Board>().clone();
    let snap = Snapshot::take(world);
    let ability = ops::move_ability(world, &snap, Seat::PLAYER, 0);
    let per_ship = {
        let rules = world.resource::<crate::rules::data::RulesData>();
        rules.tech.cv_per_ship(
            world
                .resource::<Technology>()
                .level(Seat::PLAYER, Field::Military),
        )
    };
    let mut reaches: Vec<(Hex, std::sync::Arc<crate::rules::board::Reach>)> = Vec::new();
    let mut enemies = snap.hexes_of(&board, Seat::SLAVERS);
    let anchor = home.unwrap_or(Hex::ZERO);
    enemies.sort_by_key(|e| (e.unsigned_distance_to(anchor), e.y, e.x));
    for target in enemies {
        let (_, their_cv) = combat::combat_value(world, Seat::SLAVERS, target, Seat::PLAYER);
        let mut group = Vec::new();
        let mut cv = 0;
        let mut mine = snap.hexes_of(&board, Seat::PLAYER);
        mine.sort_by_key(|m| (m.unsigned_distance_to(target), m.y, m.x));
        for from in mine {
            let mut n = unmoved_pieces(world, from);
            if Some(from) == home {
                n = n.saturating_sub(1);
            }
            if n == 0 {
                continue;
            }
            if !reaches.iter().any(|(h, _)| *h == from) {
                reaches.push((from, crate::rules::board::reach_in(world, from, &ability)));
            }
            let r = &reaches.iter().find(|(h, _)| *h == from).unwrap().1;
            if !r.contains(&board, target) {
                continue;
            }
            group.push((from, n));
            cv += n * per_ship;
            if cv > their_cv {
                break;
            }
        }
        if cv > their_cv {
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
}

/// Fires the Death Ray when it can: the Slavers' population first (it feeds their
/// spawns), then their ships, then anything else hostile.
fn fire_death_ray(world: &mut World) {
    let targets = crate::rules::content::relic::death_ray_targets(world, Seat::PLAYER);
    let best = targets
        .iter()
        .max_by_key(|t| (t.victim == Seat::SLAVERS, t.disc, -t.at.1, -t.at.0))
        .copied();
    if let Some(t) = best {
        let _ = apply_command(world, PlayerCommand::FireDeathRay(t));
    }
}

fn move_turn(world: &mut World) {
    play_cards(world);
    fire_death_ray(world);
    if at_war_with_slavers(world)
        && !story_rewards_war(world)
        && !world.resource::<RoundFlags>().peace_asked[Seat::SLAVERS]
    {
        let _ = apply_command(world, PlayerCommand::AskPeace(Seat::SLAVERS));
    }
    if at_war_with_slavers(world) {
        let home = {
            let mut q = world.query_filtered::<&Position, With<HomeStar>>();
            q.iter(world).next().map(|p| p.0)
        };
        fight_back(world, home);
    }
    let board = world.resource::<Board>().clone();
    let snap = Snapshot::take(world);
    let home = {
        let mut q = world.query_filtered::<&Position, With<HomeStar>>();
        q.iter(world).next().map(|p| p.0)
    };
    let mut targets = wanted_stars(world, &snap);
    // Stars already being taken (our ships there) need no more ships.
    targets.retain(|(t, need)| snap.ships(&board, *t, Seat::PLAYER) < *need);
    let ability = ops::move_ability(world, &snap, Seat::PLAYER, 0);
    let dip = world.resource::<Diplomacy>().clone();
    for from in snap.hexes_of(&board, Seat::PLAYER) {
        let mut free = unmoved_pieces(world, from);
        // Keep one ship home, more when Slavers at war are near.
        if Some(from) == home {
            let danger = dip.at_war(Seat::PLAYER, Seat::SLAVERS)
                && snap
                    .hexes_of(&board, Seat::SLAVERS)
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
            targets.sort_by_key(|(t, _)| (t.unsigned_distance_to(from), t.y, t.x));
            let (t, need) = targets[0];
            let send = need.min(free);
            let hostile_there = snap.hostile_ships(&board, &dip, t, Seat::PLAYER) > 0;
            if hostile_there {
                targets.remove(0);
                continue;
            }
            let dest = crate::rules::automa::solo::approach(&board, &r, t);
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

fn gain_targets(world: &mut World) -> Vec<Hex> {
    let snap = Snapshot::take(world);
    let board = world.resource::<Board>().clone();
    let mut out = Vec::new();
    for s in snap.stars.clone() {
        if snap.ships(&board, s.hex, Seat::PLAYER) > 0
            && gain::plan_gain(world, &snap, Seat::PLAYER, &s, false).is_ok()
        {
            out.push(s.hex);
        }
    }
    out
}

fn can_grow(world: &mut World) -> bool {
    let snap = Snapshot::take(world);
    let alone = world
        .resource::<crate::rules::data::RulesData>()
        .base
        .growth_limit_when_alone;
    let genetics = world
        .resource::<Technology>()
        .level(Seat::PLAYER, Field::Genetics);
    genetics > 1
        || snap.stars.iter().any(|s| {
            s.owner == Some(Seat::PLAYER) && s.population < snap.growth_limit(s.hex, alone)
        })
}

fn choose_growth(world: &mut World) -> GrowthSelection {
    let targets = gain_targets(world).len();
    let round = ops::current_round(world);
    let ships = Snapshot::take(world).total_ships(Seat::PLAYER);
    let mut ovals = Vec::new();
    for _ in 0..targets.min(2) {
        ovals.push(Oval::GainStar);
    }
    let threatened = at_war_with_slavers(world) || ships < 4;
    let mut fill = vec![];
    // What the story rewards in this era comes first.
    if story_wants(world, |h| matches!(h, StoryHook::PopulationGrown)) && can_grow(world) {
        fill.push(Oval::GrowPopulation);
    }
    if story_wants(world, |h| matches!(h, StoryHook::ShipsBuilt)) {
        fill.push(Oval::BuildShips);
    }
    if story_wants(world, |h| {
        matches!(
            h,
            StoryHook::TopResearcher(_) | StoryHook::OnlyResearcher | StoryHook::HighestLevel
        )
    }) {
        fill.push(Oval::Research);
    }
    if threatened {
        fill.push(Oval::BuildShips);
    }
    if can_grow(world) && round < 8 {
        fill.push(Oval::GrowPopulation);
    }
    fill.extend([Oval::Research, Oval::BuildShips]);
    for o in fill {
        if ovals.len() >= 2 {
            break;
        }
        if !ovals.contains(&o) {
            ovals.push(o);
        }
    }
    let tech = world.resource::<Technology>().clone();
    // The story's top-researcher fields first, then the lowest field.
    let mut wanted: Vec<Field> = Vec::new();
    if let Some((story, era)) = story_era(world) {
        for item in &story.eras[era - 1].items {
            if let StoryHook::TopResearcher(fields) = &item.on {
                wanted.extend(fields.iter().copied());
            }
        }
    }
    let field = wanted
        .into_iter()
        .filter(|&f| tech.level(Seat::PLAYER, f) < 6)
        .min_by_key(|&f| tech.level(Seat::PLAYER, f))
        .or_else(|| {
            [
                Field::Propulsion,
                Field::Military,
                Field::Genetics,
                Field::Robotics,
                Field::Spirituality,
            ]
            .into_iter()
            .filter(|&f| tech.level(Seat::PLAYER, f) < 6)
            .min_by_key(|&f| tech.level(Seat::PLAYER, f))
        })
        .unwrap_or(Field::Military);
    GrowthSelection {
        ovals,
        squares: vec![Square::Tech(field)],
    }
}

fn growth_choices(world: &mut World) -> GrowthChoices {
    let sel = world.resource::<crate::rules::player::Growths>().0[Seat::PLAYER]
        .selection
        .clone()
        .unwrap_or_default();
    let gains = crate::rules::player::gain_actions(world, Seat::PLAYER, &sel);
    let gain: Vec<(i32, i32)> = gain_targets(world).into_iter().take(gains).map(h).collect();
    let home = {
        let mut q = world.query_filtered::<&Position, With<HomeStar>>();
        q.iter(world).next().map(|p| p.0)
    };
    let build = home
        .map(|h0| {
            vec![BuildOrder {
                at: h(h0),
                ships: 99,
                fleet: None,
            }]
        })
        .unwrap_or_default();
    // Military 6+: cancel the Slavers' first spawn (or star gain) if that is allowed.
    let cancel = crate::rules::automa::solo::growth_row(world, Seat::SLAVERS)
        .iter()
        .position(|a| {
            use crate::rules::data::GrowthAction::*;
            matches!(a, SpawnAtWormholes(_) | SpawnAtCenterWormhole)
        })
        .map(|i| (Seat::SLAVERS, i));
    let mut choice = GrowthChoices {
        gain,
        build,
        cancel,
    };
    if crate::rules::player::validate_choices(world, Seat::PLAYER, &choice).is_err() {
        choice.cancel = None;
    }
    if crate::rules::player::validate_choices(world, Seat::PLAYER, &choice).is_err() {
        choice.build.clear();
    }
    choice
}

/// Domination cards: a card goes for A (with its effect) as soon as its condition holds;
/// in the last round what is left goes for B when it scores. Conditions are checked by
/// the rules (a refused play changes nothing).
fn play_cards(world: &mut World) {
    use crate::rules::content::card::{CardPlay, Cards, b_value, condition_holds};
    let rules = world
        .resource::<crate::rules::data::RulesData>()
        .cards
        .clone();
    let last = ops::current_round(world)
        >= world
            .resource::<crate::rules::data::RulesData>()
            .base
            .rounds;
    for index in world.resource::<Cards>().hand(Seat::PLAYER) {
        let card = &rules.cards[index];
        // With its effect when it needs no choice, else without it (tried only when the
        // condition holds: most turns it does not).
        let can_a = !world.resource::<Cards>().played_a(Seat::PLAYER)
            && condition_holds(world, Seat::PLAYER, card.a.condition).is_ok();
        let played = can_a
            && [card.a.effect.is_some(), false].into_iter().any(|effect| {
                let how = CardPlay::A {
                    effect,
                    at: None,
                    choice: Default::default(),
                };
                let card = card.key.clone();
                apply_command(world, PlayerCommand::PlayCard { card, how }).is_ok()
            });
        if played {
            continue;
        }
        if last && b_value(world, Seat::PLAYER, card).0 > 0 {
            let _ = apply_command(
                world,
                PlayerCommand::PlayCard {
                    card: card.key.clone(),
                    how: CardPlay::B,
                },
            );
        }
    }
}

fn trading(world: &mut World) {
    play_cards(world);
    if at_war_with_slavers(world)
        && !story_rewards_war(world)
        && !world.resource::<RoundFlags>().peace_asked[Seat::SLAVERS]
    {
        let _ = apply_command(world, PlayerCommand::AskPeace(Seat::SLAVERS));
    }
    let tech = world.resource::<Technology>().clone();
    'outer: for automa in [Seat::FARMERS, Seat::SLAVERS] {
        let mut fields: Vec<Field> = Field::ALL
            .into_iter()
            .filter(|&f| tech.level(automa, f) > tech.level(Seat::PLAYER, f))
            .collect();
        fields.sort_by_key(|&f| {
            std::cmp::Reverse(tech.level(automa, f) - tech.level(Seat::PLAYER, f))
        });
        for f in fields {
            if let Ok(msg) = apply_command(
                world,
                PlayerCommand::Trade {
                    with: automa,
                    take: f,
                },
            ) {
                if msg.starts_with("traded") {
                    break 'outer;
                }
                break;
            }
        }
    }
    let _ = apply_command(world, PlayerCommand::EndTrading);
}
