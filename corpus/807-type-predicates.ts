// User type predicates (`x is T`), `in` checks and assertion functions.
interface Fish { name: string; swim(): string }
interface Bird { name: string; fly(): string }

function isFish(pet: Fish | Bird): pet is Fish {
  return "swim" in pet;
}

const pets: (Fish | Bird)[] = [
  { name: "nemo", swim: () => "splash" },
  { name: "tweety", fly: () => "flap" },
];
for (const pet of pets) {
  if (isFish(pet)) console.log(pet.name, pet.swim());
  else console.log(pet.name, pet.fly());
}

function isString(value: string | number): value is string {
  return typeof value === "string";
}
const mixed: (string | number)[] = ["a", 1, "bc", 2];
const strings = mixed.filter(isString);
console.log(strings, strings.join("").length);

function assertPositive(n: number): asserts n {
  if (n <= 0) throw new RangeError(`${n} is not positive`);
}
function sqrtOf(n: number): number {
  assertPositive(n);
  return Math.sqrt(n);
}
console.log(sqrtOf(16));
try {
  sqrtOf(-4);
} catch (e) {
  console.log((e as Error).message);
}

function assertIsDefined(value: number | undefined, what: string): asserts value is number {
  if (value === undefined) throw new Error(`${what} is undefined`);
}
const lookup = new Map<string, number>([["a", 1]]);
const a = lookup.get("a");
assertIsDefined(a, "a");
console.log(a + 1);
try {
  const b = lookup.get("b");
  assertIsDefined(b, "b");
  console.log(b);
} catch (e) {
  console.log((e as Error).message);
}

function isText(v: string | number | boolean): v is string {
  return typeof v === "string";
}
const items: (string | number | boolean)[] = ["x", 2, false, "yz"];
let letters = 0;
for (const item of items) {
  if (isText(item)) letters += item.length;
  else console.log("not text:", item);
}
console.log(letters);
function assertString(v: unknown): asserts v is string {
  if (typeof v !== "string") throw new TypeError("not a string");
}
const raw: unknown = "hello";
assertString(raw);
console.log(raw.toUpperCase());
