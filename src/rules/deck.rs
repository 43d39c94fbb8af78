//! Recorded decks: piles of cards (or chits) that the rules draw from like dice. A deck's
//! order comes from the game's seed and the deck's name (its own generator, so that
//! drawing never changes a die roll); every draw is recorded with its deck, its card and
//! its purpose, and so are discards and reshuffles. Tests and scenarios force the next
//! cards. A kind or content keeps what its cards mean; a deck holds their indices and
//! their names (for the record).

use crate::rules::dice::deck_shuffle;
use bevy::prelude::*;
use serde::Serialize;
use std::collections::VecDeque;

/// What happened to a deck, in order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub enum DeckEvent {
    /// `card` (its name) was drawn from `deck` for `purpose`; `forced` by a test or a
    /// scenario.
    Draw {
        deck: String,
        card: String,
        purpose: &'static str,
        forced: bool,
    },
    /// `card` went to `deck`'s discard pile.
    Discard { deck: String, card: String },
    /// The discard pile of `deck` was shuffled into a new draw pile of `cards` cards.
    Reshuffle { deck: String, cards: usize },
    /// `card` went back under `deck`'s draw pile (a card exchanged).
    PutUnder { deck: String, card: String },
}

/// A deck event in words, for text outputs (the scenario reports, in English).
// not shown: from here
pub fn event_line(e: &DeckEvent) -> String {
    match e {
        DeckEvent::Draw {
            deck,
            card,
            purpose,
            forced,
        } => format!(
            "{deck}: drew {card} ({purpose}){}",
            if *forced { ", forced" } else { "" }
        ),
        DeckEvent::Discard { deck, card } => format!("{deck}: {card} discarded"),
        DeckEvent::Reshuffle { deck, cards } => {
            format!("{deck}: the discards reshuffled into {cards} cards")
        }
        DeckEvent::PutUnder { deck, card } => format!("{deck}: {card} put under the pile"),
    }
}
// not shown: to here

/// One deck: the names of its cards (index = card), the draw pile (top last), the
/// discard pile, and the cards forced to come next.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Deck {
    pub name: String,
    names: Vec<String>,
    draw: Vec<usize>,
    discard: Vec<usize>,
    forced: VecDeque<usize>,
    seed: u64,
    reshuffles: u32,
    /// An open supply (see [`Deck::supply`]): it has no draw pile of its own.
    open: bool,
}

impl Deck {
    /// A deck of cards with these names, shuffled with `seed` and the deck's name.
    pub fn new(name: &str, names: Vec<String>, seed: u64) -> Self {
        // The first card of the shuffled order is on top.
        let order = deck_shuffle(seed, name, names.len());
        Deck::with_order(name, names, &order, seed)
    }

    /// A deck whose draw pile is `order`, top first: the cards of `names` it leaves out
    /// are out of the game. For an order decided elsewhere (content that deals its own
    /// shuffle, a scenario's file order); a reshuffle still uses `seed`.
    pub fn with_order(name: &str, names: Vec<String>, order: &[usize], seed: u64) -> Self {
        let mut draw: Vec<usize> = order.iter().copied().filter(|&c| c < names.len()).collect();
        draw.reverse();
        Deck {
            name: name.to_string(),
            names,
            draw,
            discard: Vec::new(),
            forced: VecDeque::new(),
            seed,
            reshuffles: 0,
            open: false,
        }
    }

    /// An open supply of counters (a seat's fleet counters): the rules keep which are in
    /// it, and each draw takes one of those by a die ([`Decks::take_forced`]). It has no
    /// order of its own; a forced counter still comes first when it is there to draw.
    pub fn supply(name: &str, names: Vec<String>) -> Self {
        Deck {
            open: true,
            ..Deck::with_order(name, names, &[], 0)
        }
    }

    /// The name of a card.
    pub fn card_name(&self, card: usize) -> &str {
        self.names.get(card).map_or("?", String::as_str)
    }

