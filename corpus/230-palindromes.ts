// Palindromes, reversal and anagram signatures.
function reverse(s: string): string {
  let out = "";
  for (let i = s.length - 1; i >= 0; i--) out += s[i];
  return out;
}
function normalize(s: string): string {
  let out = "";
  const lower = s.toLowerCase();
  for (let i = 0; i < lower.length; i++) {
    const c = lower.charCodeAt(i);
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) out += lower[i];
  }
  return out;
}
function isPalindrome(s: string): boolean {
  const n = normalize(s);
  return n === reverse(n);
}
console.log(reverse("stressed"), reverse(""), reverse("a"));
console.log(isPalindrome("A man, a plan, a canal: Panama"), isPalindrome("race a car"), isPalindrome("No 'x' in Nixon"));
function signature(word: string): string {
  let counts = "";
  const w = normalize(word);
  for (let c = 97; c <= 122; c++) {
    let n = 0;
    for (let i = 0; i < w.length; i++) if (w.charCodeAt(i) === c) n++;
    counts += n > 0 ? String.fromCharCode(c) + n : "";
  }
  return counts;
}
console.log(signature("listen"), signature("silent") === signature("listen"), signature("Dormitory") === signature("dirty room"));
