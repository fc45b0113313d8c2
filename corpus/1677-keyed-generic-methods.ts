// Generic methods and functions whose type parameter is a key of another
// type (`K extends keyof Events`): parameters typed `Events[K]`, a mapped
// type's property read and written by the key, the key passed on to
// another generic method, and callbacks typed through a generic alias.
type Listener<T> = (payload: T) => void;

class Emitter<Events extends Record<string, unknown>> {
  private listeners: { [K in keyof Events]?: Listener<Events[K]>[] } = {};

  on<K extends keyof Events>(name: K, listener: Listener<Events[K]>): () => void {
    (this.listeners[name] ??= []).push(listener);
    return () => this.off(name, listener);
  }

  off<K extends keyof Events>(name: K, listener: Listener<Events[K]>): void {
    this.listeners[name] = this.listeners[name]?.filter((known) => known !== listener);
  }

  emit<K extends keyof Events>(name: K, payload: Events[K]): number {
    const list = this.listeners[name] ?? [];
    list.forEach((listener) => listener(payload));
    return list.length;
  }
}

type ShopEvents = {
  added: { sku: string; quantity: number };
  removed: string;
  total: number;
};

const shop = new Emitter<ShopEvents>();
const log: string[] = [];
const stopAdded = shop.on("added", (item) => log.push(`added ${item.quantity} x ${item.sku}`));
shop.on("removed", (sku) => log.push("removed " + sku.toUpperCase()));
shop.on("total", (amount) => log.push("total " + amount.toFixed(2)));
shop.on("total", (amount) => log.push("twice " + amount * 2));
console.log(shop.emit("added", { sku: "ab-1", quantity: 2 }), shop.emit("total", 12.5));
stopAdded();
console.log(shop.emit("added", { sku: "zz", quantity: 1 }), shop.emit("removed", "ab-1"));
console.log(log.join("\n"));

interface Settings {
  theme: string;
  fontSize: number;
  compact: boolean;
}
class Store {
  private values: Partial<Settings> = {};
  private changes = 0;
  set<K extends keyof Settings>(key: K, value: Settings[K]): this {
    this.values[key] = value;
    this.changes++;
    return this;
  }
  get<K extends keyof Settings>(key: K, fallback: Settings[K]): Settings[K] {
    return this.values[key] ?? fallback;
  }
  describe(): string {
    return `${this.changes} changes: ${JSON.stringify(this.values)}`;
  }
}
const store = new Store().set("theme", "dark").set("fontSize", 14);
console.log(store.get("theme", "light"), store.get("fontSize", 12) + 1, store.get("compact", false));
console.log(store.describe());

const limits = { low: 1, high: 10 };
function update<K extends keyof typeof limits>(key: K, value: (typeof limits)[K]): void {
  limits[key] = value;
}
function read<K extends keyof typeof limits>(key: K): (typeof limits)[K] {
  return limits[key];
}
update("high", 20);
console.log(read("high"), read("low"), limits);
