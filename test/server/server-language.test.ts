// Issue 31 item 2: every refusal the server words itself (src/server: a link, a side, the clocks, the chat,
// the accounts...) has its text in the interface's catalogues in English and French (src/i18n api.*): the
// English is the API's `message`, the French its `texts`, which the browser shows to a French reader.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogues } from '../../src/i18n/index.ts';
import { ApiError, errorText } from '../../src/web/api.ts';
import { setLang } from '../../src/web/i18n.ts';
import { diceRace } from '../kernel/fixture-game.ts';
import { type TestServer, api, cleanup, startServer } from './helpers.ts';

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
const sources = files('src/server').map((f) => ({ f, code: readFileSync(f, 'utf8').replace(/\/\/.*$|\/\*[\s\S]*?\*\//gm, '') }));

describe('the server’s refusals in English and French (issue 31, item 2)', () => {
  it('every ApiFailure the server throws is worded by a catalogue key with its text in both languages', () => {
    const codes = new Set<string>();
    for (const { f, code } of sources) {
      // Built by hand only to pass on a game's or the kernel's refusal with its texts (RuleError: refusalTexts).
      for (const m of code.matchAll(/new ApiFailure\(([^;]*?)\);?\n/g)) {
        if (f.endsWith('live.ts')) continue;
        expect(m[1], `${f}: an ApiFailure in English only`).toMatch(/refusalTexts\(/);
      }
      for (const m of code.matchAll(/\brefused?\(\s*\d+,\s*'([a-z-]+)',\s*'([\w.]+)'/g)) {
        const [, c, key] = m;
        codes.add(c);
        const en = (catalogues.en as Record<string, string>)[key];
        const fr = (catalogues.fr as Record<string, string>)[key];
        expect(en, `${f}: ${c} ${key} in English`).toBeTruthy();
        expect(fr, `${f}: ${c} ${key} in French`).toBeTruthy();
        expect(fr, `${f}: ${c} ${key} in French`).not.toBe(en);
      }
    }
    // The codes a browser player can meet from the server itself, each seen at least once.
    for (const c of ['bad-setup', 'malformed', 'forbidden', 'unknown-link', 'taken', 'bad-role', 'not-yours', 'no-chat', 'two-sided-only']) {
      expect(codes, c).toContain(c);
    }
  });
});

describe('a French reader gets the server’s refusal in French', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ games: { [diceRace.id]: diceRace } });
  });
  afterAll(async () => {
    await server.close();
    cleanup(server);
    setLang('en');
  });

  it('an unknown side: the English message names the sides, the French text too, and the page shows the reader’s', async () => {
    const r = await api<{ error: { code: string; message: string; rule: null; texts?: Record<string, string> } }>(server, 'POST', '/api/matches', {
      game: diceRace.id,
      seat: 'nobody',
      opponent: 'invite',
    });
    expect(r.status).toBe(400);
    const known = diceRace.roles.join(', ');
    expect(r.body.error).toMatchObject({ code: 'bad-setup', message: `unknown side "nobody" for ${diceRace.id}; sides: ${known}` });
    expect(r.body.error.texts).toEqual({ fr: `camp inconnu « nobody » pour ${diceRace.id} ; camps : ${known}` });
    const e = new ApiError(r.status, r.body.error.code, r.body.error.message, r.body.error.rule, r.body.error.texts);
    expect(errorText(e)).toBe(r.body.error.message);
    setLang('fr');
    expect(errorText(e)).toBe(`camp inconnu « nobody » pour ${diceRace.id} ; camps : ${known}`);
  });
});
