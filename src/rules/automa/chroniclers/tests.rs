//! The Chroniclers' words in English read as the rules wrote them before they moved to
//! the string table (the log, the decisions, the panel): byte for byte.

use super::state::Bot;
use super::tables::{Achievement, DecisionCard, DeckKind, Icon};
use crate::rules::board::scan::ScanOrder;
use crate::rules::model::Field;
use crate::says;

fn card(income: bool, adjacent: bool, shadow_claim: bool) -> DecisionCard {
    DecisionCard {
        id: 7,
        deck: DeckKind::Start,
        automa: Icon::Milestone,
        shadow: Icon::Favourite,
        income,
        order: vec![
            Field::Military,
            Field::Propulsion,
            Field::Robotics,
            Field::Genetics,
            Field::Spirituality,
        ],
        hex: ScanOrder::parse("y+ x+").unwrap(),
        adjacent,
        shadow_claim,
    }
}

#[test]
fn the_english_words_read_as_before() {
    let c = card(true, false, true);
    let cases: Vec<(crate::lang::Says, &str)> = vec![
        (Bot::Automa.says(), "the Automa"),
        (Bot::Shadow.says(), "the Shadow Empire"),
        (Icon::Any.says(), "any field"),
        (Icon::Milestone.says(), "nearest a milestone"),
        (Icon::End.says(), "nearest the end"),
        (Icon::Favourite.says(), "favourite"),
        (c.label_says(), "card 7 (L/F)"),
        (
            c.order_says(true),
            "Spirituality > Genetics > Robotics > Propulsion > Military",
        ),
        (Achievement::TakeTwoStars.says(), "Take two stars"),
        (
            says!(
                "log-chr-civilization-result",
                civs = says!(
                    "words-and",
                    a = super::civ_says("Conquerors"),
                    b = super::civ_says("Mystics")
                ),
                field = Field::Military.says(),
                shadow = Field::Genetics.says()
            ),
            "the Automa plays Conquerors and Mystics, favouring Military; the Shadow Empire favours Genetics",
        ),
        (
            says!("log-chr-capital-result", at = "(3, -2)", n = 1),
            "the Automa's capital is (3, -2) (1 discs)",
        ),
        (
            says!(
                "log-chr-trap-sprung",
                cards = says!(
                    "words-comma",
                    a = says!("log-chr-chronicle-card", name = "plain"),
                    b = says!("log-chr-chronicle-card", name = "trap")
                ),
                star = "Lesath"
            ),
            "it discards plain, trap: a trap. Your gain of Lesath fails; your ships stay",
        ),
        (
            says!(
                "log-chr-advance-what",
                bot = Bot::Shadow.says(),
                why = says!("log-chr-why-first-income")
            ),
            "the Shadow Empire advances (income turn 1, the level's gift)",
        ),
        (
            says!(
                "log-chr-advance-tie-break",
                order = c.order_says(false),
                card = c.label_says(),
                bot = "shadow"
            ),
            "first in Military > Propulsion > Robotics > Genetics > Spirituality (card 7 (L/F), read bottom-up)",
        ),
        (
            says!(
                "log-chr-bot-milestone",
                bot = "shadow",
                field = Field::Robotics.says(),
                level = 3
            ),
            "The Shadow Empire claims the Robotics 3 milestone for the Automa's mat",
        ),
        (
            says!(
                "log-chr-place-taken",
                who = says!("log-chr-bot-start", bot = "automa"),
                place = 1,
                achievement = Achievement::Pinnacle.says(),
                dp = 6
            ),
            "The Automa takes place 1 of the Pinnacle achievement (6 DP)",
        ),
        (
            says!(
                "log-chr-place-taken-shadow",
                who = says!("log-chr-bot-start", bot = "shadow"),
                place = 2,
                achievement = Achievement::Zenith.says()
            ),
            "The Shadow Empire takes place 2 of the Zenith achievement (it scores nothing, but the place is gone)",
        ),
        (
            says!(
                "log-chr-person-milestone",
                who = says!("log-you"),
                many = "many",
                field = Field::Genetics.says(),
                level = 5
            ),
            "You claim the Genetics 5 milestone",
        ),
        (
            says!(
                "log-chr-person-milestone",
                who = "Player 2",
                many = "one",
                field = Field::Genetics.says(),
                level = 5
            ),
            "Player 2 claims the Genetics 5 milestone",
        ),
        (
            says!(
                "log-chr-roll-result",
                field = Field::Military.says(),
                level = 4,
                benefit = "yes"
            ),
            "the Automa advances Military to 4, with its benefit",
        ),
        (
            says!(
                "log-chr-roll-result",
                field = Field::Military.says(),
                level = 4,
                benefit = "no"
            ),
            "the Automa advances Military to 4",
        ),
        (says!("log-chr-steps", n = 1), "1 step"),
        (says!("log-chr-steps", n = 0), "0 steps"),
        (
            says!(
                "log-chr-scan-tie-break",
                scan = "y+ x+",
                card = c.label_says(),
                words = "rows of equal y from the lowest, each read from the lowest x",
                hexes = "(5, 2), (3, 3)",
                first = "(5, 2)"
            ),
            "hex tiebreaker y+ x+ of card 7 (L/F): rows of equal y from the lowest, each read from the lowest x ((5, 2), (3, 3)): first (5, 2)",
        ),
        (
            says!("log-chr-near-you-left-out", n = 1, near = 2),
            "1 hex within 2 of your stars left out (the card has no adjacent icon)",
        ),
        (
            says!("log-chr-near-you-left-out", n = 3, near = 2),
            "3 hexes within 2 of your stars left out (the card has no adjacent icon)",
        ),
        (
            says!(
                "log-chr-farther-from-zenith",
                steps = says!("log-chr-no-path")
            ),
            "those farther from Zenith, unowned, than no path",
        ),
        (
            says!(
                "log-chr-conquer-neutral-result",
                made = "yes",
                star = "Vega",
                at = "(1, 2)",
                fortified = "yes"
            ),
            "the Automa places a new star and takes Vega (1, 2); the Shadow Empire claims it too (the card's Shadow icon): fortified",
        ),
        (
            says!(
                "log-chr-conquer-neutral-result",
                made = "no",
                star = "Vega",
                at = "(1, 2)",
                fortified = "no"
            ),
            "the Automa takes Vega (1, 2)",
        ),
        (
            says!("log-chr-chronicle-taken", n = 1),
            "The Automa takes a Chronicle card, face down (1 held)",
        ),
        (
            says!(
                "log-chr-favourite-result",
                why = says!(
                    "log-chr-favourite-behind",
                    field = Field::Propulsion.says(),
                    other = 4,
                    mine = 3
                ),
                bot = Bot::Automa.says(),
                field = Field::Robotics.says()
            ),
            "another is further along in Propulsion (4 to 3): the Automa now favours Robotics",
        ),
        (
            says!("log-chr-favourite-what", bot = "shadow"),
            "the Shadow Empire's favourite field",
        ),
        (
            says!("log-chr-income-covered", card = "no", n = 3, left = 1),
            "The Chronicle deck is empty: a marker covers the multipliers of income turn 3; their decision deck is reshuffled: 1 cards",
        ),
        (
            says!("log-chr-income-covered", card = "yes", n = 2, left = 7),
            "A Chronicle card covers the multipliers of income turn 2; their decision deck is reshuffled: 7 cards",
        ),
        (
            says!(
                "log-chr-civ-income-what",
                civ = super::civ_says("Engineers")
            ),
            "the Engineers civilization's income",
        ),
        (
            says!(
                "log-chr-score-result",
                stars = 3,
                milestones = 2,
                a = 2,
                lb = 4,
                b = 1,
                lc = 5,
                c = 1,
                every = says!("log-chr-score-every-level", dp = "+4"),
                level = says!(
                    "log-chr-score-level",
                    dp = "-2",
                    level = crate::lang::Says::content(
                        "level",
                        "Average Automa",
                        "name",
                        "Average Automa"
                    )
                ),
                total = 17
            ),
            "(3 stars + 2 milestones) x 2 + 4 Military/Propulsion levels x 1 + 5 other levels x 1 +4 (every level) -2 (Average Automa) = 17 DP",
        ),
        (
            says!(
                "log-chr-score-result",
                stars = 1,
                milestones = 0,
                a = 2,
                lb = 0,
                b = 1,
                lc = 0,
                c = 1,
                every = crate::lang::Says::default(),
                level = crate::lang::Says::default(),
                total = -3
            ),
            "(1 stars + 0 milestones) x 2 + 0 Military/Propulsion levels x 1 + 0 other levels x 1 = -3 DP",
        ),
        (
            says!(
                "log-chr-pair-result",
                track = c.label_says(),
                automa = c.automa.says(),
                shadow = c.shadow.says(),
                income = "yes",
                tie = card(false, false, false).label_says(),
                order = c.order_says(false),
                scan = "y+ x+"
            ),
            "card 7 (L/F) is the track card (the Automa nearest a milestone, the Shadow Empire favourite, income); card 7 (L/F) the tiebreaker (fields Military > Propulsion > Robotics > Genetics > Spirituality, hexes y+ x+)",
        ),
        (
            says!(
                "log-chr-pair-result",
                track = c.label_says(),
                automa = c.automa.says(),
                shadow = c.shadow.says(),
                income = "no",
                tie = c.label_says(),
                order = c.order_says(false),
                scan = "y+ x+"
            ),
            "card 7 (L/F) is the track card (the Automa nearest a milestone, the Shadow Empire favourite); card 7 (L/F) the tiebreaker (fields Military > Propulsion > Robotics > Genetics > Spirituality, hexes y+ x+)",
        ),
        (
            says!("log-chr-data-at", at = "frontier.pool[1]", what = "count"),
            "frontier.pool[1] count",
        ),
        (
            says!("log-chr-data-at", at = "milestones", what = "how-many"),
            "milestones (how many)",
        ),
        (
            says!("log-chr-no-field", key = "Magic"),
            "\"Magic\" is no field",
        ),
    ];
    for (says, want) in cases {
        assert_eq!(says.english(), want);
    }
}

