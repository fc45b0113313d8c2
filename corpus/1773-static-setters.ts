// Static setters: called where the member is assigned (the assignment's
// value is what was assigned), with their own 'this', and through any.
class Settings {
  private static _level = 1;
  static log: string[] = [];
  static get level(): number { return this._level; }
  static set level(v: number) {
    this.log.push(`level ${this._level} -> ${v}`);
    this._level = Math.max(0, Math.min(5, v));
  }
  static set name(v: string) { Settings.log.push("name " + v); }
}
Settings.level = 3;
Settings.level = 9;
const x = (Settings.level = -2);
console.log(Settings.level, x, Settings.log);
const s: any = Settings;
s.level = 4;
console.log(s.level, Settings.level, Settings.log.length);
function make() {
  const seen: number[] = [];
  class Local {
    static level = 1;
    static set lv(v: number) { seen.push(v); Local.level = v; }
    static get lv(): number { return Local.level * 10; }
  }
  Local.lv = 3;
  console.log(Local.lv, Local.level, seen);
}
make();
{
  class B { static n = 0; static set v(x: number) { this.n = x; } static get v(): number { return this.n; } }
  B.v = 7;
  console.log(B.v, B.n);
}
