//! What every match of a regular expression begins with, read off its
//! pattern. The matcher (`regress`, built for UTF-16) tries a pattern at
//! every position of the text; with these facts a search of ASCII text
//! jumps to the positions where a match can begin, and knows there is no
//! match when none is left.
//!
//! The reading is conservative: a construct it does not know, or a
//! pattern that can match the empty string, can begin anywhere.

/// A set of ASCII code units, one bit each.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct UnitSet(u128);

impl UnitSet {
    pub(crate) const NONE: UnitSet = UnitSet(0);
    pub(crate) const ALL: UnitSet = UnitSet(u128::MAX);

    /// The unit `unit`, or nothing when it is not ASCII (ASCII text never
    /// holds it).
    pub(crate) fn unit(unit: u32) -> UnitSet {
        if unit < 128 {
            UnitSet(1 << unit)
        } else {
            UnitSet::NONE
        }
    }

    /// The units `low..=high` that are ASCII.
    pub(crate) fn range(low: u32, high: u32) -> UnitSet {
        let mut set = UnitSet::NONE;
        for unit in low..=high.min(127) {
            set = set.or(UnitSet::unit(unit));
        }
        set
    }

    pub(crate) fn or(self, other: UnitSet) -> UnitSet {
        UnitSet(self.0 | other.0)
    }

    pub(crate) fn not(self) -> UnitSet {
        UnitSet(!self.0)
    }

    pub(crate) fn and_not(self, other: UnitSet) -> UnitSet {
        UnitSet(self.0 & !other.0)
    }

    /// With each ASCII letter's other case.
    pub(crate) fn folded(self) -> UnitSet {
        let mut set = self;
        for lower in b'a'..=b'z' {
            let upper = lower - 32;
            if self.contains(lower) || self.contains(upper) {
                set = set
                    .or(UnitSet::unit(u32::from(lower)))
                    .or(UnitSet::unit(u32::from(upper)));
            }
        }
        set
    }

    pub(crate) fn digits() -> UnitSet {
        UnitSet::range(u32::from(b'0'), u32::from(b'9'))
    }

    pub(crate) fn word() -> UnitSet {
        UnitSet::range(u32::from(b'a'), u32::from(b'z'))
            .or(UnitSet::range(u32::from(b'A'), u32::from(b'Z')))
            .or(UnitSet::digits())
            .or(UnitSet::unit(u32::from(b'_')))
    }

    /// `\s` within ASCII: tab, line feed, vertical tab, form feed,
    /// carriage return and space.
    pub(crate) fn space() -> UnitSet {
        UnitSet::range(9, 13).or(UnitSet::unit(32))
    }

    pub(crate) fn contains(self, byte: u8) -> bool {
        byte < 128 && self.0 & (1 << byte) != 0
    }

    pub(crate) fn len(self) -> u32 {
        self.0.count_ones()
    }

    /// The units, in order.
    pub(crate) fn members(self) -> impl Iterator<Item = u8> {
        (0u8..128).filter(move |&unit| self.contains(unit))
    }
}

/// Where a match can begin, in ASCII text.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) enum Start {
    /// Anywhere (or a match can be empty).
    Anywhere,
    /// At a unit of this set.
    Units(UnitSet),
    /// Where this text (two units or more) begins.
    Literal(Vec<u8>),
}

/// Where the matches of `pattern` can begin; `icase` and `sets` (the `i`
/// and `v` flags) are not read (anywhere).
pub(crate) fn start(pattern: &[u16], unicode: bool, sets: bool, icase: bool) -> Start {
    if icase || sets {
        return Start::Anywhere;
    }
    let mut reader = Reader {
        units: pattern,
        at: 0,
        unicode,
    };
    let Some(((set, nullable), alternatives)) = reader.pattern() else {
        return Start::Anywhere;
    };
    if alternatives == 1 {
        let prefix = literal_prefix(pattern);
        if prefix.len() >= 2 {
            return Start::Literal(prefix);
        }
    }
    if nullable || set == UnitSet::ALL {
        Start::Anywhere
    } else {
        Start::Units(set)
    }
}

