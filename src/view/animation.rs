//! Shows what the rules just did: automa dice landing on their table row, ships flying
//! along their paths, new ships appearing at wormholes, battles closing in and
//! exploding. While something plays, the view holds the rules' gate ([`RulesGate`]),
//! the one place where the rules wait for the view.

use super::screen::Screen;
use super::state::{BoardLayout, Looks, Speed, ViewSettings, viewer};
use super::theme::{HEX_SIZE, die_face, seat_color};
use crate::rules::combat::BattleReport;
use crate::rules::log::{Decision, GameLog, LogEntry};
use crate::rules::model::Seat;
use crate::rules::phases::RulesGate;
use crate::rules::prompt::PromptSlot;
use crate::rules::table::Roster;
use crate::view::names::seat_name;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass, egui};
use hexx::Hex;
use std::collections::VecDeque;

/// One thing to show, in the order the rules did it.
#[derive(Debug, Clone)]
pub enum Step {
    /// An automa roll and the row it picked.
    Dice(Box<Decision>),
    /// Ships of one turn flying along their paths together.
    Flights(Vec<(Seat, Vec<Hex>)>),
    /// Ships appearing at a wormhole.
    Spawn {
        seat: Seat,
        hex: Hex,
        ships: u32,
    },
    /// Ships that arrived joining their seat's force at a hex (forces that meet merge):
    /// they close in on the hex, and a ring marks the force it became.
    Merge {
        seat: Seat,
        hex: Hex,
        joined: u32,
        total: u32,
    },
    Battle(BattleReport),
    /// A card of text, e.g. what one of your growth actions just did, with the hex it
    /// happened at (if any) pulsing on the board.
    Card {
        title: String,
        text: String,
        at: Option<Hex>,
    },
}

impl Step {
    /// The sound it starts with.
    fn cue(&self) -> super::sound::Cue {
        use super::sound::Cue;
        match self {
            Step::Dice(_) => Cue::Dice,
            Step::Flights(_) => Cue::Move,
            Step::Spawn { .. } => Cue::Spawn,
            Step::Merge { .. } => Cue::Move,
            Step::Battle(_) => Cue::Battle,
            Step::Card { title, .. } if *title == dp_card_title() => Cue::Score,
            Step::Card { .. } => Cue::Note,
        }
    }

    /// Seconds at normal speed.
    fn duration(&self) -> f32 {
        match self {
            Step::Dice(_) => 1.1,
            Step::Flights(f) => {
                let longest = f.iter().map(|(_, p)| p.len()).max().unwrap_or(1);
                (longest.saturating_sub(1) as f32 * 0.22).max(0.45)
            }
            Step::Spawn { .. } => 0.7,
            Step::Merge { .. } => 0.9,
            Step::Battle(b) if b.retreated => 1.6,
            Step::Battle(_) => 2.6,
            // Longer cards (a round's scoring) stay a little longer.
            Step::Card { text, .. } => {
                (1.7 + 0.4 * text.lines().count().saturating_sub(1) as f32).min(4.0)
            }
        }
    }
}

/// The title of the card that tells the DP you just scored.
fn dp_card_title() -> String {
    crate::t!("animation-dp-title")
}

/// How far the records have been read.
#[derive(Debug, Clone, Copy, Default)]
struct Seen {
    /// Entries of the record stream already turned into steps.
    log: usize,
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
    /// Nothing to play: the first `entries` records are taken as shown (a loaded game).
    pub fn catch_up(&mut self, entries: usize) {
        self.queue.clear();
        self.current = None;
        self.skipping = false;
        self.seen = Seen { log: entries };
    }

    pub fn busy(&self) -> bool {
        self.current.is_some() || !self.queue.is_empty()
    }

