//! The closed list of runtime entry points the emitted code calls, each with
//! its symbol and LLVM signature in one place. The symbols are the runtime
//! crate's `scr_*` functions.

use inkwell::AddressSpace;
use inkwell::attributes::{Attribute, AttributeLoc};
use inkwell::context::Context;
use inkwell::module::{Linkage, Module};
use inkwell::types::{BasicMetadataTypeEnum, FunctionType};
use inkwell::values::FunctionValue;

use crate::hir::MathFunction;
use crate::library::{Home, Kind, LibraryFunction, Parameter};

/// The value types the runtime's signatures use.
#[derive(Clone, Copy)]
enum Abi {
    F64,
    I32,
    I64,
    Ptr,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RuntimeFunction {
    Init,
    Exit,
    ConsoleBegin,
    ConsoleArgString,
    ConsoleArgNumber,
    ConsoleArgBoolean,
    ConsoleArgUndefined,
    ConsoleArgArray,
    ConsoleArgObject,
    ConsoleArgDefinedObject,
    ConsoleArgDynamic,
    DynamicNew,
    DynamicPayload,
    DynamicInstanceOf,
    DynamicKind,
    DynamicTypeof,
    DynamicToString,
    DynamicToNumber,
    DynamicEquals,
    ObjectHas,
    DynamicTruthy,
    Throw,
    Catch,
    Uncaught,
    SetErrorHook,
    NotAFunction,
    ConsolePartString,
    ConsolePartNumber,
    ConsoleEnd,
    ProcessExit,
    ToInt32Slow,
    NumberToString,
    StringFree,
    ArrayNew,
    ArrayFree,
    ObjectNew,
    ObjectSpread,
    ObjectFree,
    InstanceOf,
    NullAccess,
    NullElement,
    ObjectClassName,
    ArrayPush,
    ArrayPop,
    ArrayUndefined,
    ArraySetSlow,
    ArrayFilled,
    ArrayJoin,
    ArrayIndexOf,
    ArrayIncludes,
    ArraySlice,
    ArrayReverse,
    ArrayConcat,
    JsonStringify,
    JsonParse,
    JsonParseRevive,
    StringReplaceWith,
    BadCast,
    ArrayShift,
    ArrayUnshift,
    ArraySplice,
    ArrayLastIndexOf,
    ArrayFill,
    ArrayAt,
    ArrayFlat,
    ArraySetLength,
    MapNew,
    MapEntries,
    MapAddEntries,
    MapSet,
    MapGet,
    MapHas,
    MapDelete,
    MapClear,
    MapSize,
    MapNext,
    MapKey,
    MapValue,
    MapKeys,
    MapValues,
    SetAddAll,
    ArrayAppend,
    AllocSlow,
    MemberLookup,
    ArraySort,
    ArrayToSorted,
    ReduceEmpty,
    StringSplit,
    StringCodePoints,
    ArrayKeys,
    ObjectKeys,
    ObjectGet,
    WriteText,
    ObjectValues,
    ObjectEntries,
    ArrayEntries,
    StringNextIndex,
    StringCodePointText,
    StringAppend,
    StringAppendNumber,
    StringConcat,
    StringConcatParts,
    StringConcatNumber,
    NumberConcatString,
    StringEquals,
    StringCompare,
    StringToNumber,
    MathPow,
    MathAtan2,
    MathHypot,
    MathExtreme,
    MathRandom,
    TypedNew,
    TypedFrom,
    TypedToArray,
    TypedSet,
    TypedSubarray,
    TypedSlice,
    TypedFill,
    TypedSearch,
    TypedReverse,
    TypedSort,
    TypedAt,
    PromiseNew,
    PromiseResolve,
    PromiseRejectPending,
    PromiseFrom,
    PromiseRejected,
    PromiseThen,
    PromiseFinally,
    PromiseConstruct,
    PromiseCombine,
    Await,
    AwaitResult,
    AwaitTop,
    RunEventLoop,
    QueueMicrotask,
    NextTick,
    SetTimer,
    SetImmediate,
    ClearTimer,
    CoroAlloc,
    CoroFree,
    GeneratorNew,
    GeneratorBind,
    GeneratorYield,
    GeneratorReceived,
    GeneratorMode,
    GeneratorFinish,
    GeneratorFail,
    GeneratorResume,
    GeneratorStep,
    GeneratorCurrent,
    GeneratorClose,
    GeneratorCollect,
    GeneratorFromArray,
    /// One of the one-argument `Math` functions the runtime computes.
    MathUnary(MathFunction),
    /// A function of the library table (`crate::library`).
    Library(LibraryFunction),
}

impl RuntimeFunction {
    pub fn symbol(self) -> &'static str {
        use RuntimeFunction as R;
        match self {
            R::Init => "scr_init",
            R::GeneratorNew => "scr_generator_new",
            R::GeneratorBind => "scr_generator_bind",
            R::GeneratorYield => "scr_generator_yield",
            R::GeneratorReceived => "scr_generator_received",
            R::GeneratorMode => "scr_generator_mode",
            R::GeneratorFinish => "scr_generator_finish",
            R::GeneratorFail => "scr_generator_fail",
            R::GeneratorResume => "scr_generator_resume",
            R::GeneratorStep => "scr_generator_step",
            R::GeneratorCurrent => "scr_generator_current",
            R::GeneratorClose => "scr_generator_close",
            R::GeneratorCollect => "scr_generator_collect",
            R::GeneratorFromArray => "scr_generator_from_array",
            R::PromiseNew => "scr_promise_new",
            R::PromiseResolve => "scr_promise_resolve",
            R::PromiseRejectPending => "scr_promise_reject_pending",
            R::PromiseFrom => "scr_promise_from",
            R::PromiseRejected => "scr_promise_rejected",
            R::PromiseThen => "scr_promise_then",
            R::PromiseFinally => "scr_promise_finally",
            R::PromiseConstruct => "scr_promise_construct",
            R::PromiseCombine => "scr_promise_combine",
            R::Await => "scr_await",
            R::AwaitResult => "scr_await_result",
            R::AwaitTop => "scr_await_top",
            R::RunEventLoop => "scr_run_event_loop",
            R::QueueMicrotask => "scr_queue_microtask",
            R::NextTick => "scr_next_tick",
            R::SetTimer => "scr_set_timer",
            R::SetImmediate => "scr_set_immediate",
            R::ClearTimer => "scr_clear_timer",
            R::CoroAlloc => "scr_coro_alloc",
            R::CoroFree => "scr_coro_free",
            R::Exit => "scr_exit",
            R::StringFree => "scr_string_free",
            R::ArrayNew => "scr_array_new",
            R::ObjectNew => "scr_object_new",
            R::ObjectSpread => "scr_object_spread",
            R::InstanceOf => "scr_instance_of",
            R::NullAccess => "scr_null_access",
            R::NullElement => "scr_null_element",
            R::ObjectClassName => "scr_object_class_name",
            R::ObjectFree => "scr_object_free",
            R::ConsoleArgObject => "scr_console_arg_object",
            R::ConsoleArgDefinedObject => "scr_console_arg_defined_object",
            R::ConsoleArgDynamic => "scr_console_arg_dynamic",
            R::DynamicNew => "scr_dynamic_new",
            R::DynamicPayload => "scr_dynamic_payload",
            R::DynamicInstanceOf => "scr_dynamic_instance_of",
            R::DynamicKind => "scr_dynamic_kind",
            R::DynamicTypeof => "scr_dynamic_typeof",
            R::DynamicToString => "scr_dynamic_to_string",
            R::DynamicToNumber => "scr_dynamic_to_number",
            R::DynamicEquals => "scr_dynamic_equals",
            R::ObjectHas => "scr_object_has",
            R::DynamicTruthy => "scr_dynamic_truthy",
            R::Throw => "scr_throw",
            R::Catch => "scr_catch",
            R::Uncaught => "scr_uncaught",
            R::SetErrorHook => "scr_set_error_hook",
            R::NotAFunction => "scr_not_a_function",
            R::ArrayFree => "scr_array_free",
            R::ArrayPush => "scr_array_push",
            R::ArrayPop => "scr_array_pop",
            R::ArrayUndefined => "scr_array_undefined",
            R::ArraySetSlow => "scr_array_set_slow",
            R::ArrayFilled => "scr_array_filled",
            R::ArrayJoin => "scr_array_join",
            R::ArrayIndexOf => "scr_array_index_of",
            R::ArrayIncludes => "scr_array_includes",
            R::ArraySlice => "scr_array_slice",
            R::ArrayReverse => "scr_array_reverse",
            R::ArrayConcat => "scr_array_concat",
            R::JsonStringify => "scr_json_stringify",
            R::JsonParse => "scr_json_parse",
            R::JsonParseRevive => "scr_json_parse_revive",
            R::StringReplaceWith => "scr_string_replace_with",
            R::BadCast => "scr_bad_cast",
            R::ArrayShift => "scr_array_shift",
            R::ArrayUnshift => "scr_array_unshift",
            R::ArraySplice => "scr_array_splice",
            R::ArrayLastIndexOf => "scr_array_last_index_of",
            R::ArrayFill => "scr_array_fill",
            R::TypedNew => "scr_typed_new",
            R::TypedFrom => "scr_typed_from",
            R::TypedToArray => "scr_typed_to_array",
            R::TypedSet => "scr_typed_set",
            R::TypedSubarray => "scr_typed_subarray",
            R::TypedSlice => "scr_typed_slice",
            R::TypedFill => "scr_typed_fill",
            R::TypedSearch => "scr_typed_search",
            R::TypedReverse => "scr_typed_reverse",
            R::TypedSort => "scr_typed_sort",
            R::TypedAt => "scr_typed_at",
            R::ArrayAt => "scr_array_at",
            R::ArrayFlat => "scr_array_flat",
            R::ArraySetLength => "scr_array_set_length",
            R::MapNew => "scr_map_new",
            R::MapEntries => "scr_map_entries",
            R::MapAddEntries => "scr_map_add_entries",
            R::MapSet => "scr_map_set",
            R::MapGet => "scr_map_get",
            R::MapHas => "scr_map_has",
            R::MapDelete => "scr_map_delete",
            R::MapClear => "scr_map_clear",
            R::MapSize => "scr_map_size",
            R::MapNext => "scr_map_next",
            R::MapKey => "scr_map_key",
            R::MapValue => "scr_map_value",
            R::MapKeys => "scr_map_keys",
            R::MapValues => "scr_map_values",
            R::SetAddAll => "scr_set_add_all",
            R::ArrayAppend => "scr_array_append",
            R::AllocSlow => "scr_alloc_slow",
            R::MemberLookup => "scr_member_lookup",
            R::ArraySort => "scr_array_sort",
            R::ArrayToSorted => "scr_array_to_sorted",
            R::ReduceEmpty => "scr_reduce_empty",
            R::StringSplit => "scr_string_split",
            R::StringCodePoints => "scr_string_code_points",
            R::ArrayKeys => "scr_array_keys",
            R::ObjectKeys => "scr_object_keys",
            R::ObjectGet => "scr_object_get",
            R::WriteText => "scr_write_text",
            R::ObjectValues => "scr_object_values",
            R::ObjectEntries => "scr_object_entries",
            R::ArrayEntries => "scr_array_entries",
            R::StringNextIndex => "scr_string_next_index",
            R::StringCodePointText => "scr_string_code_point_text",
            R::StringAppend => "scr_string_append",
            R::StringAppendNumber => "scr_string_append_number",
            R::ConsoleBegin => "scr_console_begin",
            R::ConsoleArgString => "scr_console_arg_string",
            R::ConsoleArgNumber => "scr_console_arg_number",
            R::ConsoleArgBoolean => "scr_console_arg_boolean",
            R::ConsoleArgUndefined => "scr_console_arg_undefined",
            R::ConsoleEnd => "scr_console_end",
            R::ConsolePartString => "scr_console_part_string",
            R::ConsoleArgArray => "scr_console_arg_array",
            R::ConsolePartNumber => "scr_console_part_number",
            R::StringConcatParts => "scr_string_concat_parts",
            R::ProcessExit => "scr_process_exit",
            R::ToInt32Slow => "scr_to_int32_slow",
            R::NumberToString => "scr_number_to_string",
            R::StringConcat => "scr_string_concat",
            R::StringConcatNumber => "scr_string_concat_number",
            R::NumberConcatString => "scr_number_concat_string",
            R::StringEquals => "scr_string_equals",
            R::StringCompare => "scr_string_compare",
            R::StringToNumber => "scr_string_to_number",
            R::MathPow => "scr_math_pow",
            R::MathAtan2 => "scr_math_atan2",
            R::MathHypot => "scr_math_hypot",
            R::MathExtreme => "scr_math_extreme",
            R::MathRandom => "scr_math_random",
            R::Library(function) => function.entry().symbol,
            R::MathUnary(function) => match function {
                MathFunction::Sin => "scr_math_sin",
                MathFunction::Cos => "scr_math_cos",
                MathFunction::Tan => "scr_math_tan",
                MathFunction::Asin => "scr_math_asin",
                MathFunction::Acos => "scr_math_acos",
                MathFunction::Atan => "scr_math_atan",
                MathFunction::Sinh => "scr_math_sinh",
                MathFunction::Cosh => "scr_math_cosh",
                MathFunction::Tanh => "scr_math_tanh",
                MathFunction::Asinh => "scr_math_asinh",
                MathFunction::Acosh => "scr_math_acosh",
                MathFunction::Atanh => "scr_math_atanh",
                MathFunction::Exp => "scr_math_exp",
                MathFunction::Expm1 => "scr_math_expm1",
                MathFunction::Log => "scr_math_log",
                MathFunction::Log1p => "scr_math_log1p",
                MathFunction::Log2 => "scr_math_log2",
                MathFunction::Log10 => "scr_math_log10",
                MathFunction::Cbrt => "scr_math_cbrt",
                MathFunction::Round => "scr_math_round",
                MathFunction::Sign => "scr_math_sign",
                // Everything else is emitted inline; codegen never asks
                // for these.
                _ => "scr_math_unreachable",
            },
        }
    }

