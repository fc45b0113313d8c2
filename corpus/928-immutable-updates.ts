// Immutable updates with spread and nested objects.
interface Settings { theme: string; font: { size: number; family: string }; plugins: string[] }
const base: Settings = { theme: "light", font: { size: 12, family: "mono" }, plugins: ["a"] };
const dark = { ...base, theme: "dark" };
const bigger = { ...base, font: { ...base.font, size: 16 } };
const more = { ...base, plugins: [...base.plugins, "b"] };
console.log(base, dark.theme, bigger.font, more.plugins, base.plugins);
console.log(dark.font === base.font, bigger.font === base.font);
type State = { count: number; history: number[] };
const reducer = (state: State, action: { type: "inc" | "dec" | "reset"; by?: number }): State => {
  switch (action.type) {
    case "inc": return { count: state.count + (action.by ?? 1), history: [...state.history, state.count] };
    case "dec": return { count: state.count - (action.by ?? 1), history: [...state.history, state.count] };
    case "reset": return { count: 0, history: [] };
  }
};
let state: State = { count: 0, history: [] };
for (const action of [{ type: "inc" as const }, { type: "inc" as const, by: 5 }, { type: "dec" as const, by: 2 }]) {
  state = reducer(state, action);
}
console.log(state);
state = reducer(state, { type: "reset" });
console.log(state);
