//! The title screen: new game, continue, the saved games and your history.

use super::common::Confirm;
use super::common::{screen_window, screen_window_top};
use super::game_over::dp_chart;
use crate::view::keymap::{self, Action};
use crate::view::names::rank_name;
use crate::view::screen::Screen;
use crate::view::start::start_game;
use crate::view::state::ViewSettings;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

#[allow(clippy::too_many_arguments)]
pub(super) fn title(
    mut contexts: EguiContexts,
    mut next: ResMut<NextState<Screen>>,
    mut exit: MessageWriter<AppExit>,
    mut settings: ResMut<ViewSettings>,
    list: Res<crate::view::saving::SaveList>,
    status: Res<crate::view::state::SaveStatus>,
    mut confirm: ResMut<Confirm>,
    mut commands: Commands,
    mut reference: ResMut<crate::view::reference::ReferenceView>,
    languages: Res<crate::view::language::LanguageProblems>,
    rules: Option<Res<crate::rules::data::RulesData>>,
) -> Result {
    use crate::view::saving::PendingLoad;
    let ctx = contexts.ctx_mut()?;
    // F1 and H open the help; Esc closes it, else asks whether to quit.
    let typing = ctx.egui_wants_keyboard_input();
    let (help_key, esc) = ctx.input(|i| {
        (
            !typing && keymap::egui_hit(Action::Help, i),
            keymap::egui_hit(Action::Back, i),
        )
    });
    if help_key {
        reference.key(&mut settings, ctx);
    }
    if esc {
        if settings.show_help {
            settings.show_help = false;
        } else if cfg!(not(target_arch = "wasm32")) {
            *confirm = if *confirm == Confirm::Quit {
                Confirm::Nothing
            } else {
                Confirm::Quit
            };
        }
    }
    if *confirm == Confirm::Quit {
        let mut answer = None;
        screen_window(&crate::t!("title-quit-title")).show(ctx, |ui| {
            ui.label(crate::t!("title-quit-saved"));
            ui.horizontal(|ui| {
                if ui
                    .button(crate::t!(
                        "title-quit-yes",
                        key = crate::view::keymap::shown(crate::view::keymap::Action::Confirm),
                    ))
                    .clicked()
                    || ui.input(|i| keymap::egui_hit(Action::Confirm, i))
                {
                    answer = Some(true);
                }
                if ui
                    .button(crate::t!(
                        "title-quit-stay",
                        key = crate::view::keymap::shown(crate::view::keymap::Action::Back),
                    ))
                    .clicked()
                {
                    answer = Some(false);
                }
            });
        });
        match answer {
            Some(true) => {
                exit.write(AppExit::Success);
            }
            Some(false) => *confirm = Confirm::Nothing,
            None => {}
        }
        return Ok(());
    }
    screen_window_top("Galactic Automa", ctx) // not shown
        .title_bar(false)
        .frame(title_frame(ctx))
        .show(ctx, |ui| {
            ui.set_width(360.0);
            ui.vertical_centered(|ui| {
                wordmark(ui);
                ui.label(crate::t!("title-about"));
                ui.add_space(12.0);
                let mut guided = false;
                let first_run = !settings.guide_offered
                    && list.resume.is_none()
                    && list.slots.is_empty()
                    && list.history.games.is_empty();
                if first_run {
                    let accent = crate::view::theme::egui_color(crate::view::theme::HIGHLIGHT);
                    egui::Frame::group(ui.style())
                        .stroke(egui::Stroke::new(1.5, accent))
                        .show(ui, |ui| {
                            ui.label(
                                egui::RichText::new(crate::t!("title-first-run-heading"))
                                    .strong()
                                    .color(accent),
                            );
                            ui.label(crate::t!("title-first-run-about"));
                            ui.horizontal(|ui| {
                                if ui
                                    .button(crate::t!(
                                        "title-first-run-start",
                                        key = crate::view::keymap::shown(
                                            crate::view::keymap::Action::Guide
                                        ),
                                    ))
                                    .clicked()
                                {
                                    guided = true;
                                }
                                if ui.button(crate::t!("title-first-run-no")).clicked() {
                                    settings.guide_offered = true;
                                }
                            });
                        });
                    ui.add_space(8.0);
                }
                if let Some(resume) = &list.resume {
                    let about = &resume.about;
                    if ui
                        .add_sized(
                            [220.0, 32.0],
                            egui::Button::new(crate::t!(
                                "title-continue",
                                key = crate::view::keymap::shown(
                                    crate::view::keymap::Action::Continue
                                ),
                            )),
                        )
                        .on_hover_text(match &about.people {
                            Some(p) => crate::t!(
                                "title-continue-hover-people",
                                date = crate::save::date_text(about.saved_at),
                                round = about.round,
                                dp = about.dp,
                                people = p
                            ),
                            None => crate::t!(
                                "title-continue-hover",
                                date = crate::save::date_text(about.saved_at),
                                round = about.round,
                                dp = about.dp
                            ),
                        })
                        .clicked()
                        || ui.input(|i| keymap::egui_hit(Action::Continue, i))
                    {
                        commands.insert_resource(PendingLoad(resume.clone(), None));
                    }
                    if ui
                        .small_button(crate::t!("title-watch-last"))
                        .on_hover_text(crate::t!("title-watch-last-hover"))
                        .clicked()
                    {
                        commands.insert_resource(crate::view::saving::SaveRequest::Watch(
                            crate::save::store::AUTOSAVE.into(),
                        ));
                    }
                }
                if ui
                    .add_sized(
                        [220.0, 32.0],
                        egui::Button::new(crate::t!(
                            "title-new-game",
                            key = crate::view::keymap::shown(crate::view::keymap::Action::NewGame),
                        )),
                    )
                    .clicked()
                    || ui.input(|i| {
                        keymap::egui_hit(Action::NewGame, i) || keymap::egui_hit(Action::Confirm, i)
                    })
                {
                    next.set(Screen::NewGame);
                }
                if !first_run
                    && ui
                        .add_sized(
                            [220.0, 28.0],
                            egui::Button::new(crate::t!(
                                "title-guided",
                                key =
                                    crate::view::keymap::shown(crate::view::keymap::Action::Guide),
                                key =
                                    crate::view::keymap::shown(crate::view::keymap::Action::Guide)
                            )),
                        )
                        .on_hover_text(crate::t!("title-guided-hover"))
                        .clicked()
                {
                    guided = true;
                }
                if let Some(left) = &list.guided
                    && ui
                        .add_sized(
                            [220.0, 28.0],
                            egui::Button::new(crate::t!("title-guided-continue")),
                        )
                        .on_hover_text(crate::t!(
                            "title-guided-continue-hover",
                            round = left.about.round
                        ))
                        .clicked()
                {
                    commands.insert_resource(PendingLoad(left.clone(), None));
                }
                if ui.input(|i| keymap::egui_hit(Action::Guide, i)) {
                    guided = true;
                }
                if guided {
                    settings.guide_offered = true;
                    commands.queue(|world: &mut World| {
                        let config = crate::rules::setup::GameConfig {
                            tutorial: true,
                            ..Default::default()
                        };
                        if let Err(e) = start_game(world, config) {
                            world
                                .resource_mut::<crate::view::state::SaveStatus>()
                                .message =
                                Some((false, crate::t!("title-guided-error", error = e)));
                        }
                    });
                }
                if ui
                    .add_sized(
                        [220.0, 28.0],
                        egui::Button::new(crate::t!(
                            "title-rules-and-keys",
                            key = crate::view::keymap::shown(crate::view::keymap::Action::Help),
                        )),
                    )
                    .clicked()
                {
                    settings.show_help = !settings.show_help;
                }
                #[cfg(not(target_arch = "wasm32"))]
                if ui
                    .add_sized([220.0, 28.0], egui::Button::new(crate::t!("title-quit")))
                    .clicked()
                {
                    exit.write(AppExit::Success);
                }
                #[cfg(target_arch = "wasm32")]
                let _ = &mut exit;
                ui.add_space(4.0);
                crate::view::language::chooser(ui, &languages);
                if let Some((ok, text)) = &status.message {
                    crate::view::theme::outcome(ui, *ok, text);
                }
                if !list.history.games.is_empty() {
                    ui.add_space(8.0);
                    egui::CollapsingHeader::new(crate::t!(
                        "title-your-games",
                        n = list.history.games.len()
                    ))
                    .default_open(true)
                    .show(ui, |ui| history(ui, &list.history, rules.as_deref()));
                }
                if !list.slots.is_empty() {
                    ui.add_space(8.0);
                    egui::CollapsingHeader::new(crate::t!(
                        "title-saved-games",
                        n = list.slots.len()
                    ))
                    .default_open(false)
                    .show(ui, |ui| {
                        saved_games(ui, &list.slots, &mut commands, rules.as_deref())
                    });
                }
                ui.add_space(8.0);
                ui.small(crate::t!("title-footer-decisions"));
                ui.small(crate::t!("title-footer-autosave"));
            });
        });
    Ok(())
}

