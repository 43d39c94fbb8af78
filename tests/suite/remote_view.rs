//! Remote view: views per round by Spirituality, what they can look at (face-down star
//! and relic counters, fleets of lower Spirituality), and the Pyramids' extra view.

use crate::common;
use bevy::prelude::*;
use common::*;
use galactic_automa::rules::content::remote_view::{RemoteViews, ViewTarget, targets, views_left};
use galactic_automa::rules::model::*;
use galactic_automa::rules::phases::GamePhase;
use galactic_automa::rules::player::*;
use galactic_automa::sim::scenario::Scenario;

fn look(app: &mut App, t: ViewTarget) -> Result<String, String> {
    apply_command_as(app.world_mut(), Seat::PLAYER, PlayerCommand::RemoteView(t))
        .map(|s| s.english())
        .map_err(|e| e.english())
}

/// Your trading turn with the generated (face-down) stars kept.
fn position(spirituality: u8) -> Scenario {
    let mut sc = clean(GamePhase::Trading);
    sc.replace_stars = false;
    sc.technology = vec![(Seat::PLAYER, [1, spirituality, 1, 1, 1])];
    sc
}

#[test]
fn spirituality_gives_views_per_round() {
    let mut app = table(&position(1));
    assert_eq!(views_left(app.world(), Seat::PLAYER), Some(0));
    assert!(targets(app.world_mut(), Seat::PLAYER).is_empty());
    assert!(look(&mut app, ViewTarget::Star((4, 5))).is_err());

    let mut app = table(&position(3));
    assert_eq!(views_left(app.world(), Seat::PLAYER), Some(2));
    let stars: Vec<ViewTarget> = targets(app.world_mut(), Seat::PLAYER)
        .into_iter()
        .filter_map(|(t, _)| matches!(t, ViewTarget::Star(_)).then_some(t))
        .collect();
    assert!(stars.len() >= 3, "face-down stars to look at");
    let seen = look(&mut app, stars[0]).unwrap();
    assert!(seen.contains(" is "), "{seen}");
    let ViewTarget::Star(at) = stars[0] else {
        unreachable!()
    };
    let revealed = app
        .world_mut()
        .query::<(&Star, &Position)>()
        .iter(app.world())
        .any(|(s, p)| (p.0.x, p.0.y) == at && s.revealed);
    assert!(revealed);
    // A looked-at star is no longer a target; two views, then none.
    assert!(
        !targets(app.world_mut(), Seat::PLAYER)
            .iter()
            .any(|t| t.0 == stars[0])
    );
    look(&mut app, stars[1]).unwrap();
    assert_eq!(views_left(app.world(), Seat::PLAYER), Some(0));
    assert!(
        look(&mut app, stars[2])
            .unwrap_err()
            .contains("no remote view left")
    );
}

#[test]
fn fleets_of_lower_spirituality_and_the_pyramids_view() {
    let mut sc = clean(GamePhase::Trading);
    sc.technology = vec![
        (Seat::PLAYER, [1, 2, 1, 1, 1]),
        (Seat::SLAVERS, [1, 2, 1, 1, 1]),
    ];
    sc.fleets = vec![fleet(Seat::SLAVERS, FleetLetter::B, (3, 0), 4)];
    let b = ViewTarget::Fleet {
        seat: Seat::SLAVERS,
        letter: FleetLetter::B,
    };
    let mut app = table(&sc);
    assert!(look(&mut app, b).is_err(), "same Spirituality: hidden");
    // With the Pyramids: one look at any fleet.
    let mut p = star((2, 0), StarKind::Uninhabited, Some(Seat::PLAYER), 1);
    p.relic = Some("pyramids".into());
    sc.stars.push(p);
    let mut app = table(&sc);
    let seen = look(&mut app, b).unwrap();
    assert!(seen.contains("4 ships"), "{seen}");
    assert_eq!(
        views_left(app.world(), Seat::PLAYER),
        Some(1),
        "Spirituality's view kept"
    );
    // Lower Spirituality: seen with a Spirituality view.
    sc.stars.pop();
    sc.technology = vec![
        (Seat::PLAYER, [1, 3, 1, 1, 1]),
        (Seat::SLAVERS, [1, 2, 1, 1, 1]),
    ];
    let mut app = table(&sc);
    look(&mut app, b).unwrap();
    let round = app.world().resource::<Round>().0;
    let views = app.world().resource::<RemoteViews>();
    assert_eq!(views.seen_fleets.len(), 1);
    assert!(
        views
            .seen_fleets
            .iter()
            .all(|f| f.0 == Seat::PLAYER && f.2 == round)
    );
}

#[test]
fn a_face_down_relic_can_be_looked_at() {
    let mut sc = position(2);
    let mut s = star((5, 5), StarKind::Advanced, None, 0);
    s.relic = Some("death-ray".into());
    sc.stars.push(s);
    let mut app = table(&sc);
    let seen = look(&mut app, ViewTarget::Relic((5, 5))).unwrap();
    assert!(seen.contains("Planetary Death Ray"), "{seen}");
    assert_eq!(app.world().resource::<RemoteViews>().seen_relics.len(), 1);
}
