//! Regular expressions: ECMAScript's syntax and matching, by the `regress`
//! crate, over a string's UTF-16 code units (or its characters, with the
//! `u` and `v` flags). The `RegExp` class is TypeScript in the prelude; it
//! holds a handle into a program-lifetime table of compiled expressions
//! and calls these functions.

use crate::array::{ELEMENT_STRING, ScrArray, scr_array_new, scr_array_push};
use crate::json_parse::Table;
use crate::regex_start::UnitSet;
use crate::string::{self, ScrString, Units};

struct Compiled {
    regex: regress::Regex,
    /// `(?:pattern)|()`, which matches at any position it is tried at:
    /// its last group took part when the pattern itself does not match
    /// there. `None` when the pattern has a decimal escape the added
    /// group would change (`\N` past its groups, an octal escape).
    anchored: Option<regress::Regex>,
    /// Where a match can begin in ASCII text.
    start: Start,
    /// A pattern that begins with a repetition of one character: its set
    /// (`regex_start::leading_run`), so a failed attempt skips the run.
    run: Option<UnitSet>,
    unicode: bool,
    sticky: bool,
    /// The pattern is its own `source`: no `/` or line break to escape,
    /// and not empty.
    plain_source: bool,
    /// The automaton that searches ASCII text, for the patterns it
    /// matches as ECMAScript does (`regex_fast`): built on the third
    /// search, or the first of a long text, so a program making many
    /// expressions it uses once does not pay for building them (see
    /// [`Compiled::fast`]).
    fast: std::cell::OnceCell<Option<Fast>>,
    /// Searches before the automaton was built.
    searches: std::cell::Cell<u32>,
    /// The pattern and flags, to build the automaton from.
    source: (Vec<u16>, regress::Flags),
}

/// A pattern's automaton with its search state.
struct Fast {
    regex: regex_automata::meta::Regex,
    cache: std::cell::RefCell<regex_automata::meta::Cache>,
}

impl Fast {
    fn new(pattern: &[u16], flags: &regress::Flags) -> Option<Fast> {
        let regex = crate::regex_fast::build(pattern, flags)?;
        let cache = std::cell::RefCell::new(regex.create_cache());
        Some(Fast { regex, cache })
    }

    /// The first match at or after `start` (exactly at `start` when
    /// `anchored`): the whole match and each group's range.
    fn search(&self, text: &str, start: usize, anchored: bool) -> Option<Groups> {
        use regex_automata::{Anchored, Input};
        let input = Input::new(text.as_bytes())
            .range(start..text.len())
            .anchored(if anchored {
                Anchored::Yes
            } else {
                Anchored::No
            });
        let mut cache = self.cache.borrow_mut();
        let groups = self.regex.captures_len();
        if groups == 1 {
            let found = self.regex.search_with(&mut cache, &input)?;
            return Some(vec![Some(found.range())]);
        }
        let mut slots = vec![None; groups * 2];
        self.regex
            .search_slots_with(&mut cache, &input, &mut slots)?;
        Some(
            slots
                .chunks(2)
                .map(|pair| match pair {
                    [Some(start), Some(end)] => Some(start.get()..end.get()),
                    _ => None,
                })
                .collect(),
        )
    }
}

/// Where a search of ASCII text looks for the beginning of a match.
enum Start {
    Anywhere,
    /// Where this text begins.
    Literal(Box<memchr::memmem::Finder<'static>>),
    /// At one of these (one to three) units.
    Few(Vec<u8>),
    /// At a unit of this set (also as a table, which a scan reads with
    /// one load per unit).
    Units(UnitSet, Box<[bool; 256]>),
}

impl Compiled {
    /// The automaton for a search of ASCII text of `length` units, once it
    /// is worth building; `None` while it is not or for a pattern the
    /// translation declines.
    fn fast(&self, length: usize) -> Option<&Fast> {
        if let Some(fast) = self.fast.get() {
            return fast.as_ref();
        }
        let searches = self.searches.get() + 1;
        self.searches.set(searches);
        if searches < 3 && length < 256 {
            return None;
        }
        self.fast
            .get_or_init(|| Fast::new(&self.source.0, &self.source.1))
            .as_ref()
    }

    /// The automaton's first match in ASCII text (see [`Fast::search`]);
    /// a sticky search whose position cannot begin a match tries nothing.
    ///
    /// Where every match begins with a literal or one of a few units (16
    /// at most: digits, say), the search jumps between them and tries the
    /// automaton anchored at each: the match then begins there, and no
    /// backward pass has to find where. (Where beginnings are common, a
    /// letter or a word unit, one unanchored pass is faster.)
    fn search_ascii(&self, fast: &Fast, text: &str, start: usize, sticky: bool) -> Option<Groups> {
        let wrapped = Text::Ascii(text);
        if sticky {
            return if self.possible_at(&wrapped, start) {
                fast.search(text, start, true)
            } else {
                None
            };
        }
        let few = match &self.start {
            Start::Literal(_) | Start::Few(_) => true,
            Start::Units(set, _) => set.len() <= 16,
            Start::Anywhere => false,
        };
        if !few {
            return fast.search(text, start, false);
        }
        let mut from = self.first_possible(&wrapped, start)?;
        loop {
            if let Some(found) = fast.search(text, from, true) {
                return Some(found);
            }
            from = self.first_possible(&wrapped, from + 1)?;
        }
    }

    /// The matches of the pattern itself from `start`, one position after
    /// another.
    fn scan<'r, 't>(
        &'r self,
        text: &'t Text<'_>,
        start: usize,
    ) -> Box<dyn Iterator<Item = regress::Match> + 'r>
    where
        't: 'r,
    {
        find_from(&self.regex, self.unicode, text, start)
    }

    /// The match of the pattern that begins at `at`, if there is one.
    fn at(&self, text: &Text<'_>, at: usize) -> Option<regress::Match> {
        let Some(anchored) = &self.anchored else {
            // Looks further on, in vain when the match found begins later.
            return self
                .scan(text, at)
                .next()
                .filter(|found| found.range.start == at);
        };
        let mut found = match text {
            Text::Ascii(ascii) => anchored.find_from_ascii(ascii, at).next(),
            Text::Wide(units) if self.unicode => anchored.find_from_utf16(units, at).next(),
            Text::Wide(units) => anchored.find_from_ucs2(units, at).next(),
        }?;
        let fallback = found.captures.pop()?;
        (fallback.is_none() && found.range.start == at).then_some(found)
    }

    /// Whether [`Compiled::search`] (`sticky` or not) jumps from one possible beginning to
    /// the next, trying the pattern only there: each match is then a
    /// search of its own.
    fn jumps(&self, text: &Text<'_>, sticky: bool) -> bool {
        sticky
            || self.anchored.is_some()
                && matches!(text, Text::Ascii(_))
                && (matches!(self.start, Start::Literal(_) | Start::Few(_)) || self.run.is_some())
    }

