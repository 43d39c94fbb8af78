//! Words the rules write for the player (a log line, an automa decision's reasons), kept
//! as a message of the string table with its values and written out in the reader's
//! language only when shown: a game played in German and read in English reads in
//! English, and a simulation that never shows its log never writes a word.
//!
//! The rules make one with [`crate::says!`]: `says!("log-war-declared", who = name)`.
//! A name or a modder's text that has no message is [`Says::Text`] (what `"..".into()`
//! gives). Saved and printed (the scenario JSON, the goldens), a `Says` is its English
//! words, so those files read the same in every language.

use fluent_bundle::FluentValue;
use std::fmt;

/// Words for the player: a message of the table and its values, or words as they are.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Says {
    /// Words as they are: a name, a modder's text.
    Text(String),
    /// A name or text of the rules data (a seat's, a star's, a card's): the language's
    /// words for it when it has them, else the data's own (see [`super::content`]).
    Content {
        kind: &'static str,
        item: String,
        field: &'static str,
        english: String,
    },
    /// The table's message `key` with its named values.
    Message {
        key: &'static str,
        args: Vec<(&'static str, Arg)>,
    },
}

/// How [`Says::joined`] joins words: "a, b", "a; b" or "a and b".
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Joint {
    Comma,
    Semicolon,
    And,
}

impl Joint {
    fn key(self) -> &'static str {
        match self {
            Joint::Comma => "words-comma",
            Joint::Semicolon => "words-semicolon",
            Joint::And => "words-and",
        }
    }
}

/// [`Says::joined`] at the end of an iterator: `words.joined_by(Joint::Comma)`.
pub trait JoinedBy: Iterator<Item = Says> + Sized {
    fn joined_by(self, joint: Joint) -> Says {
        Says::joined(self, joint)
    }
}

impl<I: Iterator<Item = Says>> JoinedBy for I {}

/// A named value of a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Arg {
    /// A number (a message may choose its plural form on it).
    Num(i64),
    Text(String),
    /// Words of their own, written out in the same language as the message.
    Says(Says),
}

impl Says {
    /// The message `key` with `args` (what [`crate::says!`] builds).
    pub fn message(key: &'static str, args: Vec<(&'static str, Arg)>) -> Self {
        Says::Message { key, args }
    }

    /// A name or text of the rules data, in the reader's language when it has one.
    pub fn content(
        kind: &'static str,
        item: impl Into<String>,
        field: &'static str,
        english: impl Into<String>,
    ) -> Self {
        Says::Content {
            kind,
            item: item.into(),
            field,
            english: english.into(),
        }
    }

    /// Words joined by `joint` between each two ("a, b, c"; with [`Joint::And`] "a and
    /// b and c"); nothing for no words. The one way every part of the rules lists words.
    pub fn joined(items: impl IntoIterator<Item = Says>, joint: Joint) -> Says {
        items
            .into_iter()
            .reduce(|a, b| {
                Says::message(joint.key(), vec![("a", Arg::Says(a)), ("b", Arg::Says(b))])
            })
            .unwrap_or_default()
    }

    /// Words listed with commas, and "and" before the last when `and_last` ("a, b and
    /// c").
    pub fn listing(items: Vec<Says>, and_last: bool) -> Says {
        let n = items.len();
        let mut out: Option<Says> = None;
        for (i, item) in items.into_iter().enumerate() {
            out = Some(match out {
                None => item,
                Some(list) => {
                    let joint = if and_last && i + 1 == n {
                        Joint::And
                    } else {
                        Joint::Comma
                    };
                    Says::joined([list, item], joint)
                }
            });
        }
        out.unwrap_or_default()
    }

    /// The words in the language in use.
    pub fn text(&self) -> String {
        self.write(None)
    }

    /// The words in English (what saves, scenario outputs and the tests read).
    pub fn english(&self) -> String {
        self.write(Some(super::ENGLISH))
    }

    /// The words in the language `code` (English when no table has it).
    pub fn in_language(&self, code: &str) -> String {
        self.write(Some(code))
    }

    /// Whether nothing is said (an empty text).
    pub fn is_empty(&self) -> bool {
        matches!(self, Says::Text(t) if t.is_empty())
    }

    /// Whether the English words contain `pat` (for the tests).
    pub fn contains(&self, pat: &str) -> bool {
        self.english().contains(pat)
    }

    /// Whether the English words start with `pat` (for the tests).
    pub fn starts_with(&self, pat: &str) -> bool {
        self.english().starts_with(pat)
    }

    /// Whether the English words end with `pat` (for the tests).
    pub fn ends_with(&self, pat: &str) -> bool {
        self.english().ends_with(pat)
    }

    fn write(&self, code: Option<&str>) -> String {
        match self {
            Says::Text(t) => t.clone(),
            Says::Content {
                kind,
                item,
                field,
                english,
            } => super::name_in(code, &super::content_key(kind, item, field), english),
            Says::Message { key, args } => {
                let values: Vec<(&str, FluentValue<'_>)> = args
                    .iter()
                    .map(|(name, arg)| {
                        let value = match arg {
                            Arg::Num(n) => FluentValue::from(*n),
                            Arg::Text(t) => FluentValue::from(t.as_str()),
                            Arg::Says(s) => FluentValue::from(s.write(code)),
                        };
                        (*name, value)
                    })
                    .collect();
                super::tr_in(code, key, &values)
            }
        }
    }
}

