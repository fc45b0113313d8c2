// Static fields declared without an initializer are undefined until a
// static block or later code assigns them.

interface Settings {
  verbose: boolean;
}

class Registry {
  static count: number;
  static title: string;
  static settings: Settings;
  static mode: "dev" | "prod" | 0;
  static extra: unknown;
  static loose: any;
  static id: number | string;
  static {
    console.log(Registry.count, Registry.title, Registry.settings, Registry.mode);
    console.log(Registry.extra, Registry.loose, Registry.id, typeof Registry.id);
    Registry.count = 0;
    Registry.mode = "dev";
  }
  static register(name: string): number {
    Registry.title = (Registry.title ?? "") + name;
    return ++Registry.count;
  }
}

console.log(Registry.register("a"), Registry.register("b"), Registry.title, Registry.mode);
Registry.id = "r-1";
Registry.extra = [1, 2];
Registry.loose = { nested: { ok: true } };
Registry.settings = { verbose: true };
console.log(Registry.id, Registry.extra, Registry.loose.nested.ok, Registry.settings.verbose);
Registry.id = 9;
console.log(typeof Registry.id, Registry.id);
