//! Reduction of a finding: statements are deleted, last first, while the
//! program still differs from Node (or still breaks the compiler).

use std::path::Path;

use super::generate::{Program, Stmt};
use super::{Verdict, judge};

/// The statement lists a statement contains.
fn lists(statement: &mut Stmt) -> Vec<&mut Vec<Stmt>> {
    match statement {
        Stmt::If(_, then, otherwise) => vec![then, otherwise],
        Stmt::For(_, _, body)
        | Stmt::ForOf(_, _, body)
        | Stmt::While(_, _, _, body)
        | Stmt::Block(body) => vec![body],
        Stmt::Switch(_, cases, default) => {
            let mut lists: Vec<&mut Vec<Stmt>> = cases.iter_mut().map(|(_, body)| body).collect();
            lists.push(default);
            lists
        }
        Stmt::Try(body, handler, finally) => vec![body, handler, finally],
        _ => Vec::new(),
    }
}

/// Every statement's path, in pre-order: statement index, then (list
/// index, statement index) pairs into nested lists.
fn paths(statements: &mut [Stmt], prefix: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
    for (index, statement) in statements.iter_mut().enumerate() {
        prefix.push(index);
        out.push(prefix.clone());
        for (list_index, list) in lists(statement).into_iter().enumerate() {
            prefix.push(list_index);
            paths(list, prefix, out);
            prefix.pop();
        }
        prefix.pop();
    }
}

fn remove_at(statements: &mut Vec<Stmt>, path: &[usize]) -> bool {
    match path {
        [index] if *index < statements.len() => {
            statements.remove(*index);
            true
        }
        [index, list, rest @ ..] if *index < statements.len() => {
            match lists(&mut statements[*index]).into_iter().nth(*list) {
                Some(inner) => remove_at(inner, rest),
                None => false,
            }
        }
        _ => false,
    }
}

/// How long a reduction may take: each candidate is built and run, and a
/// finding in a large program has hundreds of them.
const REDUCTION_BUDGET: std::time::Duration = std::time::Duration::from_secs(300);

/// The smallest program found that still gives a finding (`why`), within
/// the time budget. A time-out is kept whole: on a loaded machine a
/// candidate times out or not by chance, and the search would follow it.
pub fn reduce(program: Program, work: &Path, name: &str, why: &str) -> Program {
    if why.contains("in time") {
        return program;
    }
    let started = std::time::Instant::now();
    let mut current = program;
    let candidate_name = format!("{name}-reduce");
    for _ in 0..2 {
        let mut all = Vec::new();
        paths(&mut current.statements, &mut Vec::new(), &mut all);
        let mut changed = false;
        for path in all.into_iter().rev() {
            if started.elapsed() > REDUCTION_BUDGET {
                break;
            }
            let mut statements = current.statements.clone();
            if !remove_at(&mut statements, &path) {
                continue;
            }
            let candidate = Program { statements };
            if matches!(
                judge(&candidate, work, &candidate_name),
                Verdict::Finding(_)
            ) {
                current = candidate;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let _ = std::fs::remove_file(work.join(format!("{candidate_name}.ts")));
    let _ = std::fs::remove_file(work.join(format!("{candidate_name}.js")));
    current
}
