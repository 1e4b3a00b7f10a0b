// Issue 29 on The Cruellest Month's Air Battle Board, in Chromium at 1400x900, 1024x700 and 390x844:
// - 8.7.3: the Movement Sequence and altitude of each aircraft are chosen on the board (the aircraft, a sequence chip,
//   an altitude chip, by real mouse clicks), no menu, nothing clipped;
// - 8.9, 8.10: a bombing or strafing attack shows its AA fire and its strike, each with its rule, and waits for Attack;
//   Back rolls nothing;
// - 8.9: a strike's altitude is a button of the prompt at once, no click on a tile first.
// The positions come from seeded games played through the rules (the game's own setup, legal actions and perform).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CHANCE, type Action, type Role } from '../../src/kernel/game.ts';
import { games } from '../../src/games/index.ts';
import { playSeeded, towardsAttacks } from '../games/cruellest-month/helpers.ts';
import { cruellestMonth } from '../../src/games/cruellest-month/game.ts';
import type { State } from '../../src/games/cruellest-month/state.ts';
import type { CreatedMatch } from '../../src/protocol/types.ts';
import { type TestServer, api } from '../server/helpers.ts';
import { artifact, browserAndServer, hasChromium } from './helpers.ts';

type Found = { state: State; role: Role };
/** The first position of seeded games (played towards the Air Battle Board's attacks) where `want` holds for the side to act. */
function find(want: (s: State, role: Role, legal: Action[]) => boolean): Found {
  for (let g = 0; g < 6; g++) {
    let found: Found | null = null;
    playSeeded(
      300 + g,
      (s, role, _a, legal) => {
        if (role === CHANCE || !want(s, role, legal)) return undefined;
        found = { state: structuredClone(s), role };
        return false;
      },
      towardsAttacks,
    );
    if (found) return found;
  }
  throw new Error('no such position in the seeded games');
}

const START: Record<string, Found> = {
  // 8.7.3: a side with two aircraft or more to give a Movement Sequence and an altitude.
  sequence: find((s, _r, legal) => s.battle?.phase === 'sequence' && new Set(legal.filter((a) => a.type === 'ab-sequence').map((a) => a.unit)).size >= 2),
  // 8.9, 8.10: a bomber or strafer in the target zone, facing the target's AA fire.
  bomb: find((s, _r, legal) => !!s.battle && s.battle.targetAaf > 0 && legal.some((a) => a.type === 'ab-bomb' || a.type === 'ab-strafe')),
  // 8.9: the altitude of a strike without an air battle.
  altitude: find((s, r, legal) => !s.battle && legal.some((a) => a.type === 'altitude') && s.mission?.side === r),
};
/** The game, starting at those positions (one scenario each). */
const atPositions = {
  ...cruellestMonth,
  scenarios: Object.keys(START).map((id) => ({ id, label: id, description: id })),
  setup: (c: { scenario?: string }) => structuredClone(START[c.scenario ?? 'sequence'].state),
};

let server: TestServer;
let browser: Browser;
let close: () => Promise<void> = async () => {};

const SIZES = [
  { width: 1400, height: 900 },
  { width: 1024, height: 700 },
  { width: 390, height: 844 },
];
const seqOf = async (page: Page) => Number(await page.locator('[data-testid=prompt]').getAttribute('data-seq'));
const logText = async (page: Page) => (await page.locator('[data-testid=log]').innerText()).replace(/\s+/g, ' ');

