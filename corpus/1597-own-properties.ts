// Object.hasOwn, hasOwnProperty and Object.prototype.hasOwnProperty.call:
// own properties of every kind of value (not methods, accessors or what
// objects inherit).

class Point {
  x = 1;
  y = 2;
  norm(): number {
    return Math.hypot(this.x, this.y);
  }
  get sum(): number {
    return this.x + this.y;
  }
}

interface Options {
  verbose?: boolean;
  depth?: number;
}

const point = new Point();
const options: Options = { depth: 2 };
const scores: Record<string, number> = { ada: 3 };
const list = [10, 20];
const tuple: [string, number] = ["t", 1];

console.log(Object.hasOwn(point, "x"), Object.hasOwn(point, "norm"), Object.hasOwn(point, "sum"));
console.log(point.hasOwnProperty("y"), point.hasOwnProperty("toString"), "norm" in point);
console.log(Object.hasOwn(options, "depth"), Object.hasOwn(options, "verbose"), options.hasOwnProperty("depth"));
options.verbose = false;
console.log(Object.hasOwn(options, "verbose"), "verbose" in options);
console.log(Object.hasOwn(scores, "ada"), scores.hasOwnProperty("bob"), Object.hasOwn(scores, "toString"));
console.log(Object.hasOwn(list, 0), Object.hasOwn(list, 2), Object.hasOwn(list, "length"), list.hasOwnProperty("1"));
console.log(Object.hasOwn(tuple, 1), Object.hasOwn(tuple, "length"), "abc".hasOwnProperty(2), "abc".hasOwnProperty("3"));
console.log(Object.hasOwn(new Map([["k", 1]]), "k"), Object.hasOwn(new Uint8Array(2), 1), Object.hasOwn(new Uint8Array(2), "length"));
console.log(Object.prototype.hasOwnProperty.call(scores, "ada"), Object.prototype.hasOwnProperty.call(point, "norm"));

const parsed: any = JSON.parse('{"id": 7, "tags": ["a"]}');
console.log(parsed.hasOwnProperty("id"), Object.hasOwn(parsed, "name"), Object.hasOwn(parsed.tags, 0));

// The for-in guard of older code.
const copy: Record<string, number> = {};
for (const key in scores) {
  if (Object.prototype.hasOwnProperty.call(scores, key)) copy[key] = scores[key] * 2;
}
console.log(copy);

const nothing: any = null;
try {
  Object.hasOwn(nothing, "x");
} catch (e) {
  console.log((e as Error).name, (e as Error).message);
}
