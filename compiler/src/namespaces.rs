//! Stage 1c: non-ambient namespaces. A `namespace N { ... }` runs its
//! statements where it stands, and its members are read as `N.member`
//! from outside and by their bare names inside. So its statements take
//! its place in the module, each member renamed to a top-level name no
//! program identifier can spell: `N.member` (an exported one, shared by
//! every declaration of `N` that merges) or, for a local declared by more
//! than one of `N`'s blocks, `N~k.member` (`k` the block). A nested
//! `namespace M` in `N` is the member `N.M`, flattened the same way, its
//! members `N.M.member`. The checker reads `N.member` and `N.M.member`
//! through [`Namespace`]; what a renamed function or class shows at run
//! time is its name after the last `.` ([`display_name`]).
//!
//! Inside a block every identifier spelled like a member is renamed, the
//! bindings that shadow it included: a shadowing binding and the
//! references to it are renamed alike, so they still resolve to each
//! other, and no scope analysis is needed. Only the places where an
//! identifier is a property's text keep it (`{ member }` becomes
//! `{ member: N.member }`, an interface's keys, an enum's members).

use std::collections::HashMap;

use swc_ecma_ast as ast;
use swc_ecma_visit::{Visit, VisitMut, VisitMutWith, VisitWith};

use crate::modules::declared_names;

/// A flattened namespace: its top-level name (`N`, `N.M` for a nested
/// one) and its exported members, each with the top-level name it has now.
#[derive(Clone, Debug)]
pub struct Namespace {
    pub name: String,
    pub members: Vec<(String, String)>,
}

/// What a program shows for a declaration's name: the text after the last
/// `.` of a namespace member's top-level name, the name itself otherwise.
pub fn display_name(name: &str) -> &str {
    name.rsplit('.').next().unwrap_or(name)
}

/// The module's statements with every namespace that can be flattened
/// replaced by its statements; the flattened ones are added to
/// `namespaces`. A namespace stays (and the checker refuses it) when it is
/// ambient, when a variable, an import or a global such as `Math` has its
/// name (a class, function, enum or interface merges with it), or when its
/// body holds a declaration it cannot be flattened with (a re-export, an
/// import alias, a member that is both a namespace and something else).
pub fn flatten(
    statements: Vec<ast::Stmt>,
    taken: &[String],
    namespaces: &mut Vec<Namespace>,
) -> Vec<ast::Stmt> {
    // A class, function, enum, interface or type alias merges with a
    // namespace of its name (`Color.parse` beside `Color.Red`); a
    // variable, an import or a namespace that stays does not.
    let mut taken: Vec<String> = taken.to_vec();
    for statement in &statements {
        if let ast::Stmt::Decl(declaration) = statement {
            match declaration {
                ast::Decl::TsModule(namespace) if flattenable(namespace) => {}
                ast::Decl::TsModule(namespace) => {
                    if let ast::TsModuleName::Ident(name) = &namespace.id {
                        taken.push(name.sym.to_string());
                    }
                }
                ast::Decl::Var(_) | ast::Decl::Using(_) => {
                    taken.extend(declared_names(declaration))
                }
                _ => {}
            }
        }
    }
    let mut items = Vec::new();
    let mut groups: Vec<Group> = Vec::new();
    for statement in statements {
        match statement {
            ast::Stmt::Decl(ast::Decl::TsModule(namespace))
                if flattenable(&namespace)
                    && !taken.contains(&namespace_name(&namespace))
                    && !crate::check::is_global_name(&namespace_name(&namespace)) =>
            {
                let name = namespace_name(&namespace);
                let block = namespace_block(*namespace);
                items.push(Item::Nested(push_block(
                    &mut groups,
                    name,
                    block,
                    &HashMap::new(),
                )));
            }
            other => items.push(Item::Statement(other)),
        }
    }
    let mut flattened = flatten_groups(groups, namespaces);
    let mut out = Vec::new();
    for item in items {
        match item {
            Item::Statement(statement) => out.push(statement),
            Item::Nested((group, block)) => out.append(&mut flattened[group][block]),
        }
    }
    resolve_references(&mut out, namespaces);
    out
}

