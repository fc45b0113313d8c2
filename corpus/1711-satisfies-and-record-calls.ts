// `satisfies` keeps the value's own type (an object against a Record or a
// mapped type over a literal union, a number against a union, functions
// checked against a function type), template literal types are strings,
// and optional calls of record entries that may be missing.
type Color = "red" | "green" | "blue";
type Palette = { [K in Color]: string };
const palette = { red: "#f00", green: "#0f0", blue: "#00f" } satisfies Palette;
const limits = { min: 1, max: 10 } satisfies Record<string, number>;
const five = 5 satisfies number | string;
const double = ((n) => n * 2) satisfies (n: number) => number;
const routes = { home: () => "/", user: (id: number) => `/u/${id}` } satisfies Record<string, (...args: number[]) => string>;
console.log(palette.red, palette, limits.max - limits.min, five + 1, double(21), routes.user(7), routes.home());
type EventName = `on${Capitalize<Color>}`;
const handlers: Partial<Record<EventName, () => string>> = { onRed: () => "r" };
console.log(handlers.onRed?.(), handlers.onBlue?.() ?? "none");
function handlerFor(color: Color): EventName {
  return `on${color[0].toUpperCase()}${color.slice(1)}` as EventName;
}
console.log((["red", "green"] as Color[]).map((c) => handlerFor(c)).map((n) => handlers[n]?.() ?? `${n}?`));
const h: Partial<Record<string, (n: number) => string>> = { a: (n) => "a" + n };
const key: string = "b";
console.log(h["a"]?.(1), h[key]?.(2), h.b?.(3) ?? "dflt");
const m = new Map<string, () => number>([["x", () => 1]]);
console.log(m.get("x")?.(), m.get("y")?.());
const byName: Record<string, ((s: string) => string) | undefined> = { up: (s) => s.toUpperCase() };
for (const name of ["up", "down"]) console.log(name, byName[name]?.("hi") ?? "missing");
