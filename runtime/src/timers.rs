//! Timers and immediates, in the order Node's event loop runs them.
//!
//! Node keeps one list of timers per duration (`lib/internal/timers.js`):
//! a timer records when it was started (the loop's clock in whole
//! milliseconds, read fresh), joins the end of its duration's list, and a
//! list made for it is due at that start plus the duration. Lists are
//! ordered by when they are due, then by an id each takes when made or
//! rescheduled. Each turn of the loop reads the clock once; the timers
//! phase takes lists in that order while the first is due, and runs each
//! list's timers from the front until one started too recently, when the
//! list is rescheduled for that timer (and takes a new id). A list is
//! dropped when it is empty: once the phase has seen it empty, or at once
//! when `clearTimeout` empties it. An interval goes back at the end of its
//! list, started when its callback began. The check phase then runs the
//! immediates queued before it began. Between two callbacks the tick and
//! job queues are drained (by the caller, `promise::run_one_timer`).
//!
//! Timer ids are numbers; timers, immediates and their callbacks are
//! owned here until they run for the last time or are cleared.

use std::collections::{BTreeMap, VecDeque};

use crate::object::ScrObject;

/// A timer or immediate not yet run for the last time (or cleared).
struct Entry {
    /// A `() => unknown` closure (owned).
    callback: *mut ScrObject,
    /// The duration (0 for an immediate).
    duration: f64,
    /// When it was last started (the clock in whole ms).
    start: f64,
    repeat: bool,
    /// In its list (or the immediates' queue): not running.
    queued: bool,
}

/// The timers of one duration, in order of start.
struct List {
    due: f64,
    id: u64,
    /// Timer ids; ids of timers cleared since stay until reached.
    timers: VecDeque<u64>,
    /// How many of `timers` are still queued.
    live: usize,
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Phase {
    Timers,
    Check,
}

struct Loop {
    entries: BTreeMap<u64, Entry>,
    /// Lists by duration (its bits: durations are positive).
    lists: BTreeMap<u64, List>,
    /// Lists by (due bits, id): the value is the duration's bits.
    order: BTreeMap<(u64, u64), u64>,
    immediates: VecDeque<u64>,
    next_id: u64,
    next_list: u64,
    phase: Phase,
    /// The clock when this turn of the loop began.
    now: f64,
    /// Immediates the check phase still runs this turn.
    check_left: usize,
    started: bool,
}

struct LoopCell(std::cell::UnsafeCell<Loop>);
// SAFETY: programs run on one thread.
unsafe impl Sync for LoopCell {}

static LOOP: LoopCell = LoopCell(std::cell::UnsafeCell::new(Loop {
    entries: BTreeMap::new(),
    lists: BTreeMap::new(),
    order: BTreeMap::new(),
    immediates: VecDeque::new(),
    next_id: 1,
    next_list: 0,
    phase: Phase::Timers,
    now: 0.0,
    check_left: 0,
    started: false,
}));

#[allow(clippy::mut_from_ref)]
fn state() -> &'static mut Loop {
    // SAFETY: one thread; no reference into the loop is held across a
    // callback (callers take what they need and let go).
    unsafe { &mut *LOOP.0.get() }
}

/// The loop's clock: whole milliseconds, as libuv's.
fn clock() -> f64 {
    crate::time::scr_performance_now().floor()
}

/// Node's delay: 1 ms for anything below 1, above 2^31-1 or not a
/// number.
fn delay_of(delay: f64) -> f64 {
    if delay.is_nan() || !(1.0..=2_147_483_647.0).contains(&delay) {
        1.0
    } else {
        delay.trunc()
    }
}

impl Loop {
    /// A new timer or immediate holding `callback` (`queued`: an
    /// immediate, in its queue at once; a timer is queued by `enqueue`).
    ///
    /// # Safety
    /// `callback` must be a live closure.
    unsafe fn add(
        &mut self,
        callback: *mut ScrObject,
        duration: f64,
        repeat: bool,
        queued: bool,
    ) -> u64 {
        // SAFETY: caller contract.
        unsafe { crate::object::retain(callback) };
        let id = self.next_id;
        self.next_id += 1;
        self.entries.insert(
            id,
            Entry {
                callback,
                duration,
                start: 0.0,
                repeat,
                queued,
            },
        );
        id
    }

    /// Puts timer `id` at the end of its duration's list, started `start`.
    fn enqueue(&mut self, id: u64, start: f64) {
        let Some(entry) = self.entries.get_mut(&id) else {
            return;
        };
        entry.start = start;
        entry.queued = true;
        let duration = entry.duration;
        let key = duration.to_bits();
        let list = self.lists.entry(key).or_insert_with(|| {
            let list = List {
                due: start + duration,
                id: self.next_list,
                timers: VecDeque::new(),
                live: 0,
            };
            self.next_list += 1;
            self.order.insert((list.due.to_bits(), list.id), key);
            list
        });
        list.timers.push_back(id);
        list.live += 1;
    }

    fn drop_list(&mut self, key: u64) {
        if let Some(list) = self.lists.remove(&key) {
            self.order.remove(&(list.due.to_bits(), list.id));
        }
    }

