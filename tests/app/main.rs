//! The game itself, in one test binary so the engine is linked once: headless ECS tests that
//! play through the board's messages, and real rendered frames of the `kete` binary.

mod analysis;
mod bao_omweso;
mod board_phases;
mod by_message;
mod chaos;
mod computer;
mod editor;
mod feel;
mod files;
mod frames;
mod keys_only;
mod kimasai;
mod language;
mod lessons;
mod long_moves;
mod online;
mod puzzles;
mod refusals;
mod render;
mod review;
mod saves;
mod support;
mod whole_games;
