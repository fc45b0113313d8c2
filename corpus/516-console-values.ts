// console.log of every kind of value, as Node's util.inspect prints it.
class Point {
  constructor(
    public x: number,
    public y: number,
  ) {}
}
class Empty {}
console.log(1, -0, 1e21, 1.5e-7, NaN, -Infinity, "text", true, undefined);
console.log([1, 2, 3].map(String), [true, false], [] as number[], [[] as number[]], [[[[[5]]]]]);
console.log(new Point(1, 2), new Empty(), [new Point(0, 0)], { point: new Point(3, 4) });
console.log({ a: 1, b: "x", c: [1, 2], d: { e: { f: { g: { h: 1 } } } } });
console.log(new Map([["k", new Point(1, 1)]]), new Set(["a", "b"]), new Map<string, number>());
console.log([(x: number) => x, function named(y: number): number { return y; }]);
const record: Record<string, number[]> = { evens: [2, 4], odds: [1, 3, 5] };
console.log(record, { "with space": 1, valid_id: 2, $dollar: 3, "1x": 4 });
console.log(["a'b", 'a"b', "a`b'\"", "new\nline", "tab\there"]);
console.log({ nested: [{ deep: [{ deeper: ["deepest"] }] }] });
console.log(Array.from({ length: 30 }, (_, i) => i * 1000));
console.log(Array.from({ length: 120 }, (_, i) => i));
console.log(Array.from({ length: 8 }, (_, i) => "item number " + i));
console.log(new Map([[1, { a: [1, 2, 3], b: "long string value here" }], [2, { a: [], b: "" }]]));
