//! Domination cards in play: the deck shuffled with the seed, one card dealt to each
//! person (the automas get none), plays for A (the condition, its DP and the immediate
//! effect) or B (the formulas), the draw after a play, and the exchanges at the start of
//! eras 2 and 3 and from Spirituality's 6+ effect.

use super::Fact;
use crate::lang::Says;
use crate::rules::board::{Board, hex_label};
use crate::rules::data::{CardDef, Condition, Effect, Formula, GoalScoring, RulesData};
use crate::rules::deck::{Deck, Decks};
use crate::rules::discs;
use crate::rules::levels;
use crate::rules::log::DpKind;
use crate::rules::model::*;
use crate::rules::narrate;
use crate::rules::prompt::{Prompt, PromptSlot};
use crate::rules::ships;
use crate::rules::snapshot::{self, HomeStar, Snapshot};
use crate::rules::table::Roster;
use bevy::prelude::*;
use hexx::Hex;

pub use crate::rules::content_commands::{CardPlay, EffectChoice};

/// The recorded deck the domination cards are drawn from (cards named by their keys).
pub const DECK: &str = "domination cards"; // not shown: a deck's name

/// The cards of the game: each seat's hand, the plays so far, and the exchanges each
/// seat may make. The deck is [`DECK`] among the game's recorded decks.
#[derive(Resource, Debug, Clone, Default)]
pub struct Cards {
    pub hands: Vec<(Seat, Vec<usize>)>,
    /// (seat, card, played for A).
    pub played: Vec<(Seat, usize, bool)>,
    /// One exchange each: `Some(round)` only in that round, `None` at any time.
    pub exchanges: Vec<(Seat, Option<u8>)>,
    /// Card effects that last the rest of a round: (seat, round, effect).
    pub lasting: Vec<(Seat, u8, Lasting)>,
}

impl Cards {
    pub fn hand(&self, seat: Seat) -> Vec<usize> {
        self.hands
            .iter()
            .find(|(s, _)| *s == seat)
            .map_or(Vec::new(), |(_, h)| h.clone())
    }
    fn hand_mut(&mut self, seat: Seat) -> &mut Vec<usize> {
        if !self.hands.iter().any(|(s, _)| *s == seat) {
            self.hands.push((seat, Vec::new()));
        }
        &mut self.hands.iter_mut().find(|(s, _)| *s == seat).unwrap().1
    }
    pub fn plays(&self, seat: Seat) -> usize {
        self.played.iter().filter(|p| p.0 == seat).count()
    }
    pub fn played_a(&self, seat: Seat) -> bool {
        self.played.iter().any(|p| p.0 == seat && p.2)
    }
}

/// Draws the top domination card into `seat`'s hand, recorded with `purpose`.
fn draw(world: &mut World, seat: Seat, purpose: &'static str) -> Option<usize> {
    let card = world.resource_mut::<Decks>().draw(DECK, purpose)?;
    world.resource_mut::<Cards>().hand_mut(seat).push(card);
    Some(card)
}

/// The cards left in the domination deck.
pub fn deck_left(world: &World) -> usize {
    world
        .get_resource::<Decks>()
        .and_then(|d| d.get(DECK))
        .map_or(0, Deck::left)
}

/// Makes the domination deck: `top_first` in that order (indices of the rules' cards),
/// the others out of the game.
pub fn make_deck(world: &mut World, top_first: &[usize], seed: u64) {
    let keys = world
        .resource::<RulesData>()
        .cards
        .cards
        .iter()
        .map(|c| c.key.clone())
        .collect();
    world
        .resource_mut::<Decks>()
        .add(Deck::with_order(DECK, keys, top_first, seed));
}

/// A card effect that lasts the rest of the round, read by the rule it changes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lasting {
    /// Nobody may declare war on the seat (Diplomatic).
    NoWarOnYou,
    /// Combat value for the seat in the battle at a hex (Defensive).
    BattleCv { hex: (i32, i32), cv: u32 },
    /// The nebula start bonus of the seat's ships (Etheric).
    NebulaStartBonus(u32),
    /// One more trade, used up by it (General Scientific).
    ExtraTrade,
    /// The seat loses no ships in the battle at a hex (Military).
    NoLosses { hex: (i32, i32) },
    /// The seat's opponents may not retreat before combat (Military).
    NoRetreat,
}

/// At most this many plays a game, one of them for A.
const MAX_PLAYS: usize = 2;

pub fn plugin(app: &mut App) {
    use crate::rules::combat;
    use crate::rules::content_commands as commands;
    use crate::rules::hooks::AddHook;
    use crate::rules::trade_rights::{ExtraTradeUsed, HasExtraTrade};
    app.add_hook::<commands::PlayCard>(play)
        .add_hook::<commands::ExchangeCard>(exchange)
        .add_hook::<commands::ExchangeGranted>(grant_exchange)
        .add_hook::<HasExtraTrade>(has_extra_trade)
        .add_hook::<ExtraTradeUsed>(use_extra_trade)
        .add_hook::<crate::rules::setup::ContentDealt>(|world, config| {
            deal(world, config.seed);
            Ok(())
        })
        .add_systems(
            OnExit(crate::rules::moments::GamePhase::Scoring),
            era_start.after(crate::rules::moments::ScoringStep::NextRound),
        )
        .add_hook::<crate::rules::ships::NebulaStartBonus>(nebula_start_bonus)
        .add_hook::<combat::ForceCv>(|world, seat, hex| {
            Some((battle_cv(world, seat, hex), "log-cont-cv-card")).filter(|(cv, _)| *cv > 0)
        })
        .add_hook::<combat::ForbidsRetreat>(forbids_retreat)
        .add_hook::<combat::NoLosses>(no_losses)
        .add_hook::<combat::BattleCardsFor>(battle_card_in_hand);
}