/// `N.member` and `N.M.member` written anywhere in the module, in values
/// and in types, become the member's top-level name, so every construct
/// that names a declaration by an identifier (`new`, `extends`,
/// `instanceof`, enum members, static members, assignments) takes a
/// namespace's members too. Only for a namespace whose name nothing else
/// binds (a parameter, a local): where something does, `N.member` is left
/// to the checker, which sees what `N` is at each place.
fn resolve_references(statements: &mut [ast::Stmt], namespaces: &[Namespace]) {
    // The declarations a namespace merges with bind its name too, and do
    // not hide it.
    let mut bound = BoundNames::default();
    for statement in statements.iter() {
        match statement {
            ast::Stmt::Decl(ast::Decl::Class(class)) => class.class.visit_with(&mut bound),
            ast::Stmt::Decl(ast::Decl::Fn(function)) => function.function.visit_with(&mut bound),
            ast::Stmt::Decl(ast::Decl::TsEnum(declaration)) => {
                declaration.members.visit_with(&mut bound)
            }
            ast::Stmt::Decl(ast::Decl::TsInterface(declaration)) => {
                declaration.type_params.visit_with(&mut bound);
                declaration.extends.visit_with(&mut bound);
                declaration.body.visit_with(&mut bound);
            }
            ast::Stmt::Decl(ast::Decl::TsTypeAlias(declaration)) => {
                declaration.type_params.visit_with(&mut bound);
                declaration.type_ann.visit_with(&mut bound);
            }
            other => other.visit_with(&mut bound),
        }
    }
    let roots: Vec<&str> = namespaces
        .iter()
        .map(|namespace| namespace.name.as_str())
        .filter(|name| !name.contains('.') && !bound.names.iter().any(|bound| bound == name))
        .collect();
    if roots.is_empty() {
        return;
    }
    let mut resolver = Resolver {
        namespaces,
        roots: &roots,
    };
    for statement in statements.iter_mut() {
        statement.visit_mut_with(&mut resolver);
    }
}

/// Every name a binding declares in the module, at any depth.
#[derive(Default)]
struct BoundNames {
    names: Vec<String>,
}

impl Visit for BoundNames {
    fn visit_binding_ident(&mut self, binding: &ast::BindingIdent) {
        self.names.push(binding.id.sym.to_string());
    }

    fn visit_fn_decl(&mut self, declaration: &ast::FnDecl) {
        self.names.push(declaration.ident.sym.to_string());
        declaration.visit_children_with(self);
    }

    fn visit_class_decl(&mut self, declaration: &ast::ClassDecl) {
        self.names.push(declaration.ident.sym.to_string());
        declaration.visit_children_with(self);
    }

    fn visit_fn_expr(&mut self, function: &ast::FnExpr) {
        if let Some(name) = &function.ident {
            self.names.push(name.sym.to_string());
        }
        function.visit_children_with(self);
    }

    fn visit_class_expr(&mut self, class: &ast::ClassExpr) {
        if let Some(name) = &class.ident {
            self.names.push(name.sym.to_string());
        }
        class.visit_children_with(self);
    }

    fn visit_ts_type_param(&mut self, parameter: &ast::TsTypeParam) {
        self.names.push(parameter.name.sym.to_string());
        parameter.visit_children_with(self);
    }

    fn visit_ts_interface_decl(&mut self, declaration: &ast::TsInterfaceDecl) {
        self.names.push(declaration.id.sym.to_string());
        declaration.visit_children_with(self);
    }

    fn visit_ts_type_alias_decl(&mut self, declaration: &ast::TsTypeAliasDecl) {
        self.names.push(declaration.id.sym.to_string());
        declaration.visit_children_with(self);
    }

    fn visit_ts_enum_decl(&mut self, declaration: &ast::TsEnumDecl) {
        self.names.push(declaration.id.sym.to_string());
        declaration.visit_children_with(self);
    }
}

/// What a chain of names starting at a namespace's name stands for.
enum Resolved {
    Namespace(String),
    Member(String),
}

struct Resolver<'n> {
    namespaces: &'n [Namespace],
    roots: &'n [&'n str],
}

