//! Reading one rules file: RON parsed into its type and checked, with errors that name
//! the file, the line and the field. Every table type and every automa kind's reader
//! use these.

use serde::de::DeserializeOwned;

/// A rules file that could not be used: which file, and why.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DataError {
    pub file: String,
    pub message: String,
}

impl std::fmt::Display for DataError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.file, self.message)
    }
}

impl std::error::Error for DataError {}

/// Checks a table after parsing; `Err` explains which field is wrong.
pub trait Validate {
    fn validate(&self) -> Result<(), String>;
}

/// Parses one RON text into `T` and validates it, naming `file` in any error.
pub fn parse_ron<T: DeserializeOwned + Validate>(file: &str, text: &str) -> Result<T, DataError> {
    let value: T = ron::from_str(text).map_err(|e| DataError {
        file: file.to_string(),
        message: format!(
            "line {}, column {}: {}",
            e.span.start.line, e.span.start.col, e.code
        ),
    })?;
    value
        .validate()
        .map_err(|message| located(file, text, message))?;
    Ok(value)
}

/// A check's `message` about the file `file` (its `text`), with the line of the value
/// when the field the message names can be found.
pub fn located(file: &str, text: &str, message: String) -> DataError {
    DataError {
        file: file.to_string(),
        message: match super::locate::line_of(text, &message) {
            Some(line) => format!("line {line}: {message}"),
            None => message,
        },
    }
}

/// Helper for content validators: an entry's key is lowercase letters and dashes, and no
/// earlier entry uses it (`at` names the entry in errors).
pub fn check_key<'a>(
    at: &str,
    key: &str,
    earlier: impl IntoIterator<Item = &'a str>,
) -> Result<(), String> {
    if key.is_empty() || !key.chars().all(|c| c.is_ascii_lowercase() || c == '-') {
        return Err(format!(
            "`{at}.key` must be lowercase letters and dashes, found {key:?}"
        ));
    }
    if earlier.into_iter().any(|k| k == key) {
        return Err(format!("`{at}.key` is used twice"));
    }
    Ok(())
}

/// Helper for validators: a table must have exactly `n` rows.
pub fn expect_len<T>(field: &str, rows: &[T], n: usize) -> Result<(), String> {
    if rows.len() == n {
        Ok(())
    } else {
        Err(format!(
            "`{field}` must have {n} entries, found {}",
            rows.len()
        ))
    }
}

/// Whether a number read from a file lies in the range the game can play with (a mod's
/// absurd value is refused by name, never left to overflow or exhaust memory).
pub fn in_range<T: PartialOrd + std::fmt::Display + Copy>(
    field: &str,
    value: T,
    lo: T,
    hi: T,
) -> Result<(), String> {
    if value < lo || value > hi {
        Err(format!(
            "`{field}` is {value}: it must be between {lo} and {hi}"
        ))
    } else {
        Ok(())
    }
}

/// [`in_range`] for every value of a list.
pub fn all_in_range<T: PartialOrd + std::fmt::Display + Copy>(
    field: &str,
    values: impl IntoIterator<Item = T>,
    lo: T,
    hi: T,
) -> Result<(), String> {
    for (i, v) in values.into_iter().enumerate() {
        in_range(&format!("{field}[{i}]"), v, lo, hi)?;
    }
    Ok(())
}
