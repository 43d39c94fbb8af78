//! Who sits at the table: the roster of seats read from a setup file, with each seat's
//! name, colour, alignment and controller. Rule code asks the roster (is this seat a
//! person or an automa? which table does it play by?) instead of naming seats.

use crate::rules::board::SectorPlan;
use crate::rules::data::{
    AutomaTraits, ControllerSpec, DeciderSpec, KindTable, RulesData, SectorSpec, SetupFile,
    TokenShape,
};
use crate::rules::kind::AutomaKind;
use crate::rules::model::{Alignment, Seat, SectorRole};
use bevy::prelude::*;
use std::sync::Arc;

/// Who decides for a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Controller {
    /// A person (answers prompts; the built-in policy may answer for them).
    Human,
    /// An automa playing by the automa table at this index of [`RulesData::automa`];
    /// with `decided_by`, another seat answers the rules' questions for it.
    Automa {
        table: usize,
        decided_by: Option<Decider>,
    },
}

/// Who answers an automa's questions (see [`crate::rules::data::DeciderSpec`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Decider {
    Seat(Seat),
    /// The person who is not attacking it.
    OtherPerson,
}

#[derive(Debug, Clone, PartialEq)]
pub struct SeatInfo {
    pub key: String,
    pub name: Arc<str>,
    pub colour: (u8, u8, u8),
    /// The shape of its ship tokens.
    pub token: TokenShape,
    /// The alignment the seat starts with.
    pub alignment: Alignment,
    pub controller: Controller,
    /// The automa table it plays by, as its kind read it (shared with the rules data;
    /// read on hot paths).
    pub automa: Option<KindTable>,
    /// The automa kind whose code plays it.
    pub kind: Option<&'static dyn AutomaKind>,
    /// The seat whose turns it acts in (one turn-order position for both); it takes no
    /// turn of its own and never scores.
    pub turn_with: Option<Seat>,
}

/// The seats of the game, in the setup's order (a [`Seat`] is a position in it).
#[derive(Resource, Debug, Clone, PartialEq)]
/// Its parts are shared: the view reads a copy of it every frame, and copies are cheap.
pub struct Roster {
    pub name: Arc<str>,
    pub seats: Arc<[SeatInfo]>,
    /// Pairs always at war.
    pub permanent_war: Arc<[(Seat, Seat)]>,
    /// The board's sectors, homes first, then the center.
    pub sectors: Arc<[SectorPlan]>,
    /// Domination cards (keys) out of the deck at this table.
    pub removed_cards: Arc<[String]>,
    /// Star peoples (keys) the people here are never dealt.
    pub removed_peoples: Arc<[String]>,
    /// What the board's wormholes are.
    pub wormholes: crate::rules::data::WormholeLayout,
}

impl Roster {
    /// The roster of a checked setup file (see [`RulesData::check_setup`]).
    pub fn from_setup(rules: &RulesData, setup: &SetupFile) -> Result<Roster, String> {
        rules.check_setup(setup)?;
        let seat = |key: &str| {
            setup
                .seats
                .iter()
                .position(|s| s.key == key)
                .map(|i| Seat(i as u8))
                .ok_or_else(|| format!("{key:?} is not a seat key")) // not shown: a modder's error
        };
        let mut permanent_war = Vec::new();
        for (a, b) in &setup.permanent_war {
            permanent_war.push((seat(a)?, seat(b)?));
        }
        let tokens = setup.token_shapes();
        let seats: Vec<SeatInfo> = setup
            .seats
            .iter()
            .zip(tokens)
            .map(|(s, token)| SeatInfo {
                key: s.key.clone(),
                name: s.name.as_str().into(),
                colour: s.colour,
                token,
                alignment: s.alignment,
                controller: match &s.controller {
                    ControllerSpec::Human => Controller::Human,
                    ControllerSpec::Automa {
                        kind,
                        table,
                        decided_by,
                    } => Controller::Automa {
                        // Checked above.
                        table: rules.automa_table(kind, table).unwrap_or(0),
                        decided_by: match decided_by {
                            None => None,
                            Some(DeciderSpec::OtherPerson) => Some(Decider::OtherPerson),
                            // Checked by the setup's validation.
                            Some(DeciderSpec::Seat(k)) => seat(k).ok().map(Decider::Seat),
                        },
                    },
                },
                kind: match &s.controller {
                    ControllerSpec::Human => None,
                    ControllerSpec::Automa { kind, .. } => rules.kinds.named(kind),
                },
                automa: match &s.controller {
                    ControllerSpec::Human => None,
                    ControllerSpec::Automa { kind, table, .. } => rules
                        .automa_table(kind, table)
                        .map(|i| rules.automa[i].data.clone()),
                },
                // Checked by the setup's validation.
                turn_with: s.turn_with.as_deref().and_then(|k| seat(k).ok()),
            })
            .collect();
        let sectors = setup
            .sector_specs()
            .iter()
            .map(|s| match s {
                SectorSpec::Home(key) => Ok(SectorPlan {
                    role: SectorRole::Home,
                    home_of: Some(seat(key)?),
                }),
                SectorSpec::Center => Ok(SectorPlan {
                    role: SectorRole::Center,
                    home_of: None,
                }),
            })
            .collect::<Result<Vec<_>, String>>()?;
        Ok(Roster {
            name: setup.name.as_str().into(),
            seats: seats.into(),
            permanent_war: permanent_war.into(),
            sectors: sectors.into(),
            removed_cards: setup.removed_cards.clone().into(),
            removed_peoples: setup.removed_peoples.clone().into(),
            wormholes: setup.wormholes,
        })
    }

