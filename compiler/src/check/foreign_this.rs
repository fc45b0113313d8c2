//! Class methods run with a `this` that is not an instance of their class,
//! and `#name` on values of type `any`.
//!
//! JavaScript lets any value be a method's `this`: `method.call(other)`,
//! `method.apply(other, args)`, `method.bind(other)`, or a method value
//! stored on another object and called through it. A method's compiled
//! code takes an instance of its class (its fields are read at fixed
//! offsets), so for those calls the method is checked a second time as a
//! plain function whose own `this` is an `any`: `this.x` is then a read by
//! name, `this.#x` a brand-checked read, `#x in this` a brand check, as
//! Node runs them. The runtime calls that variant when a method value's
//! `this` is not an instance (`method_value::call_with_this`).
//!
//! Only methods that may become function values get a variant: those whose
//! name is read through `any` somewhere (reading a method as a value goes
//! through `any`, see `classes::method_value`). A variant whose check fails
//! (something the checker refuses with `this` an `any`) is dropped with
//! everything its check made; the runtime then raises its TypeError for
//! such a call, as it does for a method value read by a computed key.

use std::collections::HashMap;

use swc_ecma_ast as ast;

use super::Checker;
use crate::diagnostics::Span;
use crate::hir::{AnyOperation, Expression, FuncId, Privacy};
use crate::types::{ClassId, TypeId};

impl<'a> Checker<'a> {
    /// Declares and checks the foreign-`this` variant of every method a
    /// function value may be made of (see the module's documentation).
    pub(crate) fn declare_foreign_variants(&mut self) {
        if !self.dynamic_calls.get() || self.dynamic_names.is_empty() {
            return;
        }
        for class in 0..self.classes.len() {
            let class = ClassId(class as u32);
            if self.classes[class.index()].local.is_some() {
                continue;
            }
            let methods = self.classes[class.index()].methods.clone();
            for (name, method) in methods {
                if self.foreign_variants.contains_key(&method)
                    || !self.dynamic_names.contains(&name)
                    || self.local_members.contains_key(&method)
                {
                    continue;
                }
                let Some(&(syntax, result)) = self.method_syntax.get(&method) else {
                    continue;
                };
                if syntax.is_async || syntax.is_generator || syntax.body.is_none() {
                    continue;
                }
                let Some(owner) = self.functions[method.index()].this_class else {
                    continue;
                };
                if let Some(variant) = self.foreign_variant(owner, method, syntax, result) {
                    self.foreign_variants.insert(method, variant);
                }
            }
        }
    }

    /// Checks `syntax` (method `method` of `owner`) as a plain function
    /// taking its own `this`: the variant, or `None` (and nothing left of
    /// the attempt) when its check reports an error.
    fn foreign_variant(
        &mut self,
        owner: ClassId,
        method: FuncId,
        syntax: &'a ast::Function,
        result: Option<TypeId>,
    ) -> Option<FuncId> {
        let functions = self.functions.len();
        let classes = self.classes.len();
        let errors = self.diagnostics.len();
        let module = self.functions[method.index()].module;
        let name = self.functions[method.index()].name.clone();
        let span = self.functions[method.index()].span;
        let bindings = self.classes[owner.index()].type_arguments.clone();
        let variant = self.in_module(module, |this| {
            this.type_scope.push(bindings.clone());
            let declared = result.or(this.functions[method.index()].result);
            let variant = this.declare_function_body(name, syntax, declared, span);
            this.type_scope.pop();
            let slot = &mut this.functions[variant.index()];
            slot.own_this = true;
            slot.lexical_class = Some(owner);
            slot.type_arguments = bindings;
            variant
        });
        // Its check may add functions (instances of generics): they are
        // part of the attempt.
        let mut index = variant.index();
        while index < self.functions.len() {
            if self.functions[index].state == super::BodyState::NotChecked {
                self.check_function_body(FuncId(index as u32));
            }
            index += 1;
        }
        if self.diagnostics.len() == errors {
            return Some(variant);
        }
        self.diagnostics.truncate(errors);
        self.forget_since(functions, classes);
        None
    }

    /// Drops what a failed attempt made: its functions are never called
    /// (their bodies are emptied) and no instance cache hands out one of
    /// them, or a class instance made since, again.
    fn forget_since(&mut self, functions: usize, classes: usize) {
        self.discarded_functions
            .extend(functions..self.functions.len());
        let made = |id: &FuncId| id.index() >= functions;
        for generic in &mut self.generic_functions {
            generic.instances.retain(|_, id| !made(id));
        }
        for class in &mut self.classes {
            for (_, _, instances) in &mut class.generic_methods {
                instances.retain(|_, id| !made(id));
            }
        }
        for generic in &mut self.generic_classes {
            generic.instances.retain(|_, id| id.index() < classes);
        }
        let origins: HashMap<_, _> = std::mem::take(&mut self.class_origins)
            .into_iter()
            .filter(|(id, _)| id.index() < classes)
            .collect();
        self.class_origins = origins;
    }

    /// The class whose `#name`s the code being checked may use: the class
    /// of its `this`, or the class lexically around it (a method's
    /// foreign-`this` variant, whose `this` is an `any`).
    pub(crate) fn private_scope(&mut self) -> Option<ClassId> {
        self.current_this()
            .map(|(class, _)| class)
            .or(self.current.class)
    }

    /// `value.#name` where `value` is an `any`: the value as an instance
    /// of `class` (the class declaring `#name`), checked first as Node
    /// checks it (`privacy` chooses its TypeError).
    pub(crate) fn branded(
        &mut self,
        value: Expression,
        class: ClassId,
        written: &str,
        privacy: Privacy,
        span: Span,
    ) -> Expression {
        let name = Self::name_literal(written, span);
        let checked = self.any_call(
            AnyOperation::Brand(class, privacy),
            vec![value, name],
            TypeId::ANY,
            span,
        );
        let ty = self.class_type(class);
        self.represent_as(checked, ty)
    }

    /// Whether `#name` (mangled, `name`) names a field of `class` (else a
    /// method or an accessor).
    pub(crate) fn private_privacy(&self, class: ClassId, name: &str, write: bool) -> Privacy {
        let field = self.classes[class.index()]
            .fields
            .iter()
            .any(|(field, _)| field == name);
        match (field, write) {
            (true, false) => Privacy::ReadField,
            (true, true) => Privacy::WriteField,
            (false, _) => Privacy::Method,
        }
    }
}
