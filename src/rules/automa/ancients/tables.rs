//! The Ancients' table file (`assets/rules/automa/ancients/<table>.ron`): the rondel of
//! roles the Monolith walks, the seven role decks of event cards (back, dial, event)
//! and the story cards, the events, the frontier pool, the archive, the far-space track,
//! the tokens, what each role does for either side, how they fight, and the difficulty
//! levels (design: `seed-automas.md` section 1).

use crate::rules::data::{Validate, all_in_range, in_range};
use crate::rules::model::StarKind;
use serde::{Deserialize, Serialize};

/// The seven roles, as the rondel and the decks name them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Role {
    Explorer,
    Scientist,
    Steward,
    Merchant,
    Engineer,
    Warlord,
    Regent,
}

impl Role {
    pub const ALL: [Role; 7] = [
        Role::Explorer,
        Role::Scientist,
        Role::Steward,
        Role::Merchant,
        Role::Engineer,
        Role::Warlord,
        Role::Regent,
    ];

    /// The role of this name ("Warlord"), as commands and scenarios write it.
    pub fn named(name: &str) -> Option<Role> {
        Role::ALL.into_iter().find(|r| r.name() == name)
    }

    /// The role's key, as the table files, the answers and the decks name it.
    pub fn name(self) -> &'static str {
        // not shown: from here
        match self {
            Role::Explorer => "Explorer",
            Role::Scientist => "Scientist",
            Role::Steward => "Steward",
            Role::Merchant => "Merchant",
            Role::Engineer => "Engineer",
            Role::Warlord => "Warlord",
            Role::Regent => "Regent",
        }
        // not shown: to here
    }

    /// The role's name as words for the player (the log, a question), written out in
    /// the reader's language.
    pub fn says(self) -> crate::lang::Says {
        match self {
            Role::Explorer => crate::says!("kind-prompts-ancients-role-explorer"),
            Role::Scientist => crate::says!("kind-prompts-ancients-role-scientist"),
            Role::Steward => crate::says!("kind-prompts-ancients-role-steward"),
            Role::Merchant => crate::says!("kind-prompts-ancients-role-merchant"),
            Role::Engineer => crate::says!("kind-prompts-ancients-role-engineer"),
            Role::Warlord => crate::says!("kind-prompts-ancients-role-warlord"),
            Role::Regent => crate::says!("kind-prompts-ancients-role-regent"),
        }
    }
}

/// A district a card back names: one of the seven of the person's home sector (`H`) or
/// of the center sector (`C`), 0 the core and 1 to 6 the wedges.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum District {
    H(u8),
    C(u8),
}

impl District {
    /// "H3", "C0".
    pub fn label(self) -> String {
        match self {
            District::H(k) => format!("H{k}"),
            District::C(k) => format!("C{k}"),
        }
    }

    pub fn number(self) -> u8 {
        match self {
            District::H(k) | District::C(k) => k,
        }
    }
}

/// A combat dial: tactics, weapons, shields.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Dial(pub u32, pub u32, pub u32);

/// One event card of a role deck: the district on its back, its dial, and its event (a
/// key of `events`; none on some cards).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EventCard {
    pub back: District,
    pub dial: Dial,
    #[serde(default)]
    pub event: Option<String>,
}

/// A role's deck.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RoleDeck {
    pub role: Role,
    pub cards: Vec<EventCard>,
}

/// A story card: a role for the Monolith and a line of story, no event and no dial.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StoryCard {
    pub role: Role,
    pub text: String,
}

/// What an event card does, to you (the person the Ancients face) or for them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub enum CardEvent {
    /// You lose this many ships in the hexes where cruisers stand.
    LoseShipsNearCruisers(u32),
    /// The Ancients gain credits.
    AncientCredits(u32),
    /// You lose discs from your most populous star (not the home star's miniature).
    LoseDiscAtMostPopulous(u32),
    /// The Ancients gain cruisers into staging (up to their maximum).
    AncientCruiser(u32),
    /// The Ancients move at once.
    MoveAncients { battle: bool },
    /// You gain ship pieces at your home star.
    ShipsAtHome(u32),
    /// You gain levels in your lowest field (the first such in the fields' order).
    LevelInLowestField(u32),
    /// You gain DP.
    GainDp(u32),
    /// Your next Grow Population gets no Genetics bonus.
    NoGeneticsBonusNextGrow,
    /// Your next Build Ships builds this many fewer.
    FewerShipsNextBuild(u32),
    /// You gain discs at your least populous star.
    DiscAtLeastPopulous(u32),
    /// The Ancients take the lowest galaxy token.
    AncientGalaxyToken,
}

