// flat of elements that may or may not be arrays: refused (a copy would be a
// wrong answer: only the elements that are arrays are flattened).
const mixed: (number | number[])[] = [1, [2, 3]];
console.log(mixed.flat());
