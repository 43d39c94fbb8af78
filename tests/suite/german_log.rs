//! A whole game's log at each table reads in German: every message the rules wrote is in
//! the German table with all its values, and none comes out as its key. Written out in
//! German explicitly (`Says::in_language`), so the other tests keep their English.

use crate::common;
use galactic_automa::lang::Says;
use galactic_automa::rules::log::{GameLog, LogEntry};
use galactic_automa::rules::setup::GameConfig;
use galactic_automa::sim::runner::Simulator;

/// Every piece of words an entry holds.
fn words(entry: &LogEntry) -> Vec<&Says> {
    match entry {
        LogEntry::Event { text, .. } => vec![text],
        LogEntry::Decision(d) => {
            let mut all = vec![&d.what, &d.result];
            all.extend(d.table_row.iter());
            all.extend(d.candidates.iter());
            all.extend(d.filters.iter());
            all.extend(d.tie_break.iter());
            all.extend(d.row.iter().flat_map(|r| r.rows.iter()));
            all
        }
        LogEntry::Destiny(r) => vec![&r.source, &r.detail],
        _ => Vec::new(),
    }
}

#[test]
fn every_log_line_of_a_game_at_each_table_reads_in_german() {
    let rules = common::rules();
    let mut sim = Simulator::new(rules);
    for (setup, seed) in [
        ("solo", 11),
        ("two-players", 12),
        ("ancients", 13),
        ("chroniclers", 14),
        ("remnants", 15),
        ("campaign", 16),
    ] {
        let config = GameConfig {
            seed,
            setup: Some(setup.into()),
            ..Default::default()
        };
        sim.play_only(config, None)
            .unwrap_or_else(|e| panic!("{setup}: {e}"));
        let log = sim.app.world().resource::<GameLog>();
        let (mut messages, mut german) = (0, 0);
        for entry in &log.entries {
            for says in words(entry) {
                let de = says.in_language("de");
                let en = says.english();
                assert!(
                    !de.contains('{') && !de.contains('}'),
                    "{setup}: a value left out in German: {de:?} (English: {en:?})"
                );
                let key_like = de.split_whitespace().any(|w| {
                    ["log-", "refuse-", "kind-prompts-", "coach-", "content-"]
                        .iter()
                        .any(|k| {
                            w.trim_matches(|c: char| !c.is_alphanumeric())
                                .starts_with(k)
                        })
                });
                assert!(
                    !key_like,
                    "{setup}: a message missing: {de:?} (English: {en:?})"
                );
                if matches!(says, Says::Message { .. }) {
                    messages += 1;
                    german += usize::from(de != en);
                }
            }
        }
        assert!(
            messages > 50,
            "{setup}: only {messages} messages in a whole game"
        );
        // Almost every message reads differently in German (a few, like a hex label,
        // read the same in both).
        assert!(
            german * 10 >= messages * 9,
            "{setup}: {german} of {messages} messages in German"
        );
    }
}
