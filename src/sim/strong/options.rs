//! The answers the strong player weighs for a question: the built-in policy's own, and
//! the variations of it ([`Style`]) that make a different game: refuse instead of
//! accept, stand instead of retreat, hold the ships or leave the rival alone, grow
//! otherwise.

use crate::rules::player::Oval;
use crate::rules::prompt::Prompt;
use crate::sim::policy::Style;

/// One answer to weigh: what it is called and how the policy is asked to give it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Variant {
    pub label: String,
    pub style: Style,
}

fn variant(label: &str, style: Style) -> Variant {
    Variant {
        label: label.to_string(),
        style,
    }
}

/// The variations worth weighing for `prompt` (the policy's own first); one alone
/// when there is nothing to weigh.
pub fn variants(prompt: &Prompt) -> Vec<Variant> {
    let own = variant(&crate::t!("coach-plan"), Style::default());
    match prompt {
        Prompt::MoveTurn => vec![
            own,
            variant(
                &crate::t!("coach-no-attack"),
                Style {
                    no_attacks: true,
                    ..Style::default()
                },
            ),
            variant(
                &crate::t!("coach-hold"),
                Style {
                    hold: true,
                    ..Style::default()
                },
            ),
            variant(
                &crate::t!("coach-no-peace"),
                Style {
                    stay_at_war: true,
                    ..Style::default()
                },
            ),
        ],
        Prompt::GrowthSelection => {
            let mut v = vec![own];
            use Oval::*;
            let pairs = [
                (GainStar, GainStar),
                (GainStar, GrowPopulation),
                (GainStar, Research),
                (GainStar, BuildShips),
                (GrowPopulation, Research),
                (GrowPopulation, BuildShips),
                (Research, BuildShips),
            ];
            for (a, b) in pairs {
                let label = if a == b {
                    crate::t!("coach-oval-twice", oval = a.name())
                } else {
                    crate::t!("coach-oval-pair", a = a.name(), b = b.name())
                };
                v.push(variant(
                    &label,
                    Style {
                        ovals: Some([a, b]),
                        ..Style::default()
                    },
                ));
            }
            for f in crate::rules::model::Field::ALL {
                v.push(variant(
                    &crate::t!("coach-research", field = f.shown_name()),
                    Style {
                        field: Some(f),
                        ..Style::default()
                    },
                ));
            }
            v
        }
        Prompt::Offer { .. } => vec![
            own,
            variant(
                &crate::t!("coach-accept"),
                Style {
                    accept: Some(true),
                    ..Style::default()
                },
            ),
            variant(
                &crate::t!("coach-refuse"),
                Style {
                    accept: Some(false),
                    ..Style::default()
                },
            ),
        ],
        Prompt::Retreat { .. } | Prompt::ForceRetreat { .. } => vec![
            own,
            variant(
                &crate::t!("coach-yes"),
                Style {
                    retreat: Some(true),
                    ..Style::default()
                },
            ),
            variant(
                &crate::t!("coach-no"),
                Style {
                    retreat: Some(false),
                    ..Style::default()
                },
            ),
        ],
        Prompt::KindChoice { options, .. } => {
            let mut v = vec![own];
            for (i, o) in options.iter().enumerate() {
                v.push(variant(
                    &o.label.text(),
                    Style {
                        option: Some(i),
                        ..Style::default()
                    },
                ));
            }
            v
        }
        Prompt::Trading => vec![
            own,
            variant(
                &crate::t!("coach-no-trade"),
                Style {
                    no_trade: true,
                    ..Style::default()
                },
            ),
        ],
        _ => vec![own],
    }
}
