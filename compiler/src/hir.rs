//! The typed high-level IR that `check` produces and every later stage
//! consumes. Declarations live in vectors addressed by ids; every
//! expression carries its type. Nothing here refers to the swc AST.

use std::collections::HashMap;

use crate::diagnostics::Span;
use crate::types::{TypeId, TypeTable};

macro_rules! id_type {
    ($($(#[$meta:meta])* $name:ident => $prefix:literal),* $(,)?) => {
        $(
            $(#[$meta])*
            #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
            pub struct $name(pub u32);

            impl $name {
                pub fn index(self) -> usize {
                    self.0 as usize
                }
            }

            impl std::fmt::Display for $name {
                fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                    write!(f, concat!($prefix, "{}"), self.0)
                }
            }
        )*
    };
}

id_type! {
    /// A function of the program, index into [`Program::functions`].
    FuncId => "fn",
    /// A variable local to one function, index into [`Function::locals`].
    LocalId => "local",
    /// A variable declared at the top level of the program.
    GlobalId => "global",
    /// A statement that `break` or `continue` can target.
    TargetId => "target",
}

/// A whole checked program.
pub struct Program {
    pub functions: Vec<Function>,
    pub classes: Vec<Class>,
    pub globals: Vec<Global>,
    /// The function holding the program's top-level statements.
    pub entry: FuncId,
    /// With a `try` in the program: the function a stack guard calls to
    /// throw Node's RangeError (functions on call-graph cycles get guards).
    pub stack_overflow: Option<FuncId>,
    /// With a `try` in the program: the function that throws the errors
    /// the runtime raises (a property of null, `reduce` of an empty
    /// array, a failed cast), so they can be caught.
    pub runtime_error: Option<FuncId>,
    pub types: TypeTable,
    /// Per object type: how many optional properties its objects may gain
    /// (those of the types its values flow into that it lacks). Objects
    /// made with the type get that many spare slots.
    pub room: HashMap<TypeId, u32>,
    /// Whether the program calls a value of type `any` or converts one to
    /// a function type: only then do descriptors get dynamic entries (the
    /// runtime's `DynamicEntry`), code to call their closures and methods
    /// with an array of boxes.
    pub dynamic_calls: bool,
    /// Whether some object may have a `then` method: then resolving a
    /// promise with an object looks for it (thenables are adopted), and
    /// `dynamic_calls` holds so the runtime can call it.
    pub thenables: bool,
    /// Whether some function reads `arguments`: only then do dynamic
    /// entries hand the arguments they were given over (see
    /// `ExpressionKind::TakeArguments`).
    pub uses_arguments: bool,
    /// Whether the program changes an object's integrity level
    /// (`Object.freeze`, `seal`, `preventExtensions`): only then are
    /// writes to objects, records and arrays checked against it
    /// (`codegen/integrity.rs`).
    pub integrity: bool,
}

impl Program {
    pub fn function(&self, id: FuncId) -> &Function {
        &self.functions[id.index()]
    }
}

/// A class: its fields in layout order (parameter properties first, then
/// declared fields, as Node defines them), its methods, its constructor.
pub struct Class {
    pub name: String,
    pub fields: Vec<(String, TypeId)>,
    /// The vtable: every method of an instance in slot order.
    pub methods: Vec<(String, FuncId)>,
    pub constructor: FuncId,
    pub parent: Option<crate::types::ClassId>,
    /// Static fields (the globals holding them) and static methods, for the
    /// class used as a value (`codegen/dynamic_calls.rs`).
    pub static_fields: Vec<(String, GlobalId)>,
    pub static_methods: Vec<(String, FuncId)>,
    /// A class declared in a function (its static methods take the class
    /// object first).
    pub local: Option<LocalClass>,
    /// For an instance of a generic class (`Box<number>`), the generic's
    /// index: `instanceof Box` asks of every instance.
    pub origin: Option<u32>,
    /// `class Sub extends make(...)`: the global holding the parent's class
    /// object, stored (borrowed) as this class object's parent when the
    /// declaration is evaluated.
    pub heritage: Option<GlobalId>,
    /// Parallel to `methods`: the method checked again with `this` an
    /// `any` (a plain function taking its own `this`), for a call whose
    /// `this` is not an instance of the class (`method.call(other)`).
    pub foreign: Vec<Option<FuncId>>,
    /// A class of the prelude's library (`Date`, `URL`, `RegExp`; not the
    /// errors): its fields are the library's state, not own enumerable
    /// properties (the runtime's `UNLISTED`).
    pub library: bool,
    /// The static members of a generic class (`check::generics`): no
    /// instances, never constructed.
    pub statics_only: bool,
}

pub struct Global {
    pub name: String,
    pub ty: TypeId,
}

pub struct Function {
    pub name: String,
    pub parameters: Vec<LocalId>,
    pub locals: Vec<Local>,
    pub result: TypeId,
    pub body: Block,
    pub span: Span,
    /// Arrow functions, function expressions and nested function
    /// declarations: they take their closure object as a hidden first
    /// argument.
    pub closure: Option<ClosureInfo>,
    /// An `async` function: a coroutine whose call returns the promise of
    /// its completion (`result` is `Promise<T>`; its `return` statements
    /// carry boxes).
    pub is_async: bool,
    /// A generator (`function*`): a coroutine whose call returns the
    /// generator (`result` is `Generator<T, R, N>`; its `return`
    /// statements carry boxes).
    pub is_generator: bool,
    /// Its last parameter is a rest parameter (`...items: T[]`): a dynamic
    /// entry gathers the arguments from there into its array.
    pub rest: bool,
}

impl Function {
    /// Whether `local` is a closure's copy of a captured variable (or its
    /// own value): written where the closure is made, not in its body.
    pub fn is_capture_copy(&self, local: LocalId) -> bool {
        self.closure.as_ref().is_some_and(|closure| {
            closure.captures.contains(&local) || closure.itself == Some(local)
        })
    }
}

/// How a closure's body reaches what it captured.
pub struct ClosureInfo {
    /// The name `console.log` shows (`[Function: name]`), empty for an
    /// anonymous function.
    pub name: String,
    /// The function that creates the closure, and its locals that fill the
    /// slots (parallel to `captures`).
    pub creator: Option<FuncId>,
    pub outer: Vec<LocalId>,
    /// The locals of the body that stand for captured variables, in the
    /// order of the closure object's slots. Each is loaded from its slot on
    /// entry and is borrowed (the closure object owns the value).
    pub captures: Vec<LocalId>,
    /// A local holding the closure object itself (a function expression
    /// that names itself, or a `const` initialized with an arrow that
    /// refers to its own name): no capture, no cycle.
    pub itself: Option<LocalId>,
    /// A member of a local class: its captures are in the class object
    /// (not a closure object passed first).
    pub class_access: Option<ClassAccess>,
}

/// How the code of a local class's member reaches the class object
/// holding what it captured.
#[derive(Clone, Debug)]
pub struct ClassAccess {
    /// Per capture, its position among the class object's captures.
    pub slots: Vec<u32>,
    pub source: ClassObjectSource,
    /// The local given the class object itself (borrowed), where the code
    /// refers to its class by name and the class object is not a
    /// parameter.
    pub itself: Option<LocalId>,
}

#[derive(Clone, Copy, Debug)]
pub enum ClassObjectSource {
    /// A parameter, by its LLVM index: a constructor's second (after
    /// `this`).
    Parameter(u32),
    /// A static method's: its first parameter is the class object it was
    /// called on (`this`), which is the class's own or a subclass's; the
    /// class's own is found along its parents.
    Receiver(crate::types::ClassId),
    /// A field of `this` (the first parameter): an instance method's,
    /// getter's or setter's.
    Field(usize),
}

/// A class declared in a function: each evaluation of the declaration
/// makes a class object (`ExpressionKind::NewClassObject`) that holds
/// what the class's code captures and its static fields (boxes), and
/// each instance points to its class object.
#[derive(Clone, Debug)]
pub struct LocalClass {
    /// The field of the instances holding their class object.
    pub field: usize,
    /// Static fields: their name, the capture holding their box, and
    /// their type.
    pub statics: Vec<(String, u32, crate::types::TypeId)>,
}

pub struct Local {
    pub name: String,
    pub ty: TypeId,
    /// Some assignment or update writes it after its declaration (for a
    /// parameter: the function does not only borrow it).
    pub assigned: bool,
    /// Some closure captures it.
    pub captured: bool,
    /// A closure captures it before its declaration has run (hoisted
    /// function declarations).
    pub captured_early: bool,
    /// Lives in a heap cell (a box object) shared with the closures that
    /// capture it: captured, and assigned or captured early. The local's
    /// stack slot holds the box.
    pub boxed: bool,
    /// How many places assign or update it after its declaration.
    pub writes: u32,
    /// A loop counter (`for (let i = 0; ...; i++)` where only the update
    /// writes `i`): always an integer, so its slot is an `i64` (exact
    /// below 2^53, which a loop stepping by one never reaches) and reads
    /// convert it; indexing and comparing with a length use it directly.
    pub counter: bool,
}

impl Local {
    pub fn new(name: &str, ty: TypeId) -> Local {
        Local {
            name: name.to_string(),
            ty,
            assigned: false,
            captured: false,
            captured_early: false,
            boxed: false,
            writes: 0,
            counter: false,
        }
    }
}

#[derive(Default)]
pub struct Block {
    pub statements: Vec<Statement>,
    /// The locals declared directly in this block, in order: they are
    /// released when control leaves it.
    pub declared: Vec<LocalId>,
}

impl Block {
    /// Calls `visit` on each full expression of the block's statements,
    /// nested blocks included (not on the expressions inside them, which
    /// [`Expression::any`] reaches).
    pub fn for_each_expression<'a>(&'a self, visit: &mut dyn FnMut(&'a Expression)) {
        self.for_each_expression_in_loops(false, &mut |expression, _| visit(expression));
    }

    /// As [`Block::for_each_expression`], telling `visit` whether the
    /// expression is inside a loop of the block (or `in_loop` already).
    pub fn for_each_expression_in_loops<'a>(
        &'a self,
        in_loop: bool,
        visit: &mut dyn FnMut(&'a Expression, bool),
    ) {
        for statement in &self.statements {
            match statement {
                Statement::Let { value, .. } => {
                    value.iter().for_each(|value| visit(value, in_loop));
                }
                Statement::InitGlobal { value, .. }
                | Statement::Expression(value)
                | Statement::Throw(value) => visit(value, in_loop),
                Statement::If {
                    condition,
                    then,
                    otherwise,
                } => {
                    visit(condition, in_loop);
                    then.for_each_expression_in_loops(in_loop, visit);
                    if let Some(otherwise) = otherwise {
                        otherwise.for_each_expression_in_loops(in_loop, visit);
                    }
                }
                Statement::While {
                    condition,
                    body,
                    update,
                    ..
                } => {
                    visit(condition, true);
                    body.for_each_expression_in_loops(true, visit);
                    update.iter().for_each(|update| visit(update, true));
                }
                Statement::DoWhile {
                    body, condition, ..
                } => {
                    body.for_each_expression_in_loops(true, visit);
                    visit(condition, true);
                }
                Statement::Switch {
                    discriminant,
                    cases,
                    ..
                } => {
                    visit(discriminant, in_loop);
                    for case in cases {
                        case.test.iter().for_each(|test| visit(test, in_loop));
                        case.body.for_each_expression_in_loops(in_loop, visit);
                    }
                }
                Statement::Labeled { body, .. } | Statement::Block(body) => {
                    body.for_each_expression_in_loops(in_loop, visit);
                }
                Statement::Return(value) => value.iter().for_each(|value| visit(value, in_loop)),
                Statement::Break(_) | Statement::Continue(_) => {}
                Statement::Try {
                    body,
                    catch,
                    finally,
                    ..
                } => {
                    body.for_each_expression_in_loops(in_loop, visit);
                    if let Some((_, catch)) = catch {
                        catch.for_each_expression_in_loops(in_loop, visit);
                    }
                    if let Some(finally) = finally {
                        finally.for_each_expression_in_loops(in_loop, visit);
                    }
                }
            }
        }
    }
}

pub enum Statement {
    /// Declares a local (already allocated in [`Function::locals`]) and
    /// gives it its first value.
    Let {
        local: LocalId,
        value: Option<Expression>,
    },
    /// Gives a top-level variable its first value.
    InitGlobal {
        global: GlobalId,
        value: Expression,
    },
    Expression(Expression),
    If {
        condition: Expression,
        then: Block,
        otherwise: Option<Block>,
    },
    /// `while`, and `for` after desugaring: `continue` runs `update` and then
    /// re-tests `condition`.
    While {
        target: TargetId,
        condition: Expression,
        body: Block,
        update: Option<Expression>,
        /// The `let` variables of a `for` header: each iteration gets fresh
        /// bindings (copied before `update`), which matters to the boxed
        /// ones closures capture.
        fresh: Vec<LocalId>,
    },
    DoWhile {
        target: TargetId,
        body: Block,
        condition: Expression,
    },
    /// `switch`: the discriminant is evaluated once, the case tests in order
    /// until one is strictly equal; bodies fall through to the next.
    Switch {
        target: TargetId,
        discriminant: Expression,
        cases: Vec<SwitchCase>,
    },
    /// A labeled statement that is not a loop: only `break` targets it.
    Labeled {
        target: TargetId,
        body: Block,
    },
    Break(TargetId),
    Continue(TargetId),
    Return(Option<Expression>),
    Block(Block),
    /// `throw value`: the value boxed as `unknown`.
    Throw(Expression),
    /// `try { body } catch (binding) { handler } finally { finalizer }`.
    Try {
        body: Block,
        /// The handler and its binding, declared in the handler's block.
        catch: Option<(Option<LocalId>, Block)>,
        finally: Option<Block>,
        /// A hidden `unknown` local that holds the exception while
        /// `finally` runs on the throw path.
        saved: LocalId,
    },
}

/// Whether evaluating `expression` leaves every object as it was: no
/// call, assignment, update or `new` anywhere in it. (What an object
/// spread relies on to copy its source after later parts are evaluated.)
pub fn is_free_of_effects(expression: &Expression) -> bool {
    use ExpressionKind as K;
    let own = matches!(
        expression.kind,
        K::Number(_)
            | K::Boolean(_)
            | K::String(_)
            | K::Undefined
            | K::Null
            | K::Missing
            | K::Variable(_)
            | K::Unary { .. }
            | K::Binary { .. }
            | K::Logical { .. }
            | K::Conditional { .. }
            | K::ToString(_)
            | K::ToBoolean(_)
            | K::Sequence(_)
            | K::ArrayLiteral(_)
            | K::EvolvingArray(_)
            | K::ArrayGet { .. }
            | K::Closure { .. }
            | K::FunctionReference(_)
            | K::TupleLiteral(_)
            | K::ObjectLiteral(_)
            | K::ObjectSpread(_)
            | K::PropertyGet { .. }
            | K::FieldGet { .. }
            | K::StringLength(_)
            | K::Downcast { .. }
            | K::ToDynamic(_)
            | K::FromDynamic(_)
            | K::HasProperty { .. }
            | K::InstanceOf { .. }
            | K::InstanceOfGeneric { .. }
            | K::DynamicTypeof(_)
            | K::DynamicToNumber(_)
            | K::ArrayBoxes(_)
    );
    own && expression.children().into_iter().all(is_free_of_effects)
}

/// A part of an object built at run time (`ExpressionKind::ObjectSpread`),
/// evaluated in order.
pub enum ObjectPart {
    /// `name: value`; the value is owned by the new object.
    Property(String, Expression),
    /// `...source` (an object, or `null`/`undefined`, which add nothing):
    /// its own data properties except `excluded` (a rest pattern's named
    /// keys) and `#private` fields.
    Spread {
        source: Expression,
        excluded: Vec<String>,
    },
}

/// How `ArraySet` changes the element.
pub enum ArrayChange {
    Assign(Box<Expression>),
    /// `a[i] op= v` with a numeric operator, or `+=` (concatenation) on a
    /// string array.
    Compound {
        operator: BinaryOperator,
        value: Box<Expression>,
    },
    /// `a[i]++` and friends; the result is the old or new value.
    Update {
        increment: bool,
        prefix: bool,
    },
}

pub struct SwitchCase {
    /// `None` for `default:`.
    pub test: Option<Expression>,
    pub body: Block,
}

pub struct Expression {
    pub kind: ExpressionKind,
    pub ty: TypeId,
    pub span: Span,
}

/// Where a variable lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variable {
    Local(LocalId),
    Global(GlobalId),
}

pub enum ExpressionKind {
    Number(f64),
    Boolean(bool),
    /// A string literal as UTF-16 code units (lone surrogates allowed).
    String(Vec<u16>),
    /// A bigint literal: its sign and magnitude in base 2^32 digits, least
    /// significant first (an immortal constant in the runtime's layout).
    BigInt {
        negative: bool,
        digits: Vec<u32>,
    },
    Undefined,
    /// `null`, as a null pointer.
    Null,
    /// `undefined` as a value of the expression's type: the number
    /// sentinel, the `undefined` string, a null pointer (what a missing
    /// map value or `x?.y` of a null `x` gives).
    Missing,
    /// The argument for a parameter the caller left out: the type's zero
    /// value (0, false, a null pointer). The callee assigns the parameter's
    /// default before anything reads it.
    Placeholder,
    Variable(Variable),
    Assign {
        target: Variable,
        value: Box<Expression>,
    },
    /// `++x`, `x--` and friends on a number variable.
    Update {
        target: Variable,
        increment: bool,
        prefix: bool,
    },
    Unary {
        operator: UnaryOperator,
        operand: Box<Expression>,
    },
    /// A binary operator; both operands have the type the operator names.
    Binary {
        operator: BinaryOperator,
        left: Box<Expression>,
        right: Box<Expression>,
    },
    /// `&&`, `||`, `??` with operands of the same type; evaluates `right`
    /// only when needed.
    Logical {
        operator: LogicalOperator,
        left: Box<Expression>,
        right: Box<Expression>,
    },
    Conditional {
        condition: Box<Expression>,
        then: Box<Expression>,
        otherwise: Box<Expression>,
    },
    /// Converts a number or boolean to a string, as `String(x)` does.
    ToString(Box<Expression>),
    /// Converts any value to a boolean, as `Boolean(x)` does.
    ToBoolean(Box<Expression>),
    Call {
        function: FuncId,
        arguments: Vec<Expression>,
        /// A static method's own `this`: the object of the class it was
        /// called on (`Sub.create()` gives `Sub`), handed over in the
        /// runtime's receiver register as a property call hands its
        /// object.
        receiver: Option<crate::types::ClassId>,
    },
    Builtin {
        builtin: Builtin,
        arguments: Vec<Expression>,
    },
    /// `a, b, c`: evaluates each, yields the last.
    Sequence(Vec<Expression>),
    /// `[a, b, c]`: a new array of the expression's type.
    ArrayLiteral(Vec<Expression>),
    /// The `[]` of `const xs = []` without an annotation: a new empty array
    /// of the variable's final type (its first `push` gives the element
    /// type, as tsc's evolving arrays).
    EvolvingArray(Variable),
    /// `[a, ...b, c]` (and the arguments of a rest parameter): a new array
    /// of the elements, each spread one contributing all its elements.
    ArraySpread(Vec<(bool, Expression)>),
    /// `a[i]`: the element, or `undefined` outside the array.
    ArrayGet {
        array: Box<Expression>,
        index: Box<Expression>,
    },
    /// `a[i] = v`, `a[i] op= v`, `a[i]++`: the array and index are
    /// evaluated once.
    ArraySet {
        array: Box<Expression>,
        index: Box<Expression>,
        change: ArrayChange,
    },
    /// `new C(arguments)`: a new instance, then its constructor.
    New {
        class: crate::types::ClassId,
        arguments: Vec<Expression>,
    },
    /// A method call: `arguments[0]` is the receiver, checked for null;
    /// `function` is the statically known method. With a `slot` the call
    /// goes through the receiver's vtable, without one it is direct.
    MethodCall {
        slot: Option<usize>,
        function: FuncId,
        arguments: Vec<Expression>,
    },
    /// An arrow function or function expression: a new closure object
    /// holding `captures` (locals of the creating function, by value or,
    /// when boxed, their box) in the order of the body's
    /// [`ClosureInfo::captures`].
    Closure {
        function: FuncId,
        captures: Vec<LocalId>,
    },
    /// A top-level function used as a value of the expression's function
    /// type: a constant closure object whose code calls the function.
    FunctionReference(FuncId),
    /// A function value of one function type used as another that takes
    /// more parameters (ignored) or returns `void` (the result is dropped).
    AdaptFunction(Box<Expression>),
    /// A `T | null` (held as a pointer) a property is read from
    /// (`name!.length`) as the `T`, with Node's TypeError naming
    /// `property` when it is null (see `Checker::null_checked`).
    NonNull {
        value: Box<Expression>,
        property: String,
    },
    /// Calls a function value: `callee(arguments)`.
    CallValue {
        callee: Box<Expression>,
        arguments: Vec<Expression>,
    },
    /// `[a, "b"]` of a tuple type: a new tuple object, slot per element.
    TupleLiteral(Vec<Expression>),
    /// `{ a: 1, b: "x" }`: a new object whose shape is its keys in order
    /// (with room for the optional properties it may gain, see
    /// `Program::room`).
    ObjectLiteral(Vec<(String, Expression)>),
    /// `{ a: 1, ...source, b }` and a rest pattern's `...rest`: a new plain
    /// object whose keys are decided at run time, as JavaScript decides
    /// them: a spread copies the source's own data properties (those its
    /// static type names or not, in the source's order, without the
    /// optional ones it lacks), and a later key keeps an earlier one's
    /// place.
    ObjectSpread(Vec<ObjectPart>),
    /// `object.name` through a structural type: found through the site's
    /// inline cache (a field's offset, or a getter).
    PropertyGet {
        object: Box<Expression>,
        name: String,
    },
    /// `object.name = v`, `op=`, `++` through a structural type.
    PropertySet {
        object: Box<Expression>,
        name: String,
        change: ArrayChange,
    },
    /// `object.name(arguments)` through a structural type: a field holding
    /// a function, or a class's method.
    PropertyCall {
        object: Box<Expression>,
        name: String,
        arguments: Vec<Expression>,
    },
    /// `new Map(...)`, `new Set(...)`, a record literal: a new collection of
    /// the expression's type with these entries (a set's have no value),
    /// then the elements of `from` (an array, for a set).
    NewCollection {
        entries: Vec<(Expression, Option<Expression>)>,
        from: Option<Box<Expression>>,
        /// `new WeakMap(...)` / `new WeakSet(...)`: a map or set that
        /// prints, and answers `instanceof`, as a weak one (it holds its
        /// keys strongly: no program output depends on when a key dies).
        weak: bool,
    },
    /// The position of the next entry of a map or set after the one the
    /// number local `cursor` names (which it then names), or -1: the
    /// iteration of `for ... of`, which sees entries added and deleted
    /// during the loop as JavaScript's iterators do.
    CollectionNext {
        collection: Box<Expression>,
        cursor: LocalId,
    },
    /// The key (or value) of the entry at `position`.
    CollectionEntry {
        collection: Box<Expression>,
        position: Box<Expression>,
        value: bool,
    },
    /// `object.constructor.name`: the name of the object's own class.
    ClassName(Box<Expression>),
    /// `value as C` from a wider type: the same pointer, checked to be a
    /// `C` (or null) so fixed-offset field reads stay in bounds.
    Downcast {
        value: Box<Expression>,
        class: crate::types::ClassId,
    },
    /// The object an object-literal method was called on, taken from the
    /// runtime's receiver register (null when called detached): the first
    /// statement of such a method declares `this` with it.
    TakeReceiver,
    /// Whether the runtime's arguments register holds the arguments of a
    /// call through `any` of the function being run (a dynamic entry put
    /// them there just before calling it).
    ArgumentsPassed,
    /// The arguments in the register (an `any[]`, owned), taken: the first
    /// statement of a function that reads `arguments` declares it with
    /// them, or with its parameters boxed when they were not passed.
    TakeArguments,
    /// The exception being caught, taken from the pending cell: the first
    /// statement of a `catch` block declares its binding with it.
    Caught,
    /// A value boxed as `unknown` (see the runtime's `dynamic`).
    ToDynamic(Box<Expression>),
    /// The payload of an `unknown` value as the expression's type, checked
    /// at run time (for a class, with `instanceof`).
    FromDynamic(Box<Expression>),
    /// `value instanceof C` for an `unknown` value.
    DynamicInstanceOf {
        value: Box<Expression>,
        class: crate::types::ClassId,
    },
    /// `key in object` for an object type: whether the object has a field,
    /// accessor or method of that name.
    HasProperty {
        object: Box<Expression>,
        key: Box<Expression>,
    },
    /// Whether a boxed value's payload is of `kind` (the runtime's element
    /// kinds: 3 is an array).
    DynamicKindIs {
        value: Box<Expression>,
        kind: u32,
    },
    /// `typeof value` for an `unknown` value.
    DynamicTypeof(Box<Expression>),
    /// A class used as a value: its class object, boxed (an `any`).
    ClassObject(crate::types::ClassId),
    /// Evaluating a local class's declaration: a new class object
    /// holding `captures` (values, or the boxes of boxed locals); the
    /// parent's class object is `parent`'s capture when the parent is a
    /// local class too.
    NewClassObject {
        class: crate::types::ClassId,
        captures: Vec<LocalId>,
        parent: Option<u32>,
    },
    /// `String(value)` for an `unknown` value.
    DynamicToString(Box<Expression>),
    /// `Number(value)` for a boxed value: JavaScript's ToNumber.
    DynamicToNumber(Box<Expression>),
    /// An array's elements boxed, as an `any[]`: the same array when it
    /// holds boxes, else a new one (spread parts, which are copied).
    ArrayBoxes(Box<Expression>),
    /// `...values` among `console.log`'s arguments (an `any[]`): each
    /// element an argument. Only a console builtin's argument.
    SpreadArguments(Box<Expression>),
    /// `left === right` (`==`, `Object.is`, by `equality`) where both
    /// sides are boxed.
    DynamicEquals {
        left: Box<Expression>,
        right: Box<Expression>,
        equality: Equality,
    },
    /// `object instanceof C`.
    InstanceOf {
        object: Box<Expression>,
        class: crate::types::ClassId,
    },
    /// `object instanceof Box` for a generic class: an instance of any of
    /// its instances (the classes whose `origin` is `generic`). A box when
    /// `dynamic`, else an object.
    InstanceOfGeneric {
        object: Box<Expression>,
        generic: u32,
        dynamic: bool,
    },
    /// `object.field`, by layout index.
    FieldGet {
        object: Box<Expression>,
        field: usize,
    },
    /// `object.field = v`, `op=`, `++`.
    FieldSet {
        object: Box<Expression>,
        field: usize,
        change: ArrayChange,
    },
    /// `new Array(n)` (every element `undefined`) or `new Array(n).fill(v)`.
    ArrayFilled {
        count: Box<Expression>,
        value: Option<Box<Expression>>,
    },
    /// The number of UTF-16 code units of a string.
    StringLength(Box<Expression>),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnaryOperator {
    /// `-x` on a number.
    Negate,
    /// `~x` on a number.
    BitNot,
    /// `!x` on a boolean.
    Not,
}

/// Binary operators after type checking: the operand types decide which
/// variant, so codegen never guesses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BinaryOperator {
    Add,
    Subtract,
    Multiply,
    Divide,
    Remainder,
    Power,
    BitAnd,
    BitOr,
    BitXor,
    ShiftLeft,
    ShiftRight,
    UnsignedShiftRight,
    /// Comparisons of two numbers.
    Less,
    LessEqual,
    Greater,
    GreaterEqual,
    Equal,
    NotEqual,
    /// String concatenation.
    Concat,
    /// Comparisons of two strings by code units.
    StringLess,
    StringLessEqual,
    StringGreater,
    StringGreaterEqual,
    StringEqual,
    StringNotEqual,
    /// Equality of two booleans.
    BooleanEqual,
    BooleanNotEqual,
    /// Identity of two objects or arrays.
    ReferenceEqual,
    ReferenceNotEqual,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LogicalOperator {
    And,
    Or,
    /// `??`: the right side when the left is `undefined` or `null` (a
    /// number's `undefined`, the `undefined` string, a null pointer).
    Nullish,
}

/// Library functions the compiler implements directly.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Builtin {
    /// `Object.keys(object)` of a class instance or object literal: its
    /// own fields' names, in order.
    ObjectKeys,
    /// `Object.values(object)` / `Object.entries(object)` where every field
    /// has one type (checked at run time).
    ObjectValues,
    ObjectEntries,
    /// `object[key]` with a string key, where every field has the
    /// expression's type: found by name at run time.
    ObjectGet,
    /// A read of a boolean that may find nothing (`flags[i]` past the
    /// end, `record[key]` or `map.get(key)` of a missing key), where what
    /// it found shows: the argument is the read, the result a box of
    /// `boolean | undefined`. Where a boolean is wanted the read is used
    /// as it is (`false` for nothing: the same truthiness).
    BooleanOrUndefined,
    /// An empty `never[]` used as the expression's array type: the same
    /// array, given that type's element kind at run time.
    AdoptEmptyArray,
    /// A tagged template's strings (`TemplateStringsArray`, a `string[]`):
    /// arguments are the cooked strings and then as many raw ones, all
    /// string literals. The same immortal array each time the site runs,
    /// its raw strings kept beside it for `TemplateRaw`.
    TemplateObject,
    /// `strings.raw` of a tag's strings: the raw strings' array.
    TemplateRaw,
    /// `match.index` (0), `match.input` (1), `match.groups` (2) of a regex
    /// match (`RegExpExecArray`, a `string[]`): the runtime keeps them by
    /// the array.
    MatchPart(u8),
    /// `String.raw(site, ...values)`: the raw strings (a `string[]`) and
    /// the values as strings (another).
    StringRaw,
    ConsoleLog,
    ConsoleError,
    /// `util.format(...)`: console.log's line as a string.
    Format,
    ProcessExit,
    /// `process.stdout.write(text)` / `process.stderr.write(text)`.
    WriteStdout,
    WriteStderr,
    /// `Number(s)` and `+s` for a string: ECMAScript's StringToNumber.
    NumberFromString,
    Math(MathFunction),
    /// `s.replace(pattern, f)` (false) and `s.replaceAll(pattern, f)`
    /// (true) with a replacer function: arguments are the string, the
    /// pattern and the function.
    StringReplaceWith(bool),
    /// `JSON.stringify(value, null, indent)` of any value: arguments are
    /// the value and the indentation.
    JsonStringify,
    /// `JSON.parse(text)` into the expression's type (`unknown` unless a
    /// type is wanted): arguments are the text.
    JsonParse,
    /// Whether a value is its type's `undefined` (`s === undefined` for a
    /// string: the `undefined` text).
    IsMissing,
    /// `Math.max/min/hypot(...)` with spread arguments: over one array of
    /// all the arguments.
    MathOverArray(MathFunction),
    /// A function of [`crate::library`]; a method's receiver is the first
    /// argument, and omitted optional arguments are filled in (an omitted
    /// `OptionalNumber` is `Undefined`).
    Library(crate::library::LibraryFunction),
    /// `isNaN`, `Number.isInteger` and friends on a number, inline.
    NumberPredicate(NumberPredicate),
    /// A typed array operation (`codegen/typed.rs`).
    Typed(TypedMethod),
    /// A method of arrays; the array is the first argument.
    Array(ArrayMethod),
    /// A method of arrays that calls a function for the elements:
    /// arguments are the array, the function (its type lists every
    /// parameter the method passes) and, for `reduce`, the initial value.
    ArrayCallback(CallbackMethod),
    /// A method of maps, sets and records; the collection is the first
    /// argument.
    Collection(CollectionMethod),
    /// `s.split(separator, limit)`: a string array.
    StringSplit,
    /// `[...s]`, `Array.from(s)`: the string's code points as strings.
    StringCodePoints,
    /// The index after the code point at `i` (`for ... of` a string).
    StringNextIndex,
    /// The code point at `i` as a string (`for ... of` a string).
    StringCodePointText,
    /// Promises, `await` and the job queues (`codegen/coroutines.rs`).
    Promise(PromiseOperation),
    /// Generators (`codegen/coroutines.rs`).
    Generator(GeneratorOperation),
    /// Operations on `any` values, done by the runtime (`any.rs`).
    Any(AnyOperation),
}

/// An operation on values of type `any` (boxes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AnyOperation {
    /// `value.name`: arguments are the box and the name (a string): a box.
    Get,
    /// `value[key]`: the box and the key (a box): a box.
    Index,
    /// `value.name = item`: the box, the name and the item (a box).
    Set,
    /// `{ ...source }` of an `any` in an object literal built as an `any`:
    /// the object being built and the source (boxes); the source's own
    /// enumerable properties are set on the object, in order.
    SpreadInto,
    /// `value[key] = item`: three boxes.
    IndexSet,
    /// `a + b` of two boxes: a box.
    Add,
    /// ToPrimitive (hint "default") of a box, the operand of `+` with a
    /// string: a box of the primitive.
    Primitive,
    /// `<` (0), `<=` (1), `>` (2), `>=` (3) of two boxes: a boolean.
    Compare(u8),
    /// `value.name(...)`: the box, the name, an array of boxes and the
    /// callee's source text (`o.f`, for Node's "is not a function"): a box.
    Call,
    /// `value(...)`: the box, an array of boxes and the callee's source
    /// text: a box.
    CallValue,
    /// `new value(...)`: the box, an array of boxes and the callee's source
    /// text: a box.
    New,
    /// `object instanceof value`: the object and the class, both boxes: a
    /// boolean.
    InstanceOf,
    /// `key in value`: the key and the object, both boxes: a boolean.
    In,
    /// `Object.hasOwn(value, key)`, `value.hasOwnProperty(key)`: the
    /// object and the key, both boxes: a boolean.
    HasOwn,
    /// `delete value[key]`: the object and the key, both boxes: a boolean.
    Delete,
    /// Whether an `any` holds an ordinary array of boxes: the box; a
    /// boolean. (Its methods taking a callback then call it directly.)
    HoldsBoxes,
    /// The array of boxes an `any` holds (`HoldsBoxes` said so): the box;
    /// the array, a new reference.
    AsArray,
    /// `Object.keys` (0), `Object.values` (1), `Object.entries` (2) of an
    /// `any`: the box; strings, boxes or `[string, any]` tuples.
    ObjectParts(u8),
    /// `Object.fromEntries(pairs)` of arrays: the array of arrays; an
    /// `any` holding a record of boxes.
    FromPairs,
    /// Every value iterating an `any` gives (spread): the box and its
    /// source text (for Node's "x is not iterable"); an array of boxes.
    Iterate,
    /// `Array.from(value)` of an `any`: what iterating it gives, or the
    /// elements of an array-like (by its `length`); an array of boxes.
    ArrayFrom,
    /// `value.constructor.name`: the box; the name of the class or
    /// built-in constructor that made the value (a string).
    ConstructorName,
    /// `Object.preventExtensions` (1), `Object.seal` (2), `Object.freeze`
    /// (3) of the box: nothing (the call gives its argument back).
    Integrity(u8),
    /// `Object.isFrozen` (0), `Object.isSealed` (1), `Object.isExtensible`
    /// (2) of the box: a boolean.
    IntegrityTest(u8),
    /// `value.#name` on an `any` in a method of the class declaring
    /// `#name`: the box (again, a new reference) when it holds an instance
    /// of the class, else Node's TypeError (`Privacy`: reading a field,
    /// writing one, or a private method or accessor); arguments are the
    /// box and the name as written (`#name`). With `Privacy::In`, `#name
    /// in value`: a boolean box, or the TypeError for a value that is not
    /// an object.
    Brand(crate::types::ClassId, Privacy),
    /// In the prologue of a method the program may replace on objects:
    /// whether this call is to run the method itself rather than the
    /// object's replacement, as a method read as a value does
    /// (`const m = o.m; o.m = (...a) => m.apply(o, a)`, `this.m =
    /// this.m.bind(this)`); the box of `this` and the method's name (a
    /// string): a boolean. Also true when the receiver's class overrides
    /// the method of this class (the class named): the method then runs
    /// as `super.m()` or through the parent's method value, never as the
    /// object's own property.
    OwnBypassed(crate::types::ClassId),
}

