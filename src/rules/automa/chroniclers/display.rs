//! What the view shows of the Chroniclers: the pair of decision cards and the income mat
//! over the board, their side panel (both bots' levels and favourites, milestones,
//! achievements, Chronicle cards), their claim markers on the board, and their tables
//! in the rules reference.

use super::state::{self, Bot, Chroniclers, Claim, Claimant};
use super::tables::{Achievement, ChroniclersTable, DecisionCard, Level, MatKind};
use crate::rules::board::hex_label;
use crate::rules::deck::Decks;
use crate::rules::kind::{HexMark, KindPanel, TableCard, TableExcerpt, TableRow};
use crate::rules::model::*;
use bevy::prelude::*;

/// A difficulty level in a player's words (the new-game screen); `base`: the DP the
/// Automa scores at each income turn at every level.
pub fn level_words(l: &Level, base: i32) -> String {
    let mut parts = vec![match l.mat {
        MatKind::Normal => crate::t!("levels-chroniclers-mat-normal"),
        MatKind::Hard => crate::t!("levels-chroniclers-mat-hard"),
    }];
    let income = base + l.income_dp;
    if income > 0 {
        parts.push(crate::t!("levels-chroniclers-income-more", dp = income));
    } else if income < 0 {
        parts.push(crate::t!("levels-chroniclers-income-less", dp = -income));
    }
    if l.you_start_level {
        parts.push(crate::t!("levels-chroniclers-you-start-level"));
    }
    if !l.first_income.is_empty() {
        parts.push(crate::t!(
            "levels-chroniclers-first-income",
            n = l.first_income.len()
        ));
    }
    if l.extra_civilization {
        parts.push(crate::t!("levels-chroniclers-extra-civilization"));
    }
    crate::t!(
        "levels-chroniclers",
        name = crate::lang::content("level", &l.name, "name", &l.name),
        parts = parts
            .into_iter()
            .reduce(|list, item| crate::t!("levels-chroniclers-next", list = list, item = item))
            .unwrap_or_default()
    )
}

fn card_line(c: &DecisionCard) -> String {
    format!(
        "{}: Automa {}, Shadow {}{}; fields {}; hexes {}{}{}",
        c.label(),
        c.automa.name(),
        c.shadow.name(),
        if c.income { ", income" } else { "" },
        c.order
            .iter()
            .map(|f| f.name())
            .collect::<Vec<_>>()
            .join(" > "),
        c.hex.label(),
        if c.adjacent { ", adjacent" } else { "" },
        if c.shadow_claim { ", Shadow claim" } else { "" },
    )
}

/// The pair in force and the decision deck; the income mat.
pub fn rows(world: &World, table: &ChroniclersTable) -> Vec<TableRow> {
    let c = world.resource::<Chroniclers>();
    let mut pair = Vec::new();
    if let Some((t, b)) = c.pair {
        if let Some(track) = table.card(t) {
            pair.push(TableCard {
                top: crate::t!("kinds-chroniclers-track", id = track.id),
                bottom: format!(
                    "A:{} S:{}{}",
                    track.automa.letter(),
                    track.shadow.letter(),
                    if track.income { " $" } else { "" }
                ),
                hover: crate::t!(
                    "kinds-chroniclers-track-hover",
                    card = card_line(track),
                    automa = track.automa.name(),
                    shadow = track.shadow.name()
                ),
                lit: true,
                face_down: false,
            });
        }
        if let Some(tie) = table.card(b) {
            pair.push(TableCard {
                top: crate::t!("kinds-chroniclers-tiebreak", id = tie.id),
                bottom: format!(
                    "{} {}",
                    tie.order
                        .iter()
                        .filter_map(|f| f.shown_name().chars().next())
                        .collect::<String>(),
                    tie.hex.label()
                ),
                hover: crate::t!(
                    "kinds-chroniclers-tiebreak-hover",
                    card = card_line(tie),
                    scan = tie.hex.words()
                ),
                lit: false,
                face_down: false,
            });
        }
    }
    let left = world
        .resource::<Decks>()
        .get(state::DECISIONS)
        .map_or(0, |d| d.left());
    pair.push(TableCard {
        top: crate::t!("kinds-chroniclers-deck"),
        bottom: crate::t!("kinds-chroniclers-deck-cards", n = left),
        hover: crate::t!("kinds-chroniclers-deck-hover", n = left),
        lit: false,
        face_down: true,
    });
    let level = table.level(world.resource::<DifficultyLevel>().0);
    let mat = table.mat(level.mat);
    let mat_cards = (0..mat.a.len())
        .map(|i| {
            let covered = (i as u32) < c.covered;
            TableCard {
                top: crate::t!("kinds-chroniclers-income", turn = i + 2),
                bottom: if covered {
                    crate::t!("kinds-chroniclers-income-covered")
                } else {
                    format!("x{} x{} x{}", mat.a[i], mat.b[i], mat.c[i])
                },
                hover: crate::t!(
                    "kinds-chroniclers-income-hover",
                    turn = i + 2,
                    a = mat.a[i],
                    b = mat.b[i],
                    c = mat.c[i],
                    covered = if covered { "yes" } else { "no" }
                ),
                lit: i as u32 == c.covered,
                face_down: covered,
            }
        })
        .collect();
    vec![
        TableRow {
            title: crate::t!("kinds-chroniclers-pair-title"),
            cards: pair,
        },
        TableRow {
            title: crate::t!("kinds-chroniclers-mat-title", n = c.income_turns),
            cards: mat_cards,
        },
    ]
}

