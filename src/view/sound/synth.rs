//! Every sound of the game, synthesised when the game starts: no audio file is shipped
//! or downloaded, and the sounds are ours (sines, filtered noise and envelopes).
//! Each cue is mono samples in -1..1 at [`RATE`]; the same seed gives the same sound.

use std::f32::consts::TAU;

/// Samples per second: plenty for these sounds, and half the memory of 44.1 kHz.
pub const RATE: u32 = 22_050;

/// What the game plays.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Cue {
    /// An automa's die rolling on the table.
    Dice,
    /// Ships flying.
    Move,
    /// Ships coming out of a wormhole.
    Spawn,
    /// A battle: ships closing in, firing, explosions.
    Battle,
    /// Destiny points scored.
    Score,
    /// A card of text appearing.
    Note,
    /// A button pressed.
    Click,
    /// An action the rules refused.
    Refusal,
    /// The quiet music under the game, made to loop.
    Music,
}

impl Cue {
    pub const ALL: [Cue; 9] = [
        Cue::Dice,
        Cue::Move,
        Cue::Spawn,
        Cue::Battle,
        Cue::Score,
        Cue::Note,
        Cue::Click,
        Cue::Refusal,
        Cue::Music,
    ];
}

/// The samples of a cue.
pub fn samples(cue: Cue) -> Vec<f32> {
    let mut out = match cue {
        Cue::Dice => dice(),
        Cue::Move => whoosh(0.45, 0.5),
        Cue::Spawn => spawn(),
        Cue::Battle => battle(),
        Cue::Score => chime(&[523.25, 659.25, 783.99], 0.11, 0.9, 5.0),
        Cue::Note => chime(&[880.0], 0.0, 0.3, 15.0),
        Cue::Click => click(),
        Cue::Refusal => refusal(),
        Cue::Music => music(),
    };
    // Loud enough, never clipping: the player's volume does the rest.
    let peak = out.iter().fold(0.0f32, |m, s| m.max(s.abs()));
    let target = if cue == Cue::Music { 0.5 } else { 0.85 };
    if peak > 0.0 {
        let gain = target / peak;
        for s in &mut out {
            *s *= gain;
        }
    }
    out
}

fn len(seconds: f32) -> usize {
    (seconds * RATE as f32) as usize
}

fn time(i: usize) -> f32 {
    i as f32 / RATE as f32
}

/// White noise from a fixed seed (xorshift).
struct Noise(u32);

impl Noise {
    fn next(&mut self) -> f32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 17;
        self.0 ^= self.0 << 5;
        (self.0 as f32 / u32::MAX as f32) * 2.0 - 1.0
    }
}

/// A one-pole low-pass filter.
struct LowPass(f32);

impl LowPass {
    fn run(&mut self, x: f32, cutoff: f32) -> f32 {
        let a = 1.0 - (-TAU * cutoff / RATE as f32).exp();
        self.0 += a * (x - self.0);
        self.0
    }
}

/// Adds `source` into `out` from sample `at`.
fn mix(out: &mut [f32], at: usize, source: &[f32], gain: f32) {
    for (o, s) in out.iter_mut().skip(at).zip(source) {
        *o += s * gain;
    }
}

/// One knock of a die: a short, bright burst of noise.
fn knock(noise: &mut Noise, seconds: f32, brightness: f32) -> Vec<f32> {
    let mut lp = LowPass(0.0);
    let mut prev = 0.0;
    (0..len(seconds))
        .map(|i| {
            let t = time(i);
            let n = lp.run(noise.next(), brightness);
            // High-passed by a difference: a click, not a thud.
            let out = n - prev;
            prev = n;
            out * (-t * 90.0).exp()
        })
        .collect()
}

fn dice() -> Vec<f32> {
    let mut out = vec![0.0; len(0.6)];
    let mut noise = Noise(0x2545_F491);
    // A die bounces: knocks closer and softer as it settles.
    let mut at = 0.0f32;
    let mut gap = 0.12f32;
    let mut gain = 1.0f32;
    // Until it is too soft to hear (the gaps shrink towards nothing).
    while at < 0.5 && gain > 0.08 {
        let k = knock(&mut noise, 0.05, 3000.0 + 2500.0 * gain);
        mix(&mut out, len(at), &k, gain);
        at += gap;
        gap *= 0.72;
        gain *= 0.78;
    }
    out
}

/// Filtered noise swelling and fading, its colour rising with it: ships passing by.
fn whoosh(seconds: f32, peak_at: f32) -> Vec<f32> {
    let n = len(seconds);
    let mut noise = Noise(0x9E37_79B9);
    let mut lp = LowPass(0.0);
    (0..n)
        .map(|i| {
            let x = i as f32 / n as f32;
            let env = if x < peak_at {
                (x / peak_at).powi(2)
            } else {
                ((1.0 - x) / (1.0 - peak_at)).powi(2)
            };
            lp.run(noise.next(), 300.0 + 2200.0 * env) * env
        })
        .collect()
}

