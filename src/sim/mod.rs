//! Headless tools built on the rules: whole-game simulation with a built-in policy for
//! the player's seat, and scenarios.

pub mod game;
pub mod policy;
pub mod runner;
mod say;
pub use say::say;
pub mod scenario;
pub mod simulate;
pub mod strength;
pub mod strong;
pub mod table_report;