/// A card's name as words for the player.
fn card_says(card: &CardDef) -> Says {
    Says::content("card", &card.key, "name", &card.name)
}

fn def(world: &World, card: usize) -> Option<CardDef> {
    world.resource::<RulesData>().cards.cards.get(card).cloned()
}

/// Shuffles the deck (without the cards a solo game leaves out) and deals one card to
/// each person.
pub fn deal(world: &mut World, seed: u64) {
    let rules = world.resource::<RulesData>().cards.clone();
    let roster = world.resource::<Roster>();
    let people: Vec<Seat> = roster.humans().collect();
    let solo = people.len() == 1;
    let usable: Vec<usize> = (0..rules.cards.len())
        .filter(|&i| !solo || rules.cards[i].solo)
        .filter(|&i| !roster.removed_cards.contains(&rules.cards[i].key))
        .collect();
    let order = crate::rules::dice::deck_shuffle(seed, DECK, usable.len());
    // The shuffled list is dealt from its end.
    let top_first: Vec<usize> = order.into_iter().rev().map(|i| usable[i]).collect();
    world.insert_resource(Cards::default());
    make_deck(world, &top_first, seed);
    for p in people {
        draw(world, p, "a person's first domination card"); // not shown: a purpose
    }
}

/// The DP a card's numbers are multiplied by (the Personal Growth goal doubles them).
fn multiplier(world: &World) -> i32 {
    match world
        .get_resource::<super::goal::ActiveGoal>()
        .and_then(|g| g.0.as_ref().map(|g| g.scoring.clone()))
    {
        Some(GoalScoring::CardDpMultiplier(m)) => m,
        _ => 1,
    }
}

/// Whether the A condition of `card` holds for `me` now; `Err` says what is missing.
pub fn condition_holds(
    world: &mut World,
    me: Seat,
    condition: Condition,
) -> Result<(), crate::lang::Says> {
    if let Some(quick) = condition_without_board(world, me, condition) {
        return quick;
    }
    let snap = Snapshot::take(world);
    let board = world.resource::<Board>();
    let tech = world.resource::<Technology>();
    let roster = world.resource::<Roster>();
    let mine: Vec<&snapshot::StarView> =
        snap.stars.iter().filter(|s| s.owner == Some(me)).collect();
    let check = |ok: bool, why: crate::lang::Says| if ok { Ok(()) } else { Err(why) };
    match condition {
        Condition::StarsInCenterSector(n) => {
            let have = mine.iter().filter(|s| board.in_center(s.hex)).count() as u32;
            check(
                have >= n,
                crate::says!("card-rules-center-stars", have = have, n = n),
            )
        }
        Condition::AllHomeSectorStars => {
            let all = snap
                .stars
                .iter()
                .filter(|s| board.in_home_of(s.hex, me))
                .all(|s| s.owner == Some(me));
            check(all, crate::says!("card-rules-home-sector"))
        }
        Condition::PopulousStars { stars, population } => {
            let have = mine.iter().filter(|s| s.population >= population).count() as u32;
            check(
                have >= stars,
                crate::says!(
                    "card-rules-populous-stars",
                    have = have,
                    n = stars,
                    population = population
                ),
            )
        }
        Condition::Diplomatic { spirituality } => {
            let spirit = tech.level(me, Field::Spirituality);
            // The central hex of a center sector holds one of your stars.
            let centre_star = mine.iter().any(|s| {
                board.in_center(s.hex)
                    && board
                        .sector_of(s.hex)
                        .is_some_and(|x| board.sector_center(x) == s.hex)
            });
            let dip = world.resource::<Diplomacy>();
            let peace = roster.seats().all(|s| s == me || !dip.at_war(me, s));
            check(
                spirit >= spirituality && centre_star && peace,
                crate::says!(
                    "card-rules-diplomatic",
                    field = Field::Spirituality.shown_name(),
                    level = spirituality,
                    have = spirit
                ),
            )
        }
        Condition::ShipsInNebulae(n) => {
            let start = world.resource::<PromptSlot>().0 == Some(Prompt::MoveTurn)
                && world
                    .resource::<crate::rules::ships::TurnMoves>()
                    .moved
                    .is_empty();
            if !start {
                return Err(crate::says!("card-rules-start-of-movement"));
            }
            let have = snap
                .hexes_of(board, me)
                .iter()
                .filter(|&&h| board.terrain(h) == Some(Terrain::Nebula))
                .count() as u32;
            check(
                have >= n,
                crate::says!("card-rules-nebulae", have = have, n = n),
            )
        }
        Condition::SectorsWithShipAndStar {
            sectors,
            propulsion,
        } => {
            let prop = tech.level(me, Field::Propulsion);
            let ships: Vec<SectorId> = snap
                .hexes_of(board, me)
                .iter()
                .filter_map(|&h| board.sector_of(h))
                .collect();
            let both = board
                .sector_ids()
                .filter(|&s| {
                    ships.contains(&s) && mine.iter().any(|x| board.sector_of(x.hex) == Some(s))
                })
                .count() as u32;
            check(
                prop >= propulsion && both >= sectors,
                crate::says!(
                    "card-rules-sectors",
                    field = Field::Propulsion.shown_name(),
                    level = propulsion,
                    n = sectors,
                    have = both
                ),
            )
        }
        Condition::MilitaryCv(n) => {
            let per_ship = world
                .resource::<RulesData>()
                .tech
                .cv_per_ship(tech.level(me, Field::Military));
            let cv = snap.total_ships(me) * per_ship;
            check(
                cv >= n,
                crate::says!("card-rules-combat-value", have = cv, n = n),
            )
        }
        Condition::Stars(n) => {
            let have = mine.len() as u32;
            check(
                have >= n,
                crate::says!("card-rules-stars", have = have, n = n),
            )
        }
        // The others need no board: checked above.
        _ => Ok(()),
    }
}

