// Object literals spreading an `any` (configuration merged over defaults,
// a parsed JSON record copied and extended): an `any` built at run time
// from the parts in order. Class methods declaring `this: any` see the
// instance as an `any`.

const defaults = { retries: 3, verbose: false, name: "job" };
const loaded: any = JSON.parse('{"verbose": true, "timeout": 250, "tags": ["a", "b"]}');

const config = { ...defaults, ...loaded, name: "override" };
console.log(config);
console.log(config.retries, config.timeout, config.tags.length, Object.keys(config).join(","));

const copy = { ...loaded };
copy.extra = 1;
console.log(loaded.extra === undefined, copy.extra, JSON.stringify(copy));

const listAsObject = { ...(["x", "y"] as any), length: 2 };
console.log(listAsObject);
const nothing: any = null;
console.log({ ...nothing, kept: true });

function withDefaults(options: any) {
  return { mode: "fast", level: 1, ...options };
}
console.log(withDefaults({ level: 5 }), withDefaults(undefined));

class Task {
  title = "write";
  done = false;
  finish(this: any, note: string): string {
    this.done = true;
    return `${this.title} done (${note})${this.missing === undefined ? "" : "!"}`;
  }
  report(this: any): string {
    return this.finish("from report") + " " + String(this.done);
  }
}
const task = new Task();
console.log(task.report(), task.done);
