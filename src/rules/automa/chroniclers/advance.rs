//! Advancing (RULES.md 15, "Advancing"): the track card's icon gives the fields a bot
//! may advance, the tiebreaker card's field order breaks ties (the Automa reads it from
//! the top, the Shadow Empire from the bottom), and a milestone or an achievement's
//! place either bot reaches is claimed; yours are claimed as you reach them.

use super::ADVANCE;
use super::state::{self, Bot, Chroniclers, Claimant};
use super::tables::{Achievement, ChroniclersTable, DecisionCard, Icon};
use crate::lang::JoinedBy as _;
use crate::lang::Says;
use crate::rules::dp;
use crate::rules::log::{Candidate, Decision, DecisionKind, DpKind, GameLog};
use crate::rules::model::*;
use crate::rules::narrate;
use crate::rules::table::Roster;
use bevy::prelude::*;

/// The next unclaimed milestone above `level` in `field`, if any.
fn next_milestone(world: &World, table: &ChroniclersTable, field: Field, level: u8) -> Option<u8> {
    let c = world.resource::<Chroniclers>();
    table
        .milestones
        .iter()
        .copied()
        .find(|&m| m > level && !c.milestone_taken(field, m))
}

/// Levels to go to the nearer of the next unclaimed milestone and level 6.
fn to_milestone(world: &World, table: &ChroniclersTable, bot: Bot, field: Field) -> u8 {
    let l = state::level(world, bot, field);
    let end = 6 - l;
    next_milestone(world, table, field, l).map_or(end, |m| (m - l).min(end))
}

/// The fields an icon makes valid for a bot, with why, in die order.
pub fn valid_fields(
    world: &World,
    table: &ChroniclersTable,
    bot: Bot,
    icon: Icon,
) -> (Vec<Field>, Says) {
    let open: Vec<Field> = Field::ALL
        .into_iter()
        .filter(|&f| state::level(world, bot, f) < 6)
        .collect();
    let nearest = |measure: &dyn Fn(Field) -> u8| -> Vec<Field> {
        let best = open.iter().map(|&f| measure(f)).min();
        open.iter()
            .copied()
            .filter(|&f| Some(measure(f)) == best)
            .collect()
    };
    let levels = |fs: &[Field], m: &dyn Fn(Field) -> u8| -> Says {
        fs.iter()
            .map(|&f| crate::says!("log-chr-field-level", field = f.says(), level = m(f)))
            .joined_by(crate::lang::Joint::Comma)
    };
    match icon {
        Icon::Any => {
            let why = crate::says!("log-chr-fields-below-six", n = open.len());
            (open, why)
        }
        Icon::End => {
            let m = |f: Field| 6 - state::level(world, bot, f);
            let v = nearest(&m);
            let why = crate::says!("log-chr-fewest-to-end", levels = levels(&v, &m));
            (v, why)
        }
        Icon::Milestone => {
            let m = |f: Field| to_milestone(world, table, bot, f);
            let v = nearest(&m);
            let why = crate::says!("log-chr-fewest-to-milestone", levels = levels(&v, &m));
            (v, why)
        }
        Icon::Favourite => match state::favourite(world, bot) {
            Some(f) if state::level(world, bot, f) < 6 => (
                vec![f],
                crate::says!("log-chr-its-favourite", field = f.says()),
            ),
            _ => {
                let (v, why) = valid_fields(world, table, bot, Icon::Milestone);
                (v, crate::says!("log-chr-favourite-as-l", why = why))
            }
        },
    }
}

/// The first of `fields` in the card's order: top-down for the Automa, bottom-up for
/// the Shadow Empire.
pub fn tiebreak(card: &DecisionCard, bot: Bot, fields: &[Field]) -> Option<Field> {
    let order: Vec<Field> = match bot {
        Bot::Automa => card.order.clone(),
        Bot::Shadow => card.order.iter().rev().copied().collect(),
    };
    order.into_iter().find(|f| fields.contains(f))
}

fn order_words(card: &DecisionCard, bot: Bot) -> Says {
    crate::says!(
        "log-chr-advance-tie-break",
        order = card.order_says(bot == Bot::Shadow),
        card = card.label_says(),
        bot = bot.key()
    )
}

/// One advance of a bot by `icon`, ties by `card` (its benefit is the caller's: see
/// `benefits::advance`). The field advanced and the level reached, if any.
pub fn advance(
    world: &mut World,
    table: &ChroniclersTable,
    bot: Bot,
    icon: Icon,
    card: &DecisionCard,
    why: impl Into<Says>,
) -> Option<(Field, u8)> {
    // The Shadow Empire's decisions are its own seat's (a table may leave it out).
    let seat = state::seat_of(world, bot)?;
    let (valid, because) = valid_fields(world, table, bot, icon);
    let round = narrate::current_round(world);
    let mut d = Decision::new(
        round,
        seat,
        DecisionKind::Kind(ADVANCE),
        crate::says!("log-chr-advance-what", bot = bot.says(), why = why.into()),
    );
    d.offer(valid.iter().map(|&f| (Candidate::Field(f), f.says())));
    d.table_row = Some(crate::says!(
        "log-chr-icon-row",
        letter = icon.letter(),
        icon = icon.says(),
        because = because
    ));
    let Some(field) = tiebreak(card, bot, &valid) else {
        d.result = crate::says!("log-chr-advance-none", bot = bot.says());
        world.resource_mut::<GameLog>().decision(d);
        return None;
    };
    if valid.len() > 1 {
        d.tie_break = Some(order_words(card, bot));
    }
    let level = raise(world, bot, field);
    d.result = crate::says!(
        "log-chr-advance-result",
        bot = bot.says(),
        field = field.says(),
        level = level
    );
    // The Automa's benefit board, its field's row lit (the Shadow Empire gains none).
    if let Some(row) = table.benefits.iter().position(|r| r.field == field)
        && bot == Bot::Automa
    {
        d.row = Some(Box::new(crate::rules::log::TableRow {
            table: "Benefit board".into(), // not shown
            row: row as u8 + 1,
            topic: "automa-chroniclers-benefits",
            rows: table.benefit_rows.clone(),
        }));
    }
    world.resource_mut::<GameLog>().decision(d);
    reached(world, table, bot, field, level);
    Some((field, level))
}

