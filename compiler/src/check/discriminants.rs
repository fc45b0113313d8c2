//! Discriminated unions: `type Token = { kind: "num"; value: number } |
//! { kind: "op"; value: string }` narrowed by `t.kind === "num"`,
//! `t.kind !== "op"` and `switch (t.kind) { case "num": ... }`.
//!
//! A union of object types is one merged object type (see
//! `merge_object_types`); its members are remembered beside it, with the
//! literal types their properties are declared with (the checker's types
//! widen literals to their primitives). A test of a property against a
//! literal keeps the members whose property can hold it, and the variable
//! is read as that member (or as the merge of those members) where the
//! test holds. Every member and merge is an object type read by name
//! through inline caches, so a narrowing changes no representation; a
//! field whose object was made boxed (through the merged type) and is
//! read as one member's scalar goes through the runtime (its
//! `boxed_member`).

use swc_ecma_ast as ast;

use super::Checker;
use super::flow::Fact;
use super::scope::{Binding, NarrowKey};
use crate::types::{Type, TypeId};

/// The literal values a property is declared with, each as a key:
/// `s:` and the text for a string, `n:` and the number as a property key
/// would have it, `b:true`, `b:false`.
pub(crate) type Literals = Vec<String>;

/// An object type's properties declared with literal types.
pub(crate) type Discriminants = Vec<(String, Literals)>;

impl<'a> Checker<'a> {
    /// The literal values of a property's type annotation (`"a"`, `1`,
    /// `true`, `E.Member`, or a union of them); empty for any other type.
    pub(crate) fn annotation_literals(&self, annotation: &ast::TsType) -> Literals {
        match annotation {
            ast::TsType::TsLitType(literal) => match &literal.lit {
                ast::TsLit::Str(text) => vec![format!("s:{}", text.value.to_string_lossy())],
                ast::TsLit::Number(number) => vec![number_literal(number.value)],
                ast::TsLit::Bool(flag) => vec![format!("b:{}", flag.value)],
                _ => Vec::new(),
            },
            ast::TsType::TsTypeRef(reference) if reference.type_params.is_none() => {
                match &reference.type_name {
                    ast::TsEntityName::TsQualifiedName(qualified) => self
                        .enum_member_literal(&qualified.left, qualified.right.sym.as_str())
                        .into_iter()
                        .collect(),
                    ast::TsEntityName::Ident(_) => Vec::new(),
                }
            }
            ast::TsType::TsParenthesizedType(inner) => self.annotation_literals(&inner.type_ann),
            ast::TsType::TsUnionOrIntersectionType(
                ast::TsUnionOrIntersectionType::TsUnionType(union),
            ) => {
                let mut literals = Vec::new();
                for member in &union.types {
                    let some = self.annotation_literals(member);
                    if some.is_empty() {
                        return Vec::new();
                    }
                    literals.extend(some);
                }
                literals
            }
            _ => Vec::new(),
        }
    }

    /// The literal values of a class field's type: its annotation's, or
    /// its initializer's when tsc gives the field the literal's own type
    /// (a `readonly` field, or a value written `as const`).
    pub(crate) fn field_literals(&self, property: &ast::ClassProp) -> Literals {
        if let Some(annotation) = &property.type_ann {
            return self.annotation_literals(&annotation.type_ann);
        }
        match property.value.as_deref().map(ast::Expr::unwrap_parens) {
            Some(ast::Expr::TsConstAssertion(constant)) => self
                .expression_literal(&constant.expr)
                .into_iter()
                .collect(),
            Some(value) if property.readonly => {
                self.expression_literal(value).into_iter().collect()
            }
            _ => Vec::new(),
        }
    }

    /// The literal key of enum `entity`'s member `member`.
    fn enum_member_literal(&self, entity: &ast::TsEntityName, member: &str) -> Option<String> {
        self.enum_literal_of(self.entity_enum(entity)?, member)
    }

    /// The literal key of member `member` of the enum `id`.
    fn enum_literal_of(&self, id: u32, member: &str) -> Option<String> {
        let (_, value) = self.enums[id as usize]
            .members
            .iter()
            .find(|(name, _)| name == member)?;
        Some(enum_literal(value))
    }

