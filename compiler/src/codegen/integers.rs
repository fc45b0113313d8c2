//! Integer-valued numbers.
//!
//! A `number` local whose every write is an integer within ±2^53 (never
//! `-0`, `NaN` or an infinity) lives in an `i64` slot, as loop counters do
//! (`FunctionContext::counters`), and arithmetic whose operands are such
//! integers runs in `i64`:
//!
//! - [`integer_locals`] finds those locals: an interval analysis over the
//!   function's writes, iterated to a fixed point with widening. Its ranges
//!   bound the double JavaScript computes (rounding is monotonic, so bounds
//!   of the exact values bound the rounded ones too). A write of `x ± 1` to
//!   `x` itself (`x++`, `x += 1`) is a step: the design assumes, as for loop
//!   counters, that no program steps a variable by one 2^53 times.
//! - [`Codegen::emit_integer_tree`] evaluates `+`, `-`, `*` and `%` over
//!   integer leaves in `i64` and checks, where the ranges do not prove it,
//!   that every intermediate result is one JavaScript's doubles hold
//!   exactly (within ±2^53, and not a zero JavaScript would make `-0`).
//!   When a check fails, the same operations run again in doubles on the
//!   same leaf values (no leaf is evaluated twice), so the result is
//!   always JavaScript's.

use std::collections::HashMap;

use inkwell::IntPredicate;
use inkwell::values::{BasicValueEnum, FloatValue, IntValue};

use super::{Codegen, FunctionContext, Result};
use crate::diagnostics::InternalError;
use crate::hir::{
    ArrayMethod, BinaryOperator, Builtin, Expression, ExpressionKind, LocalId, MathFunction,
    Program, Statement, UnaryOperator, Variable,
};
use crate::types::TypeId;

/// The signed integer comparison a number comparison is on integers.
pub(crate) fn integer_predicate(operator: BinaryOperator) -> Option<IntPredicate> {
    Some(match operator {
        BinaryOperator::Less => IntPredicate::SLT,
        BinaryOperator::LessEqual => IntPredicate::SLE,
        BinaryOperator::Greater => IntPredicate::SGT,
        BinaryOperator::GreaterEqual => IntPredicate::SGE,
        BinaryOperator::Equal => IntPredicate::EQ,
        BinaryOperator::NotEqual => IntPredicate::NE,
        _ => return None,
    })
}

/// 2^53: integers up to this magnitude are exact in a double.
const SAFE: i128 = 1 << 53;
/// How far from ±2^53 a stepped variable's other writes must stay.
const STEP_MARGIN: i128 = 1 << 50;
/// Past this magnitude a bound is treated as unknown (the value might
/// even overflow to an infinity).
const HUGE: i128 = 1 << 100;

/// The integers an expression's double may hold: every value in
/// `lo..=hi`, and `-0` too when `negative_zero`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Range {
    pub lo: i128,
    pub hi: i128,
    pub negative_zero: bool,
}

impl Range {
    fn new(lo: i128, hi: i128, negative_zero: bool) -> Option<Range> {
        (lo >= -HUGE && hi <= HUGE).then_some(Range {
            lo,
            hi,
            negative_zero,
        })
    }

    fn exact(value: i128) -> Range {
        Range {
            lo: value,
            hi: value,
            negative_zero: false,
        }
    }

    /// A variable stepped by one from an integral start (a loop counter).
    pub(crate) const STEPPED: Range = Range {
        lo: -SAFE,
        hi: SAFE,
        negative_zero: false,
    };

    const INT32: Range = Range {
        lo: -(1 << 31),
        hi: (1 << 31) - 1,
        negative_zero: false,
    };

    const UINT32: Range = Range {
        lo: 0,
        hi: (1 << 32) - 1,
        negative_zero: false,
    };

    fn union(self, other: Range) -> Range {
        Range {
            lo: self.lo.min(other.lo),
            hi: self.hi.max(other.hi),
            negative_zero: self.negative_zero || other.negative_zero,
        }
    }

    fn contains_zero(self) -> bool {
        self.lo <= 0 && 0 <= self.hi
    }

    /// Within ±2^53, where an `i64` holds exactly what the double holds.
    pub(crate) fn is_safe(self) -> bool {
        -SAFE <= self.lo && self.hi <= SAFE
    }

    fn magnitude(self) -> i128 {
        self.lo.abs().max(self.hi.abs())
    }
}

/// What the analysis knows of a value: nothing yet (no write reached it),
/// a range, or that it may not be an integer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Fact {
    Unreached,
    Integer(Range),
    Unknown,
}

impl Fact {
    fn join(self, other: Fact) -> Fact {
        match (self, other) {
            (Fact::Unknown, _) | (_, Fact::Unknown) => Fact::Unknown,
            (Fact::Unreached, fact) | (fact, Fact::Unreached) => fact,
            (Fact::Integer(a), Fact::Integer(b)) => Fact::Integer(a.union(b)),
        }
    }

    /// Combines two operands' facts with `combine` once both are ranges.
    fn both(a: Fact, b: Fact, combine: impl FnOnce(Range, Range) -> Option<Range>) -> Fact {
        match (a, b) {
            (Fact::Unknown, _) | (_, Fact::Unknown) => Fact::Unknown,
            (Fact::Unreached, _) | (_, Fact::Unreached) => Fact::Unreached,
            (Fact::Integer(a), Fact::Integer(b)) => {
                combine(a, b).map_or(Fact::Unknown, Fact::Integer)
            }
        }
    }
}

/// The range of a binary arithmetic operator's double result.
fn arithmetic(operator: BinaryOperator, a: Range, b: Range) -> Option<Range> {
    match operator {
        BinaryOperator::Add => {
            Range::new(a.lo + b.lo, a.hi + b.hi, a.negative_zero && b.negative_zero)
        }
        BinaryOperator::Subtract => Range::new(
            a.lo - b.hi,
            a.hi - b.lo,
            a.negative_zero && b.contains_zero(),
        ),
        BinaryOperator::Multiply => {
            let corners = [
                a.lo.checked_mul(b.lo)?,
                a.lo.checked_mul(b.hi)?,
                a.hi.checked_mul(b.lo)?,
                a.hi.checked_mul(b.hi)?,
            ];
            let lo = corners.iter().copied().min().unwrap_or(0);
            let hi = corners.iter().copied().max().unwrap_or(0);
            let negative_zero = (a.contains_zero() && b.lo < 0)
                || (b.contains_zero() && a.lo < 0)
                || a.negative_zero
                || b.negative_zero;
            Range::new(lo, hi, negative_zero)
        }
        BinaryOperator::Remainder => {
            // A divisor that may be 0 makes NaN.
            if b.contains_zero() {
                return None;
            }
            let bound = b.magnitude() - 1;
            Range::new(
                a.lo.min(0).max(-bound),
                a.hi.max(0).min(bound),
                a.lo < 0 || a.negative_zero,
            )
        }
        _ => None,
    }
}

