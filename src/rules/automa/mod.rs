//! Automa kinds. A kind is a folder here (its code) and a folder of table files under
//! `assets/rules/automa/<key>/` (one file per automa of the kind), registered with one
//! line in [`builtin`]. Shared rule code reaches an automa only through the
//! [`AutomaKind`] trait object its seat holds; a setup's seat names its kind and table.

pub mod ancients;
pub mod chroniclers;
pub mod passive;
pub mod remnants;
pub mod shared;
pub mod solo;

use crate::rules::data::{DataError, RulesData};
pub use crate::rules::kind::{AutomaKind, Kinds};
use std::path::Path;

/// Every automa kind the game knows. Adding a kind is one line here.
pub fn builtin() -> Kinds {
    Kinds(vec![
        &solo::KIND,
        &passive::KIND,
        &remnants::KIND,
        &ancients::KIND,
        &chroniclers::KIND,
    ])
}

/// The rules read with the built-in kinds: what the game, its tools and its tests use
/// unless they bring a kind of their own (then the `_with` forms take the kinds).
/// The topics a folder's own guided game names that the rules reference (with the
/// folder's rules) lacks.
#[cfg(not(target_arch = "wasm32"))]
fn tutorial_topics(dir: &Path) -> Vec<DataError> {
    let Ok(rules) = RulesData::load_dir(dir) else {
        return Vec::new();
    };
    let path = dir.join(crate::rules::data::TUTORIAL);
    let text =
        crate::rules::data::read::read_text_capped(&path, crate::rules::data::MAX_RULES_FILE)
            .unwrap_or_default();
    crate::rules::reference::Reference::build(&rules)
        .unknown_tutorial_topics(&rules)
        .into_iter()
        .map(|m| crate::rules::data::located(&path.display().to_string(), &text, m))
        .collect()
}

impl RulesData {
    /// The rules shipped with the game (see [`RulesData::embedded_with`]).
    pub fn embedded() -> Result<Self, DataError> {
        Self::embedded_with(&builtin())
    }

    /// The rules of a folder (a mod) over the shipped ones (see
    /// [`RulesData::load_dir_with`]).
    pub fn load_dir(dir: &Path) -> Result<Self, DataError> {
        Self::load_dir_with(dir, &builtin())
    }

    /// Every problem of a rules folder (see [`RulesData::validate_dir_with`]), and a
    /// guided game of its own whose steps name topics the rules reference lacks.
    pub fn validate_dir(dir: &Path) -> Vec<DataError> {
        #[cfg_attr(target_arch = "wasm32", allow(unused_mut))]
        let mut problems = Self::validate_dir_with(dir, &builtin());
        #[cfg(not(target_arch = "wasm32"))]
        if problems.is_empty() && dir.join(crate::rules::data::TUTORIAL).is_file() {
            problems.extend(tutorial_topics(dir));
        }
        problems
    }

    /// The rules from texts (see [`RulesData::from_texts_with`]).
    pub fn from_texts(
        root: &str,
        read: impl FnMut(&str) -> Result<String, DataError>,
    ) -> Result<Self, DataError> {
        Self::from_texts_with(root, &builtin(), read)
    }
}
