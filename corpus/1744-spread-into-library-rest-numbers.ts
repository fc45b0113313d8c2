// Spread arguments of String.fromCharCode and String.fromCodePoint (and
// Math.max and Math.min): the numbers gathered into one array.
const codes = [72, 101, 108, 108, 111];
console.log(String.fromCharCode(...codes), String.fromCharCode(...codes, 33, ...[32, 87]));
console.log(String.fromCodePoint(...[0x1f600, 0x41]), String.fromCharCode(...[]).length);
const text = "scriptc";
const shifted = String.fromCharCode(...[...text].map((ch) => ch.charCodeAt(0) + 1));
console.log(shifted, Math.max(...codes), Math.min(...codes, 0));
const counts = new Map([["a", 3], ["b", 7]]);
console.log(Math.max(...counts.values()), String.fromCharCode(...new Set([65, 66, 65])));
