// Grids: arrays of arrays built, transposed, flattened and printed.
const rows = 4;
const cols = 5;
const grid: number[][] = [];
for (let r = 0; r < rows; r++) {
  const row: number[] = [];
  for (let c = 0; c < cols; c++) row.push(r * cols + c);
  grid.push(row);
}
console.log(grid);
const transposed = grid[0].map((_, c) => grid.map((row) => row[c]));
console.log(transposed);
console.log(grid.flat().filter((n) => n % 3 === 0));
const sums = grid.map((row) => row.reduce((a, b) => a + b, 0));
console.log(sums, Math.max(...sums));
const board: string[][] = Array.from({ length: 3 }, () => Array.from({ length: 3 }, () => "."));
board[1][1] = "X";
board[0][2] = "O";
console.log(board.map((row) => row.join("")).join("\n"));
const copy = board.map((row) => [...row]);
copy[2][0] = "X";
console.log(board[2][0], copy[2][0]);
