//! The Chroniclers' table file (`assets/rules/automa/chroniclers/<table>.ron`): the
//! decision cards (start and progress decks, each card's icons, field order and hex scan
//! order), the benefit board, milestones, achievements, reach, the Chronicle deck, the
//! income mats, the civilizations and the difficulty levels (design: `seed-automas.md`
//! section 2; RULES.md section 15).

use crate::lang::Says;
use crate::rules::board::scan::ScanOrder;
use crate::rules::data::{Validate, all_in_range, in_range};
use crate::rules::model::{Field, StarKind};
use serde::{Deserialize, Serialize};

/// Which fields a bot may advance: the icon on its half of the track card.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Icon {
    /// Every field below 6.
    Any,
    /// The fields nearest their next unclaimed milestone or level 6.
    Milestone,
    /// The fields nearest level 6.
    End,
    /// The bot's favourite field.
    Favourite,
}

impl Icon {
    /// What a message selects on to name it.
    pub fn key(self) -> &'static str {
        match self {
            Icon::Any => "any",
            Icon::Milestone => "milestone",
            Icon::End => "end",
            Icon::Favourite => "favourite",
        }
    }

    /// Its name as words for the player ("nearest a milestone").
    pub fn says(self) -> Says {
        crate::says!("log-chr-icon", icon = self.key())
    }

    /// One letter, as on the card (A, L, E, F).
    pub fn letter(self) -> &'static str {
        match self {
            Icon::Any => "A",
            Icon::Milestone => "L",
            Icon::End => "E",
            Icon::Favourite => "F",
        }
    }
}

/// The deck a decision card starts in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum DeckKind {
    Start,
    Progress,
}

/// One decision card.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct DecisionCard {
    pub id: u32,
    pub deck: DeckKind,
    /// The Automa's icon and the Shadow Empire's.
    pub automa: Icon,
    pub shadow: Icon,
    /// The income icon: drawn as the track card when the deck runs out, an income turn.
    #[serde(default)]
    pub income: bool,
    /// The field tiebreaker, top to bottom (the Automa reads it top-down, the Shadow
    /// Empire bottom-up): each field once.
    pub order: Vec<Field>,
    /// The hex tiebreaker: a scan order ("y+ x+").
    pub hex: ScanOrder,
    /// The adjacent icon: a neutral conquest may take a hex near your stars.
    #[serde(default)]
    pub adjacent: bool,
    /// The Shadow icon: a neutral conquest also gets a Shadow claim (fortified).
    #[serde(default)]
    pub shadow_claim: bool,
}

impl DecisionCard {
    /// Its label as words for the player: "card 7 (A/L)".
    pub fn label_says(&self) -> Says {
        crate::says!(
            "log-chr-card",
            id = self.id,
            automa = self.automa.letter(),
            shadow = self.shadow.letter()
        )
    }

    /// The field order, top to bottom, as words for the player ("Military > Genetics").
    pub fn order_says(&self, reversed: bool) -> Says {
        let mut v = self.order.clone();
        if reversed {
            v.reverse();
        }
        v.into_iter()
            .map(Field::says)
            .reduce(|list, item| crate::says!("log-chr-order-next", list = list, item = item))
            .unwrap_or_default()
    }
}

/// What the Automa gains on reaching a level (the benefit board).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum Benefit {
    /// Conquer a star in reach (anywhere: on the whole board).
    Conquer { anywhere: bool },
    /// Place a new star in reach (anywhere: on the whole board).
    Explore { anywhere: bool },
    /// Take a card of the Chronicle deck.
    Chronicle,
    /// Roll a field among `fields` (all five when empty) and advance it; `keep`: with
    /// the benefit of the level reached.
    RollAdvance {
        #[serde(default)]
        fields: Vec<Field>,
        #[serde(default)]
        keep: bool,
    },
}

