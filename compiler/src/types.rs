//! Types of the subset, interned: each distinct type has one [`TypeId`], so
//! comparing types is comparing integers.

use std::collections::HashMap;
use std::fmt;

/// A class of the program, index into `hir::Program::classes`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ClassId(pub u32);

impl ClassId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// An interned type. The primitive types have fixed ids.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TypeId(u32);

impl TypeId {
    pub const NUMBER: TypeId = TypeId(0);
    pub const BOOLEAN: TypeId = TypeId(1);
    pub const STRING: TypeId = TypeId(2);
    pub const VOID: TypeId = TypeId(3);
    pub const UNDEFINED: TypeId = TypeId(4);
    pub const NEVER: TypeId = TypeId(5);
    pub const NULL: TypeId = TypeId(6);
    pub const UNKNOWN: TypeId = TypeId(7);
    pub const ANY: TypeId = TypeId(8);
    pub const BIGINT: TypeId = TypeId(9);

    pub fn index(self) -> usize {
        self.0 as usize
    }
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Type {
    Number,
    Boolean,
    String,
    /// The result of a function that returns nothing.
    Void,
    Undefined,
    /// The type of expressions that never produce a value.
    Never,
    /// The type of `null`.
    Null,
    /// `unknown`: any value, boxed (see the runtime's `dynamic`). Thrown
    /// values and `catch` bindings have this type.
    Unknown,
    /// `any`: a box like `unknown`, on which every operation is allowed and
    /// done at run time with JavaScript's semantics (`check/dynamic.rs`,
    /// the runtime's `any.rs`).
    Any,
    /// `bigint`: a reference-counted immutable object holding the value
    /// (the runtime's `bigint.rs`), compared by value.
    BigInt,
    /// A union of members with different representations (`string |
    /// number`, `boolean | undefined`, `string | null`), sorted: boxed like
    /// `unknown`, narrowed to a member where a condition proves it.
    Union(Vec<TypeId>),
    /// `T | null` for a class or array type `T`: a pointer that may be null.
    Nullable(TypeId),
    Function(FunctionType),
    /// `T[]`: a reference-counted array of `T`.
    Array(TypeId),
    /// An instance of a class: a reference-counted object.
    Class {
        id: ClassId,
        name: String,
    },
    /// A structural object type (an interface, a type literal, an object
    /// literal's type): any object with these properties. Its properties
    /// are in [`TypeTable::object`]; interfaces get their own id so they
    /// can refer to themselves.
    Object(ObjectId),
    /// `Map<K, V>`.
    Map(TypeId, TypeId),
    /// `Set<T>`.
    Set(TypeId),
    /// `Record<string, V>` or `{ [key: string]: V }`: string keys chosen at
    /// run time.
    Record(TypeId),
    /// `[A, B]` with elements of different types: an object whose slots
    /// are the elements, printed as an array.
    Tuple(Vec<TypeId>),
    /// `[A, B?]`, `[A, ...B[]]`: a tuple with optional elements or a rest
    /// element of another type, held as an array (see [`OpenTuple`]).
    OpenTuple(OpenTuple),
    /// The type argument of `K extends keyof T` inferred from a string
    /// literal: which property an instance of a generic works on. Only a
    /// type argument; annotations that name `K` resolve to `string`.
    Key(String),
    /// `Int8Array` ... `Float64Array`: a reference-counted view of a
    /// buffer of fixed-size numbers (the runtime's `typed.rs`).
    TypedArray(TypedKind),
    /// `Promise<T>`: a reference-counted promise (the runtime's
    /// `promise.rs`) whose result is a box holding a `T`.
    Promise(TypeId),
    /// `Generator<T, TReturn, TNext>` (and `IterableIterator<T>`): a
    /// reference-counted generator object owning its coroutine's frame.
    Generator(TypeId, TypeId, TypeId),
    /// `AsyncGenerator<T, TReturn, TNext>` (and `AsyncIterableIterator<T>`,
    /// `AsyncIterable<T>`): the object an `async function*` returns.
    AsyncGenerator(TypeId, TypeId, TypeId),
    /// The class object of a class declared in a function (a local
    /// class): a reference-counted object made each time the declaration
    /// is evaluated, holding what the class's code captured and its static
    /// fields (see `check/local_classes.rs`). Only the checker's own locals
    /// have this type; as a value a class object is an `any`.
    ClassObject(ClassId),
    /// `Iterable<T>` (and `ReadonlyArray`-free uses of the iteration
    /// protocol): whatever iterable was handed over (an array, a string, a
    /// map, a set, a generator, an object with `[Symbol.iterator]()`), as
    /// it is, in a box like `unknown`'s; iterating it is the runtime's
    /// (`scr_generator_from_any`) and each value it gives is converted to
    /// `T` as an `any` is.
    Iterable(TypeId),
}

/// The element type of a typed array. The discriminant is the runtime's
/// kind number minus [`TypedKind::RUNTIME_BASE`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum TypedKind {
    Int8,
    Uint8,
    Uint8Clamped,
    Int16,
    Uint16,
    Int32,
    Uint32,
    Float32,
    Float64,
    /// Node's `Buffer`: a `Uint8Array` (bytes, stored as `Uint8Array`
    /// stores them) that prints, converts to a string and serializes as a
    /// Buffer, and whose `slice` is a view.
    Buffer,
}

