//! Galactic goals: an optional extra way to score, one per game. Each goal is data: its
//! scoring names a point of the rules (game end, a war declared, a trade, the end of an
//! era) with its numbers, and the solo rules that change it are fields of the same entry.

use super::Validate;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GoalFile {
    pub goals: Vec<Goal>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Goal {
    pub key: String,
    pub name: String,
    /// What the goal rewards, as the panels show it.
    pub text: String,
    pub scoring: GoalScoring,
}

/// How a goal scores, and the hook point it attaches to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum GoalScoring {
    /// Game end: `dp` per star you own on the central hex of a sector.
    StarsOnSectorCenters { dp: i32 },
    /// Game end: `dp` per star you own that holds a relic.
    StarsWithRelics { dp: i32 },
    /// During play: every DP from domination cards (A and B alike) multiplied by this.
    CardDpMultiplier(i32),
    /// Game end: `dp` per sector where your ships outnumber everyone else's together.
    SectorShipMajority { dp: i32 },
    /// Game end: `dp` per sector where you own at least `stars` stars.
    SectorsWithStars { stars: u32, dp: i32 },
    /// During play: `first_war_dp` the first time you declare war on each seat, and
    /// `trade_dp` per trade you take part in. Solo: an automa declares war only on an
    /// extra die roll of 1 to `automa_war_roll` (when set), and every automa's trade
    /// range is widened by `automa_trade_range`.
    Cooperation {
        first_war_dp: i32,
        trade_dp: i32,
        automa_war_roll: Option<u8>,
        automa_trade_range: u8,
    },
    /// Game end: you keep the neutral star counters you take; for each kind
    /// (uninhabited, primitive, advanced) `dp` if you have the most. Solo: only with
    /// strictly more than the seat `rival` (a seat key of the setup).
    Discovery { dp: i32, rival: Option<String> },
    /// End of each era: you put a ship on the goal tile if your DP reach the story's
    /// threshold for that era, else the seat `rival` does; game end: `dp` if you have
    /// the most ships there. At a table without `rival` (several people), the base
    /// game's rule: at the end of each era the most DP within each alignment put a ship
    /// there (ties all do; an automa counts the story's threshold for the era as its
    /// DP), and the most ships there give `table_dp`.
    Leadership {
        dp: i32,
        rival: String,
        thresholds: Vec<LeadershipThreshold>,
        #[serde(default = "leadership_table_dp")]
        table_dp: i32,
    },
}

fn leadership_table_dp() -> i32 {
    10
}

/// The DP a story asks of you at the end of each era for Leadership.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LeadershipThreshold {
    pub story: String,
    pub dp: Vec<i32>,
}

impl GoalFile {
    pub fn get(&self, key: &str) -> Option<&Goal> {
        self.goals.iter().find(|g| g.key == key)
    }
    pub fn keys(&self) -> Vec<&str> {
        self.goals.iter().map(|g| g.key.as_str()).collect()
    }
}

impl Validate for GoalFile {
    fn validate(&self) -> Result<(), String> {
        if self.goals.is_empty() {
            return Err("`goals` must not be empty".into());
        }
        for (i, g) in self.goals.iter().enumerate() {
            let at = format!("goals[{i}] ({:?})", g.key);
            super::check_key(&at, &g.key, self.goals[..i].iter().map(|o| o.key.as_str()))?;
            match &g.scoring {
                GoalScoring::SectorsWithStars { stars: 0, .. } => {
                    return Err(format!("`{at}.scoring.stars` must be at least 1"));
                }
                GoalScoring::Cooperation {
                    automa_war_roll: Some(r),
                    ..
                } if !(1..=6).contains(r) => {
                    return Err(format!(
                        "`{at}.scoring.automa_war_roll` is a die face, 1-6, found {r}"
                    ));
                }
                GoalScoring::Leadership { thresholds, .. } if thresholds.is_empty() => {
                    return Err(format!(
                        "`{at}.scoring.thresholds` must list the DP per era for each story"
                    ));
                }
                _ => {}
            }
            check_numbers(&at, &g.scoring)?;
        }
        Ok(())
    }
}

/// Every number of a goal's scoring in its range: DP -100 to 100 (Leadership's marks
/// -1000 to 1000, never falling), counts and multipliers small.
fn check_numbers(at: &str, scoring: &GoalScoring) -> Result<(), String> {
    use super::in_range;
    let dp = |name: &str, n: i32| in_range(&format!("{at}.scoring.{name}"), n, -100, 100);
    match scoring {
        GoalScoring::StarsOnSectorCenters { dp: n }
        | GoalScoring::StarsWithRelics { dp: n }
        | GoalScoring::SectorShipMajority { dp: n }
        | GoalScoring::Discovery { dp: n, .. } => dp("dp", *n),
        GoalScoring::CardDpMultiplier(m) => in_range(&format!("{at}.scoring"), *m, 1, 5),
        GoalScoring::SectorsWithStars { stars, dp: n } => {
            in_range(&format!("{at}.scoring.stars"), *stars, 1, 20)?;
            dp("dp", *n)
        }
        GoalScoring::Cooperation {
            first_war_dp,
            trade_dp,
            automa_trade_range,
            ..
        } => {
            dp("first_war_dp", *first_war_dp)?;
            dp("trade_dp", *trade_dp)?;
            in_range(
                &format!("{at}.scoring.automa_trade_range"),
                *automa_trade_range,
                0,
                6,
            )
        }
        GoalScoring::Leadership {
            dp: n,
            thresholds,
            table_dp,
            ..
        } => {
            dp("dp", *n)?;
            dp("table_dp", *table_dp)?;
            for (i, t) in thresholds.iter().enumerate() {
                let here = format!("{at}.scoring.thresholds[{i}]");
                super::all_in_range(&format!("{here}.dp"), t.dp.iter().copied(), -1000, 1000)?;
                if t.dp.windows(2).any(|w| w[1] < w[0]) {
                    return Err(format!("`{here}.dp`: the marks never fall from era to era"));
                }
                if thresholds[..i].iter().any(|o| o.story == t.story) {
                    return Err(format!("`{here}.story` {:?} is there twice", t.story));
                }
            }
            Ok(())
        }
    }
}