/// The set of `A` when `pattern` is one alternative that begins with a
/// greedy `A+` or `A*` (after `\b` when `A` holds only word units or
/// none), where `A` is one character (a literal, an escape or a class,
/// whose sets are exact in ASCII text) and what follows the repetition
/// can neither match the empty string nor begin with a unit of `A`.
///
/// Then a match that begins inside a run of `A` units repeats `A` to the
/// run's end (no sooner: what follows cannot begin with an `A`), so every
/// beginning within one run leads to the same attempt of the rest at the
/// run's end (and `\b` holds only at its first unit): when one fails,
/// the others would, and a search goes on after the run.
pub(crate) fn leading_run(
    pattern: &[u16],
    unicode: bool,
    sets: bool,
    icase: bool,
) -> Option<UnitSet> {
    if icase || sets {
        return None;
    }
    let mut reader = Reader {
        units: pattern,
        at: 0,
        unicode,
    };
    let boundary = pattern.starts_with(&[0x5C, 0x62]);
    if boundary {
        reader.at = 2;
    }
    // One character: not `.` (not exact), a group or an assertion.
    if matches!(reader.peek()?, 0x2E | 0x28 | 0x5E | 0x24) {
        return None;
    }
    let (run, nullable) = reader.atom()?;
    if nullable || !matches!(reader.peek()?, 0x2A | 0x2B) {
        return None;
    }
    reader.at += 1;
    if reader.peek() == Some(u32::from(b'?')) {
        return None;
    }
    let (rest, rest_nullable) = reader.alternative()?;
    let word = UnitSet::word();
    let sided = run.0 & word.0 == run.0 || run.0 & word.0 == 0;
    (reader.at == pattern.len() && !rest_nullable && rest.0 & run.0 == 0 && (!boundary || sided))
        .then_some(run)
}

/// How many capturing groups `pattern` has, and its largest decimal
/// escape (`\N`: a backreference, or an octal escape without `u`).
pub(crate) fn groups(pattern: &[u16]) -> (usize, u32) {
    let (mut groups, mut largest) = (0, 0);
    let (mut at, mut class_depth) = (0, 0usize);
    while at < pattern.len() {
        match pattern[at] {
            0x5C => {
                let mut number = 0u32;
                at += 1;
                while at < pattern.len() && (0x30..=0x39).contains(&pattern[at]) {
                    number = number
                        .saturating_mul(10)
                        .saturating_add(u32::from(pattern[at] - 0x30));
                    at += 1;
                }
                largest = largest.max(number);
                if number == 0 {
                    at += 1;
                }
                continue;
            }
            0x5B => class_depth += 1,
            0x5D => class_depth = class_depth.saturating_sub(1),
            0x28 if class_depth == 0 => {
                let next = pattern.get(at + 1).copied();
                let after = pattern.get(at + 2).copied();
                let capturing = next != Some(u16::from(b'?'))
                    || after == Some(u16::from(b'<'))
                        && !matches!(pattern.get(at + 3), Some(&0x3D | &0x21));
                if capturing {
                    groups += 1;
                }
            }
            _ => {}
        }
        at += 1;
    }
    (groups, largest)
}

/// The ASCII text every match begins with, when the pattern is one
/// alternative: its leading literal characters that no quantifier
/// follows (zero-width assertions before and between them aside).
fn literal_prefix(pattern: &[u16]) -> Vec<u8> {
    let mut prefix = Vec::new();
    let mut at = 0;
    while at < pattern.len() {
        let (unit, width) = match pattern[at] {
            0x5E | 0x24 => {
                at += 1;
                continue;
            }
            0x5C => match pattern.get(at + 1).copied().map(u32::from) {
                Some(0x62 | 0x42) => {
                    at += 2;
                    continue;
                }
                Some(0x6E) => (0x0A, 2),
                Some(0x74) => (0x09, 2),
                Some(0x72) => (0x0D, 2),
                Some(0x66) => (0x0C, 2),
                Some(0x76) => (0x0B, 2),
                Some(escaped)
                    if escaped < 128 && b"^$\\.*+?()[]{}|/-".contains(&(escaped as u8)) =>
                {
                    (escaped, 2)
                }
                _ => break,
            },
            unit if unit < 128 && !b".*+?()[]{}|".contains(&(unit as u8)) => (u32::from(unit), 1),
            _ => break,
        };
        let quantified = match pattern.get(at + width).copied() {
            Some(0x2A | 0x2B | 0x3F) => true,
            Some(0x7B) => pattern
                .get(at + width + 1)
                .is_some_and(|&unit| (0x30..=0x39).contains(&unit)),
            _ => false,
        };
        if quantified {
            break;
        }
        prefix.push(unit as u8);
        at += width;
    }
    prefix
}

