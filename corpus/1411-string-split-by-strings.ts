// String splits by strings: one-byte texts and separators take the memchr
// path; empty pieces, limits, wide separators and texts keep their results.
const texts = ["a,b,,c", ",,", "", "abc", "aXYbXYXYc", "XYXY", "é,ü,,", "a😀b😀", "x\ny\n", "aaa", "ab"];
const seps = [",", "XY", "", "😀", "\n", "aa", "abc", "é"];
for (const t of texts) {
  const row: string[] = [];
  for (const s of seps) row.push(JSON.stringify(t.split(s)) + JSON.stringify(t.split(s, 1)));
  console.log(row.join(" "));
}
