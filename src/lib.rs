//! Galactic Automa: a solo space-strategy game against board-game automas.
//!
//! `rules` holds the game (it builds and tests without the `gui` feature);
//! `sim` holds the headless tools: whole-game simulation, scenarios, the built-in
//! player policy.

pub mod lang;
pub mod rules;
pub mod save;
pub mod sim;
#[cfg(feature = "gui")]
pub mod view;
