//! The generator's union-typed variables and the program shapes real code
//! is made of beyond single expressions: narrowing and reassignment across
//! branches and loops, `??` and `??=`, default parameters and
//! destructuring defaults with side effects, rest and spread, closures
//! capturing loop variables, a class hierarchy with field initialisers
//! around `super()` and accessors, exceptions thrown through callbacks,
//! long object chains, maps of objects, strings walked by code point,
//! generators and async generators, iterators advanced by hand, and
//! classes declared in functions (capturing, with statics, returned),
//! parsed JSON changed through `any`, Buffers and typed arrays
//! (encodings, integer reads and writes, views, unions), and
//! `structuredClone`, `instanceof` of the built-in classes, `globalThis`
//! and `process.on('exit')`, bigints, tuples changed by element with `in`
//! on arrays, maps and sets and URL parsing, and `any` values given to
//! the library, objects' own `toString`, cycles printed and typed arrays
//! through `any`, namespaces and enums used as values, thenables and
//! `yield*` in async generators, objects' `valueOf` and `toString`
//! reached by operators through `any`, discriminated unions narrowed by
//! their tags, and typed objects, arrays and generic interfaces' narrower
//! instances used where containers of `any` are wanted, and variables
//! assigned remainders of doubles and used as indexes, random regular
//! expressions over ASCII text, and types that shape no value (constant
//! objects as enums, brands, `satisfies`) beside functions called above
//! their declarations.
//!
//! Every form here is valid under `tsc --strict` whatever tsc's narrowing
//! of a union variable is at that point (an assignment narrows it to the
//! value's type): a union variable is only printed, compared with
//! `null`/`undefined`, read through `??`, `typeof` or a conditional that
//! tests it, or copied into an annotated constant inside a test (where tsc
//! may see `never`, which fits any annotation).

use super::{Expr, Generator, Scope, Stmt, Ty, print_pair};