    /// Cards in the draw pile.
    pub fn left(&self) -> usize {
        self.draw.len()
    }

    /// Cards in the discard pile.
    pub fn discarded(&self) -> usize {
        self.discard.len()
    }

    /// Every card of the deck.
    pub fn size(&self) -> usize {
        self.names.len()
    }

    /// The top card of the draw pile, unseen (a deck whose backs show something: the
    /// back of this card may be read). A card forced to come next is on top.
    pub fn top(&self) -> Option<usize> {
        self.forced
            .iter()
            .copied()
            .find(|c| self.draw.contains(c) || self.discard.contains(c))
            .or_else(|| self.draw.last().copied())
    }

    /// The draw pile from the top down (for scenarios and the tests).
    pub fn order(&self) -> Vec<usize> {
        self.draw.iter().rev().copied().collect()
    }
}

/// Every deck of the game, with what happened to them.
#[derive(Resource, Debug, Clone, Default)]
pub struct Decks {
    decks: Vec<Deck>,
    pub events: Vec<DeckEvent>,
}

impl Decks {
    /// Adds a deck (a deck of the same name is replaced).
    pub fn add(&mut self, deck: Deck) {
        self.decks.retain(|d| d.name != deck.name);
        self.decks.push(deck);
    }

    pub fn get(&self, name: &str) -> Option<&Deck> {
        self.decks.iter().find(|d| d.name == name)
    }

    fn get_mut(&mut self, name: &str) -> Option<&mut Deck> {
        self.decks.iter_mut().find(|d| d.name == name)
    }

    // not shown: from here (a scenario file's errors, for its author, in English)
    /// Queues cards (by index) that the next draws from `deck` take, wherever they lie
    /// (draw pile or discard). A card no longer in either is passed over when its turn
    /// comes. Unknown cards are refused.
    pub fn force(&mut self, deck: &str, cards: &[usize]) -> Result<(), String> {
        let d = self
            .get_mut(deck)
            .ok_or_else(|| format!("no deck {deck:?}"))?;
        if let Some(bad) = cards.iter().find(|&&c| c >= d.names.len()) {
            return Err(format!(
                "deck {deck:?} has {} cards: no card {bad}",
                d.names.len()
            ));
        }
        d.forced.extend(cards.iter().copied());
        Ok(())
    }

    /// Queues cards by name (as a scenario writes them): each name takes a card of that
    /// name not queued yet, from the draw pile first (top down), then the discard pile.
    /// A name the deck does not hold, or holds too few of, is refused and nothing is
    /// queued.
    pub fn force_names(&mut self, deck: &str, names: &[String]) -> Result<(), String> {
        let d = self.get(deck).ok_or_else(|| {
            let known: Vec<&str> = self.decks.iter().map(|d| d.name.as_str()).collect();
            format!(
                "no deck {deck:?} in this game (its decks: {})",
                known.join(", ")
            )
        })?;
        let mut places: Vec<usize> = d.order();
        places.extend(d.discard.iter().copied());
        if d.open {
            // What an open supply holds is the rules' to say at the draw.
            places = (0..d.names.len()).collect();
        }
        let mut taken: Vec<usize> = d.forced.iter().copied().collect();
        let mut cards = Vec::with_capacity(names.len());
        for name in names {
            let card = places
                .iter()
                .copied()
                .find(|&c| d.card_name(c) == name && !taken.contains(&c))
                .ok_or_else(|| {
                    if d.names.iter().any(|n| n == name) {
                        format!("deck {deck:?} has no more cards named {name:?} to draw")
                    } else {
                        let mut kinds: Vec<&str> = d.names.iter().map(String::as_str).collect();
                        kinds.sort_unstable();
                        kinds.dedup();
                        format!(
                            "deck {deck:?} has no card {name:?} (its cards: {})",
                            kinds.join(", ")
                        )
                    }
                })?;
            taken.push(card);
            cards.push(card);
        }
        self.force(deck, &cards)
    }
    // not shown: to here