/// The conditions that need no look at the board (cheap: checked without a snapshot);
/// `None` for the others.
fn condition_without_board(
    world: &mut World,
    me: Seat,
    condition: Condition,
) -> Option<Result<(), crate::lang::Says>> {
    let tech = world.resource::<Technology>().clone();
    let roster = world.resource::<Roster>().clone();
    let total: u32 = Field::ALL.iter().map(|&f| tech.level(me, f) as u32).sum();
    let check = |ok: bool, why: crate::lang::Says| if ok { Ok(()) } else { Err(why) };
    Some(match condition {
        Condition::StarsTakenFromFactions(n) => {
            let taken = world
                .resource::<super::RoundFacts>()
                .0
                .iter()
                .filter(|f| matches!(f, Fact::StarGained { seat, from: Some(o), .. } if *seat == me && *o != me))
                .count() as u32;
            check(
                taken >= n,
                crate::says!("card-rules-stars-taken", have = taken, n = n),
            )
        }
        Condition::AlignmentLead { min_dp } => {
            if world.resource::<PromptSlot>().0 != Some(Prompt::Trading) {
                return Some(Err(crate::says!("card-rules-trading-turn")));
            }
            let dp = world.resource::<Scores>().of(me).dp;
            let align = world.resource::<Alignments>().clone();
            let solo = roster.humans().count() == 1;
            let rivals: Vec<Seat> = roster
                .seats()
                .filter(|&s| s != me && align.of(s) == align.of(me))
                .filter(|&s| !solo || roster.is_automa(s))
                .collect();
            let lead = rivals.iter().all(|&s| {
                if solo {
                    let theirs: u32 = Field::ALL.iter().map(|&f| tech.level(s, f) as u32).sum();
                    total > theirs
                } else {
                    dp > world.resource::<Scores>().of(s).dp
                }
            });
            check(
                dp >= min_dp && lead,
                if solo {
                    crate::says!("card-rules-alignment-lead-solo", min = min_dp, have = dp)
                } else {
                    crate::says!("card-rules-alignment-lead", min = min_dp)
                },
            )
        }
        Condition::ShipsInOneBuild(n) => {
            let best = world
                .resource::<super::RoundFacts>()
                .0
                .iter()
                .filter_map(|f| match f {
                    Fact::ShipsBuilt { seat, ships } if *seat == me => Some(*ships),
                    _ => None,
                })
                .max()
                .unwrap_or(0);
            check(
                best >= n,
                crate::says!("card-rules-biggest-build", have = best, n = n),
            )
        }
        Condition::TotalLevels(n) => check(
            total >= n,
            crate::says!("card-rules-total-levels", have = total, n = n),
        ),
        Condition::SixAndFive => {
            let mut levels: Vec<u8> = Field::ALL.iter().map(|&f| tech.level(me, f)).collect();
            levels.sort_unstable_by(|a, b| b.cmp(a));
            check(
                levels[0] >= 6 && levels[1] >= 5,
                crate::says!("card-rules-six-and-five", high = 6, next = 5),
            )
        }
        _ => return None,
    })
}

/// What the B section of a card gives `me` now (with the goal's multiplier), and how.
pub fn b_value(world: &mut World, me: Seat, card: &CardDef) -> (i32, Says) {
    let m = multiplier(world);
    // One look at the board serves every formula of the card.
    let snap = Snapshot::take(world);
    let board = world.resource::<Board>().clone();
    let values: Vec<(i32, Says)> = card
        .b
        .formulas
        .iter()
        .map(|f| formula(world, &snap, &board, me, *f, m))
        .collect();
    if card.b.sum {
        let total = values.iter().map(|v| v.0).sum();
        let how = values
            .into_iter()
            .map(|v| v.1)
            .reduce(|list, item| crate::says!("log-cont-b-plus", list = list, item = item))
            .unwrap_or_default();
        (total, how)
    } else {
        values
            .into_iter()
            .max_by_key(|v| v.0)
            .unwrap_or((0, Says::default()))
    }
}

