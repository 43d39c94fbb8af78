//! A bounded fuzz test of our own: the shipped rules files and example scenarios with
//! numbers swapped for extreme values, one at a time, by a fixed generator. Each mutant
//! is refused with a message or plays (a whole game for rules, the scenario for
//! scenarios) within a step bound; none may panic. Prints the counts.

use galactic_automa::rules::data::{EMBEDDED_FILES, RulesData};
use galactic_automa::rules::setup::GameConfig;
use galactic_automa::sim::{game, runner, scenario};

/// Values a hostile modder would try.
const EXTREMES: [&str; 10] = [
    "0",
    "1",
    "7",
    "255",
    "65535",
    "4294967295",
    "-1",
    "-2147483648",
    "2147483647",
    "99999",
];

struct Gen(u64);

impl Gen {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// Where the text's numbers are (runs of digits not inside a word), as byte ranges.
fn numbers(text: &str) -> Vec<(usize, usize)> {
    let bytes = text.as_bytes();
    let mut numbers = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i].is_ascii_digit() && (i == 0 || !bytes[i - 1].is_ascii_alphanumeric()) {
            let start = i;
            while i < bytes.len() && bytes[i].is_ascii_digit() {
                i += 1;
            }
            numbers.push((start, i));
        } else {
            i += 1;
        }
    }
    numbers
}

/// The text with its `k`-th number (counted modulo how many there are) replaced.
fn mutate(text: &str, g: &mut Gen) -> String {
    let numbers = numbers(text);
    if numbers.is_empty() {
        return text.to_string();
    }
    let (a, b) = numbers[(g.next() as usize) % numbers.len()];
    let value = EXTREMES[(g.next() as usize) % EXTREMES.len()];
    format!("{}{}{}", &text[..a], value, &text[b..])
}

/// The built-in rules with one file's text replaced.
fn with_file(file: &str, text: &str) -> Result<RulesData, galactic_automa::rules::data::DataError> {
    RulesData::from_texts("fuzz", |name| {
        Ok(if name == file {
            text.to_string()
        } else {
            EMBEDDED_FILES
                .iter()
                .find(|(f, _)| *f == name)
                .unwrap()
                .1
                .to_string()
        })
    })
}

fn quietly<T>(f: impl FnOnce() -> T + std::panic::UnwindSafe) -> std::thread::Result<T> {
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let r = std::panic::catch_unwind(f);
    std::panic::set_hook(hook);
    r
}

#[test]
fn mutated_rules_files_never_panic() {
    let mut g = Gen(0x2545_f491_4f6c_dd1d);
    let (mut refused, mut played, mut panics) = (0, 0, Vec::new());
    for n in 0..600 {
        let (file, text) = EMBEDDED_FILES[n % EMBEDDED_FILES.len()];
        let mutant = mutate(text, &mut g);
        let outcome = quietly(|| {
            let rules = with_file(file, &mutant);
            match rules {
                // A refusal names the field, or the line and column of a parse error.
                Err(e) => {
                    assert!(
                        e.message.contains('`') || e.message.contains("line "),
                        "refused without naming a field: {e}"
                    );
                    false
                }
                Ok(rules) => {
                    let mut app = game::start(rules, GameConfig::default()).ok();
                    if let Some(app) = app.as_mut() {
                        let _ = runner::play_to_end(app, None);
                    }
                    true
                }
            }
        });
        match outcome {
            Ok(false) => refused += 1,
            Ok(true) => played += 1,
            Err(_) => panics.push(format!("{file}: {}", first_change(text, &mutant))),
        }
    }
    println!(
        "rules mutants: {refused} refused, {played} played, {} panics",
        panics.len()
    );
    assert!(panics.is_empty(), "{panics:#?}");
}

