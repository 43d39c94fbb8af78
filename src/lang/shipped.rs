//! The languages built into the program (the browser build has no folder to read them
//! from). A test keeps this list equal to the files in `assets/lang/`.

use super::table::Language;
use std::sync::Arc;

/// Each shipped file: (language code, file name, text).
pub const FILES: &[(&str, &str, &str)] = &[
    ("en", "common.ftl", include_str!("../../assets/lang/en/common.ftl")),
    ("de", "common.ftl", include_str!("../../assets/lang/de/common.ftl")),
];

/// The shipped languages, English first.
pub fn languages() -> Vec<Arc<Language>> {
    let mut codes: Vec<&str> = Vec::new();
    for (code, _, _) in FILES {
        if !codes.contains(code) {
            codes.push(code);
        }
    }
    codes
        .into_iter()
        .map(|code| {
            let sources = FILES
                .iter()
                .filter(|(c, _, _)| *c == code)
                .map(|(c, name, text)| (format!("assets/lang/{c}/{name}"), text.to_string()))
                .collect();
            Arc::new(Language::build(code, sources, Vec::new()))
        })
        .collect()
}
