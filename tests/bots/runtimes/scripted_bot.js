// The zoo's scripted bot in JavaScript, for the sandbox's test of a Node.js bot: plays the
// moves of the file given as its argument ("r c" a line) after the deal's first six lines,
// then stops with 0 0. The moves are read by a package of the bot's own node_modules/
// (arbiter-moves), as a bot's dependencies are installed beside it.
'use strict';
const readline = require('node:readline');
const { readMoves } = require('arbiter-moves');

const moves = readMoves(process.argv[2]);
const lines = readline.createInterface({ input: process.stdin, terminal: false });
let boardLines = 0;
let played = 0;

function next() {
  if (played < moves.length) {
    process.stdout.write(`${moves[played]}\n`);
    played += 1;
  } else {
    process.stdout.write('0 0\n');
    lines.close();
  }
}

lines.on('line', () => {
  if (boardLines < 6) {
    boardLines += 1;
    if (boardLines === 6) next();
  } else {
    next();
  }
});
lines.on('close', () => {
  if (played < moves.length || boardLines < 6) process.exitCode = 9;
});