impl Benefit {
    /// What it brings, as words for the player ("roll Military or Genetics and
    /// advance").
    pub fn says(&self) -> Says {
        let named = |benefit: &str| crate::says!("log-chr-benefit", benefit = benefit);
        match self {
            Benefit::Conquer { anywhere: false } => named("conquer"),
            Benefit::Conquer { anywhere: true } => named("conquer-anywhere"),
            Benefit::Explore { anywhere: false } => named("explore"),
            Benefit::Explore { anywhere: true } => named("explore-anywhere"),
            Benefit::Chronicle => named("chronicle"),
            Benefit::RollAdvance { fields, keep } => crate::says!(
                "log-chr-benefit-roll",
                fields = fields
                    .iter()
                    .map(|f| f.says())
                    .reduce(|list, item| crate::says!("log-chr-or", list = list, item = item))
                    .unwrap_or_else(|| crate::says!("log-chr-benefit-any-field")),
                keep = if *keep { "yes" } else { "no" }
            ),
        }
    }
}

/// A field's row of the benefit board: what levels 2 to 6 bring.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct BenefitRow {
    pub field: Field,
    /// Levels 2, 3, 4, 5 and 6: each a list done in order.
    pub levels: Vec<Vec<Benefit>>,
}

/// An achievement: the first seats to do it score `dp` by their place (the Shadow
/// Empire takes a place but scores nothing).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Achievement {
    /// A field at level 6.
    Pinnacle,
    /// Owning Zenith, the center sector's central star.
    Zenith,
    /// Taking two stars from another seat.
    TakeTwoStars,
}

impl Achievement {
    /// Its name as words for the player.
    pub fn says(self) -> Says {
        let key = match self {
            Achievement::Pinnacle => "pinnacle",
            Achievement::Zenith => "zenith",
            Achievement::TakeTwoStars => "take-two-stars",
        };
        crate::says!("log-chr-achievement", achievement = key)
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct AchievementRow {
    pub id: Achievement,
    /// DP for the first place, the second, ...
    pub dp: Vec<u32>,
}

/// The Chronicle deck: plain cards and traps, face down.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChronicleDeck {
    pub plain: u32,
    pub traps: u32,
}

/// An income mat: the multipliers of income turns 2 to 5, leftmost first, for stars
/// and milestones (`a`), Military and Propulsion levels (`b`), and the other fields'
/// levels (`c`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mat {
    pub a: Vec<u32>,
    pub b: Vec<u32>,
    pub c: Vec<u32>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mats {
    pub normal: Mat,
    pub hard: Mat,
}

/// What a civilization gives the Automa at each income turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum CivBonus {
    /// Conquer, when it owns fewer stars than the income turn's number.
    ConquerIfFewStars,
    /// DP per milestone on its mat.
    DpPerMilestone(u32),
    /// Explore.
    Explore,
    /// A Shadow claim on one of its stars without one, when it has more than this many.
    ShadowClaimAbove(u32),
    /// DP per fortified star it owns.
    DpPerFortified(u32),
}

