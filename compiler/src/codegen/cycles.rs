//! Which values can take part in a reference cycle, for the runtime's cycle
//! collector (`runtime/src/cycles.rs`).
//!
//! A graph over the program's types: an edge from a type to each type its
//! values hold references of (fields, elements, keys and values, members of
//! unions) and to each type a value of it may really be (a class's
//! subclasses; for a structural type, the classes and object types that
//! have all its required properties). Functions, `any`, `unknown` and
//! promises hold values of any type: an edge to a node standing for every
//! type (which may be each of them). A generator's frame is opaque to the
//! collector, which never frees a cycle through it: no edge. A type on a
//! cycle of that graph whose references are not all *frozen* (its strongly
//! connected component has a reference edge inside it that is not) is one
//! whose objects may form a reference cycle.
//!
//! A frozen reference is set when its object is made and never again: a
//! property of object literals and classes that nothing assigns by name
//! after construction, where each class's constructor (and the parents'
//! it calls) uses `this` only to read and write its fields, so nothing
//! made during construction can refer to the new object. Each frozen
//! reference then points to an object finished before its holder, so a
//! cycle of objects needs a reference that is not frozen: a binary tree
//! of such nodes never reaches the collector, a tree whose children are
//! given a parent later does. Writes through `any` by name count against
//! the name; one with a computed key (or a spread into, or a delete) makes
//! no reference frozen. The elements of arrays, tuples, maps, sets and
//! records are frozen unless the program stores a reference into one after
//! it is made; a box's value always is; what a dynamic container holds is
//! unless something is written through `any` (or into a typed container);
//! what a closure captured is unless a captured variable lives in a cell
//! that holds references (assigned, or initialized after a closure
//! captured it).
//!
//! The inline release of a value whose static type may be such an object
//! (the type or one it may really be is on a cycle) reports a count left
//! above zero to the collector; every other release stays a compare and a
//! decrement. A class's descriptor says whether its instances may be on a
//! cycle, for releases the runtime does.

use super::{Codegen, Result, RuntimeFunction};
use crate::diagnostics::InternalError;
use std::collections::{HashMap, HashSet};

use crate::hir::{
    AnyOperation, ArrayChange, ArrayMethod, Block, Builtin, CollectionMethod, Expression,
    ExpressionKind, FuncId, Function, LocalId, Program, Variable,
};
use crate::types::{ClassId, Type, TypeId};

impl Codegen<'_, '_> {
    /// When some release reports candidates to the collector, `main`
    /// enables it first (`scr_cc_enable`: the runtime's own releases and
    /// the exit reach it from then on). Called once all code is emitted.
    pub(crate) fn enable_cycle_collector(&mut self) -> Result<()> {
        let reports = ["scr_cc_candidate", "scr_cc_candidate_array"]
            .iter()
            .any(|name| self.module.get_function(name).is_some());
        if !reports {
            return Ok(());
        }
        let main = self
            .module
            .get_function("main")
            .ok_or_else(|| InternalError("no main".into()))?;
        let first = main
            .get_first_basic_block()
            .and_then(|block| block.get_first_instruction())
            .ok_or_else(|| InternalError("empty main".into()))?;
        self.builder.position_before(&first);
        let dynamic = [TypeId::ANY, TypeId::UNKNOWN]
            .into_iter()
            .any(|ty| self.cycles.candidate(ty));
        let dynamic = self.context.i32_type().const_int(u64::from(dynamic), false);
        self.call_runtime(RuntimeFunction::CcEnable, &[dynamic.into()])?;
        Ok(())
    }
}

/// What the code generator asks.
pub(crate) struct Cycles {
    /// Per type: a value of it may be an object on a cycle.
    candidate: Vec<bool>,
    /// Per class: its instances may be on a cycle.
    class_on_cycle: Vec<bool>,
    /// Per type: it reaches a function or a dynamic value (so a box
    /// holding one, which closures capture, may be on a cycle).
    reaches_top: Vec<bool>,
}

impl Cycles {
    /// Whether releasing a value of `ty` must report a count left above
    /// zero. Types made after the analysis are taken to.
    pub(crate) fn candidate(&self, ty: TypeId) -> bool {
        self.candidate.get(ty.index()).copied().unwrap_or(true)
    }

