//! A second matcher for ASCII text: the patterns whose matches a
//! leftmost-first automaton finds exactly as ECMAScript's backtracking
//! does are translated to `regex-automata`'s syntax and searched with its
//! lazy DFA and literal prefilters (`regress`, the backtracking matcher,
//! stays the definition and serves everything else).
//!
//! Leftmost-first search gives the match a backtracking matcher finds,
//! preferring alternatives and repetitions in the same order. Where
//! ECMAScript differs from that, the translation declines the pattern:
//!
//! - a group captured inside a repetition that can run more than once
//!   (ECMAScript clears the group at each iteration, so a later iteration
//!   that skips it leaves it undefined);
//! - a repetition whose body can match the empty string (ECMAScript stops
//!   an iteration that matched empty);
//! - lookaround, backreferences, named groups, the `m`, `u` and `v` flags,
//!   and the Annex B forms that read `{`, `}` or `]` as characters, octal
//!   escapes and unknown escapes of letters.
//!
//! The text searched is ASCII, so every character class is emitted as the
//! explicit set of ASCII units it matches (after ECMAScript's case folding
//! under `i`, which for ASCII text folds ASCII letters only, since a unit
//! above 0x7F never folds to one below), and a character above 0x7F as a
//! byte that ASCII text never holds.

use regex_automata::meta::{self, Regex};
use regex_automata::util::syntax;

use crate::regex_start::UnitSet;

/// A set in `regex-syntax`'s notation (a byte ASCII text never holds when
/// it is empty).
fn write_set(set: UnitSet, out: &mut String) {
    if set.len() == 0 {
        out.push_str("[\\x80]");
        return;
    }
    out.push('[');
    let mut unit = 0u8;
    while unit < 128 {
        if !set.contains(unit) {
            unit += 1;
            continue;
        }
        let start = unit;
        while unit + 1 < 128 && set.contains(unit + 1) {
            unit += 1;
        }
        out.push_str(&format!("\\x{start:02X}"));
        if unit > start {
            out.push_str(&format!("-\\x{unit:02X}"));
        }
        unit += 1;
    }
    out.push(']');
}

/// What a parsed piece of the pattern is like.
#[derive(Clone, Copy)]
struct Shape {
    /// It can match the empty string.
    nullable: bool,
    /// It holds a capturing group.
    captures: bool,
    /// It holds a capturing group that a match of the piece may skip (in
    /// an alternative, or repeated zero times).
    optional: bool,
}

impl Shape {
    const EMPTY: Shape = Shape {
        nullable: true,
        captures: false,
        optional: false,
    };
    const CHARACTER: Shape = Shape {
        nullable: false,
        captures: false,
        optional: false,
    };
}

struct Translator<'a> {
    pattern: &'a [u16],
    at: usize,
    icase: bool,
    dotall: bool,
    out: String,
}