/// What a piece of pattern matches first: the units its matches can
/// begin with, and whether it can match the empty string.
type First = (UnitSet, bool);

struct Reader<'a> {
    units: &'a [u16],
    at: usize,
    unicode: bool,
}

impl Reader<'_> {
    fn peek(&self) -> Option<u32> {
        self.units.get(self.at).map(|&unit| u32::from(unit))
    }

    fn peek_at(&self, offset: usize) -> Option<u32> {
        self.units
            .get(self.at + offset)
            .map(|&unit| u32::from(unit))
    }

    fn eat(&mut self, unit: u8) -> bool {
        if self.peek() == Some(u32::from(unit)) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    /// The whole pattern, with the number of its top-level alternatives.
    fn pattern(&mut self) -> Option<(First, usize)> {
        let mut first = self.alternative()?;
        let mut alternatives = 1;
        while self.eat(b'|') {
            let next = self.alternative()?;
            first = (first.0.or(next.0), first.1 || next.1);
            alternatives += 1;
        }
        (self.at == self.units.len()).then_some((first, alternatives))
    }

    fn disjunction(&mut self) -> Option<First> {
        let mut first = self.alternative()?;
        while self.eat(b'|') {
            let next = self.alternative()?;
            first = (first.0.or(next.0), first.1 || next.1);
        }
        Some(first)
    }

    fn alternative(&mut self) -> Option<First> {
        let (mut set, mut nullable) = (UnitSet::NONE, true);
        while let Some(unit) = self.peek() {
            if unit == u32::from(b'|') || unit == u32::from(b')') {
                break;
            }
            let (term_set, term_nullable) = self.term()?;
            if nullable {
                set = set.or(term_set);
                nullable = term_nullable;
            }
        }
        Some((set, nullable))
    }

    fn term(&mut self) -> Option<First> {
        let (set, nullable) = self.atom()?;
        match self.quantifier()? {
            Some(minimum) => Some((set, nullable || minimum == 0)),
            None => Some((set, nullable)),
        }
    }

    /// A quantifier's minimum, if one follows.
    fn quantifier(&mut self) -> Option<Option<u64>> {
        let minimum = match self.peek() {
            Some(0x2A | 0x3F) => {
                self.at += 1;
                0
            }
            Some(0x2B) => {
                self.at += 1;
                1
            }
            Some(0x7B) => {
                let units = self.units;
                let mut at = self.at + 1;
                let digits = |at: &mut usize| {
                    let begin = *at;
                    let mut value = 0u64;
                    while let Some(&unit) = units.get(*at)
                        && (0x30..=0x39).contains(&unit)
                    {
                        value = value
                            .saturating_mul(10)
                            .saturating_add(u64::from(unit - 0x30));
                        *at += 1;
                    }
                    (*at > begin).then_some(value)
                };
                let Some(minimum) = digits(&mut at) else {
                    return Some(None);
                };
                if units.get(at) == Some(&u16::from(b',')) {
                    at += 1;
                    digits(&mut at);
                }
                if units.get(at) != Some(&u16::from(b'}')) {
                    return Some(None);
                }
                self.at = at + 1;
                minimum
            }
            _ => return Some(None),
        };
        self.eat(b'?');
        Some(Some(minimum))
    }

    fn atom(&mut self) -> Option<First> {
        let unit = self.peek()?;
        match unit {
            0x5E | 0x24 => {
                self.at += 1;
                Some((UnitSet::NONE, true))
            }
            0x2E => {
                self.at += 1;
                Some((UnitSet::ALL, false))
            }
            0x28 => self.group(),
            0x5B => self.class(),
            0x5C => self.escape(),
            0x2A | 0x2B | 0x3F | 0x29 => None,
            _ => {
                self.at += 1;
                // A surrogate pair is one character with `u`: not ASCII
                // either way.
                if self.unicode && (0xD800..0xDC00).contains(&unit) {
                    self.at += usize::from(
                        self.peek()
                            .is_some_and(|low| (0xDC00..0xE000).contains(&low)),
                    );
                }
                Some((UnitSet::unit(unit), false))
            }
        }
    }

    fn group(&mut self) -> Option<First> {
        self.at += 1;
        let mut zero_width = false;
        if self.eat(b'?') {
            match self.peek()? {
                0x3A => self.at += 1,
                0x3D | 0x21 => {
                    self.at += 1;
                    zero_width = true;
                }
                0x3C => match self.peek_at(1)? {
                    0x3D | 0x21 => {
                        self.at += 2;
                        zero_width = true;
                    }
                    _ => {
                        while !self.eat(b'>') {
                            self.peek()?;
                            self.at += 1;
                        }
                    }
                },
                _ => return None,
            }
        }
        let inner = self.disjunction()?;
        if !self.eat(b')') {
            return None;
        }
        Some(if zero_width {
            (UnitSet::NONE, true)
        } else {
            inner
        })
    }

    fn escape(&mut self) -> Option<First> {
        self.at += 1;
        let unit = self.peek()?;
        self.at += 1;
        let character = |set| Some((set, false));
        match unit {
            0x62 | 0x42 => Some((UnitSet::NONE, true)),
            0x64 => character(UnitSet::digits()),
            0x44 => character(UnitSet::digits().not()),
            0x77 => character(UnitSet::word()),
            0x57 => character(UnitSet::word().not()),
            0x73 => character(UnitSet::space()),
            0x53 => character(UnitSet::space().not()),
            // A backreference (which can be empty) or an octal escape.
            0x30..=0x39 => {
                while self
                    .peek()
                    .is_some_and(|unit| (0x30..=0x39).contains(&unit))
                {
                    self.at += 1;
                }
                Some((UnitSet::ALL, true))
            }
            0x6B => {
                if self.peek() == Some(0x3C) {
                    while !self.eat(b'>') {
                        self.peek()?;
                        self.at += 1;
                    }
                }
                Some((UnitSet::ALL, true))
            }
            0x70 | 0x50 if self.unicode => None,
            _ => character(UnitSet::unit(self.escaped_value(unit)?)),
        }
    }

    /// The character an escape `\unit` (already read) stands for, outside a
    /// class or in one.
    fn escaped_value(&mut self, unit: u32) -> Option<u32> {
        Some(match unit {
            0x6E => 0x0A,
            0x74 => 0x09,
            0x72 => 0x0D,
            0x66 => 0x0C,
            0x76 => 0x0B,
            0x63 => {
                let letter = self.peek()?;
                if !(0x41..=0x5A).contains(&letter) && !(0x61..=0x7A).contains(&letter) {
                    return None;
                }
                self.at += 1;
                letter % 32
            }
            0x78 => self.hex(2).unwrap_or(0x78),
            0x75 if self.unicode && self.peek() == Some(0x7B) => {
                self.at += 1;
                let mut value = 0u32;
                while let Some(digit) = self
                    .peek()
                    .and_then(|unit| char::from_u32(unit)?.to_digit(16))
                {
                    value = value.saturating_mul(16).saturating_add(digit);
                    self.at += 1;
                }
                if !self.eat(b'}') {
                    return None;
                }
                value
            }
            0x75 => self.hex(4).unwrap_or(0x75),
            0x30..=0x39 => return None,
            other => other,
        })
    }

    /// `count` hexadecimal digits, consumed when all are there.
    fn hex(&mut self, count: usize) -> Option<u32> {
        let mut value = 0;
        for offset in 0..count {
            let digit = char::from_u32(self.peek_at(offset)?)?.to_digit(16)?;
            value = value * 16 + digit;
        }
        self.at += count;
        Some(value)
    }

    fn class(&mut self) -> Option<First> {
        self.at += 1;
        let negated = self.eat(b'^');
        let mut set = UnitSet::NONE;
        loop {
            if self.eat(b']') {
                break;
            }
            let low = self.class_atom()?;
            if self.peek() == Some(0x2D) && self.peek_at(1).is_some_and(|unit| unit != 0x5D) {
                self.at += 1;
                let high = self.class_atom()?;
                match (low, high) {
                    (ClassAtom::Character(low), ClassAtom::Character(high)) => {
                        set = set.or(UnitSet::range(low, high));
                    }
                    // `[\d-z]` without `u`: the escape, `-` and `z`.
                    (low, high) => {
                        set = set.or(low.set()).or(high.set()).or(UnitSet::unit(0x2D));
                    }
                }
            } else {
                set = set.or(low.set());
            }
        }
        Some((if negated { set.not() } else { set }, false))
    }

    fn class_atom(&mut self) -> Option<ClassAtom> {
        let unit = self.peek()?;
        self.at += 1;
        if unit != 0x5C {
            if self.unicode
                && (0xD800..0xDC00).contains(&unit)
                && self
                    .peek()
                    .is_some_and(|low| (0xDC00..0xE000).contains(&low))
            {
                self.at += 1;
                return Some(ClassAtom::Character(0x10000));
            }
            return Some(ClassAtom::Character(unit));
        }
        let unit = self.peek()?;
        self.at += 1;
        Some(match unit {
            0x64 => ClassAtom::Set(UnitSet::digits()),
            0x44 => ClassAtom::Set(UnitSet::digits().not()),
            0x77 => ClassAtom::Set(UnitSet::word()),
            0x57 => ClassAtom::Set(UnitSet::word().not()),
            0x73 => ClassAtom::Set(UnitSet::space()),
            0x53 => ClassAtom::Set(UnitSet::space().not()),
            0x62 => ClassAtom::Character(0x08),
            0x2D => ClassAtom::Character(0x2D),
            0x30 if !self
                .peek()
                .is_some_and(|unit| (0x30..=0x39).contains(&unit)) =>
            {
                ClassAtom::Character(0)
            }
            0x70 | 0x50 | 0x6B | 0x71 => return None,
            _ => ClassAtom::Character(self.escaped_value(unit)?),
        })
    }
}

