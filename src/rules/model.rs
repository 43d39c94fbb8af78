//! The vocabulary of the game: seats, fields, alignments, and the components and
//! resources that make up the game state in the ECS world.

use bevy::prelude::*;
use hexx::Hex;
use serde::{Deserialize, Serialize};

pub use crate::rules::seat::{PerSeat, Seat};

/// The five technology fields, in the order the solo rules number them for dice (1-5).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Field {
    Military,
    Spirituality,
    Propulsion,
    Robotics,
    Genetics,
}

impl Field {
    pub const ALL: [Field; 5] = [
        Field::Military,
        Field::Spirituality,
        Field::Propulsion,
        Field::Robotics,
        Field::Genetics,
    ];

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn name(self) -> &'static str {
        match self {
            Field::Military => "Military",
            Field::Spirituality => "Spirituality",
            Field::Propulsion => "Propulsion",
            Field::Robotics => "Robotics",
            Field::Genetics => "Genetics",
        }
    }

    /// Its name as the player reads it, in the language in use (`name` stays the one
    /// the data and the records use).
    pub fn shown_name(self) -> String {
        crate::lang::content("field", self.name(), "name", self.name())
    }

    /// Its name as words for a record the player reads later (written out in the
    /// reader's language when shown).
    pub fn says(self) -> crate::lang::Says {
        crate::lang::Says::content("field", self.name(), "name", self.name())
    }
}

/// Service-to-others (light) or service-to-self (dark).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Alignment {
    Sto,
    Sts,
}

impl Alignment {
    pub fn name(self) -> &'static str {
        match self {
            Alignment::Sto => "STO",
            Alignment::Sts => "STS",
        }
    }
    pub fn flipped(self) -> Self {
        match self {
            Alignment::Sto => Alignment::Sts,
            Alignment::Sts => Alignment::Sto,
        }
    }
}

/// A sector tile of the board: its position in the board's list of sectors (home
/// sectors in the setup's order, then the center sector).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct SectorId(pub u8);

/// What a sector is for: a seat's home sector, or the center sector.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum SectorRole {
    Home,
    Center,
}

/// What a hex holds besides pieces. Stars are entities; this is the printed terrain.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Terrain {
    Empty,
    Star,
    Nebula,
    Asteroids,
    NeutronStar,
    /// Where a destroyed star was: empty space that never holds a star again.
    Ruin,
}

/// The neutral star counter under a star, or the player's home star.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum StarKind {
    Home,
    Uninhabited,
    Primitive,
    Advanced,
}

impl StarKind {
    /// Its name as words for the player ("uninhabited"), in the reader's language.
    pub fn says(self) -> crate::lang::Says {
        let kind = match self {
            StarKind::Home => "home",
            StarKind::Uninhabited => "uninhabited",
            StarKind::Primitive => "primitive",
            StarKind::Advanced => "advanced",
        };
        crate::says!("log-cont-star-kind", kind = kind)
    }

    pub fn name(self) -> &'static str {
        match self {
            StarKind::Home => "home star",
            StarKind::Uninhabited => "uninhabited",
            StarKind::Primitive => "primitive",
            StarKind::Advanced => "advanced",
        }
    }
}

/// Fleet counters. The D fleet has no face-down side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum FleetLetter {
    A,
    B,
    C,
    D,
    E,
}

impl FleetLetter {
    pub const ALL: [FleetLetter; 5] = [
        FleetLetter::A,
        FleetLetter::B,
        FleetLetter::C,
        FleetLetter::D,
        FleetLetter::E,
    ];
    pub fn index(self) -> usize {
        self as usize
    }
}

/// Where something sits on the board.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[component(immutable, on_insert = board_changed, on_remove = board_changed)]
pub struct Position(pub Hex);

/// A sector tile; its hexes are listed in the [`crate::rules::board::Board`] resource.
#[derive(Component, Debug, Clone, Copy)]
pub struct Sector {
    pub id: SectorId,
    pub center: Hex,
}

/// A wormhole counter: in the solo variant only a spawning point for the automas.
#[derive(Component, Debug, Clone, Copy)]
pub struct Wormhole {
    /// Stable number 1-3 used for random selection.
    pub number: u8,
    pub sector: SectorId,
}

/// A star hex with its counter, owner and population discs.
#[derive(Component, Debug, Clone, PartialEq)]
#[component(immutable, on_insert = board_changed, on_remove = board_changed)]
#[require(Position)]
pub struct Star {
    /// Shared, so reading the board for every decision does not copy names.
    pub name: std::sync::Arc<str>,
    pub kind: StarKind,
    pub owner: Option<Seat>,
    /// Population on the star (the home star counts its miniature as 6).
    pub population: u32,
    /// Whether the player has seen the counter (face-down counters hide their type).
    pub revealed: bool,
}

