//! Parameters of our own seeded sector generator.

use super::Validate;
use crate::rules::model::SectorRole;
use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MapGenerator {
    pub sector_radius: u32,
    /// Axial offset of the center sector's central hex from the home sector's (0, 0).
    pub center_sector_offset: (i32, i32),
    /// Stars besides the central one, inclusive range.
    pub other_stars: (u32, u32),
    pub nebulae: (u32, u32),
    pub asteroids: (u32, u32),
    pub neutron_stars: (u32, u32),
    /// Smallest distance between two stars.
    pub min_star_spacing: u32,
    /// Wormholes in cube coordinates (q, r, s) relative to the central hex of their
    /// sector (the center sector, or the first home sector).
    pub wormholes: Vec<(SectorRole, (i32, i32, i32))>,
    /// Neutral counters of each type (uninhabited, primitive, advanced) per sector.
    pub home_counters: (u32, u32, u32),
    /// Extra uninhabited counters in the home sector when it has 7 other stars.
    pub home_extra_uninhabited_with_seven: u32,
    pub center_counters: (u32, u32, u32),
    /// Star names drawn for generated stars.
    pub star_names: Vec<String>,
}

impl Validate for MapGenerator {
    fn validate(&self) -> Result<(), String> {
        use super::in_range;
        if self.sector_radius < 2 {
            return Err("`sector_radius` must be at least 2".into());
        }
        // A sector of radius 12 has 469 hexes: beyond, no game fits a screen or memory.
        in_range("sector_radius", self.sector_radius, 2, 12)?;
        let r = self.sector_radius as i32;
        in_range(
            "center_sector_offset.0",
            self.center_sector_offset.0,
            -100,
            100,
        )?;
        in_range(
            "center_sector_offset.1",
            self.center_sector_offset.1,
            -100,
            100,
        )?;
        for (name, (lo, hi)) in [
            ("other_stars", self.other_stars),
            ("nebulae", self.nebulae),
            ("asteroids", self.asteroids),
            ("neutron_stars", self.neutron_stars),
        ] {
            in_range(name, hi.max(lo), 0, 500)?;
        }
        in_range("min_star_spacing", self.min_star_spacing, 0, 24)?;
        let (a, b, c) = self.home_counters;
        let (d, e, f) = self.center_counters;
        for (name, n) in [
            ("home_counters", a.max(b).max(c)),
            ("center_counters", d.max(e).max(f)),
            (
                "home_extra_uninhabited_with_seven",
                self.home_extra_uninhabited_with_seven,
            ),
        ] {
            in_range(name, n, 0, 100)?;
        }
        for (i, (_, (q, rr, s))) in self.wormholes.iter().enumerate() {
            for v in [q, rr, s] {
                in_range(&format!("wormholes[{i}]"), *v, -100, 100)?;
            }
        }
        for (name, (lo, hi)) in [
            ("other_stars", self.other_stars),
            ("nebulae", self.nebulae),
            ("asteroids", self.asteroids),
            ("neutron_stars", self.neutron_stars),
        ] {
            if lo > hi {
                return Err(format!("`{name}`: the minimum is above the maximum"));
            }
        }
        if self.wormholes.len() != 3 {
            return Err(format!(
                "`wormholes` must list 3 spawning hexes, found {}",
                self.wormholes.len()
            ));
        }
        for (i, (_, (q, rr, s))) in self.wormholes.iter().enumerate() {
            if q + rr + s != 0 {
                return Err(format!("`wormholes[{i}]`: cube coordinates must sum to 0"));
            }
            if q.abs().max(rr.abs()).max(s.abs()) > r {
                return Err(format!("`wormholes[{i}]` lies outside its sector"));
            }
        }
        if self.star_names.len() < 20 {
            return Err("`star_names` needs at least 20 names".into());
        }
        in_range("star_names length", self.star_names.len(), 20, 1000)?;
        for (i, n) in self.star_names.iter().enumerate() {
            if n.trim().is_empty() || n.chars().count() > 40 {
                return Err(format!("`star_names[{i}]` must be 1 to 40 characters"));
            }
            if self.star_names[..i].contains(n) {
                return Err(format!("`star_names[{i}]` {n:?} is there twice"));
            }
        }
        // Sectors must not overlap: the center sector's central hex lies at least two
        // radii and one hex away from the home sector's.
        let (oq, or) = self.center_sector_offset;
        let distance = oq.abs().max(or.abs()).max((oq + or).abs());
        if distance < 2 * r + 1 {
            return Err(format!(
                "`center_sector_offset` {:?} is {distance} hexes from the home sector's \
                 centre: sectors of radius {r} overlap below {}",
                self.center_sector_offset,
                2 * r + 1
            ));
        }
        // Every star fits its sector (its hexes but the central one), stars apart.
        let hexes = (3 * r * (r + 1)) as u32;
        in_range("other_stars", self.other_stars.1, 0, hexes)?;
        in_range("min_star_spacing", self.min_star_spacing, 1, 2 * r as u32)?;
        for (i, w) in self.wormholes.iter().enumerate() {
            if w.1 == (0, 0, 0) {
                return Err(format!(
                    "`wormholes[{i}]` is the sector's central hex, where its star is"
                ));
            }
            if self.wormholes[..i].contains(w) {
                return Err(format!("`wormholes[{i}]` is there twice"));
            }
        }
        Ok(())
    }
}