    /// Whether instances of `class` may be on a cycle.
    pub(crate) fn class_on_cycle(&self, class: ClassId) -> bool {
        self.class_on_cycle
            .get(class.index())
            .copied()
            .unwrap_or(true)
    }

    /// Whether a box of a captured variable of type `ty` may be on a cycle.
    pub(crate) fn box_candidate(&self, ty: TypeId) -> bool {
        self.reaches_top.get(ty.index()).copied().unwrap_or(true)
    }
}

pub(crate) fn analyse(program: &Program) -> Cycles {
    let types = &program.types;
    let count = types.ids().count();
    let top = count;
    let written = written_after_construction(program);
    let frozen = |name: &str| !written.everything && !written.names.contains(name);
    let mut class_type: Vec<Option<usize>> = vec![None; program.classes.len()];
    for ty in types.ids() {
        if let Type::Class { id, .. } = types.get(ty)
            && let Some(slot) = class_type.get_mut(id.index())
        {
            *slot = Some(ty.index());
        }
    }
    // What values of each type hold, and whether each reference may be
    // set after its holder is made.
    let mut holds: Vec<Vec<(usize, bool)>> = vec![Vec::new(); count + 1];
    for ty in types.ids() {
        let edges = &mut holds[ty.index()];
        match types.get(ty) {
            Type::Array(element) | Type::Set(element) | Type::Record(element) => {
                edges.push((element.index(), written.containers))
            }
            Type::Map(key, value) => edges.extend([
                (key.index(), written.containers),
                (value.index(), written.containers),
            ]),
            Type::Tuple(members) => edges.extend(
                members
                    .iter()
                    .map(|member| (member.index(), written.containers)),
            ),
            // A box holds the value it was made with.
            Type::Union(members) => {
                edges.extend(members.iter().map(|member| (member.index(), false)))
            }
            Type::Class { id, .. } => {
                if let Some(class) = program.classes.get(id.index()) {
                    edges.extend(
                        class
                            .fields
                            .iter()
                            .map(|(name, field)| (field.index(), !frozen(name))),
                    );
                }
            }
            Type::Object(_) => {
                if let Some(shape) = types.object(ty) {
                    edges.extend(
                        shape
                            .properties
                            .iter()
                            .map(|property| (property.ty.index(), !frozen(&property.name))),
                    );
                }
            }
            // A box holds the value it was made with; a dynamic container
            // (an array, record or object made through `any`, or by
            // `JSON.parse`) holds more `any`s, which only a write after it
            // is made can make refer back to it.
            Type::Any | Type::Unknown | Type::Iterable(_) => edges.extend([
                (top, false),
                (ty.index(), written.dynamic || written.containers),
            ]),
            // A closure holds what it captured: values fixed when it is
            // made, and the cells of captured variables the program may
            // assign (or initialize) after (a reference set later).
            Type::Function(_) => edges.push((top, written.cells)),
            Type::Promise(_) | Type::ClassObject(_) => edges.push((top, true)),
            // A generator's frame is opaque to the collector (it is never
            // collected as part of a cycle, see the runtime's cycles.rs):
            // nothing is gained by reporting it.
            _ => {}
        }
    }
    // What values of each type may really be: the node standing for every
    // type may be any of them.
    let mut is: Vec<Vec<usize>> = vec![Vec::new(); count + 1];
    is[top] = (0..count).collect();
    for ty in types.ids() {
        if let Type::Nullable(inner) = types.get(ty) {
            is[ty.index()].push(inner.index());
        }
    }
    for (index, class) in program.classes.iter().enumerate() {
        if let (Some(parent), Some(own)) = (class.parent, class_type[index])
            && let Some(parent_type) = class_type.get(parent.index()).copied().flatten()
        {
            is[parent_type].push(own);
        }
    }
    let names = |ty: TypeId| -> Option<Vec<&str>> {
        match types.get(ty) {
            Type::Class { id, .. } => program.classes.get(id.index()).map(|class| {
                class
                    .fields
                    .iter()
                    .map(|(name, _)| name.as_str())
                    .chain(class.methods.iter().map(|(name, _)| {
                        name.strip_prefix("get ")
                            .or_else(|| name.strip_prefix("set "))
                            .unwrap_or(name)
                    }))
                    .collect()
            }),
            Type::Object(_) => types.object(ty).map(|shape| {
                shape
                    .properties
                    .iter()
                    .map(|property| property.name.as_str())
                    .collect()
            }),
            _ => None,
        }
    };
    // Objects that hold something: the only ones a structural type's value
    // can be that matter here.
    let holders: Vec<(TypeId, Vec<&str>)> = types
        .ids()
        .filter(|ty| !holds[ty.index()].is_empty())
        .filter_map(|ty| names(ty).map(|names| (ty, names)))
        .collect();
    for ty in types.ids() {
        if !matches!(types.get(ty), Type::Object(_)) {
            continue;
        }
        let Some(shape) = types.object(ty) else {
            continue;
        };
        let required: Vec<&str> = shape
            .properties
            .iter()
            .filter(|property| !property.optional)
            .map(|property| property.name.as_str())
            .collect();
        for (other, names) in &holders {
            if *other != ty && required.iter().all(|name| names.contains(name)) {
                is[ty.index()].push(other.index());
            }
        }
    }
    let edges: Vec<Vec<usize>> = holds
        .iter()
        .zip(&is)
        .map(|(holds, is)| {
            holds
                .iter()
                .map(|&(to, _)| to)
                .chain(is.iter().copied())
                .collect()
        })
        .collect();
    let component = components(&edges);
    // A component may hold a cycle of objects when a reference inside it
    // may be set after its holder is made.
    let mut on_cycle = vec![false; component.iter().max().map_or(0, |&last| last + 1)];
    for (from, targets) in holds.iter().enumerate() {
        for &(to, settable) in targets {
            if settable && component[from] == component[to] {
                on_cycle[component[from]] = true;
            }
        }
    }
    // A value may be an object on a cycle: its type, or one it may be.
    let mut candidate: Vec<bool> = (0..count).map(|ty| on_cycle[component[ty]]).collect();
    let mut changed = true;
    while changed {
        changed = false;
        for ty in 0..count {
            if candidate[ty] {
                continue;
            }
            if is[ty].iter().any(|&other| candidate[other]) {
                candidate[ty] = true;
                changed = true;
            }
        }
    }
    let class_on_cycle = class_type
        .iter()
        .map(|ty| ty.is_none_or(|ty| on_cycle[component[ty]]))
        .collect();
    let reaches_top = (0..count)
        .map(|ty| component[ty] == component[top])
        .collect();
    Cycles {
        candidate,
        class_on_cycle,
        reaches_top,
    }
}

