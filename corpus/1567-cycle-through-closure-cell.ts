// A reference cycle made only through a captured variable assigned after
// the closure exists: the closure holds the variable's cell, the cell the
// closure. The collector reclaims it (the RC audit ends at zero).
function selfAware(label: string): number {
  let me: (() => string) | null = null;
  const describe = (): string => (me === describe ? `${label} knows itself` : label);
  me = describe;
  return describe().length;
}
let total = 0;
for (let i = 0; i < 5000; i++) total += selfAware("closure " + (i % 3));
console.log(total);
