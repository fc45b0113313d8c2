//! The standard-library functions implemented in the runtime, described
//! once: their JavaScript names, parameters (with what stands in for an
//! omitted optional argument), result, and runtime symbol. The checker
//! types calls from this table; codegen lowers them from it.

/// A library function the runtime implements.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum LibraryFunction {
    CharAt,
    CharCodeAt,
    At,
    CodePointAt,
    StringIndex,
    Slice,
    Substring,
    Substr,
    IndexOf,
    LastIndexOf,
    Includes,
    StartsWith,
    LocaleCompare,
    EndsWith,
    ToUpperCase,
    ToLowerCase,
    Normalize,
    Trim,
    TrimStart,
    TrimEnd,
    PadStart,
    PadEnd,
    Repeat,
    Replace,
    ReplaceAll,
    ToFixed,
    ToLocaleString,
    ToLocaleOptions,
    ToExponential,
    ToPrecision,
    ToStringRadix,
    ParseInt,
    ParseFloat,
    FromCharCode,
    FromCodePoint,
    JsonStringifyString,
    JsonStringifyNumber,
    FsReadFile,
    FsReadBytes,
    FsWriteBytes,
    FsReadFd,
    FsWriteFile,
    FsAppendFile,
    FsExists,
    FsReaddir,
    FsMkdir,
    FsRm,
    FsUnlink,
    FsStat,
    ProcessArgv,
    ProcessEnv,
    ProcessCwd,
    ProcessExitCode,
    ProcessSetExitCode,
    DateNow,
    DateLocalOffset,
    RegexCompile,
    RegexExec,
    RegexLastStart,
    RegexSourcePlain,
    RegexLastEnd,
    RegexReplace,
    RegexSplit,
    RegexMatchAll,
    RegexTest,
    PerformanceNow,
    StdinChunk,
    BufferAlloc,
    EncodeUriComponent,
    EncodeUri,
    DecodeUriComponent,
    DecodeUri,
    Btoa,
    Atob,
    BufferFromString,
    BufferToString,
    BufferByteLength,
    BufferWriteString,
    BufferRead,
    BufferWrite,
    BufferCompare,
    BufferIndexOf,
    Utf8Valid,
    OsText,
    OsNumber,
    OsCpus,
    DeepEqual,
    SameValue,
    InspectValue,
    HashDigest,
    HmacDigest,
    RandomBytes,
    RandomUuid,
    RandomInt,
    TimingSafeEqual,
    UrlParse,
    UrlCanParse,
    UrlGet,
    UrlSet,
    FormEncode,
    FormDecode,
    ProcessNumber,
    ProcessOn,
    NullPrototype,
    InspectOptions,
    StructuredClone,
    TypedKindOf,
    BigIntBinary,
    BigIntUnary,
    BigIntCompare,
    BigIntCompareNumber,
    BigIntTruthy,
    BigIntToNumber,
    BigIntFromNumber,
    BigIntFromString,
    BigIntToString,
    BigIntToLocaleString,
    BigIntAsN,
    HrtimeBigInt,
    BufferReadBigInt,
    BufferWriteBigInt,
    AnyArithmetic,
    AnyNegate,
    BigIntFromAny,
}

impl LibraryFunction {
    /// Whether the runtime function may raise an error the program can
    /// catch (so the emitted code checks for a pending exception after
    /// it).
    pub fn raises(self) -> bool {
        matches!(
            self,
            F::ToFixed
                | F::ToLocaleOptions
                | F::Normalize
                | F::StructuredClone
                | F::ToExponential
                | F::ToPrecision
                | F::ToStringRadix
                | F::Repeat
                | F::PadStart
                | F::PadEnd
                | F::FromCodePoint
                | F::FsReadFile
                | F::FsReadBytes
                | F::FsWriteBytes
                | F::FsReadFd
                | F::FsWriteFile
                | F::FsAppendFile
                | F::FsReaddir
                | F::FsMkdir
                | F::FsRm
                | F::FsUnlink
                | F::FsStat
                | F::RegexCompile
                | F::BufferAlloc
                | F::EncodeUriComponent
                | F::EncodeUri
                | F::DecodeUriComponent
                | F::DecodeUri
                | F::Btoa
                | F::Atob
                | F::BufferWriteString
                | F::BufferRead
                | F::BufferWrite
                | F::RandomBytes
                | F::RandomInt
                | F::TimingSafeEqual
                | F::UrlParse
                | F::UrlSet
                | F::BigIntBinary
                | F::BigIntFromNumber
                | F::BigIntFromString
                | F::BigIntToString
                | F::BigIntAsN
                | F::BufferReadBigInt
                | F::BufferWriteBigInt
                | F::AnyArithmetic
                | F::AnyNegate
                | F::BigIntFromAny
        )
    }
}

