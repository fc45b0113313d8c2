//! Random programs in the subset scriptc compiles, valid under `tsc
//! --strict`, each printing what it computes.
//!
//! A program is a tree ([`Program`], [`Stmt`], [`Expr`]) printed twice: as
//! TypeScript for scriptc and as JavaScript (the same text without types)
//! for Node, so no transpiler runs per program and the reducer can delete
//! statements and print again. Expressions are built by type from the
//! variables in scope, with edge values (`-0`, NaN, ±Infinity, 2^31 and
//! 2^53 neighbours, tiny and huge magnitudes) and non-ASCII text. Every
//! loop is bounded and every string and array stays small.

use std::fmt::Write as _;

mod shapes;

/// splitmix64: small, fast, and the same sequence everywhere for a seed.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed ^ 0x9E37_79B9_7F4A_7C15)
    }

    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..bound`.
    pub fn below(&mut self, bound: usize) -> usize {
        (self.next() % bound.max(1) as u64) as usize
    }

    pub fn chance(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// The types generated values have.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Ty {
    Num,
    Str,
    Bool,
    NumArr,
    StrArr,
    /// `Map<string, number>`
    Map,
    /// `Set<number>`
    Set,
    /// An instance of the program's class `Item`.
    Obj,
    /// An object of the interface `Point` (an object literal).
    Pt,
    /// `number | null`, `string | undefined`, `Item | undefined` and
    /// `number | string` (see `shapes`).
    NumOrNull,
    StrOrUndef,
    ItemOrUndef,
    NumOrStr,
}

impl Ty {
    fn annotation(self) -> &'static str {
        match self {
            Ty::Num => "number",
            Ty::Str => "string",
            Ty::Bool => "boolean",
            Ty::NumArr => "number[]",
            Ty::StrArr => "string[]",
            Ty::Map => "Map<string, number>",
            Ty::Set => "Set<number>",
            Ty::Obj => "Item",
            Ty::Pt => "Point",
            Ty::NumOrNull => "number | null",
            Ty::StrOrUndef => "string | undefined",
            Ty::ItemOrUndef => "Item | undefined",
            Ty::NumOrStr => "number | string",
        }
    }
}

#[derive(Clone, Debug)]
pub enum Expr {
    /// Text printed the same in both languages.
    Raw(String),
    /// Text with a TypeScript-only part: `(typed, untyped)`.
    Typed(String, String),
    Unary(&'static str, Box<Expr>),
    Binary(&'static str, Box<Expr>, Box<Expr>),
    Cond(Box<Expr>, Box<Expr>, Box<Expr>),
    /// `callee(arguments)` where the callee is plain text.
    Call(String, Vec<Expr>),
    /// `receiver.method(arguments)`.
    Method(Box<Expr>, &'static str, Vec<Expr>),
    /// `receiver.property`.
    Prop(Box<Expr>, &'static str),
    /// `receiver[index]`.
    Index(Box<Expr>, Box<Expr>),
    /// `(name: type): result => body`, the types left out in JavaScript
    /// (the result type keeps tsc from inferring a literal type).
    Arrow(Vec<(String, Ty)>, Ty, Box<Expr>),
    /// `[a, b, ...]`
    Array(Vec<Expr>),
    /// A template literal: text parts and expressions, alternating
    /// (text first and last).
    Template(Vec<String>, Vec<Expr>),
}

#[derive(Clone, Debug)]
pub enum Stmt {
    Let {
        name: String,
        ty: Ty,
        mutable: bool,
        value: Expr,
    },
    Assign(String, &'static str, Expr),
    Expr(Expr),
    Print(Vec<Expr>),
    If(Expr, Vec<Stmt>, Vec<Stmt>),
    /// `for (let name = 0; name < count; name++) body`
    For(String, usize, Vec<Stmt>),
    /// `for (const name of iterable) body`
    ForOf(String, Expr, Vec<Stmt>),
    /// A counted `while (true)` loop that leaves with `break` after
    /// `limit` rounds and skips the body with `continue` on round `skip`.
    While(String, usize, usize, Vec<Stmt>),
    Block(Vec<Stmt>),
    /// `switch (value) { case k: ... break; default: ... }`
    Switch(Expr, Vec<(String, Vec<Stmt>)>, Vec<Stmt>),
    /// `try { body } catch (e) { print message } finally { ... }`
    Try(Vec<Stmt>, Vec<Stmt>, Vec<Stmt>),
    Throw(Expr),
    /// Text printed the same in both languages (declarations).
    Raw(String, String),
}

pub struct Program {
    pub statements: Vec<Stmt>,
}

const NUMBERS: &[&str] = &[
    "0",
    "-0",
    "1",
    "-1",
    "2",
    "3",
    "7",
    "10",
    "0.5",
    "1.5",
    "-2.5",
    "0.1",
    "0.2",
    "123.456",
    "255",
    "256",
    "1e21",
    "1e-7",
    "1e300",
    "-1e-300",
    "5e-324",
    "1.7976931348623157e308",
    "NaN",
    "Infinity",
    "-Infinity",
    "2147483647",
    "2147483648",
    "-2147483648",
    "-2147483649",
    "4294967295",
    "4294967296",
    "9007199254740991",
    "9007199254740992",
    "9007199254740993",
    "-9007199254740993",
    "0.30000000000000004",
    "1234.5678",
    "100",
    "65535",
    "33",
];

const STRINGS: &[&str] = &[
    "",
    "a",
    "abc",
    "Hello, World",
    " padded ",
    "héllo",
    "naïve café",
    "日本語",
    "😀 smile",
    "a\u{301}",
    "x-y-z",
    "UPPER lower",
    "tab\tsep",
    "line\nbreak",
    "quote\"s",
    "back\\slash",
    "12",
    "3.5",
    "-0",
    "1e3",
    "  42  ",
    "0x1F",
    "ß",
    "İ",
    "ǅ",
    "Ω≈ç√",
    ",",
    "--",
];

/// A string literal valid in both languages.
fn quote(text: &str) -> String {
    let mut out = String::from("\"");
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

struct Scope {
    variables: Vec<(String, Ty, bool)>,
}

pub struct Generator {
    rng: Rng,
    scopes: Vec<Scope>,
    next_name: usize,
    /// Helper functions: name, parameter types, result type.
    functions: Vec<(String, Vec<Ty>, Ty)>,
    /// Statements left in this program: a budget, so programs stay small.
    budget: usize,
}

impl Generator {
    pub fn new(seed: u64) -> Generator {
        Generator {
            rng: Rng::new(seed),
            scopes: vec![Scope {
                variables: Vec::new(),
            }],
            next_name: 0,
            functions: Vec::new(),
            budget: 0,
        }
    }

    fn fresh(&mut self, prefix: &str) -> String {
        self.next_name += 1;
        format!("{prefix}{}", self.next_name)
    }

    fn variables(&self, ty: Ty) -> Vec<(String, bool)> {
        self.scopes
            .iter()
            .flat_map(|scope| scope.variables.iter())
            .filter(|(_, t, _)| *t == ty)
            .map(|(name, _, mutable)| (name.clone(), *mutable))
            .collect()
    }

    fn declare(&mut self, name: &str, ty: Ty, mutable: bool) {
        if let Some(scope) = self.scopes.last_mut() {
            scope.variables.push((name.to_string(), ty, mutable));
        }
    }

    /// A whole program: helpers, then cases, each in its own block.
    pub fn program(&mut self) -> Program {
        let mut statements = Vec::new();
        statements.push(Stmt::Raw(
            "class Item {\n  constructor(public name: string, public count: number) {}\n  weight(factor: number): number {\n    return this.count * factor;\n  }\n  label(): string {\n    return `${this.name}#${this.count}`;\n  }\n}\nclass Special extends Item {\n  label(): string {\n    return \"special \" + super.label();\n  }\n}".into(),
            "class Item {\n  constructor(name, count) {\n    this.name = name;\n    this.count = count;\n  }\n  weight(factor) {\n    return this.count * factor;\n  }\n  label() {\n    return `${this.name}#${this.count}`;\n  }\n}\nclass Special extends Item {\n  label() {\n    return \"special \" + super.label();\n  }\n}".into(),
        ));
        statements.push(Stmt::Raw(
            "interface Point {\n  x: number;\n  label: string;\n  tags?: string[];\n}".into(),
            String::new(),
        ));
        statements.push(Stmt::Raw(
            shapes::PRELUDE_TYPED.into(),
            shapes::PRELUDE_PLAIN.into(),
        ));
        for index in 0..(1 + self.rng.below(3)) {
            statements.push(self.helper(index));
        }
        if self.rng.chance(50) {
            statements.push(self.union_helper());
        }
        let cases = 3 + self.rng.below(6);
        for case in 0..cases {
            self.budget = 6 + self.rng.below(10);
            self.scopes.push(Scope {
                variables: Vec::new(),
            });
            let mut body = Vec::new();
            body.push(Stmt::Print(vec![Expr::Raw(quote(&format!("case {case}")))]));
            while self.budget > 0 {
                self.budget -= 1;
                let statement = self.statement(0);
                body.push(statement);
            }
            // Print what the case computed.
            let shown: Vec<Expr> = self
                .scopes
                .last()
                .map(|scope| scope.variables.clone())
                .unwrap_or_default()
                .into_iter()
                .rev()
                .take(4)
                .map(|(name, _, _)| Expr::Raw(name))
                .collect();
            if !shown.is_empty() {
                body.push(Stmt::Print(shown));
            }
            self.scopes.pop();
            statements.push(Stmt::Block(body));
        }
        statements.push(Stmt::Print(vec![
            Expr::Raw(quote("side effects")),
            Expr::Raw("sideEffects".into()),
        ]));
        Program { statements }
    }

    /// A top-level helper function of numbers or strings.
    fn helper(&mut self, index: usize) -> Stmt {
        let name = format!("helper{index}");
        let kinds = [
            (vec![Ty::Num, Ty::Num], Ty::Num),
            (vec![Ty::Str, Ty::Num], Ty::Str),
            (vec![Ty::Num], Ty::Bool),
            (vec![Ty::NumArr], Ty::Num),
        ];
        let (parameters, result) = self.rng.pick(&kinds).clone();
        self.scopes.push(Scope {
            variables: Vec::new(),
        });
        let names: Vec<String> = (0..parameters.len()).map(|i| format!("p{i}")).collect();
        for (name, ty) in names.iter().zip(&parameters) {
            self.declare(name, *ty, false);
        }
        let body = self.expr(result, 2);
        self.scopes.pop();
        let typed_parameters: Vec<String> = names
            .iter()
            .zip(&parameters)
            .map(|(name, ty)| format!("{name}: {}", ty.annotation()))
            .collect();
        let typed = format!(
            "function {name}({}): {} {{\n  return {};\n}}",
            typed_parameters.join(", "),
            result.annotation(),
            print_expr(&body, true)
        );
        let untyped = format!(
            "function {name}({}) {{\n  return {};\n}}",
            names.join(", "),
            print_expr(&body, false)
        );
        self.functions.push((name, parameters, result));
        Stmt::Raw(typed, untyped)
    }

    /// A function whose result is a union: it returns a local string or
    /// array (boxed on the way out) or a number, called and printed.
    fn union_helper(&mut self) -> Stmt {
        self.scopes.push(Scope {
            variables: Vec::new(),
        });
        self.declare("p0", Ty::Num, false);
        self.declare("p1", Ty::Str, false);
        let text = print_pair(&self.expr(Ty::Str, 2));
        let list = print_pair(&self.number_array(1));
        self.scopes.pop();
        let calls: Vec<(String, String)> = (0..3)
            .map(|_| {
                let number = print_pair(&self.expr(Ty::Num, 1));
                let string = print_pair(&self.expr(Ty::Str, 1));
                (
                    format!("unionHelper({}, {})", number.0, string.0),
                    format!("unionHelper({}, {})", number.1, string.1),
                )
            })
            .collect();
        let [typed, plain] = [0, 1].map(|side| {
            let pick = |pair: &(String, String)| if side == 0 { pair.0.clone() } else { pair.1.clone() };
            let (parameters, result, list_type) = if side == 0 {
                ("p0: number, p1: string", ": string | number[] | number", ": number[]")
            } else {
                ("p0, p1", "", "")
            };
            let printed: Vec<String> = calls.iter().map(pick).collect();
            format!(
                "function unionHelper({parameters}){result} {{\n  const text = {};\n  if (p0 > 0) return text;\n  const list{list_type} = {};\n  if (p0 < 0) return list;\n  return p0;\n}}\nconsole.log({});",
                pick(&text),
                pick(&list),
                printed.join(", ")
            )
        });
        Stmt::Raw(typed, plain)
    }

    fn statement(&mut self, depth: usize) -> Stmt {
        let choice = self.rng.below(if depth > 1 { 6 } else { 15 });
        match choice {
            12 | 13 => self.union_statement(depth),
            14 => self.shape_statement(),
            0..=2 => {
                let ty = *self.rng.pick(&[
                    Ty::Num,
                    Ty::Num,
                    Ty::Str,
                    Ty::Str,
                    Ty::Bool,
                    Ty::NumArr,
                    Ty::StrArr,
                    Ty::Map,
                    Ty::Set,
                    Ty::Obj,
                    Ty::Pt,
                    Ty::NumOrNull,
                    Ty::StrOrUndef,
                    Ty::ItemOrUndef,
                    Ty::NumOrStr,
                ]);
                let name = self.fresh("v");
                let value = self.expr(ty, 3);
                let mutable = self.rng.chance(60);
                self.declare(&name, ty, mutable);
                Stmt::Let {
                    name,
                    ty,
                    mutable,
                    value,
                }
            }
            3 => self.assignment(),
            4 => self.mutation(),
            5 => {
                let ty = *self.rng.pick(&[
                    Ty::Num,
                    Ty::Str,
                    Ty::Bool,
                    Ty::NumArr,
                    Ty::Map,
                    Ty::Obj,
                    Ty::Pt,
                ]);
                let value = self.expr(ty, 3);
                Stmt::Print(vec![value])
            }
            6 => {
                // Through `Boolean(...)`: a condition tsc sees as constant
                // makes a branch unreachable, where it narrows nothing.
                let condition = self.condition(2);
                let then = self.nested(depth);
                let otherwise = if self.rng.chance(50) {
                    self.nested(depth)
                } else {
                    Vec::new()
                };
                Stmt::If(condition, then, otherwise)
            }
            7 => {
                let counter = self.fresh("i");
                self.scopes.push(Scope {
                    variables: vec![(counter.clone(), Ty::Num, false)],
                });
                let body = self.block(depth + 1, 2);
                self.scopes.pop();
                Stmt::For(counter, 1 + self.rng.below(5), body)
            }
            8 => {
                let element = self.fresh("e");
                let (iterable, ty) = if self.rng.chance(50) {
                    (self.expr(Ty::NumArr, 2), Ty::Num)
                } else {
                    (self.expr(Ty::StrArr, 2), Ty::Str)
                };
                self.scopes.push(Scope {
                    variables: vec![(element.clone(), ty, false)],
                });
                let body = self.block(depth + 1, 2);
                self.scopes.pop();
                Stmt::ForOf(element, iterable, body)
            }
            11 => {
                let counter = self.fresh("w");
                self.scopes.push(Scope {
                    variables: vec![(counter.clone(), Ty::Num, false)],
                });
                let body = self.block(depth + 1, 2);
                self.scopes.pop();
                let limit = 1 + self.rng.below(5);
                let skip = 1 + self.rng.below(limit);
                Stmt::While(counter, limit, skip, body)
            }
            9 => {
                let value = self.expr(Ty::Num, 2);
                let value = Expr::Binary(
                    "%",
                    Box::new(Expr::Call(
                        "Math.abs".into(),
                        vec![Expr::Call("Math.trunc".into(), vec![value])],
                    )),
                    Box::new(Expr::Raw("3".into())),
                );
                let mut cases = Vec::new();
                for k in 0..(1 + self.rng.below(3)) {
                    let body = self.nested(depth);
                    cases.push((k.to_string(), body));
                }
                let default = self.nested(depth);
                Stmt::Switch(value, cases, default)
            }
            _ => {
                let body = {
                    self.scopes.push(Scope {
                        variables: Vec::new(),
                    });
                    let mut body = self.block(depth + 1, 2);
                    // Through `Boolean(...)`: a constant `false` would make
                    // the throw unreachable, where tsc narrows nothing.
                    let condition = self.condition(2);
                    let message = self.expr(Ty::Str, 2);
                    let error = *self.rng.pick(&["Error", "RangeError", "TypeError"]);
                    body.push(Stmt::If(
                        condition,
                        vec![Stmt::Throw(Expr::Call(
                            format!("new {error}"),
                            vec![message],
                        ))],
                        Vec::new(),
                    ));
                    body.push(Stmt::Print(vec![Expr::Raw(quote("no throw"))]));
                    self.scopes.pop();
                    body
                };
                let handler = vec![Stmt::Print(vec![
                    Expr::Raw(quote("caught")),
                    Expr::Typed("(e as Error).name".into(), "e.name".into()),
                    Expr::Typed("(e as Error).message".into(), "e.message".into()),
                ])];
                let finally = if self.rng.chance(50) {
                    vec![Stmt::Print(vec![Expr::Raw(quote("finally"))])]
                } else {
                    Vec::new()
                };
                Stmt::Try(body, handler, finally)
            }
        }
    }

    /// A boolean as a condition, through `Boolean(...)`: a condition tsc
    /// sees as constant makes a branch unreachable, where it narrows
    /// nothing.
    fn condition(&mut self, depth: usize) -> Expr {
        Expr::Call("Boolean".into(), vec![self.boolean(depth)])
    }

    fn nested(&mut self, depth: usize) -> Vec<Stmt> {
        self.scopes.push(Scope {
            variables: Vec::new(),
        });
        let body = self.block(depth + 1, 2);
        self.scopes.pop();
        body
    }

    fn block(&mut self, depth: usize, most: usize) -> Vec<Stmt> {
        (0..(1 + self.rng.below(most)))
            .map(|_| self.statement(depth))
            .collect()
    }

    fn assignment(&mut self) -> Stmt {
        for ty in [
            Ty::Num,
            Ty::NumOrNull,
            Ty::Str,
            Ty::StrOrUndef,
            Ty::Bool,
            Ty::ItemOrUndef,
            Ty::NumOrStr,
        ] {
            let candidates: Vec<String> = self
                .variables(ty)
                .into_iter()
                .filter(|(_, mutable)| *mutable)
                .map(|(name, _)| name)
                .collect();
            if candidates.is_empty() || self.rng.chance(30) {
                continue;
            }
            let name = self.rng.pick(&candidates).clone();
            let operator = match ty {
                Ty::Num => *self
                    .rng
                    .pick(&["=", "+=", "-=", "*=", "/=", "%=", "|=", "<<=", "++", "--"]),
                Ty::Str => *self.rng.pick(&["=", "+="]),
                _ => "=",
            };
            let value = if matches!(operator, "++" | "--") {
                Expr::Raw(String::new())
            } else if shapes::UNIONS.contains(&ty) {
                self.union_value(ty, 2)
            } else {
                self.expr(ty, 2)
            };
            return Stmt::Assign(name, operator, value);
        }
        Stmt::Print(vec![self.expr(Ty::Num, 2)])
    }

    /// A method call for its effect on an array, map, set or object.
    fn mutation(&mut self) -> Stmt {
        let arrays = self.variables(Ty::NumArr);
        let maps = self.variables(Ty::Map);
        let sets = self.variables(Ty::Set);
        let objects = self.variables(Ty::Obj);
        let points = self.variables(Ty::Pt);
        match self.rng.below(6) {
            0 if !arrays.is_empty() => {
                let (name, _) = self.rng.pick(&arrays).clone();
                let value = self.expr(Ty::Num, 2);
                let method = *self.rng.pick(&["push", "unshift"]);
                Stmt::Expr(Expr::Method(Box::new(Expr::Raw(name)), method, vec![value]))
            }
            1 if !maps.is_empty() => {
                let (name, _) = self.rng.pick(&maps).clone();
                let key = self.expr(Ty::Str, 1);
                if self.rng.chance(70) {
                    let value = self.expr(Ty::Num, 2);
                    Stmt::Expr(Expr::Method(
                        Box::new(Expr::Raw(name)),
                        "set",
                        vec![key, value],
                    ))
                } else {
                    Stmt::Expr(Expr::Method(Box::new(Expr::Raw(name)), "delete", vec![key]))
                }
            }
            2 if !sets.is_empty() => {
                let (name, _) = self.rng.pick(&sets).clone();
                let value = self.expr(Ty::Num, 2);
                let method = *self.rng.pick(&["add", "add", "delete"]);
                Stmt::Expr(Expr::Method(Box::new(Expr::Raw(name)), method, vec![value]))
            }
            3 if !objects.is_empty() => {
                let (name, _) = self.rng.pick(&objects).clone();
                let value = self.expr(Ty::Num, 2);
                Stmt::Raw(
                    format!("{name}.count += {};", print_expr(&value, true)),
                    format!("{name}.count += {};", print_expr(&value, false)),
                )
            }
            4 if !points.is_empty() => {
                // A property written: `tags` may be one the object lacks.
                let (name, _) = self.rng.pick(&points).clone();
                let (property, value) = match self.rng.below(3) {
                    0 => ("tags", self.string_array(1)),
                    1 => ("x", self.expr(Ty::Num, 2)),
                    _ => ("label", self.expr(Ty::Str, 2)),
                };
                Stmt::Raw(
                    format!("{name}.{property} = {};", print_expr(&value, true)),
                    format!("{name}.{property} = {};", print_expr(&value, false)),
                )
            }
            5 if !points.is_empty() => {
                // A rest pattern: the keys the object has but the named one.
                let (name, _) = self.rng.pick(&points).clone();
                let key = *self.rng.pick(&["x", "label", "tags"]);
                let text =
                    format!("{{ const {{ {key}: _, ...rest }} = {name}; console.log(rest); }}");
                Stmt::Raw(text.clone(), text)
            }
            _ => Stmt::Print(vec![self.expr(Ty::Str, 2)]),
        }
    }

    fn number_literal(&mut self) -> Expr {
        let text = *self.rng.pick(NUMBERS);
        if text.starts_with('-') {
            Expr::Raw(format!("({text})"))
        } else {
            Expr::Raw(text.to_string())
        }
    }

    fn small(&mut self) -> Expr {
        Expr::Raw(self.rng.below(6).to_string())
    }

    /// A variable of `ty`, if one is in scope (and the dice say so).
    fn variable(&mut self, ty: Ty) -> Option<Expr> {
        let candidates = self.variables(ty);
        if candidates.is_empty() || self.rng.chance(25) {
            return None;
        }
        Some(Expr::Raw(self.rng.pick(&candidates).0.clone()))
    }

    pub fn expr(&mut self, ty: Ty, depth: usize) -> Expr {
        if let Some(variable) = self.variable(ty)
            && (depth == 0 || self.rng.chance(40))
        {
            return variable;
        }
        match ty {
            Ty::Num => self.number(depth),
            Ty::Str => self.string(depth),
            Ty::Bool => self.boolean(depth),
            Ty::NumArr => self.number_array(depth),
            Ty::StrArr => self.string_array(depth),
            Ty::NumOrNull | Ty::StrOrUndef | Ty::ItemOrUndef | Ty::NumOrStr => {
                self.union_value(ty, depth)
            }
            Ty::Map => {
                let entries: Vec<Expr> = (0..self.rng.below(4))
                    .map(|_| {
                        let key = self.expr(Ty::Str, 0);
                        let value = self.expr(Ty::Num, depth.saturating_sub(1));
                        Expr::Array(vec![key, value])
                    })
                    .collect();
                Expr::Typed(
                    format!(
                        "new Map<string, number>({})",
                        print_expr(&Expr::Array(entries.clone()), true)
                    ),
                    format!("new Map({})", print_expr(&Expr::Array(entries), false)),
                )
            }
            Ty::Set => {
                let values = self.number_array(depth.saturating_sub(1));
                Expr::Typed(
                    format!("new Set<number>({})", print_expr(&values, true)),
                    format!("new Set({})", print_expr(&values, false)),
                )
            }
            Ty::Obj => {
                let name = self.expr(Ty::Str, 1);
                let count = self.expr(Ty::Num, 1);
                let class = *self.rng.pick(&["Item", "Item", "Special"]);
                let made = Expr::Call(format!("new {class}"), vec![name, count]);
                if depth > 0 && self.rng.chance(20) {
                    // A derived and a base class as the two alternatives:
                    // the base class's type (tsc's subtype reduction).
                    let other = *self.rng.pick(&["Item", "Special"]);
                    let alternative = Expr::Call(
                        format!("new {other}"),
                        vec![self.expr(Ty::Str, 0), self.expr(Ty::Num, 0)],
                    );
                    // Through `Boolean(...)`: a literal condition makes a
                    // branch unreachable, where tsc stops narrowing.
                    let condition = Expr::Call("Boolean".into(), vec![self.boolean(depth - 1)]);
                    return Expr::Cond(Box::new(condition), Box::new(made), Box::new(alternative));
                }
                made
            }
            Ty::Pt => {
                let points = self.variables(Ty::Pt);
                let x = print_pair(&self.expr(Ty::Num, depth.saturating_sub(1)));
                let label = print_pair(&self.expr(Ty::Str, depth.saturating_sub(1)));
                if !points.is_empty() && self.rng.chance(40) {
                    // A copy with properties changed, added or overridden:
                    // its keys and their order are the source's at run time.
                    let (base, _) = self.rng.pick(&points).clone();
                    let (other, _) = self.rng.pick(&points).clone();
                    let tags = print_pair(&self.string_array(depth.saturating_sub(1)));
                    let form = self.rng.below(5);
                    let [typed, plain] = [(&x.0, &label.0, &tags.0), (&x.1, &label.1, &tags.1)]
                        .map(|(x, label, tags)| match form {
                            0 => format!("{{ ...{base}, x: {x} }}"),
                            1 => format!("{{ ...{base}, tags: {tags} }}"),
                            2 => format!("{{ tags: {tags}, ...{base}, label: {label} }}"),
                            3 => format!("{{ ...{base}, ...{other}, x: {x} }}"),
                            _ => format!("{{ ...{base} }}"),
                        });
                    return Expr::Typed(typed, plain);
                }
                if self.rng.chance(50) {
                    let tags = print_pair(&self.string_array(depth.saturating_sub(1)));
                    Expr::Typed(
                        format!("{{ x: {}, label: {}, tags: {} }}", x.0, label.0, tags.0),
                        format!("{{ x: {}, label: {}, tags: {} }}", x.1, label.1, tags.1),
                    )
                } else if self.rng.chance(30) {
                    // The keys in another order than the interface's.
                    Expr::Typed(
                        format!("{{ label: {}, x: {} }}", label.0, x.0),
                        format!("{{ label: {}, x: {} }}", label.1, x.1),
                    )
                } else {
                    Expr::Typed(
                        format!("{{ x: {}, label: {} }}", x.0, label.0),
                        format!("{{ x: {}, label: {} }}", x.1, label.1),
                    )
                }
            }
        }
    }

    fn number(&mut self, depth: usize) -> Expr {
        if depth == 0 {
            return if self.rng.chance(50) {
                self.number_literal()
            } else {
                self.variable(Ty::Num)
                    .unwrap_or_else(|| self.number_literal())
            };
        }
        let d = depth - 1;
        if self.rng.chance(8)
            && let Some(read) = self.union_number(d)
        {
            return read;
        }
        match self.rng.below(16) {
            0 | 1 => self.number_literal(),
            2..=4 => {
                let operator = *self.rng.pick(&[
                    "+", "-", "*", "/", "%", "**", "&", "|", "^", "<<", ">>", ">>>", "+", "-", "*",
                ]);
                let left = self.number(d);
                // `**` takes small integer exponents half the time, where
                // results stay finite and every bit of them is printed.
                let right = if operator == "**" && self.rng.below(2) == 0 {
                    Expr::Raw(self.rng.below(12).to_string())
                } else {
                    self.number(d)
                };
                Expr::Binary(operator, Box::new(left), Box::new(right))
            }
            5 => {
                let operator = *self.rng.pick(&["-", "~", "+"]);
                Expr::Unary(operator, Box::new(self.number(d)))
            }
            6 => {
                let function = *self.rng.pick(&[
                    "Math.floor",
                    "Math.ceil",
                    "Math.round",
                    "Math.trunc",
                    "Math.abs",
                    "Math.sign",
                    "Math.sqrt",
                    "Math.cbrt",
                    "Math.log",
                    "Math.exp",
                    "Math.sin",
                    "Math.cos",
                    "Math.atan",
                    "Math.fround",
                    "Math.clz32",
                ]);
                Expr::Call(function.into(), vec![self.number(d)])
            }
            7 => {
                let function = *self.rng.pick(&[
                    "Math.max",
                    "Math.min",
                    "Math.hypot",
                    "Math.atan2",
                    "Math.imul",
                ]);
                let count = if matches!(function, "Math.atan2" | "Math.imul") {
                    2
                } else {
                    1 + self.rng.below(3)
                };
                Expr::Call(
                    function.into(),
                    (0..count).map(|_| self.number(d)).collect(),
                )
            }
            8 => {
                let text = self.string(d);
                match self.rng.below(6) {
                    0 => Expr::Prop(Box::new(text), "length"),
                    1 => Expr::Method(Box::new(text), "indexOf", vec![self.string(0)]),
                    2 => Expr::Method(Box::new(text), "charCodeAt", vec![self.small()]),
                    3 => Expr::Call("parseInt".into(), vec![text]),
                    4 => Expr::Call("parseFloat".into(), vec![text]),
                    _ => Expr::Call("Number".into(), vec![text]),
                }
            }
            9 => {
                let array = self.number_array(d);
                match self.rng.below(4) {
                    0 => Expr::Prop(Box::new(array), "length"),
                    1 => Expr::Method(Box::new(array), "indexOf", vec![self.number(0)]),
                    2 => Expr::Method(
                        Box::new(array),
                        "reduce",
                        vec![
                            Expr::Arrow(
                                vec![("a".into(), Ty::Num), ("b".into(), Ty::Num)],
                                Ty::Num,
                                Box::new(Expr::Raw("a + b".into())),
                            ),
                            self.number_literal(),
                        ],
                    ),
                    _ => Expr::Binary(
                        "??",
                        Box::new(Expr::Method(Box::new(array), "at", vec![self.small()])),
                        Box::new(self.number_literal()),
                    ),
                }
            }
            10 => Expr::Cond(
                Box::new(self.condition(d)),
                Box::new(self.number(d)),
                Box::new(self.number(d)),
            ),
            11 => {
                let functions: Vec<(String, Vec<Ty>, Ty)> = self
                    .functions
                    .iter()
                    .filter(|(_, _, result)| *result == Ty::Num)
                    .cloned()
                    .collect();
                if functions.is_empty() {
                    return self.number_literal();
                }
                let (name, parameters, _) = self.rng.pick(&functions).clone();
                let arguments = parameters.iter().map(|ty| self.expr(*ty, d)).collect();
                Expr::Call(name, arguments)
            }
            12 if self.rng.chance(40) => {
                let points = self.variables(Ty::Pt);
                if points.is_empty() {
                    return self.number_literal();
                }
                let (name, _) = self.rng.pick(&points).clone();
                match self.rng.below(4) {
                    0 | 1 => Expr::Prop(Box::new(Expr::Raw(name)), "x"),
                    2 => Expr::Raw(format!("({name}.tags?.length ?? -1)")),
                    // A chain going on past an optional link, and an
                    // optional call of a method.
                    _ => Expr::Raw(format!(
                        "({name}.tags?.at(-1)?.length ?? {name}.tags?.[0].length ?? {name}.label.at?.(0)?.length ?? -3)"
                    )),
                }
            }
            12 => {
                let objects = self.variables(Ty::Obj);
                if objects.is_empty() {
                    return self.number_literal();
                }
                let (name, _) = self.rng.pick(&objects).clone();
                let missing = self.variables(Ty::ItemOrUndef);
                if !missing.is_empty() && self.rng.chance(25) {
                    // `Item | undefined`: optional calls and chains.
                    let (maybe, _) = self.rng.pick(&missing).clone();
                    let factor = print_pair(&self.number(d));
                    // (Read as the declared union: tsc narrows a variable
                    // to what it was last assigned.)
                    let typed = format!("({maybe} as Item | undefined)");
                    return Expr::Typed(
                        format!(
                            "({typed}?.weight({}) ?? {typed}?.name.length ?? {typed}?.label?.().length ?? -1)",
                            factor.0
                        ),
                        format!(
                            "({maybe}?.weight({}) ?? {maybe}?.name.length ?? {maybe}?.label?.().length ?? -1)",
                            factor.1
                        ),
                    );
                }
                if self.rng.chance(50) {
                    Expr::Prop(Box::new(Expr::Raw(name)), "count")
                } else {
                    Expr::Method(Box::new(Expr::Raw(name)), "weight", vec![self.number(d)])
                }
            }
            13 => {
                let maps = self.variables(Ty::Map);
                let sets = self.variables(Ty::Set);
                if !maps.is_empty() && self.rng.chance(50) {
                    let (name, _) = self.rng.pick(&maps).clone();
                    if self.rng.chance(50) {
                        Expr::Prop(Box::new(Expr::Raw(name)), "size")
                    } else {
                        let key = self.string(0);
                        Expr::Binary(
                            "??",
                            Box::new(Expr::Method(Box::new(Expr::Raw(name)), "get", vec![key])),
                            Box::new(Expr::Raw("-1".into())),
                        )
                    }
                } else if !sets.is_empty() {
                    let (name, _) = self.rng.pick(&sets).clone();
                    Expr::Prop(Box::new(Expr::Raw(name)), "size")
                } else {
                    self.number_literal()
                }
            }
            _ => self
                .variable(Ty::Num)
                .unwrap_or_else(|| self.number_literal()),
        }
    }

    fn string_literal(&mut self) -> Expr {
        let text: &str = self.rng.pick::<&str>(STRINGS);
        Expr::Raw(quote(text))
    }

    fn string(&mut self, depth: usize) -> Expr {
        if depth == 0 {
            return if self.rng.chance(60) {
                self.string_literal()
            } else {
                self.variable(Ty::Str)
                    .unwrap_or_else(|| self.string_literal())
            };
        }
        let d = depth - 1;
        if self.rng.chance(8)
            && let Some(text) = self.union_string(d)
        {
            return text;
        }
        match self.rng.below(14) {
            0 | 1 => self.string_literal(),
            2 => Expr::Binary("+", Box::new(self.string(d)), Box::new(self.string(d))),
            3 => Expr::Binary("+", Box::new(self.string(d)), Box::new(self.number(d))),
            4 => {
                let parts = 1 + self.rng.below(2);
                let texts: Vec<String> = (0..=parts)
                    .map(|_| (*self.rng.pick(&["", "-", " = ", "[", "]", "é"])).to_string())
                    .collect();
                let values: Vec<Expr> = (0..parts)
                    .map(|_| {
                        let ty = *self.rng.pick(&[Ty::Num, Ty::Str, Ty::Bool]);
                        self.expr(ty, d)
                    })
                    .collect();
                Expr::Template(texts, values)
            }
            5 => {
                let text = self.string(d);
                let method =
                    *self
                        .rng
                        .pick(&["toUpperCase", "toLowerCase", "trim", "trimStart", "trimEnd"]);
                Expr::Method(Box::new(text), method, Vec::new())
            }
            6 => {
                let text = self.string(d);
                let method = *self.rng.pick(&["slice", "substring"]);
                let mut arguments = vec![self.number(0)];
                if self.rng.chance(60) {
                    // `undefined` takes the parameter's default.
                    arguments.push(if self.rng.chance(15) {
                        Expr::Raw("undefined".into())
                    } else {
                        self.number(0)
                    });
                }
                Expr::Method(Box::new(text), method, arguments)
            }
            7 => {
                let text = self.string(d);
                let method = *self.rng.pick(&["padStart", "padEnd"]);
                let width = Expr::Raw(self.rng.below(12).to_string());
                let filler = if self.rng.chance(15) {
                    Expr::Raw("undefined".into())
                } else {
                    self.string_literal()
                };
                Expr::Method(Box::new(text), method, vec![width, filler])
            }
            8 => {
                let text = self.string(d);
                match self.rng.below(7) {
                    0 => Expr::Method(Box::new(text), "repeat", vec![self.small()]),
                    1 => Expr::Method(Box::new(text), "charAt", vec![self.small()]),
                    2 => Expr::Binary(
                        "??",
                        Box::new(Expr::Method(Box::new(text), "at", vec![self.number(0)])),
                        Box::new(Expr::Raw(quote("none"))),
                    ),
                    3 => {
                        let pattern = self.string_literal();
                        let replacement = self.string_literal();
                        let method = *self.rng.pick(&["replace", "replaceAll"]);
                        Expr::Method(Box::new(text), method, vec![pattern, replacement])
                    }
                    // Regular expressions: global replaces with `$`
                    // patterns (`$1` without a group stays as written), and
                    // splits with groups and empty matches.
                    4 => {
                        let pattern = *self.rng.pick(&[
                            r"/[aeiou]/g",
                            r"/\s+/g",
                            r"/(\w)(\w)/g",
                            r"/\d+/g",
                            r"/é|☃/gu",
                            r"/^.|.$/gm",
                            r"/x*/g",
                            r"/(?<=a)b/gi",
                        ]);
                        let replacement = *self
                            .rng
                            .pick(&["\"_\"", "\"$1\"", "\"[$&]\"", "\"$$\"", "\"\"", "\"$2$1\""]);
                        let method = *self.rng.pick(&["replace", "replaceAll"]);
                        Expr::Method(
                            Box::new(text),
                            method,
                            vec![Expr::Raw(pattern.into()), Expr::Raw(replacement.into())],
                        )
                    }
                    5 => {
                        let pattern = *self.rng.pick(&[
                            r"/\s+/",
                            r"/(,)/",
                            r"/[aeiou]/i",
                            r"/(?:)/u",
                            r"/x*/",
                            r"/(\d)|-/",
                        ]);
                        let joiner = self.string_literal();
                        Expr::Method(
                            Box::new(Expr::Method(
                                Box::new(text),
                                "split",
                                vec![Expr::Raw(pattern.into())],
                            )),
                            "join",
                            vec![joiner],
                        )
                    }
                    _ => {
                        let separator = self.string_literal();
                        let joiner = self.string_literal();
                        Expr::Method(
                            Box::new(Expr::Method(Box::new(text), "split", vec![separator])),
                            "join",
                            vec![joiner],
                        )
                    }
                }
            }
            9 => {
                let number = self.number(d);
                match self.rng.below(4) {
                    0 => Expr::Call("String".into(), vec![number]),
                    1 => Expr::Method(
                        Box::new(Expr::Unary("", Box::new(number))),
                        "toFixed",
                        vec![Expr::Raw(self.rng.below(7).to_string())],
                    ),
                    2 => Expr::Method(
                        Box::new(Expr::Unary("", Box::new(number))),
                        "toString",
                        vec![Expr::Raw(
                            self.rng.pick(&["2", "8", "16", "36"]).to_string(),
                        )],
                    ),
                    3 if self.rng.chance(50) => {
                        let method = *self.rng.pick(&["toPrecision", "toExponential"]);
                        Expr::Method(
                            Box::new(Expr::Unary("", Box::new(number))),
                            method,
                            vec![Expr::Raw((1 + self.rng.below(8)).to_string())],
                        )
                    }
                    _ => Expr::Call("JSON.stringify".into(), vec![number]),
                }
            }
            10 => {
                let array = if self.rng.chance(50) {
                    self.number_array(d)
                } else {
                    self.string_array(d)
                };
                if self.rng.chance(50) {
                    Expr::Method(Box::new(array), "join", vec![self.string_literal()])
                } else {
                    Expr::Call("JSON.stringify".into(), vec![array])
                }
            }
            11 if self.rng.chance(30) => {
                let ty = *self
                    .rng
                    .pick(&[Ty::Num, Ty::Str, Ty::Bool, Ty::NumArr, Ty::Obj]);
                Expr::Unary("typeof ", Box::new(self.expr(ty, d)))
            }
            11 => Expr::Cond(
                Box::new(self.condition(d)),
                Box::new(self.string(d)),
                Box::new(self.string(d)),
            ),
            12 if self.rng.chance(40) => {
                let points = self.variables(Ty::Pt);
                if points.is_empty() {
                    return self.string_literal();
                }
                let (name, _) = self.rng.pick(&points).clone();
                if self.rng.chance(50) {
                    Expr::Prop(Box::new(Expr::Raw(name)), "label")
                } else {
                    Expr::Call("JSON.stringify".into(), vec![Expr::Raw(name)])
                }
            }
            12 => {
                let objects = self.variables(Ty::Obj);
                if objects.is_empty() {
                    return self.string_literal();
                }
                let (name, _) = self.rng.pick(&objects).clone();
                Expr::Method(Box::new(Expr::Raw(name)), "label", Vec::new())
            }
            _ => {
                let functions: Vec<(String, Vec<Ty>, Ty)> = self
                    .functions
                    .iter()
                    .filter(|(_, _, result)| *result == Ty::Str)
                    .cloned()
                    .collect();
                if functions.is_empty() {
                    return self.string_literal();
                }
                let (name, parameters, _) = self.rng.pick(&functions).clone();
                let arguments = parameters.iter().map(|ty| self.expr(*ty, d)).collect();
                Expr::Call(name, arguments)
            }
        }
    }

    fn boolean(&mut self, depth: usize) -> Expr {
        let d = depth.saturating_sub(1);
        if depth > 0
            && self.rng.chance(10)
            && let Some(test) = self.union_boolean()
        {
            return test;
        }
        match self.rng.below(if depth == 0 { 2 } else { 9 }) {
            0 => Expr::Raw((*self.rng.pick(&["true", "false"])).into()),
            1 => self
                .variable(Ty::Bool)
                .unwrap_or_else(|| Expr::Raw("true".into())),
            2 | 3 => {
                // One side is never a bare literal: tsc rejects comparing two
                // literals it can tell apart.
                // Both sides through `Number(...)`: tsc also rejects `x ===
                // NaN` as a condition that is always false.
                let operator = *self
                    .rng
                    .pick(&["<", "<=", ">", ">=", "===", "!==", "Object.is"]);
                let left = Expr::Call("Number".into(), vec![self.number(d)]);
                let right = Expr::Call("Number".into(), vec![self.number(d)]);
                // `Object.is`: SameValue (NaN is itself, -0 is not 0).
                if operator == "Object.is" {
                    return Expr::Call("Object.is".into(), vec![left, right]);
                }
                Expr::Binary(operator, Box::new(left), Box::new(right))
            }
            4 if self.rng.chance(30) => {
                // A unit of a string, often past its end (`undefined`,
                // which no string equals and nothing orders against).
                let operator = *self.rng.pick(&["===", "!==", "<", ">", "<=", ">="]);
                let text = self.string(d);
                let index = Expr::Raw(self.rng.below(9).to_string());
                let unit = *self
                    .rng
                    .pick(&["\"a\"", "\"m\"", "\" \"", "\"undefined\"", "\"é\""]);
                Expr::Binary(
                    operator,
                    Box::new(Expr::Index(Box::new(text), Box::new(index))),
                    Box::new(Expr::Raw(unit.into())),
                )
            }
            4 => {
                let operator = *self.rng.pick(&["===", "!==", "<", ">"]);
                let left = Expr::Call("String".into(), vec![self.string(d)]);
                Expr::Binary(operator, Box::new(left), Box::new(self.string(d)))
            }
            5 => {
                let operator: &'static str = if self.rng.chance(50) { "&&" } else { "||" };
                Expr::Binary(
                    operator,
                    Box::new(self.boolean(d)),
                    Box::new(self.boolean(d)),
                )
            }
            6 => Expr::Unary("!", Box::new(self.boolean(d))),
            7 => {
                let function = *self.rng.pick(&[
                    "Number.isInteger",
                    "Number.isNaN",
                    "isFinite",
                    "Number.isSafeInteger",
                ]);
                Expr::Call(function.into(), vec![self.number(d)])
            }
            8 if self.rng.chance(40) => {
                let array = self.number_array(d);
                let body = {
                    self.scopes.push(Scope {
                        variables: vec![("x".into(), Ty::Num, false)],
                    });
                    let body = self.boolean(1);
                    self.scopes.pop();
                    body
                };
                match self.rng.below(3) {
                    0 => Expr::Method(Box::new(array), "includes", vec![self.number(0)]),
                    method => Expr::Method(
                        Box::new(array),
                        if method == 1 { "some" } else { "every" },
                        vec![Expr::Arrow(
                            vec![("x".into(), Ty::Num)],
                            Ty::Bool,
                            Box::new(body),
                        )],
                    ),
                }
            }
            _ => {
                let text = self.string(d);
                let method = *self.rng.pick(&["includes", "startsWith", "endsWith"]);
                Expr::Method(Box::new(text), method, vec![self.string(0)])
            }
        }
    }

    fn number_array(&mut self, depth: usize) -> Expr {
        let d = depth.saturating_sub(1);
        match self.rng.below(if depth == 0 { 1 } else { 7 }) {
            0 => {
                // Typed as `number[]`: tsc would otherwise give a literal
                // `[1, 2]` the element type `1 | 2`.
                let items: Vec<Expr> = (0..self.rng.below(5)).map(|_| self.number(d)).collect();
                let array = Expr::Array(items);
                Expr::Typed(
                    format!("({} as number[])", print_expr(&array, true)),
                    print_expr(&array, false),
                )
            }
            1 => {
                let array = self.number_array(d);
                let body = {
                    self.scopes.push(Scope {
                        variables: vec![("x".into(), Ty::Num, false)],
                    });
                    let body = self.number(1);
                    self.scopes.pop();
                    body
                };
                // Sometimes over the array as `any[]` or `any`: the
                // callback's `x: number` then converts the boxes it is
                // passed, and an `any` result converts back.
                let route = self.rng.below(4);
                let array = match route {
                    1 => Expr::Method(
                        Box::new(array),
                        "map",
                        vec![Expr::Typed(
                            "(v: number): any => v".into(),
                            "(v) => v".into(),
                        )],
                    ),
                    2 => Expr::Typed(
                        format!("({} as any)", print_expr(&array, true)),
                        print_expr(&array, false),
                    ),
                    _ => array,
                };
                let mapped = Expr::Method(
                    Box::new(array),
                    "map",
                    vec![Expr::Arrow(
                        vec![("x".into(), Ty::Num)],
                        Ty::Num,
                        Box::new(body),
                    )],
                );
                if route == 2 {
                    Expr::Typed(
                        format!("({} as number[])", print_expr(&mapped, true)),
                        print_expr(&mapped, false),
                    )
                } else {
                    mapped
                }
            }
            2 => {
                let array = self.number_array(d);
                let body = {
                    self.scopes.push(Scope {
                        variables: vec![("x".into(), Ty::Num, false)],
                    });
                    let body = self.boolean(1);
                    self.scopes.pop();
                    body
                };
                Expr::Method(
                    Box::new(array),
                    "filter",
                    vec![Expr::Arrow(
                        vec![("x".into(), Ty::Num)],
                        Ty::Bool,
                        Box::new(body),
                    )],
                )
            }
            3 => {
                let array = self.number_array(d);
                match self.rng.below(3) {
                    // A reversed copy.
                    0 => Expr::Method(Box::new(array), "toReversed", vec![]),
                    // `[]` without context (a `never[]`) taking the other
                    // side's element kind.
                    // The condition is never a bare literal: tsc does not
                    // narrow in the branch a literal makes unreachable.
                    1 => Expr::Cond(
                        Box::new(self.condition(0)),
                        Box::new(Expr::Raw("[]".into())),
                        Box::new(array),
                    ),
                    _ => Expr::Method(Box::new(array), "slice", vec![self.small()]),
                }
            }
            4 => Expr::Method(
                Box::new(self.number_array(d)),
                "concat",
                vec![self.number_array(d)],
            ),
            5 => Expr::Method(
                Box::new(Expr::Array(Vec::new()).spread_of(self.number_array(d))),
                "sort",
                vec![Expr::Arrow(
                    vec![("a".into(), Ty::Num), ("b".into(), Ty::Num)],
                    Ty::Num,
                    Box::new(Expr::Raw("a - b".into())),
                )],
            ),
            _ => {
                let text = self.string(d);
                Expr::Method(
                    Box::new(Expr::Method(
                        Box::new(text),
                        "split",
                        vec![Expr::Raw(quote(""))],
                    )),
                    "map",
                    vec![Expr::Arrow(
                        vec![("c".into(), Ty::Str)],
                        Ty::Num,
                        Box::new(Expr::Raw("c.charCodeAt(0)".into())),
                    )],
                )
            }
        }
    }

    fn string_array(&mut self, depth: usize) -> Expr {
        let d = depth.saturating_sub(1);
        match self.rng.below(if depth == 0 { 1 } else { 4 }) {
            0 => {
                let items: Vec<Expr> = (0..self.rng.below(4)).map(|_| self.string(d)).collect();
                let array = Expr::Array(items);
                Expr::Typed(
                    format!("({} as string[])", print_expr(&array, true)),
                    print_expr(&array, false),
                )
            }
            1 => {
                let text = self.string(d);
                Expr::Method(Box::new(text), "split", vec![self.string_literal()])
            }
            2 => {
                let array = self.number_array(d);
                Expr::Method(
                    Box::new(array),
                    "map",
                    vec![Expr::Arrow(
                        vec![("n".into(), Ty::Num)],
                        Ty::Str,
                        Box::new(Expr::Raw("String(n)".into())),
                    )],
                )
            }
            _ => {
                let maps = self.variables(Ty::Map);
                if maps.is_empty() {
                    return Expr::Array(vec![self.string(d)]);
                }
                let (name, _) = self.rng.pick(&maps).clone();
                Expr::Raw(format!("[...{name}.keys()]"))
            }
        }
    }
}

