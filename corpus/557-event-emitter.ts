// An event emitter: handlers stored in a map of arrays, removed by
// identity, called with arguments, once-only handlers.
type Handler = (payload: string) => void;
class Emitter {
  private handlers = new Map<string, Handler[]>();
  on(event: string, handler: Handler): () => void {
    const list = this.handlers.get(event) ?? [];
    list.push(handler);
    this.handlers.set(event, list);
    return () => this.off(event, handler);
  }
  once(event: string, handler: Handler): void {
    const wrapper: Handler = (payload) => {
      this.off(event, wrapper);
      handler(payload);
    };
    this.on(event, wrapper);
  }
  off(event: string, handler: Handler): void {
    const list = this.handlers.get(event);
    if (list === undefined) return;
    const index = list.indexOf(handler);
    if (index >= 0) list.splice(index, 1);
  }
  emit(event: string, payload: string): number {
    const list = [...(this.handlers.get(event) ?? [])];
    for (const handler of list) handler(payload);
    return list.length;
  }
}
const log: string[] = [];
const emitter = new Emitter();
const stop = emitter.on("msg", (p) => log.push(`first ${p}`));
emitter.on("msg", (p) => log.push(`second ${p}`));
emitter.once("msg", (p) => log.push(`once ${p}`));
console.log(emitter.emit("msg", "a"));
stop();
console.log(emitter.emit("msg", "b"), emitter.emit("none", "c"));
console.log(log);
