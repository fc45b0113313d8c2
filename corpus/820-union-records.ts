// Records and maps whose values are unions, read with narrowing.
const settings: Record<string, string | number | boolean> = {
  name: "demo",
  retries: 3,
  verbose: true,
  ratio: 0.5,
};
for (const key of Object.keys(settings)) {
  const value = settings[key];
  if (typeof value === "number") console.log(key, "number", value * 2);
  else if (typeof value === "boolean") console.log(key, "flag", !value);
  else console.log(key, "text", value.length);
}
console.log(settings);
console.log(JSON.stringify(settings));
const scores = new Map<string, number | null>([["ann", 10], ["bob", null]]);
scores.set("cy", 7);
let total = 0;
for (const [name, score] of scores) {
  if (score === null) console.log(name, "has no score");
  else total += score;
}
console.log(total, scores.get("bob"), scores.get("zed"));
