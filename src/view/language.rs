//! The language of the window: chosen at start (`--language`, else the one chosen last,
//! else the system's when the game has it, else English), changed in the menu, kept with
//! the settings. A modder's language files are read at start; their problems are listed
//! under the menu's choice.

use bevy::prelude::*;
use bevy_egui::egui;

/// What was wrong with the language files read at start (file, line, what).
#[derive(Resource, Default, Debug)]
pub struct LanguageProblems(pub Vec<crate::lang::Problem>);

/// Reads a modder's languages and puts in the one to use.
pub fn choose(app: &mut App, asked: Option<&str>, stored: Option<&str>, scripted: bool) {
    #[cfg_attr(target_arch = "wasm32", allow(unused_mut))]
    let mut problems = Vec::new();
    #[cfg(not(target_arch = "wasm32"))]
    if let Some(dir) = crate::lang::files::languages_dir() {
        let (found, unread) = crate::lang::files::read_dir(&dir);
        problems.extend(unread);
        problems.extend(crate::lang::add_languages(found));
    }
    for p in &problems {
        warn!("language file: {p}");
    }
    let system = if scripted { None } else { system_language() };
    let wanted = asked
        .map(str::to_string)
        .or_else(|| stored.filter(|_| !scripted).map(str::to_string))
        .or(system)
        .unwrap_or_else(|| crate::lang::ENGLISH.to_string());
    if !crate::lang::set_language(&wanted) {
        let known: Vec<String> = crate::lang::languages().into_iter().map(|l| l.0).collect();
        warn!(
            "no language \"{wanted}\" (known: {}): English is used",
            known.join(", ")
        );
        crate::lang::set_language(crate::lang::ENGLISH);
    }
    app.insert_resource(LanguageProblems(problems));
}

/// Where a desktop system names its language, first found first.
#[cfg(not(target_arch = "wasm32"))]
const LOCALE_VARIABLES: [&str; 3] = ["LC_ALL", "LC_MESSAGES", "LANG"]; // not shown

/// The system's language, when the game has a table for it.
fn system_language() -> Option<String> {
    #[cfg(not(target_arch = "wasm32"))]
    let locale = LOCALE_VARIABLES
        .iter()
        .filter_map(|v| std::env::var(v).ok())
        .find(|v| !v.is_empty())?;
    #[cfg(target_arch = "wasm32")]
    let locale = web_sys::window()?.navigator().language()?;
    language_of_locale(&locale)
}

/// The game's language for a system locale ("de_DE.UTF-8", "de-AT", "pt-BR"): the
/// full code when the game has it, else its first part, else none.
fn language_of_locale(locale: &str) -> Option<String> {
    let tag = locale.split(['.', '@']).next()?.replace('_', "-");
    let known: Vec<String> = crate::lang::languages().into_iter().map(|l| l.0).collect();
    if known.contains(&tag) {
        return Some(tag);
    }
    let first = tag.split('-').next()?.to_lowercase();
    known.contains(&first).then_some(first)
}

/// The menu's choice of language, with the problems of the language files read.
pub fn chooser(ui: &mut egui::Ui, problems: &LanguageProblems) {
    let current = crate::lang::current_code();
    ui.horizontal(|ui| {
        ui.label(crate::t!("language-label"));
        let languages = crate::lang::languages();
        let shown = languages
            .iter()
            .find(|l| l.0 == current)
            .map(|l| l.1.clone())
            .unwrap_or_else(|| current.clone());
        egui::ComboBox::from_id_salt("language")
            .selected_text(shown)
            .show_ui(ui, |ui| {
                for (code, name) in &languages {
                    if ui.selectable_label(*code == current, name).clicked() {
                        crate::lang::set_language(code);
                    }
                }
            })
            .response
            .on_hover_text(crate::t!("language-tip"));
    });
    if !problems.0.is_empty() {
        ui.collapsing(crate::t!("language-problems", n = problems.0.len()), |ui| {
            for p in problems.0.iter().take(20) {
                ui.weak(p.to_string());
            }
        });
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_system_locale_picks_a_language_the_game_has() {
        assert_eq!(
            super::language_of_locale("de_DE.UTF-8").as_deref(),
            Some("de")
        );
        assert_eq!(super::language_of_locale("de-AT").as_deref(), Some("de"));
        assert_eq!(super::language_of_locale("en_GB").as_deref(), Some("en"));
        assert_eq!(super::language_of_locale("C"), None);
        assert_eq!(super::language_of_locale("fr_FR"), None);
    }
}
