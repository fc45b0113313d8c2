// A class with [Symbol.iterator]() printed, serialized, inspected and
// compared through the library functions that take any value.
import * as util from "node:util";

class Pouch {
  items = [1, 2];
  *[Symbol.iterator]() {
    yield* this.items;
  }
}
const pouch = new Pouch();
console.log(pouch, JSON.stringify(pouch), util.inspect(pouch), `${pouch}`, util.isDeepStrictEqual(pouch, new Pouch()));
console.log(util.inspect(pouch, { depth: 0 }));
const list: Pouch[] = [pouch];
console.log(list, JSON.stringify({ list }));