#[derive(Clone, Copy)]
enum ClassAtom {
    Character(u32),
    Set(UnitSet),
}

impl ClassAtom {
    fn set(self) -> UnitSet {
        match self {
            ClassAtom::Character(unit) => UnitSet::unit(unit),
            ClassAtom::Set(set) => set,
        }
    }
}

/// The most copies [`expand_counted`] writes of one repetition.
const MOST_COPIES: u32 = 32;
/// The longest pattern [`expand_counted`] makes.
const LONGEST_EXPANSION: usize = 20_000;

/// The pattern with each counted repetition (`X{2}`, `X{1,3}`, `X{2,}`,
/// lazy or not) of an atom without capturing groups written out as copies
/// of the atom (`(?:X)(?:X)`, `(?:X)(?:X(?:X)?)?`, `(?:X)(?:X)(?:X)*`):
/// the same language and the same preference order, and ECMAScript's
/// check that an optional iteration is not empty holds for `?` and `*`
/// as for the counted form. `regress` backtracks wrongly into a counted
/// repetition inside another repetition (`/(?:(?:[a-z]+){2})+c/` misses
/// "abc", and a nullable one can run without end), while it backtracks
/// into copies correctly. Repetitions past [`MOST_COPIES`], and patterns
/// it would make longer than [`LONGEST_EXPANSION`], stay as they are.
pub(crate) fn expand_counted(pattern: &[u16], unicode: bool) -> Vec<u16> {
    const OPEN: u16 = 0x28;
    const CLOSE: u16 = 0x29;
    const BACKSLASH: u16 = 0x5C;
    let mut out: Vec<u16> = Vec::with_capacity(pattern.len());
    // Where each open group begins in `out`, and whether it captures or
    // holds a capturing group.
    let mut open: Vec<(usize, bool)> = Vec::new();
    // Where the last atom begins in `out`, and whether it captures.
    let mut atom: Option<(usize, bool)> = None;
    let mut at = 0;
    while at < pattern.len() {
        let unit = pattern[at];
        let start = out.len();
        match unit {
            BACKSLASH => {
                // An escape: the backslash and what it escapes (a few
                // units for `\x`, `\u`, `\c`, `\p{..}`, `\k<..>`, digits).
                let end = escape_end(pattern, at, unicode);
                // Assertions take no quantifier (`\b{2}` is an error).
                let assertion = end - at == 2 && matches!(pattern.get(at + 1), Some(0x62 | 0x42));
                out.extend_from_slice(&pattern[at..end]);
                at = end;
                atom = (!assertion).then_some((start, false));
                continue;
            }
            0x5B => {
                let end = class_end(pattern, at);
                out.extend_from_slice(&pattern[at..end]);
                at = end;
                atom = Some((start, false));
                continue;
            }
            OPEN => {
                let next = pattern.get(at + 1).copied();
                let after = pattern.get(at + 2).copied();
                let capturing = next != Some(u16::from(b'?'))
                    || after == Some(u16::from(b'<'))
                        && !matches!(pattern.get(at + 3), Some(&0x3D | &0x21));
                open.push((start, capturing));
                out.push(unit);
                atom = None;
            }
            CLOSE => {
                out.push(unit);
                atom = open.pop();
                if let Some((_, captures)) = atom
                    && captures
                    && let Some(outer) = open.last_mut()
                {
                    outer.1 = true;
                }
            }
            0x7B => {
                if let Some((atom_start, false)) = atom
                    && let Some((min, max, end)) = counted(pattern, at)
                {
                    let lazy = pattern.get(end) == Some(&u16::from(b'?'));
                    let copy: Vec<u16> = out[atom_start..].to_vec();
                    // A quantifier after this one is an error the copies
                    // would hide (`a{2}*`): the pattern stays as it is.
                    if matches!(
                        pattern.get(end + usize::from(lazy)),
                        Some(0x2A | 0x2B | 0x3F | 0x7B)
                    ) {
                        return pattern.to_vec();
                    }
                    if let Some(expanded) = expansion(&copy, min, max, lazy)
                        && out.len() - copy.len() + expanded.len() <= LONGEST_EXPANSION
                    {
                        out.truncate(atom_start);
                        out.extend_from_slice(&expanded);
                        at = end + usize::from(lazy);
                        atom = None;
                        continue;
                    }
                }
                out.push(unit);
                atom = Some((start, false));
            }
            0x7C | 0x5E | 0x24 | 0x2A | 0x2B | 0x3F => {
                out.push(unit);
                atom = None;
            }
            _ => {
                // A character: in `u` mode a surrogate pair is one.
                let pair = unicode
                    && (0xD800..0xDC00).contains(&unit)
                    && pattern
                        .get(at + 1)
                        .is_some_and(|low| (0xDC00..0xE000).contains(low));
                let end = at + 1 + usize::from(pair);
                out.extend_from_slice(&pattern[at..end]);
                at = end;
                atom = Some((start, false));
                continue;
            }
        }
        at += 1;
    }
    out
}

