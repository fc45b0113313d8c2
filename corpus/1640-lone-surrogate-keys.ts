// Property keys no UTF-8 text spells: the halves of a surrogate pair used
// alone as keys of dictionaries made through `any` and of records, read,
// written, counted, listed and printed as Node prints them.

const smile = "😀 smile";
const high = smile[0];
const low = smile[1];
const counts: any = {};
for (let i = 0; i < 3; i++) {
  counts[high] = (counts[high] || 0) + 10;
  counts[low] = (counts[low] || 0) + 1;
  counts[high] -= 1;
}
counts["\uFFFD"] = 7;
const key: any = high;
counts[key] = counts[key] + 100;
console.log(counts, Object.keys(counts).map((k) => k.length), counts[high], counts[low], counts["\uFFFD"]);
console.log(JSON.stringify(counts), high in counts, Object.keys(counts).length);

const only: any = {};
only[high] = 1;
console.log(high in only, low in only, Object.hasOwn(only, high), only.hasOwnProperty(low));
delete only[high];
console.log(only, Object.keys(only).length, high in only);

const record: Record<string, number> = {};
record[high] = 2;
record["plain"] = 3;
console.log(record, [high], { value: low });
