//! Where saves live. On the desktop: one file per slot in the platform's data folder
//! (`GALACTIC_AUTOMA_DATA` overrides it), each written to a temporary file and then
//! renamed over the old one, so that a crash or a kill mid-write leaves the previous
//! save whole. In the browser: the page's local storage.

use super::{MAX_BYTES, SaveInfo};

/// The slot the game writes after every accepted command.
pub const AUTOSAVE: &str = "autosave";

/// A slot name as a file or key name: letters, digits, spaces, `-` and `_`, at most 40.
pub fn slot_name(name: &str) -> Result<String, String> {
    let name = name.trim();
    if name.is_empty() || name.chars().count() > 40 {
        return Err(crate::t!("save-name-length"));
    }
    if !name
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == ' ' || c == '-' || c == '_')
    {
        return Err(crate::t!("save-name-characters"));
    }
    Ok(name.to_string())
}

/// A save in the list: its slot and where the game stands (or why it cannot be read).
#[derive(Debug, Clone, PartialEq)]
pub struct Listed {
    pub slot: String,
    pub info: Result<SaveInfo, String>,
}

#[cfg(not(target_arch = "wasm32"))]
mod backend {
    use super::super::MAX_BYTES;
    use std::io::Write;
    use std::path::{Path, PathBuf};

    /// The folder of the saves, created when first needed.
    pub fn dir() -> Result<PathBuf, String> {
        let base = match std::env::var_os("GALACTIC_AUTOMA_DATA") {
            Some(d) => PathBuf::from(d),
            None => dirs::data_dir()
                .ok_or_else(|| crate::t!("save-no-data-folder"))?
                .join("galactic-automa"),
        };
        let dir = base.join("saves");
        std::fs::create_dir_all(&dir).map_err(|e| {
            crate::t!(
                "save-cannot-make-folder",
                path = dir.display().to_string(),
                why = e.to_string()
            )
        })?;
        Ok(dir)
    }

    /// A file of the game's own beside the saves' folder (settings, history).
    fn own_file(name: &str) -> Result<PathBuf, String> {
        let file = format!("{name}.ron");
        Ok(dir()?
            .parent()
            .map_or_else(|| PathBuf::from(&file), |d| d.join(&file)))
    }

    pub fn write_own(name: &str, text: &str) -> Result<(), String> {
        write_atomic(&own_file(name)?, text)
    }

    pub fn read_own(name: &str) -> Option<String> {
        read_file(&own_file(name).ok()?).ok()
    }

    fn path(slot: &str) -> Result<PathBuf, String> {
        Ok(dir()?.join(format!("{slot}.ron")))
    }

    /// Writes `text` to `path` through a temporary file beside it (its name + `.part`)
    /// renamed over it; a write that fails leaves nothing behind.
    pub fn write_atomic(path: &Path, text: &str) -> Result<(), String> {
        let mut name = path.file_name().unwrap_or_default().to_os_string();
        name.push(".part");
        let tmp = path.with_file_name(name);
        let write = || -> std::io::Result<()> {
            let mut f = std::fs::File::create(&tmp)?;
            f.write_all(text.as_bytes())?;
            f.sync_all()?;
            std::fs::rename(&tmp, path)
        };
        write().map_err(|e| {
            let _ = std::fs::remove_file(&tmp);
            crate::t!(
                "save-cannot-write",
                path = path.display().to_string(),
                why = e.to_string()
            )
        })
    }

    /// Reads a save file, refusing one too large to be a save (counted while reading:
    /// a device reports no size).
    pub fn read_file(path: &Path) -> Result<String, String> {
        crate::rules::data::read::read_text_capped(path, MAX_BYTES as u64)
            .map_err(|e| format!("{}: {e}", path.display()))
    }

    pub fn write(slot: &str, text: &str) -> Result<(), String> {
        write_atomic(&path(slot)?, text)
    }

    pub fn read(slot: &str) -> Result<String, String> {
        read_file(&path(slot)?)
    }

    pub fn delete(slot: &str) -> Result<(), String> {
        let p = path(slot)?;
        std::fs::remove_file(&p).map_err(|e| {
            crate::t!(
                "save-cannot-delete-file",
                path = p.display().to_string(),
                why = e.to_string()
            )
        })
    }

    pub fn slots() -> Vec<String> {
        let Ok(dir) = dir() else {
            return Vec::new();
        };
        let Ok(entries) = std::fs::read_dir(dir) else {
            return Vec::new();
        };
        entries
            .filter_map(|e| e.ok())
            .filter_map(|e| {
                let name = e.file_name().into_string().ok()?;
                name.strip_suffix(".ron").map(str::to_string)
            })
            .collect()
    }
}

