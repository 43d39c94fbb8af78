//! The Ancients' own state: their credits, the Monolith and the credits lying on the
//! rondel, the queue of three cards, their cruisers off the board, their tokens, the
//! frontier display and the archive; and your role this turn. Their decks (one per role,
//! the story cards, the frontier counters, the archive piles) are recorded decks.

use super::tables::{AncientsTable, ArchiveType, CardEvent, Dial, District, Role};
use crate::lang::Says;
use crate::rules::deck::{Deck, Decks};
use crate::rules::model::{Seat, StarKind};
use crate::rules::moments::GamePhase;
use bevy::prelude::*;

/// A card of the queue.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Card {
    /// A story card: a role, no event, no dial.
    Story(Role),
    /// An event card of a role deck: its deck's role and its place in the table.
    Event { role: Role, index: usize },
}

impl Card {
    /// The role on the card's front.
    pub fn role(self) -> Role {
        match self {
            Card::Story(r) | Card::Event { role: r, .. } => r,
        }
    }
}

/// The Ancients at this table.
#[derive(Resource, Debug, Clone, Default)]
pub struct Ancients {
    pub seat: Option<Seat>,
    pub credits: u32,
    /// The role the Monolith stands on (the Ancients' role of their last turn).
    pub monolith: Option<Role>,
    /// Credits lying on each role of the rondel, by its place there.
    pub lying: Vec<u32>,
    /// The queue, left first: the last card is face up (its event waits).
    pub queue: Vec<Card>,
    /// Cruisers off the board, waiting for their next move.
    pub staging: u32,
    /// Cruisers they have not gained yet.
    pub supply: u32,
    /// Colony tokens in their throne.
    pub colony: u32,
    /// Galaxy tokens they took (values), and those left in the stack (lowest first).
    pub galaxy: Vec<u32>,
    pub galaxy_left: Vec<u32>,
    /// Far-space spots they filled.
    pub far_space: u32,
    /// The frontier counters face up (cards of the frontier deck).
    pub frontier: Vec<usize>,
    /// Archive cards they hold: (type, cost).
    pub archive_held: Vec<(ArchiveType, u32)>,
    /// The role you declared for your turn now, and which turn (round, phase).
    pub declared: Option<(u8, GamePhase, Role)>,
    /// A role declared before the turn is asked (a scenario's): taken as the answer the
    /// next time you are asked.
    pub preset: Option<Role>,
    /// Events that wait for your next action of their kind.
    pub no_genetics_bonus: bool,
    pub fewer_ships: u32,
    /// Colony tokens and galaxy tokens you won from them.
    pub your_colony: u32,
    pub your_galaxy: Vec<u32>,
    /// What ends the game once the step under way is done.
    pub ending: Option<crate::lang::Says>,
    /// A battle waiting for your plan: its hex and your strength points; and your plan
    /// once chosen (tactics, weapons, shields).
    pub pending_plan: Option<((i32, i32), u32)>,
    pub plan: Option<((i32, i32), Dial)>,
    /// A move of theirs waiting for the deck you choose (with battles or not).
    pub pending_move: Option<(bool, crate::lang::Says)>,
    /// What is left of their part of the turn (a move waits for your deck).
    pub steps: Vec<Step>,
    /// A battle waiting for the deck you choose for their plan, and the deck chosen.
    pub pending_battle_deck: bool,
    pub battle_deck: Option<Role>,
    /// A battle past its blows, waiting for what you choose after them.
    pub after: Option<AfterBlows>,
    /// A choice of yours in their turn, waiting for your answer.
    pub asking: Option<Ask>,
}

/// A choice of yours in their turn (RULES.md 14): where your Explorer's star goes, where
/// discs go, buying a disc or an archive card.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ask {
    /// Which frontier counter becomes your star.
    ExploreCounter,
    /// Where the counter at `pick` in the display goes.
    ExploreHex { pick: usize },
    /// Discs to place, one at a time: `left` more, at most one per star (`used`), within
    /// the growth limit when `limit`; then a disc for sale at `buy_dp` DP, if any.
    Disc {
        left: u32,
        limit: bool,
        used: Vec<(i32, i32)>,
        buy_dp: Option<u32>,
    },
    /// One more disc for `dp` DP?
    BuyDisc {
        dp: u32,
        limit: bool,
        used: Vec<(i32, i32)>,
    },
    /// A face-up archive card for `dp` DP?
    Archive { dp: u32 },
    /// The field the archive card from `pile` raises.
    ArchiveField { dp: u32, pile: usize },
    /// Before their Warlord move: one ship piece of yours you may move first.
    FollowPiece,
    /// Where the piece from `from` goes.
    FollowTo { from: (i32, i32) },
}

