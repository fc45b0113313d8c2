// new RegExp of invalid patterns: SyntaxError with V8's reason for each.
const cases: [string, string][] = [["(", ""], [")", ""], ["[", ""], ["*", ""], ["a**", ""], ["\\", ""], ["[z-a]", ""], ["a{2,1}", ""], ["(?<a>x)(?<a>y)", ""], ["(?<1a>x)", ""], ["\\p{Foo}", "u"], ["\\u{110000}", "u"], ["(?", ""], ["x{1", "u"], ["\\k<x>", "u"], ["(?<a>x)\\k<b>", ""], ["+", ""], ["a|*", ""], ["[b-a]", "u"], ["\\c", "u"], ["{1}", "u"], ["]", "u"], ["a)b(", ""], ["((a)", ""], ["\\1(a)\\2", "u"]];
for (const [p, f] of cases) {
  try { new RegExp(p, f); console.log("ok", p); } catch (e) { console.log((e as Error).message); }
}

const more2: [string, string][] = [["a{1,2", ""], ["x(?=", ""], ["[a", "u"], ["\\k", "u"], ["a{,5}", ""], ["(?:", ""], ["(?<=a", ""], ["a{3,2}b", "u"], ["[\\d-z]", "u"], ["(a))", "g"], ["?", "i"], ["a\\", "m"], ["(?<a-b>x)", ""], ["[]]", ""], ["\\u{12", "u"], ["x{2}{3}", ""], ["a{2}*", ""]];
for (const [p, f] of more2) {
  try { const r = new RegExp(p, f); console.log("ok", r.source, r.test("a{,5}")); } catch (e) { console.log((e as Error).name, (e as Error).message); }
}
