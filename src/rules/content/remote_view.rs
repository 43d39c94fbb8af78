//! Remote view (Spirituality 2+): a number of looks per round at something hidden: a
//! face-down star counter, a face-down relic, or a fleet of a seat with lower
//! Spirituality. The Ancient Pyramids give one more look per round, at any fleet.

use super::relic;
use crate::lang::Says;
use crate::rules::board::hex_label;
use crate::rules::data::RulesData;
use crate::rules::model::*;
use crate::rules::narrate;
use crate::rules::snapshot;
use bevy::prelude::*;
use hexx::Hex;

pub use crate::rules::content_commands::ViewTarget;

/// The views used and what each seat has seen.
#[derive(Resource, Debug, Clone, Default)]
pub struct RemoteViews {
    /// (seat, round, views used).
    pub used: Vec<(Seat, u8, u32)>,
    /// The Pyramids' extra view used: (seat, round).
    pub pyramids_used: Vec<(Seat, u8)>,
    /// Face-down relics a seat has looked at (their star).
    pub seen_relics: Vec<(Seat, Entity)>,
    /// Fleets a seat has looked at, and in which round (the size may change after).
    pub seen_fleets: Vec<(Seat, Entity, u8)>,
}

impl RemoteViews {
    fn used(&self, seat: Seat, round: u8) -> u32 {
        self.used
            .iter()
            .find(|u| u.0 == seat && u.1 == round)
            .map_or(0, |u| u.2)
    }
    /// Whether `seat` knows the size of `fleet` this round.
    pub fn knows_fleet(&self, seat: Seat, fleet: Entity, round: u8) -> bool {
        self.seen_fleets.contains(&(seat, fleet, round))
    }
    pub fn knows_relic(&self, seat: Seat, star: Entity) -> bool {
        self.seen_relics.contains(&(seat, star))
    }
}

/// Views `seat` has left this round from Spirituality (`None`: unlimited).
pub fn views_left(world: &World, seat: Seat) -> Option<u32> {
    let level = world
        .resource::<Technology>()
        .level(seat, Field::Spirituality);
    let per_round = world.resource::<RulesData>().tech.remote_views(level)?;
    let round = narrate::current_round(world);
    let used = world.resource::<RemoteViews>().used(seat, round);
    Some(per_round.saturating_sub(used))
}

/// Whether `seat` still has the Pyramids' view this round.
fn pyramids_view(world: &mut World, seat: Seat) -> bool {
    let round = narrate::current_round(world);
    !relic::pyramids(world, seat).is_empty()
        && !world
            .resource::<RemoteViews>()
            .pyramids_used
            .contains(&(seat, round))
}

/// Everything `seat` could look at now, with whether only the Pyramids' view reaches it.
pub fn targets(world: &mut World, seat: Seat) -> Vec<(ViewTarget, bool)> {
    let round = narrate::current_round(world);
    let spirit_views = views_left(world, seat).is_none_or(|n| n > 0);
    let pyramids = pyramids_view(world, seat);
    if !spirit_views && !pyramids {
        return Vec::new();
    }
    let mut out = Vec::new();
    if spirit_views {
        let mut q = world.query::<(Entity, &Star, &Position, Option<&relic::Relic>)>();
        let stars: Vec<(Entity, Star, Hex, Option<relic::Relic>)> = q
            .iter(world)
            .map(|(e, s, p, r)| (e, s.clone(), p.0, r.copied()))
            .collect();
        let known = world.resource::<RemoteViews>().clone();
        for (e, s, h, r) in stars {
            if s.owner.is_none() && !s.revealed {
                out.push((ViewTarget::Star((h.x, h.y)), false));
            }
            if r.is_some_and(|r| !r.revealed) && !known.knows_relic(seat, e) {
                out.push((ViewTarget::Relic((h.x, h.y)), false));
            }
        }
    }
    let mine = world
        .resource::<Technology>()
        .level(seat, Field::Spirituality);
    let known = world.resource::<RemoteViews>().clone();
    for (e, f, _) in snapshot::all_fleets(world) {
        if f.owner == seat || known.knows_fleet(seat, e, round) {
            continue;
        }
        let theirs = world
            .resource::<Technology>()
            .level(f.owner, Field::Spirituality);
        let by_spirit = spirit_views && theirs < mine;
        if by_spirit || pyramids {
            out.push((
                ViewTarget::Fleet {
                    seat: f.owner,
                    letter: f.letter,
                },
                !by_spirit,
            ));
        }
    }
    out
}