#[test]
fn a_card_line_reads_as_before() {
    let line = |c: &DecisionCard| {
        crate::lang::tr_in(
            Some("en"),
            "log-chr-card-line",
            &[
                ("card", c.label_says().english().into()),
                ("automa", c.automa.says().english().into()),
                ("shadow", c.shadow.says().english().into()),
                ("income", if c.income { "yes" } else { "no" }.into()),
                ("order", c.order_says(false).english().into()),
                ("scan", c.hex.label().into()),
                ("adjacent", if c.adjacent { "yes" } else { "no" }.into()),
                ("claim", if c.shadow_claim { "yes" } else { "no" }.into()),
            ],
        )
    };
    assert_eq!(
        line(&card(true, true, true)),
        "card 7 (L/F): Automa nearest a milestone, Shadow favourite, income; fields Military > Propulsion > Robotics > Genetics > Spirituality; hexes y+ x+, adjacent, Shadow claim"
    );
    assert_eq!(
        line(&card(false, false, false)),
        "card 7 (L/F): Automa nearest a milestone, Shadow favourite; fields Military > Propulsion > Robotics > Genetics > Spirituality; hexes y+ x+"
    );
}

#[test]
fn german_names_the_bots_in_its_own_words() {
    let de = |bot: &str| crate::lang::tr_in(Some("de"), "log-chr-bot", &[("bot", bot.into())]);
    assert_eq!(de("automa"), "der Automa");
    assert_eq!(de("shadow"), "das Schattenimperium");
}

#[test]
fn the_reference_reads_the_benefit_board_as_the_decisions_do() {
    let t = super::read_table("chroniclers.ron", super::SHIPPED).unwrap();
    let shown = super::display::tables(&t);
    let english: Vec<String> = t.benefit_rows.iter().map(|r| r.english()).collect();
    assert_eq!(shown[1].rows.len(), english.len());
    assert_eq!(
        english[0],
        "Military: 2 conquer; 3 conquer; 4 conquer, then a Chronicle card; 5 conquer; 6 conquer anywhere"
    );
    assert_eq!(
        english[3],
        "Spirituality: 2 roll a field and advance; 3 a Chronicle card; 4 roll a field and advance (with its benefit); 5 roll Military or Propulsion and advance; 6 a Chronicle card"
    );
}
