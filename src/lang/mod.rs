//! Every word the player reads, from one string table per language (Fluent files).
//!
//! The game ships English (`assets/lang/en/`) and German (`assets/lang/de/`), built into
//! the program so the browser build has them too. A modder adds a language (or changes a
//! shipped one) with a file in `languages/` beside the game: `xx.ftl`, or a folder `xx/`
//! of `.ftl` files; see [`files`]. A message missing from the chosen language is taken
//! from English, so a half-done translation still plays.
//!
//! The view asks with [`crate::t!`]: `t!("title-new-game")`, or with named values,
//! `t!("status-credits", n = credits)`. The table is one value for the whole program (a
//! lock held only while a message is written), so any function that draws may ask.

#[cfg(test)]
mod check;
pub mod files;
mod says;
pub mod shipped;
mod table;

pub use says::{Arg, JoinedBy, Joint, Says};
pub use table::{Language, Problem};

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, RwLock};

/// The English table: every message exists here (a test checks the code's keys).
pub const ENGLISH: &str = "en";

/// The languages known, and the one in use.
struct Tables {
    languages: Vec<Arc<Language>>,
    current: usize,
}

static TABLES: RwLock<Option<Tables>> = RwLock::new(None);

/// Counts the changes of language (and of the tables): what a view built from messages
/// and kept compares to know it must build again.
static GENERATION: AtomicU64 = AtomicU64::new(0);

/// The count of changes of language so far.
pub fn generation() -> u64 {
    GENERATION.load(Ordering::Relaxed)
}

fn with_tables<R>(f: impl FnOnce(&Tables) -> R) -> R {
    {
        let guard = TABLES.read().unwrap_or_else(|e| e.into_inner());
        if let Some(tables) = guard.as_ref() {
            return f(tables);
        }
    }
    let mut guard = TABLES.write().unwrap_or_else(|e| e.into_inner());
    if guard.is_none() {
        *guard = Some(Tables {
            languages: shipped::languages(),
            current: 0,
        });
    }
    f(guard.as_ref().expect("just set"))
}

/// Puts in the languages found in `extra` (a modder's files, read by [`files`]) beside
/// the shipped ones: a language with a shipped code adds to it and replaces its
/// messages of the same name. Keeps the language in use. Returns each file's problems.
pub fn add_languages(extra: Vec<files::LanguageFiles>) -> Vec<Problem> {
    let current = current_code();
    let mut problems = Vec::new();
    let mut languages = shipped::languages();
    for lang in extra {
        let base = languages.iter().position(|l| l.code == lang.code);
        let built = Language::build(
            &lang.code,
            base.map(|i| languages[i].sources.clone())
                .unwrap_or_default(),
            lang.sources,
        );
        problems.extend(built.problems.iter().cloned());
        match base {
            Some(i) => languages[i] = Arc::new(built),
            None => languages.push(Arc::new(built)),
        }
    }
    let current = languages
        .iter()
        .position(|l| l.code == current)
        .unwrap_or(0);
    *TABLES.write().unwrap_or_else(|e| e.into_inner()) = Some(Tables { languages, current });
    GENERATION.fetch_add(1, Ordering::Relaxed);
    problems
}

/// The languages to choose from: (code, its name in itself).
pub fn languages() -> Vec<(String, String)> {
    with_tables(|t| {
        t.languages
            .iter()
            .map(|l| (l.code.clone(), l.own_name()))
            .collect()
    })
}

/// The language in use.
pub fn current_code() -> String {
    with_tables(|t| t.languages[t.current].code.clone())
}

/// Uses the language `code`; false (nothing changed) when no table has that code.
pub fn set_language(code: &str) -> bool {
    with_tables(|_| ());
    let mut guard = TABLES.write().unwrap_or_else(|e| e.into_inner());
    let Some(tables) = guard.as_mut() else {
        return false;
    };
    match tables.languages.iter().position(|l| l.code == code) {
        Some(i) => {
            if tables.current != i {
                tables.current = i;
                GENERATION.fetch_add(1, Ordering::Relaxed);
            }
            true
        }
        None => false,
    }
}

/// The message `key` in the language in use, with the named values `args`; from English
/// when the language lacks it; the key itself when no table has it (a test keeps every
/// key of the code in the English table).
pub fn tr(key: &str, args: &[(&str, fluent_bundle::FluentValue<'_>)]) -> String {
    tr_in(None, key, args)
}

/// The message `key` in the language `code` (`None`: the one in use), as [`tr`] writes
/// it; a code no table has reads as English.
pub fn tr_in(
    code: Option<&str>,
    key: &str,
    args: &[(&str, fluent_bundle::FluentValue<'_>)],
) -> String {
    with_tables(|t| {
        let lang = pick(t, code);
        if let Some(text) = lang.format(key, args) {
            return text;
        }
        if let Some(english) = t.languages.iter().find(|l| l.code == ENGLISH)
            && let Some(text) = english.format(key, args)
        {
            return text;
        }
        key.to_string()
    })
}

/// A name the rules data gives in English (a card's, a story's): the language's message
/// `key` when it has one, else the name as written in the data (a mod's new card keeps
/// its own name until a language file names it).
pub fn name_or(key: &str, english: &str) -> String {
    name_in(None, key, english)
}

/// [`name_or`] in the language `code` (`None`: the one in use).
pub fn name_in(code: Option<&str>, key: &str, english: &str) -> String {
    with_tables(|t| {
        let lang = pick(t, code);
        lang.format(key, &[]).unwrap_or_else(|| english.to_string())
    })
}

/// The table of `code` (`None`: the one in use; a code no table has: English).
fn pick<'a>(t: &'a Tables, code: Option<&str>) -> &'a Language {
    match code {
        None => &t.languages[t.current],
        Some(code) => t
            .languages
            .iter()
            .find(|l| l.code == code)
            .or_else(|| t.languages.iter().find(|l| l.code == ENGLISH))
            .unwrap_or(&t.languages[t.current]),
    }
}

/// A number with `places` decimals, written as the language in use writes it (its
/// `number-decimal-point`: "2.5" in English, "2,5" in German).
pub fn decimal(x: f64, places: usize) -> String {
    let text = format!("{x:.places$}");
    if places == 0 {
        return text;
    }
    let point = tr("number-decimal-point", &[]);
    if point == "." || point == "number-decimal-point" {
        text
    } else {
        text.replacen('.', &point, 1)
    }
}

/// The key of a name or text of the rules data: `content-<kind>-<item>-<field>`, the
/// item's key in lower case with anything but letters and digits as `-`
/// (`content-card-acquisition-name`, `content-story-conquest-era1-item2-text`).
pub fn content_key(kind: &str, item: &str, field: &str) -> String {
    let item: String = item
        .chars()
        .map(|c| match c.to_ascii_lowercase() {
            c @ ('a'..='z' | '0'..='9') => c,
            _ => '-',
        })
        .collect();
    format!("content-{kind}-{item}-{field}")
}

/// A name or text of the rules data in the language in use: the language's message for
/// it when it has one, else the data's own (English) words.
pub fn content(kind: &str, item: &str, field: &str, english: &str) -> String {
    name_or(&content_key(kind, item, field), english)
}

/// The message `key` in the language in use, with named values: `t!("key")`,
/// `t!("key", n = 3, who = name)`. Numbers stay numbers (a message may choose its plural
/// form on them); anything else must be a string.
#[macro_export]
macro_rules! t {
    ($key:literal) => {
        $crate::lang::tr($key, &[])
    };
    ($key:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::lang::tr(
            $key,
            &[$((stringify!($name), ::fluent_bundle::FluentValue::from($value))),+],
        )
    };
}