fn formula(
    world: &mut World,
    snap: &Snapshot,
    board: &Board,
    me: Seat,
    f: Formula,
    m: i32,
) -> (i32, Says) {
    let tech = world.resource::<Technology>().clone();
    let mine: Vec<&snapshot::StarView> =
        snap.stars.iter().filter(|s| s.owner == Some(me)).collect();
    let my_hexes = snap.hexes_of(board, me);
    match f {
        Formula::PerLevel { field, num, den } => {
            let l = tech.level(me, field) as i32;
            (
                l * num * m / den,
                crate::says!("log-cont-b-field-level", field = field.says(), level = l),
            )
        }
        Formula::PerLevelByAlignment { sto, sts } => {
            let field = match world.resource::<Alignments>().of(me) {
                Alignment::Sto => sto,
                Alignment::Sts => sts,
            };
            let l = tech.level(me, field) as i32;
            (
                l * m,
                crate::says!("log-cont-b-field-level", field = field.says(), level = l),
            )
        }
        Formula::PerNeutralStarHeldAlone(dp) => {
            let n = snap
                .stars
                .iter()
                .filter(|s| {
                    s.owner.is_none()
                        && snap.ships(board, s.hex, me) > 0
                        && Seat::all(snap.seat_count())
                            .all(|o| o == me || snap.ships(board, s.hex, o) == 0)
                })
                .count() as i32;
            (n * dp * m, crate::says!("log-cont-b-neutral-alone", n = n))
        }
        Formula::NoAlignmentDpThisRound(dp) => {
            let round = narrate::current_round(world);
            let scored = world
                .resource::<crate::rules::log::GameLog>()
                .destiny()
                .any(|r| r.seat == me && r.round == round && r.kind == DpKind::Alignment);
            if scored {
                (0, crate::says!("log-cont-b-alignment-scored"))
            } else {
                (dp * m, crate::says!("log-cont-b-alignment-none"))
            }
        }
        Formula::PopulationOfBestCenterStar => {
            let best = mine
                .iter()
                .filter(|s| board.in_center(s.hex))
                .map(|s| s.population as i32)
                .max()
                .unwrap_or(0);
            (
                best * m,
                crate::says!("log-cont-b-best-center", best = best),
            )
        }
        Formula::HomeSectorAlone(dp) => {
            let intruders = snap
                .stars
                .iter()
                .any(|s| s.owner.is_some_and(|o| o != me) && board.in_home_of(s.hex, me));
            if intruders {
                (0, crate::says!("log-cont-b-home-intruders"))
            } else {
                (dp * m, crate::says!("log-cont-b-home-alone"))
            }
        }
        Formula::PerPopulousStar { population, dp } => {
            let n = mine.iter().filter(|s| s.population >= population).count() as i32;
            (
                n * dp * m,
                crate::says!("log-cont-b-populous", n = n, population = population),
            )
        }
        Formula::PerOtherHomeStarWithShip(dp) => {
            let n = snap
                .stars
                .iter()
                .filter(|s| {
                    world.get::<HomeStar>(s.entity).is_some()
                        && s.owner.is_some_and(|o| o != me)
                        && snap.ships(board, s.hex, me) > 0
                })
                .count() as i32;
            (n * dp * m, crate::says!("log-cont-b-other-homes", n = n))
        }
        Formula::PerAsteroidWithShip(dp) => {
            let n = my_hexes
                .iter()
                .filter(|&&h| board.terrain(h) == Some(Terrain::Asteroids))
                .count() as i32;
            (n * dp * m, crate::says!("log-cont-b-asteroids", n = n))
        }
        Formula::PerSectorWithShip(dp) => {
            let mut sectors: Vec<SectorId> = my_hexes
                .iter()
                .filter_map(|&h| board.sector_of(h))
                .collect();
            sectors.sort();
            sectors.dedup();
            let n = sectors.len() as i32;
            (n * dp * m, crate::says!("log-cont-b-sectors", n = n))
        }
        Formula::LowestLevel(dp) => {
            let l = Field::ALL
                .iter()
                .map(|&f| tech.level(me, f))
                .min()
                .unwrap_or(1) as i32;
            (l * dp * m, crate::says!("log-cont-b-lowest", level = l))
        }
        Formula::HighestLevel(dp) => {
            let l = Field::ALL
                .iter()
                .map(|&f| tech.level(me, f))
                .max()
                .unwrap_or(1) as i32;
            (l * dp * m, crate::says!("log-cont-b-highest", level = l))
        }
        Formula::PerSectorOnlyYourFleet(dp) => {
            let fleets = snapshot::all_fleets(world);
            let n = board
                .sector_ids()
                .filter(|&s| {
                    let owners: Vec<Seat> = fleets
                        .iter()
                        .filter(|(_, _, h)| board.sector_of(*h) == Some(s))
                        .map(|(_, f, _)| f.owner)
                        .collect();
                    owners.contains(&me) && owners.iter().all(|&o| o == me)
                })
                .count() as i32;
            (n * dp * m, crate::says!("log-cont-b-only-fleets", n = n))
        }
        Formula::PerThreeStars(dp) => {
            let n = mine.len() as i32 / 3;
            (
                n * dp * m,
                crate::says!("log-cont-b-threes", stars = mine.len(), n = n),
            )
        }
    }
}