/// Tarjan's strongly connected components, without recursion: each node's
/// component.
fn components(edges: &[Vec<usize>]) -> Vec<usize> {
    const UNSEEN: usize = usize::MAX;
    let count = edges.len();
    let mut index = vec![UNSEEN; count];
    let mut low = vec![0; count];
    let mut on_stack = vec![false; count];
    let mut stack = Vec::new();
    let mut component = vec![UNSEEN; count];
    let mut components = 0;
    let mut next = 0;
    // The emulated calls: a node and how many of its edges were followed.
    let mut calls: Vec<(usize, usize)> = Vec::new();
    for start in 0..count {
        if index[start] != UNSEEN {
            continue;
        }
        calls.push((start, 0));
        while let Some(&mut (node, ref mut followed)) = calls.last_mut() {
            if *followed == 0 && index[node] == UNSEEN {
                index[node] = next;
                low[node] = next;
                next += 1;
                stack.push(node);
                on_stack[node] = true;
            }
            if let Some(&to) = edges[node].get(*followed) {
                *followed += 1;
                if index[to] == UNSEEN {
                    calls.push((to, 0));
                } else if on_stack[to] {
                    low[node] = low[node].min(index[to]);
                }
                continue;
            }
            calls.pop();
            if let Some(&(parent, _)) = calls.last() {
                low[parent] = low[parent].min(low[node]);
            }
            if low[node] == index[node] {
                while let Some(member) = stack.pop() {
                    on_stack[member] = false;
                    component[member] = components;
                    if member == node {
                        break;
                    }
                }
                components += 1;
            }
        }
    }
    component
}

