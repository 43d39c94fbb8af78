//! What a scenario prints: the position it ended in and what happened on the way.

use super::format::FleetSpec;
use crate::rules::board::hex_label;
use crate::rules::data::RulesData;
use crate::rules::dice::{Dice, Roll};
use crate::rules::log::{Decision, GameLog, LogEntry};
use crate::rules::model::*;
use crate::rules::phases::GamePhase;
use crate::rules::snapshot::Snapshot;
use crate::rules::table::Roster;
use bevy::prelude::*;
use hexx::Hex;
use serde::{Deserialize, Serialize};

/// The position a scenario ended in, and what happened on the way.
#[derive(Debug, Clone, Serialize)]
pub struct ScenarioOutput {
    pub round: u8,
    pub phase: GamePhase,
    pub turn_order: Vec<Seat>,
    pub war_with_farmers: bool,
    pub war_with_slavers: bool,
    /// Every pair of seats at war (the lower seat first), and whether for good (a
    /// permanent pair, such as you and the Remnants): any table's diplomacy.
    #[serde(default)]
    pub wars: Vec<(Seat, Seat, bool)>,
    pub player_alignment: Alignment,
    pub dp: i32,
    pub offboard: u32,
    /// Whether a seat at this table keeps an offboard track (the solo kind's Slavers),
    /// for the text form.
    #[serde(skip)]
    pub has_offboard: bool,
    pub tracks: PerSeat<u32>,
    pub technology: PerSeat<[u8; 5]>,
    pub stars: Vec<StarOut>,
    /// Ships per hex: (hex, seat, ship pieces, fleet ships).
    pub ships: Vec<ShipsOut>,
    pub fleets: Vec<FleetSpec>,
    pub decisions: Vec<Decision>,
    pub rolls: Vec<Roll>,
    /// What happened to the decks during the run (draws with their purpose, discards,
    /// reshuffles); left out of the JSON when nothing did.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub decks: Vec<crate::rules::deck::DeckEvent>,
    pub log: Vec<String>,
    /// Each seat's name, for the text form.
    #[serde(skip)]
    pub seat_names: Vec<String>,
    /// The log entries of the run as records (the `log` lines are their text).
    #[serde(skip)]
    pub entries: Vec<LogEntry>,
    /// Every DP gained or lost during the run, with its source.
    pub destiny: Vec<crate::rules::log::DpRecord>,
    /// The board: each sector's centre and role, and the wormholes (1 first).
    pub board: BoardOut,
    /// Every seat of the table: its key, name, alignment, DP with their sources, track,
    /// levels and standing (1 the best: DP, then stars, then turn order).
    pub seats: Vec<SeatOut>,
    /// The table's seat keys, which the JSON names seats by.
    #[serde(skip)]
    pub seat_keys: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SeatOut {
    pub seat: Seat,
    pub key: String,
    pub name: String,
    pub person: bool,
    pub alignment: Alignment,
    pub dp: i32,
    /// DP by source ("story", "cards"...), as the score sheet adds them.
    pub sources: Vec<(String, i32)>,
    pub track: u32,
    pub technology: [u8; 5],
    pub stars: u32,
    pub standing: u8,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct BoardOut {
    pub sectors: Vec<SectorOut>,
    pub wormholes: Vec<(i32, i32)>,
    /// Wormholes joined to each other (the 2-player table's), each pair once.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub links: Vec<((i32, i32), (i32, i32))>,
    /// Hexes where a destroyed star was, in reading order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ruins: Vec<(i32, i32)>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SectorOut {
    pub center: (i32, i32),
    pub role: SectorRole,
    /// The seat whose home sector it is.
    pub home_of: Option<Seat>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct StarOut {
    pub at: (i32, i32),
    pub name: String,
    pub kind: StarKind,
    pub owner: Option<Seat>,
    pub population: u32,
    /// The relic on the star (its key), and whether it is turned up.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub relic: Option<(String, bool)>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ShipsOut {
    pub at: (i32, i32),
    pub owner: Seat,
    pub pieces: u32,
    pub in_fleets: u32,
}

impl ScenarioOutput {
    /// The output as one line of JSON, seats named by the table's keys.
    pub fn to_json(&self) -> Result<String, String> {
        crate::rules::seat::with_seat_keys(self.seat_keys.clone(), || {
            serde_json::to_string(self).map_err(|e| e.to_string())
        })
    }

    /// Ships of `owner` at `at` (pieces and fleets).
    pub fn ships_at(&self, at: (i32, i32), owner: Seat) -> u32 {
        self.ships
            .iter()
            .filter(|s| s.at == at && s.owner == owner)
            .map(|s| s.pieces + s.in_fleets)
            .sum()
    }

    pub fn star(&self, at: (i32, i32)) -> Option<&StarOut> {
        self.stars.iter().find(|s| s.at == at)
    }

    fn name(&self, seat: Seat) -> &str {
        self.seat_names.get(seat.index()).map_or("?", |n| n)
    }

    pub fn to_text(&self) -> String {
        let mut s = format!(
            "Round {}, {:?}; turn order {}; you are {} with {} DP\n",
            self.round,
            self.phase,
            self.turn_order
                .iter()
                .map(|&s| self.name(s))
                .collect::<Vec<_>>()
                .join(", "),
            self.player_alignment.name(),
            self.dp,
        );
        let wars: Vec<String> = self
            .wars
            .iter()
            .map(|&(a, b, for_good)| {
                format!(
                    "{} and {}{}",
                    self.name(a),
                    self.name(b),
                    if for_good { " (for good)" } else { "" }
                )
            })
            .collect();
        if wars.is_empty() {
            s += "At war: no one";
        } else {
            s += &format!("At war: {}", wars.join(", "));
        }
        if self.has_offboard {
            s += &format!("; offboard discs: {}", self.offboard);
        }
        s += "\n";
        // At a table of several people, each one's alignment, DP and standing.
        if self.seats.iter().filter(|p| p.person).count() > 1 {
            s += "\nSeats:\n";
            for p in &self.seats {
                s += &format!(
                    "  {}. {:<20} {} {} DP, {} stars\n",
                    p.standing,
                    p.name,
                    p.alignment.name(),
                    p.dp,
                    p.stars
                );
            }
        }
        s += "\nStars:\n";
        for st in &self.stars {
            s += &format!(
                "  {:<10} {:<9} {:<12} {} pop {}\n",
                st.name,
                hex_label(Hex::new(st.at.0, st.at.1)),
                st.kind.name(),
                st.owner.map_or("neutral", |o| self.name(o)),
                st.population
            );
        }
        s += "\nShips:\n";
        for sh in &self.ships {
            s += &format!(
                "  {:<9} {:<16} {} pieces, {} in fleets\n",
                hex_label(Hex::new(sh.at.0, sh.at.1)),
                self.name(sh.owner),
                sh.pieces,
                sh.in_fleets
            );
        }
        if !self.decks.is_empty() {
            s += "\nDecks:\n";
            for e in &self.decks {
                s += &format!("  {}\n", crate::rules::deck::event_line(e));
            }
        }
        s += "\nLog:\n";
        for l in &self.log {
            s += &format!("  {l}\n");
        }
        s
    }
}

pub fn output(world: &mut World, log_from: usize, decks_from: usize) -> ScenarioOutput {
    let snap = Snapshot::take(world);
    let board = world.resource::<crate::rules::board::Board>().clone();
    let mut fleets: Vec<FleetSpec> = {
        let mut q = world.query::<(&Fleet, &Position)>();
        q.iter(world)
            .map(|(f, p)| FleetSpec {
                owner: f.owner,
                letter: f.letter,
                at: (p.0.x, p.0.y),
                ships: f.ships,
            })
            .collect()
    };
    fleets.sort_by_key(|f| (f.owner, f.letter));
    let mut ships = Vec::new();
    for &h in &snap.occupied {
        for seat in Seat::all(snap.seat_count()) {
            let total = snap.ships(&board, h, seat);
            if total > 0 {
                let in_fleets: u32 = fleets
                    .iter()
                    .filter(|f| f.owner == seat && f.at == (h.x, h.y))
                    .map(|f| f.ships)
                    .sum();
                ships.push(ShipsOut {
                    at: (h.x, h.y),
                    owner: seat,
                    pieces: total - in_fleets,
                    in_fleets,
                });
            }
        }
    }
    let log = world.resource::<GameLog>();
    let relics = world.resource::<RulesData>().relics.clone();
    ScenarioOutput {
        round: world.resource::<Round>().0,
        phase: *world.resource::<State<GamePhase>>().get(),
        turn_order: world.resource::<TurnOrder>().0.clone(),
        war_with_farmers: world
            .resource::<Diplomacy>()
            .at_war(Seat::PLAYER, Seat::FARMERS),
        war_with_slavers: world
            .resource::<Diplomacy>()
            .at_war(Seat::PLAYER, Seat::SLAVERS),
        wars: {
            let roster = world.resource::<Roster>();
            let dip = world.resource::<Diplomacy>();
            let seats: Vec<Seat> = roster.seats().collect();
            seats
                .iter()
                .enumerate()
                .flat_map(|(i, &a)| seats[i + 1..].iter().map(move |&b| (a, b)))
                .filter(|&(a, b)| dip.at_war(a, b))
                .map(|(a, b)| (a, b, dip.permanent(a, b)))
                .collect()
        },
        has_offboard: {
            let roster = world.resource::<Roster>();
            roster
                .seats()
                .any(|s| roster.kind(s).is_some_and(|k| k.key() == "solo"))
        },
        player_alignment: world.resource::<Alignments>().of(Seat::PLAYER),
        dp: world.resource::<Scores>().of(Seat::PLAYER).dp,
        offboard: world
            .resource::<crate::rules::automa::solo::OffboardPower>()
            .total(),
        tracks: world.resource::<PopulationTracks>().0.clone(),
        technology: world.resource::<Technology>().0.clone(),
        stars: snap
            .stars
            .iter()
            .map(|s| StarOut {
                at: (s.hex.x, s.hex.y),
                name: s.name.to_string(),
                kind: s.kind,
                owner: s.owner,
                population: s.population,
                relic: s.relic.and_then(|r| {
                    relics
                        .relics
                        .get(r.index)
                        .map(|d| (d.key.clone(), r.revealed))
                }),
            })
            .collect(),
        ships,
        fleets,
        decisions: log.decisions().cloned().collect(),
        rolls: world.resource::<Dice>().rolls.clone(),
        decks: world
            .get_resource::<crate::rules::deck::Decks>()
            .map(|d| d.events[decks_from.min(d.events.len())..].to_vec())
            .unwrap_or_default(),
        log: log
            .text_entries_from(log_from)
            .map(|e| log.line(e))
            .collect(),
        entries: log.entries[log_from..].to_vec(),
        destiny: log.entries[log_from..]
            .iter()
            .filter_map(|e| match e {
                LogEntry::Destiny(r) => Some(r.clone()),
                _ => None,
            })
            .collect(),
        board: BoardOut {
            sectors: board
                .sectors
                .iter()
                .map(|s| SectorOut {
                    center: (s.center.x, s.center.y),
                    role: s.role,
                    home_of: s.home_of,
                })
                .collect(),
            wormholes: board.wormholes.iter().map(|h| (h.x, h.y)).collect(),
            links: board
                .links
                .iter()
                .map(|(a, b)| ((a.x, a.y), (b.x, b.y)))
                .collect(),
            ruins: board
                .hexes
                .iter()
                .filter(|&&h| board.terrain(h) == Some(Terrain::Ruin))
                .map(|h| (h.x, h.y))
                .collect(),
        },
        seats: seats_out(world, &snap),
        seat_keys: world.resource::<Roster>().keys(),
        seat_names: world
            .resource::<Roster>()
            .seats
            .iter()
            .map(|s| s.name.to_string())
            .collect(),
    }
}

/// Every seat's line of the output, with its standing.
fn seats_out(world: &World, snap: &Snapshot) -> Vec<SeatOut> {
    let roster = world.resource::<Roster>();
    let scores = world.resource::<Scores>();
    let order = &world.resource::<TurnOrder>().0;
    let mut out: Vec<SeatOut> = roster
        .seats()
        .map(|seat| SeatOut {
            seat,
            key: roster.key(seat).to_string(),
            name: roster.name(seat).to_string(),
            person: roster.is_human(seat),
            alignment: world.resource::<Alignments>().of(seat),
            dp: scores.of(seat).dp,
            sources: scores.of(seat).by_source.clone(),
            track: world.resource::<PopulationTracks>().0[seat],
            technology: world.resource::<Technology>().0[seat],
            stars: snap.stars.iter().filter(|s| s.owner == Some(seat)).count() as u32,
            standing: 0,
        })
        .collect();
    let place = |s: &SeatOut| {
        (
            std::cmp::Reverse(s.dp),
            std::cmp::Reverse(s.stars),
            order
                .iter()
                .position(|&o| o == s.seat)
                .unwrap_or(usize::MAX),
        )
    };
    let mut ranked: Vec<usize> = (0..out.len()).collect();
    ranked.sort_by_key(|&i| place(&out[i]));
    for (rank, i) in ranked.into_iter().enumerate() {
        out[i].standing = rank as u8 + 1;
    }
    out
}