/// The far-space track.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FarSpace {
    /// Credits they pay for a spot.
    pub cost: u32,
    /// Credits they must hold to invest.
    pub min_credits: u32,
    /// DP of each spot, lowest first.
    pub spots_dp: Vec<u32>,
}

/// Credits the roles bring them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Credits {
    pub steward_you: u32,
    pub steward: u32,
    pub merchant_you: u32,
    pub merchant: u32,
    /// For each star of yours with at least `market_min_pop` population.
    pub merchant_per_market_star: u32,
    pub market_min_pop: u32,
}

/// What Regent does.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Regent {
    /// Discs you place (one per star).
    pub you_discs: u32,
    /// DP for one more disc, when you chose Regent; when they did.
    pub you_buy_dp: u32,
    pub follow_buy_dp: u32,
    /// Tokens they score when they take Regent.
    pub ancients_colony: u32,
    pub ancients_galaxy: u32,
    /// Tokens they score when you take Regent.
    pub you_colony_for_them: u32,
    pub you_galaxy_for_them: u32,
}

/// What Scientist costs you, and the set that scores them a colony token.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Scientist {
    pub you_card_dp: u32,
    pub follow_card_dp: u32,
    pub set_cost: u32,
}

/// The frontier: neutral star counters that become new stars.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Frontier {
    pub pool: Vec<(StarKind, u32)>,
    /// Counters face up.
    pub display: u32,
    /// A new star stands at least this many hexes from every star.
    pub min_star_distance: u32,
    pub ancients_take: u32,
    pub you_take: u32,
    /// Which counters the Ancients value most, first.
    pub value_order: Vec<StarKind>,
}

/// An archive card's type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum ArchiveType {
    Military,
    Industry,
    Culture,
}

impl ArchiveType {
    /// The type as words for the player.
    pub fn says(self) -> crate::lang::Says {
        match self {
            ArchiveType::Military => crate::says!("log-anc-archive-military"),
            ArchiveType::Industry => crate::says!("log-anc-archive-industry"),
            ArchiveType::Culture => crate::says!("log-anc-archive-culture"),
        }
    }
}

/// A star kind as words for the player (the log names it as the rules data does:
/// "Primitive").
pub fn kind_says(kind: StarKind) -> crate::lang::Says {
    match kind {
        StarKind::Home => crate::says!("log-anc-kind-home"),
        StarKind::Uninhabited => crate::says!("log-anc-kind-uninhabited"),
        StarKind::Primitive => crate::says!("log-anc-kind-primitive"),
        StarKind::Advanced => crate::says!("log-anc-kind-advanced"),
    }
}

/// One pile of the archive: its cost and its cards.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ArchivePile {
    pub cost: u32,
    pub cards: Vec<ArchiveType>,
}

/// How they fight.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Battle {
    /// Each dial value falls by this for each cruiser they lack (of `cruisers_max`).
    pub reduce_per_missing_cruiser: u32,
    /// Your strength points by your combat value in the hex: (from CV, points), rising.
    pub strength: Vec<(u32, u32)>,
    /// Hexes a cruiser you push may move.
    pub push_range: u32,
    /// DP of a colony token you win.
    pub your_colony_token_dp: u32,
}

/// A difficulty level: cruisers in play at the start and their credits, and (ours)
/// what the tokens are worth at this level where it differs from the table: the
/// cruisers and credits alone hardly move a strong player's chances.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AncientsLevel {
    pub name: String,
    pub cruisers: u32,
    pub credits: u32,
    /// DP of each of their colony tokens (the table's when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")] // not shown
    pub colony_token_dp: Option<u32>,
    /// The galaxy tokens' stack, lowest first (the table's when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")] // not shown
    pub galaxy_tokens: Option<Vec<u32>>,
    /// DP of each far-space spot, lowest first (the table's when absent).
    #[serde(default, skip_serializing_if = "Option::is_none")] // not shown
    pub far_space_dp: Option<Vec<u32>>,
}

