// typeof of another top-level variable as a type; a method call at the end
// of an optional chain.
const w = { inner: { s: new Set<string>(["z"]) } };
const maybe: typeof w | undefined = w;
console.log(maybe?.inner.s.delete("z"), w.inner.s.size);
const copy: typeof w = { inner: { s: new Set(["q"]) } };
console.log(copy.inner.s.has("q"));
