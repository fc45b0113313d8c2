// A state machine with enums, records of transitions and exhaustive
// switches.
enum State { Idle = "idle", Running = "running", Paused = "paused", Done = "done" }
type Action = "start" | "pause" | "resume" | "finish" | "reset";
const transitions: Record<State, Partial<Record<Action, State>>> = {
  [State.Idle]: { start: State.Running },
  [State.Running]: { pause: State.Paused, finish: State.Done },
  [State.Paused]: { resume: State.Running, reset: State.Idle },
  [State.Done]: { reset: State.Idle },
};
function next(state: State, event: Action): State {
  const target = transitions[state][event];
  if (target === undefined) throw new Error(`cannot ${event} while ${state}`);
  return target;
}
let state = State.Idle;
for (const event of ["start", "pause", "finish", "resume", "finish", "reset"] as Action[]) {
  try {
    state = next(state, event);
    console.log(`${event} -> ${state}`);
  } catch (e) {
    console.log((e as Error).message);
  }
}
function describe(s: State): string {
  switch (s) {
    case State.Idle: return "waiting";
    case State.Running: return "busy";
    case State.Paused: return "on hold";
    case State.Done: return "finished";
  }
}
console.log(Object.values(State).map(describe));
