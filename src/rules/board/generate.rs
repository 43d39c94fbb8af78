//! Our own seeded sector generator (its parameters live in `assets/rules/map.ron`).

use super::{Board, SectorPlan, hex_order};
use crate::rules::data::{MapGenerator, WormholeLayout};
use crate::rules::model::{Seat, SectorId, SectorRole, StarKind, Terrain};
use hexx::Hex;
use rand::seq::SliceRandom;
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A star placed by the generator.
#[derive(Debug, Clone, PartialEq)]
pub struct StarSite {
    pub hex: Hex,
    pub sector: SectorId,
    pub kind: StarKind,
    pub name: String,
}

#[derive(Debug, Clone)]
pub struct GeneratedMap {
    pub board: Board,
    pub stars: Vec<StarSite>,
}

/// Map generation draws from its own stream, so forced dice never change the map.
const MAP_STREAM: u64 = 0x6d61_705f_6765_6e21;

pub fn cube_to_hex((q, r, _s): (i32, i32, i32)) -> Hex {
    Hex::new(q, r)
}

/// The solo board (the first seat's home sector and the center sector).
pub fn generate_map(params: &MapGenerator, seed: u64) -> GeneratedMap {
    generate_map_for(params, seed, &SectorPlan::solo(Seat(0)))
}

/// A board of the planned sectors with the solo variant's wormholes, generated from
/// `seed`.
pub fn generate_map_for(params: &MapGenerator, seed: u64, plan: &[SectorPlan]) -> GeneratedMap {
    generate_map_with(params, seed, plan, WormholeLayout::SpawnPoints)
}

/// A board of the planned sectors and wormholes, generated from `seed`.
pub fn generate_map_with(
    params: &MapGenerator,
    seed: u64,
    plan: &[SectorPlan],
    layout: WormholeLayout,
) -> GeneratedMap {
    let mut rng = ChaCha8Rng::seed_from_u64(seed ^ MAP_STREAM);
    let offset = Hex::new(params.center_sector_offset.0, params.center_sector_offset.1);
    let mut board = Board::new(params.sector_radius, offset, plan);
    let mut names = params.star_names.clone();
    names.shuffle(&mut rng);
    let mut names = names.into_iter();

    // Wormholes: the center sector's first, so "the center sector wormhole" is number 1.
    let mut wormholes: Vec<(SectorRole, Hex)> = params
        .wormholes
        .iter()
        .filter_map(|(role, c)| {
            let sector = board.first_with(*role)?;
            Some((*role, board.sector_center(sector) + cube_to_hex(*c)))
        })
        .collect();
    wormholes.sort_by_key(|(role, _)| *role != SectorRole::Center);
    match layout {
        WormholeLayout::SpawnPoints => {
            board.wormholes = wormholes.iter().map(|(_, h)| *h).collect();
        }
        WormholeLayout::Links => board.links = board.gap_links(),
    }
    let wormhole_hexes: Vec<Hex> = board.wormhole_hexes().collect();

    let mut star_hexes: Vec<(Hex, SectorId)> = Vec::new();
    for sector in board.sector_ids() {
        let center = board.sector_center(sector);
        star_hexes.push((center, sector));
        let wanted = rng.random_range(params.other_stars.0..=params.other_stars.1);
        let mut free: Vec<Hex> = board
            .hexes_of(sector)
            .filter(|h| *h != center && !wormhole_hexes.contains(h))
            .collect();
        free.shuffle(&mut rng);
        let mut placed = 0;
        for h in free {
            if placed == wanted {
                break;
            }
            let spaced = star_hexes
                .iter()
                .all(|(s, _)| s.unsigned_distance_to(h) >= params.min_star_spacing);
            if spaced {
                star_hexes.push((h, sector));
                placed += 1;
            }
        }
    }
    for (h, _) in &star_hexes {
        board.set_terrain(*h, Terrain::Star);
    }

    // Space anomalies on the remaining empty hexes of each sector.
    for sector in board.sector_ids() {
        let mut free: Vec<Hex> = board
            .hexes_of(sector)
            .filter(|h| board.terrain(*h) == Some(Terrain::Empty) && !wormhole_hexes.contains(h))
            .collect();
        free.shuffle(&mut rng);
        let mut free = free.into_iter();
        for (terrain, (lo, hi)) in [
            (Terrain::Nebula, params.nebulae),
            (Terrain::Asteroids, params.asteroids),
            (Terrain::NeutronStar, params.neutron_stars),
        ] {
            let n = rng.random_range(lo..=hi);
            for h in free.by_ref().take(n as usize) {
                board.set_terrain(h, terrain);
            }
        }
    }

    // Neutral star counters, shuffled face down onto the star hexes.
    let mut stars = Vec::new();
    for sector in board.sector_ids() {
        let mut hexes: Vec<Hex> = star_hexes
            .iter()
            .filter(|(_, s)| *s == sector)
            .map(|(h, _)| *h)
            .collect();
        hexes.sort_by(hex_order);
        let center = board.sector_center(sector);
        let role = board.sector(sector).map_or(SectorRole::Center, |s| s.role);
        let (u, p, a) = match role {
            SectorRole::Home => params.home_counters,
            SectorRole::Center => params.center_counters,
        };
        let extra = if role == SectorRole::Home && hexes.len() == 8 {
            params.home_extra_uninhabited_with_seven
        } else {
            0
        };
        let mut counters: Vec<StarKind> =
            std::iter::repeat_n(StarKind::Uninhabited, (u + extra) as usize)
                .chain(std::iter::repeat_n(StarKind::Primitive, p as usize))
                .chain(std::iter::repeat_n(StarKind::Advanced, a as usize))
                .collect();
        counters.shuffle(&mut rng);
        let mut counters = counters.into_iter();
        for h in hexes {
            let kind = if role == SectorRole::Home && h == center {
                StarKind::Home
            } else {
                counters.next().unwrap_or(StarKind::Uninhabited)
            };
            stars.push(StarSite {
                hex: h,
                sector,
                kind,
                name: names.next().unwrap_or_else(|| "Nameless".into()),
            });
        }
    }
    GeneratedMap { board, stars }
}
