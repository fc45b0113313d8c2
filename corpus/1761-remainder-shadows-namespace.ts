namespace Walk {
  export let at = 0;
  export const table = [5, 1, 4, 2, 0, 3];
  export function step(i: number): number {
    at = (table[at] + i) % table.length;
    return table[at];
  }
}
const out: number[] = [];
for (let i = 0; i < 10; i++) {
  out.push(Walk.step(i));
  if (i === 4) Walk.at = 2.5;
  if (i === 6) Walk.at = 1;
  out.push(Walk.table[Walk.at] ?? -1);
}
console.log(out.join(","));
Walk.at = 3;
console.log(Walk.step(0), Walk.table[Walk.at]);
