// Loads the web build in headless Chromium, starts a game through the title and
// new-game screens, plays an action, reloads the page and continues the game from its
// autosave (local storage), plays the first move of the guided game, and saves
// screenshots. Fails on any uncaught page error or
// console error, when the game's canvas never appears, or when the game was not saved
// or not continued.
//
// usage: node check.cjs URL OUT_DIR   (PLAYWRIGHT_DIR names where playwright-core is)
const path = require("path");
const { chromium } = require(path.join(process.env.PLAYWRIGHT_DIR, "node_modules", "playwright-core"));

const [url, out] = process.argv.slice(2);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

(async () => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: [
      "--no-sandbox", "--disable-gpu-sandbox", "--disable-quic", "--no-first-run",
      "--disable-background-networking", "--disable-component-update", "--disable-sync",
      "--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--ignore-gpu-blocklist",
    ],
  });
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const problems = [];
  page.on("pageerror", (e) => problems.push(`uncaught: ${e.message}`));
  page.on("console", (m) => {
    const text = m.text();
    console.log(`[console.${m.type()}] ${text}`);
    // winit leaves its event loop by throwing on purpose; that is not a failure.
    if (m.type() === "error" && !text.includes("Using exceptions for control flow")) {
      problems.push(`console error: ${text}`);
    }
  });
  // The rules reference's page is fetched beside the wasm, not linked into it.
  let rulesPage = null;
  page.on("response", (r) => {
    if (r.url().endsWith("/assets/RULES.md")) rulesPage = r.status();
  });
  // Loads the page again and waits for the title screen, which then has the keys.
  const reloadToTitle = async () => {
    await page.reload();
    await page.waitForSelector("canvas", { timeout: 60000 });
    await sleep(8000);
    // A click on the sky (no window there) gives the canvas the keys.
    await page.mouse.click(40, 760);
  };
  const started = Date.now();
  await page.goto(url);
  await page.waitForSelector("canvas", { timeout: 60000 });
  const canvasAt = Date.now() - started;
  // Let the rules tables load and the title screen draw.
  await sleep(8000);
  await page.screenshot({ path: path.join(out, "web-title.png") });
  // New game (N), then Start (Enter): the board with a fixed first seed.
  await page.mouse.click(40, 760);
  await page.keyboard.press("KeyN");
  await sleep(1500);
  await page.keyboard.press("Enter");
  await sleep(8000);
  await page.screenshot({ path: path.join(out, "web-game.png") });
  const canvas = await page.evaluate(() => {
    const c = document.querySelector("canvas");
    return c ? { w: c.width, h: c.height } : null;
  });
  // End your movement (E): an accepted command, so the game is saved in local storage.
  const autosave = () =>
    page.evaluate(() => localStorage.getItem("galactic-automa/save/autosave") || "");
  const savedAt = (text) => Number((text.match(/saved_at: *(\d+)/) || [])[1] || 0);
  // Act: end the movement (E); where the game asks something else first (each new game
  // has a seed of its own), accept the built-in policy's suggestion (P, then Enter).
  await page.keyboard.press("KeyE");
  await sleep(6000);
  for (let i = 0; i < 8 && !/command:/.test(await autosave()); i++) {
    await page.keyboard.press("KeyP");
    await sleep(2000);
    await page.keyboard.press("Enter");
    await sleep(3000);
  }
  const first = await autosave();
  const commands = (first.match(/command:/g) || []).length;
  if (commands < 1) problems.push("no autosave in local storage after an action");
  // The coach (P) at the next question: in the browser it thinks in place, then shows
  // its advice; Esc closes it. Thinking in place holds the page's one thread, so the
  // longest gap between two animation frames is how long the coach made you wait (a
  // figure printed for the note, never a pass or fail: this machine's speed varies).
  await page.evaluate(() => {
    window.gaFrames = [];
    let last = performance.now();
    const tick = (t) => {
      window.gaFrames.push(t - last);
      last = t;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await sleep(1000);
  await page.keyboard.press("KeyP");
  await sleep(10000);
  const frames = await page.evaluate(() => window.gaFrames.slice());
  if (frames.length > 2) {
    const sorted = frames.slice().sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    console.log(`coach in the browser: the page held for ${Math.round(sorted[sorted.length - 1])} ms `
      + `at most (${frames.length} frames, median frame ${Math.round(median)} ms)`);
  }
  await page.screenshot({ path: path.join(out, "web-coach.png") });
  await page.keyboard.press("Escape");
  // Reload the page and Continue (C): loading the save writes it again, later.
  await sleep(1500);
  await reloadToTitle();
  await page.keyboard.press("KeyC");
  await sleep(6000);
  await page.screenshot({ path: path.join(out, "web-continue.png") });
  // The rules reference (F1), with the rules page fetched: its sections are listed.
  await page.mouse.move(20, 300);
  await page.keyboard.press("F1");
  await sleep(2000);
  await page.screenshot({ path: path.join(out, "web-reference.png") });
  if (rulesPage !== 200) problems.push(`assets/RULES.md was not fetched (status ${rulesPage})`);
  const second = await autosave();
  console.log(`autosave: ${commands} command(s), saved at ${savedAt(first)} then ${savedAt(second)}`);
  if (!(savedAt(second) > savedAt(first))) problems.push("the saved game was not continued after a reload");
  // The guided first game (G on the title screen): Next (Enter), then select the scout
  // and fly it to Achernar (the hexes as the desktop shows them at 1280x800). The move is
  // saved in the guided game's own slot; your game's autosave stays as it was.
  await reloadToTitle();
  await page.keyboard.press("KeyG");
  await sleep(6000);
  await page.screenshot({ path: path.join(out, "web-guided.png") });
  await page.keyboard.press("Enter");
  await sleep(1000);
  await page.mouse.click(472, 361);
  await sleep(1000);
  await page.mouse.click(491, 328);
  await sleep(3000);
  await page.screenshot({ path: path.join(out, "web-guided-moved.png") });
  const guided = await page.evaluate(() => localStorage.getItem("galactic-automa/save/guided-game") || "");
  if (!/tutorial: *true/.test(guided) || !/MoveShips/.test(guided)) {
    problems.push("the guided game's move was not saved in its own slot");
  }
  if ((await autosave()) !== second) problems.push("the guided game changed your game's autosave");
  // Two people at one device (the 2-player table: T on the new-game screen): the cover
  // that hands the device to the first person asked, their side once taken (Enter), then
  // an action (E, or the policy's suggestion where something else is asked first) that
  // saves the game.
  await reloadToTitle();
  await page.keyboard.press("KeyN");
  await sleep(1500);
  await page.keyboard.press("KeyT");
  await sleep(800);
  await page.screenshot({ path: path.join(out, "web-two-players-form.png") });
  await page.keyboard.press("Enter");
  await sleep(8000);
  await page.screenshot({ path: path.join(out, "web-hotseat-cover.png") });
  await page.keyboard.press("Enter");
  await sleep(2000);
  await page.screenshot({ path: path.join(out, "web-hotseat-side.png") });
  await page.keyboard.press("KeyE");
  await sleep(4000);
  for (let i = 0; i < 6 && !/two-players[\s\S]*command:/.test(await autosave()); i++) {
    await page.keyboard.press("KeyP");
    await sleep(2000);
    await page.keyboard.press("Enter");
    await sleep(3000);
    await page.keyboard.press("Enter");
    await sleep(1500);
  }
  const hot = await autosave();
  if (!/setup: *Some\("two-players"\)/.test(hot) || !/command:/.test(hot)) {
    problems.push("the 2-player game was not started and saved after an action");
  }
  await browser.close();
  console.log(`canvas after ${canvasAt} ms, size ${JSON.stringify(canvas)}`);
  if (!canvas || canvas.w === 0 || canvas.h === 0) problems.push("no sized canvas");
  if (problems.length) {
    console.log("FAILED:\n" + problems.join("\n"));
    process.exit(1);
  }
  console.log("no page or console errors");
})().catch((e) => {
  console.log(`FAILED: ${e.stack || e}`);
  process.exit(1);
});