/// The title's panel: the windows' colour, a little see-through, so the sky shows
/// round its edges, with more room inside.
fn title_frame(ctx: &egui::Context) -> egui::Frame {
    let style = ctx.global_style();
    let fill = style.visuals.window_fill;
    egui::Frame::window(&style)
        .fill(egui::Color32::from_rgba_unmultiplied(
            fill.r(),
            fill.g(),
            fill.b(),
            225,
        ))
        .inner_margin(18.0)
}

/// The game's name, large and spaced, in the highlight colour over a thin rule.
fn wordmark(ui: &mut egui::Ui) {
    let accent = crate::view::theme::egui_color(crate::view::theme::HIGHLIGHT);
    ui.label(
        egui::RichText::new(crate::t!("title-wordmark-top"))
            .size(34.0)
            .extra_letter_spacing(9.0)
            .color(accent),
    );
    ui.label(
        egui::RichText::new(crate::t!("title-wordmark-bottom"))
            .size(20.0)
            .extra_letter_spacing(14.0)
            .color(ui.visuals().strong_text_color()),
    );
    let (rect, _) = ui.allocate_exact_size(egui::vec2(260.0, 10.0), egui::Sense::hover());
    ui.painter().line_segment(
        [rect.left_center(), rect.right_center()],
        egui::Stroke::new(1.0, accent.gamma_multiply(0.6)),
    );
    ui.add_space(4.0);
}