    /// Shows what your actions did, one card per line in turn with the other steps (not
    /// at instant speed); the hex a line names pulses on the board while it shows.
    /// One card per line, each pulsing the hex it names (if any).
    pub fn show_cards(&mut self, speed: Speed, title: &str, lines: Vec<(String, Option<Hex>)>) {
        if speed == Speed::Instant {
            return;
        }
        let n = lines.len();
        for (i, (line, at)) in lines.into_iter().enumerate() {
            let title = if n > 1 {
                crate::t!("animation-card-count", title = title, i = i + 1, n = n)
            } else {
                title.to_string()
            };
            self.queue.push_back(Step::Card {
                title,
                at,
                text: line,
            });
        }
    }

    /// How far the battle being shown has played (0 to 1), if one is.
    pub fn battle_progress(&self) -> Option<f32> {
        match &self.current {
            Some((Step::Battle(_), t)) => Some(*t),
            _ => None,
        }
    }

    /// How far the merge of forces being shown has played (0 to 1), if one is.
    pub fn merge_progress(&self) -> Option<f32> {
        match &self.current {
            Some((Step::Merge { .. }, t)) => Some(*t),
            _ => None,
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
        .init_resource::<PartPool>()
        .add_systems(OnExit(Screen::Game), clear_parts)
        .add_systems(OnEnter(Screen::Game), |mut a: ResMut<Animations>| {
            a.queue.clear();
            a.current = None;
        })
        .add_systems(
            PostUpdate,
            (collect, play, hold_gate)
                .chain()
                // Before transforms propagate: a pooled part that turns from a ship
                // into an explosion is drawn at its new size the same frame.
                .before(bevy::transform::TransformSystems::Propagate)
                .run_if(in_state(Screen::Game)),
        )
        .add_systems(
            EguiPrimaryContextPass,
            dice_card.run_if(in_state(Screen::Game)),
        );
}

/// Turns new records into steps, in the order they happened: a die for each table
/// roll, ships coming out of a wormhole, the moves between two other steps flown
/// together, each battle.
fn collect(
    mut anim: ResMut<Animations>,
    (log, roster): (Res<GameLog>, Res<Roster>),
    settings: Res<ViewSettings>,
    prompt: Res<PromptSlot>,
) {
    // A new game starts the records again.
    if log.entries.len() < anim.seen.log {
        anim.seen = Seen::default();
    }
    if prompt.0.is_some() {
        anim.skipping = false;
    }
    let seen = anim.seen;
    anim.seen = Seen {
        log: log.entries.len(),
    };
    if settings.speed == Speed::Instant || anim.skipping {
        return;
    }
    let mut flights: Vec<(Seat, Vec<Hex>)> = Vec::new();
    let mut steps: Vec<Step> = Vec::new();
    // Your DP since the last other step, shown together as one card (what the round's
    // scoring gave, or what a battle or a star just earned you, with the source).
    let you = roster.first_human();
    let mut dp_lines: Vec<String> = Vec::new();
    let dp_card = |lines: &mut Vec<String>, steps: &mut Vec<Step>| {
        if !lines.is_empty() {
            steps.push(Step::Card {
                title: dp_card_title(),
                text: std::mem::take(lines).join("\n"),
                at: None,
            });
        }
    };
    let flush = |flights: &mut Vec<(Seat, Vec<Hex>)>, steps: &mut Vec<Step>| {
        if !flights.is_empty() {
            steps.push(Step::Flights(std::mem::take(flights)));
        }
    };
    for entry in &log.entries[seen.log.min(log.entries.len())..] {
        // Only what you may know is played out (a face-down fleet's size stays hidden).
        let entry = &*crate::rules::log::seen_by(entry, Some(you));
        match entry {
            LogEntry::Decision(d)
                if roster.is_automa(d.seat) && !d.rolls.is_empty() && shows_die(d) =>
            {
                flush(&mut flights, &mut steps);
                dp_card(&mut dp_lines, &mut steps);
                steps.push(Step::Dice(d.clone()));
            }
            LogEntry::Spawn {
                seat, hex, ships, ..
            } => {
                flush(&mut flights, &mut steps);
                dp_card(&mut dp_lines, &mut steps);
                steps.push(Step::Spawn {
                    seat: *seat,
                    hex: Hex::new(hex.0, hex.1),
                    ships: *ships,
                });
            }
            LogEntry::Merge {
                seat,
                hex,
                joined,
                total,
                ..
            } => {
                // The ships fly in first, then join.
                flush(&mut flights, &mut steps);
                dp_card(&mut dp_lines, &mut steps);
                steps.push(Step::Merge {
                    seat: *seat,
                    hex: Hex::new(hex.0, hex.1),
                    joined: *joined,
                    total: *total,
                });
            }
            LogEntry::Move { seat, path, .. } if path.len() > 1 => {
                flights.push((*seat, path.iter().map(|&(x, y)| Hex::new(x, y)).collect()));
            }
            // The cruisers fly off first; then the star they left is shown falling.
            LogEntry::Ruin { hex, name, .. } => {
                flush(&mut flights, &mut steps);
                dp_card(&mut dp_lines, &mut steps);
                let at = Hex::new(hex.0, hex.1);
                steps.push(Step::Card {
                    title: crate::t!("animation-ruin-title"),
                    text: crate::t!(
                        "animation-ruin-text",
                        star = name.as_str(),
                        hex = crate::rules::board::hex_label(at)
                    ),
                    at: Some(at),
                });
            }
            LogEntry::Battle(b) => {
                flush(&mut flights, &mut steps);
                dp_card(&mut dp_lines, &mut steps);
                steps.push(Step::Battle(b.clone()));
            }
            LogEntry::Destiny(r) if r.seat == you => {
                flush(&mut flights, &mut steps);
                dp_lines.push(crate::t!(
                    "animation-dp-line",
                    dp = format!("{:+}", r.dp),
                    source = &r.source,
                    detail = &r.detail
                ));
            }
            _ => {}
        }
    }
    flush(&mut flights, &mut steps);
    dp_card(&mut dp_lines, &mut steps);
    anim.queue.extend(steps);
}

/// The rolls worth stopping for: a table row, peace, trade and retreat. Tie-break dice
/// stay in the decision panel and the log.
fn shows_die(d: &Decision) -> bool {
    d.kind.is_table_roll()
}

/// Advances the step that plays and moves its sprites.
fn play(world: &mut World) {
    let factor = world.resource::<ViewSettings>().speed.factor();
    let dt = world.resource::<Time>().delta_secs();
    let mut anim = world.resource_mut::<Animations>();
    let mut started = None;
    if anim.current.is_none()
        && let Some(next) = anim.queue.pop_front()
    {
        started = Some(next.cue());
        anim.current = Some((next, 0.0));
    }
    let current = anim.current.clone();
    if let Some(cue) = started {
        world.write_message(super::sound::PlayCue(cue));
    }
    let started = started.is_some();
    let Some((step, t)) = current else {
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
    sync_parts(world, Vec::new());
}

/// One flat shape of the step that plays, for this frame.
struct Shape {
    mesh: Handle<Mesh>,
    color: Color,
    at: Vec2,
    /// Size factors along the shape's own x and y.
    scale: Vec2,
    /// Turn in radians (ships point where they fly or shoot).
    angle: f32,
}

/// The animation's drawn parts: reused from frame to frame (moved, recoloured, hidden)
/// rather than spawned anew. Each has its own material so that fading one recolours
/// only it and no new material is made per frame.
#[derive(Resource, Default)]
struct PartPool(Vec<(Entity, Handle<ColorMaterial>)>);

/// Shows `shapes` with the pooled parts; parts left over are hidden.
fn sync_parts(world: &mut World, shapes: Vec<Shape>) {
    let mut pool = std::mem::take(&mut *world.resource_mut::<PartPool>());
    for (i, s) in shapes.iter().enumerate() {
        let transform = Transform::from_translation(s.at.extend(6.0 + i as f32 * 0.01))
            .with_rotation(Quat::from_rotation_z(s.angle))
            .with_scale(s.scale.extend(1.0));
        if i == pool.0.len() {
            let mat = world
                .resource_mut::<Assets<ColorMaterial>>()
                .add(ColorMaterial {
                    color: s.color,
                    alpha_mode: bevy::sprite_render::AlphaMode2d::Blend,
                    ..default()
                });
            let e = world
                .spawn((
                    AnimPart,
                    Mesh2d(s.mesh.clone()),
                    MeshMaterial2d(mat.clone()),
                    transform,
                ))
                .id();
            pool.0.push((e, mat));
            continue;
        }
        let (e, mat) = pool.0[i].clone();
        if let Some(mut m) = world.resource_mut::<Assets<ColorMaterial>>().get_mut(&mat)
            && m.color != s.color
        {
            m.color = s.color;
        }
        let mut part = world.entity_mut(e);
        if part.get::<Mesh2d>().is_none_or(|m| m.0 != s.mesh) {
            part.insert(Mesh2d(s.mesh.clone()));
        }
        part.insert((transform, Visibility::Inherited));
    }
    for (e, _) in pool.0.iter().skip(shapes.len()) {
        if world.get::<Visibility>(*e) != Some(&Visibility::Hidden) {
            world.entity_mut(*e).insert(Visibility::Hidden);
        }
    }
    *world.resource_mut::<PartPool>() = pool;
}

/// Where along a path a mover is at progress `t`, and the direction it flies.
fn along(layout: &BoardLayout, path: &[Hex], t: f32) -> (Vec2, f32) {
    if path.len() < 2 {
        return (path.first().map_or(Vec2::ZERO, |h| layout.world(*h)), 0.0);
    }
    let x = t * (path.len() - 1) as f32;
    let i = (x.floor() as usize).min(path.len() - 2);
    let f = x - i as f32;
    let (a, b) = (layout.world(path[i]), layout.world(path[i + 1]));
    let d = b - a;
    (a.lerp(b, f), d.y.atan2(d.x))
}

fn faded(c: Color, alpha: f32) -> Color {
    c.with_alpha(alpha.clamp(0.0, 1.0))
}

/// A flying ship's size: its seat's token, as long as the board's ship marks.
const SHIP: f32 = 11.0;
/// Tokens point up (+y); flights and battles give angles from +x.
const UP: f32 = std::f32::consts::FRAC_PI_2;

fn lighter(c: Color) -> Color {
    c.mix(&Color::WHITE, 0.45)
}

fn draw_step(world: &mut World, step: &Step, t: f32) {
    let you = viewer(world);
    let roster = world.resource::<Roster>().clone();
    let Some(looks) = world.get_resource::<Looks>() else {
        return;
    };
    let (disc, outline, beam) = (
        looks.disc.clone(),
        looks.outline.clone(),
        looks.beam.clone(),
    );
    // Each seat's ships fly as its board token (colour and shape tell seats apart).
    let ships: Vec<Handle<Mesh>> = roster
        .seats()
        .map(|s| looks.token(roster.info(s).token))
        .collect();
    let ship = |s: Seat| ships[s.index()].clone();
    let layout = world.resource::<BoardLayout>();
    let mut shapes = Vec::new();
    let mut beams = Vec::new();
    let mut put = |mesh: &Handle<Mesh>, color: Color, at: Vec2, scale: f32, angle: f32| {
        shapes.push(Shape {
            mesh: mesh.clone(),
            color,
            at,
            scale: Vec2::splat(scale),
            angle,
        });
    };
    match step {
        Step::Dice(_) | Step::Card { at: None, .. } => {}
        Step::Card { at: Some(h), .. } => {
            let p = layout.world(*h);
            let pulse = 0.85 + 0.15 * (t * std::f32::consts::TAU * 2.0).sin();
            put(&outline, seat_color(&roster, Some(you)), p, pulse, 0.0);
        }
        Step::Flights(flights) => {
            for (seat, path) in flights {
                let (p, angle) = along(layout, path, t);
                // A short wake behind the ship, then the ship pointing where it flies.
                let back = Vec2::from_angle(angle) * -HEX_SIZE * 0.25;
                put(
                    &disc,
                    faded(seat_color(&roster, Some(*seat)), 0.35),
                    p + back,
                    0.22,
                    0.0,
                );
                put(&ship(*seat), Color::BLACK, p, SHIP * 1.3, angle - UP);
                put(
                    &ship(*seat),
                    seat_color(&roster, Some(*seat)),
                    p,
                    SHIP,
                    angle - UP,
                );
            }
        }
        Step::Spawn { seat, hex, ships } => {
            let p = layout.world(*hex);
            put(
                &outline,
                faded(Color::srgb(0.8, 0.47, 0.65), 1.0 - t),
                p,
                0.6 + t,
                0.0,
            );
            // A hidden number of ships comes out as one face-down counter.
            let n = if *ships == crate::rules::log::HIDDEN_SHIPS {
                1
            } else {
                (*ships).clamp(1, 5) as usize
            };
            let grow = (t / 0.6).min(1.0);
            for (k, o) in formation(n).into_iter().enumerate() {
                // Ships come out of the wormhole one after the other.
                let k_t = ((grow * n as f32) - k as f32).clamp(0.0, 1.0);
                if k_t > 0.0 {
                    put(
                        &ship(*seat),
                        seat_color(&roster, Some(*seat)),
                        p + o * k_t,
                        SHIP * k_t,
                        -0.5 + k as f32 - UP,
                    );
                }
            }
        }
        Step::Merge {
            seat, hex, total, ..
        } => {
            let p = layout.world(*hex);
            let color = seat_color(&roster, Some(*seat));
            // The force's ships (up to six drawn) close in from a ring around the hex,
            // pointing at its centre; then a ring spreads from the force they became.
            // They stop around the force's token (not on it), so they stay in sight.
            let close = (t / MERGE_CLOSE).min(1.0);
            let ease = close * close * (3.0 - 2.0 * close);
            let n = (*total).clamp(2, 6) as usize;
            for k in 0..n {
                let dir = Vec2::from_angle(k as f32 * std::f32::consts::TAU / n as f32 + 0.3);
                let at = p + dir * HEX_SIZE * (0.85 - 0.5 * ease);
                let facing = (-dir).to_angle();
                put(&ship(*seat), Color::BLACK, at, SHIP * 1.3, facing - UP);
                put(&ship(*seat), color, at, SHIP, facing - UP);
            }
            if t > MERGE_CLOSE {
                let ring = (t - MERGE_CLOSE) / (1.0 - MERGE_CLOSE);
                put(&outline, faded(color, 1.0 - ring), p, 0.7 + 0.6 * ring, 0.0);
            }
        }
        Step::Battle(b) => {
            let squads = squadrons(layout, b, t);
            battle_shapes(
                &roster,
                layout,
                b,
                t,
                &squads,
                &mut put,
                (&ship, &disc, &outline),
            );
            beams = battle_beams(&roster, b, t, &squads);
        }
    }
    for (from, to, color) in beams {
        let d = to - from;
        shapes.push(Shape {
            mesh: beam.clone(),
            color,
            at: (from + to) / 2.0,
            scale: Vec2::new(d.length(), 2.5),
            angle: d.y.atan2(d.x),
        });
    }
    sync_parts(world, shapes);
}

/// When a merge's ships have closed in (as a part of its progress).
const MERGE_CLOSE: f32 = 0.55;

/// Offsets of up to five ships in a small wedge.
fn formation(n: usize) -> Vec<Vec2> {
    const SPOTS: [(f32, f32); 5] = [
        (0.0, 0.0),
        (-7.0, 8.0),
        (-7.0, -8.0),
        (-14.0, 16.0),
        (-14.0, -16.0),
    ];
    SPOTS[..n.min(5)]
        .iter()
        .map(|&(x, y)| Vec2::new(x, y))
        .collect()
}

/// Battles are drawn larger than a hex (ships, spacing, explosions): a moment to see
/// even with the whole board in view.
const BATTLE_SCALE: f32 = 1.8;

/// The battle's timing, as parts of its progress `t` (0 to 1).
const CLOSE_END: f32 = 0.3;
const FIRE_END: f32 = 0.68;

/// Where one side's drawn ships are and which of them are destroyed (and when).
struct Squadron {
    seat: Seat,
    /// -1: comes from the left and faces right; 1: the other way.
    side: f32,
    ships: Vec<Vec2>,
    /// For each drawn ship, when it explodes (None: it survives).
    dies_at: Vec<Option<f32>>,
    leaves: bool,
}

fn squadrons(layout: &BoardLayout, b: &BattleReport, t: f32) -> [Squadron; 2] {
    let p = layout.world(Hex::new(b.hex.0, b.hex.1));
    let close = (t / CLOSE_END).min(1.0);
    let gap = HEX_SIZE * (2.0 - 1.2 * close);
    let leave = ((t - FIRE_END) / (1.0 - FIRE_END)).clamp(0.0, 1.0);
    let make = |seat: Seat, side: f32, ships: u32| {
        let n = ships.clamp(1, 5) as usize;
        let lost = if b.retreated {
            0
        } else if b.winner == Some(seat) {
            b.winner_losses
        } else {
            b.loser_losses
        };
        // The drawn ships lost, in proportion, at least one when any ship was lost.
        let drawn_lost = if lost == 0 {
            0
        } else {
            ((lost as f32 / ships.max(1) as f32 * n as f32).round() as usize).clamp(1, n)
        };
        let loser = match b.winner {
            Some(w) => w != seat,
            None => true,
        };
        let leaves = if b.retreated { side > 0.0 } else { loser };
        let run = if b.retreated {
            ((t - CLOSE_END) / (1.0 - CLOSE_END)).clamp(0.0, 1.0)
        } else {
            leave
        };
        let away = if leaves { run * HEX_SIZE * 2.5 } else { 0.0 };
        let front = p + Vec2::new(side * (gap + away), 0.0);
        let ships_at = formation(n)
            .into_iter()
            .map(|o| front + Vec2::new(-side * o.x, o.y) * BATTLE_SCALE)
            .collect();
        let dies_at = (0..n)
            .map(|k| {
                // The front ships go first, a little apart.
                (k < drawn_lost).then(|| 0.42 + 0.22 * k as f32 / drawn_lost as f32)
            })
            .collect();
        Squadron {
            seat,
            side,
            ships: ships_at,
            dies_at,
            leaves,
        }
    };
    [
        make(b.attacker, -1.0, b.attacker_ships),
        make(b.defender, 1.0, b.defender_ships),
    ]
}

/// The mesh a seat's ships are drawn with.
type ShipOf<'a> = &'a dyn Fn(Seat) -> Handle<Mesh>;

/// Ships closing in, exploding when destroyed, the loser's survivors leaving.
fn battle_shapes(
    roster: &Roster,
    layout: &BoardLayout,
    b: &BattleReport,
    t: f32,
    squads: &[Squadron; 2],
    put: &mut impl FnMut(&Handle<Mesh>, Color, Vec2, f32, f32),
    (ship, disc, outline): (ShipOf<'_>, &Handle<Mesh>, &Handle<Mesh>),
) {
    // A dark backdrop so the fight reads over stars and terrain.
    let center = layout.world(Hex::new(b.hex.0, b.hex.1));
    let shade = (t / 0.1).min((1.0 - t) / 0.1).min(1.0) * 0.6;
    put(disc, faded(Color::BLACK, shade), center, 6.5, 0.0);
    for sq in squads {
        let facing = if sq.side < 0.0 {
            0.0
        } else {
            std::f32::consts::PI
        };
        let fade = if sq.leaves && t > FIRE_END {
            1.0 - (t - FIRE_END) / (1.0 - FIRE_END)
        } else {
            1.0
        };
        for (at, dies) in sq.ships.iter().zip(&sq.dies_at) {
            match dies {
                Some(when) if t >= *when => {
                    // The explosion: a flash, then a widening ring that fades.
                    let k = ((t - when) / 0.16).min(1.0);
                    if k < 1.0 {
                        put(
                            disc,
                            faded(Color::srgb(1.0, 0.85 - 0.5 * k, 0.2), 1.0 - k),
                            *at,
                            (0.25 + 0.5 * k) * BATTLE_SCALE,
                            0.0,
                        );
                        put(
                            outline,
                            faded(Color::srgb(1.0, 0.5, 0.1), 1.0 - k),
                            *at,
                            (0.2 + 0.5 * k) * BATTLE_SCALE,
                            0.0,
                        );
                    }
                }
                _ => {
                    put(
                        &ship(sq.seat),
                        faded(Color::BLACK, fade),
                        *at,
                        SHIP * 1.3,
                        facing - UP,
                    );
                    put(
                        &ship(sq.seat),
                        faded(seat_color(roster, Some(sq.seat)), fade),
                        *at,
                        SHIP,
                        facing - UP,
                    );
                }
            }
        }
    }
}

/// While the sides fire: short beams from living ships to the other side's.
fn battle_beams(
    roster: &Roster,
    b: &BattleReport,
    t: f32,
    squads: &[Squadron; 2],
) -> Vec<(Vec2, Vec2, Color)> {
    if b.retreated || !(CLOSE_END..FIRE_END).contains(&t) {
        return Vec::new();
    }
    let [a, d] = squads;
    let alive = |sq: &Squadron| -> Vec<Vec2> {
        sq.ships
            .iter()
            .zip(&sq.dies_at)
            .filter(|(_, dies)| dies.is_none_or(|w| t < w))
            .map(|(p, _)| *p)
            .collect()
    };
    let (from_a, from_d) = (alive(a), alive(d));
    let mut beams = Vec::new();
    // Each ship fires in pulses, its own beat apart from its neighbours'.
    for (shooters, targets, seat, phase) in [
        (&from_a, &from_d, a.seat, 0.0),
        (&from_d, &from_a, d.seat, 0.5),
    ] {
        for (k, from) in shooters.iter().enumerate() {
            let beat = (t * 14.0 + phase + k as f32 * 0.37).fract();
            if beat < 0.35 && !targets.is_empty() {
                let to = targets[(k + (t * 5.0) as usize) % targets.len()];
                beams.push((
                    *from,
                    to,
                    faded(lighter(seat_color(roster, Some(seat))), 0.9),
                ));
            }
        }
    }
    beams
}

/// The rules wait while something plays, and while the menu is open.
fn hold_gate(anim: Res<Animations>, settings: Res<ViewSettings>, mut gate: ResMut<RulesGate>) {
    let hold = anim.busy() || settings.menu_open;
    if gate.hold != hold {
        gate.hold = hold;
    }
}

/// The die of the decision being shown, the row it picked, and the battle result card.
fn dice_card(
    mut contexts: EguiContexts,
    anim: Res<Animations>,
    time: Res<Time>,
    roster: Res<crate::rules::table::Roster>,
    board: Option<Res<crate::rules::board::Board>>,
) -> Result {
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
            window(&crate::t!(
                "animation-roll-title",
                who = seat_name(&roster, d.seat)
            ))
            .show(ctx, |ui| {
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
                ui.strong(d.what.text());
                if *t >= 0.45
                    && let Some(row) = &d.table_row
                {
                    ui.label(row.text());
                }
                if *t >= 0.45 {
                    ui.label(crate::t!("animation-roll-result", result = &d.result));
                }
                ui.small(crate::t!("animation-skip-turn"));
            });
        }
        Step::Spawn { seat, hex, ships } => {
            let noun = roster.kind(*seat).map_or("ship", |k| k.piece_noun());
            let wormhole = board
                .as_ref()
                .is_some_and(|b| b.wormhole_hexes().any(|w| w == *hex));
            window(&crate::t!(
                "animation-spawn-title",
                who = seat_name(&roster, *seat)
            ))
            .show(ctx, |ui| {
                let what = if *ships == crate::rules::log::HIDDEN_SHIPS {
                    crate::t!("animation-spawn-hidden")
                } else {
                    crate::t!("animation-spawn-ships", n = *ships, noun = noun)
                };
                let place = crate::rules::board::hex_label(*hex);
                ui.label(if wormhole {
                    crate::t!("animation-spawn-at-wormhole", what = what, place = place)
                } else {
                    crate::t!("animation-spawn-at", what = what, place = place)
                });
            });
        }
        Step::Merge {
            seat,
            hex,
            joined,
            total,
        } => {
            window(&crate::t!(
                "animation-merge-title",
                who = seat_name(&roster, *seat)
            ))
            .show(ctx, |ui| {
                ui.label(crate::t!(
                    "animation-merge-text",
                    joined = *joined,
                    joined_ships = crate::t!("animation-ships", n = *joined),
                    hex = crate::rules::board::hex_label(*hex),
                    total_ships = crate::t!("animation-ships", n = *total)
                ));
            });
        }
        Step::Card { title, text, .. } => {
            window(title).show(ctx, |ui| {
                ui.set_width(300.0);
                ui.label(text);
                ui.small(crate::t!("animation-go-on"));
            });
        }
        Step::Battle(b) if *t > 0.5 => {
            window(&crate::t!("animation-battle-title")).show(ctx, |ui| {
                ui.set_width(300.0);
                let at = crate::rules::board::hex_label(Hex::new(b.hex.0, b.hex.1));
                let defenders = b
                    .allies
                    .iter()
                    .fold(seat_name(&roster, b.defender), |list, &s| {
                        crate::t!("animation-and", list = list, next = seat_name(&roster, s))
                    });
                if b.retreated {
                    // Fleets are revealed only if the defender stays: no numbers here.
                    ui.label(crate::t!(
                        "animation-battle-attack",
                        attacker = seat_name(&roster, b.attacker),
                        defenders = defenders.as_str(),
                        hex = at.as_str()
                    ));
                    ui.strong(crate::t!("animation-battle-retreated"));
                    return;
                }
                ui.label(crate::t!(
                    "animation-battle-attack-full",
                    attacker = seat_name(&roster, b.attacker),
                    attacker_ships = crate::t!("animation-ships", n = b.attacker_ships),
                    attacker_cv = b.attacker_cv,
                    defenders = defenders.as_str(),
                    defender_ships = crate::t!("animation-ships", n = b.defender_ships),
                    defender_cv = b.defender_cv,
                    hex = at.as_str()
                ));
                if !b.allies.is_empty() {
                    ui.label(crate::t!("animation-battle-allies"));
                }
                // A tie is decided by Military: the attacker wins it only with the higher.
                if b.attacker_cv == b.defender_cv && b.winner.is_some() {
                    ui.label(if b.winner == Some(b.attacker) {
                        crate::t!("animation-battle-tie-attacker")
                    } else {
                        crate::t!("animation-battle-tie-defenders")
                    });
                }
                match b.winner {
                    Some(w) if w == b.attacker => ui.strong(crate::t!(
                        "animation-battle-won",
                        winners = seat_name(&roster, w),
                        lost = crate::t!("animation-ships", n = b.loser_losses),
                        won = b.winner_losses
                    )),
                    Some(_) => ui.strong(crate::t!(
                        "animation-battle-won",
                        winners = defenders.as_str(),
                        lost = crate::t!("animation-ships", n = b.loser_losses),
                        won = b.winner_losses
                    )),
                    None => ui.strong(crate::t!("animation-battle-no-winner")),
                };
            });
        }
        _ => {}
    }
    Ok(())
}
