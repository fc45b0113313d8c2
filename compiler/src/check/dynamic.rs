//! The type `any`: a box on which every operation is allowed, done at run
//! time with JavaScript's semantics (the runtime's `any.rs`). Typed values
//! flow into `any` boxed; an `any` flows into a typed place through a
//! checked unboxing (a TypeError when the value is not of that type, the
//! one intended difference from Node, which carries the wrong value on).
//! Object and array literals made for `any` are records and arrays of
//! boxes, so properties can be added and change type as in JavaScript.

use swc_ecma_ast as ast;

use super::Checker;
use crate::diagnostics::{Diagnostic, Span};
use crate::hir::{AnyOperation, Builtin, Expression, ExpressionKind};
use crate::types::{Type, TypeId};

/// An update operator: `++` or `--`, before or after its operand.
#[derive(Clone, Copy)]
pub(crate) struct Step {
    pub increment: bool,
    pub prefix: bool,
    pub span: Span,
}

impl<'a> Checker<'a> {
    pub(crate) fn any_call(
        &self,
        operation: AnyOperation,
        arguments: Vec<Expression>,
        ty: TypeId,
        span: Span,
    ) -> Expression {
        Expression {
            kind: ExpressionKind::Builtin {
                builtin: Builtin::Any(operation),
                arguments,
            },
            ty,
            span,
        }
    }

    pub(crate) fn name_literal(name: &str, span: Span) -> Expression {
        Expression {
            kind: ExpressionKind::String(name.encode_utf16().collect()),
            ty: TypeId::STRING,
            span,
        }
    }

    /// `value.name` on an `any`.
    pub(crate) fn any_get(&mut self, object: Expression, name: &str, span: Span) -> Expression {
        // A getter read through `any` is called through its entry.
        self.dynamic_calls.set(true);
        self.dynamic_names.insert(name.to_string());
        let name = Self::name_literal(name, span);
        self.any_call(AnyOperation::Get, vec![object, name], TypeId::ANY, span)
    }

    /// `value[key]` on an `any`.
    pub(crate) fn any_index(
        &mut self,
        object: Expression,
        key: Expression,
        span: Span,
    ) -> Expression {
        if self.may_be_symbol(key.ty) {
            return self.symbol_key_refused(span);
        }
        let key = Self::boxed(key);
        self.dynamic_calls.set(true);
        self.any_call(AnyOperation::Index, vec![object, key], TypeId::ANY, span)
    }

    /// `value.name = item` (`key` `None`) or `value[key] = item` on an
    /// `any`; compound assignments read, combine and write.
    pub(crate) fn any_assign(
        &mut self,
        object: Expression,
        key: Result<&str, Expression>,
        operator: Option<ast::BinaryOp>,
        right: &'a ast::Expr,
        span: Span,
    ) -> Expression {
        // The object and key are evaluated first, and read twice by a
        // compound assignment; the value is the assignment's result.
        let mut parts = Vec::new();
        if matches!(key, Ok("then")) {
            self.then_written = true;
        }
        if let Err(key) = &key
            && self.may_be_symbol(key.ty)
        {
            return self.symbol_key_refused(span);
        }
        let object = self.pinned(object, &mut parts);
        let key = key.map_err(|key| self.pinned(key, &mut parts));
        let value = self.check_expecting(right, Some(TypeId::ANY));
        let value = match operator {
            None => value,
            Some(operator) => {
                let current = match &key {
                    Ok(name) => self.any_get(object.clone_variable(), name, span),
                    Err(key) => self.any_index(object.clone_variable(), key.clone_variable(), span),
                };
                self.binary(operator, current, value, span)
            }
        };
        // A number stays a number until it is stored (the runtime changes
        // a dictionary's number in place, `scr_any_set_number`); the
        // assignment's value is that number, as tsc types it.
        let value = match value.kind {
            ExpressionKind::ToDynamic(inner)
                if matches!(self.types.get(inner.ty), crate::types::Type::Number) =>
            {
                *inner
            }
            kind => Expression { kind, ..value },
        };
        if matches!(self.types.get(value.ty), crate::types::Type::Number) {
            // Held in a temporary even when it is a variable: a setter the
            // store calls may change the variable, not the result.
            let number = match value.kind {
                ExpressionKind::Number(_) => value,
                _ => {
                    let temporary = self.temporary_local(TypeId::NUMBER, value.span);
                    let value_span = value.span;
                    parts.push(Expression {
                        kind: ExpressionKind::Assign {
                            target: temporary,
                            value: Box::new(value),
                        },
                        ty: TypeId::NUMBER,
                        span: value_span,
                    });
                    Expression {
                        kind: ExpressionKind::Variable(temporary),
                        ty: TypeId::NUMBER,
                        span: value_span,
                    }
                }
            };
            let item = Self::boxed(number.clone_variable());
            parts.push(self.any_store(object, key, item, span));
            parts.push(number);
            return Expression {
                kind: ExpressionKind::Sequence(parts),
                ty: TypeId::NUMBER,
                span,
            };
        }
        let item = Self::boxed(value);
        let item = self.pinned(item, &mut parts);
        let set = self.any_store(object, key, item.clone_variable(), span);
        parts.push(set);
        parts.push(Expression {
            ty: TypeId::ANY,
            ..item
        });
        Expression {
            kind: ExpressionKind::Sequence(parts),
            ty: TypeId::ANY,
            span,
        }
    }

