// Walking a parsed 1 MB JSON document through `any`: sum fields, count keys, collect strings.
const benchStarted = performance.now();
function makeDocument(count: number): string {
  const records: string[] = [];
  for (let i = 0; i < count; i++) {
    const tags = [`t${i % 7}`, `u${i % 11}`];
    records.push(
      JSON.stringify({
        id: i,
        name: `user-${i}`,
        active: i % 3 === 0,
        score: (i * 7919) % 1000 / 10,
        address: { city: `city-${i % 50}`, zip: 10000 + (i % 900) },
        tags,
        history: [{ day: i % 28, amount: i % 97 }, { day: (i + 5) % 28, amount: (i * 3) % 89 }],
      }),
    );
  }
  return `{"version":3,"records":[${records.join(",")}]}`;
}
function countKeys(value: any): number {
  if (Array.isArray(value)) {
    let n = 0;
    for (const item of value) n += countKeys(item);
    return n;
  }
  if (value !== null && typeof value === "object") {
    let n = 0;
    for (const key of Object.keys(value)) n += 1 + countKeys(value[key]);
    return n;
  }
  return 0;
}
const text = makeDocument(5200);
let total = 0;
let keys = 0;
let active = 0;
const cities = new Set<string>();
let longest = "";
for (let round = 0; round < 8; round++) {
  const doc: any = JSON.parse(text);
  const records: any[] = doc.records;
  for (const r of records) {
    total += r.score + r.address.zip;
    if (r.active) active++;
    for (const h of r.history) total += h.amount * h.day;
    cities.add(r.address.city);
    const name: string = r.name;
    if (name.length > longest.length) longest = name;
    for (const t of r.tags) total += t.length;
  }
  keys += countKeys(doc);
}
console.log(text.length, total.toFixed(1), keys, active, cities.size, longest);
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
