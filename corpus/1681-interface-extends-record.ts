// An interface extending `Record<string, T>`: with properties of its own
// (the shape that lets an interface meet a `Record` constraint, as typed
// event maps do) it is those properties; with none, it is the record.

type Listener<T> = (payload: T) => void;

class Channel<Events extends Record<string, unknown>> {
  private listeners: { [K in keyof Events]?: Listener<Events[K]>[] } = {};
  on<K extends keyof Events>(event: K, listener: Listener<Events[K]>): () => void {
    const list = (this.listeners[event] ??= []);
    list.push(listener);
    return () => {
      const at = list.indexOf(listener);
      if (at >= 0) list.splice(at, 1);
    };
  }
  emit<K extends keyof Events>(event: K, payload: Events[K]): number {
    const list = this.listeners[event] ?? [];
    for (const listener of [...list]) listener(payload);
    return list.length;
  }
}

interface ShopEvents extends Record<string, unknown> {
  order: { id: number; items: string[] };
  refund: number;
}

const channel = new Channel<ShopEvents>();
const stop = channel.on("order", ({ id, items }) => console.log("order", id, items.join("+")));
channel.on("refund", (amount) => console.log("refund", amount.toFixed(2)));
console.log(channel.emit("order", { id: 7, items: ["tea", "cup"] }), channel.emit("refund", 3.5));
stop();
console.log(channel.emit("order", { id: 8, items: [] }));

interface Scores extends Record<string, number> {}
const scores: Scores = { ann: 3 };
scores["bob"] = 5;
scores.cat = (scores.ann ?? 0) + 1;
console.log(scores, Object.keys(scores).length);
for (const [name, score] of Object.entries(scores)) console.log(name, score * 2);