    /// `object.name = item` (`key` a name) or `object[key] = item` on an
    /// `any`, the item a box; a setter written through `any` is called
    /// through its entry.
    fn any_store(
        &mut self,
        object: Expression,
        key: Result<&str, Expression>,
        item: Expression,
        span: Span,
    ) -> Expression {
        self.dynamic_calls.set(true);
        let (operation, arguments) = match key {
            Ok(name) => (
                AnyOperation::Set,
                vec![object, Self::name_literal(name, span), item],
            ),
            Err(key) => (AnyOperation::IndexSet, vec![object, Self::boxed(key), item]),
        };
        self.any_call(operation, arguments, TypeId::VOID, span)
    }

    /// `Sub.name = value` (or `op=`) where the static field `name` of type
    /// `ty` is an ancestor's: stored through `Sub`'s class object, which
    /// gains a property of its own (see `inherited_static`).
    pub(crate) fn inherited_static_assign(
        &mut self,
        member: &'a ast::MemberExpr,
        (ty, name): (TypeId, &str),
        assign: &'a ast::AssignExpr,
        span: Span,
    ) -> Expression {
        let object = self.check_expression(&member.obj);
        if assign.op != ast::AssignOp::Assign {
            let assigned =
                self.any_assign(object, Ok(name), assign.op.to_update(), &assign.right, span);
            return self.represent_as(assigned, ty);
        }
        let mut parts = Vec::new();
        let object = self.pinned(object, &mut parts);
        let value = self.check_expecting(&assign.right, Some(ty));
        let value = self.represent_as(value, ty);
        let value = self.pinned(value, &mut parts);
        let item = Self::boxed(value.clone_variable());
        parts.push(self.any_store(object, Ok(name), item, span));
        parts.push(value);
        Expression {
            kind: ExpressionKind::Sequence(parts),
            ty,
            span,
        }
    }

    /// `value.p++`, `--value[k]` on an `any`: the property converted to a
    /// number, stepped and stored back (boxed); the result is the old
    /// number or the new one, as JavaScript's update operators give.
    pub(crate) fn any_update(
        &mut self,
        object: Expression,
        key: Result<&str, Expression>,
        increment: bool,
        prefix: bool,
        span: Span,
    ) -> Expression {
        let mut parts = Vec::new();
        let object = self.pinned(object, &mut parts);
        let key = key.map_err(|key| self.pinned(key, &mut parts));
        let current = match &key {
            Ok(name) => self.any_get(object.clone_variable(), name, span),
            Err(key) => self.any_index(object.clone_variable(), key.clone_variable(), span),
        };
        let step = Step {
            increment,
            prefix,
            span,
        };
        self.stepped_and_stored(current, step, parts, |this, item| {
            this.any_store(object, key, item, span)
        })
    }

    /// `v++`, `--v` on a variable of type `any`.
    pub(crate) fn any_variable_update(
        &mut self,
        target: crate::hir::Variable,
        increment: bool,
        prefix: bool,
        span: Span,
    ) -> Expression {
        let current = Expression {
            kind: ExpressionKind::Variable(target),
            ty: TypeId::ANY,
            span,
        };
        let step = Step {
            increment,
            prefix,
            span,
        };
        self.stepped_and_stored(current, step, Vec::new(), |_, item| Expression {
            kind: ExpressionKind::Assign {
                target,
                value: Box::new(Expression {
                    ty: TypeId::ANY,
                    ..item
                }),
            },
            ty: TypeId::ANY,
            span,
        })
    }