/// How a value crosses into the runtime.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Number,
    String,
    Boolean,
    /// A result only: nothing (`undefined`).
    Void,
    /// A result only: a new array of strings.
    StringArray,
    /// Bytes: a Uint8Array or Buffer borrowed as a parameter; a new
    /// Buffer as a result.
    Buffer,
    /// A parameter only: any value, as a box (borrowed).
    Dynamic,
    /// A bigint (the runtime's `bigint.rs`): borrowed as a parameter, a
    /// new reference as a result.
    BigInt,
}

/// One parameter, and what an omitted argument means.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Parameter {
    Required(Kind),
    /// Omitted: this number, which the spec's conversion treats exactly as
    /// `undefined` (for example +Infinity for `slice`'s end).
    NumberOr(f64),
    /// Omitted: this string.
    StringOr(&'static str),
    /// Omitted is not expressible as a number: the runtime gets the value
    /// and a presence flag (`toPrecision`, `toExponential`).
    OptionalNumber,
    /// Any number of numbers, passed as a pointer and a count.
    RestNumbers,
}

/// Where a library function is found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Home {
    /// A method of strings; the receiver is the first argument.
    StringMethod,
    /// A method of numbers; the receiver is the first argument.
    NumberMethod,
    /// A global function (`parseInt`) or a static one (`String.fromCharCode`).
    Static(&'static str),
}

pub struct Entry {
    pub function: LibraryFunction,
    pub home: Home,
    pub name: &'static str,
    pub parameters: &'static [Parameter],
    pub result: Kind,
    pub symbol: &'static str,
}

use Kind::{BigInt, Boolean, Buffer, Dynamic, Number, String, StringArray, Void};
use LibraryFunction as F;
use Parameter::{NumberOr, OptionalNumber, Required, RestNumbers, StringOr};

const INFINITY: f64 = f64::INFINITY;

/// The object whose static functions only the prelude may call: the
/// runtime primitives its TypeScript is written over.
pub const INTRINSICS: &str = "__scriptc";