    /// Parameters and result (`None`: returns nothing).
    fn signature(self) -> (Vec<Abi>, Option<Abi>) {
        if let RuntimeFunction::Library(function) = self {
            return library_signature(function);
        }
        let (parameters, result) = self.fixed_signature();
        (parameters.to_vec(), result)
    }

    fn fixed_signature(self) -> (&'static [Abi], Option<Abi>) {
        use Abi::*;
        use RuntimeFunction as R;
        match self {
            R::Library(_) => (&[], None),
            R::Init => (&[I32, Ptr], None),
            R::GeneratorNew => (&[Ptr, Ptr], Some(Ptr)),
            R::GeneratorBind => (&[Ptr, Ptr], None),
            R::GeneratorYield => (&[Ptr, Ptr], None),
            R::GeneratorReceived => (&[Ptr], Some(Ptr)),
            R::GeneratorMode => (&[Ptr], Some(I32)),
            R::GeneratorFinish => (&[Ptr, Ptr], None),
            R::GeneratorFail => (&[Ptr], None),
            R::GeneratorResume => (&[Ptr, Ptr, F64, I32], Some(Ptr)),
            R::GeneratorStep => (&[Ptr], Some(I32)),
            R::GeneratorCurrent => (&[Ptr], Some(Ptr)),
            R::GeneratorClose => (&[Ptr], None),
            R::GeneratorCollect => (&[Ptr, I32], Some(Ptr)),
            R::GeneratorFromArray => (&[Ptr], Some(Ptr)),
            R::PromiseNew => (&[], Some(Ptr)),
            R::PromiseResolve => (&[Ptr, Ptr], None),
            R::PromiseRejectPending => (&[Ptr], None),
            R::PromiseFrom => (&[Ptr], Some(Ptr)),
            R::PromiseRejected => (&[Ptr], Some(Ptr)),
            R::PromiseThen => (&[Ptr, Ptr, Ptr], Some(Ptr)),
            R::PromiseFinally => (&[Ptr, Ptr], Some(Ptr)),
            R::PromiseConstruct => (&[Ptr], Some(Ptr)),
            R::PromiseCombine => (&[Ptr, I32, I32, I32], Some(Ptr)),
            R::Await => (&[Ptr, Ptr, Ptr], None),
            R::AwaitResult => (&[], Some(Ptr)),
            R::AwaitTop => (&[Ptr], Some(Ptr)),
            R::RunEventLoop => (&[], None),
            R::QueueMicrotask => (&[Ptr], None),
            R::NextTick => (&[Ptr], None),
            R::SetTimer => (&[Ptr, F64, I32], Some(F64)),
            R::SetImmediate => (&[Ptr], Some(F64)),
            R::ClearTimer => (&[F64], None),
            R::CoroAlloc => (&[I64], Some(Ptr)),
            R::CoroFree => (&[Ptr], None),
            R::Exit => (&[], None),
            R::StringFree
            | R::ArrayFree
            | R::ObjectFree
            | R::ConsoleArgObject
            | R::ConsoleArgDefinedObject => (&[Ptr], None),
            R::ObjectNew => (&[Ptr], Some(Ptr)),
            R::ObjectSpread => (&[Ptr, Ptr], Some(Ptr)),
            R::ConsoleArgDynamic | R::Throw => (&[Ptr], None),
            R::DynamicNew => (&[I32, I64], Some(Ptr)),
            R::DynamicPayload => (&[Ptr, I32, Ptr], Some(I64)),
            R::DynamicInstanceOf => (&[Ptr, Ptr], Some(I32)),
            R::DynamicKind | R::DynamicTruthy => (&[Ptr], Some(I32)),
            R::DynamicEquals => (&[Ptr, Ptr, I32], Some(I32)),
            R::ObjectHas => (&[Ptr, Ptr], Some(I32)),
            R::DynamicTypeof | R::DynamicToString => (&[Ptr], Some(Ptr)),
            R::DynamicToNumber => (&[Ptr], Some(F64)),
            R::Catch => (&[], Some(Ptr)),
            R::Uncaught => (&[], None),
            R::SetErrorHook | R::NotAFunction => (&[Ptr], None),
            R::JsonStringify => (&[I32, I64, F64], Some(Ptr)),
            R::JsonParse => (&[Ptr, Ptr], Some(I64)),
            R::JsonParseRevive => (&[Ptr, Ptr, Ptr, Ptr], Some(I64)),
            R::StringReplaceWith => (&[Ptr, Ptr, I32, Ptr, Ptr], Some(Ptr)),
            R::BadCast => (&[Ptr], None),
            R::MathExtreme => (&[Ptr, I64, I32], Some(F64)),
            R::ArrayShift => (&[Ptr], Some(I64)),
            R::ArrayUnshift => (&[Ptr, I64], Some(F64)),
            R::ArraySplice => (&[Ptr, F64, F64, I32, Ptr], Some(Ptr)),
            R::ArrayLastIndexOf => (&[Ptr, I64, F64, I32], Some(F64)),
            R::ArrayFill => (&[Ptr, I64, F64, F64], Some(Ptr)),
            R::TypedNew => (&[I32, F64], Some(Ptr)),
            R::TypedFrom => (&[I32, Ptr], Some(Ptr)),
            R::TypedToArray | R::TypedReverse | R::TypedSort => (&[Ptr], Some(Ptr)),
            R::TypedSet => (&[Ptr, Ptr, F64], None),
            R::TypedSubarray | R::TypedSlice => (&[Ptr, F64, F64], Some(Ptr)),
            R::TypedFill => (&[Ptr, F64, F64, F64], Some(Ptr)),
            R::TypedSearch => (&[Ptr, F64, F64, I32], Some(F64)),
            R::TypedAt => (&[Ptr, F64], Some(F64)),
            R::ArrayAt => (&[Ptr, F64], Some(I64)),
            R::ArrayFlat => (&[Ptr, I32], Some(Ptr)),
            R::ArraySetLength => (&[Ptr, F64], None),
            R::MapNew => (&[I32, I32, I32], Some(Ptr)),
            R::MapEntries => (&[Ptr, Ptr], Some(Ptr)),
            R::MapAddEntries => (&[Ptr, Ptr], None),
            R::MapSet => (&[Ptr, I64, I64], None),
            R::MapGet => (&[Ptr, I64], Some(I64)),
            R::MapHas | R::MapDelete => (&[Ptr, I64], Some(I32)),
            R::MapClear => (&[Ptr], None),
            R::MapSize => (&[Ptr], Some(F64)),
            R::MapNext => (&[Ptr, Ptr], Some(F64)),
            R::MapKey | R::MapValue => (&[Ptr, F64], Some(I64)),
            R::MapKeys | R::MapValues => (&[Ptr], Some(Ptr)),
            R::SetAddAll => (&[Ptr, Ptr], None),
            R::ArrayAppend => (&[Ptr, Ptr], None),
            R::AllocSlow => (&[I32], Some(Ptr)),
            R::MemberLookup => (&[Ptr, Ptr, I64, I64, Ptr], Some(I64)),
            R::ArraySort | R::ArrayToSorted => (&[Ptr, Ptr, Ptr], Some(Ptr)),
            R::ReduceEmpty => (&[], None),
            R::InstanceOf => (&[Ptr, Ptr], Some(I32)),
            R::NullAccess => (&[Ptr, I32], None),
            R::NullElement => (&[F64, I32], None),
            R::ObjectClassName => (&[Ptr], Some(Ptr)),
            R::ArrayNew => (&[I32, I64], Some(Ptr)),
            R::ArrayPush => (&[Ptr, I64], Some(F64)),
            R::ArrayPop => (&[Ptr], Some(I64)),
            R::ArrayUndefined => (&[I32], Some(I64)),
            R::ArraySetSlow => (&[Ptr, F64, I64], None),
            R::ArrayFilled => (&[I32, F64, I64], Some(Ptr)),
            R::ArrayJoin | R::ArrayConcat => (&[Ptr, Ptr], Some(Ptr)),
            R::ArrayIndexOf => (&[Ptr, I64, F64], Some(F64)),
            R::ArrayIncludes => (&[Ptr, I64], Some(I32)),
            R::ArraySlice => (&[Ptr, F64, F64], Some(Ptr)),
            R::ArrayReverse => (&[Ptr], Some(Ptr)),
            R::StringSplit => (&[Ptr, Ptr, F64], Some(Ptr)),
            R::StringCodePoints | R::ArrayKeys => (&[Ptr], Some(Ptr)),
            R::ArrayEntries | R::ObjectKeys | R::ObjectEntries => (&[Ptr, Ptr], Some(Ptr)),
            R::ObjectValues => (&[Ptr, I32], Some(Ptr)),
            R::ObjectGet => (&[Ptr, Ptr, I32], Some(I64)),
            R::WriteText => (&[I32, Ptr], None),
            R::StringNextIndex => (&[Ptr, F64], Some(F64)),
            R::StringCodePointText => (&[Ptr, F64], Some(Ptr)),
            R::StringAppend => (&[Ptr, Ptr], Some(Ptr)),
            R::StringAppendNumber => (&[Ptr, F64], Some(Ptr)),
            R::ConsoleBegin | R::ConsoleArgUndefined => (&[], None),
            R::ConsoleArgString | R::ConsolePartString | R::ConsoleArgArray => (&[Ptr], None),
            R::ConsolePartNumber => (&[F64], None),
            R::StringConcatParts => (&[Ptr, I64], Some(Ptr)),
            R::ConsoleArgNumber => (&[F64], None),
            R::ConsoleArgBoolean | R::ConsoleEnd => (&[I32], None),
            R::ProcessExit => (&[F64], None),
            R::ToInt32Slow => (&[F64], Some(I32)),
            R::NumberToString => (&[F64], Some(Ptr)),
            R::StringConcat => (&[Ptr, Ptr], Some(Ptr)),
            R::StringConcatNumber => (&[Ptr, F64], Some(Ptr)),
            R::NumberConcatString => (&[F64, Ptr], Some(Ptr)),
            R::StringEquals | R::StringCompare => (&[Ptr, Ptr], Some(I32)),
            R::StringToNumber => (&[Ptr], Some(F64)),
            R::MathPow | R::MathAtan2 => (&[F64, F64], Some(F64)),
            R::MathHypot => (&[Ptr, I64], Some(F64)),
            R::MathRandom => (&[], Some(F64)),
            R::MathUnary(_) => (&[F64], Some(F64)),
        }
    }

