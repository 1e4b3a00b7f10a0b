// The Cruellest Month's play page (issues 14 and 16): a match against the computer played in headless
// Chromium through the map and the prompt's few buttons only (map-driver.ts: no action chosen by its
// JSON), with the game's own sentence for each decision, the units of the Airbase Display chosen on the
// board, and axe-core run on the page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { games } from '../../src/games/index.ts';
import type { CreatedMatch } from '../../src/protocol/types.ts';
import { type TestServer, api } from '../server/helpers.ts';
import { artifact, browserAndServer, hasChromium } from './helpers.ts';
import { axeSerious, buttonsOutsideMap, mapTextP10, tabReachesMap, waitForDecision } from '../../bench/ui-measures.ts';
import { pageState, playStep, rng, settle } from './map-driver.ts';

/**
 * What covers what on the strategic map, measured in the page: each place name's box against every division
 * counter and Airbase on the map and against the other names, and names drawn outside the map (cut).
 * No named function inside evaluate (tsx would wrap it in a helper the page does not have).
 */
async function mapCollisions(page: import('playwright-core').Page): Promise<string[]> {
  return page.evaluate(() => {
    const svg = document.querySelector('[data-testid=board].cruellest-month')!;
    const map = svg.querySelector('.regions')!.getBoundingClientRect();
    const names = [...svg.querySelectorAll('.places .place-name')].map((e) => ({ id: e.getAttribute('data-place'), b: e.getBoundingClientRect() }));
    const things = [...svg.querySelectorAll('.labels .counter rect.body, .airbases .airbase circle.body')].map((e) => ({
      id: e.closest('[data-ref]')!.getAttribute('data-ref'),
      b: e.getBoundingClientRect(),
    }));
    const out: string[] = [];
    for (const n of names) {
      for (const t of things)
        if (Math.min(n.b.right, t.b.right) - Math.max(n.b.left, t.b.left) > 0.5 && Math.min(n.b.bottom, t.b.bottom) - Math.max(n.b.top, t.b.top) > 0.5)
          out.push(`${n.id} under ${t.id}`);
      for (const m of names)
        if (
          m.id! > n.id! &&
          Math.min(n.b.right, m.b.right) - Math.max(n.b.left, m.b.left) > 0.5 &&
          Math.min(n.b.bottom, m.b.bottom) - Math.max(n.b.top, m.b.top) > 0.5
        )
          out.push(`${n.id} on ${m.id}`);
      if (n.b.left < map.left - 1 || n.b.right > map.right + 1) out.push(`${n.id} cut`);
    }
    if (names.length < 30) out.push(`only ${names.length} names`);
    return out;
  });
}

let server: TestServer;
let browser: Browser;
let close: () => Promise<void> = async () => {};

