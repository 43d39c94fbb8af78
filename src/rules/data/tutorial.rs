//! The guided first game (`tutorial.ron`): a real game from a seed, arranged so that its
//! first round shows every part of play, and the steps that walk a new player through
//! it. Each step says what it waits for; the steps that wait for a command carry the
//! command that answers them, which the test plays and "Do it for me" sends.

use super::{Validate, in_range};
use crate::rules::commands::PlayerCommand;
use crate::rules::model::Seat;
use crate::rules::moments::GamePhase;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TutorialFile {
    /// Shown on the title screen's button and the guide's window.
    pub name: String,
    /// The board and the dice after the forced faces run out.
    pub seed: u64,
    /// Seats in turn order for the first round.
    pub turn_order: Vec<Seat>,
    /// Seats you start at war with (the story of the lesson: raiders at your border).
    #[serde(default)]
    pub war: Vec<Seat>,
    /// Ship pieces put on the board after the normal setup.
    #[serde(default)]
    pub ships: Vec<Placement>,
    /// Faces the next dice show once play begins, in order.
    #[serde(default)]
    pub forced_dice: Vec<u8>,
    pub steps: Vec<Step>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Placement {
    pub owner: Seat,
    pub at: (i32, i32),
    pub count: u32,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    pub title: String,
    /// What to know and what to do, in a few sentences.
    pub text: String,
    pub wait: Wait,
    /// Hexes the board rings while the step is shown.
    #[serde(default)]
    pub highlight: Vec<(i32, i32)>,
    /// A rules reference topic to read more ("More about this").
    #[serde(default)]
    pub topic: Option<String>,
}

/// What a step waits for before the next one shows.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub enum Wait {
    /// The player presses Next.
    Read,
    /// Something the player does on the screen, not in the game.
    See(Sight),
    /// A command like this one (its fields as [`fits`] compares them); the command itself
    /// is the scripted answer.
    Do(Box<PlayerCommand>),
    /// The game reaches this phase of this round with a question for the player.
    Reach { round: u8, phase: GamePhase },
}

/// Things seen on the screen that a step can wait for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum Sight {
    /// Your ships at this hex selected.
    Select((i32, i32)),
    /// The pointer over this hex (its tooltip open).
    Hover((i32, i32)),
    /// An older automa decision opened in the decision panel.
    OlderDecision,
}

/// Whether `got` does what the step's `want` asks: the same command, with the same
/// hexes and seats; a move may take more ships than asked, growth may be resolved in
/// another order or with more actions as long as the same stars are gained, and how many
/// ships are destroyed, a retreat and a tactic's place are the player's. (Growth
/// counters and trades must be the ones asked: the later steps count on them.)
pub fn fits(want: &PlayerCommand, got: &PlayerCommand) -> bool {
    use PlayerCommand as C;
    match (want, got) {
        (C::ResolveGrowth(a), C::ResolveGrowth(b)) => a.gain == b.gain,
        (
            C::MoveShips { from, to, count },
            C::MoveShips {
                from: f,
                to: t,
                count: c,
            },
        ) => from == f && to == t && c >= count,
        (C::DeclareWar(a), C::DeclareWar(b)) | (C::AskPeace(a), C::AskPeace(b)) => a == b,
        (C::InflictLosses(_), C::InflictLosses(_))
        | (C::Retreat(_), C::Retreat(_))
        | (C::AssignTactic { .. }, C::AssignTactic { .. }) => true,
        _ => want == got,
    }
}

impl Validate for TutorialFile {
    fn validate(&self) -> Result<(), String> {
        if self.name.trim().is_empty() {
            return Err("`name` is empty".into());
        }
        in_range("steps (how many)", self.steps.len(), 1, 200)?;
        in_range("forced_dice (how many)", self.forced_dice.len(), 0, 1000)?;
        if let Some(i) = self.forced_dice.iter().position(|f| !(1..=6).contains(f)) {
            return Err(format!(
                "`forced_dice[{i}]` is {}: a die shows 1 to 6",
                self.forced_dice[i]
            ));
        }
        for (i, p) in self.ships.iter().enumerate() {
            in_range(&format!("ships[{i}].count"), p.count, 1, 16)?;
        }
        for (i, s) in self.steps.iter().enumerate() {
            if s.title.trim().is_empty() {
                return Err(format!("`steps[{i}].title` is empty"));
            }
            in_range(&format!("steps[{i}].text (length)"), s.text.len(), 1, 2000)?;
            in_range(
                &format!("steps[{i}].highlight (how many)"),
                s.highlight.len(),
                0,
                20,
            )?;
            // A game has at most 20 rounds (base.ron checks its own number).
            if let Wait::Reach { round, .. } = s.wait {
                in_range(&format!("steps[{i}].wait round"), round, 1, 20)?;
            }
        }
        if let Some(i) = (0..self.war.len()).find(|&i| self.war[..i].contains(&self.war[i])) {
            return Err(format!("`war[{i}]` is there twice"));
        }
        Ok(())
    }
}

impl TutorialFile {
    /// The seats it names exist at a table of `seats`, and the turn order lists each once.
    pub fn check_seats(&self, seats: usize) -> Result<(), String> {
        let known = |s: Seat| s.index() < seats;
        let mut order = self.turn_order.clone();
        order.sort();
        order.dedup();
        if order.len() != seats
            || self.turn_order.len() != seats
            || !order.iter().all(|&s| known(s))
        {
            return Err(format!(
                "`turn_order` must list each of the table's {seats} seats once"
            ));
        }
        if let Some(i) = self.war.iter().position(|&s| !known(s)) {
            return Err(format!("`war[{i}]` is not a seat of the table"));
        }
        if let Some(i) = self.ships.iter().position(|p| !known(p.owner)) {
            return Err(format!("`ships[{i}].owner` is not a seat of the table"));
        }
        Ok(())
    }
}
