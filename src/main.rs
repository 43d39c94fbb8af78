//! The `galactic-automa` program: the game, and its headless tools.
// In the browser only `main` below is used; the command line and its tools are not.
#![cfg_attr(target_arch = "wasm32", allow(dead_code, unused_imports))]

use galactic_automa::rules::content::story::ContentPick;
use galactic_automa::rules::data::RulesData;
use galactic_automa::sim;
use galactic_automa::sim::say;
use std::path::PathBuf;
use std::process::ExitCode;

/// The desktop game's and the headless tools' allocator (why: Cargo.toml).
#[cfg(not(target_arch = "wasm32"))]
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// `print!` through [`say`]: no panic when standard output is closed.
macro_rules! out {
    ($($t:tt)*) => { say(&format!($($t)*)) };
}

/// `println!` through [`say`].
macro_rules! outln {
    ($($t:tt)*) => { say(&format!("{}\n", format_args!($($t)*))) };
}

const USAGE: &str = "\
galactic-automa — a solo space-strategy game against board-game automas

USAGE:
  galactic-automa [play] [--seed S] [--difficulty D] [--story K] [--goal K] [--people K]
                  [--side sto|sts] [--setup NAME] [--policy KEYS] [--headless] [--speed V]
                  [--continue]
  galactic-automa simulate [--games N] [--seed S] [--difficulty D] [--story K] [--goal K]
                  [--people K] [--side sto|sts] [--setup NAME] [--threads N] [--json]
  galactic-automa strength [--games N] [--seed S] [--difficulty D] [--setup NAME]
                  [--playouts P] [--threads N] [--json]
  galactic-automa calibrate [--games N] [--seed S] [--setup NAME] [--playouts P]
                  [--threads N] [--json]
  galactic-automa scenario FILE [--json]
  galactic-automa play --headless [--seed S] ... --save FILE
  galactic-automa replay FILE [--rules DIR] [--json]
  galactic-automa validate DIR

