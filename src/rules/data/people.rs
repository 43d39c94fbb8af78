//! Star peoples: the tile each person plays, with two sides (STO and STS). Each side is
//! data: what it starts with, the rows of the Gain Star table it changes, and its
//! effects, each attached to a named point of the rules. The side that applies is the
//! one matching your alignment at the moment (the tile turns when you switch).

use super::{GainStarRule, Validate};
use crate::rules::model::{Alignment, Field};
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PeopleFile {
    pub peoples: Vec<PeopleDef>,
    /// The home-sector starting bonuses, one per sector tile; a home sector draws one.
    pub sector_bonuses: Vec<SectorBonus>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PeopleDef {
    pub key: String,
    pub name: String,
    /// What holds on both sides.
    #[serde(default)]
    pub both: PeopleSide,
    pub sto: PeopleSide,
    pub sts: PeopleSide,
}

/// One side of a tile (or what both sides share).
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PeopleSide {
    /// The side's own name ("Alliance of Light"), when it has one.
    #[serde(default)]
    pub name: Option<String>,
    /// The tile's text, as the panels show it.
    #[serde(default)]
    pub text: String,
    /// What you start with when you start on this side.
    #[serde(default)]
    pub setup: PeopleSetup,
    /// Rows replacing the Gain Star table's rows for the same target.
    #[serde(default)]
    pub gain_star: Vec<GainStarRule>,
    #[serde(default)]
    pub effects: Vec<PeopleEffect>,
}

/// What a people adds at setup.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PeopleSetup {
    /// Fields that start at a level (raised as research would, tactics included).
    #[serde(default)]
    pub levels: Vec<(Field, u8)>,
    /// A field of your choice starts at this level.
    #[serde(default)]
    pub level_of_choice: Option<u8>,
    /// Ships added to (or, negative, taken from) your starting ships.
    #[serde(default)]
    pub ships: i32,
    /// Discs from your track added to your home star.
    #[serde(default)]
    pub home_population: u32,
    #[serde(default)]
    pub dp: i32,
}

/// The rules a people changes, each at a named point of the rules.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum PeopleEffect {
    /// Grow Population: each of your stars below its growth limit gets up to this many
    /// discs (the limit still holds).
    GrowthDiscsPerStar(u32),
    /// A field can never go above this level.
    LevelCap(Field, u8),
    /// Choosing the Switch Alignment counter gives one more growth counter, free.
    FreeCounterWithSwitch,
    /// One trade with each partner a round, instead of one trade in all.
    TradeWithEachPartner,
    /// Each trade you make gives this many DP to you and to a partner who scores.
    TradeDp(i32),
    /// Every partner is willing to trade with you.
    PartnersMustTrade,
    /// Your population counts this many times in the ships needed to take your stars,
    /// and the B fleets of whoever takes them get no bonus.
    PopulationDefendsTimes(u32),
    /// DP for each star you liberate, on top of other DP.
    LiberationDp(i32),
    /// You may declare war on STS seats during your movement.
    MayDeclareWarOnSts,
    /// DP each time you switch alignment, forced switches included.
    SwitchAlignmentDp(i32),
    /// Combat value per ship of yours in a battle where you defend.
    DefendCvPerShip(u32),
    /// Combat value per ship of yours when you attack a hex with an STO defender.
    AttackStoCvPerShip(u32),
    /// Growth limits ignore the stars of other STO seats, and theirs ignore yours.
    GrowthLimitsIgnoreSto,
    /// DP a seat loses each time it declares war on you while it is STS.
    WarOnYouCostsSts(i32),
    /// Research of a field at level `from` takes it to `to`.
    ResearchLeap { from: u8, to: u8 },
    /// You may never declare war.
    NeverDeclareWar,
    /// In a trading phase in which you did not trade, you may instead take one level
    /// from a faction you are in contact with (a field where it is ahead).
    LevyWithoutTrade,
    /// Asteroids give no extra ships when you build.
    NoAsteroidShips,
    /// When a star of yours is conquered, up to this many of its discs move to your
    /// unblocked stars within your ships' range of it.
    EvacuateOnConquest(u32),
    /// DP per ship of yours destroyed in a battle, at most `max_when_losing` in a
    /// battle you lose.
    OwnShipsLostDp { per: i32, max_when_losing: i32 },
    /// Each Gain Star counter brings one more gain, free, of a neutral star of this kind
    /// (the Galactic Confederation's ally).
    FreeGainWithGainStar(crate::rules::model::StarKind),
    /// This many free gains of neutral stars of a kind for the whole game, used in any
    /// growth turn (the Progenitors' colonies).
    FreeGainsPerGame(crate::rules::model::StarKind, u32),
    /// Taking a faction's star keeps up to this many of its discs as yours (instead of
    /// the table's discs).
    ConquestKeepsUpTo(u32),
    /// A Gain Star action may instead turn up to this many primitive neutral stars
    /// advanced (your ship at each).
    UpgradePrimitives(u32),
    /// Subjugating a primitive places this many more discs, within the growth limit.
    SubjugateBonus(u32),
    /// Grow Population may turn one of your ships into a bonus disc at up to this many
    /// of your stars (it counts as that star's bonus disc).
    ShipsToPopulation(u32),
    /// Build Ships may turn population discs of your stars into this many ships each.
    PopulationToShips(u32),
    /// An automa with this people counts this many more DP when its DP are compared
    /// (the passive automa's marks for Leadership).
    ComparisonDp(i32),
    /// Once a round, when attacked, you may force the attacker to retreat before combat.
    ForceAttackerRetreat,
    /// Once a round, when attacking, you may force the defender to retreat before combat;
    /// it may not enter that hex again this round.
    ForceDefenderRetreat,
    /// The Defense Grid adds no ships to what you need to take its star.
    ThroughDefenseGrid,
    /// A relic's level in a field you cannot raise (a level cap) gives this many ships
    /// at its star instead.
    CappedRelicGivesShips(u32),
}