/// A battle with them past its blows, waiting for your answers: how you take their
/// hits (ships or discs), then the cruisers you push for the tactics you won.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AfterBlows {
    pub hex: (i32, i32),
    pub attacker: Seat,
    pub foe: Seat,
    pub points: u32,
    /// Their plan after the cut for missing cruisers.
    pub theirs: Dial,
    /// Their cruisers in the hex before the blows, and those your hits destroyed.
    pub cruisers_here: u32,
    pub destroyed: u32,
    /// Their hits on you.
    pub hits: u32,
    /// Whether their hits were taken (the battle recorded).
    pub landed: bool,
    /// Cruisers you may still push, and the hex of the one you picked.
    pub push: u32,
    pub pushing: Option<(i32, i32)>,
    /// The decision so far: the card and its cut, and what was said.
    pub table_row: Says,
    pub said: Vec<crate::lang::Says>,
}

/// A hex named in a question's answer key after `prefix` ("from:3,-1").
pub fn key_hex(key: &str, prefix: &str) -> Option<hexx::Hex> {
    let (x, y) = key.strip_prefix(prefix)?.split_once(',')?;
    Some(hexx::Hex::new(
        x.trim().parse().ok()?,
        y.trim().parse().ok()?,
    ))
}

/// A step of the Ancients' part of a turn.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// What your role gives you and them (the "YOU" line), before their turn.
    YourRole(Role),
    /// Their turn up to the face-up card's event: your role's deck feeds the queue, the
    /// event resolves, the next card turns up.
    FeedAndEvent(Role),
    /// The Monolith walks to the face-up card's role, and they do it.
    WalkAndRole,
    /// Following their Engineer: a ship at your home star.
    EngineerFollow,
    /// A move of theirs, with battles or not: its deck is yours to choose.
    Move {
        battle: bool,
        why: crate::lang::Says,
    },
    /// A choice of yours (your star, discs, a purchase): asked, or its proposal taken.
    Ask(Ask),
    /// They take an archive card.
    TakeArchive,
    /// The shown archive cards leave the game; the next of each pile shows.
    RefreshArchive,
    /// Your empty population track ends the game; an end found on the way ends it now.
    Close,
}

/// Puts `steps` before those left, in their order.
pub fn next(world: &mut World, steps: impl IntoIterator<Item = Step>) {
    let mut a = world.resource_mut::<Ancients>();
    let mut first: Vec<Step> = steps.into_iter().collect();
    first.append(&mut a.steps);
    a.steps = first;
}

/// The recorded deck of a role's event cards.
pub fn deck_name(role: Role) -> String {
    format!("ancients: {}", role.name()) // not shown
}

pub const STORY: &str = "ancients: story"; // not shown
pub const FRONTIER: &str = "ancients: frontier"; // not shown

/// The recorded deck of an archive pile (by its place in the table).
pub fn archive_name(pile: usize) -> String {
    format!("ancients: archive {}", pile + 1) // not shown
}

/// The card of a role deck, by its place in the table (its name is "<Role> <n>").
pub fn card_name(role: Role, index: usize) -> String {
    format!("{} {}", role.name(), index + 1)
}

/// The top card of `role`'s deck (its back may be read), if any is left.
pub fn top_card(world: &World, role: Role) -> Option<usize> {
    world.resource::<Decks>().get(&deck_name(role))?.top()
}

/// The district on the back of `role`'s top card.
pub fn top_back(world: &World, table: &AncientsTable, role: Role) -> Option<District> {
    let i = top_card(world, role)?;
    Some(table.deck(role)?.cards.get(i)?.back)
}

/// Cards left in `role`'s deck.
pub fn left_in(world: &World, role: Role) -> usize {
    world
        .resource::<Decks>()
        .get(&deck_name(role))
        .map_or(0, Deck::left)
}

/// The roles whose decks still have cards, in the rondel's order.
pub fn decks_left(world: &World, table: &AncientsTable) -> Vec<Role> {
    table
        .rondel
        .iter()
        .copied()
        .filter(|&r| left_in(world, r) > 0)
        .collect()
}

/// Which of `roles` has the fullest deck (the first on ties), by its place there.
pub fn fullest(world: &World, roles: &[Role]) -> Option<usize> {
    (0..roles.len()).max_by_key(|&i| (left_in(world, roles[i]), std::cmp::Reverse(i)))
}

/// Draws the top card of `role`'s deck for `purpose`.
pub fn draw(world: &mut World, role: Role, purpose: &'static str) -> Option<Card> {
    let index = world
        .resource_mut::<Decks>()
        .draw(&deck_name(role), purpose)?;
    Some(Card::Event { role, index })
}

