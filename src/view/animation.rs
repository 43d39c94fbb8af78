//! Shows what the rules just did: automa dice landing on their table row, ships flying
//! along their paths, new ships appearing at wormholes, battles closing in and
//! exploding. While something plays, the view holds the rules' gate ([`RulesGate`]),
//! the one place where the rules wait for the view.

use super::Screen;
use super::board::{BoardLayout, HEX_SIZE, Looks, despawn_all, seat_color, spawn_shape};
use super::settings::{Speed, ViewSettings};
use crate::rules::automa::{MovesMade, Spawned};
use crate::rules::combat::{BattleReport, BattleReports};
use crate::rules::log::{Decision, GameLog};
use crate::rules::model::Seat;
use crate::rules::phases::RulesGate;
use crate::rules::prompt::PromptSlot;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use hexx::Hex;
use std::collections::VecDeque;

/// One thing to show, in the order the rules did it.
#[derive(Debug, Clone)]
pub enum Step {
    /// An automa roll and the row it picked.
    Dice(Decision),
    /// Ships of one turn flying along their paths together.
    Flights(Vec<(Seat, Vec<Hex>)>),
    /// Ships appearing at a wormhole.
    Spawn {
        seat: Seat,
        hex: Hex,
        ships: u32,
    },
    Battle(BattleReport),
    /// A card of text, e.g. what your growth actions just did.
    Card {
        title: String,
        lines: Vec<String>,
    },
}

impl Step {
    /// Seconds at normal speed.
    fn duration(&self) -> f32 {
        match self {
            Step::Dice(_) => 1.1,
            Step::Flights(f) => {
                let longest = f.iter().map(|(_, p)| p.len()).max().unwrap_or(1);
                (longest.saturating_sub(1) as f32 * 0.22).max(0.45)
            }
            Step::Spawn { .. } => 0.7,
            Step::Battle(_) => 2.2,
            Step::Card { lines, .. } => 1.5 + 0.5 * lines.len().min(6) as f32,
        }
    }
}

/// How far the records have been read.
#[derive(Debug, Clone, Copy, Default)]
struct Seen {
    log: usize,
    moves: usize,
    spawns: usize,
    battles: usize,
}

#[derive(Resource, Debug, Default)]
pub struct Animations {
    queue: VecDeque<Step>,
    /// The step playing and its progress (0 to 1).
    pub current: Option<(Step, f32)>,
    seen: Seen,
    /// Skip everything until you are asked something again.
    skipping: bool,
}

impl Animations {
    pub fn busy(&self) -> bool {
        self.current.is_some() || !self.queue.is_empty()
    }

    /// Shows a card of text in turn with the other steps (not at instant speed).
    pub fn show_card(&mut self, speed: Speed, title: &str, lines: Vec<String>) {
        if speed != Speed::Instant && !lines.is_empty() {
            self.queue.push_back(Step::Card {
                title: title.to_string(),
                lines,
            });
        }
    }

    /// Jump to the end of the automa turn: what is queued, and what comes until your
    /// next decision, is not shown.
    pub fn skip_turn(&mut self) {
        self.queue.clear();
        self.current = None;
        self.skipping = true;
    }
}

/// Drawn parts of the step that plays.
#[derive(Component)]
struct AnimPart;

pub fn plugin(app: &mut App) {
    app.init_resource::<Animations>()
        .add_systems(OnEnter(Screen::Game), |mut a: ResMut<Animations>| {
            a.queue.clear();
            a.current = None;
        })
        .add_systems(
            PostUpdate,
            (collect, play, hold_gate)
                .chain()
                .run_if(in_state(Screen::Game)),
        )
        .add_systems(
            EguiPrimaryContextPass,
            dice_card.run_if(in_state(Screen::Game)),
        );
}

/// Turns new records into steps.
fn collect(
    mut anim: ResMut<Animations>,
    log: Res<GameLog>,
    moves: Res<MovesMade>,
    spawns: Res<Spawned>,
    battles: Res<BattleReports>,
    settings: Res<ViewSettings>,
    prompt: Res<PromptSlot>,
) {
    // A new game starts the records again.
    if log.entries.len() < anim.seen.log || moves.0.len() < anim.seen.moves {
        anim.seen = Seen::default();
    }
    if prompt.0.is_some() {
        anim.skipping = false;
    }
    let seen = anim.seen;
    anim.seen = Seen {
        log: log.entries.len(),
        moves: moves.0.len(),
        spawns: spawns.0.len(),
        battles: battles.0.len(),
    };
    if settings.speed == Speed::Instant || anim.skipping {
        return;
    }
    for d in log.decisions_from(seen.log) {
        if d.seat.is_automa() && !d.rolls.is_empty() && shows_die(d) {
            anim.queue.push_back(Step::Dice(d.clone()));
        }
    }
    for &(seat, (x, y), ships) in &spawns.0[seen.spawns..] {
        anim.queue.push_back(Step::Spawn {
            seat,
            hex: Hex::new(x, y),
            ships,
        });
    }
    let flights: Vec<(Seat, Vec<Hex>)> = moves.0[seen.moves..]
        .iter()
        .filter(|m| m.path.len() > 1)
        .map(|m| {
            (
                m.seat,
                m.path.iter().map(|&(x, y)| Hex::new(x, y)).collect(),
            )
        })
        .collect();
    if !flights.is_empty() {
        anim.queue.push_back(Step::Flights(flights));
    }
    for b in &battles.0[seen.battles..] {
        anim.queue.push_back(Step::Battle(b.clone()));
    }
}

