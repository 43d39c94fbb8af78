//! The Ancients: the solo opponent of Empire of the Stars, mapped onto our galaxy
//! (design: `seed-automas.md` section 1). They build no empire: a queue of event cards
//! that your roles feed drives them, a Monolith walks a rondel of seven roles dropping
//! and collecting credits, and their cruisers destroy every star they leave.
//!
//! Built so far: their table (`tables`, read and checked) and the Monolith's walk
//! (`monolith`). Their turn, their moves and battles, the roles you declare and their
//! panel come next; until then no table seats them (the kind is not registered).

pub mod monolith;
pub mod tables;

pub use monolith::{Walk, walk};
pub use tables::*;

use crate::rules::data::{DataError, parse_ron};

/// Reads an Ancients table file (its name for errors, its text), checked.
pub fn read_table(file: &str, text: &str) -> Result<AncientsTable, DataError> {
    parse_ron(file, text)
}

/// The shipped table's text.
pub const SHIPPED: &str = include_str!("../../../../assets/rules/automa/ancients/ancients.ron");

#[cfg(test)]
mod tests {
    use super::*;

    fn refused(from: &str, to: &str) -> String {
        assert!(SHIPPED.contains(from), "{from}");
        let text = SHIPPED.replacen(from, to, 1);
        let e = read_table("ancients.ron", &text).expect_err(to);
        e.to_string()
    }

    #[test]
    fn the_shipped_table_reads_with_seven_decks_of_eight_and_each_district_on_four_backs() {
        let t = read_table("ancients.ron", SHIPPED).unwrap();
        assert_eq!(t.decks.len(), 7);
        assert!(t.decks.iter().all(|d| d.cards.len() == 8));
        let backs: Vec<District> = t
            .decks
            .iter()
            .flat_map(|d| d.cards.iter().map(|c| c.back))
            .collect();
        for d in &t.district_cycle {
            assert_eq!(backs.iter().filter(|b| *b == d).count(), 4, "{}", d.label());
        }
        // Each deck has eight different backs.
        for d in &t.decks {
            let mut b: Vec<String> = d.cards.iter().map(|c| c.back.label()).collect();
            b.sort();
            b.dedup();
            assert_eq!(b.len(), 8, "{:?}", d.role);
        }
        assert_eq!(t.story.len(), 7);
        assert_eq!(t.level(1).name, "Stirring");
        assert_eq!(t.level(99).name, "Apocalypse");
        let events: usize = t
            .decks
            .iter()
            .flat_map(|d| &d.cards)
            .filter(|c| c.event.is_some())
            .count();
        assert_eq!(events, 49, "7 cards of 56 have no event");
    }

    #[test]
    fn broken_tables_are_refused_by_line_and_field() {
        // A role the rondel lacks.
        let e = refused(
            "rondel: [Explorer, Scientist, Steward, Merchant, Engineer, Warlord, Regent]",
            "rondel: [Explorer, Scientist, Steward, Merchant, Engineer, Warlord, Warlord]",
        );
        assert!(e.contains("`rondel`") && e.contains("line "), "{e}");
        // An unknown role is a parse error with its line.
        let e = refused("(role: Regent, cards: [", "(role: Emperor, cards: [");
        assert!(e.contains("line ") && e.contains("Emperor"), "{e}");
        // A deck with no cards.
        let start = SHIPPED.find("(role: Steward, cards: [").unwrap();
        let end = start + SHIPPED[start..].find("]),").unwrap();
        let text = format!(
            "{}(role: Steward, cards: [{}",
            &SHIPPED[..start],
            &SHIPPED[end..]
        );
        let e = read_table("ancients.ron", &text).unwrap_err().to_string();
        assert!(
            e.contains("`decks[2].cards (how many)` is 0") && e.contains("line "),
            "{e}"
        );
        // A district that does not exist.
        let e = refused(
            "(back: H(0), dial: (3, 2, 2)",
            "(back: H(7), dial: (3, 2, 2)",
        );
        assert!(e.contains(".back") && e.contains("line "), "{e}");
        // Negative credits cannot even be read.
        let e = refused(
            "(name: \"Dormant\", cruisers: 0, credits: 10)",
            "(name: \"Dormant\", cruisers: 0, credits: -1)",
        );
        assert!(e.contains("line "), "{e}");
        // An event key no entry has.
        let e = refused("event: Some(\"WF\")", "event: Some(\"XX\")");
        assert!(
            e.contains("\"XX\"") && e.contains(".event") && e.contains("line "),
            "{e}"
        );
        // More cruisers than there are.
        let e = refused("cruisers: 4, credits: 20", "cruisers: 5, credits: 20");
        assert!(e.contains("difficulty[4].cruisers"), "{e}");
        // A strength table that falls.
        let e = refused("(1, 3), (4, 4)", "(4, 3), (1, 4)");
        assert!(e.contains("battle.strength"), "{e}");
    }
}
