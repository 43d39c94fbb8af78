//! Mouse and keyboard on the board: what is under the pointer (with a tooltip), the
//! selected ships and where they can go, click to move, and the keyboard shortcuts.

use super::screen::Screen;
use super::send::submit;
use super::state::BoardLayout;
use super::state::Drag;
use super::state::ViewSettings;
use super::state::{Feedback, Hover, Selection, viewer};
use crate::rules::board::{Board, hex_label};
use crate::rules::data::RulesData;
use crate::rules::discs;
use crate::rules::model::*;
use crate::rules::narrate;
use crate::rules::player::{CommandResult, PlayerCommand, TurnMoves, player_reach};
use crate::rules::prompt::{Prompt, PromptSlot};
use crate::rules::ships;
use crate::rules::snapshot::{self, Snapshot};
use crate::rules::table::Roster;
use crate::view::names::{relic_name, relic_text, seat_name};
use bevy::prelude::*;
use bevy_egui::input::EguiWantsInput;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use hexx::Hex;

pub fn plugin(app: &mut App) {
    app.init_resource::<Hover>()
        .init_resource::<Selection>()
        .init_resource::<Feedback>()
        .add_systems(
            Update,
            (
                track_hover,
                click_board,
                shortcuts,
                refresh_selection,
                read_results,
            )
                .chain()
                .run_if(in_state(Screen::Game).and_then(super::state::not_passing)),
        )
        // Looking at the final board: what each hex held, still told on hover.
        .add_systems(Update, track_hover.run_if(in_state(Screen::GameOver)))
        .add_systems(OnEnter(Screen::Game), |mut s: ResMut<Selection>| s.clear())
        .add_systems(
            EguiPrimaryContextPass,
            tooltip
                .run_if(in_state(Screen::Game).or_else(in_state(Screen::GameOver)))
                .run_if(super::state::not_passing),
        );
}

fn pointer_hex(world: &mut World) -> Option<Hex> {
    let mut windows = world.query::<&Window>();
    let cursor = windows.iter(world).next()?.cursor_position()?;
    let mut cams = world.query_filtered::<(&Camera, &GlobalTransform), With<Camera2d>>();
    let (cam, t) = cams.iter(world).next()?;
    let p = cam.viewport_to_world_2d(t, cursor).ok()?;
    let h = world.resource::<BoardLayout>().hex_at(p);
    world.resource::<Board>().contains(h).then_some(h)
}

/// Whether the pointer is on a panel or window rather than on the board.
fn pointer_on_ui(world: &mut World) -> bool {
    let mut windows = world.query_filtered::<&Window, With<bevy::window::PrimaryWindow>>();
    let Some(window) = windows.iter(world).next() else {
        return false;
    };
    let area = world
        .get_resource::<super::state::BoardArea>()
        .copied()
        .unwrap_or_default();
    area.pointer_on_ui(world.resource::<EguiWantsInput>(), window)
}

/// Describes the hex under the pointer again when the pointer or the game changed (a
/// star may change hands under a still pointer).
fn track_hover(
    world: &mut World,
    mut seen: Local<Option<(Option<Hex>, super::state::GameVersion, u64)>>,
) {
    let over_ui = pointer_on_ui(world);
    let hex = if over_ui { None } else { pointer_hex(world) };
    let key = (
        hex,
        super::state::GameVersion::of(world),
        world.resource::<Selection>().generation,
    );
    if *seen == Some(key) {
        return;
    }
    *seen = Some(key);
    let mut info = hex.map(|h| describe_hex(world, h)).unwrap_or_default();
    if let Some(h) = hex {
        info.extend(battle_lines(world, h));
    }
    *world.resource_mut::<Hover>() = Hover { hex, info };
}

