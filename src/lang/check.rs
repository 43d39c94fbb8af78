//! The checks that keep the tables whole: every shipped file listed and clean, German
//! with every English message (and no value English does not give), every key the code
//! asks for in English, and no player-facing string written in the view's code.

use super::shipped::{FILES, languages};
use super::table::Language;
use fluent_syntax::ast;
use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn shipped(code: &str) -> std::sync::Arc<Language> {
    languages()
        .into_iter()
        .find(|l| l.code == code)
        .unwrap_or_else(|| panic!("no shipped language {code}"))
}

#[test]
fn every_language_file_is_shipped_and_reads_cleanly() {
    let mut on_disk = BTreeSet::new();
    for dir in std::fs::read_dir(root().join("assets/lang")).unwrap() {
        let dir = dir.unwrap().path();
        let code = dir.file_name().unwrap().to_string_lossy().to_string();
        for f in std::fs::read_dir(&dir).unwrap() {
            let f = f.unwrap().path();
            if f.extension().is_some_and(|x| x == "ftl") {
                on_disk.insert((
                    code.clone(),
                    f.file_name().unwrap().to_string_lossy().to_string(),
                ));
            }
        }
    }
    let listed: BTreeSet<(String, String)> = FILES
        .iter()
        .map(|(c, f, _)| (c.to_string(), f.to_string()))
        .collect();
    assert_eq!(listed, on_disk, "run scripts/lang-files to list them again");
    for lang in languages() {
        assert!(
            lang.problems.is_empty(),
            "{}: {:?}",
            lang.code,
            lang.problems
        );
    }
}

/// The variables a message's value uses.
fn variables(text: &str) -> std::collections::BTreeMap<String, BTreeSet<String>> {
    fn walk(pattern: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
        for element in &pattern.elements {
            if let ast::PatternElement::Placeable { expression } = element {
                expr(expression, out);
            }
        }
    }
    fn inline(e: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
        match e {
            ast::InlineExpression::VariableReference { id } => {
                out.insert(id.name.to_string());
            }
            ast::InlineExpression::Placeable { expression } => expr(expression, out),
            _ => {}
        }
    }
    fn expr(e: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
        match e {
            ast::Expression::Select { selector, variants } => {
                inline(selector, out);
                for v in variants {
                    walk(&v.value, out);
                }
            }
            ast::Expression::Inline(i) => inline(i, out),
        }
    }
    let resource = fluent_syntax::parser::parse(text).unwrap_or_else(|(r, _)| r);
    let mut out = std::collections::BTreeMap::new();
    for entry in resource.body {
        if let ast::Entry::Message(m) = entry
            && let Some(value) = &m.value
        {
            let mut vars = BTreeSet::new();
            walk(value, &mut vars);
            out.insert(m.id.name.to_string(), vars);
        }
    }
    out
}

#[test]
fn german_has_every_english_message_with_the_same_values() {
    let english = shipped("en");
    let german = shipped("de");
    let en_keys: BTreeSet<String> = english.keys().into_iter().collect();
    let de_keys: BTreeSet<String> = german.keys().into_iter().collect();
    let missing: Vec<&String> = en_keys.difference(&de_keys).collect();
    assert!(
        missing.is_empty(),
        "German lacks {} messages: {missing:?}",
        missing.len()
    );
    // The content's names and texts are English in the rules data, not in a table: only
    // other languages name them.
    let extra: Vec<&String> = de_keys
        .difference(&en_keys)
        .filter(|k| !k.starts_with("content-"))
        .collect();
    assert!(
        extra.is_empty(),
        "German has messages English lacks: {extra:?}"
    );
    let mut en_vars = std::collections::BTreeMap::new();
    for (_, text) in &english.sources {
        en_vars.extend(variables(text));
    }
    for (file, text) in &german.sources {
        for (key, vars) in variables(text) {
            if let Some(en) = en_vars.get(&key) {
                assert!(
                    vars.is_subset(en),
                    "{file}: {key} uses {vars:?}, English gives only {en:?}"
                );
            }
        }
    }
}

/// A string literal of the code, where it stands and what it is an argument of.
struct Literal {
    file: String,
    line: usize,
    text: String,
    /// The call or macro it is an argument of ("t!", "format!", "label", "#[").
    call: String,
    /// Its place among that call's arguments.
    first: bool,
    marked: bool,
}