impl TypedKind {
    pub const ALL: [TypedKind; 10] = [
        TypedKind::Int8,
        TypedKind::Uint8,
        TypedKind::Uint8Clamped,
        TypedKind::Int16,
        TypedKind::Uint16,
        TypedKind::Int32,
        TypedKind::Uint32,
        TypedKind::Float32,
        TypedKind::Float64,
        TypedKind::Buffer,
    ];

    /// Typed arrays share the array header; their element kinds start here.
    pub const RUNTIME_BASE: u64 = 16;

    pub fn name(self) -> &'static str {
        match self {
            TypedKind::Int8 => "Int8Array",
            TypedKind::Uint8 => "Uint8Array",
            TypedKind::Uint8Clamped => "Uint8ClampedArray",
            TypedKind::Int16 => "Int16Array",
            TypedKind::Uint16 => "Uint16Array",
            TypedKind::Int32 => "Int32Array",
            TypedKind::Uint32 => "Uint32Array",
            TypedKind::Float32 => "Float32Array",
            TypedKind::Float64 => "Float64Array",
            TypedKind::Buffer => "Buffer",
        }
    }

    pub fn from_name(name: &str) -> Option<TypedKind> {
        TypedKind::ALL.into_iter().find(|kind| kind.name() == name)
    }

    /// Bytes per element.
    pub fn size(self) -> u64 {
        match self {
            TypedKind::Int8 | TypedKind::Uint8 | TypedKind::Uint8Clamped | TypedKind::Buffer => 1,
            TypedKind::Int16 | TypedKind::Uint16 => 2,
            TypedKind::Int32 | TypedKind::Uint32 | TypedKind::Float32 => 4,
            TypedKind::Float64 => 8,
        }
    }

    /// The element kind stored in the header.
    pub fn runtime_kind(self) -> u64 {
        Self::RUNTIME_BASE + self as u64
    }
}

/// An object type's index in the type table's shapes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct ObjectId(pub u32);

/// The properties of an object type, in declaration order.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default)]
pub struct ObjectShape {
    /// An interface's or alias's name, for messages.
    pub name: Option<String>,
    pub properties: Vec<Property>,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Property {
    pub name: String,
    pub ty: TypeId,
    pub readonly: bool,
    /// Declared as a method (`area(): number`): callable, not readable as a
    /// value (a class implements it with a method).
    pub method: bool,
    /// `name?: T`: an object may lack it; reading it then gives `undefined`
    /// (as a value of `T`).
    pub optional: bool,
}

impl ObjectShape {
    pub fn property(&self, name: &str) -> Option<&Property> {
        self.properties
            .iter()
            .find(|property| property.name == name)
    }
}

/// A tuple type with optional elements or a rest element whose type
/// differs from the others'. Its values are arrays of `element` (the
/// union of every element's type, with `undefined` where one is
/// optional): their length is the number of elements given, as in
/// JavaScript. The types of its positions are the checker's, for reads at
/// constant indexes and destructuring; before code generation the type
/// becomes that array type ([`TypeTable::close_open_tuples`]).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OpenTuple {
    /// The required elements' types, then the optional ones'.
    pub positions: Vec<TypeId>,
    pub required: usize,
    /// The type of each element of the rest element (`B` of `...B[]`).
    pub rest: Option<TypeId>,
    pub element: TypeId,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FunctionType {
    pub parameters: Vec<TypeId>,
    pub result: TypeId,
    /// How many of the last parameters a caller may leave out (`x?: T`,
    /// `x = value`): they take `undefined`.
    pub optional: usize,
    /// Whether the last parameter is a rest parameter (`...xs: T[]`): an
    /// array of the arguments from its position on, gathered by the caller.
    pub rest: bool,
}

/// Owns every type of a compilation.
pub struct TypeTable {
    types: Vec<Type>,
    ids: HashMap<Type, TypeId>,
    objects: Vec<ObjectShape>,
    /// Anonymous object types by their properties, so equal literals share
    /// one type.
    anonymous: HashMap<Vec<Property>, TypeId>,
}

impl Default for TypeTable {
    fn default() -> Self {
        let mut table = TypeTable {
            types: Vec::new(),
            ids: HashMap::new(),
            objects: Vec::new(),
            anonymous: HashMap::new(),
        };
        for (ty, id) in [
            (Type::Number, TypeId::NUMBER),
            (Type::Boolean, TypeId::BOOLEAN),
            (Type::String, TypeId::STRING),
            (Type::Void, TypeId::VOID),
            (Type::Undefined, TypeId::UNDEFINED),
            (Type::Never, TypeId::NEVER),
            (Type::Null, TypeId::NULL),
            (Type::Unknown, TypeId::UNKNOWN),
            (Type::Any, TypeId::ANY),
            (Type::BigInt, TypeId::BIGINT),
        ] {
            let interned = table.intern(ty);
            debug_assert_eq!(interned, id);
        }
        table
    }
}

impl TypeTable {
    /// Whether some object type has a function-typed member `then`: values
    /// of it are thenables a promise adopts at run time.
    pub fn has_then_member(&self) -> bool {
        self.objects.iter().any(|shape| {
            shape.properties.iter().any(|property| {
                property.name == "then"
                    && matches!(self.get(self.callable(property.ty)), Type::Function(_))
            })
        })
    }

