//! Automa kinds. A kind is a folder here (its code) and a folder of table files under
//! `assets/rules/automa/<key>/` (one file per automa of the kind), registered with one
//! line in [`builtin`]. Shared rule code reaches an automa only through the
//! [`AutomaKind`] trait object its seat holds; a setup's seat names its kind and table.

pub mod passive;
pub mod remnants;
pub mod shared;
pub mod solo;

use crate::rules::data::{DataError, RulesData};
pub use crate::rules::kind::{AutomaKind, Kinds};
use std::path::Path;

/// Every automa kind the game knows. Adding a kind is one line here.
pub fn builtin() -> Kinds {
    Kinds(vec![&solo::KIND, &passive::KIND, &remnants::KIND])
}

/// The rules read with the built-in kinds: what the game, its tools and its tests use
/// unless they bring a kind of their own (then the `_with` forms take the kinds).
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

    /// Every problem of a rules folder (see [`RulesData::validate_dir_with`]).
    pub fn validate_dir(dir: &Path) -> Vec<DataError> {
        Self::validate_dir_with(dir, &builtin())
    }

    /// The rules from texts (see [`RulesData::from_texts_with`]).
    pub fn from_texts(
        root: &str,
        read: impl FnMut(&str) -> Result<String, DataError>,
    ) -> Result<Self, DataError> {
        Self::from_texts_with(root, &builtin(), read)
    }
}
