// Array literals, indexing, length, push and pop, reads past the end.
const primes: number[] = [2, 3, 5, 7, 11];
console.log(primes.length, primes[0], primes[4], primes[5], primes[-1], primes[1.5]);
primes.push(13);
primes.push(17, 19);
console.log(primes.length, primes.join(" "));
console.log(primes.pop(), primes.pop(), primes.length);
const empty: number[] = [];
console.log(empty.length, empty.pop(), empty.join("-") === "");
const flags = [true, false, true];
flags[1] = !flags[1];
console.log(flags.join(), flags.length, flags[0] && flags[1]);
const names = ["Ada", "Grace", "Alan"];
names[0] = names[0] + " Lovelace";
names[names.length] = "Edsger";
console.log(names.join(", "), names.length);
console.log(`${primes}`, String(names), [1, 2] + "", [[1, 2], [3]] + "!");
