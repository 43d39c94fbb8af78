//! The rules reference: every decision kind, terrain, technology field and piece of
//! content the game shows has an entry, and every link leads somewhere.

use crate::common;
use common::rules;
use galactic_automa::rules::log::DecisionKind;
use galactic_automa::rules::model::{Field, Terrain};
use galactic_automa::rules::reference::{
    Line, Reference, topic_of_decision, topic_of_field, topic_of_terrain,
};

const DECISION_KINDS: [DecisionKind; 23] = [
    DecisionKind::InitialTurnOrder,
    DecisionKind::StartBonus,
    DecisionKind::MovementRow,
    DecisionKind::MoveTarget,
    DecisionKind::GrowthRow,
    DecisionKind::SpawnShips,
    DecisionKind::GainStar,
    DecisionKind::FieldToResearch,
    DecisionKind::ConsolidateFleets,
    DecisionKind::FleetCounterDrawn,
    DecisionKind::FleetTactic,
    DecisionKind::RetreatBeforeCombat,
    DecisionKind::RetreatHex,
    DecisionKind::PeaceRequest,
    DecisionKind::TradeWillingness,
    DecisionKind::LevelLearnedInTrade,
    DecisionKind::TechnologyTakenWithStar,
    DecisionKind::WarRoll,
    DecisionKind::DeathRayTarget,
    DecisionKind::FieldOfChoice,
    DecisionKind::HiddenShipChips,
    DecisionKind::TechnologyBoost,
    DecisionKind::EvacuationStar,
];

#[test]
fn every_decision_kind_terrain_and_field_has_an_entry_with_text() {
    let r = Reference::build(&rules());
    let targets = DECISION_KINDS
        .iter()
        .map(|&k| topic_of_decision(k).to_string())
        .chain(
            [
                Terrain::Empty,
                Terrain::Star,
                Terrain::Nebula,
                Terrain::Asteroids,
                Terrain::NeutronStar,
            ]
            .map(|t| topic_of_terrain(t).to_string()),
        )
        .chain(Field::ALL.map(topic_of_field));
    for id in targets {
        let t = r.get(&id).unwrap_or_else(|| panic!("no topic {id}"));
        assert!(!t.lines.is_empty(), "{id} is empty");
    }
}

#[test]
fn every_link_leads_to_a_topic_and_every_topic_is_named_once() {
    let r = Reference::build(&rules());
    for t in &r.topics {
        for l in &t.links {
            assert!(
                r.get(l).is_some(),
                "{} links to {l}, which is missing",
                t.id
            );
        }
        assert_eq!(
            r.topics.iter().filter(|o| o.id == t.id).count(),
            1,
            "{}",
            t.id
        );
        assert!(!t.title.is_empty());
    }
}

#[test]
fn the_content_and_tables_come_from_the_data_loaded() {
    let data = rules();
    let r = Reference::build(&data);
    let text = |id: &str| -> String {
        r.get(id)
            .unwrap()
            .lines
            .iter()
            .map(Line::text)
            .collect::<Vec<_>>()
            .join("\n")
    };
    for s in &data.stories.stories {
        assert!(text("stories").contains(&s.name));
    }
    for c in &data.cards.cards {
        assert!(text("cards").contains(&c.a.text));
    }
    for p in &data.peoples.peoples {
        assert!(text("peoples").contains(&p.name));
    }
    // Each seat's movement table: six rows under the seat's name.
    let movement = text("automa-movement");
    assert!(movement.contains("Slavers") && movement.contains("Genetic Farmers"));
    assert_eq!(movement.matches("\n6: ").count(), 2, "{movement}");
    assert!(text("tech-military").contains("Level 6"));
    // The Remnants bring a table to the solo game and another to their campaign: both are
    // listed with their levels, the second under the campaign's title.
    let remnants = r.get("automa-remnants").unwrap();
    let headings: Vec<&str> = remnants
        .lines
        .iter()
        .filter_map(|l| match l {
            Line::Heading(h) => Some(h.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(
        headings,
        ["Remnants", "Remnants (The Remnants' campaign)"],
        "{remnants:?}"
    );
    let remnants = text("automa-remnants");
    assert!(
        remnants.contains("Standard: a hidden garrison at every neutral star outside the home sectors; they fight at Military 1, 3, 4 by era"),
        "{remnants}"
    );
    assert!(
        remnants.contains("Standard: a hidden garrison at every neutral star; they fight at Military 1, 1, 2 by era"),
        "{remnants}"
    );
}

#[test]
fn search_finds_every_word_titles_first() {
    let r = Reference::build(&rules());
    let hits = r.search("WAR peace");
    assert_eq!(hits.first().map(|t| t.id.as_str()), Some("rules-7"));
    assert!(hits.iter().all(|t| {
        let all = format!(
            "{} {}",
            t.title,
            t.lines.iter().map(Line::text).collect::<Vec<_>>().join(" ")
        )
        .to_lowercase();
        all.contains("war") && all.contains("peace")
    }));
    assert!(r.search("zzzz-no-such-word").is_empty());
    assert_eq!(r.search("  ").len(), r.topics.len());
}

#[test]
fn every_question_and_log_line_kind_has_an_entry() {
    use galactic_automa::rules::log::{DpKind, DpRecord, LogEntry};
    use galactic_automa::rules::model::Seat;
    use galactic_automa::rules::prompt::Prompt;
    use galactic_automa::rules::reference::{topic_of_entry, topic_of_prompt};
    let r = Reference::build(&rules());
    let prompts = [
        Prompt::MoveTurn,
        Prompt::Retreat {
            hex: (0, 0),
            attacker: Seat(1),
            sees_fleets: false,
        },
        Prompt::ForceRetreat {
            hex: (0, 0),
            other: Seat(1),
        },
        Prompt::RetreatWhere {
            hex: (0, 0),
            options: Vec::new(),
        },
        Prompt::ChooseLosses {
            hex: (0, 0),
            loser: Seat(1),
            max: 1,
        },
        Prompt::GrowthSelection,
        Prompt::GrowthResolution,
        Prompt::Trading,
        Prompt::AssignTactics { count: 1 },
        Prompt::GuardStars {
            taker: Seat(2),
            stars: Vec::new(),
            what: galactic_automa::rules::prompt::Guarding::Jumps,
        },
    ];
    for p in &prompts {
        let t = topic_of_prompt(p);
        assert!(r.get(t).is_some(), "{p:?}: no entry {t}");
    }
    let kinds = [
        DpKind::Alignment,
        DpKind::PopulationTrack,
        DpKind::SectorMajority,
        DpKind::FleetTactic,
        DpKind::Technology,
        DpKind::GrowthActions,
        DpKind::AutomaPower,
        DpKind::Story,
        DpKind::Goal,
        DpKind::Card,
        DpKind::People,
    ];
    for kind in kinds {
        let e = LogEntry::Destiny(DpRecord {
            round: 1,
            seat: Seat(0),
            dp: 1,
            kind,
            source: String::new().into(),
            detail: String::new().into(),
            hex: None,
        });
        let t = topic_of_entry(&e).expect("DP lines have an entry");
        assert!(r.get(t).is_some(), "{kind:?}: no entry {t}");
    }
    for e in [
        LogEntry::Move {
            round: 1,
            seat: Seat(1),
            path: vec![(0, 0), (1, 0)],
        },
        LogEntry::Spawn {
            round: 1,
            seat: Seat(1),
            hex: (0, 0),
            ships: 1,
            secret: false,
        },
    ] {
        let t = topic_of_entry(&e).expect("an entry");
        assert!(r.get(t).is_some(), "{e:?}: no entry {t}");
    }
}
