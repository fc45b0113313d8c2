// push with spread arguments.
const out: number[] = [0];
const n = out.push(...[1, 2], 3, ...new Set([4, 5]));
console.log(n, out);
const words: string[] = [];
words.push(..."hi".split(""), ...[]);
console.log(words, words.push());