/// Plays a card from `me`'s hand (refused with a reason, changing nothing, when not
/// allowed).
pub fn play(
    world: &mut World,
    me: Seat,
    key: &str,
    how: CardPlay,
) -> Result<crate::lang::Says, crate::lang::Says> {
    let Some(index) = world.resource::<RulesData>().cards.get(key) else {
        return Err(crate::says!("log-cont-no-card", key = format!("{key:?}")));
    };
    let card = def(world, index).ok_or_else(|| crate::t!("log-cont-no-such-card"))?;
    let card_name = card_says(&card);
    let cards = world.resource::<Cards>().clone();
    if !cards.hand(me).contains(&index) {
        return Err(crate::says!("log-cont-not-in-hand", card = &card_name));
    }
    if cards.plays(me) >= MAX_PLAYS {
        return Err(crate::says!("log-cont-played-max", n = MAX_PLAYS));
    }
    if world.resource::<PromptSlot>().0.is_none() {
        return Err(crate::says!("log-cont-play-when-waiting"));
    }
    let m = multiplier(world);
    let (dp, detail, a) = match how {
        CardPlay::A { effect, at, choice } => {
            if cards.played_a(me) {
                return Err(crate::says!("log-cont-played-a"));
            }
            condition_holds(world, me, card.a.condition).map_err(|why| {
                crate::says!("log-cont-condition-fails", card = &card_name, why = why)
            })?;
            if effect {
                let Some(e) = card.a.effect else {
                    return Err(crate::says!("log-cont-no-effect-yet", card = &card_name));
                };
                check_effect(world, me, e, at, choice)?;
            }
            (
                card.a.dp * m,
                Says::content("card", &card.key, "a-text", &card.a.text),
                true,
            )
        }
        CardPlay::B => {
            let (dp, how) = b_value(world, me, &card);
            (dp, how, false)
        }
    };
    // The play: out of the hand, recorded, DP, then the effect and the draw.
    let mut state = world.resource_mut::<Cards>();
    state.hand_mut(me).retain(|&c| c != index);
    state.played.push((me, index, a));
    let section = if a { "A" } else { "B" };
    crate::rules::dp::award(
        world,
        me,
        dp,
        DpKind::Card,
        &format!("{} ({section})", card.name), // not shown: the score's key
        crate::says!("log-cont-card-source", card = &card_name, section = section),
        detail,
        None,
    );
    if let CardPlay::A {
        effect: true,
        at,
        choice,
    } = how
        && let Some(e) = card.a.effect
    {
        apply_effect(world, me, e, at, choice);
    }
    let room = {
        let state = world.resource::<Cards>();
        state.hand(me).len() + state.plays(me) < MAX_PLAYS
    };
    let drew = if room {
        draw(world, me, "a domination card after a play") // not shown: a purpose
    } else {
        None
    };
    let name = narrate::name_says(world, me);
    narrate::log_seat_event(
        world,
        me,
        None,
        crate::says!(
            "log-cont-card-played",
            who = &name,
            card = &card_name,
            section = section,
            dp = format!("{dp:+}")
        ),
    );
    if let Some(c) = drew.and_then(|c| def(world, c)) {
        narrate::log_seat_event(
            world,
            me,
            None,
            crate::says!("log-cont-card-drawn", who = &name, card = card_says(&c)),
        );
    }
    Ok(crate::says!(
        "log-cont-card-played-ok",
        card = &card_name,
        section = section
    ))
}

fn check_effect(
    world: &mut World,
    me: Seat,
    e: Effect,
    at: Option<(i32, i32)>,
    choice: EffectChoice,
) -> Result<(), String> {
    let prompt = world.resource::<PromptSlot>().0.clone();
    match (e, choice) {
        (Effect::FreeResearch, EffectChoice::Field(f)) => {
            if prompt != Some(Prompt::GrowthResolution) {
                return Err(crate::t!("log-cont-free-research-when"));
            }
            let selected = world.resource::<crate::rules::counters::Growths>().0[me]
                .selection
                .as_ref()
                .is_some_and(|s| s.squares.contains(&crate::rules::counters::Square::Tech(f)));
            if selected {
                return Err(crate::t!("log-cont-counter-selected", field = f.says()));
            }
            if !levels::can_gain_level(world, me, f) {
                return Err(crate::t!("log-cont-field-highest", field = f.says()));
            }
        }
        (Effect::FreeResearch, _) => return Err(crate::t!("log-cont-name-field")),
        (Effect::Teleport(most), EffectChoice::From { star, discs }) => {
            let to = at.ok_or_else(|| crate::t!("log-cont-name-star-to"))?;
            if discs == 0 || discs > most {
                return Err(crate::t!("log-cont-up-to-population", most = most));
            }
            let snap = Snapshot::take(world);
            let from = snap.star_at(Hex::new(star.0, star.1)).cloned();
            let dest = snap.star_at(Hex::new(to.0, to.1)).cloned();
            let (Some(from), Some(dest)) = (from, dest) else {
                return Err(crate::t!("log-cont-between-your-stars"));
            };
            if from.owner != Some(me) || dest.owner != Some(me) || from.hex == dest.hex {
                return Err(crate::t!("log-cont-between-your-stars"));
            }
            if discs::discs_on(world, &from) < discs {
                return Err(crate::t!(
                    "log-cont-too-few-discs",
                    star = &*from.name,
                    n = discs
                ));
            }
        }
        (Effect::Teleport(_), _) => return Err(crate::t!("log-cont-name-star-from")),
        (Effect::NoLossesOrNoRetreat, EffectChoice::NoRetreat)
            if prompt != Some(Prompt::MoveTurn) =>
        {
            return Err(crate::t!("log-cont-no-retreat-when"));
        }
        (Effect::NoLossesOrNoRetreat, EffectChoice::NoRetreat) => {}
        (Effect::NoLossesOrNoRetreat, _)
            if !matches!(
                prompt,
                Some(
                    Prompt::Retreat { .. }
                        | Prompt::ChooseLosses { .. }
                        | Prompt::BattleCards { .. }
                )
            ) =>
        {
            return Err(crate::t!("log-cont-battle-effect-losses"));
        }
        (Effect::CenterGainStar { ship_factor }, _) => {
            if !matches!(prompt, Some(Prompt::GrowthResolution)) {
                return Err(crate::t!("log-cont-free-gain-when"));
            }
            let to = at.ok_or_else(|| crate::t!("log-cont-name-center-star"))?;
            center_gain_plan(world, me, to, ship_factor)?;
        }
        _ => {}
    }
    if let Effect::HomeBattleCv(_) = e {
        let (Some(Prompt::Retreat { hex, .. }) | Some(Prompt::BattleCards { hex })) =
            world.resource::<PromptSlot>().0.clone()
        else {
            return Err(crate::t!("log-cont-battle-effect"));
        };
        let board = world.resource::<Board>();
        if !board.in_home_of(Hex::new(hex.0, hex.1), me) {
            return Err(crate::t!("log-cont-not-home-battle"));
        }
    }
    if let Effect::LevelFromVictim = e
        && victim_level(world, me).is_none()
    {
        return Err(crate::t!("log-cont-no-victim-ahead"));
    }
    if let (Effect::Ships(_), Some(at)) = (e, at) {
        let snap = Snapshot::take(world);
        let h = Hex::new(at.0, at.1);
        if snap.star_at(h).is_none_or(|s| s.owner != Some(me)) {
            return Err(crate::t!("log-cont-ships-to-your-star", at = hex_label(h)));
        }
    }
    Ok(())
}

