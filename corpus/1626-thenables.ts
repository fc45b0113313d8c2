// Thenables: objects with a `then` method are adopted wherever a promise
// is resolved with them (`await`, `Promise.resolve`, an async function's
// return value, `Promise.all`), with the specification's extra job: the
// `then` call happens one turn later, as a ticking chain beside shows.
// A second call of the resolving functions is ignored, an exception from
// `then` rejects unless they were called first, and a `then` that is not
// a function makes no thenable.
const events: string[] = [];

function ticker(count: number): void {
  let chain = Promise.resolve();
  for (let i = 1; i <= count; i++) {
    chain = chain.then(() => {
      events.push(`  tick ${i}`);
    });
  }
}

const answer = {
  then(resolve: (value: number) => void, _reject: (reason: unknown) => void) {
    events.push("answer.then");
    resolve(42);
    resolve(7);
  },
};

class Lookup {
  calls = 0;
  constructor(private readonly table: Map<string, number>, private readonly key: string) {}
  then(found: (value: number) => void, missing: (reason: Error) => void): void {
    this.calls++;
    events.push(`Lookup.then ${this.key}`);
    const value = this.table.get(this.key);
    if (value === undefined) missing(new Error(`no ${this.key}`));
    else found(value);
  }
}

const exploding = {
  then(_ok: (value: string) => void): void {
    throw new TypeError("then exploded");
  },
};

const settledFirst = {
  then(ok: (value: string) => void): void {
    ok("kept");
    throw new Error("ignored after resolving");
  },
};

const labelled = { then: "not a method", size: 3 };

async function viaReturn(table: Map<string, number>): Promise<number> {
  return new Lookup(table, "b");
}

async function main(): Promise<void> {
  const table = new Map<string, number>([["a", 1], ["b", 2]]);
  ticker(6);
  const value = await answer;
  events.push(`await answer -> ${value}`);
  const lookup = new Lookup(table, "a");
  events.push(`await lookup -> ${await lookup} (calls ${lookup.calls})`);
  try {
    await new Lookup(table, "z");
  } catch (error) {
    events.push(`rejected: ${(error as Error).message}`);
  }
  try {
    await exploding;
  } catch (error) {
    events.push(`thrown: ${(error as Error).name}: ${(error as Error).message}`);
  }
  events.push(`settled first -> ${await settledFirst}`);
  const plain = await labelled;
  events.push(`not a thenable -> ${plain.then} ${plain.size}`);
  events.push(`async return -> ${await viaReturn(table)}`);
  events.push(`Promise.resolve -> ${await Promise.resolve(answer)}`);
  const [x, y, z] = await Promise.all([answer, new Lookup(table, "b"), 5]);
  events.push(`Promise.all -> ${x} ${y} ${z}`);
  const hidden: unknown = new Lookup(table, "a");
  events.push(`through unknown -> ${String(await hidden)}`);
  const later = await Promise.resolve("start").then(() => Promise.resolve(new Lookup(table, "b")));
  events.push(`then returning -> ${later}`);
}

main().then(() => {
  for (const event of events) console.log(event);
});