/// A bot's name starting a sentence ("The Automa").
fn bot_start(bot: Bot) -> Says {
    crate::says!("log-chr-bot-start", bot = bot.key())
}

/// Raises a bot's field by one level: its new level.
pub fn raise(world: &mut World, bot: Bot, field: Field) -> u8 {
    let Some(seat) = state::seat_of(world, bot) else {
        return 1;
    };
    crate::rules::levels::gain_level(world, seat, field);
    world.resource::<Technology>().level(seat, field)
}

/// A bot reached `level` in `field`: a milestone there goes to the Automa's mat, level 6
/// takes a place of Pinnacle.
pub fn reached(world: &mut World, table: &ChroniclersTable, bot: Bot, field: Field, level: u8) {
    if table.milestones.contains(&level)
        && !world
            .resource::<Chroniclers>()
            .milestone_taken(field, level)
    {
        world
            .resource_mut::<Chroniclers>()
            .milestones
            .push((field, level, Claimant::Bot(bot)));
        let seat = world.resource::<Chroniclers>().seat.unwrap_or(Seat(0));
        narrate::log_seat_event(
            world,
            seat,
            None,
            crate::says!(
                "log-chr-bot-milestone",
                bot = bot.key(),
                field = field.says(),
                level = level
            ),
        );
    }
    if level == 6 {
        take_place(world, table, Achievement::Pinnacle, Claimant::Bot(bot));
    }
}

/// A claimant takes the next place of an achievement (once each), scoring its DP unless
/// it is the Shadow Empire.
pub fn take_place(world: &mut World, table: &ChroniclersTable, a: Achievement, who: Claimant) {
    let Some(row) = table.achievement(a) else {
        return;
    };
    let places = world.resource::<Chroniclers>().places(a);
    // The Shadow Empire and the Automa are one side but take a place each.
    if places.contains(&who) || places.len() >= row.dp.len() {
        return;
    }
    let dp = row.dp[places.len()];
    let place = places.len() + 1;
    world
        .resource_mut::<Chroniclers>()
        .achievements
        .push((a, who));
    let seat = world.resource::<Chroniclers>().seat.unwrap_or(Seat(0));
    let (scorer, name) = match who {
        Claimant::Bot(b @ Bot::Automa) => (Some(seat), bot_start(b)),
        Claimant::Bot(b @ Bot::Shadow) => (None, bot_start(b)),
        Claimant::Seat(s) => (Some(s), narrate::name_says(world, s)),
    };
    let text = match scorer {
        Some(_) => crate::says!(
            "log-chr-place-taken",
            who = name,
            place = place,
            achievement = a.says(),
            dp = dp
        ),
        None => crate::says!(
            "log-chr-place-taken-shadow",
            who = name,
            place = place,
            achievement = a.says()
        ),
    };
    narrate::log_seat_event(world, scorer.unwrap_or(seat), None, text);
    if let Some(s) = scorer {
        dp::award(
            world,
            s,
            dp as i32,
            DpKind::Kind,
            "achievements",
            crate::says!("log-chr-dp-achievements"),
            crate::says!(
                "log-chr-dp-achievement-place",
                achievement = a.says(),
                place = place
            ),
            None,
        );
    }
}

/// The people's milestones and Pinnacle places: each level they reached that is an
/// unclaimed milestone is theirs (their DP at once), in turn order.
pub fn claim_people(world: &mut World, table: &ChroniclersTable) {
    if world.resource::<Chroniclers>().seat.is_none() {
        return;
    }
    let order = world.resource::<TurnOrder>().0.clone();
    let roster = world.resource::<Roster>().clone();
    for seat in order.into_iter().filter(|&s| roster.is_human(s)) {
        for field in Field::ALL {
            let level = world.resource::<Technology>().level(seat, field);
            for &m in &table.milestones {
                if m <= level && !world.resource::<Chroniclers>().milestone_taken(field, m) {
                    world.resource_mut::<Chroniclers>().milestones.push((
                        field,
                        m,
                        Claimant::Seat(seat),
                    ));
                    let text = crate::says!(
                        "log-chr-person-milestone",
                        who = narrate::subject_says(world, seat),
                        many = narrate::agreement(world, seat),
                        field = field.says(),
                        level = m
                    );
                    narrate::log_seat_event(world, seat, None, text);
                    dp::award(
                        world,
                        seat,
                        table.your_milestone_dp as i32,
                        DpKind::Kind,
                        "milestones",
                        crate::says!("log-chr-dp-milestones"),
                        crate::says!("log-chr-dp-milestone", field = field.says(), level = m),
                        None,
                    );
                }
            }
            if level == 6 {
                take_place(world, table, Achievement::Pinnacle, Claimant::Seat(seat));
            }
        }
    }
}
