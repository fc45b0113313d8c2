//! `bigint`: a primitive type (`TypeId::BIGINT`) whose values are
//! immutable runtime objects compared by value (the runtime's
//! `bigint.rs`). Literals are constants; operators, conversions and
//! methods are library calls (`library.rs`, the `bigint*` intrinsics).
//! What is special about bigints elsewhere is decided where it happens:
//! `typeof` and its narrowing, truthiness and text (`expressions.rs`), and
//! in the runtime `===` on boxes, `Map`/`Set` keys, printing and JSON.

use swc_ecma_ast as ast;

use super::Checker;
use crate::diagnostics::{Code, Diagnostic, Span};
use crate::hir::{BinaryOperator, Expression, ExpressionKind};
use crate::library::INTRINSICS;
use crate::types::TypeId;

/// Whether a program's text may use bigints (so `x++` asks its operand's
/// type before choosing how to update it).
pub(crate) fn mentioned(text: &str) -> bool {
    text.contains("bigint") || text.contains("BigInt") || has_literal(text)
}

/// Whether the text has something that looks like a bigint literal (a
/// digit run ending in `n`).
fn has_literal(text: &str) -> bool {
    let bytes = text.as_bytes();
    bytes.windows(2).enumerate().any(|(index, pair)| {
        pair[0].is_ascii_hexdigit()
            && pair[1] == b'n'
            && bytes
                .get(index + 2)
                .is_none_or(|next| !next.is_ascii_alphanumeric() && *next != b'_')
            && bytes[..=index]
                .iter()
                .rev()
                .take_while(|byte| byte.is_ascii_alphanumeric() || **byte == b'_')
                .last()
                .is_some_and(u8::is_ascii_digit)
    })
}

/// The runtime's operator codes (`scr_bigint_binary`, and
/// `scr_any_arithmetic`'s 11 for `>>>`).
pub(crate) fn operator_code(operator: ast::BinaryOp) -> Option<f64> {
    use ast::BinaryOp as Op;
    Some(match operator {
        Op::Add => 0.0,
        Op::Sub => 1.0,
        Op::Mul => 2.0,
        Op::Div => 3.0,
        Op::Mod => 4.0,
        Op::Exp => 5.0,
        Op::BitAnd => 6.0,
        Op::BitOr => 7.0,
        Op::BitXor => 8.0,
        Op::LShift => 9.0,
        Op::RShift => 10.0,
        Op::ZeroFillRShift => 11.0,
        _ => return None,
    })
}

impl<'a> Checker<'a> {
    /// A bigint literal.
    pub(crate) fn bigint_literal(&mut self, literal: &ast::BigInt, span: Span) -> Expression {
        let (_, digits) = literal.value.to_u32_digits();
        Expression {
            kind: ExpressionKind::BigInt {
                negative: false,
                digits,
            },
            ty: TypeId::BIGINT,
            span,
        }
    }

    fn bigint_intrinsic(
        &mut self,
        name: &str,
        arguments: Vec<Expression>,
        span: Span,
    ) -> Expression {
        self.check_library_static(INTRINSICS, name, arguments, span)
    }

    /// `a op b` where a side is a bigint: `Ok` with the result, `Err` with
    /// the operands when bigints are not what decides the operator.
    pub(crate) fn bigint_binary(
        &mut self,
        operator: ast::BinaryOp,
        left: Expression,
        right: Expression,
        span: Span,
    ) -> Result<Expression, Box<(Expression, Expression)>> {
        use ast::BinaryOp as Op;
        let (l, r) = (left.ty, right.ty);
        let big = TypeId::BIGINT;
        if l != big && r != big {
            return Err(Box::new((left, right)));
        }
        let comparison = |operator: Op| match operator {
            Op::Lt => Some(BinaryOperator::Less),
            Op::LtEq => Some(BinaryOperator::LessEqual),
            Op::Gt => Some(BinaryOperator::Greater),
            Op::GtEq => Some(BinaryOperator::GreaterEqual),
            Op::EqEqEq | Op::EqEq => Some(BinaryOperator::Equal),
            Op::NotEqEq | Op::NotEq => Some(BinaryOperator::NotEqual),
            _ => None,
        };
        // `a < b` as `compare(a, b) < 0`; against a number, the bigint
        // first (the operator mirrored when it was on the right).
        if let Some(compared) = comparison(operator) {
            let order = if l == big && r == big {
                self.bigint_intrinsic("bigintCompare", vec![left, right], span)
            } else if l == big && r == TypeId::NUMBER && !is_equality(operator) {
                self.bigint_intrinsic("bigintCompareNumber", vec![left, right], span)
            } else if r == big && l == TypeId::NUMBER && !is_equality(operator) {
                let order = self.bigint_intrinsic("bigintCompareNumber", vec![right, left], span);
                let mirrored = match compared {
                    BinaryOperator::Less => BinaryOperator::Greater,
                    BinaryOperator::LessEqual => BinaryOperator::GreaterEqual,
                    BinaryOperator::Greater => BinaryOperator::Less,
                    _ => BinaryOperator::LessEqual,
                };
                return Ok(self.order_test(order, mirrored, span));
            } else {
                return Err(Box::new((left, right)));
            };
            return Ok(self.order_test(order, compared, span));
        }
        if l == big
            && r == big
            && operator != Op::ZeroFillRShift
            && let Some(code) = operator_code(operator)
        {
            let code = self.number_expression(code, span);
            return Ok(self.bigint_intrinsic("bigintBinary", vec![code, left, right], span));
        }
        if operator == Op::ZeroFillRShift && l == big && r == big {
            self.error(Diagnostic::new(
                Code::InvalidOperands,
                span,
                "Operator '>>>' cannot be applied to types 'bigint' and 'bigint'.",
            ));
            return Ok(Self::poison(span));
        }
        Err(Box::new((left, right)))
    }