/// Every string literal of a Rust file, outside `#[cfg(test)]` items.
fn literals(file: &Path) -> Vec<Literal> {
    let src = std::fs::read_to_string(file).unwrap();
    let name = file
        .strip_prefix(root())
        .unwrap_or(file)
        .display()
        .to_string();
    let lines: Vec<&str> = src.lines().collect();
    // `// not shown` at the end of a line, or around a block of lines from
    // `// not shown: from here` to `// not shown: to here`.
    let mut in_block = vec![false; lines.len() + 2];
    let mut inside = false;
    for (n, l) in lines.iter().enumerate() {
        if l.contains("// not shown: from here") {
            inside = true;
        }
        if l.contains("// not shown: to here") {
            inside = false;
        }
        in_block[n + 1] = inside;
    }
    let marked_line = |line: usize| {
        in_block.get(line).copied().unwrap_or(false)
            || lines
                .get(line - 1)
                .is_some_and(|l| l.contains("// not shown"))
    };
    let b = src.as_bytes();
    let mut out = Vec::new();
    // Each open bracket: the call before it, and whether an argument was seen yet.
    let mut stack: Vec<(String, bool)> = Vec::new();
    let mut line = 1;
    let mut i = 0;
    let mut skip_test_at: Option<usize> = None;
    let mut pending_test = false;
    while i < b.len() {
        let c = b[i];
        if c == b'\n' {
            line += 1;
            i += 1;
            continue;
        }
        if src[i..].starts_with("//") {
            while i < b.len() && b[i] != b'\n' {
                i += 1;
            }
            continue;
        }
        if src[i..].starts_with("/*") {
            while i < b.len() && !src[i..].starts_with("*/") {
                if b[i] == b'\n' {
                    line += 1;
                }
                i += 1;
            }
            i += 2;
            continue;
        }
        if src[i..].starts_with("#[cfg(test)]") {
            pending_test = true;
            i += "#[cfg(test)]".len();
            continue;
        }
        if c == b'\'' {
            // A char literal ('x', '\n', '"'), or a lifetime.
            let rest = &src[i + 1..];
            let mut chars = rest.char_indices();
            match chars.next() {
                Some((_, '\\')) => {
                    let end = rest[1..].find('\'').map(|e| e + 2).unwrap_or(1);
                    i += 1 + end;
                    continue;
                }
                Some((_, ch)) => {
                    let len = ch.len_utf8();
                    if rest[len..].starts_with('\'') {
                        i += 1 + len + 1;
                        continue;
                    }
                }
                None => {}
            }
            i += 1;
            continue;
        }
        let raw = (c == b'r' || (c == b'b' && b.get(i + 1) == Some(&b'r')))
            && (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_'));
        let byte = c == b'b'
            && b.get(i + 1) == Some(&b'"')
            && (i == 0 || !b[i - 1].is_ascii_alphanumeric());
        if c == b'"'
            || byte
            || (raw && {
                let mut j = i + if c == b'b' { 2 } else { 1 };
                while b.get(j) == Some(&b'#') {
                    j += 1;
                }
                b.get(j) == Some(&b'"')
            })
        {
            let start_line = line;
            let mut j = i;
            let text;
            if raw {
                j += if c == b'b' { 2 } else { 1 };
                let mut hashes = 0;
                while b[j] == b'#' {
                    hashes += 1;
                    j += 1;
                }
                let close = format!("\"{}", "#".repeat(hashes));
                let body_start = j + 1;
                let end = src[body_start..]
                    .find(&close)
                    .map(|e| body_start + e)
                    .unwrap_or(b.len());
                text = src[body_start..end].to_string();
                i = (end + close.len()).min(b.len());
            } else {
                if byte {
                    j += 1;
                }
                j += 1;
                let body_start = j;
                while j < b.len() && b[j] != b'"' {
                    if b[j] == b'\\' {
                        j += 1;
                    }
                    j += 1;
                }
                text = src[body_start..j.min(b.len())].to_string();
                i = j + 1;
            }
            line += text.matches('\n').count();
            let (call, first) = match stack.last_mut() {
                Some((call, seen)) => {
                    let first = !*seen;
                    *seen = true;
                    (call.clone(), first)
                }
                None => (String::new(), true),
            };
            if skip_test_at.is_none() && !byte {
                out.push(Literal {
                    file: name.clone(),
                    line: start_line,
                    text,
                    call,
                    first,
                    marked: marked_line(start_line) || marked_line(line),
                });
            }
            continue;
        }
        match c {
            b'(' | b'[' | b'{' => {
                // The path before the bracket: `t!`, `format!`, `ui.label`, `Id::new`.
                let mut k = i;
                while k > 0 && b[k - 1] == b' ' {
                    k -= 1;
                }
                let end = k;
                while k > 0
                    && (b[k - 1].is_ascii_alphanumeric()
                        || matches!(b[k - 1], b'_' | b':' | b'!' | b'#'))
                {
                    k -= 1;
                }
                let call = if c == b'[' && end > 0 && b[end - 1] == b'#' {
                    "#[".to_string()
                } else if c == b'(' && k == end {
                    // A tuple: its strings belong to the call around it (`Id::new(("a", i))`).
                    stack.last().map(|(c, _)| c.clone()).unwrap_or_default()
                } else if c == b'(' {
                    src[k..end].to_string()
                } else {
                    String::new()
                };
                if c == b'{' && pending_test {
                    pending_test = false;
                    if skip_test_at.is_none() {
                        skip_test_at = Some(stack.len());
                    }
                }
                stack.push((call, false));
            }
            b')' | b']' | b'}' => {
                stack.pop();
                if c == b'}' && skip_test_at == Some(stack.len()) {
                    skip_test_at = None;
                }
            }
            b';' if pending_test && stack.is_empty() => pending_test = false,
            _ => {}
        }
        i += 1;
    }
    out
}

/// Whether `call` is the table's macro.
fn is_t(call: &str) -> bool {
    call == "t!" || call.ends_with("::t!") || call == "says!" || call.ends_with("::says!")
}

/// Whether `text` reads as words a player would see (not a key, id, path or format).
fn is_prose(text: &str) -> bool {
    // Drop format placeholders ({}, {n:+}, {0:.1}), keep escaped braces out too.
    let mut plain = String::new();
    let mut depth = 0;
    for ch in text.replace("{{", "").replace("}}", "").chars() {
        match ch {
            '{' => depth += 1,
            '}' if depth > 0 => depth -= 1,
            _ if depth == 0 => plain.push(ch),
            _ => {}
        }
    }
    let has_word = plain
        .chars()
        .collect::<Vec<_>>()
        .windows(2)
        .any(|w| w[0].is_alphabetic() && w[1].is_alphabetic());
    if !has_word {
        return false;
    }
    let spaced = plain.trim().contains(char::is_whitespace);
    let capital = plain.trim_start().starts_with(char::is_uppercase);
    let non_ascii = plain.chars().any(|c| c.is_alphabetic() && !c.is_ascii());
    spaced || capital || non_ascii
}

/// Calls whose strings never reach a player's eyes.
fn unseen_call(call: &str) -> bool {
    let last = call.rsplit("::").next().unwrap_or(call);
    matches!(
        last,
        "info!"
            | "warn!"
            | "error!"
            | "debug!"
            | "trace!"
            | "panic!"
            | "unreachable!"
            | "assert!"
            | "assert_eq!"
            | "assert_ne!"
            | "debug_assert!"
            | "todo!"
            | "expect"
            | "include_str!"
            | "include_bytes!"
            | "concat!"
            | "env!"
            | "#["
            | "serde"
            | "id_salt"
            | "id_source"
            | "var"
            | "var_os"
            | "set_var"
            | "join"
            | "strip_prefix"
            | "strip_suffix"
            | "starts_with"
            | "ends_with"
    ) || call.ends_with("Id::new")
        || call.ends_with("Name::new")
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") && !p.ends_with("tests.rs") {
            out.push(p);
        }
    }
}

