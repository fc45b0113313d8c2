//! Which calls LLVM may inline.
//!
//! Code that runs once (the top level, and functions called only from code
//! that runs once, outside loops) gains nothing from having what it calls
//! outside loops inlined into it. Inlining there is what makes compile time
//! superlinear: every function a long top level calls once is inlined into
//! it (LLVM's bonus for a function's only call), and the optimizer and the
//! code generator then work on one function as large as the program. Those
//! call sites are marked `noinline`; calls inside loops, and everything in
//! code that runs repeatedly, are left to LLVM. A function that runs once
//! and has no loop runs each of its instructions once: it is not optimized
//! at all (`optnone`), which also makes its machine code quick to select.

use crate::hir::{ExpressionKind, Function, Program};

use super::integers::{collect_nested, directly_called};

/// Per function: it runs at most once per execution of code that runs
/// once. The entry does; a function run only by direct calls does when
/// every call is outside loops in a function that runs once. Recursive
/// functions never qualify (the fixed point starts from "no").
pub(crate) fn run_once(program: &Program) -> Vec<bool> {
    let direct = directly_called(program);
    // Per callee: (caller, in a loop) for each direct call.
    let mut calls: Vec<Vec<(usize, bool)>> = vec![Vec::new(); program.functions.len()];
    for (caller, function) in program.functions.iter().enumerate() {
        function
            .body
            .for_each_expression_in_loops(false, &mut |expression, in_loop| {
                let mut nested = Vec::new();
                collect_nested(expression, &mut nested);
                for inner in nested {
                    if let ExpressionKind::Call { function, .. } = &inner.kind {
                        calls[function.index()].push((caller, in_loop));
                    }
                }
            });
    }
    let mut once = vec![false; program.functions.len()];
    once[program.entry.index()] = true;
    loop {
        let mut changed = false;
        for callee in 0..once.len() {
            if once[callee] || !direct[callee] || calls[callee].is_empty() {
                continue;
            }
            if calls[callee]
                .iter()
                .all(|&(caller, in_loop)| once[caller] && !in_loop)
            {
                once[callee] = true;
                changed = true;
            }
        }
        if !changed {
            return once;
        }
    }
}

/// A function whose code runs straight through: no loop anywhere in it
/// (closures are functions of their own), and not a coroutine, whose
/// resumptions re-enter it.
pub(crate) fn is_straight_line(function: &Function) -> bool {
    if function.is_async || function.is_generator {
        return false;
    }
    let mut loops = false;
    function
        .body
        .for_each_expression_in_loops(false, &mut |_, in_loop| loops |= in_loop);
    !loops
}

/// Per function: it is emitted a second time as its own twin, and each
/// copy's calls to itself call the other, the twin always inlined: every
/// call then runs two levels of the recursion, as GCC's recursive inlining
/// does (LLVM never inlines a function into itself). For small functions
/// that call themselves directly (a tree walk, `fib`): plain functions run
/// only by direct calls, not coroutines, closures or code that runs once.
pub(crate) fn recursion_twins(program: &Program, run_once: &[bool]) -> Vec<bool> {
    /// Expressions in a body above which a second copy costs more code
    /// than the saved calls are worth.
    const SMALL: usize = 48;
    let direct = directly_called(program);
    program
        .functions
        .iter()
        .enumerate()
        .map(|(index, function)| {
            if !direct[index]
                || run_once[index]
                || function.closure.is_some()
                || function.is_async
                || function.is_generator
                || index == program.entry.index()
            {
                return false;
            }
            let mut size = 0;
            let mut calls_itself = false;
            function.body.for_each_expression(&mut |expression| {
                let mut nested = Vec::new();
                collect_nested(expression, &mut nested);
                size += nested.len();
                calls_itself |= nested.iter().any(|inner| {
                    matches!(&inner.kind, ExpressionKind::Call { function, .. }
                        if function.index() == index)
                });
            });
            calls_itself && size <= SMALL
        })
        .collect()
}
