// Mapped types: over `keyof T` of interfaces, classes and `typeof`
// objects (modifiers `?`, `-?`, `readonly`, `-readonly`; values `T[K]`,
// functions of `T[K]`, other types), and over literal key unions.
interface User {
  id: number;
  name: string;
  admin: boolean;
}
type Optional<T> = { [K in keyof T]?: T[K] };
type Frozen<T> = { readonly [K in keyof T]: T[K] };
type Mutable<T> = { -readonly [K in keyof T]: T[K] };
type Flags<T> = { [K in keyof T]: boolean };
type Getters<T> = { [K in keyof T]: () => T[K] };
type OrNull<T> = { [K in keyof T]: T[K] | null };
type Complete<T> = { [K in keyof T]-?: T[K] };

const draft: Optional<User> = { name: "draft" };
const frozen: Frozen<User> = { id: 1, name: "Ada", admin: true };
const copy: Mutable<Frozen<User>> = { ...frozen };
copy.id = 2;
const flags: Flags<User> = { id: true, name: false, admin: true };
const getters: Getters<User> = { id: () => 7, name: () => "lazy", admin: () => false };
const maybe: OrNull<User> = { id: null, name: "n", admin: null };
const full: Complete<Optional<User>> = { id: 3, name: "full", admin: false };
console.log(draft, frozen.name, copy, flags, getters.name(), getters.id() + 1);
console.log(maybe.id ?? -1, maybe.name, full);

class Settings {
  volume = 5;
  muted = false;
  theme = "dark";
}
function apply(settings: Settings, patch: Optional<Settings>): Settings {
  if (patch.volume !== undefined) settings.volume = patch.volume;
  if (patch.muted !== undefined) settings.muted = patch.muted;
  if (patch.theme !== undefined) settings.theme = patch.theme;
  return settings;
}
console.log(apply(new Settings(), { muted: true }), apply(new Settings(), { volume: 1, theme: "light" }));

const limits = { width: 10, height: 20 };
type Dimension = keyof typeof limits;
type Validators = { [K in Dimension]: (value: number) => boolean };
const validators: Validators = { width: (v) => v > 0, height: (v) => v < 15 };
for (const key of Object.keys(limits) as Dimension[]) {
  console.log(key, validators[key](limits[key]));
}

type Status = "on" | "off";
const byStatus: { [S in Status]: string[] } = { on: [], off: ["idle"] };
byStatus.on.push("busy");
type Labels<T> = { [K in keyof T]: string };
const labels: Labels<{ n: number; ok: boolean }> = { n: "number", ok: "boolean" };
console.log(byStatus, labels);