    /// Draws the top card of `deck` for `purpose`, recorded; an empty draw pile is first
    /// refilled from the discard pile, shuffled (recorded). `None` when both are empty.
    pub fn draw(&mut self, deck: &str, purpose: &'static str) -> Option<usize> {
        let d = self.get_mut(deck)?;
        let mut forced_card = None;
        while let Some(c) = d.forced.pop_front() {
            if let Some(i) = d.draw.iter().position(|&x| x == c) {
                d.draw.remove(i);
                forced_card = Some(c);
                break;
            }
            if let Some(i) = d.discard.iter().position(|&x| x == c) {
                d.discard.remove(i);
                forced_card = Some(c);
                break;
            }
        }
        let mut events = Vec::new();
        let card = match forced_card {
            Some(c) => c,
            None => {
                if d.draw.is_empty() && !d.discard.is_empty() {
                    d.reshuffles += 1;
                    let salted = format!("{}#{}", d.name, d.reshuffles);
                    let mut pile = std::mem::take(&mut d.discard);
                    pile.sort_unstable();
                    let order = deck_shuffle(d.seed, &salted, pile.len());
                    d.draw = order.iter().rev().map(|&i| pile[i]).collect();
                    events.push(DeckEvent::Reshuffle {
                        deck: d.name.clone(),
                        cards: d.draw.len(),
                    });
                }
                d.draw.pop()?
            }
        };
        events.push(DeckEvent::Draw {
            deck: d.name.clone(),
            card: d.card_name(card).to_string(),
            purpose,
            forced: forced_card.is_some(),
        });
        self.events.extend(events);
        Some(card)
    }

    /// A draw from an open supply, first step: the next card forced on it that is among
    /// `there` (the cards in it now), taken off the queue; forced cards that are not there
    /// are passed over. `None`: the caller picks among `there` by a die it rolls and
    /// records, then records the draw ([`Decks::record_draw`]).
    pub fn take_forced(&mut self, deck: &str, there: &[usize]) -> Option<usize> {
        let d = self.get_mut(deck)?;
        while let Some(c) = d.forced.pop_front() {
            if there.contains(&c) {
                return Some(c);
            }
        }
        None
    }

    /// Records a draw from an open supply (see [`Decks::take_forced`]).
    pub fn record_draw(&mut self, deck: &str, card: usize, purpose: &'static str, forced: bool) {
        let Some(d) = self.get(deck) else {
            return;
        };
        let event = DeckEvent::Draw {
            deck: d.name.clone(),
            card: d.card_name(card).to_string(),
            purpose,
            forced,
        };
        self.events.push(event);
    }

    /// Puts a card on `deck`'s discard pile, recorded.
    pub fn discard(&mut self, deck: &str, card: usize) {
        let Some(d) = self.get_mut(deck) else {
            return;
        };
        if card >= d.names.len() {
            return;
        }
        d.discard.push(card);
        let event = DeckEvent::Discard {
            deck: d.name.clone(),
            card: d.card_name(card).to_string(),
        };
        self.events.push(event);
    }

    /// Shuffles `deck`'s discard pile together with what is left of its draw pile into
    /// a new draw pile, recorded (a kind's deck that grows between eras: cards put on the
    /// discard pile come into play here). Forced cards still come first.
    pub fn reshuffle(&mut self, deck: &str) {
        let Some(d) = self.get_mut(deck) else {
            return;
        };
        d.reshuffles += 1;
        let salted = format!("{}#{}", d.name, d.reshuffles);
        let mut pile = std::mem::take(&mut d.discard);
        pile.append(&mut d.draw);
        pile.sort_unstable();
        let order = deck_shuffle(d.seed, &salted, pile.len());
        d.draw = order.iter().rev().map(|&i| pile[i]).collect();
        let event = DeckEvent::Reshuffle {
            deck: d.name.clone(),
            cards: d.draw.len(),
        };
        self.events.push(event);
    }