/// The rules' folders and files whose words a player reads, checked like the view's.
const CHECKED: &[&str] = &[
    "src/rules/automa",
    "src/rules/content",
    "src/rules/player",
    "src/rules/phases",
    "src/rules/battle_preview.rs",
    "src/rules/block.rs",
    "src/rules/combat.rs",
    "src/rules/content_commands.rs",
    "src/rules/counters.rs",
    "src/rules/deck.rs",
    "src/rules/dp.rs",
    "src/rules/fleet_supply.rs",
    "src/rules/gain.rs",
    "src/rules/jump_block.rs",
    "src/rules/kind.rs",
    "src/rules/levels.rs",
    "src/rules/log.rs",
    "src/rules/narrate.rs",
    "src/rules/population.rs",
    "src/rules/seat.rs",
    "src/rules/setup.rs",
    "src/rules/ships.rs",
    "src/rules/stars.rs",
    "src/rules/trading.rs",
    "src/rules/tutorial.rs",
    "src/rules/undo.rs",
    "src/save",
    "src/sim/strong",
];

fn files_to_check() -> Vec<PathBuf> {
    let mut files = Vec::new();
    rust_files(&root().join("src/view"), &mut files);
    files.push(root().join("src/rules/reference.rs"));
    // The rules' words for the player (the log, decisions, refusals) and the coach's.
    // Left out: the data readers (a modder's errors stay English), the scenario and
    // headless tools, and the rules' plumbing that writes no words.
    for part in CHECKED {
        let path = root().join(part);
        if path.is_dir() {
            rust_files(&path, &mut files);
        } else {
            files.push(path);
        }
    }
    // More to check for now (while the rules' words move to the table):
    // LANG_CHECK_MORE=src/rules/automa/solo,src/rules/trading.rs
    for more in std::env::var("LANG_CHECK_MORE")
        .unwrap_or_default()
        .split(',')
        .filter(|p| !p.trim().is_empty())
    {
        let path = root().join(more.trim());
        if path.is_dir() {
            rust_files(&path, &mut files);
        } else {
            files.push(path);
        }
    }
    files.sort();
    files.dedup();
    files
}