    /// Where the first match at or after `start` can begin in `text`, or
    /// `None` when it cannot be there.
    fn first_possible(&self, text: &Text<'_>, start: usize) -> Option<usize> {
        let Text::Ascii(ascii) = text else {
            return Some(start);
        };
        let rest = ascii.as_bytes().get(start..)?;
        let offset = match &self.start {
            Start::Anywhere => Some(0),
            Start::Literal(finder) => finder.find(rest),
            Start::Few(units) => match units[..] {
                [one] => memchr::memchr(one, rest),
                [one, two] => memchr::memchr2(one, two, rest),
                [one, two, three, ..] => memchr::memchr3(one, two, three, rest),
                [] => None,
            },
            Start::Units(_, table) => rest.iter().position(|&unit| table[usize::from(unit)]),
        };
        offset.map(|offset| start + offset)
    }

    /// Whether a match can begin at `at` (read before trying the pattern
    /// only at `at`).
    fn possible_at(&self, text: &Text<'_>, at: usize) -> bool {
        let Text::Ascii(ascii) = text else {
            return true;
        };
        let rest = &ascii.as_bytes()[at.min(ascii.len())..];
        match &self.start {
            Start::Anywhere => true,
            Start::Literal(finder) => rest.starts_with(finder.needle()),
            Start::Few(units) => rest.first().is_some_and(|unit| units.contains(unit)),
            Start::Units(set, _) => rest.first().is_some_and(|&unit| set.contains(unit)),
        }
    }

    /// The first match at or after `start` (exactly at `start` when
    /// `sticky`).
    fn search(&self, text: &Text<'_>, start: usize, sticky: bool) -> Option<regress::Match> {
        if start > text.len() {
            return None;
        }
        if sticky {
            return if self.possible_at(text, start) {
                self.at(text, start)
            } else {
                None
            };
        }
        let mut from = self.first_possible(text, start)?;
        if !self.jumps(text, sticky) {
            return self.scan(text, from).next();
        }
        loop {
            if let Some(found) = self.at(text, from) {
                return Some(found);
            }
            let mut next = from + 1;
            if let (Some(run), Text::Ascii(ascii)) = (self.run, text) {
                // Past the run of `run` units that begins at `from`.
                let rest = &ascii.as_bytes()[from..];
                let end = rest.iter().position(|&unit| !run.contains(unit));
                next = next.max(from + end.unwrap_or(rest.len()));
            }
            from = self.first_possible(text, next)?;
        }
    }
}

/// The matches of `regex` in `text` from `start`.
fn find_from<'r, 't>(
    regex: &'r regress::Regex,
    unicode: bool,
    text: &'t Text<'_>,
    start: usize,
) -> Box<dyn Iterator<Item = regress::Match> + 'r>
where
    't: 'r,
{
    match text {
        Text::Ascii(ascii) => Box::new(regex.find_from_ascii(ascii, start)),
        Text::Wide(units) if unicode => Box::new(regex.find_from_utf16(units, start)),
        Text::Wide(units) => Box::new(regex.find_from_ucs2(units, start)),
    }
}

/// Compiles `pattern` (code units) with `flags`.
fn compile(pattern: &[u16], flags: regress::Flags) -> Result<regress::Regex, regress::Error> {
    let regex =
        regress::Regex::from_unicode(characters(pattern, flags.unicode).into_iter(), flags)?;
    if !pattern.contains(&u16::from(b'{')) {
        return Ok(regex);
    }
    // Counted repetitions written out (`regex_start::expand_counted`), once
    // the pattern as written has proved valid.
    let expanded = crate::regex_start::expand_counted(pattern, flags.unicode);
    if expanded == pattern {
        return Ok(regex);
    }
    let characters = characters(&expanded, flags.unicode);
    Ok(regress::Regex::from_unicode(characters.into_iter(), flags).unwrap_or(regex))
}

/// A pattern's characters as regress reads them: code points with `u`
/// (a lone surrogate as itself), else code units.
fn characters(pattern: &[u16], unicode: bool) -> Vec<u32> {
    if unicode {
        char::decode_utf16(pattern.iter().copied())
            .map(|unit| match unit {
                Ok(character) => u32::from(character),
                Err(lone) => u32::from(lone.unpaired_surrogate()),
            })
            .collect()
    } else {
        pattern.iter().map(|&unit| u32::from(unit)).collect()
    }
}

/// What a search needs besides the compiled pattern: its anchored form and
/// where its matches can begin.
fn search_aids(pattern: &[u16], flags: regress::Flags) -> SearchAids {
    let (groups, largest_escape) = crate::regex_start::groups(pattern);
    let anchored = (largest_escape as usize <= groups)
        .then(|| {
            let wrapped: Vec<u16> = "(?:"
                .encode_utf16()
                .chain(pattern.iter().copied())
                .chain(")|()".encode_utf16())
                .collect();
            compile(&wrapped, flags).ok()
        })
        .flatten();
    let start =
        match crate::regex_start::start(pattern, flags.unicode, flags.unicode_sets, flags.icase) {
            crate::regex_start::Start::Anywhere => Start::Anywhere,
            crate::regex_start::Start::Literal(text) => {
                Start::Literal(Box::new(memchr::memmem::Finder::new(&text).into_owned()))
            }
            crate::regex_start::Start::Units(set) if set.len() <= 3 => {
                Start::Few(set.members().collect())
            }
            crate::regex_start::Start::Units(set) => {
                let table = std::array::from_fn(|unit| set.contains(unit as u8));
                Start::Units(set, Box::new(table))
            }
        };
    let run =
        crate::regex_start::leading_run(pattern, flags.unicode, flags.unicode_sets, flags.icase);
    (anchored, start, run)
}

/// A pattern's anchored form, where its matches can begin, and the set
/// of its leading repetition (see [`Compiled`]).
type SearchAids = (Option<regress::Regex>, Start, Option<UnitSet>);

static REGEXES: Table<Vec<Compiled>> = Table::new();
/// Handles by pattern and flags: a literal evaluated in a loop, or the same
/// `new RegExp` again, compiles once.
static HANDLES: Table<rustc_hash::FxHashMap<(Vec<u16>, String), usize>> = Table::new();
/// Handles by the addresses of immortal pattern and flag strings (the
/// literals a regex literal passes): found without reading the pattern.
static LITERAL_HANDLES: Table<rustc_hash::FxHashMap<(usize, usize), usize>> = Table::new();
/// Where the last successful match started and ended.
static LAST: Table<(usize, usize)> = Table::new();

/// Compiles `source` with `flags`, returning its handle; a bad pattern or
/// flag is a SyntaxError with V8's message (the handle is then -1).
///
/// # Safety
/// Both strings must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_regex_compile(
    source: *const ScrString,
    flags: *const ScrString,
) -> f64 {
    // SAFETY: one thread; string methods through `any` may now be given
    // a RegExp.
    unsafe { crate::any::REGEXP_METHOD = Some(crate::any::regexp_method) };
    // SAFETY: live strings.
    let immortal = unsafe { (*source).rc == string::IMMORTAL && (*flags).rc == string::IMMORTAL };
    let address = (source as usize, flags as usize);
    if immortal
        && let Some(handle) = LITERAL_HANDLES.with_borrow(|handles| handles.get(&address).copied())
    {
        return handle as f64;
    }
    // SAFETY: live strings.
    let (pattern, flag_text) = unsafe { (units_of(source), string::to_rust_string(flags)) };
    let key = (pattern, flag_text);
    if let Some(handle) = HANDLES.with_borrow(|handles| handles.get(&key).copied()) {
        if immortal {
            LITERAL_HANDLES.with_borrow_mut(|handles| handles.insert(address, handle));
        }
        return handle as f64;
    }
    let (pattern, flag_text) = key;
    let mut seen = String::new();
    for flag in flag_text.chars() {
        if !"dgimsuvy".contains(flag)
            || seen.contains(flag)
            || flag == 'v' && seen.contains('u')
            || flag == 'u' && seen.contains('v')
        {
            crate::dynamic::raise(
                "SyntaxError",
                &format!("Invalid flags supplied to RegExp constructor '{flag_text}'"),
            );
            return -1.0;
        }
        seen.push(flag);
    }
    let unicode = seen.contains('u') || seen.contains('v');
    let flags = regress::Flags {
        icase: seen.contains('i'),
        multiline: seen.contains('m'),
        dot_all: seen.contains('s'),
        unicode,
        unicode_sets: seen.contains('v'),
        ..regress::Flags::default()
    };
    match compile(&pattern, flags) {
        Ok(regex) => {
            let (anchored, start, run) = search_aids(&pattern, flags);
            let handle = REGEXES.with_borrow_mut(|regexes| {
                regexes.push(Compiled {
                    regex,
                    anchored,
                    start,
                    run,
                    fast: std::cell::OnceCell::new(),
                    searches: std::cell::Cell::new(0),
                    source: (pattern.clone(), flags),
                    plain_source: !pattern.is_empty()
                        && !pattern
                            .iter()
                            .any(|unit| matches!(unit, 0x2F | 0x0A | 0x0D | 0x2028 | 0x2029)),
                    unicode,
                    sticky: seen.contains('y'),
                });
                regexes.len() - 1
            });
            HANDLES.with_borrow_mut(|handles| handles.insert((pattern, flag_text), handle));
            if immortal {
                LITERAL_HANDLES.with_borrow_mut(|handles| handles.insert(address, handle));
            }
            handle as f64
        }
        Err(error) => {
            let shown = String::from_utf16_lossy(&pattern);
            let reason = v8_reason(&error.to_string(), &shown, unicode);
            crate::dynamic::raise(
                "SyntaxError",
                &format!("Invalid regular expression: /{shown}/{flag_text}: {reason}"),
            );
            -1.0
        }
    }
}