/// Your finished games: the best at each difficulty and the last results in a chart.
pub(super) fn history(
    ui: &mut egui::Ui,
    h: &crate::save::history::History,
    rules: Option<&crate::rules::data::RulesData>,
) {
    for (d, dp, rank) in h.best_per_difficulty(None) {
        let name = match d {
            0 => crate::t!("title-difficulty-easy"),
            1 => crate::t!("title-difficulty-standard"),
            2 => crate::t!("title-difficulty-hard"),
            3 => crate::t!("title-difficulty-insane"),
            _ => crate::t!("title-difficulty-custom"),
        };
        ui.label(crate::t!(
            "title-best-solo",
            name = name,
            d = d,
            dp = dp,
            rank = rank_name(&rank)
        ))
        .on_hover_text(crate::t!("title-best-solo-hover"));
    }
    // The last 20 games, oldest first, numbered as played.
    let skip = h.games.len().saturating_sub(20);
    let values: Vec<i32> = h.games[skip..].iter().map(|g| g.dp).collect();
    dp_chart(ui, &values, |i| {
        let by = h.games[skip + i].by_policy;
        format!("#{}{}", skip + i + 1, if by { "*" } else { "" })
    });
    if h.games[skip..].iter().any(|g| g.by_policy) {
        ui.small(crate::t!("title-chart-by-policy"));
    }
    if let Some(last) = h.games.last() {
        let date = crate::save::date_text(last.date);
        let people = crate::view::names::kept_people(
            rules,
            last.people_key.as_deref(),
            last.side,
            last.people.as_deref(),
        );
        let mut text = match &people {
            Some(p) => crate::t!(
                "title-history-last-people",
                date = date,
                dp = last.dp,
                rank = rank_name(&last.rank),
                people = p
            ),
            None => crate::t!(
                "title-history-last",
                date = date,
                dp = last.dp,
                rank = rank_name(&last.rank)
            ),
        };
        if last.by_policy {
            text = crate::t!("title-history-last-by-policy", last = text);
        }
        ui.small(text);
    }
}

/// The named saves, newest first: load or delete each; one that cannot be read says why.
pub(super) fn saved_games(
    ui: &mut egui::Ui,
    slots: &[crate::save::store::Listed],
    commands: &mut Commands,
    rules: Option<&crate::rules::data::RulesData>,
) {
    use crate::view::saving::SaveRequest;
    egui::ScrollArea::vertical()
        .max_height(220.0)
        .show(ui, |ui| {
            for l in slots {
                ui.horizontal(|ui| {
                    match &l.info {
                        Ok(about) => {
                            // A solo game's rank by its key, in the language in use.
                            let result = about
                                .rank
                                .as_deref()
                                .map(crate::view::names::rank_name)
                                .or_else(|| about.result.clone());
                            let state = result
                                .as_ref()
                                .map_or(crate::t!("title-save-round", round = about.round), |r| {
                                    crate::t!("title-save-over", result = r)
                                });
                            ui.label(crate::t!(
                                "title-save-line",
                                slot = &l.slot,
                                date = crate::save::date_text(about.saved_at),
                                state = state,
                                dp = about.dp
                            ))
                            .on_hover_text(
                                [
                                    crate::view::names::kept_people(
                                        rules,
                                        about.people_key.as_deref(),
                                        about.side,
                                        about.people.as_deref(),
                                    ),
                                    crate::view::names::kept_story(
                                        about.story_key.as_deref(),
                                        about.story.as_deref(),
                                    ),
                                ]
                                .into_iter()
                                .flatten()
                                .collect::<Vec<_>>()
                                .join(", "),
                            );
                            if ui.small_button(crate::t!("title-save-load")).clicked() {
                                commands.insert_resource(SaveRequest::Load(l.slot.clone()));
                            }
                            if ui
                                .small_button(crate::t!("title-save-watch"))
                                .on_hover_text(crate::t!("title-save-watch-hover"))
                                .clicked()
                            {
                                commands.insert_resource(SaveRequest::Watch(l.slot.clone()));
                            }
                        }
                        Err(e) => {
                            ui.colored_label(
                                egui::Color32::from_rgb(230, 159, 0),
                                crate::t!("title-save-unreadable", slot = &l.slot),
                            )
                            .on_hover_text(e);
                        }
                    }
                    if ui.small_button(crate::t!("title-save-delete")).clicked() {
                        commands.insert_resource(SaveRequest::Delete(l.slot.clone()));
                    }
                });
            }
        });
}
