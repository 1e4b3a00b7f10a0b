// The Air Battle Board as the player reads it (src/web/games/cruellest-month/air-battle-board.ts): in battles
// played at random to many moments, the unit to move is ringed and drawn on top, and each manoeuvre it may
// make (8.7.7) is a marker of its own, none covering another, with the altitude it ends at.
import { describe, expect, it } from 'vitest';
import type { VNode } from 'preact';
import { airBattleLegal, airBattleToAct, airBattleView } from '../../src/games/cruellest-month/air-battle/battle.ts';
import { AirBattleBoard, airBattleRefs } from '../../src/web/games/cruellest-month/air-battle-board.ts';
import { playRandom, randomInput, rng, walk } from '../games/cruellest-month/air-battle-helpers.ts';
import { classify, pick, reachable } from '../../src/web/shell/choices.ts';
import { actionKey } from '../../src/kernel/game.ts';
import { AIR_BY_ID, airUnitName } from '../../src/games/cruellest-month/data.ts';

const children = (n: VNode<any>): VNode<any>[] => walk(n.props.children);

describe('Air Battle Board as drawn (8.7)', () => {
  it('8.7.7 the unit to move is highlighted and each of its manoeuvres is a separate marker, none overlapping, with its end altitude', () => {
    let boards = 0;
    let markers = 0;
    for (let seed = 1; seed <= 120 && boards < 25; seed++) {
      let d: ReturnType<typeof playRandom>;
      try {
        d = playRandom(randomInput(rng(seed)), seed, { stopAfter: 15 + ((seed * 7) % 45), fast: true });
      } catch {
        continue;
      }
      const role = airBattleToAct(d.b).find((r) => r !== 'chance');
      if (!role) continue;
      const legal = airBattleLegal(d.b, role);
      const manoeuvres = legal.filter((a) => airBattleRefs(a as never));
      if (!manoeuvres.length) continue;
      const view = airBattleView(d.b, role);
      const nodes = walk(
        AirBattleBoard({
          view: null,
          snapshot: null as never,
          legal: legal.map((action) => ({ role, action, text: action.type })),
          clickable: new Set(),
          selected: [],
          onPick: () => {},
          battle: view,
        }),
      );
      // The unit to move: ringed, and drawn after every other aircraft (on top of a stack).
      const aircraft = nodes.filter((n) => n.props['data-unit'] && String(n.props.class).includes('aircraft'));
      const moving = aircraft.filter((n) => String(n.props.class).includes('moving'));
      expect(moving).toHaveLength(1);
      expect(children(moving[0]).some((c) => c.props.class === 'to-move')).toBe(true);
      const onBoard = nodes.find((n) => n.props.class === 'labels')!;
      const drawn = children(onBoard).filter((n) => n.props['data-unit']);
      expect(drawn[drawn.length - 1].props['data-unit']).toBe(moving[0].props['data-unit']);
      // One marker a manoeuvre; no two closer than their diameters.
      const circles = nodes
        .filter((n) => String(n.props.class).startsWith('manoeuvre'))
        .map((g) => children(g).find((c) => c.type === 'circle')!.props as { cx: number; cy: number; r: number });
      expect(circles).toHaveLength(manoeuvres.length);
      for (let i = 0; i < circles.length; i++)
        for (let j = i + 1; j < circles.length; j++) {
          expect(Math.hypot(circles[i].cx - circles[j].cx, circles[i].cy - circles[j].cy)).toBeGreaterThanOrEqual(circles[i].r + circles[j].r);
        }
      // A manoeuvre that changes altitude says where it ends (L/M/H under its glyph).
      const titled = nodes.filter((n) => String(n.props.class).startsWith('manoeuvre'));
      for (const g of titled) {
        const title = String(children(g).find((c) => c.type === 'title')!.props.children);
        if (/\((L|M|H)\)$/.test(title))
          expect(
            children(g)
              .filter((c) => c.type === 'text')
              .map((c) => c.props.children),
          ).toContain(title.slice(-2, -1));
      }
      boards++;
      markers += circles.length;
    }
    expect(boards).toBeGreaterThanOrEqual(10);
    expect(markers).toBeGreaterThan(boards);
  });

  it('8.7.3 each Movement Sequence and altitude is chosen on the board: the aircraft, a sequence chip and an altitude chip, in any order, with no menu (issue 29)', () => {
    let checked = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const d = playRandom(randomInput(rng(seed)), seed, { stopAfter: 0, fast: true });
      for (const role of airBattleToAct(d.b).filter((r) => r !== 'chance')) {
        const legal = airBattleLegal(d.b, role).map((action) => ({ role, action, text: action.type }));
        const sequences = legal.filter((l) => l.action.type === 'ab-sequence');
        if (!sequences.length) continue;
        const nodes = walk(
          AirBattleBoard({
            view: null,
            snapshot: null as never,
            legal,
            clickable: new Set(),
            selected: [],
            onPick: () => {},
            battle: airBattleView(d.b, role),
          }),
        );
        const onMap = new Set(nodes.map((n) => n.props['data-ref']).filter(Boolean) as string[]);
        const choices = classify(
          legal,
          (a) => airBattleRefs(a) ?? [],
          (r) => onMap.has(r),
        );
        // Every choice lies wholly on the board (no button, no menu), and before any click each chip is highlighted.
        expect(choices.every((c) => c.map.length === 3)).toBe(true);
        const first = reachable(choices, []);
        for (const c of choices) for (const r of c.map) expect(first.has(r), r).toBe(true);
        // Each legal action is played by its three clicks, whatever their order.
        for (const c of choices) {
          for (const order of [
            [0, 1, 2],
            [1, 2, 0],
            [2, 0, 1],
          ]) {
            let selected: string[] = [];
            let played: string | null = null;
            for (const i of order) {
              const out = pick(choices, selected, c.map[i]);
              if (out.kind === 'play') played = actionKey(out.choice.item.action);
              else if (out.kind === 'select') selected = out.selected;
              else throw new Error(`nothing to do with ${c.map[i]}`);
              if (played) break;
            }
            expect(played).toBe(actionKey(c.item.action));
          }
        }
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(6);
  });

  it('the magnifier (issue 29): the aircraft pointed at is drawn three times larger in the corner away from it, with its name, its face (2.2) and its markers (8.7.3), and no reference of its own', () => {
    let shown = 0;
    for (let seed = 1; seed <= 30 && shown < 8; seed++) {
      const d = playRandom(randomInput(rng(seed)), seed, { stopAfter: 20 + seed, fast: true });
      const role = d.b.missionSide;
      const view = airBattleView(d.b, role);
      const unit = view.units.find((u) => u.side === role && u.where === 'board');
      if (!unit) continue;
      const props = { view: null, snapshot: null as never, legal: [], clickable: new Set<string>(), selected: [], onPick: () => {}, battle: view };
      expect(walk(AirBattleBoard(props)).some((n) => n.props.class === 'lens')).toBe(false);
      const nodes = walk(AirBattleBoard({ ...props, lens: unit.id }));
      const lens = nodes.find((n) => n.props.class === 'lens')!;
      expect(lens.props['data-lens']).toBe(unit.id);
      const inside = walk(lens.props.children);
      const text = inside
        .filter((n) => n.type === 'text')
        .map((n) => String(n.props.children))
        .join(' | ');
      // A unit of the game by its name and aircraft (the random battles' own units by their aircraft).
      expect(text).toContain(AIR_BY_ID[unit.id] ? airUnitName(unit.id) : unit.aircraft);
      expect(text).toContain(`AF ${unit.face.af ?? '–'} · DF ${unit.face.df} · BF ${unit.face.bf ?? '–'} · SR ${unit.face.sr}`);
      expect(text).toContain(`Movement Sequence ${unit.seq}`);
      // Three times the counter, in the half of the board away from the aircraft, and nothing in it to click or focus.
      const own = nodes.find((n) => n.props['data-unit'] === unit.id)!;
      const body = (g: VNode<any>) => walk(g.props.children).find((c) => c.props.class === 'body')!.props as { x: number; width: number };
      expect(body(inside.find((n) => String(n.props.class).includes('aircraft'))!).width).toBeCloseTo(body(own).width * 3);
      const frame = inside.find((n) => n.type === 'rect')!.props as { x: number; width: number };
      const width = Number(String(nodes[0].props.viewBox).split(' ')[2]);
      expect(frame.x + frame.width / 2 > width / 2 !== body(own).x > width / 2).toBe(true);
      expect(inside.some((n) => n.props['data-ref'] !== undefined || n.props.tabindex !== undefined)).toBe(false);
      shown++;
    }
    expect(shown).toBeGreaterThanOrEqual(5);
  });
});
