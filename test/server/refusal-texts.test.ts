// A refusal carries the game's other languages (IllegalInfo.texts, issue 17): the HTTP API sends them
// as `error.texts` beside the English `message`, so a French client can show the game's French text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caArrasBattles } from '../../src/games/ca-arras-battles/game.ts';
import type { CreatedMatch } from '../../src/protocol/types.ts';
import { type TestServer, api, cleanup, startServer } from './helpers.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ games: { [caArrasBattles.id]: caArrasBattles } });
});
afterAll(async () => {
  await server.close();
  cleanup(server);
});

describe("refusals in the game's languages", () => {
  it('an illegal action of a French-speaking game is answered with error.texts.fr (rule named)', async () => {
    const m = await api<CreatedMatch>(server, 'POST', '/api/matches', { game: 'ca-arras-battles', seat: 'allied', opponent: 'invite', scenario: 'historical' });
    expect(m.status).toBe(201);
    const token = m.body.links.find((l) => l.seat === 'allied')!.token;
    const r = await api<{ error: { code: string; message: string; rule?: string; texts?: Record<string, string> } }>(
      server,
      'POST',
      `/api/play/${token}/action`,
      { seq: 0, action: { type: 'activate', area: 5 } },
    );
    expect(r.status).toBe(422);
    expect(r.body.error.rule).toBe('5.0');
    expect(r.body.error.message).toMatch(/Sector 5 \(Beaurains\) holds no Fresh unit of yours/);
    expect(r.body.error.texts?.fr).toBe('Le Secteur 5 (Beaurains) ne contient aucune unité Fraîche à vous qui puisse agir (règle 5.0)');
  });
});
