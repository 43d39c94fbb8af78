//! A rules file as text, and the asset loader that fetches it (from the folder or, in
//! the browser, over HTTP). Loading starts the game from them; the rules reference reads
//! its page from one.

use bevy::asset::io::Reader;
use bevy::asset::{AssetLoader, LoadContext};
use bevy::prelude::*;

/// A rules file as text. The asset server only fetches the files (from the folder or,
/// in the browser, over HTTP); [`RulesData::from_texts`] parses and checks them, the
/// same code that reads the built-in copy and `--rules DIR`, with the same messages.
#[derive(Asset, TypePath, Debug)]
pub struct RulesText(pub String);

#[derive(Default, TypePath)]
pub struct RulesTextLoader;

impl AssetLoader for RulesTextLoader {
    type Asset = RulesText;
    type Settings = ();
    type Error = std::io::Error;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        _settings: &(),
        _load_context: &mut LoadContext<'_>,
    ) -> Result<RulesText, std::io::Error> {
        let mut bytes = Vec::new();
        reader.read_to_end(&mut bytes).await?;
        String::from_utf8(bytes)
            .map(RulesText)
            .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidData, e))
    }

    fn extensions(&self) -> &[&str] {
        // The rules files, and the rules page the browser fetches for its reference.
        &["ron", "md"]
    }
}