impl Translator<'_> {
    fn peek(&self) -> Option<u32> {
        self.pattern.get(self.at).map(|&unit| u32::from(unit))
    }

    fn peek_at(&self, offset: usize) -> Option<u32> {
        self.pattern
            .get(self.at + offset)
            .map(|&unit| u32::from(unit))
    }

    fn next(&mut self) -> Option<u32> {
        let unit = self.peek()?;
        self.at += 1;
        Some(unit)
    }

    fn eat(&mut self, unit: u8) -> bool {
        if self.peek() == Some(u32::from(unit)) {
            self.at += 1;
            true
        } else {
            false
        }
    }

    fn disjunction(&mut self) -> Option<Shape> {
        let mut shape = self.alternative()?;
        while self.eat(b'|') {
            self.out.push('|');
            let next = self.alternative()?;
            let captures = shape.captures || next.captures;
            shape = Shape {
                nullable: shape.nullable || next.nullable,
                captures,
                optional: captures,
            };
        }
        Some(shape)
    }

    fn alternative(&mut self) -> Option<Shape> {
        let mut shape = Shape::EMPTY;
        while let Some(unit) = self.peek() {
            if unit == u32::from(b'|') || unit == u32::from(b')') {
                break;
            }
            let term = self.term()?;
            shape = Shape {
                nullable: shape.nullable && term.nullable,
                captures: shape.captures || term.captures,
                optional: shape.optional || term.optional,
            };
        }
        Some(shape)
    }

    fn term(&mut self) -> Option<Shape> {
        let unit = self.peek()?;
        // Assertions: never repeated.
        let assertion = match unit {
            0x5E => Some("^"),
            0x24 => Some("$"),
            0x5C if self.peek_at(1) == Some(u32::from(b'b')) => Some("\\b"),
            0x5C if self.peek_at(1) == Some(u32::from(b'B')) => Some("\\B"),
            _ => None,
        };
        if let Some(assertion) = assertion {
            self.at += if unit == 0x5C { 2 } else { 1 };
            self.out.push_str(assertion);
            if self.quantifier_follows() {
                return None;
            }
            return Some(Shape::EMPTY);
        }
        // The atom is written into its own buffer first, so a quantifier
        // can wrap it.
        let outer = std::mem::take(&mut self.out);
        let shape = self.atom();
        let atom = std::mem::replace(&mut self.out, outer);
        let shape = shape?;
        let Some((min, max, text)) = self.quantifier()? else {
            self.out.push_str(&atom);
            return Some(shape);
        };
        if shape.nullable || (shape.optional && max != Some(1)) {
            return None;
        }
        self.out.push_str("(?:");
        self.out.push_str(&atom);
        self.out.push(')');
        self.out.push_str(&text);
        Some(Shape {
            nullable: min == 0,
            captures: shape.captures,
            optional: shape.optional || (min == 0 && shape.captures),
        })
    }

    fn quantifier_follows(&self) -> bool {
        matches!(self.peek(), Some(0x2A | 0x2B | 0x3F | 0x7B))
    }

    /// A quantifier, if one follows: its bounds and its text. `None`
    /// (outside) for a form declined (a `{` that is not a quantifier).
    #[allow(clippy::type_complexity)]
    fn quantifier(&mut self) -> Option<Option<(u32, Option<u32>, String)>> {
        let (min, max, mut text) = match self.peek() {
            Some(0x2A) => (0, None, "*".to_string()),
            Some(0x2B) => (1, None, "+".to_string()),
            Some(0x3F) => (0, Some(1), "?".to_string()),
            Some(0x7B) => {
                self.at += 1;
                let min = self.number()?;
                let max = if self.eat(b',') {
                    if self.peek() == Some(u32::from(b'}')) {
                        None
                    } else {
                        Some(self.number()?)
                    }
                } else {
                    Some(min)
                };
                if self.peek() != Some(u32::from(b'}')) || max.is_some_and(|max| max < min) {
                    return None;
                }
                let text = match max {
                    Some(max) if max == min => format!("{{{min}}}"),
                    Some(max) => format!("{{{min},{max}}}"),
                    None => format!("{{{min},}}"),
                };
                (min, max, text)
            }
            _ => return Some(None),
        };
        // The quantifier's last unit (`*`, `+`, `?` or `}`).
        self.at += 1;
        if self.eat(b'?') {
            text.push('?');
        }
        Some(Some((min, max, text)))
    }

    /// Decimal digits, as a number small enough to repeat.
    fn number(&mut self) -> Option<u32> {
        let mut value: u32 = 0;
        let mut digits = 0;
        while let Some(unit) = self.peek().filter(|unit| (0x30..=0x39).contains(unit)) {
            value = value.checked_mul(10)?.checked_add(unit - 0x30)?;
            digits += 1;
            self.at += 1;
        }
        (digits > 0 && value <= 1000).then_some(value)
    }

    fn atom(&mut self) -> Option<Shape> {
        let unit = self.next()?;
        let character = Shape::CHARACTER;
        match unit {
            0x2E => {
                let set = if self.dotall {
                    UnitSet::ALL
                } else {
                    UnitSet::ALL
                        .and_not(UnitSet::unit(10))
                        .and_not(UnitSet::unit(13))
                };
                write_set(set, &mut self.out);
                Some(character)
            }
            0x28 => self.group(),
            0x5B => {
                let set = self.class()?;
                write_set(set, &mut self.out);
                Some(character)
            }
            0x5C => {
                let set = self.escape()?;
                write_set(set, &mut self.out);
                Some(character)
            }
            // Quantifiers without an atom, and the Annex B characters.
            0x2A | 0x2B | 0x3F | 0x7B | 0x7D | 0x5D | 0x29 | 0x7C => None,
            _ => {
                write_set(self.literal(unit), &mut self.out);
                Some(character)
            }
        }
    }

    /// A character as the set of ASCII units it matches.
    fn literal(&self, unit: u32) -> UnitSet {
        let set = UnitSet::unit(unit);
        if self.icase { set.folded() } else { set }
    }

    fn group(&mut self) -> Option<Shape> {
        let capturing = if self.eat(b'?') {
            // `(?:`; lookaround and named groups are declined.
            if !self.eat(b':') {
                return None;
            }
            false
        } else {
            true
        };
        self.out.push_str(if capturing { "(" } else { "(?:" });
        let shape = self.disjunction()?;
        if !self.eat(b')') {
            return None;
        }
        self.out.push(')');
        Some(Shape {
            nullable: shape.nullable,
            captures: shape.captures || capturing,
            optional: shape.optional,
        })
    }

    /// A character class after its `[`.
    fn class(&mut self) -> Option<UnitSet> {
        let negated = self.eat(b'^');
        let mut set = UnitSet::NONE;
        loop {
            let unit = self.next()?;
            if unit == u32::from(b']') {
                break;
            }
            let (low, low_set) = self.class_atom(unit)?;
            if self.peek() == Some(u32::from(b'-'))
                && self.peek_at(1).is_some_and(|next| next != u32::from(b']'))
            {
                self.at += 1;
                let high_unit = self.next()?;
                let (high, _) = self.class_atom(high_unit)?;
                // A class escape at either end reads `-` as a character
                // (Annex B): declined.
                let (Some(low), Some(high)) = (low, high) else {
                    return None;
                };
                if low > high {
                    return None;
                }
                set = set.or(UnitSet::range(low, high));
            } else {
                set = set.or(low_set);
            }
        }
        if self.icase {
            set = set.folded();
        }
        Some(if negated { set.not() } else { set })
    }

    /// One member of a class: its character (`None` for a class escape)
    /// and its set (unfolded).
    fn class_atom(&mut self, unit: u32) -> Option<(Option<u32>, UnitSet)> {
        if unit != u32::from(b'\\') {
            return Some((Some(unit), UnitSet::unit(unit)));
        }
        match self.peek()? {
            // `\b` is backspace in a class, `\-` a hyphen.
            0x62 => {
                self.at += 1;
                Some((Some(8), UnitSet::unit(8)))
            }
            0x2D => {
                self.at += 1;
                Some((Some(0x2D), UnitSet::unit(0x2D)))
            }
            0x64 | 0x44 | 0x77 | 0x57 | 0x73 | 0x53 => {
                let set = self.class_escape()?;
                Some((None, set))
            }
            _ => {
                let character = self.character_escape()?;
                Some((Some(character), UnitSet::unit(character)))
            }
        }
    }

    /// An escape after its `\` outside a class, as a set (folded).
    fn escape(&mut self) -> Option<UnitSet> {
        match self.peek()? {
            0x64 | 0x44 | 0x77 | 0x57 | 0x73 | 0x53 => self.class_escape(),
            _ => {
                let character = self.character_escape()?;
                Some(self.literal(character))
            }
        }
    }

    /// `\d`, `\D`, `\w`, `\W`, `\s`, `\S` (their sets do not change under
    /// folding).
    fn class_escape(&mut self) -> Option<UnitSet> {
        let set = match self.next()? {
            0x64 => UnitSet::digits(),
            0x44 => UnitSet::digits().not(),
            0x77 => UnitSet::word(),
            0x57 => UnitSet::word().not(),
            0x73 => UnitSet::space(),
            0x53 => UnitSet::space().not(),
            _ => return None,
        };
        Some(set)
    }

    /// A character escape after its `\`: the character it stands for.
    fn character_escape(&mut self) -> Option<u32> {
        let unit = self.next()?;
        let character = match unit {
            0x74 => 9,
            0x6E => 10,
            0x76 => 11,
            0x66 => 12,
            0x72 => 13,
            // `\0` not followed by a digit (else an octal escape).
            0x30 if !self
                .peek()
                .is_some_and(|next| (0x30..=0x39).contains(&next)) =>
            {
                0
            }
            0x63 => {
                let letter = self.next()?;
                if !(u32::from(b'a')..=u32::from(b'z')).contains(&(letter | 0x20)) {
                    return None;
                }
                letter % 32
            }
            0x78 => self.hex(2)?,
            0x75 => self.hex(4)?,
            // Digits (backreferences, octal), letters (other escapes, and
            // Annex B's identity escapes of letters): declined.
            _ if (0x30..=0x39).contains(&unit) => return None,
            _ if (u32::from(b'a')..=u32::from(b'z')).contains(&(unit | 0x20)) => return None,
            // Any other character stands for itself.
            _ => unit,
        };
        Some(character)
    }

    fn hex(&mut self, digits: usize) -> Option<u32> {
        let mut value = 0;
        for _ in 0..digits {
            let digit = char::from_u32(self.next()?)?.to_digit(16)?;
            value = value * 16 + digit;
        }
        Some(value)
    }
}

