// Objects with boolean properties used where the property is optional
// (`Partial<T>` of a `T`, an interface whose boolean is optional): read
// as an optional boolean, written back as a boolean.
interface Flags { name: string; enabled: boolean; hidden: boolean }
function describe(patch: Partial<Flags>): string {
  const parts: string[] = [];
  if (patch.name !== undefined) parts.push(patch.name);
  if (patch.enabled !== undefined) parts.push(patch.enabled ? "on" : "off");
  parts.push(patch.hidden === undefined ? "?" : String(patch.hidden));
  return parts.join(" ");
}
const full: Flags = { name: "net", enabled: true, hidden: false };
console.log(describe(full), describe({ enabled: false }), describe({}));

function toggle(target: Partial<Flags>): void {
  target.enabled = !target.enabled;
  target.hidden = target.hidden ?? true;
}
toggle(full);
console.log(full, JSON.stringify(full));

class Setting {
  constructor(public key: string, public on: boolean) {}
}
interface Toggleable { key: string; on?: boolean }
const settings: Toggleable[] = [new Setting("a", true), { key: "b" }, new Setting("c", false)];
for (const setting of settings) {
  const { on = false } = setting;
  console.log(setting.key, on, setting.on ?? "unset", setting);
}
settings.forEach((setting) => {
  if (setting.on !== undefined) setting.on = !setting.on;
});
console.log(settings.map((setting) => `${setting.key}=${setting.on}`).join(","));
const merged: Flags = { ...full, ...({ hidden: false } as Partial<Flags>) };
console.log(merged);
