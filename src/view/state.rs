//! View state shared by several parts of the client: the board layout and its cached
//! looks, what the pointer hovers and what is selected, the camera's requests, and the
//! player's view settings. It depends on no other part of the view, so the parts that
//! read and write it never import each other for it.

use crate::rules::board::Reach;
use crate::rules::data::TokenShape;
use crate::rules::log::GameLog;
use crate::rules::model::FleetLetter;
use crate::rules::player::{CommandLog, TurnMoves};
use bevy::prelude::*;
use bevy::sprite_render::AlphaMode2d;
use hexx::{Hex, HexLayout};

#[derive(Resource)]
pub struct BoardLayout(pub HexLayout);

impl BoardLayout {
    pub fn world(&self, h: Hex) -> Vec2 {
        let p = self.0.hex_to_world_pos(h);
        Vec2::new(p.x, p.y)
    }

    pub fn hex_at(&self, p: Vec2) -> Hex {
        self.0.world_pos_to_hex(bevy::math::Vec2::new(p.x, p.y))
    }
}

/// Meshes and materials made once and reused by every redraw.
#[derive(Resource)]
pub struct Looks {
    pub hex: Handle<Mesh>,
    pub disc: Handle<Mesh>,
    pub dot: Handle<Mesh>,
    pub outline: Handle<Mesh>,
    /// A hexagon's edge, for highlighted hexes.
    pub hex_ring: Handle<Mesh>,
    /// The ring round a home star.
    pub home_ring: Handle<Mesh>,
    /// A soft light round a star (white; the material colours it).
    pub glow: Handle<Mesh>,
    /// A fleet counter, one unit square.
    pub tile: Handle<Mesh>,
    /// Each seat shape's token, one unit across, in [`TokenShape::ALL`]'s order.
    pub tokens: Vec<Handle<Mesh>>,
    /// A unit square, stretched into beams.
    pub beam: Handle<Mesh>,
    pub(super) materials: Vec<(Srgba, Handle<ColorMaterial>)>,
}

impl Looks {
    /// A material of one colour: see-through where its alpha is under 1. Meshes with a
    /// colour at each corner (glows, the sky) blend by those colours' alpha too.
    pub fn material(
        &mut self,
        color: Color,
        assets: &mut Assets<ColorMaterial>,
    ) -> Handle<ColorMaterial> {
        let key = color.to_srgba();
        if let Some((_, h)) = self.materials.iter().find(|(c, _)| *c == key) {
            return h.clone();
        }
        let h = assets.add(ColorMaterial {
            color,
            alpha_mode: if key.alpha < 1.0 {
                AlphaMode2d::Blend
            } else {
                AlphaMode2d::Opaque
            },
            ..default()
        });
        self.materials.push((key, h.clone()));
        h
    }

    pub fn token(&self, shape: TokenShape) -> Handle<Mesh> {
        let i = TokenShape::ALL
            .iter()
            .position(|&s| s == shape)
            .unwrap_or(0);
        self.tokens[i].clone()
    }
}

/// Changes whenever what the screen shows of the game does: every rule change writes to
/// the log, your moves and undos change the command log or the turn's move history, and
/// a hand-over changes whose knowledge is shown (another person's fleets, hidden before).
#[derive(Debug, Default, PartialEq, Eq, Clone, Copy)]
pub struct GameVersion {
    log: usize,
    commands: usize,
    moves: usize,
    knows: Option<crate::rules::model::Seat>,
}

impl GameVersion {
    pub fn of(world: &World) -> Self {
        GameVersion {
            log: world.resource::<GameLog>().entries.len(),
            commands: world.resource::<CommandLog>().0.len(),
            moves: world.resource::<TurnMoves>().history.len(),
            knows: secrets_for(world),
        }
    }
}

/// The board's extent in world units, set when the board is drawn.
#[derive(Resource, Debug, Clone, Copy, Default)]
pub struct BoardBounds {
    pub min: Vec2,
    pub max: Vec2,
}

/// Asks for the camera to be fitted to the board on the next frame.
#[derive(Resource, Debug, Default)]
pub struct FitRequest(pub bool);

/// Mouse drag state: a press that moved far enough is a drag, not a click.
#[derive(Resource, Debug, Default)]
pub struct Drag {
    pub travelled: f32,
    pub dragging: bool,
}

/// The hex under the pointer and what it holds, in words.
#[derive(Resource, Debug, Clone, Default)]
pub struct Hover {
    pub hex: Option<Hex>,
    pub info: Vec<String>,
}

