// Async generators and `for await`: awaits inside the body, values awaited
// as they are yielded, early exits running `finally`, errors both ways,
// requests queued before the body answers, and the order of interleaved
// consumers.
function delay(ms: number, value: string): Promise<string> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}

async function* countTo(n: number): AsyncGenerator<number> {
  for (let i = 1; i <= n; i++) {
    await null;
    yield i;
  }
}

async function* pages(): AsyncGenerator<string, number, unknown> {
  try {
    yield "one";
    yield delay(5, "two");
    yield "three";
  } finally {
    console.log("pages: finally");
  }
  return 3;
}

async function* failing(): AsyncGenerator<number> {
  yield 1;
  throw new Error("source broke");
}

async function* recovering(): AsyncGenerator<string> {
  try {
    await Promise.reject(new Error("inner rejection"));
  } catch (e) {
    yield "recovered from " + (e instanceof Error ? e.message : "?");
  }
  yield "after";
}

async function* echo(): AsyncGenerator<string, string, string> {
  let received = yield "ready";
  while (received !== "stop") {
    received = yield "got " + received;
  }
  return "stopped";
}

class Feed {
  constructor(private readonly items: string[]) {}
  async *entries(): AsyncGenerator<[number, string]> {
    for (let i = 0; i < this.items.length; i++) {
      await delay(1, "");
      yield [i, this.items[i]];
    }
  }
}

async function sum(source: AsyncIterable<number>): Promise<number> {
  let total = 0;
  for await (const n of source) total += n;
  return total;
}

async function main(): Promise<void> {
  for await (const n of countTo(3)) console.log("count", n);
  console.log("sum", await sum(countTo(10)));

  for await (const page of pages()) {
    console.log("page", page);
    if (page === "two") break;
  }
  const manual = pages();
  console.log(await manual.next(), await manual.next());
  console.log(await manual.return(42), await manual.next());

  const queued = countTo(2);
  const results = await Promise.all([queued.next(), queued.next(), queued.next()]);
  console.log(results);

  try {
    for await (const n of failing()) console.log("got", n);
  } catch (e) {
    console.log("caught:", e instanceof Error ? e.message : e);
  }
  for await (const text of recovering()) console.log(text);

  const conversation = echo();
  console.log((await conversation.next()).value);
  console.log((await conversation.next("hello")).value);
  console.log(await conversation.next("stop"));

  for await (const [index, item] of new Feed(["x", "y"]).entries()) console.log("feed", index, item);

  const promises = [delay(3, "slow"), Promise.resolve("fast"), "plain"];
  for await (const value of promises) console.log("awaited", value);
  function* syncNumbers(): Generator<number> {
    yield 10;
    yield 20;
  }
  for await (const value of syncNumbers()) console.log("sync", value);

  const order: string[] = [];
  const left = (async () => {
    for await (const n of countTo(3)) order.push("L" + n);
  })();
  const right = (async () => {
    for await (const n of countTo(3)) order.push("R" + n);
  })();
  await Promise.all([left, right]);
  console.log(order.join(" "));
  console.log(countTo(1));

  // The ticks each step takes, against a loop that awaits once a turn:
  // return() awaits its value before the body's finally runs.
  const trace: string[] = [];
  async function* traced(): AsyncGenerator<number> {
    try {
      yield 1;
      yield 2;
    } finally {
      trace.push("finally");
    }
  }
  const ticker = (async () => {
    for (let i = 0; i < 8; i++) {
      trace.push("t" + i);
      await null;
    }
  })();
  const stepped = (async () => {
    const it = traced();
    trace.push("next " + (await it.next()).value);
    trace.push("return " + (await it.return(7)).value);
    trace.push("after " + (await it.next()).done);
    const fresh = traced();
    trace.push("fresh return " + (await fresh.return(8)).value);
  })();
  await Promise.all([ticker, stepped]);
  console.log(trace.join(" "));
}
main();
