// String.prototype.substr(start, length): a negative start counts from the
// end; a missing length runs to the end.
const s = "hello world";
console.log(s.substr(0, 5), s.substr(6), s.substr(-5), s.substr(-5, 2), s.substr(3, -1), s.substr(20));
console.log(s.substr(NaN, 3), s.substr(2, Infinity), s.substr(-Infinity, 4), JSON.stringify("😀ab".substr(1, 2)));
for (let i = -3; i < 3; i++) console.log(i, JSON.stringify("abc".substr(i, 2)));