/// The range of a bitwise operator's result, whatever its operands.
fn bitwise(operator: BinaryOperator, a: Fact, b: Fact) -> Option<Range> {
    match operator {
        BinaryOperator::UnsignedShiftRight => Some(Range::UINT32),
        // `x & m` with a non-negative side: between 0 and that side.
        BinaryOperator::BitAnd => {
            let non_negative = |fact: Fact| match fact {
                Fact::Integer(range) if range.lo >= 0 && range.hi < 1 << 31 => Some(range.hi),
                _ => None,
            };
            Some(match (non_negative(a), non_negative(b)) {
                (Some(x), Some(y)) => Range::new(0, x.min(y), false)?,
                (Some(x), None) | (None, Some(x)) => Range::new(0, x, false)?,
                (None, None) => Range::INT32,
            })
        }
        BinaryOperator::BitOr
        | BinaryOperator::BitXor
        | BinaryOperator::ShiftLeft
        | BinaryOperator::ShiftRight => Some(Range::INT32),
        _ => None,
    }
}

fn is_bitwise(operator: BinaryOperator) -> bool {
    matches!(
        operator,
        BinaryOperator::BitAnd
            | BinaryOperator::BitOr
            | BinaryOperator::BitXor
            | BinaryOperator::ShiftLeft
            | BinaryOperator::ShiftRight
            | BinaryOperator::UnsignedShiftRight
    )
}

fn is_arithmetic(operator: BinaryOperator) -> bool {
    matches!(
        operator,
        BinaryOperator::Add
            | BinaryOperator::Subtract
            | BinaryOperator::Multiply
            | BinaryOperator::Remainder
    )
}

/// An integer literal's range (not `-0`, within ±2^53).
fn literal(value: f64) -> Option<Range> {
    (value.fract() == 0.0
        && value.abs() <= SAFE as f64
        && !(value == 0.0 && value.is_sign_negative()))
    .then(|| Range::exact(value as i128))
}

/// A write of a local.
enum Write<'a> {
    Value(&'a Expression),
    Constant(Range),
    /// `x++`, `x--`, `x += 1`, `x = x - 1`, ...: one step up or down.
    Step(bool),
    /// A step up that is the update of a loop testing `x < bound` (or
    /// `x <= bound`, the flag) with nothing else in the loop writing `x`:
    /// the value it makes is at most the bound (plus one).
    BoundedStep(&'a Expression, bool),
}

/// `value` as a step of `target`: `target ± 1`.
pub(crate) fn step_of(target: Variable, value: &Expression) -> Option<bool> {
    let ExpressionKind::Binary {
        operator: operator @ (BinaryOperator::Add | BinaryOperator::Subtract),
        left,
        right,
    } = &value.kind
    else {
        return None;
    };
    let reads_target =
        |e: &Expression| matches!(e.kind, ExpressionKind::Variable(v) if v == target);
    let one = |e: &Expression| matches!(e.kind, ExpressionKind::Number(n) if n == 1.0);
    if reads_target(left) && one(right) {
        return Some(*operator == BinaryOperator::Add);
    }
    if *operator == BinaryOperator::Add && one(left) && reads_target(right) {
        return Some(true);
    }
    None
}

/// The facts an expression is judged by: its function's locals' and the
/// program's globals'.
#[derive(Clone, Copy)]
pub(crate) struct Facts<'f> {
    pub locals: &'f [Fact],
    pub globals: &'f [Fact],
    /// Per function: what every value it returns is.
    pub returns: &'f [Fact],
}

/// What `facts` say of an expression's value.
pub(crate) fn fact_of(facts: Facts<'_>, expression: &Expression) -> Fact {
    match &expression.kind {
        ExpressionKind::Number(value) => literal(*value).map_or(Fact::Unknown, Fact::Integer),
        ExpressionKind::Variable(Variable::Local(local)) => facts.locals[local.index()],
        ExpressionKind::Variable(Variable::Global(global)) => facts.globals[global.index()],
        ExpressionKind::Binary {
            operator,
            left,
            right,
        } if is_arithmetic(*operator) => {
            Fact::both(fact_of(facts, left), fact_of(facts, right), |a, b| {
                arithmetic(*operator, a, b)
            })
        }
        ExpressionKind::Binary {
            operator,
            left,
            right,
        } if is_bitwise(*operator) => {
            bitwise(*operator, fact_of(facts, left), fact_of(facts, right))
                .map_or(Fact::Unknown, Fact::Integer)
        }
        ExpressionKind::Unary {
            operator: UnaryOperator::Negate,
            operand,
        } => match fact_of(facts, operand) {
            Fact::Integer(range) => Fact::Integer(Range {
                lo: -range.hi,
                hi: -range.lo,
                negative_zero: range.contains_zero(),
            }),
            other => other,
        },
        ExpressionKind::Unary {
            operator: UnaryOperator::BitNot,
            ..
        } => Fact::Integer(Range::INT32),
        ExpressionKind::Conditional {
            then, otherwise, ..
        } => fact_of(facts, then).join(fact_of(facts, otherwise)),
        ExpressionKind::Assign { value, .. } => fact_of(facts, value),
        ExpressionKind::Sequence(parts) => parts
            .last()
            .map_or(Fact::Unknown, |last| fact_of(facts, last)),
        ExpressionKind::Builtin {
            builtin: Builtin::Math(MathFunction::Imul),
            ..
        } => Fact::Integer(Range::INT32),
        ExpressionKind::Builtin {
            builtin: Builtin::Array(ArrayMethod::Length),
            arguments,
        } if arguments.len() == 1 => Fact::Integer(Range::UINT32),
        ExpressionKind::StringLength(_) => Fact::Integer(Range::UINT32),
        ExpressionKind::Call { function, .. } => facts
            .returns
            .get(function.index())
            .copied()
            .unwrap_or(Fact::Unknown),
        _ => Fact::Unknown,
    }
}

/// A variable's writes, each with the function it is in (whose locals
/// its value reads); `None` for a variable that cannot be an integer.
type Writes<'a> = Option<Vec<(usize, Write<'a>)>>;

/// The facts of every local of every function and of every global, found
/// together (a global's writes read locals, and locals read globals).
struct Analysis<'a> {
    locals: Vec<Vec<Fact>>,
    globals: Vec<Fact>,
    returns: Vec<Fact>,
    local_writes: Vec<Vec<Writes<'a>>>,
    global_writes: Vec<Writes<'a>>,
    /// Per function: the values its `return` statements give, `None` when
    /// it may return anything else than a `number` they compute (a
    /// coroutine, another result type, a `return` without a value).
    return_values: Vec<Option<Vec<&'a Expression>>>,
}

/// A variable's next fact from the facts of its writes (see
/// [`Analysis::round`]).
fn next_fact(old: Fact, written: Fact, up: bool, down: bool, widen: bool) -> Fact {
    let mut fact = written;
    // Steps are assumed never to carry a value past 2^53, which takes
    // 2^50 of them at the least: a value written within that of the limit
    // (`-(2 ** 53)`, then `x--`) could step past it, where a double stops
    // changing and an `i64` does not.
    if let Fact::Integer(range) = fact
        && (up && range.hi > SAFE - STEP_MARGIN || down && range.lo < -(SAFE - STEP_MARGIN))
    {
        return Fact::Unknown;
    }
    if let Fact::Integer(range) = fact {
        fact = Fact::Integer(Range {
            lo: if down { -SAFE } else { range.lo },
            hi: if up { SAFE } else { range.hi },
            negative_zero: range.negative_zero,
        });
    }
    let mut new = old.join(fact);
    if widen
        && new != old
        && let (Fact::Integer(before), Fact::Integer(after)) = (old, new)
    {
        // Still growing: to the safe limits, else unknown.
        new = Fact::Integer(Range {
            lo: if after.lo < before.lo {
                -SAFE
            } else {
                after.lo
            },
            hi: if after.hi > before.hi { SAFE } else { after.hi },
            negative_zero: after.negative_zero,
        });
        if new == old {
            new = Fact::Unknown;
        }
    }
    if let Fact::Integer(range) = new
        && (!range.is_safe() || range.negative_zero)
    {
        new = Fact::Unknown;
    }
    new
}