/// The program text the shapes rely on, as TypeScript and as JavaScript.
pub(super) const PRELUDE_TYPED: &str = "let sideEffects = 0;
const KEY_Y = Symbol(\"keyY\");
function tick(n: number): number {
  sideEffects++;
  return n;
}
class Counted extends Item {
  extra = this.count * 2;
  tag: string;
  constructor(name: string, count: number) {
    super(name, count);
    this.tag = name + \":\" + this.extra;
  }
  get double(): number {
    return this.count * 2;
  }
  set double(value: number) {
    this.count = value / 2;
  }
}
interface Link {
  value: number;
  next: Link | null;
}
function sumLinks(head: Link | null): number {
  let total = 0;
  let p = head;
  while (p !== null) {
    total += p.value;
    p = p.next;
  }
  return total;
}
function keepNum(v: number | null): number | null {
  return v;
}
function keepStr(v: string | undefined): string | undefined {
  return v;
}
function keepItem(v: Item | undefined): Item | undefined {
  return v;
}
class Cell {
  next: Cell | null = null;
  spare: Item | undefined = undefined;
  constructor(public value: number) {}
}
class Log {
  text = \"\";
  add(x: string): void {
    this.text += x + this.text.length + \",\";
  }
}
function withDefaults(a: number, b: number = tick(a + 1), label: string = \"d\" + b): string {
  return label + \"/\" + (a + b);
}
function scale(n: number): number {
  return -n;
}
namespace FzGeo {
  export const unit = 3;
  export function scale(n: number): number {
    return n * unit;
  }
  export class Pt {
    constructor(public x: number) {}
    twice(): number {
      return scale(this.x) * 2;
    }
  }
  export namespace Deep {
    export const tag = \"deep\";
    export function mark(s: string): string {
      return tag + \":\" + s + \":\" + unit;
    }
  }
  export enum Hue {
    Red,
    Blue = \"blue\",
    Gold = 7,
  }
}
namespace FzAlt {
  const unit = 10;
  export function scale(n: number): number {
    return n + unit;
  }
  export class Pt {
    label = \"alt\";
  }
}
namespace FzGeo {
  export function both(n: number): string {
    return scale(n) + \"/\" + FzAlt.scale(n) + \"/\" + Deep.tag;
  }
}";

pub(super) const PRELUDE_PLAIN: &str = "let sideEffects = 0;
const KEY_Y = Symbol(\"keyY\");
function tick(n) {
  sideEffects++;
  return n;
}
class Counted extends Item {
  extra = this.count * 2;
  tag;
  constructor(name, count) {
    super(name, count);
    this.tag = name + \":\" + this.extra;
  }
  get double() {
    return this.count * 2;
  }
  set double(value) {
    this.count = value / 2;
  }
}
function sumLinks(head) {
  let total = 0;
  let p = head;
  while (p !== null) {
    total += p.value;
    p = p.next;
  }
  return total;
}
function keepNum(v) {
  return v;
}
function keepStr(v) {
  return v;
}
function keepItem(v) {
  return v;
}
class Cell {
  value;
  next = null;
  spare = undefined;
  constructor(value) {
    this.value = value;
  }
}
class Log {
  text = \"\";
  add(x) {
    this.text += x + this.text.length + \",\";
  }
}
function withDefaults(a, b = tick(a + 1), label = \"d\" + b) {
  return label + \"/\" + (a + b);
}
function scale(n) {
  return -n;
}
var FzGeo;
(function (FzGeo) {
  FzGeo.unit = 3;
  function scale(n) {
    return n * FzGeo.unit;
  }
  FzGeo.scale = scale;
  class Pt {
    x;
    constructor(x) {
      this.x = x;
    }
    twice() {
      return scale(this.x) * 2;
    }
  }
  FzGeo.Pt = Pt;
  let Deep;
  (function (Deep) {
    Deep.tag = \"deep\";
    function mark(s) {
      return Deep.tag + \":\" + s + \":\" + FzGeo.unit;
    }
    Deep.mark = mark;
  })(Deep = FzGeo.Deep || (FzGeo.Deep = {}));
  let Hue;
  (function (Hue) {
    Hue[Hue[\"Red\"] = 0] = \"Red\";
    Hue[\"Blue\"] = \"blue\";
    Hue[Hue[\"Gold\"] = 7] = \"Gold\";
  })(Hue = FzGeo.Hue || (FzGeo.Hue = {}));
})(FzGeo || (FzGeo = {}));
var FzAlt;
(function (FzAlt) {
  const unit = 10;
  function scale(n) {
    return n + unit;
  }
  FzAlt.scale = scale;
  class Pt {
    label = \"alt\";
  }
  FzAlt.Pt = Pt;
})(FzAlt || (FzAlt = {}));
(function (FzGeo) {
  function both(n) {
    return FzGeo.scale(n) + \"/\" + FzAlt.scale(n) + \"/\" + FzGeo.Deep.tag;
  }
  FzGeo.both = both;
})(FzGeo || (FzGeo = {}));";

/// The union types variables may have.
pub(super) const UNIONS: [Ty; 4] = [Ty::NumOrNull, Ty::StrOrUndef, Ty::ItemOrUndef, Ty::NumOrStr];

impl Generator {
    /// A value of a union type.
    pub(super) fn union_value(&mut self, ty: Ty, depth: usize) -> Expr {
        let d = depth.saturating_sub(1);
        match (ty, self.rng.below(4)) {
            (Ty::NumOrNull, 0) => Expr::Raw("null".into()),
            (Ty::NumOrNull, 1) => {
                let condition = self.condition(d);
                let value = self.expr(Ty::Num, d);
                Expr::Cond(
                    Box::new(condition),
                    Box::new(value),
                    Box::new(Expr::Raw("null".into())),
                )
            }
            (Ty::NumOrNull, _) => self.expr(Ty::Num, d),
            (Ty::StrOrUndef, 0) => Expr::Raw("undefined".into()),
            (Ty::StrOrUndef, 1) => {
                // `find`: a string, or `undefined` when none is long enough.
                let list = self.expr(Ty::StrArr, d);
                let length = self.rng.below(5);
                let (typed, plain) = print_pair(&list);
                Expr::Typed(
                    format!("{typed}.find((w: string): boolean => w.length > {length})"),
                    format!("{plain}.find((w) => w.length > {length})"),
                )
            }
            (Ty::StrOrUndef, _) => self.expr(Ty::Str, d),
            (Ty::ItemOrUndef, 0) => Expr::Raw("undefined".into()),
            (Ty::ItemOrUndef, 1) => {
                let condition = self.condition(d);
                let value = self.expr(Ty::Obj, d);
                Expr::Cond(
                    Box::new(condition),
                    Box::new(value),
                    Box::new(Expr::Raw("undefined".into())),
                )
            }
            (Ty::ItemOrUndef, _) => self.expr(Ty::Obj, d),
            (_, 0 | 1) => self.expr(Ty::Num, d),
            _ => self.expr(Ty::Str, d),
        }
    }

    /// A union variable in scope, with its type.
    fn union_variable(&mut self, types: &[Ty]) -> Option<(String, Ty)> {
        self.union_variable_of(types, false)
    }

    /// A union variable in scope (a `let` one when `mutable`), with its
    /// type.
    fn union_variable_of(&mut self, types: &[Ty], mutable: bool) -> Option<(String, Ty)> {
        let candidates: Vec<(String, Ty)> = types
            .iter()
            .flat_map(|&ty| {
                self.variables(ty)
                    .into_iter()
                    .filter(move |&(_, is_mutable)| is_mutable || !mutable)
                    .map(move |(name, _)| (name, ty))
            })
            .collect();
        if candidates.is_empty() {
            return None;
        }
        Some(self.rng.pick(&candidates).clone())
    }

    /// A number read from a union variable, if one is in scope.
    pub(super) fn union_number(&mut self, depth: usize) -> Option<Expr> {
        if self.rng.chance(20)
            && let Some((name, _)) = self.union_variable(&[Ty::ItemOrUndef])
        {
            return Some(Expr::Raw(format!("(keepItem({name})?.count ?? -1)")));
        }
        let (name, ty) = self.union_variable(&[Ty::NumOrNull, Ty::StrOrUndef, Ty::NumOrStr])?;
        let other = self.expr(Ty::Num, depth);
        let other = print_pair(&other);
        let form = self.rng.below(2);
        // `String(name).length`: tsc may see `never` in a branch, and
        // `never` has no properties.
        let form = if self.rng.chance(30) { 2 } else { form };
        let [typed, plain] = [&other.0, &other.1].map(|other| match (ty, form) {
            // Through an identity function, tsc knows nothing of the
            // variable's narrowing: `?.` on the union itself.
            (Ty::NumOrNull, 2) => format!("(keepNum({name}) ?? {other})"),
            (Ty::StrOrUndef, 2) => format!("(keepStr({name})?.length ?? {other})"),
            // `Number(...)`: in code tsc sees as unreachable (the right of
            // `true ||`) it does not narrow, and `never ?? x` is `never`.
            (_, 2) => format!("(typeof {name} === \"number\" ? Number({name}) : {other})"),
            (Ty::NumOrNull, 0) => format!("Number({name} ?? {other})"),
            (Ty::NumOrNull, _) => format!("({name} !== null ? Number({name}) * 2 : {other})"),
            (Ty::StrOrUndef, _) => format!("String({name} ?? \"\").length"),
            (_, 0) => format!("(typeof {name} === \"number\" ? Number({name}) + 1 : {other})"),
            _ => format!("(typeof {name} === \"string\" ? String({name}).length : {other})"),
        });
        Some(Expr::Typed(typed, plain))
    }

    /// A string made from a union variable, if one is in scope.
    pub(super) fn union_string(&mut self, depth: usize) -> Option<Expr> {
        let (name, ty) = self.union_variable(&UNIONS)?;
        let other = self.expr(Ty::Str, depth);
        let other = print_pair(&other);
        let form = self.rng.below(3);
        let [typed, plain] = [&other.0, &other.1].map(|other| match (ty, form) {
            (_, 0) => format!("String({name})"),
            (_, 1) => format!("`<${{{name}}}>`"),
            (Ty::StrOrUndef, _) => format!("({name} !== undefined ? {name} + \"!\" : {other})"),
            (Ty::NumOrNull, _) => format!("String({name} ?? {other})"),
            (Ty::NumOrStr, _) => {
                format!("(typeof {name} === \"string\" ? {name} + \"?\" : {other})")
            }
            (_, 2) => format!("(keepItem({name})?.label() ?? {other})"),
            _ => format!("({name} === undefined ? {other} : \"item\")"),
        });
        Some(Expr::Typed(typed, plain))
    }

    /// A boolean about a union variable, if one is in scope.
    pub(super) fn union_boolean(&mut self) -> Option<Expr> {
        let (name, ty) = self.union_variable(&UNIONS)?;
        let text = match (ty, self.rng.below(3)) {
            (Ty::NumOrNull, 0) => format!("({name} === null)"),
            (Ty::NumOrNull | Ty::ItemOrUndef, _) => format!("({name} == null)"),
            (Ty::StrOrUndef, 0) => format!("({name} === undefined)"),
            (Ty::StrOrUndef, _) => format!("({name} != undefined)"),
            (_, 0) => format!("(typeof {name} === \"string\")"),
            _ => format!("(typeof {name} === \"number\")"),
        };
        Some(Expr::Raw(text))
    }

    /// A statement about a union variable: a test that narrows it (with a
    /// body that may assign it again), `??=`, or printing it.
    pub(super) fn union_statement(&mut self, depth: usize) -> Stmt {
        let Some((name, ty)) = self.union_variable(&UNIONS) else {
            let ty = *self.rng.pick(&UNIONS);
            let name = self.fresh("u");
            let value = self.union_value(ty, 2);
            self.declare(&name, ty, true);
            return Stmt::Let {
                name,
                ty,
                mutable: true,
                value,
            };
        };
        match self.rng.below(4) {
            0 | 1 => {
                let (test, narrowed, other) = match ty {
                    Ty::NumOrNull => (format!("{name} !== null"), Ty::Num, None),
                    Ty::StrOrUndef => (format!("{name} !== undefined"), Ty::Str, None),
                    Ty::ItemOrUndef => (format!("{name} !== undefined"), Ty::Obj, None),
                    _ => (
                        format!("typeof {name} === \"number\""),
                        Ty::Num,
                        Some(Ty::Str),
                    ),
                };
                let then = self.narrowed_block(&name, narrowed, depth);
                let otherwise = match other {
                    Some(other) => self.narrowed_block(&name, other, depth),
                    None if self.rng.chance(40) => self.nested(depth),
                    None => Vec::new(),
                };
                Stmt::If(Expr::Raw(test), then, otherwise)
            }
            2 => {
                let Some((name, ty)) =
                    self.union_variable_of(&[Ty::NumOrNull, Ty::StrOrUndef], true)
                else {
                    return Stmt::Print(vec![Expr::Raw(name)]);
                };
                let value = if ty == Ty::NumOrNull {
                    self.expr(Ty::Num, 2)
                } else {
                    self.expr(Ty::Str, 2)
                };
                Stmt::Assign(name, "??=", value)
            }
            _ => Stmt::Print(vec![Expr::Raw(name)]),
        }
    }

    /// A random regular expression (valid in every flag set the regex
    /// shape uses): atoms, classes, assertions, groups of every kind up
    /// to `depth` levels, repeated (greedy or lazy) or not.
    fn random_pattern(&mut self, depth: usize) -> String {
        const ATOMS: &[&str] = &[
            "a", "b", "A", "ab", "c", "\\d", "\\w", "\\s", "\\W", "\\D", "[ab]", "[^a]", "[a-c]",
            "[A-Z]", ".", "\\.", "-", "\\n", "[\\d.]", "x", "\\x61", "[^\\s)]", "[\\w-]", "\\t",
            "[^]", "1", "\\)",
        ];
        const ASSERTIONS: &[&str] = &["^", "$", "\\b", "\\B"];
        const QUANTIFIERS: &[&str] = &["?", "*", "+", "{2}", "{1,3}", "+?", "*?", "??", "{2,}"];
        let mut out = String::new();
        for _ in 0..1 + self.rng.below(3) {
            if self.rng.chance(12) {
                let assertion = *self.rng.pick::<&str>(ASSERTIONS);
                out.push_str(assertion);
                continue;
            }
            let piece = if depth > 0 && self.rng.chance(35) {
                let inner = self.random_pattern(depth - 1);
                let other = *self.rng.pick(ATOMS);
                match self.rng.below(5) {
                    0 => format!("({inner})"),
                    1 => format!("(?:{inner}|{other})"),
                    2 => format!("({inner}|{other})"),
                    3 => format!("(?=({inner}))"),
                    _ => format!("(?:{inner})"),
                }
            } else {
                self.rng.pick(ATOMS).to_string()
            };
            out.push_str(&piece);
            if self.rng.chance(45) {
                let quantifier = *self.rng.pick::<&str>(QUANTIFIERS);
                out.push_str(quantifier);
            }
        }
        if self.rng.chance(20) {
            out.push('|');
            let atom = *self.rng.pick::<&str>(ATOMS);
            out.push_str(atom);
        }
        out
    }

    /// `const copy: T = name;` then statements that may use the copy (and
    /// assign `name` again).
    fn narrowed_block(&mut self, name: &str, ty: Ty, depth: usize) -> Vec<Stmt> {
        let copy = self.fresh("n");
        self.scopes.push(Scope {
            variables: Vec::new(),
        });
        let mut body = vec![Stmt::Raw(
            format!("const {copy}: {} = {name};", ty.annotation()),
            format!("const {copy} = {name};"),
        )];
        self.declare(&copy, ty, false);
        body.extend(self.block(depth + 1, 3));
        self.scopes.pop();
        body
    }

    /// One of the shapes of the module comment, self-contained in a block.
    pub(super) fn shape_statement(&mut self) -> Stmt {
        // `SCRIPTC_FUZZ_SHAPE=N` makes every shape statement shape N (to
        // try a new shape on many programs).
        let choice = self.rng.below(64);
        let choice = std::env::var("SCRIPTC_FUZZ_SHAPE")
            .ok()
            .and_then(|forced| forced.parse().ok())
            .unwrap_or(choice);
        let [typed, plain] = match choice {
            63 => {
                // Types tsc writes that shape no value: a constant object
                // as an enum (`(typeof K)[keyof typeof K]`, the alias named
                // as the constant), a branded string, `satisfies` on data
                // holding `null` and `??`, `||` of `instanceof` and `typeof`
                // tests narrowing one variable, closures reading constants
                // declared below them and calling functions declared below
                // them whose type their body gives, a generic pick over
                // keys.
                let a = print_pair(&self.expr(Ty::Num, 1));
                let kinds = self.fresh("Kinds");
                let brand = self.fresh("Brand");
                let pick = self.fresh("pickKeys");
                let tally = self.fresh("tally");
                let later = self.fresh("later");
                let seen = self.fresh("seen");
                let show = self.fresh("show");
                let count = self.fresh("count");
                let word = *self.rng.pick(&["\"x\"", "\"yz\"", "\"\""]);
                [(&a.0, true), (&a.1, false)].map(|(a, typed)| {
                    let t = |text: &str| {
                        if typed {
                            text.to_string()
                        } else {
                            String::new()
                        }
                    };
                    format!(
                        "{{
  const {kinds} = {{ First: \"first\", Second: \"second\" }}{as_const};
  {kind_alias}
  {brand_alias}
  let {seen} = 0;
  const chosen{kind_type} = {kinds}.First;
  const {show} = (k{s}){s} => k + \":\" + {later} + {later}Text;
  const {later}{n} = {a};
  const {later}Text = {word};
  const rank = (k{kind_type}){n} => Object.values({kinds}).indexOf(k);
  const {count} = () => {tally}(chosen) + {tally}(\"second\");
  const values{unknowns} = [new RangeError(\"m\"), new TypeError(\"n\"), {word}, {a}, null];
  for (const value of values) {{
    if (value instanceof RangeError || value instanceof TypeError) console.log(value.name, value.message);
    else if (typeof value === \"string\" || typeof value === \"number\") console.log(\"primitive\", value);
    else console.log(\"other\", value);
  }}
  const conf = {{ n: {a}, s: \"t\" + {word}, none: null, maybe: ({a} > 0 ? null : {a}) ?? -1 }}{satisfies};
  console.log(conf.n + 1, conf.s.length, conf.none, conf.maybe, {show}(chosen), {show}(\"second\"));
  console.log(rank(chosen), rank({kinds}.Second), {count}(), {count}(), Object.values({kinds}));
  const brand = (\"u\" + {a}){as_brand};
  console.log(brand.length, brand.toUpperCase());
  function {pick}{generics}(o{o}, ...keys{keys}){picked} {{
    const out = {{}}{as_picked};
    for (const k of keys) out[k] = o[k];
    return out;
  }}
  console.log({pick}({{ p: {a}, q: {word}, r: true }}, \"p\", \"r\"), {pick}({{ p: 1, q: {a} }}, \"q\"));
  function {tally}(k{kind_type}) {{
    {seen}++;
    return k.length * {seen};
  }}
}}",
                        as_const = t(" as const"),
                        kind_alias = t(&format!(
                            "type {kinds} = (typeof {kinds})[keyof typeof {kinds}];"
                        )),
                        brand_alias = t(&format!(
                            "type {brand} = string & {{ readonly __brand: \"{brand}\" }};"
                        )),
                        kind_type = t(&format!(": {kinds}")),
                        s = t(": string"),
                        n = t(": number"),
                        unknowns = t(": unknown[]"),
                        satisfies = t(" satisfies Record<string, number | string | null>"),
                        as_brand = t(&format!(" as {brand}")),
                        generics = t("<T extends object, K extends keyof T>"),
                        o = t(": T"),
                        keys = t(": K[]"),
                        picked = t(": Pick<T, K>"),
                        as_picked = t(" as Pick<T, K>"),
                    )
                })
            }
            62 => {
                // Static members of classes: static methods reading `this`
                // called through the class, a subclass, a class value and
                // an arrow inside; static getters (also through `any`); a
                // static generator and an async static method; an optional
                // static field made lazily; a static setter and getter;
                // static fields written through the subclass (which then
                // has its own).
                let a = print_pair(&self.expr(Ty::Num, 1));
                let base = self.fresh("ShapeS");
                let sub = self.fresh("ShapeT");
                let times = 1 + self.rng.below(4);
                [(&a.0, true), (&a.1, false)].map(|(a, typed)| {
                    let t = |text: &str| {
                        if typed {
                            text.to_string()
                        } else {
                            String::new()
                        }
                    };
                    format!(
                        "{{
  class {base} {{
    static count{n} = 0;
    static label{s} = \"base\";
    static cached{opt}{cached};
    value{n};
    constructor(value{n}) {{
      this.value = value;
    }}
    static make(v{n}){made} {{
      {base}.count++;
      return new {base}(v + this.count);
    }}
    static get total(){n} {{
      return this.count * 10 + {a};
    }}
    static set level(v{n}) {{
      this.count = Math.trunc(v) % 7;
    }}
    static get level(){n} {{
      return this.count;
    }}
    static describe(){s} {{
      return this.name + \"/\" + this.label + \"/\" + this.count;
    }}
    static later(){later} {{
      return () => this.describe();
    }}
    static *repeat(x{n}, k{n}){tg} {{
      for (let i = 0; i < k; i++) yield x + this.count;
    }}
    static async twice(x{n}){tpr} {{
      await null;
      return [x, this.count];
    }}
    static shared(){made} {{
      return (this.cached ??= new {base}({a}));
    }}
    static bump(){n} {{
      this.count += 2;
      return this.count;
    }}
  }}
  class {sub} extends {base} {{
    static label{s} = \"sub\";
  }}
  for (let i = 0; i < {times}; i++) {{
    console.log({base}.make({a} + i).value, {sub}.make(i).value, {base}.total, {sub}.total);
  }}
  console.log({base}.describe(), {sub}.describe(), {base}.later()(), {sub}.later()());
  const setS = ({base}.level = {a} + {times});
  console.log(setS, {base}.level, {sub}.level, {base}.count);
  const anyS{any} = {sub};
  console.log(anyS.describe(), anyS.total, anyS.make(1).value);
  console.log({sub}.bump(), {base}.bump(), {sub}.count, {base}.count, Object.keys({sub}));
  {sub}.count += {times};
  {sub}.count++;
  console.log({base}.count, {sub}.count, {sub}.total, {sub}.hasOwnProperty(\"count\"));
  console.log([...{base}.repeat({a}, 2)], [...{sub}.repeat(1, {times})]);
  console.log({base}.shared() === {sub}.shared(), {base}.shared().value);
  {sub}.twice({a}).then((xs) => console.log(\"twice\", xs));
}}",
                        n = t(": number"),
                        s = t(": string"),
                        opt = t("?"),
                        cached = t(&format!(": {base}")),
                        made = t(&format!(": {base}")),
                        later = t(": () => string"),
                        tg = t(": Generator<number>"),
                        tpr = t(": Promise<number[]>"),
                        any = t(": any"),
                    )
                })
            }
            61 => {
                // A random pattern (nested groups, classes, repetitions of
                // groups that repeat inside, lazy ones, assertions) with
                // random flags, made with `new RegExp` and used every way
                // over short texts, ASCII (the automaton) or Latin-1 (the
                // backtracking matcher): `match`, `replace` with a
                // template, `split`, `test`, an `exec` loop and a sticky
                // `exec`.
                let pattern = self.random_pattern(2);
                let literal = pattern.replace('\\', "\\\\").replace('"', "\\\"");
                let flags = *self.rng.pick(&["", "i", "s", "g", "gi", "gs", "y", "gy"]);
                let texts: Vec<String> = (0..3)
                    .map(|_| {
                        let length = self.rng.below(14);
                        (0..length)
                            .map(|_| {
                                *self.rng.pick(&[
                                    "a", "b", "A", "c", "1", "2", " ", "-", ".", "\\t", "\\n", "x",
                                    "_", ")", "\u{e9}",
                                ])
                            })
                            .collect()
                    })
                    .collect();
                let texts = texts
                    .iter()
                    .map(|text| format!("\"{text}\""))
                    .collect::<Vec<_>>()
                    .join(", ");
                [true, false].map(|typed| {
                    let t = |text: &str| if typed { text.to_string() } else { String::new() };
                    format!(
                        "{{
  const patternR = new RegExp(\"{literal}\", \"{flags}\");
  for (const text of [{texts}]) {{
    console.log(JSON.stringify(text.match(patternR)), text.replace(patternR, \"<$&|$1>\"), text.split(patternR).length, patternR.test(text));
    patternR.lastIndex = 0;
    const seenR{strings} = [];
    let foundR{exec};
    while ((foundR = patternR.exec(text)) !== null && seenR.length < 20) {{
      seenR.push(foundR.index + \":\" + foundR.join(\"/\"));
      if (!patternR.global && !patternR.sticky) break;
      if (foundR[0] === \"\") patternR.lastIndex++;
    }}
    console.log(seenR.join(\" \"), patternR.lastIndex);
    patternR.lastIndex = 0;
  }}
}}",
                        strings = t(": string[]"),
                        exec = t(": RegExpExecArray | null"),
                    )
                })
            }
            60 => {
                // Variables assigned a remainder of doubles and used as
                // indexes (their integer shadows): a walk through a table,
                // dividends that are fractions, negative (a `-0`), NaN or
                // past 2^53, divisors of 0, -1 and fractions, other writes
                // in between, a global written by a function, and a
                // remainder used directly as an index.
                let a = print_pair(&self.expr(Ty::Num, 1));
                let size = 3 + self.rng.below(30);
                let divisor =
                    ["tableG.length", "-5", "0", "-1", "2.5", "NaN", "Infinity"][self.rng.below(7)];
                let steps = 5 + self.rng.below(60);
                let body = self.fresh("shapeG");
                [(&a.0, true), (&a.1, false)].map(|(a, typed)| {
                    let t = |text: &str| {
                        if typed {
                            text.to_string()
                        } else {
                            String::new()
                        }
                    };
                    format!(
                        "{{
  const tableG{numbers} = [];
  for (let i = 0; i < {size}; i++) tableG.push((i * 7 + 3) % {size});
  let atG = 0;
  let sumG = 0;
  function {body}(x{n}){void} {{
    atG = (x * 3) % {divisor};
  }}
  for (let i = 0; i < {steps}; i++) {{
    atG = (tableG[atG] + i + {a}) % tableG.length;
    sumG += tableG[atG] ?? -1;
    if (i % 9 === 4) {body}(i - {a});
    sumG += tableG[atG] ?? -2;
  }}
  console.log(atG, sumG, Object.is(atG, -0));
  const dividendsG{numbers} = [{a}, -{size}, 0.5, 2 ** 53 + 2, NaN, -0, 7];
  for (const d of dividendsG) {{
    let k = d % {divisor};
    console.log(k, tableG[k], Object.is(k, -0), tableG[(d * 2) % {divisor}]);
    k = d;
    console.log(tableG[k]);
  }}
}}",
                        numbers = t(": number[]"),
                        n = t(": number"),
                        void = t(": void"),
                    )
                })
            }
            59 => {
                // `flat` with a depth (a literal, `Infinity`, a variable)
                // and `flat()` of elements that may or may not be arrays,
                // or may be missing arrays, `flatMap` returning arrays or
                // single values: the result used as tsc types it (summed,
                // looped over, joined).
                let a = print_pair(&self.expr(Ty::Num, 1));
                let depth = self.rng.below(4);
                let body = self.fresh("shapeF");
                [(&a.0, true), (&a.1, false)].map(|(a, typed)| {
                    let t = |text: &str| if typed { text.to_string() } else { String::new() };
                    format!(
                        "{{
  function {body}(){void} {{
  const nestedF = [[1, {a}], [2, [3, [{a}, [4]]]]];
  const mixedF{mixed} = [{a}, [2, 3], 4, []];
  const maybeF{maybe} = [[{a}], undefined, [\"s\"]];
  const levelsF = {depth};
  console.log(nestedF.flat({depth}), nestedF.flat(levelsF), nestedF.flat(Infinity).length, mixedF.flat());
  console.log(mixedF.flat().reduce((sum, x) => sum + x, 0), maybeF.flat(), maybeF.flat().length);
  for (const part of mixedF.flat({depth})) console.log(typeof part, part);
  console.log(nestedF.flat(2).join(\"+\"), JSON.stringify(mixedF.flat(levelsF)));
  console.log([1, 2, 3, {a}].flatMap((x) => (x > {depth} ? [x, -x] : x)), [\"a b\", \"c\"].flatMap((w) => (w.length > 1 ? w.split(\" \") : w)));
  }}
  {body}();
}}",
                        void = t(": void"),
                        mixed = t(": (number | number[])[]"),
                        maybe = t(": ((string | number)[] | undefined)[]"),
                    )
                })
            }
            58 => {
                // The methods calling a function per element through `any`
                // (on arrays of numbers and of boxes, typed arrays, a map's
                // and a set's `forEach`, an object's own `map`), with the
                // element, index and the collection itself as arguments;
                // the methods changing arrays and typed arrays through
                // `any`; callbacks that throw from typed and `any` loops
                // holding counted elements, accumulators and entries.
                let a = print_pair(&self.expr(Ty::Num, 1));
                let size = 2 + self.rng.below(4);
                let values: Vec<String> =
                    (0..size).map(|_| self.rng.below(9).to_string()).collect();
                let values = values.join(", ");
                let stop = self.rng.below(size + 1);
                let start = self.rng.below(5) as i64 - 2;
                let end = self.rng.below(6) as i64 - 1;
                let method = [
                    "map",
                    "filter",
                    "find",
                    "findLastIndex",
                    "some",
                    "every",
                    "flatMap",
                ][self.rng.below(7)];
                let typed_method =
                    ["map", "filter", "findIndex", "every", "reduce"][self.rng.below(5)];
                let body = self.fresh("shapeE");
                [(&a.0, true), (&a.1, false)].map(|(a, typed)| {
                    let t = |text: &str| if typed { text.to_string() } else { String::new() };
                    let call = match typed_method {
                        "reduce" => format!("reduce((s{n}, x{n}) => s + x, {a})", n = t(": number")),
                        _ => format!("{typed_method}((x{n}) => x > {stop})", n = t(": number")),
                    };
                    format!(
                        "{{
  function {body}(){void} {{
  const numsE{any} = [{values}];
  const boxesE{any} = JSON.parse(\"[{values}]\");
  const bytesE{any} = new Uint8Array([{values}]);
  numsE.forEach((x{number}, i{number}, all{any}) => {{ all[i] = x + i; }});
  console.log(numsE, boxesE.{method}((x{any}) => x > {stop}), numsE.{method}((x{number}) => x > {stop}));
  console.log(bytesE.{call}, bytesE.map((x{number}, i{number}) => x * {a} + i), bytesE.filter((x{number}) => x > {stop}));
  console.log(bytesE.fill({a}, {start}, {end}), numsE.fill(7, {start}, {end}), numsE.copyWithin({start}, {end}), bytesE.toSorted(), bytesE.subarray({start}).length);
  const countsE{map_any} = new Map{map_arguments}([[\"a\", {a}], [\"b\", {stop}]]);
  countsE.forEach((v{number}, k{string}, m{any}) => {{ if (k === \"a\") m.set(\"c\", v + 1); console.log(k, v, m.size); }});
  const tagsE{any} = new Set([\"x\", \"y\"]);
  tagsE.forEach((v{string}, w{string}) => console.log(v + w));
  const itemsE = [{{ v: {a} }}, {{ v: {stop} }}, {{ v: 1 }}];
  const heldE{any} = itemsE;
  for (const attempt of [0, 1, 2, 3]) {{
    try {{
      const fail = (item{item}){result} => {{ if (item.v === {stop}) throw new Error(\"stop \" + attempt); return item.v > 1; }};
      if (attempt === 0) console.log(itemsE.map(fail));
      else if (attempt === 1) console.log(itemsE.reduce((acc, item) => (fail(item) ? acc : {{ v: acc.v + item.v }}), {{ v: 0 }}));
      else if (attempt === 2) console.log(heldE.some(fail), heldE.filter(fail).length);
      else new Map([[\"k\", itemsE[1]]]).forEach((item) => fail(item));
    }} catch (e) {{
      console.log({caught}.message);
    }}
  }}
  }}
  {body}();
}}",
                        caught = if typed { "(e as Error)" } else { "e" },
                        void = t(": void"),
                        any = t(": any"),
                        map_any = t(": any"),
                        map_arguments = t("<string, number>"),
                        number = t(": number"),
                        string = t(": string"),
                        item = t(": { v: number }"),
                        result = t(": boolean"),
                    )
                })
            }
            57 => {
                // Tuples of elements of different types read as arrays:
                // the methods that leave the array as it is, templates,
                // spreads into literals and concatenations, loops,
                // computed indexes, `flat` and `flatMap` of arrays of
                // tuples, and a tuple held by an `any` (its methods called
                // and read through it); `copyWithin` of arrays and typed
                // arrays, a view's `byteOffset`; sets of `unknown` made
                // from arrays of narrower elements, `concat` of spreads.
                let a = print_pair(&self.expr(Ty::Num, 1));
                let label = print_pair(&self.expr(Ty::Str, 1));
                let count = 1 + self.rng.below(5);
                let cut = self.rng.below(4);
                let pick = self.rng.below(3);
                let word = ["ab", "x1", "q", "zz9"][self.rng.below(4)];
                let body = self.fresh("shapeD");
                let to = self.rng.below(8) as i64 - 3;
                let from = self.rng.below(8) as i64 - 3;
                let end = self.rng.below(9) as i64 - 2;
                [(&a.0, &label.0, true), (&a.1, &label.1, false)].map(|(a, label, typed)| {
                    let t = |text: &str| if typed { text.to_string() } else { String::new() };
                    format!(
                        "{{
  function {body}(){void} {{
  const pairsD{pairs} = [[\"{word}\", {a}], [\"k{count}\", {count}], [{label}, 0]];
  const rowD{row} = [{count}, {label}, {a} > {count}];
  for (const pair of pairsD) console.log(pair.join(\"=\"), `${{pair}}`, String(pair), pair.at(-1), pair.includes({count}), pair.indexOf({label}));
  console.log(pairsD.map((p) => p.map((part) => typeof part).join(\"/\")).join(\" \"), pairsD.flat(), pairsD.flatMap((p) => p).length);
  console.log(rowD.slice({cut}), rowD.filter((v) => typeof v !== \"string\"), rowD.findIndex((v) => v === true), rowD.some((v) => v === {count}), rowD.toReversed());
  console.log([...rowD], [0, ...rowD], [...rowD, ...pairsD[0]].length, rowD.concat([\"more\"]), rowD.concat(pairsD[1]));
  for (const part of rowD) console.log(typeof part, part);
  for (let i = 0; i < rowD.length; i++) console.log(i, rowD[i]);
  console.log([{count}, {a}, 3, 4, 5].copyWithin({to}, {from}, {end}), [\"p\", {label}, \"r\"].copyWithin({to}, {from}), new Int16Array([1, 2, 3, 4, 5, 6]).copyWithin({to}, {from}, {end}), new Uint8Array(8).subarray({cut}).byteOffset);
  const mixedD{mixed} = [\"m\"];
  console.log(mixedD.concat(pairsD[0]), Array.from(rowD), JSON.stringify(rowD), Array.isArray(pairsD[{pick}]));
  console.log(new Set{unknown_set}(rowD).size, new Set{unknown_set}([{count}, {a}]).size, [0].concat(...[[{count}], [{a}, 1]]), mixedD.concat(...[[{label}], [{count}]]));
  const heldD{any} = rowD;
  console.log(heldD.length, heldD[1], heldD.join(\"+\"), heldD.map((v{unknown}) => typeof v), heldD.slice(-2));
  }}
  {body}();
}}",
                        void = t(": void"),
                        pairs = t(": [string, number][]"),
                        row = t(": [number, string, boolean]"),
                        mixed = t(": (string | number)[]"),
                        any = t(": any"),
                        unknown = t(": unknown"),
                        unknown_set = t("<unknown>"),
                    )
                })
            }
            56 => {
                // Booleans read where nothing may be: elements of a
                // `boolean[]` inside and past its end, a record's and a
                // map's entries of present and missing keys; compared with
                // `undefined`, `null` and the booleans, asked `typeof`,
                // printed, turned into strings, given `??` defaults, boxed
                // into `unknown` and `any` holders, held by variables the
                // program tests for `undefined`, and used as conditions.
                let a = print_pair(&self.expr(Ty::Num, 1));
                let size = 1 + self.rng.below(4);
                let index = self.rng.below(size + 3);
                let far = size + self.rng.below(4);
                let key = ["on", "off", "zz", "k1"][self.rng.below(4)];
                let other = ["on", "off", "zz", "k2"][self.rng.below(4)];
                let body = self.fresh("shapeC");
                let flags: Vec<&str> = (0..size)
                    .map(|_| if self.rng.chance(50) { "true" } else { "false" })
                    .collect();
                let flags = flags.join(", ");
                [(&a.0, true), (&a.1, false)].map(|(a, typed)| {
                    let t = |text: &str| if typed { text.to_string() } else { String::new() };
                    format!(
                        "{{
  function {body}(){void} {{
  const flagsC{booleans} = [{flags}];
  const recordC{record} = {{ on: true, off: false }};
  const mapC = new Map{map_arguments}([[\"on\", {a} > 0], [\"off\", false]]);
  const memoC{record} = {{}};
  function cachedC(n{number}){boolean} {{
    if (memoC[\"n\" + n] !== undefined) return memoC[\"n\" + n];
    const result = n % 2 === 0;
    memoC[\"n\" + n] = result;
    return result;
  }}
  console.log(cachedC({index}), cachedC({far}), cachedC({index}), Object.keys(memoC));
  console.log(flagsC[{index}], flagsC[{far}] === undefined, flagsC[{index}] == null, flagsC[{index}] === false, flagsC[{far}] !== true, typeof flagsC[{index}]);
  console.log(`${{flagsC[{index}]}}`, String(flagsC[{far}]), \"f\" + flagsC[{index}], flagsC[{index}] ?? \"none\", flagsC[{far}] ?? {a} > 1);
  console.log(recordC[\"{key}\"], recordC[\"{other}\"] === undefined, typeof recordC[\"{key}\"], recordC[\"{key}\"] ?? \"unset\");
  const foundC = mapC.get(\"{key}\");
  console.log(foundC, foundC === undefined, mapC.get(\"{other}\") ?? \"absent\", mapC.get(\"{other}\") === false, !mapC.get(\"{key}\"));
  const heldC = flagsC[{index}];
  if (heldC === undefined) console.log(\"no element {index}\");
  else console.log(\"element\", heldC);
  const boxesC{unknowns} = [flagsC[{far}], recordC[\"{other}\"], mapC.get(\"{key}\")];
  const looseC{any} = recordC[\"{key}\"];
  console.log(boxesC, looseC, JSON.stringify(boxesC));
  let countC = 0;
  for (let i = 0; i < {far} + 1; i++) {{
    if (flagsC[i]) countC++;
    if (flagsC[i] === false) countC += 10;
    if (flagsC[i] === undefined) countC += 100;
  }}
  console.log(countC);
  }}
  {body}();
}}",
                        void = t(": void"),
                        booleans = t(": boolean[]"),
                        record = t(": Record<string, boolean>"),
                        map_arguments = t("<string, boolean>"),
                        number = t(": number"),
                        boolean = t(": boolean"),
                        unknowns = t(": unknown[]"),
                        any = t(": any"),
                    )
                })
            }
            55 => {
                // Typed values where `any`-valued containers are wanted:
                // an object type's value, a record of numbers and a class
                // instance used as `Record<string, unknown>` or `{ [key:
                // string]: any }` (listed, serialized, written through),
                // library objects listed and serialized, typed arrays
                // spread into rest parameters and literals of boxes, and
                // generic interfaces' narrower instances in arrays of the
                // `any` instance (members called and read through `any`),
                // JSON parsed into a type with arrays of `unknown`,
                // optional chains whose value is a boolean, spread
                // arguments of `String.fromCharCode`, and numbers formatted
                // as currencies and percentages.
                let a = print_pair(&self.expr(Ty::Num, 1));
                let label = print_pair(&self.expr(Ty::Str, 1));
                let count = 1 + self.rng.below(5);
                let word = ["ab", "x1", "q", "zz9"][self.rng.below(4)];
                let props = self.fresh("PropsB");
                let validator = self.fresh("ValidatorB");
                let handler = self.fresh("HandlerB");
                let point = self.fresh("PointB");
                let non_empty = self.fresh("NonEmptyB");
                // (In a function of its own, called once: the top level
                // stays small.)
                let body = self.fresh("shapeB");
                let pick = self.rng.below(2);
                let currency = ["USD", "EUR", "JPY", "CHF", "BHD", "CAD"][self.rng.below(6)];
                let digits = self.rng.below(3);
                let record_any = if self.rng.chance(50) {
                    ": Record<string, any>"
                } else {
                    ": { [key: string]: any }"
                };
                [(&a.0, &label.0, true), (&a.1, &label.1, false)].map(|(a, label, typed)| {
                    let t = |text: String| if typed { text } else { String::new() };
                    format!(
                        "{{
  {declarations}function {body}(){void} {{
  function describeB(props{record_unknown}){string} {{
    return Object.keys(props).join(\"|\") + \":\" + Object.values(props).map((v) => typeof v).join(\",\") + \":\" + JSON.stringify(props);
  }}
  function queryB(params{record_any}){string} {{
    return Object.entries(params).map(([k, v]) => k + \"=\" + String(v)).join(\"&\");
  }}
  function bumpB(target{record_any}, key{string}){void} {{ target[key] = target[key] + {count}; }}
  class {point} {{ x{number}; y{number}; constructor(x{number}, y{number}) {{ this.x = x; this.y = y; }} }}
  const propsB{props_type} = {{ a: {a}, b: {label} }};
  const scoresB{scores} = {{ one: {count}, two: {a} }};
  const pointB = new {point}({a}, {count});
  console.log(describeB(propsB), queryB(propsB), describeB(scoresB));
  bumpB(scoresB, \"one\");
  bumpB(pointB, \"x\");
  console.log(scoresB.one, pointB.x, queryB(pointB), Object.keys(new Date({count})), JSON.stringify({{ when: new Date(0), re: /a/g, url: new URL(\"http://h.io/{word}\") }}));
  function allB(...args{any_rest}){string} {{ return args.length + \":\" + args.map((x) => typeof x).join(\",\"); }}
  function someB(...args{union_rest}){number} {{ return args.length; }}
  const wordsB{strings} = [{label}, \"w{word}\"];
  const numsB{numbers} = [{a}, {count}];
  console.log(allB(...wordsB, ...numsB), allB(wordsB), someB(...numsB, ...wordsB, {count}));
  const mixedB{unknowns} = [...wordsB, ...numsB, null];
  console.log(mixedB.length, mixedB);
  const shortB{validator_string} = {{ name: \"short\", check: (s{string}) => s.length < {count} + 2 }};
  const positiveB{validator_number} = {{ name: \"pos\", check: (n{number}) => n > {a} }};
  class {non_empty} {{ name = \"non-empty\"; check(s{string}){boolean} {{ return s.length > 0; }} }}
  const checksB{validators} = [shortB, positiveB, new {non_empty}()];
  for (const v of checksB) console.log(v.name, v.check(v.name === \"pos\" ? {count} : {label}));
  const handlersB{handlers} = [{{ run: (n{number}) => \"n\" + (n + 1) }}, {{ run: (s{string}) => s.toUpperCase() }}];
  const runB = handlersB[1].run;
  console.log(handlersB[0].run({a}), runB({label}), handlersB.length);
  const parsedB = JSON.parse(JSON.stringify({{ items: [{a}, {label}, [{count}], null], rows: [{{ cell: {label} }}] }})){parsed};
  parsedB.items.push({count});
  console.log(parsedB.items.map((x) => typeof x), parsedB.rows[0].cell, JSON.stringify(parsedB));
  const maybeB = [{{ on: {a} > {count}, check: () => {label}.length > {count} }}, undefined][{pick}]{maybe};
  console.log(maybeB?.on, maybeB?.check(), typeof maybeB?.on, maybeB?.on === undefined, maybeB?.on ?? \"none\");
  const codesB = [...wordsB[1]].map((ch) => ch.charCodeAt(0) + {count});
  console.log(String.fromCharCode(...codesB, 33), String.fromCodePoint(...[0x1f600, 65 + {count}]));
  console.log(({a}).toLocaleString(\"en-US\", {{ style: \"currency\", currency: \"{currency}\" }}), ({a} / 7).toLocaleString(\"en-US\", {{ style: \"percent\", maximumFractionDigits: {digits} }}));
  }}
  {body}();
}}",
                        declarations = t(format!(
                            "type {props} = {{ a: number; b: string }};
  interface {validator}<T> {{ name: string; check(value: T): boolean; }}
  interface {handler}<T> {{ run: (payload: T) => string; }}
  "
                        )),
                        record_unknown = t(": Record<string, unknown>".to_string()),
                        record_any = t(record_any.to_string()),
                        string = t(": string".to_string()),
                        number = t(": number".to_string()),
                        boolean = t(": boolean".to_string()),
                        void = t(": void".to_string()),
                        props_type = t(format!(": {props}")),
                        scores = t(": Record<string, number>".to_string()),
                        any_rest = t(": any[]".to_string()),
                        union_rest = t(": (string | number)[]".to_string()),
                        strings = t(": string[]".to_string()),
                        numbers = t(": number[]".to_string()),
                        unknowns = t(": unknown[]".to_string()),
                        validator_string = t(format!(": {validator}<string>")),
                        validator_number = t(format!(": {validator}<number>")),
                        validators = t(format!(": {validator}<any>[]")),
                        handlers = t(format!(": {handler}<any>[]")),
                        parsed = t(" as { items: unknown[]; rows: { cell: unknown }[] }".to_string()),
                        maybe = t(" as { on: boolean; check: () => boolean } | undefined".to_string()),
                    )
                })
            }
            54 => {
                // Type predicates in `filter`, `find` and `findLast`
                // (subclasses, interfaces of a union), `infer` over a
                // generic interface's instances, object types and tuples,
                // spreads of arrays with different elements, a tree of
                // numbers read as a tree of `unknown`, an async function
                // returning `Promise<never>` where a promise of a number is
                // wanted, strings reached through `any` searched and
                // changed by regular expressions, and the types scriptc
                // cannot compute (`any`): a conditional type testing a
                // literal, keys renamed by `as`, `Parameters` of a function
                // with an optional parameter.
                let a = print_pair(&self.expr(Ty::Num, 1));
                let label = print_pair(&self.expr(Ty::Str, 1));
                let count = 1 + self.rng.below(5);
                let shape = self.fresh("ShapeA");
                let square = self.fresh("SquareA");
                let round = self.fresh("RoundA");
                let fish = self.fresh("FishA");
                let bird = self.fresh("BirdA");
                let holder = self.fresh("HolderA");
                let tree = self.fresh("TreeA");
                let settings_name = self.fresh("SettingsA");
                let word = ["ab", "x1", "q", "zz9"][self.rng.below(4)];
                let keep = ["sq", "round", "plain"][self.rng.below(3)];
                [(&a.0, &label.0, true), (&a.1, &label.1, false)].map(|(a, label, typed)| {
                    let t = |text: String| if typed { text } else { String::new() };
                    let predicate = |name: &str| t(format!(": s is {name}"));
                    format!(
                        "{{
  class {shape} {{
    name{string};
    constructor(name{string}) {{ this.name = name; }}
    area(){number} {{ return 0; }}
  }}
  class {square} extends {shape} {{
    side{number};
    constructor(side{number}) {{ super(\"sq\"); this.side = side; }}
    area(){number} {{ return this.side * this.side; }}
  }}
  class {round} extends {shape} {{
    r{number};
    constructor(r{number}) {{ super(\"round\"); this.r = r; }}
    area(){number} {{ return Math.round(this.r * this.r * 3); }}
  }}
  const shapesA{shapes} = [new {square}({count}), new {round}({a}), new {shape}(\"plain\"), new {square}(2)];
  const squaresA = shapesA.filter((s){is_square} => s instanceof {square});
  const keptA = shapesA.filter((s){is_shape} => s.name === \"{keep}\");
  console.log(squaresA.map((s) => s.side + s.area()), squaresA.length, keptA.length, shapesA.find((s){is_round} => s instanceof {round})?.r, shapesA.findLast((s){is_square} => s instanceof {square})?.side);
  {declarations}const petsA{pets} = [{{ kind: \"fish\", swim: {count} }}, {{ kind: \"bird\", fly: {label} }}, {{ kind: \"fish\", swim: {a} }}];
  const birdsA = petsA.filter((p){is_bird} => p.kind === \"bird\");
  const fishA = petsA.filter((p){is_fish} => p.kind === \"fish\");
  console.log(birdsA.map((b) => b.fly.length), fishA.map((f) => f.swim), petsA.find((p){is_bird} => p.kind === \"bird\")?.fly, petsA.findLast((p){is_fish} => p.kind === \"fish\")?.swim);
  const heldA{held} = {count};
  const boxedA{boxed} = {label};
  const firstA{first} = {a};
  const elemsA{elems} = [\"e\" + {count}];
  console.log(heldA, boxedA, firstA, elemsA);
  const mixedA = [...[{a}, {count}], ...[{label}, \"{word}\"], {count} > 2];
  const moreA = [...mixedA, ...[[{count}]], null];
  console.log(mixedA, mixedA.length, typeof mixedA[2], moreA.length, moreA[moreA.length - 2]);
  const treeA{tree_number} = {{ value: {count}, kids: [{{ value: {a}, kids: [] }}, {{ value: 2, kids: [{{ value: 3, kids: [] }}] }}] }};
  function sizeA(t{tree_unknown}){number} {{ return 1 + t.kids.reduce((n, k) => n + sizeA(k), 0); }}
  function valuesA(t{tree_unknown}){strings} {{ return [String(t.value), ...t.kids.flatMap(valuesA)]; }}
  console.log(sizeA(treeA), valuesA(treeA).join(\"/\"));
  async function failA(why{string}){never} {{ throw new Error(why); }}
  const runA{run} = failA;
  runA(\"no {word}\").then((n) => console.log(\"ran\", n), (e{error}) => console.log(\"failed\", e.message));
  const textA{any} = {label} + \" a1 b22 {word}{count}333 \" + String({a});
  console.log(textA.split(/\\s+/), textA.replace(/\\d+/g, \"#\"), textA.match(/[a-z]\\d+/g), textA.search(/b\\d/), textA.replaceAll(/[ab]/g, \"_\"), textA.match(/(?<letter>[a-z])(\\d)/));
  {settings}{computed}function settingsA(){void} {{
  function tailA(n{number}, s{optional_string}){string} {{ return n + (s ?? \"\"); }}
  const kindA{kind_type} = {count} > 2 ? {count} : {label};
  const renamedA{renamed_type} = {{ getn: {count}, gets: {label} }};
  const packedA{packed_type} = [{count}];
  console.log(kindA, typeof kindA, renamedA.getn + 1, renamedA.gets.length, packedA.length, tailA(...packedA));
  const rawA{any} = {{ label: {label}, tags: [\"{word}\", {label}], sizes: [{count}, {a}, 2], on: [{count} > 2, true], rows: [{{ id: {count}, tag: {label} }}, {{ id: 1, tag: \"{word}\" }}] }};
  const viewA{settings_type} = rawA;
  viewA.tags.push(\"t\" + {count});
  viewA.sizes.sort((x, y) => x - y);
  console.log(rawA.tags, rawA.sizes, viewA.on.filter((f) => f).length, viewA.tags === rawA.tags, viewA.label.length);
  viewA.rows.sort((x, y) => x.id - y.id);
  rawA.rows[0].seen = true;
  console.log(rawA.rows, viewA.rows.map((r) => r.tag.length + r.id), viewA.rows === rawA.rows);
  }}
  settingsA();
}}",
                        string = t(": string".to_string()),
                        number = t(": number".to_string()),
                        strings = t(": string[]".to_string()),
                        shapes = t(format!(": {shape}[]")),
                        is_square = predicate(&square),
                        is_round = predicate(&round),
                        is_shape = predicate(&shape),
                        is_bird = t(format!(": p is {bird}")),
                        is_fish = t(format!(": p is {fish}")),
                        declarations = t(format!(
                            "interface {fish} {{ kind: \"fish\"; swim: number }}
  interface {bird} {{ kind: \"bird\"; fly: string }}
  interface {holder}<T> {{ value: T; list: T[] }}
  interface {tree}<T> {{ value: T; kids: {tree}<T>[] }}
  type HeldA<T> = T extends {holder}<infer U> ? U : never;
  type BoxedA<T> = T extends {{ value: infer V }} ? V : T;
  type FirstA<T> = T extends [infer H, ...unknown[]] ? H : undefined;
  type ElemA<T> = T extends (infer E)[] ? E : never;
  "
                        )),
                        pets = t(format!(": ({fish} | {bird})[]")),
                        held = t(format!(": HeldA<{holder}<number>>")),
                        boxed = t(": BoxedA<{ value: string }>".to_string()),
                        first = t(": FirstA<[number, string]>".to_string()),
                        elems = t(": ElemA<string[]>[]".to_string()),
                        tree_number = t(format!(": {tree}<number>")),
                        tree_unknown = t(format!(": {tree}<unknown>")),
                        never = t(": Promise<never>".to_string()),
                        run = t(": (why: string) => Promise<number>".to_string()),
                        error = t(": Error".to_string()),
                        any = t(": any".to_string()),
                        settings = t(format!(
                            "interface {settings_name} {{ label: string; tags: string[]; sizes: number[]; on: boolean[]; rows: {{ id: number; tag: string }}[] }}
  "
                        )),
                        settings_type = t(format!(": {settings_name}")),
                        void = t(": void".to_string()),
                        computed = t("type KindA<T> = T extends { kind: \"a\" } ? number : string;
  type RenamedA<T> = { [K in keyof T as `get${string & K}`]: T[K] };
  "
                        .to_string()),
                        optional_string = t("?: string".to_string()),
                        kind_type = t(
                            ": KindA<{ kind: \"a\"; x: number } | { kind: \"b\"; y: string }>"
                                .to_string()
                        ),
                        renamed_type = t(": RenamedA<{ n: number; s: string }>".to_string()),
                        packed_type = t(": Parameters<typeof tailA>".to_string()),
                    )
                })
            }
            53 => {
                // Arrays of `any` changed element by element: compound
                // assignments and updates (old and new values used), sums
                // stored back while another variable keeps an element,
                // elements of every kind (strings, null, an object with
                // valueOf); searches by patterns that begin with a
                // repeated class (skipped run by run).
                let a = print_pair(&self.expr(Ty::Num, 1));
                let label = print_pair(&self.expr(Ty::Str, 1));
                let count = 1 + self.rng.below(5);
                let word = ["ab", "x1", "q", "zz9"][self.rng.below(4)];
                let operator = ["+=", "-=", "*=", "%=", "**=", "|="][self.rng.below(6)];
                let pick = self.rng.below(6);
                [(&a.0, &label.0, true), (&a.1, &label.1, false)].map(|(a, label, typed)| {
                    let t = |text: &str| if typed { text.to_string() } else { String::new() };
                    format!(
                        "{{
  const cellsA{cells} = [{a}, {label}, null, {count}, {{ valueOf: () => {count} }}, undefined];
  const keptA = cellsA[0];
  for (let i = 0; i < cellsA.length; i++) cellsA[i] {operator} {count};
  cellsA[0] = cellsA[0] + {a};
  cellsA[3]++;
  const oldA = cellsA[3]--;
  const newA = ++cellsA[{pick}];
  console.log(cellsA, keptA, oldA, newA);
  const gridA{grid} = [[{a}, {count}], [{count}, {label}]];
  for (const row of gridA) for (let j = 0; j < row.length; j++) row[j] = row[j] * 2 + j;
  gridA[1][0] {operator} 3;
  gridA[0][gridA.length - 1] += 1;
  console.log(gridA, gridA[1][0]--, gridA[1]);
  const wordsA = {label} + \" x{word}@{word}.io {word}{word}@ a1@b2 \" + String({a}) + \"px\";
  console.log(wordsA.match(/[a-z0-9]+@[a-z]+/g), wordsA.replace(/\\w+@/g, \"<>\"), wordsA.search(/\\d*px/), wordsA.split(/[a-z]+@/));
}}",
                        cells = t(": any[]"),
                        grid = t(": any[][]"),
                    )
                })
            }
            52 => {
                // An object literal asserted to be a type it lacks
                // properties of, filled in later; `as const` with nested
                // arrays of mixed elements; a type alias of `typeof` a
                // local; sticky regexes tried at each position of a text
                // and searches for a literal prefix or a few first
                // characters (some finding nothing).
                let a = print_pair(&self.expr(Ty::Num, 1));
                let label = print_pair(&self.expr(Ty::Str, 1));
                let count = 1 + self.rng.below(5);
                let shape = self.fresh("StatsA");
                let deep = self.fresh("DeepA");
                let pick = self.fresh("pickA");
                let word = ["ab", "x1", "q", "zz9"][self.rng.below(4)];
                [(&a.0, &label.0, true), (&a.1, &label.1, false)].map(|(a, label, typed)| {
                    let t = |text: String| if typed { text } else { String::new() };
                    format!(
                        "{{
  {declaration}const statsA = {{}}{cast};
  console.log(JSON.stringify(statsA), Object.keys(statsA).length);
  statsA.total = {a};
  statsA.label = {label};
  if ({count} > 2) statsA.count = {count};
  console.log(statsA, statsA.total + (statsA.count ?? 0), Object.keys(statsA));
  const deepA = {{ n: {count}, rows: [[{a}, {label}], [{count}, \"{word}\", {count} > 1]] }}{constant};
  console.log(deepA.rows[1][2], deepA.rows[0][1].length, deepA.rows.length, deepA);
  const baseA = {{ k: {count}, s: {label} + \"\" }};
  {alias}const copyA{copy} = {{ k: baseA.k + 1, s: baseA.s + \"!\" }};
  console.log(copyA.k * 2, copyA.s.length);
  const patchA{patch} = {{ a: {{ b: {count} }} }};
  console.log(patchA, patchA.a?.b, patchA.d ?? \"none\");
  const keysA = Object.keys(statsA){keys};
  console.log(keysA.map((k) => statsA[k]));
  function {pick}{pick_types}(o{o_type}, k{k_type}){pick_result} {{ const out = {{}}{pick_cast}; out[k] = o[k]; return out; }}
  console.log({pick}(baseA, \"s\"), {pick}(copyA, \"k\"));
  const textA = \"let \" + {label} + \" = {count} + {word}; // {word}\\n\" + String({a});
  const rulesA{rules} = [[\"word\", /[A-Za-z_]\\w*/y], [\"num\", /\\d+(?:\\.\\d+)?/y], [\"space\", /\\s+/y], [\"note\", /\\/\\/[^\\n]*/y], [\"other\", /[^]/y]];
  let atA = 0;
  const tokensA{tokens} = [];
  while (atA < textA.length) {{
    for (const [kind, re] of rulesA) {{
      re.lastIndex = atA;
      const found = re.exec(textA);
      if (found !== null) {{ tokensA.push(kind + \":\" + found[0].length); atA = re.lastIndex; break; }}
    }}
  }}
  console.log(tokensA.join(\" \"), textA.split(/{word}/y), /{word}\\d/.test(textA), textA.search(/ = /), textA.match(/[{word}]+/g));
}}",
                        declaration = t(format!(
                            "type {deep}<T> = {{ [K in keyof T]?: T[K] extends object ? {deep}<T[K]> : T[K] }};\n  interface {shape} {{ total: number; label: string; count?: number }}
  "
                        )),
                        cast = t(format!(" as {shape}")),
                        patch = t(format!(
                            ": {deep}<{{ a: {{ b: number; c: string[] }}; d: boolean }}>"
                        )),
                        keys = t(format!(" as (keyof {shape})[]")),
                        pick_types = t("<T, K extends keyof T>".to_string()),
                        o_type = t(": T".to_string()),
                        k_type = t(": K".to_string()),
                        pick_result = t(": Pick<T, K>".to_string()),
                        pick_cast = t(" as Pick<T, K>".to_string()),
                        constant = t(" as const".to_string()),
                        alias = t("type BaseA = typeof baseA;
  ".to_string()),
                        copy = t(": BaseA".to_string()),
                        rules = t(": [string, RegExp][]".to_string()),
                        tokens = t(": string[]".to_string()),
                    )
                })
            }
            51 => {
                // Discriminated unions whose members give one property a
                // number, a string, a boolean or none: narrowed by a
                // switch, by `===`/`!==` chains, by `in` and by a type
                // predicate given to `filter`, objects made as members and
                // held as the union, short string tags compared with
                // strings made at run time, and classes told apart by a
                // `readonly` tag.
                let a = print_pair(&self.expr(Ty::Num, 1));
                let label = print_pair(&self.expr(Ty::Str, 1));
                let count = 1 + self.rng.below(5);
                let union = self.fresh("ItemU");
                let describe = self.fresh("describeU");
                let tag = ["num", "str", "flag", "pair"][self.rng.below(4)];
                let circle = self.fresh("CircleU");
                let text = self.fresh("TextU");
                [(&a.0, &label.0, true), (&a.1, &label.1, false)].map(|(a, label, typed)| {
                    let t = |text: String| if typed { text } else { String::new() };
                    format!(
                        "{{
  {declaration}function {describe}(item{item}){string} {{
    switch (item.kind) {{
      case \"num\": return \"n\" + (item.value * item.scale).toFixed(1);
      case \"str\": return \"s\" + item.value.toUpperCase().length;
      case \"flag\": return item.value ? \"yes\" + (item.note ?? \"\") : \"no\";
      case \"pair\": return \"(\" + {describe}(item.left) + \" \" + {describe}(item.right) + \")\";
    }}
  }}
  const itemsU{items} = [{{ kind: \"num\", value: {a}, scale: {count} }}, {{ kind: \"str\", value: {label} }}, {{ kind: \"flag\", value: {count} > 2 }}, {{ kind: \"flag\", value: true, note: {label} }}];
  itemsU.push({{ kind: \"pair\", left: itemsU[0], right: itemsU[{pick}] }});
  console.log(itemsU.map({describe}).join(\" \"));
  let totalU = 0;
  for (const item of itemsU) {{
    if (item.kind === \"num\") totalU += item.value;
    else if (item.kind !== \"pair\" && typeof item.value === \"string\") totalU += item.value.length;
    if (\"scale\" in item) totalU += item.scale;
  }}
  const numsU = itemsU.filter((item){predicate} => item.kind === \"num\");
  console.log(totalU, numsU.length, numsU.map((item) => item.value), JSON.stringify(itemsU[{pick}]), itemsU[1]);
  const tagU = [\"num\", \"str\", \"flag\", \"pair\"][{count} % 4] + \"\";
  console.log(tagU === \"{tag}\", itemsU.filter((item) => item.kind === tagU).length, (\"nu\" + \"m\") === \"num\", tagU !== \"flag\");
  class {circle} {{ {readonly}tag = \"c\"; {field}constructor({public}size{number}) {{ {assign}}} }}
  class {text} {{ {readonly}tag = \"t\"; {field}constructor({public}size{string}) {{ {assign}}} }}
  const shapesU{shapes} = [new {circle}({a}), new {text}({label}), new {circle}({count})];
  for (const shape of shapesU) console.log(shape.tag === \"c\" ? shape.size * 2 : shape.size.length, shape.tag !== \"t\" ? shape.size : -1);
}}",
                        declaration = t(format!(
                            "type {union} = {{ kind: \"num\"; value: number; scale: number }} | {{ kind: \"str\"; value: string }} | {{ kind: \"flag\"; value: boolean; note?: string }} | {{ kind: \"pair\"; left: {union}; right: {union} }};\n  "
                        )),
                        item = t(format!(": {union}")),
                        string = t(": string".to_string()),
                        items = t(format!(": {union}[]")),
                        predicate = t(
                            ": item is { kind: \"num\"; value: number; scale: number }".to_string()
                        ),
                        pick = 1 + count % 3,
                        number = t(": number".to_string()),
                        readonly = t("readonly ".to_string()),
                        public = t("public ".to_string()),
                        field = if typed { "" } else { "size; " },
                        assign = if typed { "" } else { "this.size = size; " },
                        shapes = t(format!(": ({circle} | {text})[]")),
                    )
                })
            }
            50 => {
                // More of this session's additions: objects with number,
                // string, boolean and array fields read through a
                // parameter whose properties are `unknown` (and written
                // with the same kinds), a union whose members give one
                // property different types, `match`/`search` of a string,
                // `JSON.stringify` indented by a string, `toLocaleString`
                // with digit options.
                let a = print_pair(&self.expr(Ty::Num, 1));
                let label = print_pair(&self.expr(Ty::Str, 1));
                let count = 1 + self.rng.below(5);
                let indent = ["\\t", "--", " ", "0123456789ab"][self.rng.below(4)];
                [(&a.0, &label.0, true), (&a.1, &label.1, false)].map(|(a, label, typed)| {
                    let t = |text: &'static str| if typed { text } else { "" };
                    format!(
                        "{{
  const describeX = (o{loose}) => `${{typeof o.n}} ${{String(o.n)}} ${{typeof o.s}} ${{JSON.stringify(o.list)}} ${{o.flag === true}}`;
  const madeX = {{ n: {a}, s: {label}, flag: {count} > 2, list: [{count}, {a}] }};
  console.log(describeX(madeX), describeX({{ n: {count} }}), describeX({{}}));
  const bumpX = (o{loose}) => {{ if (typeof o.n === \"number\") o.n = o.n + 1; o.s = \"s\" + {count}; }};
  bumpX(madeX);
  console.log(madeX.n, madeX.s, madeX);
  const settingsX{settings} = [{{ key: \"size\", value: {a} }}, {{ key: \"name\", value: {label} }}, {{ key: \"on\", value: {count} % 2 === 0 }}];
  console.log(settingsX.map((entry) => `${{entry.key}}:${{String(entry.value)}}:${{typeof entry.value}}`).join(\",\"), JSON.stringify(settingsX[{pick}]));
  const textX = {label} + \" id=\" + {count} + \" ok\";
  console.log(textX.match(\"id=\"), textX.search(\"ok\"), textX.search(\"[0-9]\"), textX.match(\"zz\"));
  console.log(JSON.stringify({{ a: [{count}, {{ b: {label} }}], c: {{}} }}, null, \"{indent}\"));
  console.log(({a}).toLocaleString(\"en-US\", {{ minimumFractionDigits: {count} % 3, maximumFractionDigits: 2 + {count} }}), ({a}).toLocaleString(undefined, {{ maximumFractionDigits: 0, useGrouping: {grouping} }}));
}}",
                        loose = t(": { n?: unknown; s?: unknown; flag?: unknown; list?: unknown }"),
                        settings = t(": ({ key: \"size\"; value: number } | { key: \"name\"; value: string } | { key: \"on\"; value: boolean })[]"),
                        pick = count % 3,
                        grouping = count > 2,
                    )
                })
            }
            49 => {
                // This session's additions: a function returning integers
                // (its calls are integer leaves: indices, remainders and
                // sums), regex replacements over ASCII and Latin-1 text
                // with every substitution pattern, and a Buffer's text
                // encodings and back.
                let a = print_pair(&self.expr(Ty::Num, 1));
                let label = print_pair(&self.expr(Ty::Str, 1));
                let count = 1 + self.rng.below(6);
                let clamp = self.fresh("clampW");
                [(&a.0, &label.0, true), (&a.1, &label.1, false)].map(|(a, label, typed)| {
                    let t = |text: &'static str| if typed { text } else { "" };
                    format!(
                        "{{
  function {clamp}(v{num}, lo{num}, hi{num}){num} {{
    if (v < lo) return lo;
    if (v > hi) return hi;
    return v;
  }}
  const tableW = [{a}, {count}, 7, -3, {count} * 2];
  let sumW = 0;
  for (let i = -2; i < {count} + 6; i++) {{
    const at = {clamp}(i, 0, tableW.length - 1);
    sumW += tableW[at] * (at % 3) + {clamp}(i * 7, -5, 20) % 4;
  }}
  console.log(sumW, {clamp}({a}, 0, 10), [1, 2, 3][{clamp}({count}, 0, 2)], {clamp}({count}, 1, 3) + {clamp}(-{count}, -2, 0));
  const textW = {label} + \" id=\" + {count} + \" took \" + {count} * 17 + \"ms é\";
  console.log(textW.replace(/(\\d+)/g, \"<$1|$&>\"), textW.replace(/\\d/, \"$$$$\"), textW.replace(/ms/g, \"→\"), textW.replace(/(?<n>\\d+)ms/, \"$<n>s\"), textW.replace(/o*/g, \".\"), textW.replace(/k/, \"$`|$'\"));
  const bytesW = Buffer.from(textW, \"utf8\");
  const base64W = bytesW.toString(\"base64\");
  console.log(bytesW.toString(\"hex\"), base64W, bytesW.toString(\"base64url\"), Buffer.from(base64W, \"base64\").toString() === textW, Buffer.from(bytesW.toString(\"hex\"), \"hex\").length);
}}",
                        num = t(": number"),
                    )
                })
            }
            48 => {
                // This session's additions: non-null assertions read from
                // (null ones caught) and passed on, `void`, unary `+` of
                // arrays, generic arrows in a block reading its variables,
                // tuple parameters inferred from literals, a hand-written
                // iterator, `toSpliced`, named groups in replacements, a
                // string method of an element read past the end, and
                // `await` of a union with a promise.
                let a = print_pair(&self.expr(Ty::Num, 1));
                let label = print_pair(&self.expr(Ty::Str, 1));
                let count = 1 + self.rng.below(4);
                [(&a.0, &label.0, true), (&a.1, &label.1, false)].map(|(a, label, typed)| {
                    let t = |text: &'static str| if typed { text } else { "" };
                    let bang = t("!");
                    format!(
                        "{{
  const wordsV{words} = [{label}, null, \"x\" + {count}];
  const firstV = wordsV[0]{bang};
  console.log(firstV.length, wordsV[2]{bang}.toUpperCase(), wordsV[0]{bang}.at(-1), void firstV, +[{count}], +[]);
  try {{
    console.log(wordsV[1]{bang}.length);
  }} catch (e) {{
    console.log((e{error}).message);
  }}
  const emptyV{strings} = [];
  try {{
    console.log(emptyV[{count}].trim());
  }} catch (e) {{
    console.log((e{error}).message);
  }}
  const factorV = {count};
  const scaleV = {generic}(values{ts}, measure{measure}){nums} => values.map((value) => measure(value) * factorV);
  console.log(scaleV([{label}, \"ab\"], (text) => text.length), scaleV([{a}], (n) => n + 1));
  const swapV = {generic2}(pair{pair}){swapped} => [pair[1], pair[0]];
  const [leftV, rightV] = swapV([{a}, {label}]);
  console.log(leftV, rightV);
  const spanV = {{
    to: {count},
    [Symbol.iterator]() {{
      let at = 0;
      const to = this.to;
      return {{ next: () => (at < to ? {{ value: at++, done: false }} : {{ value: undefined, done: true }}) }};
    }},
  }};
  console.log([...spanV], [{label}, \"q\", \"r\"].toSpliced(1, 1, {label}));
  console.log(\"2024-03-15\".replace(/(?<y>\\d+)-(?<m>\\d+)-(?<d>\\d+)/, \"$<d>/$<m>/$<y>$<none>\"), ({label} + \"-1\").replace(/(?<k>-)/g, \"[$<k>]\"));
  const pendingV = {count} > 2 ? Promise.resolve({a}) : {count};
  (async () => console.log(\"awaited\", await pendingV))();
}}",
                        words = t(": (string | null)[]"),
                        error = t(" as Error"),
                        strings = t(": string[]"),
                        generic = t("<T,>"),
                        ts = t(": T[]"),
                        measure = t(": (value: T) => number"),
                        nums = t(": number[]"),
                        generic2 = t("<A, B>"),
                        pair = t(": [A, B]"),
                        swapped = t(": [B, A]"),
                    )
                })
            }
            47 => {
                // Last sessions' additions: `using` declarations (disposed
                // in reverse at return, throw and block end, `null`
                // skipped), a store with methods keyed by `K extends keyof
                // S`, a `Partial` of a type with a boolean spread over a
                // whole one, `Exclude`/`Extract`, `array.with` (in range and
                // out), `toJSON(key)` of an object literal and a class,
                // constants holding mutually recursive arrows, and runtime
                // errors inside promise handlers becoming rejections.
                let a = print_pair(&self.expr(Ty::Num, 1));
                let label = print_pair(&self.expr(Ty::Str, 1));
                let count = 1 + self.rng.below(5);
                let bad = self.rng.below(4);
                // A generic class declared twice in one function under one
                // name is refused (SC3001): each instance's is its own.
                let store = self.fresh("StoreU");
                [(&a.0, &label.0, true), (&a.1, &label.1, false)].map(|(a, label, typed)| {
                    let t = |text: &'static str| if typed { text } else { "" };
                    let body = if typed {
                        format!(
                            "using r1 = new ResourceU({label} + n, logU);
    using r2 = n > 1 ? new ResourceU(\"second\", logU) : null;
    if (n === 2) return n * 10;
    if (n === {bad}) throw new Error(\"boom \" + r1.name);
    return n + (r2 === null ? 0 : 1);"
                        )
                    } else {
                        format!(
                            "const r1 = new ResourceU({label} + n, logU);
    try {{
      const r2 = n > 1 ? new ResourceU(\"second\", logU) : null;
      try {{
        if (n === 2) return n * 10;
        if (n === {bad}) throw new Error(\"boom \" + r1.name);
        return n + (r2 === null ? 0 : 1);
      }} finally {{
        if (r2 !== null) r2[Symbol.dispose]();
      }}
    }} finally {{
      r1[Symbol.dispose]();
    }}"
                        )
                    };
                    format!(
                        "{{
  class ResourceU {{
    constructor({readonly}name{string}, {readonly}log{strings}) {{
      {assign}log.push(\"open \" + name);
    }}
    [Symbol.dispose](){void} {{
      this.log.push(\"close \" + this.name);
    }}
  }}
  const logU{strings} = [];
  function useU(n{num}){num} {{
    {body}
  }}
  for (let i = 0; i <= {count}; i++) {{
    try {{
      console.log(useU(i));
    }} catch (e) {{
      console.log((e{error}).message);
    }}
  }}
  console.log(logU.join(\",\"));
  {state}
  class {store}{store_params} {{
    constructor({private}state{s}) {{{store_assign}}}
    get{keyed}(key{k}){sk} {{
      return this.state[key];
    }}
    set{keyed}(key{k}, value{sk}){this} {{
      this.state[key] = value;
      return this;
    }}
  }}
  const storeU = new {store}{state_arg}({{ title: {label}, size: {count}, done: false }});
  storeU.set(\"size\", storeU.get(\"size\") + {a}).set(\"done\", true);
  console.log(storeU.get(\"title\"), storeU.get(\"size\"), storeU.get(\"done\"));
  const patchU{partial} = {{ done: {count} % 2 === 0 }};
  const mergedU{state_type} = {{ title: \"t\", size: 1, done: true, ...patchU }};
  console.log(mergedU, patchU.done, patchU.title);
  {kinds}
  const kU{not_a} = {count} > 2 ? \"b\" : \"c\";
  const numsU{extract} = [{a}, {count}];
  console.log(kU, numsU.with(0, -1), numsU.with(-1, {a}), numsU);
  try {{
    console.log(numsU.with({count} + 1, 0));
  }} catch (e) {{
    console.log((e{error}).name, (e{error}).message);
  }}
  const pointU = {{ x: {a}, y: {count}, toJSON(key{string}) {{ return key + \":\" + this.x; }} }};
  class TempU {{
    {temp_constructor}
    toJSON(key{string}){object} {{
      return {{ key, f: (this.c * 9) / 5 + 32 }};
    }}
  }}
  console.log(JSON.stringify({{ p: pointU, t: new TempU({a}), list: [new TempU({count})] }}), JSON.stringify(pointU));
  const isEvenU = (n{num}){boolean} => (n <= 0 ? true : isOddU(n - 1));
  const isOddU = (n{num}){boolean} => (n <= 0 ? false : isEvenU(n - 1));
  console.log(isEvenU({count}), isOddU({count} + 1));
  Promise.resolve(\"{{\" + {label})
    .then((text) => JSON.parse(text))
    .then(() => console.log(\"parsed\"), (e{error_annotation}) => console.log(\"rejected\", e.name));
  Promise.resolve([]{as_nums})
    .then((xs) => xs.reduce((p, q) => p + q))
    .catch((e{error_annotation}) => console.log(\"caught\", e.name, e.message));
}}",
                        readonly = t("readonly "),
                        assign = if typed { "" } else { "this.name = name;\n      this.log = log;\n      " },
                        string = t(": string"),
                        strings = t(": string[]"),
                        void = t(": void"),
                        num = t(": number"),
                        boolean = t(": boolean"),
                        object = t(": object"),
                        error = t(" as Error"),
                        state = t("interface StateU {\n    title: string;\n    size: number;\n    done: boolean;\n  }"),
                        store_params = t("<S extends object>"),
                        private = t("private "),
                        s = t(": S"),
                        store_assign = if typed { "" } else { "\n      this.state = state;\n    " },
                        keyed = t("<K extends keyof S>"),
                        k = t(": K"),
                        sk = t(": S[K]"),
                        this = t(": this"),
                        state_arg = t("<StateU>"),
                        partial = t(": Partial<StateU>"),
                        state_type = t(": StateU"),
                        kinds = t("type KindU = \"a\" | \"b\" | \"c\";\n  type NotAU = Exclude<KindU, \"a\">;"),
                        not_a = t(": NotAU"),
                        extract = t(": Extract<string | number, number>[]"),
                        as_nums = t(" as number[]"),
                        error_annotation = t(": Error"),
                        temp_constructor = if typed { "constructor(public c: number) {}" } else { "constructor(c) {\n      this.c = c;\n    }" },
                    )
                })
            }
            46 => {
                // What tsc accepts and scriptc once refused or mistyped:
                // overload signatures, `filter` with a type predicate,
                // destructuring defaults of another type, tuple rests and
                // strings taken apart, index-signature types, unary
                // minus of strings, a local function with an optional
                // parameter, records built by
                // spreads, and `as const` pairs made into a map.
                let a = print_pair(&self.expr(Ty::Num, 1));
                let label = print_pair(&self.expr(Ty::Str, 1));
                let count = 1 + self.rng.below(5);
                [(&a.0, &label.0, true), (&a.1, &label.1, false)].map(|(a, label, typed)| {
                    let t = |text: &'static str| if typed { text } else { "" };
                    format!(
                        "{{
  {overloads}function pickO(x{any}){any} {{
    return typeof x === \"number\" ? x * 2 : String(x).toUpperCase();
  }}
  console.log(pickO({a}), pickO({label}));
  const mixedO{mixed} = [{a}, {label}, {count}, \"z\"];
  const numsO = mixedO.filter((v){is_number} => typeof v === \"number\");
  const wordsO = mixedO.filter(function (v){is_string} {{ return typeof v === \"string\"; }});
  console.log(numsO.map((n) => n + 1), wordsO.map((w) => w.length));
  const [firstO = \"none\", secondO = -1] = [undefined, {a}];
  const [headO, ...tailO] = [{label}, {count}, true];
  const [c0O, c1O = \"?\"] = {label};
  console.log(firstO, secondO, headO, tailO, c0O, c1O);
  {index}const tableO{table} = {{ one: {a} }};
  tableO[{label}] = {count};
  console.log(tableO, -\"{count}\", ~\"7\", -(\"\" + {count}));
  function scaleO(n{num}, by{opt_num}){num} {{
    return by === undefined ? n : n * by;
  }}
  console.log(scaleO({count}), scaleO({count}, 3));
  const itemsO{items} = [];
  for (let i = 0; i < {count}; i++) itemsO.push({{ key: {label} + (i % 2), n: i }});
  const totalsO = itemsO.reduce((acc, it) => ({{ ...acc, [it.key]: (acc[it.key] ?? 0) + it.n }}), {{}}{record_cast});
  const grownO = {{ ...totalsO, extra: {count} }};
  console.log(totalsO, grownO, Object.keys(grownO).length);
  const pairsO = new Map(itemsO.map((it) => [it.n, it.key]{as_const}));
  const [keyO, valueO] = [{count}, {label}]{as_const};
  console.log(pairsO, keyO + 1, valueO.length);
}}",
                        overloads = t("function pickO(x: number): number;\n  function pickO(x: string): string;\n  "),
                        any = t(": any"),
                        mixed = t(": (number | string)[]"),
                        is_number = t(": v is number"),
                        is_string = t(": v is string"),
                        index = t(""),
                        table = t(": { [key: string]: number }"),
                        num = t(": number"),
                        opt_num = t("?: number"),
                        record_cast = t(" as Record<string, number>"),
                        as_const = t(" as const"),
                        items = t(": { key: string; n: number }[]"),
                    )
                })
            }
            45 => {
                // Object literals passed to functions that only read their
                // properties (built on the caller's stack), beside ones
                // that keep or return theirs; a weak map; an array made by
                // length read before it is filled; remainders by a
                // constant held in a variable; sums of sums through `any`;
                // an interface and an alias every instance declares again.
                let a = print_pair(&self.expr(Ty::Num, 1));
                let label = print_pair(&self.expr(Ty::Str, 1));
                let count = 1 + self.rng.below(6);
                [(&a.0, &label.0, true), (&a.1, &label.1, false)].map(|(a, label, typed)| {
                    let t = |text: &'static str| if typed { text } else { "" };
                    format!(
                        "{{
  {local}
  function readS(p{ps}, k{num}){string} {{
    return p.s + \":\" + (p.x * k + p.y) + \":\" + (p.t === undefined ? \"none\" : p.t.length);
  }}
  function keepS(p{ps}, into{pss}){num} {{
    into.push(p);
    return into.length;
  }}
  function passS(p{ps}){ps} {{
    return p;
  }}
  const intoS{pss} = [];
  let outS = \"\";
  for (let i = 0; i < {count}; i++) {{
    outS += readS({{ x: i % 7, y: {a}, s: {label} + i, t: i % 2 === 0 ? [i, {a}] : undefined }}, i);
    keepS({{ x: i, y: -i, s: {label} }}, intoS);
  }}
  const backS = passS({{ x: {a}, y: 1, s: \"p\" }});
  console.log(outS, intoS.length, intoS[intoS.length - 1], backS);
  const tallyS{tally} = {{ seen: {count}, label: {label} }};
  const pairS{pair} = [tallyS, {{ seen: 0, label: \"\" }}];
  console.log(pairS[0].seen + pairS[1].seen, pairS.map((entry) => entry.label).join(\"/\"));
  const weakS = new WeakMap{weak}();
  const keyS = {{ k: {a} }};
  weakS.set(keyS, 3);
  console.log(weakS.get(keyS), weakS.has({{ k: 1 }}), weakS);
  const cellsS = new Array{cells}({count});
  cellsS[0] = {label};
  console.log(cellsS[{count} - 1] === undefined, cellsS.join(\"|\"), JSON.stringify(cellsS));
  const modS = 1000000007;
  let hS = 7;
  for (let i = 0; i < 50; i++) hS = (hS * 31 + i) % modS;
  console.log(hS, hS % 3, (Math.abs({a}) | 0) % 97);
  const rowsS{anys} = [{{ n: {a}, m: 2, s: {label} }}, {{ n: \"3\", m: null, s: \"\" }}, {{ m: true, s: {label} }}];
  let sumS = 0;
  for (const r of rowsS) {{
    const partS{any} = r.n * 2 + r.m + (r.q === undefined ? 0 : r.q) + r.s.length;
    sumS += r.m + r.s.length + 1;
    console.log(partS, sumS, r.s + r.m + r.s.length, 1 + r.m + (r.m + r.s));
  }}
}}",
                        // Declared again by every instance of the shape
                        // (each its own type in its block).
                        local = t("interface TallyS { seen: number; label: string }\n  type PairS = TallyS[];"),
                        tally = t(": TallyS"),
                        pair = t(": PairS"),
                        any = t(": any"),
                        anys = t(": any[]"),
                        ps = t(": { x: number; y: number; s: string; t?: number[] }"),
                        pss = t(": { x: number; y: number; s: string; t?: number[] }[]"),
                        num = t(": number"),
                        string = t(": string"),
                        weak = t("<object, number>"),
                        cells = t("<string>"),
                    )
                })
            }
            44 => {
                // JSON.parse into declared types: rows of numbers, strings,
                // booleans, nullable numbers, arrays and optional nested
                // properties stringified and parsed back; a record with
                // integer-like and repeated keys; spaced text with a
                // repeated key; texts with syntax errors after values that
                // fit; an optional property added to a parsed row.
                let a = print_pair(&self.expr(Ty::Num, 1));
                let label = print_pair(&self.expr(Ty::Str, 1));
                let count = 1 + self.rng.below(5);
                [(&a.0, &label.0, true), (&a.1, &label.1, false)].map(|(a, label, typed)| {
                    let t = |text: &'static str| if typed { text } else { "" };
                    format!(
                        "{{
  const aJ = Number.isFinite({a}) ? {a} : 7;
  const rowsJ{rows} = [];
  for (let i = 0; i < {count}; i++) rowsJ.push({{ id: i + aJ, name: {label} + i, ok: i % 2 === 0, score: i % 3 === 0 ? null : i * aJ, tags: [{label}, String(i)], inner: i % 2 === 0 ? {{ k: i }} : {{ k: -i, s: {label} }} }});
  const textJ = JSON.stringify(rowsJ);
  const backJ{rows} = JSON.parse(textJ);
  console.log(backJ.length, JSON.stringify(backJ) === textJ, backJ[0], Object.keys(backJ[backJ.length - 1].inner));
  const keyedJ{record} = JSON.parse('{{\"b\":1,\"2\":2,\"a\":' + JSON.stringify(aJ) + ',\"1\":4,\"b\":5}}');
  console.log(keyedJ, Object.keys(keyedJ));
  const spacedJ{pair} = JSON.parse(' {{ \"y\" : [ \"p\" , ' + JSON.stringify({label}) + ' ] , \"x\" : ' + JSON.stringify(aJ) + ' , \"x\" : 3 }} ');
  console.log(spacedJ);
  for (const badJ of ['{{\"x\":1,\"y\":[]', '{{\"x\":1,\"y\":[\"a\",]}}', '{{\"x\":1 \"y\":[]}}']) {{
    try {{
      const parsedJ{pair} = JSON.parse(badJ);
      console.log(parsedJ);
    }} catch (errorJ) {{
      console.log((errorJ{error}).name, (errorJ{error}).message);
    }}
  }}
  backJ[1 % backJ.length].extra = [1, 2];
  console.log(backJ[1 % backJ.length]);
}}",
                        rows = t(": { id: number; name: string; ok: boolean; score: number | null; tags: string[]; inner: { k: number; s?: string }; extra?: number[] }[]"),
                        record = t(": Record<string, number>"),
                        pair = t(": { x: number; y: string[] }"),
                        error = t(" as Error"),
                    )
                })
            }
            43 => {
                // ToPrimitive through `any`: objects with their own
                // `valueOf` (a number, a string, an object that falls back
                // to `toString`) and a class's, under `+` with numbers and
                // strings, arithmetic, comparisons and template literals.
                let a = print_pair(&self.expr(Ty::Num, 1));
                let label = print_pair(&self.expr(Ty::Str, 1));
                [(&a.0, &label.0, true), (&a.1, &label.1, false)].map(|(a, label, typed)| {
                    let t = |text: &'static str| if typed { text } else { "" };
                    format!(
                        "{{
  class MK {{
    n{num};
    constructor(n{num}) {{
      this.n = n;
    }}
    valueOf(){num} {{
      return this.n * 2;
    }}
    toString(){string} {{
      return \"M\" + this.n;
    }}
  }}
  const vK{any} = {{ valueOf: () => {a} }};
  const sK{any} = {{ valueOf: () => {label}, toString: () => \"t\" }};
  const oK{any} = {{ valueOf: () => ({{}}), toString: () => String({a}) }};
  const mK{any} = new MK({a});
  console.log(vK + 1, 1 + vK, vK * 2, vK - 1, vK > 0, vK + \"!\", `${{vK}}`, String(vK));
  console.log(sK + 1, sK * 1, sK < \"m\", `${{sK}}`, oK + 1, oK * 2, `${{oK}}`);
  console.log(mK + mK, mK + \"\", `${{mK}}`, mK < vK, -mK, [vK, mK, oK].map((x) => +x).join());
}}",
                        any = t(": any"),
                        num = t(": number"),
                        string = t(": string"),
                    )
                })
            }
            42 => {
                // Dictionaries made through `any`: numbers stored again and
                // again by name and by string key (including a key that
                // names an index and the text "undefined"), one value held
                // by two dictionaries and by a variable while the first is
                // changed, the value of an assignment, `+` of strings and
                // numbers, `typeof` and `null` tests of every kind of
                // value, an array of nothing but `null` and `undefined`,
                // an array walked while the walk adds to it, and sums
                // stored into a property read by a variable or through a
                // call's result.
                let a = print_pair(&self.expr(Ty::Num, 1));
                let label = print_pair(&self.expr(Ty::Str, 1));
                let list = print_pair(&self.expr(Ty::NumArr, 1));
                let rounds = 1 + self.rng.below(4);
                let limit = 2 + self.rng.below(8);
                [
                    (&a.0, &label.0, &list.0, true),
                    (&a.1, &label.1, &list.1, false),
                ]
                .map(|(a, label, list, typed)| {
                    let t = |text: &'static str| if typed { text } else { "" };
                    format!(
                        "{{
  const dictK{any} = {{}};
  const keysK{strings} = [{label}, \"n\", \"10\", \"x\" + String({label}).length, \"2\", [\"u\"][3] + \"\"];
  for (let i = 0; i < keysK.length * {rounds}; i++) {{
    const keyK = keysK[i % keysK.length];
    dictK[keyK] = (dictK[keyK] || 0) + {a};
    dictK[keyK] -= i;
    if (i % 3 === 0) dictK.n = dictK.n + 0.5;
  }}
  const otherK{any} = {{}};
  otherK.v = dictK.n;
  const keptK = dictK.n;
  dictK.n = dictK.n * 2;
  otherK.v += 1;
  const setK = (dictK.n = keptK - 1);
  dictK[\"n\"] = dictK[\"n\"] + setK;
  console.log(dictK, otherK, keptK, setK, Object.keys(dictK).join(\"|\"), JSON.stringify(dictK));
  const listK{any} = [...{list}];
  for (const v of listK) {{
    if (listK.length < {limit}) listK.push(typeof v === \"number\" ? v * 2 : v);
  }}
  const nilsK = [null, undefined, null];
  console.log(nilsK, nilsK.map((v) => v === null), nilsK.length);
  const mixK{anys} = [{a}, {label}, null, undefined, {{}}, [], listK, true, () => 1];
  console.log(mixK.map((v) => [typeof v === \"object\", v === null, v == undefined, typeof v !== \"string\", \"function\" == typeof v].map((f) => (f ? 1 : 0)).join(\"\")).join(\",\"), listK);
  const stepK{any} = {{ c: {a}, s: {label} }};
  stepK.c = stepK.c + 1;
  stepK.s = stepK.s + 1;
  stepK.t = 1 + stepK.s;
  stepK.u = 2 + stepK.c;
  const resultK = (stepK.c = stepK.c * 3);
  stepK[\"c\"] -= 1;
  console.log(stepK, resultK, stepK.c > {a}, stepK[\"s\"].length);
  const pickK = (){any} => stepK;
  const heldK = stepK.c;
  pickK().c = pickK().c + 2;
  pickK()[\"u\"] = 0.5 + pickK().u;
  pickK().s = pickK().s + heldK;
  console.log(heldK, stepK.c, stepK.u, stepK.s);
}}",
                        any = t(": any"),
                        anys = t(": any[]"),
                        strings = t(": string[]"),
                    )
                })
            }
            41 => {
                // Methods replaced on some instances (an arrow capturing
                // the loop's variable, a `function` using `this`, through
                // `any`), then the instances called, listed, printed,
                // spread, destructured with a rest and read through
                // `any`: a replacement is an own property of its
                // instance, its class's method is not.
                let level = print_pair(&self.expr(Ty::Num, 1));
                let count = 1 + self.rng.below(6);
                let read_every = 1 + self.rng.below(3);
                let tag_every = 1 + self.rng.below(4);
                let loose = self.rng.below(count + 1);
                // Bound in the constructor (`this.m = this.m.bind(this)`),
                // or wrapped around the method read as a value.
                let bind = self.rng.chance(40);
                let wrap = self.rng.chance(40);
                let looks = [
                    "g.read(), g.tag(\"!\")",
                    "Object.keys(g).join(\",\")",
                    "JSON.stringify(g)",
                    "g",
                    "Object.keys({ ...g }).join(\",\")",
                    "{ ...g, level: 0 }",
                    "Object.keys(Object.assign({}, g)).join(\",\")",
                    "typeof (g as any).read, typeof (g as any).tag",
                    "Object.entries(g).map(([k, v]) => k + \"=\" + typeof v).join(\";\")",
                    "g.read.call(g), g.tag.call(g, \"?\")",
                ];
                let mut picked = Vec::new();
                for _ in 0..2 + self.rng.below(4) {
                    picked.push(looks[self.rng.below(looks.len())]);
                }
                let rest = self.rng.chance(50);
                // Some instances of a subclass whose override calls
                // `super.read()`: the parent's method, never the
                // replacement on the object.
                let sub = self.rng.chance(50);
                let gauge = self.fresh("Gauge");
                [(&level.0, true), (&level.1, false)].map(|(level, typed)| {
                    let t = |typed_text: &'static str| if typed { typed_text } else { "" };
                    let looks: String = picked
                        .iter()
                        .map(|look| {
                            let look = if typed {
                                look.to_string()
                            } else {
                                look.replace(" as any", "")
                            };
                            format!("    console.log({look});\n")
                        })
                        .collect();
                    let rest = if rest {
                        "    const { read, ...others } = g;\n    console.log(typeof read, Object.keys(others).join(\",\"));\n"
                    } else {
                        ""
                    };
                    let bind = if bind {
                        "    this.tag = this.tag.bind(this);\n"
                    } else {
                        ""
                    };
                    let wrap = if wrap {
                        format!(
                            "  const inner = gauges[{last}].read;\n  gauges[{last}].read = function ({this_param}){number} {{\n    return inner.call(this) + 1;\n  }};\n",
                            this_param = if typed { format!("this: {gauge}") } else { String::new() },
                            number = t(": number"),
                            last = count - 1,
                        )
                    } else {
                        String::new()
                    };
                    let loose = if loose < count {
                        format!(
                            "  const loose{any} = gauges[{loose}];\n  loose.read = () => -7;\n",
                            any = t(": any")
                        )
                    } else {
                        String::new()
                    };
                    let (subclass, make) = if sub {
                        (
                            format!(
                                "  class {gauge}Sub extends {gauge} {{\n    read(){number} {{\n      return super.read() * 2 + 1;\n    }}\n  }}\n",
                                number = t(": number"),
                            ),
                            format!("i % 2 === 1 ? new {gauge}Sub(\"g\" + i) : new {gauge}(\"g\" + i)"),
                        )
                    } else {
                        (String::new(), format!("new {gauge}(\"g\" + i)"))
                    };
                    format!(
                        r#"{{
  class {gauge} {{
    level{number} = {level};
    name{string};
    constructor(name{string}) {{
      this.name = name;
{bind}    }}
    read(){number} {{
      return this.level;
    }}
    tag(suffix{string}){string} {{
      return this.name + suffix;
    }}
  }}
{subclass}  const gauges{array} = [];
  for (let i = 0; i < {count}; i++) {{
    const g = {make};
    if (i % {read_every} === 0) g.read = () => i * 10;
    if (i % {tag_every} === 1) {{
      g.tag = function ({this_param}suffix{string}){string} {{
        return "<" + this.name + suffix + ">";
      }};
    }}
    gauges.push(g);
  }}
{wrap}{loose}  for (const g of gauges) {{
{looks}{rest}  }}
}}"#,
                        number = t(": number"),
                        string = t(": string"),
                        array = if typed { format!(": {gauge}[]") } else { String::new() },
                        this_param = if typed { format!("this: {gauge}, ") } else { String::new() },
                    )
                })
            }
            40 => {
                // A class's methods called with a `this` of another kind
                // (`call`, `apply`, `bind`, a method value stored on
                // another object and called through it), and `#name` on
                // values of type `any` (`#x in v`, `v.#x`), over a random
                // mix of instances, a subclass's, look-alike objects and
                // primitives.
                let reading = print_pair(&self.expr(Ty::Num, 1));
                // Names of their own and a literal initializer: a class
                // named like another or whose initializers read the
                // block's variables is a local class, whose methods have
                // no foreign-`this` variant (scriptc's TypeError).
                let meter = self.fresh("Meter");
                let sub = self.fresh("Sub");
                let unit = ["\"kg\"", "\"\"", "\"Ω≈\"", "\"0\""][self.rng.below(4)].to_string();
                let unit = (unit.clone(), unit);
                let pool = [
                    "meter",
                    "new SUB(4)",
                    "{ unit: \"look-alike\" }",
                    "{ unit: \"hashed\", \"#reading\": 1 }",
                    "5",
                    "\"text\"",
                    "null",
                    "undefined",
                    "[1, 2]",
                    "true",
                ];
                let mut others = Vec::new();
                for _ in 0..2 + self.rng.below(5) {
                    others.push(pool[self.rng.below(pool.len())]);
                }
                let others = others.join(", ").replace("SUB", &sub);
                let forms = [
                    "label.call(other)",
                    "label.apply(other, [])",
                    "label.bind(other)()",
                    "scale.call(other, 3)",
                    "show.call(other, \"p\")",
                    "show.apply(other, [\"q\"])",
                    "bump.call(other, 2)",
                ];
                let mut calls = Vec::new();
                for _ in 0..1 + self.rng.below(3) {
                    calls.push(forms[self.rng.below(forms.len())]);
                }
                let calls = calls.join(", ");
                [(&reading.0, &unit.0, true), (&reading.1, &unit.1, false)].map(
                    |(reading, unit, typed)| {
                        let t = |typed_text: &'static str| if typed { typed_text } else { "" };
                        format!(
                            r#"{{
  class {meter} {{
    #reading{number};
    unit = {unit};
    constructor(reading{number}) {{
      this.#reading = reading;
    }}
    show(prefix{string}){string} {{
      return prefix + ":" + this.unit + "/" + this.#reading;
    }}
    scale(by{number}){number} {{
      return by * 3;
    }}
    label(){string} {{
      return "[" + this.unit + "]";
    }}
    bump(by{number}){number} {{
      this.#reading += by;
      return this.#reading;
    }}
    static owns(value{any}){boolean} {{
      return #reading in value;
    }}
    peek(value{any}){number} {{
      return value.#reading;
    }}
  }}
  class {sub} extends {meter} {{
    unit = "sub";
  }}
  const meter = new {meter}({reading});
  const others{anys} = [{others}];
  const show = meter.show;
  const scale = meter.scale;
  const label = meter.label;
  const bump = meter.bump;
  for (const other of others) {{
    try {{
      console.log({calls});
    }} catch (e) {{
      console.log("caught", e instanceof TypeError, String(e));
    }}
    try {{
      console.log({meter}.owns(other), meter.peek(other));
    }} catch (e) {{
      console.log("caught", String(e));
    }}
  }}
  const holder{any} = {{ unit: "held" }};
  holder.f = meter.label;
  holder.g = meter.bump;
  try {{
    console.log(holder.f(), holder.g(1));
  }} catch (e) {{
    console.log("caught", String(e));
  }}
}}"#,
                            number = t(": number"),
                            string = t(": string"),
                            boolean = t(": boolean"),
                            any = t(": any"),
                            anys = t(": any[]"),
                        )
                    },
                )
            }
            39 => {
                // Thenables awaited (an object literal's `then` that may
                // reject, a class's), and an async generator delegating
                // with `yield*` to another (whose `finally` awaits), to a
                // generator of promises and to an array, stepped by hand
                // with `next(v)`, `throw(e)` and `return(v)` in a random
                // order, then left early by `for await`.
                let base = print_pair(&self.expr(Ty::Num, 1));
                let list = print_pair(&self.expr(Ty::NumArr, 1));
                let keep = self.rng.below(5);
                let mut steps = Vec::new();
                for _ in 0..1 + self.rng.below(4) {
                    steps.push(match self.rng.below(4) {
                        0 => "it.throw(new Error(\"boom\"))".to_string(),
                        1 => format!("it.return(\"r{}\")", self.rng.below(9)),
                        _ => format!("it.next({})", self.rng.below(9)),
                    });
                }
                [(&base.0, &list.0, true), (&base.1, &list.1, false)].map(|(base, list, typed)| {
                    let t = |typed_text: &'static str, plain_text: &'static str| {
                        if typed { typed_text } else { plain_text }
                    };
                    let steps: String = steps
                        .iter()
                        .map(|step| format!("      console.log(JSON.stringify(await {step}));\n"))
                        .collect();
                    format!(
                        r#"{{
  const base = {base};
  const thenable = {{
    then(ok{ok}, fail{fail}){void} {{
      if (base > 2) fail(new RangeError("thenable " + base));
      else ok(base * 2);
    }},
  }};
  class Later {{
    constructor({param}) {{{assign}}}
    then(ok{ok}){void} {{
      ok(this.v + 1);
    }}
  }}
  async function* inner(list{list_type}){inner_result} {{
    let total = 0;
    try {{
      for (const v of list) {{
        const got = yield v;
        total += got ?? 0;
        await null;
      }}
    }} catch (e) {{
      console.log("inner caught", {message});
      yield -1;
    }} finally {{
      console.log("inner finally", total);
      await null;
    }}
    return "total " + total;
  }}
  function* promised(list{list_type}){sync_result} {{
    for (const v of list) yield v > 0 ? Promise.resolve(v) : v;
    return list.length;
  }}
  async function* outer(list{list_type}){outer_result} {{
    try {{
      const end = yield* inner(list);
      console.log("outer got", end);
      const n = yield* promised(list);
      yield* [n, n + 1];
      return end;
    }} finally {{
      console.log("outer finally");
    }}
  }}
  const run = async (){run_result} => {{
    try {{
      console.log("await thenable", await thenable);
    }} catch (e) {{
      console.log("thenable failed", {message});
    }}
    console.log("await Later", await new Later(base));
    const it = outer({list});
    try {{
      console.log(JSON.stringify(await it.next()));
{steps}    }} catch (e) {{
      console.log("escaped", {message});
    }}
    const all{all_type} = [];
    for await (const v of outer({list})) {{
      if (all.length > {keep}) break;
      all.push(v);
    }}
    console.log("all", all);
  }};
  run();
  console.log("run started");
}}"#,
                        ok = t(": (value: number) => void", ""),
                        fail = t(": (reason: unknown) => void", ""),
                        void = t(": void", ""),
                        param = t("private readonly v: number", "v"),
                        assign = t("", "\n      this.v = v;\n    "),
                        list_type = t(": number[]", ""),
                        inner_result =
                            t(": AsyncGenerator<number, string, number | undefined>", ""),
                        sync_result = t(
                            ": Generator<number | Promise<number>, number, number | undefined>",
                            ""
                        ),
                        outer_result =
                            t(": AsyncGenerator<number, string, number | undefined>", ""),
                        run_result = t(": Promise<void>", ""),
                        message = t("(e as Error).message", "e.message"),
                        all_type = t(": number[]", ""),
                    )
                })
            }
            38 => {
                // Namespaces (members named like the module's and another
                // namespace's, nested, merged, classes and enums in them)
                // from the prelude; enums used as values (printed, held,
                // compared, their keys), mixed enums, a block's own enum;
                // built-in methods read as values and compared; tuples
                // with optional and rest elements.
                let count = print_pair(&self.expr(Ty::Num, 1));
                let label = print_pair(&self.expr(Ty::Str, 1));
                [
                    (&count.0, &label.0, true),
                    (&count.1, &label.1, false),
                ]
                .map(|(count, label, typed)| {
                    let t = |text: &'static str| if typed { text } else { "" };
                    let local_enum = if typed {
                        "enum LocalK {\n    A,\n    B = \"b\",\n    C = 4,\n  }"
                    } else {
                        "let LocalK;\n  (function (LocalK) {\n    LocalK[LocalK[\"A\"] = 0] = \"A\";\n    LocalK[\"B\"] = \"b\";\n    LocalK[LocalK[\"C\"] = 4] = \"C\";\n  })(LocalK || (LocalK = {}));"
                    };
                    format!(
                        "{{
  const nK = {count};
  const sK = {label};
  {local_enum}
  console.log(scale(nK), FzGeo.scale(nK), FzAlt.scale(nK), FzGeo.both(nK), FzGeo.unit);
  const pK = new FzGeo.Pt(nK);
  const qK{pt} = pK;
  console.log(pK, qK.twice(), new FzAlt.Pt(), pK instanceof FzGeo.Pt, FzGeo.Pt.name, FzGeo.scale.name);
  console.log(FzGeo.Deep.mark(sK), FzGeo.Deep.tag);
  console.log(FzGeo.Hue, FzGeo.Hue.Blue, FzGeo.Hue[FzGeo.Hue.Gold], Object.keys(FzGeo.Hue));
  const hueK{hue} = nK > 0 ? FzGeo.Hue.Blue : FzGeo.Hue.Gold;
  console.log(hueK, typeof hueK, hueK === FzGeo.Hue.Gold, LocalK, LocalK.B, Object.values(LocalK));
  const heldK = {{ hues: FzGeo.Hue, local: LocalK }};
  console.log(JSON.stringify(heldK), heldK.hues === FzGeo.Hue, heldK.local.C);
  const arrK = [nK];
  const otherK = [nK + 1];
  const shiftK = arrK.shift;
  console.log(arrK.push === otherK.push, typeof arrK.shift, sK.at === \"z\".at, shiftK.call(arrK), arrK);
  const tupK{tup} = nK > 1 ? [sK] : [sK, nK];
  const restK{rest} = [nK, sK, \"x\"];
  const [firstK, secondK = 7] = tupK;
  for (const [oneK, twoK] of [tupK, tupK]) console.log(oneK.length, twoK ?? -1);
  console.log(tupK, tupK.length, tupK[1] ?? -1, restK[2], restK.slice(1), firstK, secondK, JSON.stringify(restK));
}}",
                        pt = t(": FzGeo.Pt"),
                        hue = t(": FzGeo.Hue"),
                        tup = t(": [label: string, count?: number]"),
                        rest = t(": [number, ...string[]]"),
                    )
                })
            }
            37 => {
                // Integrity levels (`Object.freeze`, `seal`,
                // `preventExtensions` of instances, literals, records and
                // arrays; the writes they forbid caught; `isFrozen` and
                // friends); a tag's strings with `raw` and `String.raw`;
                // regex matches' `index`, `input` and `groups`, printed.
                let list = print_pair(&self.expr(Ty::NumArr, 1));
                let label = print_pair(&self.expr(Ty::Str, 1));
                let count = print_pair(&self.expr(Ty::Num, 1));
                [
                    (&list.0, &label.0, &count.0, true),
                    (&list.1, &label.1, &count.1, false),
                ]
                .map(|(list, label, count, typed)| {
                    let t = |text: &'static str| if typed { text } else { "" };
                    format!(
                        "{{
  const listK = {list};
  const labelK{string} = {label};
  const countK = {count};
  function tryK(what{string}, f{thunk}) {{
    try {{
      f();
      console.log(what, \"ok\");
    }} catch (e{any}) {{
      console.log(what, e instanceof TypeError, e.message);
    }}
  }}
  class CellK {{
    value{number};
    name{string};
    constructor(value{number}, name{string}) {{
      this.value = value;
      this.name = name;
    }}
    bump() {{
      this.value += 1;
      return this.value;
    }}
  }}
  const cellK = new CellK(countK, labelK);
  const sealedK = {{ n: countK, s: labelK }};
  const recordK{record} = {{ a: countK }};
  const frozenListK = [...listK];
  console.log(Object.isFrozen(cellK), Object.isExtensible(sealedK), Object.isSealed(recordK));
  if (countK > 0) Object.freeze(cellK);
  Object.seal(sealedK);
  if (listK.length % 2 === 0) Object.preventExtensions(recordK);
  else Object.freeze(recordK);
  Object.freeze(frozenListK);
  tryK(\"bump\", () => cellK.bump());
  tryK(\"name\", () => {{ cellK.name += labelK; }});
  tryK(\"sealed\", () => {{ sealedK.n = sealedK.n * 2; }});
  tryK(\"add\", () => {{ recordK[labelK + \"x\"] = 1; }});
  tryK(\"write\", () => {{ recordK.a = countK + 1; }});
  tryK(\"delete\", () => {{ delete recordK.a; }});
  tryK(\"push\", () => frozenListK.push(countK));
  tryK(\"store\", () => {{ frozenListK[0] = countK; }});
  tryK(\"sort\", () => frozenListK.sort());
  tryK(\"assign\", () => Object.assign(sealedK, {{ s: labelK + labelK }}));
  console.log(cellK, sealedK, recordK, frozenListK);
  console.log(Object.isFrozen(cellK), Object.isSealed(sealedK), Object.isFrozen(recordK), Object.isExtensible(frozenListK), Object.isFrozen(countK));
  function tagK(strings{template}, ...values{unknowns}) {{
    return strings.map((s{string}, i{number}) => s.length + \"/\" + strings.raw[i].length).join(\",\") + \"|\" + String.raw(strings, ...values);
  }}
  console.log(tagK`a\\n${{countK}}\\tb${{labelK}}\\u0041`, String.raw`x\\y${{countK}}`);
  const textK = labelK + \" \" + listK.join(\"-\") + \" k\" + countK;
  const wordK = /(?<word>[a-z]+)(\\d*)/.exec(textK);
  console.log(wordK, wordK?.index, wordK?.groups?.word);
  const numberK = /(\\d+)/g;
  let foundK{exec};
  while ((foundK = numberK.exec(textK)) !== null) console.log(foundK[1], foundK.index, foundK.input.length);
  console.log(textK.match(/-/g)?.index, [...textK.matchAll(/\\d/g)].map((m{match}) => m.index));
}}",
                        number = t(": number"),
                        string = t(": string"),
                        any = t(": any"),
                        thunk = t(": () => unknown"),
                        record = t(": Record<string, number>"),
                        template = t(": TemplateStringsArray"),
                        unknowns = t(": unknown[]"),
                        exec = t(": RegExpExecArray | null"),
                        match = t(": RegExpMatchArray"),
                    )
                })
            }
            36 => {
                // Getters and setters in object literals (read and written
                // through the literal, a structural type and `any`;
                // printed, listed, stringified, spread and cloned), and
                // `Object.assign` onto `this` (a `Partial` of the class),
                // an instance and a function; returning locals closures
                // share (a literal whose methods name it, a string a
                // callback reassigns).
                let list = print_pair(&self.expr(Ty::NumArr, 1));
                let label = print_pair(&self.expr(Ty::Str, 1));
                let count = print_pair(&self.expr(Ty::Num, 1));
                [
                    (&list.0, &label.0, &count.0, true),
                    (&list.1, &label.1, &count.1, false),
                ]
                .map(|(list, label, count, typed)| {
                    let t = |text: &'static str| if typed { text } else { "" };
                    format!(
                        "{{
  const listJ = {list};
  const labelJ{string} = {label};
  const countJ = {count};
  let readsJ = 0;
  const boxJ = {{
    items: listJ,
    name: labelJ,
    get total(){number} {{
      readsJ++;
      return this.items.reduce((a{number}, b{number}) => a + b, 0);
    }},
    get label(){string} {{
      return this.name + \":\" + this.items.length;
    }},
    set label(v{string}) {{
      this.name = v.trim();
    }},
    set first(v{number}) {{
      this.items = [v, ...this.items];
    }},
    scaled(f{number}) {{
      return this.total * f;
    }},
  }};
  console.log(boxJ.total, boxJ.label, boxJ.scaled(countJ), readsJ);
  boxJ.label = \" \" + labelJ + \" \";
  boxJ.first = countJ;
  console.log(boxJ, Object.keys(boxJ), JSON.stringify(boxJ), readsJ);
  const copyJ = {{ ...boxJ }};
  console.log(copyJ, \"total\" in boxJ, Object.hasOwn(boxJ, \"first\"), readsJ);
  const heldJ{any} = boxJ;
  const anyCountJ{any} = countJ;
  console.log(heldJ.total, heldJ.label, readsJ, heldJ.constructor.name, anyCountJ.constructor.name, listJ.constructor.name);
  try {{
    anyCountJ.missing.deeper = 1;
  }} catch (e{any}) {{
    console.log(e.constructor.name, e instanceof TypeError);
  }}
  heldJ.label = labelJ;
  const tempJ = {{ c: countJ, get f(){number} {{ return (this.c * 9) / 5 + 32; }} }};
  console.log(boxJ.label, structuredClone(tempJ), structuredClone(tempJ).f, readsJ);
  const viewJ{view} = boxJ;
  console.log(viewJ.total + countJ, viewJ.label);
  class OptsJ {{
    depth = 0;
    name = \"opts\";
    constructor(init{partial}) {{
      Object.assign(this, init);
    }}
  }}
  console.log(new OptsJ({{ depth: countJ }}), new OptsJ(), Object.assign(new OptsJ(), {{ name: labelJ }}));
  function tagJ(s{string}) {{
    return s + \"!\";
  }}
  function accountJ(start{number}) {{
    const self = {{
      balance: start,
      deposit(amount{number}){number} {{
        self.balance += amount;
        return self.balance;
      }},
      get half(){number} {{
        return self.balance / 2;
      }},
    }};
    return self;
  }}
  function lastJ(words{strings}){string} {{
    let last = labelJ;
    const take = (word{string}) => {{
      last = word + last.length;
    }};
    words.forEach(take);
    return last;
  }}
  const accJ = accountJ(countJ);
  console.log(accJ.deposit(listJ.length), accJ.half, accJ, lastJ([labelJ, \"x\"]));
  const tJ = Object.assign(tagJ, {{ count: countJ }});
  console.log(tJ.count, tJ(labelJ));
}}",
                        number = t(": number"),
                        string = t(": string"),
                        any = t(": any"),
                        view = t(": { readonly total: number; label: string }"),
                        strings = t(": string[]"),
                        partial = t("?: Partial<OptsJ>"),
                    )
                })
            }
            35 => {
                // Own properties (`Object.hasOwn`, `hasOwnProperty`,
                // `Object.prototype.hasOwnProperty.call`) of instances,
                // optional properties, records, arrays and `any`; records
                // keyed by numbers; a map's entries taken whole;
                // well-known and registered symbols as keys through `any`;
                // `Array.prototype.slice.call`; static fields declared
                // without an initializer.
                let list = print_pair(&self.expr(Ty::NumArr, 1));
                let label = print_pair(&self.expr(Ty::Str, 1));
                let count = print_pair(&self.expr(Ty::Num, 1));
                [
                    (&list.0, &label.0, &count.0, true),
                    (&list.1, &label.1, &count.1, false),
                ]
                .map(|(list, label, count, typed)| {
                    let t = |text: &'static str| if typed { text } else { "" };
                    format!(
                        "{{
  const listH = {list};
  const labelH = {label};
  const countH = {count};
  class PointH {{
    static made{number};
    static title{string};
    static ready{boolean};
    static {{
      PointH.ready = false;
    }}
    x{number};
    constructor(x{number}) {{
      this.x = x;
      PointH.made = (PointH.made ?? 0) + 1;
    }}
    norm() {{
      return Math.abs(this.x);
    }}
    *[Symbol.iterator]() {{
      yield this.x;
    }}
  }}
  const pointH = new PointH(countH);
  const optionsH{options} = {{ depth: listH.length }};
  if (countH > 0) optionsH.verbose = true;
  console.log(Object.hasOwn(pointH, \"x\"), Object.hasOwn(pointH, \"norm\"), pointH.hasOwnProperty(labelH), Object.hasOwn(optionsH, \"verbose\"));
  console.log(Object.hasOwn(listH, 0), Object.hasOwn(listH, \"length\"), listH.hasOwnProperty(listH.length), Object.prototype.hasOwnProperty.call(optionsH, \"depth\"));
  console.log(PointH.made, PointH.title, PointH.ready, Symbol.iterator in pointH, Symbol.iterator in listH);
  const byLengthH{by_length} = {{}};
  for (const n of listH) {{
    const key = Math.trunc(Math.abs(n)) % 3;
    byLengthH[key] = (byLengthH[key] ?? 0) + 1;
  }}
  console.log(byLengthH, Object.keys(byLengthH), 1 in byLengthH, Object.hasOwn(byLengthH, 2));
  const mapH = new Map(listH.map((n, i){pair} => [labelH + i, n]));
  for (const entry of mapH) console.log(entry, entry[1]);
  const tagH{any} = Symbol.for(labelH);
  const heldH{any} = {{ [Symbol.iterator]: () => listH.values(), plain: 1 }};
  console.log(typeof heldH[Symbol.iterator], Symbol.iterator in heldH, heldH[tagH], tagH in heldH, Object.hasOwn(heldH, \"plain\"));
  function restH(){string} {{
    const parts{strings} = Array.prototype.slice.call(arguments, 1);
    return parts.join(\"+\") + arguments.length;
  }}
  console.log((restH{as_rest})(labelH, \"a\", labelH));
}}",
                        number = t(": number"),
                        string = t(": string"),
                        boolean = t(": boolean"),
                        strings = t(": string[]"),
                        options = t(": { depth: number; verbose?: boolean }"),
                        by_length = t(": Record<number, number>"),
                        pair = t(": [string, number]"),
                        any = t(": any"),
                        as_rest = t(" as (...xs: string[]) => string"),
                    )
                })
            }
            34 => {
                // `Iterable<T>` parameters given arrays, strings, sets, map
                // keys and entries, generators (one left early: its
                // `finally` runs), classes with `[Symbol.iterator]()` (a
                // generator method, and an iterator object's `next()`),
                // each iterated twice; the same classes iterated through
                // `any` (for-of, spread, destructuring, `yield*`).
                let list = print_pair(&self.expr(Ty::NumArr, 1));
                let label = print_pair(&self.expr(Ty::Str, 1));
                let stop = self.rng.below(4);
                [(&list.0, &label.0, true), (&list.1, &label.1, false)].map(|(list, label, typed)| {
                    let t = |text: &'static str| if typed { text } else { "" };
                    format!(
                        "{{
  const listI = {list};
  const labelI = {label};
  function sumI(xs{numbers}){number} {{
    let total = 0;
    for (const x of xs) total += x;
    for (const x of xs) total += x / 2;
    return total;
  }}
  function joinI(xs{strings}){string} {{
    return [...xs].join(\"|\") + \"/\" + Array.from(xs).length;
  }}
  function* countI(n{number}){generator} {{
    try {{
      for (let i = 0; i < n; i++) {{
        console.log(\"yield\", i);
        yield i;
      }}
    }} finally {{
      console.log(\"count closed\");
    }}
  }}
  function firstI(xs{numbers}, stop{number}){array} {{
    const taken{array} = [];
    for (const x of xs) {{
      taken.push(x);
      if (taken.length > stop) break;
    }}
    return taken;
  }}
  class BagI{implements_numbers} {{
    items{array};
    constructor(items{array}) {{
      this.items = items;
    }}
    *[Symbol.iterator]() {{
      for (const item of this.items) yield item * 2;
    }}
  }}
  class StepsI{implements_strings} {{
    text{string};
    constructor(text{string}) {{
      this.text = text;
    }}
    [Symbol.iterator](){iterator} {{
      let at = 0;
      const text = this.text;
      return {{
        next: (){result} => at < text.length ? {{ value: text[at++], done: false }} : {{ value: undefined, done: true }},
      }};
    }}
  }}
  console.log(sumI(listI), sumI(new Set(listI)), sumI(listI.values()), sumI(new BagI(listI)), sumI(new Float64Array(listI)));
  console.log(joinI(labelI), joinI(new Set(labelI)), joinI(new StepsI(labelI)), joinI(new Map([[labelI, 1]]).keys()), joinI([labelI, labelI]));
  console.log(firstI(countI(listI.length + 2), {stop}), firstI(new BagI(listI), {stop}));
  const mapI = new Map(listI.map((n, i){pair} => [labelI + i, n]));
  const entriesI{entries} = mapI;
  for (const [k, v] of entriesI) console.log(k, v);
  console.log([...entriesI].length, new Map(entriesI).size);
  const heldI{any} = new BagI(listI);
  const stepsI{any} = new StepsI(labelI);
  console.log([...heldI], Array.from(stepsI), [...stepsI].length);
  const [headI, ...restI] = heldI;
  console.log(headI, restI);
  function* relayI(){any_generator} {{
    yield* stepsI;
    yield* heldI;
  }}
  console.log([...relayI()]);
}}",
                        numbers = t(": Iterable<number>"),
                        strings = t(": Iterable<string>"),
                        number = t(": number"),
                        string = t(": string"),
                        array = t(": number[]"),
                        generator = t(": Generator<number>"),
                        implements_numbers = t(" implements Iterable<number>"),
                        implements_strings = t(" implements Iterable<string>"),
                        iterator = t(": Iterator<string>"),
                        result = t(": IteratorResult<string>"),
                        entries = t(": Iterable<[string, number]>"),
                        any = t(": any"),
                        any_generator = t(": Generator<any>"),
                        pair = t(": [string, number]"),
                    )
                })
            }
            33 => {
                // Values of type `any` given to JavaScript's own functions
                // (converted, not checked); objects with their own
                // `toString` (typed, through `any`, as an arrow) turned
                // into text; values that reach themselves printed and
                // given to `%j`; bigints to `%d`; typed arrays indexed,
                // written and read through `any`.
                let a = print_pair(&self.expr(Ty::Num, 1));
                let label = print_pair(&self.expr(Ty::Str, 1));
                [(&a.0, &label.0, true), (&a.1, &label.1, false)].map(|(a, label, typed)| {
                    let t = |text: &'static str| if typed { text } else { "" };
                    format!(
                        "{{
  const numQ{any} = {a};
  const textQ{any} = {label};
  const nothingQ{any} = null;
  const missingQ{any} = undefined;
  const wordQ = {label};
  console.log(Math.abs(textQ), Math.max(numQ, textQ, 1), Math.min(nothingQ, numQ), Math.floor(missingQ), Math.round(\"2.5\"{as_any}));
  console.log([1, 2, 3].join(numQ), [4, 5].join(nothingQ), [6, 7].join(missingQ), wordQ.padStart(8, numQ), wordQ.repeat(2).indexOf(numQ), wordQ.includes(nothingQ));
  console.log((12.5).toFixed(missingQ), (12.5).toPrecision(missingQ), (0.5).toExponential(missingQ), parseInt(textQ, missingQ), String.fromCharCode(numQ), (255).toString(missingQ));
  const ownQ = {{ n: numQ, toString() {{ return \"own \" + this.n; }} }};
  const heldQ{any} = {{ tag: wordQ, toString: () => \"held \" + wordQ }};
  console.log(String(ownQ), `${{ownQ}}`, \"x\" + ownQ, [ownQ, heldQ].join(\"|\"), String(heldQ), `${{heldQ}}`, \"y\".padEnd(4, heldQ));
  const ringQ{ring} = {{ name: wordQ, items: []{items} }};
  ringQ.items.push(ringQ, numQ);
  ringQ.self = ringQ;
  const pairQ{any} = {{ left: ringQ, right: {{ back: ringQ.items }} }};
  console.log(ringQ, [ringQ], pairQ);
  console.log(\"%j|%d|%i|%j\", ringQ, 7n, numQ, {{ plain: wordQ }});
  const typedQ{any} = new Int16Array([1, 2, 3]);
  typedQ[0] = 40000;
  typedQ[1] = textQ;
  typedQ[9] = 1;
  console.log(typedQ[0], typedQ[1], typedQ[9], typedQ.length, typedQ.join(\"/\"), [...typedQ], Object.keys(typedQ), typedQ.indexOf(3));
}}",
                        any = t(": any"),
                        as_any = t(" as any"),
                        ring = t(": { name: string; items: unknown[]; self?: unknown }"),
                        items = t(" as unknown[]"),
                    )
                })
            }
            32 => {
                // Tuples changed element by element (assignment, compound
                // assignment, destructuring assignment into elements); `in`
                // on arrays, maps and sets, typed and through `any`; the
                // keys, values and entries of arrays and sets read through
                // `any`; `Array.from` of an array-like object; URL.parse and
                // URL.canParse with a base.
                let list = print_pair(&self.expr(Ty::NumArr, 1));
                let limit = print_pair(&self.expr(Ty::Num, 1));
                let label = print_pair(&self.expr(Ty::Str, 1));
                [
                    (&list.0, &limit.0, &label.0, true),
                    (&list.1, &limit.1, &label.1, false),
                ]
                .map(|(list, limit, label, typed)| {
                    let t = |text: &'static str| if typed { text } else { "" };
                    format!(
                        "{{
  const listW{numbers} = {list};
  const labelW = {label};
  const pairW{pair} = [labelW, listW.length];
  pairW[1] += {limit};
  pairW[0] = pairW[0].toUpperCase() + pairW[1];
  const tripleW{triple} = [listW.length, labelW, false];
  tripleW[2] = !tripleW[2];
  [tripleW[0], tripleW[1]] = [tripleW[0] * 2, tripleW[1] + pairW[0]];
  console.log(pairW, tripleW, 0 in listW, 3 in listW, \"length\" in listW, listW.length - 1 in listW, \"1\" in listW);
  const mapW = new Map{map}([[labelW, 1]]);
  const setW = new Set(listW);
  console.log(\"size\" in mapW, labelW in mapW, \"has\" in setW, \"x\" in setW);
  const anyW{any} = listW;
  const setAnyW{any} = setW;
  console.log(0 in anyW, \"length\" in anyW, 2 in setAnyW, [...anyW.keys()], [...anyW.entries()].slice(0, 2), [...setW.entries()].slice(0, 3), [...setAnyW.values()].length);
  console.log(setAnyW.entries(), anyW.values());
  const likeW{any} = {{ length: 3, 0: labelW, 2: listW.length }};
  console.log(Array.from(likeW), Array.from(anyW).length);
  const urlW = URL.parse(\"p/\" + encodeURIComponent(labelW) + \"?q=\" + listW.length, \"https://example.com/base/\");
  console.log(urlW?.pathname, urlW?.search, urlW?.href, URL.canParse(labelW), URL.canParse(\"x\", \"https://a.b/\"), URL.parse(\"not a url\"));
}}",
                        numbers = t(": number[]"),
                        pair = t(": [string, number]"),
                        triple = t(": [number, string, boolean]"),
                        map = t("<string, number>"),
                        any = t(": any"),
                    )
                })
            }
            31 => {
                // Iterating values typed `any`: a generator held in one runs
                // as a loop goes (an early break closes it), destructuring
                // takes what it names, spread takes the rest; iterators of
                // maps, sets and arrays kept as values and printed.
                let list = print_pair(&self.expr(Ty::NumArr, 1));
                let limit = print_pair(&self.expr(Ty::Num, 1));
                let label = print_pair(&self.expr(Ty::Str, 1));
                [
                    (&list.0, &limit.0, &label.0, true),
                    (&list.1, &limit.1, &label.1, false),
                ]
                .map(|(list, limit, label, typed)| {
                    let (generator, any, numbers) = if typed {
                        ("(): Generator<number>", ": any", ": number[]")
                    } else {
                        ("()", "", "")
                    };
                    format!(
                        "{{\n  const listI{numbers} = {list};\n  function* countI{generator} {{\n    try {{\n      for (const v of listI) {{\n        console.log(\"yield\", v);\n        yield v;\n      }}\n    }} finally {{\n      console.log(\"count closed\");\n    }}\n  }}\n  const heldI{any} = countI();\n  for (const v of heldI) {{\n    console.log(\"got\", v);\n    if (v > {limit}) break;\n  }}\n  const pairI{any} = countI();\n  const [firstI, secondI] = pairI;\n  const restI{any} = countI();\n  console.log(firstI, secondI, [...restI].length);\n  const asAnyI{any} = listI;\n  let sumI = 0;\n  for (const v of asAnyI) sumI += v;\n  console.log(sumI, Array.from(asAnyI).length);\n  const mapI = new Map([[{label}, listI.length], [\"k\", sumI]]);\n  const entriesI = mapI.entries();\n  console.log(entriesI);\n  entriesI.next();\n  console.log(entriesI, mapI.keys(), mapI.values(), new Set(listI).values(), listI.values(), listI.entries());\n}}"
                    )
                })
            }
            30 => {
                // Bigints: made from numbers and text, arithmetic, shifts
                // and bitwise operators, comparisons with numbers, `++`
                // and compound assignment on a variable and a property,
                // sets and maps keyed by value, unions and `typeof`,
                // arithmetic and `+` through `any`, conversions, printing,
                // JSON through a replacer, and Node's errors. Beside them,
                // library functions read as values, a function value with
                // wider parameters than wanted, and an error's own keys.
                let a = print_pair(&self.expr(Ty::Num, 1));
                let label = print_pair(&self.expr(Ty::Str, 1));
                let list = print_pair(&self.expr(Ty::NumArr, 1));
                [
                    (&a.0, &label.0, &list.0, true),
                    (&a.1, &label.1, &list.1, false),
                ]
                .map(|(a, label, list, typed)| {
                    let t = |text: &'static str| if typed { text } else { "" };
                    format!(
                        "{{
  const xZ = BigInt(Number.isFinite({a}) ? Math.trunc({a}) : 7);
  const yZ{big} = xZ * xZ + 3n;
  let accZ = 1n;
  for (const v of {list}) accZ = accZ * 31n + BigInt(Number.isFinite(v) ? Math.trunc(v) : 0);
  accZ++;
  const heldZ = {{ big: accZ, list: [xZ, yZ, -yZ] }};
  heldZ.big -= 2n ** 70n;
  heldZ.list[1] *= 2n;
  const seenZ = new Set([xZ, yZ, xZ * 1n]);
  const namesZ = new Map([[yZ, {label}]]);
  const mixedZ{mixed} = [xZ, {a}, {label}];
  const anyZ{any} = yZ;
  console.log(xZ, yZ, accZ, heldZ, seenZ, seenZ.has(BigInt(xZ.toString())), namesZ.get(xZ * xZ + 3n), mixedZ.map((v) => typeof v));
  console.log(yZ / (xZ === 0n ? 1n : xZ), yZ % 7n, -yZ >> 3n, yZ << 5n, (yZ & 0xffn) | 1n, yZ ^ xZ, ~xZ, yZ ** 3n, [yZ, xZ, accZ].sort());
  console.log(xZ < {a}, {a} <= yZ, xZ === yZ, String(accZ), `${{accZ}}`, accZ.toString(16), accZ.toLocaleString(), Number(accZ), BigInt.asIntN(16, accZ), BigInt.asUintN(8, -xZ), !xZ, xZ ? 1 : 2);
  console.log(anyZ * 2n, anyZ + 1n, anyZ > xZ, anyZ + {label}, -anyZ, typeof anyZ, anyZ === yZ, JSON.stringify(heldZ, (_k, v) => (typeof v === \"bigint\" ? v.toString() : v)));
  try {{
    console.log(BigInt({label}));
  }} catch (e) {{
    console.log(String(e));
  }}
  try {{
    console.log(yZ / (xZ - xZ), JSON.stringify(heldZ));
  }} catch (e) {{
    console.log(String(e));
  }}
  try {{
    console.log(anyZ * {a});
  }} catch (e) {{
    console.log(String(e));
  }}
  const toIntZ = parseInt;
  const absZ{abs} = Math.abs;
  const showZ = (v{unknown}, k{optional}){string} => `${{k}}:${{typeof v}}`;
  const pickZ{pick} = showZ;
  console.log([\"7\", {label}, \"0x1f\"].map(toIntZ), [{a}, -2].map(absZ), toIntZ, Math.max, pickZ({a}, {label}), [1, 2].map(String));
  class FailZ extends RangeError {{
    codeZ = 7;
    constructor(m{string_parameter}) {{
      super(m);
      this.name = \"FailZ\";
    }}
  }}
  const failZ = new FailZ({label});
  console.log(Object.keys(failZ), JSON.stringify(failZ), Object.keys(new Error({label})), failZ instanceof RangeError, String(failZ));
}}",
                        abs = t(": (v: number) => number"),
                        unknown = t(": unknown"),
                        optional = t("?: unknown"),
                        string = t(": string"),
                        pick = t(": (v: number, k: string) => string"),
                        string_parameter = t(": string"),
                        big = t(": bigint"),
                        mixed = t(": (bigint | number | string)[]"),
                        any = t(": any"),
                    )
                })
            }
            29 => {
                // Symbols: values (description, toString, identity,
                // Symbol.for and keyFor, typeof), a unique symbol and a
                // well-known one keying an object literal's properties and
                // methods (printing, keys, JSON, spread, `in`, reads and
                // compound writes), a generator method reading `this`, a
                // string key starting with '#', and a class converting
                // through [Symbol.toPrimitive] and valueOf; a property
                // assigned by a string key, generator and async functions
                // printed, an unknown viewed through an all-optional type,
                // and process.stdout's isTTY and columns (piped: undefined).
                let a = print_pair(&self.expr(Ty::Num, 1));
                let label = print_pair(&self.expr(Ty::Str, 1));
                let cond = print_pair(&self.expr(Ty::Bool, 1));
                let list = print_pair(&self.expr(Ty::NumArr, 1));
                [
                    (&a.0, &label.0, &cond.0, &list.0, true),
                    (&a.1, &label.1, &cond.1, &list.1, false),
                ]
                .map(|(a, label, cond, list, typed)| {
                    let t = |text: &'static str| if typed { text } else { "" };
                    let money = if typed {
                        "class MoneyY {\n    constructor(readonly cents: number) {}\n    [Symbol.toPrimitive](hint: string): string | number {\n      return hint === \"number\" ? this.cents : \"$\" + this.cents;\n    }\n  }\n  class TempY {\n    constructor(readonly degrees: number) {}\n    valueOf(): number {\n      return this.degrees;\n    }\n    toString(): string {\n      return this.degrees + \"deg\";\n    }\n  }"
                    } else {
                        "class MoneyY {\n    constructor(cents) {\n      this.cents = cents;\n    }\n    [Symbol.toPrimitive](hint) {\n      return hint === \"number\" ? this.cents : \"$\" + this.cents;\n    }\n  }\n  class TempY {\n    constructor(degrees) {\n      this.degrees = degrees;\n    }\n    valueOf() {\n      return this.degrees;\n    }\n    toString() {\n      return this.degrees + \"deg\";\n    }\n  }"
                    };
                    format!(
                        "{{
  const freeY = Symbol({label});
  const emptyY = Symbol();
  console.log(freeY, [freeY, emptyY], freeY.description, emptyY.description, String(freeY), freeY.toString(), typeof freeY, freeY === freeY, Symbol({label}) === freeY);
  console.log(Symbol.for({label}) === Symbol.for({label}), Symbol.keyFor(Symbol.for({label})), Symbol.keyFor(freeY), Symbol.iterator, new Map([[freeY, {a}]]).get(freeY), JSON.stringify([freeY, {a}]));
  const boxY = {{ plain: {list}, \"#hash\": {label}, [KEY_Y]: {a}, [Symbol.toStringTag]: \"BoxY\", *[Symbol.iterator]() {{
    yield* this.plain;
  }}, flag: {cond} }};
  boxY[KEY_Y] += 1;
  const spreadY = {{ ...boxY, extra: {cond} }};
  console.log(boxY, Object.keys(boxY), JSON.stringify(boxY), [...boxY], KEY_Y in boxY, Symbol.iterator in boxY, boxY[KEY_Y], spreadY, String(boxY));
  {money}
  const moneyY = new MoneyY({a});
  const tempY = new TempY({a});
  console.log(`${{moneyY}}`, +moneyY, \"\" + moneyY, Number(moneyY) + 1, String(moneyY), \"\" + tempY, `${{tempY}}`, +tempY, tempY + \"!\");
  function* genY() {{
    yield {a};
  }}
  const unknownY{unknown} = boxY.plain;
  const viewY = unknownY{view};
  boxY[\"flag\"] = !boxY[\"flag\"];
  console.log(genY, async () => {a}, boxY[\"flag\"], typeof viewY.length, typeof viewY.push, typeof viewY.size, process.stdout.isTTY, process.stdout.columns);
}}",
                        unknown = t(": unknown"),
                        view = t(" as { length?: unknown; push?: unknown; size?: unknown }"),
                    )
                })
            }
            28 => {
                // structuredClone of nested data (a copy changed apart from
                // the original, shared references kept); instanceof Array,
                // Map, Set and Function of unions, `T | undefined` and
                // `unknown`; literals and `new` passed where `T | null` is
                // wanted; globalThis.NAME and typeof of library globals; an
                // 'exit' listener that prints at the end.
                let a = print_pair(&self.expr(Ty::Num, 1));
                let label = print_pair(&self.expr(Ty::Str, 1));
                let cond = print_pair(&self.expr(Ty::Bool, 1));
                let list = print_pair(&self.expr(Ty::NumArr, 1));
                let exit = self.fresh("exitS");
                [
                    (&a.0, &label.0, &cond.0, &list.0, true),
                    (&a.1, &label.1, &cond.1, &list.1, false),
                ]
                .map(|(a, label, cond, list, typed)| {
                    let t = |text: &'static str| if typed { text } else { "" };
                    format!(
                        "{{\n  const sharedS = {list};\n  const docS{doc} = {{ name: {label}, nums: sharedS, again: sharedS, tags: new Set([{label}]), index: new Map([[{label}, [{a}]]]), when: new Date(0), pair: [{a}, {label}]{pair_cast} }};\n  const copyS = structuredClone(docS);\n  copyS.nums.push({a});\n  copyS.tags.add(\"+\");\n  copyS.index.set(\"k\", []);\n  console.log(docS, copyS, copyS.nums === copyS.again, copyS.when instanceof Date, structuredClone({label}), structuredClone({cond} ? null : {a}));\n  function kindS(value{unknown}, list{list_type}, seen{seen_type}, run{run_type}){string} {{\n    return [value instanceof Array, value instanceof Function, list instanceof Array, seen instanceof Set, seen instanceof Map, run instanceof Function, Array.isArray(list)].join(\",\");\n  }}\n  console.log(kindS({list}, {cond} ? undefined : {list}, {cond} ? new Set() : null, {cond} ? () => {a} : undefined), kindS(() => 0, [], new Set([{a}]), undefined), kindS({label}, undefined, null, () => 1));\n  const mixedS{mixed} = {cond} ? new Map() : undefined;\n  console.log(mixedS instanceof Map, mixedS instanceof Array, mixedS instanceof Set);\n  console.log(globalThis.Math.max({a}, 0), globalThis.String({a}).length, typeof globalThis.parseInt, typeof Math, typeof fetch, typeof globalThis.undefined, globalThis.isNaN({a}));\n  process.on(\"exit\", (code{num}) => console.log(\"{exit}\", code, {label}));\n}}",
                        doc = t(": { name: string; nums: number[]; again: number[]; tags: Set<string>; index: Map<string, number[]>; when: Date; pair: [number, string] }"),
                        pair_cast = t(" as [number, string]"),
                        unknown = t(": unknown"),
                        list_type = t(": number[] | undefined"),
                        seen_type = t(": Set<number> | null"),
                        run_type = t(": (() => number) | undefined"),
                        string = t(": string"),
                        mixed = t(": Map<string, number> | undefined"),
                        num = t(": number"),
                    )
                })
            }
            27 => {
                // Buffers and typed arrays: text through utf8, hex and
                // base64; integer and float writes and reads at offsets;
                // a view written through; concat, compare, search; a typed
                // array in a union, `instanceof` and `Buffer.isBuffer`;
                // element stores of any number (wrapped, clamped or
                // rounded by the array's kind).
                let a = print_pair(&self.expr(Ty::Num, 1));
                let b = print_pair(&self.expr(Ty::Num, 1));
                let label = print_pair(&self.expr(Ty::Str, 1));
                let cond = print_pair(&self.expr(Ty::Bool, 1));
                let list = print_pair(&self.expr(Ty::NumArr, 1));
                [
                    (&a.0, &b.0, &label.0, &cond.0, &list.0, true),
                    (&a.1, &b.1, &label.1, &cond.1, &list.1, false),
                ]
                .map(|(a, b, label, cond, list, typed)| {
                    let t = |text: &'static str| if typed { text } else { "" };
                    format!(
                        "{{
  const textB = {label} + \"\\u00e9\\u20ac\";
  const bufB = Buffer.from(textB, \"utf8\");
  const hexB = bufB.toString(\"hex\");
  const backB = Buffer.from(hexB, \"hex\");
  console.log(bufB, bufB.length, Buffer.byteLength(textB), hexB, backB.equals(bufB), bufB.toString(\"base64\"), Buffer.from(bufB.toString(\"base64url\"), \"base64url\").toString(), bufB.toString(\"latin1\", 1, 4));
  const numsB = Buffer.alloc(16, {b} & 255);
  numsB.writeUInt32LE({a} >>> 0, 0);
  numsB.writeInt16BE(({b} << 16) >> 16, 4);
  numsB.writeUInt8({b} & 255, 15);
  console.log(numsB, numsB.readUInt32LE(0), numsB.readInt16BE(4), numsB.readUInt8(15), numsB.readInt32BE(2), numsB.readUInt16LE(3), numsB.readFloatLE(8) === numsB.readFloatLE(8));
  const viewB = numsB.subarray(2, 10);
  viewB[0] = {b};
  viewB[1] = {a};
  console.log(viewB, numsB[2], numsB[3], Buffer.concat([viewB, bufB]).length, Buffer.compare(viewB, bufB), viewB.indexOf(numsB[4]), bufB.includes(\"\\u20ac\"), bufB.indexOf({label}));
  const arrB{union} = {cond} ? new Uint8Array([{b}, {a}, 300, -1]) : undefined;
  console.log(arrB, arrB?.length, arrB instanceof Uint8Array, Buffer.isBuffer(arrB), Buffer.isBuffer(bufB), arrB === undefined ? -1 : arrB.reduce((s{num}, x{num}) => s + x, 0));
  const wideB = new Int16Array([{a}, {b}, 40000]);
  const clampB = new Uint8ClampedArray([{a}, {b}, 2.5, 3.5, -7]);
  const floatB = new Float64Array({list});
  console.log(wideB, clampB, floatB.length, Array.from(floatB).map((x{num}) => x * 2), wideB.join(\"|\"), Array.from(clampB.subarray(1)));
}}",
                        union = t(": Uint8Array | undefined"),
                        num = t(": number"),
                    )
                })
            }
            26 => {
                // Parsed JSON through `any`: properties added, deleted and
                // given values of other kinds; an array of numbers given a
                // string and taken as an `any[]` (the same array); object
                // rest destructuring; `==` across kinds.
                let a = print_pair(&self.expr(Ty::Num, 1));
                let b = print_pair(&self.expr(Ty::Num, 1));
                let label = print_pair(&self.expr(Ty::Str, 1));
                let list = print_pair(&self.expr(Ty::NumArr, 1));
                [
                    (&a.0, &b.0, &label.0, &list.0, true),
                    (&a.1, &b.1, &label.1, &list.1, false),
                ]
                .map(|(a, b, label, list, typed)| {
                    let t = |text: &'static str| if typed { text } else { "" };
                    format!(
                        "{{\n  const docJ{any} = JSON.parse(JSON.stringify({{ id: {a}, name: {label}, tags: [{label}], nums: {list}, nested: {{ k: {b} }} }}));\n  docJ.nums.push({label});\n  docJ.tags.push({a});\n  docJ.extra = {{ when: {b} }};\n  docJ.id = String(docJ.id) + \"!\";\n  delete docJ.name;\n  const {{ nested: nestedJ, ...restJ }} = docJ;\n  const listJ{anys} = docJ.nums;\n  listJ.unshift(null);\n  console.log(docJ, Object.keys(docJ), JSON.stringify(restJ), nestedJ.k == String({b}), listJ.length, docJ.nums === listJ);\n  const looseJ{anys} = [{a}, String({a}), {a} > 0, null, [{b}], \"\"];\n  console.log(looseJ.map((x{any}) => looseJ.map((y{any}) => (x == y ? 1 : 0)).join(\"\")).join(\" \"));\n}}",
                        any = t(": any"),
                        anys = t(": any[]"),
                    )
                })
            }
            25 => {
                // Logical assignments (`??=`, `||=`, `&&=`) to a record
                // entry with a key computed by a call, an optional
                // property, an array element, a setter, a static field and
                // an `any` object; an assignment through `any` used as a
                // value; `any ?? f()` with a `void` f.
                let a = print_pair(&self.expr(Ty::Num, 1));
                let b = print_pair(&self.expr(Ty::Num, 1));
                let label = print_pair(&self.expr(Ty::Str, 1));
                let other = print_pair(&self.expr(Ty::Str, 1));
                [
                    (&a.0, &b.0, &label.0, &other.0, true),
                    (&a.1, &b.1, &label.1, &other.1, false),
                ]
                .map(|(a, b, label, other, typed)| {
                    let t = |text: &'static str| if typed { text } else { "" };
                    let (field, constructor) = if typed {
                        ("  private currentL: number | undefined = undefined;\n    writesL = 0;\n", "")
                    } else {
                        ("", "  constructor() {\n      this.currentL = undefined;\n      this.writesL = 0;\n    }\n")
                    };
                    format!(
                        "{{\n  let keysL = 0;\n  const keyL = (){string} => \"k\" + (keysL++ % 2);\n  const countsL{record} = {{}};\n  countsL[keyL()] ||= {a};\n  countsL[keyL()] ??= {b};\n  countsL[keyL()] &&= {a} - {b};\n  const groupsL{groups} = {{}};\n  for (const wordL of [{label}, {other}, {label} + {other}]) (groupsL[wordL.length % 3] ??= []).push(wordL);\n  const optsL{opts} = {{}};\n  optsL.tags ??= [];\n  optsL.tags.push({label});\n  optsL.name ||= {other};\n  optsL.name &&= optsL.name + \"!\";\n  const slotsL{slots} = [undefined, [{a}]];\n  (slotsL[{index}] ??= []).push({b});\n  class BoxL {{\n  {field}{constructor}    get valueL(){value} {{ return this.currentL; }}\n    set valueL(nextL{value}) {{ this.writesL++; this.currentL = nextL; }}\n    static cacheL{cache};\n  }}\n  const boxL = new BoxL();\n  boxL.valueL ??= {a};\n  boxL.valueL ||= {b};\n  boxL.valueL &&= {b};\n  BoxL.cacheL ??= [];\n  BoxL.cacheL.push({label});\n  const looseL{any} = {{}};\n  looseL.list ??= [];\n  looseL.list.push({a});\n  const setL = (looseL.n = {b});\n  looseL.missing ?? console.log(\"missing\", {other});\n  console.log(countsL, keysL, groupsL, optsL, slotsL, boxL.valueL, boxL.writesL, BoxL.cacheL, looseL, setL);\n}}",
                        string = t(": string"),
                        record = t(": Record<string, number>"),
                        groups = t(": { [size: number]: string[] }"),
                        opts = t(": { tags?: string[]; name?: string }"),
                        slots = t(": (number[] | undefined)[]"),
                        value = t(": number | undefined"),
                        cache = t(": string[] | undefined"),
                        any = t(": any"),
                        index = if a.len() % 2 == 0 { "0" } else { "1" },
                    )
                })
            }
            24 => {
                // Conditional types (with `infer`, distributed over a
                // union) and ReturnType, Parameters, Awaited,
                // InstanceType; a `readonly` array parameter.
                let a = print_pair(&self.expr(Ty::Num, 1));
                let label = print_pair(&self.expr(Ty::Str, 1));
                let list = print_pair(&self.expr(Ty::NumArr, 1));
                // (Type aliases of one name in two blocks are refused.)
                let element_alias = self.fresh("ElementC");
                let listed_alias = self.fresh("ListedC");
                [
                    (&a.0, &label.0, &list.0, true),
                    (&a.1, &label.1, &list.1, false),
                ]
                .map(|(a, label, list, typed)| {
                    if !typed {
                        return format!(
                            "{{\n  function combineC(x, y) {{\n    return {{ x, y, sum: x + y }};\n  }}\n  class PairC {{\n    constructor(a, b) {{\n      this.a = a;\n      this.b = b;\n    }}\n  }}\n  function firstC(items) {{\n    return items.length;\n  }}\n  const elementC = {list}.length;\n  const argsC = [{a}, {label}.length];\n  const madeC = combineC(...argsC);\n  const listedC = {label}.length > 2 ? [{label}] : {a};\n  const pairC = new PairC({a}, {label});\n  console.log(elementC, madeC, listedC, pairC, firstC({list}), firstC([{label}.length]));\n}}"
                        );
                    }
                    format!(
                        "{{\n  type {element_alias}<T> = T extends (infer U)[] ? U : T;\n  type {listed_alias}<T> = T extends string ? string[] : number;\n  function combineC(x: number, y: number) {{\n    return {{ x, y, sum: x + y }};\n  }}\n  class PairC {{\n    constructor(public a: number, public b: string) {{}}\n  }}\n  function firstC(items: readonly number[]): number {{\n    return items.length;\n  }}\n  const elementC: {element_alias}<number[]> = {list}.length;\n  const argsC: Parameters<typeof combineC> = [{a}, {label}.length];\n  const madeC: ReturnType<typeof combineC> = combineC(...argsC);\n  const listedC: {listed_alias}<string | number> = {label}.length > 2 ? [{label}] : {a};\n  const pairC: InstanceType<typeof PairC> = new PairC({a}, {label});\n  console.log(elementC, madeC, listedC, pairC, firstC({list}), firstC([{label}.length]));\n}}"
                    )
                })
            }
            23 => {
                // Classes declared in a function: each call a class of its
                // own, whose methods capture the function's parameters and
                // variables (one assigned by them), with static fields and
                // a static method using `this`; instances, `instanceof`,
                // the class returned and used through `any`; a class
                // expression made in a block.
                let a = print_pair(&self.expr(Ty::Num, 1));
                let b = print_pair(&self.expr(Ty::Num, 1));
                let c = print_pair(&self.expr(Ty::Num, 1));
                let label = print_pair(&self.expr(Ty::Str, 1));
                let list = print_pair(&self.expr(Ty::NumArr, 1));
                [
                    (&a.0, &b.0, &c.0, &label.0, &list.0, true),
                    (&a.1, &b.1, &c.1, &label.1, &list.1, false),
                ]
                .map(|(a, b, c, label, list, typed)| {
                    let t = |text: &'static str| if typed { text } else { "" };
                    let loose = |name: &str| {
                        if typed {
                            format!("({name} as any)")
                        } else {
                            name.to_string()
                        }
                    };
                    let (holder_field, holder_constructor) = if typed {
                        ("", "constructor(public itemQ: string) {}")
                    } else {
                        ("", "constructor(itemQ) {\n        this.itemQ = itemQ;\n      }")
                    };
                    format!(
                        "{{\n  function makeQ(startQ{num}, tagQ{string}) {{\n    let callsQ = 0;\n    class CounterQ {{\n      static madeQ = 0;\n      static labelQ{string} = tagQ + \"!\";\n      valueQ{num};\n      constructor(extraQ{num}) {{\n        this.valueQ = startQ + extraQ;\n        CounterQ.madeQ++;\n      }}\n      bumpQ(byQ{num}){num} {{\n        callsQ++;\n        this.valueQ += byQ;\n        return this.valueQ;\n      }}\n      static describeQ(){string} {{\n        return this.labelQ + \":\" + CounterQ.madeQ + \":\" + callsQ;\n      }}\n    }}\n    const firstQ = new CounterQ({a});\n    firstQ.bumpQ({b});\n    const secondQ = new CounterQ({c});\n    console.log(firstQ.valueQ, secondQ.bumpQ(1), CounterQ.describeQ(), firstQ instanceof CounterQ, firstQ);\n    return CounterQ;\n  }}\n  const oneQ = makeQ({a}, {label});\n  const twoQ = makeQ({b}, {label} + \"x\");\n  const madeQ{anyt} = new {one}({c});\n  console.log(oneQ === twoQ, {one}.madeQ, {two}.madeQ, madeQ.valueQ, madeQ instanceof {one}, madeQ instanceof {two}, {one}.describeQ(), oneQ);\n  const HolderQ = class {{\n{holder_field}      {holder_constructor}\n    upperQ(){string} {{\n      return this.itemQ.toUpperCase() + {list}.length;\n    }}\n  }};\n  console.log(new HolderQ({label}).upperQ(), [new HolderQ(\"a\"), new HolderQ(\"b\")].map((h) => h.itemQ));\n}}",
                        num = t(": number"),
                        string = t(": string"),
                        anyt = t(": any"),
                        one = loose("oneQ"),
                        two = loose("twoQ"),
                    )
                })
            }
            22 => {
                // `arguments` (typed calls and calls through `any` with
                // more or fewer arguments, an arrow reading its
                // function's), spreads of another element type (map
                // entries, numbers, a string) and their tuples read
                // through `any` (indexed and destructured), `new
                // Map([...entries])`, `Array`, `Error` and `RegExp` called
                // without `new`, `console.log(...values)`, and a
                // conditional between objects of different shapes.
                let a = print_pair(&self.expr(Ty::Num, 1));
                let b = print_pair(&self.expr(Ty::Num, 1));
                let c = print_pair(&self.expr(Ty::Num, 1));
                let list = print_pair(&self.expr(Ty::NumArr, 1));
                let label = print_pair(&self.expr(Ty::Str, 1));
                [
                    (&a.0, &b.0, &c.0, &list.0, &label.0, true),
                    (&a.1, &b.1, &c.1, &list.1, &label.1, false),
                ]
                .map(|(a, b, c, list, label, typed)| {
                    let t = |text: &'static str| if typed { text } else { "" };
                    let loose = |name: &str| {
                        if typed {
                            format!("({name} as any)")
                        } else {
                            name.to_string()
                        }
                    };
                    format!(
                        "{{\n  function collect(first{num}){string} {{\n    let total = 0;\n    for (let i = 0; i < arguments.length; i++) total += arguments[i];\n    return arguments.length + \":\" + total + \":\" + [...arguments].join(\"|\") + \":\" + first;\n  }}\n  const pair = function (x{num}, y{num}) {{\n    const count = () => arguments.length;\n    return count() >= 2 ? x + y : Array.from(arguments).length;\n  }};\n  console.log(collect({a}), {collect}({a}, {b}, {c}), pair({a}, {b}), {pair}({c}));\n  const entries = new Map{map}([[\"k\", {a}]]);\n  const mixed = [{b}, ...entries, ...{list}, {label}];\n  console.log(mixed, mixed.length, Array.isArray(mixed[1]), {mixed}[1][0]);\n  const copied = new Map([...entries, [\"z\", {c}]]);\n  const made{anys} = Array();\n  made.push({label});\n  const listed = new Array({a}, {b}, {c});\n  const tuple = [{a}, {label}]{as_tuple};\n  console.log(copied, made, listed, Array.isArray(tuple), Error({label}).message, RegExp(\"a+\", \"g\").test({label}));\n  console.log(...{list}, \"spread\");\n  const [head, ...tail] = {mixed};\n  console.log(head, tail);\n  const shape = {a} > {b} ? {{ kind: \"a\", n: {a} }} : {{ kind: \"b\", label: {label} }};\n  console.log(shape, shape.kind);\n}}",
                        num = t(": number"),
                        string = t(": string"),
                        map = t("<string, number>"),
                        anys = t(": any[]"),
                        as_tuple = t(" as [number, string]"),
                        collect = loose("collect"),
                        pair = loose("pair"),
                        mixed = loose("mixed"),
                    )
                })
            }
            21 => {
                // A class extending an instance of a generic class, with a
                // member named by a string; its
                // methods read as values (called detached, through
                // `call`/`apply`/`bind`, mapped), the names functions get;
                // a generator destructured, with or without a rest.
                let list = print_pair(&self.expr(Ty::NumArr, 1));
                let label = print_pair(&self.expr(Ty::Str, 1));
                let names: Vec<String> = (0..self.rng.below(3) + 1)
                    .map(|index| format!("takenQ{index}"))
                    .collect();
                let rest = self.rng.below(2) == 0;
                // Class names of their own: the classes are the module's.
                let store = self.fresh("Store");
                let numbers = self.fresh("Numbers");
                let pattern = if rest {
                    format!("[{}, ...moreQ]", names.join(", "))
                } else {
                    format!("[{}]", names.join(", "))
                };
                let shown = if rest {
                    format!("{}, moreQ", names.join(", "))
                } else {
                    names.join(", ")
                };
                [(&list.0, &label.0, true), (&list.1, &label.1, false)].map(|(list, label, typed)| {
                    let t = |text: &'static str| if typed { text } else { "" };
                    let store = &store;
                    let numbers = &numbers;
                    let (fields, constructor) = if typed {
                        (
                            "  protected items: T[] = [];",
                            "constructor(public label: string) {}".to_string(),
                        )
                    } else {
                        (
                            "  items = [];",
                            "constructor(label) {\n      this.label = label;\n    }".to_string(),
                        )
                    };
                    let caught = if typed { "(e as Error)" } else { "e" };
                    format!(
                        "{{\n  class {store}{generic} {{\n  {fields}\n    {constructor}\n    add(entryQ{tx}){this_type} {{\n      this.items.push(entryQ);\n      return this;\n    }}\n    size(){num} {{\n      return this.items.length;\n    }}\n    describe(){string} {{\n      return this.label + \":\" + this.items.length;\n    }}\n  }}\n  class {numbers} extends {store}{base} {{\n    constructor(label{string}) {{\n      super(label + \"#\");\n    }}\n    [\"scale\"](factorQ{num}){nums} {{\n      return this.items.map((entryQ) => entryQ * factorQ);\n    }}\n    total(){num} {{\n      let accQ = 0;\n      for (const entryQ of this.items) accQ += entryQ;\n      return accQ;\n    }}\n    describe(){string} {{\n      return \"numbers \" + super.describe();\n    }}\n  }}\n  const s = new {numbers}({label});\n  for (const item of {list}) s.add(item);\n  const describe = s.describe;\n  const total = s.total.bind(s);\n  console.log(describe.name, total.name, total(), s.describe.call(s), s[\"scale\"](2), s instanceof {store}, s instanceof {numbers});\n  try {{\n    describe();\n  }} catch (e) {{\n    console.log(\"detached\", {caught}.constructor.name);\n  }}\n  console.log([s, new {numbers}(\"b\")].map((x) => x.describe()), s.size.apply(s, []));\n  const named = function inner(){num} {{\n    return 1;\n  }};\n  const arrow = (){num} => 2;\n  console.log(named.name, arrow.name, named() + arrow());\n  function* values(){generator} {{\n    try {{\n      for (const x of {list}) {{\n        console.log(\"give\", x);\n        yield x;\n      }}\n    }} finally {{\n      console.log(\"values closed\");\n    }}\n  }}\n  const {pattern} = values();\n  console.log({shown});\n}}",
                        generic = t("<T>"),
                        tx = t(": T"),
                        this_type = t(": this"),
                        num = t(": number"),
                        nums = t(": number[]"),
                        string = t(": string"),
                        base = t("<number>"),
                        generator = t(": Generator<number>"),
                    )
                })
            }
            20 => {
                // `yield*` passing `next(v)`, `throw(e)` and `return(v)` on
                // to an inner generator with `catch` and `finally`, and
                // over an array, stepped by hand in an order chosen here.
                let list = print_pair(&self.expr(Ty::NumArr, 1));
                let sent = print_pair(&self.expr(Ty::Num, 1));
                let steps: Vec<&str> = (0..4)
                    .map(|_| match self.rng.below(4) {
                        0 => "it.throw(new Error(\"boom\"))",
                        1 => "it.return(undefined)",
                        _ => "it.next(sent)",
                    })
                    .collect();
                let steps = steps
                    .iter()
                    .map(|step| format!("    console.log(JSON.stringify({step}));\n"))
                    .collect::<String>();
                [(&list.0, &sent.0, true), (&list.1, &sent.1, false)].map(|(list, sent, typed)| {
                    let (inner, outer, caught) = if typed {
                        (
                            "(list: number[]): Generator<number, string, number | undefined>",
                            "(list: number[]): Generator<number, void, number | undefined>",
                            "(e as Error).message",
                        )
                    } else {
                        ("(list)", "(list)", "e.message")
                    };
                    format!(
                        "{{\n  function* inner{inner} {{\n    let total = 0;\n    try {{\n      for (const v of list) {{\n        const got = yield v;\n        total += got ?? 0;\n      }}\n    }} catch (e) {{\n      console.log(\"inner caught\", {caught});\n      yield total;\n    }} finally {{\n      console.log(\"inner finally\", total);\n    }}\n    return \"total \" + total;\n  }}\n  function* outer{outer} {{\n    try {{\n      const end = yield* inner(list);\n      console.log(\"outer got\", end);\n      yield* list;\n    }} finally {{\n      console.log(\"outer finally\");\n    }}\n  }}\n  const it = outer({list});\n  const sent = {sent};\n  try {{\n    console.log(JSON.stringify(it.next()));\n{steps}  }} catch (e) {{\n    console.log(\"escaped\", {caught});\n  }}\n}}"
                    )
                })
            }
            18 => {
                // An async generator with a `finally`, failing past a
                // limit, left early by `for await`, and stepped by hand
                // with `return()`, beside the top level's own output.
                let list = print_pair(&self.expr(Ty::NumArr, 1));
                let stop = print_pair(&self.expr(Ty::Num, 1));
                [(&list.0, &stop.0, true), (&list.1, &stop.1, false)].map(|(list, stop, typed)| {
                    let (parameters, run, got, message) = if typed {
                        (
                            "(list: number[], stop: number): AsyncGenerator<number, string, undefined>",
                            "async (): Promise<void>",
                            ": number[]",
                            "(e as Error).message",
                        )
                    } else {
                        ("(list, stop)", "async ()", "", "e.message")
                    };
                    format!(
                        r#"{{
  async function* pump{parameters} {{
    let sent = 0;
    try {{
      for (const v of list) {{
        await null;
        if (v > stop) throw new RangeError("too big " + v);
        sent++;
        yield v * 3;
      }}
    }} finally {{
      console.log("pump finally", sent);
    }}
    return "pumped " + sent;
  }}
  const run = {run} => {{
    const got{got} = [];
    try {{
      for await (const v of pump({list}, {stop})) {{
        if (got.length > 2) break;
        got.push(v);
      }}
    }} catch (e) {{
      console.log("pump error", {message});
    }}
    const it = pump({list}, 1000);
    console.log("pump", got, await it.next(), await it.return("stop"), await it.next());
  }};
  run();
  console.log("pump started");
}}"#
                    )
                })
            }
            19 => {
                // Iterators kept and advanced by hand: a map's keys (the
                // map changed meanwhile: the iterator sees it), a missing
                // bigint read from a map, an array's
                // entries, a hand-written iterator, and the iterators
                // spread or handed to constructors.
                let a = print_pair(&self.expr(Ty::Num, 1));
                let list = print_pair(&self.expr(Ty::NumArr, 1));
                let n = self.rng.below(4);
                [(&a.0, &list.0, true), (&a.1, &list.1, false)].map(|(a, list, typed)| {
                    let (map, countdown, result, values) = if typed {
                        (
                            ": Map<string, number>",
                            "(n: number): Iterator<number>",
                            "(): IteratorResult<number>",
                            ": number[]",
                        )
                    } else {
                        ("", "(n)", "()", "")
                    };
                    format!(
                        r#"{{
  const m{map} = new Map([["a", {a}], ["b", -0]]);
  const keys = m.keys();
  const first = keys.next();
  m.set("c", {a});
  m.delete("b");
  for (const v of m.values()) if (m.size < 5) m.set("d" + m.size, v);
  const big = new Map([[1, 2n], [2, -3n]]);
  const gotBig = big.get({n});
  console.log(gotBig === undefined ? "no bigint" : gotBig * 2n, big.get(1) !== undefined);
  const entries = ({list}).entries();
  entries.next();
  function countdown{countdown} {{
    return {{ next: {result} => (n > 0 ? {{ value: n--, done: false }} : {{ value: undefined, done: true }}) }};
  }}
  const cd = countdown({n});
  const values{values} = [];
  for (let r = cd.next(); !r.done; r = cd.next()) values.push(r.value);
  console.log(first, [...keys], [...entries], values, cd.next(), Array.from(m.values()), new Set(({list}).values()).size);
}}"#
                    )
                })
            }
            17 => {
                // A function whose returns differ in type (their union is
                // its result), library functions as callbacks and
                // Object.assign onto a literal.
                let a = print_pair(&self.expr(Ty::Num, 1));
                let list = print_pair(&self.expr(Ty::NumArr, 1));
                let text = print_pair(&self.expr(Ty::Str, 1));
                [(&a.0, &list.0, &text.0, true), (&a.1, &list.1, &text.1, false)].map(
                    |(a, list, text, typed)| {
                        let (number, optional, string) = if typed {
                            (": number", "?: number", ": string")
                        } else {
                            ("", "", "")
                        };
                        format!(
                            "{{\n  function classify(n{number}, limit{optional}) {{\n    if (n > (limit ?? 2)) return \"big \" + n;\n    if (n < 0) return null;\n    return n;\n  }}\n  const assigned = Object.assign({{ base: {a} }}, {{ text: {text} }}, {{ base: 1 }});\n  const parse = (s{string}) => [s, s + \"1\"].map(parseInt);\n  console.log(classify({a}), classify({a}, 100), classify(-1), {list}.map(Math.abs), {list}.map(Math.trunc).map(String), parse(\"7\"), [\"1.5\", {text}].map(parseFloat), assigned);\n}}"
                        )
                    },
                )
            }
            16 => {
                // Classes as values: picked from a record by name,
                // constructed, compared, asked `instanceof` and printed.
                let text = print_pair(&self.expr(Ty::Str, 1));
                let a = print_pair(&self.expr(Ty::Num, 1));
                let key = *self.rng.pick(&["item", "special"]);
                [(&text.0, &a.0, true), (&text.1, &a.1, false)].map(|(text, a, typed)| {
                    let annotation = if typed {
                        ": Record<string, new (name: string, count: number) => Item>"
                    } else {
                        ""
                    };
                    format!(
                        "{{
  const kinds{annotation} = {{ item: Item, special: Special }};
  const K = kinds[\"{key}\"];
  const made = new K({text}, {a});
  console.log(K.name, made.label(), made.weight(2), made instanceof Special, made instanceof K, K === Special, [Item, Special].indexOf(K), typeof K, K);
}}"
                    )
                })
            }
            15 => {
                // Calls through `any`: a typed closure called with numbers
                // (and too many or too few arguments where the parameter is
                // optional), a class method with `this` and an override, a
                // record of handlers, an `any` handed to `map` and `sort`
                // as their callback, and converted back to its own type.
                let a = print_pair(&self.expr(Ty::Num, 1));
                let b = print_pair(&self.expr(Ty::Num, 1));
                let list = print_pair(&self.expr(Ty::NumArr, 1));
                let text = print_pair(&self.expr(Ty::Str, 1));
                let special = self.rng.chance(50);
                let class = if special { "Special" } else { "Item" };
                let arity = *self.rng.pick(&["", ", 1", ", 1, 2"]);
                [
                    (&a.0, &b.0, &list.0, &text.0, true),
                    (&a.1, &b.1, &list.1, &text.1, false),
                ]
                .map(|(a, b, list, text, typed)| {
                    let (annotation, number, optional, typed_fn) = if typed {
                        (": any", ": number", "?: number", ": (x: number) => number")
                    } else {
                        ("", "", "", "")
                    };
                    format!(
                        "{{
  const f{annotation} = (x{number}, y{optional}) => x * 2 + (y ?? 0.5);
  const item{annotation} = new {class}({text}, {a});
  const handlers{annotation} = {{ add: (p{number}, q{number}) => p + q, name: (s{string}) => s.length }};
  console.log(f({b}{arity}), item.label(), item.weight({b}), handlers.add({a}, {b}), handlers.name({text}));
  const back{typed_fn} = f;
  console.log(back === f, typeof f, {list}.map(f).length, [...{list}].sort(handlers.add === f ? f : (p{number}, q{number}) => p - q));
}}",
                        string = if typed { ": string" } else { "" },
                    )
                })
            }
            13 => {
                // Integer accumulation: locals updated with +, -, * and %
                // by constants from small to past 2^53, negated, mixed with
                // bitwise steps; printed with 1 / x to show a -0.
                let constants = [
                    "1",
                    "3",
                    "7",
                    "-5",
                    "1000003",
                    "65521",
                    "2147483647",
                    "4294967296",
                    "1000000000",
                    "9007199254740991",
                    "1e15",
                    "-7",
                ];
                let seed = *self.rng.pick(&["0", "1", "-1", "5", "-3", "123456789"]);
                let k = *self.rng.pick(&constants);
                let m = *self.rng.pick(&constants);
                let mul = *self.rng.pick(&constants);
                let first = *self.rng.pick(&["+", "-", "*"]);
                let second = *self.rng.pick(&["+", "-", "*"]);
                let limit = 1 + self.rng.below(40);
                let mix = *self.rng.pick(&[
                    "other = (other * MUL + acc) | 0",
                    "other ^= other << 5; other = (other + acc) >>> 1",
                    "other = (other + i * MUL) % 1000",
                    "other = Math.imul(other ^ acc, MUL)",
                ]);
                let mix = mix.replace("MUL", mul);
                let text = format!(
                    "{{\n  let acc = {seed};\n  let other = {seed};\n  let steps = 0;\n  for (let i = 0; i < {limit}; i++) {{\n    acc = (acc {first} i {second} {k}) % {m};\n    {mix};\n    if (acc < other % 3) acc = -acc;\n    steps++;\n  }}\n  console.log(acc, other, steps, 1 / acc, 1 / (acc * 0), acc * {k}, (acc * {k}) % {m}, -acc, acc | 0, acc >>> 0);\n}}"
                );
                [text.clone(), text]
            }
            14 => {
                // Strings built in place: a class field, array elements, a
                // record entry and an outer variable, with calls and reads
                // of the string being built among the parts.
                let s = print_pair(&self.expr(Ty::Str, 1));
                let n = 1 + self.rng.below(12);
                [(&s.0, true), (&s.1, false)].map(|(s, typed)| {
                    let (parts, record) = if typed {
                        (": string[]", ": Record<string, string>")
                    } else {
                        ("", "")
                    };
                    format!(
                        "{{\n  const log = new Log();\n  log.text = {s};\n  const parts{parts} = [{s}, \"\"];\n  const rec{record} = {{ k: {s} }};\n  let outer = \"\";\n  const grow = {parameter_arrow} => {{\n    outer += x + outer.length;\n  }};\n  for (let i = 0; i < {n}; i++) {{\n    log.add(String(i * 3));\n    parts[i % 2] += `${{i}}:` + parts[(i + 1) % 2].length;\n    rec.k += (rec.k.length % 10) + \";\";\n    grow(log.text.slice(-2));\n  }}\n  console.log(log.text, parts, rec, outer);\n}}",
                        parameter_arrow = if typed { "(x: string): void" } else { "(x)" }
                    )
                })
            }
            11 => {
                // A generator with a `finally`, left early by a loop, spread,
                // and stepped by hand with `return()`.
                let list = print_pair(&self.expr(Ty::NumArr, 1));
                let limit = print_pair(&self.expr(Ty::Num, 1));
                [(&list.0, &limit.0, true), (&list.1, &limit.1, false)].map(|(list, limit, typed)| {
                    let (parameter, out) = if typed {
                        ("(list: number[]): Generator<number, string, undefined>", ": number[]")
                    } else {
                        ("(list)", "")
                    };
                    format!(
                        "{{\n  function* gen{parameter} {{\n    let seen = 0;\n    try {{\n      for (const v of list) {{\n        seen++;\n        yield v * 2;\n      }}\n    }} finally {{\n      console.log(\"gen finally\", seen);\n    }}\n    return \"done \" + seen;\n  }}\n  const out{out} = [];\n  for (const v of gen({list})) {{\n    if (v > {limit}) break;\n    out.push(v);\n  }}\n  const it = gen({list});\n  console.log(out, [...gen({list})].length, it.next(), it.next(), it.return(\"early\"), it.next());\n}}"
                    )
                })
            }
            12 => {
                // An async function awaiting values, failing or not, its
                // promise handled with then and catch.
                let list = print_pair(&self.expr(Ty::NumArr, 1));
                let fail = print_pair(&self.condition(1));
                [(&list.0, &fail.0, true), (&list.1, &fail.1, false)].map(|(list, fail, typed)| {
                    let (parameter, error) = if typed {
                        (
                            "(values: number[], fail: boolean): Promise<number>",
                            "(e: unknown) => console.log(\"work error\", (e as Error).message)",
                        )
                    } else {
                        ("(values, fail)", "(e) => console.log(\"work error\", e.message)")
                    };
                    format!(
                        "{{\n  async function work{parameter} {{\n    let total = 0;\n    for (const v of values) total += await Promise.resolve(v);\n    if (fail) throw new RangeError(\"failed at \" + total);\n    return total;\n  }}\n  work({list}, {fail}).then((t) => console.log(\"work\", t)).catch({error});\n  console.log(\"work started\");\n}}"
                    )
                })
            }
            9 => {
                // Arrays of unions: elements printed, mapped, filtered,
                // stringified and read past the end.
                let a = print_pair(&self.union_value(Ty::NumOrNull, 1));
                let b = print_pair(&self.union_value(Ty::NumOrNull, 1));
                let s = print_pair(&self.union_value(Ty::StrOrUndef, 1));
                [(&a.0, &b.0, &s.0, true), (&a.1, &b.1, &s.1, false)].map(|(a, b, s, typed)| {
                    let (numbers, texts, value) = if typed {
                        (": (number | null)[]", ": (string | undefined)[]", "(v: number | null): number")
                    } else {
                        ("", "", "(v)")
                    };
                    format!(
                        "{{\n  const list{numbers} = [{a}, null, {b}];\n  const words{texts} = [{s}, undefined, \"w\"];\n  console.log(list, words, list.map({value} => v ?? -1), list.filter((v) => v !== null).length);\n  console.log(JSON.stringify(list), JSON.stringify(words), JSON.stringify({{ list, words }}), list.indexOf(null), words.includes(undefined));\n}}"
                    )
                })
            }
            10 => {
                // Objects with `T | null` and `T | undefined` fields, a short
                // acyclic chain, printed and stringified.
                let n = print_pair(&self.expr(Ty::Num, 1));
                let item = print_pair(&self.union_value(Ty::ItemOrUndef, 1));
                [(&n.0, &item.0), (&n.1, &item.1)].map(|(n, item)| {
                    format!(
                        "{{\n  const head = new Cell({n});\n  head.next = new Cell(2);\n  head.next.spare = {item};\n  console.log(head, JSON.stringify(head), head.next.next === null, head.spare === undefined);\n  console.log(String(head.next.spare), keepItem(head.next.spare)?.label() ?? \"none\");\n}}"
                    )
                })
            }
            0 => {
                let a = print_pair(&self.expr(Ty::Num, 1));
                let b = print_pair(&self.expr(Ty::Num, 1));
                let s = print_pair(&self.expr(Ty::Str, 1));
                [(&a.0, &b.0, &s.0, true), (&a.1, &b.1, &s.1, false)].map(|(a, b, s, typed)| {
                    let annotation = if typed { ": number | undefined" } else { "" };
                    format!(
                        "{{\n  const missing{annotation} = undefined;\n  console.log(withDefaults({a}), withDefaults({a}, undefined), withDefaults({a}, missing), withDefaults({a}, {b}), withDefaults({b}, undefined, {s}), sideEffects);\n}}"
                    )
                })
            }
            1 => {
                let point = print_pair(&self.expr(Ty::Pt, 1));
                let x = print_pair(&self.expr(Ty::Num, 1));
                let s = print_pair(&self.expr(Ty::Str, 1));
                let list = print_pair(&self.expr(Ty::NumArr, 1));
                let n = print_pair(&self.expr(Ty::Num, 1));
                [
                    (&point.0, &x.0, &s.0, &list.0, &n.0, true),
                    (&point.1, &x.1, &s.1, &list.1, &n.1, false),
                ]
                .map(|(point, x, s, list, n, typed)| {
                    let (empty, source) = if typed {
                        (" as string[]", ": Point")
                    } else {
                        ("", "")
                    };
                    format!(
                        "{{\n  const source{source} = {point};\n  const {{ x = tick({x}), label = {s}, tags = []{empty} }} = source;\n  const [first = tick({n}), second = {x}, ...others] = {list};\n  console.log(x, label, tags.length, first, second, others, sideEffects);\n}}"
                    )
                })
            }
            2 => {
                let count = 1 + self.rng.below(4);
                let base = print_pair(&self.expr(Ty::Num, 1));
                [(&base.0, true), (&base.1, false)].map(|(base, typed)| {
                    let (list, result) = if typed {
                        (": (() => number)[]", ": number")
                    } else {
                        ("", "")
                    };
                    format!(
                        "{{\n  const fns{list} = [];\n  for (let i = 0; i < {count}; i++) {{\n    const base = {base};\n    fns.push((){result} => i * 10 + base);\n  }}\n  let j = 0;\n  while (j < {count}) {{\n    const k = j;\n    fns.push((){result} => k - j);\n    j++;\n  }}\n  console.log(fns.map((f) => f()));\n}}"
                    )
                })
            }
            3 => {
                let list = print_pair(&self.expr(Ty::NumArr, 1));
                let limit = print_pair(&self.expr(Ty::Num, 1));
                let method = *self.rng.pick(&["forEach", "map", "filter", "some"]);
                [(&list.0, &limit.0, true), (&list.1, &limit.1, false)].map(|(list, limit, typed)| {
                    let (parameter, error, result) = if typed {
                        ("(v: number)", "(e as Error)", ": boolean")
                    } else {
                        ("(v)", "e", "")
                    };
                    let body = if method == "forEach" {
                        format!("{{\n      if (v > {limit}) throw new RangeError(\"too big \" + v);\n    }}")
                    } else {
                        format!("{{\n      if (v > {limit}) throw new RangeError(\"too big \" + v);\n      return v > 0;\n    }}")
                    };
                    let result = if method == "forEach" { "" } else { result };
                    format!(
                        "{{\n  try {{\n    {list}.{method}({parameter}{result} => {body});\n    console.log(\"no throw\");\n  }} catch (e) {{\n    console.log({error}.name, {error}.message);\n  }}\n}}"
                    )
                })
            }
            4 => {
                let length = *self.rng.pick(&[10usize, 1000, 20000, 200000]);
                [true, false].map(|typed| {
                    let head = if typed { ": Link | null" } else { "" };
                    format!(
                        "{{\n  let head{head} = null;\n  for (let i = 0; i < {length}; i++) head = {{ value: i % 7, next: head }};\n  console.log(sumLinks(head));\n  head = null;\n}}"
                    )
                })
            }
            5 => {
                let name = print_pair(&self.expr(Ty::Str, 1));
                let count = print_pair(&self.expr(Ty::Num, 1));
                let double = print_pair(&self.expr(Ty::Num, 1));
                [(&name.0, &count.0, &double.0), (&name.1, &count.1, &double.1)].map(
                    |(name, count, double)| {
                        format!(
                            "{{\n  const c = new Counted({name}, {count});\n  console.log(c, c.double);\n  c.double = {double};\n  console.log(c.count, c.double, c.label(), c instanceof Item, c.tag);\n}}"
                        )
                    },
                )
            }
            6 => {
                let names = print_pair(&self.expr(Ty::StrArr, 1));
                let key = print_pair(&self.expr(Ty::Str, 1));
                [(&names.0, &key.0, true), (&names.1, &key.1, false)].map(|(names, key, typed)| {
                    let map = if typed {
                        "new Map<string, Item>()"
                    } else {
                        "new Map()"
                    };
                    format!(
                        "{{\n  const byName = {map};\n  for (const s of {names}) byName.set(s, new Item(s, s.length));\n  for (const [k, v] of byName) console.log(k, v.count);\n  console.log(byName.size, byName.get({key})?.count ?? -1, byName.has({key}));\n}}"
                    )
                })
            }
            7 => {
                let text = print_pair(&self.expr(Ty::Str, 1));
                [(&text.0, true), (&text.1, false)].map(|(text, typed)| {
                    let list = if typed { ": string[]" } else { "" };
                    format!(
                        "{{\n  const parts{list} = [];\n  for (const ch of {text} + \"😀é𝒳\") {{\n    if (ch.length === 2) parts.push(\"[\" + ch + \"]\");\n    else parts.push(ch.toUpperCase());\n  }}\n  console.log(parts.join(\"|\"), parts.length, [...({text})].length);\n}}"
                    )
                })
            }
            _ => {
                let a = print_pair(&self.expr(Ty::NumArr, 1));
                let b = print_pair(&self.expr(Ty::NumArr, 1));
                [(&a.0, &b.0), (&a.1, &b.1)].map(|(a, b)| {
                    format!(
                        "{{\n  const all = [...{a}, ...{b}];\n  const [head, ...rest] = all;\n  console.log(head, rest, Math.max(...all), [...rest, ...all].length);\n}}"
                    )
                })
            }
        };
        Stmt::Raw(typed, plain)
    }
}
