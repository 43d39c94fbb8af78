//! The setup file: who sits at the table (`assets/rules/setups/*.ron`).

use super::Validate;
use crate::rules::model::Alignment;
use serde::{Deserialize, Serialize};

/// A table: its seats in a fixed order and the pairs always at war.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetupFile {
    pub name: String,
    /// The table's title on its card in the new-game screen (a few words). Without it,
    /// `name` serves.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub title: String,
    /// One or two sentences on how the opponents at this table play, for its card.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub about: String,
    pub seats: Vec<SeatSpec>,
    #[serde(default)]
    pub permanent_war: Vec<(String, String)>,
    /// The board's sectors: `Home("key")` for a seat's home sector, `Center` for the
    /// center sector. Without it: a home sector for each person, then the center.
    #[serde(
        default,
        deserialize_with = "given",
        skip_serializing_if = "Option::is_none"
    )]
    pub sectors: Option<Vec<SectorSpec>>,
    /// Domination cards (by key) taken out of the deck at this table.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub removed_cards: Vec<String>,
    /// Star peoples (by key) the people at this table are never dealt.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub removed_peoples: Vec<String>,
    /// What the wormholes are: the solo variant's spawn points (`map.ron`), or the base
    /// game's links between home sectors across each gap.
    #[serde(default, skip_serializing_if = "WormholeLayout::is_default")]
    pub wormholes: WormholeLayout,
}

/// The wormholes of a board.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum WormholeLayout {
    /// The solo variant's three spawn points, where `map.ron` puts them: automas' new
    /// ships appear there; ships do not travel through them.
    #[default]
    SpawnPoints,
    /// The base game's: in the middle of each home sector's edge that faces a gap in
    /// the ring of sectors, the two facing the same gap joined (one step from one to
    /// the other).
    Links,
}

impl WormholeLayout {
    fn is_default(&self) -> bool {
        *self == WormholeLayout::SpawnPoints
    }
}

/// One sector of the board in a setup.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum SectorSpec {
    Home(String),
    Center,
}

/// Most home sectors around the center (every other position of six).
pub const MAX_HOME_SECTORS: usize = 3;

impl SetupFile {
    /// The sectors of the board, homes first in this order, then the center.
    pub fn sector_specs(&self) -> Vec<SectorSpec> {
        match &self.sectors {
            Some(s) => {
                let mut v: Vec<SectorSpec> = s
                    .iter()
                    .filter(|x| matches!(x, SectorSpec::Home(_)))
                    .cloned()
                    .collect();
                v.push(SectorSpec::Center);
                v
            }
            None => self
                .seats
                .iter()
                .filter(|s| s.controller == ControllerSpec::Human)
                .map(|s| SectorSpec::Home(s.key.clone()))
                .chain([SectorSpec::Center])
                .collect(),
        }
    }
}

/// One seat of a setup.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SeatSpec {
    /// How files name the seat (no spaces).
    pub key: String,
    /// How the game names it to players.
    pub name: String,
    /// Red, green, blue.
    pub colour: (u8, u8, u8),
    /// The shape of its ship tokens on the board, so that seats differ by more than
    /// colour. Without it: the first shape no earlier seat uses.
    #[serde(
        default,
        deserialize_with = "given",
        skip_serializing_if = "Option::is_none"
    )]
    pub token: Option<TokenShape>,
    pub alignment: Alignment,
    pub controller: ControllerSpec,
    /// The key of another automa seat of the same kind whose turns this one acts in
    /// (`turn_with: "Chroniclers"`): one turn-order position for both, no turn of its
    /// own, and it never scores (it is its partner's helper: the Shadow Empire).
    #[serde(
        default,
        deserialize_with = "given",
        skip_serializing_if = "Option::is_none"
    )]
    pub turn_with: Option<String>,
}

/// An optional field written plainly (`token: Arrow`, not `token: Some(Arrow)`).
fn given<'de, D: serde::Deserializer<'de>, T: Deserialize<'de>>(
    d: D,
) -> Result<Option<T>, D::Error> {
    T::deserialize(d).map(Some)
}

/// The outline of a seat's ship tokens.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum TokenShape {
    Arrow,
    Square,
    Diamond,
    Hexagon,
    Circle,
    Triangle,
    Pentagon,
    Cross,
}

