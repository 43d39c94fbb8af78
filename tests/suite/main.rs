//! The integration tests, gathered in one crate: one binary to build and link instead of
//! one per file (each file is a module; `common` holds what they share). The fuzzing of
//! inputs stays a binary of its own (`tests/fuzz_inputs.rs`): it silences the process's
//! panic hook while it runs.

mod common;

mod ancients;
mod automa_growth;
mod automa_movement;
mod battle_preview;
mod battles;
mod cards;
mod chroniclers;
mod cli;
mod combat_and_scoring;
mod data_files;
mod fleets;
mod german_log;
mod goals;
mod golden;
mod honest_controls;
mod hostile_inputs;
mod jump_block;
mod peoples;
mod player_growth;
mod policy;
mod properties;
mod reference;
mod relics;
mod remnants;
mod remote_view;
mod retreat_choice;
mod rules_gate;
mod saves;
mod secrets;
mod setup_and_events;
mod solo_board;
mod stars_service;
mod stories;
mod strong;
mod suggest;
mod table_model;
mod table_scenarios;
mod test_kind;
mod tutorial;
mod two_players;
mod undo;
mod war_to_block;
