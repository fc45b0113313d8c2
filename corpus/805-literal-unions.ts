// String and number literal unions used as keys, parameters and results.
type Direction = "north" | "east" | "south" | "west";
type Turn = "left" | "right";

const order: Direction[] = ["north", "east", "south", "west"];
function turn(facing: Direction, way: Turn): Direction {
  const index = order.indexOf(facing);
  const next = way === "right" ? (index + 1) % 4 : (index + 3) % 4;
  return order[next];
}

const moves: Record<Direction, [number, number]> = {
  north: [0, 1],
  east: [1, 0],
  south: [0, -1],
  west: [-1, 0],
};

let facing: Direction = "north";
let x = 0;
let y = 0;
const program = "FFRFFLFRRF";
for (const step of program) {
  if (step === "F") {
    const [dx, dy] = moves[facing];
    x += dx;
    y += dy;
  } else {
    facing = turn(facing, step === "R" ? "right" : "left");
  }
}
console.log(facing, x, y);

type Dice = 1 | 2 | 3 | 4 | 5 | 6;
function roll(seed: number): Dice {
  return ((seed * 7919) % 6 + 1) as Dice;
}
const counts = new Map<Dice, number>();
for (let i = 0; i < 60; i++) {
  const d = roll(i);
  counts.set(d, (counts.get(d) ?? 0) + 1);
}
console.log([...counts.entries()].sort((a, b) => a[0] - b[0]));

type Level = "debug" | "info" | "warn" | "error";
const rank: Record<Level, number> = { debug: 0, info: 1, warn: 2, error: 3 };
function shouldLog(level: Level, threshold: Level): boolean {
  return rank[level] >= rank[threshold];
}
const levels: Level[] = ["debug", "info", "warn", "error"];
console.log(levels.filter((l) => shouldLog(l, "info")));
