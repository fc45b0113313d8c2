// One spread site seeing more shapes than it caches: every copy still has
// its source's keys.
const rows: { id: number }[] = [];
for (let i = 0; i < 40; i++) {
  const text = `{"id": ${i}, "k${i}": ${i * 2}, "common": "c"}`;
  rows.push(JSON.parse(text) as { id: number });
}
let total = 0;
for (let round = 0; round < 3; round++) {
  for (const row of rows) {
    const copy = { ...row, seen: round };
    total += Object.keys(copy).length + copy.id;
    if (row.id === 39 && round === 2) console.log(copy);
  }
}
console.log(total);
