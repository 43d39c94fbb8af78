//! The rules reference: every topic a player may look up, as the game plays it.
//!
//! Its text has two sources and no third: `RULES.md` (the rules as implemented, the same
//! page developers read), cut into one topic per section, and the rules data (automa
//! tables, technology levels, stories, goals, cards, relics and star peoples), written
//! out from what the game actually loaded, mods included. So the reference and the
//! rules never disagree.

use crate::lang::content;
use crate::rules::data::RulesData;
use crate::rules::log::DecisionKind;
use crate::rules::model::Field;

/// The rules page, as shipped with the game. The browser build fetches it beside the
/// page instead (`assets/RULES.md`), which keeps 16 KB out of its download.
#[cfg(not(target_arch = "wasm32"))]
pub const RULES_MD: &str = include_str!("../../RULES.md");

/// One entry of the reference.
#[derive(Debug, Clone, PartialEq)]
pub struct Topic {
    /// A stable name links use ("rules-7", "tech-military").
    pub id: String,
    /// The group it is listed under ("Rules", "Automa tables"...), in the language in use.
    pub group: String,
    pub title: String,
    /// 1 for a subsection of the rules (listed under its section), else 0.
    pub depth: u8,
    pub lines: Vec<Line>,
    /// Other topics it refers to, in the order it names them.
    pub links: Vec<String>,
}

/// One line of a topic's text.
#[derive(Debug, Clone, PartialEq)]
pub enum Line {
    /// A heading inside the topic.
    Heading(String),
    Text(String),
    /// A list item, with its depth (0 for the outermost list).
    Item(u8, String),
}

impl Line {
    pub fn text(&self) -> &str {
        match self {
            Line::Heading(t) | Line::Text(t) | Line::Item(_, t) => t,
        }
    }
}

#[derive(Debug, Clone, Default, PartialEq)]
pub struct Reference {
    pub topics: Vec<Topic>,
}

impl Reference {
    /// The reference for the rules loaded now, with the rules page shipped.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn build(rules: &RulesData) -> Reference {
        Reference::build_with(rules, RULES_MD)
    }

    /// The reference for the rules loaded now, with `page` as the rules page.
    pub fn build_with(rules: &RulesData, page: &str) -> Reference {
        let mut topics = rules_page(page);
        topics.extend(automa_tables(rules));
        topics.extend(technology(rules));
        topics.extend(content_topics(rules));
        Reference { topics }
    }

    pub fn get(&self, id: &str) -> Option<&Topic> {
        self.topics.iter().find(|t| t.id == id)
    }

    /// The guided game's steps whose "More about this" names no topic here, each as a
    /// check's message naming the field.
    pub fn unknown_tutorial_topics(&self, rules: &RulesData) -> Vec<String> {
        rules
            .tutorial
            .steps
            .iter()
            .enumerate()
            .filter_map(|(i, s)| Some((i, s.topic.as_deref()?)))
            .filter(|(_, t)| self.get(t).is_none())
            .map(|(i, t)| {
                format!(
                    // A data check's message for the modder: English, like the others.
                    "`steps[{i}].topic`: {t:?} is not a topic of the rules reference (its \
                     ids look like \"rules-4-combat\" or \"tech-military\")" // not shown
                )
            })
            .collect()
    }

    /// The topics whose title or text holds every word of `query` (any case), titles
    /// matching first.
    pub fn search(&self, query: &str) -> Vec<&Topic> {
        let words: Vec<String> = query.split_whitespace().map(|w| w.to_lowercase()).collect();
        if words.is_empty() {
            return self.topics.iter().collect();
        }
        let mut hits: Vec<(bool, &Topic)> = self
            .topics
            .iter()
            .filter_map(|t| {
                let title = t.title.to_lowercase();
                let body = t
                    .lines
                    .iter()
                    .map(|l| l.text().to_lowercase())
                    .collect::<Vec<_>>()
                    .join("\n");
                let all = words.iter().all(|w| title.contains(w) || body.contains(w));
                all.then(|| (words.iter().all(|w| title.contains(w)), t))
            })
            .collect();
        hits.sort_by_key(|(in_title, _)| !in_title);
        hits.into_iter().map(|(_, t)| t).collect()
    }
}

