// A player that uses only what the page offers a person (issue 14): it clicks (by keyboard: focus,
// then Enter) the things the map marks as choosable, and the prompt's few controls - buttons, the
// menu of a long list, a number field. It never sends an action's JSON.
import type { Page } from 'playwright-core';

/** Words of the buttons that move a game on (English texts of the three games). */
const ENDING = /\b(pass|end|done|no support|no-support|accept|stop|decline|hold|resolve|movement phase|combat phase)\b/i;

export interface PageState {
  seq: number;
  deciding: boolean;
  over: boolean;
  clickable: string[];
  selected: string[];
  buttons: string[];
  menu: boolean;
  number: boolean;
  /** An action that rolls dice waits for its Attack/Fire or Back (issue 29: see before you commit). */
  confirm: boolean;
}

export async function pageState(page: Page): Promise<PageState> {
  return page.evaluate(() => {
    const prompt = document.querySelector('[data-testid=prompt]');
    const board = document.querySelector('[data-testid=board]');
    const refs = (sel: string) => [...(board?.querySelectorAll(sel) ?? [])].map((e) => e.getAttribute('data-ref')!);
    return {
      seq: Number(prompt?.getAttribute('data-seq') ?? -1),
      deciding: !!document.querySelector('[data-testid=say]'),
      over: !!document.querySelector('[data-testid=result]'),
      clickable: refs('.clickable:not(.selected)'),
      selected: refs('.selected'),
      buttons: [...(prompt?.querySelectorAll('.choices > ul.actions button.action') ?? [])].map((b) => (b as HTMLElement).innerText),
      menu: !!prompt?.querySelector('.choices > .menu select'),
      number: !!prompt?.querySelector('.number-choice button'),
      confirm: !!prompt?.querySelector('[data-testid=confirm-roll]'),
    };
  });
}

/** A small seeded generator, so a failing run can be repeated. */
export function rng(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

/**
 * Runs one click or key press on what the page showed a moment ago. The page may have changed in
 * between (the computer's move arriving, a frame from the other link): then the thing is gone, and the
 * step says 'changed' so the caller reads the page again instead of waiting 30 s for it.
 */
async function onThePage(page: Page, before: PageState, act: () => Promise<unknown>, did: string): Promise<string> {
  try {
    await act();
    return did;
  } catch (e) {
    if (!(e instanceof Error) || e.name !== 'TimeoutError') throw e;
    const now = await pageState(page);
    if (now.seq === before.seq && now.deciding && !now.over && now.clickable.join() === before.clickable.join() && now.buttons.join() === before.buttons.join())
      throw e;
    return 'changed';
  }
}

const QUICK = { timeout: 5000 };

/**
 * One step of a person's play on the page: returns what it did, or null when it is not this page's
 * turn. `hurry` makes it prefer the buttons that end a phase (Pass, End, Done...), so a turn ends.
 */
export async function playStep(page: Page, random: () => number, hurry: boolean): Promise<string | null> {
  const s = await pageState(page);
  if (!s.deciding || s.over) return null;
  const pickOf = <T>(xs: T[]) => xs[Math.floor(random() * xs.length)];
  // A roll waiting for confirmation: mostly Attack/Fire, now and then Back (which must return to the choices).
  if (s.confirm) {
    const which = random() < 0.85 ? 'confirm-roll' : 'confirm-back';
    return onThePage(page, s, () => page.locator(`[data-testid=prompt] [data-testid=${which}]`).click(QUICK), which);
  }
  const ending = s.buttons.filter((b) => ENDING.test(b));
  if (hurry && ending.length && s.selected.length === 0) {
    const b = pickOf(ending);
    return onThePage(
      page,
      s,
      () => page.locator('[data-testid=prompt] .choices > ul.actions button.action', { hasText: b }).first().click(QUICK),
      `button ${b}`,
    );
  }
  if (s.number) {
    return onThePage(page, s, () => page.locator('[data-testid=prompt] .number-choice button').first().click(QUICK), 'number');
  }
  if (s.clickable.length && (s.buttons.length === 0 || random() < 0.8) && !(s.menu && s.selected.length)) {
    const ref = pickOf(s.clickable);
    const key = random() < 0.5 ? 'Enter' : ' ';
    const thing = page.locator(`[data-testid=board] [data-ref="${ref}"].clickable`).first();
    return onThePage(
      page,
      s,
      async () => {
        await thing.focus(QUICK);
        await page.keyboard.press(key);
      },
      `map ${ref}`,
    );
  }
  if (s.menu) {
    const menu = page.locator('[data-testid=prompt] .choices > .menu');
    const pick = random();
    return onThePage(
      page,
      s,
      async () => {
        const n = await menu.locator('option').count();
        await menu.locator('select').selectOption({ index: Math.floor(pick * n) }, QUICK);
        await menu.locator('button.primary').click(QUICK);
      },
      'menu',
    );
  }
  if (s.buttons.length) {
    const b = pickOf(s.buttons);
    return onThePage(
      page,
      s,
      () => page.locator('[data-testid=prompt] .choices > ul.actions button.action', { hasText: b }).first().click(QUICK),
      `button ${b}`,
    );
  }
  if (s.selected.length) {
    return onThePage(page, s, () => page.locator('[data-testid=prompt] .selection button.link').click(QUICK), 'clear');
  }
  throw new Error(`nothing to choose on the page: ${JSON.stringify(s)}`);
}

/** Wait until the page has moved on from `seq` or changed its selection (or `ms` passed). */
export async function settle(page: Page, before: PageState, ms = 5000): Promise<void> {
  const t0 = Date.now();
  while (Date.now() - t0 < ms) {
    const s = await pageState(page);
    if (s.seq !== before.seq || s.selected.join() !== before.selected.join() || s.confirm !== before.confirm || s.over) return;
    await page.waitForTimeout(40);
  }
}
