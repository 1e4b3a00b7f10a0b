// Issue 17: imports run one way. The games and their AI knowledge (src/games/<id>/ai.ts) use the AI
// toolkit (src/ai); the toolkit never imports a game, neither directly nor through the game registry.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const aiDir = join(root, 'src/ai');

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const out: string[] = [];
  for (const m of text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"`;]*?(?:from\s*)?['"]([^'"]+)['"]/g)) out.push(m[1]);
  for (const m of text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) out.push(m[1]);
  return out;
}

describe('AI toolkit import direction (issue 17)', () => {
  it('no module of src/ai imports src/games', () => {
    const offenders: string[] = [];
    const files = readdirSync(aiDir).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(5);
    for (const f of files) {
      const file = join(aiDir, f);
      for (const spec of importsOf(file)) {
        if (!spec.startsWith('.')) continue;
        const target = resolve(dirname(file), spec);
        if (target.startsWith(join(root, 'src/games'))) offenders.push(`src/ai/${f} -> ${spec}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('every game with AI knowledge reaches the players through the game registry', async () => {
    const { games } = await import('../../src/games/index.ts');
    const { hasGameAI, gameAI } = await import('../../src/ai/registry.ts');
    for (const id of ['ca-arras-1940', 'arras-postcard', 'ca-arras-battles']) {
      expect(games[id]).toBeDefined();
      expect(hasGameAI(id)).toBe(true);
      expect(gameAI(id).gameId).toBe(id);
    }
  });
});