/// A primitive star a people turned advanced (the STO Annunaki): it plays as advanced,
/// but its counter still counts as primitive (the Discovery goal).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct UpgradedPrimitive;

/// What the board shows changes only through these hooks: stars, ships, fleets,
/// positions and relics are immutable components (changed by inserting a new value),
/// so every change passes here and a cached snapshot of the board is never stale.
pub fn board_changed(
    mut world: bevy::ecs::world::DeferredWorld,
    _: bevy::ecs::lifecycle::HookContext,
) {
    if let Some(mut cache) = world.get_resource_mut::<BoardCache>() {
        cache.board_changed();
    }
}

/// The last value read off the board (the rules' snapshot of it), kept while the board
/// is unchanged: the rules read the board far more often than they change it (two reads
/// in three find it unchanged). The component hooks of [`board_changed`] clear it.
#[derive(Resource, Default)]
pub struct BoardCache(std::sync::Mutex<Option<std::sync::Arc<dyn std::any::Any + Send + Sync>>>);

impl BoardCache {
    pub fn board_changed(&mut self) {
        *self
            .0
            .get_mut()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = None;
    }

    /// The value kept, if the board has not changed since and it is a `T`.
    pub fn get<T: std::any::Any + Send + Sync>(&self) -> Option<std::sync::Arc<T>> {
        self.0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .clone()
            .and_then(|v| v.downcast::<T>().ok())
    }

    /// Keeps a value read off the board until the board changes.
    pub fn keep<T: std::any::Any + Send + Sync>(&self, value: std::sync::Arc<T>) {
        *self
            .0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner) = Some(value);
    }
}

/// A relic counter on a star: which relic (its place in the relics file) and whether it
/// has been turned up.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
#[component(
    immutable,
    on_insert = board_changed,
    on_remove = board_changed
)]
pub struct Relic {
    pub index: usize,
    pub revealed: bool,
}

impl Default for Position {
    fn default() -> Self {
        Position(Hex::ZERO)
    }
}

/// One ship piece on the board (open information).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
#[component(immutable, on_insert = board_changed, on_remove = board_changed)]
#[require(Position)]
pub struct ShipPiece {
    pub owner: Seat,
}

/// A fleet counter on the board; its ship count is hidden from the other seats.
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
#[component(immutable, on_insert = board_changed, on_remove = board_changed)]
#[require(Position)]
pub struct Fleet {
    pub owner: Seat,
    pub letter: FleetLetter,
    pub ships: u32,
    /// A face-down counter hides its letter (never the D fleet).
    pub face_down: bool,
}

/// Technology levels (1-6) of every seat.
#[derive(Resource, Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Technology(pub PerSeat<[u8; 5]>);

impl Technology {
    /// Every field at level 1 for `seats` seats.
    pub fn new(seats: usize) -> Self {
        Technology(PerSeat::filled(seats, [1; 5]))
    }
    pub fn level(&self, seat: Seat, field: Field) -> u8 {
        self.0[seat][field.index()]
    }
    pub fn set(&mut self, seat: Seat, field: Field, level: u8) {
        self.0[seat][field.index()] = level.clamp(1, 6);
    }
    pub fn total(&self, seat: Seat) -> u32 {
        self.0[seat].iter().map(|&l| l as u32).sum()
    }
}

/// Population discs still on each seat's population track (the Farmers have none).
#[derive(Resource, Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct PopulationTracks(pub PerSeat<u32>);

/// Who is at war with whom: a relation between any two seats. Permanent pairs (the
/// solo automas with each other) come from the setup and never make peace.
#[derive(Resource, Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Diplomacy {
    seats: usize,
    /// `seats * seats` flags, symmetric.
    war: Vec<bool>,
    permanent: Vec<bool>,
}

impl Diplomacy {
    /// Everyone at peace, except the permanent pairs (always at war).
    pub fn new(seats: usize, permanent: &[(Seat, Seat)]) -> Self {
        let mut d = Diplomacy {
            seats,
            war: vec![false; seats * seats],
            permanent: vec![false; seats * seats],
        };
        for &(a, b) in permanent {
            for (x, y) in [(a, b), (b, a)] {
                let i = d.at(x, y);
                d.permanent[i] = true;
                d.war[i] = true;
            }
        }
        d
    }
    fn at(&self, a: Seat, b: Seat) -> usize {
        a.index() * self.seats + b.index()
    }
    pub fn at_war(&self, a: Seat, b: Seat) -> bool {
        a != b && self.war.get(self.at(a, b)).copied().unwrap_or(false)
    }
    /// Whether the two seats are always at war (no peace, no declaration needed).
    pub fn permanent(&self, a: Seat, b: Seat) -> bool {
        self.permanent.get(self.at(a, b)).copied().unwrap_or(false)
    }
    /// Sets war or peace between two seats; permanent pairs stay at war.
    pub fn set_war(&mut self, a: Seat, b: Seat, war: bool) {
        if a == b || self.permanent(a, b) {
            return;
        }
        for (x, y) in [(a, b), (b, a)] {
            let i = self.at(x, y);
            if let Some(w) = self.war.get_mut(i) {
                *w = war;
            }
        }
    }
}