/// The battle your selected ships would start at `to`, told before you move there.
fn battle_lines(world: &mut World, to: Hex) -> Vec<String> {
    use crate::rules::battle_preview::{Mover, Outcome, preview};
    let sel = world.resource::<Selection>().clone();
    let (Some(from), Some(reach)) = (sel.hex, sel.reach.as_ref()) else {
        return Vec::new();
    };
    if from == to || !reach.contains(world.resource::<Board>(), to) {
        return Vec::new();
    }
    let mover = match sel.fleet {
        Some(l) => Mover::Fleet(l),
        None => Mover::Pieces(sel.count),
    };
    let you = viewer(world);
    let Some(p) = preview(world, you, mover, from, to) else {
        return Vec::new();
    };
    let roster = world.resource::<Roster>();
    let names: Vec<String> = p.them.seats.iter().map(|&s| seat_name(roster, s)).collect();
    let them = names.join(format!(" {} ", crate::t!("input-and")).as_str());
    let side = |label: &str, v: &crate::rules::combat::ForceValue| {
        let parts: Vec<String> = v.sources.iter().map(|(s, n)| format!("{s}: {n}")).collect();
        crate::t!(
            "input-battle-side",
            side = label,
            n = v.ships,
            cv = v.cv,
            parts = parts.join("; ")
        )
    };
    let mut out = vec![
        String::new(),
        crate::t!("input-battle-heading"),
        side(&crate::t!("input-battle-you"), &p.you.seen),
        side(&them, &p.them.seen),
    ];
    if p.them.hidden_fleets > 0 {
        out.push(crate::t!(
            "input-battle-hidden-fleets",
            n = p.them.hidden_fleets,
            per = p.them.per_hidden_ship
        ));
    }
    let (yours, theirs) = (p.you.seen.cv, p.them.seen.cv);
    let ratio = p.no_loss_ratio;
    match p.outcome {
        Outcome::YouWin => {
            out.push(crate::t!(
                "input-battle-you-win",
                yours = yours,
                theirs = theirs
            ));
            out.push(if yours >= ratio.saturating_mul(theirs) {
                crate::t!(
                    "input-battle-you-lose-none",
                    n = p.them.seen.ships,
                    ratio = ratio
                )
            } else {
                crate::t!("input-battle-you-lose-half", n = p.them.seen.ships)
            });
        }
        Outcome::YouLose => {
            out.push(crate::t!(
                "input-battle-you-lose",
                yours = yours,
                theirs = theirs
            ));
            out.push(if p.they_destroy_all {
                crate::t!(
                    "input-battle-they-destroy-all",
                    them = them.as_str(),
                    n = p.you.seen.ships,
                    ratio = ratio
                )
            } else {
                crate::t!("input-battle-they-choose")
            });
        }
        Outcome::HiddenDecides { you_win_below } => {
            out.push(crate::t!("input-battle-hidden-decides", n = you_win_below));
        }
    }
    out.push(match p.retreat {
        Some(r) => crate::t!("input-battle-before-combat", what = r),
        None => crate::t!("input-battle-no-retreat"),
    });
    out
}