/// The topic that explains a kind of automa decision (the decision panel links to it).
pub fn topic_of_decision(kind: DecisionKind) -> &'static str {
    use DecisionKind::*;
    match kind {
        InitialTurnOrder => "rules-3",
        StartBonus => "automa-start-bonus",
        MovementRow | MoveTarget => "rules-4-automa-movement",
        RetreatBeforeCombat | RetreatHex | FleetTactic | ShipsLost => "rules-4-combat",
        GrowthRow | SpawnShips | FieldToResearch | ConsolidateFleets | FleetCounterDrawn
        | BonusDiscStar => "rules-5-automa-growth",
        GainStar | TechnologyTakenWithStar => "rules-5-gaining-a-star",
        PeaceRequest | WarRoll => "rules-7",
        TradeWillingness | LevelLearnedInTrade => "rules-8",
        DeathRayTarget => "relics",
        FieldOfChoice => "peoples",
        HiddenShipChips | TechnologyBoost | EvacuationStar | RefugeStar => "rules-12",
        Kind(rule) => rule.0,
    }
}

/// The topic that explains a line of the log, when one does (F1 over the line).
pub fn topic_of_entry(e: &crate::rules::log::LogEntry) -> Option<&'static str> {
    use crate::rules::log::{DpKind, LogEntry};
    match e {
        LogEntry::Decision(d) => Some(topic_of_decision(d.kind)),
        LogEntry::Battle(_) => Some("rules-4-combat"),
        LogEntry::Move { .. } => Some("rules-4-your-movement"),
        LogEntry::Spawn { .. } => Some("rules-5-automa-growth"),
        LogEntry::Destiny(r) => Some(match r.kind {
            DpKind::Story => "stories",
            DpKind::Goal => "goals",
            DpKind::Card => "cards",
            DpKind::People => "peoples",
            DpKind::GrowthActions => "rules-5-your-counters",
            DpKind::AutomaPower => "rules-9",
            _ => "rules-10",
        }),
        // A record the readable log leaves out: its event line says it in words.
        LogEntry::Event { .. } | LogEntry::Merge { .. } | LogEntry::Ruin { .. } => None,
    }
}

/// The topic that explains a question put to you (F1 over its panel).
pub fn topic_of_prompt(p: &crate::rules::prompt::Prompt) -> &'static str {
    use crate::rules::prompt::Prompt::*;
    match p {
        MoveTurn => "rules-4-your-movement",
        Retreat { .. }
        | ForceRetreat { .. }
        | RetreatWhere { .. }
        | ChooseLosses { .. }
        | BattleCards { .. } => "rules-4-combat",
        AssignTactics { .. } => "rules-4-combat",
        GrowthSelection | GrowthResolution => "rules-5-your-counters",
        Trading => "rules-8",
        GuardStars { .. } => "rules-7",
        Offer {
            offer: crate::rules::prompt::Offer::Peace,
            ..
        } => "rules-7",
        Offer { .. } => "rules-8",
        KindChoice { topic, .. } => topic.0,
    }
}

/// The topic that explains a kind of hex (the hex tooltip links to it).
pub fn topic_of_terrain(t: crate::rules::model::Terrain) -> &'static str {
    use crate::rules::model::Terrain::*;
    match t {
        Empty | Star | Ruin => "rules-2",
        Nebula | Asteroids | NeutronStar => "rules-4-your-movement",
    }
}

/// The topic of a technology field.
pub fn topic_of_field(f: Field) -> String {
    format!("tech-{}", slug(f.name()))
}

/// A name for a heading's topic: lower case, words joined by '-'.
fn slug(text: &str) -> String {
    let mut out = String::new();
    for c in text.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c.to_ascii_lowercase());
        } else if !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
    }
    out.trim_end_matches('-').to_string()
}

