// indexOf, includes, slice, concat, reverse, join on arrays.
const letters = ["a", "b", "c", "d", "e", "c"];
console.log(letters.indexOf("c"), letters.indexOf("c", 3), letters.indexOf("z"), letters.indexOf("a", -2));
console.log(letters.includes("e"), letters.includes("E"), [NaN].includes(NaN), [NaN].indexOf(NaN));
console.log(letters.slice(1, 3).join(""), letters.slice(-2).join(""), letters.slice(4, 1).length, letters.slice().length);
const reversed = letters.slice().reverse();
console.log(reversed.join(""), letters.join(""));
const both = letters.concat(["x", "y"]);
console.log(both.length, both.join("|"), letters.length);
const numbers = [5, 3, 8];
const same = numbers.reverse();
same.push(1);
console.log(numbers.join(), same.join(), numbers.length);
console.log([1, 2, 3].join(" + "), [0.1, 0.2].join(), [-0, 1e21, 1e-7].join("|"));
