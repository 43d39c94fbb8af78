//! The Chroniclers' own state: the Shadow Empire's levels, both bots' favourite fields,
//! the Automa's civilizations, the pair of decision cards in force, the milestones and
//! achievements claimed, the claim markers on stars, the Chronicle cards held and the
//! multipliers covered. Their decks (decisions, progress cards, Chronicle cards, new
//! stars) are recorded decks.

use super::tables::{Achievement, ChroniclersTable};
use crate::rules::deck::{Deck, Decks};
use crate::rules::model::{Field, Seat, Technology};
use bevy::prelude::*;
use hexx::Hex;

/// The recorded decks' names.
// not shown: from here
pub const DECISIONS: &str = "Chroniclers' decisions";
pub const PROGRESS: &str = "Chroniclers' progress cards";
pub const CHRONICLE: &str = "Chronicle cards";
pub const FRONTIER: &str = "Chroniclers' new stars";
// not shown: to here

/// One of the two bots.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Bot {
    Automa,
    Shadow,
}

impl Bot {
    /// What a message selects on to name it: "automa" or "shadow".
    pub fn key(self) -> &'static str {
        match self {
            Bot::Automa => "automa",
            Bot::Shadow => "shadow",
        }
    }

    /// Its name as words for the player ("the Automa"), as a sentence's subject.
    pub fn says(self) -> crate::lang::Says {
        crate::says!("log-chr-bot", bot = self.key())
    }
}

/// Who claimed a milestone or an achievement's place.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Claimant {
    Bot(Bot),
    Seat(Seat),
}

/// A marker on a star that is not its owner's disc.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Claim {
    /// The Shadow Empire's: the star is fortified.
    Shadow,
    /// Yours, left when the Automa conquered your star (it cannot conquer it again).
    Toppled(Seat),
}

/// The Chroniclers at this table.
#[derive(Resource, Debug, Clone, Default)]
pub struct Chroniclers {
    /// The Automa's seat, and the Shadow Empire's (it acts in the Automa's turns: one
    /// turn-order position for both; a table without it plays the Automa alone).
    pub seat: Option<Seat>,
    pub shadow: Option<Seat>,
    pub favourite: Option<Field>,
    pub shadow_favourite: Option<Field>,
    /// The fields of the civilizations the Automa plays.
    pub civilizations: Vec<Field>,
    /// The pair in force: the track card and the tiebreaker card (card ids).
    pub pair: Option<(u32, u32)>,
    /// Milestones claimed: (field, level, by whom).
    pub milestones: Vec<(Field, u8, Claimant)>,
    /// Achievements' places taken, in order.
    pub achievements: Vec<(Achievement, Claimant)>,
    /// Claim markers on stars.
    pub claims: Vec<((i32, i32), Claim)>,
    /// Chronicle cards the Automa holds face down (cards of the Chronicle deck).
    pub held: Vec<usize>,
    /// Multipliers covered on the income mat, and income turns played (setup's is 1).
    pub covered: u32,
    pub income_turns: u32,
    /// Stars taken from another seat: by the Automa, and by each person (for "Take two
    /// stars").
    pub taken: Vec<(Claimant, u32)>,
    /// Zenith's hex.
    pub zenith: Option<(i32, i32)>,
    /// A field you choose a level in (the easiest level), not chosen yet.
    pub you_start_level: bool,
    /// The bot turns played (16 in a whole game).
    pub turns: u32,
}

pub fn key(h: Hex) -> (i32, i32) {
    (h.x, h.y)
}

impl Chroniclers {
    pub fn claim_at(&self, h: Hex) -> Option<Claim> {
        self.claims
            .iter()
            .find(|(k, _)| *k == key(h))
            .map(|&(_, c)| c)
    }

    pub fn fortified(&self, h: Hex) -> bool {
        self.claim_at(h) == Some(Claim::Shadow)
    }

    pub fn unclaim(&mut self, h: Hex) {
        self.claims.retain(|(k, _)| *k != key(h));
    }

