// Node's `events` module: `EventEmitter` and its companions, compiled with
// the program that imports it (`modules.rs` reads this text as the module
// `node:events`). It keeps Node's observable state: `_events` (a record
// without a prototype holding each string event's listener, or an array
// of them, printed as Node prints it), `_eventsCount`, `_maxListeners` and
// the two symbol-keyed flags; the listeners themselves live in `#entries`,
// which no program sees.

type Listener = (...args: any[]) => void;

interface Entry {
    // What the program registered.
    listener: Listener;
    // What `rawListeners` gives and `_events` shows: the listener, or for
    // `once` a wrapper (`bound onceWrapper`, with the listener as its
    // `listener` property).
    raw: Listener;
    once: boolean;
    fired: boolean;
}

const kShapeMode = Symbol("shapeMode");
const kCapture = Symbol("kCapture");

export const errorMonitor: unique symbol = Symbol("events.errorMonitor");

export class EventEmitter {
    _events: any;
    _eventsCount: number = 0;
    _maxListeners: number | undefined = undefined;
    [kShapeMode]: boolean = false;
    [kCapture]: boolean = false;
    #entries: Map<string | symbol, Entry[]> = new Map<string | symbol, Entry[]>();
    #warned: (string | symbol)[] = [];

    static defaultMaxListeners: number = 10;
    static readonly errorMonitor: typeof errorMonitor = errorMonitor;

    constructor(options?: { captureRejections?: boolean }) {
        const events: any = {};
        __scriptc.nullPrototype(events);
        this._events = events;
        if (options !== undefined && options.captureRejections === true) {
            this[kCapture] = true;
        }
    }

    static once(emitter: EventEmitter, name: string | symbol): Promise<any[]> {
        return once(emitter, name);
    }

    static listenerCount(emitter: EventEmitter, name: string | symbol): number {
        return emitter.listenerCount(name);
    }

    on(eventName: string | symbol, listener: Listener): this {
        return this.#add(eventName, listener, false, false);
    }

    addListener(eventName: string | symbol, listener: Listener): this {
        return this.#add(eventName, listener, false, false);
    }

    prependListener(eventName: string | symbol, listener: Listener): this {
        return this.#add(eventName, listener, true, false);
    }

    once(eventName: string | symbol, listener: Listener): this {
        return this.#add(eventName, listener, false, true);
    }

    prependOnceListener(eventName: string | symbol, listener: Listener): this {
        return this.#add(eventName, listener, true, true);
    }

    off(eventName: string | symbol, listener: Listener): this {
        return this.removeListener(eventName, listener);
    }

    removeListener(eventName: string | symbol, listener: Listener): this {
        checkListener(listener);
        const entries = this.#entries.get(eventName);
        if (entries === undefined) {
            return this;
        }
        // The most recently added match, as Node removes.
        for (let i = entries.length - 1; i >= 0; i--) {
            const entry = entries[i];
            if (entry.listener === listener || entry.raw === listener) {
                this.#remove(eventName, entry);
                if (this.#entries.has("removeListener")) {
                    this.emit("removeListener", eventName, entry.listener);
                }
                break;
            }
        }
        return this;
    }

    removeAllListeners(eventName?: string | symbol): this {
        const names: (string | symbol)[] =
            eventName === undefined ? this.eventNames() : [eventName];
        const announce = this.#entries.has("removeListener");
        for (const name of names) {
            if (announce && name === "removeListener" && eventName === undefined) {
                continue;
            }
            const entries = this.#entries.get(name);
            if (entries === undefined) {
                continue;
            }
            // Last added first, each announced, as Node removes them.
            for (let i = entries.length - 1; i >= 0; i--) {
                const entry = entries[i];
                this.#remove(name, entry);
                if (announce && name !== "removeListener") {
                    this.emit("removeListener", name, entry.listener);
                }
            }
        }
        if (announce && eventName === undefined) {
            this.removeAllListeners("removeListener");
        }
        return this;
    }

    emit(eventName: string | symbol, ...args: any[]): boolean {
        if (eventName === "error" && this.#entries.has(errorMonitor)) {
            this.emit(errorMonitor, ...args);
        }
        const entries = this.#entries.get(eventName);
        if (entries === undefined) {
            if (eventName === "error") {
                throw unhandled(args.length > 0 ? args[0] : undefined);
            }
            return false;
        }
        if (entries.length === 1) {
            const entry = entries[0];
            if (entry.once) {
                entry.fired = true;
                this.#removeOnce(eventName, entry);
            }
            entry.listener.apply(this, args);
            return true;
        }
        for (const entry of entries.slice()) {
            if (entry.once) {
                if (entry.fired) {
                    continue;
                }
                entry.fired = true;
                this.#removeOnce(eventName, entry);
            }
            entry.listener.apply(this, args);
        }
        return true;
    }

    listenerCount(eventName: string | symbol, listener?: Listener): number {
        const entries = this.#entries.get(eventName);
        if (entries === undefined) {
            return 0;
        }
        if (listener === undefined) {
            return entries.length;
        }
        return entries.filter((entry) => entry.listener === listener || entry.raw === listener).length;
    }

    listeners(eventName: string | symbol): Listener[] {
        const entries = this.#entries.get(eventName);
        return entries === undefined ? [] : entries.map((entry) => entry.listener);
    }

    rawListeners(eventName: string | symbol): Listener[] {
        const entries = this.#entries.get(eventName);
        return entries === undefined ? [] : entries.map((entry) => entry.raw);
    }