impl Expr {
    /// `[...inner]`: a copy, so sorting it leaves the original alone.
    fn spread_of(self, inner: Expr) -> Expr {
        let _ = self;
        Expr::Typed(
            format!("[...{}]", print_expr(&inner, true)),
            format!("[...{}]", print_expr(&inner, false)),
        )
    }
}

pub fn print_expr(expr: &Expr, typed: bool) -> String {
    match expr {
        Expr::Raw(text) => text.clone(),
        Expr::Typed(with, without) => {
            if typed {
                with.clone()
            } else {
                without.clone()
            }
        }
        Expr::Unary(operator, operand) => format!("({operator}{})", print_expr(operand, typed)),
        Expr::Binary(operator, left, right) => format!(
            "({} {operator} {})",
            print_expr(left, typed),
            print_expr(right, typed)
        ),
        Expr::Cond(condition, then, otherwise) => format!(
            "({} ? {} : {})",
            print_expr(condition, typed),
            print_expr(then, typed),
            print_expr(otherwise, typed)
        ),
        Expr::Call(callee, arguments) => format!("{callee}({})", print_list(arguments, typed)),
        Expr::Method(receiver, method, arguments) => format!(
            "{}.{method}({})",
            print_expr(receiver, typed),
            print_list(arguments, typed)
        ),
        Expr::Prop(receiver, property) => format!("{}.{property}", print_expr(receiver, typed)),
        Expr::Index(receiver, index) => format!(
            "{}[{}]",
            print_expr(receiver, typed),
            print_expr(index, typed)
        ),
        Expr::Arrow(parameters, result, body) => {
            let parameters: Vec<String> = parameters
                .iter()
                .map(|(name, ty)| {
                    if typed {
                        format!("{name}: {}", ty.annotation())
                    } else {
                        name.clone()
                    }
                })
                .collect();
            let result = if typed {
                format!(": {}", result.annotation())
            } else {
                String::new()
            };
            format!(
                "({}){result} => {}",
                parameters.join(", "),
                print_expr(body, typed)
            )
        }
        Expr::Array(items) => format!("[{}]", print_list(items, typed)),
        Expr::Template(texts, values) => {
            let mut out = String::from("`");
            for (index, text) in texts.iter().enumerate() {
                out.push_str(text);
                if let Some(value) = values.get(index) {
                    let _ = write!(out, "${{{}}}", print_expr(value, typed));
                }
            }
            out.push('`');
            out
        }
    }
}