async function open(scenario: string, size: { width: number; height: number }) {
  const m = (await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'cruellest-month', seat: START[scenario].role, opponent: 'invite', scenario }))
    .body;
  const context = await browser.newContext({ viewport: size, locale: 'en-US' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(server.url + m.links[0].url);
  await page.locator('[data-testid=say]').waitFor();
  return { context, page, errors };
}

/** The element lies whole inside the window (after scrolling it into view). */
async function inWindow(sel: ReturnType<Page['locator']>, size: { width: number; height: number }) {
  await sel.scrollIntoViewIfNeeded();
  const r = (await sel.boundingBox())!;
  return r.x >= 0 && r.y >= 0 && r.x + r.width <= size.width + 0.5 && r.y + r.height <= size.height + 0.5;
}

describe.skipIf(!hasChromium)("browser: the Cruellest Month's Air Battle Board, no dead end and no blind roll (issue 29)", () => {
  beforeAll(async () => {
    ({ server, browser, close } = await browserAndServer({ games: { ...games, 'cruellest-month': atPositions } }));
  }, 180_000);
  afterAll(() => close());

  for (const size of SIZES) {
    it(`8.7.3 at ${size.width}x${size.height}: each aircraft's Movement Sequence and altitude are chosen by clicks on the board (aircraft, sequence chip, altitude chip), no menu, nothing clipped`, async () => {
      const { context, page, errors } = await open('sequence', size);
      const board = page.locator('[data-testid=board][data-board=air-battle]');
      await board.waitFor();
      const tray = page.locator('[data-testid=sequence-tray]');
      await tray.waitFor();
      let placed = 0;
      for (let k = 0; k < 8; k++) {
        const aircraft = board.locator('.aircraft.clickable');
        if ((await aircraft.count()) === 0) break;
        // Before any click the chips are highlighted: the choice is on view, not behind a click.
        expect(await tray.locator('.chip.clickable').count()).toBeGreaterThanOrEqual(2);
        const seq = await seqOf(page);
        const chosen = (await aircraft.first().getAttribute('data-name'))!;
        await aircraft.first().click();
        // No menu in the prompt (the whole list stays in its closed "or from the list").
        expect(await page.locator('[data-testid=prompt] .choices > .menu').count()).toBe(0);
        const seqChip = tray.locator('.chip.clickable[data-ref^="seq:"]').first();
        expect(await inWindow(seqChip, size)).toBe(true);
        await seqChip.click();
        if (placed === 0) await page.screenshot({ path: artifact(`cm-sequence-${size.width}.png`) });
        const altChip = tray.locator('.chip.clickable[data-ref^="alt:"]').first();
        expect(await inWindow(altChip, size)).toBe(true);
        await altChip.click();
        await expect.poll(() => seqOf(page)).toBeGreaterThan(seq);
        await expect.poll(() => logText(page)).toContain(`${chosen.split(' ')[0]}`);
        placed++;
        if ((await tray.count()) === 0) break;
      }
      expect(placed).toBeGreaterThanOrEqual(2);
      expect(errors).toEqual([]);
      await context.close();
    }, 90_000);

    it(`8.9, 8.10 at ${size.width}x${size.height}: a bombing or strafing attack shows its AA fire and its strike with their rules and waits for Attack; Back rolls nothing`, async () => {
      const { context, page, errors } = await open('bomb', size);
      await page.locator('[data-testid=board][data-board=air-battle]').waitFor();
      const attack = page.locator('[data-testid=prompt] button.action', { hasText: /bomb|strafe/i }).first();
      await attack.waitFor();
      const seq = await seqOf(page);
      const before = await logText(page);
      await attack.click();
      const confirm = page.locator('[data-testid=confirm]');
      await confirm.waitFor();
      const shown = (await confirm.innerText()).replace(/\s+/g, ' ');
      expect(shown).toMatch(/AA fire at .+: 1D10 [+-]\d+.*AAF \d+ against DF \d+/);
      expect(shown).toMatch(/After the air battle, .+’s (bombing|strafing): 1d6 [+-]\d+.* against BF \d+/);
      expect(await confirm.locator('.rule').allInnerTexts()).toEqual(['8.9.2', '8.10.5']);
      for (const b of await confirm.locator('button').all()) expect(await inWindow(b, size)).toBe(true);
      await page.screenshot({ path: artifact(`cm-bomb-preview-${size.width}.png`) });
      await page.locator('[data-testid=confirm-back]').click();
      await expect.poll(() => confirm.count()).toBe(0);
      expect(await seqOf(page)).toBe(seq);
      expect(await logText(page)).toBe(before);
      await attack.click();
      await confirm.waitFor();
      await page.locator('[data-testid=confirm-roll]').click();
      await expect.poll(() => logText(page)).toMatch(/AA fire \(AAF \d+\) at .+: 1D10 \d+, modified -?\d+/);
      expect(errors).toEqual([]);
      await context.close();
    }, 90_000);
  }

  it('the magnifier at 1024x700 (issue 29): an aircraft pointed at, or held (context menu), is shown large with its name and face; a click elsewhere closes it', async () => {
    const size = { width: 1024, height: 700 };
    const { context, page, errors } = await open('sequence', size);
    const board = page.locator('[data-testid=board][data-board=air-battle]');
    await board.waitFor();
    const counter = board.locator('.aircraft[data-unit]').first();
    const name = (await counter.getAttribute('data-name'))!.split(' ').slice(0, 2).join(' ');
    const lens = board.locator('.lens');
    expect(await lens.count()).toBe(0);
    await counter.hover();
    await lens.waitFor();
    expect(await lens.innerHTML()).toContain(name);
    expect((await lens.locator('text').allTextContents()).join(' ')).toMatch(/AF [\d–]+ · DF \d+ · BF [\dS–]+ · SR \d+/);
    await page.screenshot({ path: artifact('cm-air-lens-1024.png') });
    await page.mouse.move(2, 2);
    await expect.poll(() => lens.count()).toBe(0);
    // A long press (the context menu on a touch screen) holds it open; a click on the board closes it.
    await counter.dispatchEvent('contextmenu');
    await expect.poll(() => lens.count()).toBe(1);
    await board.locator('.hex').nth(40).click({ force: true });
    await expect.poll(() => lens.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('8.9 at 1024x700: the altitude of a strike is a button of the prompt at once, with its preview, and waits for Attack', async () => {
    const size = { width: 1024, height: 700 };
    const { context, page, errors } = await open('altitude', size);
    const low = page.locator('[data-testid=prompt] .choices > ul.actions button.action', { hasText: /low altitude/i }).first();
    await low.waitFor();
    expect(await inWindow(low, size)).toBe(true);
    await low.click();
    const confirm = page.locator('[data-testid=confirm]');
    await confirm.waitFor();
    expect((await confirm.innerText()).replace(/\s+/g, ' ')).toMatch(/AA fire at .+: 1d10 \+ AAF \d+ against DF \d+, low altitude/);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
