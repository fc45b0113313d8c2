// @exit: 1
// reduce and reduceRight in common shapes, and the TypeError of an empty
// reduce without an initial value ending the program.
const values = [4, 7, 1, 9, 3];
console.log(values.reduce((max, v) => Math.max(max, v)));
console.log(values.reduce((acc, v, i) => acc + v * i, 0));
console.log(values.reduceRight((acc, v) => acc + "<" + v, "start"));
console.log(values.reduce((acc, v) => [...acc, v * 2], [] as number[]));
const words = ["apple", "bob", "cat", "apple", "cat", "cat"];
const frequencies = words.reduce((map, w) => map.set(w, (map.get(w) ?? 0) + 1), new Map<string, number>());
console.log(frequencies);
const grouped = words.reduce(
  (groups, w) => {
    groups[w[0]] = (groups[w[0]] ?? "") + w.length;
    return groups;
  },
  {} as Record<string, string>,
);
console.log(grouped);
const nested = [[1, 2], [3, 4], [5]];
console.log(nested.reduce((flat, row) => flat.concat(row), [] as number[]));
console.log([1, 2, 3, 4].reduce((a, b) => a * b), [10].reduce((a, b) => a + b));
const empty: number[] = [];
console.log(empty.reduce((a, b) => a + b, 0));
console.log(empty.reduce((a, b) => a + b));
console.log("not reached");