    /// An update of the `any` `current` (read once, after `parts`): the
    /// number it holds stepped by one, boxed and stored by `store`; the
    /// result is the old number or the new one, as JavaScript's update
    /// operators give.
    pub(crate) fn stepped_and_stored(
        &mut self,
        current: Expression,
        step: Step,
        mut parts: Vec<Expression>,
        store: impl FnOnce(&mut Self, Expression) -> Expression,
    ) -> Expression {
        let (result, stored) =
            self.stepped(current, step.increment, step.prefix, &mut parts, step.span);
        let item = Self::boxed(stored);
        parts.push(store(self, item));
        parts.push(result);
        Expression {
            kind: ExpressionKind::Sequence(parts),
            ty: TypeId::NUMBER,
            span: step.span,
        }
    }

    /// The number `current` (an `any`) holds, stepped by one: pushes the
    /// assignment of a temporary to `parts`, and gives the update's
    /// result and the value to store.
    pub(crate) fn stepped(
        &mut self,
        current: Expression,
        increment: bool,
        prefix: bool,
        parts: &mut Vec<Expression>,
        span: Span,
    ) -> (Expression, Expression) {
        let old = self.any_to_number(current);
        let operator = if increment {
            ast::BinaryOp::Add
        } else {
            ast::BinaryOp::Sub
        };
        let one = Expression {
            kind: ExpressionKind::Number(1.0),
            ty: TypeId::NUMBER,
            span,
        };
        let temporary = self.temporary_local(TypeId::NUMBER, span);
        let read = Expression {
            kind: ExpressionKind::Variable(temporary),
            ty: TypeId::NUMBER,
            span,
        };
        let first = if prefix {
            self.binary(operator, old, one.clone_variable(), span)
        } else {
            old
        };
        parts.push(Expression {
            kind: ExpressionKind::Assign {
                target: temporary,
                value: Box::new(first),
            },
            ty: TypeId::NUMBER,
            span,
        });
        let stored = if prefix {
            read.clone_variable()
        } else {
            self.binary(operator, read.clone_variable(), one, span)
        };
        (read, stored)
    }

    /// `value` as something that can be read twice: itself when it is a
    /// variable, else a temporary assigned first (pushed to `parts`).
    pub(crate) fn pinned(&mut self, value: Expression, parts: &mut Vec<Expression>) -> Expression {
        if matches!(
            value.kind,
            ExpressionKind::Variable(_) | ExpressionKind::Number(_) | ExpressionKind::String(_)
        ) {
            return value;
        }
        let (ty, span) = (value.ty, value.span);
        let temporary = self.temporary_local(ty, span);
        parts.push(Expression {
            kind: ExpressionKind::Assign {
                target: temporary,
                value: Box::new(value),
            },
            ty,
            span,
        });
        Expression {
            kind: ExpressionKind::Variable(temporary),
            ty,
            span,
        }
    }

    /// A variable no program can name: a local of the current block, or
    /// at the top level (outside any block) a global.
    pub(crate) fn temporary_local(&mut self, ty: TypeId, span: Span) -> crate::hir::Variable {
        let _ = span;
        self.temporaries += 1;
        let name = format!("[temporary {}]", self.temporaries);
        let local = crate::hir::LocalId(self.current.locals.len() as u32);
        self.current.locals.push(crate::hir::Local::new(&name, ty));
        let bound = self.current.bind(
            &name,
            super::scope::Binding::Local {
                id: local,
                mutable: true,
            },
        );
        if !bound {
            self.current.locals.pop();
            let global = self.add_global(name, Some(ty), true);
            self.globals[global.index()].declared = true;
            return crate::hir::Variable::Global(global);
        }
        let info = &mut self.current.locals[local.index()];
        info.assigned = true;
        info.writes += 1;
        crate::hir::Variable::Local(local)
    }