fn apply_effect(
    world: &mut World,
    me: Seat,
    e: Effect,
    at: Option<(i32, i32)>,
    choice: EffectChoice,
) {
    let name = narrate::name_says(world, me);
    match e {
        Effect::PopulationOnPopulousStars(min) => {
            let snap = Snapshot::take(world);
            let mut added = 0;
            for s in snap
                .stars
                .iter()
                .filter(|s| s.owner == Some(me) && s.population >= min)
            {
                if discs::take_disc(world, me)
                    && ships::modify::<Star>(world, s.entity, |star| star.population += 1)
                {
                    added += 1;
                }
            }
            narrate::log_seat_event(
                world,
                me,
                None,
                crate::says!(
                    "log-cont-eff-population",
                    who = name,
                    added = added,
                    min = min
                ),
            );
        }
        Effect::Ships(n) => {
            let h = match at {
                Some(a) => Some(Hex::new(a.0, a.1)),
                None => {
                    let mut q = world.query_filtered::<(&Position, &Star), With<HomeStar>>();
                    q.iter(world)
                        .find(|(_, s)| s.owner == Some(me))
                        .map(|(p, _)| p.0)
                }
            };
            if let Some(h) = h {
                // The build rules: pieces first, then a fleet there.
                let placed = crate::rules::ships::place_built(world, me, h, n, None);
                narrate::log_seat_event(
                    world,
                    me,
                    Some(h),
                    crate::says!(
                        "log-cont-eff-ships",
                        who = name,
                        n = placed,
                        at = hex_label(h)
                    ),
                );
            }
        }
        Effect::LevelFromVictim => {
            if let Some((victim, field)) = victim_level(world, me)
                && levels::gain_level(world, me, field)
            {
                let from = narrate::name_says(world, victim);
                narrate::log_seat_event(
                    world,
                    me,
                    None,
                    crate::says!(
                        "log-cont-eff-level-from",
                        who = name,
                        field = field.says(),
                        from = from
                    ),
                );
            }
        }
        Effect::DpPerAlignmentSwitch(dp) => {
            let switches = world
                .resource::<super::RoundFacts>()
                .0
                .iter()
                .filter(|f| matches!(f, Fact::AlignmentSwitched { .. }))
                .count() as i32;
            let m = multiplier(world);
            crate::rules::dp::award(
                world,
                me,
                dp * switches * m,
                DpKind::Card,
                "Alignment (effect)", // not shown: the score's key
                crate::says!("log-cont-eff-alignment-source"),
                crate::says!("log-cont-eff-alignment-switches", n = switches),
                None,
            );
        }
        Effect::HomeBattleCv(cv) => {
            if let Some(Prompt::Retreat { hex, .. } | Prompt::BattleCards { hex }) =
                world.resource::<PromptSlot>().0.clone()
            {
                let round = narrate::current_round(world);
                world.resource_mut::<Cards>().lasting.push((
                    me,
                    round,
                    Lasting::BattleCv { hex, cv },
                ));
                narrate::log_seat_event(
                    world,
                    me,
                    Some(Hex::new(hex.0, hex.1)),
                    crate::says!("log-cont-eff-battle-cv", who = name, cv = cv),
                );
            }
        }
        Effect::NebulaStartBonus(n) => {
            let round = narrate::current_round(world);
            world
                .resource_mut::<Cards>()
                .lasting
                .push((me, round, Lasting::NebulaStartBonus(n)));
            narrate::log_seat_event(
                world,
                me,
                None,
                crate::says!("log-cont-eff-nebula", who = name, n = n),
            );
        }
        Effect::ExtraTrade => {
            let round = narrate::current_round(world);
            world
                .resource_mut::<Cards>()
                .lasting
                .push((me, round, Lasting::ExtraTrade));
            narrate::log_seat_event(
                world,
                me,
                None,
                crate::says!("log-cont-eff-extra-trade", who = name),
            );
        }
        Effect::FreeResearch => {
            if let EffectChoice::Field(f) = choice
                && levels::gain_level(world, me, f)
            {
                crate::rules::levels::researched(world, me, f);
                narrate::log_seat_event(
                    world,
                    me,
                    None,
                    crate::says!("log-cont-eff-free-research", who = name, field = f.says()),
                );
            }
        }
        Effect::Teleport(_) => {
            if let (EffectChoice::From { star, discs }, Some(to)) = (choice, at) {
                let snap = Snapshot::take(world);
                let from = snap.star_at(Hex::new(star.0, star.1)).cloned();
                let dest = snap.star_at(Hex::new(to.0, to.1)).cloned();
                if let (Some(from), Some(dest)) = (from, dest) {
                    discs::move_discs(world, &from, &dest, discs);
                    narrate::log_seat_event(
                        world,
                        me,
                        Some(dest.hex),
                        crate::says!(
                            "log-cont-eff-teleport",
                            who = name,
                            n = discs,
                            from = &*from.name,
                            to = &*dest.name
                        ),
                    );
                }
            }
        }
        Effect::NoLossesOrNoRetreat if choice == EffectChoice::NoRetreat => {
            let round = narrate::current_round(world);
            world
                .resource_mut::<Cards>()
                .lasting
                .push((me, round, Lasting::NoRetreat));
            narrate::log_seat_event(
                world,
                me,
                None,
                crate::says!("log-cont-eff-no-retreat", who = name),
            );
        }
        Effect::NoLossesOrNoRetreat => {
            let hex = match world.resource::<PromptSlot>().0.clone() {
                Some(
                    Prompt::Retreat { hex, .. }
                    | Prompt::ChooseLosses { hex, .. }
                    | Prompt::BattleCards { hex },
                ) => Some(hex),
                _ => None,
            };
            if let Some(hex) = hex {
                let round = narrate::current_round(world);
                world
                    .resource_mut::<Cards>()
                    .lasting
                    .push((me, round, Lasting::NoLosses { hex }));
                narrate::log_seat_event(
                    world,
                    me,
                    Some(Hex::new(hex.0, hex.1)),
                    crate::says!("log-cont-eff-no-losses", who = name),
                );
            }
        }
        Effect::CenterGainStar { ship_factor } => {
            if let Some(to) = at
                && let Ok(plan) = center_gain_plan(world, me, to, ship_factor)
            {
                crate::rules::gain::apply_gain(world, me, &plan);
            }
        }
        Effect::NoWarOnYou => {
            let round = narrate::current_round(world);
            world
                .resource_mut::<Cards>()
                .lasting
                .push((me, round, Lasting::NoWarOnYou));
            narrate::log_seat_event(
                world,
                me,
                None,
                crate::says!("log-cont-eff-no-war", who = name),
            );
        }
    }
}