    fn llvm_type<'ctx>(self, context: &'ctx Context) -> FunctionType<'ctx> {
        let lower = |abi: Abi| -> BasicMetadataTypeEnum<'ctx> {
            match abi {
                Abi::F64 => context.f64_type().into(),
                Abi::I32 => context.i32_type().into(),
                Abi::I64 => context.i64_type().into(),
                Abi::Ptr => context.ptr_type(AddressSpace::default()).into(),
            }
        };
        let (parameters, result) = self.signature();
        let parameters: Vec<_> = parameters.into_iter().map(lower).collect();
        match result {
            None => context.void_type().fn_type(&parameters, false),
            Some(Abi::F64) => context.f64_type().fn_type(&parameters, false),
            Some(Abi::I32) => context.i32_type().fn_type(&parameters, false),
            Some(Abi::I64) => context.i64_type().fn_type(&parameters, false),
            Some(Abi::Ptr) => context
                .ptr_type(AddressSpace::default())
                .fn_type(&parameters, false),
        }
    }

    /// Function attributes that let LLVM optimize around the call. No
    /// runtime function unwinds: a panic in an `extern "C"` Rust function
    /// aborts. The numeric ones read and write no memory (the `memory`
    /// attribute's value 0 is `memory(none)`), so LLVM may hoist them out of
    /// loops and merge repeated calls.
    fn attributes(self) -> &'static [(&'static str, u64)] {
        use RuntimeFunction as R;
        match self {
            R::ProcessExit => &[("nounwind", 0), ("noreturn", 0), ("cold", 0)],
            // They return when the program catches what they raise (see
            // `scr_set_error_hook`).
            R::NullAccess | R::NullElement | R::ReduceEmpty | R::BadCast | R::NotAFunction => {
                &[("nounwind", 0), ("cold", 0)]
            }
            // Reached only for |x| >= 2^63, NaN and infinities: `cold` lets
            // LLVM keep the fast path's values in registers.
            R::ToInt32Slow => &[
                ("nounwind", 0),
                ("willreturn", 0),
                ("memory", 0),
                ("cold", 0),
            ],
            R::MathPow | R::MathAtan2 | R::MathUnary(_) => {
                &[("nounwind", 0), ("willreturn", 0), ("memory", 0)]
            }
            // Freeing is rare on hot paths; `cold` keeps the inline release's
            // fast path compact.
            R::StringFree | R::ArrayFree | R::ObjectFree => &[("nounwind", 0), ("cold", 0)],
            _ => &[("nounwind", 0)],
        }
    }

    /// The function's declaration in `module`, added on first use.
    pub fn declaration<'ctx>(
        self,
        context: &'ctx Context,
        module: &Module<'ctx>,
    ) -> FunctionValue<'ctx> {
        let symbol = self.symbol();
        module.get_function(symbol).unwrap_or_else(|| {
            let function =
                module.add_function(symbol, self.llvm_type(context), Some(Linkage::External));
            for &(name, value) in self.attributes() {
                let kind = Attribute::get_named_enum_kind_id(name);
                function.add_attribute(
                    AttributeLoc::Function,
                    context.create_enum_attribute(kind, value),
                );
            }
            function
        })
    }
}

