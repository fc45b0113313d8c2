//! Stage 2: name resolution and type checking. Reads the swc AST, reports
//! every error it finds, and builds the typed HIR. Nothing after this stage
//! reads the swc AST.
//!
//! Order of work: top-level function signatures and global names are
//! collected first (functions are hoisted), then the top-level statements are
//! checked in order as the body of the entry function, then every function
//! body not yet checked. A function without a return annotation is checked
//! on demand the first time a call needs its result type.

mod ambient;
mod annotations;
mod arrays;
mod bigint;
mod buffer;
mod builtins;
mod classes;
mod closures;
mod collections;
mod destructuring;
mod discriminants;
mod dynamic;
mod enums;
mod exceptions;
mod expressions;
mod flow;
mod foreign_this;
mod generators;
mod generics;
mod imports;
mod iterables;
mod json;
pub(crate) mod library_names;
mod library_values;
pub(crate) use classes::{HIDDEN, is_hidden, is_own_method_field};
pub(crate) use objects::accessor_property;
pub(crate) use symbols::{SYMBOL_KEY, symbol_key_function_name};
mod local_classes;
mod local_types;
mod node;
mod node_modules;
mod objects;
mod promises;
mod regex;
mod scope;
mod statements;
mod symbols;
mod type_functions;
mod typed;
mod unions;
mod vars;

use std::collections::{HashMap, HashSet};

use swc_ecma_ast as ast;

use crate::diagnostics::{Code, Diagnostic, Span};
use crate::hir::{self, Expression, ExpressionKind, FuncId, GlobalId, LocalId, TargetId};
use crate::syntax::SyntaxTree;
use crate::types::{ClassId, TypeId, TypeTable};

use crate::modules;
use imports::ModuleScope;
use scope::{Binding, FunctionState};

/// Whether `name` is one of the global values of JavaScript's or Node's
/// library (which a module-level declaration would shadow).
pub(crate) fn is_global_name(name: &str) -> bool {
    library_names::is_global(name) || ambient::node_defines(name)
}

/// The members of `os`, `util` and `assert` a program may import.
pub fn node_module_members(module: &str) -> &'static [&'static str] {
    node_modules::members(module)
}

/// Checks a program: every module of `graph`. Returns the HIR when there
/// were no errors.
pub fn check(graph: &modules::ModuleGraph) -> Result<hir::Program, Vec<Diagnostic>> {
    // The built-in error classes, checked as part of the program when it
    // names one. The prelude is valid: a parse error here is a compiler bug.
    let entry = &graph.modules[0].tree;
    // Node's modules and `Date` add their part of the prelude.
    let node = graph.modules.iter().any(|module| {
        node::needs_prelude(&module.tree.text)
            || module
                .imports
                .iter()
                .any(|import| matches!(import.source, modules::Source::Library(_)))
    });
    // `assert.match` takes a RegExp.
    let regex = graph.modules.iter().any(|module| {
        regex::needs_prelude(&module.tree.text)
            || module.imports.iter().any(|import| {
                import.source == modules::Source::Library(modules::LibraryModule::Assert)
            })
    });
    let readline = graph.modules.iter().any(|module| {
        module.imports.iter().any(|import| {
            import.source == modules::Source::Library(modules::LibraryModule::Readline)
        })
    });
    let ambient = graph
        .modules
        .iter()
        .any(|module| ambient::needs_prelude(&module.tree.text));
    let counts = graph
        .modules
        .iter()
        .any(|module| exceptions::needs_count_prelude(&module.tree.text));
    let json = graph
        .modules
        .iter()
        .any(|module| exceptions::needs_json_prelude(&module.tree.text));
    // `os`, `util` and `assert`: each module's prelude when it is imported.
    // `crypto` is also Node's global (its web part: `randomUUID`,
    // `getRandomValues`).
    let global_crypto = graph
        .modules
        .iter()
        .any(|module| node_modules::names_global_crypto(&module.tree.text));
    let mut node_modules = String::new();
    for module in [
        modules::LibraryModule::Os,
        modules::LibraryModule::Util,
        modules::LibraryModule::Assert,
        modules::LibraryModule::Crypto,
    ] {
        if (module == modules::LibraryModule::Crypto && global_crypto)
            || graph.modules.iter().any(|loaded| {
                loaded
                    .imports
                    .iter()
                    .any(|import| import.source == modules::Source::Library(module))
            })
        {
            node_modules.push_str(node_modules::prelude(module));
        }
    }
    let weak_refs = graph
        .modules
        .iter()
        .any(|module| collections::needs_weak_ref_prelude(&module.tree.text));
    // (The weak references' prelude names `Symbol.toStringTag`.)
    let symbols = weak_refs
        || graph
            .modules
            .iter()
            .any(|module| symbols::needs_prelude(&module.tree.text));
    let url = graph
        .modules
        .iter()
        .any(|module| buffer::needs_url_prelude(&module.tree.text));
    let process = graph
        .modules
        .iter()
        .any(|module| node_modules::names_process(&module.tree.text));
    let text_codecs = graph
        .modules
        .iter()
        .any(|module| buffer::needs_text_prelude(&module.tree.text));
    let buffer = node
        || global_crypto
        || graph
            .modules
            .iter()
            .any(|module| buffer::needs_prelude(&module.tree.text));
    let prelude = (node
        || symbols
        || process
        || url
        || buffer
        || !node_modules.is_empty()
        || regex
        || ambient
        || json
        || counts
        || graph
            .modules
            .iter()
            .any(|module| exceptions::needs_prelude(&module.tree.text)))
    .then(|| {
        let errors = if node {
            exceptions::PRELUDE.replace("/*system errors*/", node::SYSTEM_ERRORS)
        } else {
            exceptions::PRELUDE.to_string()
        };
        let text = format!(
            "{errors}{}{}{}{}{}{}{}{}{}{}{}{}{}{node_modules}",
            typed::PRELUDE,
            if symbols {
                symbols::prelude(
                    graph
                        .modules
                        .iter()
                        .map(|module| module.tree.text.as_str())
                        .chain(weak_refs.then_some(collections::WEAK_REF_PRELUDE)),
                )
            } else {
                String::new()
            },
            if weak_refs {
                collections::WEAK_REF_PRELUDE
            } else {
                ""
            },
            if buffer { buffer::PRELUDE } else { "" },
            if url { buffer::URL_PRELUDE } else { "" },
            if text_codecs {
                buffer::TEXT_PRELUDE
            } else {
                ""
            },
            if json { exceptions::JSON_PRELUDE } else { "" },
            if counts {
                exceptions::COUNT_PRELUDE
            } else {
                ""
            },
            if ambient { ambient::PRELUDE } else { "" },
            if node { node::PRELUDE } else { "" },
            if process {
                node_modules::PROCESS_PRELUDE
            } else {
                ""
            },
            if readline { node::READLINE_PRELUDE } else { "" },
            if regex { regex::PRELUDE } else { "" }
        );
        crate::syntax::parse(entry.file, &text).0
    })
    .flatten();
    let mut checker = Checker::new(entry);
    checker.bigints = graph
        .modules
        .iter()
        .any(|module| bigint::mentioned(&module.tree.text));
    checker.weak_collections = graph
        .modules
        .iter()
        .any(|module| module.tree.text.contains("WeakMap") || module.tree.text.contains("WeakSet"));
    for module in &graph.modules {
        let mut scope = ModuleScope::new(&module.tree);
        scope.statements = &module.statements;
        scope.library = crate::modules::is_library_path(&module.path);
        scope.namespaces = module
            .namespaces
            .iter()
            .map(|namespace| (namespace.name.clone(), namespace.members.clone()))
            .collect();
        checker.scopes.push(scope);
        checker
            .assigned_in_functions
            .extend(flow::names_assigned_in_functions(&module.statements));
        checker
            .assigned_members
            .extend(flow::names_assigned_as_members(&module.statements));
    }
    checker.prelude_scope = checker.scopes.len();
    checker
        .scopes
        .push(ModuleScope::new(prelude.as_ref().unwrap_or(entry)));
    checker.check_program(graph, prelude.as_ref());
    if checker.diagnostics.is_empty() {
        Ok(checker.finish())
    } else {
        checker
            .diagnostics
            .sort_by_key(|d| d.span.map(|s| (s.file, s.start)));
        // The instances of a generic report the same error once each.
        checker
            .diagnostics
            .dedup_by(|a, b| a.span == b.span && a.message == b.message);
        // A type error inside a construct scriptc refuses (the parameters
        // of a callback passed to a refused call, lacking their context) is
        // the refusal's consequence: the refusal is reported alone.
        let refused: Vec<Span> = checker
            .diagnostics
            .iter()
            .filter(|d| d.code.is_refusal())
            .filter_map(|d| d.span)
            .collect();
        checker.diagnostics.retain(|d| {
            d.code.is_refusal()
                || !d.span.is_some_and(|span| {
                    refused.iter().any(|outer| {
                        outer.file == span.file
                            && outer.start <= span.start
                            && span.end <= outer.end
                    })
                })
        });
        Err(checker.diagnostics)
    }
}

/// Where a function is in the on-demand checking of bodies.
#[derive(Clone, Copy, PartialEq, Eq)]
enum BodyState {
    NotChecked,
    InProgress,
    Done,
}

struct FunctionSlot<'a> {
    name: String,
    /// The module whose scope the body is checked in.
    module: usize,
    /// The body to check; `None` for the entry function.
    body_ast: Option<&'a [ast::Stmt]>,
    parameters: Vec<(String, TypeId, Span)>,
    /// Parameters with default values: their index and default. A function
    /// with defaults takes one more, hidden, parameter last: how many
    /// arguments the caller passed (`ARGUMENT_COUNT`).
    /// `None` for an optional parameter (`x?: T`), whose default is
    /// `undefined`.
    defaults: Vec<(usize, Option<&'a ast::Expr>)>,
    /// The annotated result type, or the inferred one once the body is done.
    result: Option<TypeId>,
    /// Where the result annotation is, for messages about it.
    result_span: Option<Span>,
    /// The result annotation, when written.
    result_annotation: Option<&'a ast::TsType>,
    state: BodyState,
    body: Option<hir::Function>,
    span: Span,
    /// Methods and constructors: the class of `this`.
    this_class: Option<ClassId>,
    /// Static methods: the class whose body declares them (methods and
    /// constructors use `this_class`).
    lexical_class: Option<ClassId>,
    /// Constructors run their class's field initializers and parameter
    /// properties before the body.
    is_constructor: bool,
    /// An instance of a generic function: its type parameters' types.
    type_arguments: HashMap<String, TypeId>,
    /// Parameters written as destructuring patterns, by index.
    patterns: Vec<(usize, &'a ast::Pat)>,
    /// The last parameter is a rest parameter (`...items: T[]`).
    rest: bool,
    /// Every `return` of its (unannotated) body gives the class object of
    /// this local class (`return class { ... }`), boxed: what a class
    /// extending a call of it extends.
    returns_class: Option<ClassId>,
    /// A function (not a method) reading its own `this`, or declaring it
    /// (`this: T`): it takes it from the receiver register as it starts.
    own_this: bool,
    /// A method declaring `this: any` (or `unknown`): `this` in its body
    /// is the instance as an `any`.
    this_dynamic: bool,
    /// Parameters whose type is a key type argument: index and key.
    key_parameters: Vec<(usize, String)>,
    /// `async`: its result is a `Promise`.
    is_async: bool,
    /// `function*`: its result is a `Generator`.
    is_generator: bool,
}

struct GlobalSlot {
    name: String,
    ty: Option<TypeId>,
    mutable: bool,
    /// The declaration statement has been checked, so the entry function may
    /// read the variable.
    declared: bool,
}

/// A parameter as declared: name, type, span.
pub(crate) type Parameter = (String, TypeId, Span);

/// A parameter's default value: the parameter's index and the expression.
pub(crate) type ParameterDefault<'a> = (usize, Option<&'a ast::Expr>);

