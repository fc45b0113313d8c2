//! Generics, monomorphized: each use of a generic function, interface or
//! type alias with new type arguments makes a new instance, checked with
//! the type parameters bound to those arguments. Type arguments come from
//! the call (`f<number>(x)`) or are inferred from the arguments: plain
//! arguments first, then arrow functions, whose parameter types come from
//! what is known by then.

use std::collections::HashMap;

use swc_common::Spanned;
use swc_ecma_ast as ast;

use super::Checker;
use super::closures::{ClosureExpectation, ClosureSyntax};
use crate::diagnostics::{Code, Diagnostic, Span};
use crate::hir::{Expression, ExpressionKind, FuncId};
use crate::types::{Type, TypeId};

/// A generic top-level function and its instances by type arguments.
pub(crate) struct GenericFunction<'a> {
    pub declaration: &'a ast::FnDecl,
    /// The module declaring it, where its instances are checked.
    pub module: usize,
    pub instances: HashMap<Vec<TypeId>, FuncId>,
    /// A generic static method's class (its instances are the class's
    /// static methods: `Class.name<...>`, with the class's private names).
    pub static_of: Option<crate::types::ClassId>,
}

/// A generic interface or type alias: its type parameters and body.
#[derive(Clone, Copy)]
pub(crate) enum GenericType<'a> {
    Interface(&'a ast::TsInterfaceDecl),
    Alias(&'a ast::TsTypeAliasDecl),
}

impl<'a> GenericType<'a> {
    fn declared(&self) -> Option<&'a ast::TsTypeParamDecl> {
        match self {
            GenericType::Interface(declaration) => declaration.type_params.as_deref(),
            GenericType::Alias(declaration) => declaration.type_params.as_deref(),
        }
    }

    fn parameters(&self) -> Vec<String> {
        parameter_names(self.declared())
    }

    fn defaults(&self) -> Vec<Option<&'a ast::TsType>> {
        parameter_defaults(self.declared())
    }
}

/// The default of each type parameter (`E = string`), if written.
fn parameter_defaults(parameters: Option<&ast::TsTypeParamDecl>) -> Vec<Option<&ast::TsType>> {
    parameters
        .map(|declared| {
            declared
                .params
                .iter()
                .map(|parameter| parameter.default.as_deref())
                .collect()
        })
        .unwrap_or_default()
}

/// The type parameters constrained by `keyof ...`.
fn key_parameters(parameters: Option<&ast::TsTypeParamDecl>) -> Vec<String> {
    parameters
        .map(|declaration| {
            declaration
                .params
                .iter()
                .filter(|parameter| {
                    matches!(parameter.constraint.as_deref(), Some(ast::TsType::TsTypeOperator(operator))
                        if operator.op == ast::TsTypeOperatorOp::KeyOf)
                })
                .map(|parameter| parameter.name.sym.to_string())
                .collect()
        })
        .unwrap_or_default()
}

/// The names of a declaration's type parameters.
pub(crate) fn parameter_names(parameters: Option<&ast::TsTypeParamDecl>) -> Vec<String> {
    parameters
        .map(|declaration| {
            declaration
                .params
                .iter()
                .map(|parameter| parameter.name.sym.to_string())
                .collect()
        })
        .unwrap_or_default()
}

impl<'a> Checker<'a> {
    /// The type a type parameter name stands for in the instance being
    /// checked.
    pub(crate) fn type_parameter(&self, name: &str) -> Option<TypeId> {
        let ty = self.raw_type_parameter(name)?;
        // A key (`K extends keyof T` bound to "name") is a string value.
        Some(match self.types.get(ty) {
            Type::Key(_) => TypeId::STRING,
            _ => ty,
        })
    }

    /// What a type parameter is bound to, keys included.
    pub(crate) fn raw_type_parameter(&self, name: &str) -> Option<TypeId> {
        self.type_scope
            .iter()
            .rev()
            .find_map(|scope| scope.get(name).copied())
    }

    /// The property name a key type stands for.
    pub(crate) fn key_name(&self, ty: TypeId) -> Option<String> {
        match self.types.get(ty) {
            Type::Key(name) => Some(name.clone()),
            _ => None,
        }
    }

    /// Registers a generic function; its instances are made by calls.
    /// `const name = <T>(x: T): T => ...` (or a generic function
    /// expression) at the top level: declared as the generic function it
    /// behaves as. The declaration is built once per compilation and lives
    /// as long as the compiler process (it is leaked, as the checker keeps
    /// references into the syntax tree).
    /// Whether a top-level `const` is initialized with a function that is
    /// better declared as a function: a generic one, or one with optional,
    /// default or rest parameters (which function values do not have).
    pub(crate) fn is_function_constant(declarator: &ast::VarDeclarator) -> bool {
        // An annotated constant is a closure of the annotated type (its
        // parameters typed by it).
        let ast::Pat::Ident(binding) = &declarator.name else {
            return false;
        };
        if binding.type_ann.is_some() {
            return false;
        }
        let Some(init) = declarator.init.as_deref() else {
            return false;
        };
        let init = match init {
            ast::Expr::Paren(inner) => &*inner.expr,
            other => other,
        };
        // Optional, default and rest parameters: what a function
        // declaration's calls handle and a closure's do not (yet).
        let optional = |pattern: &ast::Pat| match pattern {
            ast::Pat::Assign(_) => true,
            // A rest parameter written as an array (a tuple one, which
            // closures take as its elements, stays a closure).
            ast::Pat::Rest(rest) => {
                rest.type_ann
                    .as_ref()
                    .is_some_and(|annotation| match &*annotation.type_ann {
                        ast::TsType::TsArrayType(_) => true,
                        ast::TsType::TsTypeRef(reference) => matches!(
                            &reference.type_name,
                            ast::TsEntityName::Ident(name) if name.sym == "Array"
                        ),
                        _ => false,
                    })
            }
            ast::Pat::Ident(binding) => binding.id.optional,
            _ => false,
        };
        match init {
            ast::Expr::Arrow(arrow) => {
                arrow.type_params.is_some() || arrow.params.iter().any(optional)
            }
            ast::Expr::Fn(expression) => {
                expression.function.type_params.is_some()
                    || expression
                        .function
                        .params
                        .iter()
                        .any(|param| optional(&param.pat))
            }
            _ => false,
        }
    }

