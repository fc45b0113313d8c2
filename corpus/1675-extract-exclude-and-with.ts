// `Extract` and `Exclude` of unions (primitives, null and undefined,
// string literals, discriminated object types) and `array.with`.
type UiEvent =
  | { kind: "click"; x: number; y: number }
  | { kind: "key"; code: string }
  | { kind: "scroll"; delta: number };
type Click = Extract<UiEvent, { kind: "click" }>;
type Other = Exclude<UiEvent, { kind: "click" }>;
const click: Click = { kind: "click", x: 3, y: 4 };
const others: Other[] = [{ kind: "key", code: "Enter" }, { kind: "scroll", delta: -2 }];
console.log(click.x + click.y, others.map((event) => event.kind).join(","));

type Status = "draft" | "open" | "closed";
type Live = Exclude<Status, "draft">;
const states: Status[] = ["draft", "open", "closed", "open"];
const live = states.filter((state): state is Live => state !== "draft");
console.log(live, live.length);

type Id = Exclude<string | number | null | undefined, null | undefined>;
const ids: Id[] = [1, "two", 3];
console.log(ids.map((id) => typeof id).join(" "));
type Count = Exclude<string | number, string>;
const count: Count = 41;
console.log((count + 1).toFixed(2));
type Label = Extract<string | number | boolean, string>;
const label: Label = "name";
console.log(label.toUpperCase());

const scores = [10, 20, 30];
const raised = scores.with(1, 25);
const last = scores.with(-1, 35);
console.log(scores, raised, last, scores.with(0.9, 1));
const names = ["ann", "bob"];
console.log(names.with(0, "amy"), names);
for (const index of [2, -3, 5]) {
  try {
    console.log(scores.with(index, 0));
  } catch (error) {
    console.log((error as Error).name, (error as Error).message);
  }
}
Promise.all([]).then((values) => console.log("settled", values));
