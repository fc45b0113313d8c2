//! Enums: numeric (auto-incremented or initialized), string and mixed
//! enums whose members are compile-time constants. A member read is its
//! constant; the enum as a type is its members' primitive type, or
//! `number | string` for a mixed one (tsc has checked which values flow
//! where). Where the program uses an enum as a value (`console.log(E)`,
//! `f(E)`, `E[key]` with a string key), the enum object JavaScript makes
//! (`{ '0': 'A', A: 0 }`) is made once, where the declaration runs, as a
//! dictionary held by a hidden global.

use std::collections::HashSet;

use swc_ecma_ast as ast;
use swc_ecma_visit::{Visit, VisitWith};

use super::Checker;
use super::scope::Binding;
use crate::diagnostics::{Code, Diagnostic, Span};
use crate::hir::{Expression, ExpressionKind};
use crate::types::TypeId;

/// A member's constant value.
#[derive(Clone, Debug)]
pub(crate) enum EnumValue {
    Number(f64),
    String(Vec<u16>),
}

pub(crate) struct EnumSlot {
    pub name: String,
    pub members: Vec<(String, EnumValue)>,
    /// `number`, `string`, or their union.
    pub ty: TypeId,
    /// Where it is declared (the declaration's first byte).
    pub at: u32,
    /// The global holding the enum object, when the program uses the enum
    /// as a value.
    pub object: Option<crate::hir::GlobalId>,
}

impl<'a> Checker<'a> {
    /// `enum E { ... }` at the top level: its members are evaluated at once,
    /// in order, so later members and later enums may refer to them.
    pub(crate) fn declare_enum(&mut self, declaration: &'a ast::TsEnumDecl) {
        let span = self.span(declaration.id.span);
        if let Some(id) = self.add_enum(declaration) {
            let name = declaration.id.sym.to_string();
            self.bind_top_level(name, Binding::Enum(id), span);
        }
    }

    /// `enum E { ... }` in a block or function that cannot be the
    /// module's (its name is taken there, or the function declares two):
    /// bound in its block, its object (if the program uses one) made
    /// again each time the declaration runs, as JavaScript does.
    pub(crate) fn declare_local_enum(
        &mut self,
        declaration: &'a ast::TsEnumDecl,
        out: &mut Vec<crate::hir::Statement>,
    ) {
        if let Some(id) = self.add_enum(declaration) {
            self.current
                .bind(declaration.id.sym.as_str(), Binding::Enum(id));
            self.check_enum_statement(declaration, out);
        }
    }

    /// The enum's slot, its members evaluated; `None` (with a diagnostic)
    /// when one cannot be.
    fn add_enum(&mut self, declaration: &'a ast::TsEnumDecl) -> Option<u32> {
        let name = declaration.id.sym.to_string();
        let id = self.enums.len() as u32;
        self.enums.push(EnumSlot {
            name: name.clone(),
            members: Vec::new(),
            ty: TypeId::NUMBER,
            at: declaration.span.lo.0,
            object: None,
        });
        let mut next = Some(0.0);
        let (mut numbers, mut strings) = (0, 0);
        for member in &declaration.members {
            let member_span = self.span(member.span);
            let member_name = match &member.id {
                ast::TsEnumMemberId::Ident(ident) => ident.sym.to_string(),
                ast::TsEnumMemberId::Str(text) => text.value.to_string_lossy().into_owned(),
            };
            let value = match &member.init {
                Some(init) => match self.enum_constant(id as usize, init) {
                    Some(value) => value,
                    None => {
                        self.error(Diagnostic::unsupported(
                            member_span,
                            "an enum member whose value is not a constant expression",
                        ));
                        return None;
                    }
                },
                None => match next {
                    Some(value) => EnumValue::Number(value),
                    None => {
                        self.error(Diagnostic::new(
                            Code::AnnotationNeeded,
                            member_span,
                            "Enum member must have initializer.",
                        ));
                        return None;
                    }
                },
            };
            match &value {
                EnumValue::Number(value) => {
                    numbers += 1;
                    next = Some(value + 1.0);
                }
                EnumValue::String(_) => {
                    strings += 1;
                    next = None;
                }
            }
            let slot = &mut self.enums[id as usize];
            if slot
                .members
                .iter()
                .any(|(existing, _)| *existing == member_name)
            {
                self.error(Diagnostic::new(
                    Code::DuplicateDeclaration,
                    member_span,
                    format!("Duplicate identifier '{member_name}'."),
                ));
                return None;
            }
            slot.members.push((member_name, value));
        }
        self.enums[id as usize].ty = match (numbers > 0, strings > 0) {
            (true, true) => self
                .union_of(&[TypeId::NUMBER, TypeId::STRING])
                .unwrap_or(TypeId::ANY),
            (false, true) => TypeId::STRING,
            _ => TypeId::NUMBER,
        };
        if self.value_names().contains(&name) {
            let ty = Some(TypeId::ANY);
            let global = self.add_global(format!("{name}.[[enum]]"), ty, false);
            self.enums[id as usize].object = Some(global);
        }
        Some(id)
    }

