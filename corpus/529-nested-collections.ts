// Collections inside collections: maps of sets, sets in arrays, arrays of
// maps, and how console.log prints them.
const follows = new Map<string, Set<string>>();
function follow(who: string, whom: string): void {
  const set = follows.get(who) ?? new Set<string>();
  set.add(whom);
  follows.set(who, set);
}
follow("ann", "bob");
follow("ann", "cid");
follow("bob", "ann");
follow("ann", "bob");
console.log(follows);
const mutual: string[] = [];
for (const [who, targets] of follows) {
  for (const target of targets) {
    if (follows.get(target)?.has(who) && who < target) mutual.push(`${who}<->${target}`);
  }
}
console.log(mutual);
const layers: Map<string, number>[] = [new Map([["a", 1]]), new Map<string, number>(), new Map([["b", 2], ["c", 3]])];
console.log(layers, layers.map((layer) => layer.size));
const buckets: Set<number>[] = [new Set([1, 2]), new Set([2, 3])];
console.log(buckets, buckets.filter((bucket) => bucket.has(3)).length);
const index: Record<string, Map<string, number>> = {};
for (const word of ["apple", "avocado", "banana"]) {
  const letter = word[0];
  const map = index[letter] ?? new Map<string, number>();
  map.set(word, word.length);
  index[letter] = map;
}
console.log(index);
