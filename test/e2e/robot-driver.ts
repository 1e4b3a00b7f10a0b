// The robot of issue 29 ("no dead end, proved by a robot"): it plays a game on the play page by
// mouse clicks alone, as a person does. At each decision it lists the controls a person can see in
// the window - the map's choosable things where a click at one of their points lands on them, the
// prompt's buttons, menus and number fields - and clicks one at random. It fails (DeadEnd, with a
// screenshot, the prompt and the legal actions) when the server offers legal actions but the page
// shows no decision, when a control of the prompt lies outside the window or is clipped by its
// scroll container (after scrolling it into view, as a person would), when a menu is too narrow to
// read, or when clicks change nothing while legal actions exist. Shared by test/e2e/robot.test.ts
// (short runs) and bench/robot.ts (whole games).
import type { Page } from 'playwright-core';
import { pageState, rng } from './map-driver.ts';

/** The window sizes of issue 29: a desktop, a small laptop, a phone. */
export const SIZES = [
  { width: 1400, height: 900 },
  { width: 1024, height: 700 },
  { width: 390, height: 844 },
];
/** Consecutive clicks that change nothing (state, selection, seq) before the robot calls it a dead end. */
export const MAX_IDLE_CLICKS = 8;
/** Narrowest a menu may be (px) and still be read. */
export const MIN_MENU_WIDTH = 120;
/** Words of the buttons that move a game on (from map-driver: Pass, End, Done...). */
const ENDING = /\b(pass|end|done|no support|no-support|accept|stop|decline|hold|resolve|movement phase|combat phase|no more|launch)\b/i;

export class DeadEnd extends Error {}

/**
 * tsx (the scripts' runner) names arrow functions with a `__name` helper that the page lacks: a
 * script that runs the robot gives the page one (the tests, run by vitest, need none).
 */
export const TSX_NAME_SHIM = 'globalThis.__name = globalThis.__name || ((f) => f);';

export interface RobotOptions {
  /** The page's link token, to ask the server what is legal. */
  token: string;
  /** GET /api/play/:token (the server's snapshot for that link). */
  snapshot: () => Promise<{ toAct: string[]; legal: { text: string }[]; seq: number; status: string; myRoles?: string[] }>;
  seed: number;
  /** Decisions to make at most (clicks on controls). */
  steps: number;
  /** Where to write the screenshot of a dead end. */
  shot: string;
  /** Milliseconds to wait for the computer's move before giving up (not a dead end of the page). */
  wait?: number;
}

export interface RobotRun {
  clicks: number;
  over: boolean;
  /** Clicks by kind: map, button, menu, number, clear. */
  kinds: Record<string, number>;
  /** Choosable things met that were hard to hit (at most one of nine points answers): not a failure, a figure. */
  thin: string[];
}

/** A control a person can see and use: what it is, and where to click (page coordinates). */
interface Control {
  kind: 'map' | 'button' | 'menu' | 'number' | 'clear';
  label: string;
  x: number;
  y: number;
  ending: boolean;
  /** For a menu: its index among the prompt's menus, and how many options it has. */
  menu?: number;
  options?: number;
  /** A prompt control's mark (data-robot), to scroll it back into view before the click. */
  mark?: number;
}

interface Scan {
  controls: Control[];
  /** Controls of the prompt that a person cannot reach (outside the window, clipped, unreadable). */
  hidden: string[];
  /** Choosable things of the map in the window that answer a click at most at one of nine points (covered by others). */
  thin: string[];
  prompt: string;
}

