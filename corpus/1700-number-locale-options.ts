// Number toLocaleString with Node's default locale and digit options.
const amounts = [0, 0.5, 1.005, 0.125, 2.5, 1234.5678, -9876543.21, 1e21, -0.001, 5e-7, NaN, Infinity];
const digits = 2;
for (const a of amounts) {
  console.log(
    a.toLocaleString(),
    a.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits }),
    a.toLocaleString(undefined, { maximumFractionDigits: 0 }),
    a.toLocaleString("en", { minimumFractionDigits: 1 }),
    a.toLocaleString("en-US", { maximumFractionDigits: 10, useGrouping: false }),
    a.toLocaleString("en-US", { useGrouping: true }),
  );
}
const bad = [[5, 2], [101, 3], [1, 101], [-1, 2], [NaN, 1]];
for (const [min, max] of bad) {
  try { console.log((1.5).toLocaleString("en-US", { minimumFractionDigits: min, maximumFractionDigits: max })); }
  catch (e) { console.log((e as Error).name, (e as Error).message); }
}
try { console.log((1.5).toLocaleString("en-US", { maximumFractionDigits: -3 })); } catch (e) { console.log((e as Error).message); }
console.log((1.5).toLocaleString("en-US", { minimumFractionDigits: 2.9 }), `$${(1234.5).toLocaleString("en-US", { minimumFractionDigits: 2 })}`);