    /// The literal key of a value a property is compared with: a literal,
    /// or an enum member.
    fn expression_literal(&self, expression: &ast::Expr) -> Option<String> {
        match expression {
            ast::Expr::Paren(inner) => self.expression_literal(&inner.expr),
            ast::Expr::Lit(ast::Lit::Str(text)) => {
                Some(format!("s:{}", text.value.to_string_lossy()))
            }
            ast::Expr::Lit(ast::Lit::Num(number)) => Some(number_literal(number.value)),
            ast::Expr::Lit(ast::Lit::Bool(flag)) => Some(format!("b:{}", flag.value)),
            ast::Expr::Tpl(template) if template.exprs.is_empty() => {
                let text = template.quasis.first()?.cooked.as_ref()?;
                Some(format!("s:{}", text.to_string_lossy()))
            }
            ast::Expr::Member(member) => {
                let (ast::Expr::Ident(name), ast::MemberProp::Ident(property)) =
                    (&*member.obj, &member.prop)
                else {
                    return None;
                };
                let Some(Binding::Enum(id)) = self.lookup(name.sym.as_str()) else {
                    return None;
                };
                self.enum_literal_of(id, property.sym.as_str())
            }
            _ => None,
        }
    }

    /// The members `merge_object_types` merges: merged unions stand for
    /// their members.
    pub(crate) fn flat_object_members(&self, members: &[TypeId]) -> Vec<TypeId> {
        let mut flat: Vec<TypeId> = Vec::new();
        for &member in members {
            match self.merged_members.get(&member) {
                Some(inner) => {
                    for &inner in inner {
                        if !flat.contains(&inner) {
                            flat.push(inner);
                        }
                    }
                }
                None if !flat.contains(&member) => flat.push(member),
                None => {}
            }
        }
        flat
    }

    /// Whether one of these object types declares a property with a
    /// literal type (so unions of them are told apart by it).
    pub(crate) fn has_discriminants(&self, members: &[TypeId]) -> bool {
        members
            .iter()
            .any(|member| self.discriminants.contains_key(member))
    }

    /// Whether `narrowed` is what a discriminant test left of `declared`
    /// (a merged union, or `null` beside one): one member, a merge of
    /// some, or `never`.
    pub(crate) fn is_union_narrowing(&self, declared: TypeId, narrowed: TypeId) -> bool {
        let declared_base = self.types.non_null(declared);
        let Some(members) = self.merged_members.get(&declared_base.unwrap_or(declared)) else {
            return false;
        };
        let narrowed_base = self.types.non_null(narrowed);
        // `null` is not one of a union's objects.
        if narrowed_base.is_some() && declared_base.is_none() {
            return false;
        }
        let narrowed = narrowed_base.unwrap_or(narrowed);
        let narrowed = self.class_views.get(&narrowed).copied().unwrap_or(narrowed);
        narrowed == TypeId::NEVER
            || members.contains(&narrowed)
            || self
                .merged_members
                .get(&narrowed)
                .is_some_and(|kept| kept.iter().all(|member| members.contains(member)))
    }

    /// Whether `from`, an object type, fits one member of the
    /// discriminated union `to` (an object literal made as that member).
    pub(crate) fn fits_union_member(&self, from: TypeId, to: TypeId) -> bool {
        if !matches!(self.types.get(from), Type::Object(_)) {
            return false;
        }
        let to = self.types.non_null(to).unwrap_or(to);
        let Some(members) = self.merged_members.get(&to) else {
            return false;
        };
        members
            .iter()
            .any(|&member| self.is_structurally_assignable(from, member, &mut Vec::new()))
    }

    /// The members of `members` (a merged union's) whose values may pass a
    /// test of `property` against `literal` (`positive`) or fail it.
    fn kept_members(
        &self,
        members: &[TypeId],
        property: &str,
        literals: &[String],
        positive: bool,
    ) -> Vec<TypeId> {
        members
            .iter()
            .copied()
            .filter(|member| {
                let declared = self.discriminants.get(member).and_then(|properties| {
                    properties
                        .iter()
                        .find(|(name, _)| name == property)
                        .map(|(_, values)| values)
                });
                match declared {
                    // A property of another type may hold anything.
                    None => true,
                    Some(values) if positive => values.iter().any(|v| literals.contains(v)),
                    Some(values) => !values.iter().all(|v| literals.contains(v)),
                }
            })
            .collect()
    }

    /// The type a merged union narrows to when only `kept` of its members
    /// remain: `never` for none, the member for one, their merge else.
    pub(crate) fn narrowed_union(&mut self, kept: &[TypeId]) -> Option<TypeId> {
        match kept {
            [] => Some(TypeId::NEVER),
            [only] => Some(*only),
            several => self.merge_object_types(several, None),
        }
    }

    /// A variable (not a property) named by `expression`, with the merged
    /// union it holds now and whether it may also be `null`.
    fn discriminated_variable(
        &mut self,
        expression: &'a ast::Expr,
    ) -> Option<(NarrowKey, Vec<TypeId>, bool)> {
        let (key, declared) = match expression.unwrap_parens() {
            ast::Expr::Ident(name) => self.variable_key(name.sym.as_str())?,
            // `this.state`, `x.f`: a property of a variable.
            ast::Expr::Member(member) => self.member_key(member)?,
            _ => return None,
        };
        self.discriminated(key, declared)
    }

