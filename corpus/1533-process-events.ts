// process.on: 'exit' listeners in order with the status the program ends
// with (a listener may change process.exitCode), and 'uncaughtException'
// listeners taking an error thrown by the top level, by a timer, by a
// promise job and a rejection nobody handled; the program goes on.
const log: string[] = [];

class Ledger {
  entries: number[] = [];
  add(amount: number): void {
    if (amount < 0) throw new RangeError(`negative amount ${amount}`);
    this.entries.push(amount);
  }
}
const ledger = new Ledger();

process.on("exit", (code) => {
  console.log("exit listener 1 sees", code, "with", ledger.entries.length, "entries");
  process.exitCode = 0;
});
process.on("exit", (code: number) => {
  console.log("exit listener 2 sees", code, log.join(" | "));
});
process.once("uncaughtException", (error) => {
  console.log("first uncaught (once):", error.name, error.message);
});
process.on("uncaughtException", (error: Error, origin: string) => {
  log.push(`${origin}: ${error.message}`);
  console.log("uncaught from", origin + ":", error.message);
});

setTimeout(() => {
  ledger.add(5);
  console.log("timer 1 ran");
  ledger.add(-2);
  console.log("never printed");
}, 0);
setTimeout(() => {
  console.log("timer 2 ran after the failure");
  const text: string | null = null;
  const parsed = JSON.parse("{bad json");
  console.log("never printed", parsed, text);
}, 2);
Promise.resolve(1).then((n) => {
  console.log("job", n);
  throw new TypeError("thrown by a job");
});
Promise.reject(new Error("nobody handled this"));

ledger.add(10);
process.exitCode = 3;
console.log("top level ends with a throw");
ledger.add(-1);
console.log("never printed");
