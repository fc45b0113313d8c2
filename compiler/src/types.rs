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
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct FunctionType {
    pub parameters: Vec<TypeId>,
    pub result: TypeId,
}

/// Owns every type of a compilation.
pub struct TypeTable {
    types: Vec<Type>,
    ids: HashMap<Type, TypeId>,
}

impl Default for TypeTable {
    fn default() -> Self {
        let mut table = TypeTable {
            types: Vec::new(),
            ids: HashMap::new(),
        };
        for (ty, id) in [
            (Type::Number, TypeId::NUMBER),
            (Type::Boolean, TypeId::BOOLEAN),
            (Type::String, TypeId::STRING),
            (Type::Void, TypeId::VOID),
            (Type::Undefined, TypeId::UNDEFINED),
            (Type::Never, TypeId::NEVER),
            (Type::Null, TypeId::NULL),
        ] {
            let interned = table.intern(ty);
            debug_assert_eq!(interned, id);
        }
        table
    }
}

impl TypeTable {
    pub fn intern(&mut self, ty: Type) -> TypeId {
        if let Some(&id) = self.ids.get(&ty) {
            return id;
        }
        let id = TypeId(self.types.len() as u32);
        self.types.push(ty.clone());
        self.ids.insert(ty, id);
        id
    }

    /// The id of an already interned type.
    pub fn lookup(&self, ty: &Type) -> Option<TypeId> {
        self.ids.get(ty).copied()
    }

    pub fn get(&self, id: TypeId) -> &Type {
        &self.types[id.index()]
    }

    /// `T` for `T | null`.
    pub fn non_null(&self, id: TypeId) -> Option<TypeId> {
        match self.get(id) {
            Type::Nullable(inner) => Some(*inner),
            _ => None,
        }
    }

    /// The class of an instance type.
    pub fn class(&self, id: TypeId) -> Option<ClassId> {
        match self.get(id) {
            Type::Class { id, .. } => Some(*id),
            _ => None,
        }
    }

    /// The element type of an array type.
    pub fn element(&self, id: TypeId) -> Option<TypeId> {
        match self.get(id) {
            Type::Array(element) => Some(*element),
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

impl fmt::Display for TypeDisplay<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.table.get(self.id) {
            Type::Number => f.write_str("number"),
            Type::Boolean => f.write_str("boolean"),
            Type::String => f.write_str("string"),
            Type::Void => f.write_str("void"),
            Type::Undefined => f.write_str("undefined"),
            Type::Never => f.write_str("never"),
            Type::Array(element) => {
                let element_text = self.table.display(*element).to_string();
                if matches!(self.table.get(*element), Type::Function(_)) {
                    write!(f, "({element_text})[]")
                } else {
                    write!(f, "{element_text}[]")
                }
            }
            Type::Class { name, .. } => f.write_str(name),
            Type::Null => f.write_str("null"),
            Type::Nullable(inner) => write!(f, "{} | null", self.table.display(*inner)),
            Type::Function(function) => {
                f.write_str("(")?;
                for (index, parameter) in function.parameters.iter().enumerate() {
                    if index > 0 {
                        f.write_str(", ")?;
                    }
                    write!(f, "p{index}: {}", self.table.display(*parameter))?;
                }
                write!(f, ") => {}", self.table.display(function.result))
            }
        }
    }
}
