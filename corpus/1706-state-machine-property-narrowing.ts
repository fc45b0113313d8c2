// Narrowing a discriminated union held in a property (this.state.s, h.current.s): switch and if, writes through the narrowed member, and assignment ending the narrowing.
type State = { s: "idle" } | { s: "running"; since: number; ticks: number } | { s: "done"; result: string };
class Machine {
  state: State = { s: "idle" };
  log: string[] = [];
  step(now: number): void {
    switch (this.state.s) {
      case "idle":
        this.state = { s: "running", since: now, ticks: 0 };
        this.log.push("start");
        break;
      case "running":
        this.state.ticks++;
        if (this.state.ticks >= 2) {
          const took = now - this.state.since;
          this.state = { s: "done", result: "took " + took };
          this.log.push("finish");
        } else {
          this.log.push("tick " + this.state.ticks);
        }
        break;
      case "done":
        this.log.push(this.state.result);
        break;
    }
  }
}
const m = new Machine();
for (let i = 0; i < 5; i++) m.step(i * 10);
console.log(m.log.join(", "), m.state);
interface Holder { current: State }
const h: Holder = { current: { s: "running", since: 5, ticks: 1 } };
if (h.current.s === "running") {
  console.log(h.current.since + h.current.ticks);
  h.current = { s: "done", result: "x" };
  console.log(h.current.s);
}
if (h.current.s === "done") console.log(h.current.result.length);
