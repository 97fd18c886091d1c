import t from 'tap';
import * as tetris from '../../../../../../client/src/games/tetris/logic.ts';

t.test('tetris: moves stop at the walls, rotation kicks off a wall', async (t) => {
  let state = tetris.createTetris(1);
  for (let i = 0; i < 20; i++) state = tetris.move(state, -1);
  t.equal(Math.min(...tetris.cellsOf(state.piece).map(([x]) => x)), 0, 'against the left wall');
  const before = state;
  state = tetris.move(state, -1);
  t.equal(state, before, 'a blocked move changes nothing');
  // An upright I against the right wall rotates back into the well.
  let upright: tetris.TetrisState = { ...tetris.createTetris(1), piece: { kind: 0, matrix: tetris.rotateMatrix(tetris.SHAPES[0] as tetris.Matrix), x: 9, y: 5 } };
  upright = tetris.rotate(upright);
  t.ok(
    tetris.cellsOf(upright.piece).every(([x]) => x >= 0 && x < tetris.COLS),
    'rotated inside the well',
  );
  t.equal(upright.piece.matrix.length, 1, 'horizontal again');
});

t.test('tetris: hard drop scores 2 a row, locks, and brings the next piece', async (t) => {
  const state = tetris.createTetris(7);
  const distance = tetris.dropDistance(state);
  const next = state.next;
  const dropped = tetris.hardDrop(state);
  t.equal(dropped.score, distance * 2);
  t.equal(dropped.piece.kind, next, 'the announced piece comes in');
  t.ok(
    dropped.board[tetris.ROWS - 1]?.some((cell) => cell !== 0),
    'the piece lies on the floor',
  );
});

t.test('tetris: full lines clear and score by level', async (t) => {
  const board = tetris.emptyBoard();
  board[tetris.ROWS - 1] = Array(tetris.COLS).fill(1);
  board[tetris.ROWS - 2] = [...Array(tetris.COLS - 1).fill(2), 0];
  const { board: cleared, cleared: count } = tetris.clearLines(board);
  t.equal(count, 1);
  t.same(cleared[tetris.ROWS - 1], [...Array(tetris.COLS - 1).fill(2), 0], 'the row above falls');
  // Lock a vertical I into the gap of two nearly full rows: two lines at level 1.
  const twoRows = tetris.emptyBoard();
  twoRows[tetris.ROWS - 1] = [...Array(tetris.COLS - 1).fill(1), 0];
  twoRows[tetris.ROWS - 2] = [...Array(tetris.COLS - 1).fill(1), 0];
  const state: tetris.TetrisState = {
    ...tetris.createTetris(3),
    board: twoRows,
    level: 1,
    piece: { kind: 0, matrix: [[1], [1]], x: tetris.COLS - 1, y: tetris.ROWS - 2 },
  };
  const locked = tetris.lock(state);
  t.equal(locked.lines, 2);
  t.equal(locked.score, tetris.LINE_POINTS[2] * 2);
});

t.test('tetris: gravity locks at the bottom and a full well ends the game', async (t) => {
  let state = tetris.createTetris(5);
  const first = state.piece;
  for (let i = 0; i < tetris.ROWS + 2; i++) state = tetris.step(state);
  t.not(state.piece, first, 'a new piece after the first locked');
  const full = tetris.emptyBoard().map((row, y) => (y < 2 ? row : row.map((_, x) => (x === 0 ? 0 : 1))));
  const over = tetris.lock({
    ...tetris.createTetris(5),
    board: full,
    piece: {
      kind: 1,
      matrix: [
        [1, 1],
        [1, 1],
      ],
      x: 4,
      y: 0,
    },
  });
  t.ok(over.over, 'no room for the next piece');
});
