//! Seats at the table. A seat is its position in the roster read from the setup file
//! (`assets/rules/setups/*.ron`); everything a seat has is kept per seat in a
//! [`PerSeat`]. Rule code asks the roster what a seat is (its controller, its automa
//! kind's data), never which seat it is.
//!
//! In files and JSON a seat is written as its roster key (`Player`, `Farmers`, ...).
//! Reading a key needs the roster it belongs to: [`with_seat_keys`] sets the keys for
//! the reading and writing done inside it; outside, the keys of the built-in solo
//! setup apply, so the scenario files and JSON outputs written before seats were data
//! keep their meaning.

use serde::de::{self, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::cell::RefCell;

/// A seat: its position in the roster (0 = first listed).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Seat(pub u8);

impl Seat {
    /// The seats of the built-in solo setup, in its roster order. For tests, the
    /// scenario tools and the solo screens; shared rule code never names a seat.
    pub const PLAYER: Seat = Seat(0);
    pub const FARMERS: Seat = Seat(1);
    pub const SLAVERS: Seat = Seat(2);

    pub fn index(self) -> usize {
        self.0 as usize
    }

    /// The seats `0..n` in roster order.
    pub fn all(n: usize) -> impl DoubleEndedIterator<Item = Seat> + Clone {
        (0..n as u8).map(Seat)
    }
}

/// A value per seat, indexed by [`Seat`], in roster order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PerSeat<T>(pub Vec<T>);

impl<T> Default for PerSeat<T> {
    fn default() -> Self {
        PerSeat(Vec::new())
    }
}

impl<T: Clone> PerSeat<T> {
    /// The same value for each of `n` seats.
    pub fn filled(n: usize, value: T) -> Self {
        PerSeat(vec![value; n])
    }
}

impl<T> PerSeat<T> {
    pub fn len(&self) -> usize {
        self.0.len()
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    /// Each seat with its value, in roster order.
    pub fn iter(&self) -> impl Iterator<Item = (Seat, &T)> {
        self.0.iter().enumerate().map(|(i, v)| (Seat(i as u8), v))
    }
    pub fn seats(&self) -> impl DoubleEndedIterator<Item = Seat> + Clone + use<T> {
        Seat::all(self.0.len())
    }
}

impl<T> std::ops::Index<Seat> for PerSeat<T> {
    type Output = T;
    fn index(&self, seat: Seat) -> &T {
        &self.0[seat.index()]
    }
}

impl<T> std::ops::IndexMut<Seat> for PerSeat<T> {
    fn index_mut(&mut self, seat: Seat) -> &mut T {
        &mut self.0[seat.index()]
    }
}

/// The keys of the built-in solo setup, used when no other roster is in scope.
pub const SOLO_KEYS: [&str; 3] = ["Player", "Farmers", "Slavers"]; // not shown: keys

thread_local! {
    static KEYS: RefCell<Option<Vec<String>>> = const { RefCell::new(None) };
}

/// Runs `f` with `keys` as the seat keys for reading and writing seats (restored after).
pub fn with_seat_keys<R>(keys: Vec<String>, f: impl FnOnce() -> R) -> R {
    let before = KEYS.with(|k| k.replace(Some(keys)));
    struct Restore(Option<Vec<String>>);
    impl Drop for Restore {
        fn drop(&mut self) {
            let before = self.0.take();
            KEYS.with(|k| *k.borrow_mut() = before);
        }
    }
    let _restore = Restore(before);
    f()
}

/// The seat a key names, among the keys in scope.
pub fn seat_of_key(key: &str) -> Option<Seat> {
    KEYS.with(|k| match &*k.borrow() {
        Some(keys) => keys.iter().position(|x| x == key),
        None => SOLO_KEYS.iter().position(|x| *x == key),
    })
    .map(|i| Seat(i as u8))
}

/// The key of a seat, among the keys in scope (`Seat7` for a seat past them).
pub fn key_of_seat(seat: Seat) -> String {
    KEYS.with(|k| match &*k.borrow() {
        Some(keys) => keys.get(seat.index()).cloned(),
        None => SOLO_KEYS.get(seat.index()).map(|s| s.to_string()),
    })
    .unwrap_or_else(|| format!("Seat{}", seat.0)) // not shown: a key
}

/// The keys in scope, for error messages.
fn keys_in_scope() -> String {
    KEYS.with(|k| match &*k.borrow() {
        Some(keys) => keys.join(", "),
        None => SOLO_KEYS.join(", "),
    })
}

impl Serialize for Seat {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        // A unit variant: bare in RON (`Slavers`, what the reader takes), a string in
        // JSON. Serde wants its name for the whole run: each key is kept once.
        s.serialize_unit_variant("Seat", self.0 as u32, interned(&key_of_seat(*self))) // not shown
    }
}

/// The one lasting copy of a seat key (a table has a handful; each is kept once).
fn interned(key: &str) -> &'static str {
    static KEYS: std::sync::Mutex<Vec<&'static str>> = std::sync::Mutex::new(Vec::new());
    let mut keys = KEYS
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some(k) = keys.iter().find(|k| **k == key) {
        return k;
    }
    let k: &'static str = Box::leak(key.to_string().into_boxed_str());
    keys.push(k);
    k
}

impl<'de> Deserialize<'de> for Seat {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Seat, D::Error> {
        struct Key;
        impl Visitor<'_> for Key {
            type Value = Seat;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                write!(f, "a seat key ({})", keys_in_scope()) // not shown: a file's error
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Seat, E> {
                seat_of_key(v).ok_or_else(|| {
                    // not shown: a file's error, in English
                    E::custom(format!(
                        "`{v}` is not a seat at this table (seats: {})", // not shown
                        keys_in_scope()
                    ))
                })
            }
        }
        // RON writes a key bare (`Slavers`), JSON as a string: an identifier reads both.
        d.deserialize_identifier(Key)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_read_bare_in_ron_and_quoted_in_json() {
        let v: Vec<Seat> = ron::from_str("[Player, Slavers]").unwrap();
        assert_eq!(v, vec![Seat::PLAYER, Seat::SLAVERS]);
        let o: Option<Seat> = ron::from_str("Some(Farmers)").unwrap();
        assert_eq!(o, Some(Seat::FARMERS));
        // What RON writes, it reads back (saves are written by the game).
        let written = ron::to_string(&vec![Seat::PLAYER, Seat::SLAVERS]).unwrap();
        assert_eq!(written, "[Player,Slavers]");
        let back: Vec<Seat> = ron::from_str(&written).unwrap();
        assert_eq!(back, vec![Seat::PLAYER, Seat::SLAVERS]);
        let j: Seat = serde_json::from_str("\"Farmers\"").unwrap();
        assert_eq!(j, Seat::FARMERS);
        assert_eq!(
            serde_json::to_string(&Seat::SLAVERS).unwrap(),
            "\"Slavers\""
        );
    }

    #[test]
    fn an_unknown_key_is_refused_with_the_seats_listed() {
        let e = ron::from_str::<Seat>("Pirates").unwrap_err().to_string();
        assert!(e.contains("Pirates") && e.contains("Slavers"), "{e}");
    }

    #[test]
    fn another_roster_reads_its_own_keys() {
        let keys = vec!["Alice".to_string(), "Bob".into(), "Ancients".into()];
        let s: Seat = with_seat_keys(keys, || ron::from_str("Ancients").unwrap());
        assert_eq!(s, Seat(2));
        // Outside the scope the solo keys are back.
        assert!(ron::from_str::<Seat>("Ancients").is_err());
    }
}