/// Whether war may not be declared on `seat` now (the Diplomatic card's effect).
pub fn protected_from_war(world: &World, seat: Seat) -> bool {
    lasting(world, seat).any(|l| l == Lasting::NoWarOnYou)
}

/// The effects lasting for `seat` in the current round.
fn lasting(world: &World, seat: Seat) -> impl Iterator<Item = Lasting> + '_ {
    let round = narrate::current_round(world);
    world
        .get_resource::<Cards>()
        .into_iter()
        .flat_map(|c| c.lasting.iter())
        .filter(move |l| l.0 == seat && l.1 == round)
        .map(|l| l.2)
}

/// Swaps a card of `me`'s hand for the top of the deck, using one exchange.
pub fn exchange(
    world: &mut World,
    me: Seat,
    key: &str,
) -> Result<crate::lang::Says, crate::lang::Says> {
    let Some(index) = world.resource::<RulesData>().cards.get(key) else {
        return Err(crate::says!("log-cont-no-card", key = format!("{key:?}")));
    };
    let round = narrate::current_round(world);
    let cards = world.resource::<Cards>().clone();
    if !cards.hand(me).contains(&index) {
        return Err(crate::says!("log-cont-that-not-in-hand"));
    }
    let Some(right) = cards
        .exchanges
        .iter()
        .position(|(s, r)| *s == me && r.is_none_or(|r| r == round))
    else {
        return Err(crate::says!("log-cont-no-exchange"));
    };
    if deck_left(world) == 0 {
        return Err(crate::says!("log-cont-deck-empty"));
    }
    let mut state = world.resource_mut::<Cards>();
    state.exchanges.remove(right);
    state.hand_mut(me).retain(|&c| c != index);
    // The card goes under the deck, then the top is drawn.
    world.resource_mut::<Decks>().put_under(DECK, index);
    let drawn = draw(world, me, "a domination card exchanged"); // not shown: a purpose
    let name = narrate::name_says(world, me);
    let new = drawn
        .and_then(|c| def(world, c))
        .map_or(Says::default(), |c| card_says(&c));
    narrate::log_seat_event(
        world,
        me,
        None,
        crate::says!("log-cont-card-exchanged", who = name, card = new),
    );
    Ok(crate::says!("log-cont-card-exchanged-ok"))
}

/// A card exchange `seat` may make at any time (Spirituality's 6+ effect).
pub fn grant_exchange(world: &mut World, seat: Seat) {
    world.resource_mut::<Cards>().exchanges.push((seat, None));
}

