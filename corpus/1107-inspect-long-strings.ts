// Found by the fuzzer: a string longer than 10,000 units inside an array,
// object or map shows its first 10,000 units and counts the rest, as
// util.inspect's maxStringLength does.
const long = "ab".repeat(6000);
console.log([long.slice(0, 30)], [long].length);
console.log([long]);
console.log({ text: "x".repeat(10001) });
console.log(new Map<string, number>([["y".repeat(10000), 1]]));
const lines = "line\n".repeat(2500);
console.log([lines]);
console.log(long.length, "top-level strings print whole:", long.slice(11990));