fn spawn() -> Vec<f32> {
    let n = len(0.7);
    let mut phase = 0.0f32;
    (0..n)
        .map(|i| {
            let t = time(i);
            let x = i as f32 / n as f32;
            let freq = 220.0 * 3.0f32.powf(x) * (1.0 + 0.01 * (t * TAU * 7.0).sin());
            phase += freq / RATE as f32;
            let env = (x / 0.08).min(1.0) * (1.0 - x).powf(1.5);
            ((phase * TAU).sin() + 0.3 * (phase * 2.0 * TAU).sin()) * env
        })
        .collect()
}

/// A shot: a tone falling fast.
fn zap(seconds: f32, from: f32, to: f32) -> Vec<f32> {
    let n = len(seconds);
    let mut phase = 0.0f32;
    (0..n)
        .map(|i| {
            let x = i as f32 / n as f32;
            phase += (from + (to - from) * x.sqrt()) / RATE as f32;
            (phase * TAU).sin() * (1.0 - x).powi(2)
        })
        .collect()
}

/// An explosion: low noise whose brightness dies with it, over a thump.
fn boom(noise: &mut Noise, seconds: f32) -> Vec<f32> {
    let n = len(seconds);
    let mut lp = LowPass(0.0);
    (0..n)
        .map(|i| {
            let t = time(i);
            let decay = (-t * 4.5).exp();
            let rumble = lp.run(noise.next(), 120.0 + 1500.0 * decay);
            let thump = (t * TAU * (55.0 - 20.0 * t)).sin() * (-t * 9.0).exp();
            (rumble * 2.5 + thump) * decay
        })
        .collect()
}

fn battle() -> Vec<f32> {
    let mut out = vec![0.0; len(2.4)];
    // Closing in.
    let approach = whoosh(0.7, 0.9);
    mix(&mut out, 0, &approach, 0.6);
    // Firing: shots from both sides.
    for k in 0..6 {
        let shot = zap(0.09, 1900.0 - 150.0 * k as f32, 320.0);
        mix(&mut out, len(0.62 + 0.13 * k as f32), &shot, 0.45);
    }
    // Explosions.
    let mut noise = Noise(0x68E3_1DA4);
    let first = boom(&mut noise, 0.9);
    mix(&mut out, len(1.35), &first, 0.9);
    let second = boom(&mut noise, 0.8);
    mix(&mut out, len(1.6), &second, 0.6);
    out
}

/// Bell-like notes one after the other, each fading by `decay` per second.
fn chime(notes: &[f32], step: f32, seconds: f32, decay: f32) -> Vec<f32> {
    let mut out = vec![0.0; len(seconds + step * notes.len() as f32)];
    for (k, &f) in notes.iter().enumerate() {
        let note: Vec<f32> = (0..len(seconds))
            .map(|i| {
                let t = time(i);
                let attack = (t / 0.005).min(1.0);
                attack
                    * (-t * decay).exp()
                    * ((t * TAU * f).sin() + 0.25 * (t * TAU * f * 2.01).sin())
            })
            .collect();
        mix(&mut out, len(step * k as f32), &note, 1.0);
    }
    out
}

fn click() -> Vec<f32> {
    (0..len(0.04))
        .map(|i| {
            let t = time(i);
            (t * TAU * 1800.0).sin() * (-t * 160.0).exp()
        })
        .collect()
}

/// Two low, soft buzzes: "no".
fn refusal() -> Vec<f32> {
    let mut out = vec![0.0; len(0.32)];
    for (k, f) in [(0usize, 196.0f32), (1, 147.0)] {
        let tone: Vec<f32> = (0..len(0.13))
            .map(|i| {
                let t = time(i);
                let x = t / 0.13;
                let env = (x / 0.1).min(1.0) * (1.0 - x);
                // A few odd harmonics: reedy, not harsh.
                ((t * TAU * f).sin()
                    + 0.33 * (t * TAU * f * 3.0).sin()
                    + 0.2 * (t * TAU * f * 5.0).sin())
                    * env
            })
            .collect();
        mix(&mut out, len(0.16 * k as f32), &tone, 1.0);
    }
    out
}