/// Looks at `target` with a remote view of `seat` (refused with a reason, nothing
/// changed, when it cannot).
pub fn view(
    world: &mut World,
    seat: Seat,
    target: ViewTarget,
) -> Result<crate::lang::Says, crate::lang::Says> {
    let Some(&(_, pyramids_only)) = targets(world, seat).iter().find(|t| t.0 == target) else {
        return Err(match views_left(world, seat) {
            Some(0) => crate::says!("log-cont-view-none-left"),
            _ => crate::says!("log-cont-view-what"),
        });
    };
    let round = narrate::current_round(world);
    let mut views = world.resource_mut::<RemoteViews>();
    if pyramids_only {
        views.pyramids_used.push((seat, round));
    } else {
        match views.used.iter_mut().find(|u| u.0 == seat && u.1 == round) {
            Some(u) => u.2 += 1,
            None => views.used.push((seat, round, 1)),
        }
    }
    let seen = match target {
        ViewTarget::Star(at) => {
            let h = Hex::new(at.0, at.1);
            let mut q = world.query::<(Entity, &Star, &Position)>();
            let mut what = Says::default();
            let mut seen = Vec::new();
            for (e, s, p) in q.iter(world) {
                if p.0 == h {
                    seen.push(e);
                    let kind = match s.kind {
                        StarKind::Home => "home",
                        StarKind::Uninhabited => "uninhabited",
                        StarKind::Primitive => "primitive",
                        StarKind::Advanced => "advanced",
                    };
                    what = crate::says!(
                        "log-cont-view-star",
                        star = &*s.name,
                        at = hex_label(h),
                        kind = crate::says!("log-cont-star-kind", kind = kind)
                    );
                }
            }
            for e in seen {
                crate::rules::ships::modify::<Star>(world, e, |s| s.revealed = true);
            }
            what
        }
        ViewTarget::Relic(at) => {
            let h = Hex::new(at.0, at.1);
            match relic::on_board(world).into_iter().find(|x| x.1 == h) {
                Some((e, _, _, _, d)) => {
                    world
                        .resource_mut::<RemoteViews>()
                        .seen_relics
                        .push((seat, e));
                    crate::says!(
                        "log-cont-view-relic",
                        at = hex_label(h),
                        relic = Says::content("relic", &d.key, "name", &d.name)
                    )
                }
                None => Says::default(),
            }
        }
        ViewTarget::Fleet {
            seat: owner,
            letter,
        } => {
            let found = snapshot::all_fleets(world)
                .into_iter()
                .find(|(_, f, _)| f.owner == owner && f.letter == letter);
            match found {
                Some((e, f, h)) => {
                    world
                        .resource_mut::<RemoteViews>()
                        .seen_fleets
                        .push((seat, e, round));
                    let name = crate::rules::narrate::name_says(world, owner);
                    crate::says!(
                        "log-cont-view-fleet",
                        who = name,
                        letter = format!("{letter:?}"),
                        at = hex_label(h),
                        n = f.ships
                    )
                }
                None => Says::default(),
            }
        }
    };
    let who = crate::rules::narrate::name_says(world, seat);
    let how = if pyramids_only { "pyramids" } else { "own" };
    let text = seen.clone();
    narrate::log_seat_event(
        world,
        seat,
        None,
        crate::says!("log-cont-view", who = who, how = how, seen = seen),
    );
    Ok(text)
}

/// Registers the remote view: the command it answers and what its looks reveal (for the
/// undo barrier).
pub fn plugin(app: &mut App) {
    use crate::rules::hooks::AddHook;
    app.add_hook::<crate::rules::content_commands::RemoteLook>(view)
        .add_hook::<crate::rules::undo::Revealed>(|world| {
            world.get_resource::<RemoteViews>().map_or(0, |v| {
                v.used.iter().map(|u| u.2 as usize).sum::<usize>()
                    + v.pyramids_used.len()
                    + v.seen_relics.len()
                    + v.seen_fleets.len()
            })
        })
        // A relic or fleet looked at is no secret to the seat (its look-ahead keeps it).
        .add_hook::<crate::rules::secrets::Known>(|world, seat, e| {
            let round = narrate::current_round(world);
            world
                .get_resource::<RemoteViews>()
                .is_some_and(|v| v.knows_relic(seat, e) || v.knows_fleet(seat, e, round))
        });
}