/// The rolls worth stopping for: a table row, peace, trade and retreat. Tie-break dice
/// stay in the decision panel and the log.
fn shows_die(d: &Decision) -> bool {
    matches!(
        d.what.as_str(),
        "movement row"
            | "growth row"
            | "peace request"
            | "willing to trade"
            | "retreat before combat"
    )
}

/// Advances the step that plays and moves its sprites.
fn play(world: &mut World) {
    let factor = world.resource::<ViewSettings>().speed.factor();
    let dt = world.resource::<Time>().delta_secs();
    let mut anim = world.resource_mut::<Animations>();
    let mut started = false;
    if anim.current.is_none()
        && let Some(next) = anim.queue.pop_front()
    {
        anim.current = Some((next, 0.0));
        started = true;
    }
    let Some((step, t)) = anim.current.clone() else {
        clear_parts(world);
        return;
    };
    let total = (step.duration() * factor).max(0.001);
    let t = (t + if started { 0.0 } else { dt / total }).min(1.0);
    if t >= 1.0 {
        world.resource_mut::<Animations>().current = None;
        clear_parts(world);
        return;
    }
    world.resource_mut::<Animations>().current = Some((step.clone(), t));
    clear_parts(world);
    draw_step(world, &step, t);
}

fn clear_parts(world: &mut World) {
    despawn_all::<AnimPart>(world);
}

/// Where along a path a mover is at progress `t`.
fn along(layout: &BoardLayout, path: &[Hex], t: f32) -> Vec2 {
    if path.len() < 2 {
        return path.first().map_or(Vec2::ZERO, |h| layout.world(*h));
    }
    let x = t * (path.len() - 1) as f32;
    let i = (x.floor() as usize).min(path.len() - 2);
    let f = x - i as f32;
    layout.world(path[i]).lerp(layout.world(path[i + 1]), f)
}

fn draw_step(world: &mut World, step: &Step, t: f32) {
    let Some(mut looks) = world.remove_resource::<Looks>() else {
        return;
    };
    let layout = BoardLayout(world.resource::<BoardLayout>().0.clone());
    let put = |world: &mut World,
               looks: &mut Looks,
               mesh: Handle<Mesh>,
               color: Color,
               at: Vec2,
               scale: f32| {
        let transform = Transform::from_translation(at.extend(6.0)).with_scale(Vec3::splat(scale));
        spawn_shape(world, looks, mesh, color, transform, AnimPart);
    };
    let (disc, outline) = (looks.disc.clone(), looks.outline.clone());
    match step {
        Step::Dice(_) | Step::Card { .. } => {}
        Step::Flights(flights) => {
            for (seat, path) in flights {
                let p = along(&layout, path, t);
                put(world, &mut looks, disc.clone(), Color::BLACK, p, 0.55);
                put(
                    world,
                    &mut looks,
                    disc.clone(),
                    seat_color(Some(*seat)),
                    p,
                    0.45,
                );
            }
        }
        Step::Spawn { seat, hex, .. } => {
            let p = layout.world(*hex);
            put(
                world,
                &mut looks,
                outline.clone(),
                Color::srgba(0.8, 0.47, 0.65, 1.0 - t),
                p,
                0.6 + t,
            );
            put(
                world,
                &mut looks,
                disc.clone(),
                seat_color(Some(*seat)),
                p,
                0.5 * t.min(0.6) / 0.6,
            );
        }
        Step::Battle(b) => {
            let p = layout.world(Hex::new(b.hex.0, b.hex.1));
            let gap = HEX_SIZE * 0.9;
            // 0-0.35 close in, 0.35-0.65 fire and explode, then the loser's survivors leave.
            let close = (t / 0.35).min(1.0);
            let offset = gap * (1.0 - close) + HEX_SIZE * 0.2;
            let fire = ((t - 0.35) / 0.3).clamp(0.0, 1.0);
            let leave = ((t - 0.65) / 0.35).clamp(0.0, 1.0);
            for (seat, side) in [(b.attacker, -1.0), (b.defender, 1.0)] {
                let lost = Some(seat) != b.winner && b.winner.is_some();
                let away = if lost { leave * gap * 1.5 } else { 0.0 };
                let at = p + Vec2::new(side * (offset + away), 0.0);
                put(
                    world,
                    &mut looks,
                    disc.clone(),
                    seat_color(Some(seat)),
                    at,
                    0.45,
                );
            }
            if fire > 0.0 && fire < 1.0 {
                for (i, d) in [
                    Vec2::new(-6.0, 4.0),
                    Vec2::new(5.0, -5.0),
                    Vec2::new(0.0, 7.0),
                ]
                .iter()
                .enumerate()
                {
                    let k = (fire * 3.0 - i as f32 * 0.5).clamp(0.0, 1.0);
                    if k > 0.0 && k < 1.0 {
                        put(
                            world,
                            &mut looks,
                            disc.clone(),
                            Color::srgba(1.0, 0.75 - 0.4 * k, 0.1, 1.0 - k),
                            p + *d,
                            0.2 + k * 0.8,
                        );
                    }
                }
            }
        }
    }
    world.insert_resource(looks);
}