    /// The roster of the rules' default setup.
    pub fn default_for(rules: &RulesData) -> Roster {
        Roster::from_setup(rules, &rules.setup).expect("the rules' setup was checked on load")
    }

    pub fn len(&self) -> usize {
        self.seats.len()
    }
    pub fn is_empty(&self) -> bool {
        self.seats.is_empty()
    }
    /// Every seat, in roster order.
    pub fn seats(&self) -> impl DoubleEndedIterator<Item = Seat> + Clone + use<> {
        Seat::all(self.seats.len())
    }
    pub fn info(&self, seat: Seat) -> &SeatInfo {
        &self.seats[seat.index()]
    }
    /// A seat's name ("?" for a seat not at this table).
    pub fn name(&self, seat: Seat) -> &str {
        self.seats.get(seat.index()).map_or("?", |s| &s.name)
    }
    pub fn key(&self, seat: Seat) -> &str {
        &self.seats[seat.index()].key
    }
    pub fn keys(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.key.clone()).collect()
    }
    pub fn controller(&self, seat: Seat) -> Controller {
        self.seats[seat.index()].controller
    }
    pub fn is_human(&self, seat: Seat) -> bool {
        self.seats
            .get(seat.index())
            .is_some_and(|s| s.controller == Controller::Human)
    }
    pub fn is_automa(&self, seat: Seat) -> bool {
        self.seats
            .get(seat.index())
            .is_some_and(|s| s.controller != Controller::Human)
    }
    /// The automa seats, in roster order.
    /// The seat whose turns `seat` acts in, if it has no turns of its own.
    pub fn turn_with(&self, seat: Seat) -> Option<Seat> {
        self.seats.get(seat.index()).and_then(|s| s.turn_with)
    }
    /// The seats that take turns of their own (the turn order's seats).
    pub fn taking_turns(&self) -> impl Iterator<Item = Seat> + '_ {
        self.seats().filter(|&s| self.turn_with(s).is_none())
    }
    pub fn automas(&self) -> impl Iterator<Item = Seat> + '_ {
        self.seats().filter(|&s| self.is_automa(s))
    }
    /// The human seats, in roster order.
    pub fn humans(&self) -> impl Iterator<Item = Seat> + '_ {
        self.seats().filter(|&s| self.is_human(s))
    }
    /// The first human seat: the one the solo screens show as "you".
    pub fn first_human(&self) -> Seat {
        self.humans().next().unwrap_or_default()
    }
    /// The kind an automa seat plays as (None for a person).
    pub fn kind(&self, seat: Seat) -> Option<&'static dyn AutomaKind> {
        self.seats.get(seat.index()).and_then(|s| s.kind)
    }
    /// The seat a key names.
    pub fn seat_of(&self, key: &str) -> Option<Seat> {
        self.seats
            .iter()
            .position(|s| s.key == key)
            .map(|i| Seat(i as u8))
    }
}

/// The kind an automa seat plays as (None for a person).
pub fn automa_kind(world: &World, seat: Seat) -> Option<&'static dyn AutomaKind> {
    world.resource::<Roster>().kind(seat)
}

/// A seat's own table data as its kind read it (`Arc<ItsTable>`), if it plays by one of
/// that type: a kind's lookup of its table, written once.
pub fn kind_data<T: std::any::Any + Clone>(world: &World, seat: Seat) -> Option<T> {
    kind_table(world, seat)?.get::<T>().cloned()
}

/// The table a seat plays by, as its kind read it (None for a person).
pub fn kind_table(world: &World, seat: Seat) -> Option<&KindTable> {
    world
        .resource::<Roster>()
        .seats
        .get(seat.index())
        .and_then(|s| s.automa.as_ref())
}

/// What shared rules know of an automa seat (None for a person).
pub fn traits(world: &World, seat: Seat) -> Option<&AutomaTraits> {
    kind_table(world, seat).map(|t| &*t.traits)
}

/// The human seat the solo screens and the built-in policy play ("you").
pub fn human(world: &World) -> Seat {
    world.resource::<Roster>().first_human()
}

/// A seat's name, shared (for text built by the rules).
pub fn seat_name(world: &World, seat: Seat) -> Arc<str> {
    world.resource::<Roster>().info(seat).name.clone()
}

/// Whether a seat keeps a population track (humans do; an automa as its table says).
pub fn has_population_track(world: &World, seat: Seat) -> bool {
    traits(world, seat).is_none_or(|t| t.population_track)
}

/// Whether a seat uses fleet counters and advanced fleet tactics.
pub fn has_fleets(world: &World, seat: Seat) -> bool {
    traits(world, seat).is_none_or(|t| t.fleets)
}
