// A typed event emitter over a mapped type of handler lists: a key parameter written through inside the unsubscribe closure it returns.
type Events = { login: { user: string }; logout: { user: string; reason?: string }; tick: number };
type Handler<T> = (payload: T) => void;
class Emitter<E extends Record<string, unknown>> {
  private handlers: { [K in keyof E]?: Handler<E[K]>[] } = {};
  on<K extends keyof E>(name: K, h: Handler<E[K]>): () => void {
    const list = this.handlers[name] ?? [];
    list.push(h);
    this.handlers[name] = list;
    return () => {
      const l = this.handlers[name];
      if (l) this.handlers[name] = l.filter((x) => x !== h);
    };
  }
  emit<K extends keyof E>(name: K, payload: E[K]): number {
    const l = this.handlers[name] ?? [];
    l.forEach((h) => h(payload));
    return l.length;
  }
}
const em = new Emitter<Events>();
const log: string[] = [];
const off = em.on("login", (p) => log.push(`in:${p.user}`));
em.on("logout", (p) => log.push(`out:${p.user}:${p.reason ?? "none"}`));
em.on("tick", (n) => log.push(`tick:${n * 2}`));
console.log(em.emit("login", { user: "ann" }), em.emit("tick", 21));
off();
console.log(em.emit("login", { user: "bob" }), em.emit("logout", { user: "ann" }));
console.log(log);