    /// Evaluating an enum declaration: its object made, when the program
    /// uses it as a value.
    pub(crate) fn check_enum_statement(
        &mut self,
        declaration: &ast::TsEnumDecl,
        out: &mut Vec<crate::hir::Statement>,
    ) {
        let Some(slot) = self
            .enums
            .iter()
            .find(|slot| slot.at == declaration.span.lo.0)
        else {
            return;
        };
        let Some(global) = slot.object else {
            return;
        };
        // `E[E["A"] = 0] = "A"` for a number, `E["B"] = "b"` for a string:
        // a later key replaces the value and keeps its place.
        let key = |text: String| {
            ast::PropName::Str(ast::Str {
                span: declaration.span,
                value: text.into(),
                raw: None,
            })
        };
        let mut props = Vec::new();
        let mut put = |name: String, value: ast::Expr| {
            props.push(ast::PropOrSpread::Prop(Box::new(ast::Prop::KeyValue(
                ast::KeyValueProp {
                    key: key(name),
                    value: Box::new(value),
                },
            ))));
        };
        let text = |units: &[u16]| {
            ast::Expr::Lit(ast::Lit::Str(ast::Str {
                span: declaration.span,
                value: String::from_utf16_lossy(units).into(),
                raw: None,
            }))
        };
        for (name, value) in &slot.members {
            match value {
                EnumValue::Number(number) => {
                    put(
                        name.clone(),
                        ast::Expr::Lit(ast::Lit::Num(ast::Number {
                            span: declaration.span,
                            value: *number,
                            raw: None,
                        })),
                    );
                    let units: Vec<u16> = name.encode_utf16().collect();
                    put(super::objects::number_key(*number), text(&units));
                }
                EnumValue::String(units) => put(name.clone(), text(units)),
            }
        }
        // Leaked: the checker borrows syntax for the whole compilation.
        let object: &'a ast::Expr = Box::leak(Box::new(ast::Expr::Object(ast::ObjectLit {
            span: declaration.span,
            props,
        })));
        let value = self.check_expecting(object, Some(TypeId::ANY));
        let value = self.represent_as(value, TypeId::ANY);
        self.globals[global.index()].declared = true;
        out.push(crate::hir::Statement::InitGlobal { global, value });
    }

    /// The enum object of enum `id`, an `any`; `None` (with a diagnostic)
    /// when it is read before its declaration has run.
    pub(crate) fn enum_object(&mut self, id: u32, name: &str, span: Span) -> Option<Expression> {
        let Some(global) = self.enums[id as usize].object else {
            // Every name read as a value has an object; only a use the scan
            // could not see (none is known) reaches here.
            self.error(Diagnostic::unsupported(span, "an enum used as a value"));
            return None;
        };
        self.global_type(global, name, span)?;
        Some(Expression {
            kind: ExpressionKind::Variable(crate::hir::Variable::Global(global)),
            ty: TypeId::ANY,
            span,
        })
    }

    /// The names the program's modules read as values anywhere (not as a
    /// member's object, `E.A`, nor in types): an enum among them needs its
    /// object. Shadowing is not followed, so a use of another binding of
    /// the name counts too, which only makes an object no one reads.
    fn value_names(&mut self) -> &HashSet<String> {
        if self.enum_value_names.is_none() {
            #[derive(Default)]
            struct Names(HashSet<String>);
            impl Visit for Names {
                fn visit_expr(&mut self, expression: &ast::Expr) {
                    if let ast::Expr::Ident(name) = expression {
                        self.0.insert(name.sym.to_string());
                    }
                    expression.visit_children_with(self);
                }
                fn visit_member_expr(&mut self, member: &ast::MemberExpr) {
                    match (&*member.obj, &member.prop) {
                        // `E[value]`: the reverse mapping of a number is a
                        // constant; any other key reads the object.
                        (ast::Expr::Ident(_), ast::MemberProp::Computed(_)) => {
                            member.obj.visit_with(self)
                        }
                        (ast::Expr::Ident(_), _) => {}
                        _ => member.obj.visit_with(self),
                    }
                    member.prop.visit_with(self);
                }
                fn visit_prop(&mut self, property: &ast::Prop) {
                    if let ast::Prop::Shorthand(name) = property {
                        self.0.insert(name.sym.to_string());
                    }
                    property.visit_children_with(self);
                }
            }
            let mut names = Names::default();
            for scope in &self.scopes {
                for statement in scope.statements {
                    statement.visit_with(&mut names);
                }
            }
            // `import { E as F }`: a use of `F` is one of `E`.
            let mut aliased = Vec::new();
            for scope in &self.scopes {
                for (local, import) in &scope.imports {
                    if let crate::modules::Imported::Named(imported) = &import.imported
                        && names.0.contains(local)
                    {
                        aliased.push(imported.clone());
                    }
                }
            }
            names.0.extend(aliased);
            self.enum_value_names = Some(names.0);
        }
        self.enum_value_names.as_ref().expect("filled above")
    }

    /// A constant initializer: literals, earlier members (bare or
    /// qualified), members of earlier enums, and arithmetic on them.
    fn enum_constant(&self, current: usize, expression: &ast::Expr) -> Option<EnumValue> {
        let number = |value: &ast::Expr| match self.enum_constant(current, value)? {
            EnumValue::Number(value) => Some(value),
            EnumValue::String(_) => None,
        };
        match expression {
            ast::Expr::Lit(ast::Lit::Num(value)) => Some(EnumValue::Number(value.value)),
            ast::Expr::Lit(ast::Lit::Str(value)) => Some(EnumValue::String(
                value.value.to_string_lossy().encode_utf16().collect(),
            )),
            ast::Expr::Tpl(template) if template.exprs.is_empty() => {
                let cooked = template.quasis.first()?.cooked.as_ref()?;
                Some(EnumValue::String(
                    cooked.to_string_lossy().encode_utf16().collect(),
                ))
            }
            ast::Expr::Paren(inner) => self.enum_constant(current, &inner.expr),
            ast::Expr::Unary(unary) => {
                let value = number(&unary.arg)?;
                Some(EnumValue::Number(match unary.op {
                    ast::UnaryOp::Minus => -value,
                    ast::UnaryOp::Plus => value,
                    ast::UnaryOp::Tilde => f64::from(!to_int32(value)),
                    _ => return None,
                }))
            }
            ast::Expr::Bin(binary) => {
                if binary.op == ast::BinaryOp::Add
                    && let (Some(EnumValue::String(left)), Some(EnumValue::String(right))) = (
                        self.enum_constant(current, &binary.left),
                        self.enum_constant(current, &binary.right),
                    )
                {
                    return Some(EnumValue::String([left, right].concat()));
                }
                let (left, right) = (number(&binary.left)?, number(&binary.right)?);
                let shift = (to_int32(right) as u32) & 31;
                Some(EnumValue::Number(match binary.op {
                    ast::BinaryOp::Add => left + right,
                    ast::BinaryOp::Sub => left - right,
                    ast::BinaryOp::Mul => left * right,
                    ast::BinaryOp::Div => left / right,
                    ast::BinaryOp::Mod => left % right,
                    ast::BinaryOp::BitOr => f64::from(to_int32(left) | to_int32(right)),
                    ast::BinaryOp::BitAnd => f64::from(to_int32(left) & to_int32(right)),
                    ast::BinaryOp::BitXor => f64::from(to_int32(left) ^ to_int32(right)),
                    ast::BinaryOp::LShift => f64::from(to_int32(left).wrapping_shl(shift)),
                    ast::BinaryOp::RShift => f64::from(to_int32(left) >> shift),
                    ast::BinaryOp::ZeroFillRShift => f64::from((to_int32(left) as u32) >> shift),
                    _ => return None,
                }))
            }
            ast::Expr::Ident(name) => self.enums[current]
                .members
                .iter()
                .find(|(member, _)| member == name.sym.as_str())
                .map(|(_, value)| value.clone()),
            ast::Expr::Member(member) => {
                let ast::MemberProp::Ident(property) = &member.prop else {
                    return None;
                };
                let slot = match &*member.obj {
                    ast::Expr::Ident(object) if object.sym == self.enums[current].name => {
                        &self.enums[current]
                    }
                    object => &self.enums[self.enum_named(object)? as usize],
                };
                slot.members
                    .iter()
                    .find(|(name, _)| name == property.sym.as_str())
                    .map(|(_, value)| value.clone())
            }
            _ => None,
        }
    }

    /// The enum `object` names: `E`, or `N.E` for an enum a namespace
    /// exports.
    pub(crate) fn enum_named(&self, object: &ast::Expr) -> Option<u32> {
        let binding = match object {
            ast::Expr::Ident(name) => self.lookup(name.sym.as_str()),
            ast::Expr::Member(ast::MemberExpr {
                obj,
                prop: ast::MemberProp::Ident(property),
                ..
            }) => {
                let target = self.namespace_member(obj, property.sym.as_str())?;
                self.target_binding(&target)
            }
            _ => None,
        };
        match binding {
            Some(Binding::Enum(id)) => Some(id),
            _ => None,
        }
    }

    /// The enum an entity name in a type names: `E`, `N.E`.
    pub(crate) fn entity_enum(&self, entity: &ast::TsEntityName) -> Option<u32> {
        let binding = match entity {
            ast::TsEntityName::Ident(name) => self.lookup(name.sym.as_str()),
            ast::TsEntityName::TsQualifiedName(qualified) => {
                let namespace = self.entity_namespace(&qualified.left)?;
                let top_level = self.namespace_export(&namespace, qualified.right.sym.as_str())?;
                self.scopes[namespace.0].top_level.get(&top_level).copied()
            }
        };
        match binding {
            Some(Binding::Enum(id)) => Some(id),
            _ => None,
        }
    }

    /// `E.Member` as a value: its constant. `None` when the object is not an
    /// enum.
    pub(crate) fn check_enum_member(
        &mut self,
        member: &'a ast::MemberExpr,
        span: Span,
    ) -> Option<Expression> {
        let id = self.enum_named(&member.obj)?;
        let slot = &self.enums[id as usize];
        let property = match &member.prop {
            ast::MemberProp::Ident(property) => property.sym.to_string(),
            ast::MemberProp::Computed(computed) => match &*computed.expr {
                ast::Expr::Lit(ast::Lit::Str(text)) => text.value.to_string_lossy().into_owned(),
                // `E[value]`: the reverse mapping of a numeric enum.
                other => return Some(self.check_enum_reverse(id, other, span)),
            },
            ast::MemberProp::PrivateName(_) => return Some(Self::poison(span)),
        };
        let Some((_, value)) = slot.members.iter().find(|(name, _)| *name == property) else {
            let message = format!(
                "Property '{property}' does not exist on type 'typeof {}'.",
                slot.name
            );
            self.error(Diagnostic::new(Code::UnknownProperty, span, message));
            return Some(Self::poison(span));
        };
        Some(match value.clone() {
            EnumValue::Number(value) => Expression {
                kind: ExpressionKind::Number(value),
                ty: TypeId::NUMBER,
                span,
            },
            EnumValue::String(value) => Expression {
                kind: ExpressionKind::String(value),
                ty: TypeId::STRING,
                span,
            },
        })
    }
}