/// Everything a player wants to know about a hex, for the tooltip.
pub fn describe_hex(world: &mut World, h: Hex) -> Vec<String> {
    let you = viewer(world);
    // Whose fleets you may read: your own, and everyone's once the game is over.
    let knows = super::state::secrets_for(world);
    let hidden = |seat: Seat| knows.is_some_and(|v| v != seat);
    let snap = Snapshot::take(world);
    let board = world.resource::<Board>().clone();
    let dip = world.resource::<Diplomacy>().clone();
    let roster = world.resource::<Roster>().clone();
    let mut lines = vec![crate::t!("input-hex", hex = hex_label(h))];
    match board.terrain(h) {
        Some(Terrain::Nebula) => lines.push(crate::t!("input-nebula")),
        Some(Terrain::Asteroids) => lines.push(crate::t!("input-asteroids")),
        Some(Terrain::NeutronStar) => lines.push(crate::t!("input-neutron-star")),
        Some(Terrain::Ruin) => lines.push(crate::t!("input-ruin")),
        _ => {}
    }
    if board.wormholes.contains(&h) {
        lines.push(crate::t!("input-wormhole-entry"));
    }
    if let Some((i, &(a, b))) = board
        .links
        .iter()
        .enumerate()
        .find(|(_, (a, b))| *a == h || *b == h)
    {
        let other = if a == h { b } else { a };
        lines.push(crate::t!(
            "input-wormhole-link",
            n = i + 1,
            other = hex_label(other)
        ));
    }
    if let Some(owner) = board.sector_info_at(h).and_then(|s| s.home_of)
        && let Some((_, bonus)) = world
            .resource::<crate::rules::content::people::SectorBonuses>()
            .0
            .iter()
            .find(|(s, _)| *s == owner)
    {
        lines.push(crate::t!(
            "input-home-sector",
            who = seat_name(&roster, owner),
            bonus = super::words::sector_bonus_text(*bonus)
        ));
    }
    for seat in roster.automas() {
        if let Some(kind) = roster.kind(seat) {
            lines.extend(
                kind.marks(world, seat)
                    .into_iter()
                    .filter(|m| m.hex == h)
                    .map(|m| m.hover),
            );
        }
    }
    if let Some(s) = snap.star_at(h) {
        let revealed = world
            .query::<(&Star, &Position)>()
            .iter(world)
            .any(|(st, p)| p.0 == h && st.revealed);
        let owner = s
            .owner
            .map_or(crate::t!("input-neutral"), |o| seat_name(&roster, o));
        if s.owner.is_none() && !revealed {
            lines.push(crate::t!(
                "input-star-face-down",
                star = &*s.name,
                owner = owner.as_str()
            ));
        } else {
            lines.push(crate::t!(
                "input-star",
                star = &*s.name,
                kind = s.kind.says(),
                owner = owner.as_str(),
                population = s.population
            ));
        }
        if let Some(r) = s.relic {
            let def = world
                .resource::<RulesData>()
                .relics
                .relics
                .get(r.index)
                .cloned();
            let star = world
                .query::<(Entity, &Position, &Star)>()
                .iter(world)
                .find(|(_, p, _)| p.0 == h)
                .map(|(e, _, _)| e);
            let seen = star.is_some_and(|e| {
                world
                    .resource::<crate::rules::content::remote_view::RemoteViews>()
                    .knows_relic(you, e)
            });
            match def {
                Some(d) if r.revealed => lines.push(crate::t!(
                    "input-relic",
                    name = relic_name(&d),
                    text = relic_text(&d)
                )),
                Some(d) if seen => lines.push(crate::t!(
                    "input-relic-seen",
                    name = relic_name(&d),
                    text = relic_text(&d)
                )),
                _ => lines.push(crate::t!("input-relic-face-down")),
            }
        }
        if let Some(owner) = s.owner {
            let limit = discs::growth_limit(world, &snap, owner, h);
            lines.push(crate::t!("input-growth-limit", limit = limit));
            if snapshot::is_blocked(world, &snap, owner, h) {
                lines.push(crate::t!("input-blocked"));
            }
        }
    }
    let fleets = snapshot::all_fleets(world);
    let round = narrate::current_round(world);
    for seat in roster.seats() {
        let total = snap.ships(&board, h, seat);
        if total == 0 {
            continue;
        }
        let mine: Vec<&Fleet> = fleets
            .iter()
            .filter(|(_, f, at)| f.owner == seat && *at == h)
            .map(|(_, f, _)| f)
            .collect();
        let in_fleets: u32 = mine.iter().map(|f| f.ships).sum();
        let noun = crate::rules::table::automa_kind(world, seat).map_or("ship", |k| k.piece_noun());
        let shown = if !hidden(seat) || mine.is_empty() {
            match noun {
                "ship" => crate::t!("input-ships", n = total),
                "cruiser" => crate::t!("input-cruisers", n = total),
                _ => crate::rules::nouns::count(total, noun),
            }
        } else {
            crate::t!(
                "input-ships-and-hidden-fleets",
                n = total - in_fleets,
                fleets = mine.len()
            )
        };
        let at_war = seat != you && dip.at_war(you, seat);
        lines.push(if at_war {
            crate::t!(
                "input-seat-at-war",
                who = seat_name(&roster, seat),
                what = shown
            )
        } else {
            crate::t!("input-seat", who = seat_name(&roster, seat), what = shown)
        });
        for f in mine {
            let letter = if f.face_down && hidden(seat) {
                crate::t!("input-fleet-face-down")
            } else {
                crate::t!(
                    "input-fleet",
                    letter = format!("{:?}", f.letter),
                    special = fleet_special(f.letter)
                )
            };
            let viewed = fleets.iter().any(|(e, g, _)| {
                g.owner == f.owner
                    && g.letter == f.letter
                    && world
                        .resource::<crate::rules::content::remote_view::RemoteViews>()
                        .knows_fleet(you, *e, round)
            });
            if seat == you {
                lines.push(format!(
                    "  {}",
                    crate::t!("input-fleet-ships", fleet = letter.as_str(), n = f.ships)
                ));
            } else if viewed {
                lines.push(format!(
                    "  {}",
                    crate::t!(
                        "input-fleet-ships-viewed",
                        fleet = letter.as_str(),
                        n = f.ships
                    )
                ));
            } else {
                lines.push(format!("  {letter}"));
            }
        }
    }
    if lines.len() == 1 {
        lines.push(crate::t!("input-empty-space"));
    }
    lines
}

