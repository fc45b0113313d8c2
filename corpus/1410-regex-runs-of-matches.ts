// Global matches, replaces and splits reuse one matcher across a run of
// matches; empty matches, sticky flags, limits and groups keep their results.
const cases: [string, RegExp][] = [
  ["a,b,,c", /,/], ["abc", /(?:)/], ["a1b22c333", /\d*/], ["a1b22c333", /(\d)/], ["😀a😀", /(?:)/u], ["😀a😀", /(?:)/],
  ["xx", /x*/], ["", /x*/], ["", /a/], ["aXbXc", /x/i], ["a  b\tc", /\s+/], ["abab", /(a)(b)?/],
];
for (const [text, re] of cases) {
  console.log(JSON.stringify(text.split(re)), JSON.stringify(text.split(re, 2)));
  const g = new RegExp(re.source, re.flags + "g");
  console.log(JSON.stringify(text.match(g)), JSON.stringify(text.replace(g, "<$&>")), JSON.stringify(text.replace(re, "[$1]")));
}
const sticky = /a/y;
console.log("aab".replace(/a/gy, "-"), "baa".replace(/a/gy, "-"), JSON.stringify("aaba".match(/a/gy)));
