//! The one source of randomness: six-sided dice from a seeded ChaCha generator.
//! Every roll is recorded with its purpose; tests and scenarios queue forced faces.

use bevy::prelude::*;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::Serialize;
use std::collections::VecDeque;

/// One die roll as it happened.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Roll {
    pub face: u8,
    pub purpose: &'static str,
    pub forced: bool,
}

#[derive(Resource)]
pub struct Dice {
    rng: ChaCha8Rng,
    seed: u64,
    forced: VecDeque<u8>,
    pub rolls: Vec<Roll>,
}

/// The outcome of a random selection: the chosen index and the faces rolled for it.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Pick {
    pub index: usize,
    pub faces: Vec<u8>,
    /// How many of the last faces made the choice: the ones before them were rolled
    /// again (a face with no candidate).
    pub kept: usize,
}

impl Dice {
    pub fn new(seed: u64) -> Self {
        Dice {
            rng: ChaCha8Rng::seed_from_u64(seed),
            seed,
            forced: VecDeque::new(),
            rolls: Vec::new(),
        }
    }

    /// Starts the generator again from `seed`, keeping any forced faces queued.
    pub fn reseed(&mut self, seed: u64) {
        self.rng = ChaCha8Rng::seed_from_u64(seed);
        self.seed = seed;
        self.rolls.clear();
    }

    /// Another generator for the dice not rolled yet (a copy of the game for a look-ahead:
    /// its future must not be the game's). The rolls made and any forced faces stay.
    pub fn resample(&mut self, seed: u64) {
        self.rng = ChaCha8Rng::seed_from_u64(seed);
        self.seed = seed;
    }

    /// The game's seed (decks mix it with their names for generators of their own).
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// Queues faces that the next rolls will show, in order (each must be 1-6).
    pub fn force(&mut self, faces: impl IntoIterator<Item = u8>) {
        self.forced
            .extend(faces.into_iter().inspect(|f| assert!((1..=6).contains(f))));
    }

    /// How many forced faces are still waiting.
    pub fn forced_left(&self) -> usize {
        self.forced.len()
    }

    pub fn d6(&mut self, purpose: &'static str) -> u8 {
        let (face, forced) = match self.forced.pop_front() {
            Some(f) => (f, true),
            None => (self.rng.random_range(1..=6u8), false),
        };
        self.rolls.push(Roll {
            face,
            purpose,
            forced,
        });
        face
    }

    /// Rolls two dice and keeps the lower (the Slavers' offboard power at 4+).
    pub fn lower_of_two(&mut self, purpose: &'static str) -> (u8, [u8; 2]) {
        let a = self.d6(purpose);
        let b = self.d6(purpose);
        (a.min(b), [a, b])
    }

    /// Chooses one of `n` candidates with equal chances, as at the table: with up to six,
    /// candidate i takes face i+1 and other faces are rolled again; up to 12 or 18, two
    /// dice simulate a 12- or 18-sided die (the first die picks the block of six); up to
    /// 36, a 36-sided die from two dice; beyond, see [`Dice::pick_many`]. One candidate
    /// needs no roll.
    pub fn pick(&mut self, n: usize, purpose: &'static str) -> Pick {
        assert!(n > 0, "random selection among no candidates");
        let mut faces = Vec::new();
        if n == 1 {
            return Pick {
                index: 0,
                faces,
                kept: 0,
            };
        }
        if n > 36 {
            return self.pick_many(n, purpose);
        }
        loop {
            let value = if n <= 6 {
                let f = self.d6(purpose);
                faces.push(f);
                f as usize
            } else {
                let first = self.d6(purpose);
                let second = self.d6(purpose);
                faces.extend([first, second]);
                let block = match n {
                    7..=12 => (first as usize - 1) / 3,
                    13..=18 => (first as usize - 1) / 2,
                    _ => first as usize - 1,
                };
                block * 6 + second as usize
            };
            if value >= 1 && value <= n {
                return Pick {
                    index: value - 1,
                    faces,
                    kept: if n <= 6 { 1 } else { 2 },
                };
            }
        }
    }

    /// More than 36 candidates (a crowded board): k dice read as a number in base six,
    /// with 6^k at least n; the first (6^k / n) × n values map onto the candidates in
    /// turn ((value − 1) mod n), the few above them are rolled again.
    fn pick_many(&mut self, n: usize, purpose: &'static str) -> Pick {
        let mut k = 1u32;
        let mut span = 6usize;
        while span < n {
            k += 1;
            span = span.saturating_mul(6);
        }
        let usable = span - span % n;
        let mut faces = Vec::new();
        loop {
            let mut value = 0usize;
            for _ in 0..k {
                let f = self.d6(purpose);
                faces.push(f);
                value = value * 6 + (f as usize - 1);
            }
            if value < usable {
                return Pick {
                    index: value % n,
                    faces,
                    kept: k as usize,
                };
            }
        }
    }

    /// A free random number for things that are not automa decisions (map generation).
    pub fn rng(&mut self) -> &mut ChaCha8Rng {
        &mut self.rng
    }
}

/// Draws one of `n` cards from a deck shuffled with the game's seed. Decks (stories,
/// goals) have a generator of their own, named after the deck, so that drawing from
/// them never changes a die roll of the game.
pub fn deck_draw(seed: u64, deck: &str, n: usize) -> usize {
    deck_rng(seed, deck).random_range(0..n.max(1))
}

/// The generator of a deck: the game's seed mixed with the deck's name (FNV-1a).
fn deck_rng(seed: u64, deck: &str) -> ChaCha8Rng {
    let salt = deck.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ b as u64).wrapping_mul(0x100_0000_01b3)
    });
    ChaCha8Rng::seed_from_u64(seed ^ salt)
}

/// The order of a deck of `n` cards shuffled with the game's seed (its own generator,
/// named after the deck, like [`deck_draw`]).
pub fn deck_shuffle(seed: u64, deck: &str, n: usize) -> Vec<usize> {
    let mut rng = deck_rng(seed, deck);
    let mut order: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        let j = rng.random_range(0..=i);
        order.swap(i, j);
    }
    order
}
