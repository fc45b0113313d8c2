// flatMap whose callback returns arrays or single values (flattened one
// level by the runtime), nothing, or arrays that may be missing.
const xs = [1, 2, 3, 4];
console.log(xs.flatMap((x) => (x % 2 === 0 ? [x, x * 10] : x)));
console.log(xs.flatMap((x) => (x > 2 ? [] : [x])));
const words = ["a b", "c"];
console.log(words.flatMap((w) => w.split(" ")), words.flatMap((w, i) => (i === 0 ? w : [w, [w]])));
const maybe = xs.flatMap((x): number[] | undefined => (x > 2 ? [x] : undefined));
console.log(maybe);
const pairs = xs.flatMap((x): [string, number][] => [["k" + x, x]]);
console.log(pairs);
