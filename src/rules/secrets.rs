//! What a seat cannot see, drawn again: a copy of the game in which every secret the
//! seat has not learned is replaced by a fresh draw that fits what it has seen. The
//! built-in player's look-ahead plays its futures in such copies, so that what it
//! chooses never rests on a face-down counter, a hidden fleet, the order of a deck or a
//! die not rolled yet.
//!
//! What is kept (open, or deducible at the table): the board, every piece, star and
//! relic counter turned up, each sector's mix of star counters, each seat's fleets and
//! their letters shown face up, each seat's total of ships in hidden fleets (its
//! miniatures are counted), the cards drawn and discarded. What is drawn again: the
//! face-down star counters among the face-down stars of their sector, the relic
//! counters not seen among the stars holding one, the split of a seat's hidden ships
//! among its hidden fleets and the letters of its face-down ones, the order of every
//! deck's draw pile (and its reshuffles), and the dice. A kind with secrets of its own
//! draws them again at the [`Resample`] hook.

use crate::rules::deck::Decks;
use crate::rules::dice::Dice;
use crate::rules::hooks::{HookPoint, hooked, hooked_mut};
use crate::rules::model::*;
use bevy::prelude::*;
use hexx::Hex;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A kind's own secrets (say, how many ships a face-down stack of chips holds), drawn
/// again for `viewer` with the generator given. Runs after the shared secrets are drawn.
pub struct Resample;

impl HookPoint for Resample {
    type Fn = fn(&mut World, Seat, &mut ChaCha8Rng);
}

/// Whether `viewer` knows now what the counter on an entity hides (a relic's star or a
/// fleet it has looked at): content that lets a seat look (remote view) answers here.
pub struct Known;

impl HookPoint for Known {
    type Fn = fn(&World, Seat, Entity) -> bool;
}

/// Draws again, with `seed`, everything `viewer` cannot see. The result depends only on
/// what `viewer` can see and on `seed`: two games that differ in a secret of theirs
/// come out the same.
///
/// Each kind of secret has a generator of its own (each seat's fleets too), so that how
/// many draws one of them takes never shifts the draws of another.
pub fn resample(world: &mut World, viewer: Seat, seed: u64) {
    stars(world, &mut stream(seed, "stars", 0));
    relics(world, viewer, &mut stream(seed, "relics", 0));
    fleets(world, viewer, seed);
    if let Some(mut decks) = world.get_resource_mut::<Decks>() {
        decks.resample(&mut stream(seed, "decks", 0));
    }
    let dice_seed = stream(seed, "dice", 0).random::<u64>();
    world.resource_mut::<Dice>().resample(dice_seed);
    for (i, f) in hooked_mut::<Resample>(world).iter().enumerate() {
        f(world, viewer, &mut stream(seed, "kind", i as u64));
    }
}

/// The generator of one kind of secret: the seed mixed with its name and a number.
fn stream(seed: u64, name: &str, n: u64) -> ChaCha8Rng {
    let salt = name.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| {
        (h ^ b as u64).wrapping_mul(0x100_0000_01b3)
    });
    ChaCha8Rng::seed_from_u64(seed ^ salt ^ n.wrapping_mul(0x9e37_79b9_7f4a_7c15))
}

/// Face-down star counters shuffled among the face-down stars of their sector (each
/// sector's mix of counters is known).
fn stars(world: &mut World, rng: &mut ChaCha8Rng) {
    let board = world.resource::<crate::rules::board::Board>().clone();
    let mut q = world.query::<(Entity, &Star, &Position)>();
    let mut hidden: Vec<(Option<SectorId>, Hex, Entity, Star)> = q
        .iter(world)
        .filter(|(_, s, _)| !s.revealed && s.owner.is_none() && s.kind != StarKind::Home)
        .map(|(e, s, p)| (board.sector_of(p.0), p.0, e, s.clone()))
        .collect();
    // A fixed order, whatever the order of the entities in the world.
    hidden.sort_by(|a, b| {
        a.0.cmp(&b.0)
            .then_with(|| crate::rules::board::hex_order(&a.1, &b.1))
    });
    for sector in hidden.chunk_by(|a, b| a.0 == b.0) {
        let mut kinds: Vec<StarKind> = sector.iter().map(|h| h.3.kind).collect();
        kinds.sort();
        kinds.shuffle(rng);
        for (h, kind) in sector.iter().zip(kinds) {
            if h.3.kind != kind {
                world.entity_mut(h.2).insert(Star {
                    kind,
                    ..h.3.clone()
                });
            }
        }
    }
}