/// ECMAScript ToInt32.
fn to_int32(value: f64) -> i32 {
    if !value.is_finite() {
        return 0;
    }
    let truncated = value.trunc() % 4_294_967_296.0;
    let unsigned = if truncated < 0.0 {
        truncated + 4_294_967_296.0
    } else {
        truncated
    };
    unsigned as u32 as i32
}

impl<'a> Checker<'a> {
    /// `E[value]` for a numeric enum: the name of the member with that
    /// value (the first declared, as the reverse mapping keeps the last
    /// assignment... of the last member with the value).
    pub(crate) fn check_enum_reverse(
        &mut self,
        id: u32,
        index: &'a ast::Expr,
        span: Span,
    ) -> Expression {
        let value = self.check_expression(index);
        if value.ty == TypeId::NEVER {
            return Self::poison(span);
        }
        let slot = &self.enums[id as usize];
        // `E[key]` of another key: a read of the enum object.
        if (slot.ty != TypeId::NUMBER || value.ty != TypeId::NUMBER) && slot.object.is_some() {
            let name = slot.name.clone();
            let Some(object) = self.enum_object(id, &name, span) else {
                return Self::poison(span);
            };
            return self.any_index(object, value, span);
        }
        if slot.ty != TypeId::NUMBER || value.ty != TypeId::NUMBER {
            let name = slot.name.clone();
            self.error(Diagnostic::unsupported(
                span,
                format!("indexing the enum '{name}' with anything but a number of a numeric enum"),
            ));
            return Self::poison(span);
        }
        // Later members with the same value overwrite earlier ones in the
        // reverse mapping: search from the last.
        let members: Vec<(String, f64)> = slot
            .members
            .iter()
            .filter_map(|(name, member)| match member {
                EnumValue::Number(number) => Some((name.clone(), *number)),
                _ => None,
            })
            .collect();
        let hidden = self.hidden_temporary(TypeId::NUMBER, span);
        let read = || Expression {
            kind: ExpressionKind::Variable(hidden),
            ty: TypeId::NUMBER,
            span,
        };
        let mut result = Expression {
            kind: ExpressionKind::String("undefined".encode_utf16().collect()),
            ty: TypeId::STRING,
            span,
        };
        let mut seen: Vec<u64> = Vec::new();
        for (name, number) in members.into_iter().rev() {
            if seen.contains(&number.to_bits()) {
                continue;
            }
            seen.push(number.to_bits());
            let literal = Expression {
                kind: ExpressionKind::Number(number),
                ty: TypeId::NUMBER,
                span,
            };
            let test = self.binary(ast::BinaryOp::EqEqEq, read(), literal, span);
            result = Expression {
                kind: ExpressionKind::Conditional {
                    condition: Box::new(test),
                    then: Box::new(Expression {
                        kind: ExpressionKind::String(name.encode_utf16().collect()),
                        ty: TypeId::STRING,
                        span,
                    }),
                    otherwise: Box::new(result),
                },
                ty: TypeId::STRING,
                span,
            };
        }
        let store = Expression {
            kind: ExpressionKind::Assign {
                target: hidden,
                value: Box::new(value),
            },
            ty: TypeId::NUMBER,
            span,
        };
        Expression {
            kind: ExpressionKind::Sequence(vec![store, result]),
            ty: TypeId::STRING,
            span,
        }
    }

