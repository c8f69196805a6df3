// The index of a benchmark: replays every game with Solitaire (solitaire.js, which comes first
// in the same script), shows the viewer's score beside the judge's, and sorts the table by the
// column whose header is clicked.
(() => {
  const games = JSON.parse(document.getElementById("games-data").textContent);
  const table = document.getElementById("games");
  const body = table.tBodies[0];
  const rows = Array.from(body.rows);
  let checked = 0, agreed = 0;
  const disagreements = [];
  const viewerScores = games.map((game, index) => {
    const replay = Solitaire.replay(game.layers, game.played);
    const score = replay.steps[replay.steps.length - 1].score.total;
    const cell = rows[index].querySelector("td.viewer");
    cell.textContent = String(score);
    if (game.result.verdict === "OK") {
      checked++;
      if (score === game.result.score && replay.problems.length === 0) {
        agreed++;
      } else {
        cell.classList.add("bad");
        disagreements.push(game.result.game);
      }
    } else {
      cell.classList.add("not-ok");
      cell.title = "the moves played score this; the judge gives 0 to a game that is not OK";
    }
    return score;
  });

  const report = document.getElementById("check");
  report.dataset.checked = String(checked);
  report.dataset.agreed = String(agreed);
  report.textContent = `The viewer's score at the last move equals the judge's on ${agreed} of ` +
    `${checked} OK games` + (disagreements.length > 0 ?
      `; it differs on ${disagreements.join(", ")}.` : ".") +
    " Click a column's header to sort by it, a game to watch it.";
  if (disagreements.length > 0) report.classList.add("bad");

  // Sorting: numbers as numbers, text as text; a second click on a header reverses the order.
  const keyOf = {
    game: (i) => games[i].result.game,
    alphabet: (i) => games[i].result.alphabet,
    seed: (i) => (games[i].result.seed === undefined ? -1 : games[i].result.seed),
    verdict: (i) => games[i].result.verdict,
    score: (i) => games[i].result.score,
    moves: (i) => games[i].result.moves,
    viewer: (i) => viewerScores[i],
  };
  let sortedBy = null, descending = false;
  for (const header of table.tHead.rows[0].cells) {
    header.addEventListener("click", () => {
      const key = header.dataset.key;
      descending = sortedBy === key ? !descending : false;
      sortedBy = key;
      const value = keyOf[key];
      const order = rows.map((row) => Number(row.dataset.index)).sort((a, b) => {
        const x = value(a), y = value(b);
        const by = typeof x === "number" ? x - y : String(x).localeCompare(String(y), "en",
          { numeric: true });
        return (descending ? -by : by) || a - b;
      });
      body.append(...order.map((i) => rows[i]));
      for (const other of table.tHead.rows[0].cells) other.removeAttribute("aria-sort");
      header.setAttribute("aria-sort", descending ? "descending" : "ascending");
    });
  }
  document.body.dataset.ready = "yes";
})();