/// What a `#name` on an `any` does, for Node's TypeError when the value
/// is not an instance of the class declaring it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Privacy {
    ReadField = 0,
    WriteField = 1,
    Method = 2,
    In = 3,
}

/// How two boxes are compared (the runtime's `scr_dynamic_equals` mode).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Equality {
    /// `===`.
    Strict = 0,
    /// `==` (`null` and `undefined` equal each other).
    Loose = 1,
    /// `Object.is`: as `===`, but `NaN` is itself and `0` is not `-0`.
    SameValue = 2,
}

/// An operation on generators. Values cross as boxes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GeneratorOperation {
    /// `yield box` in a generator body: the value sent back (a box).
    Yield,
    /// `yield* generator`: its return value (a box).
    Delegate,
    /// `yield*` in an async generator, of an async generator or of a
    /// generator (a synchronous iterable's values awaited): its return
    /// value (a box).
    AsyncDelegate,
    /// `generator.next/return/throw(box)` (the mode 0, 1, 2 as a number):
    /// the `{ value, done }` object of the expression's type.
    Resume,
    /// A `for ... of` step: whether the generator yielded.
    Step,
    /// The value last yielded (a box).
    Current,
    /// Ends a generator a loop leaves early.
    Close,
    /// Every value left, as an array of the expression's type.
    Collect,
    /// At most n values (the second argument, a number), as an array of
    /// the expression's type; the generator closed (`return()`) when it
    /// is not done after them: array destructuring without a rest.
    Take,
    /// A generator over an array's elements (`yield*` of an array).
    FromArray,
    /// `yield*` of an `any` (a box, and the operand's source text for
    /// Node's "is not iterable"): the generator it holds, or one over the
    /// values of the array or string it holds.
    FromAny,
    /// The iterator of an array, string, map or set (`keys()`, `values()`,
    /// `entries()` kept as a value): a generator over a new array of what
    /// it gives, taken when it is made, and how it prints (a number, the
    /// runtime's `IteratorLabel`). Iterated or spread, it is that array.
    OverCopy,
    /// An object with a `next()` method (a box) where an iterator is
    /// wanted: a generator that calls its `next`, `return` and `throw`.
    FromIterator,
    /// `asyncGenerator.next/return/throw(box)` (the mode as a number): a
    /// promise of the `{ value, done }` object its type holds.
    AsyncResume,
    /// A `for await` step: a promise of whether the async generator
    /// yielded (the value is then its `Current`).
    AsyncStep,
    /// Ends an async generator a `for await` leaves early: a promise to
    /// wait for.
    AsyncClose,
    /// Whether an async generator has not finished (a `for await` that
    /// leaves calls `return()` only then).
    AsyncOpen,
}

