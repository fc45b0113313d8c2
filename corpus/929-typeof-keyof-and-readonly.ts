// as const objects read by keyof keys, typeof types, readonly arrays,
// labeled tuples, never, and number index signatures.
const COLORS = { red: "#f00", green: "#0f0", blue: "#00f" } as const;
type ColorName = keyof typeof COLORS;
function hex(name: ColorName): string { return COLORS[name]; }
console.log(hex("red"), hex("blue"), Object.keys(COLORS));
const SIZES = ["s", "m", "l"] as const;
type Size = (typeof SIZES)[number];
const pick = (s: Size): number => SIZES.indexOf(s);
console.log(pick("m"), SIZES.length);
const list: readonly string[] = ["x", "y"];
const generic: Array<number> = [1, 2];
const point: [x: number, y: number] = [3, 4];
console.log(list.join(""), generic.length, point[0] + point[1]);
function fail(message: string): never { throw new Error(message); }
const value = generic[0] > 0 ? generic[0] : fail("negative");
console.log(value);
const lookup: { [id: number]: string } = { 1: "one", 2: "two" };
console.log(lookup[1], lookup[3] ?? "none");
