class P {
  readonly id: number;
  private secret = 1;
  protected level = 2;
  constructor(id: number, private readonly tag: string) { this.id = id; }
  bump(): void { this.secret++; }
}
class Q extends P {
  up(): number { return this.level; }
}
const p = new P(1, "t");
p.id = 2;
p.tag = "x";
console.log(p.secret, p.level, new Q(1, "a").level);