    pub fn milestone_taken(&self, field: Field, level: u8) -> bool {
        self.milestones
            .iter()
            .any(|&(f, l, _)| f == field && l == level)
    }

    /// Milestones on the Automa's mat (claimed by either bot).
    pub fn automa_milestones(&self) -> u32 {
        self.milestones
            .iter()
            .filter(|(_, _, c)| matches!(c, Claimant::Bot(_)))
            .count() as u32
    }

    pub fn places(&self, a: Achievement) -> Vec<Claimant> {
        self.achievements
            .iter()
            .filter(|(x, _)| *x == a)
            .map(|&(_, c)| c)
            .collect()
    }

    pub fn taken_by(&self, c: Claimant) -> u32 {
        self.taken
            .iter()
            .find(|(x, _)| *x == c)
            .map_or(0, |&(_, n)| n)
    }

    pub fn add_taken(&mut self, c: Claimant) -> u32 {
        match self.taken.iter_mut().find(|(x, _)| *x == c) {
            Some((_, n)) => {
                *n += 1;
                *n
            }
            None => {
                self.taken.push((c, 1));
                1
            }
        }
    }

    pub fn zenith(&self) -> Option<Hex> {
        self.zenith.map(|(x, y)| Hex::new(x, y))
    }
}

/// A bot's seat.
pub fn seat_of(world: &World, bot: Bot) -> Option<Seat> {
    let c = world.resource::<Chroniclers>();
    match bot {
        Bot::Automa => c.seat,
        Bot::Shadow => c.shadow,
    }
}

/// A bot's level in a field (1 for a bot not at the table).
pub fn level(world: &World, bot: Bot, field: Field) -> u8 {
    seat_of(world, bot).map_or(1, |s| world.resource::<Technology>().level(s, field))
}

pub fn favourite(world: &World, bot: Bot) -> Option<Field> {
    let c = world.resource::<Chroniclers>();
    match bot {
        Bot::Automa => c.favourite,
        Bot::Shadow => c.shadow_favourite,
    }
}

/// The decks of a new game: the decision deck of the start cards and the first progress
/// card (shuffled, recorded), the progress deck, the Chronicle deck, the new stars.
pub fn deal(world: &mut World, table: &ChroniclersTable, seed: u64) {
    let names: Vec<String> = table
        .cards
        .iter()
        .map(|c| format!("card {}", c.id))
        .collect();
    let progress: Vec<usize> = table
        .cards
        .iter()
        .enumerate()
        .filter(|(_, c)| c.deck == super::tables::DeckKind::Progress)
        .map(|(i, _)| i)
        .collect();
    let start: Vec<usize> = table
        .cards
        .iter()
        .enumerate()
        .filter(|(_, c)| c.deck == super::tables::DeckKind::Start)
        .map(|(i, _)| i)
        .collect();
    let mut decks = world.resource_mut::<Decks>();
    decks.add(Deck::with_order(DECISIONS, names.clone(), &[], seed));
    // The progress deck: only the progress cards, shuffled.
    let order = crate::rules::dice::deck_shuffle(seed, PROGRESS, progress.len());
    let progress_order: Vec<usize> = order.iter().map(|&i| progress[i]).collect();
    decks.add(Deck::with_order(PROGRESS, names, &progress_order, seed));
    let mut chronicle = vec!["plain".to_string(); table.chronicle.plain as usize];
    chronicle.extend(vec!["trap".to_string(); table.chronicle.traps as usize]);
    decks.add(Deck::new(CHRONICLE, chronicle, seed));
    let mut stars = Vec::new();
    for &(kind, n) in &table.frontier.pool {
        stars.extend((0..n).map(|_| kind.name().to_string()));
    }
    decks.add(Deck::new(FRONTIER, stars, seed));
    for &c in &start {
        decks.discard(DECISIONS, c);
    }
    for _ in 0..table.progress_at_start {
        // not shown: from here
        if let Some(c) = decks.draw(PROGRESS, "a progress card into the decision deck") {
            decks.discard(DECISIONS, c);
        }
        // not shown: to here
    }
    decks.reshuffle(DECISIONS);
}
