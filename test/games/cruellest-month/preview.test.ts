// See before you commit (issue 29): the preview of the action that brings the dice of a ground combat (the last support
// allocation, 9.4.1), of a mission's AA fire and strike (the altitude, 8.9.2, 8.10.5; the launch of a mission whose altitude is
// set, 8.4.3) or of a roll on the Air Battle Board (fire, defensive fire, bombing, strafing, AA fire, attacks on AA units) gives
// the values the dice are then rolled with: checked against the log of the rolls that follow, over seeded random games.
import { describe, expect, it } from 'vitest';
import { CHANCE } from '../../../src/kernel/game.ts';
import { game, playSeeded, towardsAttacks } from './helpers.ts';

const num = (re: RegExp, text: string) => Number(re.exec(text)![1]);

describe('cruellest-month preview (issue 29: see before you commit)', () => {
  it('9.4, 8.9.2, 8.10.5, 8.7.9: the previewed modifiers are those of the ground combat, AA fire, strike and air battle fire rolls that follow, over seeded games', () => {
    const seen = { ground: 0, aa: 0, strike: 0, fire: 0 };
    for (let g = 0; g < 3; g++) {
      let ground: number | null = null;
      let fire: number | null = null;
      let strike: { unit: string; aaf: number; add: number; bf: number; aa?: string } | null = null;
      playSeeded(300 + g, (s, who, a) => {
        const p = game.preview!(s, who, a, 'en');
        if (p && a.type === 'ab-fire') fire = num(/1D10 ([+-]\d+) \(/, p.lines[0].text);
        if (p && a.type === 'support') ground = num(/1d10 ([+-]\d+) \(/, p.lines[0].text);
        if (p && a.type === 'altitude') {
          const aa = p.lines[0].text;
          strike = {
            unit: /^AA fire at (.+): 1d10/.exec(aa)![1],
            aaf: num(/AAF (\d+)/, aa),
            add: num(/1d6 ([+-]\d+)/, p.lines[1].text),
            bf: num(/BF (\d+)/, p.lines[1].text),
          };
        }
        if (who !== CHANCE) return undefined;
        return (log) => {
          for (const e of log) {
            const shot = /^1D10 (\d+), modified (-?\d+)/.exec(e.text);
            if (e.rule === '8.7.9' && shot && fire !== null) {
              expect(Number(shot[2]) - Number(shot[1]), e.text).toBe(fire);
              fire = null;
              seen.fire++;
            }
            if (e.rule === '9.4' && ground !== null) {
              const m = /: roll (\d+) .* = (-?\d+), column/.exec(e.text)!;
              expect(Number(m[2]) - Number(m[1]), e.text).toBe(ground);
              ground = null;
              seen.ground++;
            }
            const st = strike as { unit: string; aaf: number; add: number; bf: number; aa?: string } | null;
            if (e.rule === '8.9.2' && st && st.aa === undefined && e.text.includes(` at ${st.unit}: roll`)) {
              expect(num(/AAF (\d+)/, e.text), e.text).toBe(st.aaf);
              st.aa = /: (\w+)$/.exec(e.text)![1];
              seen.aa++;
            }
            const hit = /roll (\d+) modified (-?\d+) against BF (\d+)/.exec(e.text);
            if (e.rule === '8.10.6' && hit && st?.aa !== undefined && e.text.startsWith(`${st.unit} `)) {
              const add = Number(hit[2]) - Number(hit[1]);
              // A Disrupted or Reduced result of the AA fire may add its +1 (8.10.5) to an aircraft that was not Disrupted.
              if (st.aa === 'none') expect(add, e.text).toBe(st.add);
              else expect([st.add, st.add + 1], e.text).toContain(add);
              expect(Number(hit[3])).toBe(st.bf);
              strike = null;
              seen.strike++;
            }
          }
        };
      });
    }
    expect(seen.ground).toBeGreaterThan(5);
    expect(seen.fire).toBeGreaterThan(5);
    expect(seen.aa).toBeGreaterThan(2);
    expect(seen.strike).toBeGreaterThan(2);
  }, 120_000);
});

describe('cruellest-month Air Battle Board preview (issue 29: see before you commit)', () => {
  it('8.9.2, 8.10.5, 8.11.1, 8.7.8: the bombing, strafing, AA fire, attack on an AA unit and defensive fire previewed are the rolls that follow, over seeded games', () => {
    type Due = { kind: 'aa' | 'aa-attack' | 'fire' | 'strike'; unit?: string; add: number; aaf?: number; bf?: number; reducedBf?: number; aa?: string };
    const due: Due[] = [];
    const seen: Record<Due['kind'], number> = { aa: 0, 'aa-attack': 0, fire: 0, strike: 0 };
    const next = (kind: Due['kind'], unit?: string) => {
      const i = due.findIndex((d) => d.kind === kind && (!unit || d.unit === unit));
      return i < 0 ? undefined : due.splice(i, 1)[0];
    };
    for (let g = 0; g < 3; g++) {
      playSeeded(
        300 + g,
        (s, who, a) => {
          const p = s.battle ? game.preview!(s, who, a, 'en') : null;
          // The same values in French, with no English word of the rules' modifiers (fire.ts labels) left.
          if (p) {
            const fr = game.preview!(s, who, a, 'fr')!
              .lines.map((l) => l.text)
              .join(' ');
            expect(fr).not.toMatch(
              /\b(fighter|target|firing|intervening|from the|against|wind|strafing|bombing|Weather|Disrupted|Ace|AA unit|After|Then|fire at)\b/,
            );
            expect(fr.match(/[+-]\d+/g)).toEqual(
              p.lines
                .map((l) => l.text)
                .join(' ')
                .match(/[+-]\d+/g),
            );
          }
          for (const l of p?.lines ?? []) {
            const aa = /^AA fire at (.+): 1D10 ([+-]\d+).*, AAF (\d+) against DF/.exec(l.text);
            if (aa) due.push({ kind: 'aa', unit: aa[1], add: Number(aa[2]), aaf: Number(aa[3]) });
            const strike = /^After the air battle, (.+)’s (bombing|strafing): 1d6 ([+-]\d+).* against BF (\d+)/.exec(l.text);
            const reduced = / \((\d+) if it is Reduced\)/.exec(l.text);
            if (strike)
              due.push({
                kind: 'strike',
                unit: strike[1],
                add: Number(strike[3]),
                bf: Number(strike[4]),
                ...(reduced ? { reducedBf: Number(reduced[1]) } : {}),
              });
            const atAa = / against AA unit \d: 1D6 ([+-]\d+).*at most BF (\d+)/.exec(l.text);
            if (atAa) due.push({ kind: 'aa-attack', add: Number(atAa[1]), bf: Number(atAa[2]) });
            if (l.rule === '8.7.9') due.push({ kind: 'fire', add: num(/1D10 ([+-]\d+) \(/, l.text) });
          }
          if (who !== CHANCE) return undefined;
          return (log) => {
            for (const e of log) {
              const aa = /^AA fire \(AAF (\d+)\) at [mi]\S* (.+): 1D10 (\d+), modified (-?\d+): (.+)\.$/.exec(e.text);
              const d = aa && next('aa', aa[2]);
              if (aa && d) {
                expect(Number(aa[4]) - Number(aa[3]), e.text).toBe(d.add);
                expect(Number(aa[1]), e.text).toBe(d.aaf);
                const strike = due.find((x) => x.kind === 'strike' && x.unit === d.unit && x.aa === undefined);
                if (strike) strike.aa = aa[5];
                seen.aa++;
              }
              const atAa = e.rule === '8.11.1' && /^1D6 (\d+), modified (-?\d+) (?:<=|>) BF (\d+)/.exec(e.text);
              const da = atAa && next('aa-attack');
              if (atAa && da) {
                expect(Number(atAa[2]) - Number(atAa[1]), e.text).toBe(da.add);
                expect(Number(atAa[3])).toBe(da.bf);
                seen['aa-attack']++;
              }
              const shot = e.rule === '8.7.9' && /^1D10 (\d+), modified (-?\d+)/.exec(e.text);
              const df = shot && next('fire');
              if (shot && df) {
                expect(Number(shot[2]) - Number(shot[1]), e.text).toBe(df.add);
                seen.fire++;
              }
              const hit = e.rule === '8.10.6' && /^(.+) (?:bombing|strafing) .*: roll (\d+) modified (-?\d+) against BF (\d+)/.exec(e.text);
              const ds = hit && next('strike', hit[1]);
              if (hit && ds) {
                const add = Number(hit[3]) - Number(hit[2]);
                // The AA fire's Disrupted or Reduced result adds its +1 (8.10.5) to an aircraft that was not Disrupted.
                if (ds.aa === undefined || ds.aa === 'no effect') expect(add, e.text).toBe(ds.add);
                else expect([ds.add, ds.add + 1], e.text).toContain(add);
                // A unit Reduced by the AA fire or a later fire in the battle strikes with its reduced face's BF (8.10.6).
                expect([ds.bf, ds.reducedBf ?? ds.bf], e.text).toContain(Number(hit[4]));
                seen.strike++;
              }
            }
          };
        },
        towardsAttacks,
      );
      // A strike of a unit eliminated later in the battle is never rolled.
      due.length = 0;
    }
    expect(seen.aa).toBeGreaterThan(10);
    expect(seen.strike).toBeGreaterThan(5);
    expect(seen['aa-attack']).toBeGreaterThan(1);
    expect(seen.fire).toBeGreaterThan(10);
  }, 120_000);
});

describe('cruellest-month preview of a strike at a set altitude (issue 29: see before you commit)', () => {
  it("8.4.3, 8.9.2, 8.10.5: the launch of a strafing mission shows its first strike's AA fire and attack, which are those rolled when no interceptor comes, over seeded games", () => {
    let seen = 0;
    for (let g = 0; g < 3; g++) {
      let due: Map<string, { aaf: number; add: number; bf: number; reducedBf: number; aa?: string }> | null = null;
      playSeeded(300 + g, (s, who, a) => {
        const p = a.type === 'launch' ? game.preview!(s, who, a, 'en') : null;
        if (p) {
          expect(p.lines[0].rule).toBe('8.4.3');
          // The first strike (the later ones meet the target as the first leaves it, 8.10.6).
          const unit = /^AA fire at (.+): 1d10/.exec(p.lines[1].text)![1];
          const strike = p.lines[2].text;
          const reduced = / \((\d+) if it is Reduced\)/.exec(strike);
          due = new Map([
            [
              unit,
              {
                aaf: num(/AAF (\d+)/, p.lines[1].text),
                add: num(/1d6 ([+-]\d+)/, strike),
                bf: num(/BF (\d+)/, strike),
                reducedBf: reduced ? Number(reduced[1]) : num(/BF (\d+)/, strike),
              },
            ],
          ]);
        }
        return (log) => {
          // An interceptor came: an air battle, and the preview said "if no interceptor comes".
          if (s.battle || !s.mission) due = null;
          for (const e of log) {
            const aa = e.rule === '8.9.2' && /^AA fire \(AAF (\d+)\) at (.+): roll \d+: (\w+)$/.exec(e.text);
            const da = aa && due?.get(aa[2]);
            if (aa && da) {
              expect(Number(aa[1]), e.text).toBe(da.aaf);
              da.aa = aa[3];
            }
            const hit = e.rule === '8.10.6' && /^(.+) strafing .*: roll (\d+) modified (-?\d+) against BF (\d+)/.exec(e.text);
            const d = hit && due?.get(hit[1]);
            if (hit && d) {
              const add = Number(hit[3]) - Number(hit[2]);
              if (d.aa === 'none') expect(add, e.text).toBe(d.add);
              else expect([d.add, d.add + 1], e.text).toContain(add);
              expect(Number(hit[4]), e.text).toBe(d.aa === 'reduced' ? d.reducedBf : d.bf);
              due = null;
              seen++;
            }
          }
        };
      });
    }
    expect(seen).toBeGreaterThan(3);
  }, 120_000);
});