/// The property names the program may assign after their object is made.
struct Written {
    names: HashSet<String>,
    /// A write through `any` with a computed key, a spread into or a
    /// delete: any name.
    everything: bool,
    /// Some array, tuple, map, set or record may be given a reference
    /// (not a number, string or boolean) after it is made.
    containers: bool,
    /// Something may be written through `any` (which may also reach a
    /// typed container).
    dynamic: bool,
    /// Some variable closures capture lives in a cell and may hold a
    /// reference.
    cells: bool,
}

/// Methods that may store a reference into the array, map, set or object
/// they are called on (through `any`, by name or as a function value).
const STORING_METHODS: &[&str] = &[
    "push",
    "unshift",
    "splice",
    "fill",
    "copyWithin",
    "set",
    "add",
    "assign",
    "defineProperty",
    "defineProperties",
    "setPrototypeOf",
];

/// Whether values of `ty` are never references to objects or arrays.
fn is_primitive(program: &Program, ty: TypeId) -> bool {
    matches!(
        program.types.get(ty),
        Type::Number
            | Type::Boolean
            | Type::String
            | Type::Undefined
            | Type::Null
            | Type::Void
            | Type::Never
    )
}

/// What the program writes after construction: every property or field
/// write by name, except a constructor's writes to its own `this` when
/// it uses `this` only that way (see the module's text).
fn written_after_construction(program: &Program) -> Written {
    let mut constructors: HashMap<FuncId, ()> = HashMap::new();
    for class in &program.classes {
        constructors.insert(class.constructor, ());
    }
    let mut clean: HashMap<FuncId, bool> = HashMap::new();
    let mut written = Written {
        names: HashSet::new(),
        everything: false,
        containers: false,
        dynamic: false,
        cells: false,
    };
    let element = |ty: TypeId| {
        program
            .types
            .element(program.types.non_null(ty).unwrap_or(ty))
    };
    for (index, function) in program.functions.iter().enumerate() {
        written.cells |= function
            .locals
            .iter()
            .any(|local| local.boxed && !is_primitive(program, local.ty));
        let id = FuncId(index as u32);
        let this = constructors
            .contains_key(&id)
            .then(|| this_local(function))
            .flatten();
        let own_writes = this.is_some() && is_clean(program, id, &constructors, &mut clean);
        each_expression(&function.body, &mut |expression| match &expression.kind {
            ExpressionKind::FieldSet { object, field, .. } => {
                let on_this = own_writes && is_local(object, this);
                if !on_this && let Some(name) = field_name(program, object.ty, *field) {
                    written.names.insert(name.to_string());
                }
                // A tuple's element.
                let tuple = program.types.non_null(object.ty).unwrap_or(object.ty);
                if program.types.tuple(tuple).is_some() && !is_primitive(program, expression.ty) {
                    written.containers = true;
                }
            }
            ExpressionKind::PropertySet { name, .. } => {
                written.names.insert(name.clone());
            }
            ExpressionKind::Builtin {
                builtin: Builtin::Any(AnyOperation::Set),
                arguments,
            } => match arguments.get(1).map(|name| &name.kind) {
                Some(ExpressionKind::String(units)) => {
                    written.names.insert(String::from_utf16_lossy(units));
                }
                _ => written.everything = true,
            },
            ExpressionKind::Builtin {
                builtin:
                    Builtin::Any(
                        AnyOperation::IndexSet | AnyOperation::SpreadInto | AnyOperation::Delete,
                    ),
                ..
            } => written.everything = true,
            ExpressionKind::ArraySet {
                change: ArrayChange::Assign(_),
                ..
            } if !is_primitive(program, expression.ty) => written.containers = true,
            ExpressionKind::Builtin {
                builtin:
                    Builtin::Array(
                        ArrayMethod::Push
                        | ArrayMethod::Unshift
                        | ArrayMethod::Splice
                        | ArrayMethod::Fill,
                    ),
                arguments,
            } if arguments
                .first()
                .and_then(|array| element(array.ty))
                .is_none_or(|element| !is_primitive(program, element)) =>
            {
                written.containers = true
            }
            ExpressionKind::Builtin {
                builtin: Builtin::Collection(CollectionMethod::Set | CollectionMethod::Add),
                arguments,
            } if arguments
                .iter()
                .skip(1)
                .any(|argument| !is_primitive(program, argument.ty)) =>
            {
                written.containers = true
            }
            _ => {}
        });
        each_expression(&function.body, &mut |expression| {
            let ExpressionKind::Builtin {
                builtin: Builtin::Any(operation),
                arguments,
            } = &expression.kind
            else {
                return;
            };
            let named = |position: usize| match arguments.get(position).map(|name| &name.kind) {
                Some(ExpressionKind::String(units)) => Some(String::from_utf16_lossy(units)),
                _ => None,
            };
            let storing = |name: Option<String>| {
                name.is_none_or(|name| STORING_METHODS.contains(&name.as_str()))
            };
            written.dynamic |= match operation {
                AnyOperation::Set
                | AnyOperation::IndexSet
                | AnyOperation::SpreadInto
                | AnyOperation::CallValue => true,
                AnyOperation::Call => storing(named(1)),
                // A built-in method read as a value, to call later.
                AnyOperation::Get => named(1).is_some_and(|name| storing(Some(name))),
                _ => false,
            };
        });
    }
    written
}

