// Immutable state updates, as reducers write them: each step copies the
// state with a spread and changes one or two properties; some steps add
// an optional property, and a rest pattern drops one.
const benchStarted = performance.now();
interface State {
  count: number;
  total: number;
  label: string;
  items: number[];
  note?: string;
}

function step(state: State, i: number): State {
  switch (i % 4) {
    case 0:
      return { ...state, count: state.count + 1 };
    case 1:
      return { ...state, total: state.total + (i % 100) };
    case 2:
      return { ...state, label: i % 8 === 2 ? "even" : "odd", note: "n" };
    default: {
      const { note, ...rest } = state;
      return { ...rest, total: rest.total - (note === undefined ? 0 : 1) };
    }
  }
}

let state: State = { count: 0, total: 0, label: "", items: [1, 2, 3] };
for (let i = 0; i < 4000000; i++) {
  state = step(state, i);
}
console.log(state);
console.error(`work-ms: ${(performance.now() - benchStarted).toFixed(1)}`);