impl Resolver<'_> {
    fn step(&self, namespace: &str, member: &str) -> Option<Resolved> {
        let (_, top_level) = self
            .namespaces
            .iter()
            .find(|known| known.name == namespace)?
            .members
            .iter()
            .find(|(name, _)| name == member)?;
        Some(
            if self.namespaces.iter().any(|known| known.name == *top_level) {
                Resolved::Namespace(top_level.clone())
            } else {
                Resolved::Member(top_level.clone())
            },
        )
    }

    fn root(&self, name: &ast::Ident) -> Option<Resolved> {
        self.roots
            .contains(&name.sym.as_str())
            .then(|| Resolved::Namespace(name.sym.to_string()))
    }

    fn expression(&self, expression: &ast::Expr) -> Option<Resolved> {
        match expression {
            ast::Expr::Ident(name) => self.root(name),
            ast::Expr::Member(ast::MemberExpr {
                obj,
                prop: ast::MemberProp::Ident(member),
                ..
            }) => match self.expression(obj)? {
                Resolved::Namespace(namespace) => self.step(&namespace, member.sym.as_str()),
                Resolved::Member(_) => None,
            },
            _ => None,
        }
    }

    fn entity(&self, entity: &ast::TsEntityName) -> Option<Resolved> {
        match entity {
            ast::TsEntityName::Ident(name) => self.root(name),
            ast::TsEntityName::TsQualifiedName(qualified) => match self.entity(&qualified.left)? {
                Resolved::Namespace(namespace) => {
                    self.step(&namespace, qualified.right.sym.as_str())
                }
                Resolved::Member(_) => None,
            },
        }
    }
}

fn ident(name: &str, span: swc_common::Span) -> ast::Ident {
    ast::Ident::new_no_ctxt(name.into(), span)
}

impl VisitMut for Resolver<'_> {
    fn visit_mut_expr(&mut self, expression: &mut ast::Expr) {
        if let Some(Resolved::Member(top_level)) = self.expression(expression)
            && let ast::Expr::Member(member) = expression
        {
            *expression = ast::Expr::Ident(ident(&top_level, member.span));
            return;
        }
        expression.visit_mut_children_with(self);
    }

    fn visit_mut_simple_assign_target(&mut self, target: &mut ast::SimpleAssignTarget) {
        if let ast::SimpleAssignTarget::Member(member) = target
            && let Some(Resolved::Member(top_level)) =
                self.expression(&ast::Expr::Member(member.clone()))
        {
            *target = ast::SimpleAssignTarget::Ident(ident(&top_level, member.span).into());
            return;
        }
        target.visit_mut_children_with(self);
    }

    fn visit_mut_ts_entity_name(&mut self, entity: &mut ast::TsEntityName) {
        if let Some(Resolved::Member(top_level)) = self.entity(entity)
            && let ast::TsEntityName::TsQualifiedName(qualified) = entity
        {
            *entity = ast::TsEntityName::Ident(ident(&top_level, qualified.span));
            return;
        }
        entity.visit_mut_children_with(self);
    }
}

/// The namespace declarations that share a top-level name, in order, each
/// block with the renaming of the scope around it.
struct Group {
    name: String,
    blocks: Vec<(ast::TsModuleBlock, HashMap<String, String>)>,
}

/// A statement of a block, or the place of a nested namespace's block
/// (its group and its index there).
enum Item {
    Statement(ast::Stmt),
    Nested((usize, usize)),
}

fn push_block(
    groups: &mut Vec<Group>,
    name: String,
    block: ast::TsModuleBlock,
    outer: &HashMap<String, String>,
) -> (usize, usize) {
    let index = match groups.iter().position(|group| group.name == name) {
        Some(index) => index,
        None => {
            groups.push(Group {
                name,
                blocks: Vec::new(),
            });
            groups.len() - 1
        }
    };
    groups[index].blocks.push((block, outer.clone()));
    (index, groups[index].blocks.len() - 1)
}

/// Each group's blocks flattened, in the groups' and blocks' order.
fn flatten_groups(groups: Vec<Group>, namespaces: &mut Vec<Namespace>) -> Vec<Vec<Vec<ast::Stmt>>> {
    groups
        .into_iter()
        .map(|group| flatten_group(group, namespaces))
        .collect()
}