/// V8's reason for a pattern regress refused with `message` (regress
/// words its errors otherwise, and some of its cover several of V8's,
/// told apart by looking at the pattern).
fn v8_reason(message: &str, pattern: &str, unicode: bool) -> String {
    // The pattern's characters outside escapes and classes, with their
    // nesting depth of groups before them.
    let mut plain = Vec::new();
    let mut depth = 0i32;
    let mut chars = pattern.chars();
    let mut in_class = false;
    while let Some(c) = chars.next() {
        match c {
            '\\' => {
                chars.next();
            }
            '[' if !in_class => in_class = true,
            ']' if in_class => in_class = false,
            _ if in_class => {}
            '(' => {
                plain.push((c, depth));
                depth += 1;
            }
            ')' => {
                depth -= 1;
                plain.push((c, depth));
            }
            _ => plain.push((c, depth)),
        }
    }
    let reason = match message {
        "Unbalanced parenthesis" if plain.iter().any(|&(c, depth)| c == ')' && depth < 0) => {
            "Unmatched ')'"
        }
        "Unbalanced parenthesis" => "Unterminated group",
        "Unbalanced bracket" => "Unterminated character class",
        "Incomplete escape" | "Unterminated escape" => "\\ at end of pattern",
        "Invalid unicode escape" => "Invalid Unicode escape",
        "Invalid character escape" if pattern.contains("\\c") => "Invalid Unicode escape",
        "Invalid character escape" => "Invalid escape",
        "Invalid token at named capture group identifier" if pattern.contains("(?<") => {
            "Invalid capture group name"
        }
        "Invalid token at named capture group identifier" => "Invalid group",
        "Invalid atom character" if unicode && lone_bracket(&plain) => "Lone quantifier brackets",
        "Invalid atom character" => "Nothing to repeat",
        "Invalid named backreference syntax" => "Invalid named reference",
        "Invalid character range" => "Invalid character class",
        "Invalid braced quantifier" => "Nothing to repeat",
        "Invalid quantifier" if reversed_braces(pattern) => "numbers out of order in {} quantifier",
        "Invalid quantifier" => "Incomplete quantifier",
        _ if message.starts_with("Range values reversed") => {
            "Range out of order in character class"
        }
        _ if message.starts_with("Backreference to invalid named capture group") => {
            "Invalid named capture referenced"
        }
        _ => message,
    };
    reason.to_string()
}

/// Whether characters outside escapes and classes have a `]`, or a `}`
/// no `{` opened.
fn lone_bracket(plain: &[(char, i32)]) -> bool {
    let mut open = false;
    for &(c, _) in plain {
        match c {
            ']' => return true,
            '{' => open = true,
            '}' if !open => return true,
            '}' => open = false,
            _ => {}
        }
    }
    false
}

/// Whether `pattern` has a braced quantifier `{m,n}` with `m > n`.
fn reversed_braces(pattern: &str) -> bool {
    pattern.split('{').skip(1).any(|rest| {
        let Some((inside, _)) = rest.split_once('}') else {
            return false;
        };
        let Some((low, high)) = inside.split_once(',') else {
            return false;
        };
        matches!((low.parse::<u64>(), high.parse::<u64>()), (Ok(low), Ok(high)) if low > high)
    })
}

/// Whether the pattern of `handle` is its own `source` (nothing to
/// escape), so `RegExp` need not scan it.
#[unsafe(no_mangle)]
pub extern "C" fn scr_regex_source_plain(handle: f64) -> i32 {
    REGEXES.with_borrow(|regexes| {
        i32::from(
            handle >= 0.0
                && regexes
                    .get(handle as usize)
                    .is_some_and(|compiled| compiled.plain_source),
        )
    })
}