impl Default for Says {
    fn default() -> Self {
        Says::Text(String::new())
    }
}

impl fmt::Display for Says {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.text())
    }
}

impl From<String> for Says {
    fn from(t: String) -> Self {
        Says::Text(t)
    }
}

impl From<&str> for Says {
    fn from(t: &str) -> Self {
        Says::Text(t.to_string())
    }
}

impl From<&String> for Says {
    fn from(t: &String) -> Self {
        Says::Text(t.clone())
    }
}

impl PartialEq<str> for Says {
    fn eq(&self, other: &str) -> bool {
        self.english() == other
    }
}

impl PartialEq<&str> for Says {
    fn eq(&self, other: &&str) -> bool {
        self.english() == *other
    }
}

impl PartialEq<String> for Says {
    fn eq(&self, other: &String) -> bool {
        self.english() == *other
    }
}

impl serde::Serialize for Says {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.english())
    }
}

impl<'de> serde::Deserialize<'de> for Says {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        String::deserialize(d).map(Says::Text)
    }
}

/// A `Says` as a value of a [`crate::t!`] message: its words in the language in use.
impl<'a> From<&'a Says> for FluentValue<'a> {
    fn from(s: &'a Says) -> Self {
        FluentValue::from(s.text())
    }
}

impl From<Says> for FluentValue<'_> {
    fn from(s: Says) -> Self {
        FluentValue::from(s.text())
    }
}

macro_rules! from_numbers {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Self {
                Arg::Num(n as i64)
            }
        }
    )*};
}
from_numbers!(u8, u16, u32, u64, usize, i8, i16, i32, i64);

impl From<String> for Arg {
    fn from(t: String) -> Self {
        Arg::Text(t)
    }
}

impl From<&str> for Arg {
    fn from(t: &str) -> Self {
        Arg::Text(t.to_string())
    }
}

impl From<&String> for Arg {
    fn from(t: &String) -> Self {
        Arg::Text(t.clone())
    }
}

impl From<std::sync::Arc<str>> for Arg {
    fn from(t: std::sync::Arc<str>) -> Self {
        Arg::Text(t.to_string())
    }
}

impl From<&std::sync::Arc<str>> for Arg {
    fn from(t: &std::sync::Arc<str>) -> Self {
        Arg::Text(t.to_string())
    }
}

impl From<std::borrow::Cow<'_, str>> for Arg {
    fn from(t: std::borrow::Cow<'_, str>) -> Self {
        Arg::Text(t.into_owned())
    }
}

impl From<Says> for Arg {
    fn from(s: Says) -> Self {
        Arg::Says(s)
    }
}

impl From<&Says> for Arg {
    fn from(s: &Says) -> Self {
        Arg::Says(s.clone())
    }
}

/// A message of the table to write out later, in the reader's language:
/// `says!("key")`, `says!("key", n = 3, who = name)`. Numbers stay numbers; strings,
/// and other [`Says`], are written in as they are.
#[macro_export]
macro_rules! says {
    ($key:literal) => {
        $crate::lang::Says::message($key, ::std::vec::Vec::new())
    };
    ($key:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::lang::Says::message(
            $key,
            ::std::vec![$((stringify!($name), $crate::lang::Arg::from($value))),+],
        )
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_is_written_in_the_language_asked_and_saved_in_english() {
        let s = crate::says!("menu-quit");
        assert_eq!(
            s.english(),
            crate::lang::tr_in(Some("en"), "menu-quit", &[])
        );
        assert_ne!(
            crate::lang::tr_in(Some("de"), "menu-quit", &[]),
            s.english(),
            "German has its own words"
        );
        let json = serde_json::to_string(&s).unwrap();
        assert_eq!(json, format!("\"{}\"", s.english()));
        let back: Says = serde_json::from_str(&json).unwrap();
        assert_eq!(back, Says::Text(s.english()));
        let plain: Says = "Zed".into();
        assert_eq!(plain.text(), "Zed");
        assert!(plain == "Zed");
    }
}
