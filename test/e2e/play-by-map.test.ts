// Issue 14, "Done when": every game played for a full turn in headless Chromium through the map and
// the prompt's few controls only (map-driver.ts: no action chosen by its JSON), against the computer
// and between two links; axe-core finds no serious or critical violation on each game's play page;
// the first decision offers at most 20 buttons outside the map and Tab reaches the map.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { games } from '../../src/games/index.ts';
import type { CreatedMatch } from '../../src/protocol/types.ts';
import { type TestServer, api } from '../server/helpers.ts';
import { artifact, browserAndServer, hasChromium } from './helpers.ts';
import { axeSerious, buttonsOutsideMap, fitsWindow, tabReachesMap, waitForDecision } from '../../bench/ui-measures.ts';
import { pageState, playStep, rng, settle } from './map-driver.ts';

let server: TestServer;
let browser: Browser;
let close: () => Promise<void> = async () => {};

/** The turn (Cambrai: the day) shown to a link; past the last one once the game is over (a turn can end the game). */
const turnOf = async (token: string) => {
  const s = (await api(server, 'GET', `/api/play/${token}`)).body;
  const v = s.view as { turn?: number; day?: number };
  return s.status === 'over' ? Infinity : (v.turn ?? v.day ?? 0);
};

/** Play by the map on `pages` (one per link) until the game's turn number moves on from where it was. */
async function playFullTurn(pages: { page: Page; token: string }[], seed: number): Promise<{ steps: number; map: number; turn: number }> {
  const random = rng(seed);
  const start = await turnOf(pages[0].token);
  let steps = 0;
  let map = 0;
  let idle = 0;
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    let acted = false;
    for (const { page } of pages) {
      const before = await pageState(page);
      const did = await playStep(page, random, steps > 30);
      if (!did) continue;
      acted = true;
      steps++;
      if (did.startsWith('map')) map++;
      await settle(page, before);
    }
    const now = await turnOf(pages[0].token);
    if (now > start) {
      console.log(`turn ${start} played in ${steps} steps, ${map} on the map${now === Infinity ? ' (the game ended with it)' : ''}`);
      return { steps, map, turn: start + 1 };
    }
    if (!acted) {
      idle++;
      await pages[0].page.waitForTimeout(100);
      if (idle > 600) {
        const snaps = await Promise.all(pages.map(async (p) => (await api(server, 'GET', `/api/play/${p.token}`)).body));
        const states = await Promise.all(pages.map((p) => pageState(p.page)));
        throw new Error(
          `no page had a decision for a minute: ${JSON.stringify(snaps.map((s) => ({ toAct: s.toAct, legal: s.legal.length, seq: s.seq, result: s.result, log: s.log.slice(-6) })))} ${JSON.stringify(states)}`,
        );
      }
    } else idle = 0;
  }
  throw new Error(`turn ${start} did not end after ${steps} steps`);
}

async function open(url: string, errors: string[]) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-US' });
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(server.url + url);
  return { context, page };
}

