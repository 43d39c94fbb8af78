//! A modder's languages: `languages/` beside the game (or where
//! `GALACTIC_AUTOMA_LANGUAGES` points). `xx.ftl` is the language `xx`; a folder `xx/`
//! gives it several files. A shipped code (`en`, `de`) adds to that language and
//! replaces its messages of the same name.

use super::table::Source;
#[cfg(not(target_arch = "wasm32"))]
use super::table::{MAX_FILE_BYTES, Problem};

/// The files of one language found in the folder.
pub struct LanguageFiles {
    pub code: String,
    pub sources: Vec<Source>,
}

/// At most this many languages and files in a folder are read.
#[cfg(not(target_arch = "wasm32"))]
const MAX_FILES: usize = 200;

/// Whether `code` may name a language: letters, digits and `-`, like `de` or `pt-BR`.
pub fn plain_code(code: &str) -> bool {
    !code.is_empty()
        && code.len() <= 35
        && code.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
        && code.parse::<unic_langid::LanguageIdentifier>().is_ok()
}

/// The folder of a modder's languages, if there is one.
#[cfg(not(target_arch = "wasm32"))]
pub fn languages_dir() -> Option<std::path::PathBuf> {
    if let Some(d) = std::env::var_os("GALACTIC_AUTOMA_LANGUAGES") {
        return Some(d.into());
    }
    let here = std::path::PathBuf::from("languages");
    if here.is_dir() {
        return Some(here);
    }
    let beside = std::env::current_exe().ok()?.parent()?.join("languages");
    beside.is_dir().then_some(beside)
}

/// Reads every language in `dir`, with the problems of what could not be read.
#[cfg(not(target_arch = "wasm32"))]
pub fn read_dir(dir: &std::path::Path) -> (Vec<LanguageFiles>, Vec<Problem>) {
    let mut problems = Vec::new();
    let mut found: Vec<LanguageFiles> = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return (found, problems);
    };
    let mut paths: Vec<std::path::PathBuf> = entries
        .filter_map(|e| e.ok().map(|e| e.path()))
        .take(MAX_FILES)
        .collect();
    paths.sort();
    for path in paths {
        let name = path.display().to_string();
        let Some(stem) = path.file_stem().and_then(|s| s.to_str()) else {
            continue;
        };
        if stem.starts_with('.') {
            continue;
        }
        let files: Vec<std::path::PathBuf> = if path.is_dir() {
            let mut inner: Vec<_> = std::fs::read_dir(&path)
                .map(|r| {
                    r.filter_map(|e| e.ok().map(|e| e.path()))
                        .filter(|p| p.extension().is_some_and(|x| x == "ftl"))
                        .take(MAX_FILES)
                        .collect()
                })
                .unwrap_or_default();
            inner.sort();
            inner
        } else if path.extension().is_some_and(|x| x == "ftl") {
            vec![path.clone()]
        } else {
            continue;
        };
        let code = if path.is_dir() {
            path.file_name().and_then(|s| s.to_str()).unwrap_or(stem)
        } else {
            stem
        };
        if !plain_code(code) {
            problems.push(Problem {
                file: name,
                line: 1,
                message: format!(
                    "\"{code}\" is not a language code (like de, fr or pt-BR): the file is left out"
                ),
            });
            continue;
        }
        let mut sources = Vec::new();
        for file in files {
            let file_name = file.display().to_string();
            match std::fs::metadata(&file) {
                Ok(m) if m.len() as usize > MAX_FILE_BYTES => {
                    problems.push(Problem {
                        file: file_name,
                        line: 1,
                        message: format!(
                            "the file is {} bytes, more than a language file may be ({MAX_FILE_BYTES})",
                            m.len()
                        ),
                    });
                    continue;
                }
                _ => {}
            }
            match std::fs::read_to_string(&file) {
                Ok(text) => sources.push((file_name, text)),
                Err(e) => problems.push(Problem {
                    file: file_name,
                    line: 1,
                    message: format!("cannot be read: {e}"),
                }),
            }
        }
        match found.iter_mut().find(|l| l.code == code) {
            Some(l) => l.sources.extend(sources),
            None => found.push(LanguageFiles {
                code: code.to_string(),
                sources,
            }),
        }
    }
    (found, problems)
}
