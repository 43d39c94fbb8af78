//! Every shortcut of the game as an action: its name in the settings file, where it
//! works, and the keys it has until the player changes them.

use super::Binding;
use bevy::prelude::KeyCode;

/// Something a key does.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Action {
    Back,
    Confirm,
    Help,
    Fullscreen,
    Screenshot,
    Mute,
    PanUp,
    PanDown,
    PanLeft,
    PanRight,
    ZoomIn,
    ZoomOut,
    FitBoard,
    EndTurn,
    Undo,
    UndoCommand,
    Yes,
    No,
    Suggest,
    SkipTurn,
    SpeedSlow,
    SpeedNormal,
    SpeedFast,
    SpeedInstant,
    Decisions,
    Legend,
    Review,
    Continue,
    NewGame,
    Guide,
    Tables,
}

/// Where an action's keys are heard. Two actions may share a key only when their scopes
/// never meet (the title's N starts a game; in a game N answers no).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Scope {
    /// On every screen.
    Everywhere,
    /// In a game (and on its game-over screen).
    Game,
    /// The title and new-game screens.
    Screens,
}

impl Scope {
    pub fn meets(self, other: Scope) -> bool {
        self == other || self == Scope::Everywhere || other == Scope::Everywhere
    }
}

/// Every action, in the order the keys page lists them.
pub const ALL: &[Action] = &[
    Action::Back,
    Action::Confirm,
    Action::Help,
    Action::Fullscreen,
    Action::Screenshot,
    Action::Mute,
    Action::PanUp,
    Action::PanDown,
    Action::PanLeft,
    Action::PanRight,
    Action::ZoomIn,
    Action::ZoomOut,
    Action::FitBoard,
    Action::EndTurn,
    Action::Undo,
    Action::UndoCommand,
    Action::Yes,
    Action::No,
    Action::Suggest,
    Action::SkipTurn,
    Action::SpeedSlow,
    Action::SpeedNormal,
    Action::SpeedFast,
    Action::SpeedInstant,
    Action::Decisions,
    Action::Legend,
    Action::Review,
    Action::Continue,
    Action::NewGame,
    Action::Guide,
    Action::Tables,
];

/// An action may have at most this many keys.
pub const MAX_KEYS: usize = 3;