impl CivBonus {
    /// What it gives, as words for the player (a decision's `table_row`).
    pub fn says(self) -> Says {
        match self {
            CivBonus::ConquerIfFewStars => crate::says!("log-chr-civ-bonus-few-stars"),
            CivBonus::DpPerMilestone(n) => crate::says!("log-chr-civ-bonus-milestones", n = n),
            CivBonus::Explore => crate::says!("log-chr-civ-bonus-explores"),
            CivBonus::ShadowClaimAbove(n) => crate::says!("log-chr-civ-bonus-fortify", n = n),
            CivBonus::DpPerFortified(n) => crate::says!("log-chr-civ-bonus-fortified", n = n),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Civilization {
    /// The favourite field it gives (the science die's face).
    pub field: Field,
    pub name: String,
    pub income: CivBonus,
}

/// What a difficulty level gives the bots at income turn 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum FirstIncome {
    AdvanceAny,
    AdvanceFavourite,
}

/// Which income mat a level plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum MatKind {
    Normal,
    Hard,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Level {
    pub name: String,
    pub mat: MatKind,
    /// DP the Automa scores at each income turn 2 to 5 beyond the mat (the income
    /// cards: negative on the easiest level).
    #[serde(default)]
    pub income_dp: i32,
    /// You start with a level in a field of your choice (the easiest level).
    #[serde(default)]
    pub you_start_level: bool,
    /// What the bots gain at income turn 1.
    #[serde(default)]
    pub first_income: Vec<FirstIncome>,
    /// The Automa plays a second civilization.
    #[serde(default)]
    pub extra_civilization: bool,
}

/// The new stars the bots explore: a pool of neutral counters (a recorded deck).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Frontier {
    pub pool: Vec<(StarKind, u32)>,
    /// A new star stands at least this far from every star.
    pub min_star_distance: u32,
}

/// The Chroniclers' whole table.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChroniclersTable {
    /// Start cards in the first decision deck (all of them), and progress cards added
    /// to it at the start and at each income turn.
    pub progress_at_start: u32,
    pub progress_per_income: u32,
    /// The levels that are milestones in every field.
    pub milestones: Vec<u8>,
    /// DP for a milestone you claim.
    pub your_milestone_dp: u32,
    /// DP the Automa scores at each income turn 2 to 5 at every level, before its
    /// level's own (ours: sets the standard level to even odds for the strong player).
    #[serde(default)]
    pub income_dp: i32,
    /// How far the Automa reaches from its stars by its Propulsion level (1 to 6);
    /// `None`: the whole board.
    pub reach: Vec<Option<u32>>,
    /// Your stars it may conquer have at most this population.
    pub conquerable_population: u32,
    /// Without the adjacent icon, a neutral conquest stays this far from your stars.
    pub near_you: u32,
    /// Ships you need beyond the usual to take a fortified star; or the gain is barred.
    pub fortified_extra_ships: u32,
    #[serde(default)]
    pub fortified_blocks_gain: bool,
    /// Discs on the Automa's capital at the start.
    pub capital_discs: u32,
    pub achievements: Vec<AchievementRow>,
    pub chronicle: ChronicleDeck,
    pub mats: Mats,
    pub benefits: Vec<BenefitRow>,
    pub civilizations: Vec<Civilization>,
    pub levels: Vec<Level>,
    pub frontier: Frontier,
    pub cards: Vec<DecisionCard>,
    /// The benefit board as words for the player, a row per field in the file's order
    /// (made once when the table is read: every advance's decision shows it).
    #[serde(skip)]
    pub benefit_rows: std::sync::Arc<[Says]>,
}

impl ChroniclersTable {
    pub fn card(&self, id: u32) -> Option<&DecisionCard> {
        self.cards.iter().find(|c| c.id == id)
    }

    /// The difficulty level (the last one beyond the list).
    pub fn level(&self, level: u8) -> &Level {
        let i = (level as usize).min(self.levels.len().saturating_sub(1));
        &self.levels[i]
    }

    pub fn mat(&self, kind: MatKind) -> &Mat {
        match kind {
            MatKind::Normal => &self.mats.normal,
            MatKind::Hard => &self.mats.hard,
        }
    }

    /// What reaching `level` in `field` brings the Automa.
    pub fn benefits_at(&self, field: Field, level: u8) -> &[Benefit] {
        self.benefits
            .iter()
            .find(|r| r.field == field)
            .and_then(|r| r.levels.get(usize::from(level).wrapping_sub(2)))
            .map_or(&[], |v| v.as_slice())
    }

    /// The benefit board as words for the player, a row per field: "Military: 2
    /// conquer; 3 conquer; ...".
    pub fn benefit_says(&self) -> Vec<Says> {
        self.benefits
            .iter()
            .map(|r| {
                let levels = r
                    .levels
                    .iter()
                    .enumerate()
                    .map(|(i, l)| {
                        crate::says!(
                            "log-chr-benefit-level",
                            level = i + 2,
                            benefits = l
                                .iter()
                                .map(Benefit::says)
                                .reduce(|list, item| {
                                    crate::says!("log-chr-benefit-then", list = list, item = item)
                                })
                                .unwrap_or_else(|| Says::Text("-".into()))
                        )
                    })
                    .reduce(|list, item| {
                        crate::says!("log-chr-benefit-next", list = list, item = item)
                    })
                    .unwrap_or_default();
                crate::says!(
                    "log-chr-benefit-row",
                    field = r.field.says(),
                    levels = levels
                )
            })
            .collect()
    }

