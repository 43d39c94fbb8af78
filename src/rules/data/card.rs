//! Domination cards: each card's A condition (a named test of the position), the DP it
//! is worth, its immediate effect (a named point of the rules), and its B section (named
//! formulas; the better one scores, or their sum).

use super::Validate;
use crate::rules::model::Field;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardFile {
    pub cards: Vec<CardDef>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardDef {
    pub key: String,
    pub name: String,
    /// Whether the card is in the deck of a game with one person (solo).
    #[serde(default = "yes")]
    pub solo: bool,
    pub a: CardA,
    pub b: CardB,
}

fn yes() -> bool {
    true
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardA {
    pub condition: Condition,
    pub dp: i32,
    /// The condition as the card says it.
    pub text: String,
    /// The immediate effect you may use with an A play, if the game has it.
    #[serde(default)]
    pub effect: Option<Effect>,
    /// What the effect does, as the card says it.
    #[serde(default)]
    pub effect_text: String,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardB {
    pub formulas: Vec<Formula>,
    /// Add the formulas up instead of taking the best one.
    #[serde(default)]
    pub sum: bool,
    pub text: String,
}

/// The A conditions: named tests of the position, made when you play the card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Condition {
    /// You took this many stars from other factions this round.
    StarsTakenFromFactions(u32),
    /// At least `min_dp` DP and more than every other person of your alignment; with one
    /// person at the table (solo), more technology levels than every automa of your
    /// alignment instead of more DP.
    AlignmentLead { min_dp: i32 },
    /// You own this many stars in the center sector.
    StarsInCenterSector(u32),
    /// You own every star of your home sector.
    AllHomeSectorStars,
    /// You own `stars` stars with at least `population` each.
    PopulousStars { stars: u32, population: u32 },
    /// Spirituality at least this, the center sector's central star yours, and at peace
    /// with everyone.
    Diplomatic { spirituality: u8 },
    /// One Build Ships action this round placed this many ships.
    ShipsInOneBuild(u32),
    /// Your ships stand in this many nebula hexes (played at the start of your movement).
    ShipsInNebulae(u32),
    /// Propulsion `propulsion`+ and a ship and a star in `sectors` sectors.
    SectorsWithShipAndStar { sectors: u32, propulsion: u8 },
    /// This many technology levels in all.
    TotalLevels(u32),
    /// Your ships' Military combat value (ships times the per-ship value) reaches this.
    MilitaryCv(u32),
    /// You own this many stars.
    Stars(u32),
    /// One field at 6 and another at 5 or more.
    SixAndFive,
}

/// The immediate effects the game has (the cards without one here score their DP only).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Effect {
    /// +1 population on each of your stars with at least this population, ignoring
    /// growth limits and blocking.
    PopulationOnPopulousStars(u32),
    /// This many ships at one of your stars, even a blocked one.
    Ships(u32),
    /// Nobody may declare war on you for the rest of the round.
    NoWarOnYou,
    /// One level taken from a faction you took a star from this round (a field where it
    /// is ahead of you).
    LevelFromVictim,
    /// DP per alignment switch this round, everyone's.
    DpPerAlignmentSwitch(i32),
    /// This much combat value for you in the battle you are asked about, if it is in your
    /// home sector.
    HomeBattleCv(u32),
    /// Ships starting your movement in a nebula move this much farther (instead of the
    /// usual bonus) this round.
    NebulaStartBonus(u32),
    /// One more technology trade this round.
    ExtraTrade,
    /// A free Research now, in a field whose counter you did not select this round
    /// (growth resolution only).
    FreeResearch,
    /// Move up to this many of your population discs from one of your stars to another,
    /// ignoring growth limits and blocking.
    Teleport(u32),
    /// In the battle you are asked about, you lose no ships; or, played in your movement
    /// with the `NoRetreat` choice, your opponents may not retreat before combat in your
    /// battles this turn (not even with an E fleet).
    NoLossesOrNoRetreat,
    /// A free Gain Star on a center-sector star, your ships counting this many times
    /// (growth only).
    CenterGainStar { ship_factor: u32 },
}

/// The B formulas: each names a count of the position and its worth.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Formula {
    /// `num`/`den` DP per level of the field (rounded down at the end).
    PerLevel { field: Field, num: i32, den: i32 },
    /// DP per level of Spirituality when you are STO, of Military when STS.
    PerLevelByAlignment { sto: Field, sts: Field },
    /// DP per neutral star hex where you have a ship and nobody else does.
    PerNeutralStarHeldAlone(i32),
    /// DP if you did not score the alignment DP this round.
    NoAlignmentDpThisRound(i32),
    /// DP per population of your most populous center-sector star.
    PopulationOfBestCenterStar,
    /// DP if no other faction owns a star in your home sector.
    HomeSectorAlone(i32),
    /// DP per star of yours with at least `population`.
    PerPopulousStar { population: u32, dp: i32 },
    /// DP per other faction's home star where you have a ship.
    PerOtherHomeStarWithShip(i32),
    /// DP per asteroid hex with your ship.
    PerAsteroidWithShip(i32),
    /// DP per sector with your ship.
    PerSectorWithShip(i32),
    /// DP times your lowest level.
    LowestLevel(i32),
    /// DP times your highest level.
    HighestLevel(i32),
    /// DP per sector where only you have a fleet.
    PerSectorOnlyYourFleet(i32),
    /// DP per full three stars you own.
    PerThreeStars(i32),
}

