// Counter-Attack: Arras (Battles Magazine edition) - what every chapter of the rules (rules/NN-*.ts) uses.

import { UNITS } from '../data.ts';
import type { Side } from '../state.ts';

export const SIDES: Side[] = ['allied', 'german'];

export const uid = (u: number) => UNITS[u].id;
