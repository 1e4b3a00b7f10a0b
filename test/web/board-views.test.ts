// Issue 31, item 7: each game's board reads the view with the game's own types, imported from
// src/games/<id>/view.ts, and declares no copy of them by hand (a copy drifts from the view unseen).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { games } from '../../src/games/index.ts';
import { importsOf } from '../architecture/import-graph.ts';

describe('the boards read the views of src/games/<id>/view.ts (issue 31, item 7)', () => {
  for (const id of Object.keys(games)) {
    const board = `src/web/games/${id}/board.ts`;
    it(`${id}: its board imports its view type from src/games/${id}/view.ts`, () => {
      expect(importsOf(board).map((e) => e.to)).toContain(`src/games/${id}/view.ts`);
    });
    it(`${id}: its board declares no view shape of its own`, () => {
      const text = readFileSync(board, 'utf8');
      // A hand-written copy: an interface named ...View, ...ViewLike or ...V (AreaV, UnitV, AirV); aliases of the
      // imported view's parts (`type UnitV = CambraiView['units'][number]`) are not copies.
      expect(text.match(/^(?:export )?interface \w*(?:View|ViewLike|V)\b/gm) ?? []).toEqual([]);
    });
  }
});