/// Markdown made plain: links keep their words, emphasis and code marks go.
fn plain(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(open) = rest.find('[') {
        let after = &rest[open + 1..];
        match (after.find("]("), after.find(']')) {
            (Some(close), Some(first)) if close == first => {
                let tail = &after[close + 2..];
                let Some(end) = tail.find(')') else { break };
                out.push_str(&rest[..open]);
                out.push_str(&after[..close]);
                rest = &tail[end + 1..];
            }
            _ => {
                out.push_str(&rest[..open + 1]);
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out.replace("**", "").replace('`', "")
}

/// "section 7", "sections 4 and 11": the rules sections a text refers to.
fn section_links(text: &str) -> Vec<String> {
    let lower = text.to_lowercase();
    let mut found = Vec::new();
    for (i, _) in lower.match_indices("section") {
        let tail = &lower[i + "section".len()..];
        let tail = tail.strip_prefix('s').unwrap_or(tail);
        // Numbers joined by spaces, commas, "and", "§".
        for word in tail.split([' ', ',', ')', '.', ';']).skip(1).take(5) {
            if let Ok(n) = word.parse::<u32>() {
                found.push(format!("rules-{n}"));
            } else if !word.is_empty() && word != "and" && word != "§" {
                break;
            }
        }
    }
    found
}

/// RULES.md cut into topics: one per `##` section, and one per `###` subsection of it
/// (the section's own topic keeps the text before its first subsection).
pub fn rules_page(md: &str) -> Vec<Topic> {
    let mut topics: Vec<Topic> = Vec::new();
    let mut section = String::new();
    let mut in_code = false;
    let mut paragraph = String::new();
    let flush = |topics: &mut Vec<Topic>, paragraph: &mut String| {
        if let Some(t) = topics.last_mut()
            && !paragraph.trim().is_empty()
        {
            let text = plain(paragraph.trim());
            t.links.extend(section_links(&text));
            t.lines.push(Line::Text(text));
        }
        paragraph.clear();
    };
    let group = crate::t!("reference-group-rules");
    let intro = Topic {
        id: "rules-intro".into(),
        group: group.clone(),
        title: crate::t!("reference-intro-title"),
        depth: 0,
        lines: Vec::new(),
        links: Vec::new(),
    };
    topics.push(intro);
    for raw in md.lines() {
        if raw.trim_start().starts_with("```") {
            in_code = !in_code;
            continue;
        }
        if in_code {
            continue;
        }
        if let Some(h) = raw.strip_prefix("## ") {
            flush(&mut topics, &mut paragraph);
            let number = h.split('.').next().unwrap_or("").trim();
            section = if number.chars().all(|c| c.is_ascii_digit()) && !number.is_empty() {
                format!("rules-{number}")
            } else {
                format!("rules-{}", slug(h))
            };
            topics.push(Topic {
                id: section.clone(),
                group: group.clone(),
                depth: 0,
                title: plain(h.trim()),
                lines: Vec::new(),
                links: Vec::new(),
            });
        } else if let Some(h) = raw.strip_prefix("### ") {
            flush(&mut topics, &mut paragraph);
            let id = format!("{section}-{}", slug(h));
            // The section lists its subsections.
            if let Some(parent) = topics.iter_mut().find(|t| t.id == section) {
                parent.links.push(id.clone());
            }
            topics.push(Topic {
                id,
                group: group.clone(),
                depth: 1,
                title: plain(h.trim()),
                lines: Vec::new(),
                links: vec![section.clone()],
            });
        } else if raw.starts_with("# ") {
            continue;
        } else if let Some(row) = raw.trim().strip_prefix('|') {
            // A table row: its cells in a line; the rule under the header row goes.
            flush(&mut topics, &mut paragraph);
            let cells: Vec<String> = row
                .trim_end_matches('|')
                .split('|')
                .map(|c| plain(c.trim()))
                .collect();
            if cells
                .iter()
                .all(|c| c.chars().all(|ch| ch == '-' || ch == ':' || ch == ' '))
            {
                continue;
            }
            if let Some(t) = topics.last_mut() {
                t.lines.push(Line::Item(0, cells.join("  |  ")));
            }
        } else if let Some((depth, item)) = list_item(raw) {
            flush(&mut topics, &mut paragraph);
            paragraph.push_str(item);
            let text = plain(paragraph.trim());
            paragraph.clear();
            if let Some(t) = topics.last_mut() {
                t.links.extend(section_links(&text));
                t.lines.push(Line::Item(depth, text));
            }
        } else if raw.trim().is_empty() {
            flush(&mut topics, &mut paragraph);
        } else if let Some(Line::Item(_, last)) = topics.last_mut().and_then(|t| {
            // A list item's continuation lines are indented under it.
            if raw.starts_with("  ") && paragraph.is_empty() {
                t.lines.last_mut()
            } else {
                None
            }
        }) {
            last.push(' ');
            last.push_str(&plain(raw.trim()));
        } else {
            paragraph.push(' ');
            paragraph.push_str(raw.trim());
        }
    }
    flush(&mut topics, &mut paragraph);
    for t in &mut topics {
        t.links.retain(|l| *l != t.id);
        let mut seen = Vec::new();
        t.links.retain(|l| {
            let fresh = !seen.contains(l);
            seen.push(l.clone());
            fresh
        });
    }
    topics
}

/// "- text", "  - text", "1. text": a list item and its depth.
fn list_item(raw: &str) -> Option<(u8, &str)> {
    let indent = raw.len() - raw.trim_start().len();
    let t = raw.trim_start();
    let item = t.strip_prefix("- ").or_else(|| {
        let digits = t.chars().take_while(|c| c.is_ascii_digit()).count();
        (digits > 0)
            .then(|| t[digits..].strip_prefix(". "))
            .flatten()
            .map(|_| t)
    })?;
    Some(((indent / 2).min(4) as u8, item))
}

fn topic(id: &str, group: String, title: String, lines: Vec<Line>) -> Topic {
    Topic {
        id: id.into(),
        group,
        title,
        depth: 0,
        lines,
        links: Vec::new(),
    }
}

/// Each automa table's rows, as the decision panel shows them: every table its kind
/// describes, gathered by topic, under the name of the seat that plays by it (the
/// default table's seats first, then those of the other tables, each table once).
fn automa_tables(rules: &RulesData) -> Vec<Topic> {
    let mut out: Vec<Topic> = Vec::new();
    let mut seen: Vec<(&str, &str)> = Vec::new();
    let setups = std::iter::once(("", &rules.setup))
        .chain(rules.setups.iter().map(|(key, s)| (key.as_str(), s)));
    for (key, setup, seat) in
        setups.flat_map(|(key, s)| s.seats.iter().map(move |seat| (key, s, seat)))
    {
        let crate::rules::data::ControllerSpec::Automa { kind, table, .. } = &seat.controller
        else {
            continue;
        };
        if seen.contains(&(kind.as_str(), table.as_str())) {
            continue;
        }
        seen.push((kind, table));
        let (Some(k), Some(i)) = (rules.kinds.named(kind), rules.automa_table(kind, table)) else {
            continue;
        };
        for excerpt in k.tables(&rules.automa[i].data) {
            let at = match out.iter().position(|t| t.id == excerpt.topic) {
                Some(at) => at,
                None => {
                    let mut t = topic(
                        excerpt.topic,
                        crate::t!("reference-group-automa-tables"),
                        excerpt.title,
                        vec![Line::Text(excerpt.intro.clone())],
                    );
                    t.links = vec![excerpt.rule.into()];
                    out.push(t);
                    out.len() - 1
                }
            };
            let lines = &mut out[at].lines;
            // A second table of one seat's name (the Remnants' campaign table) is told
            // apart by the table it plays at.
            let heading = if lines.contains(&Line::Heading(seat.name.clone())) {
                crate::t!(
                    "reference-seat-at-table",
                    seat = seat.name.as_str(),
                    table = crate::lang::content("setup", key, "title", &setup.title)
                )
            } else {
                seat.name.clone()
            };
            lines.push(Line::Heading(heading));
            for (n, row) in excerpt.rows.iter().enumerate() {
                lines.push(Line::Item(0, format!("{}: {row}", n + 1)));
            }
        }
    }
    out
}

/// Each technology field with what every level gives.
fn technology(rules: &RulesData) -> Vec<Topic> {
    Field::ALL
        .iter()
        .map(|&f| {
            let lines = (1..=6)
                .map(|level| {
                    Line::Item(
                        0,
                        crate::t!(
                            "reference-tech-level",
                            level = level,
                            text = content(
                                "field",
                                f.name(),
                                &format!("level{level}-description"),
                                rules.tech.description(f, level),
                            ),
                        ),
                    )
                })
                .collect();
            topic(
                &topic_of_field(f),
                crate::t!("reference-group-technology"),
                f.shown_name(),
                lines,
            )
        })
        .collect()
}

/// Stories, goals, domination cards, relics and star peoples, from their data files.
fn content_topics(rules: &RulesData) -> Vec<Topic> {
    let mut out = Vec::new();
    let group = crate::t!("reference-group-content");
    let mut lines = vec![Line::Text(crate::t!("reference-stories-intro"))];
    for s in &rules.stories.stories {
        lines.push(Line::Heading(content("story", &s.key, "name", &s.name)));
        for (era, e) in s.eras.iter().enumerate() {
            for (n, item) in e.items.iter().enumerate() {
                let field = format!("era{}-item{}-text", era + 1, n + 1);
                lines.push(Line::Item(
                    0,
                    crate::t!(
                        "reference-stories-item",
                        era = era + 1,
                        text = content("story", &s.key, &field, &item.text),
                    ),
                ));
            }
        }
    }
    out.push(topic(
        "stories",
        group.clone(),
        crate::t!("reference-stories-title"),
        lines,
    ));

    let mut lines = vec![Line::Text(crate::t!("reference-goals-intro"))];
    for g in &rules.goals.goals {
        lines.push(Line::Heading(content("goal", &g.key, "name", &g.name)));
        lines.push(Line::Text(content("goal", &g.key, "text", &g.text)));
    }
    out.push(topic(
        "goals",
        group.clone(),
        crate::t!("reference-goals-title"),
        lines,
    ));

    let mut lines = vec![Line::Text(crate::t!("reference-cards-intro"))];
    for c in &rules.cards.cards {
        lines.push(Line::Heading(content("card", &c.key, "name", &c.name)));
        lines.push(Line::Item(
            0,
            crate::t!(
                "reference-cards-a",
                dp = c.a.dp,
                text = content("card", &c.key, "a-text", &c.a.text),
            ),
        ));
        if !c.a.effect_text.is_empty() {
            lines.push(Line::Item(
                1,
                content("card", &c.key, "a-effect-text", &c.a.effect_text),
            ));
        }
        lines.push(Line::Item(
            0,
            crate::t!(
                "reference-cards-b",
                text = content("card", &c.key, "b-text", &c.b.text),
            ),
        ));
    }
    out.push(topic(
        "cards",
        group.clone(),
        crate::t!("reference-cards-title"),
        lines,
    ));

    let mut lines = vec![Line::Text(crate::t!("reference-relics-intro"))];
    for r in &rules.relics.relics {
        lines.push(Line::Heading(content("relic", &r.key, "name", &r.name)));
        lines.push(Line::Text(content("relic", &r.key, "text", &r.text)));
    }
    out.push(topic(
        "relics",
        group.clone(),
        crate::t!("reference-relics-title"),
        lines,
    ));

    let mut lines = vec![Line::Text(crate::t!("reference-peoples-intro"))];
    for p in &rules.peoples.peoples {
        lines.push(Line::Heading(content("people", &p.key, "name", &p.name)));
        for (side, s) in [("both", &p.both), ("sto", &p.sto), ("sts", &p.sts)] {
            if s.text.is_empty() {
                continue;
            }
            let text = content("people", &p.key, &format!("{side}-text"), &s.text);
            lines.push(Line::Item(
                0,
                match side {
                    "sto" => crate::t!("reference-peoples-sto", text = text),
                    "sts" => crate::t!("reference-peoples-sts", text = text),
                    _ => text,
                },
            ));
        }
    }
    out.push(topic(
        "peoples",
        group,
        crate::t!("reference-peoples-title"),
        lines,
    ));
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rules_page_becomes_topics_with_their_text_and_links() {
        let topics = rules_page(RULES_MD);
        let war = topics.iter().find(|t| t.id == "rules-7").unwrap();
        assert_eq!(war.title, "7. War and peace");
        assert!(war.lines.iter().any(|l| l.text().contains("declare war")));
        let combat = topics.iter().find(|t| t.id == "rules-4-combat").unwrap();
        assert_eq!(combat.links.first().map(String::as_str), Some("rules-4"));
        // No markdown is left in the text a player reads.
        for t in &topics {
            for l in &t.lines {
                assert!(
                    !l.text().contains("**") && !l.text().contains("]("),
                    "{}: {:?}",
                    t.id,
                    l
                );
            }
        }
    }

    #[test]
    fn markdown_links_keep_their_words_and_sections_are_found() {
        assert_eq!(
            plain("see [the guide](docs/modding.md) and **this**"),
            "see the guide and this"
        );
        assert_eq!(
            section_links("as in sections 4 and 11; also section 7."),
            ["rules-4", "rules-11", "rules-7"]
        );
    }
}