/// Where the escape beginning at `at` (a backslash) ends.
fn escape_end(pattern: &[u16], at: usize, unicode: bool) -> usize {
    let Some(&kind) = pattern.get(at + 1) else {
        return pattern.len();
    };
    let hex = |from: usize, count: usize| {
        let digits = pattern[from.min(pattern.len())..]
            .iter()
            .take(count)
            .take_while(|unit| {
                char::from_u32(u32::from(**unit)).is_some_and(|c| c.is_ascii_hexdigit())
            })
            .count();
        if digits == count { from + count } else { from }
    };
    let until = |from: usize, close: u16| {
        pattern[from..]
            .iter()
            .position(|&unit| unit == close)
            .map_or(from, |offset| from + offset + 1)
    };
    match kind {
        0x78 => hex(at + 2, 2),
        0x75 if unicode && pattern.get(at + 2) == Some(&0x7B) => until(at + 2, 0x7D),
        0x75 => hex(at + 2, 4),
        0x63 if pattern.get(at + 2).is_some_and(|letter| {
            (u16::from(b'a')..=u16::from(b'z')).contains(&(letter | 0x20))
        }) =>
        {
            at + 3
        }
        0x70 | 0x50 if unicode && pattern.get(at + 2) == Some(&0x7B) => until(at + 2, 0x7D),
        0x6B if pattern.get(at + 2) == Some(&0x3C) => until(at + 2, 0x3E),
        0x30..=0x39 => {
            let digits = pattern[at + 1..]
                .iter()
                .take_while(|unit| (0x30..=0x39).contains(*unit))
                .count();
            at + 1 + digits
        }
        _ => at + 2,
    }
}

