//! The rules reference (F1, H, the ? buttons): the keys, then every rule, automa table,
//! technology level and piece of content, searchable and linked (see
//! `rules::reference`). A tooltip names its entry: F1 while it shows opens it there.

use super::screen::Screen;
use super::state::ViewSettings;
use crate::rules::data::RulesData;
use crate::rules::reference::{Line, Reference};
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};

pub fn plugin(app: &mut App) {
    app.init_resource::<ReferenceView>()
        .add_systems(Startup, load_page)
        .add_systems(
            EguiPrimaryContextPass,
            window.run_if(not(in_state(Screen::Loading))),
        );
}

/// The rules page: built into the desktop game, fetched beside the page in a browser.
#[derive(Resource)]
struct RulesPage {
    text: Option<String>,
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    fetching: Option<Handle<super::rules_text::RulesText>>,
}

fn load_page(mut commands: Commands, server: Res<AssetServer>) {
    #[cfg(not(target_arch = "wasm32"))]
    let page = {
        let _ = server;
        RulesPage {
            text: Some(crate::rules::reference::RULES_MD.to_string()),
            fetching: None,
        }
    };
    #[cfg(target_arch = "wasm32")]
    let page = RulesPage {
        text: None,
        fetching: Some(server.load("RULES.md")), // not shown
    };
    commands.insert_resource(page);
}

/// The topic of the keys (the first one shown).
pub const KEYS_TOPIC: &str = "keys";

/// What the reference window shows, and the entry of the tooltip on screen.
#[derive(Resource, Debug, Default)]
pub struct ReferenceView {
    pub topic: String,
    search: String,
    /// Topics you came from by links (Back).
    back: Vec<String>,
    /// The reference of the rules loaded, and the key of what it was built from.
    built: Option<(u64, Reference)>,
}

impl ReferenceView {
    /// Opens the reference at `topic`.
    pub fn open(&mut self, settings: &mut ViewSettings, topic: &str) {
        if !self.topic.is_empty() && self.topic != topic {
            self.back.push(self.topic.clone());
        }
        self.topic = topic.to_string();
        self.search.clear();
        settings.show_help = true;
    }

    /// F1 or H: the entry of what the pointer is on, or the reference opened or closed.
    pub fn key(&mut self, settings: &mut ViewSettings, ctx: &egui::Context) {
        match pointed(ctx) {
            Some(topic) if !settings.show_help => self.open(settings, &topic),
            _ => settings.show_help = !settings.show_help,
        }
    }
}

/// Where egui keeps the entry of what the pointer is on.
const POINTED: &str = "reference_topic_pointed";

/// What the pointer is on now (a hex, a technology level, a panel) belongs to `topic`:
/// F1 opens it there. Called by the tooltips and panels each frame they are hovered.
pub fn points_at(ctx: &egui::Context, topic: &str) {
    let pass = ctx.cumulative_pass_nr();
    ctx.data_mut(|d| d.insert_temp(egui::Id::new(POINTED), (pass, topic.to_string())));
}

/// Marks `response`'s widget as belonging to `topic` while it is hovered.
pub fn names(response: &egui::Response, topic: &str) {
    if response.hovered() {
        points_at(&response.ctx, topic);
    }
}

/// The topic of what the pointer was on in the last frame or this one.
fn pointed(ctx: &egui::Context) -> Option<String> {
    let pass = ctx.cumulative_pass_nr();
    ctx.data(|d| d.get_temp::<(u64, String)>(egui::Id::new(POINTED)))
        .filter(|(at, _)| pass.saturating_sub(*at) <= 2)
        .map(|(_, t)| t)
}