OPTIONS:
  --rules DIR      read the rules tables from DIR instead of the built-in ones
  --seed S         first seed (default 1)
  --difficulty D   0 easy, 1 standard, 2 hard, 3 insane (default 1)
  --story K        the galactic story: journeys, migrations, rivalry, war, random
                   (default: drawn with the seed) or none
  --goal K         a galactic goal: control, legacy, power, presence,
                   personal-growth, cooperation, discovery, leadership, random,
                   or none (default)
  --people K       your star people: alliance, annunaki, anchara, avians,
                   caninoids, dracos, felines, galactic, greys, icc, mantids, mayans,
                   orion, plejars, progenitors, rogue-ai, yowies, random
                   (default: two dealt with the seed, the first kept) or none (the
                   plain setup, without the home sectors' starting bonuses)
  --side S         the side of your tile and your alignment at the start: sto
                   (default) or sts
  --setup NAME     the table (assets/rules/setups/NAME.ron): solo (default),
                   remnants (solo with the neutral Remnants), campaign (you
                   against the Remnants alone), two-players (two people and the
                   passive Elder Civilization; in the window a hot-seat game, the
                   device passed between turns; simulate reports each seat),
                   ancients (you against the Ancients, who destroy the galaxy) or
                   apocalypse (the solo table with the Ancients)
  --policy KEYS    in the window, the people's seats the built-in policy plays,
                   by key, comma-separated (two-players: Player1, Player2)
  --games N        games to simulate (default 100)
  --playouts P     with strength and calibrate: futures the strong player plays out
                   for each answer it weighs (default 12; 1 to 1000)
  --threads N      with simulate: threads to play on (default: every core); the
                   report is the same at any count but for its timing
  --json           print one JSON object instead of text
  --save FILE      with play --headless: write the finished game's save to FILE
                   (a replay: the setup, the seed and every command)
  --headless       play without a window: the built-in policy plays your seat and
                   the game log is printed (always so in a build without `gui`);
                   the options marked \"in the window\" are refused with it
  --autoplay       in the window, the built-in policy plays your seat
  --continue       in the window, resume your last game (the autosave)
  --watch NAME     in the window, watch a saved game from its start (`autosave`
                   for your last game)
  --mod NAME       play with the rules folder mods/NAME (beside the game;
                   GALACTIC_AUTOMA_MODS=DIR points elsewhere); NAME is a folder name
  --new-game       in the window, skip the title screen (also implied by --seed and
                   --autoplay)
  --guided         in the window, start the guided first game (assets/rules/tutorial.ron)
  --speed V        in the window, automa animation speed: slow, normal, fast or
                   instant
  --window WxH     in the window, its size in pixels (default 1280x800)
  --language CODE  in the window, the language (en, de, or one in languages/
                   beside the game); else the one chosen last, else the system's
  --screenshot P   in the window, save a PNG of it to P at frame --frames (default 120),
                   then quit
  --when battle    with --screenshot: save it instead as the first battle shown
                   opens fire (quit at --frames if none came); `--when merge`
                   likewise as the first merge of forces closes in; `--when new-game`
                   opens the new-game screen and saves it at --frames;
                   `--when growth` (with --autoplay) stops playing for you at
                   your growth panel from round 2 and saves it
";

struct Args {
    cmd: String,
    file: Option<PathBuf>,
    save: Option<PathBuf>,
    seed: u64,
    difficulty: u8,
    story: ContentPick,
    goal: ContentPick,
    people: ContentPick,
    side: galactic_automa::rules::model::Alignment,
    games: u32,
    /// Threads `simulate` plays on (0: every core).
    threads: usize,
    /// Futures per answer for `strength`.
    playouts: u32,
    json: bool,
    rules: Option<PathBuf>,
    headless: bool,
    autoplay: bool,
    screenshot: Option<PathBuf>,
    frames: u32,
    shot_at_battle: bool,
    shot_at_merge: bool,
    shot_at_growth: bool,
    resume: bool,
    watch: Option<String>,
    mod_name: Option<String>,
    language: Option<String>,
    shot_new_game: bool,
    new_game: bool,
    guided: bool,
    speed: Option<String>,
    window: Option<(u32, u32)>,
    setup: Option<String>,
    policy: Vec<String>,
    /// The options given, as typed (`--speed`...).
    given: Vec<String>,
}

fn parse(mut it: impl Iterator<Item = String>) -> Result<Args, String> {
    let mut a = Args {
        cmd: "play".into(),
        file: None,
        save: None,
        seed: 1,
        difficulty: 1,
        story: ContentPick::Random,
        goal: ContentPick::Off,
        people: ContentPick::Random,
        side: galactic_automa::rules::model::Alignment::Sto,
        games: 100,
        threads: 0,
        playouts: 12,
        json: false,
        rules: None,
        headless: false,
        autoplay: false,
        screenshot: None,
        frames: 120,
        shot_at_battle: false,
        shot_at_merge: false,
        shot_at_growth: false,
        resume: false,
        watch: None,
        mod_name: None,
        language: None,
        shot_new_game: false,
        new_game: false,
        guided: false,
        speed: None,
        window: None,
        setup: None,
        policy: Vec::new(),
        given: Vec::new(),
    };
    let mut first = true;
    let mut given: Vec<String> = Vec::new();
    while let Some(arg) = it.next() {
        if arg.starts_with("--") {
            given.push(arg.clone());
        }
        let mut value = |name: &str| it.next().ok_or(format!("{name} needs a value"));
        match arg.as_str() {
            "--new-game" => a.new_game = true,
            "--speed" => {
                let v = value("--speed")?;
                if !SPEEDS.contains(&v.as_str()) {
                    return Err(format!("--speed takes {}, not `{v}`", SPEEDS.join(", ")));
                }
                a.speed = Some(v);
            }
            "--window" => {
                let v = value("--window")?;
                let size = v
                    .split_once('x')
                    .and_then(|(w, h)| Some((w.parse().ok()?, h.parse().ok()?)))
                    .filter(|&(w, h): &(u32, u32)| {
                        (320..=8192).contains(&w) && (240..=8192).contains(&h)
                    });
                a.window = Some(size.ok_or(format!(
                    "--window takes WIDTHxHEIGHT in pixels (320x240 to 8192x8192), not `{v}`"
                ))?);
            }
            "--seed" => {
                a.new_game = true;
                a.seed = value("--seed")?
                    .parse()
                    .map_err(|_| "--seed takes a whole number")?
            }
            "--difficulty" => {
                a.new_game = true;
                a.difficulty = value("--difficulty")?.parse().map_err(
                    |_| "--difficulty takes a level's number (0-3; 0-5 at the Chroniclers' table)",
                )?
            }
            "--story" => {
                a.new_game = true;
                a.story = ContentPick::parse(&value("--story")?);
            }
            "--goal" => {
                a.new_game = true;
                a.goal = ContentPick::parse(&value("--goal")?);
            }
            "--people" => {
                a.new_game = true;
                a.people = ContentPick::parse(&value("--people")?);
            }
            "--side" => {
                a.new_game = true;
                a.side = match value("--side")?.as_str() {
                    "sto" | "STO" => galactic_automa::rules::model::Alignment::Sto,
                    "sts" | "STS" => galactic_automa::rules::model::Alignment::Sts,
                    v => return Err(format!("--side takes sto or sts, not `{v}`")),
                };
            }
            "--games" => {
                a.games = value("--games")?
                    .parse()
                    .map_err(|_| "--games takes a whole number")?
            }
            "--threads" => {
                a.threads = value("--threads")?
                    .parse()
                    .ok()
                    .filter(|&n| (1..=1024).contains(&n))
                    .ok_or("--threads takes a whole number from 1 to 1024")?
            }
            "--playouts" => {
                a.playouts = value("--playouts")?
                    .parse()
                    .ok()
                    .filter(|&n| (1..=1000).contains(&n))
                    .ok_or("--playouts takes a whole number from 1 to 1000")?
            }
            "--rules" => a.rules = Some(PathBuf::from(value("--rules")?)),
            "--setup" => {
                let v = value("--setup")?;
                // The solo table is the default one: naming it is the same as not.
                a.setup = (v != "solo").then_some(v);
            }
            "--policy" => {
                a.policy = value("--policy")?
                    .split(',')
                    .map(|k| k.trim().to_string())
                    .filter(|k| !k.is_empty())
                    .collect();
            }
            "--json" => a.json = true,
            "--save" => a.save = Some(PathBuf::from(value("--save")?)),
            "--headless" => a.headless = true,
            "--autoplay" => a.autoplay = true,
            "--continue" => a.resume = true,
            "--guided" => {
                a.guided = true;
                a.new_game = true;
            }
            "--watch" => a.watch = Some(value("--watch")?),
            "--mod" => a.mod_name = Some(value("--mod")?),
            "--language" => a.language = Some(value("--language")?),
            "--screenshot" => a.screenshot = Some(PathBuf::from(value("--screenshot")?)),
            "--frames" => {
                a.frames = value("--frames")?
                    .parse()
                    .map_err(|_| "--frames takes a whole number")?
            }
            "--when" => match value("--when")?.as_str() {
                "battle" => a.shot_at_battle = true,
                "merge" => a.shot_at_merge = true,
                "growth" => a.shot_at_growth = true,
                "new-game" => a.shot_new_game = true,
                other => {
                    return Err(format!(
                        "--when takes `battle`, `merge`, `growth` or `new-game`, not `{other}`"
                    ));
                }
            },
            "-h" | "--help" => return Err(String::new()),
            s if first && !s.starts_with('-') => a.cmd = s.to_string(),
            s if (a.cmd == "scenario" || a.cmd == "replay" || a.cmd == "validate")
                && a.file.is_none()
                && !s.starts_with('-') =>
            {
                a.file = Some(PathBuf::from(s))
            }
            s => return Err(format!("unknown argument `{s}`")),
        }
        first = false;
    }
    a.given = given;
    check_command(&a)?;
    Ok(a)
}

/// The command is known, has its file, and every option given applies to it (an option
/// silently ignored would mislead): otherwise exit status 2 and the usage.
fn check_command(a: &Args) -> Result<(), String> {
    let common = ["--rules"];
    // What `simulate`, `strength` and `calibrate` share: the games they play.
    const MANY_GAMES: &[&str] = &[
        "--games",
        "--seed",
        "--story",
        "--goal",
        "--people",
        "--side",
        "--setup",
        "--threads",
        "--json",
    ];
    let (allowed, more): (&[&str], &[&str]) = match a.cmd.as_str() {
        "simulate" => (MANY_GAMES, &["--difficulty"]),
        "strength" => (MANY_GAMES, &["--difficulty", "--playouts"]),
        // A level per row: no --difficulty.
        "calibrate" => (MANY_GAMES, &["--playouts"]),
        "scenario" | "replay" => (&["--json"], &[]),
        "validate" => (&[], &[]),
        "play" => (
            &[
                "--seed",
                "--difficulty",
                "--story",
                "--goal",
                "--people",
                "--side",
                "--setup",
                "--policy",
                "--headless",
                "--autoplay",
                "--mod",
                "--continue",
                "--watch",
                "--new-game",
                "--guided",
                "--speed",
                "--window",
                "--language",
                "--screenshot",
                "--frames",
                "--when",
                "--save",
            ],
            &[],
        ),
        other => return Err(format!("unknown command `{other}`")),
    };
    if let Some(o) = a.given.iter().find(|o| {
        let o = o.as_str();
        !allowed.contains(&o) && !more.contains(&o) && !common.contains(&o)
    }) {
        return Err(format!("{o} does not apply to `{}`", a.cmd));
    }
    if matches!(a.cmd.as_str(), "scenario" | "replay" | "validate") && a.file.is_none() {
        let what = if a.cmd == "validate" {
            "a rules folder"
        } else {
            "a FILE"
        };
        return Err(format!("`{}` needs {what}", a.cmd));
    }
    if a.save.is_some() && !a.headless {
        return Err("--save writes a headless game's save: add --headless".into());
    }
    if a.guided && a.setup.is_some() {
        return Err("--guided is a solo game: leave out --setup".into());
    }
    if !a.policy.is_empty() && a.setup.is_none() {
        return Err(
            "--policy names the seats of a table of several people: add --setup two-players \
             (at the solo table, --autoplay lets the policy play for you)"
                .into(),
        );
    }
    if a.mod_name.is_some() && a.rules.is_some() {
        return Err("--mod and --rules both name the rules: give one".into());
    }
    if a.headless
        && let Some(o) = window_option(a)
    {
        return Err(format!(
            "{o} is for the window; a --headless game does not use it"
        ));
    }
    if a.guided && (a.headless || a.autoplay) {
        return Err(
            "--guided is played in the window, by you (not --headless or --autoplay)".into(),
        );
    }
    Ok(())
}

/// The animation speeds `--speed` takes.
const SPEEDS: [&str; 4] = ["slow", "normal", "fast", "instant"];

/// Options only the window uses: refused for a game played headless.
const WINDOW_ONLY: [&str; 12] = [
    "--autoplay",
    "--language",
    "--continue",
    "--watch",
    "--new-game",
    "--speed",
    "--window",
    "--screenshot",
    "--frames",
    "--when",
    "--policy",
    "--guided",
];

/// The first option given that only the window uses, if any.
fn window_option(a: &Args) -> Option<&String> {
    a.given.iter().find(|o| WINDOW_ONLY.contains(&o.as_str()))
}

fn run(a: Args) -> Result<(), String> {
    if a.cmd == "validate" {
        let dir = a
            .file
            .ok_or("validate needs a rules folder: validate DIR")?;
        return validate(&dir);
    }
    let rules = match (&a.rules, &a.mod_name) {
        (Some(dir), _) => RulesData::load_dir(dir).map_err(|e| e.to_string())?,
        // The window reads the mod itself (and goes on with the built-in rules if it
        // is broken); a headless game plays it or stops.
        (None, Some(name)) if !plays_in_window(&a) => {
            galactic_automa::rules::data::mod_folder::read_mod(name)?
        }
        _ => RulesData::embedded().map_err(|e| e.to_string())?,
    };
    let threads = match a.threads {
        0 => sim::runner::default_threads(),
        n => n,
    };
    match a.cmd.as_str() {
        "simulate" => match a.setup.as_deref() {
            Some(setup) => {
                let r = sim::table_report::simulate_table(
                    &rules,
                    a.games,
                    &game_config(&a),
                    setup,
                    threads,
                )?;
                print_report(a.json, &r, || r.to_text())
            }
            None => {
                let r = sim::simulate::simulate(&rules, a.games, &game_config(&a), threads)?;
                print_report(a.json, &r, || r.to_text())
            }
        },
        "strength" => {
            let player = sim::strong::StrongPlayer {
                playouts: a.playouts,
                ..Default::default()
            };
            let r = sim::strength::measure(&rules, a.games, &game_config(&a), player, threads)?;
            print_report(a.json, &r, || r.to_text())
        }
        "calibrate" => {
            let player = sim::strong::StrongPlayer {
                playouts: a.playouts,
                ..Default::default()
            };
            let r = sim::strength::calibrate(&rules, a.games, &game_config(&a), player, threads)?;
            print_report(a.json, &r, || r.to_text())
        }
        "replay" => {
            let file = a.file.ok_or("replay needs a save FILE")?;
            replay(&rules, &file, a.json)
        }
        "scenario" => {
            let file = a.file.ok_or("scenario needs a FILE")?;
            let out = sim::scenario::run_file(&rules, &file)?;
            if a.json {
                outln!("{}", out.to_json()?);
            } else {
                out!("{}", out.to_text());
            }
            Ok(())
        }
        "play" => {
            // Without the gui feature every game is headless.
            let _ = (
                a.headless,
                a.autoplay,
                &a.screenshot,
                a.frames,
                a.new_game,
                &a.speed,
                a.window,
            );
            if !plays_in_window(&a) && !a.headless {
                // Asked for the window, played headless: what only the window uses
                // would be ignored, so it is refused.
                let why = if cfg!(feature = "gui") {
                    "no display was found (DISPLAY and WAYLAND_DISPLAY are unset)"
                } else {
                    "this build has no window"
                };
                if let Some(o) = window_option(&a) {
                    return Err(format!("{o} is for the window, and {why}"));
                }
                eprintln!("Playing headless: {why}.");
            }
            #[cfg(feature = "gui")]
            if plays_in_window(&a) {
                let config = game_config(&a);
                use galactic_automa::view::Speed;
                let speed = match a.speed.as_deref() {
                    None => None,
                    Some("slow") => Some(Speed::Slow),
                    Some("normal") => Some(Speed::Normal),
                    Some("fast") => Some(Speed::Fast),
                    Some("instant") => Some(Speed::Instant),
                    // Checked when read.
                    Some(_) => None,
                };
                let options = galactic_automa::view::RunOptions {
                    autoplay: a.autoplay,
                    start_game: (a.new_game || a.autoplay) && !a.resume && a.watch.is_none(),
                    resume: a.resume,
                    watch: a.watch.clone(),
                    mod_name: a.mod_name.clone(),
                    language: a.language.clone(),
                    speed,
                    window: a.window,
                    capture: a.screenshot.clone().map(|path| {
                        galactic_automa::view::ScriptedCapture {
                            path,
                            at: a.frames,
                            at_battle: a.shot_at_battle,
                            at_merge: a.shot_at_merge,
                            at_growth: a.shot_at_growth,
                            new_game_screen: a.shot_new_game,
                        }
                    }),
                };
                galactic_automa::view::run(config, options);
                return Ok(());
            }
            play(rules, game_config(&a), a.save.as_deref())
        }
        other => Err(format!("unknown command `{other}`\n\n{USAGE}")),
    }
}

/// Prints a report as one JSON object, or as its text.
fn print_report(
    json: bool,
    report: &impl serde::Serialize,
    text: impl FnOnce() -> String,
) -> Result<(), String> {
    if json {
        outln!(
            "{}",
            serde_json::to_string(report).map_err(|e| e.to_string())?
        );
    } else {
        out!("{}", text());
    }
    Ok(())
}

/// Whether `play` opens the window: not asked to be headless, built with it, and a
/// display to show it on.
fn plays_in_window(a: &Args) -> bool {
    #[cfg(feature = "gui")]
    return a.cmd == "play" && !a.headless && has_display();
    #[cfg(not(feature = "gui"))]
    {
        let _ = a;
        false
    }
}

/// Whether a window can open (on Linux: an X11 or Wayland display is set).
#[cfg(feature = "gui")]
fn has_display() -> bool {
    if cfg!(target_os = "linux") {
        std::env::var_os("DISPLAY").is_some() || std::env::var_os("WAYLAND_DISPLAY").is_some()
    } else {
        true
    }
}

/// The new game the command line asks for: with a star people (two dealt unless one is
/// named) and the home sectors' starting bonuses, unless `--people none` asks for the
/// plain setup.
fn game_config(a: &Args) -> galactic_automa::rules::setup::GameConfig {
    galactic_automa::rules::setup::GameConfig {
        seed: a.seed,
        difficulty: a.difficulty,
        alignment: a.side,
        story: a.story.clone(),
        goal: a.goal.clone(),
        people: a.people.clone(),
        people_field: None,
        sector_bonus: a.people != ContentPick::Off,
        setup: a.setup.clone(),
        alignments: Vec::new(),
        tutorial: a.guided,
        policy: a.policy.clone(),
    }
}

/// Plays one game headless with the built-in policy in your seat and prints its log;
/// with `save`, writes the game's save there.
fn play(
    rules: RulesData,
    config: galactic_automa::rules::setup::GameConfig,
    save: Option<&std::path::Path>,
) -> Result<(), String> {
    use galactic_automa::save;
    let mut app = sim::game::start(rules, config.clone())?;
    sim::runner::play_to_end(&mut app, None)?;
    if let Some(path) = save {
        let text = save::to_text(&save::capture(app.world(), save::now()));
        save::store::write_atomic(path, &text)?;
    }
    print_game(app.world_mut(), config, false)
}

/// Checks a rules folder and prints every problem (exit status 1 when there is one).
fn validate(dir: &std::path::Path) -> Result<(), String> {
    let errors = RulesData::validate_dir(dir);
    if errors.is_empty() {
        use galactic_automa::rules::data::{MANIFEST, added_files, mod_files, rule_files};
        let own: Vec<&str> = mod_files(dir)
            .into_iter()
            .filter(|n| *n != MANIFEST)
            .collect();
        let all = rule_files().count();
        let added = added_files(dir).unwrap_or_default();
        let adds = if added.is_empty() {
            String::new()
        } else {
            format!("; it adds {}", added.join(", "))
        };
        outln!(
            "{}: valid ({} of the {all} rules files its own{}{adds}; the others built-in)",
            dir.display(),
            own.len(),
            if own.is_empty() {
                String::new()
            } else {
                format!(": {}", own.join(", "))
            }
        );
        return Ok(());
    }
    for e in &errors {
        outln!("{e}");
    }
    Err(format!(
        "{} in {}",
        galactic_automa::rules::nouns::count(errors.len(), "problem"),
        dir.display()
    ))
}

/// Replays a save and prints what `play` printed for that game.
fn replay(rules: &RulesData, file: &std::path::Path, json: bool) -> Result<(), String> {
    use galactic_automa::save;
    let text = save::store::read_file(file)?;
    let saved = save::parse(&text).map_err(|e| format!("{}: {e}", file.display()))?;
    let mut app = save::load(rules, &saved).map_err(|e| format!("{}: {e}", file.display()))?;
    print_game(app.world_mut(), saved.config, json)
}

/// A game's log and result (or where it stands, when it is not over).
fn print_game(
    world: &mut bevy::prelude::World,
    config: galactic_automa::rules::setup::GameConfig,
    json: bool,
) -> Result<(), String> {
    use galactic_automa::rules::log::GameLog;
    let over = world.contains_resource::<galactic_automa::rules::phases::FinalResult>();
    // At a table of several people the result is the standings, seat by seat.
    let standings = world
        .get_resource::<galactic_automa::rules::phases::FinalResult>()
        .map(|r| r.standings.clone())
        .unwrap_or_default();
    if !standings.is_empty() {
        if json {
            let game = sim::table_report::summarize_table(world, config.seed);
            outln!("{}", serde_json::to_value(game).map_err(|e| e.to_string())?);
            return Ok(());
        }
        outln!("{}", world.resource::<GameLog>().to_text());
        let roster = world.resource::<galactic_automa::rules::table::Roster>();
        let line: Vec<String> = standings
            .iter()
            .enumerate()
            .map(|(i, &(s, dp))| format!("{}. {} {dp} DP", i + 1, roster.name(s)))
            .collect();
        outln!("\nFinal: {}", line.join(", "));
        return Ok(());
    }
    if json {
        let value = if over {
            serde_json::to_value(sim::runner::summarize(world, config))
        } else {
            serde_json::to_value(galactic_automa::save::capture(world, 0).about)
        };
        outln!("{}", value.map_err(|e| e.to_string())?);
        return Ok(());
    }
    outln!("{}", world.resource::<GameLog>().to_text());
    if over {
        let summary = sim::runner::summarize(world, config);
        outln!("\nFinal: {} DP — {}", summary.dp, summary.rank);
    } else {
        let about = galactic_automa::save::capture(world, 0).about;
        outln!(
            "\nNot over: round {}, {} DP so far; the game waits for the next command.",
            about.round,
            about.dp
        );
    }
    Ok(())
}

/// In the browser there is no command line: the game opens on its title screen. (Only
/// the client is linked, not the simulator and scenario tools.)
#[cfg(target_arch = "wasm32")]
fn main() {
    use galactic_automa::rules::model::Alignment;
    use galactic_automa::rules::setup::GameConfig;
    let config = GameConfig {
        seed: 1,
        difficulty: 1,
        alignment: Alignment::Sto,
        people: galactic_automa::rules::content::story::ContentPick::Random,
        sector_bonus: true,
        ..Default::default()
    };
    galactic_automa::view::run(config, galactic_automa::view::RunOptions::default());
}

#[cfg(not(target_arch = "wasm32"))]
fn main() -> ExitCode {
    let args = match parse(std::env::args().skip(1)) {
        Ok(a) => a,
        Err(e) if e.is_empty() => {
            out!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("error: {e}\n\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    match run(args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}