/// The dial of an event card (a story card has none: zeros).
pub fn dial_of(table: &AncientsTable, card: Card) -> Dial {
    match card {
        Card::Story(_) => Dial(0, 0, 0),
        Card::Event { role, index } => table
            .deck(role)
            .and_then(|d| d.cards.get(index))
            .map_or(Dial(0, 0, 0), |c| c.dial),
    }
}

/// The event of a card, if it has one.
pub fn event_of(table: &AncientsTable, card: Card) -> Option<(String, CardEvent)> {
    let Card::Event { role, index } = card else {
        return None;
    };
    let key = table.deck(role)?.cards.get(index)?.event.clone()?;
    let event = table.event(&key)?;
    Some((key, event))
}

/// The card of a role deck as words for the player: "Warlord 3".
pub fn card_says(role: Role, index: usize) -> Says {
    crate::says!("log-anc-card-name", role = role.says(), n = index + 1)
}

/// The card in words: "Warlord 3 (back C3, dial 5/4/4, event ST)", "the story card of
/// the Regent".
pub fn describe(table: &AncientsTable, card: Card) -> Says {
    match card {
        Card::Story(role) => crate::says!("log-anc-card-story", role = role.says()),
        Card::Event { role, index } => {
            let Some(c) = table.deck(role).and_then(|d| d.cards.get(index)) else {
                return card_says(role, index);
            };
            match &c.event {
                Some(e) => crate::says!(
                    "log-anc-card-event",
                    card = card_says(role, index),
                    back = c.back.label(),
                    t = c.dial.0,
                    w = c.dial.1,
                    s = c.dial.2,
                    event = e
                ),
                None => crate::says!(
                    "log-anc-card",
                    card = card_says(role, index),
                    back = c.back.label(),
                    t = c.dial.0,
                    w = c.dial.1,
                    s = c.dial.2
                ),
            }
        }
    }
}

/// Shuffles their decks with the game's seed and deals the queue: three story cards, the
/// rightmost face up.
pub fn set_up(
    world: &mut World,
    seat: Seat,
    table: &AncientsTable,
    level_cruisers: u32,
    credits: u32,
) {
    let seed = world.resource::<crate::rules::dice::Dice>().seed();
    let mut decks = world.get_resource_or_init::<Decks>().clone();
    for deck in &table.decks {
        let names = (0..deck.cards.len())
            .map(|i| card_name(deck.role, i))
            .collect();
        decks.add(Deck::new(&deck_name(deck.role), names, seed));
    }
    let story_names: Vec<String> = table
        .story
        .iter()
        .map(|s| format!("story: {}", s.role.name()))
        .collect();
    decks.add(Deck::new(STORY, story_names, seed));
    let frontier: Vec<String> = table
        .frontier
        .pool
        .iter()
        .flat_map(|&(kind, n)| (1..=n).map(move |i| format!("{kind:?} {i}")))
        .collect();
    decks.add(Deck::new(FRONTIER, frontier, seed));
    for (i, pile) in table.archive.iter().enumerate() {
        let names = pile
            .cards
            .iter()
            .enumerate()
            .map(|(k, t)| format!("{t:?} {} #{}", pile.cost, k + 1))
            .collect();
        decks.add(Deck::new(&archive_name(i), names, seed));
    }
    let mut queue = Vec::new();
    for _ in 0..3 {
        let drawn = decks.draw(STORY, "the Ancients' starting queue"); // not shown
        if let Some(c) = drawn {
            queue.push(Card::Story(table.story[c].role));
        }
    }
    world.insert_resource(decks);
    let in_play = level_cruisers.min(table.cruisers_max);
    *world.resource_mut::<Ancients>() = Ancients {
        seat: Some(seat),
        credits,
        monolith: None,
        lying: vec![0; table.rondel.len()],
        queue,
        staging: in_play,
        supply: table.cruisers_max - in_play,
        galaxy_left: table
            .galaxy_stack(world.resource::<crate::rules::model::DifficultyLevel>().0)
            .to_vec(),
        ..Default::default()
    };
}

/// The kind of the frontier counter at `index` of the pool (the pool's kinds in order,
/// each as many times as it has counters).
pub fn frontier_kind(table: &AncientsTable, index: usize) -> StarKind {
    let mut left = index;
    for &(kind, n) in &table.frontier.pool {
        if left < n as usize {
            return kind;
        }
        left -= n as usize;
    }
    StarKind::Uninhabited
}

/// The type and cost of the archive card at `index` of pile `pile`.
pub fn archive_card(
    table: &AncientsTable,
    pile: usize,
    index: usize,
) -> Option<(ArchiveType, u32)> {
    let p = table.archive.get(pile)?;
    Some((*p.cards.get(index)?, p.cost))
}
