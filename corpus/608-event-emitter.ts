// An event emitter built from closures stored in a map of arrays.
class Emitter {
  private listeners = new Map<string, ((payload: string) => void)[]>();
  on(event: string, listener: (payload: string) => void): () => void {
    const list = this.listeners.get(event) ?? [];
    list.push(listener);
    this.listeners.set(event, list);
    return () => {
      const current = this.listeners.get(event) ?? [];
      this.listeners.set(
        event,
        current.filter((other) => other !== listener),
      );
    };
  }
  emit(event: string, payload: string): number {
    const list = this.listeners.get(event) ?? [];
    list.forEach((listener) => listener(payload));
    return list.length;
  }
}
const emitter = new Emitter();
const log: string[] = [];
const stopA = emitter.on("message", (text) => log.push("A:" + text));
emitter.on("message", (text) => log.push("B:" + text.toUpperCase()));
emitter.on("close", (text) => log.push("closed " + text));
console.log(emitter.emit("message", "hi"));
stopA();
console.log(emitter.emit("message", "again"));
console.log(emitter.emit("close", "now"), emitter.emit("unknown", "x"));
console.log(log);
