//! Hook points: where content (stories, goals, cards, relics, peoples) and automa kinds
//! plug into the shared rules without the shared rules naming them.
//!
//! A shared verb that a piece of content may change declares a *hook point* beside
//! itself: a marker type whose [`HookPoint::Fn`] says what a hook there is given and
//! answers (a level cap, an extra ship to gain a star, a listener of a fact...). Content
//! registers its functions at that point from its plugin ([`AddHook::add_hook`]); the
//! verb asks every function registered there ([`hooked`]) and combines the answers as its
//! rule says (the lowest cap, the sum of extra ships, the first rule that applies).
//!
//! Hooks are registered once, when the app is built, and live across games: the per-game
//! state they read is the world's.

use bevy::prelude::*;

/// A place in the shared rules that content may hook into. `Fn` is the function type a
/// hook there has (a plain `fn` pointer: hooks hold no state of their own).
pub trait HookPoint: Send + Sync + 'static {
    type Fn: Copy + Send + Sync + 'static;
}

/// The functions registered at one hook point, in registration order. Shared: a verb
/// that calls hooks with the world mutable takes the list out by a cheap copy of the
/// pointer, not of the list.
#[derive(Resource)]
pub struct Hooks<H: HookPoint>(std::sync::Arc<[H::Fn]>);

impl<H: HookPoint> Default for Hooks<H> {
    fn default() -> Self {
        Hooks(std::sync::Arc::from([]))
    }
}

/// The functions registered at `H` (none when nothing registered there).
pub fn hooked<H: HookPoint>(world: &World) -> &[H::Fn] {
    world.get_resource::<Hooks<H>>().map_or(&[], |h| &h.0)
}

/// The functions registered at `H`, held apart from the world, for hooks that take the
/// world mutably.
pub fn hooked_mut<H: HookPoint>(world: &World) -> std::sync::Arc<[H::Fn]> {
    world
        .get_resource::<Hooks<H>>()
        .map_or_else(|| std::sync::Arc::from([]), |h| h.0.clone())
}

/// Registers `f` at the hook point `H` of a world.
pub fn register<H: HookPoint>(world: &mut World, f: H::Fn) {
    let mut hooks = world.get_resource_or_init::<Hooks<H>>();
    let mut list = hooks.0.to_vec();
    list.push(f);
    hooks.0 = list.into();
}

/// Registering hooks from a plugin.
pub trait AddHook {
    /// Registers `f` at the hook point `H`.
    fn add_hook<H: HookPoint>(&mut self, f: H::Fn) -> &mut Self;
}

impl AddHook for App {
    fn add_hook<H: HookPoint>(&mut self, f: H::Fn) -> &mut Self {
        register::<H>(self.world_mut(), f);
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Cap;
    impl HookPoint for Cap {
        type Fn = fn(&World, u8) -> u8;
    }

    #[test]
    fn every_registered_hook_is_asked_in_order() {
        let mut world = World::new();
        assert!(hooked::<Cap>(&world).is_empty(), "nothing registered yet");
        register::<Cap>(&mut world, |_, x| x + 1);
        register::<Cap>(&mut world, |_, x| x * 10);
        let answers: Vec<u8> = hooked::<Cap>(&world).iter().map(|f| f(&world, 2)).collect();
        assert_eq!(answers, vec![3, 20]);
    }
}
