// Arrays declared `= []` without an annotation take their element type from
// what is first stored in them, as tsc's evolving arrays do: pushes of
// primitives, objects, arrays and spreads, element assignments, and an
// assignment of a whole array to a `let`.

function squares(limit: number) {
  const out = [];
  for (let i = 0; i < limit; i++) out.push(i * i);
  return out;
}

function table(width: number, height: number) {
  const rows = [];
  for (let y = 0; y < height; y++) {
    const row = [];
    for (let x = 0; x < width; x++) row[x] = `${x},${y}`;
    rows.push(row);
  }
  return rows;
}

interface Entry {
  word: string;
  count: number;
}

function tally(text: string) {
  const seen = new Map<string, number>();
  for (const word of text.split(" ")) seen.set(word, (seen.get(word) ?? 0) + 1);
  const entries = [];
  for (const [word, count] of seen) {
    const entry: Entry = { word, count };
    entries.push(entry);
  }
  entries.sort((a, b) => b.count - a.count || (a.word < b.word ? -1 : 1));
  return entries;
}

const log = [];
log.push("start");
for (const n of squares(4)) log.push(`square ${n}`);
log.push(...["end", "done"]);
console.log(log.join("; "));
console.log(log.length, typeof log[0]);

console.log(squares(6), squares(0));
console.log(table(3, 2));
console.log(tally("the cat saw the other cat and the dog"));

let queue = [];
console.log(queue.length);
queue = [3, 1, 2];
queue.push(0);
queue.sort((a, b) => a - b);
console.log(queue);

const points = [];
points.push({ x: 1, y: 2 }, { x: 3, y: 4 });
points.unshift({ x: 0, y: 0 });
console.log(points.map((p) => p.x + p.y), JSON.stringify(points));

const flags = [];
flags[0] = false;
flags[1] = true;
flags[flags.length] = flags[0] || flags[1];
console.log(flags, flags.length);
