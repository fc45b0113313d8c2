class Base {
  static counter = 0;
  id: number;
  label = "base";
  created = Base.counter++;
  constructor(id: number) {
    this.id = id;
    console.log("Base ctor", this.describe());
  }
  describe(): string { return `${this.label}#${this.id}`; }
}
class Mid extends Base {
  extra = this.id * 10;
  tags: string[] = [];
  constructor(id: number, public note: string) {
    console.log("before super");
    super(id + 1);
    this.tags.push(note);
    console.log("Mid ctor", this.extra, this.note);
  }
  describe(): string { return "mid:" + super.describe(); }
}
class Leaf extends Mid {
  leafy = this.extra + 1;
  constructor() {
    super(5, "leaf");
    this.label = "leaf";
  }
}
const l = new Leaf();
console.log(l, l.describe(), Base.counter);
class P2 { constructor(public a: number, protected b = a * 2) {} }
class C2 extends P2 { c = this.a + this.b; label = "c" + this.c; big = this.c > 5 ? "big" : "small"; }
console.log(new C2(3));
