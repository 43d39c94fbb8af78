//! Where the window finds its files: the `assets` folder, and whether a rules folder is
//! in it (a downloaded game started from anywhere plays the rules built into it).

/// The `assets` folder: beside the working directory when there is one (running the
/// binary from the project), else Bevy's default (beside the executable, or the
/// manifest directory under cargo; on the web, `assets/` beside the page).
pub fn asset_folder() -> String {
    #[cfg(not(target_arch = "wasm32"))]
    if let Ok(cwd) = std::env::current_dir() {
        let here = cwd.join("assets");
        if here.join("rules").is_dir() {
            return here.display().to_string();
        }
    }
    "assets".into()
}

/// Whether there is a rules folder to read (`assets/rules`, where [`asset_folder`] says):
/// a downloaded game started without its `assets/` folder has none, and plays the rules
/// built into it.
#[cfg(not(target_arch = "wasm32"))]
pub fn rules_folder_found() -> bool {
    let folder = std::path::PathBuf::from(asset_folder());
    let folder = if folder.is_absolute() {
        folder
    } else {
        bevy::asset::io::file::FileAssetReader::get_base_path().join(folder)
    };
    folder.join("rules").is_dir()
}
