import * as fs from "fs";
import * as path from "path";
// A little binary file format: a header, then fixed-size records written
// with Buffer's numeric writes, saved, read back and decoded.
interface Reading {
    sensor: number;
    time: number;
    value: number;
    flags: number;
    label: string;
}

const MAGIC = "SCRD";
const RECORD = 2 + 4 + 8 + 1 + 9;

function encode(readings: Reading[]): Buffer {
    const header = Buffer.alloc(10);
    header.write(MAGIC, 0, "ascii");
    header.writeUInt16BE(1, 4);
    header.writeUInt32LE(readings.length, 6);
    const body = Buffer.alloc(RECORD * readings.length);
    readings.forEach((reading, index) => {
        let at = index * RECORD;
        at = body.writeUInt16LE(reading.sensor, at);
        at = body.writeInt32BE(reading.time, at);
        at = body.writeDoubleLE(reading.value, at);
        at = body.writeUInt8(reading.flags, at);
        const label = Buffer.alloc(9);
        label.write(reading.label);
        label.copy(body, at);
    });
    return Buffer.concat([header, body]);
}

function decode(data: Buffer): Reading[] {
    if (data.toString("ascii", 0, 4) !== MAGIC) throw new Error("not a reading file");
    const version = data.readUInt16BE(4);
    const count = data.readUInt32LE(6);
    console.log(`version ${version}, ${count} records, ${data.length} bytes`);
    const readings: Reading[] = [];
    for (let index = 0; index < count; index++) {
        const at = 10 + index * RECORD;
        const labelBytes = data.subarray(at + 15, at + 24);
        const end = labelBytes.indexOf(0);
        readings.push({
            sensor: data.readUInt16LE(at),
            time: data.readInt32BE(at + 2),
            value: data.readDoubleLE(at + 6),
            flags: data.readUInt8(at + 14),
            label: labelBytes.toString("utf8", 0, end === -1 ? labelBytes.length : end),
        });
    }
    return readings;
}

const readings: Reading[] = [
    { sensor: 7, time: 1700000000, value: 21.5, flags: 1, label: "kitchen" },
    { sensor: 300, time: -5, value: -0.125, flags: 0, label: "garage" },
    { sensor: 65535, time: 2147483647, value: 1e21, flags: 255, label: "attic✓" },
];
const dir = path.join("scratch-binary");
fs.mkdirSync(dir, { recursive: true });
const file = path.join(dir, "readings.bin");
fs.writeFileSync(file, encode(readings));
const loaded = fs.readFileSync(file);
console.log(loaded.subarray(0, 10), loaded.subarray(0, 10).toString("hex"));
for (const reading of decode(loaded)) {
    console.log(reading.sensor, reading.time, reading.value, reading.flags, JSON.stringify(reading.label));
}
fs.appendFileSync(file, Buffer.from([0xde, 0xad]));
const grown = fs.readFileSync(file);
console.log(grown.length, grown.readUInt16BE(grown.length - 2).toString(16), grown.subarray(-2));
console.log(fs.readFileSync(file, "base64").slice(0, 16), fs.readFileSync(file, { encoding: "hex" }).slice(0, 20));
const checksum = grown.reduce((sum, byte) => (sum + byte) % 65536, 0);
console.log("checksum", checksum);
try {
    decode(Buffer.from("nope, not a file"));
} catch (error) {
    if (error instanceof Error) console.log(error.message);
}
try {
    loaded.readInt32LE(loaded.length - 2);
} catch (error) {
    if (error instanceof RangeError) console.log(error.name, error.message);
}
try {
    Buffer.alloc(2).writeInt16LE(40000);
} catch (error) {
    if (error instanceof RangeError) console.log(error.message);
}
fs.rmSync(dir, { recursive: true, force: true });