/// The text with up to four of its numbers moved a little (to 0-3, one more or less, or
/// doubled): mostly values a mod could mean, within the ranges or just outside.
fn nudge(text: &str, g: &mut Gen) -> String {
    let numbers = numbers(text);
    if numbers.is_empty() {
        return text.to_string();
    }
    let mut picks: Vec<usize> = (0..1 + g.next() % 4)
        .map(|_| (g.next() as usize) % numbers.len())
        .collect();
    picks.sort_unstable();
    picks.dedup();
    let mut out = text.to_string();
    // From the last, so the earlier places stay where they were.
    for &k in picks.iter().rev() {
        let (a, b) = numbers[k];
        let old: u64 = text[a..b].parse().unwrap_or(1);
        let value = match g.next() % 6 {
            0 => 0,
            1 => 1 + g.next() % 3,
            2 => old + 1,
            3 => old.saturating_sub(1),
            4 => old.saturating_mul(2),
            _ => old,
        };
        out.replace_range(a..b, &value.to_string());
    }
    out
}

#[test]
fn rules_files_near_their_values_play_whole_games_or_are_refused_by_field() {
    let mut g = Gen(0x0123_4567_89ab_cdef);
    let (mut refused, mut played) = (0, 0);
    let mut faults = Vec::new();
    let count: usize = std::env::var("NUDGES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(400);
    for n in 0..count {
        let (file, text) = EMBEDDED_FILES[n % EMBEDDED_FILES.len()];
        let mutant = nudge(text, &mut g);
        // Every table in turn, each file's nudges spread over all of them.
        let tables = [
            "solo",
            "two-players",
            "remnants",
            "ancients",
            "apocalypse",
            "chroniclers",
        ];
        let setup = tables[(n + n / EMBEDDED_FILES.len()) % tables.len()];
        let outcome = quietly(|| {
            let rules = with_file(file, &mutant);
            let rules = match rules {
                // A refusal names the field (or the line and column of a parse error).
                Err(e) if e.message.contains('`') || e.message.contains("line ") => {
                    return Ok(false);
                }
                Err(e) => return Err(format!("refused without naming a field: {e}")),
                Ok(r) => r,
            };
            let config = GameConfig {
                seed: n as u64,
                setup: (setup != "solo").then(|| setup.to_string()),
                ..GameConfig::default()
            };
            let mut app = game::start(rules, config)
                .map_err(|e| format!("accepted, but no game starts ({setup}): {e}"))?;
            runner::play_to_end(&mut app, None)
                .map_err(|e| format!("accepted, but the game does not end ({setup}): {e}"))?;
            Ok(true)
        });
        match outcome {
            Ok(Ok(false)) => refused += 1,
            Ok(Ok(true)) => played += 1,
            Ok(Err(why)) => faults.push(format!("{file}: {}: {why}", first_change(text, &mutant))),
            Err(_) => faults.push(format!("{file}: {}: panic", first_change(text, &mutant))),
        }
    }
    println!(
        "nudged rules: {refused} refused, {played} played whole games, {} faults",
        faults.len()
    );
    assert!(faults.is_empty(), "{faults:#?}");
}

#[test]
fn mutated_scenarios_never_panic() {
    let rules = RulesData::embedded().unwrap();
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("scenarios");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    let mut g = Gen(0x9e37_79b9_7f4a_7c15);
    let (mut refused, mut ran, mut panics) = (0, 0, Vec::new());
    for n in 0..400 {
        let path = &files[n % files.len()];
        let text = std::fs::read_to_string(path).unwrap();
        let mutant = mutate(&text, &mut g);
        let outcome = quietly(|| match scenario::parse("fuzz.ron", &mutant) {
            Err(_) => false,
            Ok(sc) => scenario::run(&rules, &sc).is_ok(),
        });
        match outcome {
            Ok(false) => refused += 1,
            Ok(true) => ran += 1,
            Err(_) => panics.push(format!(
                "{}: {}",
                path.display(),
                first_change(&text, &mutant)
            )),
        }
    }
    println!(
        "scenario mutants: {refused} refused, {ran} ran, {} panics",
        panics.len()
    );
    assert!(panics.is_empty(), "{panics:#?}");
}

/// Where a mutant differs from its original, for the failure message.
fn first_change(a: &str, b: &str) -> String {
    let i = a.bytes().zip(b.bytes()).take_while(|(x, y)| x == y).count();
    let line = a[..i].matches('\n').count() + 1;
    let end = b[i..].find('\n').map_or(b.len(), |e| i + e);
    format!("line {line}: {}", &b[i.saturating_sub(20)..end.min(i + 40)])
}