impl Formula {
    /// The numbers a formula is written with (for the range checks).
    pub fn numbers(&self) -> Vec<i64> {
        use Formula::*;
        match *self {
            PerLevel { num, den, .. } => vec![num.into(), den.into()],
            PerLevelByAlignment { .. } | PopulationOfBestCenterStar => Vec::new(),
            PerPopulousStar { population, dp } => vec![population.into(), dp.into()],
            PerNeutralStarHeldAlone(n)
            | NoAlignmentDpThisRound(n)
            | HomeSectorAlone(n)
            | PerOtherHomeStarWithShip(n)
            | PerAsteroidWithShip(n)
            | PerSectorWithShip(n)
            | LowestLevel(n)
            | HighestLevel(n)
            | PerSectorOnlyYourFleet(n)
            | PerThreeStars(n) => vec![n.into()],
        }
    }
}

impl CardFile {
    pub fn get(&self, key: &str) -> Option<usize> {
        self.cards.iter().position(|c| c.key == key)
    }
}

impl Validate for CardFile {
    fn validate(&self) -> Result<(), String> {
        if self.cards.is_empty() {
            return Err("`cards` must not be empty".into());
        }
        for (i, c) in self.cards.iter().enumerate() {
            let at = format!("cards[{i}] ({:?})", c.key);
            super::check_key(&at, &c.key, self.cards[..i].iter().map(|o| o.key.as_str()))?;
            if c.b.formulas.is_empty() {
                return Err(format!("`{at}.b.formulas` must name at least one formula"));
            }
            super::in_range(&format!("{at}.a.dp"), c.a.dp, -100, 100)?;
            check_condition(&format!("{at}.a.condition"), c.a.condition)?;
            if let Some(e) = c.a.effect {
                check_effect(&format!("{at}.a.effect"), e)?;
            }
            for (j, f) in c.b.formulas.iter().enumerate() {
                if let Formula::PerLevel { den, .. } = f
                    && *den <= 0
                {
                    return Err(format!("`{at}.b.formulas[{j}].den` must be 1 or more"));
                }
                // Every number of a formula is a DP worth or a count: ±100 is plenty.
                for v in f.numbers() {
                    super::in_range(&format!("{at}.b.formulas[{j}]"), v, -100, 100)?;
                }
            }
            if c.a.effect.is_some() && c.a.effect_text.trim().is_empty() {
                return Err(format!(
                    "`{at}.a.effect_text` must say what the effect does"
                ));
            }
        }
        Ok(())
    }
}

/// A condition's numbers within what a game can reach.
fn check_condition(at: &str, c: Condition) -> Result<(), String> {
    use super::in_range;
    use Condition::*;
    match c {
        StarsTakenFromFactions(n) | StarsInCenterSector(n) | ShipsInNebulae(n) => {
            in_range(at, n, 1, 20)
        }
        AlignmentLead { min_dp } => in_range(&format!("{at}.min_dp"), min_dp, 0, 100),
        PopulousStars { stars, population } => {
            in_range(&format!("{at}.stars"), stars, 1, 20)?;
            in_range(&format!("{at}.population"), population, 1, 20)
        }
        Diplomatic { spirituality } => in_range(&format!("{at}.spirituality"), spirituality, 1, 6),
        ShipsInOneBuild(n) => in_range(at, n, 1, 100),
        SectorsWithShipAndStar {
            sectors,
            propulsion,
        } => {
            in_range(&format!("{at}.sectors"), sectors, 1, 20)?;
            in_range(&format!("{at}.propulsion"), propulsion, 1, 6)
        }
        TotalLevels(n) => in_range(at, n, 5, 30),
        MilitaryCv(n) => in_range(at, n, 1, 10_000),
        Stars(n) => in_range(at, n, 1, 50),
        AllHomeSectorStars | SixAndFive => Ok(()),
    }
}

/// An effect's number within what a game can use.
fn check_effect(at: &str, e: Effect) -> Result<(), String> {
    use super::in_range;
    use Effect::*;
    match e {
        PopulationOnPopulousStars(n) => in_range(at, n, 1, 20),
        Ships(n) => in_range(at, n, 1, 40),
        DpPerAlignmentSwitch(n) => in_range(at, n, -100, 100),
        HomeBattleCv(n) => in_range(at, n, 0, 1000),
        NebulaStartBonus(n) => in_range(at, n, 0, 12),
        Teleport(n) => in_range(at, n, 1, 10),
        CenterGainStar { ship_factor } => in_range(&format!("{at}.ship_factor"), ship_factor, 1, 5),
        NoWarOnYou | LevelFromVictim | ExtraTrade | FreeResearch | NoLossesOrNoRetreat => Ok(()),
    }
}
