// The area-impulse family's share of the area rules code: the measure of issue 31, item 4 (at least
// 25%). Counts lines of the .ts files of the three area games and of src/families/area-impulse,
// each game's data tables (its data.ts), computer-player knowledge (ai/) and texts (text/) aside, as the issue
// counts (the family's data.ts holds code: the record types and the map's validation).
//   npx tsx tools/family-share.ts
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const AREA_GAMES = ['src/games/ca-arras-1940', 'src/games/ca-arras-battles', 'src/games/cambrai-1917'];
const FAMILY = 'src/families/area-impulse';
const ASIDE = new Set(['ai', 'text']);

function files(dir: string, dataAside: boolean): string[] {
  return readdirSync(dir).flatMap((n) => {
    if (ASIDE.has(n) || (dataAside && n === 'data.ts')) return [];
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p, dataAside) : p.endsWith('.ts') && !p.endsWith('.d.ts') ? [p] : [];
  });
}

const lines = (dir: string, dataAside = true) => files(dir, dataAside).reduce((n, f) => n + readFileSync(f, 'utf8').split('\n').length - 1, 0);

const family = lines(FAMILY, false);
const rows = AREA_GAMES.map((d) => [d, lines(d)] as const);
const total = family + rows.reduce((n, [, l]) => n + l, 0);
for (const [d, l] of rows) console.log(`${d.padEnd(28)} ${String(l).padStart(6)}`);
console.log(`${FAMILY.padEnd(28)} ${String(family).padStart(6)}`);
console.log(`family share: ${family} of ${total} lines = ${((100 * family) / total).toFixed(1)}% (issue 31 aims at >= 25%)`);