/** The visible controls of the page (and the prompt's hidden ones), measured in the browser. */
export async function scan(page: Page): Promise<Scan> {
  // No named function inside evaluate: tsx would wrap it in a helper the page does not have.
  return page.evaluate(
    ({ endingSource, minMenu }) => {
      const ending = new RegExp(endingSource, 'i');
      const vw = window.innerWidth;
      const vh = window.innerHeight;
      const controls: any[] = [];
      const hidden: string[] = [];
      const thin: string[] = [];
      const clipOf = (el: Element) => {
        let r = { left: 0, top: 0, right: vw, bottom: vh };
        for (let a = el.parentElement; a; a = a.parentElement) {
          const cs = getComputedStyle(a);
          if (cs.overflowX !== 'visible' || cs.overflowY !== 'visible') {
            const b = a.getBoundingClientRect();
            r = { left: Math.max(r.left, b.left), top: Math.max(r.top, b.top), right: Math.min(r.right, b.right), bottom: Math.min(r.bottom, b.bottom) };
          }
        }
        return r;
      };
      const name = (el: Element) =>
        ((el as HTMLElement).innerText || el.getAttribute('aria-label') || el.getAttribute('data-name') || el.getAttribute('data-ref') || '')
          .trim()
          .slice(0, 80);
      // The prompt: every button, menu and number field must lie whole inside the window and its clip.
      const prompt = document.querySelector('[data-testid=prompt]');
      // Each control of the prompt is scrolled into view first (a person scrolls the panel), then measured.
      const inside = (el: Element) => {
        (el as HTMLElement).scrollIntoView({ block: 'nearest', inline: 'nearest' });
        const b = el.getBoundingClientRect();
        const c = clipOf(el);
        return b.width > 0 && b.height > 0 && b.left >= c.left - 1 && b.top >= c.top - 1 && b.right <= c.right + 1 && b.bottom <= c.bottom + 1;
      };
      let marks = 0;
      for (const old of document.querySelectorAll('[data-robot]')) old.removeAttribute('data-robot');
      const mark = (el: Element) => {
        el.setAttribute('data-robot', String(++marks));
        return marks;
      };
      const centre = (el: Element) => {
        const b = el.getBoundingClientRect();
        return { x: b.left + b.width / 2, y: b.top + b.height / 2 };
      };
      const menus = [...(prompt?.querySelectorAll('.choices .menu') ?? [])].filter((m) => !m.closest('details:not([open])'));
      menus.forEach((m, i) => {
        const select = m.querySelector('select')!;
        const play = m.querySelector('button')!;
        const label = select.getAttribute('aria-label') ?? 'menu';
        if (!inside(select) || !inside(play)) hidden.push(`menu "${label}": its ${inside(select) ? 'Play button' : 'list'} is outside the window or clipped`);
        else if (select.getBoundingClientRect().width < minMenu) hidden.push(`menu "${label}" is ${Math.round(select.getBoundingClientRect().width)} px wide`);
        else controls.push({ kind: 'menu', label, ...centre(play), ending: false, menu: i, options: select.options.length, mark: mark(play) });
      });
      // An action that rolls dice waiting for confirmation (issue 29): Attack/Fire and Back.
      for (const b of prompt?.querySelectorAll('.confirm-roll button') ?? []) {
        // A rule chip in the values (and its explanation's Close) explains a rule; it plays nothing.
        if ((b as HTMLButtonElement).disabled || b.closest('.rule-help')) continue;
        if (!inside(b)) hidden.push(`button "${name(b)}" is outside the window or clipped`);
        else controls.push({ kind: 'button', label: name(b), ...centre(b), ending: false, mark: mark(b) });
      }
      // The closed "or from the list" menu: its summary is a control (it opens the list).
      for (const s of prompt?.querySelectorAll('.choices details:not([open]) > summary') ?? [])
        if (inside(s)) controls.push({ kind: 'button', label: name(s), ...centre(s), ending: false, mark: mark(s) });
      for (const b of prompt?.querySelectorAll('.choices button') ?? []) {
        // A rule chip explains its rule (issue 29.5); it plays nothing.
        if (b.closest('.menu') || b.closest('details:not([open])') || b.closest('.rule-help') || (b as HTMLButtonElement).disabled) continue;
        const kind = b.closest('.number-choice') ? 'number' : b.closest('.selection') ? 'clear' : 'button';
        if (!inside(b)) hidden.push(`${kind} "${name(b)}" is outside the window or clipped`);
        else controls.push({ kind, label: name(b), ...centre(b), ending: ending.test(name(b)), mark: mark(b) });
      }
      // The map: a choosable thing is visible where a click at one of its points lands on it, inside
      // the window and the map's viewport.
      const board = document.querySelector('[data-testid=board]');
      for (const el of board?.querySelectorAll('.clickable') ?? []) {
        const b = el.getBoundingClientRect();
        const c = clipOf(el);
        const ref = el.getAttribute('data-ref');
        const pts = [
          [0.5, 0.5],
          [0.3, 0.3],
          [0.7, 0.3],
          [0.3, 0.7],
          [0.7, 0.7],
          [0.5, 0.15],
          [0.5, 0.85],
          [0.15, 0.5],
          [0.85, 0.5],
        ];
        const hits: { x: number; y: number }[] = [];
        let shown = 0;
        for (const [fx, fy] of pts) {
          const x = b.left + b.width * fx;
          const y = b.top + b.height * fy;
          if (x < c.left || y < c.top || x >= c.right || y >= c.bottom) continue;
          shown++;
          const hit = document.elementFromPoint(x, y)?.closest('[data-ref]');
          // A click lands on the thing, or on one that can do nothing above it (which passes it on, presentation.ts).
          const through =
            hit &&
            !hit.classList.contains('clickable') &&
            document
              .elementsFromPoint(x, y)
              .map((e) => e.closest('[data-ref].clickable'))
              .find((e) => e && e !== hit) === el;
          if (hit && (hit.getAttribute('data-ref') === ref || through)) hits.push({ x, y });
        }
        const label = `${el.getAttribute('data-name') ?? ref}`;
        if (hits.length) controls.push({ kind: 'map', label, ...hits[0], ending: false });
        // In the window, yet at most one of its nine points answers a click (the rest covered): hard to hit.
        if (shown >= 5 && hits.length <= 1) thin.push(label);
      }
      const say = document.querySelector('[data-testid=say]');
      return { controls, hidden, thin, prompt: (say as HTMLElement | null)?.innerText ?? '' };
    },
    { endingSource: ENDING.source, minMenu: MIN_MENU_WIDTH },
  );
}