impl TokenShape {
    pub const ALL: [TokenShape; 8] = [
        TokenShape::Arrow,
        TokenShape::Square,
        TokenShape::Diamond,
        TokenShape::Hexagon,
        TokenShape::Circle,
        TokenShape::Triangle,
        TokenShape::Pentagon,
        TokenShape::Cross,
    ];

    pub fn name(self) -> &'static str {
        match self {
            TokenShape::Arrow => "arrow",
            TokenShape::Square => "square",
            TokenShape::Diamond => "diamond",
            TokenShape::Hexagon => "hexagon",
            TokenShape::Circle => "circle",
            TokenShape::Triangle => "triangle",
            TokenShape::Pentagon => "pentagon",
            TokenShape::Cross => "cross",
        }
    }
}

impl SetupFile {
    /// The table's title on its card: `title`, else `name`.
    pub fn card_title(&self) -> &str {
        if self.title.trim().is_empty() {
            &self.name
        } else {
            &self.title
        }
    }

    /// Each seat's token shape: its own, or the first shape no other seat has taken
    /// (shapes given in the file are kept first).
    pub fn token_shapes(&self) -> Vec<TokenShape> {
        let mut taken: Vec<TokenShape> = self.seats.iter().filter_map(|s| s.token).collect();
        self.seats
            .iter()
            .map(|s| {
                s.token.unwrap_or_else(|| {
                    // A checked setup has at most MAX_SEATS (= the number of shapes) seats.
                    let free = TokenShape::ALL
                        .into_iter()
                        .find(|t| !taken.contains(t))
                        .unwrap_or(TokenShape::Circle);
                    taken.push(free);
                    free
                })
            })
            .collect()
    }
}

/// Who decides for a seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum ControllerSpec {
    /// A person at the screen (or the built-in policy playing for them).
    Human,
    /// An automa of a kind, playing by one of the kind's table files. With
    /// `decided_by`, another seat answers the questions the rules put to it (retreat,
    /// losses, retreat hex), as the 2-player variant's passive automa needs.
    Automa {
        kind: String,
        table: String,
        #[serde(default)]
        decided_by: Option<DeciderSpec>,
    },
}

/// Who answers an automa's questions for it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub enum DeciderSpec {
    /// Always this seat (by its key).
    Seat(String),
    /// In a battle, the person at the table who is not attacking it (the 2-player
    /// variant's rule); outside a battle the automa answers by its own rules.
    OtherPerson,
}

/// Most seats a table may have.
pub const MAX_SEATS: usize = 8;

/// The longest a setup's `name`, `title` and `about` may be, in characters (they are
/// shown on one card of the new-game screen).
pub const MAX_NAME_CHARS: usize = 100;
pub const MAX_TITLE_CHARS: usize = 40;
pub const MAX_ABOUT_CHARS: usize = 300;