    /// What `discriminated_variable` finds for a key of `declared` type.
    fn discriminated(
        &mut self,
        key: NarrowKey,
        declared: TypeId,
    ) -> Option<(NarrowKey, Vec<TypeId>, bool)> {
        let current = self.current_type(&key, declared);
        let (base, nullable) = match self.types.get(current) {
            Type::Nullable(inner) => (*inner, true),
            _ => (current, false),
        };
        let members = match self.merged_members.get(&base) {
            Some(members) => members.clone(),
            // Narrowed to one member already.
            None if self.discriminants.contains_key(&base) => vec![base],
            None => return None,
        };
        Some((key, members, nullable))
    }

    /// `x.kind === "num"` (or `==`, `!==`, `!=`, either way round) where
    /// `x` holds a union of object types told apart by `kind`: `x` as the
    /// members the outcome (`positive`: the values are equal) leaves.
    pub(crate) fn discriminant_narrowing(
        &mut self,
        binary: &'a ast::BinExpr,
        positive: bool,
    ) -> Option<Fact> {
        let (member, literal) = match (binary.left.unwrap_parens(), binary.right.unwrap_parens()) {
            (ast::Expr::Member(member), other) | (other, ast::Expr::Member(member))
                if self.expression_literal(other).is_some() =>
            {
                (member, self.expression_literal(other)?)
            }
            _ => return None,
        };
        let property = member_name(member)?;
        let (key, members, nullable) = self.discriminated_variable(&member.obj)?;
        let kept = self.kept_members(&members, &property, &[literal], positive);
        if kept.len() == members.len() {
            return None;
        }
        let narrowed = self.narrowed_union(&kept)?;
        let narrowed = self.narrowed_for(&key, narrowed);
        // A value that passed a test of its property is not null; one that
        // failed it may be (`x?.kind !== "a"`).
        let narrowed = if nullable && !positive && narrowed != TypeId::NEVER {
            self.types.intern(Type::Nullable(narrowed))
        } else {
            narrowed
        };
        Some((key, narrowed))
    }

    /// The one member of the discriminated union `expected` (or `null`
    /// beside one) that an object literal's literal-valued properties
    /// select.
    pub(crate) fn literal_member(
        &self,
        literal: &ast::ObjectLit,
        expected: TypeId,
    ) -> Option<TypeId> {
        let base = self.types.non_null(expected).unwrap_or(expected);
        // (An object literal is never a class's instance.)
        let mut kept: Vec<TypeId> = self
            .merged_members
            .get(&base)?
            .iter()
            .copied()
            .filter(|&member| self.types.class(member).is_none())
            .collect();
        for property in &literal.props {
            let ast::PropOrSpread::Prop(property) = property else {
                continue;
            };
            let ast::Prop::KeyValue(pair) = &**property else {
                continue;
            };
            let name = match &pair.key {
                ast::PropName::Ident(name) => name.sym.to_string(),
                ast::PropName::Str(text) => text.value.to_string_lossy().to_string(),
                _ => continue,
            };
            if let Some(value) = self.expression_literal(&pair.value) {
                kept = self.kept_members(&kept, &name, &[value], true);
            }
        }
        match kept.as_slice() {
            [only] => Some(*only),
            _ => None,
        }
    }

    /// `"radius" in x` where `x` holds a discriminated union: `x` as the
    /// members that declare `radius` (when it holds) or that need not
    /// have it (when it does not).
    pub(crate) fn property_in_narrowing(
        &mut self,
        binary: &'a ast::BinExpr,
        truthy: bool,
    ) -> Option<Fact> {
        let ast::Expr::Lit(ast::Lit::Str(name)) = binary.left.unwrap_parens() else {
            return None;
        };
        let property = name.value.to_string_lossy().to_string();
        let (key, members, nullable) = self.discriminated_variable(&binary.right)?;
        if nullable {
            return None;
        }
        let kept: Vec<TypeId> = members
            .iter()
            .copied()
            .filter(|&member| {
                let declared = self
                    .types
                    .object(member)
                    .and_then(|shape| shape.properties.iter().find(|p| p.name == property));
                match declared {
                    Some(declared) => truthy || declared.optional,
                    None => !truthy,
                }
            })
            .collect();
        if kept.len() == members.len() {
            return None;
        }
        let narrowed = self.narrowed_union(&kept)?;
        let narrowed = self.narrowed_for(&key, narrowed);
        Some((key, narrowed))
    }

