// Throwaway: the home page's level chooser at three sizes, two languages; axe-core. Not kept.
import { browserAndServer } from '../test/e2e/helpers.ts';
import { axeSerious } from './ui-measures.ts';
import { games } from '../src/games/index.ts';
const { server, browser, close } = await browserAndServer({ games: games as never });
const sizes = [
  { name: 'wide', width: 1400, height: 900, lang: 'en', game: 'cruellest-month', level: 'normal' },
  { name: 'mid', width: 1024, height: 700, lang: 'fr', game: 'ca-arras-1940', level: 'hard' },
  { name: 'phone', width: 390, height: 844, lang: 'en', game: 'cambrai-1917', level: 'expert' },
];
for (const s of sizes) {
  const ctx = await browser.newContext({ viewport: { width: s.width, height: s.height }, locale: s.lang === 'fr' ? 'fr-FR' : 'en-GB' });
  const page = await ctx.newPage();
  await page.goto(server.url + '/');
  await page.selectOption('select[name=game]', s.game);
  await page.check('input[name=opponent][value=computer]');
  await page.selectOption('select[name=level]', s.level);
  const options = await page.locator('select[name=level] option').allTextContents();
  const measure = await page.textContent('[data-testid=level-measure]').catch(() => null);
  await page.locator('select[name=level]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/work/notes/s12/home-${s.name}.png`, fullPage: false });
  // Keyboard: focus the chooser and step down one level.
  await page.focus('select[name=level]');
  await page.keyboard.press('ArrowUp');
  const after = await page.textContent('[data-testid=level-measure]').catch(() => null);
  const axe = await axeSerious(page);
  console.log(JSON.stringify({ size: s.name, lang: s.lang, game: s.game, options, measure, afterArrowUp: after, axe: axe.length }));
  await ctx.close();
}
await close();