impl Analysis<'_> {
    /// The join of a variable's writes' facts, and whether it steps up or
    /// down.
    fn written(&self, writes: &[(usize, Write<'_>)]) -> (Fact, bool, bool) {
        let mut fact = Fact::Unreached;
        let (mut up, mut down) = (false, false);
        for (function, write) in writes {
            match write {
                Write::Value(value) => {
                    let facts = Facts {
                        locals: &self.locals[*function],
                        globals: &self.globals,
                        returns: &self.returns,
                    };
                    fact = fact.join(fact_of(facts, value));
                }
                Write::Constant(range) => fact = fact.join(Fact::Integer(*range)),
                Write::Step(true) => up = true,
                Write::Step(false) => down = true,
                Write::BoundedStep(bound, inclusive) => {
                    let facts = Facts {
                        locals: &self.locals[*function],
                        globals: &self.globals,
                        returns: &self.returns,
                    };
                    match fact_of(facts, bound) {
                        Fact::Integer(limit) => {
                            let hi = limit.hi + i128::from(*inclusive);
                            // From the variable's least value on (its
                            // other writes set it); to the bound.
                            fact = fact.join(Fact::Integer(Range {
                                lo: hi.min(0),
                                hi,
                                negative_zero: false,
                            }));
                        }
                        Fact::Unreached => {}
                        Fact::Unknown => up = true,
                    }
                }
            }
        }
        (fact, up, down)
    }

    /// One round over every candidate's writes; whether a fact changed.
    fn round(&mut self, widen: bool) -> bool {
        let mut changed = false;
        for function in 0..self.locals.len() {
            for local in 0..self.locals[function].len() {
                let Some(writes) = &self.local_writes[function][local] else {
                    continue;
                };
                let (written, up, down) = self.written(writes);
                let old = self.locals[function][local];
                let new = next_fact(old, written, up, down, widen);
                if new != old {
                    self.locals[function][local] = new;
                    changed = true;
                }
            }
        }
        for global in 0..self.globals.len() {
            let Some(writes) = &self.global_writes[global] else {
                continue;
            };
            let (written, up, down) = self.written(writes);
            let old = self.globals[global];
            let new = next_fact(old, written, up, down, widen);
            if new != old {
                self.globals[global] = new;
                changed = true;
            }
        }
        for function in 0..self.returns.len() {
            let Some(values) = &self.return_values[function] else {
                continue;
            };
            let facts = Facts {
                locals: &self.locals[function],
                globals: &self.globals,
                returns: &self.returns,
            };
            let written = values.iter().fold(Fact::Unreached, |fact, value| {
                fact.join(fact_of(facts, value))
            });
            let old = self.returns[function];
            let new = next_fact(old, written, false, false, widen);
            if new != old {
                self.returns[function] = new;
                changed = true;
            }
        }
        changed
    }
}

/// The integer-valued variables of a program (see the module
/// documentation): per global, and per function per local, the range of
/// an integer-valued `number` variable, `None` for every other. Loop
/// counters (`Local::counter`) are always included.
pub(crate) struct IntegerVariables {
    pub globals: Vec<Option<Range>>,
    pub locals: Vec<Vec<Option<Range>>>,
    /// Globals written once, by a declaration giving them an integer
    /// literal (`const size = 4099`): that value, which their LLVM global
    /// starts with, so every read sees it (a read before the declaration
    /// ran, where Node throws, no longer sees 0 either).
    pub constants: Vec<Option<i64>>,
    /// Per function: the range of every value it returns, when they are
    /// all integers (its calls are integer leaves).
    pub returns: Vec<Option<Range>>,
}

pub(crate) fn integer_variables(program: &Program) -> IntegerVariables {
    let mut direct = directly_called(program);
    // Calls through `any` reach constructors and methods through their
    // dynamic entries, which pass doubles; statics are read and written
    // by name through class objects.
    let mut dynamic_statics = std::collections::HashSet::new();
    if program.dynamic_calls {
        for class in &program.classes {
            let functions = class
                .methods
                .iter()
                .chain(&class.static_methods)
                .map(|(_, function)| *function)
                .chain([class.constructor]);
            for function in functions {
                direct[function.index()] = false;
            }
            dynamic_statics.extend(class.static_fields.iter().map(|(_, global)| global.index()));
        }
    }
    let mut local_writes: Vec<Vec<Writes<'_>>> = program
        .functions
        .iter()
        .enumerate()
        .map(|(function_index, function)| {
            function
                .locals
                .iter()
                .enumerate()
                .map(|(index, local)| {
                    // A parameter's writes are the arguments of the calls,
                    // when every call is a direct one the analysis sees.
                    let parameter = function.parameters.contains(&LocalId(index as u32));
                    let capture = function.is_capture_copy(LocalId(index as u32));
                    let candidate = local.ty == TypeId::NUMBER
                        && !local.boxed
                        && !local.captured
                        && !capture
                        && (!parameter || direct[function_index]);
                    candidate.then(Vec::new)
                })
                .collect()
        })
        .collect();
    // A global starts at 0 before its declaration runs.
    let mut global_writes: Vec<Writes<'_>> = program
        .globals
        .iter()
        .enumerate()
        .map(|(index, global)| {
            (global.ty == TypeId::NUMBER && !dynamic_statics.contains(&index))
                .then(|| vec![(0, Write::Constant(Range::exact(0)))])
        })
        .collect();
    let mut calls = Vec::new();
    for (index, function) in program.functions.iter().enumerate() {
        collect_writes(
            index,
            &function.body,
            &mut local_writes[index],
            &mut global_writes,
            &mut calls,
        );
    }
    for (caller, callee, arguments) in calls {
        if !direct[callee.index()] {
            continue;
        }
        let parameters = &program.functions[callee.index()].parameters;
        let writes = &mut local_writes[callee.index()];
        if arguments.len() != parameters.len() {
            for parameter in parameters {
                writes[parameter.index()] = None;
            }
            continue;
        }
        for (parameter, argument) in parameters.iter().zip(arguments) {
            if let Some(list) = &mut writes[parameter.index()] {
                list.push((caller, Write::Value(argument)));
            }
        }
    }
    // A global whose one write is its declaration's integer literal holds
    // that value from the start (see `IntegerVariables::constants`).
    let mut constants = vec![None; program.globals.len()];
    for (index, writes) in global_writes.iter_mut().enumerate() {
        if let Some(list) = writes
            && let [_, (_, Write::Value(value))] = &list[..]
            && let ExpressionKind::Number(number) = value.kind
            && let Some(range) = literal(number)
            && range.lo == range.hi
        {
            constants[index] = Some(range.lo as i64);
            list.remove(0);
        }
    }
    let facts_of = |writes: &Writes<'_>| {
        if writes.is_some() {
            Fact::Unreached
        } else {
            Fact::Unknown
        }
    };
    let return_values: Vec<Option<Vec<&Expression>>> = program
        .functions
        .iter()
        .map(|function| {
            if function.is_async || function.is_generator || function.result != TypeId::NUMBER {
                return None;
            }
            // A `number` function may also end without a `return` (its
            // result is then the number's `undefined`).
            if !ends_in_return(&function.body) {
                return None;
            }
            let mut values = Vec::new();
            return_values_of(&function.body, &mut values).then_some(values)
        })
        .collect();
    let mut analysis = Analysis {
        locals: local_writes
            .iter()
            .map(|locals| locals.iter().map(facts_of).collect())
            .collect(),
        globals: global_writes.iter().map(facts_of).collect(),
        returns: return_values
            .iter()
            .map(|values| {
                if values.is_some() {
                    Fact::Unreached
                } else {
                    Fact::Unknown
                }
            })
            .collect(),
        local_writes,
        global_writes,
        return_values,
    };
    let mut rounds = 0;
    let mut settled = true;
    while analysis.round(rounds >= 4) {
        rounds += 1;
        if rounds > 64 {
            // The widening prevents this; trust nothing if it happens.
            settled = false;
            break;
        }
    }
    let range = |fact: &Fact| match fact {
        Fact::Integer(range) if settled => Some(*range),
        _ => None,
    };
    let globals = analysis.globals.iter().map(range).collect();
    let returns = analysis.returns.iter().map(range).collect();
    let mut locals: Vec<Vec<Option<Range>>> = analysis
        .locals
        .iter()
        .map(|facts| facts.iter().map(range).collect())
        .collect();
    for (function, ranges) in program.functions.iter().zip(&mut locals) {
        for (local, range) in function.locals.iter().zip(ranges.iter_mut()) {
            if local.counter && range.is_none() {
                *range = Some(Range {
                    lo: -SAFE,
                    hi: SAFE,
                    negative_zero: false,
                });
            }
        }
    }
    IntegerVariables {
        globals,
        locals,
        constants,
        returns,
    }
}