/// What a fleet counter's letter does.
pub fn fleet_special(l: FleetLetter) -> String {
    match l {
        FleetLetter::A => crate::t!("input-fleet-special-a"),
        FleetLetter::B => crate::t!("input-fleet-special-b"),
        FleetLetter::C => crate::t!("input-fleet-special-c"),
        FleetLetter::D => crate::t!("input-fleet-special-d"),
        FleetLetter::E => crate::t!("input-fleet-special-e"),
    }
}

fn tooltip(
    mut contexts: EguiContexts,
    hover: Res<Hover>,
    drag: Res<Drag>,
    board: Option<Res<Board>>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    if hover.hex.is_none() || drag.dragging {
        return Ok(());
    }
    // F1 now opens the rules of this kind of hex.
    if let (Some(h), Some(board)) = (hover.hex, board)
        && let Some(t) = board.terrain(h)
    {
        super::reference::points_at(ctx, crate::rules::reference::topic_of_terrain(t));
    }
    let Some(pos) = ctx.pointer_hover_pos() else {
        return Ok(());
    };
    egui::Area::new(egui::Id::new("hex_tooltip"))
        .order(egui::Order::Tooltip)
        .fixed_pos(pos + egui::vec2(16.0, 16.0))
        .interactable(false)
        .show(ctx, |ui| {
            egui::Frame::popup(ui.style()).show(ui, |ui| {
                ui.set_max_width(320.0);
                for (i, l) in hover.info.iter().enumerate() {
                    if i == 0 {
                        ui.strong(l);
                    } else {
                        ui.label(l);
                    }
                }
                ui.weak(crate::t!("input-f1-its-rules"));
            });
        });
    Ok(())
}

/// Unmoved pieces and unmoved fleets of yours at `h`.
pub fn movable_at(world: &mut World, h: Hex) -> (u32, Vec<FleetLetter>) {
    let you = viewer(world);
    let moved = world.resource::<TurnMoves>().moved.clone();
    let (pieces, fleets) = ships::ships_entities_at(world, you, h);
    let n = pieces.iter().filter(|e| !moved.contains(e)).count() as u32;
    let letters = fleets
        .iter()
        .filter(|e| !moved.contains(e))
        .filter_map(|&e| world.get::<Fleet>(e).map(|f| f.letter))
        .collect();
    (n, letters)
}

/// Selects what you can move at `h` (pieces first), or clears the selection.
pub fn select_hex(world: &mut World, h: Hex, fleet: Option<FleetLetter>) {
    let (n, letters) = movable_at(world, h);
    let fleet = fleet.filter(|l| letters.contains(l));
    let mut sel = world.resource_mut::<Selection>();
    let g = sel.generation + 1;
    if fleet.is_none() && n == 0 && letters.is_empty() {
        sel.clear();
        return;
    }
    *sel = Selection {
        hex: Some(h),
        fleet: fleet.or(if n == 0 {
            letters.first().copied()
        } else {
            None
        }),
        count: n,
        reach: None,
        generation: g,
    };
}