/// The pattern in `regex-syntax`'s notation, or `None` when the
/// translation declines it (see the module's documentation).
pub(crate) fn translate(pattern: &[u16], flags: &regress::Flags) -> Option<String> {
    if flags.multiline || flags.unicode || flags.unicode_sets {
        return None;
    }
    let mut translator = Translator {
        pattern,
        at: 0,
        icase: flags.icase,
        dotall: flags.dot_all,
        out: String::new(),
    };
    translator.disjunction()?;
    (translator.at == pattern.len()).then_some(translator.out)
}

/// The fast matcher of a pattern, when the translation takes it and the
/// automaton builds within its limits.
pub(crate) fn build(pattern: &[u16], flags: &regress::Flags) -> Option<Regex> {
    let translated = translate(pattern, flags)?;
    Regex::builder()
        .configure(
            meta::Config::new()
                .match_kind(regex_automata::MatchKind::LeftmostFirst)
                .utf8_empty(false)
                .nfa_size_limit(Some(1 << 20)),
        )
        .syntax(
            syntax::Config::new()
                .unicode(false)
                .utf8(false)
                .nest_limit(100),
        )
        .build(&translated)
        .ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn flags(text: &str) -> regress::Flags {
        regress::Flags::from(text)
    }

    fn units(text: &str) -> Vec<u16> {
        text.encode_utf16().collect()
    }

    #[test]
    fn patterns_ecmascript_reads_otherwise_are_declined() {
        for (pattern, flag) in [
            ("(?:(a)|b)+", ""),
            ("(a|)*", ""),
            ("(?=a)", ""),
            ("(?<n>a)", ""),
            ("\\1(a)", ""),
            ("a{", ""),
            ("]", ""),
            ("\\a", ""),
            ("^a", "m"),
            ("a", "u"),
            ("[\\d-z]", ""),
            ("\\01", ""),
        ] {
            assert!(
                translate(&units(pattern), &flags(flag)).is_none(),
                "{pattern} /{flag}"
            );
        }
        for pattern in [
            "(a)+",
            "(a)?",
            "(?:ab|c)*d",
            "[^\\s)]+",
            "\\b\\d+(?:\\.\\d+)?\\b",
        ] {
            assert!(
                translate(&units(pattern), &flags("")).is_some(),
                "{pattern}"
            );
        }
    }
}
