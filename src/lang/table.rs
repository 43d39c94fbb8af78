//! One language's table: its Fluent files read into one bundle, with every problem named
//! by file and line (a broken message is left out; the rest of the file still counts).

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

/// A problem in a language file, as a modder can act on it.
#[derive(Clone, Debug, PartialEq)]
pub struct Problem {
    pub file: String,
    pub line: usize,
    pub message: String,
}

impl std::fmt::Display for Problem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}: {}", self.file, self.line, self.message)
    }
}

/// A file of a language: its name (for messages) and its text.
pub type Source = (String, String);

/// A language: its code (`en`, `de`), the files it was built from, its messages.
pub struct Language {
    pub code: String,
    pub sources: Vec<Source>,
    pub problems: Vec<Problem>,
    bundle: FluentBundle<FluentResource>,
}

/// Files larger than this are refused (a language is a few hundred kilobytes at most).
pub const MAX_FILE_BYTES: usize = 4 << 20;

impl Language {
    /// The language `code` from `base` (files already checked, e.g. the shipped ones) and
    /// `added` (a modder's: their messages replace the base's of the same name).
    pub fn build(code: &str, base: Vec<Source>, added: Vec<Source>) -> Language {
        let id = code
            .parse::<unic_langid::LanguageIdentifier>()
            .unwrap_or_default();
        let mut bundle = FluentBundle::new_concurrent(vec![id]);
        // No invisible direction marks around values: the game's font has no glyph for
        // them, and every shipped language reads left to right.
        bundle.set_use_isolating(false);
        let mut problems = Vec::new();
        let mut sources = Vec::new();
        let base_len = base.len();
        for (i, (name, text)) in base.into_iter().chain(added).enumerate() {
            if text.len() > MAX_FILE_BYTES {
                problems.push(Problem {
                    file: name.clone(),
                    line: 1,
                    message: format!(
                        "the file is {} bytes, more than a language file may be ({MAX_FILE_BYTES})",
                        text.len()
                    ),
                });
                continue;
            }
            let resource = match FluentResource::try_new(text.clone()) {
                Ok(r) => r,
                Err((r, errors)) => {
                    for e in errors {
                        problems.push(Problem {
                            file: name.clone(),
                            line: line_of(&text, e.pos.start),
                            message: format!("not Fluent: {}", e.kind),
                        });
                    }
                    r
                }
            };
            // A modder's files win over the base; two base files may not name one
            // message twice.
            if i < base_len {
                if let Err(errors) = bundle.add_resource(resource) {
                    for e in errors {
                        problems.push(Problem {
                            file: name.clone(),
                            line: 1,
                            message: e.to_string(),
                        });
                    }
                }
            } else {
                bundle.add_resource_overriding(resource);
            }
            sources.push((name, text));
        }
        Language {
            code: code.to_string(),
            sources,
            problems,
            bundle,
        }
    }

    /// The message `key` with `args`, or `None` when this language lacks it.
    pub fn format(&self, key: &str, args: &[(&str, FluentValue<'_>)]) -> Option<String> {
        let message = self.bundle.get_message(key)?;
        let pattern = message.value()?;
        let mut fluent_args = FluentArgs::with_capacity(args.len());
        for (name, value) in args {
            fluent_args.set(*name, value.clone());
        }
        let mut errors = Vec::new();
        let text = self.bundle.format_pattern(
            pattern,
            (!args.is_empty()).then_some(&fluent_args),
            &mut errors,
        );
        Some(text.into_owned())
    }

    /// Whether the language has the message `key`.
    pub fn has(&self, key: &str) -> bool {
        self.bundle
            .get_message(key)
            .is_some_and(|m| m.value().is_some())
    }

    /// The keys of every message in this language's files.
    pub fn keys(&self) -> Vec<String> {
        let mut keys = Vec::new();
        for (_, text) in &self.sources {
            let resource = FluentResource::try_new(text.clone()).unwrap_or_else(|(r, _)| r);
            for entry in resource.entries() {
                if let fluent_syntax::ast::Entry::Message(m) = entry {
                    keys.push(m.id.name.to_string());
                }
            }
        }
        keys.sort();
        keys.dedup();
        keys
    }

    /// The language's name in itself (its `language-name` message), else its code.
    pub fn own_name(&self) -> String {
        self.format("language-name", &[])
            .unwrap_or_else(|| self.code.clone())
    }
}

/// The line (from 1) of byte `pos` in `text`.
fn line_of(text: &str, pos: usize) -> usize {
    text.as_bytes()[..pos.min(text.len())]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1
}