describe.skipIf(!hasChromium)('browser: The Cruellest Month played by its map', () => {
  beforeAll(async () => {
    ({ server, browser, close } = await browserAndServer({ games }));
  }, 120_000);
  afterAll(() => close());

  it('14.1 the Allied set-up: a division clicked, then a hex, moves there; the prompt names the rule; few buttons, no serious axe finding', async () => {
    const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'cruellest-month', seat: 'allied', opponent: 'computer' })).body;
    const errors: string[] = [];
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(server.url + m.links[0].url);
    await waitForDecision(page);
    // The game's sentence, with its rule, not the shell's generic line.
    const say = page.locator('[data-testid=say]');
    expect(await say.innerText()).toMatch(/set-up/i);
    expect(await say.locator('.rule').innerText()).toBe('14.1');
    expect(await buttonsOutsideMap(page)).toBeLessThanOrEqual(20);
    expect(await mapTextP10(page)).toBeGreaterThanOrEqual(9);
    expect(await tabReachesMap(page)).toBe(true);
    expect(await axeSerious(page)).toEqual([]);
    // The Airbase Display is on the board: the Allied squadrons are things of the map.
    expect(await page.locator('[data-testid=board] .aircraft[data-unit]').count()).toBeGreaterThan(10);
    // The map reads at a glance: no town, city, ridge, river or Hindenburg Line name under a division or an
    // Airbase, none on another, none cut at the map's edge.
    expect(await mapCollisions(page)).toEqual([]);
    // The turn's state as tables (13.0 VP, 8.10.6 hits, 9.5.1 Artillery Support and 8.11.2 balloons a formation).
    const aside = page.locator('.board-aside.cruellest-month');
    expect(await aside.locator('table.cm-score th[scope=row]').innerText()).toMatch(/VP/);
    expect(await aside.locator('table.cm-hits th[scope=col]').allInnerTexts()).toEqual(['Arras', 'Lens', 'Douai', 'Cambrai']);
    const formations = await aside.locator('table.cm-formations tbody tr:not(.group)').allInnerTexts();
    expect(formations.length).toBe(7);
    expect(formations.every((r) => /\t\d+\t(Normal|Weakened|Reduced)$/.test(r))).toBe(true);
    // 14.1: a division, then one of the hexes it may set up in.
    const before = await pageState(page);
    const unit = before.clickable.find((r) => r.startsWith('i-'))!;
    expect(unit).toBeTruthy();
    await page.locator(`[data-testid=board] [data-ref="${unit}"]`).first().click();
    await settle(page, before);
    const chosen = await pageState(page);
    expect(chosen.selected).toEqual([unit]);
    const hex = chosen.clickable.find((r) => /^\d{4}$/.test(r))!;
    await page.locator(`[data-testid=board] .hex[data-ref="${hex}"]`).first().click();
    await settle(page, chosen);
    const snap = (await api(server, 'GET', `/api/play/${m.links[0].token}`)).body;
    expect((snap.view as { ground: Record<string, { hex: string }> }).ground[unit].hex).toBe(hex);
    // The names moved clear of the division where it now stands.
    expect(await mapCollisions(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);

  it('14.1: an Airbase that can be set up is outlined as choosable, one that cannot is not, on the map and in the Airbase Display (issue 29: Airbases looked alike)', async () => {
    const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'cruellest-month', seat: 'allied', opponent: 'computer' })).body;
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(server.url + m.links[0].url);
    await waitForDecision(page);
    // The stroke of each Airbase's disc, by whether a click on it can do something now (14.1 deploy-base).
    const discs = await page.evaluate(() =>
      [...document.querySelectorAll('[data-testid=board] .airbase')].map((g) => {
        const cs = getComputedStyle(g.querySelector('circle.body')!);
        return { ref: g.getAttribute('data-ref'), clickable: g.classList.contains('clickable'), stroke: cs.stroke, width: parseFloat(cs.strokeWidth) };
      }),
    );
    const can = discs.filter((d) => d.clickable);
    const cannot = discs.filter((d) => !d.clickable);
    expect(can.length).toBeGreaterThan(0);
    expect(cannot.length).toBeGreaterThan(0);
    const look = (d: (typeof discs)[number]) => `${d.stroke} ${d.width}`;
    const looks = new Set(cannot.map(look));
    for (const d of can) {
      expect(looks.has(look(d)), `${d.ref} looks like an Airbase that cannot be chosen`).toBe(false);
      expect(d.width).toBeGreaterThanOrEqual(2.5);
    }
    // 8.12, 14.1: the Airbase is chosen by its heading in the Airbase Display too, beside its units; outlined,
    // and a click on it selects it (the hexes it may set up in are then choosable).
    const heading = page.locator(`[data-testid=board] .display-base.clickable[data-ref="${can[0].ref}"]`);
    expect(await heading.count()).toBe(1);
    expect(await heading.locator('rect.shape').evaluate((r) => parseFloat(getComputedStyle(r).strokeWidth))).toBeGreaterThanOrEqual(2.5);
    const before = await pageState(page);
    await heading.click();
    await settle(page, before);
    const after = await pageState(page);
    expect([...new Set(after.selected)]).toEqual([can[0].ref]);
    expect(after.clickable.some((r) => /^\d{4}$/.test(r))).toBe(true);
    await context.close();
  }, 120_000);

  it("the first decisions against the computer, by the map and the prompt only, each with the game's sentence and rule", async () => {
    const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'cruellest-month', seat: 'allied', opponent: 'computer' })).body;
    const errors: string[] = [];
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(server.url + m.links[0].url);
    const random = rng(5);
    const done: string[] = [];
    const rules = new Set<string>();
    const startSeq = (await api(server, 'GET', `/api/play/${m.links[0].token}`)).body.seq as number;
    for (let i = 0; i < 14; i++) {
      // The computer's turns may take a while on a loaded machine: stop at the first long wait.
      const waited = await waitForDecision(page, 45_000).then(
        () => true,
        () => false,
      );
      if (!waited) break;
      const rule = await page.locator('[data-testid=say] .rule').innerText();
      expect(rule).toMatch(/^\d+(\.\d+)*$/);
      rules.add(rule);
      const before = await pageState(page);
      // Hurry: end the set-up and the steps with a Done/Pass button once something was done on the map.
      const did = await playStep(page, random, i >= 2);
      if (!did) break;
      done.push(did);
      await settle(page, before);
    }
    expect(await axeSerious(page)).toEqual([]);
    const snap = (await api(server, 'GET', `/api/play/${m.links[0].token}`)).body;
    // The game moved on past the set-up (14.0) through what the page offered.
    console.log(
      `cruellest-month: ${done.length} decisions by the page (${done.join(', ')}); rules ${[...rules].join(' ')}; now ${snap.toAct.join(' ')} to act, seq ${snap.seq}`,
    );
    expect(done.length).toBeGreaterThanOrEqual(4);
    expect(snap.seq).toBeGreaterThan(startSeq);
    expect(done.some((d) => d.startsWith('map'))).toBe(true);
    expect(rules.size).toBeGreaterThan(1);
    await page.screenshot({ path: artifact('cruellest-month-first-decisions.png') });
    if (await page.locator('[data-testid=board].cruellest-month').count()) expect(await mapCollisions(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