/// An expression printed as TypeScript and as JavaScript.
fn print_pair(expr: &Expr) -> (String, String) {
    (print_expr(expr, true), print_expr(expr, false))
}

fn print_list(items: &[Expr], typed: bool) -> String {
    items
        .iter()
        .map(|item| print_expr(item, typed))
        .collect::<Vec<_>>()
        .join(", ")
}

fn indent(depth: usize) -> String {
    "  ".repeat(depth)
}

pub fn print_statements(statements: &[Stmt], typed: bool, depth: usize, out: &mut String) {
    for statement in statements {
        print_statement(statement, typed, depth, out);
    }
}

fn print_statement(statement: &Stmt, typed: bool, depth: usize, out: &mut String) {
    let pad = indent(depth);
    match statement {
        Stmt::Let {
            name,
            ty,
            mutable,
            value,
        } => {
            let keyword = if *mutable { "let" } else { "const" };
            let annotation = if typed {
                format!(": {}", ty.annotation())
            } else {
                String::new()
            };
            let _ = writeln!(
                out,
                "{pad}{keyword} {name}{annotation} = {};",
                print_expr(value, typed)
            );
        }
        Stmt::Assign(name, operator, value) => {
            if matches!(*operator, "++" | "--") {
                let _ = writeln!(out, "{pad}{name}{operator};");
            } else {
                let _ = writeln!(out, "{pad}{name} {operator} {};", print_expr(value, typed));
            }
        }
        Stmt::Expr(expr) => {
            let _ = writeln!(out, "{pad}{};", print_expr(expr, typed));
        }
        Stmt::Print(values) => {
            let _ = writeln!(out, "{pad}console.log({});", print_list(values, typed));
        }
        Stmt::If(condition, then, otherwise) => {
            let _ = writeln!(out, "{pad}if ({}) {{", print_expr(condition, typed));
            print_statements(then, typed, depth + 1, out);
            if otherwise.is_empty() {
                let _ = writeln!(out, "{pad}}}");
            } else {
                let _ = writeln!(out, "{pad}}} else {{");
                print_statements(otherwise, typed, depth + 1, out);
                let _ = writeln!(out, "{pad}}}");
            }
        }
        Stmt::For(counter, count, body) => {
            let _ = writeln!(
                out,
                "{pad}for (let {counter} = 0; {counter} < {count}; {counter}++) {{"
            );
            print_statements(body, typed, depth + 1, out);
            let _ = writeln!(out, "{pad}}}");
        }
        Stmt::ForOf(element, iterable, body) => {
            // Over a copy: the body may push to the array it walks.
            let _ = writeln!(
                out,
                "{pad}for (const {element} of [...{}]) {{",
                print_expr(iterable, typed)
            );
            print_statements(body, typed, depth + 1, out);
            let _ = writeln!(out, "{pad}}}");
        }
        Stmt::Block(body) => {
            let _ = writeln!(out, "{pad}{{");
            print_statements(body, typed, depth + 1, out);
            let _ = writeln!(out, "{pad}}}");
        }
        Stmt::While(counter, limit, skip, body) => {
            let annotation = if typed { ": number" } else { "" };
            let _ = writeln!(out, "{pad}let {counter}{annotation} = 0;");
            let _ = writeln!(out, "{pad}while (true) {{");
            let _ = writeln!(out, "{pad}  {counter}++;");
            let _ = writeln!(out, "{pad}  if ({counter} > {limit}) break;");
            let _ = writeln!(out, "{pad}  if ({counter} === {skip}) continue;");
            print_statements(body, typed, depth + 1, out);
            let _ = writeln!(out, "{pad}}}");
        }
        Stmt::Switch(value, cases, default) => {
            let _ = writeln!(out, "{pad}switch ({}) {{", print_expr(value, typed));
            for (label, body) in cases {
                let _ = writeln!(out, "{pad}  case {label}: {{");
                print_statements(body, typed, depth + 2, out);
                let _ = writeln!(out, "{pad}    break;");
                let _ = writeln!(out, "{pad}  }}");
            }
            let _ = writeln!(out, "{pad}  default: {{");
            print_statements(default, typed, depth + 2, out);
            let _ = writeln!(out, "{pad}  }}");
            let _ = writeln!(out, "{pad}}}");
        }
        Stmt::Try(body, handler, finally) => {
            let _ = writeln!(out, "{pad}try {{");
            print_statements(body, typed, depth + 1, out);
            let _ = writeln!(out, "{pad}}} catch (e) {{");
            print_statements(handler, typed, depth + 1, out);
            if finally.is_empty() {
                let _ = writeln!(out, "{pad}}}");
            } else {
                let _ = writeln!(out, "{pad}}} finally {{");
                print_statements(finally, typed, depth + 1, out);
                let _ = writeln!(out, "{pad}}}");
            }
        }
        Stmt::Throw(value) => {
            let _ = writeln!(out, "{pad}throw {};", print_expr(value, typed));
        }
        Stmt::Raw(with, without) => {
            let text = if typed { with } else { without };
            for line in text.lines() {
                let _ = writeln!(out, "{pad}{line}");
            }
        }
    }
}

impl Program {
    pub fn typescript(&self) -> String {
        let mut out = String::new();
        print_statements(&self.statements, true, 0, &mut out);
        out
    }

    pub fn javascript(&self) -> String {
        let mut out = String::from("\"use strict\";\n");
        print_statements(&self.statements, false, 0, &mut out);
        out
    }
}