/// Your selected ships: the unmoved pieces at a hex, or one of your fleets there.
#[derive(Resource, Debug, Clone, Default)]
pub struct Selection {
    pub hex: Option<Hex>,
    pub fleet: Option<FleetLetter>,
    /// How many pieces to move (pieces only).
    pub count: u32,
    pub reach: Option<Reach>,
    /// Bumped on every change, so the overlay knows when to redraw.
    pub generation: u64,
}

impl Selection {
    pub fn clear(&mut self) {
        let g = self.generation + 1;
        *self = Selection::default();
        self.generation = g;
    }
}

/// What happened to the last command: shown under the prompt.
#[derive(Resource, Debug, Clone, Default)]
pub struct Feedback {
    /// Written out when shown: a change of language rewrites it.
    pub text: crate::lang::Says,
    pub ok: bool,
}

/// How fast automa turns are shown. Instant plays the same rules without waiting.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
pub enum Speed {
    Slow,
    #[default]
    Normal,
    Fast,
    Instant,
}

impl Speed {
    pub const ALL: [Speed; 4] = [Speed::Slow, Speed::Normal, Speed::Fast, Speed::Instant];

    pub fn name(self) -> String {
        match self {
            Speed::Slow => crate::t!("state-speed-slow"),
            Speed::Normal => crate::t!("state-speed-normal"),
            Speed::Fast => crate::t!("state-speed-fast"),
            Speed::Instant => crate::t!("state-speed-instant"),
        }
    }

    /// Multiplier on every animation's duration (0 = no animation).
    pub fn factor(self) -> f32 {
        match self {
            Speed::Slow => 2.0,
            Speed::Normal => 1.0,
            Speed::Fast => 0.4,
            Speed::Instant => 0.0,
        }
    }
}

#[derive(Resource, Debug, Clone)]
pub struct ViewSettings {
    pub speed: Speed,
    /// Size of the panels and text (egui zoom).
    pub ui_scale: f32,
    pub show_help: bool,
    /// The board's legend, unfolded.
    pub show_legend: bool,
    /// A hint for what to do next under each question.
    pub hints: bool,
    /// Sound: the overall volume, each part's share of it (0-1), and mute.
    pub volume: f32,
    pub effects_volume: f32,
    pub music_volume: f32,
    pub muted: bool,
    /// On the game-over screen: the final board and log instead of the results.
    pub review: bool,
    pub show_decisions: bool,
    /// The in-game menu (resume, return to the title, quit).
    pub menu_open: bool,
    /// The title screen has offered the guided first game (shown once, on a first run).
    pub guide_offered: bool,
}

impl Default for ViewSettings {
    fn default() -> Self {
        ViewSettings {
            speed: Speed::Normal,
            ui_scale: 1.0,
            show_help: false,
            show_legend: false,
            hints: true,
            volume: 0.7,
            effects_volume: 1.0,
            music_volume: 0.6,
            muted: false,
            review: false,
            show_decisions: true,
            menu_open: false,
            guide_offered: false,
        }
    }
}

/// Who holds the device in a game of several people at one screen (hot-seat): the
/// person the screen shows, and the one it is being passed to (a cover hides the game
/// until they take it).
#[derive(Resource, Debug, Clone, Default, PartialEq, Eq)]
pub struct Screenholder {
    /// The person whose side the screen shows (none before the first hand-over: the
    /// first person at the table).
    pub seat: Option<crate::rules::model::Seat>,
    /// The person the device is being passed to.
    pub passing_to: Option<crate::rules::model::Seat>,
}

impl Screenholder {
    /// Whether the device is being passed on (the cover is up).
    pub fn is_passing(&self) -> bool {
        self.passing_to.is_some()
    }
}

/// The seat whose screen this is: the person holding the device, else the first person
/// who plays at it (the first person at the table when the policy plays them all).
pub fn viewer(world: &World) -> crate::rules::model::Seat {
    world
        .get_resource::<Screenholder>()
        .and_then(|h| h.seat)
        .or_else(|| people_at_device(world).next())
        .unwrap_or_else(|| crate::rules::table::human(world))
}

/// The people who play at this device: every person the built-in policy does not play.
pub fn people_at_device(world: &World) -> impl Iterator<Item = crate::rules::model::Seat> + '_ {
    world
        .resource::<crate::rules::table::Roster>()
        .humans()
        .filter(move |&s| !played_by_policy(world, s))
}

/// Whether the game's setup gives this seat to the built-in policy.
pub fn played_by_policy(world: &World, seat: crate::rules::model::Seat) -> bool {
    let key = world.resource::<crate::rules::table::Roster>().key(seat);
    world
        .get_resource::<crate::rules::setup::GameConfig>()
        .is_some_and(|c| c.policy.iter().any(|k| k == key))
}