/// The Ancients' table.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AncientsTable {
    /// The roles in the order the Monolith walks them (each once).
    pub rondel: Vec<Role>,
    /// The role they take when the revealed card names the Monolith's role; and when
    /// that happens on this role already.
    pub same_role: Role,
    pub same_role_again: Role,
    /// The core of a district: the centre and this many rings.
    pub core_radius: u32,
    /// The districts tried in turn when one has no legal hex for a new star.
    pub district_cycle: Vec<District>,
    pub cruisers_max: u32,
    pub colony_tokens: u32,
    pub colony_token_dp: u32,
    /// Galaxy tokens of the shared stack, lowest first.
    pub galaxy_tokens: Vec<u32>,
    pub far_space: FarSpace,
    pub credits: Credits,
    pub regent: Regent,
    pub scientist: Scientist,
    pub frontier: Frontier,
    pub archive: Vec<ArchivePile>,
    pub battle: Battle,
    pub difficulty: Vec<AncientsLevel>,
    /// The events by key (the cards name them).
    pub events: Vec<(String, CardEvent)>,
    pub story: Vec<StoryCard>,
    pub decks: Vec<RoleDeck>,
}

impl AncientsTable {
    /// The deck of `role`.
    pub fn deck(&self, role: Role) -> Option<&RoleDeck> {
        self.decks.iter().find(|d| d.role == role)
    }

    /// The event a key names.
    pub fn event(&self, key: &str) -> Option<CardEvent> {
        self.events.iter().find(|(k, _)| k == key).map(|&(_, e)| e)
    }

    /// The level for the game's difficulty (the last serves above).
    pub fn level(&self, difficulty: u8) -> &AncientsLevel {
        let i = (difficulty as usize).min(self.difficulty.len().saturating_sub(1));
        &self.difficulty[i]
    }

    /// DP of one of their colony tokens at a difficulty.
    pub fn colony_dp(&self, difficulty: u8) -> u32 {
        self.level(difficulty)
            .colony_token_dp
            .unwrap_or(self.colony_token_dp)
    }

    /// The galaxy tokens' stack at a difficulty, lowest first.
    pub fn galaxy_stack(&self, difficulty: u8) -> &[u32] {
        self.level(difficulty)
            .galaxy_tokens
            .as_deref()
            .unwrap_or(&self.galaxy_tokens)
    }

    /// DP of each far-space spot at a difficulty, lowest first.
    pub fn far_space_dp(&self, difficulty: u8) -> &[u32] {
        self.level(difficulty)
            .far_space_dp
            .as_deref()
            .unwrap_or(&self.far_space.spots_dp)
    }
}

/// The most a count in the table may be, so that no number is absurd.
const MAX_COUNT: u32 = 100;
const MAX_DIAL: u32 = 20;

// A table file's errors are for the modder who wrote it: they stay English, as the
// rules data's do.
// not shown: from here

/// A galaxy tokens' stack: 1 to 100 tokens of 0 to 50 DP, lowest first.
fn check_galaxy_tokens(field: &str, stack: &[u32]) -> Result<(), String> {
    in_range(&format!("{field} (how many)"), stack.len(), 1, 100)?;
    all_in_range(field, stack.iter().copied(), 0, 50)?;
    if stack.windows(2).any(|w| w[1] < w[0]) {
        return Err(format!("`{field}` must be listed lowest first"));
    }
    Ok(())
}

/// Far-space spots: 1 to 20 of 0 to 50 DP.
fn check_spots(field: &str, spots: &[u32]) -> Result<(), String> {
    in_range(&format!("{field} (how many)"), spots.len(), 1, 20)?;
    all_in_range(field, spots.iter().copied(), 0, 50)
}

fn check_district(field: &str, d: District) -> Result<(), String> {
    in_range(field, d.number(), 0, 6)
}

