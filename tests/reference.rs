//! The rules reference: every decision kind, terrain, technology field and piece of
//! content the game shows has an entry, and every link leads somewhere.

mod common;
use common::rules;
use galactic_automa::rules::log::DecisionKind;
use galactic_automa::rules::model::{Field, Terrain};
use galactic_automa::rules::reference::{
    Line, Reference, topic_of_decision, topic_of_field, topic_of_terrain,
};

const DECISION_KINDS: [DecisionKind; 20] = [
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