/// A string's code units as UTF-16.
///
/// # Safety
/// `text` must be live.
unsafe fn units_of(text: *const ScrString) -> Vec<u16> {
    // SAFETY: live string.
    match unsafe { string::units(text) } {
        Units::Latin1(units) => units.iter().map(|&unit| u16::from(unit)).collect(),
        Units::Utf16(units) => units.to_vec(),
    }
}

/// A string as the matcher reads it: ASCII as it is stored (UTF-8 and
/// code units agree), anything else as UTF-16, borrowed where it is stored
/// so.
enum Text<'a> {
    Ascii(&'a str),
    Wide(Wide<'a>),
}

/// UTF-16 code units to match: a string's own, or a Latin-1 string's
/// widened (shared with [`WIDENED`]).
enum Wide<'a> {
    Borrowed(&'a [u16]),
    Shared(std::rc::Rc<[u16]>),
}

impl std::ops::Deref for Wide<'_> {
    type Target = [u16];

    fn deref(&self) -> &[u16] {
        match self {
            Wide::Borrowed(units) => units,
            Wide::Shared(units) => units,
        }
    }
}

/// The last Latin-1 string with units above 0x7F that was searched
/// (retained: unchanged while held, as appends in place need a sole
/// reference) and its units widened, so a loop of `exec` over one such
/// text widens it once rather than on every call.
static WIDENED: Table<Option<(usize, std::rc::Rc<[u16]>)>> = Table::new();

/// Set when [`WIDENED`] first holds a string: what the exit calls (for the
/// audit and memcheck) to release it. Read volatile, so programs without
/// such searches do not link it.
pub static mut EXIT_HOOK: Option<fn()> = None;

/// Releases the string [`WIDENED`] holds.
fn forget_widened() {
    if let Some((string, _)) = WIDENED.with_borrow_mut(Option::take) {
        // SAFETY: the reference `widened` took.
        unsafe { string::release(string as *mut ScrString) };
    }
}

/// The units of `string`, a live Latin-1 string of `bytes`, widened (once
/// for a run of searches of the same string).
fn widened(string: *const ScrString, bytes: &[u8]) -> std::rc::Rc<[u16]> {
    if let Some(units) = WIDENED.with_borrow(|held| {
        held.as_ref()
            .filter(|(address, _)| *address == string as usize)
            .map(|(_, units)| units.clone())
    }) {
        return units;
    }
    let units: std::rc::Rc<[u16]> = bytes.iter().map(|&b| u16::from(b)).collect();
    // SAFETY: a live string, held until replaced or the exit.
    unsafe { string::retain(string as *mut ScrString) };
    forget_widened();
    WIDENED.with_borrow_mut(|held| *held = Some((string as usize, units.clone())));
    // SAFETY: one thread.
    unsafe { EXIT_HOOK = Some(forget_widened) };
    units
}

impl Text<'_> {
    /// # Safety
    /// `string` must be live for as long as the text is used.
    unsafe fn of<'a>(string: *const ScrString) -> Text<'a> {
        // SAFETY: live string.
        let proven_ascii = unsafe { (*string).flags } & string::ASCII != 0;
        // SAFETY: live string.
        match unsafe { string::units(string) } {
            Units::Latin1(bytes) if proven_ascii || bytes.is_ascii() => {
                // SAFETY: ASCII is UTF-8.
                Text::Ascii(unsafe { std::str::from_utf8_unchecked(bytes) })
            }
            Units::Latin1(bytes) => Text::Wide(Wide::Shared(widened(string, bytes))),
            Units::Utf16(units) => Text::Wide(Wide::Borrowed(units)),
        }
    }

    fn len(&self) -> usize {
        match self {
            Text::Ascii(text) => text.len(),
            Text::Wide(units) => units.len(),
        }
    }

    /// The index after an empty match at `at`: the next code point with
    /// `u`, else the next code unit.
    fn advance(&self, handle: f64, at: usize) -> usize {
        let Text::Wide(units) = self else {
            return at + 1;
        };
        let unicode =
            REGEXES.with_borrow(|regexes| regexes.get(handle as usize).is_some_and(|c| c.unicode));
        if unicode
            && at + 1 < units.len()
            && (0xD800..0xDC00).contains(&units[at])
            && (0xDC00..0xE000).contains(&units[at + 1])
        {
            at + 2
        } else {
            at + 1
        }
    }

    fn substring(&self, range: &Option<std::ops::Range<usize>>) -> *mut ScrString {
        match (self, range) {
            (_, None) => string::undefined_text(),
            (Text::Ascii(text), Some(range)) => string::new_latin1(&text.as_bytes()[range.clone()]),
            (Text::Wide(units), Some(range)) => string::new_utf16(&units[range.clone()]),
        }
    }
}

/// The first match of regex `handle` in `text` at or after `start` (exactly
/// at `start` for a sticky one): the whole match and each group's range.
/// A match's ranges: the whole match, then each group (`None` for one
/// that took no part).
type Groups = Vec<Option<std::ops::Range<usize>>>;

/// Calls `visit` with the matches found from `start`, each search
/// starting where the previous `visit` said (`None` stops). One matcher
/// serves a run of searches that each start where a non-empty match
/// ended; any other start begins a new search, so the matches are those
/// [`find`] would give from each start. A sticky regex matches only where
/// each search starts, unless `unstuck` (split, which tries every position
/// itself).
fn each_match(
    handle: f64,
    text: &Text<'_>,
    mut start: usize,
    unstuck: bool,
    mut visit: impl FnMut(Groups, Option<&regress::Match>) -> Option<usize>,
) {
    REGEXES.with_borrow(|regexes| {
        let Some(compiled) = regexes.get(handle as usize) else {
            return;
        };
        let sticky = compiled.sticky && !unstuck;
        if let Text::Ascii(ascii) = text
            && let Some(fast) = compiled.fast(ascii.len())
        {
            while start <= text.len() {
                let Some(groups) = compiled.search_ascii(fast, ascii, start, sticky) else {
                    return;
                };
                let Some(next) = visit(groups, None) else {
                    return;
                };
                start = next;
            }
            return;
        }
        'search: loop {
            if start > text.len() {
                return;
            }
            // A search that jumps finds each match afresh; one that scans
            // goes on from where a match ended.
            let jumps = compiled.jumps(text, sticky);
            let matches: Box<dyn Iterator<Item = regress::Match> + '_> = if jumps {
                Box::new(compiled.search(text, start, sticky).into_iter())
            } else {
                let Some(from) = compiled.first_possible(text, start) else {
                    return;
                };
                compiled.scan(text, from)
            };
            for found in matches {
                let end = found.range.end;
                let empty = found.range.is_empty();
                let mut groups = vec![Some(found.range.clone())];
                groups.extend(found.captures.iter().cloned());
                let Some(next) = visit(groups, Some(&found)) else {
                    return;
                };
                start = next;
                if jumps || empty || next != end {
                    continue 'search;
                }
            }
            return;
        }
    });
}

