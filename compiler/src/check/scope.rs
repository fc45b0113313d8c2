//! Lexical scopes and the per-function state of the checker.

use std::collections::{HashMap, HashSet};

use crate::hir::{self, FuncId, GlobalId, LocalId, TargetId};
use crate::types::TypeId;

/// What a name refers to.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Binding {
    Function(FuncId),
    /// A generic function, by index into the checker's generic functions.
    GenericFunction(u32),
    /// A generic class, by index into the checker's generic classes.
    GenericClass(u32),
    Class(crate::types::ClassId),
    Global(GlobalId),
    /// An enum, by index into the checker's enums.
    Enum(u32),
    Local {
        id: LocalId,
        mutable: bool,
    },
    /// A class declared in a function: the local holding its class object
    /// (see `local_classes.rs`).
    LocalClass {
        id: LocalId,
        class: crate::types::ClassId,
    },
}

/// What kind of statement a jump target is: an unlabeled `break` leaves the
/// innermost loop or switch, an unlabeled `continue` the innermost loop.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(crate) enum TargetKind {
    Loop,
    Switch,
    /// A labeled statement that is neither: only `break label` leaves it.
    Labeled,
}

/// A statement that `break`/`continue` may target, while it is being checked.
pub(crate) struct JumpTarget {
    pub id: TargetId,
    pub labels: Vec<String>,
    pub kind: TargetKind,
}

/// One lexical scope: its names, and the locals declared in it in order.
#[derive(Default)]
struct Scope {
    names: HashMap<String, Binding>,
    locals: Vec<LocalId>,
}

/// The checker's state for the function whose body it is checking.
/// What a narrowing is about: a variable, or a property of one (`x.f`,
/// `this.f`).
pub(crate) type NarrowKey = (hir::Variable, Option<String>);

pub(crate) struct FunctionState {
    pub is_entry: bool,
    /// An arrow function: `arguments` and `this` are its surroundings'.
    pub is_arrow: bool,
    /// The parameters `arguments` stands for when a typed call passed them
    /// (`this` left out); `None` when the function cannot give `arguments`
    /// (optional, default or rest parameters, async, generators).
    pub arguments_parameters: Option<Vec<LocalId>>,
    /// The local `arguments` is, once the body reads it.
    pub arguments_local: Option<LocalId>,
    /// The function's body runs once: the module's, or a function called
    /// where it is written (`(() => { ... })()`) by one that runs once,
    /// outside loops. Declarations in it are evaluated once.
    pub runs_once: bool,
    /// Locals declared `= []` without an annotation whose element type
    /// the first `push` or assignment will give (see `arrays::evolve`).
    pub evolving: Vec<hir::LocalId>,
    /// Hoisted `var` locals whose type no declaration has given yet.
    pub pending_vars: Vec<hir::LocalId>,
    /// The function is `async`: `declared_result` is the `T` of its
    /// `Promise<T>`, and `await` is allowed.
    pub is_async: bool,
    /// A generator: what it yields and is sent.
    pub generator: Option<super::generators::GeneratorState>,
    pub locals: Vec<hir::Local>,
    scopes: Vec<Scope>,
    pub targets: Vec<JumpTarget>,
    pub next_target: u32,
    /// Targets some `break` jumps to: those statements can complete even
    /// when their body cannot.
    pub broken_targets: HashSet<TargetId>,
    /// The annotated result type, if any.
    pub declared_result: Option<TypeId>,
    /// Types of the `return` expressions seen, for inference.
    pub returned_types: Vec<TypeId>,
    /// For each `return` of an unannotated body, the local class whose
    /// class object it returns, if it returns one.
    pub returned_classes: Vec<Option<crate::types::ClassId>>,
    /// Labels written just before the statement being checked.
    pub pending_labels: Vec<String>,
    /// A derived class's constructor: the class whose field initializers
    /// still have to run, right after `super(...)`.
    pub pending_prologue: Option<crate::types::ClassId>,
    /// The function's parameter locals (`this` first, for methods).
    pub parameter_locals: Vec<LocalId>,
    /// The class whose body contains the function (for `private` and
    /// `protected`).
    pub class: Option<crate::types::ClassId>,
    /// A constructor: its class, whose `readonly` fields it may assign.
    pub constructor_of: Option<crate::types::ClassId>,
    /// A closure: the variables it captures, as (local of the enclosing
    /// function, local of this one), in slot order.
    pub captures: Vec<(LocalId, LocalId)>,
    /// A closure: captured names, bound outside every scope so a later
    /// declaration can shadow them.
    pub captured_names: HashMap<String, Binding>,
    /// A closure that may refer to itself by name (a named function
    /// expression, a nested function declaration, a `const` initialized with
    /// it): the name and, once known, its type.
    pub itself: Option<(String, Option<TypeId>)>,
    /// The local that holds the closure itself, once the body refers to it.
    pub itself_local: Option<LocalId>,
    /// Locals from this index on are declared after the closures being
    /// checked are created (hoisted function declarations): capturing one
    /// captures it early.
    pub early_from: Option<usize>,
    /// The function declarations of the blocks being checked, innermost
    /// last.
    pub hoisting: Vec<super::closures::HoistFrame>,
    /// Parameters that hold a known key (`key: K` in an instance where `K`
    /// is "name"): `obj[key]` reads that property.
    pub key_constants: HashMap<LocalId, String>,
    /// `unknown` locals narrowed by the conditions around the code being
    /// checked (see `exceptions`), innermost last.
    pub narrowings: Vec<(NarrowKey, TypeId)>,
    /// The narrowings each `break` carried to its target (see `flow`).
    pub break_states: HashMap<TargetId, Vec<Vec<(NarrowKey, TypeId)>>>,
}