    /// The next timer of the timers phase that is due (taken out of its
    /// list), rescheduling lists whose front started too recently.
    fn next_due_timer(&mut self) -> Option<u64> {
        loop {
            let (&(due_bits, list_id), &key) = self.order.first_key_value()?;
            if f64::from_bits(due_bits) > self.now {
                return None;
            }
            let list = self.lists.get_mut(&key)?;
            // The front timer still queued.
            let front = loop {
                match list.timers.front() {
                    None => break None,
                    Some(&id) if self.entries.get(&id).is_some_and(|e| e.queued) => {
                        break Some(id);
                    }
                    Some(_) => {
                        list.timers.pop_front();
                    }
                }
            };
            let Some(id) = front else {
                self.drop_list(key);
                continue;
            };
            let entry = &self.entries[&id];
            let duration = f64::from_bits(key);
            if self.now - entry.start < duration {
                // Too early for this one: the list waits for it.
                let due = (entry.start + duration).max(self.now + 1.0);
                self.order.remove(&(due_bits, list_id));
                list.due = due;
                list.id = self.next_list;
                self.next_list += 1;
                self.order.insert((due.to_bits(), list.id), key);
                continue;
            }
            list.timers.pop_front();
            list.live -= 1;
            if let Some(entry) = self.entries.get_mut(&id) {
                entry.queued = false;
            }
            return Some(id);
        }
    }

    fn next_immediate(&mut self) -> Option<u64> {
        while self.check_left > 0 {
            self.check_left -= 1;
            let id = self.immediates.pop_front()?;
            if let Some(entry) = self.entries.get_mut(&id)
                && entry.queued
            {
                entry.queued = false;
                return Some(id);
            }
        }
        None
    }

    fn has_work(&self) -> bool {
        !self.entries.is_empty()
    }
}

/// The next callback the loop runs, with its timer id: `None` when no
/// timer or immediate is left. Sleeps until the next timer is due when
/// there is nothing to run before it.
pub(crate) fn next_callback() -> Option<(u64, *mut ScrObject)> {
    let state = state();
    if !state.started {
        state.started = true;
        state.phase = Phase::Timers;
        state.now = clock();
    }
    loop {
        let next = match state.phase {
            Phase::Timers => state.next_due_timer().or_else(|| {
                state.phase = Phase::Check;
                state.check_left = state.immediates.len();
                state.next_immediate()
            }),
            Phase::Check => state.next_immediate(),
        };
        if let Some(id) = next {
            let entry = &state.entries[&id];
            if entry.repeat {
                // Started again when its callback begins.
                let start = clock();
                if let Some(entry) = state.entries.get_mut(&id) {
                    entry.start = start;
                }
            }
            // SAFETY: the entry owns its callback; the caller's reference
            // outlives a `clearTimeout` inside the callback.
            let callback = state.entries[&id].callback;
            unsafe { crate::object::retain(callback) };
            return Some((id, callback));
        }
        // This turn is over.
        if !state.has_work() {
            state.started = false;
            return None;
        }
        if state.immediates.is_empty()
            && let Some((&(due, _), _)) = state.order.first_key_value()
        {
            let wait = f64::from_bits(due) - crate::time::scr_performance_now();
            if wait > 0.0 {
                std::thread::sleep(std::time::Duration::from_secs_f64(wait / 1000.0));
            }
        }
        state.phase = Phase::Timers;
        state.now = clock();
    }
}

/// After timer `id`'s callback ran: an interval not cleared meanwhile goes
/// back in its list; anything else is forgotten.
pub(crate) fn finished(id: u64) {
    let state = state();
    let Some(entry) = state.entries.get(&id) else {
        return;
    };
    if entry.repeat && !entry.queued {
        let start = entry.start;
        state.enqueue(id, start);
        return;
    }
    if !entry.queued
        && let Some(entry) = state.entries.remove(&id)
    {
        // SAFETY: the entry owned its callback.
        unsafe { crate::object::release(entry.callback) };
    }
}

/// `setTimeout(callback, delay)` and `setInterval` (`repeat` 1): the
/// timer's id. The callback is a `() => unknown` closure (borrowed).
///
/// # Safety
/// `callback` must be a live closure.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_set_timer(callback: *mut ScrObject, delay: f64, repeat: i32) -> f64 {
    // SAFETY: caller contract.
    let id = unsafe { state().add(callback, delay_of(delay), repeat != 0, false) };
    state().enqueue(id, clock());
    id as f64
}

/// `setImmediate(callback)`: the id.
///
/// # Safety
/// `callback` must be a live closure.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn scr_set_immediate(callback: *mut ScrObject) -> f64 {
    // SAFETY: caller contract.
    let id = unsafe { state().add(callback, 0.0, false, true) };
    state().immediates.push_back(id);
    id as f64
}

/// `clearTimeout(id)`, `clearInterval(id)`, `clearImmediate(id)`.
#[unsafe(no_mangle)]
pub extern "C" fn scr_clear_timer(id: f64) {
    let state = state();
    if !(id >= 1.0 && id.fract() == 0.0) {
        return;
    }
    let id = id as u64;
    let Some(entry) = state.entries.remove(&id) else {
        return;
    };
    if entry.queued && entry.duration > 0.0 {
        let key = entry.duration.to_bits();
        if let Some(list) = state.lists.get_mut(&key) {
            list.live -= 1;
            if list.live == 0 {
                state.drop_list(key);
            }
        }
    }
    // SAFETY: the entry owned its callback.
    unsafe { crate::object::release(entry.callback) };
}