impl Action {
    /// Its name in the settings file (and in its message keys).
    pub fn id(self) -> &'static str {
        use Action::*;
        match self {
            Back => "back",
            Confirm => "confirm",
            Help => "help",
            Fullscreen => "fullscreen",
            Screenshot => "screenshot",
            Mute => "mute",
            PanUp => "pan-up",
            PanDown => "pan-down",
            PanLeft => "pan-left",
            PanRight => "pan-right",
            ZoomIn => "zoom-in",
            ZoomOut => "zoom-out",
            FitBoard => "fit-board",
            EndTurn => "end-turn",
            Undo => "undo",
            UndoCommand => "undo-command",
            Yes => "yes",
            No => "no",
            Suggest => "suggest",
            SkipTurn => "skip-turn",
            SpeedSlow => "speed-slow",
            SpeedNormal => "speed-normal",
            SpeedFast => "speed-fast",
            SpeedInstant => "speed-instant",
            Decisions => "decisions",
            Legend => "legend",
            Review => "review",
            Continue => "continue",
            NewGame => "new-game",
            Guide => "guide",
            Tables => "tables",
        }
    }

    pub fn from_id(id: &str) -> Option<Action> {
        ALL.iter().copied().find(|a| a.id() == id)
    }

    pub fn scope(self) -> Scope {
        use Action::*;
        match self {
            Back | Confirm | Help | Fullscreen | Screenshot | Mute => Scope::Everywhere,
            Continue | NewGame | Guide | Tables => Scope::Screens,
            _ => Scope::Game,
        }
    }

    /// Whether the action must keep a key (without one a player could not reach the
    /// menu or answer a dialog from the keyboard).
    pub fn needs_a_key(self) -> bool {
        matches!(self, Action::Back | Action::Confirm)
    }

    /// What it does, in the player's language.
    pub fn words(self) -> String {
        use Action::*;
        match self {
            Back => crate::t!("keys-action-back"),
            Confirm => crate::t!("keys-action-confirm"),
            Help => crate::t!("keys-action-help"),
            Fullscreen => crate::t!("keys-action-fullscreen"),
            Screenshot => crate::t!("keys-action-screenshot"),
            Mute => crate::t!("keys-action-mute"),
            PanUp => crate::t!("keys-action-pan-up"),
            PanDown => crate::t!("keys-action-pan-down"),
            PanLeft => crate::t!("keys-action-pan-left"),
            PanRight => crate::t!("keys-action-pan-right"),
            ZoomIn => crate::t!("keys-action-zoom-in"),
            ZoomOut => crate::t!("keys-action-zoom-out"),
            FitBoard => crate::t!("keys-action-fit-board"),
            EndTurn => crate::t!("keys-action-end-turn"),
            Undo => crate::t!("keys-action-undo"),
            UndoCommand => crate::t!("keys-action-undo-command"),
            Yes => crate::t!("keys-action-yes"),
            No => crate::t!("keys-action-no"),
            Suggest => crate::t!("keys-action-suggest"),
            SkipTurn => crate::t!("keys-action-skip-turn"),
            SpeedSlow => crate::t!("keys-action-speed-slow"),
            SpeedNormal => crate::t!("keys-action-speed-normal"),
            SpeedFast => crate::t!("keys-action-speed-fast"),
            SpeedInstant => crate::t!("keys-action-speed-instant"),
            Decisions => crate::t!("keys-action-decisions"),
            Legend => crate::t!("keys-action-legend"),
            Review => crate::t!("keys-action-review"),
            Continue => crate::t!("keys-action-continue"),
            NewGame => crate::t!("keys-action-new-game"),
            Guide => crate::t!("keys-action-guide"),
            Tables => crate::t!("keys-action-tables"),
        }
    }

    /// The keys it has before the player changes them.
    pub fn defaults(self) -> Vec<Binding> {
        use Action::*;
        use KeyCode as K;
        let keys: &[KeyCode] = match self {
            Back => &[K::Escape],
            Confirm => &[K::Enter, K::NumpadEnter],
            Help => &[K::F1, K::KeyH],
            Fullscreen => &[K::F11],
            Screenshot => &[K::F12],
            Mute => &[K::KeyM],
            PanUp => &[K::KeyW, K::ArrowUp],
            PanDown => &[K::KeyS, K::ArrowDown],
            PanLeft => &[K::KeyA, K::ArrowLeft],
            PanRight => &[K::KeyD, K::ArrowRight],
            ZoomIn => &[K::Equal, K::NumpadAdd],
            ZoomOut => &[K::Minus, K::NumpadSubtract],
            FitBoard => &[K::KeyF],
            EndTurn => &[K::KeyE],
            Undo => &[K::KeyU, K::Backspace],
            UndoCommand => &[],
            Yes => &[K::KeyY],
            No => &[K::KeyN],
            Suggest => &[K::KeyP],
            SkipTurn => &[K::Space],
            SpeedSlow => &[K::Digit1],
            SpeedNormal => &[K::Digit2],
            SpeedFast => &[K::Digit3],
            SpeedInstant => &[K::Digit4],
            Decisions => &[K::Tab],
            Legend => &[K::KeyL],
            Review => &[K::KeyB],
            Continue => &[K::KeyC],
            NewGame => &[K::KeyN],
            Guide => &[K::KeyG],
            Tables => &[K::KeyT],
        };
        let mut out: Vec<Binding> = keys.iter().map(|&k| Binding::plain(k)).collect();
        if self == UndoCommand {
            out.push(Binding {
                key: K::KeyZ,
                ctrl: true,
            });
        }
        out
    }
}