/// An operation on promises or the event loop's queues. Values cross as
/// boxes (`unknown`), callbacks as closures of the dynamic signatures
/// (`(unknown) => unknown`, `() => unknown`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PromiseOperation {
    /// `await value`: the box awaited; the settled value as a box, or the
    /// reason raised.
    Await,
    /// `Promise.resolve(box)`.
    Resolve,
    /// `Promise.reject(box)`.
    Reject,
    /// `promise.then(onFulfilled, onRejected)`: either may be `null`.
    Then,
    /// `promise.finally(onFinally)`.
    Finally,
    /// `new Promise(executor)`: the executor takes the resolve and reject
    /// functions.
    Construct,
    /// `Promise.all/allSettled/race/any(array of boxes)`.
    Combine(PromiseCombinator),
    /// `queueMicrotask(callback)`.
    QueueMicrotask,
    /// `process.nextTick(callback)`.
    NextTick,
    /// `setTimeout(callback, delay)` (false) / `setInterval` (true): the id.
    SetTimer(bool),
    /// `setImmediate(callback)`: the id.
    SetImmediate,
    /// `clearTimeout(id)`, `clearInterval(id)`, `clearImmediate(id)`.
    ClearTimer,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PromiseCombinator {
    All,
    AllSettled,
    Race,
    Any,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArrayMethod {
    Length,
    Push,
    Pop,
    Shift,
    /// `unshift(...items)`: each item inserted at the front, last first.
    Unshift,
    /// `splice(start, deleteCount, items)`: the items as one array.
    Splice,
    LastIndexOf,
    Fill,
    /// `copyWithin(target, start, end)`.
    CopyWithin,
    At,
    /// `flat()` of an array of arrays (depth 1).
    Flat,
    /// `a.length = n`.
    SetLength,
    Join,
    IndexOf,
    Includes,
    Slice,
    Reverse,
    Concat,
    /// `keys()`: the indices, as a number array.
    Keys,
    /// `entries()`: `[index, element]` tuples.
    Entries,
    /// `with(index, value)`: a copy with one element replaced (a
    /// RangeError for an index outside the array).
    With,
}

impl ArrayMethod {
    /// The property a call of the method reads (for Node's message when
    /// the array is `undefined`).
    pub fn property_name(self) -> &'static str {
        match self {
            ArrayMethod::Length | ArrayMethod::SetLength => "length",
            ArrayMethod::Push => "push",
            ArrayMethod::Pop => "pop",
            ArrayMethod::Shift => "shift",
            ArrayMethod::Unshift => "unshift",
            ArrayMethod::Splice => "splice",
            ArrayMethod::LastIndexOf => "lastIndexOf",
            ArrayMethod::Fill => "fill",
            ArrayMethod::CopyWithin => "copyWithin",
            ArrayMethod::At => "at",
            ArrayMethod::Flat => "flat",
            ArrayMethod::Join => "join",
            ArrayMethod::IndexOf => "indexOf",
            ArrayMethod::Includes => "includes",
            ArrayMethod::Slice => "slice",
            ArrayMethod::Reverse => "reverse",
            ArrayMethod::Concat => "concat",
            ArrayMethod::Keys => "keys",
            ArrayMethod::Entries => "entries",
            ArrayMethod::With => "with",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CollectionMethod {
    /// `map.get(k)`, `record[k]`: the value, or the value type's
    /// `undefined`.
    Get,
    /// `map.set(k, v)` (the map is the result, for chaining),
    /// `record[k] = v`.
    Set,
    /// `set.add(v)` (the set is the result).
    Add,
    Has,
    Delete,
    Clear,
    Size,
    /// The keys (a set's elements), as a new array in iteration order.
    Keys,
    Values,
    /// `[key, value]` tuples, as a new array in iteration order.
    Entries,
    /// `forEach(callback)`: value, key and the collection.
    ForEach,
    /// `{ ...source }` in a record literal: every entry of the second
    /// record (of the same type, or null) set on the first, in order.
    Assign,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CallbackMethod {
    ForEach,
    Map,
    Filter,
    Reduce,
    ReduceRight,
    Some,
    Every,
    FindIndex,
    FindLastIndex,
    /// `find` and `findLast`: the element, or the element type's
    /// `undefined`.
    Find,
    FindLast,
    /// `sort(compare?)` in place; without a comparator the arguments are
    /// just the array.
    Sort,
    /// `Array.from({ length: n }, f)`: arguments are `n` and `f` (whose
    /// first parameter, the `undefined` element, has no value).
    FromLength,
    ToSorted,
}

impl CallbackMethod {
    pub fn from_name(name: &str) -> Option<CallbackMethod> {
        Some(match name {
            "forEach" => CallbackMethod::ForEach,
            "map" => CallbackMethod::Map,
            "filter" => CallbackMethod::Filter,
            "reduce" => CallbackMethod::Reduce,
            "reduceRight" => CallbackMethod::ReduceRight,
            "some" => CallbackMethod::Some,
            "every" => CallbackMethod::Every,
            "findIndex" => CallbackMethod::FindIndex,
            "findLastIndex" => CallbackMethod::FindLastIndex,
            "find" => CallbackMethod::Find,
            "findLast" => CallbackMethod::FindLast,
            "sort" => CallbackMethod::Sort,
            "toSorted" => CallbackMethod::ToSorted,
            _ => return None,
        })
    }

    /// The property a call of the method reads (for Node's message when
    /// the array is `undefined`).
    pub fn property_name(self) -> &'static str {
        match self {
            CallbackMethod::ForEach => "forEach",
            CallbackMethod::Map => "map",
            CallbackMethod::Filter => "filter",
            CallbackMethod::Reduce => "reduce",
            CallbackMethod::ReduceRight => "reduceRight",
            CallbackMethod::Some => "some",
            CallbackMethod::Every => "every",
            CallbackMethod::FindIndex => "findIndex",
            CallbackMethod::FindLastIndex => "findLastIndex",
            CallbackMethod::Find => "find",
            CallbackMethod::FindLast => "findLast",
            CallbackMethod::Sort => "sort",
            CallbackMethod::FromLength => "from",
            CallbackMethod::ToSorted => "toSorted",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NumberPredicate {
    /// The global `isNaN`: true for NaN and for `undefined` (ToNumber).
    IsNaN,
    /// `Number.isNaN`: true for NaN only, not for `undefined`.
    NumberIsNaN,
    IsFinite,
    IsInteger,
    /// `x === undefined` for a number: the `undefined` sentinel of arrays.
    IsUndefined,
    IsSafeInteger,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MathFunction {
    Abs,
    Acos,
    Acosh,
    Asin,
    Asinh,
    Atan,
    Atanh,
    Atan2,
    Cbrt,
    Ceil,
    Clz32,
    Cos,
    Cosh,
    Exp,
    Expm1,
    Floor,
    Fround,
    Hypot,
    Imul,
    Log,
    Log1p,
    Log10,
    Log2,
    Max,
    Min,
    Pow,
    Random,
    Round,
    Sign,
    Sin,
    Sinh,
    Sqrt,
    Tan,
    Tanh,
    Trunc,
}

impl MathFunction {
    /// Every `Math` method by its JavaScript name, with its arity (`None`
    /// for the variadic `max`, `min` and `hypot`).
    pub const ALL: &'static [(&'static str, MathFunction, Option<usize>)] = &[
        ("abs", MathFunction::Abs, Some(1)),
        ("acos", MathFunction::Acos, Some(1)),
        ("acosh", MathFunction::Acosh, Some(1)),
        ("asin", MathFunction::Asin, Some(1)),
        ("asinh", MathFunction::Asinh, Some(1)),
        ("atan", MathFunction::Atan, Some(1)),
        ("atanh", MathFunction::Atanh, Some(1)),
        ("atan2", MathFunction::Atan2, Some(2)),
        ("cbrt", MathFunction::Cbrt, Some(1)),
        ("ceil", MathFunction::Ceil, Some(1)),
        ("clz32", MathFunction::Clz32, Some(1)),
        ("cos", MathFunction::Cos, Some(1)),
        ("cosh", MathFunction::Cosh, Some(1)),
        ("exp", MathFunction::Exp, Some(1)),
        ("expm1", MathFunction::Expm1, Some(1)),
        ("floor", MathFunction::Floor, Some(1)),
        ("fround", MathFunction::Fround, Some(1)),
        ("hypot", MathFunction::Hypot, None),
        ("imul", MathFunction::Imul, Some(2)),
        ("log", MathFunction::Log, Some(1)),
        ("log1p", MathFunction::Log1p, Some(1)),
        ("log10", MathFunction::Log10, Some(1)),
        ("log2", MathFunction::Log2, Some(1)),
        ("max", MathFunction::Max, None),
        ("min", MathFunction::Min, None),
        ("pow", MathFunction::Pow, Some(2)),
        ("random", MathFunction::Random, Some(0)),
        ("round", MathFunction::Round, Some(1)),
        ("sign", MathFunction::Sign, Some(1)),
        ("sin", MathFunction::Sin, Some(1)),
        ("sinh", MathFunction::Sinh, Some(1)),
        ("sqrt", MathFunction::Sqrt, Some(1)),
        ("tan", MathFunction::Tan, Some(1)),
        ("tanh", MathFunction::Tanh, Some(1)),
        ("trunc", MathFunction::Trunc, Some(1)),
    ];

    /// `Math`'s constants by name.
    pub const CONSTANTS: &'static [(&'static str, f64)] = &[
        ("E", std::f64::consts::E),
        ("LN10", std::f64::consts::LN_10),
        ("LN2", std::f64::consts::LN_2),
        ("LOG10E", std::f64::consts::LOG10_E),
        ("LOG2E", std::f64::consts::LOG2_E),
        ("PI", std::f64::consts::PI),
        ("SQRT1_2", std::f64::consts::FRAC_1_SQRT_2),
        ("SQRT2", std::f64::consts::SQRT_2),
    ];
}

impl Expression {
    /// The expressions directly inside this one, in evaluation order.
    pub fn children(&self) -> Vec<&Expression> {
        match &self.kind {
            ExpressionKind::Number(_)
            | ExpressionKind::Boolean(_)
            | ExpressionKind::String(_)
            | ExpressionKind::BigInt { .. }
            | ExpressionKind::Undefined
            | ExpressionKind::Null
            | ExpressionKind::Missing
            | ExpressionKind::Caught
            | ExpressionKind::TakeReceiver
            | ExpressionKind::ArgumentsPassed
            | ExpressionKind::TakeArguments
            | ExpressionKind::ClassObject(_)
            | ExpressionKind::NewClassObject { .. }
            | ExpressionKind::Placeholder
            | ExpressionKind::Variable(_)
            | ExpressionKind::EvolvingArray(_)
            | ExpressionKind::Update { .. } => Vec::new(),
            ExpressionKind::Assign { value, .. } => vec![value],
            ExpressionKind::Unary { operand, .. } => vec![operand],
            ExpressionKind::Binary { left, right, .. }
            | ExpressionKind::Logical { left, right, .. } => vec![left, right],
            ExpressionKind::Conditional {
                condition,
                then,
                otherwise,
            } => vec![condition, then, otherwise],
            ExpressionKind::ToString(value)
            | ExpressionKind::ToBoolean(value)
            | ExpressionKind::StringLength(value) => vec![value],
            ExpressionKind::Call { arguments, .. } | ExpressionKind::Builtin { arguments, .. } => {
                arguments.iter().collect()
            }
            ExpressionKind::Closure { .. } | ExpressionKind::FunctionReference(_) => Vec::new(),
            ExpressionKind::AdaptFunction(value) | ExpressionKind::NonNull { value, .. } => {
                vec![value]
            }
            ExpressionKind::NewCollection { entries, from, .. } => {
                let mut children = Vec::new();
                for (key, value) in entries {
                    children.push(key);
                    children.extend(value.iter());
                }
                children.extend(from.as_deref());
                children
            }
            ExpressionKind::CollectionNext { collection, .. } => vec![collection],
            ExpressionKind::CollectionEntry {
                collection,
                position,
                ..
            } => vec![collection, position],
            ExpressionKind::ObjectLiteral(properties) => {
                properties.iter().map(|(_, value)| value).collect()
            }
            ExpressionKind::ObjectSpread(parts) => parts
                .iter()
                .map(|part| match part {
                    ObjectPart::Property(_, value) => value,
                    ObjectPart::Spread { source, .. } => source,
                })
                .collect(),
            ExpressionKind::TupleLiteral(elements) => elements.iter().collect(),
            ExpressionKind::PropertyGet { object, .. } => vec![object],
            ExpressionKind::PropertySet { object, change, .. } => match change {
                ArrayChange::Assign(value) | ArrayChange::Compound { value, .. } => {
                    vec![object, value]
                }
                ArrayChange::Update { .. } => vec![object],
            },
            ExpressionKind::PropertyCall {
                object, arguments, ..
            } => {
                let mut children = vec![&**object];
                children.extend(arguments.iter());
                children
            }
            ExpressionKind::CallValue { callee, arguments } => {
                let mut children = vec![&**callee];
                children.extend(arguments.iter());
                children
            }
            ExpressionKind::Sequence(values) | ExpressionKind::ArrayLiteral(values) => {
                values.iter().collect()
            }
            ExpressionKind::ArraySpread(parts) => parts.iter().map(|(_, value)| value).collect(),
            ExpressionKind::ArrayGet { array, index } => vec![array, index],
            ExpressionKind::ArraySet {
                array,
                index,
                change,
            } => match change {
                ArrayChange::Assign(value) | ArrayChange::Compound { value, .. } => {
                    vec![array, index, value]
                }
                ArrayChange::Update { .. } => vec![array, index],
            },
            ExpressionKind::New { arguments, .. }
            | ExpressionKind::MethodCall { arguments, .. } => arguments.iter().collect(),
            ExpressionKind::Downcast { value, .. }
            | ExpressionKind::DynamicKindIs { value, .. }
            | ExpressionKind::DynamicInstanceOf { value, .. } => vec![value],
            ExpressionKind::DynamicEquals { left, right, .. } => vec![left, right],
            ExpressionKind::HasProperty { object, key } => vec![key, object],
            ExpressionKind::ToDynamic(value)
            | ExpressionKind::FromDynamic(value)
            | ExpressionKind::DynamicTypeof(value)
            | ExpressionKind::DynamicToString(value)
            | ExpressionKind::DynamicToNumber(value)
            | ExpressionKind::ArrayBoxes(value)
            | ExpressionKind::SpreadArguments(value) => vec![value],
            ExpressionKind::InstanceOf { object, .. }
            | ExpressionKind::InstanceOfGeneric { object, .. }
            | ExpressionKind::ClassName(object) => vec![object],
            ExpressionKind::FieldGet { object, .. } => vec![object],
            ExpressionKind::FieldSet { object, change, .. } => match change {
                ArrayChange::Assign(value) | ArrayChange::Compound { value, .. } => {
                    vec![object, value]
                }
                ArrayChange::Update { .. } => vec![object],
            },
            ExpressionKind::ArrayFilled { count, value } => {
                let mut children = vec![&**count];
                children.extend(value.as_deref());
                children
            }
        }
    }

    /// Whether this expression or any inside it satisfies `predicate`.
    pub fn any(&self, predicate: &dyn Fn(&Expression) -> bool) -> bool {
        predicate(self)
            || self
                .children()
                .into_iter()
                .any(|child| child.any(predicate))
    }

    /// The operands of a tree of string concatenations, left to right (the
    /// expression itself when it is not a concatenation).
    pub fn concat_leaves(&self) -> Vec<&Expression> {
        let mut leaves = Vec::new();
        let mut pending = vec![self];
        while let Some(expression) = pending.pop() {
            match &expression.kind {
                ExpressionKind::Binary {
                    operator: BinaryOperator::Concat,
                    left,
                    right,
                } => {
                    pending.push(right);
                    pending.push(left);
                }
                _ => leaves.push(expression),
            }
        }
        leaves
    }

    /// A call of a user function (which may read or write any global).
    pub fn is_call(&self) -> bool {
        matches!(
            self.kind,
            ExpressionKind::Call { .. }
                | ExpressionKind::MethodCall { .. }
                | ExpressionKind::New { .. }
                | ExpressionKind::CallValue { .. }
                | ExpressionKind::PropertyCall { .. }
                | ExpressionKind::PropertyGet { .. }
                | ExpressionKind::PropertySet { .. }
        )
    }
}

/// Typed array operations the runtime or inline code performs; the typed
/// array (or the kind it makes) comes first. The methods that call a
/// function per element are prelude functions (`check/typed.rs`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypedMethod {
    /// `new Int32Array(length)`.
    New(crate::types::TypedKind),
    /// `new Int32Array(source)` from a number array or a typed array.
    From(crate::types::TypedKind),
    /// The elements as a number array (`Array.from`, spread).
    ToArray,
    Set,
    Subarray,
    /// `slice`: a copy, but a view of a Buffer (decided at run time).
    Slice,
    /// A copy of the elements in a range, of the same kind, Buffers too
    /// (`toSorted`, `toReversed`, the prelude's `map` and `filter`).
    Copy,
    Fill,
    CopyWithin,
    /// `byteOffset`: where a view starts in its owner's buffer.
    ByteOffset,
    /// `indexOf` (0), `lastIndexOf` (1), `includes` (2).
    Search(u32),
    Reverse,
    Sort,
    At,
    Join,
}