/// The rules wait while something plays, and while the menu is open.
fn hold_gate(anim: Res<Animations>, settings: Res<ViewSettings>, mut gate: ResMut<RulesGate>) {
    let hold = anim.busy() || settings.menu_open;
    if gate.hold != hold {
        gate.hold = hold;
    }
}

/// The die of the decision being shown, the row it picked, and the battle result card.
fn dice_card(mut contexts: EguiContexts, anim: Res<Animations>, time: Res<Time>) -> Result {
    let ctx = contexts.ctx_mut()?;
    let Some((step, t)) = &anim.current else {
        return Ok(());
    };
    let window = |title: &str| {
        egui::Window::new(title)
            .id(egui::Id::new("animation_card"))
            .anchor(egui::Align2::CENTER_TOP, egui::vec2(-160.0, 12.0))
            .collapsible(false)
            .resizable(false)
            .movable(false)
    };
    match step {
        Step::Dice(d) => {
            window(&format!("{} roll", d.seat.name())).show(ctx, |ui| {
                ui.set_width(300.0);
                ui.horizontal(|ui| {
                    for (i, &face) in d.rolls.iter().take(3).enumerate() {
                        // The die tumbles for the first part, then lands on its face.
                        let shown = if *t < 0.45 {
                            ((time.elapsed_secs() * 14.0) as usize + i * 3) % 6 + 1
                        } else {
                            face as usize
                        };
                        die_face(ui, shown as u8, *t >= 0.45);
                    }
                });
                ui.strong(&d.what);
                if *t >= 0.45
                    && let Some(row) = &d.table_row
                {
                    ui.label(row);
                }
                if *t >= 0.45 {
                    ui.label(format!("=> {}", d.result));
                }
                ui.small("Space: skip to the end of the automa turn");
            });
        }
        Step::Spawn { seat, hex, ships } => {
            window(&format!("{} spawn", seat.name())).show(ctx, |ui| {
                ui.label(format!(
                    "{ships} new ship(s) arrive at the wormhole at {}",
                    crate::rules::board::hex_label(*hex)
                ));
            });
        }
        Step::Card { title, lines } => {
            window(title).show(ctx, |ui| {
                ui.set_width(300.0);
                for l in lines {
                    ui.label(l);
                }
                ui.small("Space: go on");
            });
        }
        Step::Battle(b) if *t > 0.5 => {
            window("Battle").show(ctx, |ui| {
                ui.set_width(300.0);
                ui.label(format!(
                    "{} ({} ships, combat value {}) attack {} ({} ships, combat value {}) at {}",
                    b.attacker.name(),
                    b.attacker_ships,
                    b.attacker_cv,
                    b.defender.name(),
                    b.defender_ships,
                    b.defender_cv,
                    crate::rules::board::hex_label(Hex::new(b.hex.0, b.hex.1))
                ));
                if b.retreated {
                    ui.label("The defender retreated before combat.");
                }
                match b.winner {
                    Some(w) => ui.strong(format!(
                        "{} win. The loser loses {} ship(s), the winner {}.",
                        w.name(),
                        b.loser_losses,
                        b.winner_losses
                    )),
                    None => ui.strong("No winner."),
                };
            });
        }
        _ => {}
    }
    Ok(())
}

/// A die drawn with its pips.
pub fn die_face(ui: &mut egui::Ui, face: u8, landed: bool) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(40.0, 40.0), egui::Sense::hover());
    let painter = ui.painter_at(rect);
    let fill = if landed {
        egui::Color32::from_rgb(240, 228, 66)
    } else {
        egui::Color32::from_rgb(200, 200, 200)
    };
    painter.rect_filled(rect.shrink(2.0), 6.0, fill);
    let c = rect.center();
    let o = 10.0;
    let pips: &[(f32, f32)] = match face {
        1 => &[(0.0, 0.0)],
        2 => &[(-1.0, -1.0), (1.0, 1.0)],
        3 => &[(-1.0, -1.0), (0.0, 0.0), (1.0, 1.0)],
        4 => &[(-1.0, -1.0), (1.0, -1.0), (-1.0, 1.0), (1.0, 1.0)],
        5 => &[
            (-1.0, -1.0),
            (1.0, -1.0),
            (0.0, 0.0),
            (-1.0, 1.0),
            (1.0, 1.0),
        ],
        _ => &[
            (-1.0, -1.0),
            (1.0, -1.0),
            (-1.0, 0.0),
            (1.0, 0.0),
            (-1.0, 1.0),
            (1.0, 1.0),
        ],
    };
    for (x, y) in pips {
        painter.circle_filled(c + egui::vec2(x * o, y * o), 3.5, egui::Color32::BLACK);
    }
}