/// Slow chords that fade into one another, made to loop: A minor, F, C, G.
fn music() -> Vec<f32> {
    const CHORD: f32 = 8.0;
    let chords: [[f32; 3]; 4] = [
        [220.0, 261.63, 329.63],
        [174.61, 220.0, 261.63],
        [196.0, 261.63, 329.63],
        [196.0, 246.94, 293.66],
    ];
    let total = len(CHORD * chords.len() as f32);
    let mut out = vec![0.0; total];
    for (k, chord) in chords.iter().enumerate() {
        let start = len(CHORD * k as f32);
        // Each chord swells and fades over its own stretch, so the loop's seam is quiet.
        for (i, o) in out.iter_mut().enumerate().skip(start).take(len(CHORD)) {
            let t = time(i - start);
            let x = t / CHORD;
            let env = (x * std::f32::consts::PI).sin().powi(2);
            let mut s = 0.0;
            for &f in chord {
                // Two voices a little apart: a slow shimmer.
                s += (t * TAU * f).sin() + (t * TAU * f * 1.003).sin();
            }
            // A soft bass an octave under the root.
            s += 0.8 * (t * TAU * chord[0] * 0.5).sin();
            *o += s * env;
        }
    }
    out
}

/// The samples as a 16-bit PCM WAV file (what the desktop's audio player reads; the
/// browser plays the samples through Web Audio).
#[cfg_attr(target_arch = "wasm32", allow(dead_code))]
pub fn wav(samples: &[f32]) -> Vec<u8> {
    let data = (samples.len() * 2) as u32;
    let mut out = Vec::with_capacity(44 + data as usize);
    out.extend_from_slice(b"RIFF"); // not shown
    out.extend_from_slice(&(36 + data).to_le_bytes());
    out.extend_from_slice(b"WAVEfmt "); // not shown
    out.extend_from_slice(&16u32.to_le_bytes());
    out.extend_from_slice(&1u16.to_le_bytes()); // PCM
    out.extend_from_slice(&1u16.to_le_bytes()); // mono
    out.extend_from_slice(&RATE.to_le_bytes());
    out.extend_from_slice(&(RATE * 2).to_le_bytes());
    out.extend_from_slice(&2u16.to_le_bytes());
    out.extend_from_slice(&16u16.to_le_bytes());
    out.extend_from_slice(b"data");
    out.extend_from_slice(&data.to_le_bytes());
    for s in samples {
        out.extend_from_slice(&((s.clamp(-1.0, 1.0) * 32_767.0) as i16).to_le_bytes());
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cue_is_audible_never_clips_and_is_the_same_each_time() {
        for cue in Cue::ALL {
            let s = samples(cue);
            let seconds = s.len() as f32 / RATE as f32;
            let peak = s.iter().fold(0.0f32, |m, x| m.max(x.abs()));
            let rms = (s.iter().map(|x| x * x).sum::<f32>() / s.len() as f32).sqrt();
            assert!(s.iter().all(|x| x.is_finite()), "{cue:?}");
            assert!(peak <= 0.86 && peak > 0.4, "{cue:?}: peak {peak}");
            assert!(rms > 0.01, "{cue:?} is nearly silent: rms {rms}");
            let most = if cue == Cue::Music { 40.0 } else { 3.0 };
            assert!(seconds > 0.03 && seconds < most, "{cue:?}: {seconds} s");
            assert_eq!(s, samples(cue), "{cue:?} differs between two runs");
        }
    }

    #[test]
    fn sounds_end_quietly_and_the_music_loops_without_a_click() {
        for cue in Cue::ALL {
            let s = samples(cue);
            // The last 5 ms: a sound cut off loudly would click.
            let tail = &s[s.len() - (RATE as usize / 200)..];
            let loudest = tail.iter().fold(0.0f32, |m, x| m.max(x.abs()));
            assert!(loudest < 0.05, "{cue:?} ends at {loudest}");
        }
        let m = samples(Cue::Music);
        assert!(m[0].abs() < 0.01);
    }

    #[test]
    fn a_wav_file_has_its_header_and_every_sample() {
        let s = samples(Cue::Click);
        let w = wav(&s);
        assert_eq!(&w[..4], b"RIFF");
        assert_eq!(&w[8..16], b"WAVEfmt ");
        assert_eq!(w.len(), 44 + 2 * s.len());
        assert_eq!(u32::from_le_bytes(w[24..28].try_into().unwrap()), RATE);
    }
}

/// Writes every cue as a WAV file into `target/sounds/` to listen to them:
/// `cargo test --lib write_the_sounds -- --ignored`.
#[cfg(test)]
#[test]
#[ignore]
fn write_the_sounds() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/sounds");
    std::fs::create_dir_all(&dir).unwrap();
    for cue in Cue::ALL {
        let path = dir.join(format!("{cue:?}.wav").to_lowercase());
        std::fs::write(&path, wav(&samples(cue))).unwrap();
    }
}