pub const LIBRARY: &[Entry] = &[
    entry(
        F::CharAt,
        Home::StringMethod,
        "charAt",
        &[Required(Number)],
        String,
        "scr_string_char_at",
    ),
    entry(
        F::CharCodeAt,
        Home::StringMethod,
        "charCodeAt",
        &[Required(Number)],
        Number,
        "scr_string_char_code_at",
    ),
    entry(
        F::At,
        Home::StringMethod,
        "at",
        &[Required(Number)],
        String,
        "scr_string_at",
    ),
    entry(
        F::CodePointAt,
        Home::StringMethod,
        "codePointAt",
        &[Required(Number)],
        Number,
        "scr_string_code_point_at",
    ),
    // `s[i]`: not a method name a program can write.
    entry(
        F::StringIndex,
        Home::StringMethod,
        "[]",
        &[Required(Number)],
        String,
        "scr_string_index",
    ),
    entry(
        F::Slice,
        Home::StringMethod,
        "slice",
        &[NumberOr(0.0), NumberOr(INFINITY)],
        String,
        "scr_string_slice",
    ),
    entry(
        F::Substring,
        Home::StringMethod,
        "substring",
        &[Required(Number), NumberOr(INFINITY)],
        String,
        "scr_string_substring",
    ),
    entry(
        F::Substr,
        Home::StringMethod,
        "substr",
        &[NumberOr(0.0), NumberOr(INFINITY)],
        String,
        "scr_string_substr",
    ),
    entry(
        F::IndexOf,
        Home::StringMethod,
        "indexOf",
        &[Required(String), NumberOr(0.0)],
        Number,
        "scr_string_index_of",
    ),
    entry(
        F::LastIndexOf,
        Home::StringMethod,
        "lastIndexOf",
        &[Required(String), NumberOr(f64::NAN)],
        Number,
        "scr_string_last_index_of",
    ),
    entry(
        F::Includes,
        Home::StringMethod,
        "includes",
        &[Required(String), NumberOr(0.0)],
        Boolean,
        "scr_string_includes",
    ),
    entry(
        F::StartsWith,
        Home::StringMethod,
        "startsWith",
        &[Required(String), NumberOr(0.0)],
        Boolean,
        "scr_string_starts_with",
    ),
    entry(
        F::LocaleCompare,
        Home::StringMethod,
        "localeCompare",
        // The second is not the locale but the options the checker read
        // from the locale and options written (see `locale_compare_flags`).
        &[Required(String), NumberOr(0.0)],
        Number,
        "scr_string_locale_compare_options",
    ),
    entry(
        F::EndsWith,
        Home::StringMethod,
        "endsWith",
        &[Required(String), NumberOr(INFINITY)],
        Boolean,
        "scr_string_ends_with",
    ),
    entry(
        F::ToUpperCase,
        Home::StringMethod,
        "toUpperCase",
        &[],
        String,
        "scr_string_to_upper_case",
    ),
    entry(
        F::Normalize,
        Home::StringMethod,
        "normalize",
        &[StringOr("NFC")],
        String,
        "scr_string_normalize",
    ),
    entry(
        F::ToLowerCase,
        Home::StringMethod,
        "toLowerCase",
        &[],
        String,
        "scr_string_to_lower_case",
    ),
    entry(
        F::Trim,
        Home::StringMethod,
        "trim",
        &[],
        String,
        "scr_string_trim",
    ),
    entry(
        F::TrimStart,
        Home::StringMethod,
        "trimStart",
        &[],
        String,
        "scr_string_trim_start",
    ),
    entry(
        F::TrimEnd,
        Home::StringMethod,
        "trimEnd",
        &[],
        String,
        "scr_string_trim_end",
    ),
    entry(
        F::PadStart,
        Home::StringMethod,
        "padStart",
        &[Required(Number), StringOr(" ")],
        String,
        "scr_string_pad_start",
    ),
    entry(
        F::PadEnd,
        Home::StringMethod,
        "padEnd",
        &[Required(Number), StringOr(" ")],
        String,
        "scr_string_pad_end",
    ),
    entry(
        F::Repeat,
        Home::StringMethod,
        "repeat",
        &[Required(Number)],
        String,
        "scr_string_repeat",
    ),
    entry(
        F::Replace,
        Home::StringMethod,
        "replace",
        &[Required(String), Required(String)],
        String,
        "scr_string_replace",
    ),
    entry(
        F::ReplaceAll,
        Home::StringMethod,
        "replaceAll",
        &[Required(String), Required(String)],
        String,
        "scr_string_replace_all",
    ),
    entry(
        F::ToFixed,
        Home::NumberMethod,
        "toFixed",
        &[NumberOr(0.0)],
        String,
        "scr_number_to_fixed",
    ),
    entry(
        F::ToLocaleString,
        Home::NumberMethod,
        "toLocaleString",
        &[],
        String,
        "scr_number_to_locale_string",
    ),
    // `n.toLocaleString(locale, { minimumFractionDigits, ... })`: the
    // value, the two digit options and which options were given.
    entry(
        F::ToLocaleOptions,
        Home::Static(INTRINSICS),
        "numberToLocaleOptions",
        &[
            Required(Number),
            Required(Number),
            Required(Number),
            Required(Number),
        ],
        String,
        "scr_number_to_locale_options",
    ),
    entry(
        F::ToExponential,
        Home::NumberMethod,
        "toExponential",
        &[OptionalNumber],
        String,
        "scr_number_to_exponential",
    ),
    entry(
        F::ToPrecision,
        Home::NumberMethod,
        "toPrecision",
        &[OptionalNumber],
        String,
        "scr_number_to_precision",
    ),
    entry(
        F::ToStringRadix,
        Home::NumberMethod,
        "toString",
        &[NumberOr(10.0)],
        String,
        "scr_number_to_string_radix",
    ),
    entry(
        F::ParseInt,
        Home::Static("parseInt"),
        "parseInt",
        &[Required(String), NumberOr(0.0)],
        Number,
        "scr_parse_int",
    ),
    entry(
        F::ParseFloat,
        Home::Static("parseFloat"),
        "parseFloat",
        &[Required(String)],
        Number,
        "scr_parse_float",
    ),
    entry(
        F::FromCharCode,
        Home::Static("String"),
        "fromCharCode",
        &[RestNumbers],
        String,
        "scr_string_from_char_code",
    ),
    entry(
        F::FromCodePoint,
        Home::Static("String"),
        "fromCodePoint",
        &[RestNumbers],
        String,
        "scr_string_from_code_point",
    ),
    entry(
        F::JsonStringifyString,
        Home::Static("JSON"),
        "stringify",
        &[Required(String)],
        String,
        "scr_json_stringify_string",
    ),
    entry(
        F::JsonStringifyNumber,
        Home::Static("JSON"),
        "stringify",
        &[Required(Number)],
        String,
        "scr_json_stringify_number",
    ),
    entry(
        F::FsReadFile,
        Home::Static("fs"),
        "readFileSync",
        &[Required(String)],
        String,
        "scr_fs_read_file",
    ),
    entry(
        F::FsReadFd,
        Home::Static("fs"),
        "readFileSync",
        &[Required(Number)],
        String,
        "scr_fs_read_fd",
    ),
    entry(
        F::FsWriteFile,
        Home::Static("fs"),
        "writeFileSync",
        &[Required(String), Required(String)],
        Void,
        "scr_fs_write_file",
    ),
    entry(
        F::FsAppendFile,
        Home::Static("fs"),
        "appendFileSync",
        &[Required(String), Required(String)],
        Void,
        "scr_fs_append_file",
    ),
    entry(
        F::FsExists,
        Home::Static("fs"),
        "existsSync",
        &[Required(String)],
        Boolean,
        "scr_fs_exists",
    ),
    entry(
        F::FsReaddir,
        Home::Static("fs"),
        "readdirSync",
        &[Required(String)],
        StringArray,
        "scr_fs_readdir",
    ),
    entry(
        F::FsMkdir,
        Home::Static("fs"),
        "mkdirSync",
        &[Required(String), Required(Boolean)],
        Void,
        "scr_fs_mkdir",
    ),
    entry(
        F::FsRm,
        Home::Static("fs"),
        "rmSync",
        &[Required(String), Required(Boolean), Required(Boolean)],
        Void,
        "scr_fs_rm",
    ),
    entry(
        F::FsUnlink,
        Home::Static("fs"),
        "unlinkSync",
        &[Required(String)],
        Void,
        "scr_fs_unlink",
    ),
    // The prelude's `statSync` reads the fields one by one.
    entry(
        F::FsStat,
        Home::Static(INTRINSICS),
        "stat",
        &[Required(String), Required(Number)],
        Number,
        "scr_fs_stat",
    ),
    entry(
        F::ProcessArgv,
        Home::Static("process"),
        "argv",
        &[],
        StringArray,
        "scr_process_argv",
    ),
    entry(
        F::ProcessEnv,
        Home::Static("process"),
        "env",
        &[Required(String)],
        String,
        "scr_process_env",
    ),
    entry(
        F::ProcessCwd,
        Home::Static("process"),
        "cwd",
        &[],
        String,
        "scr_process_cwd",
    ),
    entry(
        F::ProcessExitCode,
        Home::Static("process"),
        "exitCode",
        &[],
        Number,
        "scr_process_exit_code",
    ),
    entry(
        F::ProcessSetExitCode,
        Home::Static("process"),
        "exitCode=",
        &[Required(Number)],
        Void,
        "scr_process_set_exit_code",
    ),
    entry(
        F::StdinChunk,
        Home::Static(INTRINSICS),
        "readStdin",
        &[],
        String,
        "scr_stdin_chunk",
    ),
    entry(
        F::DateNow,
        Home::Static(INTRINSICS),
        "now",
        &[],
        Number,
        "scr_date_now",
    ),
    entry(
        F::DateLocalOffset,
        Home::Static(INTRINSICS),
        "localOffset",
        &[Required(Number)],
        Number,
        "scr_date_local_offset",
    ),
    entry(
        F::RegexCompile,
        Home::Static(INTRINSICS),
        "regexCompile",
        &[Required(String), Required(String)],
        Number,
        "scr_regex_compile",
    ),
    entry(
        F::RegexExec,
        Home::Static(INTRINSICS),
        "regexExec",
        &[Required(Number), Required(String), Required(Number)],
        StringArray,
        "scr_regex_exec",
    ),
    entry(
        F::RegexLastStart,
        Home::Static(INTRINSICS),
        "regexLastStart",
        &[],
        Number,
        "scr_regex_last_start",
    ),
    entry(
        F::RegexSourcePlain,
        Home::Static(INTRINSICS),
        "regexSourcePlain",
        &[Required(Number)],
        Boolean,
        "scr_regex_source_plain",
    ),
    entry(
        F::RegexLastEnd,
        Home::Static(INTRINSICS),
        "regexLastEnd",
        &[],
        Number,
        "scr_regex_last_end",
    ),
    entry(
        F::RegexReplace,
        Home::Static(INTRINSICS),
        "regexReplace",
        &[
            Required(Number),
            Required(String),
            Required(String),
            Required(Number),
            Required(Number),
        ],
        String,
        "scr_regex_replace",
    ),
    entry(
        F::RegexTest,
        Home::Static(INTRINSICS),
        "regexTest",
        &[Required(Number), Required(String)],
        Boolean,
        "scr_regex_test",
    ),
    entry(
        F::RegexMatchAll,
        Home::Static(INTRINSICS),
        "regexMatchAll",
        &[Required(Number), Required(String)],
        StringArray,
        "scr_regex_match_all",
    ),
    entry(
        F::RegexSplit,
        Home::Static(INTRINSICS),
        "regexSplit",
        &[Required(Number), Required(String), Required(Number)],
        StringArray,
        "scr_regex_split",
    ),
    entry(
        F::EncodeUriComponent,
        Home::Static("encodeURIComponent"),
        "encodeURIComponent",
        &[Required(String)],
        String,
        "scr_encode_uri_component",
    ),
    entry(
        F::EncodeUri,
        Home::Static("encodeURI"),
        "encodeURI",
        &[Required(String)],
        String,
        "scr_encode_uri",
    ),
    entry(
        F::DecodeUriComponent,
        Home::Static("decodeURIComponent"),
        "decodeURIComponent",
        &[Required(String)],
        String,
        "scr_decode_uri_component",
    ),
    entry(
        F::DecodeUri,
        Home::Static("decodeURI"),
        "decodeURI",
        &[Required(String)],
        String,
        "scr_decode_uri",
    ),
    entry(
        F::Btoa,
        Home::Static("btoa"),
        "btoa",
        &[Required(String)],
        String,
        "scr_btoa",
    ),
    entry(
        F::Atob,
        Home::Static("atob"),
        "atob",
        &[Required(String)],
        String,
        "scr_atob",
    ),
    entry(
        F::FsReadBytes,
        Home::Static(INTRINSICS),
        "readBytes",
        &[Required(String)],
        Buffer,
        "scr_fs_read_bytes",
    ),
    entry(
        F::FsWriteBytes,
        Home::Static(INTRINSICS),
        "writeBytes",
        &[Required(String), Required(Buffer), Required(Boolean)],
        Void,
        "scr_fs_write_bytes",
    ),
    // The primitives of the prelude's `Buffer` (`check/buffer.rs`);
    // encodings are numbered by `__scriptcBufferEncoding`.
    entry(
        F::BufferAlloc,
        Home::Static(INTRINSICS),
        "bufferAlloc",
        &[Required(Number)],
        Buffer,
        "scr_buffer_alloc",
    ),
    entry(
        F::BufferFromString,
        Home::Static(INTRINSICS),
        "bufferFromString",
        &[Required(String), Required(Number)],
        Buffer,
        "scr_buffer_from_string",
    ),
    entry(
        F::BufferToString,
        Home::Static(INTRINSICS),
        "bufferToString",
        &[
            Required(Buffer),
            Required(Number),
            Required(Number),
            Required(Number),
        ],
        String,
        "scr_buffer_to_string",
    ),
    entry(
        F::BufferByteLength,
        Home::Static(INTRINSICS),
        "bufferByteLength",
        &[Required(String), Required(Number)],
        Number,
        "scr_buffer_byte_length",
    ),
    entry(
        F::BufferWriteString,
        Home::Static(INTRINSICS),
        "bufferWriteString",
        &[
            Required(Buffer),
            Required(String),
            Required(Number),
            Required(Number),
            Required(Number),
        ],
        Number,
        "scr_buffer_write_string",
    ),
    entry(
        F::BufferRead,
        Home::Static(INTRINSICS),
        "bufferRead",
        &[Required(Buffer), Required(Number), Required(Number)],
        Number,
        "scr_buffer_read",
    ),
    entry(
        F::BufferWrite,
        Home::Static(INTRINSICS),
        "bufferWrite",
        &[
            Required(Buffer),
            Required(Number),
            Required(Number),
            Required(Number),
        ],
        Number,
        "scr_buffer_write",
    ),
    entry(
        F::BufferCompare,
        Home::Static(INTRINSICS),
        "bufferCompare",
        &[Required(Buffer), Required(Buffer)],
        Number,
        "scr_buffer_compare",
    ),
    entry(
        F::BufferIndexOf,
        Home::Static(INTRINSICS),
        "bufferIndexOf",
        &[
            Required(Buffer),
            Required(Buffer),
            Required(Number),
            Required(Number),
        ],
        Number,
        "scr_buffer_index_of",
    ),
    entry(
        F::Utf8Valid,
        Home::Static(INTRINSICS),
        "utf8Valid",
        &[Required(Buffer)],
        Boolean,
        "scr_utf8_valid",
    ),
    // `os`, `util` and `assert` (`check/node_modules.rs`).
    entry(
        F::OsText,
        Home::Static(INTRINSICS),
        "osText",
        &[Required(Number)],
        String,
        "scr_os_text",
    ),
    entry(
        F::OsNumber,
        Home::Static(INTRINSICS),
        "osNumber",
        &[Required(Number)],
        Number,
        "scr_os_number",
    ),
    entry(
        F::OsCpus,
        Home::Static(INTRINSICS),
        "osCpus",
        &[],
        StringArray,
        "scr_os_cpus",
    ),
    entry(
        F::DeepEqual,
        Home::Static(INTRINSICS),
        "deepEqual",
        &[Required(Dynamic), Required(Dynamic), Required(Boolean)],
        Boolean,
        "scr_deep_equal",
    ),
    entry(
        F::SameValue,
        Home::Static(INTRINSICS),
        "sameValue",
        &[Required(Dynamic), Required(Dynamic)],
        Boolean,
        "scr_dynamic_same_value",
    ),
    entry(
        F::InspectOptions,
        Home::Static(INTRINSICS),
        "inspectOptions",
        &[
            Required(Number),
            Required(Number),
            Required(Number),
            Required(Boolean),
            Required(Number),
            Required(Number),
        ],
        Void,
        "scr_inspect_options",
    ),
    entry(
        F::InspectValue,
        Home::Static(INTRINSICS),
        "inspect",
        &[Required(Dynamic)],
        String,
        "scr_inspect_dynamic",
    ),
    // `crypto` (`check/node_modules.rs`).
    entry(
        F::HashDigest,
        Home::Static(INTRINSICS),
        "hashDigest",
        &[Required(Number), Required(Buffer)],
        Buffer,
        "scr_hash_digest",
    ),
    entry(
        F::HmacDigest,
        Home::Static(INTRINSICS),
        "hmacDigest",
        &[Required(Number), Required(Buffer), Required(Buffer)],
        Buffer,
        "scr_hmac_digest",
    ),
    entry(
        F::RandomBytes,
        Home::Static(INTRINSICS),
        "randomBytes",
        &[Required(Number)],
        Buffer,
        "scr_random_bytes",
    ),
    entry(
        F::RandomUuid,
        Home::Static(INTRINSICS),
        "randomUUID",
        &[],
        String,
        "scr_random_uuid",
    ),
    entry(
        F::RandomInt,
        Home::Static(INTRINSICS),
        "randomInt",
        &[Required(Number), Required(Number)],
        Number,
        "scr_random_int",
    ),
    entry(
        F::TimingSafeEqual,
        Home::Static(INTRINSICS),
        "timingSafeEqual",
        &[Required(Buffer), Required(Buffer)],
        Boolean,
        "scr_timing_safe_equal",
    ),
    // `URL` and `URLSearchParams` (`check/buffer.rs`).
    entry(
        F::UrlParse,
        Home::Static(INTRINSICS),
        "urlParse",
        &[Required(String), Required(String), Required(Boolean)],
        String,
        "scr_url_parse",
    ),
    entry(
        F::UrlCanParse,
        Home::Static(INTRINSICS),
        "urlCanParse",
        &[Required(String), Required(String), Required(Boolean)],
        Boolean,
        "scr_url_can_parse",
    ),
    entry(
        F::UrlGet,
        Home::Static(INTRINSICS),
        "urlGet",
        &[Required(String), Required(Number)],
        String,
        "scr_url_get",
    ),
    entry(
        F::UrlSet,
        Home::Static(INTRINSICS),
        "urlSet",
        &[Required(String), Required(Number), Required(String)],
        String,
        "scr_url_set",
    ),
    entry(
        F::FormEncode,
        Home::Static(INTRINSICS),
        "formEncode",
        &[Required(String)],
        String,
        "scr_form_encode",
    ),
    entry(
        F::FormDecode,
        Home::Static(INTRINSICS),
        "formDecode",
        &[Required(String)],
        StringArray,
        "scr_form_decode",
    ),
    // `process.on('exit' | 'uncaughtException', listener)` (the process
    // prelude in `check/node_modules.rs`).
    // A dictionary made through `any` printed as one without a prototype
    // (`[Object: null prototype] {}`): `events`' `_events`.
    entry(
        F::NullPrototype,
        Home::Static(INTRINSICS),
        "nullPrototype",
        &[Required(Dynamic)],
        Void,
        "scr_make_null_prototype",
    ),
    entry(
        F::ProcessOn,
        Home::Static(INTRINSICS),
        "processOn",
        &[Required(Number), Required(Dynamic)],
        Void,
        "scr_process_on",
    ),
    // `structuredClone(value)` (`check/builtins.rs`): the value boxed, the
    // copy boxed.
    entry(
        F::StructuredClone,
        Home::Static(INTRINSICS),
        "structuredClone",
        &[Required(Dynamic)],
        Dynamic,
        "scr_structured_clone",
    ),
    entry(
        F::ProcessNumber,
        Home::Static(INTRINSICS),
        "processNumber",
        &[Required(Number)],
        Number,
        "scr_process_number",
    ),
    // `x instanceof Uint8Array` of a box (`check/buffer.rs`).
    entry(
        F::TypedKindOf,
        Home::Static(INTRINSICS),
        "typedKindOf",
        &[Required(Dynamic)],
        Number,
        "scr_typed_kind_of",
    ),
    entry(
        F::PerformanceNow,
        Home::Static("performance"),
        "now",
        &[],
        Number,
        "scr_performance_now",
    ),
    // `bigint` (`check/bigint.rs`, the runtime's `bigint.rs`).
    entry(
        F::BigIntBinary,
        Home::Static(INTRINSICS),
        "bigintBinary",
        &[Required(Number), Required(BigInt), Required(BigInt)],
        BigInt,
        "scr_bigint_binary",
    ),
    entry(
        F::BigIntUnary,
        Home::Static(INTRINSICS),
        "bigintUnary",
        &[Required(Number), Required(BigInt)],
        BigInt,
        "scr_bigint_unary",
    ),
    entry(
        F::BigIntCompare,
        Home::Static(INTRINSICS),
        "bigintCompare",
        &[Required(BigInt), Required(BigInt)],
        Number,
        "scr_bigint_compare",
    ),
    entry(
        F::BigIntCompareNumber,
        Home::Static(INTRINSICS),
        "bigintCompareNumber",
        &[Required(BigInt), Required(Number)],
        Number,
        "scr_bigint_compare_number",
    ),
    entry(
        F::BigIntTruthy,
        Home::Static(INTRINSICS),
        "bigintTruthy",
        &[Required(BigInt)],
        Boolean,
        "scr_bigint_truthy",
    ),
    entry(
        F::BigIntToNumber,
        Home::Static(INTRINSICS),
        "bigintToNumber",
        &[Required(BigInt)],
        Number,
        "scr_bigint_to_number",
    ),
    entry(
        F::BigIntFromNumber,
        Home::Static(INTRINSICS),
        "bigintFromNumber",
        &[Required(Number)],
        BigInt,
        "scr_bigint_from_number",
    ),
    entry(
        F::BigIntFromString,
        Home::Static(INTRINSICS),
        "bigintFromString",
        &[Required(String)],
        BigInt,
        "scr_bigint_from_string",
    ),
    entry(
        F::BigIntFromAny,
        Home::Static(INTRINSICS),
        "bigintFromAny",
        &[Required(Dynamic)],
        BigInt,
        "scr_bigint_from_dynamic",
    ),
    entry(
        F::BigIntToString,
        Home::Static(INTRINSICS),
        "bigintToString",
        &[Required(BigInt), NumberOr(10.0)],
        String,
        "scr_bigint_to_string",
    ),
    entry(
        F::BigIntToLocaleString,
        Home::Static(INTRINSICS),
        "bigintToLocaleString",
        &[Required(BigInt)],
        String,
        "scr_bigint_to_locale_string",
    ),
    entry(
        F::BigIntAsN,
        Home::Static(INTRINSICS),
        "bigintAsN",
        &[Required(Number), Required(BigInt), Required(Boolean)],
        BigInt,
        "scr_bigint_as_n",
    ),
    entry(
        F::HrtimeBigInt,
        Home::Static(INTRINSICS),
        "hrtimeBigint",
        &[],
        BigInt,
        "scr_hrtime_bigint",
    ),
    // Arithmetic on `any` values in programs that may hold bigints.
    entry(
        F::AnyArithmetic,
        Home::Static(INTRINSICS),
        "anyArithmetic",
        &[Required(Number), Required(Dynamic), Required(Dynamic)],
        Dynamic,
        "scr_any_arithmetic",
    ),
    entry(
        F::AnyNegate,
        Home::Static(INTRINSICS),
        "anyNegate",
        &[Required(Number), Required(Dynamic)],
        Dynamic,
        "scr_any_negate",
    ),
    entry(
        F::BufferReadBigInt,
        Home::Static(INTRINSICS),
        "bufferReadBigInt",
        &[Required(Buffer), Required(Number), Required(Number)],
        BigInt,
        "scr_buffer_read_bigint",
    ),
    entry(
        F::BufferWriteBigInt,
        Home::Static(INTRINSICS),
        "bufferWriteBigInt",
        &[
            Required(Buffer),
            Required(BigInt),
            Required(Number),
            Required(Number),
        ],
        Number,
        "scr_buffer_write_bigint",
    ),
];

