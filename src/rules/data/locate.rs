//! Finding the line of a field a check names (`gain_star[2].discs`) in a rules file's
//! text, so that an error about a value says where the value is, as a parse error does.
//! A small scanner over RON: it skips strings and comments and counts brackets; it
//! never fails, it only finds the line or not.

/// One step of a field path: a field's name or a list entry's place.
#[derive(Debug, PartialEq)]
enum Step<'a> {
    Name(&'a str),
    Index(usize),
}

/// The steps of the first backticked path in a check's message, leaving out what is in
/// parentheses (`relics[3] ("x").effect` reads as relics, 3, effect).
fn steps(message: &str) -> Vec<Step<'_>> {
    let Some(start) = message.find('`') else {
        return Vec::new();
    };
    let rest = &message[start + 1..];
    let path = &rest[..rest.find('`').unwrap_or(rest.len())];
    let bytes = path.as_bytes();
    let (mut out, mut i, mut depth) = (Vec::new(), 0, 0usize);
    while i < bytes.len() {
        let c = bytes[i];
        match c {
            b'(' => depth += 1,
            b')' => depth = depth.saturating_sub(1),
            _ if depth > 0 => {}
            b'[' => {
                let end = path[i..].find(']').map_or(bytes.len(), |e| i + e);
                match path[i + 1..end].trim().parse() {
                    Ok(n) => out.push(Step::Index(n)),
                    Err(_) => return out,
                }
                i = end;
            }
            c if c.is_ascii_alphabetic() || c == b'_' => {
                let end = path[i..]
                    .find(|ch: char| !(ch.is_ascii_alphanumeric() || ch == '_'))
                    .map_or(bytes.len(), |e| i + e);
                out.push(Step::Name(&path[i..end]));
                i = end - 1;
            }
            b' ' => {
                // Words after the path ("count", "length") end it.
                if out.is_empty() {
                    return out;
                }
                let next = path[i..].trim_start();
                if !next.starts_with('(') {
                    return out;
                }
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// The text's bytes with strings and comments blanked (same length, same lines).
fn code_only(text: &str) -> Vec<u8> {
    let b = text.as_bytes();
    let mut out = b.to_vec();
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'"' {
            let mut j = i + 1;
            while j < b.len() && b[j] != b'"' {
                if b[j] == b'\\' {
                    j += 1;
                }
                j += 1;
            }
            for k in out.iter_mut().take(j.min(b.len() - 1) + 1).skip(i + 1) {
                if *k != b'\n' {
                    *k = b' ';
                }
            }
            i = j + 1;
        } else if b[i] == b'/' && b.get(i + 1) == Some(&b'/') {
            while i < b.len() && b[i] != b'\n' {
                out[i] = b' ';
                i += 1;
            }
        } else {
            i += 1;
        }
    }
    out
}

/// The line (from 1) of the field `message` names in `text`, when it can be found.
pub fn line_of(text: &str, message: &str) -> Option<usize> {
    let steps = steps(message);
    if steps.is_empty() {
        return None;
    }
    let code = code_only(text);
    // The span [from, to) the next step searches: at first the whole text.
    let (mut from, mut to) = (0, code.len());
    let mut at = None;
    for step in steps {
        match step {
            Step::Name(name) => {
                let pos = find_field(&code, from, to, name)?;
                at = Some(pos);
                from = pos + name.len();
                to = value_end(&code, from, to);
            }
            Step::Index(n) => {
                let open = from + code[from..to].iter().position(|&c| c == b'[')?;
                let start = nth_entry(&code, open + 1, to, n)?;
                at = Some(start);
                from = start;
                to = value_end(&code, start, to);
            }
        }
    }
    at.map(|pos| code[..pos].iter().filter(|&&c| c == b'\n').count() + 1)
}

/// Where `name:` is written at the outermost level of [from, to).
fn find_field(code: &[u8], from: usize, to: usize, name: &str) -> Option<usize> {
    let n = name.as_bytes();
    let mut depth = 0i32;
    let mut i = from;
    // The span starts inside the value that holds the field (after its opening bracket).
    while i < to {
        match code[i] {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => depth -= 1,
            _ => {}
        }
        if depth <= 1
            && code[i..to].starts_with(n)
            && (i == 0 || !is_word(code[i - 1]))
            && code
                .get(i + n.len()..to)
                .and_then(|r| r.iter().find(|c| !c.is_ascii_whitespace()))
                == Some(&b':')
        {
            return Some(i);
        }
        i += 1;
    }
    None
}

fn is_word(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_'
}

/// Where the value starting at `from` ends: the comma or closing bracket that ends it
/// at its own level.
fn value_end(code: &[u8], from: usize, to: usize) -> usize {
    let mut depth = 0i32;
    for (i, &c) in code.iter().enumerate().take(to).skip(from) {
        match c {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => {
                if depth == 0 {
                    return i;
                }
                depth -= 1;
                if depth == 0 {
                    return i + 1;
                }
            }
            b',' if depth == 0 => return i,
            _ => {}
        }
    }
    to
}

/// The start of entry `n` (from 0) of the list whose entries begin at `from`.
fn nth_entry(code: &[u8], from: usize, to: usize, n: usize) -> Option<usize> {
    let mut i = from;
    for _ in 0..n {
        let end = value_end(code, i, to);
        if end >= to || code[end] != b',' {
            // A value ending in a bracket: its comma follows.
            let comma = end + code[end..to].iter().position(|&c| c == b',')?;
            i = comma + 1;
        } else {
            i = end + 1;
        }
    }
    let skip = code[i..to].iter().position(|c| !c.is_ascii_whitespace())?;
    let start = i + skip;
    (code[start] != b']').then_some(start)
}

#[cfg(test)]
mod tests {
    use super::*;

    const TEXT: &str = "// a comment: gain_star: [\n(\n    rounds: 8,\n    gain_star: [\n        (target: Neutral(Uninhabited), verb: \"a, b)\", discs: Some(1)),\n        (target: Neutral(Primitive),\n         discs: Some(0)),\n    ],\n    fleet_specials: (dart_range: 3),\n)\n";

    #[test]
    fn a_checked_field_is_found_on_its_line() {
        assert_eq!(line_of(TEXT, "`rounds` is 0: it must be"), Some(3));
        assert_eq!(line_of(TEXT, "`gain_star[1].discs` is 0"), Some(7));
        assert_eq!(line_of(TEXT, "`gain_star[0].discs` is 0"), Some(5));
        assert_eq!(line_of(TEXT, "`gain_star[1]`"), Some(6));
        assert_eq!(line_of(TEXT, "`fleet_specials.dart_range` is 30"), Some(9));
        assert_eq!(
            line_of(TEXT, "`gain_star[0] (\"x\").discs` must be"),
            Some(5)
        );
        assert_eq!(line_of(TEXT, "`gain_star[5].discs`"), None);
        assert_eq!(line_of(TEXT, "`nothing` here"), None);
        assert_eq!(line_of(TEXT, "no path at all"), None);
    }

    #[test]
    fn the_path_is_read_from_the_message() {
        assert_eq!(
            steps("`relics[3] (\"death-ray\").effect`: a Death Ray"),
            vec![Step::Name("relics"), Step::Index(3), Step::Name("effect")]
        );
        assert_eq!(
            steps("`population_track length` is 0"),
            vec![Step::Name("population_track")]
        );
    }
}