/// A home sector's starting bonus.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum SectorBonus {
    /// One more growth counter, free, in round 1.
    ExtraGrowthAction,
    /// A field at this level (another field of your choice if it already is there).
    Level(Field, u8),
    /// More ships at your home star.
    Ships(u32),
    /// Discs from your track onto your home star.
    Population(u32),
}

impl PeopleDef {
    /// The side matching an alignment.
    pub fn side(&self, alignment: Alignment) -> &PeopleSide {
        match alignment {
            Alignment::Sto => &self.sto,
            Alignment::Sts => &self.sts,
        }
    }

    /// The name of a side ("Alliance of Light"), else the tile's.
    pub fn side_name(&self, alignment: Alignment) -> &str {
        self.side(alignment).name.as_deref().unwrap_or(&self.name)
    }
}

impl PeopleFile {
    pub fn get(&self, key: &str) -> Option<&PeopleDef> {
        self.peoples.iter().find(|p| p.key == key)
    }
    pub fn keys(&self) -> Vec<&str> {
        self.peoples.iter().map(|p| p.key.as_str()).collect()
    }
}

impl Validate for PeopleFile {
    fn validate(&self) -> Result<(), String> {
        if self.peoples.len() < 2 {
            return Err("`peoples` must list at least two star peoples (two are dealt)".into());
        }
        for (i, p) in self.peoples.iter().enumerate() {
            let at = format!("peoples[{i}] ({:?})", p.key);
            super::check_key(
                &at,
                &p.key,
                self.peoples[..i].iter().map(|o| o.key.as_str()),
            )?;
            for (part, side) in [("both", &p.both), ("sto", &p.sto), ("sts", &p.sts)] {
                let here = format!("{at}.{part}");
                for &(f, level) in &side.setup.levels {
                    if !(1..=6).contains(&level) {
                        return Err(format!(
                            "`{here}.setup.levels`: {} {level} is not a level (1-6)",
                            f.name()
                        ));
                    }
                }
                if side
                    .setup
                    .level_of_choice
                    .is_some_and(|l| !(1..=6).contains(&l))
                {
                    return Err(format!("`{here}.setup.level_of_choice` must be 1-6"));
                }
                if !(-10..=10).contains(&side.setup.ships) {
                    return Err(format!("`{here}.setup.ships` must be between -10 and 10"));
                }
                if side.setup.home_population > 10 {
                    return Err(format!("`{here}.setup.home_population` must be at most 10"));
                }
                super::in_range(&format!("{here}.setup.dp"), side.setup.dp, -100, 100)?;
                let mut fields: Vec<Field> = side.setup.levels.iter().map(|l| l.0).collect();
                fields.sort_by_key(|f| f.index());
                if fields.windows(2).any(|w| w[0] == w[1]) {
                    return Err(format!("`{here}.setup.levels` names a field twice"));
                }
                super::check_gain_rows(&format!("{here}.gain_star"), &side.gain_star)?;
                // Each effect once: the first found would hide a second.
                for (j, e) in side.effects.iter().enumerate() {
                    let same =
                        |o: &PeopleEffect| std::mem::discriminant(o) == std::mem::discriminant(e);
                    if side.effects[..j].iter().any(same) {
                        return Err(format!("`{here}.effects[{j}]`: {e:?} is there twice"));
                    }
                }
                for effect in &side.effects {
                    match *effect {
                        PeopleEffect::GrowthDiscsPerStar(0 | 7..)
                        | PeopleEffect::PopulationDefendsTimes(0 | 5..) => {
                            return Err(format!("`{here}.effects`: {effect:?} is out of range"));
                        }
                        PeopleEffect::ResearchLeap { from, to }
                            if !(1..to).contains(&from) || to > 6 =>
                        {
                            return Err(format!(
                                "`{here}.effects`: a leap goes up, within 1-6 ({effect:?})"
                            ));
                        }
                        PeopleEffect::UpgradePrimitives(0 | 5..)
                        | PeopleEffect::SubjugateBonus(0 | 4..)
                        | PeopleEffect::ShipsToPopulation(0 | 7..)
                        | PeopleEffect::PopulationToShips(0 | 11..)
                        | PeopleEffect::FreeGainsPerGame(_, 0 | 11..)
                        | PeopleEffect::ConquestKeepsUpTo(0 | 11..) => {
                            return Err(format!("`{here}.effects`: {effect:?} is out of range"));
                        }
                        PeopleEffect::ComparisonDp(n) if !(-50..=50).contains(&n) => {
                            return Err(format!("`{here}.effects`: at most 50 ({effect:?})"));
                        }
                        PeopleEffect::EvacuateOnConquest(0 | 11..)
                        | PeopleEffect::CappedRelicGivesShips(0 | 41..) => {
                            return Err(format!("`{here}.effects`: {effect:?} is out of range"));
                        }
                        PeopleEffect::TradeDp(n)
                        | PeopleEffect::LiberationDp(n)
                        | PeopleEffect::SwitchAlignmentDp(n)
                        | PeopleEffect::WarOnYouCostsSts(n)
                            if !(-100..=100).contains(&n) =>
                        {
                            return Err(format!(
                                "`{here}.effects`: DP between -100 and 100 ({effect:?})"
                            ));
                        }
                        PeopleEffect::OwnShipsLostDp {
                            per,
                            max_when_losing,
                        } if !(-100..=100).contains(&per)
                            || !(0..=100).contains(&max_when_losing) =>
                        {
                            return Err(format!(
                                "`{here}.effects`: per -100 to 100, max_when_losing 0 to 100 \
                                 ({effect:?})"
                            ));
                        }
                        PeopleEffect::DefendCvPerShip(21..)
                        | PeopleEffect::AttackStoCvPerShip(21..) => {
                            return Err(format!("`{here}.effects`: at most 20 ({effect:?})"));
                        }
                        PeopleEffect::FreeGainWithGainStar(crate::rules::model::StarKind::Home)
                        | PeopleEffect::FreeGainsPerGame(crate::rules::model::StarKind::Home, _) => {
                            return Err(format!(
                                "`{here}.effects`: a home star is never a free gain ({effect:?})"
                            ));
                        }
                        PeopleEffect::LevelCap(_, 0 | 7..) => {
                            return Err(format!(
                                "`{here}.effects`: a level cap must be 1-6 ({effect:?})"
                            ));
                        }
                        _ => {}
                    }
                }
                if part == "both" && !side.gain_star.is_empty() {
                    return Err(format!(
                        "`{here}.gain_star`: Gain Star rows belong to a side (sto or sts)"
                    ));
                }
                let alignment = if part == "sto" {
                    Alignment::Sto
                } else {
                    Alignment::Sts
                };
                if let Some(row) = side.gain_star.iter().find(|r| r.alignment != alignment) {
                    return Err(format!(
                        "`{here}.gain_star`: a row for {} on the {part} side",
                        row.alignment.name()
                    ));
                }
            }
        }
        if self.sector_bonuses.is_empty() {
            return Err("`sector_bonuses` must not be empty".into());
        }
        for (i, b) in self.sector_bonuses.iter().enumerate() {
            match *b {
                SectorBonus::Level(_, 0 | 7..) => {
                    return Err(format!("`sector_bonuses[{i}]`: a level must be 1-6"));
                }
                SectorBonus::Ships(0 | 11..) | SectorBonus::Population(0 | 11..) => {
                    return Err(format!("`sector_bonuses[{i}]`: 1 to 10"));
                }
                _ => {}
            }
        }
        Ok(())
    }
}
