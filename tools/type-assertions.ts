// Counts the type assertions (`x as T`; `as const` left out) in a folder's TypeScript, per
// subfolder: the measure of issue 31, item 3 (at most 60 in src/games). TypeScript 7's compiler has
// no JavaScript API, so this reads the text: comments, strings and template texts are blanked, import
// and export renamings (`{ a as b }`, `* as m`) left out, and every other `as` after an expression
// counted.
//   npx tsx tools/type-assertions.ts [src/games]
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') && !p.endsWith('.d.ts') ? [p] : [];
  });
}

/** The text with comments and string contents blanked (quotes kept), so `as` inside them is not counted. */
export function codeOnly(text: string): string {
  return text.replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\/|'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`/g, (m) =>
    m.startsWith('/') ? ' ' : `${m[0]}${m[0]}`,
  );
}

export function assertionsIn(text: string): number {
  const code = codeOnly(text)
    .replace(/\b(?:import|export)\s*(?:type\s*)?\{[^}]*\}/g, '')
    .replace(/\*\s+as\s+\w+/g, '');
  return [...code.matchAll(/[\w$)\]}'"`!]\s+as\s+(?!const\b)[\w{[(<'"`]/g)].length;
}

const root = process.argv[2] ?? 'src/games';
let total = 0;
for (const d of readdirSync(root).sort()) {
  const p = join(root, d);
  const n = (statSync(p).isDirectory() ? files(p) : [p]).reduce((s, f) => s + assertionsIn(readFileSync(f, 'utf8')), 0);
  total += n;
  console.log(`${d.padEnd(20)} ${n}`);
}
console.log(`${'total'.padEnd(20)} ${total}`);