    /// What a key narrowed to `ty` is read as: a property (`this.shape`),
    /// which a call may change behind the narrowing, is never read as a
    /// class, whose fields are read at fixed places, but as an object type
    /// with the class's properties (read by name, with checks).
    fn narrowed_for(&mut self, key: &NarrowKey, ty: TypeId) -> TypeId {
        if key.1.is_none() || self.types.class(ty).is_none() {
            return ty;
        }
        let properties = self.properties_of(ty);
        let view = self.types.object_type(properties);
        self.class_views.insert(view, ty);
        view
    }

    /// `switch (x.kind) { case "num": ... }` where `x` holds a union of
    /// object types told apart by `kind`: per case, what its body may take
    /// `x` to be (nothing where a non-empty case above falls through into
    /// it), and whether the cases cover every member (so no value passes
    /// the switch without entering a case).
    pub(crate) fn discriminant_switch_narrowings(
        &mut self,
        switch: &'a ast::SwitchStmt,
    ) -> Option<(Vec<Option<Fact>>, bool)> {
        let ast::Expr::Member(member) = switch.discriminant.unwrap_parens() else {
            return None;
        };
        let property = member_name(member)?;
        let (key, members, _) = self.discriminated_variable(&member.obj)?;
        let mut tested: Vec<String> = Vec::new();
        for case in &switch.cases {
            if let Some(test) = &case.test {
                tested.push(self.expression_literal(test)?);
            }
        }
        let mut result = Vec::new();
        // The literals reaching the next body through empty cases, or
        // `None` when a body falls through into it.
        let mut reaching: Option<Vec<String>> = Some(Vec::new());
        let mut default_reaches = false;
        for case in &switch.cases {
            match &case.test {
                Some(test) => {
                    if let (Some(literals), Some(literal)) =
                        (reaching.as_mut(), self.expression_literal(test))
                    {
                        literals.push(literal);
                    }
                }
                None => default_reaches = true,
            }
            let fact = match &reaching {
                Some(literals) => {
                    let mut kept = self.kept_members(&members, &property, literals, true);
                    if default_reaches {
                        for other in self.kept_members(&members, &property, &tested, false) {
                            if !kept.contains(&other) {
                                kept.push(other);
                            }
                        }
                    }
                    // In the members' order.
                    let kept: Vec<TypeId> = members
                        .iter()
                        .copied()
                        .filter(|member| kept.contains(member))
                        .collect();
                    (kept.len() < members.len())
                        .then(|| self.narrowed_union(&kept))
                        .flatten()
                        .map(|ty| (key.clone(), self.narrowed_for(&key, ty)))
                }
                None => None,
            };
            result.push(fact);
            if case.cons.is_empty() {
                continue;
            }
            reaching = case_ends(&case.cons).then(Vec::new);
            default_reaches = false;
        }
        let covered = self
            .kept_members(&members, &property, &tested, false)
            .is_empty();
        Some((result, covered))
    }
}

/// Whether a switch case's body cannot fall through into the next case:
/// it ends in `return`, `throw`, `break` or `continue`, or in a block or
/// an `if`/`else` or `try` whose every way ends so. (A nested switch or
/// loop is taken to fall through.)
pub(crate) fn case_ends(statements: &[ast::Stmt]) -> bool {
    statements.iter().any(statement_ends)
}

fn statement_ends(statement: &ast::Stmt) -> bool {
    match statement {
        ast::Stmt::Return(_) | ast::Stmt::Throw(_) | ast::Stmt::Break(_) => true,
        ast::Stmt::Continue(_) => true,
        ast::Stmt::Block(block) => case_ends(&block.stmts),
        ast::Stmt::If(statement) => {
            statement_ends(&statement.cons) && statement.alt.as_deref().is_some_and(statement_ends)
        }
        ast::Stmt::Try(statement) => {
            statement
                .finalizer
                .as_ref()
                .is_some_and(|block| case_ends(&block.stmts))
                || (case_ends(&statement.block.stmts)
                    && statement
                        .handler
                        .as_ref()
                        .is_none_or(|handler| case_ends(&handler.body.stmts)))
        }
        _ => false,
    }
}

/// The property a member expression names, when written as a name.
fn member_name(member: &ast::MemberExpr) -> Option<String> {
    match &member.prop {
        ast::MemberProp::Ident(name) => Some(name.sym.to_string()),
        ast::MemberProp::Computed(computed) => match &*computed.expr {
            ast::Expr::Lit(ast::Lit::Str(text)) => Some(text.value.to_string_lossy().to_string()),
            _ => None,
        },
        ast::MemberProp::PrivateName(_) => None,
    }
}

fn number_literal(value: f64) -> String {
    format!("n:{}", super::objects::number_key(value))
}

fn enum_literal(value: &super::enums::EnumValue) -> String {
    match value {
        super::enums::EnumValue::Number(number) => number_literal(*number),
        super::enums::EnumValue::String(units) => {
            format!("s:{}", String::from_utf16_lossy(units))
        }
    }
}