    /// A binary operator with an `any` operand (equality and `??` are
    /// handled as for every box); `None` when no operand is `any`.
    pub(crate) fn any_binary(
        &mut self,
        operator: ast::BinaryOp,
        left: Expression,
        right: Expression,
        span: Span,
    ) -> Result<Expression, Box<(Expression, Expression)>> {
        use ast::BinaryOp as Op;
        if left.ty != TypeId::ANY && right.ty != TypeId::ANY {
            return Err(Box::new((left, right)));
        }
        // ToPrimitive of an object calls its `valueOf` or `toString`
        // through their dynamic entries.
        self.dynamic_calls.set(true);
        let to_number = |value: Expression| {
            if value.ty == TypeId::ANY {
                let span = value.span;
                Expression {
                    kind: ExpressionKind::DynamicToNumber(Box::new(value)),
                    ty: TypeId::NUMBER,
                    span,
                }
            } else {
                value
            }
        };
        let to_string = |value: Expression| {
            if value.ty == TypeId::ANY {
                let span = value.span;
                Expression {
                    kind: ExpressionKind::DynamicToString(Box::new(value)),
                    ty: TypeId::STRING,
                    span,
                }
            } else {
                value
            }
        };
        Ok(match operator {
            // The `any` operand's primitive (its `valueOf` first) as text.
            Op::Add if left.ty == TypeId::STRING || right.ty == TypeId::STRING => {
                let primitive = |value: Expression| {
                    if value.ty == TypeId::ANY {
                        let span = value.span;
                        to_string(self.any_call(
                            AnyOperation::Primitive,
                            vec![value],
                            TypeId::ANY,
                            span,
                        ))
                    } else {
                        value
                    }
                };
                let (left, right) = (primitive(left), primitive(right));
                self.binary(operator, left, right, span)
            }
            Op::Add => {
                let (left, right) = (Self::boxed(left), Self::boxed(right));
                self.any_call(AnyOperation::Add, vec![left, right], TypeId::ANY, span)
            }
            // In a program that may hold bigints, done by the runtime
            // (a bigint with a bigint is one).
            Op::Sub
            | Op::Mul
            | Op::Div
            | Op::Mod
            | Op::Exp
            | Op::BitAnd
            | Op::BitOr
            | Op::BitXor
            | Op::LShift
            | Op::RShift
            | Op::ZeroFillRShift
                if self.bigints =>
            {
                let code = super::bigint::operator_code(operator).unwrap_or(f64::NAN);
                let code = self.number_expression(code, span);
                self.check_library_static(
                    crate::library::INTRINSICS,
                    "anyArithmetic",
                    vec![code, left, right],
                    span,
                )
            }
            Op::Sub
            | Op::Mul
            | Op::Div
            | Op::Mod
            | Op::Exp
            | Op::BitAnd
            | Op::BitOr
            | Op::BitXor
            | Op::LShift
            | Op::RShift
            | Op::ZeroFillRShift => self.binary(operator, to_number(left), to_number(right), span),
            Op::Lt | Op::LtEq | Op::Gt | Op::GtEq => {
                let which = match operator {
                    Op::Lt => 0,
                    Op::LtEq => 1,
                    Op::Gt => 2,
                    _ => 3,
                };
                let (left, right) = (Self::boxed(left), Self::boxed(right));
                self.any_call(
                    AnyOperation::Compare(which),
                    vec![left, right],
                    TypeId::BOOLEAN,
                    span,
                )
            }
            // `a && b`, `a || b`: either operand, as an `any`.
            Op::LogicalAnd | Op::LogicalOr => {
                let left = self.represent_as(left, TypeId::ANY);
                let right = self.represent_as(right, TypeId::ANY);
                let left = Expression {
                    ty: TypeId::ANY,
                    ..left
                };
                let right = Expression {
                    ty: TypeId::ANY,
                    ..right
                };
                Expression {
                    kind: ExpressionKind::Logical {
                        operator: if operator == Op::LogicalAnd {
                            crate::hir::LogicalOperator::And
                        } else {
                            crate::hir::LogicalOperator::Or
                        },
                        left: Box::new(left),
                        right: Box::new(right),
                    },
                    ty: TypeId::ANY,
                    span,
                }
            }
            _ => return Err(Box::new((left, right))),
        })
    }