    pub fn intern(&mut self, ty: Type) -> TypeId {
        if let Some(&id) = self.ids.get(&ty) {
            return id;
        }
        // A map's entry type exists with the map's, so inference can name
        // what iterating one gives without interning (`[K, V]`, or `K[]`
        // when both are one type, as tuples of one type are arrays).
        if let Type::Map(key, value) = ty {
            self.intern(if key == value {
                Type::Array(key)
            } else {
                Type::Tuple(vec![key, value])
            });
        }
        let id = TypeId(self.types.len() as u32);
        self.types.push(ty.clone());
        self.ids.insert(ty, id);
        id
    }

    /// Every type's id, in the order they were interned.
    pub fn ids(&self) -> impl Iterator<Item = TypeId> + use<> {
        (0..self.types.len() as u32).map(TypeId)
    }

    /// The id of an already interned type.
    pub fn lookup(&self, ty: &Type) -> Option<TypeId> {
        self.ids.get(ty).copied()
    }

    pub fn get(&self, id: TypeId) -> &Type {
        &self.types[id.index()]
    }

    /// Values held in a box (see the runtime's `dynamic`): `unknown` and
    /// unions of members with different representations.
    pub fn is_dynamic(&self, id: TypeId) -> bool {
        matches!(
            self.get(id),
            Type::Unknown | Type::Any | Type::Union(_) | Type::Iterable(_)
        )
    }

    /// The element type of an `Iterable<T>`.
    pub fn iterable_element(&self, id: TypeId) -> Option<TypeId> {
        match self.get(id) {
            Type::Iterable(element) => Some(*element),
            _ => None,
        }
    }

    /// The members of a union type.
    pub fn union_members(&self, id: TypeId) -> Option<&[TypeId]> {
        match self.get(id) {
            Type::Union(members) => Some(members),
            _ => None,
        }
    }

    /// The function type of a function value's type: `F` for `F | null`.
    pub fn callable(&self, id: TypeId) -> TypeId {
        match self.get(id) {
            Type::Nullable(inner) if matches!(self.get(*inner), Type::Function(_)) => *inner,
            _ => id,
        }
    }

    /// Whether a box converts to a value of `ty` (checked) for a parameter
    /// of a function called through `any` (its dynamic entry).
    pub fn enterable(&self, ty: TypeId) -> bool {
        let inner = self.non_null(ty).unwrap_or(ty);
        self.is_dynamic(ty)
            || matches!(
                inner,
                TypeId::NUMBER
                    | TypeId::STRING
                    | TypeId::BOOLEAN
                    | TypeId::UNDEFINED
                    | TypeId::VOID
                    | TypeId::NULL
            )
            || matches!(self.get(inner), Type::Class { .. } | Type::Object(_))
            || matches!(self.get(self.callable(ty)), Type::Function(_))
            || self.element(inner).is_some_and(|element| {
                matches!(element, TypeId::NUMBER | TypeId::STRING | TypeId::BOOLEAN)
                    || self.is_dynamic(element)
            })
    }

