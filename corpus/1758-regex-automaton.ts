const texts = ["Hello World 42", "a-b_c.d\te\nf\rg", "ABC abc 123 x1y2", "", "email me: A.B@ex.org, c@d.io!", "€uro 5 é"];
const patterns: RegExp[] = [/[^a]/gi, /\bab?c\b/gi, /./gs, /./g, /(\w+)@(\w+)\.(\w{2,3})/g, /(a|b)+/g, /(?:(a)|b)+/g, /x(\d)?y/g, /\s+/g, /[\b]/g, /^\w/g, /\w$/g, /[A-Z][a-z]*/g, /[^\W\d]+/g, /(\d)(\d)?/g, /\x41\u0062/gi, /a{2,}|b{1,2}?/g, /[.-]/g, /\0/g, /(?:)/g, /o*/g];
for (const p of patterns) {
  const row: string[] = [];
  for (const t of texts) {
    row.push(JSON.stringify(t.match(p)), t.replace(p, "<$&|$1>"), JSON.stringify(t.split(p)), String(p.test(t)));
    p.lastIndex = 0;
    const sticky = new RegExp(p.source, p.flags.replace("g", "") + "y");
    sticky.lastIndex = 2;
    row.push(JSON.stringify(sticky.exec(t)), String(sticky.lastIndex));
  }
  console.log(p.source, row.join(" ; "));
}
// A repeated group that repeats inside, backtracked into.
console.log(/((?:[^a]+){2}){1,3}\t/.exec("cab.AB\tab"), /(?:(?:[^a]+){2})+\t/.test("abc\t"));
