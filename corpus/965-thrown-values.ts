// Any value can be thrown: objects, strings, numbers, null and undefined.
interface Problem { code: number; detail: string }

function fail(kind: number): void {
  switch (kind) {
    case 0: throw { code: 404, detail: "not found" } as Problem;
    case 1: throw "plain text";
    case 2: throw 7;
    case 3: throw null;
    case 4: throw undefined;
    case 5: throw [1, "two"];
    default: throw new Error("an error");
  }
}

for (let kind = 0; kind <= 6; kind++) {
  try {
    fail(kind);
  } catch (e) {
    if (typeof e === "string") console.log("string:", e.toUpperCase());
    else if (typeof e === "number") console.log("number:", e * 6);
    else if (e === null) console.log("null was thrown");
    else if (e === undefined) console.log("undefined was thrown");
    else if (e instanceof Error) console.log("error:", e.message);
    else console.log("something else:", JSON.stringify(e), typeof e);
  }
}

function tryAll(values: number[]): number {
  let caught = 0;
  for (const v of values) {
    try {
      if (v % 3 === 0) throw v;
    } catch (e) {
      if (typeof e === "number") caught += e;
    }
  }
  return caught;
}
console.log(tryAll([1, 3, 5, 6, 9, 10]));