describe.skipIf(!hasChromium)('browser: every game played through its map', () => {
  beforeAll(async () => {
    ({ server, browser, close } = await browserAndServer({ games }));
  }, 120_000);
  afterAll(() => close());

  it.each(Object.keys(games))(
    '%s: first decision - few buttons, Tab reaches the map, no serious axe finding, the page fits',
    async (id) => {
      const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: id, seat: games[id].roles[0], opponent: 'computer' })).body;
      const errors: string[] = [];
      const { context, page } = await open(m.links[0].url, errors);
      await waitForDecision(page);
      expect(await buttonsOutsideMap(page)).toBeLessThanOrEqual(20);
      expect((await fitsWindow(page)).fits).toBe(true);
      expect(await axeSerious(page)).toEqual([]);
      expect(await tabReachesMap(page)).toBe(true);
      // Enter on a thing of the map: a choosable one is selected (or its one action played); one that
      // can do nothing says why, with the rule.
      const before = await pageState(page);
      if (before.clickable.length) {
        await page.locator(`[data-testid=board] [data-ref="${before.clickable[0]}"]`).first().focus();
        await page.keyboard.press('Enter');
        await settle(page, before);
        const after = await pageState(page);
        // Issue 29.2: an action that rolls waits for its Attack/Fire confirmation: that is the page answering too.
        expect(after.seq !== before.seq || after.selected.length > 0 || after.confirm).toBe(true);
      } else {
        await page.keyboard.press('Enter');
        await page.locator('[data-testid=why]').waitFor();
        expect(await page.locator('[data-testid=why] .rule').count()).toBe(1);
      }
      expect(errors).toEqual([]);
      await context.close();
    },
    120_000,
  );

  it.each(Object.keys(games))(
    '%s: a full turn against the computer, by the map and the prompt only',
    async (id) => {
      const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: id, seat: games[id].roles[0], opponent: 'computer' })).body;
      const errors: string[] = [];
      const { context, page } = await open(m.links[0].url, errors);
      await waitForDecision(page);
      const r = await playFullTurn([{ page, token: m.links[0].token }], 7);
      expect(r.map).toBeGreaterThan(0);
      await page.screenshot({ path: artifact(`map-turn-${id}.png`) });
      expect(errors).toEqual([]);
      await context.close();
    },
    300_000,
  );

  it.each(Object.keys(games))(
    '%s: a full turn between two links, by the map and the prompt only',
    async (id) => {
      const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: id, seat: games[id].roles[0], opponent: 'invite' })).body;
      const errors: string[] = [];
      const a = await open(m.links[0].url, errors);
      const b = await open(m.links[1].url, errors);
      const r = await playFullTurn(
        [
          { page: a.page, token: m.links[0].token },
          { page: b.page, token: m.links[1].token },
        ],
        11,
      );
      expect(r.map).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await a.context.close();
      await b.context.close();
    },
    300_000,
  );

  it.each(Object.keys(games))(
    '%s: on a 390x844 phone the map and the prompt are both on screen, and a move does not scroll the page',
    async (id) => {
      const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: id, seat: games[id].roles[0], opponent: 'computer' })).body;
      const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US' });
      const page = await context.newPage();
      await page.goto(server.url + m.links[0].url);
      await waitForDecision(page);
      const onScreen = async (sel: string) => {
        const b = await page.locator(sel).first().boundingBox();
        return !!b && b.y >= 0 && b.y < 844 && b.height > 0;
      };
      expect(await onScreen('.map-viewport')).toBe(true);
      expect(await onScreen('[data-testid=say]')).toBe(true);
      expect((await fitsWindow(page)).overflowX).toBe(0);
      const random = rng(3);
      for (let i = 0; i < 4; i++) {
        await waitForDecision(page);
        const y = await page.evaluate(() => window.scrollY);
        const before = await pageState(page);
        await playStep(page, random, false);
        await settle(page, before);
        await page.waitForTimeout(200);
        expect(await page.evaluate(() => window.scrollY)).toBe(y);
      }
      await page.screenshot({ path: artifact(`phone-${id}.png`) });
      await context.close();
    },
    120_000,
  );

  it('cruellest-month: an air mission flown and its air battle fought on the Air Battle Board, by the map and the prompt only (two links)', async () => {
    // 8.1-8.7: the Allied link declares a mission by clicking its target on the map and composes it by
    // clicking squadrons in its Airbase Display; the German link scrambles interceptors by clicking
    // them (8.4); then both fight the air battle on the Air Battle Board (8.7) by clicks on its
    // aircraft, hexes and manoeuvre markers and the prompt's few buttons, until it is over.
    const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'cruellest-month', seat: 'allied', opponent: 'invite' })).body;
    const errors: string[] = [];
    const a = await open(m.links[0].url, errors);
    const b = await open(m.links[1].url, errors);
    const sides = [
      { role: 'allied', page: a.page, token: m.links[0].token },
      { role: 'german', page: b.page, token: m.links[1].token },
    ];
    const random = rng(21);
    const rule = (page: Page) =>
      page
        .locator('[data-testid=say] .rule')
        .first()
        .innerText()
        .catch(() => '');
    const button = async (page: Page, re: RegExp) => {
      const bs = (await pageState(page)).buttons.filter((x) => re.test(x));
      if (!bs.length) return null;
      await page.locator('[data-testid=prompt] .choices > ul.actions button.action', { hasText: bs[0] }).first().click();
      return `button ${bs[0]}`;
    };
    // By keyboard, as the driver does (a counter drawn over a hex would take a mouse click).
    const click = async (page: Page, ref: string) => {
      await page.locator(`[data-testid=board] [data-ref="${ref}"].clickable`).first().focus();
      await page.keyboard.press('Enter');
      return `map ${ref}`;
    };
    let mission = false;
    let scrambled = 0;
    let added = 0;
    let battleSteps = 0;
    let battleMap = 0;
    let sawBattle = false;
    let over = false;
    let axeOnBattle: Awaited<ReturnType<typeof axeSerious>> | null = null;
    const done: string[] = [];
    const deadline = Date.now() + 270_000;
    while (Date.now() < deadline && !over) {
      let acted = false;
      for (const side of sides) {
        const s = await pageState(side.page);
        if (!s.deciding || s.over) continue;
        const r = await rule(side.page);
        const inBattle = (await side.page.locator('[data-testid=board][data-board=air-battle]').count()) > 0;
        let did: string | null = null;
        if (inBattle) {
          // Once a manoeuvre is on offer: the board as a wargamer sees it, and axe-core on it.
          if (!axeOnBattle && s.clickable.some((x) => x.startsWith('ab-'))) {
            axeOnBattle = await axeSerious(side.page);
            await side.page.screenshot({ path: artifact('air-battle-cruellest-month.png') });
          }
          sawBattle = true;
          // Interceptors come on (8.7.5) rather than wait off the board, so that the two sides meet.
          did = (await button(side.page, /roll to enter/i)) ?? (await playStep(side.page, random, battleSteps > 40));
          battleSteps++;
          if (did?.startsWith('map')) battleMap++;
        } else if (r === '8.1' && side.role === 'allied' && !mission) {
          // The mission's target: a clickable thing of the map, then the task if the prompt asks.
          did = s.selected.length && s.buttons.length ? await button(side.page, /bomb|strafing|spotting|mission/i) : await click(side.page, s.clickable[0]);
        } else if (r === '8.1.5') {
          mission = true;
          const unit = s.clickable.find((x) => x.startsWith('a-') || x.startsWith('g-'));
          did = added < 2 && unit ? await click(side.page, unit) : await button(side.page, /launch/i);
          if (did?.startsWith('map')) added++;
        } else if (r === '8.4' && side.role === 'german' && scrambled < 2 && s.clickable.length) {
          did = await click(side.page, s.clickable[0]);
          scrambled++;
        } else {
          // Anything else: move the game on (no General Regroup, no RFC commitment, Done, Pass).
          did = (await button(side.page, /^no |do not|no more|done|pass\b|end\b/i)) ?? (await playStep(side.page, random, true));
        }
        if (!did) continue;
        acted = true;
        done.push(`${side.role} ${r} ${did}`);
        await settle(side.page, s);
      }
      const snap = (await api(server, 'GET', `/api/play/${m.links[0].token}`)).body;
      if (sawBattle && !(snap.view as { battle: unknown }).battle) over = true;
      if (!acted) await a.page.waitForTimeout(100);
    }
    console.log(
      `cruellest-month air battle: ${battleSteps} steps on the Air Battle Board, ${battleMap} of them on the board; last: ${done.slice(-5).join(' / ')}`,
    );
    expect(mission).toBe(true);
    expect(sawBattle).toBe(true);
    expect(over).toBe(true);
    expect(battleMap).toBeGreaterThan(0);
    expect(axeOnBattle).toEqual([]);
    // The log of the battle names its rules (8.7.x).
    const log = (await api(server, 'GET', `/api/play/${m.links[0].token}`)).body.log as { rule?: string }[];
    expect(log.some((e) => e.rule?.startsWith('8.7'))).toBe(true);
    expect(errors).toEqual([]);
    await a.context.close();
    await b.context.close();
  }, 330_000);

  it("the replay's header follows the step shown, and its log is whole, with rule chips and each side marked", async () => {
    // Fixed dice (in-process: no player chooses them), so that the computer's German turn has moves to log.
    server.nextSeeds!(1);
    const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'arras-postcard', seat: 'allied', opponent: 'computer' })).body;
    const errors: string[] = [];
    const { context, page } = await open(m.links[0].url, errors);
    await waitForDecision(page);
    await playFullTurn([{ page, token: m.links[0].token }], 12);
    await waitForDecision(page);
    const status = page.locator('[data-testid=status]');
    // The computer's clocked choices differ with the machine's load, and a turn may pass with no Allied
    // decision: the header shows a later turn than the first, whichever it is.
    const now = Number(/Turn (\d+)\//.exec(await status.innerText())?.[1]);
    expect(now).toBeGreaterThanOrEqual(2);
    // The play page's log marks each side's entries, the player's own shaded.
    expect(await page.locator('[data-testid=log] li.side-0.mine').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid=log] li.side-1').count()).toBeGreaterThan(0);
    page.once('dialog', (d) => d.accept());
    await page.getByRole('button', { name: 'Resign' }).click();
    await page.locator('[data-testid=result]').waitFor();
    const slider = page.locator('[data-testid=replay]');
    await slider.fill('0');
    await expect.poll(() => status.innerText()).toMatch(/Turn 1\//);
    const total = Number(await slider.getAttribute('max'));
    await slider.fill(String(total));
    await expect.poll(() => status.innerText()).toMatch(new RegExp(`Turn ${now}/`));
    const frame = (await api(server, 'GET', `/api/play/${m.links[0].token}/replay?step=${total}&role=allied`)).body;
    await expect.poll(() => page.locator('[data-testid=log] li').count()).toBe(frame.log.length);
    expect(await page.locator('[data-testid=log] .rule.chip').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);
});
