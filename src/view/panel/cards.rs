//! Your domination cards: when each can be played, for which effect, with the choices
//! it asks.

use crate::rules::data::RulesData;
use crate::rules::model::*;
use crate::rules::player::PlayerCommand;
use crate::view::names::{card_a_effect, card_a_text, card_b_text, card_name, field_name};
use crate::view::state::viewer;
use bevy::prelude::*;
use bevy_egui::egui;

/// Your domination cards: the A condition (met or what is missing), the B value now, and
/// buttons to play them (the rules refuse a play that is not allowed, with the reason).
pub(super) fn cards_panel(world: &mut World, ui: &mut egui::Ui) {
    use crate::rules::content::card::{CardPlay, Cards, b_value, condition_holds};
    let you = viewer(world);
    let state = world.resource::<Cards>().clone();
    let hand = state.hand(you);
    if hand.is_empty() && state.plays(you) == 0 {
        return;
    }
    let defs = world.resource::<RulesData>().cards.clone();
    let exchange_now = state
        .exchanges
        .iter()
        .any(|(s, r)| *s == you && r.is_none_or(|r| r == world.resource::<Round>().0));
    let shown = egui::CollapsingHeader::new(crate::t!("cards-title", n = state.plays(you)))
        .id_salt("cards_panel")
        .default_open(true)
        .show(ui, |ui| {
            for index in hand {
                let card = defs.cards[index].clone();
                let holds = condition_holds(world, you, card.a.condition);
                let (b, how) = b_value(world, you, &card);
                ui.group(|ui| {
                    ui.strong(card_name(&card));
                    ui.label(crate::t!(
                        "cards-a",
                        dp = card.a.dp,
                        text = card_a_text(&card)
                    ))
                    .on_hover_text(crate::t!("cards-a-effect", effect = card_a_effect(&card)));
                    // Why A cannot be played yet, in the card's own words.
                    let why_not_a = match &holds {
                        _ if state.played_a(you) => Some(crate::t!("cards-played-a")),
                        Ok(()) => None,
                        Err(why) => Some(why.text()),
                    };
                    match &why_not_a {
                        None => ui.colored_label(
                            egui::Color32::from_rgb(150, 200, 150),
                            crate::t!("cards-a-now"),
                        ),
                        Some(why) => ui.label(crate::t!("cards-a-not-yet", why = why)),
                    };
                    let b = format!("{b:+}");
                    ui.label(crate::t!("cards-b-now", b = &b, how = &how))
                        .on_hover_text(card_b_text(&card));
                    ui.horizontal_wrapped(|ui| {
                        let can_a = holds.is_ok() && !state.played_a(you);
                        // The effect's choices, one button per option it needs, once the card
                        // can be played for A (before that, one greyed "Play for A" says so).
                        let options = if can_a {
                            effect_options(world, you, card.a.effect)
                        } else {
                            Vec::new()
                        };
                        for (label, at, choice) in options {
                            if ui
                                .add_enabled(can_a, egui::Button::new(label))
                                .on_hover_text(card_a_effect(&card))
                                .clicked()
                            {
                                crate::view::send::submit(
                                    world,
                                    PlayerCommand::PlayCard {
                                        card: card.key.clone(),
                                        how: CardPlay::A {
                                            effect: true,
                                            at,
                                            choice,
                                        },
                                    },
                                );
                            }
                        }
                        if ui
                            .add_enabled(can_a, egui::Button::new(crate::t!("cards-play-a")))
                            .on_disabled_hover_text(why_not_a.clone().unwrap_or_default())
                            .clicked()
                        {
                            crate::view::send::submit(
                                world,
                                PlayerCommand::PlayCard {
                                    card: card.key.clone(),
                                    how: CardPlay::A {
                                        effect: false,
                                        at: None,
                                        choice: Default::default(),
                                    },
                                },
                            );
                        }
                        if ui.button(crate::t!("cards-play-b", b = &b)).clicked() {
                            crate::view::send::submit(
                                world,
                                PlayerCommand::PlayCard {
                                    card: card.key.clone(),
                                    how: CardPlay::B,
                                },
                            );
                        }
                        if exchange_now
                            && ui
                                .button(crate::t!("cards-exchange"))
                                .on_hover_text(crate::t!("cards-exchange-hint"))
                                .clicked()
                        {
                            crate::view::send::submit(
                                world,
                                PlayerCommand::ExchangeCard(card.key.clone()),
                            );
                        }
                    });
                });
            }
        })
        .header_response
        .on_hover_text(crate::t!("cards-hint"));
    crate::view::reference::names(&shown, "cards");
}

/// A way to play a card's effect: the button's label, the hex and the choice it sends.
type EffectOption = (
    String,
    Option<(i32, i32)>,
    crate::rules::content::card::EffectChoice,
);

/// The ways to play a card's effect, each as a button: (label, hex, choice). A free
/// Research offers each field, the Central gain each center-sector star you could take,
/// Spatial each move of up to 3 discs from a star of yours to your home star or back.
pub(super) fn effect_options(
    world: &mut World,
    you: Seat,
    effect: Option<crate::rules::data::Effect>,
) -> Vec<EffectOption> {
    use crate::rules::content::card::EffectChoice;
    use crate::rules::data::Effect;
    let Some(effect) = effect else {
        return Vec::new();
    };
    let snap = crate::rules::snapshot::Snapshot::take(world);
    let board = world.resource::<crate::rules::board::Board>().clone();
    let label = |h: hexx::Hex| crate::rules::board::hex_label(h);
    match effect {
        Effect::FreeResearch => Field::ALL
            .iter()
            .map(|&f| {
                (
                    crate::t!("cards-effect-research", field = field_name(f)),
                    None,
                    EffectChoice::Field(f),
                )
            })
            .collect(),
        Effect::CenterGainStar { .. } => snap
            .stars
            .iter()
            .filter(|s| s.owner != Some(you) && board.in_center(s.hex))
            .map(|s| {
                (
                    crate::t!("cards-effect-gain", star = &*s.name, hex = label(s.hex)),
                    Some((s.hex.x, s.hex.y)),
                    EffectChoice::None,
                )
            })
            .collect(),
        Effect::Teleport(most) => {
            let mine: Vec<&crate::rules::snapshot::StarView> =
                snap.stars.iter().filter(|s| s.owner == Some(you)).collect();
            let mut out = Vec::new();
            // From your most populous star to each of your others (the rules check the
            // discs it can spare).
            if let Some(from) = mine.iter().max_by_key(|s| s.population) {
                for to in mine.iter().filter(|s| s.hex != from.hex) {
                    out.push((
                        crate::t!(
                            "cards-effect-move",
                            n = most,
                            from = &*from.name,
                            to = &*to.name
                        ),
                        Some((to.hex.x, to.hex.y)),
                        EffectChoice::From {
                            star: (from.hex.x, from.hex.y),
                            discs: most,
                        },
                    ));
                }
            }
            out
        }
        Effect::NoLossesOrNoRetreat => vec![
            (
                crate::t!("cards-effect-no-losses"),
                None,
                EffectChoice::None,
            ),
            (
                crate::t!("cards-effect-no-retreat"),
                None,
                EffectChoice::NoRetreat,
            ),
        ],
        _ => vec![(crate::t!("cards-effect-plain"), None, EffectChoice::None)],
    }
}