fn window(
    mut contexts: EguiContexts,
    mut settings: ResMut<ViewSettings>,
    mut view: ResMut<ReferenceView>,
    rules: Option<Res<RulesData>>,
    mut page: ResMut<RulesPage>,
    texts: Res<Assets<super::rules_text::RulesText>>,
    mut keymap: ResMut<super::keymap::KeyMap>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if !settings.show_help {
        return Ok(());
    }
    let Some(rules) = rules else {
        return Ok(());
    };
    if page.text.is_none()
        && let Some(t) = page.fetching.as_ref().and_then(|h| texts.get(h))
    {
        page.text = Some(t.0.clone());
    }
    // Built once for the rules loaded (a mod brings its own tables and content), and
    // again when the rules page arrives.
    // And again in another language.
    let key = rules.fingerprint
        ^ page.text.as_ref().map_or(0, |t| t.len() as u64)
        ^ crate::lang::generation().wrapping_mul(0x9E37_79B9_7F4A_7C15);
    if view.built.as_ref().map(|b| b.0) != Some(key) {
        let text = page.text.as_deref().unwrap_or("");
        view.built = Some((key, Reference::build_with(&rules, text)));
    }
    if view.topic.is_empty() {
        view.topic = KEYS_TOPIC.into();
    }
    let waiting = page.text.is_none();
    let view = &mut *view;
    let Some((_, reference)) = &view.built else {
        return Ok(());
    };
    let mut open = true;
    let mut go: Option<String> = None;
    let screen = ctx.content_rect();
    egui::Window::new(crate::t!("reference-view-title"))
        .id(egui::Id::new("rules_reference"))
        .open(&mut open)
        .default_size([
            (screen.width() - 80.0).min(820.0),
            (screen.height() - 80.0).min(560.0),
        ])
        .default_pos(screen.center() - egui::vec2(410.0, 280.0))
        .collapsible(false)
        .show(ctx, |ui| {
            if crate::lang::current_code() != crate::lang::ENGLISH {
                ui.weak(crate::t!("reference-view-prose-in-english"));
            }
            ui.horizontal(|ui| {
                ui.add(
                    egui::TextEdit::singleline(&mut view.search)
                        .hint_text(crate::t!("reference-view-search-hint"))
                        .desired_width(220.0),
                );
                if ui
                    .add_enabled(
                        !view.back.is_empty(),
                        egui::Button::new(crate::t!("reference-view-back")),
                    )
                    .clicked()
                    && let Some(t) = view.back.pop()
                {
                    view.topic = t;
                }
                ui.weak(crate::t!("reference-view-top-hint"));
            });
            ui.separator();
            let height = ui.available_height();
            let width = ui.available_width();
            ui.horizontal_top(|ui| {
                // The topics, by group; only those matching the search while you type.
                ui.vertical(|ui| {
                    ui.set_width(210.0);
                    egui::ScrollArea::vertical()
                        .id_salt("topics")
                        .max_height(height)
                        .show(ui, |ui| {
                            ui.set_width(200.0);
                            let hits = reference.search(&view.search);
                            let searching = !view.search.trim().is_empty();
                            let keys_title = crate::t!("reference-view-keys-title");
                            let typed = view.search.to_lowercase();
                            if !searching
                                || "keys mouse".contains(&typed) // not shown
                                || keys_title.to_lowercase().contains(typed.trim())
                            {
                                ui.strong(crate::t!("reference-view-group-game"));
                                if ui
                                    .selectable_label(view.topic == KEYS_TOPIC, keys_title)
                                    .clicked()
                                {
                                    go = Some(KEYS_TOPIC.into());
                                }
                            }
                            if searching && hits.is_empty() {
                                ui.weak(crate::t!("reference-view-nothing-found"));
                            }
                            let mut group = "";
                            for t in hits {
                                if t.group != group && !searching {
                                    group = &t.group;
                                    ui.add_space(4.0);
                                    ui.strong(group);
                                }
                                if ui.selectable_label(view.topic == t.id, &t.title).clicked() {
                                    go = Some(t.id.clone());
                                }
                            }
                        });
                });
                ui.separator();
                ui.vertical(|ui| {
                    let rest = (width - 230.0).max(200.0);
                    ui.set_width(rest);
                    egui::ScrollArea::vertical()
                        .id_salt(("topic", view.topic.clone()))
                        .max_height(height)
                        .show(ui, |ui| {
                            ui.set_width(rest - 16.0);
                            if view.topic == KEYS_TOPIC {
                                keys(ui, &mut keymap);
                            } else if let Some(t) = reference.get(&view.topic) {
                                topic(ui, reference, t, &mut go);
                            } else if waiting {
                                ui.label(crate::t!("reference-view-loading"));
                            }
                        });
                });
            });
        });
    if let Some(t) = go {
        view.open(&mut settings, &t);
    }
    if !open {
        settings.show_help = false;
    }
    Ok(())
}

fn topic(
    ui: &mut egui::Ui,
    reference: &Reference,
    t: &crate::rules::reference::Topic,
    go: &mut Option<String>,
) {
    ui.heading(&t.title);
    for line in &t.lines {
        match line {
            Line::Heading(h) => {
                ui.add_space(6.0);
                ui.strong(h);
            }
            Line::Text(text) => {
                ui.label(text);
            }
            Line::Item(depth, text) => {
                ui.horizontal_top(|ui| {
                    ui.add_space(8.0 + 16.0 * *depth as f32);
                    ui.label(if *depth == 0 { "•" } else { "–" });
                    ui.add(egui::Label::new(text).wrap());
                });
            }
        }
    }
    if !t.links.is_empty() {
        ui.add_space(8.0);
        ui.horizontal_wrapped(|ui| {
            ui.weak(crate::t!("reference-view-see-also"));
            for l in &t.links {
                if let Some(other) = reference.get(l)
                    && ui.link(&other.title).clicked()
                {
                    *go = Some(l.clone());
                }
            }
        });
    }
}

fn keys(ui: &mut egui::Ui, map: &mut super::keymap::KeyMap) {
    ui.heading(crate::t!("reference-view-keys-title"));
    super::keymap::page::show(ui, map);
    ui.add_space(6.0);
    ui.strong(crate::t!("keys-mouse-heading"));
    for line in [
        crate::t!("keys-mouse-click"),
        crate::t!("keys-mouse-right"),
        crate::t!("keys-mouse-drag"),
        crate::t!("keys-mouse-wheel"),
    ] {
        ui.label(line);
    }
    ui.separator();
    ui.label(crate::t!("reference-view-tip-hover"));
    ui.label(crate::t!("reference-view-tip-decisions"));
    ui.label(crate::t!("reference-view-tip-log"));
}
