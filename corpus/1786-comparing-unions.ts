// Relational operators on unions tsc allows (`number | string` on either
// side): compared as JavaScript compares the values they hold (two
// strings by code units, otherwise as numbers).

type Key = number | string;

function compareKeys(a: Key, b: Key): number {
  if (a < b) return -1;
  if (a > b) return 1;
  return 0;
}

const pairs: [Key, Key][] = [
  [1, 2],
  ["a", "b"],
  ["10", "9"],
  [10, "9"],
  ["abc", 5],
  ["", 0],
  [3, 3],
  ["3", 3],
];
for (const [a, b] of pairs) {
  console.log(JSON.stringify(a), JSON.stringify(b), a < b, a <= b, a > b, a >= b, compareKeys(a, b));
}

function sortBy<T>(items: T[], ...keys: ((item: T) => Key)[]): T[] {
  return [...items].sort((x, y) => {
    for (const key of keys) {
      const a = key(x);
      const b = key(y);
      if (a < b) return -1;
      if (a > b) return 1;
    }
    return 0;
  });
}

const rows = [
  { team: "red", score: 7, name: "ann" },
  { team: "blue", score: 9, name: "bob" },
  { team: "red", score: 9, name: "cid" },
  { team: "blue", score: 7, name: "dee" },
];
console.log(sortBy(rows, (r) => r.team, (r) => -r.score).map((r) => r.name));
console.log(sortBy(rows, (r) => r.score, (r) => r.name).map((r) => r.name));

const limit: Key = Math.random() < 2 ? 8 : "8";
const mixed: Key[] = [3, "12", 8, "x", 20];
console.log(mixed.filter((value) => value < limit), mixed.filter((value) => value >= limit));
