// An optional property the object lacks reads as undefined, whatever its
// type; printing it must not touch memory.
interface P { x: number; tags?: string[] }
const a: P = { x: 1 };
console.log(a.tags);
const t = a.tags;
console.log(t === undefined);
console.log(t);
const { tags } = a;
console.log(tags === undefined);
console.log(tags);