impl Validate for AncientsTable {
    fn validate(&self) -> Result<(), String> {
        // The rondel: every role once.
        if self.rondel.len() != 7 || Role::ALL.iter().any(|r| !self.rondel.contains(r)) {
            return Err(format!(
                "`rondel` must list each of the 7 roles once (Explorer, Scientist, Steward, \
                 Merchant, Engineer, Warlord, Regent), found {:?}",
                self.rondel
            ));
        }
        in_range("core_radius", self.core_radius, 0, 3)?;
        if self.district_cycle.is_empty() {
            return Err("`district_cycle` must name at least one district".into());
        }
        for (i, &d) in self.district_cycle.iter().enumerate() {
            check_district(&format!("district_cycle[{i}]"), d)?;
            if self.district_cycle[..i].contains(&d) {
                return Err(format!("`district_cycle[{i}]` repeats {}", d.label()));
            }
        }
        in_range("cruisers_max", self.cruisers_max, 1, 20)?;
        in_range("colony_tokens", self.colony_tokens, 1, MAX_COUNT)?;
        in_range("colony_token_dp", self.colony_token_dp, 0, 50)?;
        check_galaxy_tokens("galaxy_tokens", &self.galaxy_tokens)?;
        let f = &self.far_space;
        in_range("far_space.cost", f.cost, 0, MAX_COUNT)?;
        in_range("far_space.min_credits", f.min_credits, f.cost, MAX_COUNT)?;
        check_spots("far_space.spots_dp", &f.spots_dp)?;
        let c = &self.credits;
        for (field, v) in [
            ("credits.steward_you", c.steward_you),
            ("credits.steward", c.steward),
            ("credits.merchant_you", c.merchant_you),
            ("credits.merchant", c.merchant),
            (
                "credits.merchant_per_market_star",
                c.merchant_per_market_star,
            ),
        ] {
            in_range(field, v, 0, 50)?;
        }
        in_range("credits.market_min_pop", c.market_min_pop, 1, 20)?;
        let r = &self.regent;
        in_range("regent.you_discs", r.you_discs, 0, 10)?;
        for (field, v) in [
            ("regent.you_buy_dp", r.you_buy_dp),
            ("regent.follow_buy_dp", r.follow_buy_dp),
        ] {
            in_range(field, v, 0, 50)?;
        }
        for (field, v) in [
            ("regent.ancients_colony", r.ancients_colony),
            ("regent.ancients_galaxy", r.ancients_galaxy),
            ("regent.you_colony_for_them", r.you_colony_for_them),
            ("regent.you_galaxy_for_them", r.you_galaxy_for_them),
        ] {
            in_range(field, v, 0, 10)?;
        }
        let s = &self.scientist;
        in_range("scientist.you_card_dp", s.you_card_dp, 0, 50)?;
        in_range("scientist.follow_card_dp", s.follow_card_dp, 0, 50)?;
        in_range("scientist.set_cost", s.set_cost, 1, 50)?;
        let fr = &self.frontier;
        in_range("frontier.pool (how many kinds)", fr.pool.len(), 1, 3)?;
        for (i, &(kind, n)) in fr.pool.iter().enumerate() {
            if kind == StarKind::Home {
                return Err(format!("`frontier.pool[{i}]`: a home star is no counter"));
            }
            in_range(&format!("frontier.pool[{i}] count"), n, 0, MAX_COUNT)?;
        }
        in_range("frontier.display", fr.display, 1, 10)?;
        let counters: u32 = fr.pool.iter().map(|&(_, n)| n).sum();
        in_range("frontier.pool (counters)", counters, fr.display, 300)?;
        in_range("frontier.min_star_distance", fr.min_star_distance, 1, 4)?;
        in_range("frontier.ancients_take", fr.ancients_take, 0, fr.display)?;
        in_range("frontier.you_take", fr.you_take, 0, fr.display)?;
        if fr.value_order.is_empty() || fr.value_order.contains(&StarKind::Home) {
            return Err(
                "`frontier.value_order` must list the neutral kinds, most valued first".into(),
            );
        }
        in_range("archive (piles)", self.archive.len(), 1, 10)?;
        for (i, p) in self.archive.iter().enumerate() {
            in_range(&format!("archive[{i}].cost"), p.cost, 1, 10)?;
            in_range(
                &format!("archive[{i}].cards (how many)"),
                p.cards.len(),
                1,
                50,
            )?;
        }
        let b = &self.battle;
        in_range(
            "battle.reduce_per_missing_cruiser",
            b.reduce_per_missing_cruiser,
            0,
            MAX_DIAL,
        )?;
        in_range("battle.strength (rows)", b.strength.len(), 1, 50)?;
        for (i, &(cv, p)) in b.strength.iter().enumerate() {
            in_range(&format!("battle.strength[{i}] cv"), cv, 0, 100_000)?;
            in_range(&format!("battle.strength[{i}] points"), p, 0, 3 * MAX_DIAL)?;
        }
        if b.strength.windows(2).any(|w| w[1].0 <= w[0].0) {
            return Err("`battle.strength` must rise by combat value".into());
        }
        in_range("battle.push_range", b.push_range, 0, 10)?;
        in_range("battle.your_colony_token_dp", b.your_colony_token_dp, 0, 50)?;
        in_range("difficulty (levels)", self.difficulty.len(), 1, 10)?;
        for (i, l) in self.difficulty.iter().enumerate() {
            if l.name.trim().is_empty() {
                return Err(format!("`difficulty[{i}].name` is empty"));
            }
            in_range(
                &format!("difficulty[{i}].cruisers"),
                l.cruisers,
                0,
                self.cruisers_max,
            )?;
            in_range(&format!("difficulty[{i}].credits"), l.credits, 0, MAX_COUNT)?;
            if let Some(dp) = l.colony_token_dp {
                in_range(&format!("difficulty[{i}].colony_token_dp"), dp, 0, 50)?;
            }
            if let Some(stack) = &l.galaxy_tokens {
                check_galaxy_tokens(&format!("difficulty[{i}].galaxy_tokens"), stack)?;
            }
            if let Some(spots) = &l.far_space_dp {
                check_spots(&format!("difficulty[{i}].far_space_dp"), spots)?;
            }
        }
        in_range("events (how many)", self.events.len(), 0, 100)?;
        for (i, (key, e)) in self.events.iter().enumerate() {
            if key.is_empty() || key.len() > 8 {
                return Err(format!(
                    "`events[{i}]`: a key of 1 to 8 characters, found {key:?}"
                ));
            }
            if self.events[..i].iter().any(|(k, _)| k == key) {
                return Err(format!("`events[{i}]`: the key {key:?} is used twice"));
            }
            let n = match *e {
                CardEvent::LoseShipsNearCruisers(n)
                | CardEvent::AncientCredits(n)
                | CardEvent::LoseDiscAtMostPopulous(n)
                | CardEvent::AncientCruiser(n)
                | CardEvent::ShipsAtHome(n)
                | CardEvent::LevelInLowestField(n)
                | CardEvent::GainDp(n)
                | CardEvent::FewerShipsNextBuild(n)
                | CardEvent::DiscAtLeastPopulous(n) => n,
                CardEvent::MoveAncients { .. }
                | CardEvent::NoGeneticsBonusNextGrow
                | CardEvent::AncientGalaxyToken => 1,
            };
            in_range(&format!("events[{i}] ({key}) amount"), n, 1, 20)?;
        }
        in_range("story (cards)", self.story.len(), 3, 50)?;
        for (i, s) in self.story.iter().enumerate() {
            in_range(&format!("story[{i}].text (length)"), s.text.len(), 1, 500)?;
        }
        for role in Role::ALL {
            let n = self.decks.iter().filter(|d| d.role == role).count();
            if n != 1 {
                return Err(format!(
                    "`decks` must hold one deck for each role: {} has {n}",
                    role.name()
                ));
            }
        }
        for (i, d) in self.decks.iter().enumerate() {
            in_range(
                &format!("decks[{i}].cards (how many)"),
                d.cards.len(),
                2,
                40,
            )?;
            for (j, c) in d.cards.iter().enumerate() {
                let at = format!("decks[{i}].cards[{j}]");
                check_district(&format!("{at}.back"), c.back)?;
                in_range(&format!("{at}.dial tactics"), c.dial.0, 0, MAX_DIAL)?;
                in_range(&format!("{at}.dial weapons"), c.dial.1, 0, MAX_DIAL)?;
                in_range(&format!("{at}.dial shields"), c.dial.2, 0, MAX_DIAL)?;
                if let Some(key) = &c.event
                    && self.event(key).is_none()
                {
                    return Err(format!("`{at}.event` {key:?} is not a key of `events`"));
                }
            }
        }
        Ok(())
    }
}
// not shown: to here