/// Where the class beginning at `at` (a `[`) ends, after its `]`.
fn class_end(pattern: &[u16], at: usize) -> usize {
    let mut index = at + 1;
    // A `]` right after `[` or `[^` closes it (an empty class).
    if pattern.get(index) == Some(&0x5E) {
        index += 1;
    }
    while index < pattern.len() {
        match pattern[index] {
            0x5C => index += 2,
            0x5D => return index + 1,
            _ => index += 1,
        }
    }
    pattern.len()
}

/// A counted quantifier `{n}`, `{n,}` or `{n,m}` at `at`: its bounds and
/// where it ends; `None` when the `{` is not one (a literal in Annex B).
fn counted(pattern: &[u16], at: usize) -> Option<(u32, Option<u32>, usize)> {
    let number = |from: usize| -> Option<(u32, usize)> {
        let digits = pattern[from.min(pattern.len())..]
            .iter()
            .take_while(|unit| (0x30..=0x39).contains(*unit))
            .count();
        if digits == 0 || digits > 3 {
            return None;
        }
        let value = pattern[from..from + digits]
            .iter()
            .fold(0, |value, &unit| value * 10 + u32::from(unit - 0x30));
        Some((value, from + digits))
    };
    let (min, after) = number(at + 1)?;
    let (max, after) = if pattern.get(after) == Some(&u16::from(b',')) {
        match number(after + 1) {
            Some((max, after)) => (Some(max), after),
            None => (None, after + 1),
        }
    } else {
        (Some(min), after)
    };
    (pattern.get(after) == Some(&u16::from(b'}')) && max.is_none_or(|max| max >= min)).then_some((
        min,
        max,
        after + 1,
    ))
}