const fn entry(
    function: LibraryFunction,
    home: Home,
    name: &'static str,
    parameters: &'static [Parameter],
    result: Kind,
    symbol: &'static str,
) -> Entry {
    Entry {
        function,
        home,
        name,
        parameters,
        result,
        symbol,
    }
}

impl LibraryFunction {
    pub fn entry(self) -> &'static Entry {
        LIBRARY
            .iter()
            .find(|entry| entry.function == self)
            .expect("every library function has an entry")
    }
}

/// The entries a method call `receiver.name(...)` may mean, in table order.
pub fn lookup_method(home: Home, name: &str) -> impl Iterator<Item = &'static Entry> + '_ {
    LIBRARY
        .iter()
        .filter(move |entry| entry.home == home && entry.name == name)
}

/// The entries `object.name(...)` (or the global `name(...)` when `object`
/// is `name`) may mean, in table order.
pub fn lookup_static<'n>(
    object: &'n str,
    name: &'n str,
) -> impl Iterator<Item = &'static Entry> + 'n {
    LIBRARY.iter().filter(move |entry| {
        matches!(entry.home, Home::Static(home) if home == object) && entry.name == name
    })
}

/// The members of Node's modules (`fs`, `path`, `process`) that scriptc
/// supports, as named imports.
pub fn library_module_exports(module: &str, name: &str) -> bool {
    let members: &[&str] = match module {
        "fs" => &[
            "readFileSync",
            "writeFileSync",
            "appendFileSync",
            "existsSync",
            "readdirSync",
            "mkdirSync",
            "statSync",
            "rmSync",
            "unlinkSync",
            "promises",
        ],
        crate::modules::FS_PROMISES => &[
            "readFile",
            "writeFile",
            "appendFile",
            "readdir",
            "mkdir",
            "rm",
            "unlink",
            "stat",
        ],
        "readline" => &["createInterface"],
        "path" => &[
            "join",
            "resolve",
            "dirname",
            "basename",
            "extname",
            "relative",
            "normalize",
            "isAbsolute",
            "sep",
            "delimiter",
        ],
        "process" => &[
            "argv", "exit", "exitCode", "env", "stdout", "stderr", "platform", "cwd",
        ],
        "os" | "util" | "assert" | "crypto" => crate::check::node_module_members(module),
        _ => &[],
    };
    members.contains(&name)
}
