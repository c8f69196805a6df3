"use strict";
// The rules and the scoring of solitaire chess (docs/solitaire.md), for the replay pages. The
// judge's C++ is the reference; the index page checks on every game that this scores the same.
const Solitaire = (() => {
  const SIDE = 6;
  const CELLS = SIDE * SIDE;
  const LAYERS = ["bronze", "silver", "gold"];
  const NUMBERS = ["1", "2", "3", "4"];
  const PIECES = ["torn", "lopare", "dam", "springare"];

  const rowOf = (cell) => Math.floor(cell / SIDE);
  const colOf = (cell) => cell % SIDE;

  // May the next move take `to` after the piece `took` was taken from `from`? Geometry only.
  function reaches(from, to, took) {
    if (from === to) return false;
    const r = rowOf(from), c = colOf(from), r2 = rowOf(to), c2 = colOf(to);
    const dr = Math.abs(r - r2), dc = Math.abs(c - c2);
    const edgeRow = r2 === 0 || r2 === SIDE - 1;
    const edgeCol = c2 === 0 || c2 === SIDE - 1;
    const torn = (c === c2 && edgeRow) || (r === r2 && edgeCol);
    const lopare = dr === dc && (edgeRow || edgeCol);
    const k = NUMBERS.indexOf(took) + 1;
    if (k > 0) return (dr === 0 || dr === k) && (dc === 0 || dc === k);
    if (took === "torn") return torn;
    if (took === "lopare") return lopare;
    if (took === "dam") return torn || lopare;
    if (took === "springare") return (dr === 1 && dc === 2) || (dr === 2 && dc === 1);
    return false;
  }

  const sameSet = (window, types) =>
    types.every((t) => window.includes(t)) && new Set(window).size === 4;

  // What a window of four types is worth: {kind: 0 none, 1 number set, 2 piece set, points}.
  function windowValue(w) {
    if (w.join(" ") === "1 2 3 4" || w.join(" ") === "4 3 2 1") return { kind: 1, points: 12 };
    if (sameSet(w, NUMBERS)) return { kind: 1, points: 8 };
    if (sameSet(w, PIECES)) return { kind: 2, points: 8 };
    return { kind: 0, points: 0 };
  }

  // The score of the types taken, in order, by part, with the state a reader wants to see: the
  // run the sequence ends with, and where the greedy set scan stands (its pointer, the types
  // waiting after it for a full window, the chain counter) and the sets it found.
  function score(types) {
    const result = { base: types.length, runs: 0, sets: 0, alternation: 0, found: [] };
    for (let start = 0; start < types.length; ) {
      let end = start;
      while (end < types.length && types[end] === types[start]) end++;
      if (end - start >= 2) result.runs += 2 * (end - start);
      start = end;
    }
    let chain = 0, lastKind = 0, i = 0;
    while (i + 4 <= types.length) {
      const value = windowValue(types.slice(i, i + 4));
      if (value.kind === 0) {
        chain = 0;
        i += 1;
        continue;
      }
      result.sets += value.points;
      chain = value.kind !== lastKind ? chain + 1 : 1;
      const bonus = chain === 2 ? 16 : chain > 2 ? 8 : 0;
      result.alternation += bonus;
      result.found.push({ start: i, kind: value.kind, points: value.points, bonus });
      lastKind = value.kind;
      i += 4;
    }
    result.total = result.base + result.runs + result.sets + result.alternation;
    result.scan = { pointer: i, waiting: types.slice(i), chain };
    let run = 0;
    while (run < types.length && types[types.length - 1 - run] === types[types.length - 1]) run++;
    result.run = { length: run, type: types.length > 0 ? types[types.length - 1] : null };
    return result;
  }

  // The game replayed from its deal and moves: one step per position, steps[0] the start.
  // Each step: removed (pieces taken per cell), last (cell) and took, the legal next cells, the
  // score. `problems` lists every way the recorded moves disagree with the rules or the deal.
  function replay(layers, played) {
    const removed = new Array(CELLS).fill(0);
    const types = [];
    const problems = [];
    const top = (cell) => (removed[cell] < 3 ? layers[removed[cell]][cell] : "blank");
    const legal = (last, took) => {
      const cells = [];
      for (let cell = 0; cell < CELLS; cell++) {
        if (removed[cell] < 3 && (last === null || reaches(last, cell, took))) cells.push(cell);
      }
      return cells;
    };
    const steps = [{ removed: removed.slice(), last: null, took: null, legal: legal(null, null),
      score: score(types) }];
    played.forEach((move, index) => {
      const cell = (move.row - 1) * SIDE + (move.col - 1);
      const before = steps[steps.length - 1];
      if (!before.legal.includes(cell)) problems.push(`move ${index + 1} is not legal`);
      const took = top(cell);
      if (took !== move.took) problems.push(`move ${index + 1} took ${took}, not ${move.took}`);
      removed[cell] = Math.min(3, removed[cell] + 1);
      if (top(cell) !== move.revealed) {
        problems.push(`move ${index + 1} revealed ${top(cell)}, not ${move.revealed}`);
      }
      types.push(took);
      steps.push({ removed: removed.slice(), last: cell, took, legal: legal(cell, took),
        score: score(types) });
    });
    return { steps, problems, types };
  }

  return { SIDE, CELLS, LAYERS, rowOf, colOf, reaches, score, replay };
})();