fn is_move_turn(world: &World) -> bool {
    world.resource::<PromptSlot>().0 == Some(Prompt::MoveTurn)
}

/// Sends the move of the selection to `to`.
pub fn move_selection(world: &mut World, to: Hex) {
    let sel = world.resource::<Selection>().clone();
    let Some(from) = sel.hex else { return };
    let cmd = match sel.fleet {
        Some(letter) => PlayerCommand::MoveFleet {
            letter,
            to: (to.x, to.y),
        },
        None => PlayerCommand::MoveShips {
            from: (from.x, from.y),
            to: (to.x, to.y),
            count: sel.count,
        },
    };
    submit(world, cmd);
    world.resource_mut::<Selection>().clear();
}

fn click_board(world: &mut World) {
    let buttons = world.resource::<ButtonInput<MouseButton>>();
    let left = buttons.just_released(MouseButton::Left);
    let right = buttons.just_released(MouseButton::Right);
    if (!left && !right)
        || world.resource::<Drag>().dragging
        || pointer_on_ui(world)
        || world.resource::<ViewSettings>().menu_open
    {
        return;
    }
    if let Some(Prompt::RetreatWhere { options, .. }) = world.resource::<PromptSlot>().0.clone()
        && left
    {
        if let Some(h) = pointer_hex(world).filter(|h| options.contains(&(h.x, h.y))) {
            submit(world, PlayerCommand::RetreatTo((h.x, h.y)));
        }
        return;
    }
    // A kind's question about hexes: a click on an option's hex answers with it.
    if let Some(Prompt::KindChoice { options, .. }) = world.resource::<PromptSlot>().0.clone()
        && left
        && options.iter().any(|o| o.hex.is_some())
    {
        let at = pointer_hex(world).map(|h| (h.x, h.y));
        if let Some(o) = options.iter().find(|o| o.hex.is_some() && o.hex == at) {
            submit(world, PlayerCommand::Choose(o.key.clone()));
        }
        return;
    }
    if right || !is_move_turn(world) {
        world.resource_mut::<Selection>().clear();
        return;
    }
    let Some(h) = pointer_hex(world) else {
        world.resource_mut::<Selection>().clear();
        return;
    };
    click_hex(world, h);
}

/// A left click on hex `h` in your move turn: move the selection there, put it down,
/// select what is there, or say why nothing moved.
fn click_hex(world: &mut World, h: Hex) {
    let sel = world.resource::<Selection>().clone();
    let board = world.resource::<Board>().clone();
    let reachable = sel.reach.as_ref().is_some_and(|r| r.contains(&board, h));
    if sel.hex.is_some() && sel.hex != Some(h) && reachable {
        move_selection(world, h);
    } else if sel.hex == Some(h) {
        world.resource_mut::<Selection>().clear();
    } else if let Some(from) = sel
        .hex
        .filter(|_| sel.reach.is_some() && !has_movable(world, h))
    {
        // Out of reach, and nothing of yours to pick up there: the selection stays, and
        // you are told why nothing moved.
        world.insert_resource(Feedback {
            text: out_of_reach(from, h).into(),
            ok: false,
        });
    } else {
        select_hex(world, h, None);
    }
}

/// Whether you have ships at `h` that may still move this turn.
fn has_movable(world: &mut World, h: Hex) -> bool {
    let (n, letters) = movable_at(world, h);
    n > 0 || !letters.is_empty()
}

/// Why a click on `to` moved nothing: it lies beyond where the selected ships can go.
fn out_of_reach(from: Hex, to: Hex) -> String {
    let d = from.unsigned_distance_to(to);
    crate::t!(
        "input-out-of-reach",
        hex = crate::rules::board::hex_label(to),
        d = d
    )
}