/// The named groups of a match: each name and its range.
type Named = Vec<(String, Option<std::ops::Range<usize>>)>;

/// `text.search(re)` of a regex that is not sticky: where its first match
/// begins, or -1.
///
/// # Safety
/// `text` must be live.
pub(crate) unsafe fn search_index(handle: f64, text: *const ScrString) -> f64 {
    // SAFETY: caller contract; used within this call.
    let text = unsafe { Text::of(text) };
    find(handle, &text, 0)
        .and_then(|groups| groups.first().cloned().flatten())
        .map_or(-1.0, |whole| whole.start as f64)
}

fn find(handle: f64, text: &Text<'_>, start: usize) -> Option<Groups> {
    find_named(handle, text, start).map(|(groups, _)| groups)
}

fn find_named(handle: f64, text: &Text<'_>, start: usize) -> Option<(Groups, Named)> {
    REGEXES.with_borrow(|regexes| {
        let compiled = regexes.get(handle as usize)?;
        if start > text.len() {
            return None;
        }
        if let Text::Ascii(ascii) = text
            && let Some(fast) = compiled.fast(ascii.len())
        {
            // (The translation declines named groups.)
            return compiled
                .search_ascii(fast, ascii, start, compiled.sticky)
                .map(|groups| (groups, Vec::new()));
        }
        let found = compiled.search(text, start, compiled.sticky)?;
        let mut groups = vec![Some(found.range.clone())];
        groups.extend(found.captures.iter().cloned());
        let named = found
            .named_groups()
            .map(|(name, range)| (name.to_string(), range))
            .collect();
        Some((groups, named))
    })
}

/// `exec`: the match at or after `start` as `[match, group 1, ...]` (a
/// group that took no part is `undefined`), or an empty array. The match's
/// range is kept for [`scr_regex_last_start`] and [`scr_regex_last_end`].
///
/// # Safety
/// `text` must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_regex_exec(
    handle: f64,
    text: *const ScrString,
    start: f64,
) -> *mut ScrArray {
    let input = text;
    // SAFETY: live string, used within this call.
    let text = unsafe { Text::of(text) };
    let found = find_named(handle, &text, start.max(0.0) as usize);
    let Some((groups, named)) = found else {
        // The prelude gives `null` for it and never changes it.
        return &raw mut NO_MATCH;
    };
    let whole = groups[0].clone().unwrap_or_default();
    LAST.with_borrow_mut(|last| *last = (whole.start, whole.end));
    let result = scr_array_new(ELEMENT_STRING, groups.len() as u64);
    for range in &groups {
        let part = text.substring(range);
        // SAFETY: a fresh array with room for every part, which takes the
        // fresh string over.
        unsafe {
            *(*result).slots.add((*result).len as usize) = part as u64;
            (*result).len += 1;
        }
    }
    // The record of named groups, `undefined` (null) without any.
    let mut record = std::ptr::null_mut();
    if !named.is_empty() {
        record = crate::map::scr_map_new(
            crate::object::KIND_RECORD as u32,
            ELEMENT_STRING,
            ELEMENT_STRING,
        );
        // SAFETY: a fresh record.
        unsafe { crate::map::make_null_prototype(record.cast()) };
        for (name, range) in named {
            let key = string::new_from_str(&name);
            let value = text.substring(&range);
            // SAFETY: a fresh record; the key and value are live.
            unsafe {
                crate::map::scr_map_set(record, key as u64, value as u64);
                string::release(key);
                string::release(value);
            }
        }
    }
    // SAFETY: a live array, string and record (or null).
    unsafe { remember_match(result, whole.start, input, record.cast()) };
    result
}

/// What a failed `exec` gives: an immortal empty array.
static mut NO_MATCH: ScrArray = ScrArray {
    rc: usize::MAX,
    len: 0,
    kind: ELEMENT_STRING,
    slots: std::ptr::null_mut(),
    capacity: 0,
};

/// What a match array has besides its elements (`index`, `input`,
/// `groups`), by the array's address: kept until the array is freed
/// ([`forget_match`]), holding a reference to the text and the record.
struct MatchInfo {
    index: usize,
    input: *mut ScrString,
    groups: *mut crate::object::ScrObject,
}

static MATCHES: Table<Matches> = Table::new();

/// The [`MatchInfo`] of live match arrays by address: the latest apart
/// (a loop of `exec` usually frees each match before the next, so its
/// entry comes and goes without hashing), the others in a map.
#[derive(Default)]
struct Matches {
    latest: Option<(usize, MatchInfo)>,
    others: rustc_hash::FxHashMap<usize, MatchInfo>,
}

impl Matches {
    fn insert(&mut self, array: usize, info: MatchInfo) {
        if let Some((previous, info)) = self.latest.replace((array, info)) {
            self.others.insert(previous, info);
        }
    }

    fn remove(&mut self, array: usize) -> Option<MatchInfo> {
        match self.latest.take() {
            Some((latest, info)) if latest == array => Some(info),
            latest => {
                self.latest = latest;
                self.others.remove(&array)
            }
        }
    }

    fn get(&self, array: usize) -> Option<&MatchInfo> {
        match &self.latest {
            Some((latest, info)) if *latest == array => Some(info),
            _ => self.others.get(&array),
        }
    }

    fn len(&self) -> usize {
        self.others.len() + usize::from(self.latest.is_some())
    }
}

/// How many arrays have a [`MatchInfo`]: an array's free looks for one
/// only when some do.
static mut MATCH_COUNT: usize = 0;

/// Set by the first [`remember_match`] and read volatile, so a program
/// without matches does not link this into its frees.
static mut FORGET_HOOK: Option<fn(usize)> = None;

/// Keeps `index`, `input` (retained) and `groups` (owned) for `array`.
///
/// # Safety
/// `array` must be live, `input` a live string, `groups` a record or null.
unsafe fn remember_match(
    array: *mut ScrArray,
    index: usize,
    input: *const ScrString,
    groups: *mut crate::object::ScrObject,
) {
    // SAFETY: a live string (caller contract).
    unsafe { string::retain(input.cast_mut()) };
    MATCHES.with_borrow_mut(|matches| {
        let info = MatchInfo {
            index,
            input: input.cast_mut(),
            groups,
        };
        matches.insert(array as usize, info);
        // SAFETY: single-threaded runtime.
        unsafe {
            MATCH_COUNT = matches.len();
            FORGET_HOOK = Some(forget_now);
            EXTRAS_HOOK = Some(extras_now);
        }
    });
}

