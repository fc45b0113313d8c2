function area(w: number, h: number): number {
  class Rect {
    constructor(public w: number, public h: number) {}
    area(): number { return this.w * this.h; }
  }
  const r = new Rect(w, h);
  return r instanceof Rect ? r.area() : -1;
}
console.log(area(2, 3), area(4, 5));
const registry: Record<string, string> = {};
const made = (() => {
  class Once {
    static count = 0;
    static {
      Once.count = 10;
    }
    constructor() {
      Once.count++;
    }
  }
  new Once();
  registry[Once.name] = String(Once.count);
  return Once;
})();
console.log(registry, typeof made, made.name);