    /// `T` for `T | null`.
    pub fn non_null(&self, id: TypeId) -> Option<TypeId> {
        match self.get(id) {
            Type::Nullable(inner) => Some(*inner),
            _ => None,
        }
    }

    /// Class instances and structural object types: pointers to objects,
    /// which may be `T | null`.
    pub fn is_object(&self, id: TypeId) -> bool {
        matches!(self.get(id), Type::Class { .. } | Type::Object(_))
    }

    /// The element types of a tuple type.
    pub fn tuple(&self, id: TypeId) -> Option<&[TypeId]> {
        match self.get(id) {
            Type::Tuple(elements) => Some(elements),
            _ => None,
        }
    }

    pub fn open_tuple(&self, id: TypeId) -> Option<&OpenTuple> {
        match self.get(id) {
            Type::OpenTuple(tuple) => Some(tuple),
            _ => None,
        }
    }

    /// Every open tuple type made the array type it is held as: code
    /// generation sees arrays only.
    pub fn close_open_tuples(&mut self) {
        for index in 0..self.types.len() {
            if let Type::OpenTuple(tuple) = &self.types[index] {
                let element = tuple.element;
                self.types[index] = Type::Array(element);
            }
        }
    }

    /// Maps, sets and records: objects holding a hash table.
    pub fn is_collection(&self, id: TypeId) -> bool {
        matches!(self.get(id), Type::Map(..) | Type::Set(_) | Type::Record(_))
    }

    /// The class of an instance type.
    pub fn class(&self, id: TypeId) -> Option<ClassId> {
        match self.get(id) {
            Type::Class { id, .. } => Some(*id),
            _ => None,
        }
    }

    /// A new named object type whose properties are set later (an
    /// interface, which may refer to itself).
    pub fn new_object(&mut self, name: Option<String>) -> TypeId {
        let id = ObjectId(self.objects.len() as u32);
        self.objects.push(ObjectShape {
            name,
            properties: Vec::new(),
        });
        self.intern(Type::Object(id))
    }

    pub fn set_properties(&mut self, ty: TypeId, properties: Vec<Property>) {
        if let Type::Object(id) = self.get(ty) {
            let id = *id;
            self.objects[id.0 as usize].properties = properties;
        }
    }

    /// The anonymous object type with these properties.
    pub fn object_type(&mut self, properties: Vec<Property>) -> TypeId {
        if let Some(&ty) = self.anonymous.get(&properties) {
            return ty;
        }
        let ty = self.new_object(None);
        self.set_properties(ty, properties.clone());
        self.anonymous.insert(properties, ty);
        ty
    }

    /// Makes `ty` the anonymous object type with these properties, unless
    /// one is already.
    pub fn adopt_anonymous(&mut self, properties: Vec<Property>, ty: TypeId) {
        self.anonymous.entry(properties).or_insert(ty);
    }

    /// The properties of an object type.
    pub fn object(&self, id: TypeId) -> Option<&ObjectShape> {
        match self.get(id) {
            Type::Object(object) => Some(&self.objects[object.0 as usize]),
            _ => None,
        }
    }

    /// The element type of an array type.
    pub fn element(&self, id: TypeId) -> Option<TypeId> {
        match self.get(id) {
            Type::Array(element) | Type::OpenTuple(OpenTuple { element, .. }) => Some(*element),
            _ => None,
        }
    }

    /// The element kind of a typed array type.
    pub fn typed_kind(&self, id: TypeId) -> Option<TypedKind> {
        match self.get(id) {
            Type::TypedArray(kind) => Some(*kind),
            _ => None,
        }
    }

    /// Shows a type as TypeScript writes it, for diagnostics.
    pub fn display(&self, id: TypeId) -> TypeDisplay<'_> {
        TypeDisplay { table: self, id }
    }
}

pub struct TypeDisplay<'a> {
    table: &'a TypeTable,
    id: TypeId,
}

thread_local! {
    /// The structural types being displayed, to show a self-referential
    /// one finitely.
    static DISPLAYING: std::cell::RefCell<Vec<TypeId>> = const { std::cell::RefCell::new(Vec::new()) };
}