/// `atom{min,max}` written out (see [`expand_counted`]).
fn expansion(atom: &[u16], min: u32, max: Option<u32>, lazy: bool) -> Option<Vec<u16>> {
    if min > MOST_COPIES || max.is_some_and(|max| max > MOST_COPIES) {
        return None;
    }
    let text = |text: &str| text.encode_utf16().collect::<Vec<u16>>();
    let group = |out: &mut Vec<u16>| {
        out.extend(text("(?:"));
        out.extend_from_slice(atom);
        out.push(0x29);
    };
    let mut out = Vec::new();
    for _ in 0..min {
        group(&mut out);
    }
    let suffix = if lazy { "?" } else { "" };
    match max {
        None => {
            group(&mut out);
            out.extend(text(&format!("*{suffix}")));
        }
        Some(max) => {
            // (?:X(?:X(?:X)?)?)? for three optional copies.
            let optional = max - min;
            for _ in 0..optional {
                out.extend(text("(?:"));
                out.extend_from_slice(atom);
            }
            for _ in 0..optional {
                out.extend(text(&format!(")?{suffix}")));
            }
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn of(pattern: &str) -> Start {
        let units: Vec<u16> = pattern.encode_utf16().collect();
        start(&units, false, false, false)
    }

    fn units(text: &str) -> Start {
        Start::Units(text.bytes().fold(UnitSet::NONE, |set, byte| {
            set.or(UnitSet::unit(u32::from(byte)))
        }))
    }

    #[test]
    fn literal_prefixes() {
        assert_eq!(of("user=\\d+"), Start::Literal(b"user=".to_vec()));
        assert_eq!(of("\\btook (\\d+)ms"), Start::Literal(b"took ".to_vec()));
        assert_eq!(of("ab*c"), units("a"));
        assert_eq!(of("a\\.b"), Start::Literal(b"a.b".to_vec()));
        assert_eq!(of("ab|cd"), units("ac"));
        assert_eq!(of("ab{2}"), units("a"));
    }

    #[test]
    fn first_units() {
        assert_eq!(of("\\b(info|warn)\\b"), units("iw"));
        assert_eq!(of("(\\d+)ms"), Start::Units(UnitSet::digits()));
        assert_eq!(of("x?y"), units("xy"));
        assert_eq!(of("[a-c]|\\n"), units("abc\n"));
        assert_eq!(of("(?=q)[^\\x00-\\x7e]"), units("\x7f"));
        assert_eq!(of("(?<year>\\d{4})-"), Start::Units(UnitSet::digits()));
    }

    #[test]
    fn anywhere() {
        for pattern in [
            "a*", "", "x|", "(a?)\\1b", ".b", "\\k<n>", "(?i:a)", "[\\s\\S]", "$", "(?=a)",
        ] {
            assert_eq!(of(pattern), Start::Anywhere, "{pattern}");
        }
        let units: Vec<u16> = "ab".encode_utf16().collect();
        assert_eq!(start(&units, false, false, true), Start::Anywhere);
    }

    #[test]
    fn leading_runs() {
        let run = |pattern: &str| {
            let units: Vec<u16> = pattern.encode_utf16().collect();
            leading_run(&units, false, false, false)
        };
        let set = |text: &str| {
            text.bytes().fold(UnitSet::NONE, |set, byte| {
                set.or(UnitSet::unit(u32::from(byte)))
            })
        };
        assert_eq!(run("[a-c]+@x"), Some(set("abc")));
        assert_eq!(run("\\d*px"), Some(UnitSet::digits()));
        assert_eq!(run("\\b\\w+\\("), Some(UnitSet::word()));
        for pattern in [
            "[a-c]+b",
            "a+",
            "a+x?",
            "a+?b",
            ".+@",
            "(a)+b",
            "a+b|c",
            "\\b[a!]+;",
            "\\Ba+b",
            "a{2,}b",
            "a+(?:b|)",
        ] {
            assert_eq!(run(pattern), None, "{pattern}");
        }
    }

    #[test]
    fn counted_repetitions_are_written_out() {
        let expand = |pattern: &str, unicode: bool| {
            let units: Vec<u16> = pattern.encode_utf16().collect();
            String::from_utf16(&expand_counted(&units, unicode)).unwrap()
        };
        for (pattern, expanded) in [
            ("a{2}", "(?:a)(?:a)"),
            (
                "(?:[a-z]+){1,3}c",
                "(?:(?:[a-z]+))(?:(?:[a-z]+)(?:(?:[a-z]+))?)?c",
            ),
            ("\\d{2,}?", "(?:\\d)(?:\\d)(?:\\d)*?"),
            ("[}{]{0,1}?", "(?:[}{])??"),
            ("\\x41{2}", "(?:\\x41)(?:\\x41)"),
            ("(?:a{2}){2}", "(?:(?:(?:a)(?:a)))(?:(?:(?:a)(?:a)))"),
            // Left alone: capturing groups, what is not a quantifier, an
            // assertion, large counts, errors the copies would hide.
            ("(a){2}", "(a){2}"),
            ("(?:(?<n>a)){2}", "(?:(?<n>a)){2}"),
            ("a{,2}", "a{,2}"),
            ("a{2", "a{2"),
            ("\\b{2}", "\\b{2}"),
            ("a{100}", "a{100}"),
            ("a{2}*", "a{2}*"),
            ("a{3,2}", "a{3,2}"),
        ] {
            assert_eq!(expand(pattern, false), expanded, "{pattern}");
        }
        // A surrogate pair is one character with `u`, two units without.
        assert_eq!(expand("\u{1F600}{2}", true), "(?:\u{1F600})(?:\u{1F600})");
        let units: Vec<u16> = "\u{1F600}{2}".encode_utf16().collect();
        let mut expected = vec![units[0]];
        for _ in 0..2 {
            expected.extend("(?:".encode_utf16());
            expected.push(units[1]);
            expected.push(u16::from(b')'));
        }
        assert_eq!(expand_counted(&units, false), expected);
    }

    #[test]
    fn counts_groups_and_escapes() {
        let count = |pattern: &str| groups(&pattern.encode_utf16().collect::<Vec<_>>());
        assert_eq!(count("(a)(?:b)(?<n>c)(?<=d)(?!e)[(]\\(\\12"), (2, 12));
    }
}
