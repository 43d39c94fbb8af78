//! Counts in words: "1 ship", "3 ships". A leaf of the rules: it needs nothing of them,
//! so the log, the tables and the view can all name their counts the same way.

/// A count with its noun, plural unless the count is one: "1 ship", "3 ships", "0 ships".
/// For a phrase, the last word takes the plural ("2 mobile ships").
pub fn count(n: impl std::fmt::Display, noun: &str) -> String {
    use std::fmt::Write;
    // One string, allocated once: counts are named in many log lines of every game.
    let mut words = String::with_capacity(noun.len() + 12);
    let _ = write!(words, "{n}");
    let one = words == "1";
    words.push(' ');
    words.push_str(noun);
    if !one {
        // "hexes", "bonuses", "matches": a hissing end takes "es".
        if ["s", "x", "z", "ch", "sh"]
            .iter()
            .any(|e| noun.ends_with(e))
        {
            words.push('e');
        }
        words.push('s');
    }
    words
}

#[cfg(test)]
mod tests {
    #[test]
    fn one_is_singular_every_other_count_plural() {
        use super::count;
        assert_eq!(count(1u32, "ship"), "1 ship");
        assert_eq!(count(0usize, "ship"), "0 ships");
        assert_eq!(count(3i32, "mobile ship"), "3 mobile ships");
        assert_eq!(count(1u8, "base"), "1 base");
        assert_eq!(count(4u8, "hex"), "4 hexes");
        assert_eq!(count(2u8, "bonus"), "2 bonuses");
    }
}