/** What a click may change: the decision, the selection, the game's end, the prompt's controls. */
async function fingerprint(page: Page): Promise<string> {
  const s = await pageState(page);
  const open = await page.evaluate(() => document.querySelectorAll('[data-testid=prompt] details[open]').length);
  return JSON.stringify([s.seq, s.selected, s.over, s.deciding, open, s.confirm]);
}

/** Play on `page` by clicks until the game ends or `steps` clicks were made; throws DeadEnd. */
export async function robotPlay(page: Page, o: RobotOptions): Promise<RobotRun> {
  const random = rng(o.seed);
  const kinds: Record<string, number> = {};
  const thin = new Set<string>();
  let clicks = 0;
  let idle = 0;
  const fail = async (why: string, prompt?: string) => {
    await page.screenshot({ path: o.shot }).catch(() => {});
    const snap = await o.snapshot();
    const legal = snap.legal.map((l) => l.text);
    throw new DeadEnd(
      `${why}\n  prompt: ${prompt ?? '-'}\n  legal (${legal.length}): ${legal.slice(0, 30).join(' | ')}${legal.length > 30 ? ' ...' : ''}\n  screenshot: ${o.shot}`,
    );
  };
  while (clicks < o.steps) {
    // Wait for this page's decision (the computer may be thinking) or the end.
    const t0 = Date.now();
    let snap = await o.snapshot();
    for (;;) {
      const s = await pageState(page);
      if (s.over || snap.status === 'over') return { clicks, over: true, kinds, thin: [...thin] };
      const mine = snap.legal.length > 0 && (snap.myRoles ?? []).some((r) => snap.toAct.includes(r));
      if (s.deciding && mine && s.seq === snap.seq) break;
      if (mine && !s.deciding && Date.now() - t0 > 10_000) await fail('the server offers legal actions but the page shows no decision');
      if (Date.now() - t0 > (o.wait ?? 60_000)) return { clicks, over: false, kinds, thin: [...thin] };
      // Every 200 ms: faster, the robot's polls and the page's own requests pass the server's 1200 a minute (429).
      await page.waitForTimeout(200);
      snap = await o.snapshot();
    }
    // The page may still be sending the last action (its answer comes after the WebSocket's new step):
    // its controls are disabled for those few milliseconds. Scan again for up to 3 s before failing.
    let found = await scan(page);
    for (const t1 = Date.now(); !found.controls.length && Date.now() - t1 < 3000; found = await scan(page)) await page.waitForTimeout(100);
    for (const t of found.thin) thin.add(t);
    if (found.hidden.length) await fail(`a control a person needs is out of reach: ${found.hidden.join('; ')}`, found.prompt);
    if (!found.controls.length) await fail('legal actions exist but no control is visible in the window', found.prompt);
    // At random among the visible controls, with a lean towards what ends a phase, so that games end.
    const endings = found.controls.filter((c) => c.ending);
    const pool = endings.length && random() < 0.4 ? endings : found.controls;
    const c = pool[Math.floor(random() * pool.length)];
    const before = await fingerprint(page);
    if (c.kind === 'menu') {
      const select = page.locator('[data-testid=prompt] .choices .menu select').nth(c.menu!);
      await select.selectOption({ index: Math.floor(random() * c.options!) });
    }
    let { x, y } = c;
    if (c.mark) {
      const el = page.locator(`[data-robot="${c.mark}"]`);
      await el.evaluate((e) => e.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
      const b = (await el.boundingBox())!;
      x = b.x + b.width / 2;
      y = b.y + b.height / 2;
    }
    await page.mouse.click(x, y);
    clicks++;
    kinds[c.kind] = (kinds[c.kind] ?? 0) + 1;
    // Wait for the page to answer the click.
    let after = before;
    for (let t = Date.now(); Date.now() - t < 3000; ) {
      after = await fingerprint(page);
      if (after !== before) break;
      await page.waitForTimeout(40);
    }
    if (after === before) {
      idle++;
      if (idle >= MAX_IDLE_CLICKS) await fail(`${idle} clicks in a row changed nothing (last: ${c.kind} "${c.label}")`, found.prompt);
    } else idle = 0;
  }
  return { clicks, over: false, kinds, thin: [...thin] };
}