/// The ABI of a library function, from its table entry: the receiver of a
/// method first, then each parameter (an optional number with its presence
/// flag, a rest of numbers as pointer and count).
fn library_signature(function: LibraryFunction) -> (Vec<Abi>, Option<Abi>) {
    let entry = function.entry();
    let mut parameters = Vec::new();
    match entry.home {
        Home::StringMethod => parameters.push(Abi::Ptr),
        Home::NumberMethod => parameters.push(Abi::F64),
        Home::Static(_) => {}
    }
    for parameter in entry.parameters {
        match parameter {
            Parameter::Required(Kind::Number) | Parameter::NumberOr(_) => parameters.push(Abi::F64),
            Parameter::Required(Kind::String) | Parameter::StringOr(_) => parameters.push(Abi::Ptr),
            Parameter::Required(Kind::Boolean) => parameters.push(Abi::I32),
            Parameter::Required(Kind::Void | Kind::StringArray) => {}
            Parameter::OptionalNumber => parameters.extend([Abi::F64, Abi::I32]),
            Parameter::RestNumbers => parameters.extend([Abi::Ptr, Abi::I64]),
        }
    }
    let result = match entry.result {
        Kind::Number => Some(Abi::F64),
        Kind::String | Kind::StringArray => Some(Abi::Ptr),
        Kind::Boolean => Some(Abi::I32),
        Kind::Void => None,
    };
    (parameters, result)
}