fn levels_line(world: &World, bot: Bot) -> String {
    Field::ALL
        .iter()
        .map(|&f| format!("{} {}", &f.name()[..3], state::level(world, bot, f)))
        .collect::<Vec<_>>()
        .join(", ")
}

fn who(world: &World, c: Claimant) -> String {
    match c {
        Claimant::Bot(b) => b.name().to_string(),
        Claimant::Seat(s) => crate::rules::table::seat_name(world, s).to_string(),
    }
}

pub fn panel(world: &World, table: &ChroniclersTable) -> Vec<KindPanel> {
    let c = world.resource::<Chroniclers>();
    let fav = |f: Option<Field>| f.map_or("-", Field::name);
    let mut lines = vec![
        (
            format!(
                "Automa: {}; favourite {}; civilization {}",
                levels_line(world, Bot::Automa),
                fav(c.favourite),
                c.civilizations
                    .iter()
                    .filter_map(|&f| table.civilization(f).map(|x| x.name.clone()))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
            false,
        ),
        (
            format!(
                "Shadow Empire: {}; favourite {}",
                levels_line(world, Bot::Shadow),
                fav(c.shadow_favourite)
            ),
            false,
        ),
        (
            format!(
                "Reach: {}",
                super::conquer::reach(world, table).map_or("the whole board".into(), |r| format!(
                    "{r} hexes from its stars"
                ))
            ),
            false,
        ),
    ];
    let mut ms: Vec<String> = Vec::new();
    for f in Field::ALL {
        for &m in &table.milestones {
            let by = c
                .milestones
                .iter()
                .find(|&&(x, l, _)| x == f && l == m)
                .map(|&(_, _, w)| who(world, w));
            ms.push(format!(
                "{} {m}: {}",
                &f.name()[..3],
                by.unwrap_or_else(|| "open".into())
            ));
        }
    }
    lines.push((format!("Milestones: {}", ms.join("; ")), false));
    for a in [
        Achievement::Pinnacle,
        Achievement::Zenith,
        Achievement::TakeTwoStars,
    ] {
        if let Some(row) = table.achievement(a) {
            let places = c.places(a);
            lines.push((
                format!(
                    "{} ({} DP): {}",
                    a.name(),
                    row.dp
                        .iter()
                        .map(|d| d.to_string())
                        .collect::<Vec<_>>()
                        .join("/"),
                    if places.is_empty() {
                        "open".to_string()
                    } else {
                        places
                            .iter()
                            .map(|&w| who(world, w))
                            .collect::<Vec<_>>()
                            .join(", ")
                    }
                ),
                false,
            ));
        }
    }
    lines.push((
        format!(
            "Chronicle cards held: {} (each may be a trap when you take their star)",
            c.held.len()
        ),
        !c.held.is_empty(),
    ));
    vec![KindPanel {
        title: "The Chroniclers".into(),
        lines,
    }]
}

/// Claim markers beside their stars.
pub fn marks(world: &World) -> Vec<HexMark> {
    let c = world.resource::<Chroniclers>();
    c.claims
        .iter()
        .map(|&((x, y), claim)| {
            let h = hexx::Hex::new(x, y);
            match claim {
                Claim::Shadow => HexMark {
                    hex: h,
                    label: "F".into(),
                    hover: format!(
                        "Fortified by the Shadow Empire at {}: taking it needs more ships",
                        hex_label(h)
                    ),
                },
                Claim::Toppled(_) => HexMark {
                    hex: h,
                    label: "C".into(),
                    hover: "Your claim marker: the Automa took this star from you and cannot take it again while it stays".into(),
                },
            }
        })
        .collect()
}

/// Their tables for the rules reference: the decision cards and the benefit board.
pub fn tables(t: &ChroniclersTable) -> Vec<TableExcerpt> {
    let cards = t
        .cards
        .iter()
        .map(|c| {
            format!(
                "{} ({}): {}",
                c.id,
                match c.deck {
                    super::tables::DeckKind::Start => "start",
                    super::tables::DeckKind::Progress => "progress",
                },
                card_line(c)
            )
        })
        .collect();
    let benefits = t.benefit_rows.to_vec();
    vec![
        TableExcerpt {
            topic: "automa-chroniclers-cards",
            title: "The Chroniclers' decision cards",
            intro: "Each card: the Automa's icon and the Shadow Empire's, the field order (top to bottom) and the hex scan order its tiebreakers use.".into(),
            rule: super::TURN.0,
            rows: cards,
        },
        TableExcerpt {
            topic: "automa-chroniclers-benefits",
            title: "The Automa's benefit board",
            intro: "What the Automa gains on reaching each level of a field (the Shadow Empire gains nothing).".into(),
            rule: super::ADVANCE.0,
            rows: benefits,
        },
    ]
}
