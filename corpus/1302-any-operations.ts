// any fields, any[] parameters, compound assignments through any, ?? and
// truthiness of any values.
class Holder {
  data: any = {};
  set(key: string, value: number): void {
    this.data[key] = value;
    this.data.count = (this.data.count ?? 0) + 1;
  }
}
const h = new Holder();
h.set("a", 1);
h.set("b", 2);
console.log(h.data, h.data.count);
const cfg: any = {};
cfg.server = {};
cfg.server.port = 8080;
cfg.name = "svc";
cfg.tags = ["x"];
cfg.count = 1;
cfg.count += 5;
cfg["dashed-key"] = true;
console.log(cfg, JSON.stringify(cfg));
function total(items: any[]): number {
  let sum = 0;
  for (const item of items) sum += item.price * item.qty;
  return sum;
}
console.log(total([{ price: 2, qty: 3 }, { price: 1.5, qty: 2 }]));
const values: any[] = [1, "two", { three: 3 }, [4]];
for (const v of values) console.log(typeof v, v);
let maybe: any = null;
console.log(maybe ?? "default", maybe === null, maybe == undefined);
maybe = 5;
console.log(maybe > 3, maybe + 1, `${maybe}!`, maybe ? "truthy" : "falsy");