/// Whether the device is being passed on (the game is hidden until it is taken).
pub fn passing(world: &World) -> bool {
    world
        .get_resource::<Screenholder>()
        .is_some_and(Screenholder::is_passing)
}

/// Whose knowledge the log, the panels and the animations show: the viewer's while the
/// game runs, everyone's once it is over (the face-down fleets are then told).
pub fn secrets_for(world: &World) -> Option<crate::rules::model::Seat> {
    if world.contains_resource::<crate::rules::phases::FinalResult>() {
        None
    } else {
        Some(viewer(world))
    }
}

/// The built-in policy answers your prompts while this is on.
#[derive(Resource, Default)]
pub struct AutoPlay {
    pub on: bool,
    pub step_once: bool,
}

/// What the last save or load came to, for the menu and the title screen.
#[derive(Resource, Debug, Clone, Default)]
pub struct SaveStatus {
    pub message: Option<(bool, String)>,
}

/// The named save this game was loaded from or last saved as (`None`: not saved under
/// a name): the menu's save box offers it.
#[derive(Resource, Debug, Clone, Default)]
pub struct SlotName(pub Option<String>);

/// The coach's window: still thinking, or its advice (or why there is none).
#[derive(Resource, Debug, Clone)]
pub enum Shown {
    /// Playing out futures since then (seconds of the app's clock), for the advice at
    /// this many commands played.
    Thinking {
        since: f64,
        for_commands: usize,
    },
    Done(Result<crate::sim::strong::coach::Advice, String>),
}

/// Asked for with the Suggest button or P.
#[derive(Resource, Debug, Clone, Copy)]
pub struct Asked;

/// Whether this game is played hot-seat: two people or more at the device.
pub fn hot_seat(world: &World) -> bool {
    people_at_device(world).nth(1).is_some()
}

/// A run condition: the game shows (nobody is being handed the device).
pub fn not_passing(holder: Option<Res<Screenholder>>) -> bool {
    !passing_on(holder)
}

/// A run condition: the device is being passed on (the cover is up).
pub fn passing_on(holder: Option<Res<Screenholder>>) -> bool {
    holder.is_some_and(|h| h.is_passing())
}

/// Whether the guide is on screen (hints step aside for it).
pub fn guide_showing(world: &World) -> bool {
    world
        .get_resource::<crate::rules::tutorial::Guide>()
        .is_some_and(|g| !g.left)
}

/// Save the window to `path` at frame `at` (or, with `at_battle`, as the first battle
/// animation opens fire, `at` being the deadline), then exit a few frames later.
#[derive(Resource, Debug, Clone)]
pub struct ScriptedCapture {
    pub path: std::path::PathBuf,
    pub at: u32,
    pub at_battle: bool,
    /// With autoplay: save as the first merge of forces closes in (`at` the deadline).
    pub at_merge: bool,
    /// With autoplay: stop playing for you at your growth resolution from round 2 and
    /// picture that panel (`at` being the deadline).
    pub at_growth: bool,
    /// Open the new-game screen instead of the title (to picture it).
    pub new_game_screen: bool,
}

/// Start straight into a game (scripted runs and `--seed` on the command line).
#[derive(Resource, Debug, Clone, Copy)]
pub struct StartDirectly(pub bool);

/// How many games this window has started (new or loaded): a panel that should open at
/// its top for each game keys its scroll position on it.
#[derive(Resource, Debug, Clone, Copy, Default)]
pub struct GameNumber(pub u32);

/// The board's area between the game screen's panels this frame, in egui points, with
/// egui's pixels per point; `None` where those panels are not drawn.
///
/// The panels live on egui's background layer, as the board does, and are laid out in a
/// root of our own: egui itself cannot tell a pointer over them from one over the board
/// (its `is_pointer_over_egui` says no over a panel), so the board's input asks here.
#[derive(Resource, Debug, Clone, Copy, Default)]
pub struct BoardArea(pub Option<(bevy_egui::egui::Rect, f32)>);

impl BoardArea {
    /// Whether the pointer belongs to a panel or window rather than to the board: egui
    /// wants it, or it is outside the board's area.
    pub fn pointer_on_ui(&self, wants: &bevy_egui::input::EguiWantsInput, window: &Window) -> bool {
        if wants.wants_any_pointer_input() {
            return true;
        }
        let (Some((area, per_point)), Some(at)) = (self.0, window.physical_cursor_position())
        else {
            return false;
        };
        let at = bevy_egui::egui::pos2(at.x / per_point, at.y / per_point);
        !area.contains(at)
    }
}
