// Values parsed as unknown print as Node prints them, however deep.
const text = '{"level1": {"level2": {"level3": {"level4": [1, [2, [3, [4]]]]}}}, "list": [{"a": 1}, {"b": [true, null]}], "empty": {}, "none": []}';
const value: unknown = JSON.parse(text);
console.log(value);
console.log(JSON.stringify(value));
console.log(JSON.stringify(value, null, 1));
const big = JSON.parse(`[${Array.from({ length: 120 }, (_, i) => i * 1.5).join(",")}]`) as unknown;
console.log(big);
const mixed = JSON.parse('[1, "two", 3, "four", null, true, {"x": [1,2,3]}, [], [[]]]') as unknown;
console.log(mixed);
