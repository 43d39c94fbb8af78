//! The desktop's sound: Bevy's audio player, fed the synthesised cues as WAV data.

use super::{Cue, Levels, PlayCue, synth};
use crate::view::state::ViewSettings;
use bevy::audio::{
    AudioPlayer, AudioSink, AudioSinkPlayback, AudioSource, PlaybackSettings, Volume,
};
use bevy::prelude::*;

/// Each cue, ready to play.
#[derive(Resource)]
struct Sounds(Vec<(Cue, Handle<AudioSource>)>);

/// The music, playing in a loop.
#[derive(Component)]
struct Music;

pub fn plugin(app: &mut App) {
    app.add_systems(Startup, make_sounds)
        .add_systems(Update, (play_cues, music_volume));
}

fn make_sounds(
    mut commands: Commands,
    mut sources: ResMut<Assets<AudioSource>>,
    settings: Res<ViewSettings>,
) {
    let sounds: Vec<(Cue, Handle<AudioSource>)> = Cue::ALL
        .iter()
        .map(|&cue| {
            let bytes = synth::wav(&synth::samples(cue));
            (
                cue,
                sources.add(AudioSource {
                    bytes: bytes.into(),
                }),
            )
        })
        .collect();
    if let Some((_, music)) = sounds.iter().find(|(c, _)| *c == Cue::Music) {
        commands.spawn((
            Music,
            AudioPlayer(music.clone()),
            PlaybackSettings::LOOP.with_volume(Volume::Linear(Levels::of(&settings).music)),
        ));
    }
    commands.insert_resource(Sounds(sounds));
}

fn play_cues(
    mut commands: Commands,
    mut cues: MessageReader<PlayCue>,
    sounds: Option<Res<Sounds>>,
    settings: Res<ViewSettings>,
) {
    let level = Levels::of(&settings).effects;
    let Some(sounds) = sounds else {
        cues.clear();
        return;
    };
    for PlayCue(cue) in cues.read() {
        if level <= 0.0 {
            continue;
        }
        if let Some((_, h)) = sounds.0.iter().find(|(c, _)| c == cue) {
            commands.spawn((
                AudioPlayer(h.clone()),
                PlaybackSettings::DESPAWN.with_volume(Volume::Linear(level)),
            ));
        }
    }
}

/// The music follows the volume settings as you move them.
fn music_volume(settings: Res<ViewSettings>, mut music: Query<&mut AudioSink, With<Music>>) {
    if !settings.is_changed() {
        return;
    }
    let level = Levels::of(&settings).music;
    for mut sink in &mut music {
        sink.set_volume(Volume::Linear(level));
    }
}