/// A constructor's `this`: its first parameter.
fn this_local(function: &Function) -> Option<LocalId> {
    function
        .parameters
        .first()
        .copied()
        .filter(|&local| function.locals[local.index()].name == "this")
}

fn is_local(expression: &Expression, local: Option<LocalId>) -> bool {
    matches!(&expression.kind, ExpressionKind::Variable(Variable::Local(found)) if Some(*found) == local)
}

/// The name of field `field` of the class `ty` holds.
fn field_name(program: &Program, ty: TypeId, field: usize) -> Option<&str> {
    let class = program
        .types
        .class(program.types.non_null(ty).unwrap_or(ty))?;
    program.classes[class.index()]
        .fields
        .get(field)
        .map(|(name, _)| name.as_str())
}

/// Whether constructor `id` uses `this` only as the object of its field
/// reads and writes, and to call a parent constructor that does the same:
/// nothing made while it runs can refer to the new object.
fn is_clean(
    program: &Program,
    id: FuncId,
    constructors: &HashMap<FuncId, ()>,
    clean: &mut HashMap<FuncId, bool>,
) -> bool {
    if let Some(&known) = clean.get(&id) {
        return known;
    }
    // Assumed unclean while it is being decided (inheritance has no
    // cycles, but a constructor may call itself through `new`).
    clean.insert(id, false);
    let function = program.function(id);
    let Some(this) = this_local(function) else {
        return false;
    };
    let mut uses = 0usize;
    let mut allowed = 0usize;
    let mut captured = false;
    let mut parents = Vec::new();
    each_expression(&function.body, &mut |expression| match &expression.kind {
        ExpressionKind::Variable(Variable::Local(local)) if *local == this => uses += 1,
        ExpressionKind::FieldGet { object, .. } | ExpressionKind::FieldSet { object, .. }
            if is_local(object, Some(this)) =>
        {
            allowed += 1
        }
        ExpressionKind::Call {
            function,
            arguments,
            ..
        } if constructors.contains_key(function)
            && arguments
                .first()
                .is_some_and(|first| is_local(first, Some(this))) =>
        {
            allowed += 1;
            parents.push(*function);
        }
        ExpressionKind::Closure { captures, .. } if captures.contains(&this) => captured = true,
        _ => {}
    });
    let result = !captured
        && uses == allowed
        && parents
            .into_iter()
            .all(|parent| is_clean(program, parent, constructors, clean));
    clean.insert(id, result);
    result
}

/// Every expression of a block, nested ones included.
fn each_expression<'a>(block: &'a Block, visit: &mut dyn FnMut(&'a Expression)) {
    let mut pending: Vec<&'a Expression> = Vec::new();
    block.for_each_expression(&mut |expression| pending.push(expression));
    while let Some(expression) = pending.pop() {
        visit(expression);
        pending.extend(expression.children());
    }
}

#[cfg(test)]
mod tests {
    use super::components;

    #[test]
    fn components_are_found() {
        // 0 -> 1 -> 2 -> 0, 3 -> 3, 4 -> 0, 5 alone.
        let edges = vec![vec![1], vec![2], vec![0], vec![3], vec![0], vec![]];
        let component = components(&edges);
        assert_eq!(component[0], component[1]);
        assert_eq!(component[1], component[2]);
        assert_ne!(component[4], component[0]);
        assert_ne!(component[5], component[0]);
        assert_ne!(component[3], component[4]);
    }
}
