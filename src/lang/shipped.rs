//! The languages built into the program (the browser build has no folder to read them
//! from). A test keeps this list equal to the files in `assets/lang/`.

use super::table::Language;
use std::sync::Arc;

/// Each shipped file: (language code, file name, text).
pub const FILES: &[(&str, &str, &str)] = &[
    (
        "en",
        "common.ftl",
        include_str!("../../assets/lang/en/common.ftl"),
    ),
    (
        "en",
        "help.ftl",
        include_str!("../../assets/lang/en/help.ftl"),
    ),
    (
        "en",
        "keys.ftl",
        include_str!("../../assets/lang/en/keys.ftl"),
    ),
    (
        "en",
        "panel.ftl",
        include_str!("../../assets/lang/en/panel.ftl"),
    ),
    (
        "en",
        "play.ftl",
        include_str!("../../assets/lang/en/play.ftl"),
    ),
    (
        "en",
        "prompts.ftl",
        include_str!("../../assets/lang/en/prompts.ftl"),
    ),
    (
        "en",
        "reference.ftl",
        include_str!("../../assets/lang/en/reference.ftl"),
    ),
    (
        "en",
        "screens.ftl",
        include_str!("../../assets/lang/en/screens.ftl"),
    ),
    (
        "en",
        "view.ftl",
        include_str!("../../assets/lang/en/view.ftl"),
    ),
    (
        "de",
        "common.ftl",
        include_str!("../../assets/lang/de/common.ftl"),
    ),
    (
        "de",
        "content.ftl",
        include_str!("../../assets/lang/de/content.ftl"),
    ),
    (
        "de",
        "help.ftl",
        include_str!("../../assets/lang/de/help.ftl"),
    ),
    (
        "de",
        "keys.ftl",
        include_str!("../../assets/lang/de/keys.ftl"),
    ),
    (
        "de",
        "panel.ftl",
        include_str!("../../assets/lang/de/panel.ftl"),
    ),
    (
        "de",
        "play.ftl",
        include_str!("../../assets/lang/de/play.ftl"),
    ),
    (
        "de",
        "prompts.ftl",
        include_str!("../../assets/lang/de/prompts.ftl"),
    ),
    (
        "de",
        "reference.ftl",
        include_str!("../../assets/lang/de/reference.ftl"),
    ),
    (
        "de",
        "screens.ftl",
        include_str!("../../assets/lang/de/screens.ftl"),
    ),
    (
        "de",
        "view.ftl",
        include_str!("../../assets/lang/de/view.ftl"),
    ),
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
