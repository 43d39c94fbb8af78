//! The browser's sound: Web Audio, started once the page has had a click or a key press
//! (browsers keep a page silent until then), fed the synthesised cues as sample buffers.

use super::{Cue, Levels, PlayCue, synth};
use crate::view::state::ViewSettings;
use bevy::prelude::*;
use std::cell::RefCell;
use web_sys::{AudioBuffer, AudioContext, AudioContextState, GainNode};

struct WebAudio {
    ctx: AudioContext,
    buffers: Vec<(Cue, AudioBuffer)>,
    music: Option<GainNode>,
}

thread_local! {
    // Web Audio objects live on the page's one thread.
    static AUDIO: RefCell<Option<WebAudio>> = const { RefCell::new(None) };
}

pub fn plugin(app: &mut App) {
    app.add_systems(Update, (wake_on_input, play_cues, music).chain());
}

/// The first click or key press makes the audio context (the page may sound now).
fn wake_on_input(mouse: Res<ButtonInput<MouseButton>>, keys: Res<ButtonInput<KeyCode>>) {
    if mouse.get_just_pressed().next().is_none() && keys.get_just_pressed().next().is_none() {
        return;
    }
    AUDIO.with(|a| {
        let mut a = a.borrow_mut();
        match a.as_ref() {
            Some(audio) => {
                if audio.ctx.state() == AudioContextState::Suspended {
                    let _ = audio.ctx.resume();
                }
            }
            None => *a = start(),
        }
    });
}

fn start() -> Option<WebAudio> {
    let ctx = AudioContext::new().ok()?;
    let buffers = Cue::ALL
        .iter()
        .filter_map(|&cue| {
            let samples = synth::samples(cue);
            let buffer = ctx
                .create_buffer(1, samples.len() as u32, synth::RATE as f32)
                .ok()?;
            buffer.copy_to_channel(&samples, 0).ok()?;
            Some((cue, buffer))
        })
        .collect();
    Some(WebAudio {
        ctx,
        buffers,
        music: None,
    })
}

fn play(audio: &WebAudio, cue: Cue, level: f32, looped: bool) -> Option<GainNode> {
    let (_, buffer) = audio.buffers.iter().find(|(c, _)| *c == cue)?;
    let source = audio.ctx.create_buffer_source().ok()?;
    source.set_buffer(Some(buffer));
    source.set_loop(looped);
    let gain = audio.ctx.create_gain().ok()?;
    gain.gain().set_value(level);
    source.connect_with_audio_node(&gain).ok()?;
    gain.connect_with_audio_node(&audio.ctx.destination())
        .ok()?;
    source.start().ok()?;
    Some(gain)
}

fn play_cues(mut cues: MessageReader<PlayCue>, settings: Res<ViewSettings>) {
    let level = Levels::of(&settings).effects;
    AUDIO.with(|a| {
        let a = a.borrow();
        for PlayCue(cue) in cues.read() {
            if let Some(audio) = a.as_ref()
                && level > 0.0
            {
                play(audio, *cue, level, false);
            }
        }
    });
}

/// The music starts with the sound and follows the volume settings.
fn music(settings: Res<ViewSettings>) {
    let level = Levels::of(&settings).music;
    AUDIO.with(|a| {
        let mut a = a.borrow_mut();
        let Some(audio) = a.as_mut() else { return };
        match &audio.music {
            None => audio.music = play(audio, Cue::Music, level, true),
            Some(gain) if settings.is_changed() => gain.gain().set_value(level),
            Some(_) => {}
        }
    });
}