/// Whether running `block` to its end always meets a `return` or a
/// `throw` (decided by its last statement, through blocks and both arms of
/// an `if`).
fn ends_in_return(block: &crate::hir::Block) -> bool {
    match block.statements.last() {
        Some(Statement::Return(_) | Statement::Throw(_)) => true,
        Some(Statement::Block(inner)) => ends_in_return(inner),
        Some(Statement::If {
            then,
            otherwise: Some(otherwise),
            ..
        }) => ends_in_return(then) && ends_in_return(otherwise),
        _ => false,
    }
}

/// The facts of variables or returns the analysis gave these ranges.
pub(crate) fn facts(ranges: &[Option<Range>]) -> Vec<Fact> {
    ranges
        .iter()
        .map(|range| range.map_or(Fact::Unknown, Fact::Integer))
        .collect()
}

/// Adds the values of `block`'s `return` statements (those of the blocks
/// inside it too) to `values`; false when one returns nothing.
fn return_values_of<'a>(block: &'a crate::hir::Block, values: &mut Vec<&'a Expression>) -> bool {
    let mut all = true;
    for statement in &block.statements {
        match statement {
            Statement::Return(Some(value)) => values.push(value),
            Statement::Return(None) => all = false,
            _ => for_each_block(statement, &mut |inner| {
                all &= return_values_of(inner, values)
            }),
        }
    }
    all
}

/// Per function: it runs only through direct calls (`Call`) whose
/// arguments the analysis sees: not the entry, a closure, a method, a
/// constructor, a coroutine, a function the runtime calls, or a function
/// used as a value.
pub(crate) fn directly_called(program: &Program) -> Vec<bool> {
    let mut direct: Vec<bool> = program
        .functions
        .iter()
        .map(|function| function.closure.is_none() && !function.is_async && !function.is_generator)
        .collect();
    direct[program.entry.index()] = false;
    for special in [program.stack_overflow, program.runtime_error]
        .into_iter()
        .flatten()
    {
        direct[special.index()] = false;
    }
    for class in &program.classes {
        direct[class.constructor.index()] = false;
        for (_, method) in &class.methods {
            direct[method.index()] = false;
        }
    }
    for function in &program.functions {
        function.body.for_each_expression(&mut |expression| {
            let mut nested = Vec::new();
            collect_nested(expression, &mut nested);
            for inner in nested {
                match &inner.kind {
                    ExpressionKind::FunctionReference(referenced)
                    | ExpressionKind::Closure {
                        function: referenced,
                        ..
                    }
                    | ExpressionKind::MethodCall {
                        function: referenced,
                        ..
                    } => direct[referenced.index()] = false,
                    _ => {}
                }
            }
        });
    }
    direct
}

/// A direct call: the function calling, the function called, the
/// arguments.
type DirectCall<'a> = (usize, crate::hir::FuncId, &'a [Expression]);

/// Records every write of a candidate variable in `function`, and its
/// direct calls; a local written any other way (a `for ... of` cursor)
/// stops being a candidate.
fn collect_writes<'a>(
    function: usize,
    block: &'a crate::hir::Block,
    locals: &mut [Writes<'a>],
    globals: &mut [Writes<'a>],
    calls: &mut Vec<DirectCall<'a>>,
) {
    collect_declarations(function, block, locals, globals);
    let mut bounded = HashMap::new();
    bounded_steps(block, &mut bounded);
    let mut expressions: Vec<&'a Expression> = Vec::new();
    block.for_each_expression(&mut |expression| collect_nested(expression, &mut expressions));
    for expression in expressions {
        let step = |up: bool| match bounded.get(&std::ptr::from_ref(expression)) {
            Some(&(bound, inclusive)) if up => Write::BoundedStep(bound, inclusive),
            _ => Write::Step(up),
        };
        let (target, write) = match &expression.kind {
            ExpressionKind::Assign { target, value } => (
                *target,
                step_of(*target, value).map_or(Write::Value(value), step),
            ),
            ExpressionKind::Update {
                target, increment, ..
            } => (*target, step(*increment)),
            ExpressionKind::CollectionNext { cursor, .. } => {
                locals[cursor.index()] = None;
                continue;
            }
            ExpressionKind::Call {
                function: callee,
                arguments,
                ..
            } => {
                calls.push((function, *callee, arguments));
                continue;
            }
            _ => continue,
        };
        let list = match target {
            Variable::Local(local) => &mut locals[local.index()],
            Variable::Global(global) => &mut globals[global.index()],
        };
        if let Some(list) = list {
            list.push((function, write));
        }
    }
}

/// The loop updates in `block` that step a variable up under a test
/// bounding it, by address, with the bound and whether it is inclusive: a
/// `While` testing `x < bound` or `x <= bound`, updated by `x++` or
/// `x += 1`, with no other write of `x` in its body or its bound.
fn bounded_steps<'a>(
    block: &'a crate::hir::Block,
    out: &mut HashMap<*const Expression, (&'a Expression, bool)>,
) {
    for statement in &block.statements {
        if let Statement::While {
            condition,
            body,
            update: Some(update),
            ..
        } = statement
            && let ExpressionKind::Binary {
                operator: operator @ (BinaryOperator::Less | BinaryOperator::LessEqual),
                left,
                right: bound,
            } = &condition.kind
            && let ExpressionKind::Variable(counter) = left.kind
            && steps_up(update, counter)
            && !writes(bound, counter)
        {
            let mut written = false;
            body.for_each_expression(&mut |expression| written |= writes(expression, counter));
            if !written {
                out.insert(
                    std::ptr::from_ref(update),
                    (bound.as_ref(), *operator == BinaryOperator::LessEqual),
                );
            }
        }
        for_each_block(statement, &mut |inner| bounded_steps(inner, out));
    }
}

/// `update` is `counter++`, `++counter` or `counter += 1`.
fn steps_up(update: &Expression, counter: Variable) -> bool {
    match &update.kind {
        ExpressionKind::Update {
            target, increment, ..
        } => *target == counter && *increment,
        ExpressionKind::Assign { target, value } => {
            *target == counter && step_of(counter, value) == Some(true)
        }
        _ => false,
    }
}

/// Whether anything in `expression` writes `variable`.
fn writes(expression: &Expression, variable: Variable) -> bool {
    expression.any(&|inner| match &inner.kind {
        ExpressionKind::Assign { target, .. } | ExpressionKind::Update { target, .. } => {
            *target == variable
        }
        ExpressionKind::CollectionNext { cursor, .. } => variable == Variable::Local(*cursor),
        _ => false,
    })
}

/// Every expression inside `expression`, itself included.
pub(crate) fn collect_nested<'a>(expression: &'a Expression, out: &mut Vec<&'a Expression>) {
    out.push(expression);
    for child in expression.children() {
        collect_nested(child, out);
    }
}