/// The hidden last parameter of a function with default parameter values:
/// how many arguments the caller wrote. Not an identifier, so no program
/// can name it.
pub(crate) const ARGUMENT_COUNT: &str = "arguments.length";

pub(crate) struct Checker<'a> {
    tree: &'a SyntaxTree,
    /// Checking the value of an `as const` (its object and array literals,
    /// not what they compute): an array literal of elements of different
    /// types is a tuple.
    const_context: bool,
    /// The statement lists being checked, innermost last: where a
    /// declaration looks for its variable's uses (see
    /// `flow::tested_for_nothing`).
    statement_lists: Vec<&'a [ast::Stmt]>,
    /// Object types whose values were used as other object types (see
    /// `note_flow`), for `Program::room`.
    flows: std::cell::RefCell<std::collections::HashSet<(TypeId, TypeId)>>,
    /// Object types asserted to be other object types (`{} as T`), for
    /// `Program::room`: their objects may gain every property of the
    /// other type, not only its optional ones.
    assertions: std::cell::RefCell<std::collections::HashSet<(TypeId, TypeId)>>,
    /// Every module's top-level names, then the prelude's (the built-in
    /// error classes, see `exceptions`), which every module sees.
    scopes: Vec<ModuleScope<'a>>,
    /// The module being checked, by index into `scopes`.
    module: usize,
    prelude_scope: usize,
    /// The element type wanted from the `map` call being checked (see
    /// `check_expecting`): its callback's contextual result.
    expected_map_result: Option<(Span, TypeId)>,
    /// The type wanted of a call's result where one is wanted (see
    /// `infer_type_arguments`), with the call's span.
    expected_call_result: Option<(Span, TypeId)>,
    /// Top-level `var` names, by module (declared once however many
    /// declarations there are).
    var_globals: std::collections::HashSet<(usize, String)>,
    /// Type declarations inside functions declared as their module's (by
    /// the position of their name, see `local_types`).
    hoisted_types: std::collections::HashSet<(usize, swc_common::BytePos)>,
    /// Type aliases inside functions that need the function (its
    /// variables' types, its type parameters) and are used only after
    /// them, outside function and class declarations: each names the type
    /// it resolves to where it is written (see `local_types`).
    ordered_aliases: std::collections::HashSet<(usize, swc_common::BytePos)>,
    /// Mapped types being resolved, by their syntax's address and source
    /// type: the object made for one met again inside itself.
    mapped_in_progress: HashMap<(usize, TypeId), Option<TypeId>>,
    /// How many mapped types are being resolved inside each other (see
    /// `resolve_mapped_type`).
    mapped_depth: usize,
    /// Interfaces and type aliases declared inside a function or block
    /// whose name is declared again elsewhere (in another function or
    /// block, or at the top level): by declaration, the name written and
    /// the unique name they are the module's under (`local_types.rs`).
    renamed_types: HashMap<(usize, swc_common::BytePos), (String, String)>,
    /// The renamed types in scope, innermost last: a type name is looked
    /// up as the last entry for it says.
    type_renames: Vec<(String, String)>,
    /// Top-level `var`s whose type no declaration has given yet.
    pending_globals: Vec<GlobalId>,
    /// The names of every `var` (local or global) whose type is pending,
    /// with how many such variables have each name.
    pending_var_names: HashMap<String, usize>,
    /// `reduce<T>(...)` being checked: its call and the written type.
    explicit_reduce_type: Option<(Span, TypeId)>,
    /// The type of `this` for the object-literal method about to be
    /// checked: the receiver its caller passes (see `TakeReceiver`).
    pending_receiver: Option<TypeId>,
    /// The static fields of the class being declared that a static block
    /// sets before anything can read them (`classes::statics_set_before_read`).
    statics_set_first: Vec<String>,
    /// Functions declared `x is T` or `asserts x [is T]`: which parameter
    /// they narrow, to what (`None`: past `null` and `undefined`), and
    /// whether they assert.
    predicates: HashMap<FuncId, exceptions::Predicate>,
    /// The program has a `try` statement: recursive functions get stack
    /// guards so an overflow can be caught.
    has_try: bool,
    /// Top-level constants initialized with an arrow or function
    /// expression or a non-empty array or object literal, and their
    /// module: a read (or `typeof`) before the declaration is checked
    /// learns the type from a trial check (`closure_global_type`).
    closure_globals: HashMap<GlobalId, (&'a ast::Expr, usize)>,
    /// The constants whose trial check is running (a cycle answers none).
    inferring_globals: std::collections::HashSet<GlobalId>,
    /// Whether something is called through `any` (see
    /// `Program::dynamic_calls`).
    pub(crate) dynamic_calls: std::cell::Cell<bool>,
    /// Whether a property `then` is written through `any` (see
    /// `Program::thenables`).
    pub(crate) then_written: bool,
    /// The `{ value, done }` types of generators' steps: what `value` is
    /// while not done and once done (`None` when generators of different
    /// types share the object type).
    pub(crate) iterator_results: HashMap<TypeId, Option<(TypeId, TypeId)>>,
    types: TypeTable,
    diagnostics: Vec<Diagnostic>,
    functions: Vec<FunctionSlot<'a>>,
    globals: Vec<GlobalSlot>,
    /// The aliases being resolved, to report a circular alias.
    resolving_aliases: Vec<String>,
    /// Aliases found naming themselves while resolved: `any`s (see
    /// `annotations::resolve_alias_here`).
    recursive_aliases: std::collections::HashSet<String>,
    /// Top-level enums, by `Binding::Enum` index.
    enums: Vec<enums::EnumSlot>,
    /// The names read as values anywhere in the program (`enums.rs`).
    enum_value_names: Option<std::collections::HashSet<String>>,
    /// Generic functions, interfaces and aliases, and the instances made.
    generic_functions: Vec<generics::GenericFunction<'a>>,
    generic_classes: Vec<generics::GenericClass<'a>>,
    /// Instances of generic classes: the generic and the type arguments.
    class_origins: HashMap<ClassId, (u32, Vec<TypeId>)>,
    /// Instances of generic interfaces and aliases, by the declaring
    /// module, the name and the type arguments.
    generic_instances: HashMap<(usize, String, Vec<TypeId>), TypeId>,
    /// Generic alias instances being resolved, and those found naming
    /// themselves other than through an object type (an `any`).
    resolving_generics: Vec<(usize, String, Vec<TypeId>)>,
    recursive_generics: std::collections::HashSet<(usize, String, Vec<TypeId>)>,
    /// The type parameters bound in the instance being checked.
    pub(crate) type_scope: Vec<HashMap<String, TypeId>>,
    /// Where the objects `for...in` statements walk start (their keys are
    /// `Object.keys`' but for a class, whose parents' count too).
    pub(crate) for_in_sources: HashSet<swc_common::BytePos>,
    /// The class whose members are being declared or checked: what the
    /// type `this` means.
    this_types: Vec<TypeId>,
    /// Resolved interfaces, by declaring module and name.
    /// By module and declaration position.
    interface_types: HashMap<(usize, u32), TypeId>,
    /// Resolved aliases (each reports its errors once), by declaring
    /// module and name.
    /// By module and declaration position.
    alias_types: HashMap<(usize, u32), TypeId>,
    /// Object types with properties declared with literal types (`kind:
    /// "num"`), and those properties (see `discriminants`).
    discriminants: HashMap<TypeId, discriminants::Discriminants>,
    /// Merged unions of object types with discriminants, and their members.
    merged_members: HashMap<TypeId, Vec<TypeId>>,
    /// Those merges by their members (sorted), so each union is one type.
    merged_by_members: HashMap<Vec<TypeId>, TypeId>,
    /// Unions of classes merged before the classes' members were declared
    /// (a function's signature above the classes): merged again once they
    /// are.
    pending_merges: Vec<(TypeId, Vec<TypeId>)>,
    /// Object types standing for a class where a property was narrowed to
    /// it (see `discriminants::narrowed_for`), and the class.
    class_views: HashMap<TypeId, TypeId>,
    /// Anonymous object types with discriminants, by their properties (each
    /// such type literal is its own type: `{ kind: "a" }` and `{ kind: "b" }`
    /// have the same properties).
    literal_objects: HashMap<(Vec<crate::types::Property>, discriminants::Discriminants), TypeId>,
    classes: Vec<classes::ClassSlot<'a>>,
    /// The function whose body is being checked.
    current: FunctionState,
    /// While a closure is checked: the functions around it, outermost
    /// first.
    enclosing: Vec<FunctionState>,
    /// Destructuring patterns and a rest parameter found by the last
    /// `resolve_parameters_with_defaults`, for the function being declared.
    pending_patterns: Vec<(usize, &'a ast::Pat)>,
    pending_rest: bool,
    /// Calls of a function made from a function nested in its body while
    /// its result was being inferred, taken to give `any` (see
    /// `function_result`).
    assumed_results: Vec<(FuncId, Span)>,
    /// For each function whose body is being checked, how many functions
    /// enclose its own body's checking state.
    inferring_depths: HashMap<FuncId, usize>,
    /// The name a closure about to be checked is bound to (`const f = () =>
    /// ...`), for its own references and for printing it.
    /// Classes whose declaration was refused (their parent is not a
    /// class scriptc can extend): a class extending one is refused with it,
    /// without another error.
    /// Classes declared where they may be evaluated more than once (in a
    /// function or a loop), compiled as one class: refused as values (each
    /// evaluation's class would be another object in JavaScript).
    per_evaluation_classes: std::collections::HashSet<ClassId>,
    /// Classes declared in functions, compiled with a class object per
    /// evaluation (see `local_classes.rs`).
    local_classes: HashMap<ClassId, local_classes::LocalClassSlot>,
    /// The members of local classes (checked where the class is declared,
    /// capturing from the function around it), by function.
    local_members: HashMap<FuncId, ClassId>,
    /// Each method's syntax and the result it was declared with, for its
    /// foreign-`this` variant (see `classes::declare_foreign_variants`).
    method_syntax: HashMap<FuncId, (&'a ast::Function, Option<TypeId>)>,
    /// The names read through `any` (`value.name`): a class method of one
    /// of these names may become a function value.
    dynamic_names: std::collections::HashSet<String>,
    /// A method's variant for a `this` of another kind (see `hir::Class::
    /// foreign`).
    foreign_variants: HashMap<FuncId, FuncId>,
    /// How many temporaries the checker has made (see `temporary_local`).
    temporaries: usize,
    /// Set while the callee of an immediately invoked function expression
    /// is checked (see `FunctionState::runs_once`).
    immediately_called: bool,
    refused_classes: std::collections::HashSet<ClassId>,
    closure_name: Option<(String, bool)>,
    /// The closures being checked, innermost last, and where they are.
    closure_functions: Vec<FuncId>,
    closure_spans: Vec<Span>,
    /// The function (not closure) whose body is being checked.
    checking_function: FuncId,
    /// Names some function or closure body assigns (see
    /// `flow::forget_shared_narrowings`).
    assigned_in_functions: std::collections::HashSet<String>,
    /// The property names the program assigns (`object.name = value`).
    assigned_members: std::collections::HashSet<String>,
    /// The class whose members are being declared, and the fields whose
    /// types wait for their initializers (see `classes::settle_fields`).
    declaring_class: Option<ClassId>,
    pending_fields: Vec<classes::PendingField<'a>>,
    /// Every top-level class has its members: later classes (instances of
    /// generics) settle their fields at once.
    members_declared: bool,
    /// Globals declared `= []` without an annotation, their element type
    /// still open (see `arrays::evolve`).
    evolving_globals: Vec<GlobalId>,
    /// Names whose declarations were refused (an `async` function, a class
    /// in a block): their uses report nothing more.
    refused_names: std::collections::HashSet<String>,
    /// Some function reads `arguments` (`hir::Program::uses_arguments`).
    uses_arguments: bool,
    /// Some call changes an integrity level (`hir::Program::integrity`).
    pub(crate) integrity: bool,
    /// The strings of each tagged template, by the span of the array
    /// literal that stands for them in the tag's call: the cooked and the
    /// raw texts (`check_tagged_template`).
    pub(crate) template_strings: HashMap<(u32, u32), TemplateStrings>,
    /// Per module, where `arguments` is read in a way an array serves as
    /// Node's arguments object does (see `closures::plain_arguments_uses`).
    plain_arguments: HashMap<usize, std::collections::HashSet<swc_common::BytePos>>,
    /// Per module, the non-null assertions a property is read from
    /// (`expressions::NonNullReads`).
    non_null_reads: HashMap<usize, std::collections::HashSet<swc_common::BytePos>>,
    /// Names declared with `declare` that Node does not define (see
    /// `ambient.rs`).
    not_defined: std::collections::HashSet<String>,
    /// Functions made by checks whose results were discarded.
    discarded_functions: std::collections::HashSet<usize>,
    /// Whether some module may use bigints (see `bigint::mentioned`).
    bigints: bool,
    /// Whether some module names `WeakMap` or `WeakSet`: only then may a
    /// value of a map or set type be a weak one, which `instanceof` asks
    /// at run time.
    weak_collections: bool,
}

impl<'a> Checker<'a> {
    fn new(tree: &'a SyntaxTree) -> Checker<'a> {
        Checker {
            tree,
            const_context: false,
            statement_lists: Vec::new(),
            assigned_in_functions: Default::default(),
            assigned_members: Default::default(),
            flows: Default::default(),
            assertions: Default::default(),
            scopes: Vec::new(),
            module: 0,
            prelude_scope: 0,
            bigints: false,
            weak_collections: false,
            expected_map_result: None,
            expected_call_result: None,
            var_globals: std::collections::HashSet::new(),
            hoisted_types: std::collections::HashSet::new(),
            ordered_aliases: std::collections::HashSet::new(),
            mapped_in_progress: HashMap::new(),
            mapped_depth: 0,
            renamed_types: HashMap::new(),
            type_renames: Vec::new(),
            pending_globals: Vec::new(),
            pending_var_names: HashMap::new(),
            explicit_reduce_type: None,
            pending_receiver: None,
            statics_set_first: Vec::new(),
            predicates: HashMap::new(),
            has_try: false,
            closure_globals: HashMap::new(),
            inferring_globals: std::collections::HashSet::new(),
            dynamic_calls: std::cell::Cell::new(false),
            then_written: false,
            iterator_results: HashMap::new(),
            types: TypeTable::default(),
            diagnostics: Vec::new(),
            functions: Vec::new(),
            globals: Vec::new(),
            resolving_aliases: Vec::new(),
            recursive_aliases: std::collections::HashSet::new(),
            alias_types: HashMap::new(),
            discriminants: HashMap::new(),
            merged_members: HashMap::new(),
            merged_by_members: HashMap::new(),
            pending_merges: Vec::new(),
            class_views: HashMap::new(),
            literal_objects: HashMap::new(),
            generic_functions: Vec::new(),
            generic_classes: Vec::new(),
            class_origins: HashMap::new(),
            generic_instances: HashMap::new(),
            resolving_generics: Vec::new(),
            recursive_generics: std::collections::HashSet::new(),
            type_scope: Vec::new(),
            for_in_sources: HashSet::new(),
            this_types: Vec::new(),
            interface_types: HashMap::new(),
            enums: Vec::new(),
            enum_value_names: None,
            classes: Vec::new(),
            current: FunctionState::new(true, Some(TypeId::VOID)),
            enclosing: Vec::new(),
            closure_name: None,
            refused_classes: std::collections::HashSet::new(),
            immediately_called: false,
            per_evaluation_classes: std::collections::HashSet::new(),
            local_classes: HashMap::new(),
            local_members: HashMap::new(),
            method_syntax: HashMap::new(),
            dynamic_names: std::collections::HashSet::new(),
            foreign_variants: HashMap::new(),
            temporaries: 0,
            pending_patterns: Vec::new(),
            assumed_results: Vec::new(),
            inferring_depths: HashMap::new(),
            pending_rest: false,
            closure_functions: Vec::new(),
            closure_spans: Vec::new(),
            checking_function: FuncId(0),
            declaring_class: None,
            pending_fields: Vec::new(),
            members_declared: false,
            evolving_globals: Vec::new(),
            refused_names: Default::default(),
            uses_arguments: false,
            integrity: false,
            template_strings: HashMap::new(),
            plain_arguments: HashMap::new(),
            non_null_reads: HashMap::new(),
            not_defined: Default::default(),
            discarded_functions: Default::default(),
        }
    }

    /// Marks the closures made since `start` as discarded: a check whose
    /// result is thrown away made them (see `finish`).
    pub(crate) fn discard_functions_from(&mut self, start: usize) {
        for index in start..self.functions.len() {
            if self.functions[index]
                .body
                .as_ref()
                .is_some_and(|body| body.closure.is_some())
            {
                self.discarded_functions.insert(index);
            }
        }
    }

    fn span(&self, span: swc_common::Span) -> Span {
        self.tree.span(span)
    }

    fn error(&mut self, diagnostic: Diagnostic) {
        self.diagnostics.push(diagnostic);
    }

    /// The type of a parameter written without an annotation or a
    /// contextual type: tsc's error, and `never` (nothing more is reported
    /// about it); in a file tsc does not check (`// @ts-nocheck`), `any`.
    pub(crate) fn implicit_any(&mut self, name: &str, span: Span) -> TypeId {
        if unchecked_by_tsc(&self.tree.text) {
            return TypeId::ANY;
        }
        self.error(Diagnostic::new(
            Code::AnnotationNeeded,
            span,
            format!("Parameter '{name}' implicitly has an 'any' type."),
        ));
        TypeId::NEVER
    }

    fn check_program(&mut self, graph: &'a modules::ModuleGraph, prelude: Option<&'a SyntaxTree>) {
        let tree = self.tree;
        let entry = FuncId(0);
        let module_span = self.span(tree.module.span);
        self.functions.push(FunctionSlot {
            name: "main".to_string(),
            module: 0,
            body_ast: None,
            parameters: Vec::new(),
            defaults: Vec::new(),
            result: Some(TypeId::VOID),
            result_span: None,
            result_annotation: None,
            state: BodyState::InProgress,
            body: None,
            span: module_span,
            this_class: None,
            lexical_class: None,
            is_constructor: false,
            type_arguments: HashMap::new(),
            patterns: Vec::new(),
            rest: false,
            returns_class: None,
            own_this: false,
            this_dynamic: false,
            key_parameters: Vec::new(),
            is_async: false,
            is_generator: false,
        });

        // Each module's statements, the prelude's first.
        let mut modules: Vec<(usize, Vec<&'a ast::Stmt>)> = Vec::new();
        if let Some(prelude) = prelude {
            let statements = prelude
                .module
                .body
                .iter()
                .filter_map(|item| match item {
                    ast::ModuleItem::Stmt(statement) => Some(statement),
                    ast::ModuleItem::ModuleDecl(_) => None,
                })
                .collect();
            modules.push((self.prelude_scope, statements));
        }
        for (index, module) in graph.modules.iter().enumerate() {
            modules.push((index, module.statements.iter().collect()));
        }
        self.bind_module_tables(graph);
        for (module, statements) in &modules {
            self.in_module(*module, |this| {
                for statement in statements {
                    this.register_top_level(statement);
                }
            });
        }
        // The prelude, then each module after those it imports from.
        let mut declaration_order: Vec<usize> =
            prelude.map(|_| self.prelude_scope).into_iter().collect();
        declaration_order.extend(Self::declaration_order(graph));
        for module in declaration_order {
            let Some((_, statements)) = modules.iter().find(|(index, _)| *index == module) else {
                continue;
            };
            self.in_module(module, |this| {
                for statement in statements {
                    this.declare_top_level(statement);
                }
            });
        }
        self.validate_imports(graph);
        self.members_declared = true;
        self.settle_all_fields();
        for (ty, members) in std::mem::take(&mut self.pending_merges) {
            self.merge_object_types(&members, Some(ty));
            // The anonymous type of its properties from now on, as a merge
            // made now would be.
            if let Some(shape) = self.types.object(ty) {
                let properties = shape.properties.clone();
                self.types.adopt_anonymous(properties, ty);
            }
        }

        // The prelude, then the modules in evaluation order.
        let mut order: Vec<usize> = prelude.map(|_| self.prelude_scope).into_iter().collect();
        order.extend(self.evaluation_order(graph));
        let mut body = hir::Block::default();
        for module in order {
            let Some((_, statements)) = modules.iter().find(|(index, _)| *index == module) else {
                continue;
            };
            self.in_module(module, |this| {
                // Classes and other types declared in the module's blocks
                // (`{ class Local {} }`), as a function body's are.
                let loaded = graph.modules.get(module);
                if let Some(loaded) = loaded {
                    this.hoist_local_types(&loaded.statements, true);
                    this.statement_lists.push(&loaded.statements);
                }
                for statement in statements {
                    this.check_statement(statement, &mut body.statements, true);
                }
                if loaded.is_some() {
                    this.statement_lists.pop();
                }
            });
        }
        self.settle_untyped_locals();
        let state = std::mem::replace(&mut self.current, FunctionState::new(false, None));
        let slot = &mut self.functions[entry.index()];
        slot.state = BodyState::Done;
        slot.body = Some(hir::Function {
            name: "main".to_string(),
            parameters: Vec::new(),
            locals: state.locals,
            result: TypeId::VOID,
            body,
            span: module_span,
            closure: None,
            is_async: false,
            is_generator: false,
            rest: false,
        });

        // Checking a body can add functions (instances of generics): loop
        // until every one is checked.
        let mut index = 1;
        while index < self.functions.len() {
            if self.functions[index].state == BodyState::NotChecked {
                self.check_function_body(FuncId(index as u32));
            }
            index += 1;
        }
        self.declare_foreign_variants();
        self.settle_untyped_globals();
    }

    /// Registers the types a top-level statement declares: classes,
    /// aliases, interfaces, enums (resolved where they are used).
    fn register_top_level(&mut self, statement: &'a ast::Stmt) {
        match statement {
            ast::Stmt::Decl(ast::Decl::Class(class)) => self.register_class(class),
            ast::Stmt::Decl(ast::Decl::TsTypeAlias(alias)) => self.register_alias(alias),
            ast::Stmt::Decl(ast::Decl::TsInterface(declaration)) => {
                self.register_interface(declaration)
            }
            ast::Stmt::Decl(ast::Decl::TsEnum(declaration)) => self.declare_enum(declaration),
            _ => {}
        }
    }

    /// Registers the names a top-level statement declares: functions with
    /// their signatures, variables as globals whose type is known once their
    /// declaration is checked (or at once, when annotated).
    fn declare_top_level(&mut self, statement: &'a ast::Stmt) {
        self.declare_top_level_vars(statement);
        match statement {
            // A namespace left in place is refused where it is: its name's
            // uses report nothing more.
            ast::Stmt::Decl(ast::Decl::TsModule(namespace)) => {
                if let ast::TsModuleName::Ident(name) = &namespace.id {
                    self.refused_names.insert(name.sym.to_string());
                }
            }
            ast::Stmt::Decl(ast::Decl::Fn(declaration)) => self.declare_function(declaration),
            ast::Stmt::Decl(ast::Decl::Class(class)) => self.declare_class_members(class),
            ast::Stmt::Decl(ast::Decl::Var(declaration)) if declaration.declare => {
                self.declare_ambient_variables(declaration)
            }
            ast::Stmt::Decl(ast::Decl::Var(declaration))
                if declaration.kind != ast::VarDeclKind::Var =>
            {
                let mutable = declaration.kind != ast::VarDeclKind::Const;
                for declarator in &declaration.decls {
                    // `const [a, b] = ...`, `const { x } = ...`: each name is
                    // a global whose type is known once the declaration is
                    // checked.
                    if let ast::Pat::Array(_) | ast::Pat::Object(_) = &declarator.name {
                        let mut names = Vec::new();
                        Self::pattern_names(&declarator.name, &mut names);
                        for name in names {
                            let span = self.span(name.span);
                            let name = name.sym.to_string();
                            let id = self.add_global(name.clone(), None, mutable);
                            self.bind_top_level(name, Binding::Global(id), span);
                        }
                        continue;
                    }
                    let ast::Pat::Ident(binding) = &declarator.name else {
                        continue;
                    };
                    let span = self.span(binding.id.span);
                    if !mutable && let Some(function) = Self::generic_constant(declarator) {
                        if function.function.type_params.is_some() {
                            self.declare_generic_function(function, span);
                        } else {
                            self.declare_function(function);
                        }
                        continue;
                    }
                    let name = binding.id.sym.to_string();
                    // An annotation with `typeof other` waits for the
                    // declaration (the other variable's type may not be
                    // known yet).
                    let ty = binding
                        .type_ann
                        .as_ref()
                        .filter(|annotation| {
                            let span = self.span(annotation.span);
                            !self
                                .tree
                                .text_at(span)
                                .is_some_and(|text| text.contains("typeof"))
                        })
                        .map(|annotation| self.resolve_type(&annotation.type_ann));
                    let id = self.add_global(name.clone(), ty, mutable);
                    if let Some(init) = declarator.init.as_deref()
                        && !mutable
                        && ty.is_none()
                        && (matches!(init, ast::Expr::Arrow(_) | ast::Expr::Fn(_))
                            || is_data_literal(init)
                            || is_function_call(init))
                    {
                        self.closure_globals.insert(id, (init, self.module));
                    }
                    self.bind_top_level(name, Binding::Global(id), span);
                }
            }
            _ => {}
        }
    }

    fn bind_top_level(&mut self, name: String, binding: Binding, span: Span) {
        if self.scope().top_level.contains_key(&name) {
            self.error(Diagnostic::new(
                Code::DuplicateDeclaration,
                span,
                format!("Duplicate identifier '{name}'."),
            ));
            return;
        }
        self.scope_mut().top_level.insert(name, binding);
    }

    fn declare_function(&mut self, declaration: &'a ast::FnDecl) {
        let function = &*declaration.function;
        let name = declaration.ident.sym.to_string();
        let span = self.span(declaration.ident.span);
        if declaration.declare {
            self.declare_ambient(name, span);
            return;
        }
        if function.body.is_none() {
            // An overload signature: the implementation that follows
            // (tsc requires one) is the function; its own signature types
            // the calls.
            return;
        }
        if function.type_params.is_some() {
            self.declare_generic_function(declaration, span);
            return;
        }
        let id = self.declare_function_body(name.clone(), function, None, span);
        self.bind_top_level(name, Binding::Function(id), span);
    }

    /// A function, method or static method declared by `function`: its
    /// parameters (with defaults), its result type (`result`, else the
    /// annotation, else inferred), and its body, checked later.
    pub(crate) fn declare_function_body(
        &mut self,
        name: String,
        function: &'a ast::Function,
        result: Option<TypeId>,
        span: Span,
    ) -> FuncId {
        let (parameters, defaults) =
            self.resolve_parameters_with_defaults(function.params.iter().map(|p| (&p.pat, p.span)));
        // Taken before the result type is resolved: it may declare a
        // generic class's instance, whose constructor has parameters too.
        let patterns = std::mem::take(&mut self.pending_patterns);
        let rest = std::mem::take(&mut self.pending_rest);
        let result = result.or_else(|| {
            function
                .return_type
                .as_ref()
                .map(|annotation| self.resolve_type(&annotation.type_ann))
        });
        let result_span = function
            .return_type
            .as_ref()
            .map(|annotation| self.span(annotation.span));
        let body = function.body.as_ref().map(|body| &body.stmts[..]);
        // `this: T` written (the parser keeps it apart from the parameters).
        let own_this = function.this_param.is_some() || body.is_some_and(flow::uses_own_this);
        let predicate = function
            .return_type
            .as_ref()
            .and_then(|annotation| self.predicate_of(&annotation.type_ann, &parameters));
        let id = self.add_function(name, body, parameters, result, result_span, span);
        self.functions[id.index()].is_async = function.is_async;
        self.functions[id.index()].is_generator = function.is_generator;
        self.functions[id.index()].result_annotation = function
            .return_type
            .as_ref()
            .map(|annotation| &*annotation.type_ann);
        if let Some(predicate) = predicate {
            self.predicates.insert(id, predicate);
        }
        self.functions[id.index()].patterns = patterns;
        self.functions[id.index()].rest = rest;
        self.functions[id.index()].own_this = own_this;
        self.functions[id.index()].this_dynamic = function
            .this_param
            .as_ref()
            .and_then(|this| this.type_ann.as_ref())
            .is_some_and(|annotation| {
                let ty = self.resolve_type(&annotation.type_ann);
                self.types.is_dynamic(ty)
            });
        self.set_defaults(id, defaults);
        id
    }

    /// A global variable: a top-level variable or a static field. Its type
    /// is known from an annotation, or once its declaration is checked.
    pub(crate) fn add_global(
        &mut self,
        name: String,
        ty: Option<TypeId>,
        mutable: bool,
    ) -> GlobalId {
        let id = GlobalId(self.globals.len() as u32);
        self.globals.push(GlobalSlot {
            name,
            ty,
            mutable,
            declared: false,
        });
        id
    }

    /// Adds a function (or method, or constructor) whose body is checked
    /// later.
    pub(crate) fn add_function(
        &mut self,
        name: String,
        body_ast: Option<&'a [ast::Stmt]>,
        parameters: Vec<(String, TypeId, Span)>,
        result: Option<TypeId>,
        result_span: Option<Span>,
        span: Span,
    ) -> FuncId {
        let id = FuncId(self.functions.len() as u32);
        self.functions.push(FunctionSlot {
            name,
            module: self.module,
            body_ast,
            parameters,
            defaults: Vec::new(),
            result,
            result_span,
            result_annotation: None,
            state: BodyState::NotChecked,
            body: None,
            span,
            this_class: None,
            lexical_class: None,
            is_constructor: false,
            type_arguments: HashMap::new(),
            patterns: Vec::new(),
            rest: false,
            returns_class: None,
            own_this: false,
            this_dynamic: false,
            key_parameters: Vec::new(),
            is_async: false,
            is_generator: false,
        });
        id
    }

    /// Types parameters written as plain names with annotations, and their
    /// default values; reports the other forms as unsupported.
    pub(crate) fn resolve_parameters_with_defaults(
        &mut self,
        parameters: impl Iterator<Item = (&'a ast::Pat, swc_common::Span)>,
    ) -> (Vec<Parameter>, Vec<ParameterDefault<'a>>) {
        let mut resolved = Vec::new();
        let mut defaults = Vec::new();
        self.pending_patterns.clear();
        self.pending_rest = false;
        for (pattern, span) in parameters {
            // `{ x, y }: Point`, `[a, b]: number[]`: a hidden parameter,
            // taken apart when the body starts; `{ x = 1 }: Options = {}`
            // with its default.
            let (pattern, default) = match pattern {
                ast::Pat::Assign(assign)
                    if matches!(&*assign.left, ast::Pat::Array(_) | ast::Pat::Object(_)) =>
                {
                    (&*assign.left, Some(&*assign.right))
                }
                _ => (pattern, None),
            };
            let annotation = match pattern {
                ast::Pat::Array(array) => Some(array.type_ann.as_ref()),
                ast::Pat::Object(object) => Some(object.type_ann.as_ref()),
                _ => None,
            };
            if let Some(annotation) = annotation {
                let parameter_span = self.span(span);
                let ty = match annotation {
                    Some(annotation) => self.resolve_type(&annotation.type_ann),
                    // `{ name = "x", count = 1 } = {}`: tsc's type of the
                    // pattern, each property optional, of its default's
                    // type.
                    None if default.is_some()
                        && let Some(ty) = self.pattern_type_from_defaults(pattern) =>
                    {
                        ty
                    }
                    None => {
                        self.error(Diagnostic::new(
                            Code::AnnotationNeeded,
                            parameter_span,
                            "A destructuring parameter needs a type annotation.",
                        ));
                        TypeId::NEVER
                    }
                };
                if let Some(default) = default {
                    defaults.push((resolved.len(), Some(default)));
                }
                self.pending_patterns.push((resolved.len(), pattern));
                resolved.push((
                    format!("[parameter {}]", resolved.len()),
                    ty,
                    parameter_span,
                ));
                continue;
            }
            // `...items: T[]`: the remaining arguments, as an array.
            if let ast::Pat::Rest(rest) = pattern
                && let ast::Pat::Ident(binding) = &*rest.arg
            {
                let parameter_span = self.span(span);
                let annotation = rest.type_ann.as_ref().or(binding.type_ann.as_ref());
                let ty = match annotation {
                    Some(annotation) => self.resolve_type(&annotation.type_ann),
                    None => TypeId::NEVER,
                };
                if self.types.element(ty).is_none() && ty != TypeId::NEVER {
                    self.error(Diagnostic::unsupported(
                        parameter_span,
                        "a rest parameter whose type is not an array",
                    ));
                }
                self.pending_rest = true;
                resolved.push((binding.id.sym.to_string(), ty, parameter_span));
                continue;
            }
            if let ast::Pat::Assign(assign) = pattern
                && let ast::Pat::Ident(binding) = &*assign.left
            {
                // `x = "text"`: the type is the literal's primitive type.
                if binding.type_ann.is_none()
                    && !binding.id.optional
                    && let Some(ty) = self
                        .syntactic_default_type(&assign.right)
                        .or_else(|| self.default_type(&assign.right))
                {
                    defaults.push((resolved.len(), Some(&*assign.right)));
                    resolved.push((binding.id.sym.to_string(), ty, self.span(span)));
                    continue;
                }
                if binding.type_ann.is_none() {
                    self.error(Diagnostic::new(
                        Code::AnnotationNeeded,
                        self.span(span),
                        format!(
                            "Parameter '{}' needs a type annotation: scriptc infers a parameter's type only from a default it can type on its own.",
                            binding.id.sym
                        ),
                    ));
                    resolved.push((binding.id.sym.to_string(), TypeId::NEVER, self.span(span)));
                    continue;
                }
                let before = resolved.len();
                resolved.extend(self.resolve_parameters(std::iter::once((&*assign.left, span))));
                if resolved.len() > before {
                    defaults.push((before, Some(&*assign.right)));
                }
                continue;
            }
            // `x?: T`: a parameter whose default is `undefined` (as a value
            // of `T`: the number sentinel, the `undefined` string, null).
            if let ast::Pat::Ident(binding) = pattern
                && binding.id.optional
            {
                let parameter_span = self.span(span);
                let ty = match &binding.type_ann {
                    Some(annotation) => self.resolve_type(&annotation.type_ann),
                    None => self.implicit_any(&binding.id.sym, parameter_span),
                };
                // `flag?: boolean`: a boolean has no spare value for
                // `undefined`, so the parameter is a boxed union.
                let ty = if ty == TypeId::BOOLEAN {
                    self.union_of(&[TypeId::BOOLEAN, TypeId::UNDEFINED])
                        .unwrap_or(TypeId::NEVER)
                } else {
                    ty
                };
                defaults.push((resolved.len(), None));
                resolved.push((binding.id.sym.to_string(), ty, parameter_span));
                continue;
            }
            resolved.extend(self.resolve_parameters(std::iter::once((pattern, span))));
        }
        (resolved, defaults)
    }

    /// The type tsc gives an unannotated object pattern whose properties
    /// all have literal defaults (`{ name = "x", count = 1 }`): an object
    /// type of those properties, each optional; `None` otherwise.
    fn pattern_type_from_defaults(&mut self, pattern: &'a ast::Pat) -> Option<TypeId> {
        let ast::Pat::Object(object) = pattern else {
            return None;
        };
        let mut properties = Vec::new();
        for property in &object.props {
            let ast::ObjectPatProp::Assign(assign) = property else {
                return None;
            };
            let ty = self.literal_type(assign.value.as_deref()?)?;
            properties.push(crate::types::Property {
                name: assign.key.id.sym.to_string(),
                ty,
                readonly: false,
                method: false,
                optional: true,
            });
        }
        Some(self.types.object_type(properties))
    }

    /// Gives `function` its default parameter values and, with any, the
    /// hidden argument-count parameter.
    pub(crate) fn set_defaults(
        &mut self,
        function: FuncId,
        defaults: Vec<(usize, Option<&'a ast::Expr>)>,
    ) {
        if defaults.is_empty() {
            return;
        }
        let slot = &mut self.functions[function.index()];
        let span = slot.span;
        slot.parameters
            .push((ARGUMENT_COUNT.to_string(), TypeId::NUMBER, span));
        slot.defaults = defaults;
    }

    /// The parameters a caller writes arguments for: all but the hidden
    /// argument count.
    pub(crate) fn visible_parameters(&self, function: FuncId) -> Vec<TypeId> {
        let slot = &self.functions[function.index()];
        let count = slot.parameters.len() - usize::from(!slot.defaults.is_empty());
        slot.parameters[..count].iter().map(|p| p.1).collect()
    }

    /// A call's arguments checked against `function`'s parameters: a
    /// parameter with a default may be left out (it receives a placeholder
    /// and the callee assigns its default), and a function with defaults
    /// receives the number of arguments written. `None` after an error.
    pub(crate) fn check_call_arguments(
        &mut self,
        function: FuncId,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Option<Vec<Expression>> {
        if self.functions[function.index()].rest {
            return self.check_rest_arguments(function, arguments, span);
        }
        let parameters = self.visible_parameters(function);
        let defaults: Vec<usize> = self.functions[function.index()]
            .defaults
            .iter()
            .map(|(index, _)| *index)
            .collect();
        // Parameters an override ignores (see `declare_members_of`) take
        // `undefined` when a direct call leaves them out.
        let ignored = self.functions[function.index()]
            .parameters
            .iter()
            .rev()
            .take_while(|(name, _, _)| name.starts_with("[ignored"))
            .count();
        let required = (0..parameters.len() - ignored.min(parameters.len()))
            .rev()
            .find(|index| !defaults.contains(index))
            .map_or(0, |index| index + 1);
        // The library written in TypeScript (the prelude's URL,
        // URLSearchParams, Buffer, ...) converts what it is given as
        // JavaScript's library does.
        let library = self.functions[function.index()].module == self.prelude_scope;
        let mut values = Vec::with_capacity(parameters.len() + 1);
        for argument in arguments {
            if let Some(spread) = argument.spread {
                // `f(...pair)` of a tuple: its elements, in order.
                let spread_span = self.span(spread);
                let is_last = std::ptr::eq(argument, arguments.last().expect("an argument"));
                if !self.spread_arguments(
                    &argument.expr,
                    spread_span,
                    is_last,
                    &parameters,
                    &mut values,
                ) {
                    return None;
                }
                continue;
            }
            let expected = parameters.get(values.len()).copied();
            let mut value = self.check_expecting(&argument.expr, expected);
            if let Some(ty) = expected {
                value = self.array_for_any_array(function, values.len(), value, ty);
                value = self.library_argument(value, ty, library);
            }
            values.push(value);
        }
        let count = values.len();
        if count < required || count > parameters.len() {
            if required < parameters.len() {
                self.error(Diagnostic::new(
                    Code::ArgumentCount,
                    span,
                    format!(
                        "Expected {required}-{} arguments, but got {}.",
                        parameters.len(),
                        count
                    ),
                ));
            } else {
                self.argument_count_error(span, parameters.len(), count);
            }
            return None;
        }
        if defaults.is_empty() && ignored > 0 {
            for &ty in &parameters[count..] {
                values.push(Expression {
                    kind: ExpressionKind::Missing,
                    ty,
                    span,
                });
            }
        }
        if !defaults.is_empty() {
            for &ty in &parameters[count..] {
                values.push(Expression {
                    kind: ExpressionKind::Placeholder,
                    ty,
                    span,
                });
            }
            values.push(Expression {
                kind: ExpressionKind::Number(count as f64),
                ty: TypeId::NUMBER,
                span,
            });
        }
        Some(values)
    }

    /// `...value` among a call's arguments: a tuple's elements, or (the
    /// last argument) an array's elements for the parameters left, each
    /// converted to its parameter's type and added to `values`. The value
    /// is evaluated once, with the first element. False after an error.
    pub(crate) fn spread_arguments(
        &mut self,
        expression: &'a ast::Expr,
        spread_span: Span,
        is_last: bool,
        parameters: &[TypeId],
        values: &mut Vec<Expression>,
    ) -> bool {
        let value = self.check_expression(expression);
        if value.ty == TypeId::NEVER {
            return false;
        }
        // An array (a tuple of one element type is one) spread as
        // the last argument fills the parameters left, as many as
        // tsc proved it holds (a read past its end is `undefined`,
        // as a missing argument is).
        let elements = match (self.types.tuple(value.ty), self.types.element(value.ty)) {
            (Some(elements), _) => elements.to_vec(),
            (None, Some(element))
                if is_last
                    && !self.types.is_collection(value.ty)
                    && values.len() < parameters.len() =>
            {
                vec![element; parameters.len() - values.len()]
            }
            _ => {
                self.error(Diagnostic::unsupported(
                    spread_span,
                    "a spread argument of anything but a tuple, or an array last",
                ));
                return false;
            }
        };
        let is_tuple = self.types.tuple(value.ty).is_some();
        if elements.is_empty() {
            self.error(Diagnostic::unsupported(
                spread_span,
                "spreading an empty tuple",
            ));
            return false;
        }
        let tuple_type = value.ty;
        let value_span = value.span;
        let (store, hidden) = self.hold(value);
        let read = || Expression {
            kind: ExpressionKind::Variable(hidden),
            ty: tuple_type,
            span: value_span,
        };
        let mut store = Some(store);
        for position in 0..elements.len() {
            let index = Expression {
                kind: ExpressionKind::Number(position as f64),
                ty: TypeId::NUMBER,
                span: value_span,
            };
            let mut element = if is_tuple {
                self.tuple_element(read(), index, value_span)
            } else {
                self.check_array_index(read(), index, value_span)
            };
            if let Some(store) = store.take() {
                let ty = element.ty;
                element = Expression {
                    kind: ExpressionKind::Sequence(vec![store, element]),
                    ty,
                    span: value_span,
                };
            }
            if let Some(&ty) = parameters.get(values.len()) {
                element = self.assign_to(element, ty);
            }
            values.push(element);
        }
        true
    }

    /// A call of a function with a rest parameter: the fixed parameters,
    /// then the rest of the arguments (spread ones included) as one array.
    fn check_rest_arguments(
        &mut self,
        function: FuncId,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Option<Vec<Expression>> {
        let parameters = self.visible_parameters(function);
        let (&rest_type, fixed) = parameters.split_last()?;
        let defaults: Vec<usize> = self.functions[function.index()]
            .defaults
            .iter()
            .map(|(index, _)| *index)
            .collect();
        let required = (0..fixed.len())
            .rev()
            .find(|index| !defaults.contains(index))
            .map_or(0, |index| index + 1);
        let element = self.types.element(rest_type).unwrap_or(TypeId::NEVER);
        let mut values = Vec::with_capacity(parameters.len());
        let mut rest = Vec::new();
        for (index, argument) in arguments.iter().enumerate() {
            if index < fixed.len() {
                if let Some(spread) = argument.spread {
                    let spread = self.span(spread);
                    self.error(Diagnostic::unsupported(
                        spread,
                        "a spread argument for a parameter that is not a rest parameter",
                    ));
                    values.push(Self::poison(spread));
                    continue;
                }
                let value = self.check_expecting(&argument.expr, Some(fixed[index]));
                let value = self.array_for_any_array(function, index, value, fixed[index]);
                let value = self.assign_to(value, fixed[index]);
                values.push(value);
                continue;
            }
            if argument.spread.is_some() {
                let value = self.check_expecting(&argument.expr, Some(rest_type));
                rest.push((true, self.spread_part(value, rest_type)));
            } else {
                let value = self.check_expecting(&argument.expr, Some(element));
                let value = self.assign_to(value, element);
                rest.push((false, value));
            }
        }
        if arguments.len() < required {
            self.error(Diagnostic::new(
                Code::ArgumentCount,
                span,
                format!(
                    "Expected at least {required} arguments, but got {}.",
                    arguments.len()
                ),
            ));
            return None;
        }
        // Parameters with defaults left out: placeholders the callee
        // replaces.
        for &ty in &fixed[values.len().min(fixed.len())..] {
            values.push(Expression {
                kind: ExpressionKind::Placeholder,
                ty,
                span,
            });
        }
        values.push(Expression {
            kind: ExpressionKind::ArraySpread(rest),
            ty: rest_type,
            span,
        });
        if !defaults.is_empty() {
            values.push(Expression {
                kind: ExpressionKind::Number(arguments.len() as f64),
                ty: TypeId::NUMBER,
                span,
            });
        }
        Some(values)
    }

    /// Types parameters written as plain names with annotations; reports
    /// the other forms as unsupported.
    pub(crate) fn resolve_parameters(
        &mut self,
        parameters: impl Iterator<Item = (&'a ast::Pat, swc_common::Span)>,
    ) -> Vec<(String, TypeId, Span)> {
        let mut resolved = Vec::new();
        for (pattern, span) in parameters {
            let parameter_span = self.span(span);
            match pattern {
                ast::Pat::Ident(binding) if !binding.id.optional => {
                    let ty = match &binding.type_ann {
                        Some(annotation) => self.resolve_type(&annotation.type_ann),
                        None => self.implicit_any(&binding.id.sym, parameter_span),
                    };
                    resolved.push((binding.id.sym.to_string(), ty, parameter_span));
                }
                ast::Pat::Ident(_) => {
                    self.error(Diagnostic::unsupported(
                        parameter_span,
                        "an optional parameter",
                    ));
                }
                ast::Pat::Assign(_) => {
                    self.error(Diagnostic::unsupported(
                        parameter_span,
                        "a default parameter value",
                    ));
                }
                ast::Pat::Rest(_) => {
                    self.error(Diagnostic::unsupported(parameter_span, "a rest parameter"));
                }
                _ => {
                    self.error(Diagnostic::unsupported(
                        parameter_span,
                        "a destructuring parameter",
                    ));
                }
            }
        }
        resolved
    }

    /// The result type of a function, checking its body first when the type
    /// must be inferred from it.
    fn function_result(&mut self, function: FuncId, use_span: Span) -> TypeId {
        if let Some(result) = self.functions[function.index()].result {
            return result;
        }
        match self.functions[function.index()].state {
            BodyState::NotChecked => {
                self.check_function_body(function);
                self.functions[function.index()]
                    .result
                    .unwrap_or(TypeId::NEVER)
            }
            // A call inside the function's own body while its result is
            // inferred (`return class { static m() { return make(); } }`):
            // assumed to be `any`, which the function's result must then be
            // (checked when its body is done).
            BodyState::InProgress
                if self
                    .inferring_depths
                    .get(&function)
                    .is_some_and(|&depth| self.enclosing.len() > depth) =>
            {
                self.assumed_results.push((function, use_span));
                TypeId::ANY
            }
            BodyState::InProgress | BodyState::Done => {
                let name = self.functions[function.index()].name.clone();
                self.error(Diagnostic::new(
                    Code::AnnotationNeeded,
                    use_span,
                    format!(
                        "'{name}' implicitly has return type 'any' because it does not have a \
                         return type annotation and is referenced directly or indirectly in one \
                         of its return expressions."
                    ),
                ));
                self.functions[function.index()].result = Some(TypeId::NEVER);
                TypeId::NEVER
            }
        }
    }

    /// Checks a function's body in the scope of the module declaring it.
    fn check_function_body(&mut self, id: FuncId) {
        let module = self.functions[id.index()].module;
        self.in_module(module, |this| this.check_function_body_here(id));
    }

    fn check_function_body_here(&mut self, id: FuncId) {
        let slot = &mut self.functions[id.index()];
        slot.state = BodyState::InProgress;
        if slot.body_ast.is_none() && slot.this_class.is_none() {
            return;
        }
        let body_ast = slot.body_ast;
        let declared_result = slot.result;
        let result_span = slot.result_span;
        let result_annotation = slot.result_annotation;
        let parameters = slot.parameters.clone();
        let name = slot.name.clone();
        let span = slot.span;
        let this_class = slot.this_class;
        let lexical_class = slot.lexical_class.or(this_class);
        let is_constructor = slot.is_constructor;
        let defaults = slot.defaults.clone();
        let rest = slot.rest;

        // An async function's body returns the `T` of its `Promise<T>`; a
        // generator's the `TReturn` of its `Generator<T, TReturn, TNext>`.
        let is_async = self.functions[id.index()].is_async;
        let is_generator = self.functions[id.index()].is_generator;
        // A function that returns no value is a `void` one before its body
        // is checked, as tsc knows from its return statements alone: a call
        // of it from a closure inside (`xs.forEach((x) => walk(x))`) is of
        // a known result.
        if declared_result.is_none()
            && !is_async
            && !is_generator
            && !is_constructor
            && this_class.is_none()
            && let Some(body) = body_ast
            && !returns_value(body)
        {
            self.functions[id.index()].result = Some(TypeId::VOID);
        }
        let mut generator = None;
        let body_result = match declared_result {
            _ if is_generator => {
                let (state, returned) =
                    self.generator_body(declared_result, is_async, result_span.unwrap_or(span));
                generator = Some(state);
                returned
            }
            Some(declared) if is_async => {
                Some(self.async_body_result(declared, result_span.unwrap_or(span)))
            }
            other => other,
        };
        // A local class's member is checked inside the function declaring
        // the class, capturing from it as a closure does.
        let local_class = self.local_members.get(&id).copied().filter(|class| {
            self.local_classes
                .get(class)
                .is_some_and(|slot| slot.depth <= self.enclosing.len())
        });
        let takes_class_object = local_class.is_some() && (is_constructor || this_class.is_none());
        let surfaced = local_class.map(|class| self.surface_declaring_function(class));
        let outer = std::mem::replace(&mut self.current, FunctionState::new(false, body_result));
        self.current.is_async = is_async;
        self.current.generator = generator;
        let type_arguments = self.functions[id.index()].type_arguments.clone();
        let mut outer = Some(outer);
        let (outer_enclosing, outer_closures, outer_spans, outer_function, outer_types);
        if local_class.is_some() {
            self.enclosing.extend(outer.take());
            self.closure_functions.push(id);
            self.closure_spans.push(span);
            self.type_scope.push(type_arguments);
            (outer_enclosing, outer_closures, outer_spans) = (Vec::new(), Vec::new(), Vec::new());
            (outer_function, outer_types) = (self.checking_function, Vec::new());
        } else {
            // A body checked on demand from inside a closure sees none of
            // the closure's surroundings.
            outer_enclosing = std::mem::take(&mut self.enclosing);
            outer_closures = std::mem::take(&mut self.closure_functions);
            outer_spans = std::mem::take(&mut self.closure_spans);
            outer_function = std::mem::replace(&mut self.checking_function, id);
            outer_types = std::mem::replace(&mut self.type_scope, vec![type_arguments]);
        }
        // (How deep its own body is: a call of it from deeper, a closure's
        // or a class member's, may assume its result.)
        self.inferring_depths.insert(id, self.enclosing.len());
        let this_type = lexical_class.map(|class| self.class_type(class));
        let outer_this = std::mem::replace(&mut self.this_types, this_type.into_iter().collect());
        self.current.class = lexical_class;
        self.current.constructor_of = this_class.filter(|_| is_constructor);
        self.current.push_scope();
        let mut parameter_ids = Vec::new();
        if let Some(class) = this_class {
            let ty = self.class_type(class);
            let local = self.declare_local("this", ty, false, span);
            parameter_ids.push(local);
        }
        let class_object = local_class.map(|class| {
            let local = self.declare_class_object_local(class, span);
            if takes_class_object && is_constructor {
                parameter_ids.push(local);
            }
            local
        });
        // A local class's static method: `this` is the class object it
        // was called on (an `any`).
        if let Some(class) = local_class.filter(|_| takes_class_object && !is_constructor) {
            let ty = self.types.intern(crate::types::Type::ClassObject(class));
            let local = LocalId(self.current.locals.len() as u32);
            self.current.locals.push(hir::Local::new("this", ty));
            self.current
                .captured_names
                .insert("this".to_string(), Binding::LocalClass { id: local, class });
            parameter_ids.push(local);
        }
        let hidden = usize::from(this_class.is_some()) + usize::from(takes_class_object);
        // A plain function's own `this`: what its call was given, an `any`.
        let own_this = this_class.is_none()
            && !takes_class_object
            && local_class.is_none()
            && self.functions[id.index()].own_this;
        for (parameter_name, ty, parameter_span) in parameters {
            let local = self.declare_local(&parameter_name, ty, true, parameter_span);
            parameter_ids.push(local);
        }
        let mut body = hir::Block::default();
        // A method's `this: any`: the instance, boxed.
        if this_class.is_some()
            && self.functions[id.index()].this_dynamic
            && let Some(&instance) = parameter_ids.first()
        {
            let ty = self.current.locals[instance.index()].ty;
            let read = Expression {
                kind: ExpressionKind::Variable(hir::Variable::Local(instance)),
                ty,
                span,
            };
            let boxed = self.represent_as(read, TypeId::ANY);
            // Shadows the instance's `this` (which stays the parameter).
            let this = LocalId(self.current.locals.len() as u32);
            self.current
                .locals
                .push(hir::Local::new("this", TypeId::ANY));
            self.current.bind(
                "this",
                Binding::Local {
                    id: this,
                    mutable: false,
                },
            );
            body.statements.push(hir::Statement::Let {
                local: this,
                value: Some(boxed),
            });
        }
        if own_this {
            let this = self.declare_local("this", TypeId::ANY, false, span);
            body.statements.push(hir::Statement::Let {
                local: this,
                value: Some(Expression {
                    kind: ExpressionKind::TakeReceiver,
                    ty: TypeId::ANY,
                    span,
                }),
            });
        }
        // A local class's constructor first points the instance to its
        // class object.
        if let (true, Some(class), Some(class_object)) = (is_constructor, local_class, class_object)
        {
            body.statements.push(self.class_object_store(
                class,
                parameter_ids[0],
                class_object,
                span,
            ));
        }
        self.current.parameter_locals = parameter_ids.clone();
        if !rest && !is_async && !is_generator {
            let first = hidden;
            self.current.arguments_parameters = Some(parameter_ids[first..].to_vec());
        }
        // Defaults first: `if (argumentCount < i + 1) parameter = default`,
        // in order, so a default sees the parameters before it.
        // An implicit constructor passes the count on instead.
        let evaluates_defaults = !defaults.is_empty() && body_ast.is_some();
        if let Some(&count) = parameter_ids.last().filter(|_| evaluates_defaults) {
            let first = hidden;
            for (index, default) in defaults {
                let local = parameter_ids[first + index];
                let ty = self.current.locals[local.index()].ty;
                let value = match default {
                    Some(default) => {
                        let value = self.check_expecting(default, Some(ty));
                        self.assign_to(value, ty)
                    }
                    // `x?: T` left out: `undefined` as a value of `T`.
                    None => Expression {
                        kind: ExpressionKind::Missing,
                        ty,
                        span,
                    },
                };
                self.current.locals[local.index()].assigned = true;
                self.current.locals[local.index()].writes += 1;
                let value_span = value.span;
                let passed = Expression {
                    kind: ExpressionKind::Variable(hir::Variable::Local(count)),
                    ty: TypeId::NUMBER,
                    span: value_span,
                };
                let position = Expression {
                    kind: ExpressionKind::Number((index + 1) as f64),
                    ty: TypeId::NUMBER,
                    span: value_span,
                };
                let left_out = self.binary(ast::BinaryOp::Lt, passed, position, value_span);
                // An argument written as `undefined` (or holding it) takes
                // the default too, as in JavaScript.
                let parameter = Expression {
                    kind: ExpressionKind::Variable(hir::Variable::Local(local)),
                    ty,
                    span: value_span,
                };
                let condition = match self.undefined_test(parameter) {
                    Some(test) => Expression {
                        kind: ExpressionKind::Logical {
                            operator: hir::LogicalOperator::Or,
                            left: Box::new(left_out),
                            right: Box::new(test),
                        },
                        ty: TypeId::BOOLEAN,
                        span: value_span,
                    },
                    None => left_out,
                };
                let assign = Expression {
                    kind: ExpressionKind::Assign {
                        target: hir::Variable::Local(local),
                        value: Box::new(value),
                    },
                    ty,
                    span: value_span,
                };
                body.statements.push(hir::Statement::If {
                    condition,
                    then: hir::Block {
                        statements: vec![hir::Statement::Expression(assign)],
                        declared: Vec::new(),
                    },
                    otherwise: None,
                });
            }
        }
        for (index, key) in self.functions[id.index()].key_parameters.clone() {
            let first = hidden;
            if let Some(&local) = parameter_ids.get(first + index) {
                self.current.key_constants.insert(local, key);
            }
        }
        let patterns = self.functions[id.index()].patterns.clone();
        if !patterns.is_empty() {
            let first = hidden;
            let visible = parameter_ids[first..].to_vec();
            self.destructure_parameters(&patterns, &visible, &mut body.statements);
        }
        if let (true, Some(class)) = (is_constructor, this_class) {
            match self.parent_of(class) {
                // A base class initializes its fields first; a derived one
                // right after `super(...)`.
                None => {
                    self.constructor_prologue(class, &parameter_ids, &mut body.statements, span)
                }
                Some(_) if body_ast.is_some() => self.current.pending_prologue = Some(class),
                Some(parent) => {
                    self.implicit_super(class, parent, &parameter_ids, &mut body.statements, span)
                }
            }
        }
        if let Some(statements) = body_ast {
            self.check_function_statements(statements, &mut body.statements);
        }
        if self.current.pending_prologue.take().is_some() {
            self.error(Diagnostic::new(
                Code::InvalidJump,
                span,
                "Constructors for derived classes must contain a 'super' call.",
            ));
        }
        // Parameters are borrowed from the caller; only the body's own
        // declarations belong to the body's scope.
        body.declared = self
            .current
            .pop_scope()
            .into_iter()
            .filter(|local| !parameter_ids.contains(local))
            .collect();

        let body_result = match body_result {
            Some(result) => result,
            None => {
                let plain = !is_async && self.current.generator.is_none();
                let inferred = self.infer_result(span, &name, plain);
                if plain {
                    self.retype_returns(&mut body, inferred);
                }
                inferred
            }
        };
        let result = match (declared_result, self.current.generator.clone()) {
            (Some(result), _) => result,
            (None, Some(state)) => self.generator_result(&state, body_result, span),
            (None, None) if is_async => self.promise_of(body_result),
            (None, None) => body_result,
        };
        if result_annotation
            .is_some_and(|annotation| !self.annotation_may_include_undefined(annotation))
            && !self.may_end_without_return(body_result)
            && body_ast.is_some()
            && statements::block_completes(&body, &self.current.broken_targets)
            && !statements::ends_with_open_switch(&body)
        {
            let at = result_span.unwrap_or(span);
            self.error(Diagnostic::new(
                Code::MissingReturn,
                at,
                "Function lacks ending return statement and return type does not include \
                 'undefined'.",
            ));
        }
        let outer = match outer {
            Some(outer) => outer,
            None => {
                self.closure_functions.pop();
                self.closure_spans.pop();
                self.type_scope.pop();
                self.enclosing
                    .pop()
                    .expect("a local class's member is checked inside a function")
            }
        };
        // A method the program may replace on an object calls the
        // replacement when the object has one.
        if let Some(class) = this_class.filter(|_| !is_constructor && !is_async && !is_generator)
            && let Some(method) = self.classes[class.index()]
                .methods
                .iter()
                .find(|(method, function)| *function == id && !method.contains(' '))
                .map(|(method, _)| method.clone())
            && let Some((own, _)) = self.field_index(class, &classes::own_method_field(&method))
        {
            let count = self.functions[id.index()].parameters.len();
            let visible: Vec<LocalId> = parameter_ids
                .iter()
                .skip(hidden)
                .take(count)
                .copied()
                .collect();
            let prologue = self.own_method_prologue(
                class,
                parameter_ids[0],
                (own, &method),
                &visible,
                body_result,
                span,
            );
            body.statements.insert(0, prologue);
        }
        let returns_class = match self.current.returned_classes.split_first() {
            Some((&Some(first), rest)) if rest.iter().all(|&class| class == Some(first)) => {
                Some(first)
            }
            _ => None,
        };
        self.functions[id.index()].returns_class = returns_class;
        let state = std::mem::replace(&mut self.current, outer);
        if let Some(prologue) = self.arguments_prologue(&state, span) {
            body.statements.insert(0, prologue);
        }
        if local_class.is_none() {
            self.enclosing = outer_enclosing;
            self.closure_functions = outer_closures;
            self.closure_spans = outer_spans;
            self.checking_function = outer_function;
            self.type_scope = outer_types;
        }
        self.this_types = outer_this;
        let closure = match (local_class, class_object) {
            (Some(class), Some(class_object)) => {
                let info =
                    self.local_member_closure(class, &state, class_object, takes_class_object);
                if let Some(surfaced) = surfaced {
                    self.submerge_declaring_function(surfaced);
                }
                Some(info)
            }
            _ => None,
        };
        let assumed: Vec<Span> = self
            .assumed_results
            .iter()
            .filter(|(function, _)| *function == id)
            .map(|(_, span)| *span)
            .collect();
        self.assumed_results.retain(|(function, _)| *function != id);
        if result != TypeId::ANY {
            for use_span in assumed {
                self.error(Diagnostic::new(
                    Code::AnnotationNeeded,
                    use_span,
                    format!(
                        "'{name}' implicitly has return type 'any' because it does not have a \
                         return type annotation and is referenced directly or indirectly in one \
                         of its return expressions."
                    ),
                ));
            }
        }
        let slot = &mut self.functions[id.index()];
        slot.result = Some(result);
        slot.state = BodyState::Done;
        slot.body = Some(hir::Function {
            name,
            parameters: parameter_ids,
            locals: state.locals,
            result,
            body,
            span,
            closure,
            is_async,
            is_generator,
            // (With defaults, the hidden argument count comes last.)
            rest: rest && !evaluates_defaults,
        });
    }

    /// A typed array passed where `function`'s parameter `index` is an
    /// `any[]`: an array of its elements boxed, when the function only
    /// reads the parameter (a copy is then the same to it); refused when
    /// it may change it or keep it, as the copy would not be the array.
    fn array_for_any_array(
        &mut self,
        function: FuncId,
        index: usize,
        value: Expression,
        wanted: TypeId,
    ) -> Expression {
        let (Some(TypeId::ANY), Some(element)) =
            (self.types.element(wanted), self.types.element(value.ty))
        else {
            return value;
        };
        if element == TypeId::ANY || element == TypeId::NEVER {
            return value;
        }
        let span = value.span;
        let slot = &self.functions[function.index()];
        let read_only = match (slot.parameters.get(index), slot.body_ast) {
            (Some((name, _, _)), Some(body)) => flow::only_reads_array(body, name),
            _ => false,
        };
        if !read_only {
            let shown = self.types.display(value.ty).to_string();
            self.error(Diagnostic::unsupported(
                span,
                format!("passing a '{shown}' as an 'any[]' the function may change or keep"),
            ));
            return Self::poison(span);
        }
        Expression {
            kind: ExpressionKind::ArrayBoxes(Box::new(value)),
            ty: wanted,
            span,
        }
    }

    /// The result type of an unannotated function: the common type of its
    /// `return` expressions, or `void` when it returns nothing.
    ///
    /// With `unify` (a plain function: its returns can be converted after,
    /// see `retype_returns`), values of different types give what tsc
    /// infers: the widest when the others fit it, else their union.
    fn infer_result(&mut self, span: Span, name: &str, unify: bool) -> TypeId {
        let returned = std::mem::take(&mut self.current.returned_types);
        let Some(&first) = returned.iter().find(|&&ty| ty != TypeId::NEVER) else {
            return returned.first().copied().unwrap_or(TypeId::VOID);
        };
        if returned
            .iter()
            .all(|&ty| ty == first || ty == TypeId::NEVER)
        {
            return first;
        }
        if unify {
            let values: Vec<TypeId> = returned
                .iter()
                .copied()
                .filter(|&ty| ty != TypeId::NEVER)
                .collect();
            if let Some(&widest) = values.iter().find(|&&wide| {
                values
                    .iter()
                    .all(|&ty| ty == wide || self.is_assignable_type(ty, wide))
            }) {
                return widest;
            }
            if let Some(union) = self.union_of(&values) {
                return union;
            }
        }
        let shown: Vec<String> = returned
            .iter()
            .map(|&ty| self.types.display(ty).to_string())
            .collect();
        self.error(
            Diagnostic::new(
                Code::AnnotationNeeded,
                span,
                format!(
                    "The return type of '{name}' cannot be inferred: it returns {}.",
                    shown.join(", ")
                ),
            )
            .with_note("add a return type annotation"),
        );
        TypeId::NEVER
    }

    /// The type of a top-level constant initialized with a closure, read
    /// before its declaration is checked (`const merge = (a, b) =>
    /// zipWith(a, b)` above `const zipWith = ...`): its initializer checked
    /// on trial in its module's scope, the result thrown away.
    pub(crate) fn closure_global_type(&mut self, id: GlobalId) -> Option<TypeId> {
        let &(init, module) = self.closure_globals.get(&id)?;
        // A fully annotated arrow: its type is its signature.
        if let ast::Expr::Arrow(arrow) = init
            && !arrow.is_async
            && !arrow.is_generator
            && arrow.type_params.is_none()
            && let Some(result) = &arrow.return_type
            && arrow.params.iter().all(|parameter| {
                matches!(parameter, ast::Pat::Ident(binding)
                    if binding.type_ann.is_some() && !binding.id.optional)
            })
        {
            return Some(self.in_module(module, |this| {
                let parameters = arrow
                    .params
                    .iter()
                    .filter_map(|parameter| match parameter {
                        ast::Pat::Ident(binding) => binding.type_ann.as_ref(),
                        _ => None,
                    })
                    .map(|annotation| this.resolve_type(&annotation.type_ann))
                    .collect();
                let result = this.resolve_type(&result.type_ann);
                this.function_type(parameters, result)
            }));
        }
        if !self.inferring_globals.insert(id) {
            return None;
        }
        // (Not the entry: the trial runs where the declaration stands, so a
        // global declared above it, still being checked, may be read.)
        let outer_current = std::mem::replace(&mut self.current, FunctionState::new(false, None));
        let outer_enclosing = std::mem::take(&mut self.enclosing);
        let outer_closures = std::mem::take(&mut self.closure_functions);
        let outer_spans = std::mem::take(&mut self.closure_spans);
        let outer_function = std::mem::replace(&mut self.checking_function, FuncId(0));
        let outer_types = std::mem::take(&mut self.type_scope);
        let outer_this = std::mem::take(&mut self.this_types);
        let functions = self.functions.len();
        let errors = self.diagnostics.len();
        let ty = self.in_module(module, |this| this.check_expression(init).ty);
        let failed = self.diagnostics.len() > errors;
        self.discard_functions_from(functions);
        self.diagnostics.truncate(errors);
        self.current = outer_current;
        self.enclosing = outer_enclosing;
        self.closure_functions = outer_closures;
        self.closure_spans = outer_spans;
        self.checking_function = outer_function;
        self.type_scope = outer_types;
        self.this_types = outer_this;
        self.inferring_globals.remove(&id);
        (!failed && ty != TypeId::NEVER).then_some(ty)
    }

    /// Gives every `return value` in `block` the inferred result type
    /// `result` (converting values of the other types it unifies).
    pub(crate) fn retype_returns(&mut self, block: &mut hir::Block, result: TypeId) {
        for statement in &mut block.statements {
            match statement {
                hir::Statement::Return(Some(value))
                    if value.ty != result && value.ty != TypeId::NEVER =>
                {
                    let taken = std::mem::replace(value, Self::poison(value.span));
                    *value = self.represent_as(taken, result);
                }
                hir::Statement::If {
                    then, otherwise, ..
                } => {
                    self.retype_returns(then, result);
                    if let Some(otherwise) = otherwise {
                        self.retype_returns(otherwise, result);
                    }
                }
                hir::Statement::While { body, .. }
                | hir::Statement::DoWhile { body, .. }
                | hir::Statement::Labeled { body, .. }
                | hir::Statement::Block(body) => self.retype_returns(body, result),
                hir::Statement::Switch { cases, .. } => {
                    for case in cases {
                        self.retype_returns(&mut case.body, result);
                    }
                }
                hir::Statement::Try {
                    body,
                    catch,
                    finally,
                    ..
                } => {
                    self.retype_returns(body, result);
                    if let Some((_, handler)) = catch {
                        self.retype_returns(handler, result);
                    }
                    if let Some(finally) = finally {
                        self.retype_returns(finally, result);
                    }
                }
                _ => {}
            }
        }
    }

    fn declare_local(&mut self, name: &str, ty: TypeId, mutable: bool, span: Span) -> LocalId {
        let id = LocalId(self.current.locals.len() as u32);
        self.current.locals.push(hir::Local::new(name, ty));
        if !self.current.bind(name, Binding::Local { id, mutable }) {
            self.error(Diagnostic::new(
                Code::DuplicateDeclaration,
                span,
                format!("Cannot redeclare block-scoped variable '{name}'."),
            ));
        }
        id
    }

    fn new_target(&mut self) -> TargetId {
        let id = TargetId(self.current.next_target);
        self.current.next_target += 1;
        id
    }

    fn finish(mut self) -> hir::Program {
        self.types.close_open_tuples();
        let room = self.room();
        let discarded = self.discarded_functions;
        let mut functions: Vec<hir::Function> = self
            .functions
            .into_iter()
            .enumerate()
            .map(|(index, slot)| {
                let mut function = slot.body.expect("every function body was checked");
                // A closure made by a check whose result was thrown away
                // (see `discard_functions_from`): never called, its body
                // may hold expressions for errors that were not reported.
                if discarded.contains(&index) {
                    function.body = hir::Block::default();
                }
                function
            })
            .collect();
        Checker::finish_captures(&mut functions);
        // Errors the runtime raises are thrown (not fatal) where a program
        // can catch them: with a `try`, and with promises, whose handlers
        // and async functions turn them into rejections.
        let catches = self.has_try
            || functions.iter().any(|function| {
                let mut promises = function.is_async;
                function.body.for_each_expression(&mut |expression| {
                    promises |= expression.any(&|inner| {
                        matches!(
                            inner.kind,
                            hir::ExpressionKind::Builtin {
                                builtin: hir::Builtin::Promise(_),
                                ..
                            }
                        )
                    });
                });
                promises
            });
        let prelude_function = |name: &str| {
            catches
                .then(|| functions.iter().position(|function| function.name == name))
                .flatten()
                .map(|index| FuncId(index as u32))
        };
        let stack_overflow = prelude_function(exceptions::STACK_OVERFLOW_FUNCTION);
        let runtime_error = prelude_function(exceptions::RUNTIME_ERROR_FUNCTION);
        let globals = self
            .globals
            .into_iter()
            .map(|slot| hir::Global {
                name: slot.name,
                ty: slot.ty.unwrap_or(TypeId::NEVER),
            })
            .collect();
        let thenables = self.then_written
            || self.types.has_then_member()
            || self.classes.iter().any(|class| {
                class.methods.iter().any(|(name, _)| name == "then")
                    || class.fields.iter().any(|(name, _)| name == "then")
            });
        // The prelude's classes but the errors (whose fields are the
        // properties Node lists: `message`, ...).
        let library: Vec<bool> = (0..self.classes.len())
            .map(|index| {
                let mut current = Some(ClassId(index as u32));
                while let Some(class) = current {
                    if self.classes[class.index()].name == "Error" {
                        return false;
                    }
                    current = self.classes[class.index()].parent;
                }
                self.classes[index].module == self.prelude_scope
            })
            .collect();
        let holders: std::collections::HashSet<ClassId> = self
            .generic_classes
            .iter()
            .filter_map(|generic| generic.statics.map(|(class, _)| class))
            .collect();
        let origins = &self.class_origins;
        let variants = &self.foreign_variants;
        let classes = self
            .classes
            .into_iter()
            .enumerate()
            .map(|(index, slot)| {
                let origin = origins
                    .get(&ClassId(index as u32))
                    .map(|(generic, _)| *generic);
                let foreign = slot
                    .methods
                    .iter()
                    .map(|(_, method)| variants.get(method).copied())
                    .collect();
                let statics_only = holders.contains(&ClassId(index as u32));
                slot.finish(origin, foreign, library[index], statics_only)
            })
            .collect();
        hir::Program {
            functions,
            classes,
            globals,
            entry: FuncId(0),
            stack_overflow,
            runtime_error,
            types: self.types,
            room,
            dynamic_calls: self.dynamic_calls.get() || thenables,
            thenables,
            uses_arguments: self.uses_arguments,
            integrity: self.integrity,
        }
    }
}

/// A non-empty array or object literal (whose type its elements fix, so a
/// use before the declaration is checked may take it from them).
/// `memo(fib)`: a call of a function named by an identifier, whose result
/// a closure above may read (its type found by checking the call on
/// trial, see `closure_global_type`).
fn is_function_call(init: &ast::Expr) -> bool {
    matches!(init, ast::Expr::Call(ast::CallExpr {
        callee: ast::Callee::Expr(callee),
        ..
    }) if matches!(&**callee, ast::Expr::Ident(_)))
}

fn is_data_literal(init: &ast::Expr) -> bool {
    match init {
        ast::Expr::Array(array) => !array.elems.is_empty(),
        ast::Expr::Object(object) => !object.props.is_empty(),
        ast::Expr::TsConstAssertion(inner) => is_data_literal(&inner.expr),
        ast::Expr::TsSatisfies(inner) => is_data_literal(&inner.expr),
        ast::Expr::Paren(inner) => is_data_literal(&inner.expr),
        _ => false,
    }
}

/// Whether tsc leaves the file unchecked: a `// @ts-nocheck` among the
/// comments before its first statement.
fn unchecked_by_tsc(text: &str) -> bool {
    let mut rest = text.trim_start_matches('\u{feff}');
    loop {
        rest = rest.trim_start();
        if let Some(comment) = rest.strip_prefix("//") {
            let end = comment.find('\n').unwrap_or(comment.len());
            if comment[..end].trim_start().starts_with("@ts-nocheck") {
                return true;
            }
            rest = &comment[end..];
        } else if let Some(comment) = rest.strip_prefix("/*") {
            let Some(end) = comment.find("*/") else {
                return false;
            };
            rest = &comment[end + 2..];
        } else if let Some(line) = rest.strip_prefix("#!") {
            rest = &line[line.find('\n').unwrap_or(line.len())..];
        } else {
            return false;
        }
    }
}

/// A tagged template's cooked and raw texts, one of each per part.
#[derive(Default)]
pub(crate) struct TemplateStrings {
    pub(crate) cooked: Vec<Vec<u16>>,
    pub(crate) raw: Vec<Vec<u16>>,
}

impl TemplateStrings {
    /// The strings as the tag receives them (`Builtin::TemplateObject`).
    pub(crate) fn expression(&self, ty: TypeId, span: Span) -> Expression {
        let arguments = self
            .cooked
            .iter()
            .chain(&self.raw)
            .map(|units| Expression {
                kind: ExpressionKind::String(units.clone()),
                ty: TypeId::STRING,
                span,
            })
            .collect();
        Expression {
            kind: ExpressionKind::Builtin {
                builtin: crate::hir::Builtin::TemplateObject,
                arguments,
            },
            ty,
            span,
        }
    }
}

/// Whether a function body has a `return` with a value (its own, not one of
/// a function or class inside it).
fn returns_value(body: &[ast::Stmt]) -> bool {
    use swc_ecma_visit::{Visit, VisitWith};
    struct Finder(bool);
    impl Visit for Finder {
        fn visit_return_stmt(&mut self, statement: &ast::ReturnStmt) {
            self.0 |= statement.arg.is_some();
        }
        fn visit_function(&mut self, _: &ast::Function) {}
        fn visit_arrow_expr(&mut self, _: &ast::ArrowExpr) {}
        fn visit_class(&mut self, _: &ast::Class) {}
    }
    let mut finder = Finder(false);
    for statement in body {
        statement.visit_with(&mut finder);
    }
    finder.0
}
