// console.log format directives with arrays and objects.
console.log("%j %j", [1, "a"], { b: 2, c: [true] });
console.log("%O and %s", { a: 1, nested: { x: [1, 2] } }, "text");
console.log("%d%% done, %i items, %f ratio", 42.5, 7.9, "0.25");
console.log("%s %s", [1, 2], "extra", "arguments", 3);
console.log("no directives", { a: 1 }, [2]);