/// The `Let` and `InitGlobal` statements of a block and the blocks inside
/// it.
fn collect_declarations<'a>(
    function: usize,
    block: &'a crate::hir::Block,
    locals: &mut [Writes<'a>],
    globals: &mut [Writes<'a>],
) {
    for statement in &block.statements {
        match statement {
            Statement::Let { local, value } => {
                if let Some(list) = &mut locals[local.index()] {
                    // Without a value the slot starts at the type's
                    // default, 0.
                    let write = value
                        .as_ref()
                        .map_or(Write::Constant(Range::exact(0)), Write::Value);
                    list.push((function, write));
                }
            }
            Statement::InitGlobal { global, value } => {
                if let Some(list) = &mut globals[global.index()] {
                    list.push((function, Write::Value(value)));
                }
            }
            _ => {}
        }
        for_each_block(statement, &mut |inner| {
            collect_declarations(function, inner, locals, globals)
        });
    }
}

/// Calls `visit` on each block directly inside `statement`.
pub(crate) fn for_each_block<'a>(
    statement: &'a Statement,
    visit: &mut dyn FnMut(&'a crate::hir::Block),
) {
    match statement {
        Statement::If {
            then, otherwise, ..
        } => {
            visit(then);
            if let Some(otherwise) = otherwise {
                visit(otherwise);
            }
        }
        Statement::While { body, .. }
        | Statement::DoWhile { body, .. }
        | Statement::Labeled { body, .. }
        | Statement::Block(body) => visit(body),
        Statement::Switch { cases, .. } => cases.iter().for_each(|case| visit(&case.body)),
        Statement::Try {
            body,
            catch,
            finally,
            ..
        } => {
            visit(body);
            if let Some((_, catch)) = catch {
                visit(catch);
            }
            if let Some(finally) = finally {
                visit(finally);
            }
        }
        _ => {}
    }
}

/// An integer tree: arithmetic over leaves already evaluated to `i64`.
enum Node<'ctx> {
    Leaf(IntValue<'ctx>),
    Operation {
        operator: BinaryOperator,
        left: Box<Node<'ctx>>,
        right: Box<Node<'ctx>>,
        range: Range,
        /// A remainder whose operands fit 32 bits (and whose divisor is
        /// at least 1) is computed in 32 bits, which divides faster.
        narrow: Option<Narrow>,
    },
    Negate {
        operand: Box<Node<'ctx>>,
        range: Range,
    },
}

/// How a remainder of operands that fit 32 bits is computed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Narrow {
    Unsigned,
    Signed,
}

impl Narrow {
    /// The 32-bit remainder `a % b` computes, when both fit and `b` is at
    /// least 1 (so the division neither traps nor overflows).
    fn of(a: Range, b: Range) -> Option<Narrow> {
        const U32_MAX: i128 = (1 << 32) - 1;
        if b.lo < 1 {
            return None;
        }
        if a.lo >= 0 && a.hi <= U32_MAX && b.hi <= U32_MAX {
            return Some(Narrow::Unsigned);
        }
        (Range::INT32.lo <= a.lo && a.hi <= Range::INT32.hi && b.hi <= Range::INT32.hi)
            .then_some(Narrow::Signed)
    }
}

