const values: number[] = [1, 2, 3];
const [first = 0, ...rest] = values;
const [[nested]] = [[1]];
const [letter] = "abc";
const mixed: [number, string] = [1, "a"];
