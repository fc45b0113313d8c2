// `yield*` inside async generators: delegating to another async generator
// (its return value is the expression's value; `next(v)`, `throw(e)` and
// `return(v)` reach the inner one, whose `finally` runs with its awaits),
// and to synchronous iterables (a generator's or an array's values are
// awaited one by one, a rejected one thrown into the outer body). The
// order of every step against a ticking promise chain is Node's.
const trail: string[] = [];

function ticks(count: number, label: string): void {
  let chain = Promise.resolve();
  for (let i = 1; i <= count; i++) {
    chain = chain.then(() => {
      trail.push(`${label}${i}`);
    });
  }
}

async function* letters(prefix: string): AsyncGenerator<string, number, string | undefined> {
  let sent = 0;
  try {
    const first = yield `${prefix}1`;
    if (first !== undefined) sent++;
    await Promise.resolve();
    try {
      yield `${prefix}2`;
    } catch (problem) {
      trail.push(`${prefix} handled ${String(problem)}`);
      yield `${prefix}-after-problem`;
    }
    yield `${prefix}3`;
    return sent;
  } finally {
    trail.push(`${prefix} cleanup`);
    await null;
    trail.push(`${prefix} cleanup done`);
  }
}

function* numbers(): Generator<number | Promise<number>, string, unknown> {
  yield 10;
  yield Promise.resolve(20);
  yield new Promise<number>((resolve) => setTimeout(() => resolve(30), 1));
  return "numbers done";
}

function* failing(): Generator<Promise<number>, void, unknown> {
  yield Promise.resolve(1);
  yield Promise.reject(new RangeError("rejected element"));
}

async function* combined(prefix: string): AsyncGenerator<string | number, string, string | undefined> {
  try {
    const count = yield* letters(prefix);
    trail.push(`${prefix} letters gave ${count}`);
    const word = yield* numbers();
    trail.push(`${prefix} numbers gave ${word}`);
    yield* [100, 200];
    try {
      yield* failing();
    } catch (error) {
      trail.push(`${prefix} caught ${(error as Error).message}`);
    }
    return `${prefix} finished`;
  } finally {
    trail.push(`${prefix} outer cleanup`);
  }
}

async function* overArray(): AsyncGenerator<number, string, undefined> {
  try {
    yield* [1, 2, 3];
    return "all of them";
  } finally {
    trail.push("overArray finally");
  }
}

async function main(): Promise<void> {
  ticks(10, "t");
  for await (const value of combined("A")) trail.push(`A -> ${value}`);

  ticks(10, "u");
  const b = combined("B");
  trail.push(JSON.stringify(await b.next()));
  trail.push(JSON.stringify(await b.next("sent")));
  trail.push(JSON.stringify(await b.throw("oops")));
  trail.push(JSON.stringify(await b.return("stop")));
  trail.push(JSON.stringify(await b.next()));

  ticks(6, "v");
  const c = combined("C");
  const answers = await Promise.all([c.next(), c.next("x"), c.return("early"), c.next()]);
  trail.push(JSON.stringify(answers));

  const d = combined("D");
  await d.next();
  try {
    await d.throw(new Error("uncaught inside"));
  } catch (error) {
    trail.push(`D rejected: ${(error as Error).message}`);
  }
  trail.push(JSON.stringify(await d.next()));

  // Nor `return`: the value comes back at once.
  const h = overArray();
  await h.next();
  ticks(4, "w");
  trail.push(JSON.stringify(await h.return("early")));
  trail.push("after return");

  // An array's iterator has no `throw`: what is thrown comes back out.
  const g = overArray();
  trail.push(JSON.stringify(await g.next()));
  try {
    await g.throw(new Error("into the array"));
  } catch (error) {
    trail.push(`array throw: ${(error as Error).message}`);
  }
  trail.push(JSON.stringify(await g.next()));

  for await (const value of combined("E")) {
    trail.push(`E -> ${value}`);
    if (value === 20) break;
  }
}

main().then(() => {
  for (const line of trail) console.log(line);
});
