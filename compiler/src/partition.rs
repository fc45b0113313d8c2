//! Stage 4b: machine code for a large program on every core.
//!
//! After optimization the module is split into partitions of about equal
//! size, each compiled to its own object file on its own thread, and the
//! objects are linked together. Instruction selection and register
//! allocation are most of a large program's build time, and they work one
//! function at a time, so the split loses nothing the optimizer gained.
//!
//! How the split works: every symbol local to the module (internal or
//! private) becomes a hidden external one, so a definition in one object
//! satisfies a reference from another and nothing leaves the executable.
//! Each partition keeps the bodies of its own functions and declares the
//! rest; partition 0 also keeps every global variable's definition, the
//! others declare them. The module travels to the other threads as bitcode,
//! each parsed into a context of its own.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use inkwell::GlobalVisibility;
use inkwell::context::Context;
use inkwell::memory_buffer::MemoryBuffer;
use inkwell::module::{Linkage, Module};
use inkwell::targets::FileType;
use inkwell::values::{AsValueRef, FunctionValue};

use crate::diagnostics::InternalError;

/// Instructions below which a program is compiled on one thread: the
/// bitcode round trip and the thread cost more than they save.
const MIN_SPLIT_INSTRUCTIONS: usize = 40_000;

/// How many partitions to split `module` into when the caller does not
/// say: one per core for a large optimized program, one otherwise (at -O0
/// machine code is selected quickly and the split would cost more).
pub fn default_partitions(module: &Module<'_>, optimization: u8) -> usize {
    let cores = std::thread::available_parallelism().map_or(1, |cores| cores.get());
    if cores < 2 || optimization == 0 {
        return 1;
    }
    let size: usize = module.get_functions().map(instruction_count).sum();
    if size < MIN_SPLIT_INSTRUCTIONS {
        1
    } else {
        cores.min(size / (MIN_SPLIT_INSTRUCTIONS / 2)).clamp(1, 8)
    }
}

/// Writes the machine code of `module` as `partitions` object files at
/// paths `scratch` makes (on as many threads) and returns the paths.
/// The module is consumed: its symbols are externalized and the bodies
/// of the other partitions' functions dropped.
pub fn write_objects(
    module: Module<'_>,
    partitions: usize,
    optimization: u8,
    scratch: &dyn Fn(&str) -> PathBuf,
) -> Result<Vec<PathBuf>, InternalError> {
    let write_error = |path: &Path, error: String| {
        InternalError(format!("cannot write {}: {error}", path.display()))
    };
    let paths: Vec<PathBuf> = (0..partitions.max(1))
        .map(|index| scratch(&format!("{index}.o")))
        .collect();
    if partitions <= 1 {
        let machine = crate::driver::target_machine(optimization)?;
        machine
            .write_to_file(&module, FileType::Object, &paths[0])
            .map_err(|error| write_error(&paths[0], error.to_string()))?;
        return Ok(paths);
    }
    externalize(&module);
    let owners = assign(&module, partitions);
    let bitcode = module.write_bitcode_to_memory().as_slice().to_vec();
    std::thread::scope(|scope| {
        let workers: Vec<_> = (1..partitions)
            .map(|index| {
                let (bitcode, owners, path) = (&bitcode, &owners, &paths[index]);
                scope.spawn(move || -> Result<(), InternalError> {
                    let context = Context::create();
                    let buffer = MemoryBuffer::create_from_memory_range_copy(bitcode, "program");
                    let copy =
                        Module::parse_bitcode_from_buffer(&buffer, &context).map_err(|error| {
                            InternalError(format!("cannot read the program's bitcode: {error}"))
                        })?;
                    keep_partition(&copy, owners, index);
                    let machine = crate::driver::target_machine(optimization)?;
                    machine
                        .write_to_file(&copy, FileType::Object, path)
                        .map_err(|error| write_error(path, error.to_string()))
                })
            })
            .collect();
        keep_partition(&module, &owners, 0);
        let machine = crate::driver::target_machine(optimization)?;
        let mut result = machine
            .write_to_file(&module, FileType::Object, &paths[0])
            .map_err(|error| write_error(&paths[0], error.to_string()));
        for worker in workers {
            let joined = worker
                .join()
                .unwrap_or_else(|_| Err(InternalError("a code generation thread failed".into())));
            result = result.and(joined);
        }
        result
    })
    .inspect_err(|_| {
        for path in &paths {
            let _ = std::fs::remove_file(path);
        }
    })?;
    Ok(paths)
}