impl fmt::Display for TypeDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.table.get(self.id) {
            Type::Number => f.write_str("number"),
            Type::Boolean => f.write_str("boolean"),
            Type::String => f.write_str("string"),
            Type::Void => f.write_str("void"),
            Type::Undefined => f.write_str("undefined"),
            Type::Never => f.write_str("never"),
            Type::Unknown => f.write_str("unknown"),
            Type::Iterable(element) => write!(f, "Iterable<{}>", self.table.display(*element)),
            Type::Any => f.write_str("any"),
            Type::BigInt => f.write_str("bigint"),
            Type::Union(members) => {
                for (index, member) in members.iter().enumerate() {
                    if index > 0 {
                        f.write_str(" | ")?;
                    }
                    write!(f, "{}", self.table.display(*member))?;
                }
                Ok(())
            }
            Type::Array(element) => {
                let element_text = self.table.display(*element).to_string();
                if matches!(
                    self.table.get(*element),
                    Type::Function(_) | Type::Union(_) | Type::Nullable(_)
                ) {
                    write!(f, "({element_text})[]")
                } else {
                    write!(f, "{element_text}[]")
                }
            }
            Type::Class { name, .. } if name == "__ScriptcSymbol" => f.write_str("symbol"),
            Type::Class { name, .. } => f.write_str(name),
            Type::ClassObject(_) => f.write_str("Function"),
            Type::Map(key, value) => write!(
                f,
                "Map<{}, {}>",
                self.table.display(*key),
                self.table.display(*value)
            ),
            Type::Set(element) => write!(f, "Set<{}>", self.table.display(*element)),
            Type::Record(value) => write!(f, "Record<string, {}>", self.table.display(*value)),
            Type::Key(name) => write!(f, "\"{name}\""),
            Type::TypedArray(kind) => f.write_str(kind.name()),
            Type::Promise(value) => write!(f, "Promise<{}>", self.table.display(*value)),
            Type::Generator(yielded, returned, next) => write!(
                f,
                "Generator<{}, {}, {}>",
                self.table.display(*yielded),
                self.table.display(*returned),
                self.table.display(*next)
            ),
            Type::AsyncGenerator(yielded, returned, next) => write!(
                f,
                "AsyncGenerator<{}, {}, {}>",
                self.table.display(*yielded),
                self.table.display(*returned),
                self.table.display(*next)
            ),
            Type::Tuple(elements) => {
                f.write_str("[")?;
                for (index, element) in elements.iter().enumerate() {
                    if index > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{}", self.table.display(*element))?;
                }
                f.write_str("]")
            }
            Type::OpenTuple(tuple) => {
                f.write_str("[")?;
                for (index, element) in tuple.positions.iter().enumerate() {
                    if index > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "{}", self.table.display(*element))?;
                    if index >= tuple.required {
                        f.write_str("?")?;
                    }
                }
                if let Some(rest) = tuple.rest {
                    if !tuple.positions.is_empty() {
                        f.write_str(", ")?;
                    }
                    write!(f, "...{}[]", self.table.display(rest))?;
                }
                f.write_str("]")
            }
            Type::Object(_) => {
                let Some(shape) = self.table.object(self.id) else {
                    return Ok(());
                };
                if let Some(name) = &shape.name {
                    return f.write_str(name);
                }
                if shape.properties.is_empty() {
                    return f.write_str("{}");
                }
                // An object literal whose method returns `this` contains
                // itself: shown once, then as `{ ... }`.
                let entered = DISPLAYING.with_borrow_mut(|shown| {
                    if shown.contains(&self.id) {
                        false
                    } else {
                        shown.push(self.id);
                        true
                    }
                });
                if !entered {
                    return f.write_str("{ ... }");
                }
                let mut written = f.write_str("{ ");
                for property in &shape.properties {
                    if written.is_err() {
                        break;
                    }
                    if property.readonly {
                        written = f.write_str("readonly ");
                    }
                    // A symbol-keyed property as `[Symbol.iterator]`.
                    let name = crate::check::symbol_key_function_name(&property.name)
                        .unwrap_or_else(|| property.name.clone());
                    written = written
                        .and_then(|()| write!(f, "{name}: {}; ", self.table.display(property.ty)));
                }
                DISPLAYING.with_borrow_mut(|shown| shown.retain(|&id| id != self.id));
                written.and_then(|()| f.write_str("}"))
            }
            Type::Null => f.write_str("null"),
            Type::Nullable(inner) => write!(f, "{} | null", self.table.display(*inner)),
            Type::Function(function) => {
                f.write_str("(")?;
                for (index, parameter) in function.parameters.iter().enumerate() {
                    if index > 0 {
                        f.write_str(", ")?;
                    }
                    let last = index + 1 == function.parameters.len();
                    let mark = if index + function.optional >= function.parameters.len() {
                        "?"
                    } else {
                        ""
                    };
                    let dots = if function.rest && last { "..." } else { "" };
                    write!(
                        f,
                        "{dots}p{index}{mark}: {}",
                        self.table.display(*parameter)
                    )?;
                }
                write!(f, ") => {}", self.table.display(function.result))
            }
        }
    }
}