    /// Whether `object` (the object of an assignment target) is an `any`:
    /// checked once for its type, the result thrown away (closures it made
    /// are discarded; its errors are found again by the real check and
    /// reported once).
    pub(crate) fn is_any_object(&mut self, object: &'a ast::Expr) -> bool {
        // `this` in a local class's static method (its class object) or in
        // a function reading its own `this`.
        if let ast::Expr::This(_) = object.unwrap_parens() {
            return match self.resolve_name("this") {
                Some(super::scope::Binding::LocalClass { .. }) => true,
                Some(super::scope::Binding::Local { id, .. }) => {
                    self.current.locals[id.index()].ty == TypeId::ANY
                }
                _ => false,
            };
        }
        // `(value as any)`: an `any` whatever the value.
        if let ast::Expr::TsAs(ast::TsAsExpr { type_ann, .. })
        | ast::Expr::TsTypeAssertion(ast::TsTypeAssertion { type_ann, .. }) =
            object.unwrap_parens()
            && matches!(
                &**type_ann,
                ast::TsType::TsKeywordType(ast::TsKeywordType {
                    kind: ast::TsKeywordTypeKind::TsAnyKeyword,
                    ..
                })
            )
        {
            return true;
        }
        // A variable: its type, without checking anything.
        if let ast::Expr::Ident(name) = object {
            return match self.resolve_name(name.sym.as_str()) {
                Some(super::scope::Binding::Local { id, .. }) => {
                    self.current.locals[id.index()].ty == TypeId::ANY
                }
                Some(super::scope::Binding::Global(global)) => {
                    self.globals[global.index()].ty == Some(TypeId::ANY)
                }
                _ => false,
            };
        }
        // A chain of property reads from a variable or `this`, or any other
        // expression (`pick().c = 1`, `(a ?? b).c = 1`): checked here for
        // its type alone, and again by the real check of the target (its
        // errors are reported then).
        let mut root = object;
        while let ast::Expr::Member(member) = root {
            root = &member.obj;
        }
        if matches!(root, ast::Expr::Ident(_) | ast::Expr::This(_)) && root == object {
            return false;
        }
        if let ast::Expr::Ident(name) = root
            && !matches!(
                self.resolve_name(name.sym.as_str()),
                Some(super::scope::Binding::Local { .. } | super::scope::Binding::Global(_))
            )
        {
            return false;
        }
        let functions = self.functions.len();
        let errors = self.diagnostics.len();
        let ty = self.check_expression(object).ty;
        self.discard_functions_from(functions);
        self.diagnostics.truncate(errors);
        ty == TypeId::ANY
    }

    /// `value.method(arguments)` on an `any`: dispatched at run time.
    pub(crate) fn any_method_call(
        &mut self,
        object: Expression,
        method: &str,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        // `data.map(item => ...)`: the array methods that take a callback
        // run on an array of boxes (parsed JSON) as on any array, the
        // callback's parameters `any`; on any other value (another array,
        // a typed array, a map's `forEach`, an object's own method) they
        // are called by name, the callback boxed. Both are checked; the
        // value's kind chooses at run time.
        let reads_through_callback = matches!(
            method,
            "map"
                | "filter"
                | "forEach"
                | "find"
                | "findIndex"
                | "findLast"
                | "findLastIndex"
                | "some"
                | "every"
                | "reduce"
                | "reduceRight"
                | "flatMap"
        );
        if reads_through_callback && !arguments.is_empty() {
            let mut parts = Vec::new();
            let object = self.pinned(object, &mut parts);
            let functions = self.functions.len();
            let errors = self.diagnostics.len();
            let boxes = self.array_of(TypeId::ANY);
            let array = self.any_call(
                AnyOperation::AsArray,
                vec![object.clone_variable()],
                boxes,
                object.span,
            );
            let direct = self.check_array_method(array, method, arguments, span);
            let direct = match direct.ty {
                TypeId::VOID => Expression {
                    kind: ExpressionKind::Sequence(vec![
                        direct,
                        Expression {
                            ty: TypeId::ANY,
                            ..Self::boxed(Expression {
                                kind: ExpressionKind::Undefined,
                                ty: TypeId::UNDEFINED,
                                span,
                            })
                        },
                    ]),
                    ty: TypeId::ANY,
                    span,
                },
                _ => self.represent_as(direct, TypeId::ANY),
            };
            // The direct form is only a faster way: where it cannot be
            // had, the call by name does it all (and reports what is
            // wrong).
            let direct = if self.diagnostics.len() > errors || direct.ty != TypeId::ANY {
                self.diagnostics.truncate(errors);
                self.discard_functions_from(functions);
                None
            } else {
                Some(direct)
            };
            let name = Self::name_literal(method, span);
            let text = self.callee_text(object.span, Some(method));
            // A callback's parameters are `any` (as the direct form has
            // them) when the program leaves them without a type.
            let list = match self.any_arguments_typing_callback(arguments, span, direct.is_some()) {
                Some(list) => list,
                None => return Self::poison(span),
            };
            self.dynamic_calls.set(true);
            let by_name = self.any_call(
                AnyOperation::Call,
                vec![object.clone_variable(), name, list, text],
                TypeId::ANY,
                span,
            );
            match direct {
                Some(direct) => {
                    let holds_boxes = self.any_call(
                        AnyOperation::HoldsBoxes,
                        vec![object],
                        TypeId::BOOLEAN,
                        span,
                    );
                    parts.push(Expression {
                        kind: ExpressionKind::Conditional {
                            condition: Box::new(holds_boxes),
                            then: Box::new(direct),
                            otherwise: Box::new(by_name),
                        },
                        ty: TypeId::ANY,
                        span,
                    });
                }
                None => parts.push(by_name),
            }
            return match parts.len() {
                1 => parts.pop().expect("one part"),
                _ => Expression {
                    kind: ExpressionKind::Sequence(parts),
                    ty: TypeId::ANY,
                    span,
                },
            };
        }
        let name = Self::name_literal(method, span);
        self.any_method_call_named(object, name, None, arguments, span)
    }

