// Promise.all of an array literal whose elements differ in type fulfills
// with a tuple (tsc's [User, number, boolean]); of one value type (promises
// and plain values mixed), with an array.
async function loadUser(): Promise<{ name: string }> { return { name: "ann" }; }
async function loadCount(): Promise<number> { return 3; }
async function first(): Promise<void> {
  const [u, n] = await Promise.all([loadUser(), loadCount()]);
  console.log(u.name, n + 1);
  const both = await Promise.all([Promise.resolve("x"), Promise.resolve(true), loadCount()]);
  console.log(both, both[0].toUpperCase(), both.length);
  Promise.all([loadCount(), loadUser()]).then(([c, who]) => console.log(c * 2, who));
}
first().then(() => second());
async function user(): Promise<{ name: string }> { return { name: "ann" }; }
async function count(): Promise<number> { return 3; }
async function fail(): Promise<string> { throw new Error("nope"); }
async function second(): Promise<void> {
  const [u, n, flag] = await Promise.all([user(), count(), Promise.resolve(false)]);
  console.log(u.name, n + 1, !flag);
  const values = await Promise.all([count(), 7, Promise.resolve(1)]);
  console.log(values.map((v) => v * 2));
  try {
    await Promise.all([count(), fail(), user()]);
  } catch (e) {
    console.log("caught", (e as Error).message);
  }
  const [a, b] = await Promise.all([Promise.reject(new Error("first")).catch(() => "recovered"), count()]);
  console.log(a, b);
  await Promise.all([user(), count()]).then(([who, c]) => console.log(who.name.repeat(c)));
}