/// Works out where the selection can go, whenever it changed.
fn refresh_selection(world: &mut World, mut seen: Local<u64>) {
    let sel = world.resource::<Selection>().clone();
    if sel.generation == *seen {
        return;
    }
    if !is_move_turn(world) && sel.hex.is_some() {
        world.resource_mut::<Selection>().clear();
    }
    let sel = world.resource::<Selection>().clone();
    let reach = sel
        .hex
        .map(|h| player_reach(world, viewer(world), h, sel.fleet));
    let mut s = world.resource_mut::<Selection>();
    s.reach = reach;
    *seen = s.generation;
    // For the tests through real input (`scripts/test-click`).
    match s.hex {
        Some(h) => info!(
            "selection: {} at ({}, {})", // not shown
            crate::rules::nouns::count(s.count, "piece"),
            h.x,
            h.y
        ),
        None => info!("selection: none"),
    }
}

/// Shows what came of your commands under the question. When a command answered the
/// question (the prompt changed), the old message goes: the log keeps it.
#[allow(clippy::too_many_arguments)]
fn read_results(
    mut results: MessageReader<CommandResult>,
    mut feedback: ResMut<Feedback>,
    mut sel: ResMut<Selection>,
    prompt: Res<PromptSlot>,
    mut last: Local<Option<Prompt>>,
    log: Res<crate::rules::log::GameLog>,
    mut log_seen: Local<usize>,
    mut anim: ResMut<super::animation::Animations>,
    settings: Res<ViewSettings>,
    roster: Res<Roster>,
) {
    // Log entries since the last frame: what the commands of this frame did (read only
    // when a growth turn of yours was resolved).
    let start = (*log_seen).min(log.entries.len());
    *log_seen = log.entries.len();
    let you = roster.first_human();
    let your_events = || -> Vec<(String, Option<Hex>)> {
        log.entries[start..]
            .iter()
            .filter_map(|e| match e {
                crate::rules::log::LogEntry::Event {
                    text,
                    seat: Some(s),
                    hex,
                    ..
                } if *s == you => Some((text.text(), hex.map(|(x, y)| Hex::new(x, y)))),
                _ => None,
            })
            .collect()
    };
    let answered = *last != prompt.0;
    if answered {
        *last = prompt.0.clone();
        *feedback = Feedback::default();
    }
    for r in results.read() {
        if matches!(r.command, PlayerCommand::ResolveGrowth(_)) && r.result.is_ok() {
            anim.show_cards(
                settings.speed,
                &crate::t!("input-your-growth"),
                your_events(),
            );
        }
        match &r.result {
            Ok(text) if !answered => {
                *feedback = Feedback {
                    text: text.clone(),
                    ok: true,
                }
            }
            Ok(_) => {}
            Err(why) => {
                *feedback = Feedback {
                    text: crate::says!("input-refused", why = why),
                    ok: false,
                };
                sel.clear();
            }
        }
    }
}

