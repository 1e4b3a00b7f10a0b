// Counter-Attack: Arras (Battles Magazine edition) - what every chapter of the rules (rules/NN-*.ts) uses.

import { UNITS } from '../data.ts';
import type { Side } from '../state.ts';
import { sideEn, sideFr } from '../text.ts';

export const SIDES: Side[] = ['allied', 'german'];

export const Pl = (s: Side) => `The ${sideEn(s)} player`;

export const PlFr = (s: Side) => `Le joueur ${sideFr(s)}`;

export const uid = (u: number) => UNITS[u].id;