    pub fn civilization(&self, field: Field) -> Option<&Civilization> {
        self.civilizations.iter().find(|c| c.field == field)
    }

    pub fn achievement(&self, id: Achievement) -> Option<&AchievementRow> {
        self.achievements.iter().find(|a| a.id == id)
    }

    pub fn start_cards(&self) -> impl Iterator<Item = &DecisionCard> {
        self.cards.iter().filter(|c| c.deck == DeckKind::Start)
    }

    pub fn progress_cards(&self) -> impl Iterator<Item = &DecisionCard> {
        self.cards.iter().filter(|c| c.deck == DeckKind::Progress)
    }
}

const MAX_DP: u32 = 50;

fn check_benefit(at: &str, b: &Benefit) -> Result<(), String> {
    if let Benefit::RollAdvance { fields, .. } = b {
        for (i, f) in fields.iter().enumerate() {
            if fields[..i].contains(f) {
                return Err(crate::t!(
                    "log-chr-data-field-twice",
                    at = at,
                    field = f.shown_name()
                ));
            }
        }
    }
    Ok(())
}

/// A place in the file with what of it is counted or measured there ("milestones (how
/// many)"), for an error.
fn counted(place: &str, what: &str) -> String {
    crate::t!("log-chr-data-at", at = place, what = what)
}

/// [`in_range`] for what is counted at `place` (the words written only for an error).
fn in_range_counted<T: PartialOrd + std::fmt::Display + Copy>(
    place: &str,
    what: &str,
    value: T,
    lo: T,
    hi: T,
) -> Result<(), String> {
    in_range(place, value, lo, hi).or_else(|_| in_range(&counted(place, what), value, lo, hi))
}