    /// `value[name](arguments)` on an `any`, the name a string expression
    /// (`text` is the callee as Node shows it in "is not a function").
    pub(crate) fn any_method_call_named(
        &mut self,
        object: Expression,
        name: Expression,
        text: Option<String>,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        let text = match (text, &name.kind) {
            (Some(text), _) => Self::name_literal(&text, span),
            (None, ExpressionKind::String(units)) => {
                let member = String::from_utf16_lossy(units);
                self.callee_text(object.span, Some(&member))
            }
            (None, _) => self.callee_text(object.span, None),
        };
        let list = match self.any_arguments(arguments, span) {
            Some(list) => list,
            None => return Self::poison(span),
        };
        self.dynamic_calls.set(true);
        self.any_call(
            AnyOperation::Call,
            vec![object, name, list, text],
            TypeId::ANY,
            span,
        )
    }

    /// `callee(arguments)` where the callee is an `any`: called at run
    /// time through its dynamic entry (Node's TypeError when it is not a
    /// function).
    pub(crate) fn any_value_call(
        &mut self,
        callee: Expression,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        self.any_callee_operation(AnyOperation::CallValue, callee, arguments, span)
    }

    /// `callee?.(arguments)` where the callee is an `any`: `undefined`
    /// when it is null or undefined (the arguments not evaluated), else the
    /// call. A property read (`object.name?.(...)`) is called as a method of
    /// the object, as JavaScript does (read again to be called); optional
    /// links before it (`a?.b?.()`) keep their short circuit.
    pub(crate) fn any_optional_call(
        &mut self,
        callee: Expression,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        let conditional = |condition: Expression, then: Expression| Expression {
            kind: ExpressionKind::Conditional {
                condition: Box::new(condition),
                then: Box::new(then),
                otherwise: Box::new(Expression {
                    kind: ExpressionKind::Missing,
                    ty: TypeId::ANY,
                    span,
                }),
            },
            ty: TypeId::ANY,
            span,
        };
        let mut steps = Vec::new();
        let call = match callee.kind {
            // `(prefix, condition ? member : undefined)?.(...)`: the call
            // moves into the branch.
            ExpressionKind::Sequence(mut parts)
                if matches!(
                    parts.last(),
                    Some(Expression {
                        kind: ExpressionKind::Conditional { otherwise, .. },
                        ..
                    }) if matches!(otherwise.kind, ExpressionKind::Missing)
                ) =>
            {
                let Some(Expression {
                    kind:
                        ExpressionKind::Conditional {
                            condition, then, ..
                        },
                    ..
                }) = parts.pop()
                else {
                    return Self::poison(span);
                };
                let then = self.any_optional_call(*then, arguments, span);
                parts.push(conditional(*condition, then));
                return Expression {
                    kind: ExpressionKind::Sequence(parts),
                    ty: TypeId::ANY,
                    span,
                };
            }
            // `object.name?.()`, `object["name"]?.()`.
            ExpressionKind::Builtin {
                builtin: Builtin::Any(operation @ (AnyOperation::Get | AnyOperation::Index)),
                arguments: mut parts,
            } if parts.len() == 2
                && (operation == AnyOperation::Get
                    || matches!(&parts[1].kind,
                        ExpressionKind::ToDynamic(key) if key.ty == TypeId::STRING)) =>
            {
                let name = match parts.pop() {
                    Some(Expression {
                        kind: ExpressionKind::ToDynamic(key),
                        ..
                    }) => *key,
                    name => name.unwrap_or_else(|| Self::poison(span)),
                };
                let object = parts.pop().unwrap_or_else(|| Self::poison(span));
                let object = self.pinned(object, &mut steps);
                let name = self.pinned(name, &mut steps);
                let member = self.any_call(
                    AnyOperation::Get,
                    vec![object.clone_variable(), name.clone_variable()],
                    TypeId::ANY,
                    span,
                );
                let present = self.is_present(member, span);
                let call = match &name.kind {
                    ExpressionKind::String(units) => {
                        let method = String::from_utf16_lossy(units);
                        self.any_method_call(object, &method, arguments, span)
                    }
                    _ => self.any_method_call_named(object, name, None, arguments, span),
                };
                conditional(present, call)
            }
            kind => {
                let callee = Expression { kind, ..callee };
                let callee = self.pinned(callee, &mut steps);
                let present = self.is_present(callee.clone_variable(), span);
                let call = self.any_value_call(callee, arguments, span);
                conditional(present, call)
            }
        };
        if steps.is_empty() {
            return call;
        }
        steps.push(call);
        Expression {
            kind: ExpressionKind::Sequence(steps),
            ty: TypeId::ANY,
            span,
        }
    }

