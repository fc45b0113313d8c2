// Calling a missing function through a record entry, a property of a field or a field: Node's TypeError names the callee as written.
interface Handlers { onSave?: () => string; onLoad: () => string }
class Widget { handlers: Handlers = { onLoad: () => "loaded" }; cb: (() => void) | null = null; }
const w = new Widget();
const table: Record<string, (x: number) => number> = { inc: (x) => x + 1 };
const config = { actions: table };
const attempts: (() => unknown)[] = [
  () => table.dec(1),
  () => config.actions.dec(2),
  () => table["inc"](3),
  () => w.handlers.onSave!(),
  () => w.handlers.onLoad(),
  () => w.cb!(),
];
for (const attempt of attempts) {
  try {
    console.log(attempt());
  } catch (e) {
    console.log(e instanceof TypeError, (e as Error).message);
  }
}