/// Keys that work everywhere in the game (the prompts add their own).
#[allow(clippy::too_many_arguments)]
fn shortcuts(
    keys: Res<ButtonInput<KeyCode>>,
    wants: Res<EguiWantsInput>,
    mut settings: ResMut<ViewSettings>,
    mut sel: ResMut<Selection>,
    mut anim: ResMut<super::animation::Animations>,
    mut windows: Query<&mut Window, With<bevy::window::PrimaryWindow>>,
    suggestion: Option<Res<super::state::Shown>>,
    mut reference: ResMut<super::reference::ReferenceView>,
    mut contexts: EguiContexts,
    map: Res<super::keymap::KeyMap>,
) {
    use super::keymap::Action;
    if wants.wants_any_keyboard_input() {
        return;
    }
    let hit = |a: Action| map.just_pressed(a, &keys);
    // Esc then closes the suggestion window (it reads the key itself).
    if hit(Action::Back) && suggestion.is_none() {
        if settings.show_help {
            settings.show_help = false;
        } else if sel.hex.is_some() {
            sel.clear();
        } else {
            settings.menu_open = !settings.menu_open;
        }
    }
    if hit(Action::Help)
        && let Ok(ctx) = contexts.ctx_mut()
    {
        reference.key(&mut settings, ctx);
    }
    if hit(Action::Legend) {
        settings.show_legend = !settings.show_legend;
    }
    if hit(Action::Decisions) {
        settings.show_decisions = !settings.show_decisions;
    }
    if hit(Action::Fullscreen)
        && let Ok(mut window) = windows.single_mut()
    {
        use bevy::window::{MonitorSelection, WindowMode};
        window.mode = match window.mode {
            WindowMode::Windowed => WindowMode::BorderlessFullscreen(MonitorSelection::Current),
            _ => WindowMode::Windowed,
        };
    }
    if hit(Action::SkipTurn) {
        anim.skip_turn();
    }
    for (k, s) in [
        (Action::SpeedSlow, super::state::Speed::Slow),
        (Action::SpeedNormal, super::state::Speed::Normal),
        (Action::SpeedFast, super::state::Speed::Fast),
        (Action::SpeedInstant, super::state::Speed::Instant),
    ] {
        if hit(k) {
            settings.speed = s;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn selecting_your_ships_and_a_highlighted_hex_moves_them() {
        let mut app = crate::view::game_at_your_move(9);
        let world = app.world_mut();
        let home = crate::view::your_home(world);
        let (pieces, _) = movable_at(world, home);
        assert!(pieces > 0, "you start with ships at home");
        select_hex(world, home, None);
        assert_eq!(world.resource::<Selection>().hex, Some(home));
        // The reach the view highlights is the one the rules check.
        let reach = player_reach(world, viewer(world), home, None);
        let board = world.resource::<Board>().clone();
        let target = *reach
            .hexes
            .iter()
            .find(|&&h| h != home && reach.cost(&board, h) == Some(1))
            .expect("a neighbouring hex is reachable");
        world.resource_mut::<Selection>().count = 1;
        move_selection(world, target);
        assert!(
            world.resource::<Selection>().hex.is_none(),
            "a move drops the selection"
        );
        app.update();
        let world = app.world_mut();
        assert_eq!(ships::ships_at(world, Seat::PLAYER, target), 1);
        assert_eq!(ships::ships_at(world, Seat::PLAYER, home), pieces - 1);

        // A hex out of reach is refused with a reason, and nothing moves.
        let far = board
            .hexes
            .iter()
            .copied()
            .find(|&h| !reach.contains(&board, h))
            .expect("some hex is out of reach");
        select_hex(world, home, None);
        world.resource_mut::<Selection>().count = 1;
        move_selection(world, far);
        app.update();
        let world = app.world_mut();
        let results: Vec<CommandResult> = world
            .resource_mut::<Messages<CommandResult>>()
            .drain()
            .collect();
        assert!(
            results
                .iter()
                .any(|r| r.result.as_ref().is_err_and(|e| e.contains("out of reach"))),
            "refused: {results:?}"
        );
        assert_eq!(ships::ships_at(world, Seat::PLAYER, far), 0);
    }

    #[test]
    fn a_click_out_of_reach_keeps_the_selection_and_says_why() {
        let mut app = crate::view::game_at_your_move(9);
        let world = app.world_mut();
        let home = crate::view::your_home(world);
        select_hex(world, home, None);
        let reach = player_reach(world, viewer(world), home, None);
        let board = world.resource::<Board>().clone();
        let far = *board
            .hexes
            .iter()
            .filter(|&&h| !reach.contains(&board, h))
            .max_by_key(|h| h.unsigned_distance_to(home))
            .expect("a hex beyond reach");
        world.resource_mut::<Selection>().reach = Some(reach);
        click_hex(world, far);
        assert_eq!(
            world.resource::<Selection>().hex,
            Some(home),
            "still selected"
        );
        let said = world.resource::<Feedback>().clone();
        assert!(!said.ok);
        assert!(said.text.contains("out of reach"), "{}", said.text);
        assert!(
            said.text.contains(&crate::rules::board::hex_label(far)),
            "{}",
            said.text
        );
        // A click on a highlighted hex still moves them.
        click_hex(world, home);
        assert!(
            world.resource::<Selection>().hex.is_none(),
            "the ships' own hex puts them down"
        );
    }
}
