// Issue 31, item 2: the log's texts and the actions' descriptions live in text/en.ts and text/fr.ts
// (the same shape), keyed by what they say; a chapter logs one with told(rule, (w) => w.log.x(...)).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../src/kernel/game.ts';
import { endDaylight } from '../../../src/games/cambrai-1917/rules/02-daylight.ts';
import { AREAS } from '../../../src/games/cambrai-1917/data.ts';
import { RESULT_KINDS, bridgeBetween } from '../../../src/games/cambrai-1917/state.ts';
import { RULES } from '../../../src/games/cambrai-1917/text/rules.en.ts';
import { dice, emptyBoard, game, play, put } from './helpers.ts';

const root = new URL('../../../src/games/cambrai-1917/', import.meta.url);
/** Every chapter of rules/: all of them have their texts in text/. */
const MOVED = readdirSync(new URL('rules/', root)).map((f) => f.replace(/\.ts$/, ''));
const source = (file: string) => readFileSync(new URL(file, root), 'utf8');
/** The code of a source, its comments removed. */
const code = (src: string) => src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
/** The rules a chapter cites: a section of the aid (rules.en.ts) or a ruling of the game's doc; and the results' kinds (values, not texts). */
const isRule = (t: string) => t in RULES || /^ruling [A-Z]\d$/.test(t) || (RESULT_KINDS as readonly string[]).includes(t);