    eventNames(): (string | symbol)[] {
        // Reflect.ownKeys order: the record's keys as JavaScript orders
        // them (integer keys first), then the symbols as added.
        const names: (string | symbol)[] = [];
        for (const name of Object.keys(this._events)) {
            names.push(name);
        }
        for (const name of this.#entries.keys()) {
            if (typeof name === "symbol") {
                names.push(name);
            }
        }
        return names;
    }

    setMaxListeners(n: number): this {
        if (typeof n !== "number" || n < 0 || Number.isNaN(n)) {
            throw new __ScriptcCodedRangeError(
                `The value of "n" is out of range. It must be a non-negative number. Received ${__scriptc.inspect(n)}`,
                "ERR_OUT_OF_RANGE",
            );
        }
        this._maxListeners = n;
        return this;
    }

    getMaxListeners(): number {
        return this._maxListeners === undefined ? EventEmitter.defaultMaxListeners : this._maxListeners;
    }

    #add(eventName: string | symbol, listener: Listener, prepend: boolean, once: boolean): this {
        checkListener(listener);
        // `newListener` hears of each listener before it is added.
        if (this.#entries.has("newListener")) {
            this.emit("newListener", eventName, listener);
        }
        let raw: Listener = listener;
        const entry: Entry = { listener, raw, once, fired: false };
        if (once) {
            const self = this;
            const wrapper: any = function onceWrapper(...args: any[]): void {
                if (!entry.fired) {
                    entry.fired = true;
                    self.#removeOnce(eventName, entry);
                    listener.apply(self, args);
                }
            }.bind(undefined);
            wrapper.listener = listener;
            raw = wrapper;
            entry.raw = raw;
        }
        let entries = this.#entries.get(eventName);
        if (entries === undefined) {
            entries = [];
            this.#entries.set(eventName, entries);
            this._eventsCount++;
        }
        if (prepend) {
            entries.unshift(entry);
        } else {
            entries.push(entry);
        }
        this.#show(eventName, entries);
        const max = this.getMaxListeners();
        if (max > 0 && entries.length > max && !this.#warned.includes(eventName)) {
            this.#warned.push(eventName);
            const shown = typeof eventName === "symbol" ? eventName.toString() : eventName;
            console.error(
                `(node:${process.pid}) MaxListenersExceededWarning: Possible EventEmitter memory leak detected. ${entries.length} ${shown} listeners added to [${this.constructor.name}]. MaxListeners is ${max}. Use emitter.setMaxListeners() to increase limit\n(Use \`node --trace-warnings ...\` to show where the warning was created)`,
            );
        }
        return this;
    }

    #remove(eventName: string | symbol, entry: Entry): void {
        const entries = this.#entries.get(eventName);
        if (entries === undefined) {
            return;
        }
        const index = entries.indexOf(entry);
        if (index < 0) {
            return;
        }
        entries.splice(index, 1);
        if (entries.length === 0) {
            this.#entries.delete(eventName);
            this._eventsCount--;
        }
        this.#show(eventName, entries);
    }

    // A `once` listener removed before it runs, announced as
    // `removeListener` announces it.
    #removeOnce(eventName: string | symbol, entry: Entry): void {
        this.#remove(eventName, entry);
        if (this.#entries.has("removeListener")) {
            this.emit("removeListener", eventName, entry.listener);
        }
    }

    // `_events[eventName]`: the one listener, or an array of them.
    #show(eventName: string | symbol, entries: Entry[]): void {
        if (typeof eventName !== "string") {
            return;
        }
        if (entries.length === 0) {
            delete this._events[eventName];
        } else if (entries.length === 1) {
            this._events[eventName] = entries[0].raw;
        } else {
            this._events[eventName] = entries.map((entry) => entry.raw);
        }
    }
}

function checkListener(listener: Listener): void {
    if (typeof listener !== "function") {
        throw new __ScriptcCodedTypeError(
            `The "listener" argument must be of type function. Received ${__scriptc.inspect(listener)}`,
            "ERR_INVALID_ARG_TYPE",
        );
    }
}

function unhandled(error: any): Error {
    if (error instanceof Error) {
        return error;
    }
    return new __ScriptcCodedError(`Unhandled error. (${__scriptc.inspect(error)})`, "ERR_UNHANDLED_ERROR");
}

export function once(emitter: EventEmitter, name: string | symbol): Promise<any[]> {
    return new Promise<any[]>((resolve, reject) => {
        // (`onError`, annotated, is declared before the block runs.)
        const onEvent = (...args: any[]): void => {
            if (name !== "error") {
                emitter.removeListener("error", onError);
            }
            resolve(args);
        };
        const onError = (error: any): void => {
            emitter.removeListener(name, onEvent);
            reject(error);
        };
        emitter.once(name, onEvent);
        if (name !== "error") {
            emitter.once("error", onError);
        }
    });
}

export function listenerCount(emitter: EventEmitter, name: string | symbol): number {
    return emitter.listenerCount(name);
}

export function getEventListeners(emitter: EventEmitter, name: string | symbol): Listener[] {
    return emitter.listeners(name);
}

export function setMaxListeners(n: number, ...emitters: EventEmitter[]): void {
    if (emitters.length === 0) {
        EventEmitter.defaultMaxListeners = n;
    }
    for (const emitter of emitters) {
        emitter.setMaxListeners(n);
    }
}

export default EventEmitter;
