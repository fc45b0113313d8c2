// A user's validator of parsed JSON (a type predicate over unknown), a
// value describer over unknown, and a typed event bus.
interface Config { name: string; retries?: number; tags: string[]; limits: Record<string, number> }

function isConfig(value: unknown): value is Config {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.name === "string" && Array.isArray(v.tags);
}

const raw = '{"name":"svc","tags":["a","b"],"limits":{"cpu":2,"mem":512}}';
const parsed: unknown = JSON.parse(raw);
if (isConfig(parsed)) {
  console.log(parsed.name, parsed.tags.join("|"), parsed.retries ?? 3);
  for (const [key, limit] of Object.entries(parsed.limits)) {
    console.log(`${key}=${limit}`);
  }
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return `array(${value.length})`;
  if (typeof value === "string") return `string(${value.length})`;
  if (typeof value === "number") return value.toFixed(1);
  if (value && typeof value === "object") return `object(${Object.keys(value).length})`;
  return String(value);
}
for (const item of [1, "two", [3, 4], { a: 1 }, null, undefined, true]) {
  console.log(describe(item));
}

class EventBus<T> {
  private handlers = new Map<string, Array<(payload: T) => void>>();
  on(name: string, handler: (payload: T) => void): () => void {
    const list = this.handlers.get(name) ?? [];
    list.push(handler);
    this.handlers.set(name, list);
    return () => {
      const current = this.handlers.get(name);
      if (current) this.handlers.set(name, current.filter((h) => h !== handler));
    };
  }
  emit(name: string, payload: T): number {
    const list = this.handlers.get(name) ?? [];
    list.forEach((h) => h(payload));
    return list.length;
  }
}
const bus = new EventBus<{ id: number }>();
const off = bus.on("tick", (p) => console.log("tick", p.id));
bus.on("tick", (p) => console.log("second", p.id * 2));
console.log(bus.emit("tick", { id: 1 }));
off();
console.log(bus.emit("tick", { id: 2 }));
