// `using` and `await using` declarations: each resource disposed when its
// block ends (normally, by return, break or a throw), the last made first,
// null ones skipped, one that threw while made not disposed.
const events: string[] = [];

class Handle {
  constructor(readonly label: string) {
    if (label === "bad") throw new Error("cannot open " + label);
    events.push("open " + label);
  }
  read(): string {
    return "data:" + this.label;
  }
  [Symbol.dispose](): void {
    events.push("close " + this.label);
  }
}

class Connection {
  constructor(readonly id: number) {}
  async [Symbol.asyncDispose](): Promise<void> {
    await Promise.resolve();
    events.push("disconnect " + this.id);
  }
}

function readBoth(): string {
  using first = new Handle("a"), second = new Handle("b");
  events.push("reading");
  return first.read() + "+" + second.read();
}
console.log(readBoth());

function failing(): void {
  using kept = new Handle("kept");
  events.push("before throw " + kept.label);
  throw new Error("boom");
}
try {
  failing();
} catch (error) {
  events.push("caught " + (error as Error).message);
}

function openLate(): void {
  using ok = new Handle("ok"), broken = new Handle("bad");
  events.push("never " + ok.label + broken.label);
}
try {
  openLate();
} catch (error) {
  events.push("caught " + (error as Error).message);
}

for (let i = 0; i < 3; i++) {
  using loopHandle = new Handle("loop" + i);
  if (i === 1) continue;
  if (i === 2) break;
  events.push("used " + loopHandle.label);
}

function maybe(open: boolean): void {
  using nothing: Handle | null = open ? new Handle("maybe") : null;
  events.push("maybe " + (nothing === null ? "none" : nothing.label));
}
maybe(false);
maybe(true);

{
  using scoped = new Handle("block");
  events.push("in block " + scoped.read());
}
events.push("after block");

async function talk(): Promise<number> {
  await using one = new Connection(1);
  await using two = new Connection(2);
  events.push("talking " + (one.id + two.id));
  return one.id * 10 + two.id;
}

talk().then((result) => {
  events.push("result " + result);
  console.log(events.join("\n"));
});