    /// `value` stored in a new hidden variable (see `hidden_temporary`):
    /// the store, to evaluate first, and the variable to read it from.
    pub(crate) fn hold(&mut self, value: Expression) -> (Expression, crate::hir::Variable) {
        let (ty, span) = (value.ty, value.span);
        let hidden = self.hidden_temporary(ty, span);
        let store = Expression {
            kind: ExpressionKind::Assign {
                target: hidden,
                value: Box::new(value),
            },
            ty,
            span,
        };
        (store, hidden)
    }

    /// A hidden variable for a value an expression uses more than once: a
    /// global at the top level, a local of the current scope elsewhere.
    pub(crate) fn hidden_temporary(&mut self, ty: TypeId, span: Span) -> crate::hir::Variable {
        // Numbered as `temporary_local`'s are: two hidden variables of one
        // scope never share a name (which left a binding behind).
        self.temporaries += 1;
        let hidden = format!("[temporary {}]", self.temporaries);
        if self.current.at_top_level() {
            let global = self.add_global(hidden, Some(ty), true);
            self.globals[global.index()].declared = true;
            crate::hir::Variable::Global(global)
        } else {
            let local = self.declare_local(&hidden, ty, true, span);
            self.current.locals[local.index()].assigned = true;
            self.current.locals[local.index()].writes += 1;
            crate::hir::Variable::Local(local)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::to_int32;

    #[test]
    fn to_int32_wraps_as_javascript_does() {
        assert_eq!(to_int32(2_147_483_648.0), -2_147_483_648);
        assert_eq!(to_int32(-1.5), -1);
        assert_eq!(to_int32(4_294_967_297.0), 1);
        assert_eq!(to_int32(f64::NAN), 0);
        assert_eq!(to_int32(-4_294_967_297.0), -1);
    }
}