/// Relic counters `viewer` has not seen, shuffled among the stars holding one.
fn relics(world: &mut World, viewer: Seat, rng: &mut ChaCha8Rng) {
    let known = hooked::<Known>(world).to_vec();
    let mut q = world.query::<(Entity, &Relic, &Position)>();
    let mut hidden: Vec<(Hex, Entity, Relic)> = q
        .iter(world)
        .filter(|(e, r, _)| !r.revealed && !known.iter().any(|f| f(world, viewer, *e)))
        .map(|(e, r, p)| (p.0, e, *r))
        .collect();
    hidden.sort_by(|a, b| crate::rules::board::hex_order(&a.0, &b.0));
    let mut indices: Vec<usize> = hidden.iter().map(|h| h.2.index).collect();
    indices.sort_unstable();
    indices.shuffle(rng);
    for (h, index) in hidden.iter().zip(indices) {
        if h.2.index != index {
            world.entity_mut(h.1).insert(Relic { index, ..h.2 });
        }
    }
}

/// Each other seat's hidden ships spread again over its hidden fleets (at least one
/// each while there are ships enough), and the letters of its face-down fleets shuffled
/// among them. A fleet `viewer` looked at this round is not hidden.
fn fleets(world: &mut World, viewer: Seat, seed: u64) {
    let hidden = hidden_fleets(world, viewer);
    for group in hidden.chunk_by(|a, b| a.0 == b.0) {
        let rng = &mut stream(seed, "fleets", group[0].0.index() as u64);
        let total: u32 = group.iter().map(|h| h.3.ships).sum();
        let sizes = spread(total, group.len(), rng);
        let mut letters: Vec<FleetLetter> = group
            .iter()
            .filter(|h| h.3.face_down)
            .map(|h| h.3.letter)
            .collect();
        letters.sort();
        letters.shuffle(rng);
        let mut letters = letters.into_iter();
        for (h, ships) in group.iter().zip(sizes) {
            let letter = if h.3.face_down {
                letters.next().unwrap_or(h.3.letter)
            } else {
                h.3.letter
            };
            let fleet = Fleet {
                ships,
                letter,
                ..h.3
            };
            if fleet != h.3 {
                world.entity_mut(h.2).insert(fleet);
            }
        }
    }
}

/// The fleets of other seats that `viewer` cannot see into (not its own, not looked at
/// this round): (owner, hex, entity, fleet), in a fixed order: by seat, hex, then what
/// is shown, never by the hidden size.
pub fn hidden_fleets(world: &mut World, viewer: Seat) -> Vec<(Seat, Hex, Entity, Fleet)> {
    let known = hooked::<Known>(world).to_vec();
    let mut q = world.query::<(Entity, &Fleet, &Position)>();
    let mut hidden: Vec<(Seat, Hex, Entity, Fleet)> = q
        .iter(world)
        .filter(|(e, f, _)| f.owner != viewer && !known.iter().any(|k| k(world, viewer, *e)))
        .map(|(e, f, p)| (f.owner, p.0, e, *f))
        .collect();
    hidden.sort_by(|a, b| {
        a.0.cmp(&b.0)
            .then_with(|| crate::rules::board::hex_order(&a.1, &b.1))
            .then_with(|| a.3.face_down.cmp(&b.3.face_down))
            .then_with(|| shown_letter(&a.3).cmp(&shown_letter(&b.3)))
    });
    hidden
}

/// The letter a fleet shows (none when face down).
fn shown_letter(f: &Fleet) -> Option<FleetLetter> {
    (!f.face_down).then_some(f.letter)
}

/// `total` ships spread at random over `n` fleets: one each while there are enough,
/// then every other ship to a fleet drawn at random.
pub fn spread(total: u32, n: usize, rng: &mut ChaCha8Rng) -> Vec<u32> {
    if n == 0 {
        return Vec::new();
    }
    let floor = if total >= n as u32 { 1 } else { 0 };
    let free = total - floor * n as u32;
    let mut sizes = vec![floor; n];
    for _ in 0..free {
        sizes[rng.random_range(0..n)] += 1;
    }
    sizes
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_spread_keeps_the_total_and_one_ship_a_fleet() {
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        for (total, n) in [(0, 2), (1, 3), (5, 2), (12, 4), (3, 3)] {
            let sizes = spread(total, n, &mut rng);
            assert_eq!(sizes.len(), n);
            assert_eq!(sizes.iter().sum::<u32>(), total);
            if total >= n as u32 {
                assert!(sizes.iter().all(|&s| s >= 1), "{sizes:?}");
            }
        }
        assert!(spread(4, 0, &mut rng).is_empty());
    }
}