impl Validate for SetupFile {
    fn validate(&self) -> Result<(), String> {
        if self.name.trim().is_empty() {
            return Err("`name` is empty".into());
        }
        for (field, text, most) in [
            ("name", &self.name, MAX_NAME_CHARS),
            ("title", &self.title, MAX_TITLE_CHARS),
            ("about", &self.about, MAX_ABOUT_CHARS),
        ] {
            let n = text.chars().count();
            if n > most {
                return Err(format!(
                    "`{field}` is {n} characters long: at most {most} fit on the table's card"
                ));
            }
        }
        if self.seats.is_empty() || self.seats.len() > MAX_SEATS {
            return Err(format!(
                "`seats` must list 1 to {MAX_SEATS} seats, found {}",
                self.seats.len()
            ));
        }
        for (i, s) in self.seats.iter().enumerate() {
            if s.key.is_empty() || !s.key.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
                return Err(format!(
                    "`seats[{i}].key` must be letters, digits or _, found {:?}",
                    s.key
                ));
            }
            if self.seats[..i].iter().any(|o| o.key == s.key) {
                return Err(format!("`seats[{i}].key`: {:?} is used twice", s.key));
            }
            if s.name.trim().is_empty() {
                return Err(format!("`seats[{i}].name` is empty"));
            }
            if let Some(with) = &s.turn_with {
                let partner = self.seats.iter().find(|o| &o.key == with);
                let (Some(partner), ControllerSpec::Automa { kind, .. }) = (partner, &s.controller)
                else {
                    return Err(format!(
                        "`seats[{i}].turn_with`: {with:?} must be the key of another seat, and                          only an automa acts in another's turns"
                    ));
                };
                match &partner.controller {
                    ControllerSpec::Automa { kind: k, .. }
                        if k == kind && partner.key != s.key && partner.turn_with.is_none() => {}
                    _ => {
                        return Err(format!(
                            "`seats[{i}].turn_with`: {with:?} must be another automa seat of the                              {kind:?} kind that takes turns of its own"
                        ));
                    }
                }
            }
            if let Some(t) = s.token
                && let Some(o) = self.seats[..i].iter().find(|o| o.token == Some(t))
            {
                return Err(format!(
                    "`seats[{i}].token`: {:?} already has the {} shape (seats must differ by \
                     shape as well as colour)",
                    o.key,
                    t.name()
                ));
            }
        }
        let people = self
            .seats
            .iter()
            .filter(|s| s.controller == ControllerSpec::Human)
            .count();
        if people == 0 {
            return Err("`seats`: at least one seat must be Human".into());
        }
        if let Some(sectors) = &self.sectors {
            let centers = sectors.iter().filter(|s| **s == SectorSpec::Center).count();
            if centers != 1 {
                return Err(format!("`sectors` must have one Center, found {centers}"));
            }
            let homes: Vec<&String> = sectors
                .iter()
                .filter_map(|s| match s {
                    SectorSpec::Home(k) => Some(k),
                    SectorSpec::Center => None,
                })
                .collect();
            if homes.is_empty() || homes.len() > MAX_HOME_SECTORS {
                return Err(format!(
                    "`sectors` must have 1 to {MAX_HOME_SECTORS} Home sectors, found {}",
                    homes.len()
                ));
            }
            for (i, k) in homes.iter().enumerate() {
                if !self.seats.iter().any(|s| &s.key == *k) {
                    return Err(format!("`sectors`: Home({k:?}) is not a seat key"));
                }
                if homes[..i].contains(k) {
                    return Err(format!("`sectors`: {k:?} has two home sectors"));
                }
            }
            // Every person plays from a home sector.
            if let Some(p) = self
                .seats
                .iter()
                .find(|s| s.controller == ControllerSpec::Human && !homes.contains(&&s.key))
            {
                return Err(format!(
                    "`sectors`: the person {:?} has no Home sector",
                    p.key
                ));
            }
        } else if self
            .seats
            .iter()
            .filter(|s| s.controller == ControllerSpec::Human)
            .count()
            > MAX_HOME_SECTORS
        {
            return Err(format!(
                "`sectors`: more than {MAX_HOME_SECTORS} people need their home sectors listed"
            ));
        }
        for (i, s) in self.seats.iter().enumerate() {
            if let ControllerSpec::Automa {
                decided_by: Some(DeciderSpec::Seat(k)),
                ..
            } = &s.controller
                && (k == &s.key || !self.seats.iter().any(|o| &o.key == k))
            {
                return Err(format!(
                    "`seats[{i}].controller.decided_by`: {k:?} is not another seat's key"
                ));
            }
        }
        for (i, s) in self.seats.iter().enumerate() {
            if let ControllerSpec::Automa {
                decided_by: Some(DeciderSpec::OtherPerson),
                ..
            } = &s.controller
                && people < 2
            {
                return Err(format!(
                    "`seats[{i}].controller.decided_by`: OtherPerson needs two people at the \
                     table"
                ));
            }
        }
        for (field, keys) in [
            ("removed_cards", &self.removed_cards),
            ("removed_peoples", &self.removed_peoples),
        ] {
            if let Some(i) = (0..keys.len()).find(|&i| keys[..i].contains(&keys[i])) {
                return Err(format!("`{field}[{i}]` {:?} is there twice", keys[i]));
            }
        }
        for (a, b) in &self.permanent_war {
            for k in [a, b] {
                if !self.seats.iter().any(|s| &s.key == k) {
                    return Err(format!("`permanent_war`: {k:?} is not a seat key"));
                }
            }
            if a == b {
                return Err(format!("`permanent_war`: {a:?} with itself"));
            }
        }
        Ok(())
    }
}