impl FunctionState {
    pub fn new(is_entry: bool, declared_result: Option<TypeId>) -> FunctionState {
        FunctionState {
            is_entry,
            is_arrow: false,
            arguments_parameters: None,
            arguments_local: None,
            runs_once: is_entry,
            evolving: Vec::new(),
            pending_vars: Vec::new(),
            is_async: false,
            generator: None,
            locals: Vec::new(),
            scopes: Vec::new(),
            targets: Vec::new(),
            next_target: 0,
            broken_targets: HashSet::new(),
            declared_result,
            returned_types: Vec::new(),
            returned_classes: Vec::new(),
            pending_labels: Vec::new(),
            pending_prologue: None,
            parameter_locals: Vec::new(),
            class: None,
            constructor_of: None,
            captures: Vec::new(),
            captured_names: HashMap::new(),
            itself: None,
            itself_local: None,
            early_from: None,
            hoisting: Vec::new(),
            key_constants: HashMap::new(),
            narrowings: Vec::new(),
            break_states: HashMap::new(),
        }
    }

    pub fn push_scope(&mut self) {
        self.scopes.push(Scope::default());
    }

    /// Closes the innermost scope; returns the locals declared in it.
    pub fn pop_scope(&mut self) -> Vec<LocalId> {
        self.scopes
            .pop()
            .map(|scope| scope.locals)
            .unwrap_or_default()
    }

    /// Whether the checker is at the top level of the program, where
    /// declarations become globals.
    pub fn at_top_level(&self) -> bool {
        self.is_entry && self.scopes.is_empty()
    }

    /// Binds `name` in the innermost scope; false when it is already bound
    /// there.
    pub fn bind(&mut self, name: &str, binding: Binding) -> bool {
        let Some(scope) = self.scopes.last_mut() else {
            return false;
        };
        if let Binding::Local { id, .. } | Binding::LocalClass { id, .. } = binding {
            scope.locals.push(id);
        }
        scope.names.insert(name.to_string(), binding).is_none()
    }

    /// Binds `name` in the function's outermost scope (`arguments`).
    pub fn bind_outermost(&mut self, name: &str, binding: Binding) {
        let Some(scope) = self.scopes.first_mut() else {
            return;
        };
        if let Binding::Local { id, .. } = binding {
            scope.locals.push(id);
        }
        scope.names.insert(name.to_string(), binding);
    }

    /// Whether `name` is bound in the innermost scope.
    pub fn is_bound_here(&self, name: &str) -> bool {
        self.scopes
            .last()
            .is_some_and(|scope| scope.names.contains_key(name))
    }

    pub fn lookup(&self, name: &str) -> Option<Binding> {
        self.scopes
            .iter()
            .rev()
            .find_map(|scope| scope.names.get(name).copied())
    }
}
