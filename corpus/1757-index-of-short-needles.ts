const s = "aaaa-abcabcabd-é-aaa";
const wide = "ab€abab€a";
const out: number[] = [];
for (const p of ["", "a", "aa", "aaa", "abd", "abcabd", "x", "é", "-a", "a-é", "aaaaaaaaaaaaaaaaaaaaaaaaaaaaa", "€a", "b€"]) {
  for (let from = -2; from < 24; from += 3) {
    out.push(s.indexOf(p, from), wide.indexOf(p, from), s.includes(p, from) ? 1 : 0);
  }
}
console.log(out.join(","));
let str = "";
for (let i = 0; i < 300; i++) str += i % 7 === 0 ? "b" : "a";
let count = 0;
for (const pat of ["aaa", "ab", "aaaaaab", "ba"]) {
  let at = 0;
  while (true) {
    const f = str.indexOf(pat, at);
    if (f === -1) break;
    count += f;
    at = f + 1;
  }
}
console.log(count);