    /// Every draw pile shuffled again and every deck given a new generator for its
    /// reshuffles (a copy of the game for a look-ahead: what is left to draw is unknown
    /// there). Discard piles, forced cards and open supplies stay as they are.
    pub fn resample(&mut self, rng: &mut rand_chacha::ChaCha8Rng) {
        use rand::RngExt;
        use rand::seq::SliceRandom;
        for d in &mut self.decks {
            if d.open {
                continue;
            }
            d.draw.sort_unstable();
            d.draw.shuffle(rng);
            d.seed = rng.random::<u64>();
        }
    }

    /// Puts a card under `deck`'s draw pile (it is drawn last), recorded.
    pub fn put_under(&mut self, deck: &str, card: usize) {
        let Some(d) = self.get_mut(deck) else {
            return;
        };
        if card >= d.names.len() {
            return;
        }
        d.draw.insert(0, card);
        let event = DeckEvent::PutUnder {
            deck: d.name.clone(),
            card: d.card_name(card).to_string(),
        };
        self.events.push(event);
    }

    /// The draws made so far (for undo: a draw reveals a card).
    pub fn draws(&self) -> usize {
        self.events
            .iter()
            .filter(|e| matches!(e, DeckEvent::Draw { .. }))
            .count()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn deck(n: usize) -> Deck {
        Deck::new("pool", (0..n).map(|i| format!("c{i}")).collect(), 7)
    }

    #[test]
    fn a_seeded_deck_deals_every_card_once_in_a_repeatable_order() {
        let mut a = Decks::default();
        a.add(deck(10));
        let mut b = a.clone();
        let first: Vec<usize> = (0..10).map(|_| a.draw("pool", "t").unwrap()).collect();
        let second: Vec<usize> = (0..10).map(|_| b.draw("pool", "t").unwrap()).collect();
        assert_eq!(first, second);
        let mut sorted = first.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..10).collect::<Vec<_>>());
        assert_ne!(first, (0..10).collect::<Vec<_>>(), "shuffled");
        assert_eq!(a.draw("pool", "t"), None, "empty with nothing discarded");
        assert_eq!(a.draws(), 10);
    }

    #[test]
    fn an_empty_pile_is_refilled_from_the_discards_and_recorded() {
        let mut d = Decks::default();
        d.add(deck(3));
        let drawn: Vec<usize> = (0..3).map(|_| d.draw("pool", "t").unwrap()).collect();
        d.discard("pool", drawn[0]);
        d.discard("pool", drawn[2]);
        let again = d.draw("pool", "t").unwrap();
        assert!(again == drawn[0] || again == drawn[2]);
        assert!(d.events.contains(&DeckEvent::Reshuffle {
            deck: "pool".into(),
            cards: 2
        }));
        assert_eq!(d.get("pool").unwrap().left(), 1);
    }

    #[test]
    fn a_deck_grows_by_cards_put_on_its_discards_and_reshuffled() {
        // A deck with no draw pile: three cards come into play, then two more join the
        // one left undrawn.
        let mut d = Decks::default();
        d.add(Deck::with_order(
            "era",
            (0..6).map(|i| format!("c{i}")).collect(),
            &[],
            5,
        ));
        for c in [0, 1, 2] {
            d.discard("era", c);
        }
        d.reshuffle("era");
        assert_eq!(d.get("era").unwrap().left(), 3);
        let a = d.draw("era", "t").unwrap();
        let b = d.draw("era", "t").unwrap();
        for c in [a, b, 4, 5] {
            d.discard("era", c);
        }
        d.reshuffle("era");
        let mut all: Vec<usize> = (0..5).map(|_| d.draw("era", "t").unwrap()).collect();
        all.sort_unstable();
        assert_eq!(all, vec![0, 1, 2, 4, 5]);
        assert_eq!(
            d.events
                .iter()
                .filter(|e| matches!(e, DeckEvent::Reshuffle { .. }))
                .count(),
            2
        );
    }

    #[test]
    fn cards_forced_by_name_take_distinct_cards_of_that_name() {
        let mut d = Decks::default();
        let names = ["blank", "ship-1", "blank", "ship-2"];
        d.add(Deck::new(
            "pool",
            names.iter().map(|n| n.to_string()).collect(),
            3,
        ));
        let want: Vec<String> = ["blank", "blank", "ship-2"].map(String::from).to_vec();
        d.force_names("pool", &want).unwrap();
        let drawn: Vec<&str> = (0..3)
            .map(|_| names[d.draw("pool", "t").unwrap()])
            .collect();
        assert_eq!(drawn, ["blank", "blank", "ship-2"]);
        // Two blanks only: a third is refused, and so is a name the deck does not hold.
        let mut e = Decks::default();
        e.add(Deck::new(
            "pool",
            names.iter().map(|n| n.to_string()).collect(),
            3,
        ));
        let three = ["blank", "blank", "blank"].map(String::from);
        assert!(
            e.force_names("pool", &three)
                .unwrap_err()
                .contains("no more")
        );
        let err = e.force_names("pool", &["base-9".to_string()]).unwrap_err();
        assert!(err.contains("base-9") && err.contains("ship-1"), "{err}");
        assert!(e.force_names("nowhere", &[]).unwrap_err().contains("pool"));
        assert_eq!(e.draws(), 0, "nothing drawn or queued by a refusal");
    }

    #[test]
    fn an_open_supply_draws_what_is_there_by_die_or_as_forced() {
        let mut d = Decks::default();
        let names: Vec<String> = ["A", "B", "C"].map(String::from).to_vec();
        d.add(Deck::supply("counters", names));
        // Nothing forced: the die picks among what is there (the last of A and C).
        assert_eq!(d.take_forced("counters", &[0, 2]), None);
        d.record_draw("counters", 2, "t", false);
        // A forced counter comes first when it is there; one that is not is passed over.
        d.force_names("counters", &["B".into(), "A".into()])
            .unwrap();
        assert_eq!(d.take_forced("counters", &[0, 2]), Some(0), "B passed over");
        d.record_draw("counters", 0, "t", true);
        assert_eq!(d.take_forced("counters", &[1]), None, "the queue is spent");
        d.record_draw("counters", 1, "t", false);
        assert_eq!(d.take_forced("counters", &[]), None, "nothing there");
        let drawn: Vec<(String, bool)> = d
            .events
            .iter()
            .filter_map(|e| match e {
                DeckEvent::Draw { card, forced, .. } => Some((card.clone(), *forced)),
                _ => None,
            })
            .collect();
        assert_eq!(
            drawn,
            [("C".into(), false), ("A".into(), true), ("B".into(), false)]
        );
        assert!(d.force_names("counters", &["F".into()]).is_err());
    }

    #[test]
    fn forced_cards_come_first_from_wherever_they_lie() {
        let mut d = Decks::default();
        d.add(deck(5));
        let first = d.draw("pool", "t").unwrap();
        d.discard("pool", first);
        // The card at the bottom of the draw pile.
        let bottom = *d.get("pool").unwrap().order().last().unwrap();
        d.force("pool", &[first, first, bottom]).unwrap();
        assert_eq!(d.draw("pool", "t"), Some(first), "taken from the discards");
        // The second one is no longer anywhere: passed over for the next forced card.
        assert_eq!(d.draw("pool", "t"), Some(bottom), "taken from the pile");
        assert!(matches!(
            d.events.last(),
            Some(DeckEvent::Draw { forced: true, .. })
        ));
        // Then the pile's own order.
        let top = d.get("pool").unwrap().order()[0];
        assert_eq!(d.draw("pool", "t"), Some(top));
        assert!(matches!(
            d.events.last(),
            Some(DeckEvent::Draw { forced: false, .. })
        ));
        assert!(d.force("pool", &[9]).is_err());
        assert!(d.force("other", &[0]).is_err());
    }
}
