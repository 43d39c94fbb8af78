//! The languages built into the program (the browser build has no folder to read them
//! from). A test keeps this list equal to the files in `assets/lang/`.

use super::table::Language;
use std::sync::Arc;

/// A shipped file: (its language, its name, its text).
macro_rules! ftl {
    ($code:literal, $file:literal) => {
        (
            $code,
            $file,
            include_str!(concat!("../../assets/lang/", $code, "/", $file)),
        )
    };
}

/// Each shipped file: (language code, file name, text).
pub const FILES: &[(&str, &str, &str)] = &[
    ftl!("en", "cards-rules.ftl"),
    ftl!("en", "coach.ftl"),
    ftl!("en", "common.ftl"),
    ftl!("en", "help.ftl"),
    ftl!("en", "keys.ftl"),
    ftl!("en", "kind-prompts.ftl"),
    ftl!("en", "kinds.ftl"),
    ftl!("en", "levels.ftl"),
    ftl!("en", "log-ancients.ftl"),
    ftl!("en", "log-chroniclers.ftl"),
    ftl!("en", "log-remnants.ftl"),
    ftl!("en", "log-rules.ftl"),
    ftl!("en", "log-solo.ftl"),
    ftl!("en", "log.ftl"),
    ftl!("en", "panel.ftl"),
    ftl!("en", "play.ftl"),
    ftl!("en", "prompts.ftl"),
    ftl!("en", "reference.ftl"),
    ftl!("en", "saves.ftl"),
    ftl!("en", "screens.ftl"),
    ftl!("en", "view.ftl"),
    ftl!("de", "cards-rules.ftl"),
    ftl!("de", "coach.ftl"),
    ftl!("de", "common.ftl"),
    ftl!("de", "content.ftl"),
    ftl!("de", "help.ftl"),
    ftl!("de", "keys.ftl"),
    ftl!("de", "kind-prompts.ftl"),
    ftl!("de", "kinds.ftl"),
    ftl!("de", "levels.ftl"),
    ftl!("de", "log-ancients.ftl"),
    ftl!("de", "log-chroniclers.ftl"),
    ftl!("de", "log-remnants.ftl"),
    ftl!("de", "log-rules.ftl"),
    ftl!("de", "log-solo.ftl"),
    ftl!("de", "log.ftl"),
    ftl!("de", "panel.ftl"),
    ftl!("de", "play.ftl"),
    ftl!("de", "prompts.ftl"),
    ftl!("de", "reference.ftl"),
    ftl!("de", "saves.ftl"),
    ftl!("de", "screens.ftl"),
    ftl!("de", "tutorial.ftl"),
    ftl!("de", "view.ftl"),
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