fn flatten_group(group: Group, namespaces: &mut Vec<Namespace>) -> Vec<Vec<ast::Stmt>> {
    let path = group.name;
    // Exported members are shared by every block of the group; a local is
    // its block's own.
    let mut exported: Vec<String> = Vec::new();
    let mut locals: Vec<Vec<String>> = Vec::new();
    for (block, _) in &group.blocks {
        let mut own = Vec::new();
        for item in &block.body {
            match item {
                ast::ModuleItem::ModuleDecl(ast::ModuleDecl::ExportDecl(export)) => {
                    for name in member_names(&export.decl) {
                        if !exported.contains(&name) {
                            exported.push(name);
                        }
                    }
                }
                ast::ModuleItem::Stmt(ast::Stmt::Decl(declaration)) => {
                    own.extend(member_names(declaration))
                }
                _ => {}
            }
        }
        locals.push(own);
    }
    let top_level = |member: &str, block: usize| -> String {
        let shared = exported.iter().any(|name| name == member)
            || locals
                .iter()
                .enumerate()
                .any(|(other, names)| other != block && names.iter().any(|name| name == member));
        if shared && !exported.iter().any(|name| name == member) {
            format!("{path}~{block}.{member}")
        } else {
            format!("{path}.{member}")
        }
    };
    let mut nested_groups: Vec<Group> = Vec::new();
    let mut blocks_items: Vec<(Vec<Item>, HashMap<String, String>)> = Vec::new();
    for (index, (block, outer)) in group.blocks.into_iter().enumerate() {
        let mut renames = outer;
        for name in exported.iter().chain(&locals[index]) {
            renames.insert(name.clone(), top_level(name, index));
        }
        let mut items = Vec::new();
        for item in block.body {
            let declaration = match item {
                ast::ModuleItem::Stmt(statement) => statement,
                ast::ModuleItem::ModuleDecl(ast::ModuleDecl::ExportDecl(export)) => {
                    ast::Stmt::Decl(export.decl)
                }
                ast::ModuleItem::ModuleDecl(_) => {
                    unreachable!("a flattenable namespace holds no other module declaration")
                }
            };
            match declaration {
                ast::Stmt::Decl(ast::Decl::TsModule(namespace)) => {
                    let name = renames[&namespace_name(&namespace)].clone();
                    let block = namespace_block(*namespace);
                    items.push(Item::Nested(push_block(
                        &mut nested_groups,
                        name,
                        block,
                        &renames,
                    )));
                }
                mut statement => {
                    statement.visit_mut_with(&mut Renamer { renames: &renames });
                    items.push(Item::Statement(statement));
                }
            }
        }
        blocks_items.push((items, renames));
    }
    let members = exported
        .iter()
        .map(|name| (name.clone(), format!("{path}.{name}")))
        .collect();
    namespaces.push(Namespace {
        name: path,
        members,
    });
    let mut flattened = flatten_groups(nested_groups, namespaces);
    blocks_items
        .into_iter()
        .map(|(items, _)| {
            let mut out = Vec::new();
            for item in items {
                match item {
                    Item::Statement(statement) => out.push(statement),
                    Item::Nested((group, block)) => out.append(&mut flattened[group][block]),
                }
            }
            out
        })
        .collect()
}

/// The names a member declaration binds, a nested namespace's included.
fn member_names(declaration: &ast::Decl) -> Vec<String> {
    match declaration {
        ast::Decl::TsModule(namespace) => vec![namespace_name(namespace)],
        other => declared_names(other),
    }
}

fn namespace_name(namespace: &ast::TsModuleDecl) -> String {
    match &namespace.id {
        ast::TsModuleName::Ident(name) => name.sym.to_string(),
        ast::TsModuleName::Str(text) => text.value.to_string_lossy().into_owned(),
    }
}

fn namespace_block(namespace: ast::TsModuleDecl) -> ast::TsModuleBlock {
    match namespace.body {
        Some(ast::TsNamespaceBody::TsModuleBlock(block)) => block,
        _ => unreachable!("a flattenable namespace has a block"),
    }
}