    /// `order op 0`, a number comparison of what a compare gave.
    fn order_test(
        &mut self,
        order: Expression,
        operator: BinaryOperator,
        span: Span,
    ) -> Expression {
        let zero = self.number_expression(0.0, span);
        Expression {
            kind: ExpressionKind::Binary {
                operator,
                left: Box::new(order),
                right: Box::new(zero),
            },
            ty: TypeId::BOOLEAN,
            span,
        }
    }

    /// `-a`, `~a` of a bigint.
    pub(crate) fn bigint_unary(
        &mut self,
        negate: bool,
        operand: Expression,
        span: Span,
    ) -> Expression {
        let code = self.number_expression(if negate { 0.0 } else { 1.0 }, span);
        self.bigint_intrinsic("bigintUnary", vec![code, operand], span)
    }

    /// Whether a bigint is not `0n`.
    pub(crate) fn bigint_truthy(&mut self, value: Expression) -> Expression {
        let span = value.span;
        self.bigint_intrinsic("bigintTruthy", vec![value], span)
    }

    /// A bigint's decimal text.
    pub(crate) fn bigint_text(&mut self, value: Expression) -> Expression {
        let span = value.span;
        let radix = self.number_expression(10.0, span);
        self.bigint_intrinsic("bigintToString", vec![value, radix], span)
    }

    /// `Number(a)`.
    pub(crate) fn bigint_to_number(&mut self, value: Expression) -> Expression {
        let span = value.span;
        self.bigint_intrinsic("bigintToNumber", vec![value], span)
    }

    /// `BigInt(value)`.
    pub(crate) fn check_bigint_call(
        &mut self,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        let [argument] = arguments else {
            self.error(Diagnostic::new(
                Code::ArgumentCount,
                span,
                format!("Expected 1 arguments, but got {}.", arguments.len()),
            ));
            return Self::poison(span);
        };
        let value = self.check_expression(&argument.expr);
        match value.ty {
            TypeId::NEVER => value,
            TypeId::BIGINT => value,
            TypeId::NUMBER => self.bigint_intrinsic("bigintFromNumber", vec![value], span),
            TypeId::STRING => self.bigint_intrinsic("bigintFromString", vec![value], span),
            TypeId::BOOLEAN => {
                let one = Expression {
                    kind: ExpressionKind::BigInt {
                        negative: false,
                        digits: vec![1],
                    },
                    ty: TypeId::BIGINT,
                    span,
                };
                let zero = Expression {
                    kind: ExpressionKind::BigInt {
                        negative: false,
                        digits: Vec::new(),
                    },
                    ty: TypeId::BIGINT,
                    span,
                };
                Expression {
                    kind: ExpressionKind::Conditional {
                        condition: Box::new(value),
                        then: Box::new(one),
                        otherwise: Box::new(zero),
                    },
                    ty: TypeId::BIGINT,
                    span,
                }
            }
            ty if self.types.is_dynamic(ty) => {
                self.bigint_intrinsic("bigintFromAny", vec![value], span)
            }
            _ => {
                self.error(Diagnostic::unsupported(
                    span,
                    "'BigInt' of a value that is not a number, string, boolean, bigint or a boxed one",
                ));
                Self::poison(span)
            }
        }
    }

