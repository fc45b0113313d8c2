// Comparisons of charCodeAt with integer literals and loops bounded by a
// string's length, over one-byte and two-byte strings.
const samples = ["hello world", "  two  spaces ", "", "é accent ü", "😀 emoji x", "tab\there"];
for (const s of samples) {
  let words = 0, inWord = false, spaces = 0, upper = 0, lowerish = 0;
  for (let i = 0; i < s.length; i++) {
    const space = s.charCodeAt(i) === 32;
    if (!space && !inWord) words++;
    inWord = !space;
    if (s.charCodeAt(i) !== 32) spaces++;
    if (65 <= s.charCodeAt(i) && s.charCodeAt(i) <= 90) upper++;
    if (s.charCodeAt(i) > 200) lowerish++;
    if (97 > s.charCodeAt(i)) lowerish += 10;
  }
  console.log(words, spaces, upper, lowerish, s.charCodeAt(99) === 32, s.charCodeAt(-1) !== 32, s.charCodeAt(1.5) < 1000, s.charCodeAt(0) >= 0);
  const n = s.length;
  let k = 0;
  while (k <= n) k += 3;
  console.log(k, n - 1, s.length * 2 - 1, s.length % 4);
}