impl Validate for ChroniclersTable {
    fn validate(&self) -> Result<(), String> {
        in_range("progress_at_start", self.progress_at_start, 0, 20)?;
        in_range("progress_per_income", self.progress_per_income, 0, 20)?;
        in_range_counted("milestones", "how-many", self.milestones.len(), 0, 5)?;
        all_in_range("milestones", self.milestones.iter().copied(), 2, 6)?;
        if self.milestones.windows(2).any(|w| w[1] <= w[0]) {
            return Err(crate::t!("log-chr-data-milestones-rise"));
        }
        in_range("your_milestone_dp", self.your_milestone_dp, 0, MAX_DP)?;
        in_range("income_dp", self.income_dp, -20, 20)?;
        in_range_counted("reach", "levels", self.reach.len(), 6, 6)?;
        all_in_range("reach", self.reach.iter().flatten().copied(), 1, 30)?;
        in_range("conquerable_population", self.conquerable_population, 1, 10)?;
        in_range("near_you", self.near_you, 0, 10)?;
        in_range("fortified_extra_ships", self.fortified_extra_ships, 0, 20)?;
        in_range("capital_discs", self.capital_discs, 1, 10)?;
        in_range_counted("achievements", "how-many", self.achievements.len(), 0, 3)?;
        for (i, a) in self.achievements.iter().enumerate() {
            if self.achievements[..i].iter().any(|b| b.id == a.id) {
                return Err(crate::t!(
                    "log-chr-data-achievement-twice",
                    i = i,
                    achievement = a.id.says()
                ));
            }
            in_range_counted(&format!("achievements[{i}].dp"), "places", a.dp.len(), 1, 4)?;
            all_in_range(
                &format!("achievements[{i}].dp"),
                a.dp.iter().copied(),
                0,
                MAX_DP,
            )?;
        }
        in_range("chronicle.plain", self.chronicle.plain, 0, 100)?;
        in_range("chronicle.traps", self.chronicle.traps, 0, 100)?;
        in_range_counted(
            "chronicle",
            "cards",
            self.chronicle.plain + self.chronicle.traps,
            4,
            200,
        )?;
        for (name, m) in [("normal", &self.mats.normal), ("hard", &self.mats.hard)] {
            for (row, v) in [("a", &m.a), ("b", &m.b), ("c", &m.c)] {
                let at = format!("mats.{name}.{row}");
                in_range_counted(&at, "multipliers", v.len(), 4, 4)?;
                all_in_range(&at, v.iter().copied(), 0, 20)?;
            }
        }
        for f in Field::ALL {
            let n = self.benefits.iter().filter(|r| r.field == f).count();
            if n != 1 {
                return Err(crate::t!(
                    "log-chr-data-benefit-rows",
                    field = f.shown_name(),
                    n = n
                ));
            }
        }
        for (i, r) in self.benefits.iter().enumerate() {
            in_range_counted(
                &format!("benefits[{i}].levels"),
                "levels-2-6",
                r.levels.len(),
                5,
                5,
            )?;
            for (j, l) in r.levels.iter().enumerate() {
                in_range_counted(
                    &format!("benefits[{i}].levels[{j}]"),
                    "how-many",
                    l.len(),
                    0,
                    4,
                )?;
                for (k, b) in l.iter().enumerate() {
                    check_benefit(&format!("benefits[{i}].levels[{j}][{k}]"), b)?;
                }
            }
        }
        for f in Field::ALL {
            let n = self.civilizations.iter().filter(|c| c.field == f).count();
            if n != 1 {
                return Err(crate::t!(
                    "log-chr-data-civilizations",
                    field = f.shown_name(),
                    n = n
                ));
            }
        }
        for (i, c) in self.civilizations.iter().enumerate() {
            in_range_counted(
                &format!("civilizations[{i}].name"),
                "length",
                c.name.trim().len(),
                1,
                40,
            )?;
            let n = match c.income {
                CivBonus::DpPerMilestone(n) | CivBonus::DpPerFortified(n) => n,
                CivBonus::ShadowClaimAbove(n) => n.min(MAX_DP),
                CivBonus::ConquerIfFewStars | CivBonus::Explore => 0,
            };
            in_range(&format!("civilizations[{i}].income"), n, 0, MAX_DP)?;
        }
        in_range_counted("levels", "how-many", self.levels.len(), 1, 10)?;
        for (i, l) in self.levels.iter().enumerate() {
            in_range_counted(
                &format!("levels[{i}].name"),
                "length",
                l.name.trim().len(),
                1,
                40,
            )?;
            in_range(&format!("levels[{i}].income_dp"), l.income_dp, -20, 20)?;
            in_range_counted(
                &format!("levels[{i}].first_income"),
                "how-many",
                l.first_income.len(),
                0,
                4,
            )?;
        }
        let f = &self.frontier;
        in_range_counted("frontier.pool", "how-many-kinds", f.pool.len(), 1, 3)?;
        for (i, &(kind, n)) in f.pool.iter().enumerate() {
            if kind == StarKind::Home {
                return Err(crate::t!("log-chr-data-home-star", i = i));
            }
            in_range_counted(&format!("frontier.pool[{i}]"), "count", n, 0, 100)?;
        }
        in_range("frontier.min_star_distance", f.min_star_distance, 1, 4)?;
        in_range_counted("cards", "how-many", self.cards.len(), 2, 60)?;
        for (i, c) in self.cards.iter().enumerate() {
            let at = format!("cards[{i}]");
            in_range(&format!("{at}.id"), c.id, 1, 999)?;
            if self.cards[..i].iter().any(|d| d.id == c.id) {
                return Err(crate::t!("log-chr-data-card-twice", at = at, id = c.id));
            }
            if c.order.len() != 5 || Field::ALL.iter().any(|f| !c.order.contains(f)) {
                return Err(crate::t!(
                    "log-chr-data-card-order",
                    at = at,
                    found = format!("{:?}", c.order)
                ));
            }
        }
        let start = self.start_cards().count() as u32;
        let progress = self.progress_cards().count() as u32;
        in_range_counted("cards", "start-cards", start, 2, 30)?;
        in_range("progress_at_start", self.progress_at_start, 0, progress)?;
        if start + self.progress_at_start < 2 {
            return Err(crate::t!("log-chr-data-first-deck"));
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shipped() -> ChroniclersTable {
        super::super::read_table("chroniclers.ron", super::super::SHIPPED).unwrap()
    }

    #[test]
    fn the_shipped_cards_hold_the_designs_totals() {
        let t = shipped();
        assert_eq!(t.cards.len(), 20);
        assert_eq!(t.start_cards().count(), 5);
        let count = |f: &dyn Fn(&DecisionCard) -> bool| t.cards.iter().filter(|c| f(c)).count();
        for (icon, a, s) in [
            (Icon::Any, 6, 6),
            (Icon::Milestone, 6, 5),
            (Icon::End, 4, 4),
            (Icon::Favourite, 4, 5),
        ] {
            assert_eq!(count(&|c| c.automa == icon), a, "{icon:?}");
            assert_eq!(count(&|c| c.shadow == icon), s, "{icon:?}");
        }
        assert_eq!(count(&|c| c.income), 5);
        assert_eq!(count(&|c| c.income && c.deck == DeckKind::Start), 2);
        assert_eq!(count(&|c| c.adjacent), 10);
        assert_eq!(count(&|c| c.shadow_claim), 7);
        for f in Field::ALL {
            assert_eq!(count(&|c| c.order[0] == f), 4, "{f:?} heads 4 orders");
        }
        let scans: std::collections::HashSet<String> =
            t.cards.iter().map(|c| c.hex.label()).collect();
        assert_eq!(scans.len(), 12, "every scan order at least once");
        assert_eq!(t.levels.len(), 6);
    }

    #[test]
    fn broken_tables_are_refused_naming_the_line_and_the_field() {
        let text = super::super::SHIPPED;
        for (from, to, want) in [
            (
                "order: [Military, Propulsion, Robotics, Genetics, Spirituality]",
                "order: [Military, Military, Robotics, Genetics, Spirituality]",
                "cards[0].order",
            ),
            ("hex: \"y+ x+\"", "hex: \"y+ y+\"", "no scan order"),
            ("reach: [Some(3),", "reach: [", "reach (levels)"),
            ("capital_discs: 2", "capital_discs: 0", "capital_discs"),
            (
                "chronicle: (plain: 21, traps: 3)",
                "chronicle: (plain: 0, traps: 1)",
                "chronicle (cards)",
            ),
            ("milestones: [3, 5]", "milestones: [5, 3]", "milestones"),
            (
                "(field: Genetics, name: \"Cultivators\"",
                "(field: Military, name: \"Cultivators\"",
                "civilizations",
            ),
            ("(id: 20,", "(id: 19,", "listed twice"),
            (
                "income: DpPerMilestone(1)",
                "income: DpPerMilestone(-1)",
                "line",
            ),
            (
                "(field: Robotics, levels: [",
                "(field: Robotics, levels: [\n            [],",
                "benefits[2].levels",
            ),
            ("income_dp: -2", "income_dp: -90", "levels[0].income_dp"),
            ("    income_dp: 4,", "    income_dp: 30,", "`income_dp`"),
            ("(Uninhabited, 10)", "(Home, 10)", "home star"),
        ] {
            assert!(text.contains(from), "{from}");
            let broken = text.replacen(from, to, 1);
            let e = super::super::read_table("chroniclers.ron", &broken).unwrap_err();
            let msg = format!("{}: {}", e.file, e.message);
            assert!(msg.contains(want), "{from} -> {msg}");
            assert!(msg.contains("chroniclers.ron"), "{msg}");
        }
    }
}