    /// `BigInt.asIntN(bits, a)`, `BigInt.asUintN(bits, a)`.
    pub(crate) fn check_bigint_static_call(
        &mut self,
        method: &str,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        let signed = match method {
            "asIntN" => true,
            "asUintN" => false,
            _ => {
                self.error(Diagnostic::unsupported(span, format!("'BigInt.{method}'")));
                return Self::poison(span);
            }
        };
        let [bits, value] = arguments else {
            self.error(Diagnostic::new(
                Code::ArgumentCount,
                span,
                format!("Expected 2 arguments, but got {}.", arguments.len()),
            ));
            return Self::poison(span);
        };
        let bits = self.check_expression(&bits.expr);
        let bits = self.library_argument(bits, TypeId::NUMBER, true);
        let value = self.check_expression(&value.expr);
        let value = self.assign_to(value, TypeId::BIGINT);
        let signed = Expression {
            kind: ExpressionKind::Boolean(signed),
            ty: TypeId::BOOLEAN,
            span,
        };
        self.bigint_intrinsic("bigintAsN", vec![bits, value, signed], span)
    }

    /// `a.toString(radix)`, `a.toLocaleString()`, `a.valueOf()`.
    pub(crate) fn check_bigint_method(
        &mut self,
        receiver: Expression,
        method: &str,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Expression {
        let mut values: Vec<Expression> = arguments
            .iter()
            .map(|argument| self.check_expression(&argument.expr))
            .collect();
        match (method, values.len()) {
            ("toString", 0 | 1) => {
                let radix = match values.pop() {
                    Some(radix) => {
                        let default = self.number_expression(10.0, span);
                        self.defaulted_argument(radix, TypeId::NUMBER, default)
                    }
                    None => self.number_expression(10.0, span),
                };
                self.bigint_intrinsic("bigintToString", vec![receiver, radix], span)
            }
            ("toLocaleString", 0) => {
                self.bigint_intrinsic("bigintToLocaleString", vec![receiver], span)
            }
            ("valueOf", 0) => receiver,
            _ => {
                self.error(Diagnostic::unsupported(
                    span,
                    format!("the bigint method '{method}' with these arguments"),
                ));
                Self::poison(span)
            }
        }
    }

    /// `x++`, `--x` where `x` is a bigint variable or property: `x += 1n`,
    /// and for the postfix forms the old value, kept in a temporary.
    pub(crate) fn bigint_update(
        &mut self,
        update: &'a ast::UpdateExpr,
        operand: &'a ast::Expr,
        span: Span,
    ) -> Expression {
        let one = ast::Expr::Lit(ast::Lit::BigInt(ast::BigInt {
            span: update.span,
            value: Box::new(1u32.into()),
            raw: None,
        }));
        // An object or key other than a name, `this` or a literal is
        // evaluated once, into a temporary.
        let mut prelude: Vec<Expression> = Vec::new();
        let operand: &'a ast::Expr = match operand {
            ast::Expr::Ident(_) => operand,
            ast::Expr::Member(member)
                if !matches!(member.prop, ast::MemberProp::PrivateName(_)) =>
            {
                let target = self.member_evaluated_once(member, &mut prelude);
                Box::leak(Box::new(ast::Expr::Member(target)))
            }
            _ => {
                self.error(Diagnostic::unsupported(
                    span,
                    "'++' or '--' on anything but a variable or property",
                ));
                return Self::poison(span);
            }
        };
        let target = match operand {
            ast::Expr::Ident(name) => ast::SimpleAssignTarget::Ident(name.clone().into()),
            ast::Expr::Member(member) => ast::SimpleAssignTarget::Member(member.clone()),
            _ => return Self::poison(span),
        };
        let operator = if update.op == ast::UpdateOp::PlusPlus {
            ast::AssignOp::AddAssign
        } else {
            ast::AssignOp::SubAssign
        };
        let assign = ast::Expr::Assign(ast::AssignExpr {
            span: update.span,
            op: operator,
            left: ast::AssignTarget::Simple(target),
            right: Box::new(one),
        });
        // The checker keeps references into the syntax it checks; this
        // piece lives as long as the compilation (it is leaked).
        let assign: &'a ast::Expr = Box::leak(Box::new(assign));
        if update.prefix {
            prelude.push(self.check_expression(assign));
            return Expression {
                kind: ExpressionKind::Sequence(prelude),
                ty: TypeId::BIGINT,
                span,
            };
        }
        let old = self.check_expression(operand);
        let hidden = self.hidden_temporary(TypeId::BIGINT, span);
        let store = Expression {
            kind: ExpressionKind::Assign {
                target: hidden,
                value: Box::new(old),
            },
            ty: TypeId::BIGINT,
            span,
        };
        let changed = self.check_expression(assign);
        let read = Expression {
            kind: ExpressionKind::Variable(hidden),
            ty: TypeId::BIGINT,
            span,
        };
        prelude.extend([store, changed, read]);
        Expression {
            kind: ExpressionKind::Sequence(prelude),
            ty: TypeId::BIGINT,
            span,
        }
    }
}

fn is_equality(operator: ast::BinaryOp) -> bool {
    use ast::BinaryOp as Op;
    matches!(operator, Op::EqEqEq | Op::EqEq | Op::NotEqEq | Op::NotEq)
}
