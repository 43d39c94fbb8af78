use super::*;

#[test]
fn a_key_two_actions_would_share_is_refused_and_nothing_changes() {
    let mut map = KeyMap::default();
    let before = map.clone().stored();
    // L shows the legend in a game: the skip key may not take it.
    let refused = map.bind(Action::SkipTurn, 0, Binding::plain(KeyCode::KeyL));
    assert!(refused.is_err());
    assert_eq!(map.stored(), before);
    // M mutes everywhere: no game key may have it, and no screen key either.
    assert!(
        map.bind(Action::Legend, 0, Binding::plain(KeyCode::KeyM))
            .is_err()
    );
    assert!(
        map.bind(Action::Guide, 0, Binding::plain(KeyCode::KeyM))
            .is_err()
    );
    // N answers no in a game and starts one on the title: they never meet.
    assert_eq!(map.keys(Action::No), map.keys(Action::NewGame));
    // A free key is taken, in place of the first.
    map.bind(Action::Legend, 0, Binding::plain(KeyCode::KeyK))
        .unwrap();
    assert_eq!(map.keys(Action::Legend), &[Binding::plain(KeyCode::KeyK)]);
    // Ctrl+L is not L.
    map.bind(
        Action::SkipTurn,
        1,
        Binding {
            key: KeyCode::KeyL,
            ctrl: true,
        },
    )
    .unwrap();
}

#[test]
fn the_menu_key_keeps_one_key_and_a_full_action_takes_no_more() {
    let mut map = KeyMap::default();
    assert!(map.unbind(Action::Back, 0).is_err());
    assert_eq!(map.keys(Action::Back).len(), 1);
    map.bind(Action::Undo, 2, Binding::plain(KeyCode::KeyQ))
        .unwrap();
    assert_eq!(map.keys(Action::Undo).len(), MAX_KEYS);
    assert!(
        map.bind(Action::Undo, MAX_KEYS, Binding::plain(KeyCode::KeyJ))
            .is_err()
    );
    map.unbind(Action::Legend, 0).unwrap();
    assert!(map.keys(Action::Legend).is_empty());
}

#[test]
fn the_defaults_share_no_key_where_they_meet() {
    let map = KeyMap::default();
    for &a in ALL {
        for b in map.keys(a) {
            assert_eq!(map.taken_by(a, b), None, "{a:?} and another share {b:?}");
        }
    }
}

#[test]
fn kept_keys_read_back_and_a_hand_edited_file_cannot_break_them() {
    let mut map = KeyMap::default();
    // Swap two keys: each is free only once the other moved.
    map.unbind(Action::Legend, 0).unwrap();
    map.bind(Action::Decisions, 0, Binding::plain(KeyCode::KeyL))
        .unwrap();
    map.bind(Action::Legend, 0, Binding::plain(KeyCode::Tab))
        .unwrap();
    let kept = map.stored();
    let text = ron::to_string(&kept).unwrap();
    let mut again = KeyMap::default();
    assert!(again.load(&ron::from_str(&text).unwrap()).is_empty());
    assert_eq!(again.keys(Action::Decisions), map.keys(Action::Decisions));
    assert_eq!(again.keys(Action::Legend), map.keys(Action::Legend));

    let mut edited = StoredKeys::default();
    edited
        .changed
        .insert("no-such-action".into(), vec!["KeyQ".into()]);
    edited
        .changed
        .insert("legend".into(), vec!["KeyM".into(), "Nonsense".into()]);
    edited.changed.insert("back".into(), vec![]);
    edited.printed.insert("KeyY".into(), "Z".into());
    edited.printed.insert("KeyQ".into(), "far too long".into());
    let mut map = KeyMap::default();
    let problems = map.load(&edited);
    assert_eq!(problems.len(), 3, "{problems:?}");
    // M stays the mute key; the menu key keeps Esc.
    assert!(map.keys(Action::Legend).is_empty());
    assert_eq!(map.keys(Action::Back), &[Binding::plain(KeyCode::Escape)]);
    assert_eq!(map.binding_label(&Binding::plain(KeyCode::KeyY)), "Z");
    assert_eq!(map.binding_label(&Binding::plain(KeyCode::KeyQ)), "Q");
}

#[test]
fn a_key_pressed_fires_its_action_only_with_the_ctrl_it_was_bound_with() {
    let map = KeyMap::default();
    let mut keys = ButtonInput::<KeyCode>::default();
    keys.press(KeyCode::KeyU);
    assert!(map.just_pressed(Action::Undo, &keys));
    assert!(!map.just_pressed(Action::Legend, &keys));
    let mut keys = ButtonInput::<KeyCode>::default();
    keys.press(KeyCode::ControlLeft);
    keys.press(KeyCode::KeyZ);
    assert!(map.just_pressed(Action::UndoCommand, &keys));
    assert!(!map.just_pressed(Action::Undo, &keys));
    let mut keys = ButtonInput::<KeyCode>::default();
    keys.press(KeyCode::ControlLeft);
    keys.press(KeyCode::KeyL);
    assert!(!map.just_pressed(Action::Legend, &keys));
}
