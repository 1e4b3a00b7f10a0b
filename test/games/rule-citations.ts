// The rule numbers (or, for a game whose rulebook names sections, the section names) that a game's
// source gives to players: log entries, prompts, refusals, previews, option and dice labels. Collected
// mechanically from the game's folders, for the rule reference's test (issue 29.5).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '../..');

function files(dir: string): string[] {
  let out: string[] = [];
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  for (const n of names) {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) out = out.concat(files(p));
    else if (n.endsWith('.ts') && !/^rules\.(en|fr)\.ts$/.test(n)) out.push(p);
  }
  return out;
}

const LIT = /'([^'\n]*)'|"([^"\n]*)"|`([^`\n$]*)`/g;
const literals = (code: string) => [...code.matchAll(LIT)].map((m) => m[1] ?? m[2] ?? m[3]);
/** A rule number as the games write it: 9.4.4, 14.2.3a, 4.0. */
export const RULE_NUMBER = /^\d+(\.\d+)+[a-z]?$/;

/**
 * Where a game names a rule by words: `rule: 'Combat'` (and unitRule/areaRule), `say(log, 'Combat', ...)`,
 * the last of an [English, French, rule] triple, the values of a STEP_RULE table, and the rule argument
 * of a refusal.
 */
const WORD_SITES: RegExp[] = [
  /\b\w*[rR]ule\w*\s*[:=]\s*('[^'\n]+'|"[^"\n]+")/g,
  /\bsay\(log,\s*([^,]+),/g,
  /\[\s*(?:'[^'\n]* [^'\n]*'|`[^`\n]* [^`\n]*`)\s*,\s*(?:'[^'\n]* [^'\n]*'|`[^`\n]* [^`\n]*`)\s*,\s*('[^'\n]+')\s*\]/g,
  /\brefus\w*\([^;]*?,\s*('[A-Z][^'\n]*')\s*[,)]/g,
];

/** A section named in words: Title Case (Combat, Dawn Phase, Special November 20 Turn). */
const SECTION = /^[A-Z][a-z]+( [A-Za-z0-9]+)*$/;

export function citedRules(game: string): string[] {
  const found = new Set<string>();
  for (const f of [...files(join(root, 'src/games', game)), ...files(join(root, 'src/web/games', game))]) {
    const code = readFileSync(f, 'utf8');
    for (const l of literals(code)) if (RULE_NUMBER.test(l)) found.add(l);
    for (const site of WORD_SITES) for (const m of code.matchAll(site)) for (const l of literals(m[1])) if (SECTION.test(l)) found.add(l);
    const table = code.match(/_RULE[^=]*=\s*\{([^}]*)\}/);
    if (table) for (const m of table[1].matchAll(/:\s*'([^']+)'/g)) found.add(m[1]);
    // The fallback rules of a refusal naming an unknown counter or area.
    for (const m of code.matchAll(/\b(?:unit|area)Rule:\s*'([^']+)'/g)) found.add(m[1]);
  }
  return [...found].sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
}
