//! Mods on the desktop: rules folders in `mods/` beside the game (or where
//! `GALACTIC_AUTOMA_MODS` points), each with the layout of `assets/rules` and only the
//! files it changes. Read by the window's new-game screen and by `play --headless --mod`.

use super::RulesData;

/// The folder holding the mods, if there is one.
#[cfg(not(target_arch = "wasm32"))]
pub fn mods_dir() -> Option<std::path::PathBuf> {
    if let Some(d) = std::env::var_os("GALACTIC_AUTOMA_MODS") {
        return Some(d.into());
    }
    let here = std::path::PathBuf::from("mods");
    if here.is_dir() {
        return Some(here);
    }
    let beside = std::env::current_exe().ok()?.parent()?.join("mods");
    beside.is_dir().then_some(beside)
}

/// A mod's name is one folder of the mods folder: no path, no `..`, nothing hidden.
pub fn check_mod_name(name: &str) -> Result<(), String> {
    let plain = !name.is_empty()
        && name.len() <= 100
        && !name.starts_with('.')
        && !name.contains(['/', '\\', ':', '\0']);
    if plain {
        Ok(())
    } else {
        Err(format!(
            "a mod is named by its folder in the mods folder (a plain name, not a path): \
             not {:?}",
            name.chars().take(100).collect::<String>()
        ))
    }
}

/// The rules of the mod `name`, checked first (every problem listed, up to 8).
#[cfg(not(target_arch = "wasm32"))]
pub fn read_mod(name: &str) -> Result<RulesData, String> {
    check_mod_name(name)?;
    let dir = mods_dir().ok_or("there is no mods folder")?.join(name);
    if !dir.is_dir() {
        return Err(format!("the mod \"{name}\" is not in the mods folder"));
    }
    let problems = RulesData::validate_dir(&dir);
    if !problems.is_empty() {
        let list: Vec<String> = problems.iter().take(8).map(|p| p.to_string()).collect();
        return Err(format!(
            "the mod \"{name}\" has {}:\n{}",
            crate::rules::nouns::count(problems.len(), "problem"),
            list.join("\n")
        ));
    }
    RulesData::load_dir(&dir).map_err(|e| e.to_string())
}

/// In the browser there is no mods folder.
#[cfg(target_arch = "wasm32")]
pub fn read_mod(name: &str) -> Result<RulesData, String> {
    Err(format!(
        "mods are read from a folder on the desktop, not in the browser ({name})"
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_mod_name_is_a_plain_folder_name() {
        assert!(check_mod_name("faster-slavers").is_ok());
        for bad in ["", "..", "../../../etc", "a/b", "a\\b", ".hidden", "c:x"] {
            assert!(check_mod_name(bad).is_err(), "{bad:?}");
        }
    }
}