describe('texts in text/ (issue 31, item 2)', () => {
  it.each(MOVED)('rules/%s.ts writes no text inline: every log entry is a named text of text/en.ts and text/fr.ts', (chapter) => {
    const src = code(source(`rules/${chapter}.ts`));
    expect(src).not.toMatch(/\bsay\(/);
    // No words in a string but a rule's name: no log text, modifier's name or result's detail in either
    // language (an internal error, which no player meets, aside).
    const words = [...src.matchAll(/(['`])([^'`\n]*[A-Za-zé] [A-Za-zé][^'`\n]*)\1/g)].map((m) => m[2]).filter((t) => !isRule(t) && !t.startsWith('internal: '));
    expect(words).toEqual([]);
  });

  it('no text is written inline any more: text.ts and its say(log, rule, en, fr) are gone', () => {
    expect(MOVED).toHaveLength(13);
    expect(existsSync(new URL('text.ts', root))).toBe(false);
  });

  it("game.ts's action descriptions are text/'s describe block: no description written in game.ts", () => {
    const src = source('game.ts');
    const start = src.indexOf('function describe(');
    const body = src.slice(start, src.indexOf('\n}\n', start));
    expect(body).not.toMatch(/lang === 'fr' \?|\bfr \?|`/);
  });

  /** Two attempts of the German active player, holding the bridge between `from` (active) and `to`, with a dr of `dr`. */
  const DEMOLITIONS = [
    {
      what: 'the attempt and its dr name the bridge, a contested friendly side, a free side and the surprise of 20 November (a bridge that stands)',
      day: 20,
      from: 16,
      to: 15,
      dr: 1,
      units: { 16: ['IR27'], 15: ['152Bde', 'IR84'] },
      control: { 15: 'german' },
      blown: false,
      log: [
        ['Demolish Bridges', 'German attempts to demolish the Masnières bridge.', 'Le joueur allemand tente de détruire le pont de Masnières.'],
        [
          'Demolish Bridges',
          'Demolition of the Masnières bridge: dr 1 +2 contested friendly area 15 (Les Rues Vertes) +3 free area 16 (Masnières) -1 surprise (20 November) = 5 < 7: it stands.',
          'Destruction du pont de Masnières : jet 1 +2 zone 15 (Les Rues Vertes) amie contestée +3 zone 16 (Masnières) libre -1 surprise (20 novembre) = 5 < 7 : il tient.',
        ],
      ],
    },
    {
      what: 'the dr names a contested enemy side and the Canal du Nord (a bridge blown)',
      day: 22,
      from: 3,
      to: 32,
      dr: 4,
      units: { 3: ['IR387'], 32: ['107Bde', 'IR84'] },
      control: { 32: 'allied' },
      blown: true,
      log: [
        ['Demolish Bridges', 'German attempts to demolish the Lock 7 bridge.', 'Le joueur allemand tente de détruire le pont de Lock 7.'],
        [
          'Demolish Bridges',
          'Demolition of the Lock 7 bridge: dr 4 +1 contested enemy area 32 (Hermies) +3 free area 3 (Havrincourt) -1 Canal du Nord = 7 >= 7: the bridge is blown.',
          'Destruction du pont de Lock 7 : jet 4 +1 zone 32 (Hermies) ennemie contestée +3 zone 3 (Havrincourt) libre -1 canal du Nord = 7 >= 7 : le pont saute.',
        ],
      ],
    },
  ] as const;

  it.each(DEMOLITIONS)('Demolish Bridges: $what, in English and French', ({ day, from, to, dr, units, control, blown, log }) => {
    const s = emptyBoard(day, 'german');
    for (const [area, ids] of Object.entries(units)) put(s, Number(area), [...ids]);
    for (const [area, side] of Object.entries(control)) s.control[Number(area)] = side;
    const b = bridgeBetween(s, from, to);
    s.bridges[b].control = 'german';
    play(s, 'german', { type: 'assault', area: from });
    const entries: LogEntry[] = [...play(s, 'german', { type: 'demolish', bridge: b }), ...dice(s, dr)];
    expect(entries.map((e) => [e.rule, e.text, e.texts?.fr])).toEqual(log);
    expect(s.bridges[b].demolished).toBe(blown);
  });

  it('Haig Decides: the dr names its modifiers, and below 7 the result and its log say why the game ended, in both languages', () => {
    const s = emptyBoard(23, 'german', 12);
    s.phase = 'end';
    s.advantage = 'german';
    s.control[AREAS.find((a) => a.eastOfCanal && !a.zone)!.id] = 'allied';
    s.step = { k: 'roll', purpose: 'haig', dice: 1 };
    const entries = [...dice(s, 2), ...play(s, 'german', { type: 'advantage', use: false })];
    expect(entries.map((e) => [e.rule, e.text, e.texts?.fr])).toEqual([
      [
        'Haig Decides',
        'Haig Decides: dr 2 +2 British control east of the canal or zone G = 4 < 7: Haig closes the offensive.',
        'Haig décide : jet 2 +2 contrôle britannique à l’est du canal ou zone G = 4 < 7 : Haig arrête l’offensive.',
      ],
      [
        'Haig Decides',
        'German victory (haig): Haig closed the offensive on 23 November with 0 British Control markers in supply (20 needed).',
        'Victoire allemande (Haig décide) : Haig a arrêté l’offensive le 23 novembre avec 0 marqueurs de contrôle britanniques ravitaillés (20 requis).',
      ],
    ]);
  });

  it('ruling S1: at nightfall on the first day the result and its log say how many Control markers the British hold, in both languages', () => {
    const s = game.setup({ scenario: 'first-day' });
    for (const a of AREAS) if (a.sector === 'german' && !a.zone && a.id < 10) s.control[a.id] = 'allied';
    const log: LogEntry[] = [];
    endDaylight(s, (e) => log.push(e));
    expect(s.result).toEqual({
      winner: 'german',
      kind: 'scenario',
      detail: 'the British hold 8 Control markers in supply (12 needed)',
      detailFr: 'les Britanniques tiennent 8 marqueurs de contrôle ravitaillés (12 requis)',
    });
    expect(log.slice(-1).map((e) => [e.rule, e.text, e.texts?.fr])).toEqual([
      [
        'ruling S1',
        'German victory (scenario): the British hold 8 Control markers in supply (12 needed).',
        'Victoire allemande (scénario) : les Britanniques tiennent 8 marqueurs de contrôle ravitaillés (12 requis).',
      ],
    ]);
  });

  it.each(['render', 'preview', 'movement'])(
    '%s.ts writes no text inline: the terminal picture, the previews and the step refusals read text/en.ts and fr.ts',
    (file) => {
      const src = code(source(`${file}.ts`));
      const words = [...src.matchAll(/(['`])([^'`\n]*[A-Za-zé] [A-Za-zé][^'`\n]*)\1/g)].map((m) => m[2]).filter((t) => !isRule(t));
      expect(words).toEqual([]);
      expect(src).not.toMatch(/\b(EXHAUSTED|ÉPUISÉ|BLOWN|CONTESTED)\b/);
    },
  );

  it.each(['refusals', 'steps'])('%s.ts refuses in words of text/en.ts and fr.ts (refuse): no text inline, no French, "no dice are due" in both', (file) => {
    const src = code(source(`${file}.ts`));
    // Every string literal in order (a closing quote opens no string), a rule's name aside.
    const strings = [...src.matchAll(/'([^'\n]*)'|`([^`\n]*)`/g)].map((m) => m[1] ?? m[2]);
    expect(strings.filter((t) => /[A-Za-zé] [A-Za-zé]/.test(t) && !isRule(t))).toEqual([]);
    expect(src).not.toMatch(/[éèàù’]/);
  });
});
