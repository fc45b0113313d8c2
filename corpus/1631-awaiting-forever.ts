// Async functions still waiting when the program ends (on a promise that
// never settles): Node exits without running them further, and what
// their frames hold (parameters, locals, temporaries, `this`, captured
// variables, the promises they wait on) is released, so the RC audit
// and memcheck find nothing left.
class Session {
  readonly log: string[] = [];
  constructor(readonly name: string) {}
  async stall(reason: string): Promise<number> {
    this.log.push(reason);
    const parts = reason.split(" ");
    await new Promise<void>(() => {});
    return parts.length + this.log.length;
  }
}

async function waitsForever(label: string, values: number[]): Promise<string> {
  const copy = values.map((v) => v * 2);
  const note = { label, copy };
  const result = await new Promise<string>(() => {});
  return result + note.label;
}

async function waitsOnAnother(): Promise<string> {
  const inner = waitsForever("inner", [1, 2, 3]);
  const text = `outer ${await inner}`;
  return text;
}

async function* neverDone(): AsyncGenerator<number, void, undefined> {
  const seen: string[] = ["start"];
  yield seen.length;
  await new Promise<void>(() => {});
  yield seen.length + 1;
}

const session = new Session("s1");
session.stall("a reason with words").then((n) => console.log("never", n));
waitsOnAnother().then((text) => console.log("never", text));
const counter = { count: 0 };
const waiting = async (): Promise<void> => {
  counter.count++;
  await new Promise<number>(() => {});
  counter.count++;
};
void waiting();
const stream = neverDone();
stream.next().then((step) => {
  console.log("first step", step.value, step.done);
  void stream.next().then(() => console.log("never"));
});
setTimeout(() => console.log("timer ran; counter", counter.count, session.log), 5);
console.log("top level done");
