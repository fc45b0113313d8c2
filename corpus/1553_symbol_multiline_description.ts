// A symbol whose description spans lines prints it as it is inside arrays,
// objects and maps (not indented like a custom inspection).
const broken = Symbol("line\nbreak");
console.log([broken, Symbol()]);
console.log({ key: broken, list: [broken] });
console.log(new Map([[broken, "value"]]));
console.log(broken.description?.split("\n"));