    /// `o[key]` as Node shows a computed callee: a string literal key as
    /// `o.key`, an operator in parentheses.
    pub(crate) fn computed_callee_text(&self, object: &ast::Expr, key: &ast::Expr) -> String {
        let source = |expression: &ast::Expr| {
            self.tree
                .text_at(self.span(swc_common::Spanned::span(expression)))
                .unwrap_or("expression")
                .to_string()
        };
        match key {
            ast::Expr::Lit(ast::Lit::Str(text)) => {
                format!("{}.{}", source(object), text.value.to_string_lossy())
            }
            ast::Expr::Bin(_) | ast::Expr::Cond(_) | ast::Expr::Assign(_) => {
                format!("{}[({})]", source(object), source(key))
            }
            _ => format!("{}[{}]", source(object), source(key)),
        }
    }

    /// `new callee(arguments)` where the callee is an `any` (a class held
    /// by a value): constructed through its class object.
    pub(crate) fn any_new(
        &mut self,
        callee: Expression,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        self.any_callee_operation(AnyOperation::New, callee, arguments, span)
    }

    /// `callee(...)` or `new callee(...)` (`operation`) of an `any`: the
    /// callee, its arguments as boxes and its text for Node's TypeError.
    fn any_callee_operation(
        &mut self,
        operation: AnyOperation,
        callee: Expression,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        let text = self.callee_text(callee.span, None);
        let list = match self.any_arguments(arguments, span) {
            Some(list) => list,
            None => return Self::poison(span),
        };
        self.dynamic_calls.set(true);
        self.any_call(operation, vec![callee, list, text], TypeId::ANY, span)
    }

    /// The source text of a callee (`o.f`), for Node's "is not a
    /// function"; with `member`, the object's text and the member.
    fn callee_text(&self, span: Span, member: Option<&str>) -> Expression {
        let text = self.tree.text_at(span).unwrap_or("expression");
        let text = match member {
            Some(member) => format!("{text}.{member}"),
            None => text.to_string(),
        };
        Self::name_literal(&text, span)
    }

