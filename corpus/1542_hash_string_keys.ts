// Properties whose names start with '#', written as strings, are ordinary
// properties: printed, listed, serialized, compared and spread, unlike
// the `#private` members of a class.
import { isDeepStrictEqual } from "node:util";

interface Tagged {
  "#id": number;
  label: string;
}

class Counter {
  #count = 0;
  "#public" = "shown";
  bump(): number {
    this.#count += 1;
    return this.#count;
  }
}

const tagged: Tagged = { "#id": 7, label: "seven" };
console.log(tagged);
console.log(Object.keys(tagged), JSON.stringify(tagged));
const copy = { ...tagged, extra: true };
console.log(copy, copy["#id"]);
console.log(isDeepStrictEqual(tagged, { "#id": 7, label: "seven" }));
console.log(isDeepStrictEqual(tagged, { "#id": 8, label: "seven" }));

const counter = new Counter();
counter.bump();
console.log(counter, counter.bump(), JSON.stringify(counter));
for (const key in tagged) console.log("key", key);
const { "#id": id, ...rest } = tagged;
console.log(id, rest);