/// A namespace that can be flattened: not ambient, named by an
/// identifier, with a block holding statements, declarations (exported or
/// not) and namespaces that can be flattened, where no name is both a
/// nested namespace and another declaration.
fn flattenable(namespace: &ast::TsModuleDecl) -> bool {
    if namespace.declare || namespace.global || !matches!(namespace.id, ast::TsModuleName::Ident(_))
    {
        return false;
    }
    let Some(ast::TsNamespaceBody::TsModuleBlock(block)) = &namespace.body else {
        return false;
    };
    let mut nested: Vec<String> = Vec::new();
    let mut others: Vec<String> = Vec::new();
    for item in &block.body {
        let declaration = match item {
            ast::ModuleItem::Stmt(ast::Stmt::Decl(declaration)) => declaration,
            ast::ModuleItem::Stmt(_) => continue,
            ast::ModuleItem::ModuleDecl(ast::ModuleDecl::ExportDecl(export)) => &export.decl,
            ast::ModuleItem::ModuleDecl(_) => return false,
        };
        match declaration {
            ast::Decl::TsModule(inner) => {
                if !flattenable(inner) {
                    return false;
                }
                nested.push(namespace_name(inner));
            }
            other => others.extend(declared_names(other)),
        }
    }
    !nested.iter().any(|name| others.contains(name))
}

/// Renames the identifiers spelled like a member of the namespaces around
/// a statement (see the module's documentation).
struct Renamer<'r> {
    renames: &'r HashMap<String, String>,
}

impl Renamer<'_> {
    fn renamed(&self, ident: &ast::Ident) -> Option<ast::Ident> {
        let name = self.renames.get(ident.sym.as_str())?;
        Some(ast::Ident {
            sym: name.as_str().into(),
            ..ident.clone()
        })
    }
}

impl VisitMut for Renamer<'_> {
    fn visit_mut_ident(&mut self, ident: &mut ast::Ident) {
        if let Some(renamed) = self.renamed(ident) {
            *ident = renamed;
        }
    }

    /// `{ member }` keeps its key: `{ member: N.member }`.
    fn visit_mut_prop(&mut self, property: &mut ast::Prop) {
        if let ast::Prop::Shorthand(ident) = property
            && let Some(renamed) = self.renamed(ident)
        {
            *property = ast::Prop::KeyValue(ast::KeyValueProp {
                key: ast::PropName::Ident(ident.clone().into()),
                value: Box::new(ast::Expr::Ident(renamed)),
            });
            return;
        }
        property.visit_mut_children_with(self);
    }

    /// `const { member } = value` keeps the key it reads.
    fn visit_mut_object_pat_prop(&mut self, property: &mut ast::ObjectPatProp) {
        if let ast::ObjectPatProp::Assign(assign) = property
            && let Some(renamed) = self.renamed(&assign.key.id)
        {
            let binding = ast::Pat::Ident(ast::BindingIdent {
                id: renamed,
                type_ann: assign.key.type_ann.clone(),
            });
            let value = match assign.value.take() {
                Some(mut default) => {
                    default.visit_mut_with(self);
                    ast::Pat::Assign(ast::AssignPat {
                        span: assign.span,
                        left: Box::new(binding),
                        right: default,
                    })
                }
                None => binding,
            };
            *property = ast::ObjectPatProp::KeyValue(ast::KeyValuePatProp {
                key: ast::PropName::Ident(assign.key.id.clone().into()),
                value: Box::new(value),
            });
            return;
        }
        property.visit_mut_children_with(self);
    }

    fn visit_mut_ts_property_signature(&mut self, signature: &mut ast::TsPropertySignature) {
        if signature.computed {
            signature.key.visit_mut_with(self);
        }
        signature.type_ann.visit_mut_with(self);
    }

    fn visit_mut_ts_getter_signature(&mut self, signature: &mut ast::TsGetterSignature) {
        if signature.computed {
            signature.key.visit_mut_with(self);
        }
        signature.type_ann.visit_mut_with(self);
    }

    fn visit_mut_ts_setter_signature(&mut self, signature: &mut ast::TsSetterSignature) {
        if signature.computed {
            signature.key.visit_mut_with(self);
        }
        signature.param.visit_mut_with(self);
    }

    fn visit_mut_ts_method_signature(&mut self, signature: &mut ast::TsMethodSignature) {
        if signature.computed {
            signature.key.visit_mut_with(self);
        }
        signature.params.visit_mut_with(self);
        signature.type_ann.visit_mut_with(self);
        signature.type_params.visit_mut_with(self);
    }

    fn visit_mut_ts_enum_member(&mut self, member: &mut ast::TsEnumMember) {
        member.init.visit_mut_with(self);
    }
}