/// Seats in turn order, first to last.
#[derive(Resource, Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct TurnOrder(pub Vec<Seat>);

impl TurnOrder {
    pub fn position(&self, seat: Seat) -> usize {
        self.0.iter().position(|&s| s == seat).unwrap_or(0)
    }
}

/// The round (1-8) and the alignment of the current era.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round(pub u8);

impl Default for Round {
    fn default() -> Self {
        Round(1)
    }
}

/// Each seat's alignment (the solo automas never switch; a human may).
#[derive(Resource, Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Alignments(pub PerSeat<Alignment>);

impl Alignments {
    pub fn of(&self, seat: Seat) -> Alignment {
        self.0[seat]
    }
}

/// The chosen difficulty level (0-3); it is also the Slavers' spawn bonus.
#[derive(Resource, Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct DifficultyLevel(pub u8);

/// One seat's destiny points, with a breakdown by source and per round.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Score {
    pub dp: i32,
    pub by_source: Vec<(String, i32)>,
    /// DP total at the end of each round (index 0 = round 1).
    pub per_round: Vec<i32>,
}

impl Score {
    /// Adds `dp` to the total and to its source. The documented ranges keep every sum far
    /// from the limits of `i32`; a sum beyond them stops at the limit instead of wrapping
    /// around, and the answer is `false` so that the caller says so.
    pub fn add(&mut self, source: &str, dp: i32) -> bool {
        let total = self.dp.checked_add(dp);
        self.dp = total.unwrap_or(if dp < 0 { i32::MIN } else { i32::MAX });
        let by_source = match self.by_source.iter_mut().find(|(s, _)| s == source) {
            Some((_, v)) => {
                let sum = v.checked_add(dp);
                *v = sum.unwrap_or(if dp < 0 { i32::MIN } else { i32::MAX });
                sum.is_some()
            }
            None => {
                self.by_source.push((source.to_string(), dp));
                true
            }
        };
        total.is_some() && by_source
    }
}

/// Every seat's destiny points (the solo automas score none).
#[derive(Resource, Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Scores(pub PerSeat<Score>);

impl Scores {
    pub fn of(&self, seat: Seat) -> &Score {
        &self.0[seat]
    }
    /// Adds DP (or takes them, when negative) to a seat's score, by source; `false` when
    /// a sum stopped at the limit of `i32` (see [`Score::add`]).
    pub fn add(&mut self, seat: Seat, source: &str, dp: i32) -> bool {
        self.0[seat].add(source, dp)
    }
}

/// Fleet counters each seat still has off the board.
#[derive(Resource, Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct FleetSupply(pub PerSeat<Vec<FleetLetter>>);

/// Which side of an advanced fleet tactic counter is used.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TacticSide {
    /// Doubles the fleet's special.
    Double,
    /// +3 DP whenever the fleet wins a battle.
    DestinyPoints,
}

/// Advanced fleet tactic counters assigned to fleet letters, and those not yet assigned.
#[derive(Resource, Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct FleetTactics {
    pub assigned: PerSeat<Vec<(FleetLetter, TacticSide)>>,
    pub unassigned: PerSeat<u32>,
}

impl FleetTactics {
    pub fn side(&self, seat: Seat, letter: FleetLetter) -> Option<TacticSide> {
        self.assigned[seat]
            .iter()
            .find(|(l, _)| *l == letter)
            .map(|(_, s)| *s)
    }
}

/// Per-round flags: what each seat has already used this round.
#[derive(Resource, Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct RoundFlags {
    /// (asker, asked) for each request or offer of peace this round.
    pub peace_asked: Vec<(Seat, Seat)>,
    /// Seats that traded this round (a human trades once a round; an automa with
    /// offboard power gains a level only if it did not trade).
    pub traded: PerSeat<bool>,
    /// Each automa's trade willingness, rolled once per trading phase.
    pub willing: PerSeat<Option<bool>>,
    /// People who have ended their trading this round.
    pub trading_done: PerSeat<bool>,
    /// (person, partner) for each trade made this round.
    pub traded_pairs: Vec<(Seat, Seat)>,
    /// (person, person) for each trade offered this round (one to each a round).
    #[serde(default)]
    pub trade_offered: Vec<(Seat, Seat)>,
}

impl RoundFlags {
    pub fn new(seats: usize) -> Self {
        RoundFlags {
            peace_asked: Vec::new(),
            traded: PerSeat::filled(seats, false),
            willing: PerSeat::filled(seats, None),
            trading_done: PerSeat::filled(seats, false),
            traded_pairs: Vec::new(),
            trade_offered: Vec::new(),
        }
    }
}