    /// The arguments of a call through `any`, as an array of boxes; a
    /// spread argument adds the elements of its array.
    fn any_arguments(
        &mut self,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Option<Expression> {
        self.any_arguments_typing_callback(arguments, span, false)
    }

    /// [`Self::any_arguments`]; with `callback`, a function expression
    /// first is checked as a function of `any` parameters returning `any`
    /// (the callback of an array method through an `any` known to be an
    /// array, whose parameters tsc types from its elements).
    fn any_arguments_typing_callback(
        &mut self,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
        callback: bool,
    ) -> Option<Expression> {
        let mut values = Vec::with_capacity(arguments.len());
        for (position, argument) in arguments.iter().enumerate() {
            if argument.spread.is_some() {
                self.error(Diagnostic::unsupported(
                    span,
                    "a spread argument in a call through an 'any'",
                ));
                return None;
            }
            // A non-empty array literal keeps its own element type: a
            // typed callee takes the same array (an array of boxes would
            // have to be converted, and one still held by the call's
            // temporaries cannot be).
            let value = match &*argument.expr {
                ast::Expr::Array(array) if !array.elems.is_empty() => {
                    let functions = self.functions.len();
                    let errors = self.diagnostics.len();
                    let value = self.check_expression(&argument.expr);
                    if self.types.element(value.ty).is_some_and(|element| {
                        matches!(element, TypeId::NUMBER | TypeId::STRING | TypeId::BOOLEAN)
                    }) {
                        value
                    } else {
                        self.discard_functions_from(functions);
                        self.diagnostics.truncate(errors);
                        self.check_expecting(&argument.expr, Some(TypeId::ANY))
                    }
                }
                ast::Expr::Arrow(ast::ArrowExpr { params, .. }) if callback && position == 0 => {
                    let expected = self.function_type(vec![TypeId::ANY; params.len()], TypeId::ANY);
                    self.check_expecting(&argument.expr, Some(expected))
                }
                ast::Expr::Fn(ast::FnExpr { function, .. }) if callback && position == 0 => {
                    let count = function.params.len();
                    let expected = self.function_type(vec![TypeId::ANY; count], TypeId::ANY);
                    self.check_expecting(&argument.expr, Some(expected))
                }
                _ => self.check_expecting(&argument.expr, Some(TypeId::ANY)),
            };
            let value = self.represent_as(value, TypeId::ANY);
            values.push(Expression {
                ty: TypeId::ANY,
                ..value
            });
        }
        Some(Expression {
            kind: ExpressionKind::ArrayLiteral(values),
            ty: self.array_of(TypeId::ANY),
            span,
        })
    }

    /// `-x`, `+x`, `~x` of an `any`: its number. ToNumber of an object
    /// calls its `valueOf` (or `toString`), so a program that converts an
    /// `any` gets the dynamic entries those calls go through.
    pub(crate) fn any_to_number(&self, value: Expression) -> Expression {
        self.dynamic_calls.set(true);
        let span = value.span;
        Expression {
            kind: ExpressionKind::DynamicToNumber(Box::new(value)),
            ty: TypeId::NUMBER,
            span,
        }
    }

    /// An object or array literal written where an `any` is wanted: a
    /// record or an array of boxes, boxed. `None` for other expressions.
    pub(crate) fn any_literal(&mut self, expression: &'a ast::Expr) -> Option<Expression> {
        let wanted = match expression {
            // Only plain `key: value` properties make a record; an object
            // with methods, accessors, spreads or symbol keys keeps its
            // literal type.
            ast::Expr::Object(object)
                if object.props.iter().all(|property| match property {
                    ast::PropOrSpread::Prop(property) => match &**property {
                        ast::Prop::KeyValue(pair) => !matches!(&pair.key,
                            ast::PropName::Computed(computed)
                                if self.symbol_constant_key(&computed.expr).is_some()),
                        ast::Prop::Shorthand(_) => true,
                        _ => false,
                    },
                    ast::PropOrSpread::Spread(_) => false,
                }) =>
            {
                self.types.intern(Type::Record(TypeId::ANY))
            }
            ast::Expr::Object(_) => {
                let value = self.check_expression(expression);
                if value.ty == TypeId::NEVER {
                    return Some(value);
                }
                return Some(Expression {
                    ty: TypeId::ANY,
                    ..Self::boxed(value)
                });
            }
            ast::Expr::Array(_) => self.array_of(TypeId::ANY),
            _ => return None,
        };
        let value = self.check_expecting(expression, Some(wanted));
        if value.ty == TypeId::NEVER {
            return Some(value);
        }
        Some(Expression {
            ty: TypeId::ANY,
            ..Self::boxed(value)
        })
    }
}

impl Expression {
    /// A copy of a variable read (for reading it twice).
    pub(crate) fn clone_variable(&self) -> Expression {
        match &self.kind {
            ExpressionKind::Variable(variable) => Expression {
                kind: ExpressionKind::Variable(*variable),
                ty: self.ty,
                span: self.span,
            },
            ExpressionKind::Number(value) => Expression {
                kind: ExpressionKind::Number(*value),
                ty: self.ty,
                span: self.span,
            },
            ExpressionKind::String(units) => Expression {
                kind: ExpressionKind::String(units.clone()),
                ty: self.ty,
                span: self.span,
            },
            _ => Expression {
                kind: ExpressionKind::Undefined,
                ty: TypeId::NEVER,
                span: self.span,
            },
        }
    }
}
