// The viewer of one game: reads the game's data, replays it with Solitaire (solitaire.js, which
// comes first in the same script) and draws the position of the chosen move.
(() => {
  const data = JSON.parse(document.getElementById("game-data").textContent);
  const result = data.result;
  const game = Solitaire.replay(data.layers, data.played);
  const last = game.steps.length - 1;
  const SYMBOLS = { torn: "\u265c", lopare: "\u265d", dam: "\u265b", springare: "\u265e" };
  const SVG = "http://www.w3.org/2000/svg";
  const PATH_LENGTH = 6;  // How many of the last moves the path on the board shows.

  const element = (tag, attributes = {}, ...children) => {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
    node.append(...children);
    return node;
  };
  const svgElement = (tag, attributes = {}) => {
    const node = document.createElementNS(SVG, tag);
    for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
    return node;
  };
  const top = (removed, cell) => (removed[cell] < 3 ? data.layers[removed[cell]][cell] : "blank");

  // Where a wrong answer tried to go: "move 3: 2 2 is not reachable ..." names the cell.
  const attempt = (() => {
    const found = /^move \d+: ([1-6]) ([1-6]) is /.exec(result.message);
    return found && result.verdict === "WRONG_ANSWER" ?
      (Number(found[1]) - 1) * Solitaire.SIDE + Number(found[2]) - 1 : null;
  })();

  // The page's parts.
  const viewer = document.getElementById("viewer");
  const board = element("div", { class: "board", id: "board" });
  const path = svgElement("svg", { class: "path", viewBox: "0 0 6 6", preserveAspectRatio: "none" });
  const cells = [];
  for (let cell = 0; cell < Solitaire.CELLS; cell++) {
    const node = element("div", { class: "cell", title: `row ${Solitaire.rowOf(cell) + 1}, ` +
      `column ${Solitaire.colOf(cell) + 1}` });
    node.addEventListener("click", () => {
      const index = game.steps.findIndex((step, k) => k > current && step.last === cell);
      if (index > 0) show(index);
    });
    cells.push(node);
    board.append(node);
  }
  const boardFrame = element("div", { class: "board-frame" }, board, path);
  const columnLabels = element("div", { class: "labels columns" });
  const rowLabels = element("div", { class: "labels rows" });
  for (let i = 1; i <= Solitaire.SIDE; i++) {
    columnLabels.append(element("span", {}, String(i)));
    rowLabels.append(element("span", {}, String(i)));
  }

  const button = (label, title, action) => {
    const node = element("button", { type: "button", title }, label);
    node.addEventListener("click", action);
    return node;
  };
  const slider = element("input", { type: "range", min: "0", max: String(last), value: "0",
    id: "slider", "aria-label": "move" });
  slider.addEventListener("input", () => show(Number(slider.value)));
  const playButton = button("\u25b6 play", "play (space)", () => toggle());
  const speed = element("select", { id: "speed", title: "moves per second" });
  for (const rate of [1, 2, 4, 8, 16]) {
    const option = element("option", { value: String(rate) }, `${rate} moves/s`);
    if (rate === 4) option.selected = true;
    speed.append(option);
  }
  speed.addEventListener("change", () => { if (timer !== null) { stop(); toggle(); } });
  const hidden = element("input", { type: "checkbox", id: "hidden" });
  hidden.addEventListener("change", () => show(current));
  const controls = element("div", { class: "controls" },
    button("|\u25c0", "first move (Home)", () => show(0)),
    button("\u25c0", "back (left arrow)", () => show(current - 1)), playButton,
    button("\u25b6", "forward (right arrow)", () => show(current + 1)),
    button("\u25b6|", "last move (End)", () => show(last)), slider, speed,
    element("label", { title: "what lies under each piece: the judge knows it, the bot did not" },
      hidden, " show hidden layers"));

  const stepLine = element("p", { id: "step" });
  const banner = element("p", { id: "verdict-banner", class: "banner" });
  const scoreTable = element("table", { id: "score" });
  const parts = {};
  for (const part of ["total", "base", "runs", "sets", "alternation"]) {
    parts[part] = element("td", { id: `score-${part}`, class: "number" });
    scoreTable.append(element("tr", { class: part }, element("th", {}, part), parts[part]));
  }
  const runLine = element("p", { id: "run" });
  const scanLine = element("p", { id: "scan" });
  const chart = svgElement("svg", { class: "chart", viewBox: "0 0 300 120", id: "chart" });
  const finalScore = game.steps[last].score.total;
  const judged = result.verdict === "OK" ? result.score : null;
  const check = element("p", { id: "final-check", "data-viewer-score": String(finalScore),
    "data-judged-score": String(result.score), "data-moves": String(last),
    "data-match": String(judged === null || judged === finalScore) });
  check.textContent = judged === null ?
    `The moves played score ${finalScore}; the judge gave 0 (${result.verdict}).` :
    `Score at the last move: ${finalScore}; the judge's: ${judged}` +
    (judged === finalScore ? " (they agree)." : " \u2014 THEY DISAGREE.");
  if (judged !== null && judged !== finalScore) check.classList.add("bad");
  const problems = element("p", { id: "problems", class: "bad" }, game.problems.join("; "));

  const moveList = element("ol", { id: "moves", class: "moves" });
  const moveItems = data.played.map((move, index) => {
    const step = game.steps[index + 1];
    const gain = step.score.total - game.steps[index].score.total;
    const item = element("li", { "data-move": String(index + 1) },
      `${index + 1}. ${move.row} ${move.col} ${move.took}`,
      element("span", { class: "gain" }, `+${gain}`));
    item.addEventListener("click", () => show(index + 1));
    moveList.append(item);
    return item;
  });
  // Mark the moves of each set the scan found in the whole game.
  for (const found of game.steps[last].score.found) {
    for (let k = found.start; k < found.start + 4; k++) {
      moveItems[k].classList.add(found.kind === 1 ? "number-set" : "piece-set");
    }
  }

  viewer.append(
    element("div", { class: "layout" },
      element("section", { class: "play" }, stepLine,
        element("div", { class: "board-grid" }, element("span"), columnLabels, rowLabels,
          boardFrame),
        controls, banner),
      element("section", { class: "side" }, scoreTable, runLine, scanLine, chart, check,
        problems,
        element("p", { class: "legend" }, element("span", { class: "swatch bronze" }), "bronze ",
          element("span", { class: "swatch silver" }), "silver ",
          element("span", { class: "swatch gold" }), "gold ",
          element("span", { class: "swatch blank" }), "blank ",
          element("span", { class: "swatch legal" }), "next move may take"))),
    element("h2", {}, "Moves"), moveList);

  // The chart of the score over the moves, drawn once; a marker follows the current move.
  const drawChart = () => {
    const width = 300, height = 120, margin = 24;
    const totals = game.steps.map((step) => step.score.total);
    const highest = Math.max(1, ...totals);
    const x = (k) => margin + (k * (width - margin - 6)) / Math.max(1, last);
    const y = (v) => height - 16 - (v * (height - 28)) / highest;
    chart.append(svgElement("line", { x1: margin, y1: y(0), x2: width - 6, y2: y(0),
      class: "axis" }));
    chart.append(svgElement("polyline", { class: "line",
      points: totals.map((v, k) => `${x(k)},${y(v)}`).join(" ") }));
    const label = (text, attributes) => {
      const node = svgElement("text", attributes);
      node.textContent = text;
      chart.append(node);
    };
    label(String(highest), { x: margin - 3, y: y(highest) + 4, "text-anchor": "end" });
    label("0", { x: margin - 3, y: y(0) + 4, "text-anchor": "end" });
    label(`move ${last}`, { x: width - 6, y: height - 2, "text-anchor": "end" });
    const marker = svgElement("circle", { r: 3.5, class: "marker" });
    chart.append(marker);
    return (k) => { marker.setAttribute("cx", x(k)); marker.setAttribute("cy", y(totals[k])); };
  };
  const moveMarker = drawChart();

  let current = 0;
  let timer = null;

  function show(k) {
    current = Math.max(0, Math.min(last, k));
    const step = game.steps[current];
    slider.value = String(current);
    location.replace(`#${current}`);
    for (let cell = 0; cell < Solitaire.CELLS; cell++) {
      const node = cells[cell];
      const layer = step.removed[cell];
      const piece = top(step.removed, cell);
      node.className = `cell ${layer < 3 ? Solitaire.LAYERS[layer] : "blank"}`;
      if (step.last === cell) node.classList.add("last");
      if (step.legal.includes(cell)) node.classList.add("legal");
      if (current === last && attempt === cell) node.classList.add("attempt");
      node.replaceChildren(
        element("span", { class: "glyph" }, SYMBOLS[piece] || (piece === "blank" ? "" : piece)),
        element("span", { class: "name" }, piece in SYMBOLS || piece === "blank" ? piece : ""),
        element("span", { class: "layer" }, layer < 3 ? Solitaire.LAYERS[layer] : ""));
      if (hidden.checked && layer < 2) {
        const under = [];
        for (let l = layer + 1; l < 3; l++) {
          under.push(SYMBOLS[data.layers[l][cell]] || data.layers[l][cell]);
        }
        node.append(element("span", { class: "under", title: "the hidden pieces under it" },
          `under: ${under.join(" ")}`));
      }
    }
    // The path of the last moves, oldest faintest, numbered by move.
    path.replaceChildren();
    const from = Math.max(1, current - PATH_LENGTH + 1);
    const centre = (cell) => [Solitaire.colOf(cell) + 0.5, Solitaire.rowOf(cell) + 0.5];
    for (let m = from; m <= current; m++) {
      const [x2, y2] = centre(game.steps[m].last);
      const opacity = String(0.25 + (0.75 * (m - from + 1)) / (current - from + 1));
      if (m > 1) {
        const [x1, y1] = centre(game.steps[m - 1].last);
        path.append(svgElement("line", { x1, y1, x2, y2, opacity }));
      }
      path.append(svgElement("circle", { cx: x2, cy: y2, r: 0.09, opacity }));
    }
    // Where the step stands, and the verdict at the move where it happened.
    const move = data.played[current - 1];
    stepLine.textContent = current === 0 ?
      `Before the first move (${last} moves in all): every cell may be taken.` :
      `Move ${current} of ${last}: ${move.row} ${move.col} took ${move.took}, revealed ` +
      `${move.revealed}.` + (step.legal.length === 0 ? " No legal move is left." :
        ` The next move may take ${step.legal.length} cell${step.legal.length > 1 ? "s" : ""}.`);
    stepLine.dataset.move = String(current);
    const atVerdict = current === last;
    banner.hidden = !atVerdict;
    banner.className = `banner ${result.verdict}`;
    banner.dataset.move = String(data.verdict_move === null ? last : data.verdict_move);
    banner.textContent = result.verdict === "OK" ? `OK: ${result.message}` :
      `${result.verdict} at move ${data.verdict_move}: ` +
      result.message.replace(`move ${data.verdict_move}: `, "");
    // The score and its parts, the run and the set scan.
    const score = step.score;
    for (const part of Object.keys(parts)) parts[part].textContent = String(score[part]);
    runLine.textContent = score.run.length === 0 ? "Current run: none yet." :
      score.run.length === 1 ? `Current run: ${score.run.type}, once (a run scores from 2).` :
      `Current run: ${score.run.type}, ${score.run.length} in a row (scores ` +
      `${2 * score.run.length}).`;
    scanLine.textContent = `Set scan: at move ${score.scan.pointer + 1}, waiting on ` +
      (score.scan.waiting.length === 0 ? "nothing" : `[${score.scan.waiting.join(" ")}]`) +
      `; alternation chain ${score.scan.chain}.`;
    moveMarker(current);
    moveItems.forEach((item, index) => {
      item.classList.toggle("current", index + 1 === current);
      item.classList.toggle("window", index >= score.scan.pointer && index < current);
    });
    // Keep the current move in sight inside the list, without scrolling the page.
    const item = moveItems[Math.max(0, current - 1)];
    if (item && (item.offsetTop < moveList.scrollTop ||
        item.offsetTop + item.offsetHeight > moveList.scrollTop + moveList.clientHeight)) {
      moveList.scrollTop = item.offsetTop - moveList.clientHeight / 2;
    }
  }

  function stop() {
    clearInterval(timer);
    timer = null;
    playButton.textContent = "\u25b6 play";
  }
  function toggle() {
    if (timer !== null) return stop();
    if (current === last) show(0);
    playButton.textContent = "\u23f8 pause";
    timer = setInterval(() => (current >= last ? stop() : show(current + 1)),
      1000 / Number(speed.value));
  }

  document.addEventListener("keydown", (event) => {
    if (event.target instanceof HTMLSelectElement) return;
    const keys = { ArrowRight: () => show(current + 1), ArrowLeft: () => show(current - 1),
      Home: () => show(0), End: () => show(last), " ": () => toggle() };
    if (!(event.key in keys)) return;
    event.preventDefault();
    keys[event.key]();
  });

  // "#12" opens at move 12, "#end" at the last one; otherwise the game starts at move 0.
  const hash = location.hash.slice(1);
  show(hash === "end" ? last : /^\d+$/.test(hash) ? Number(hash) : 0);
  document.body.dataset.ready = "yes";
})();
