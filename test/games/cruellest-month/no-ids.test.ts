// The Cruellest Month: no text a player meets shows an engine id (issue 28). Every log line, step prompt,
// dice prompt and legal action's description, in English and French, of random games is scanned for the ids
// of counters (`a-16`, `g-j11`, `i-3`), Airbases (`ae-bruay`, `ff-1`, `off-douai`), Corps/Gruppe sectors and
// off-map areas in lower case (`souchez`, `vimy`, `douai`), target strings (`unit:`, `base:`) and the retreat code `eliminate`.
import { describe, expect, it } from 'vitest';
import { CHANCE, type Role } from '../../../src/kernel/game.ts';
import { AIR_BY_ID, AIRBASES, GROUND_BY_ID } from '../../../src/games/cruellest-month/data.ts';
import { Rng } from '../../../src/kernel/rng.ts';
import { game, newGame } from './helpers.ts';

const IDS = new Set([
  ...Object.keys(AIR_BY_ID),
  ...Object.keys(GROUND_BY_ID),
  ...AIRBASES.map((b) => b.id),
  'rfc',
  'souchez',
  'vimy',
  'arras',
  'douai',
  'cambrai',
  'eliminate',
]);
/** The ids standing as words in a text (a word: letters, digits, '-' and ':'); `unit:`/`base:` prefixes too. */
function idsIn(text: string): string[] {
  const out: string[] = [];
  for (const w of text.match(/[\p{L}\d:-]+/gu) ?? []) {
    const word = w.replace(/^[-:]+|[-:]+$/g, '');
    if (IDS.has(word) || /^(unit|base):/.test(word)) out.push(word);
  }
  return out;
}

function scan(seed: number, found: Map<string, string>): number {
  const rng = new Rng(seed);
  const s = newGame();
  let texts = 0;
  const check = (t: string | undefined) => {
    if (!t) return;
    texts++;
    for (const id of idsIn(t)) if (!found.has(id)) found.set(id, t);
    // A name given twice ("Jasta 11 (Albatros D.III) (Albatros D.III)").
    if (/(\([^()]+\)) \1/.test(t) && !found.has('twice')) found.set('twice', t);
  };
  const sink = (e: { text: string; texts?: { fr?: string } }) => {
    check(e.text);
    check(e.texts?.fr);
  };
  for (let i = 0; i < 20000; i++) {
    const who = game.toAct(s);
    if (who.length === 0) break;
    const role: Role = who[0];
    if (role === CHANCE) {
      const c = game.chance(s);
      check(c.label);
      check(c.texts?.fr);
      game.perform(s, CHANCE, { type: 'dice', dice: Array.from({ length: c.dice }, () => 1 + rng.int(c.sides)) }, sink);
      continue;
    }
    for (const lang of ['en', 'fr']) check(game.prompt!(s, role, lang).text);
    const legal = game.legalActions(s, role);
    for (const a of legal) for (const lang of ['en', 'fr']) check(game.describeAction(s, role, a, lang));
    game.perform(s, role, legal[rng.int(legal.length)], sink);
  }
  return texts;
}

describe('no engine ids in the texts players meet', () => {
  it('4.0: every log line, prompt, dice prompt and action description of random games names things, in English and French', () => {
    const found = new Map<string, string>();
    let texts = 0;
    for (const seed of [3, 17]) texts += scan(seed, found);
    expect(texts).toBeGreaterThan(10000);
    expect(Object.fromEntries(found)).toEqual({});
  }, 300_000);

  it('9.4.6: a division with no hex to retreat to is told it is eliminated, not "retreat to eliminate"', () => {
    const s = newGame();
    for (const lang of ['en', 'fr']) {
      const t = game.describeAction(s, 'german', { type: 'retreat', to: 'eliminate' }, lang);
      expect(idsIn(t)).toEqual([]);
      expect(t).toMatch(lang === 'en' ? /eliminated \(9\.4\.6\)/ : /éliminée \(9\.4\.6\)/);
    }
  });
});