#[test]
fn every_key_the_code_asks_for_is_in_english() {
    let english = shipped("en");
    let mut files = Vec::new();
    rust_files(&root().join("src"), &mut files);
    let mut missing = Vec::new();
    for file in files {
        for l in literals(&file) {
            if l.first && is_t(&l.call) && !english.has(&l.text) {
                missing.push(format!("{}:{}: {}", l.file, l.line, l.text));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "keys not in English:\n{}",
        missing.join("\n")
    );
}

#[test]
fn no_player_facing_string_is_written_in_the_view() {
    let mut found = Vec::new();
    for file in files_to_check() {
        for l in literals(&file) {
            let key = l.first && is_t(&l.call);
            if key || l.marked || unseen_call(&l.call) || !is_prose(&l.text) {
                continue;
            }
            found.push(format!(
                "{}:{}: ({}) \"{}\"",
                l.file, l.line, l.call, l.text
            ));
        }
    }
    assert!(
        found.is_empty(),
        "{} strings a player reads are not in the table (move them to assets/lang, or mark \
         a line that is never shown with `// not shown`):\n{}",
        found.len(),
        found.join("\n")
    );
}

#[test]
fn the_scanner_tells_keys_prose_and_ids_apart() {
    let dir = std::env::temp_dir().join(format!("ga-lang-scan-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("x.rs");
    std::fs::write(
        &f,
        r##"fn a() {
    ui.label(crate::t!("menu-quit"));
    ui.label("Quit the game");
    let c = '"';
    let id = egui::Id::new("Some Id");
    info!("Loaded {n} things");
    ui.label(format!("{n} DP"));
    let x = "solo";
    let y = r#"Raw "words" here"#; // not shown
}
#[cfg(test)]
mod tests {
    fn t() { let s = "Words in a test"; }
}
"##,
    )
    .unwrap();
    let found: Vec<(String, String, bool)> = literals(&f)
        .into_iter()
        .map(|l| (l.text.clone(), l.call.clone(), l.first && is_t(&l.call)))
        .collect();
    let _ = std::fs::remove_dir_all(&dir);
    let texts: Vec<&str> = found.iter().map(|(t, _, _)| t.as_str()).collect();
    assert_eq!(
        texts,
        [
            "menu-quit",
            "Quit the game",
            "Some Id",
            "Loaded {n} things",
            "{n} DP",
            "solo",
            "Raw \"words\" here"
        ]
    );
    assert!(found[0].2, "a key");
    assert_eq!(found[1].1, "label");
    assert!(unseen_call(&found[2].1) && unseen_call(&found[3].1));
    assert!(is_prose("{n} DP") && is_prose("Quit the game") && !is_prose("solo"));
    assert!(!is_prose("{n}/{m}") && !is_prose("assets/x.png"));
}
