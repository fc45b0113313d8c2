// WeakRef and FinalizationRegistry (a reference counted program keeps a
// WeakRef's target while it is used; a registry's callbacks never run in a
// program this short, as on Node), and weak collections refusing keys that
// are not objects through `any`.
interface Session {
  user: string;
}
const session: Session = { user: "ada" };
const ref = new WeakRef(session);
console.log(ref, [ref], String(ref), `${ref}`, typeof ref, ref instanceof WeakRef);
console.log(ref.deref() === session, ref.deref()?.user);
const typed: WeakRef<Session> = new WeakRef<Session>({ user: "bo" });
console.log(typed.deref()?.user ?? "collected");

let cleaned = 0;
const registry = new FinalizationRegistry((held: string) => {
  cleaned++;
  console.log("cleaned", held);
});
const token = {};
registry.register({ temporary: true }, "first", token);
registry.register(session, "second");
console.log(registry, registry instanceof FinalizationRegistry, String(registry));
console.log(registry.unregister(token), registry.unregister(token), registry.unregister({}));
const untyped = new FinalizationRegistry(() => {});
untyped.register({}, 1);
console.log(untyped.unregister(token), cleaned);

for (const attempt of [() => (new WeakSet() as any).add("text"), () => (new WeakMap() as any).set(1, 2)]) {
  try {
    attempt();
    console.log("stored");
  } catch (e) {
    console.log((e as Error).name, (e as Error).message);
  }
}
const weak: any = new WeakMap<object, number>();
console.log(weak.get("text"), weak.has(1), weak.delete(null), weak.set(session, 1) === weak, weak.get(session));
const weakSet: any = new WeakSet<object>();
console.log(weakSet.add([1, 2]) === weakSet, weakSet.has("x"), weakSet.delete(undefined));
