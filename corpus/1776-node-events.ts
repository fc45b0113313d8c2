// Node's events module: EventEmitter subclassed and used directly (on, once,
// prepend, off, removeAllListeners, newListener/removeListener, 'error'
// with and without a listener, max listeners), events.once, printing.
import EventEmitter, { once } from "node:events";
import * as events from "events";
class Store extends EventEmitter {
  private items: string[] = [];
  add(item: string): void {
    this.items.push(item);
    this.emit("added", item, this.items.length);
  }
}
const s = new Store();
s.on("newListener", (name: string | symbol) => console.log("newListener", String(name)));
s.on("removeListener", (name: string | symbol) => console.log("removeListener", String(name)));
const onAdded = (item: string, n: number) => console.log("added", item, n);
s.on("added", onAdded);
s.prependListener("added", () => console.log("first"));
s.once("added", function (this: Store, item: string) { console.log("once", item, this instanceof Store); });
s.add("a");
s.add("b");
s.off("added", onAdded);
s.add("c");
console.log(s.listenerCount("added"), s.eventNames());
s.removeAllListeners("added");
console.log(s.listenerCount("added"), s.emit("added"));
try { s.emit("error", new Error("bad")); } catch (e) { console.log("thrown", (e as Error).message); }
try { s.emit("error", "str"); } catch (e) { console.log("thrown2", (e as Error).message, (e as any).code); }
s.on("error", (e: Error) => console.log("handled", e.message));
s.emit("error", new Error("ok"));
const em = new events.EventEmitter();
em.setMaxListeners(20);
console.log(em.getMaxListeners(), EventEmitter.defaultMaxListeners, em instanceof EventEmitter);
async function main() {
  setTimeout(() => em.emit("ready", 1, "two"), 1);
  const args = await once(em, "ready");
  console.log("ready", args);
  setTimeout(() => em.emit("error", new Error("fail")), 1);
  try { await EventEmitter.once(em, "never"); } catch (e) { console.log("once rejected", (e as Error).message); }
}
main();
const counts = new Map<string, number>();
const bus = new EventEmitter();
for (const ev of ["x", "y", "x"]) bus.on(ev, () => counts.set(ev, (counts.get(ev) ?? 0) + 1));
for (let i = 0; i < 3; i++) { bus.emit("x"); bus.emit("y"); }
console.log(counts, bus.listeners("x").length, bus.rawListeners("y").length);

const em2 = new EventEmitter();
console.log(em2);
em2.on("a", () => {});
em2.on("a", function named() {});
em2.once("b", (x: number) => {});
console.log(em2);
class Task extends EventEmitter { constructor(public name: string) { super(); } }
console.log(new Task("j"));
console.log(em2.eventNames(), em2.listeners("b"), em2.rawListeners("b"), em2.listenerCount("a"));
em2.on("10", () => {});
em2.on("2", () => {});
console.log(em2.eventNames());

interface MyEvents { data: [chunk: string, n: number]; end: [] }
class Stream extends EventEmitter<MyEvents> {
  push(s: string): void { this.emit("data", s, s.length); }
  close(): void { this.emit("end"); }
}
const st = new Stream();
st.on("data", (chunk, n) => console.log("data", chunk.toUpperCase(), n + 1));
st.on("end", () => console.log("end"));
st.push("abc");
st.close();
const plain = new EventEmitter<{ tick: [number] }>();
plain.on("tick", (t) => console.log("tick", t * 2));
plain.emit("tick", 21);