fn instruction_count(function: FunctionValue<'_>) -> usize {
    function
        .get_basic_blocks()
        .iter()
        .map(|block| block.get_instructions().count())
        .sum()
}

/// Makes every module-local symbol a hidden external one, naming the
/// unnamed, so the partitions can refer to each other's definitions.
fn externalize(module: &Module<'_>) {
    let mut unnamed = 0;
    for global in module.get_globals() {
        if matches!(global.get_linkage(), Linkage::Internal | Linkage::Private) {
            if global.get_name().is_empty() {
                global.set_name(&format!("scriptc.unnamed.{unnamed}"));
                unnamed += 1;
            }
            global.set_linkage(Linkage::External);
            global.set_visibility(GlobalVisibility::Hidden);
        }
    }
    for function in module.get_functions() {
        if matches!(function.get_linkage(), Linkage::Internal | Linkage::Private) {
            if function.get_name().is_empty() {
                function
                    .as_global_value()
                    .set_name(&format!("scriptc.unnamed.{unnamed}"));
                unnamed += 1;
            }
            function.set_linkage(Linkage::External);
            function
                .as_global_value()
                .set_visibility(GlobalVisibility::Hidden);
        }
    }
}

/// The partition of each defined function, by name: largest first, each
/// to the partition with the fewest instructions so far.
fn assign(module: &Module<'_>, partitions: usize) -> HashMap<String, usize> {
    let mut functions: Vec<(usize, String)> = module
        .get_functions()
        .filter(|function| function.count_basic_blocks() > 0)
        .map(|function| {
            (
                instruction_count(function),
                function.get_name().to_string_lossy().into_owned(),
            )
        })
        .collect();
    functions.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)));
    let mut loads = vec![0usize; partitions];
    let mut owners = HashMap::new();
    for (size, name) in functions {
        let lightest = (0..partitions)
            .min_by_key(|&index| loads[index])
            .unwrap_or(0);
        loads[lightest] += size.max(1);
        owners.insert(name, lightest);
    }
    owners
}

/// Drops from `module` what partition `index` does not define: the bodies
/// of other partitions' functions (each replaced by a declaration) and,
/// outside partition 0, the initializers of global variables.
fn keep_partition(module: &Module<'_>, owners: &HashMap<String, usize>, index: usize) {
    let foreign: Vec<FunctionValue<'_>> = module
        .get_functions()
        .filter(|function| {
            function.count_basic_blocks() > 0
                && owners
                    .get(function.get_name().to_string_lossy().as_ref())
                    .is_some_and(|&owner| owner != index)
        })
        .collect();
    for function in foreign {
        let name = function.get_name().to_string_lossy().into_owned();
        function.as_global_value().set_name("");
        let declaration = module.add_function(&name, function.get_type(), Some(Linkage::External));
        declaration.set_call_conventions(function.get_call_conventions());
        declaration
            .as_global_value()
            .set_visibility(GlobalVisibility::Hidden);
        function.replace_all_uses_with(declaration);
        // SAFETY: no use of the function remains (all were replaced), and
        // nothing else holds it.
        unsafe { function.delete() };
    }
    if index == 0 {
        return;
    }
    let globals: Vec<_> = module.get_globals().collect();
    for global in globals {
        if global.is_declaration() {
            continue;
        }
        if global.get_linkage() == Linkage::Appending {
            // SAFETY: `llvm.used`-like lists belong to partition 0; nothing
            // refers to them.
            unsafe { global.delete() };
            continue;
        }
        // SAFETY: a null initializer makes the global a declaration, which
        // is valid for any global variable.
        unsafe {
            inkwell::llvm_sys::core::LLVMSetInitializer(
                global.as_value_ref(),
                std::ptr::null_mut(),
            );
        }
        global.set_linkage(Linkage::External);
    }
}