#[cfg(target_arch = "wasm32")]
mod backend {
    const PREFIX: &str = "galactic-automa/save/";

    fn storage() -> Result<web_sys::Storage, String> {
        web_sys::window()
            .and_then(|w| w.local_storage().ok().flatten())
            .ok_or_else(|| crate::t!("save-no-local-storage"))
    }

    pub fn write_own(name: &str, text: &str) -> Result<(), String> {
        storage()?
            .set_item(&format!("galactic-automa/{name}"), text)
            .map_err(|_| crate::t!("save-browser-refused-own", name = name))
    }

    pub fn read_own(name: &str) -> Option<String> {
        storage()
            .ok()?
            .get_item(&format!("galactic-automa/{name}"))
            .ok()
            .flatten()
    }

    pub fn write(slot: &str, text: &str) -> Result<(), String> {
        // One call replaces the value whole: the previous save survives a failed write.
        storage()?
            .set_item(&format!("{PREFIX}{slot}"), text)
            .map_err(|_| crate::t!("save-browser-refused"))
    }

    pub fn read(slot: &str) -> Result<String, String> {
        storage()?
            .get_item(&format!("{PREFIX}{slot}"))
            .ok()
            .flatten()
            .ok_or_else(|| crate::t!("save-no-such-slot", slot = slot))
    }

    pub fn delete(slot: &str) -> Result<(), String> {
        storage()?
            .remove_item(&format!("{PREFIX}{slot}"))
            .map_err(|_| crate::t!("save-cannot-delete-slot", slot = slot))
    }

    pub fn slots() -> Vec<String> {
        let Ok(s) = storage() else {
            return Vec::new();
        };
        let n = s.length().unwrap_or(0);
        (0..n)
            .filter_map(|i| s.key(i).ok().flatten())
            .filter_map(|k| k.strip_prefix(PREFIX).map(str::to_string))
            .collect()
    }
}

#[cfg(not(target_arch = "wasm32"))]
pub use backend::{read_file, write_atomic};

/// Where screenshots taken in the game go (beside the saves), created when needed.
#[cfg(not(target_arch = "wasm32"))]
pub fn screenshot_dir() -> Result<std::path::PathBuf, String> {
    let saves = backend::dir()?;
    let dir = saves
        .parent()
        .map_or_else(|| saves.join("screenshots"), |p| p.join("screenshots"));
    std::fs::create_dir_all(&dir).map_err(|e| {
        crate::t!(
            "save-cannot-make-screenshot-folder",
            path = dir.display().to_string(),
            why = e.to_string()
        )
    })?;
    Ok(dir)
}

/// The browser has no files: saves live in local storage there.
#[cfg(target_arch = "wasm32")]
pub fn write_atomic(_path: &std::path::Path, _text: &str) -> Result<(), String> {
    Err(crate::t!("save-browser-no-files"))
}

/// The browser has no files: saves live in local storage there.
#[cfg(target_arch = "wasm32")]
pub fn read_file(_path: &std::path::Path) -> Result<String, String> {
    Err(crate::t!("save-browser-no-files"))
}

/// The settings kept between runs.
pub fn read_settings() -> Option<String> {
    backend::read_own("settings")
}

pub fn write_settings(text: &str) -> Result<(), String> {
    backend::write_own("settings", text)
}

/// Your history of finished games.
pub fn read_history() -> super::history::History {
    backend::read_own("history")
        .map(|t| super::history::History::parse(&t))
        .unwrap_or_default()
}

pub fn write_history(h: &super::history::History) -> Result<(), String> {
    backend::write_own("history", &h.to_text())
}

/// Writes a save to a slot.
pub fn write(slot: &str, text: &str) -> Result<(), String> {
    backend::write(&slot_name(slot)?, text)
}

/// A slot's text.
pub fn read(slot: &str) -> Result<String, String> {
    let text = backend::read(&slot_name(slot)?)?;
    if text.len() > MAX_BYTES {
        return Err(crate::t!("save-too-large"));
    }
    Ok(text)
}

pub fn delete(slot: &str) -> Result<(), String> {
    backend::delete(&slot_name(slot)?)
}

/// Every save, newest first; one that cannot be read says why.
pub fn list() -> Vec<Listed> {
    let mut all: Vec<Listed> = backend::slots()
        .into_iter()
        .filter(|s| slot_name(s).is_ok())
        .map(|slot| {
            let info = read(&slot).and_then(|t| super::parse(&t)).map(|s| s.about);
            Listed { slot, info }
        })
        .collect();
    all.sort_by_key(|l| std::cmp::Reverse(l.info.as_ref().map_or(0, |i| i.saved_at)));
    all
}
