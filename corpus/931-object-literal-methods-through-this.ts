function chain() {
  return {
    n: 0,
    add(x: number) { this.n += x; return this; },
    twice() { return this.add(this.n); },
    show() { return `n=${this.n}`; },
    report() { return this.twice().show() + "!"; },
  };
}
console.log(chain().add(2).twice().n, chain().add(3).report());
function makeCounter() {
  return {
    count: 0,
    inc() { this.count++; return this; },
    add(n: number) { this.count += n; return this.inc(); },
    value() { return this.count; },
  };
}
console.log(makeCounter().inc().add(5).value());