/// A freed array's match information goes with it.
#[inline]
pub fn forget_match(array: usize) {
    // SAFETY: single-threaded runtime.
    if unsafe { MATCH_COUNT } == 0 {
        return;
    }
    // SAFETY: as above; the hook is set before any entry exists.
    if let Some(hook) = unsafe { std::ptr::read_volatile(&raw const FORGET_HOOK) } {
        hook(array);
    }
}

fn forget_now(array: usize) {
    let info = MATCHES.with_borrow_mut(|matches| {
        let info = matches.remove(array);
        // SAFETY: single-threaded runtime.
        unsafe { MATCH_COUNT = matches.len() };
        info
    });
    if let Some(info) = info {
        // SAFETY: the references the entry held.
        unsafe {
            string::release(info.input);
            crate::object::release(info.groups);
        }
    }
}

/// A match array's `index` (a number's bits), `input` (a string's) and
/// `groups` (a record's, or 0), borrowed.
pub type MatchExtras = (u64, u64, u64);

/// A match array's [`MatchExtras`], for printing it.
///
/// # Safety
/// `array` must be a live array.
pub unsafe fn match_extras(array: *const ScrArray) -> Option<MatchExtras> {
    // SAFETY: single-threaded runtime.
    if unsafe { MATCH_COUNT } == 0 {
        return None;
    }
    // SAFETY: as above; set before any entry exists.
    let hook = unsafe { std::ptr::read_volatile(&raw const EXTRAS_HOOK) }?;
    hook(array as usize)
}

/// Set with [`FORGET_HOOK`], for the same reason (printing arrays).
static mut EXTRAS_HOOK: Option<fn(usize) -> Option<MatchExtras>> = None;

fn extras_now(array: usize) -> Option<MatchExtras> {
    MATCHES.with_borrow(|matches| {
        matches.get(array).map(|info| {
            (
                (info.index as f64).to_bits(),
                info.input as u64,
                info.groups as u64,
            )
        })
    })
}

/// `match.index` (0), `match.input` (1) or `match.groups` (2) of a
/// `RegExpExecArray` / `RegExpMatchArray`: the number, or `undefined`'s
/// bits when the array is not an `exec` result (a global `match`'s); the
/// string or record, a new reference, or `undefined` (the `undefined`
/// string, null).
///
/// # Safety
/// `array` must be a live array.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_match_part(array: *const ScrArray, part: u32) -> u64 {
    MATCHES.with_borrow(|matches| match (matches.get(array as usize), part) {
        (Some(info), 0) => (info.index as f64).to_bits(),
        (Some(info), 1) => {
            // SAFETY: the entry's live string.
            unsafe { string::retain(info.input) };
            info.input as u64
        }
        (Some(info), _) => {
            if !info.groups.is_null() {
                // SAFETY: the entry's live record.
                unsafe { crate::object::retain(info.groups) };
            }
            info.groups as u64
        }
        (None, 0) => crate::array::UNDEFINED_NUMBER_BITS,
        (None, 1) => string::undefined_text() as u64,
        (None, _) => 0,
    })
}

/// `regex.test(text)` for a regex without `g` or `y`: whether it matches
/// anywhere, with nothing allocated.
///
/// # Safety
/// `text` must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_regex_test(handle: f64, text: *const ScrString) -> i32 {
    // SAFETY: live string, used within this call.
    let text = unsafe { Text::of(text) };
    i32::from(find(handle, &text, 0).is_some())
}

/// `text.match(regex)` with `g`: every match, in one pass (an empty one
/// moves the search on by a code unit, or a code point with `u`).
///
/// # Safety
/// `text` must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_regex_match_all(handle: f64, text: *const ScrString) -> *mut ScrArray {
    // SAFETY: live string, used within this call.
    let text = unsafe { Text::of(text) };
    let result = scr_array_new(ELEMENT_STRING, 0);
    each_match(handle, &text, 0, false, |groups, _| {
        let whole = groups[0].clone()?;
        let part = text.substring(&Some(whole.clone()));
        // SAFETY: a fresh array and string.
        unsafe {
            scr_array_push(result, part as u64);
            string::release(part);
        }
        Some(if whole.is_empty() {
            text.advance(handle, whole.end)
        } else {
            whole.end
        })
    });
    result
}

/// Where the last match `scr_regex_exec` found started.
#[unsafe(no_mangle)]
pub extern "C" fn scr_regex_last_start() -> f64 {
    LAST.with_borrow(|last| last.0 as f64)
}

/// Where the last match `scr_regex_exec` found ended.
#[unsafe(no_mangle)]
pub extern "C" fn scr_regex_last_end() -> f64 {
    LAST.with_borrow(|last| last.1 as f64)
}

/// `text.replace(regex, replacement)`: the first match from `start` (every
/// match, with `global`) replaced, with `$&`, `$1`..`$99`, `$<name>`,
/// `` $` ``, `$'` and `$$` expanded as GetSubstitution does.
///
/// # Safety
/// Both strings must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_regex_replace(
    handle: f64,
    text: *const ScrString,
    replacement: *const ScrString,
    global: f64,
    start: f64,
) -> *mut ScrString {
    let position = start.max(0.0) as usize;
    // SAFETY: live strings, used within this call.
    unsafe {
        // ASCII text with a Latin-1 replacement: matched and built as
        // bytes, as they are stored.
        if let (Text::Ascii(ascii), Units::Latin1(template)) =
            (Text::of(text), string::units(replacement))
        {
            let bytes = ascii.as_bytes();
            let out = replace_units(
                handle,
                &Text::Ascii(ascii),
                bytes,
                template,
                global,
                position,
            );
            return string::new_latin1(&out);
        }
        let (units, template) = (units_of(text), units_of(replacement));
        let matched = Text::Wide(Wide::Borrowed(&units));
        let out = replace_units(handle, &matched, &units, &template, global, position);
        string::new_utf16(&out)
    }
}

/// [`scr_regex_replace`] over `units`, the code units of `matched`.
fn replace_units<U: Unit>(
    handle: f64,
    matched: &Text<'_>,
    units: &[U],
    template: &[U],
    global: f64,
    position: usize,
) -> Vec<U> {
    let mut out: Vec<U> = Vec::with_capacity(units.len());
    let mut copied = 0;
    each_match(handle, matched, position, false, |groups, found| {
        let whole = groups[0].clone()?;
        out.extend_from_slice(&units[copied..whole.start]);
        // `$<name>` names a group only in a regex with named groups (the
        // automaton's patterns have none).
        let has_named = found.is_some_and(|found| found.named_groups().next().is_some());
        let named = |name: &str| found.and_then(|found| found.named_group(name));
        let named: Option<NamedLookup<'_>> = has_named.then_some(&named);
        substitute(&mut out, template, units, &groups, named);
        copied = whole.end;
        if global == 0.0 {
            return None;
        }
        let next = if whole.is_empty() {
            matched.advance(handle, whole.end)
        } else {
            whole.end
        };
        (next <= units.len()).then_some(next)
    });
    out.extend_from_slice(&units[copied.min(units.len())..]);
    out
}

