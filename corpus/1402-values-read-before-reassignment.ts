// A value read earlier in an expression stays valid when a later part of
// the same expression reassigns the variable, directly or through a call.

let shared = "first " + String(Math.PI > 3);
function resetShared(): string {
  shared = "reset";
  return "!";
}
console.log(shared, resetShared(), shared);

let node: { name: string } = { name: "head" + String(1) };
function replaceNode(): string {
  node = { name: "replacement" };
  return "?";
}
console.log(node.name, replaceNode(), node.name);
console.log([shared, (shared = "again"), shared].join(" "));

function locals(): void {
  let text = "ab" + String(Math.PI > 4);
  console.log(text, (text = "x"), text);
  let list = [1, 2, 3].map((n) => n * 2);
  console.log(list, (list = []), list);
  let built = "";
  for (let i = 0; i < 5; i++) built += i % 2 === 0 ? "e" : String(i);
  console.log(built, (built += "z"), built);
}
locals();