impl<'ctx> Codegen<'ctx, '_> {
    /// The range of an expression's value, when it is an integer.
    pub(crate) fn integer_range(
        &self,
        context: &FunctionContext<'ctx>,
        expression: &Expression,
    ) -> Option<Range> {
        let facts = Facts {
            locals: &context.integer_facts,
            globals: &self.global_facts,
            returns: &self.return_facts,
        };
        match fact_of(facts, expression) {
            Fact::Integer(range) => Some(range),
            _ => None,
        }
    }

    /// Whether `expression` is arithmetic the integer path evaluates.
    pub(crate) fn is_integer_arithmetic(
        &self,
        context: &FunctionContext<'ctx>,
        expression: &Expression,
    ) -> bool {
        matches!(&expression.kind, ExpressionKind::Binary { operator, .. } if is_arithmetic(*operator))
            && self.is_integer_tree(context, expression)
    }

    /// Whether [`Codegen::integer_tree`] takes `expression`: arithmetic and
    /// negation over leaves that an `i64` holds exactly (integer literals,
    /// integer locals, bitwise results, lengths, and any other integer
    /// expression whose range is safe and excludes `-0`).
    fn is_integer_tree(&self, context: &FunctionContext<'ctx>, expression: &Expression) -> bool {
        let Some(range) = self.integer_range(context, expression) else {
            return false;
        };
        match &expression.kind {
            ExpressionKind::Binary {
                operator,
                left,
                right,
            } if is_arithmetic(*operator) => {
                self.is_integer_tree(context, left) && self.is_integer_tree(context, right)
            }
            ExpressionKind::Unary {
                operator: UnaryOperator::Negate,
                operand,
            } => self.is_integer_tree(context, operand),
            ExpressionKind::Number(_) => true,
            ExpressionKind::Variable(variable) if self.is_integer_variable(context, *variable) => {
                true
            }
            ExpressionKind::Binary { operator, .. } if is_bitwise(*operator) => true,
            ExpressionKind::Builtin {
                builtin: Builtin::Math(MathFunction::Imul),
                arguments,
            } => arguments.len() == 2,
            _ => range.is_safe() && !range.negative_zero,
        }
    }

    /// An integer expression within ±2^53 that [`Codegen::emit_integer_i64`]
    /// evaluates.
    pub(crate) fn is_safe_integer(
        &self,
        context: &FunctionContext<'ctx>,
        expression: &Expression,
    ) -> bool {
        self.integer_range(context, expression)
            .is_some_and(Range::is_safe)
            && self.is_integer_tree(context, expression)
    }

    /// Evaluates the leaves of an integer expression, in source order, into
    /// a tree (`None` when it is not one).
    fn integer_tree(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        expression: &Expression,
    ) -> Result<Option<Node<'ctx>>> {
        let Some(range) = self.integer_range(context, expression) else {
            return Ok(None);
        };
        let i64_type = self.context.i64_type();
        let node = match &expression.kind {
            ExpressionKind::Number(value) => {
                Node::Leaf(i64_type.const_int(*value as i64 as u64, true))
            }
            // A variable whose every write is one value (a `const` of an
            // integer literal) is that value: a constant divisor, say.
            ExpressionKind::Variable(_) if range.lo == range.hi && !range.negative_zero => {
                Node::Leaf(i64_type.const_int(range.lo as i64 as u64, true))
            }
            ExpressionKind::Variable(variable) if self.is_integer_variable(context, *variable) => {
                Node::Leaf(self.load_integer_variable(context, *variable)?)
            }
            ExpressionKind::Binary {
                operator,
                left,
                right,
            } if is_arithmetic(*operator) => {
                let narrow = match (
                    *operator,
                    self.integer_range(context, left),
                    self.integer_range(context, right),
                ) {
                    (BinaryOperator::Remainder, Some(a), Some(b)) => Narrow::of(a, b),
                    _ => None,
                };
                let (Some(left), Some(right)) = (
                    self.integer_tree(context, left)?,
                    self.integer_tree(context, right)?,
                ) else {
                    return Err(InternalError("an integer operation's operand".into()));
                };
                Node::Operation {
                    operator: *operator,
                    left: Box::new(left),
                    right: Box::new(right),
                    range,
                    narrow,
                }
            }
            ExpressionKind::Unary {
                operator: UnaryOperator::Negate,
                operand,
            } => {
                let Some(operand) = self.integer_tree(context, operand)? else {
                    return Err(InternalError("an integer negation's operand".into()));
                };
                Node::Negate {
                    operand: Box::new(operand),
                    range,
                }
            }
            ExpressionKind::Binary {
                operator,
                left,
                right,
            } if is_bitwise(*operator) => {
                let a = self.integer_operand_int32(context, left)?;
                let b = self.integer_operand_int32(context, right)?;
                Node::Leaf(self.bitwise_i64(*operator, a, b)?)
            }
            ExpressionKind::Builtin {
                builtin: Builtin::Math(MathFunction::Imul),
                arguments,
            } if arguments.len() == 2 => {
                let a = self.integer_operand_int32(context, &arguments[0])?;
                let b = self.integer_operand_int32(context, &arguments[1])?;
                let product = self.builder.build_int_mul(a, b, "imul")?;
                Node::Leaf(
                    self.builder
                        .build_int_s_extend(product, i64_type, "imul.i64")?,
                )
            }
            ExpressionKind::Builtin {
                builtin: Builtin::Array(ArrayMethod::Length),
                arguments,
            } if arguments.len() == 1
                && self.program.types.typed_kind(arguments[0].ty).is_none() =>
            {
                let array = self.emit_pointer(context, &arguments[0])?;
                self.null_check(context, array, arguments[0].ty, "length", false)?;
                let length = self.array_length(array)?;
                Node::Leaf(
                    self.builder
                        .build_int_z_extend(length, i64_type, "length.i64")?,
                )
            }
            ExpressionKind::StringLength(string) => {
                let length = self.emit_string_length(context, string)?;
                Node::Leaf(
                    self.builder
                        .build_int_z_extend(length, i64_type, "length.i64")?,
                )
            }
            // Anything else with an integer value (a conditional, an
            // assignment, `~x`): evaluated as a number, converted exactly
            // when its range is safe.
            _ if range.is_safe() && !range.negative_zero => {
                let number = self.emit_number(context, expression)?;
                Node::Leaf(
                    self.builder
                        .build_float_to_signed_int(number, i64_type, "integer")?,
                )
            }
            _ => return Ok(None),
        };
        Ok(Some(node))
    }

    /// An operand of a bitwise operator as ToInt32 gives it: an integer
    /// within ±2^53 truncates (ToInt32 is modulo 2^32); anything else goes
    /// through the number path.
    pub(crate) fn integer_operand_int32(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        operand: &Expression,
    ) -> Result<IntValue<'ctx>> {
        let i32_type = self.context.i32_type();
        if self.is_safe_integer(context, operand) {
            let value = self.emit_integer_i64(context, operand)?;
            return Ok(self.builder.build_int_truncate(value, i32_type, "int32")?);
        }
        let number = self.emit_number(context, operand)?;
        self.emit_to_int32(number)
    }

    /// A bitwise operator on two `i32`s, widened to `i64` (`>>>` unsigned).
    pub(crate) fn bitwise_i64(
        &mut self,
        operator: BinaryOperator,
        x: IntValue<'ctx>,
        y: IntValue<'ctx>,
    ) -> Result<IntValue<'ctx>> {
        let i64_type = self.context.i64_type();
        let builder = &self.builder;
        let shift = || builder.build_and(y, self.context.i32_type().const_int(31, false), "shift");
        let result = match operator {
            BinaryOperator::BitAnd => builder.build_and(x, y, "and")?,
            BinaryOperator::BitOr => builder.build_or(x, y, "or")?,
            BinaryOperator::BitXor => builder.build_xor(x, y, "xor")?,
            BinaryOperator::ShiftLeft => builder.build_left_shift(x, shift()?, "shl")?,
            BinaryOperator::ShiftRight => builder.build_right_shift(x, shift()?, true, "shr")?,
            _ => {
                let shifted = builder.build_right_shift(x, shift()?, false, "ushr")?;
                return Ok(builder.build_int_z_extend(shifted, i64_type, "ushr.i64")?);
            }
        };
        Ok(self
            .builder
            .build_int_s_extend(result, i64_type, "int32.i64")?)
    }

    /// The integer path of a tree: its `i64` value and, unless the ranges
    /// prove every step exact, a flag that is false where some step left
    /// what doubles hold exactly (the value is then meaningless).
    fn integer_fast(
        &mut self,
        node: &Node<'ctx>,
    ) -> Result<(IntValue<'ctx>, Option<IntValue<'ctx>>)> {
        let i64_type = self.context.i64_type();
        let zero = i64_type.const_zero();
        let (operator, left, right, range, narrow) = match node {
            Node::Leaf(value) => return Ok((*value, None)),
            Node::Negate { operand, range } => {
                let (value, ok) = self.integer_fast(operand)?;
                let negated = self.builder.build_int_neg(value, "neg")?;
                // -0 when the operand is 0.
                let ok = if range.negative_zero {
                    let nonzero = self.builder.build_int_compare(
                        IntPredicate::NE,
                        value,
                        zero,
                        "neg.nonzero",
                    )?;
                    Some(self.and_flags(ok, nonzero)?)
                } else {
                    ok
                };
                return Ok((negated, ok));
            }
            Node::Operation {
                operator,
                left,
                right,
                range,
                narrow,
            } => (*operator, left, right, *range, *narrow),
        };
        let (a, a_ok) = self.integer_fast(left)?;
        let (b, b_ok) = self.integer_fast(right)?;
        let mut ok = self.and_optional(a_ok, b_ok)?;
        let value = match operator {
            BinaryOperator::Add => self.builder.build_int_add(a, b, "int.add")?,
            BinaryOperator::Subtract => self.builder.build_int_sub(a, b, "int.sub")?,
            BinaryOperator::Multiply => {
                let product = self.call_overloaded_intrinsic(
                    "llvm.smul.with.overflow",
                    &[i64_type.into()],
                    &[a.into(), b.into()],
                )?;
                let product = product.into_struct_value();
                let value = self
                    .builder
                    .build_extract_value(product, 0, "int.mul")?
                    .into_int_value();
                let overflow = self
                    .builder
                    .build_extract_value(product, 1, "int.mul.overflow")?
                    .into_int_value();
                let fits = self.builder.build_not(overflow, "int.mul.fits")?;
                ok = Some(self.and_flags(ok, fits)?);
                if range.negative_zero {
                    // 0 from a negative factor is -0.
                    let is_zero = self.builder.build_int_compare(
                        IntPredicate::EQ,
                        value,
                        zero,
                        "mul.zero",
                    )?;
                    let negative = self.builder.build_or(a, b, "mul.signs")?;
                    let negative = self.builder.build_int_compare(
                        IntPredicate::SLT,
                        negative,
                        zero,
                        "mul.negative",
                    )?;
                    let negative_zero = self.builder.build_and(is_zero, negative, "mul.nz")?;
                    let fine = self.builder.build_not(negative_zero, "mul.not.nz")?;
                    ok = Some(self.and_flags(ok, fine)?);
                }
                value
            }
            BinaryOperator::Remainder if narrow.is_some() => {
                // Both operands fit 32 bits and the divisor is at least 1:
                // no trap, no -0 unless the dividend is negative.
                let i32_type = self.context.i32_type();
                let a32 = self.builder.build_int_truncate(a, i32_type, "rem.a32")?;
                let mut b32 = self.builder.build_int_truncate(b, i32_type, "rem.b32")?;
                if !b32.is_const() {
                    // Only where an earlier step failed can it be a divisor
                    // that traps (the result is then discarded): 0 for
                    // `urem` (whose divisors reach 2^32 - 1), 0 or -1 for
                    // `srem`; 1 instead.
                    let one = i32_type.const_int(1, false);
                    let traps = if narrow == Some(Narrow::Unsigned) {
                        self.builder.build_int_compare(
                            IntPredicate::EQ,
                            b32,
                            i32_type.const_zero(),
                            "divisor.traps",
                        )?
                    } else {
                        self.builder.build_int_compare(
                            IntPredicate::ULT,
                            self.builder.build_int_add(b32, one, "divisor.plus.one")?,
                            i32_type.const_int(2, false),
                            "divisor.traps",
                        )?
                    };
                    b32 = self
                        .builder
                        .build_select(traps, one, b32, "divisor")?
                        .into_int_value();
                }
                let constant = b32
                    .get_zero_extended_constant()
                    .filter(|&divisor| divisor > 1 && !divisor.is_power_of_two());
                let value = if narrow == Some(Narrow::Unsigned)
                    && let Some(divisor) = constant
                {
                    self.remainder_by_constant(a32, divisor)?
                } else if narrow == Some(Narrow::Unsigned) {
                    let value = self.builder.build_int_unsigned_rem(a32, b32, "int.rem32")?;
                    self.builder
                        .build_int_z_extend(value, i64_type, "int.rem")?
                } else {
                    let value = self.builder.build_int_signed_rem(a32, b32, "int.rem32")?;
                    self.builder
                        .build_int_s_extend(value, i64_type, "int.rem")?
                };
                if range.negative_zero {
                    ok = Some(self.remainder_not_negative_zero(ok, value, a)?);
                }
                value
            }
            BinaryOperator::Remainder => {
                // A divisor of 0 or -1 (only where an earlier step failed,
                // or -1 itself, whose remainder is 0 as 1's is) becomes 1:
                // `srem` traps on them.
                let divisor = if matches!(**right, Node::Leaf(value) if value.is_const()) {
                    b
                } else {
                    let one = i64_type.const_int(1, false);
                    let zero_or_minus_one = self.builder.build_int_compare(
                        IntPredicate::ULT,
                        self.builder.build_int_add(b, one, "divisor.plus.one")?,
                        i64_type.const_int(2, false),
                        "divisor.traps",
                    )?;
                    self.builder
                        .build_select(zero_or_minus_one, one, b, "divisor")?
                        .into_int_value()
                };
                let value = self.builder.build_int_signed_rem(a, divisor, "int.rem")?;
                if range.negative_zero {
                    ok = Some(self.remainder_not_negative_zero(ok, value, a)?);
                }
                value
            }
            _ => return Err(InternalError(format!("{operator:?} in an integer tree"))),
        };
        if !range.is_safe() {
            // Exact only within ±2^53: (value + 2^53) as unsigned <= 2^54.
            let shifted = self.builder.build_int_add(
                value,
                i64_type.const_int(SAFE as u64, false),
                "int.shifted",
            )?;
            let exact = self.builder.build_int_compare(
                IntPredicate::ULE,
                shifted,
                i64_type.const_int((2 * SAFE) as u64, false),
                "int.exact",
            )?;
            ok = Some(self.and_flags(ok, exact)?);
        }
        Ok((value, ok))
    }

    /// The double path of a tree: the same operations in doubles, on the
    /// same leaves.
    fn integer_slow(&mut self, node: &Node<'ctx>) -> Result<FloatValue<'ctx>> {
        let f64_type = self.context.f64_type();
        Ok(match node {
            Node::Leaf(value) => self
                .builder
                .build_signed_int_to_float(*value, f64_type, "leaf.f64")?,
            Node::Negate { operand, .. } => {
                let value = self.integer_slow(operand)?;
                self.builder.build_float_neg(value, "neg")?
            }
            Node::Operation {
                operator,
                left,
                right,
                ..
            } => {
                let a = self.integer_slow(left)?;
                let b = self.integer_slow(right)?;
                self.numeric_binary(*operator, a, b)?.into_float_value()
            }
        })
    }

    /// `a % divisor` of an unsigned 32-bit `a` by a constant (not 0, 1 or a
    /// power of two), as an `i64`: Lemire, Kaser and Kurz's remainder by
    /// multiplication ("Faster Remainder by Direct Computation", 2019),
    /// `((M * a mod 2^64) * divisor) >> 64` with `M = floor((2^64 - 1) /
    /// divisor) + 1`, exact for every 32-bit `a`. Two multiplications one
    /// after the other: a shorter chain than the quotient-and-subtract
    /// LLVM makes of `urem` by a divisor whose magic number needs 33 bits.
    fn remainder_by_constant(
        &mut self,
        a32: IntValue<'ctx>,
        divisor: u64,
    ) -> Result<IntValue<'ctx>> {
        let i64_type = self.context.i64_type();
        let i128_type = self.context.i128_type();
        let magic = (u64::MAX / divisor).wrapping_add(1);
        let a = self.builder.build_int_z_extend(a32, i64_type, "rem.a64")?;
        let low = self
            .builder
            .build_int_mul(a, i64_type.const_int(magic, false), "rem.low")?;
        let low = self
            .builder
            .build_int_z_extend(low, i128_type, "rem.low128")?;
        let product =
            self.builder
                .build_int_mul(low, i128_type.const_int(divisor, false), "rem.product")?;
        let high = self.builder.build_right_shift(
            product,
            i128_type.const_int(64, false),
            false,
            "rem.high",
        )?;
        Ok(self.builder.build_int_truncate(high, i64_type, "int.rem")?)
    }

    /// `ok` and that the remainder `value` of the dividend `dividend` is
    /// not a zero JavaScript makes `-0` (0 from a negative dividend).
    fn remainder_not_negative_zero(
        &mut self,
        ok: Option<IntValue<'ctx>>,
        value: IntValue<'ctx>,
        dividend: IntValue<'ctx>,
    ) -> Result<IntValue<'ctx>> {
        let zero = self.context.i64_type().const_zero();
        let is_zero = self
            .builder
            .build_int_compare(IntPredicate::EQ, value, zero, "rem.zero")?;
        let negative =
            self.builder
                .build_int_compare(IntPredicate::SLT, dividend, zero, "rem.negative")?;
        let negative_zero = self.builder.build_and(is_zero, negative, "rem.nz")?;
        let fine = self.builder.build_not(negative_zero, "rem.not.nz")?;
        self.and_flags(ok, fine)
    }

    fn and_flags(
        &mut self,
        flag: Option<IntValue<'ctx>>,
        more: IntValue<'ctx>,
    ) -> Result<IntValue<'ctx>> {
        Ok(match flag {
            Some(flag) => self.builder.build_and(flag, more, "int.ok")?,
            None => more,
        })
    }

    fn and_optional(
        &mut self,
        a: Option<IntValue<'ctx>>,
        b: Option<IntValue<'ctx>>,
    ) -> Result<Option<IntValue<'ctx>>> {
        Ok(match (a, b) {
            (Some(a), Some(b)) => Some(self.builder.build_and(a, b, "int.ok")?),
            (flag, None) | (None, flag) => flag,
        })
    }

    /// Evaluates an integer tree both ways where needed and merges: the
    /// fast value mapped by `fast`, else the double value mapped by `slow`.
    fn integer_merge<T: inkwell::values::BasicValue<'ctx> + Copy>(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        expression: &Expression,
        fast: impl FnOnce(&mut Self, IntValue<'ctx>) -> Result<T>,
        slow: impl FnOnce(&mut Self, FloatValue<'ctx>) -> Result<T>,
    ) -> Result<BasicValueEnum<'ctx>> {
        let node = self
            .integer_tree(context, expression)?
            .ok_or_else(|| InternalError("not an integer expression".into()))?;
        let (value, ok) = self.integer_fast(&node)?;
        let Some(ok) = ok else {
            return Ok(fast(self, value)?.as_basic_value_enum());
        };
        let fast_block = self
            .context
            .append_basic_block(context.function, "int.fast");
        let slow_block = self
            .context
            .append_basic_block(context.function, "int.slow");
        let join = self
            .context
            .append_basic_block(context.function, "int.join");
        let branch = self
            .builder
            .build_conditional_branch(ok, fast_block, slow_block)?;
        self.mark_likely(branch)?;
        self.builder.position_at_end(fast_block);
        let fast_value = fast(self, value)?.as_basic_value_enum();
        let fast_end = self.current_insert_block()?;
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(slow_block);
        let double = self.integer_slow(&node)?;
        let slow_value = slow(self, double)?.as_basic_value_enum();
        let slow_end = self.current_insert_block()?;
        self.builder.build_unconditional_branch(join)?;
        self.builder.position_at_end(join);
        let phi = self
            .builder
            .build_phi(fast_value.get_type(), "int.merged")?;
        phi.add_incoming(&[(&fast_value, fast_end), (&slow_value, slow_end)]);
        Ok(phi.as_basic_value())
    }

    /// An integer expression as a number.
    pub(crate) fn emit_integer_number(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        expression: &Expression,
    ) -> Result<FloatValue<'ctx>> {
        let f64_type = self.context.f64_type();
        Ok(self
            .integer_merge(
                context,
                expression,
                |this, value| {
                    Ok(this
                        .builder
                        .build_signed_int_to_float(value, f64_type, "int.f64")?)
                },
                |_, double| Ok(double),
            )?
            .into_float_value())
    }

    /// An integer expression whose range is safe, as an `i64` (`-0` reads
    /// as 0: callers either compare, index, or store what the analysis
    /// proved is never `-0`).
    pub(crate) fn emit_integer_i64(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        expression: &Expression,
    ) -> Result<IntValue<'ctx>> {
        let i64_type = self.context.i64_type();
        Ok(self
            .integer_merge(
                context,
                expression,
                |_, value| Ok(value),
                |this, double| {
                    Ok(this
                        .builder
                        .build_float_to_signed_int(double, i64_type, "exact")?)
                },
            )?
            .into_int_value())
    }

    /// `a < b` and the other comparisons of two integers within ±2^53, as
    /// an integer comparison.
    pub(crate) fn emit_integer_compare(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        operator: BinaryOperator,
        left: &Expression,
        right: &Expression,
    ) -> Result<Option<BasicValueEnum<'ctx>>> {
        let Some(predicate) = integer_predicate(operator) else {
            return Ok(None);
        };
        if !self.is_safe_integer(context, left) || !self.is_safe_integer(context, right) {
            return Ok(None);
        }
        // Worth it only when a side is not a plain number already.
        let a = self.emit_integer_i64(context, left)?;
        let b = self.emit_integer_i64(context, right)?;
        Ok(Some(
            self.builder
                .build_int_compare(predicate, a, b, "int.cmp")?
                .into(),
        ))
    }

    /// The `i64` to store when `target` is an integer local and `value` an
    /// integer expression (the analysis proved every such write exact).
    pub(crate) fn emit_integer_store(
        &mut self,
        context: &mut FunctionContext<'ctx>,
        target: Variable,
        value: &Expression,
    ) -> Result<Option<IntValue<'ctx>>> {
        // The variable's analysis proved (with its assumption about steps)
        // that what it stores is an integer within ±2^53, even where the
        // value's own range is wider (`x + 1` of a stepped `x`): the
        // checked integer path gives the `i64` directly, and only its
        // double fallback converts.
        if !self.is_integer_variable(context, target)
            || !self.is_integer_tree(context, value)
            || self
                .integer_range(context, value)
                .is_none_or(|range| range.negative_zero)
        {
            return Ok(None);
        }
        self.emit_integer_i64(context, value).map(Some)
    }

    /// Whether the variable's slot is an `i64` (a loop counter or another
    /// integer-valued local or global).
    pub(crate) fn is_integer_variable(
        &self,
        context: &FunctionContext<'ctx>,
        variable: Variable,
    ) -> bool {
        match variable {
            Variable::Local(local) => context.counters[local.index()],
            Variable::Global(global) => self.integer_variables.globals[global.index()].is_some(),
        }
    }

    /// The `i64` slot of an integer variable.
    pub(crate) fn integer_slot(
        &self,
        context: &FunctionContext<'ctx>,
        variable: Variable,
    ) -> inkwell::values::PointerValue<'ctx> {
        match variable {
            Variable::Local(local) => self.local_pointer(context, local),
            Variable::Global(global) => self.globals[global.index()].as_pointer_value(),
        }
    }

    pub(crate) fn load_integer_variable(
        &mut self,
        context: &FunctionContext<'ctx>,
        variable: Variable,
    ) -> Result<IntValue<'ctx>> {
        let slot = self.integer_slot(context, variable);
        Ok(self
            .builder
            .build_load(self.context.i64_type(), slot, "integer")?
            .into_int_value())
    }

    pub(crate) fn current_insert_block(&self) -> Result<inkwell::basic_block::BasicBlock<'ctx>> {
        self.builder
            .get_insert_block()
            .ok_or_else(|| InternalError("no insert block".into()))
    }
}