/// A match's named group by name (`None` when it took no part or there is
/// no such group).
type NamedLookup<'a> = &'a dyn Fn(&str) -> Option<std::ops::Range<usize>>;

/// ECMAScript's GetSubstitution for a match of `groups` in `text`
/// (`named`: the match's named groups, when the regex has any).
fn substitute<U: Unit>(
    out: &mut Vec<U>,
    template: &[U],
    text: &[U],
    groups: &[Option<std::ops::Range<usize>>],
    named: Option<NamedLookup<'_>>,
) {
    let whole = groups[0].clone().unwrap_or(0..0);
    let captures = groups.len() - 1;
    let digit = |unit: U| {
        let unit = unit.wide();
        (u16::from(b'0')..=u16::from(b'9'))
            .contains(&unit)
            .then(|| usize::from(unit - u16::from(b'0')))
    };
    let mut i = 0;
    while i < template.len() {
        let unit = template[i];
        if unit.wide() != u16::from(b'$') || i + 1 == template.len() {
            out.push(unit);
            i += 1;
            continue;
        }
        let next = template[i + 1];
        match next.wide() {
            0x24 => {
                out.push(next);
                i += 2;
            }
            0x26 => {
                out.extend_from_slice(&text[whole.clone()]);
                i += 2;
            }
            0x60 => {
                out.extend_from_slice(&text[..whole.start]);
                i += 2;
            }
            0x27 => {
                out.extend_from_slice(&text[whole.end.min(text.len())..]);
                i += 2;
            }
            // `$<name>`: the named group's text (nothing when it took no
            // part or there is no such group); `$<` as it is in a regex
            // without named groups or without the closing `>`.
            0x3c => {
                let close = template[i + 2..]
                    .iter()
                    .position(|&unit| unit.wide() == u16::from(b'>'));
                match (named, close) {
                    (Some(lookup), Some(close)) => {
                        let name: Vec<u16> = template[i + 2..i + 2 + close]
                            .iter()
                            .map(|unit| unit.wide())
                            .collect();
                        let name = String::from_utf16_lossy(&name);
                        if let Some(range) = lookup(&name) {
                            out.extend_from_slice(&text[range]);
                        }
                        i += close + 3;
                    }
                    _ => {
                        out.push(unit);
                        i += 1;
                    }
                }
            }
            _ => {
                let Some(first) = digit(next) else {
                    out.push(unit);
                    i += 1;
                    continue;
                };
                // Two digits when they name a group, else one.
                let two = template
                    .get(i + 2)
                    .copied()
                    .and_then(digit)
                    .map(|second| first * 10 + second);
                let (index, length) = match two {
                    Some(index) if (1..=captures).contains(&index) => (index, 3),
                    _ => (first, 2),
                };
                if index == 0 || index > captures {
                    out.push(unit);
                    i += 1;
                    continue;
                }
                if let Some(range) = &groups[index] {
                    out.extend_from_slice(&text[range.clone()]);
                }
                i += length;
            }
        }
    }
}

/// A code unit of a string as stored: a Latin-1 byte or a UTF-16 unit.
trait Unit: Copy {
    fn wide(self) -> u16;
}

impl Unit for u8 {
    fn wide(self) -> u16 {
        u16::from(self)
    }
}

impl Unit for u16 {
    fn wide(self) -> u16 {
        self
    }
}