/// At the start of eras 2 and 3: with fewer than 2 cards played, an exchange this round
/// (era 3: only after exactly 1 play; after none, the second card is drawn instead).
fn era_start(world: &mut World) {
    let round = narrate::current_round(world);
    let base = &world.resource::<RulesData>().base;
    let era = base.era(round);
    if round <= 1 || base.era(round - 1) == era {
        return;
    }
    let last_era = era == base.era(base.rounds);
    let people: Vec<Seat> = world.resource::<Roster>().humans().collect();
    for p in people {
        let plays = world.resource::<Cards>().plays(p);
        if last_era && plays == 0 {
            let drawn = draw(world, p, "a second domination card in the last era"); // not shown: a purpose
            if let Some(c) = drawn.and_then(|c| def(world, c)) {
                let name = narrate::name_says(world, p);
                narrate::log_seat_event(
                    world,
                    p,
                    None,
                    crate::says!(
                        "log-cont-card-second",
                        era = era,
                        who = name,
                        card = card_says(&c)
                    ),
                );
            }
        } else if (last_era && plays == 1) || (!last_era && plays < MAX_PLAYS) {
            world
                .resource_mut::<Cards>()
                .exchanges
                .push((p, Some(round)));
        }
    }
}

/// The level the Acquisition effect takes: among the factions `me` took a star from this
/// round, the field where one is most ahead (then the lowest field number).
fn victim_level(world: &World, me: Seat) -> Option<(Seat, Field)> {
    let tech = world.resource::<Technology>();
    let victims: Vec<Seat> = world
        .resource::<super::RoundFacts>()
        .0
        .iter()
        .filter_map(|f| match f {
            Fact::StarGained {
                seat,
                from: Some(o),
                ..
            } if *seat == me && *o != me => Some(*o),
            _ => None,
        })
        .collect();
    victims
        .iter()
        .flat_map(|&v| Field::ALL.into_iter().map(move |f| (v, f)))
        .filter(|&(v, f)| {
            tech.level(v, f) > tech.level(me, f) && levels::can_gain_level(world, me, f)
        })
        .max_by_key(|&(v, f)| (tech.level(v, f) - tech.level(me, f), -(f.index() as i32)))
}

/// Combat value a card gives `seat` in the battle at `hex` this round (Defensive).
pub fn battle_cv(world: &World, seat: Seat, hex: Hex) -> u32 {
    lasting(world, seat)
        .map(|l| match l {
            Lasting::BattleCv { hex: at, cv } if at == (hex.x, hex.y) => cv,
            _ => 0,
        })
        .sum()
}

/// The nebula start bonus a card gives `seat` this round (Etheric), if any.
pub fn nebula_start_bonus(world: &World, seat: Seat) -> Option<u32> {
    lasting(world, seat).find_map(|l| match l {
        Lasting::NebulaStartBonus(n) => Some(n),
        _ => None,
    })
}

/// Whether `seat` still has an extra trade this round.
pub fn has_extra_trade(world: &World, seat: Seat) -> bool {
    lasting(world, seat).any(|l| l == Lasting::ExtraTrade)
}

/// Uses up `seat`'s extra trade of this round, if it has one (General Scientific).
pub fn use_extra_trade(world: &mut World, seat: Seat) -> bool {
    let round = narrate::current_round(world);
    let mut cards = world.resource_mut::<Cards>();
    let extra = (seat, round, Lasting::ExtraTrade);
    match cards.lasting.iter().position(|l| *l == extra) {
        Some(i) => {
            cards.lasting.remove(i);
            true
        }
        None => false,
    }
}

/// The Central card's free Gain Star: a center-sector star, your ships counting
/// `factor` times.
fn center_gain_plan(
    world: &mut World,
    me: Seat,
    at: (i32, i32),
    factor: u32,
) -> Result<crate::rules::gain::GainPlan, String> {
    let h = Hex::new(at.0, at.1);
    let board = world.resource::<Board>();
    if !board.in_center(h) {
        return Err(crate::t!("log-cont-not-center", at = hex_label(h)));
    }
    let snap = Snapshot::take(world);
    let star = snap
        .star_at(h)
        .cloned()
        .ok_or_else(|| crate::t!("log-cont-no-star-at", at = hex_label(h)))?;
    crate::rules::gain::plan_gain_counting(world, &snap, me, &star, false, factor)
}

/// Whether `seat` loses no ships in the battle at `hex` this round (Military).
pub fn no_losses(world: &World, seat: Seat, hex: Hex) -> bool {
    lasting(world, seat).any(|l| {
        l == Lasting::NoLosses {
            hex: (hex.x, hex.y),
        }
    })
}

/// Whether the opponents of `attacker` may not retreat before combat this round (the
/// Military card's other choice).
pub fn forbids_retreat(world: &World, attacker: Seat) -> bool {
    lasting(world, attacker).any(|l| l == Lasting::NoRetreat)
}

/// Whether `seat` could play a card's effect for the battle at `hex` before it is
/// fought: a card in hand whose condition holds, with no losses (anywhere) or its combat
/// value (in its home sector).
fn battle_card_in_hand(world: &mut World, seat: Seat, hex: Hex) -> bool {
    let Some(cards) = world.get_resource::<Cards>() else {
        return false;
    };
    if cards.played_a(seat) {
        return false;
    }
    let hand = cards.hand(seat);
    let file = world.resource::<RulesData>().cards.clone();
    let home = world.resource::<Board>().in_home_of(hex, seat);
    hand.into_iter().any(|i| {
        file.cards.get(i).is_some_and(|c| {
            let fits = match c.a.effect {
                Some(Effect::NoLossesOrNoRetreat) => true,
                Some(Effect::HomeBattleCv(_)) => home,
                _ => false,
            };
            fits && condition_holds(world, seat, c.a.condition).is_ok()
        })
    })
}