    pub(crate) fn generic_constant(
        declarator: &ast::VarDeclarator,
    ) -> Option<&'static ast::FnDecl> {
        let ast::Pat::Ident(binding) = &declarator.name else {
            return None;
        };
        let init = declarator.init.as_deref()?;
        let init = match init {
            ast::Expr::Paren(inner) => &*inner.expr,
            other => other,
        };
        if !Self::is_function_constant(declarator) {
            return None;
        }
        let function = match init {
            ast::Expr::Arrow(arrow) => {
                let body = match &*arrow.body {
                    ast::ArrowFunctionBody::FunctionBody(block) => block.clone(),
                    ast::ArrowFunctionBody::Expr(expression) => ast::FunctionBody {
                        span: expression.span(),
                        stmts: vec![ast::Stmt::Return(ast::ReturnStmt {
                            span: expression.span(),
                            arg: Some(expression.clone()),
                        })],
                    },
                };
                ast::Function {
                    this_param: None,
                    params: arrow
                        .params
                        .iter()
                        .map(|pattern| ast::Param {
                            span: pattern.span(),
                            decorators: Vec::new(),
                            pat: pattern.clone(),
                        })
                        .collect(),
                    decorators: Vec::new(),
                    span: arrow.span,
                    ctxt: Default::default(),
                    body: Some(body),
                    is_generator: arrow.is_generator,
                    is_async: arrow.is_async,
                    type_params: arrow.type_params.clone(),
                    return_type: arrow.return_type.clone(),
                }
            }
            ast::Expr::Fn(expression) => (*expression.function).clone(),
            _ => return None,
        };
        Some(Box::leak(Box::new(ast::FnDecl {
            ident: binding.id.clone(),
            declare: false,
            function: Box::new(function),
        })))
    }

    pub(crate) fn declare_generic_function(&mut self, declaration: &'a ast::FnDecl, span: Span) {
        let name = declaration.ident.sym.to_string();
        let index = self.generic_functions.len() as u32;
        self.generic_functions.push(GenericFunction {
            declaration,
            module: self.module,
            instances: HashMap::new(),
            static_of: None,
        });
        self.bind_top_level(name, super::scope::Binding::GenericFunction(index), span);
    }

    /// The instance of generic function `generic` for `arguments`.
    pub(crate) fn function_instance(&mut self, generic: u32, arguments: Vec<TypeId>) -> FuncId {
        if let Some(&id) = self.generic_functions[generic as usize]
            .instances
            .get(&arguments)
        {
            return id;
        }
        let module = self.generic_functions[generic as usize].module;
        self.in_module(module, |this| {
            this.new_function_instance(generic, arguments)
        })
    }

    fn new_function_instance(&mut self, generic: u32, arguments: Vec<TypeId>) -> FuncId {
        let declaration = self.generic_functions[generic as usize].declaration;
        let names = parameter_names(declaration.function.type_params.as_deref());
        let shown: Vec<String> = arguments
            .iter()
            .map(|&ty| self.types.display(ty).to_string())
            .collect();
        let static_of = self.generic_functions[generic as usize].static_of;
        let owner = static_of.map_or(String::new(), |class| {
            format!("{}.", self.classes[class.index()].name)
        });
        let name = format!("{owner}{}<{}>", declaration.ident.sym, shown.join(", "));
        let span = self.span(declaration.ident.span);
        let bindings: HashMap<String, TypeId> = names
            .iter()
            .cloned()
            .zip(arguments.iter().copied())
            .collect();
        self.type_scope.push(bindings.clone());
        let id = self.declare_function_body(name, &declaration.function, None, span);
        self.type_scope.pop();
        self.functions[id.index()].lexical_class = static_of;
        self.note_key_parameters(id, &declaration.function, &bindings);
        self.functions[id.index()].type_arguments = bindings;
        self.generic_functions[generic as usize]
            .instances
            .insert(arguments, id);
        id
    }

    /// A call of a generic function: type arguments written or inferred,
    /// then a call of that instance.
    pub(crate) fn check_generic_call(
        &mut self,
        generic: u32,
        call: &'a ast::CallExpr,
        span: Span,
    ) -> Expression {
        let declaration = self.generic_functions[generic as usize].declaration;
        let function = &declaration.function;
        let Some((type_arguments, values)) =
            self.infer_type_arguments(function, call.type_args.as_deref(), &call.args, span)
        else {
            return Self::poison(span);
        };
        let instance = self.function_instance(generic, type_arguments);
        let Some(arguments) = self.instance_arguments(instance, values, &call.args, span) else {
            return Self::poison(span);
        };
        let ty = self.function_result(instance, span);
        Expression {
            kind: ExpressionKind::Call {
                function: instance,
                arguments,
                receiver: None,
            },
            ty,
            span,
        }
    }

    /// The type arguments of a call of the generic `function`: written, or
    /// inferred from the arguments (which are then checked already and
    /// returned too). `None` after an error.
    #[allow(clippy::type_complexity)]
    pub(crate) fn infer_type_arguments(
        &mut self,
        function: &'a ast::Function,
        written: Option<&ast::TsTypeParamInstantiation>,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Option<(Vec<TypeId>, Option<Vec<Expression>>)> {
        let names = parameter_names(function.type_params.as_deref());
        if let Some(written) = written {
            if written.params.len() != names.len() {
                self.error(Diagnostic::new(
                    Code::ArgumentCount,
                    self.span(written.span),
                    format!(
                        "Expected {} type arguments, but got {}.",
                        names.len(),
                        written.params.len()
                    ),
                ));
                return None;
            }
            let resolved = written
                .params
                .iter()
                .map(|ty| self.resolve_type(ty))
                .collect();
            return Some((resolved, None));
        }
        // The parameters' annotations, as patterns to infer from.
        let patterns: Vec<Option<&'a ast::TsType>> = function
            .params
            .iter()
            .map(|parameter| match &parameter.pat {
                ast::Pat::Ident(binding) => binding.type_ann.as_deref().map(|a| &*a.type_ann),
                ast::Pat::Assign(assign) => match &*assign.left {
                    ast::Pat::Ident(binding) => binding.type_ann.as_deref().map(|a| &*a.type_ann),
                    _ => None,
                },
                _ => None,
            })
            .collect();
        // A rest parameter (`...keys: K[]`): its element type is the
        // pattern of each argument it takes (a spread one gives none).
        let mut patterns = patterns;
        if let Some(ast::Pat::Rest(rest)) = function.params.last().map(|parameter| &parameter.pat)
            && let Some(annotation) = &rest.type_ann
            && let ast::TsType::TsArrayType(array) = &*annotation.type_ann
        {
            let first = function.params.len() - 1;
            patterns.truncate(first);
            for argument in arguments.iter().skip(first) {
                patterns.push(argument.spread.is_none().then_some(&*array.elem_type));
            }
        }
        let mut bindings: HashMap<String, TypeId> = HashMap::new();
        // `K extends keyof T` with a string literal argument: K is that key.
        let keys = key_parameters(function.type_params.as_deref());
        for (index, argument) in arguments.iter().enumerate() {
            if let Some(pattern) = patterns.get(index).copied().flatten()
                && let ast::TsType::TsTypeRef(ast::TsTypeRef {
                    type_name: ast::TsEntityName::Ident(type_name),
                    type_params: None,
                    ..
                }) = pattern
                && keys.iter().any(|key| key == type_name.sym.as_str())
                && let Some(text) = match &*argument.expr {
                    ast::Expr::Lit(ast::Lit::Str(text)) => {
                        Some(text.value.to_string_lossy().to_string())
                    }
                    // A parameter holding a key itself (`this.off(name, f)`
                    // inside `on<K>(name: K, ...)`).
                    // (Resolved here, which captures it in a closure, as
                    // checking the argument below would.)
                    ast::Expr::Ident(name) => match self.resolve_name(name.sym.as_str()) {
                        Some(super::scope::Binding::Local { id, .. }) => {
                            self.current.key_constants.get(&id).cloned()
                        }
                        _ => None,
                    },
                    _ => None,
                }
            {
                let key = self.types.intern(Type::Key(text));
                // Several (`pick(o, "a", "c")`): a key known at run time
                // only, a `string`.
                let key = match bindings.get(type_name.sym.as_str()) {
                    Some(&known) if known != key => TypeId::STRING,
                    _ => key,
                };
                bindings.insert(type_name.sym.to_string(), key);
            }
        }
        let mut values: Vec<Option<Expression>> = arguments.iter().map(|_| None).collect();
        // Plain arguments first: they fix the type parameters that
        // closures' parameters then take.
        for (index, argument) in arguments.iter().enumerate() {
            if ClosureSyntax::of_expression(&argument.expr).is_some() {
                continue;
            }
            let pattern = patterns.get(index).copied().flatten();
            let expected = pattern
                .filter(|pattern| !mentions(pattern, &names))
                .map(|pattern| self.resolve_type(pattern));
            // One naming only keys bound by now (`payload: Events[K]`,
            // `K` given as a literal): that type, so `[]` and `{}` in the
            // argument are typed by it.
            let unbound: Vec<String> = names
                .iter()
                .filter(|name| !keys.contains(name) || !bindings.contains_key(*name))
                .cloned()
                .collect();
            let expected = match pattern {
                Some(pattern) if expected.is_none() && !mentions(pattern, &unbound) => {
                    self.type_scope.push(bindings.clone());
                    let ty = self.resolve_type(pattern);
                    self.type_scope.pop();
                    Some(ty)
                }
                _ => expected,
            };
            let value = match self.tuple_argument(pattern, &argument.expr, &names) {
                Some(tuple) => tuple,
                None => self.check_expecting(&argument.expr, expected),
            };
            if let Some(pattern) = pattern {
                self.unify(pattern, value.ty, &names, &mut bindings);
                self.bind_rest_tuple(pattern, value.ty, &names, &mut bindings);
            }
            values[index] = Some(value);
        }
        // The wanted result type (`const xs: number[] = make()`, `return
        // run(async () => ...)`) binds what the plain arguments left
        // unbound, before closures are checked against their parameters.
        let wanted = match self.expected_call_result {
            Some((call, ty)) if call == span => {
                self.expected_call_result = None;
                Some(ty)
            }
            _ => None,
        };
        if let Some(wanted) = wanted
            && let Some(result) = &function.return_type
        {
            let mut from_result = HashMap::new();
            self.unify(&result.type_ann, wanted, &names, &mut from_result);
            // `return run(...)` in an async function wants the value a
            // promise of it gives.
            if from_result.is_empty() && self.promise_value(wanted).is_none() {
                let promise = self.types.intern(Type::Promise(wanted));
                self.unify(&result.type_ann, promise, &names, &mut from_result);
            }
            for (name, ty) in from_result {
                bindings.entry(name).or_insert(ty);
            }
        }
        // A type parameter a plain argument's parameter type names but its
        // value's type could not be matched to (a class instance passed
        // where a generic interface `Repo<T>` is wanted): an `any`, so the
        // closures below take `any`s where tsc infers the type.
        for (index, argument) in arguments.iter().enumerate() {
            let Some(pattern) = patterns.get(index).copied().flatten() else {
                continue;
            };
            if ClosureSyntax::of_expression(&argument.expr).is_some()
                || values[index]
                    .as_ref()
                    .is_none_or(|value| value.ty == TypeId::NEVER)
            {
                continue;
            }
            for name in &names {
                if !bindings.contains_key(name) && mentions(pattern, std::slice::from_ref(name)) {
                    bindings.insert(name.clone(), TypeId::ANY);
                }
            }
        }
        for (index, argument) in arguments.iter().enumerate() {
            let Some(syntax) = ClosureSyntax::of_expression(&argument.expr) else {
                continue;
            };
            let pattern = patterns.get(index).copied().flatten();
            let expectation =
                pattern.and_then(|pattern| self.expectation(pattern, &names, &bindings));
            let value = self.check_closure(syntax, expectation);
            if let Some(pattern) = pattern {
                self.unify(pattern, value.ty, &names, &mut bindings);
                self.bind_rest_tuple(pattern, value.ty, &names, &mut bindings);
            }
            values[index] = Some(value);
        }
        // A type parameter nothing binds is its constraint, or `unknown`,
        // as tsc infers it.
        let mut resolved = Vec::with_capacity(names.len());
        for (index, type_name) in names.iter().enumerate() {
            match bindings.get(type_name) {
                Some(&ty) => resolved.push(ty),
                None => {
                    let constraint = function
                        .type_params
                        .as_deref()
                        .and_then(|parameters| parameters.params.get(index))
                        .and_then(|parameter| parameter.constraint.as_deref())
                        .filter(|constraint| !mentions(constraint, &names));
                    let ty = match constraint {
                        Some(constraint) => self.resolve_type(constraint),
                        None => TypeId::UNKNOWN,
                    };
                    bindings.insert(type_name.clone(), ty);
                    resolved.push(ty);
                }
            }
        }
        let values: Vec<Expression> = values.into_iter().flatten().collect();
        if values.iter().any(|value| value.ty == TypeId::NEVER) {
            return None;
        }
        Some((resolved, Some(values)))
    }

    /// The arguments of a call of `instance`: checked now, or (already
    /// checked during inference) converted to its parameter types, with
    /// the placeholders and count of default parameters.
    pub(crate) fn instance_arguments(
        &mut self,
        instance: FuncId,
        values: Option<Vec<Expression>>,
        arguments: &'a [ast::ExprOrSpread],
        span: Span,
    ) -> Option<Vec<Expression>> {
        let Some(values) = values else {
            return self.check_call_arguments(instance, arguments, span);
        };
        let parameters = self.visible_parameters(instance);
        let has_defaults = !self.functions[instance.index()].defaults.is_empty();
        // `...items: T`: the arguments from its position on, in an array.
        let mut values = values;
        if self.functions[instance.index()].rest
            && let Some(&rest_type) = parameters.last()
            && let Some(element) = self.types.element(rest_type)
            && values.len() + 1 >= parameters.len()
        {
            let items: Vec<Expression> = values
                .split_off(parameters.len() - 1)
                .into_iter()
                .map(|value| {
                    let value = self.coerce(value, element);
                    self.assign_to(value, element)
                })
                .collect();
            let array = self.array_of(element);
            values.push(Expression {
                kind: ExpressionKind::ArrayLiteral(items),
                ty: array,
                span,
            });
        }
        if values.len() > parameters.len() || (!has_defaults && values.len() < parameters.len()) {
            self.argument_count_error(span, parameters.len(), values.len());
            return None;
        }
        let mut checked = Vec::with_capacity(parameters.len() + 1);
        for (value, &ty) in values.into_iter().zip(&parameters) {
            let value = self.coerce(value, ty);
            let value = self.assign_to(value, ty);
            checked.push(value);
        }
        if has_defaults {
            let written = checked.len();
            for &ty in &parameters[written..] {
                checked.push(Expression {
                    kind: ExpressionKind::Placeholder,
                    ty,
                    span,
                });
            }
            checked.push(Expression {
                kind: ExpressionKind::Number(written as f64),
                ty: TypeId::NUMBER,
                span,
            });
        }
        Some(checked)
    }

    /// Notes which parameters of an instance hold a key: those annotated
    /// with a key type parameter (`name: K`, `K extends keyof T` bound to
    /// "name").
    fn note_key_parameters(
        &mut self,
        id: FuncId,
        function: &ast::Function,
        bindings: &HashMap<String, TypeId>,
    ) {
        for (index, parameter) in function.params.iter().enumerate() {
            if let ast::Pat::Ident(binding) = &parameter.pat
                && let Some(annotation) = &binding.type_ann
                && let ast::TsType::TsTypeRef(ast::TsTypeRef {
                    type_name: ast::TsEntityName::Ident(type_name),
                    type_params: None,
                    ..
                }) = &*annotation.type_ann
                && let Some(&bound) = bindings.get(type_name.sym.as_str())
                && let Some(key) = self.key_name(bound)
            {
                self.functions[id.index()].key_parameters.push((index, key));
            }
        }
    }

    /// The instance of a class's generic method for `arguments`.
    pub(crate) fn method_instance(
        &mut self,
        class: crate::types::ClassId,
        method: usize,
        arguments: Vec<TypeId>,
    ) -> FuncId {
        let (name, function, existing) = {
            let generic = &self.classes[class.index()].generic_methods[method];
            (
                generic.0.clone(),
                generic.1,
                generic.2.get(&arguments).copied(),
            )
        };
        if let Some(id) = existing {
            return id;
        }
        let module = self.classes[class.index()].module;
        self.in_module(module, |this| {
            this.new_method_instance(class, method, name, function, arguments)
        })
    }

    fn new_method_instance(
        &mut self,
        class: crate::types::ClassId,
        method: usize,
        name: String,
        function: &'a ast::Function,
        arguments: Vec<TypeId>,
    ) -> FuncId {
        let names = parameter_names(function.type_params.as_deref());
        let mut bindings = self.classes[class.index()].type_arguments.clone();
        bindings.extend(names.into_iter().zip(arguments.iter().copied()));
        let class_name = self.classes[class.index()].name.clone();
        let span = self.span(function.span);
        self.type_scope.push(bindings.clone());
        // (`this` in its signature is the class's instance type.)
        let this_type = self.class_type(class);
        self.this_types.push(this_type);
        let id = self.declare_function_body(format!("{class_name}.{name}"), function, None, span);
        self.this_types.pop();
        self.type_scope.pop();
        self.functions[id.index()].this_class = Some(class);
        self.note_key_parameters(id, function, &bindings);
        self.functions[id.index()].type_arguments = bindings;
        self.classes[class.index()].generic_methods[method]
            .2
            .insert(arguments, id);
        id
    }

    /// What a closure argument is checked against, from its parameter's
    /// annotation with the type parameters known so far.
    fn expectation(
        &mut self,
        pattern: &'a ast::TsType,
        names: &[String],
        bindings: &HashMap<String, TypeId>,
    ) -> Option<ClosureExpectation> {
        let ast::TsType::TsFnOrConstructorType(ast::TsFnOrConstructorType::TsFnType(function)) =
            strip_parentheses(pattern)
        else {
            // A named function type (`Listener<Events[K]>`) whose type
            // parameters are all bound by now: its signature.
            let unbound: Vec<String> = names
                .iter()
                .filter(|name| !bindings.contains_key(*name))
                .cloned()
                .collect();
            if !matches!(strip_parentheses(pattern), ast::TsType::TsTypeRef(_))
                || mentions(pattern, &unbound)
            {
                return None;
            }
            self.type_scope.push(bindings.clone());
            let ty = self.resolve_type(pattern);
            self.type_scope.pop();
            let Type::Function(signature) = self.types.get(ty).clone() else {
                return None;
            };
            return Some(ClosureExpectation {
                parameters: signature.parameters,
                result: Some(signature.result),
                rest: signature.rest,
            });
        };
        let unbound: Vec<String> = names
            .iter()
            .filter(|name| !bindings.contains_key(*name))
            .cloned()
            .collect();
        self.type_scope.push(bindings.clone());
        let mut parameters = Vec::new();
        for parameter in &function.params {
            let ast::TsFnParam::Ident(binding) = parameter else {
                self.type_scope.pop();
                return None;
            };
            let Some(annotation) = &binding.type_ann else {
                self.type_scope.pop();
                return None;
            };
            if mentions(&annotation.type_ann, &unbound) {
                self.type_scope.pop();
                return None;
            }
            parameters.push(self.resolve_type(&annotation.type_ann));
        }
        let result = (!mentions(&function.type_ann.type_ann, &unbound))
            .then(|| self.resolve_type(&function.type_ann.type_ann));
        self.type_scope.pop();
        Some(ClosureExpectation {
            parameters,
            result,
            rest: false,
        })
    }

    /// `(...args: A) => R` matched with a function of type `(a: X, b: Y)
    /// => R'`: `A` is the tuple `[X, Y]` (a tuple even when the elements
    /// agree, so it spreads back into as many parameters).
    fn bind_rest_tuple(
        &mut self,
        pattern: &ast::TsType,
        actual: TypeId,
        names: &[String],
        bindings: &mut HashMap<String, TypeId>,
    ) {
        let ast::TsType::TsFnOrConstructorType(ast::TsFnOrConstructorType::TsFnType(function)) =
            strip_parentheses(pattern)
        else {
            return;
        };
        let Type::Function(signature) = self.types.get(actual).clone() else {
            return;
        };
        for (index, parameter) in function.params.iter().enumerate() {
            if let ast::TsFnParam::Rest(rest) = parameter
                && let Some(annotation) = &rest.type_ann
                && let ast::TsType::TsTypeRef(ast::TsTypeRef {
                    type_name: ast::TsEntityName::Ident(name),
                    type_params: None,
                    ..
                }) = strip_parentheses(&annotation.type_ann)
                && names.iter().any(|n| n == name.sym.as_str())
                && !bindings.contains_key(name.sym.as_str())
            {
                let rest: Vec<TypeId> = signature.parameters.iter().skip(index).copied().collect();
                let tuple = self.types.intern(Type::Tuple(rest));
                bindings.insert(name.sym.to_string(), tuple);
            }
        }
    }

    /// Binds the type parameters `pattern` mentions by matching it with
    /// the type of an argument.
    /// An array literal passed where a tuple type naming the type
    /// parameters is wanted (`swap([1, "x"])` for `p: [A, B]`): a tuple of
    /// its elements' types, each checked against its element's type where
    /// that names no type parameter (tsc infers `A` and `B` from it).
    fn tuple_argument(
        &mut self,
        pattern: Option<&ast::TsType>,
        argument: &'a ast::Expr,
        names: &[String],
    ) -> Option<Expression> {
        let ast::TsType::TsTupleType(tuple) = strip_parentheses(pattern?) else {
            return None;
        };
        let ast::Expr::Array(literal) = argument.unwrap_parens() else {
            return None;
        };
        if !mentions(pattern?, names)
            || tuple.elem_types.len() != literal.elems.len()
            || !tuple
                .elem_types
                .iter()
                .all(|element| plain_tuple_element(&element.ty))
            || literal.elems.iter().any(|element| {
                element.as_ref().is_none_or(|element| {
                    element.spread.is_some()
                        || ClosureSyntax::of_expression(&element.expr).is_some()
                })
            })
        {
            return None;
        }
        let values: Vec<Expression> = tuple
            .elem_types
            .iter()
            .zip(literal.elems.iter().flatten())
            .map(|(pattern, element)| {
                let expected =
                    (!mentions(&pattern.ty, names)).then(|| self.resolve_type(&pattern.ty));
                self.check_expecting(&element.expr, expected)
            })
            .collect();
        let ty = self
            .types
            .intern(Type::Tuple(values.iter().map(|value| value.ty).collect()));
        Some(Expression {
            kind: ExpressionKind::TupleLiteral(values),
            ty,
            span: self.span(argument.span()),
        })
    }

    fn unify(
        &self,
        pattern: &ast::TsType,
        actual: TypeId,
        names: &[String],
        bindings: &mut HashMap<String, TypeId>,
    ) {
        if actual == TypeId::NEVER {
            return;
        }
        match strip_parentheses(pattern) {
            ast::TsType::TsTypeRef(ast::TsTypeRef {
                type_name: ast::TsEntityName::Ident(name),
                type_params: None,
                ..
            }) if names.iter().any(|n| n == name.sym.as_str()) => {
                bindings.entry(name.sym.to_string()).or_insert(actual);
            }
            ast::TsType::TsArrayType(array) => {
                if let Some(element) = self.types.element(actual) {
                    self.unify(&array.elem_type, element, names, bindings);
                }
            }
            // `[A, B]` against a tuple of as many elements.
            ast::TsType::TsTupleType(tuple) => {
                if let Type::Tuple(elements) = self.types.get(actual)
                    && elements.len() == tuple.elem_types.len()
                    && tuple
                        .elem_types
                        .iter()
                        .all(|element| plain_tuple_element(&element.ty))
                {
                    for (pattern, &ty) in tuple.elem_types.iter().zip(elements.clone().iter()) {
                        self.unify(&pattern.ty, ty, names, bindings);
                    }
                } else if !matches!(self.types.get(actual), Type::Tuple(_))
                    && let Some(element) = self.types.element(actual)
                {
                    // `[T, ...T[]]` against an array: each element is one.
                    for pattern in &tuple.elem_types {
                        match &*pattern.ty {
                            ast::TsType::TsRestType(rest) => {
                                self.unify(&rest.type_ann, actual, names, bindings)
                            }
                            ast::TsType::TsOptionalType(optional) => {
                                self.unify(&optional.type_ann, element, names, bindings)
                            }
                            plain => self.unify(plain, element, names, bindings),
                        }
                    }
                }
            }
            ast::TsType::TsTypeRef(ast::TsTypeRef {
                type_name: ast::TsEntityName::Ident(name),
                type_params: Some(arguments),
                ..
            }) if matches!(name.sym.as_str(), "Array" | "ReadonlyArray")
                && arguments.params.len() == 1 =>
            {
                if let Some(element) = self.types.element(actual) {
                    self.unify(&arguments.params[0], element, names, bindings);
                }
            }
            // `Promise<T>`, `Set<T>`, `Map<K, V>` against the library's own.
            ast::TsType::TsTypeRef(ast::TsTypeRef {
                type_name: ast::TsEntityName::Ident(name),
                type_params: Some(arguments),
                ..
            }) if matches!(
                name.sym.as_str(),
                "Promise" | "Set" | "ReadonlySet" | "WeakSet" | "Map" | "ReadonlyMap" | "WeakMap"
            ) && self.find_generic_type(name.sym.as_str()).is_none() =>
            {
                let parts: Vec<TypeId> = match self.types.get(actual) {
                    Type::Promise(value) if name.sym == "Promise" => vec![*value],
                    Type::Set(element) if name.sym.ends_with("Set") => vec![*element],
                    Type::Map(key, value) if name.sym.ends_with("Map") => vec![*key, *value],
                    _ => Vec::new(),
                };
                if parts.len() == arguments.params.len() {
                    for (pattern, ty) in arguments.params.iter().zip(parts) {
                        self.unify(pattern, ty, names, bindings);
                    }
                }
            }
            // `Iterable<T>`, `Generator<T, R, N>` and their kin against
            // what iterates: `T` is what iterating it gives.
            ast::TsType::TsTypeRef(ast::TsTypeRef {
                type_name: ast::TsEntityName::Ident(name),
                type_params: Some(arguments),
                ..
            }) if matches!(
                name.sym.as_str(),
                "Iterable"
                    | "IterableIterator"
                    | "Iterator"
                    | "IteratorObject"
                    | "Generator"
                    | "AsyncIterable"
                    | "AsyncIterableIterator"
                    | "AsyncGenerator"
            ) && self.find_generic_type(name.sym.as_str()).is_none() =>
            {
                let parts = match self.types.get(actual) {
                    Type::Generator(yielded, returned, next)
                    | Type::AsyncGenerator(yielded, returned, next) => {
                        vec![*yielded, *returned, *next]
                    }
                    _ if name.sym.starts_with("Async") => Vec::new(),
                    _ => self.iteration_element(actual).into_iter().collect(),
                };
                for (pattern, ty) in arguments.params.iter().zip(parts) {
                    self.unify(pattern, ty, names, bindings);
                }
            }
            // `Node<T>` against an instance of the generic class `Node`.
            ast::TsType::TsTypeRef(ast::TsTypeRef {
                type_name: ast::TsEntityName::Ident(name),
                type_params: Some(arguments),
                ..
            }) if self
                .types
                .class(actual)
                .and_then(|class| self.class_origins.get(&class))
                .is_some_and(|(generic, _)| {
                    self.generic_classes[*generic as usize]
                        .declaration
                        .ident
                        .sym
                        == name.sym
                }) =>
            {
                let class = self.types.class(actual).expect("a class instance");
                let (_, instance_arguments) = &self.class_origins[&class];
                for (pattern, &ty) in arguments.params.iter().zip(instance_arguments) {
                    self.unify(pattern, ty, names, bindings);
                }
            }
            ast::TsType::TsFnOrConstructorType(ast::TsFnOrConstructorType::TsFnType(function)) => {
                let Type::Function(signature) = self.types.get(actual).clone() else {
                    return;
                };
                // (A rest parameter: see `bind_rest_tuple`.)
                for (parameter, &ty) in function.params.iter().zip(&signature.parameters) {
                    if let ast::TsFnParam::Ident(binding) = parameter
                        && let Some(annotation) = &binding.type_ann
                    {
                        self.unify(&annotation.type_ann, ty, names, bindings);
                    }
                }
                self.unify(
                    &function.type_ann.type_ann,
                    signature.result,
                    names,
                    bindings,
                );
            }
            ast::TsType::TsUnionOrIntersectionType(
                ast::TsUnionOrIntersectionType::TsUnionType(union),
            ) => {
                let others: Vec<&ast::TsType> = union
                    .types
                    .iter()
                    .map(|member| &**member)
                    .filter(|member| {
                        !matches!(member, ast::TsType::TsKeywordType(keyword)
                            if matches!(keyword.kind, ast::TsKeywordTypeKind::TsNullKeyword
                                | ast::TsKeywordTypeKind::TsUndefinedKeyword))
                    })
                    .collect();
                if let [only] = others.as_slice()
                    && actual != TypeId::NULL
                    && actual != TypeId::UNDEFINED
                {
                    self.unify(
                        only,
                        self.types.non_null(actual).unwrap_or(actual),
                        names,
                        bindings,
                    );
                }
            }
            ast::TsType::TsTypeLit(literal) => {
                let Some(shape) = self.types.object(actual).cloned() else {
                    return;
                };
                for member in &literal.members {
                    if let ast::TsTypeElement::TsPropertySignature(signature) = member
                        && let ast::Expr::Ident(key) = &*signature.key
                        && let Some(annotation) = &signature.type_ann
                        && let Some(property) = shape.property(key.sym.as_str())
                    {
                        self.unify(&annotation.type_ann, property.ty, names, bindings);
                    }
                }
            }
            ast::TsType::TsTypeRef(ast::TsTypeRef {
                type_name: ast::TsEntityName::Ident(name),
                type_params: Some(arguments),
                ..
            }) => {
                // `Box<T>` against an instance of the generic interface or
                // alias `Box`: match each of its members' annotations, with
                // its own parameters standing for our patterns.
                let Some((_, generic)) = self.find_generic_type(name.sym.as_str()) else {
                    return;
                };
                let own = generic.parameters();
                let substitution: HashMap<String, &ast::TsType> = own
                    .iter()
                    .cloned()
                    .zip(arguments.params.iter().map(|p| &**p))
                    .collect();
                let body: Option<&ast::TsType> = match generic {
                    GenericType::Alias(alias) => Some(&alias.type_ann),
                    GenericType::Interface(_) => None,
                };
                let members: Vec<&ast::TsTypeElement> = match (generic, body) {
                    (GenericType::Interface(interface), _) => interface.body.body.iter().collect(),
                    (_, Some(ast::TsType::TsTypeLit(literal))) => literal.members.iter().collect(),
                    (_, Some(other)) => {
                        self.unify_substituted(other, actual, &substitution, names, bindings);
                        return;
                    }
                    _ => return,
                };
                let Some(shape) = self.types.object(actual).cloned() else {
                    return;
                };
                for member in members {
                    if let ast::TsTypeElement::TsPropertySignature(signature) = member
                        && let ast::Expr::Ident(key) = &*signature.key
                        && let Some(annotation) = &signature.type_ann
                        && let Some(property) = shape.property(key.sym.as_str())
                    {
                        self.unify_substituted(
                            &annotation.type_ann,
                            property.ty,
                            &substitution,
                            names,
                            bindings,
                        );
                    }
                }
            }
            _ => {}
        }
    }

    /// Unifies a member annotation of a generic interface, whose own type
    /// parameters stand for the patterns in `substitution`.
    fn unify_substituted(
        &self,
        annotation: &ast::TsType,
        actual: TypeId,
        substitution: &HashMap<String, &ast::TsType>,
        names: &[String],
        bindings: &mut HashMap<String, TypeId>,
    ) {
        match strip_parentheses(annotation) {
            ast::TsType::TsTypeRef(ast::TsTypeRef {
                type_name: ast::TsEntityName::Ident(name),
                type_params: None,
                ..
            }) if substitution.contains_key(name.sym.as_str()) => {
                self.unify(substitution[name.sym.as_str()], actual, names, bindings);
            }
            ast::TsType::TsArrayType(array) => {
                if let Some(element) = self.types.element(actual) {
                    self.unify_substituted(
                        &array.elem_type,
                        element,
                        substitution,
                        names,
                        bindings,
                    );
                }
            }
            _ => {}
        }
    }

    /// `interface Box<T>` or `type Pair<A, B> = ...`: registered by name,
    /// instantiated where it is used with type arguments.
    pub(crate) fn register_generic_type(
        &mut self,
        name: String,
        generic: GenericType<'a>,
        span: Span,
    ) {
        if self.scope().generic_types.contains_key(&name)
            || self.scope().interfaces.contains_key(&name)
            || self.scope().aliases.contains_key(&name)
        {
            self.error(Diagnostic::new(
                Code::DuplicateDeclaration,
                span,
                format!("Duplicate identifier '{name}'."),
            ));
            return;
        }
        self.scope_mut().generic_types.insert(name, generic);
    }

    /// The type arguments of `Name<A, B>` for type parameters `names`:
    /// the written ones, then the defaults of those left out (resolved in
    /// `module`, where they may name the parameters before them); `None`
    /// after tsc's error when too many or too few are written.
    fn type_arguments(
        &mut self,
        name: &str,
        names: &[String],
        defaults: &[Option<&'a ast::TsType>],
        arguments: &ast::TsTypeParamInstantiation,
        module: usize,
        span: Span,
    ) -> Option<Vec<TypeId>> {
        let written = arguments.params.len();
        if written > names.len()
            || (written < names.len() && !defaults[written..].iter().all(Option::is_some))
        {
            self.error(Diagnostic::new(
                Code::ArgumentCount,
                span,
                format!(
                    "Generic type '{name}' requires {} type arguments.",
                    names.len()
                ),
            ));
            return None;
        }
        let mut resolved: Vec<TypeId> = arguments
            .params
            .iter()
            .map(|ty| self.resolve_type(ty))
            .collect();
        while let Some(&Some(default)) = defaults.get(resolved.len()) {
            let earlier: HashMap<String, TypeId> = names
                .iter()
                .cloned()
                .zip(resolved.iter().copied())
                .collect();
            let ty = self.in_module(module, |this| {
                this.type_scope.push(earlier);
                let ty = this.resolve_type(default);
                this.type_scope.pop();
                ty
            });
            resolved.push(ty);
        }
        Some(resolved)
    }

    /// `Name<A, B>` for a generic interface or alias: its instance.
    pub(crate) fn generic_type_instance(
        &mut self,
        name: &str,
        arguments: &ast::TsTypeParamInstantiation,
        span: Span,
    ) -> Option<TypeId> {
        let (module, generic) = self.find_generic_type(name)?;
        let names = generic.parameters();
        let defaults = generic.defaults();
        let Some(resolved) = self.type_arguments(name, &names, &defaults, arguments, module, span)
        else {
            return Some(TypeId::NEVER);
        };
        let key = (module, name.to_string(), resolved.clone());
        if let Some(&ty) = self.generic_instances.get(&key) {
            return Some(ty);
        }
        let shown: Vec<String> = resolved
            .iter()
            .map(|&ty| self.types.display(ty).to_string())
            .collect();
        let display = format!("{name}<{}>", shown.join(", "));
        let bindings: HashMap<String, TypeId> = names.into_iter().zip(resolved).collect();
        // The instance is registered before its members are resolved, so
        // it may refer to itself.
        let ty = self.in_module(module, |this| match &generic {
            GenericType::Interface(declaration) => {
                let ty = this.types.new_object(Some(display));
                this.generic_instances.insert(key, ty);
                this.type_scope.push(bindings);
                let (properties, literals) = this.interface_properties(declaration);
                this.type_scope.pop();
                this.types.set_properties(ty, properties);
                if !literals.is_empty() {
                    this.discriminants.insert(ty, literals);
                }
                ty
            }
            GenericType::Alias(declaration) => {
                // `{ [key: string]: T }`: a record, resolved like any type.
                let index_signature = matches!(&*declaration.type_ann,
                    ast::TsType::TsTypeLit(literal)
                        if matches!(&literal.members[..], [ast::TsTypeElement::TsIndexSignature(_)]));
                if let ast::TsType::TsTypeLit(literal) = &*declaration.type_ann
                    && !index_signature
                {
                    let ty = this.types.new_object(Some(display));
                    this.generic_instances.insert(key, ty);
                    this.type_scope.push(bindings);
                    let ty = this.resolve_type_literal(literal, Some(ty));
                    this.type_scope.pop();
                    ty
                } else if let Some((literal, nothing)) = nullable_literal(&declaration.type_ann)
                {
                    // `{ value: T; next: Node<T> } | null`: the object type
                    // gets its id first, so its members may refer to the
                    // instance.
                    let object = this.types.new_object(Some(display));
                    let mut members = vec![object];
                    members.extend(nothing);
                    let ty = this.union_of(&members).unwrap_or(object);
                    this.generic_instances.insert(key, ty);
                    this.type_scope.push(bindings);
                    this.resolve_type_literal(literal, Some(object));
                    this.type_scope.pop();
                    ty
                } else if this.resolving_generics.contains(&key) {
                    // One that names itself other than through object types
                    // (`type Json<T> = T | Json<T>[]`): an `any`, as a
                    // plain alias of that kind is.
                    this.recursive_generics.insert(key);
                    TypeId::ANY
                } else {
                    this.resolving_generics.push(key.clone());
                    this.type_scope.push(bindings);
                    let ty = this.resolve_type(&declaration.type_ann);
                    this.type_scope.pop();
                    this.resolving_generics.pop();
                    let ty = if this.recursive_generics.contains(&key) {
                        TypeId::ANY
                    } else {
                        ty
                    };
                    this.generic_instances.insert(key, ty);
                    ty
                }
            }
        });
        Some(ty)
    }
}

fn strip_parentheses(ty: &ast::TsType) -> &ast::TsType {
    match ty {
        ast::TsType::TsParenthesizedType(inner) => strip_parentheses(&inner.type_ann),
        // `readonly T[]` is `T[]` (tsc has checked the writes).
        ast::TsType::TsTypeOperator(operator) if operator.op == ast::TsTypeOperatorOp::ReadOnly => {
            strip_parentheses(&operator.type_ann)
        }
        other => other,
    }
}

/// Whether a type annotation mentions any of the type parameters `names`.
pub(crate) fn mentions(ty: &ast::TsType, names: &[String]) -> bool {
    if names.is_empty() {
        return false;
    }
    match ty {
        ast::TsType::TsTypeRef(reference) => {
            let named = matches!(&reference.type_name, ast::TsEntityName::Ident(name)
                if names.iter().any(|n| n == name.sym.as_str()));
            named
                || reference
                    .type_params
                    .as_ref()
                    .is_some_and(|p| p.params.iter().any(|t| mentions(t, names)))
        }
        ast::TsType::TsArrayType(array) => mentions(&array.elem_type, names),
        ast::TsType::TsParenthesizedType(inner) => mentions(&inner.type_ann, names),
        ast::TsType::TsTypeOperator(operator) => mentions(&operator.type_ann, names),
        ast::TsType::TsUnionOrIntersectionType(ast::TsUnionOrIntersectionType::TsUnionType(
            union,
        )) => union.types.iter().any(|t| mentions(t, names)),
        ast::TsType::TsFnOrConstructorType(ast::TsFnOrConstructorType::TsFnType(function)) => {
            mentions(&function.type_ann.type_ann, names)
                || function.params.iter().any(|parameter| match parameter {
                    ast::TsFnParam::Ident(binding) => binding
                        .type_ann
                        .as_ref()
                        .is_some_and(|a| mentions(&a.type_ann, names)),
                    _ => false,
                })
        }
        ast::TsType::TsTypeLit(literal) => literal.members.iter().any(|member| match member {
            ast::TsTypeElement::TsPropertySignature(signature) => signature
                .type_ann
                .as_ref()
                .is_some_and(|a| mentions(&a.type_ann, names)),
            _ => false,
        }),
        ast::TsType::TsTupleType(tuple) => tuple.elem_types.iter().any(|e| mentions(&e.ty, names)),
        // `Ev[K]`, `T["name"]`.
        ast::TsType::TsIndexedAccessType(access) => {
            mentions(&access.obj_type, names) || mentions(&access.index_type, names)
        }
        ast::TsType::TsUnionOrIntersectionType(
            ast::TsUnionOrIntersectionType::TsIntersectionType(intersection),
        ) => intersection.types.iter().any(|t| mentions(t, names)),
        ast::TsType::TsConditionalType(conditional) => {
            mentions(&conditional.check_type, names)
                || mentions(&conditional.extends_type, names)
                || mentions(&conditional.true_type, names)
                || mentions(&conditional.false_type, names)
        }
        ast::TsType::TsMappedType(mapped) => {
            mapped
                .type_param
                .constraint
                .as_ref()
                .is_some_and(|constraint| mentions(constraint, names))
                || mapped.type_ann.as_ref().is_some_and(|t| mentions(t, names))
        }
        ast::TsType::TsOptionalType(optional) => mentions(&optional.type_ann, names),
        ast::TsType::TsRestType(rest) => mentions(&rest.type_ann, names),
        _ => false,
    }
}

/// `{ ... } | null` (or `| undefined`, or both): the object type literal
/// and the types of nothing beside it.
fn nullable_literal(ty: &ast::TsType) -> Option<(&ast::TsTypeLit, Vec<TypeId>)> {
    let ast::TsType::TsUnionOrIntersectionType(ast::TsUnionOrIntersectionType::TsUnionType(union)) =
        strip_parentheses(ty)
    else {
        return None;
    };
    let mut literal = None;
    let mut nothing = Vec::new();
    for member in &union.types {
        match strip_parentheses(member) {
            ast::TsType::TsTypeLit(found) if literal.is_none() => literal = Some(found),
            ast::TsType::TsKeywordType(keyword) => match keyword.kind {
                ast::TsKeywordTypeKind::TsNullKeyword => nothing.push(TypeId::NULL),
                ast::TsKeywordTypeKind::TsUndefinedKeyword => nothing.push(TypeId::UNDEFINED),
                _ => return None,
            },
            _ => return None,
        }
    }
    // (An index signature's literal is a record, resolved as any type.)
    let literal = literal.filter(|literal| {
        !literal
            .members
            .iter()
            .any(|member| matches!(member, ast::TsTypeElement::TsIndexSignature(_)))
    })?;
    (!nothing.is_empty()).then_some((literal, nothing))
}

/// A generic class and its instances by type arguments.
pub(crate) struct GenericClass<'a> {
    /// The declaration without its static members (what each instance
    /// declares).
    pub declaration: &'a ast::ClassDecl,
    /// The module declaring it, where its instances are checked.
    pub module: usize,
    pub instances: HashMap<Vec<TypeId>, crate::types::ClassId>,
    /// Its static members, which cannot name the type parameters and are
    /// one set whatever the type arguments: a class of their own (no
    /// instances, never constructed) that `Box.make()` and `Box.count`
    /// name, and its declaration.
    pub statics: Option<(crate::types::ClassId, &'a ast::ClassDecl)>,
}

/// Whether a class member is static (a static block is).
fn is_static_member(member: &ast::ClassMember) -> bool {
    match member {
        ast::ClassMember::Method(method) => method.is_static,
        ast::ClassMember::PrivateMethod(method) => method.is_static,
        ast::ClassMember::ClassProp(property) => property.is_static,
        ast::ClassMember::PrivateProp(property) => property.is_static,
        ast::ClassMember::StaticBlock(_) => true,
        ast::ClassMember::AutoAccessor(accessor) => accessor.is_static,
        _ => false,
    }
}

impl<'a> Checker<'a> {
    pub(crate) fn declare_generic_class(&mut self, declaration: &'a ast::ClassDecl, span: Span) {
        let name = declaration.ident.sym.to_string();
        let index = self.generic_classes.len() as u32;
        let (statics, members): (Vec<ast::ClassMember>, Vec<ast::ClassMember>) = declaration
            .class
            .body
            .iter()
            .cloned()
            .partition(is_static_member);
        let mut instances = (*declaration).clone();
        instances.class.body = members;
        let instances: &'a ast::ClassDecl = Box::leak(Box::new(instances));
        let statics = (!statics.is_empty()).then(|| {
            let mut holder = (*declaration).clone();
            holder.class.body = statics;
            holder.class.type_params = None;
            holder.class.super_class = None;
            holder.class.super_type_params = None;
            holder.class.implements = Vec::new();
            holder.class.is_abstract = false;
            let holder: &'a ast::ClassDecl = Box::leak(Box::new(holder));
            (self.new_class_slot(name.clone(), None, span), holder)
        });
        self.generic_classes.push(GenericClass {
            declaration: instances,
            module: self.module,
            instances: HashMap::new(),
            statics,
        });
        self.bind_top_level(name, super::scope::Binding::GenericClass(index), span);
    }

    /// The class holding a generic class's static members.
    pub(crate) fn generic_statics(&self, generic: u32) -> Option<crate::types::ClassId> {
        self.generic_classes[generic as usize]
            .statics
            .map(|(class, _)| class)
    }

    /// The instance of generic class `generic` for `arguments`: a class of
    /// its own, whose members and methods see the type parameters bound.
    pub(crate) fn class_instance(
        &mut self,
        generic: u32,
        arguments: Vec<TypeId>,
    ) -> crate::types::ClassId {
        if let Some(&id) = self.generic_classes[generic as usize]
            .instances
            .get(&arguments)
        {
            return id;
        }
        let module = self.generic_classes[generic as usize].module;
        self.in_module(module, |this| this.new_class_instance(generic, arguments))
    }

    fn new_class_instance(
        &mut self,
        generic: u32,
        arguments: Vec<TypeId>,
    ) -> crate::types::ClassId {
        let declaration = self.generic_classes[generic as usize].declaration;
        let names = parameter_names(declaration.class.type_params.as_deref());
        let shown: Vec<String> = arguments
            .iter()
            .map(|&ty| self.types.display(ty).to_string())
            .collect();
        let name = declaration.ident.sym.to_string();
        let type_name = format!("{name}<{}>", shown.join(", "));
        let span = self.span(declaration.ident.span);
        let id = self.new_class_slot(name, Some(type_name), span);
        let names_bound: HashMap<String, TypeId> = names
            .iter()
            .cloned()
            .zip(arguments.iter().copied())
            .collect();
        self.classes[id.index()].type_arguments = names_bound;
        self.generic_classes[generic as usize]
            .instances
            .insert(arguments.clone(), id);
        self.class_origins.insert(id, (generic, arguments.clone()));
        let bindings: HashMap<String, TypeId> = names.into_iter().zip(arguments).collect();
        let first_function = self.functions.len();
        self.type_scope.push(bindings.clone());
        self.declare_members_of(id, declaration);
        self.type_scope.pop();
        for slot in &mut self.functions[first_function..] {
            slot.type_arguments = bindings.clone();
        }
        id
    }

    /// `Name<A>` in an annotation, for a generic class.
    pub(crate) fn generic_class_type(
        &mut self,
        generic: u32,
        arguments: &ast::TsTypeParamInstantiation,
        span: Span,
    ) -> TypeId {
        let declaration = self.generic_classes[generic as usize].declaration;
        let names = parameter_names(declaration.class.type_params.as_deref());
        let defaults = parameter_defaults(declaration.class.type_params.as_deref());
        let shown = declaration.ident.sym.to_string();
        let module = self.module;
        let Some(resolved) =
            self.type_arguments(&shown, &names, &defaults, arguments, module, span)
        else {
            return TypeId::NEVER;
        };
        let class = self.class_instance(generic, resolved);
        self.class_type(class)
    }

    /// `new Name<A>(...)`, `new Name(...)` where the wanted type or the
    /// constructor's arguments give the type arguments.
    pub(crate) fn check_generic_new(
        &mut self,
        generic: u32,
        new: &'a ast::NewExpr,
        expected: Option<TypeId>,
        span: Span,
    ) -> Expression {
        let declaration = self.generic_classes[generic as usize].declaration;
        let names = parameter_names(declaration.class.type_params.as_deref());
        let arguments = new.args.as_deref().unwrap_or(&[]);
        let type_arguments: Option<Vec<TypeId>> = if let Some(written) = &new.type_args {
            Some(
                written
                    .params
                    .iter()
                    .map(|ty| self.resolve_type(ty))
                    .collect(),
            )
        } else if let Some((origin, known)) = expected
            .map(|ty| self.types.non_null(ty).unwrap_or(ty))
            .and_then(|ty| self.types.class(ty))
            .and_then(|class| self.class_origins.get(&class))
            .filter(|(origin, _)| *origin == generic)
        {
            let _ = origin;
            Some(known.clone())
        } else {
            // From the constructor's parameters' annotations.
            let constructor = declaration
                .class
                .body
                .iter()
                .find_map(|member| match member {
                    ast::ClassMember::Constructor(constructor) if constructor.body.is_some() => {
                        Some(constructor)
                    }
                    _ => None,
                });
            let patterns: Vec<Option<&'a ast::TsType>> = constructor
                .map(|constructor| {
                    constructor
                        .params
                        .iter()
                        .map(|parameter| match parameter {
                            ast::ParamOrTsParamProp::Param(parameter) => match &parameter.pat {
                                ast::Pat::Ident(binding) => {
                                    binding.type_ann.as_deref().map(|a| &*a.type_ann)
                                }
                                _ => None,
                            },
                            ast::ParamOrTsParamProp::TsParamProp(property) => {
                                match &property.param {
                                    ast::TsParamPropParam::Ident(binding) => {
                                        binding.type_ann.as_deref().map(|a| &*a.type_ann)
                                    }
                                    _ => None,
                                }
                            }
                        })
                        .collect()
                })
                .unwrap_or_default();
            let mut bindings = HashMap::new();
            for (index, argument) in arguments.iter().enumerate() {
                let Some(pattern) = patterns.get(index).copied().flatten() else {
                    continue;
                };
                if !mentions(pattern, &names) {
                    continue;
                }
                if let Some(closure) = ClosureSyntax::of_expression(&argument.expr) {
                    // `(held: string) => ...` for a `(held: T) => void`
                    // parameter: its annotated parameters give `T`.
                    if let ast::TsType::TsFnOrConstructorType(
                        ast::TsFnOrConstructorType::TsFnType(wanted),
                    ) = pattern
                    {
                        for (wanted, (written, _)) in wanted.params.iter().zip(&closure.parameters)
                        {
                            let wanted = match wanted {
                                ast::TsFnParam::Ident(binding) => binding.type_ann.as_deref(),
                                _ => None,
                            };
                            let written = match written {
                                ast::Pat::Ident(binding) => binding.type_ann.as_deref(),
                                _ => None,
                            };
                            if let (Some(wanted), Some(written)) = (wanted, written)
                                && mentions(&wanted.type_ann, &names)
                            {
                                let ty = self.resolve_type(&written.type_ann);
                                self.unify(&wanted.type_ann, ty, &names, &mut bindings);
                            }
                        }
                    }
                    continue;
                }
                // Checked for its type only; the call checks it again.
                let probe = self.argument_type(&argument.expr);
                if let Some(ty) = probe {
                    self.unify(pattern, ty, &names, &mut bindings);
                }
            }
            // What nothing gives is what tsc infers then: the parameter's
            // default, else its constraint, else `unknown`.
            let declared = declaration
                .class
                .type_params
                .as_deref()
                .map(|parameters| parameters.params.as_slice())
                .unwrap_or_default();
            let mut inferred = Vec::new();
            for (name, parameter) in names.iter().zip(declared) {
                let ty = match bindings.get(name) {
                    Some(&ty) => ty,
                    None => match parameter
                        .default
                        .as_deref()
                        .or(parameter.constraint.as_deref())
                    {
                        Some(fallback) if !mentions(fallback, &names) => {
                            self.resolve_type(fallback)
                        }
                        _ => TypeId::UNKNOWN,
                    },
                };
                inferred.push(ty);
            }
            (inferred.len() == names.len()).then_some(inferred)
        };
        let Some(type_arguments) = type_arguments else {
            self.error(
                Diagnostic::new(
                    Code::AnnotationNeeded,
                    span,
                    format!(
                        "The type arguments of '{}' cannot be inferred here.",
                        declaration.ident.sym
                    ),
                )
                .with_note(format!(
                    "write them: new {}<...>(...), or annotate the variable",
                    declaration.ident.sym
                )),
            );
            return Self::poison(span);
        };
        if type_arguments.len() != names.len() {
            self.argument_count_error(span, names.len(), type_arguments.len());
            return Self::poison(span);
        }
        let class = self.class_instance(generic, type_arguments);
        self.check_new_instance(class, arguments, span)
    }

    /// The type of the variable `name` has now, if it is one.
    fn variable_argument_type(&self, name: &str) -> Option<TypeId> {
        match self.lookup(name) {
            Some(super::scope::Binding::Local { id, .. }) => {
                Some(self.current.locals[id.index()].ty)
            }
            Some(super::scope::Binding::Global(id)) => self.globals[id.index()].ty,
            _ => None,
        }
    }

    /// The type of a simple argument expression without checking it for
    /// good (literals, names, arrays of literals): enough to infer a
    /// constructor's type arguments.
    fn argument_type(&mut self, expression: &'a ast::Expr) -> Option<TypeId> {
        match expression {
            ast::Expr::Lit(ast::Lit::Num(_)) => Some(TypeId::NUMBER),
            ast::Expr::Lit(ast::Lit::Str(_)) | ast::Expr::Tpl(_) => Some(TypeId::STRING),
            ast::Expr::Lit(ast::Lit::Bool(_)) => Some(TypeId::BOOLEAN),
            ast::Expr::Paren(inner) => self.argument_type(&inner.expr),
            ast::Expr::Unary(unary) if unary.op == ast::UnaryOp::Minus => {
                self.argument_type(&unary.arg)
            }
            ast::Expr::Ident(name) => self.variable_argument_type(name.sym.as_str()),
            ast::Expr::Array(array) => {
                let first = array.elems.first()?.as_ref()?;
                if first.spread.is_some() {
                    return None;
                }
                let element = self.argument_type(&first.expr)?;
                Some(self.array_of(element))
            }
            // `{ id: 1, name: "a" }`: an object type of its properties.
            ast::Expr::Object(object) => {
                let mut properties = Vec::new();
                for property in &object.props {
                    let ast::PropOrSpread::Prop(property) = property else {
                        return None;
                    };
                    let (name, ty) = match &**property {
                        ast::Prop::KeyValue(pair) => {
                            let name = match &pair.key {
                                ast::PropName::Ident(name) => name.sym.to_string(),
                                ast::PropName::Str(text) => {
                                    text.value.to_string_lossy().to_string()
                                }
                                _ => return None,
                            };
                            (name, self.argument_type(&pair.value)?)
                        }
                        ast::Prop::Shorthand(name) => (
                            name.sym.to_string(),
                            self.variable_argument_type(name.sym.as_str())?,
                        ),
                        _ => return None,
                    };
                    if properties
                        .iter()
                        .any(|known: &crate::types::Property| known.name == name)
                    {
                        return None;
                    }
                    properties.push(crate::types::Property {
                        name,
                        ty,
                        readonly: false,
                        method: false,
                        optional: false,
                    });
                }
                Some(self.types.object_type(properties))
            }
            _ => None,
        }
    }
}

impl<'a> Checker<'a> {
    /// A generic function used as a value where a function type is
    /// wanted: its type arguments come from matching its parameters with
    /// the wanted parameter types (`boxes.map(unbox)`).
    pub(crate) fn generic_function_value(
        &mut self,
        generic: u32,
        wanted_parameters: &[TypeId],
        span: Span,
    ) -> Expression {
        let declaration = self.generic_functions[generic as usize].declaration;
        let names = parameter_names(declaration.function.type_params.as_deref());
        let mut bindings = HashMap::new();
        for (parameter, &ty) in declaration.function.params.iter().zip(wanted_parameters) {
            if let ast::Pat::Ident(binding) = &parameter.pat
                && let Some(annotation) = &binding.type_ann
            {
                self.unify(&annotation.type_ann, ty, &names, &mut bindings);
            }
        }
        let Some(arguments) = names
            .iter()
            .map(|name| bindings.get(name).copied())
            .collect::<Option<Vec<TypeId>>>()
        else {
            self.error(Diagnostic::new(
                Code::AnnotationNeeded,
                span,
                format!(
                    "The type arguments of '{}' cannot be inferred here.",
                    declaration.ident.sym
                ),
            ));
            return Self::poison(span);
        };
        let instance = self.function_instance(generic, arguments);
        self.function_reference(instance, span)
    }
}

/// A tuple element that is neither optional nor a rest.
fn plain_tuple_element(element: &ast::TsType) -> bool {
    !matches!(
        element,
        ast::TsType::TsOptionalType(_) | ast::TsType::TsRestType(_)
    )
}