/// `text.split(regex, limit)`: the pieces between matches, with each
/// match's groups spliced in, as @@split does.
///
/// # Safety
/// `text` must be live.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_regex_split(
    handle: f64,
    text: *const ScrString,
    limit: f64,
) -> *mut ScrArray {
    // SAFETY: live string, used within this call.
    let text = unsafe { Text::of(text) };
    let result = scr_array_new(ELEMENT_STRING, 0);
    let limit = if limit.is_nan() {
        u32::MAX as usize
    } else {
        (limit as i64 as u32) as usize
    };
    let mut count = 0;
    let push = |range: Option<std::ops::Range<usize>>, count: &mut usize| -> bool {
        if *count >= limit {
            return false;
        }
        let part = text.substring(&range);
        // SAFETY: a fresh array and string.
        unsafe {
            scr_array_push(result, part as u64);
            string::release(part);
        }
        *count += 1;
        true
    };
    if limit == 0 {
        return result;
    }
    if text.len() == 0 {
        if find(handle, &text, 0).is_none() {
            push(Some(0..0), &mut count);
        }
        return result;
    }
    // @@split: `p` is where the current piece starts, `q` where the next
    // match is looked for (a match found further on stands for the sticky
    // attempts before it, which all fail).
    let size = text.len();
    let mut p = 0;
    let mut full = false;
    each_match(handle, &text, 0, true, |groups, _| {
        let whole = groups[0].clone()?;
        if whole.start >= size {
            return None;
        }
        let end = whole.end.min(size);
        let q = if end == p {
            text.advance(handle, whole.start)
        } else {
            if !push(Some(p..whole.start), &mut count) {
                full = true;
                return None;
            }
            p = end;
            for group in &groups[1..] {
                if !push(group.clone(), &mut count) {
                    full = true;
                    return None;
                }
            }
            p
        };
        (q < size).then_some(q)
    });
    if !full {
        push(Some(p..size), &mut count);
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A number below `bound` from the xorshift state `seed`.
    fn below(seed: &mut u64, bound: usize) -> usize {
        *seed ^= *seed << 13;
        *seed ^= *seed >> 7;
        *seed ^= *seed << 17;
        (*seed % bound as u64) as usize
    }

    /// A pattern of up to `depth` levels of groups, made of the constructs
    /// the start reading knows and some it does not, from `seed`.
    fn random_pattern(seed: &mut u64, depth: u32) -> String {
        let atoms = [
            "a", "b", "ab", "ba", "c", "\\d", "\\w", "\\s", "\\D", "[ab]", "[^a]", "[a-c]", ".",
            "\\b", "\\B", "^", "$", "\\.", "-", "\\n", "[\\d-]", "x", "\\x61", "\\u0062", "[]",
            "[^]", "\\2",
        ];
        let mut out = String::new();
        for _ in 0..1 + below(seed, 4) {
            // Groups are not repeated: nested repetition of what can be
            // empty backtracks without end.
            let group = depth > 0 && below(seed, 3) == 0;
            let piece = if group {
                let inner = random_pattern(seed, depth - 1);
                match below(seed, 6) {
                    0 => format!("({inner})"),
                    1 => format!("(?:{inner}|{})", atoms[below(seed, atoms.len())]),
                    2 => format!("(?={inner})"),
                    3 => format!("(?!{inner})"),
                    4 => format!("(?<=a)(?:{inner})"),
                    _ => format!("({inner})\\1"),
                }
            } else {
                atoms[below(seed, atoms.len())].to_string()
            };
            out.push_str(&piece);
            let quantifier = ["", "?", "*", "+", "{2}", "{0,1}", "+?"][below(seed, 7)];
            out.push_str(if group && quantifier != "?" {
                ""
            } else {
                quantifier
            });
        }
        if below(seed, 5) == 0 {
            out.push('|');
            out.push_str(atoms[below(seed, atoms.len())]);
        }
        out
    }

    #[test]
    fn searches_that_jump_find_what_a_scan_finds() {
        let mut seed = 0x9E37_79B9_7F4A_7C15u64;
        let texts = [
            "",
            "a",
            "ab",
            "ba ab-c",
            "xx a1b2 ab\nba",
            "cab.ab",
            "-ab- 12 ba a",
            "aaab bbba c",
        ];
        let (mut jumped, mut runs) = (0, 0);
        for _ in 0..3000 {
            let pattern = random_pattern(&mut seed, 2);
            let units: Vec<u16> = pattern.encode_utf16().collect();
            for sticky in [false, true] {
                let flags = regress::Flags::default();
                let Ok(regex) = compile(&units, flags) else {
                    continue;
                };
                let (anchored, start, run) = search_aids(&units, flags);
                runs += usize::from(run.is_some());
                let compiled = Compiled {
                    regex,
                    anchored,
                    start,
                    run,
                    fast: std::cell::OnceCell::from(None),
                    searches: std::cell::Cell::new(0),
                    source: (units.clone(), flags),
                    unicode: false,
                    sticky,
                    plain_source: true,
                };
                let wide = texts.map(|text| {
                    Text::Wide(Wide::Shared(
                        format!("\u{e9}{text}").encode_utf16().collect(),
                    ))
                });
                for text in texts.map(Text::Ascii).into_iter().chain(wide) {
                    for at in 0..=text.len() {
                        let found = compiled
                            .search(&text, at, sticky)
                            .map(|m| (m.range, m.captures));
                        let scanned = compiled
                            .scan(&text, at)
                            .next()
                            .filter(|m| !sticky || m.range.start == at)
                            .map(|m| (m.range, m.captures));
                        assert_eq!(found, scanned, "/{pattern}/ at {at}, sticky {sticky}");
                        jumped += usize::from(compiled.jumps(&text, sticky));
                    }
                }
            }
        }
        assert!(jumped > 10_000, "{jumped}");
        assert!(runs > 100, "{runs}");
    }

    /// A pattern for the automaton: the constructs it takes and some it
    /// declines, repeated groups with captures among them.
    fn automaton_pattern(seed: &mut u64, depth: u32) -> String {
        let atoms = [
            "a", "b", "A", "ab", "c", "\\d", "\\w", "\\s", "\\W", "[ab]", "[^a]", "[a-c]", "[A-Z]",
            ".", "\\b", "\\B", "^", "$", "\\.", "-", "\\n", "[\\d.]", "x", "\\x61", "[]", "[^]",
            "\\t", "[^\\s)]", "[\\w-]", "\u{e9}", "[\\b]", "\\0",
        ];
        let mut out = String::new();
        for _ in 0..1 + below(seed, 4) {
            let group = depth > 0 && below(seed, 3) == 0;
            let piece = if group {
                let inner = automaton_pattern(seed, depth - 1);
                match below(seed, 4) {
                    0 => format!("({inner})"),
                    1 => format!("(?:{inner}|{})", atoms[below(seed, atoms.len())]),
                    2 => format!("({inner}|{})", atoms[below(seed, atoms.len())]),
                    _ => format!("(?:{inner})"),
                }
            } else {
                atoms[below(seed, atoms.len())].to_string()
            };
            out.push_str(&piece);
            let quantifiers = [
                "", "", "?", "*", "+", "{2}", "{1,3}", "+?", "*?", "??", "{2,}",
            ];
            out.push_str(quantifiers[below(seed, quantifiers.len())]);
        }
        if below(seed, 5) == 0 {
            out.push('|');
            out.push_str(atoms[below(seed, atoms.len())]);
        }
        out
    }

    #[test]
    fn the_automaton_finds_what_the_backtracking_matcher_finds() {
        let mut seed = 0x2545_F491_4F6C_DD1Du64;
        let texts = [
            "",
            "a",
            "aB ab-c",
            "xx A1b2 ab\nba\r",
            "cab.AB\tab",
            "-ab- 12.5 ba a)",
            "aaab bbba c\0x",
        ];
        let (mut taken, mut compared) = (0, 0);
        for _ in 0..6000 {
            let pattern = automaton_pattern(&mut seed, 2);
            let units: Vec<u16> = pattern.encode_utf16().collect();
            let flags = regress::Flags {
                icase: below(&mut seed, 3) == 0,
                dot_all: below(&mut seed, 4) == 0,
                ..regress::Flags::default()
            };
            let Ok(regex) = compile(&units, flags) else {
                continue;
            };
            let Some(fast) = Fast::new(&units, &flags) else {
                continue;
            };
            taken += 1;
            let (anchored, start, run) = search_aids(&units, flags);
            let compiled = Compiled {
                regex,
                anchored,
                start,
                run,
                fast: std::cell::OnceCell::from(None),
                searches: std::cell::Cell::new(0),
                source: (units.clone(), flags),
                unicode: false,
                sticky: false,
                plain_source: true,
            };
            for text in texts {
                for at in 0..=text.len() {
                    for sticky in [false, true] {
                        let slow = compiled.search(&Text::Ascii(text), at, sticky).map(|m| {
                            let mut groups = vec![Some(m.range.clone())];
                            groups.extend(m.captures);
                            groups
                        });
                        let quick = compiled.search_ascii(&fast, text, at, sticky);
                        assert_eq!(
                            quick, slow,
                            "/{pattern}/ {flags:?} in {text:?} at {at}, sticky {sticky}"
                        );
                        compared += 1;
                    }
                }
            }
        }
        assert!(taken > 2000, "{taken}");
        assert!(compared > 100_000, "{compared}");
    }

    #[test]
    fn exec_finds_matches_and_groups() {
        let source = string::new_from_str("(b)(x)?");
        let flags = string::new_from_str("g");
        // SAFETY: live strings and arrays made here.
        unsafe {
            let handle = scr_regex_compile(source, flags);
            assert_eq!(handle, 0.0);
            let text = string::new_from_str("abc");
            let found = scr_regex_exec(handle, text, 0.0);
            assert_eq!((*found).len, 3);
            assert_eq!(scr_regex_last_start(), 1.0);
            assert_eq!(scr_regex_last_end(), 2.0);
        }
    }
}
