// Booleans read where nothing is: an element past an array's end, a
// missing record key, a map without the key. JavaScript gives `undefined`,
// which shows when compared, printed, asked its type or boxed.

const memo: Record<number, boolean> = {};
let computed = 0;
function isPrime(n: number): boolean {
  if (memo[n] !== undefined) return memo[n];
  computed++;
  let prime = n > 1;
  for (let d = 2; d * d <= n; d++) {
    if (n % d === 0) {
      prime = false;
      break;
    }
  }
  memo[n] = prime;
  return prime;
}
let primes = 0;
for (let round = 0; round < 3; round++) {
  for (let n = 0; n < 40; n++) if (isPrime(n)) primes++;
}
console.log(primes, computed, Object.keys(memo).length);

const cache: { [key: string]: boolean } = {};
function isPalindrome(word: string): boolean {
  const cached = cache[word];
  if (cached !== undefined) return cached;
  const answer = word === word.split("").reverse().join("");
  cache[word] = answer;
  return answer;
}
const words = ["level", "scriptc", "noon", "level", "node", "noon"];
console.log(words.map(isPalindrome), Object.keys(cache));

const visited = new Map<string, boolean>();
visited.set("home", true);
visited.set("about", false);
const seen = visited.get("contact");
console.log(seen, seen === undefined, visited.get("about"), visited.get("home") === true);
console.log(visited.get("blog") ?? "never", visited.get("about") ?? "never");
let unvisited = 0;
for (const page of ["home", "about", "contact"]) if (!visited.get(page)) unvisited++;
console.log(unvisited);

const flags: boolean[] = [true, false, true];
function firstMissing(values: boolean[]): number {
  for (let i = 0; ; i++) {
    const value = values[i];
    if (value === undefined) return i;
  }
}
console.log(firstMissing(flags), flags[5] === undefined, flags[5] == null, flags[1] == null);
console.log(flags[7] === false, flags[1] === false, flags[0] !== true, flags[9] !== false);
console.log(typeof flags[4], typeof flags[0], `${flags[6]}`, String(flags[2]), "x" + flags[8]);
console.log(flags[3], flags[0], flags[3] ?? "none", flags[1] ?? "none");
const fallback = flags[10] ?? true;
const kept = flags[1] ?? true;
console.log(fallback, kept);

const settings: Record<string, boolean> = { verbose: true };
const quiet = settings.quiet;
console.log(quiet ?? "unset", settings.verbose ?? "unset", typeof quiet);
const boxed: unknown = settings["color"];
const list: unknown[] = [flags[0], flags[11], visited.get("x")];
const loose: any = flags[12];
console.log(boxed, list, loose, JSON.stringify(list));

let trueCount = 0;
for (let i = 0; i < 6; i++) {
  if (flags[i]) trueCount++;
  if (flags[i] === true) trueCount += 10;
}
console.log(trueCount);
