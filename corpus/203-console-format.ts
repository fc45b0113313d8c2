// console.log's format directives, as util.format applies them.
console.log("%s is %d years old", "Alice", 30);
console.log("%i%%", 42.9);
console.log("%f", "3.5abc");
console.log("%s %s", "only one");
console.log("100%", "literal");
console.log("%o and %O", "quoted", 5);
console.log("%j", "json");
console.log("%c styled", "color: red");
console.log("%d", "12");
console.log("no directives", 1, "two", true);
console.log("%s", -0, -0);
console.log("%d %i", -0, -0);
console.log("%%s", "x");
console.log("trailing %");
console.log();
console.log("");
console.log(undefined);
