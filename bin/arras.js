#!/usr/bin/env node
// The `arras` command (package.json "bin"): runs the TypeScript sources through tsx's loader, in this
// process, so `npx arras ...` works after `npm install` without a build step.
import { register } from 'tsx/esm/api';

register();
const { run } = await import('../src/cli/main.ts');
await run(process.argv.slice(2));
