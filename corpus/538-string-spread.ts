// Strings spread into arrays and sets by code point.
console.log([..."héllo"], Array.from("ab"), [..."a😀b"].length, new Set("mississippi"));
console.log(Array.from("xyz", (c) => c.toUpperCase()), [..."", ..."ab"]);
