// Counter-Attack: The Battle of Arras, 1940 - what every chapter of the rules (rules/NN-*.ts) uses.

import type { LogSink } from '../../../kernel/game.ts';

export type Log = LogSink | undefined;
